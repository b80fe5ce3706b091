// The Hills of Hills & Sheep (seed 003, the majority of a city, a road, a field: "Colline: in case
// of tie of majority, the tie will be broken in favor of those player(s) with at least one
// follower on a colline; the strength of the meeple placed on the hill is irrelevant", lines
// 513-516 and 786-789).
//
// The seeds say no more, so the rest follows JCloisterZone (its HillCapability; written down in
// docs/rules-coverage.md): placing a tile with a hill (data: tag "hill") puts a tile of the pile
// face down under the hill. That tile is out of play for good: never placed, never scored, it only
// leaves the pile shorter (tiles_out_of_play, for selfplay's count). An empty pile puts nothing
// under the hill. As in JCloisterZone (TilePack.hiddenUnderHills: the pack ends one tile sooner),
// it is the last tile of the stack being drawn: in a shuffled stack any unseen one, picked by the
// generator; in a fixed order (a scenario, a JCZ game) the last of the order, so that the draws
// before it are the order's. Nobody may know which tile lies there, not even the player who placed the hill: a
// player's view (redact) counts it back among the unseen tiles of the pile, and a computer's
// imagined game (imagine_hidden) takes one of them in its place.
//
// The tie-break: among the players tied for the majority of a feature being scored (completed, or
// at the end), those with a follower on a hill tile of that feature win alone; when none of them
// has one, or all of them, they all win as before.
#include <algorithm>
#include <array>

#include "hills.hpp"
#include "modules.hpp"

namespace carc {

namespace {
namespace hills_rules {

// One hill on the board and the tile under it.
struct HillCover {
    int16_t hill_tile = -1;  // board index of the hill's tile
    uint16_t under = 0;      // the tile type under it, while `hidden`
    uint8_t covered = 0;     // a tile lies under it (public: everyone saw it go there)
    uint8_t hidden = 0;      // `under` holds it (a player's view forgets it: 0 there)
};

// A game's tile sets hold 8 hills; the room for more is there for a house set with two copies.
constexpr int kMaxHills = 24;

struct HillsState {
    std::array<HillCover, kMaxHills> covers{};
    int16_t count = 0;  // covers used
    int16_t spare = 0;
};

struct HillsSettings {
    bool on;
    int hill_tag;
    explicit HillsSettings(const Ruleset& r) : on(r.option_on("hills-sheep.hills")), hill_tag(r.tag("hill")) {}
};

bool shows_hill(const Ruleset& rules, const GameState& state, int tile, int hill_tag) {
    return hill_tag >= 0 && rules.tiles[state.board.tile(tile).type].has(hill_tag);
}

// The end of the stack being drawn (the River's before the land tiles, the lake after them).
size_t current_stack_end(const DrawPile& pile) {
    for (uint16_t e : pile.stack_ends)
        if (e > pile.next) return e;
    return pile.tiles.size();
}

// Takes the last tile of the stack being drawn out of the pile: the last of a fixed order, or any
// unseen tile of the stack (they are unordered: the draws shuffle lazily), picked with `rng`.
// There must be one.
TileTypeId take_last_tile(DrawPile& pile, Rng& rng) {
    const size_t end = current_stack_end(pile);
    size_t pick = end - 1;
    if (!pile.fixed_order) pick = pile.next + rng.below(static_cast<uint32_t>(end - pile.next));
    const TileTypeId tile = pile.tiles[pick];
    pile.tiles.erase(pile.tiles.begin() + static_cast<long>(pick));
    for (uint16_t& e : pile.stack_ends)
        if (e > pick) --e;
    return tile;
}

class HillsModule final : public ModuleWithState<HillsState, HillsSettings> {
public:
    std::string_view id() const override { return "hills"; }

    bool covered(const Ruleset& rules, const GameState& state, int tile) const {
        const HillsState& hills = my(rules, state);
        for (int i = 0; i < hills.count; ++i)
            if (hills.covers[static_cast<size_t>(i)].hill_tile == tile) return hills.covers[static_cast<size_t>(i)].covered;
        return false;
    }

    void on_tile_placed(const Ruleset& rules, GameState& state, int tile, Events* events) const override {
        const HillsSettings& s = settings(rules);
        if (!s.on || !shows_hill(rules, state, tile, s.hill_tag)) return;
        HillsState& hills = my(rules, state);
        if (hills.count >= kMaxHills) return;  // check_invariants reports it
        HillCover& cover = hills.covers[static_cast<size_t>(hills.count++)];
        cover.hill_tile = static_cast<int16_t>(tile);
        const Pos pos = state.board.tile(tile).pos;
        if (state.pile.remaining() == 0) {
            if (events)
                events->push_back(ModuleEvent{
                    Message("the pile is empty: no tile goes under the hill at {pos}", {{"pos", arg::Square{pos}}}),
                    {pos}});
            return;
        }
        cover.under = take_last_tile(state.pile, state.rng);
        cover.covered = 1;
        cover.hidden = 1;
        if (events)
            events->push_back(ModuleEvent{
                Message("a tile of the pile goes face down under the hill at {pos}", {{"pos", arg::Square{pos}}}),
                {pos}});
    }

    void break_majority_tie(const Ruleset& rules, const GameState& state, int root, ScoreEvent& e) const override {
        const HillsSettings& s = settings(rules);
        if (!s.on || s.hill_tag < 0) return;
        std::vector<Award> on_hills;
        for (const Award& a : e.awards) {
            bool on_hill = false;
            for (const Figure& f : state.figures)
                if (f.owner == a.player && is_follower_on_board(rules, f) && state.features.find(f.node) == root &&
                    shows_hill(rules, state, state.features.node(f.node).tile, s.hill_tag))
                    on_hill = true;
            if (on_hill) on_hills.push_back(a);
        }
        if (on_hills.empty() || on_hills.size() == e.awards.size()) return;
        e.awards = std::move(on_hills);
        e.tags.push_back("hill");
        e.notes.push_back(Message("the tie goes to the follower on a hill"));
    }

    int tiles_out_of_play(const Ruleset& rules, const GameState& state) const override {
        const HillsState& hills = my(rules, state);
        int n = 0;
        for (int i = 0; i < hills.count; ++i) n += hills.covers[static_cast<size_t>(i)].covered;
        return n;
    }

    // The tile under each hill goes back among the unseen tiles of the stack being drawn (sorted
    // there, as the core sorts them): the view's pile holds every tile the seat has not seen, and
    // its counts no longer tell which tile lies under a hill.
    void redact(const Ruleset& rules, GameState& view, int /*seat*/) const override {
        HillsState& hills = my(rules, view);
        DrawPile& pile = view.pile;
        bool returned = false;
        for (int i = 0; i < hills.count; ++i) {
            HillCover& c = hills.covers[static_cast<size_t>(i)];
            if (!c.hidden) continue;
            const size_t end = current_stack_end(pile);
            pile.tiles.insert(pile.tiles.begin() + static_cast<long>(end), c.under);
            for (uint16_t& e : pile.stack_ends)
                if (e >= end) ++e;
            c.under = 0;
            c.hidden = 0;
            returned = true;
        }
        if (returned)
            std::sort(pile.tiles.begin() + pile.next, pile.tiles.begin() + static_cast<long>(current_stack_end(pile)));
    }

    // A guess for every hidden tile: one of the view's unseen tiles, taken as the game took it.
    void imagine_hidden(const Ruleset& rules, GameState& view, Rng& rng) const override {
        HillsState& hills = my(rules, view);
        for (int i = 0; i < hills.count; ++i) {
            HillCover& c = hills.covers[static_cast<size_t>(i)];
            if (!c.covered || c.hidden || view.pile.remaining() == 0) continue;
            c.under = take_last_tile(view.pile, rng);
            c.hidden = 1;
        }
    }

    void check_invariants(const Ruleset& rules, const GameState& state, std::vector<std::string>& problems) const override {
        const HillsSettings& s = settings(rules);
        const HillsState& hills = my(rules, state);
        int on_board = 0;
        for (int t = 0; t < static_cast<int>(state.board.tiles().size()); ++t)
            on_board += s.on && shows_hill(rules, state, t, s.hill_tag);
        if (on_board != hills.count)
            problems.push_back("hills: " + std::to_string(on_board) + " hill tiles on the board, " +
                               std::to_string(hills.count) + " remembered");
        for (int i = 0; i < hills.count; ++i) {
            const HillCover& c = hills.covers[static_cast<size_t>(i)];
            if (c.covered != c.hidden || (c.hidden && c.under >= rules.tiles.size()))
                problems.push_back("hills: the tile under the hill of board tile " + std::to_string(c.hill_tile) +
                                   " is lost");
        }
    }
};

}  // namespace hills_rules
}  // namespace

const Module& hills_module() {
    static const hills_rules::HillsModule module;
    return module;
}

bool has_hill(const Ruleset& rules, const GameState& state, int tile) {
    return hills_rules::shows_hill(rules, state, tile, rules.tag("hill"));
}

bool tile_under_hill(const Ruleset& rules, const GameState& state, int tile) {
    const Module& m = hills_module();
    if (std::find(rules.modules.begin(), rules.modules.end(), &m) == rules.modules.end()) return false;
    return static_cast<const hills_rules::HillsModule&>(m).covered(rules, state, tile);
}

}  // namespace carc
