// The Wind Roses (seed 003 line 269, Step 1C: "Wind rose placement on correct quadrant → 3
// points", after placing the tile; twice that with Hans's statue, which this game does not have).
//
// The seeds say no more, so the rest follows JCloisterZone (its WindRoseCapability; written down in
// docs/rules-coverage.md): two tiles carry a big four-way rose and four a small rose showing one
// quadrant (data: tags rose-nwse, rose-nw, rose-ne, rose-se, rose-sw). The game starts from the big
// rose WR/CFR instead of the usual start tile, which is shuffled into the pile (data: "start"). The
// big rose placed last sets the quadrants: its square is their centre and its rotation turns them
// (a quadrant shown as north-west counts as north-east when that rose lies given a quarter turn
// clockwise); the small rose's own tile may lie turned any way. A small-rose tile placed in its
// quadrant, the big rose's row and column included, scores 3 for the player who placed it, at once.
// Nothing is remembered: the board keeps its tiles in the order they were placed, so the big rose
// in force is the last one among them.
#include <algorithm>
#include <array>
#include <string_view>

#include "modules.hpp"
#include "wind_roses_parts.hpp"

namespace carc {

namespace {
namespace wind_roses_rules {

constexpr int kRosePoints = 3;
constexpr Noun kWindRose{"wind rose", "wind roses"};

// The small roses' tags in RoseQuadrant's order, and the big rose's.
constexpr std::array<std::string_view, 4> kQuadrantTags = {"rose-nw", "rose-ne", "rose-se", "rose-sw"};
constexpr std::string_view kBigRoseTag = "rose-nwse";

struct RoseSettings {
    std::array<int, 4> quadrant_tags{};
    int big_rose_tag;
    int category;
    explicit RoseSettings(const Ruleset& r) : big_rose_tag(r.tag(kBigRoseTag)), category(r.category("wind-rose")) {
        for (size_t q = 0; q < kQuadrantTags.size(); ++q) quadrant_tags[q] = r.tag(kQuadrantTags[q]);
    }
};

bool in_quadrant(RoseQuadrant quadrant, Pos pos, Pos centre) {
    const bool west = pos.x <= centre.x, east = pos.x >= centre.x;
    const bool north = pos.y <= centre.y, south = pos.y >= centre.y;
    switch (quadrant) {
    case RoseQuadrant::NorthWest: return north && west;
    case RoseQuadrant::NorthEast: return north && east;
    case RoseQuadrant::SouthEast: return south && east;
    case RoseQuadrant::SouthWest: return south && west;
    }
    return false;
}

class WindRosesModule final : public ModuleWithSettings<RoseSettings> {
public:
    std::string_view id() const override { return "wind-roses"; }

    // The big rose starts the game in place of another expansion's start tile (the base game's),
    // which goes into the pile as JCZ has it. When a module already replaced that start (a river's
    // spring, the City of Carcassonne), the big rose stays an ordinary tile of the pile.
    void arrange_pile(const Ruleset& rules, PileSetup& pile) const override {
        const ExpansionDef* mine = nullptr;
        const ExpansionDef* usual = nullptr;
        for (const ExpansionDef* e : rules.expansions) {
            if (std::find(e->modules.begin(), e->modules.end(), id()) != e->modules.end())
                mine = e;
            else if (e->start_tile && !usual)
                usual = e;
        }
        if (!mine || !mine->start_tile || !usual) return;
        const std::optional<TileTypeId> rose = rules.tile(*mine->start_tile);
        const std::optional<TileTypeId> replaced = rules.tile(*usual->start_tile);
        if (!rose || !replaced || pile.start.size() != 1 || pile.start[0].tile != *replaced ||
            !(pile.start[0].pos == Pos{0, 0}))
            return;
        for (auto& stack : pile.stacks) {
            auto it = std::find(stack.begin(), stack.end(), *rose);
            if (it == stack.end()) continue;
            *it = *replaced;  // the rose leaves the pile, the usual start tile takes its place
            pile.start = {{*rose, {0, 0}, 0}};
            return;
        }
    }

    void on_tile_placed(const Ruleset& rules, GameState& state, int tile, Events* events) const override {
        const RoseSettings& s = settings(rules);
        const PlacedTile& placed = state.board.tile(tile);
        std::optional<RoseQuadrant> shown;
        for (size_t q = 0; q < s.quadrant_tags.size(); ++q)
            if (rules.tiles[placed.type].has(s.quadrant_tags[q]))
                shown = static_cast<RoseQuadrant>(q);
        if (!shown) return;
        const int big = big_rose_in_force(rules, state, tile);
        if (big < 0) return;  // no big rose yet (a river's or the City's start): no quadrants
        const PlacedTile& rose = state.board.tile(big);
        const auto quadrant = static_cast<RoseQuadrant>((static_cast<int>(*shown) + rose.rotation) % 4);
        if (!in_quadrant(quadrant, placed.pos, rose.pos)) return;
        ScoreEvent e;
        e.category = static_cast<ScoreCategory>(s.category);
        e.complete = true;
        e.feature = {placed.pos, -1};
        e.tiles = {placed.pos, rose.pos};
        e.tags.push_back("wind-rose");
        e.title = Message("{player}'s wind rose in its quadrant of the big rose at {pos}",
                          {{"player", arg::Player{state.current_player}}, {"pos", arg::Square{rose.pos}}});
        e.terms.push_back({kWindRose, 1, kRosePoints});
        e.awards.push_back({state.current_player, e.base_points(), {}});
        add_points(state, state.current_player, e.base_points(), e.category);
        if (events) events->push_back(std::move(e));
    }
};

}  // namespace wind_roses_rules
}  // namespace

std::optional<RoseQuadrant> small_rose_of(const Ruleset& rules, TileTypeId type) {
    for (size_t q = 0; q < wind_roses_rules::kQuadrantTags.size(); ++q) {
        const int tag = rules.tag(wind_roses_rules::kQuadrantTags[q]);
        if (rules.tiles[type].has(tag)) return static_cast<RoseQuadrant>(q);
    }
    return std::nullopt;
}

int big_rose_in_force(const Ruleset& rules, const GameState& state, int before) {
    const int tag = rules.tag(wind_roses_rules::kBigRoseTag);
    if (tag < 0) return -1;
    for (int i = before - 1; i >= 0; --i)
        if (rules.tiles[state.board.tile(i).type].has(tag)) return i;
    return -1;
}

const Module& wind_roses_module() {
    static const wind_roses_rules::WindRosesModule module;
    return module;
}

}  // namespace carc
