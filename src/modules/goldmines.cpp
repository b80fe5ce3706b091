// Goldmines (issue 34): eight tiles with a goldmine, gold ingots on the board, shared out when
// features are completed and scored at the end.
//
// Seed 000 (the neutral figures' table, line 383): a gold ingot is "placed on tiles with a gold
// symbol or adjacent to one of these tiles; placement is not specific to a single feature"; its
// note 67: "Goldmines collected during the game provide additional scoring at the end of the game".
// Seed 003 ("Bonus scoring (epilog)" of every feature: roads 683, cities 946, monasteries 1051, and
// the other features): the players with the majority on a scored feature take the ingots on its
// tiles (a monastery: on its tile and its neighbours); "in case of a tie, all players starting with
// you take one gold ingot to which they are entitled in clockwise order. This continues until all
// the gold ingots involved have been taken."
//
// Where the seeds say no more, this follows JCloisterZone (GoldPiecePhase, GoldminesCapability;
// written down in docs/rules-coverage.md): placing a goldmine tile puts one ingot on it and the
// player puts a second on one of the tiles around it, the eight orthogonal and diagonal neighbours
// (automatically when there is only one); the ingots are placed right after the tile, before the
// turn's figure. A turn's completed features are shared out together, after their scoring: each
// ingot tile is claimed by the winners of every completed feature that covers it; from the player
// whose turn it is, in turn order, each player takes one ingot from the first of their claimed
// tiles that has one left, the tiles with the most claimants first (JCZ picks for the players in
// this order; ties between tiles in the order of JCZ's hash table, which `share_order` repeats, so
// that a game exchanged with JCZ shares out the same). At the end each player scores their ingots:
// 1 to 3 ingots 1 point each, 4 to 6 2 each, 7 to 9 3 each, 10 or more 4 each.
//
// The ingots on the board and those each player holds are this module's state (not the engine's
// per-player tokens: Traders & Builders' majority counts every token kind).
#include <algorithm>
#include <array>
#include <bit>

#include "goldmines.hpp"
#include "modules.hpp"

namespace carc {

namespace {
namespace goldmines_rules {

constexpr Noun kIngot{"gold ingot", "gold ingots"};

// The ingots on one tile, and the players who claim them in this turn's share-out (bit p).
struct GoldPile {
    int16_t tile = -1;  // board index
    uint8_t count = 0;
    uint8_t claims = 0;
};

// The set has 8 goldmine tiles, so at most 16 tiles carry ingots; the room for more is there for
// two copies of the set.
constexpr int kMaxGoldTiles = 32;

struct GoldState {
    std::array<GoldPile, kMaxGoldTiles> piles{};
    int16_t pile_count = 0;
    int16_t dealt = 0;        // ingots put out in the game (check_invariants)
    int16_t second_from = -1;  // the goldmine tile whose second ingot waits for its square
    int16_t spare = 0;
    std::array<int16_t, 8> held{};  // per player
};

struct GoldSettings {
    int goldmine_tag, category;
    explicit GoldSettings(const Ruleset& r) : goldmine_tag(r.tag("goldmine")), category(r.category("gold")) {}
};

GoldState& gold(const Ruleset& rules, GameState& state);
const GoldState& gold(const Ruleset& rules, const GameState& state);
const GoldSettings& gold_settings(const Ruleset& rules);

// The points of `ingots` held at the end (JCZ's GoldminesCapability.onFinalScoring).
int points_each(int ingots) {
    if (ingots < 4) return 1;
    if (ingots < 7) return 2;
    if (ingots < 10) return 3;
    return 4;
}

void put_ingot(GoldState& g, int tile) {
    ++g.dealt;
    for (int i = 0; i < g.pile_count; ++i)
        if (g.piles[static_cast<size_t>(i)].tile == tile) {
            ++g.piles[static_cast<size_t>(i)].count;
            return;
        }
    if (g.pile_count >= kMaxGoldTiles) return;  // check_invariants reports the lost ingot
    g.piles[static_cast<size_t>(g.pile_count++)] = {static_cast<int16_t>(tile), 1, 0};
}

void announce_ingot(GameState& state, int tile, Events* events) {
    if (!events) return;
    const Pos p = state.board.tile(tile).pos;
    events->push_back(ModuleEvent{Message("a gold ingot goes onto {pos}", {{"pos", arg::Square{p}}}), {p}});
}

// The placed tiles around `tile` (orthogonal and diagonal), in the board's order.
std::vector<int> tiles_around(const GameState& state, int tile) {
    std::vector<int> out;
    const Pos c = state.board.tile(tile).pos;
    for (int dy = -1; dy <= 1; ++dy)
        for (int dx = -1; dx <= 1; ++dx) {
            if (dx == 0 && dy == 0) continue;
            const int t = state.board.tile_index({c.x + dx, c.y + dy});
            if (t >= 0) out.push_back(t);
        }
    std::sort(out.begin(), out.end());
    return out;
}

// The bucket of JCloisterZone's java.util.HashMap that holds Position (x, y) in a table of `size`
// buckets: Position.hashCode is (x << 16) ^ y, spread by HashMap.hash as h ^ (h >>> 16).
uint32_t java_bucket(Pos p, uint32_t size) {
    const uint32_t h = (static_cast<uint32_t>(p.x) << 16) ^ static_cast<uint32_t>(p.y);
    return (h ^ (h >> 16)) & (size - 1);
}

// The order the claimed tiles are offered in: the most claimants first, ties in the order JCZ's
// hash table lists them (its table grows from 16 buckets while it holds more than 3/4 of them).
std::vector<int> share_order(const GameState& state, const GoldState& g) {
    std::vector<int> order;
    for (int i = 0; i < g.pile_count; ++i)
        if (g.piles[static_cast<size_t>(i)].claims) order.push_back(i);
    uint32_t buckets = 16;
    while (order.size() * 4 > buckets * 3) buckets *= 2;
    const auto bucket = [&](int i) { return java_bucket(state.board.tile(g.piles[static_cast<size_t>(i)].tile).pos, buckets); };
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return bucket(a) < bucket(b); });
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        return std::popcount(g.piles[static_cast<size_t>(a)].claims) > std::popcount(g.piles[static_cast<size_t>(b)].claims);
    });
    return order;
}

// A monastic building, whose ingots are those of its tile and the eight around it (003:1051: "on
// neighboring tiles"): a monastery (Darmstadt's churches too), the Abbot's garden and the kinds
// expansions declare in the middle of a tile (the shrine), as JCZ's Monastic features; not a kind
// that stands across tiles (the castle).
bool spans_tiles(const Ruleset& rules, FeatureKind k) {
    const int declared = static_cast<int>(k) - kBuiltinFeatureKinds;
    return declared >= 0 && static_cast<size_t>(declared) < rules.catalog->declared_kinds.size() &&
           rules.catalog->declared_kinds[static_cast<size_t>(declared)].spans_tiles;
}
bool monastic(const Ruleset& rules, FeatureKind k) {
    return is_cloister_like(k) && !spans_tiles(rules, k);
}

// "place_gold": the placed goldmine's second ingot, onto the tile at pos.
class PlaceGold final : public SquareActionDef {
public:
    constexpr PlaceGold() : SquareActionDef("a gold ingot needs the square of its tile") {}
    std::string_view id() const override { return "place_gold"; }
    void apply(const Ruleset& rules, GameState& state, const Action& a, Events* events) const override {
        const int tile = state.board.tile_index(a.pos);
        GoldState& g = gold(rules, state);
        put_ingot(g, tile);
        g.second_from = -1;
        announce_ingot(state, tile, events);
    }
    Message why_illegal(const Ruleset& rules, const GameState& state, const Action& a) const override {
        const GoldState& g = gold(rules, state);
        if (g.second_from < 0) return Message("no gold ingot waits to be placed");
        const int tile = state.board.tile_index(a.pos);
        if (tile < 0) return Message("a gold ingot goes onto a tile");
        const std::vector<int> around = tiles_around(state, g.second_from);
        if (std::find(around.begin(), around.end(), tile) == around.end())
            return Message("the second gold ingot goes onto a tile around the goldmine at {pos}",
                           {{"pos", arg::Square{state.board.tile(g.second_from).pos}}});
        return Message("a gold ingot is placed only while the step offers it");
    }
    Message describe(const Ruleset&, const GameState&, const Action& a) const override {
        return Message("put the second gold ingot onto {pos}", {{"pos", arg::Square{a.pos}}});
    }
};

const PlaceGold kPlaceGold;

// After a goldmine tile is placed: its ingot, and the second one's square.
class GoldPlacement final : public TurnStep {
public:
    std::string_view id() const override { return "gold_placement"; }
    StepStatus enter(const Ruleset& rules, GameState& state, Events* events) const override {
        const GoldSettings& s = gold_settings(rules);
        const int placed = state.placed_tile;
        if (s.goldmine_tag < 0 || placed < 0 || !rules.tiles[state.board.tile(placed).type].has(s.goldmine_tag))
            return StepStatus::done();
        GoldState& g = gold(rules, state);
        put_ingot(g, placed);
        announce_ingot(state, placed, events);
        const std::vector<int> around = tiles_around(state, placed);
        if (around.empty()) return StepStatus::done();
        if (around.size() == 1) {
            put_ingot(g, around[0]);
            announce_ingot(state, around[0], events);
            return StepStatus::done();
        }
        g.second_from = static_cast<int16_t>(placed);
        return StepStatus::await(state.current_player);
    }
    void list(const Ruleset& rules, const GameState& state, ActionList& out) const override {
        const GoldState& g = gold(rules, state);
        if (g.second_from < 0) return;
        for (int t : tiles_around(state, g.second_from)) out.push_back(kPlaceGold.make(state.board.tile(t).pos));
    }
    StepStatus apply(const Ruleset& rules, GameState& state, const Action& a, Events* events) const override {
        a.def->apply(rules, state, a, events);
        return StepStatus::done();
    }
    Message prompt(const Ruleset& rules, const GameState& state) const override {
        const GoldState& g = gold(rules, state);
        const Pos p = g.second_from >= 0 ? state.board.tile(g.second_from).pos : Pos{};
        return Message("{player}: put the second gold ingot onto a tile around the goldmine at {pos}",
                       {{"player", arg::Player{state.acting_player}}, {"pos", arg::Square{p}}});
    }
};

// After the turn's scoring: the claimed ingots shared out (the claims were made as each feature
// was scored, by after_feature_scored).
class GoldShareOut final : public TurnStep {
public:
    std::string_view id() const override { return "gold_share_out"; }
    StepStatus enter(const Ruleset& rules, GameState& state, Events* events) const override {
        GoldState& g = gold(rules, state);
        const std::vector<int> order = share_order(state, g);
        if (order.empty()) return StepStatus::done();
        int left = 0;
        for (int i : order) left += g.piles[static_cast<size_t>(i)].count;
        std::array<int, 8> taken{};
        std::array<std::vector<Pos>, 8> from{};
        int player = state.current_player;
        while (left > 0) {
            for (int i : order) {
                GoldPile& pile = g.piles[static_cast<size_t>(i)];
                if (pile.count == 0 || !(pile.claims & (1u << player))) continue;
                --pile.count;
                --left;
                ++taken[static_cast<size_t>(player)];
                const Pos p = state.board.tile(pile.tile).pos;
                auto& mine = from[static_cast<size_t>(player)];
                if (std::find(mine.begin(), mine.end(), p) == mine.end()) mine.push_back(p);
                break;
            }
            player = next_player(rules, player);
        }
        // The emptied tiles leave the list; the others' claims end with this turn.
        int kept = 0;
        for (int i = 0; i < g.pile_count; ++i) {
            GoldPile pile = g.piles[static_cast<size_t>(i)];
            pile.claims = 0;
            if (pile.count > 0) g.piles[static_cast<size_t>(kept++)] = pile;
        }
        for (int i = kept; i < g.pile_count; ++i) g.piles[static_cast<size_t>(i)] = GoldPile{};
        g.pile_count = static_cast<int16_t>(kept);
        for (int step = 0; step < rules.player_count(); ++step) {
            const int p = (state.current_player + step) % rules.player_count();
            const int n = taken[static_cast<size_t>(p)];
            if (n == 0) continue;
            g.held[static_cast<size_t>(p)] = static_cast<int16_t>(g.held[static_cast<size_t>(p)] + n);
            if (events)
                events->push_back(ModuleEvent{
                    Message(n == 1 ? "{player} takes {count} gold ingot" : "{player} takes {count} gold ingots",
                            {{"player", arg::Player{p}}, {"count", n}}),
                    from[static_cast<size_t>(p)]});
        }
        return StepStatus::done();
    }
};

const GoldPlacement kGoldPlacement;
const GoldShareOut kGoldShareOut;

class GoldminesModule final : public ModuleWithState<GoldState, GoldSettings> {
public:
    std::string_view id() const override { return "goldmines"; }

    std::vector<const ActionDef*> action_defs() const override { return {&kPlaceGold}; }

    void configure(Ruleset& rules) const override {
        rules.turn.insert_before(steps::action, &kGoldPlacement);
        rules.turn.insert_after(steps::scoring, &kGoldShareOut, after_scoring::set_off);
    }

    // A feature completed in the turn claims the ingots on its tiles (a monastery's: its tile and
    // the eight around it) for the players who won it.
    void after_feature_scored(const Ruleset& rules, GameState& state, const ScoreEvent& e, Events*) const override {
        if (!e.complete || e.final_scoring || e.awards.empty() || !e.is_feature_score()) return;
        GoldState& g = my(rules, state);
        if (g.pile_count == 0) return;
        const int node = state.node_of(e.feature);
        if (node < 0) return;
        const int root = state.features.find(node);
        uint8_t winners = 0;
        for (const Award& a : e.awards)
            if (a.player >= 0 && a.player < 8) winners = static_cast<uint8_t>(winners | (1u << a.player));
        const auto claim = [&](int tile) {
            for (int i = 0; i < g.pile_count; ++i)
                if (g.piles[static_cast<size_t>(i)].tile == tile)
                    g.piles[static_cast<size_t>(i)].claims = static_cast<uint8_t>(g.piles[static_cast<size_t>(i)].claims | winners);
        };
        const FeatureNode& rn = state.features.node(root);
        if (monastic(rules, rn.kind)) {
            const Pos c = state.board.tile(rn.tile).pos;
            for (int dy = -1; dy <= 1; ++dy)
                for (int dx = -1; dx <= 1; ++dx)
                    if (const int t = state.board.tile_index({c.x + dx, c.y + dy}); t >= 0) claim(t);
            return;
        }
        std::vector<int> tiles;
        state.features.for_each_member(root, [&](int n) { tiles.push_back(state.features.node(n).tile); });
        std::sort(tiles.begin(), tiles.end());
        tiles.erase(std::unique(tiles.begin(), tiles.end()), tiles.end());
        for (int t : tiles) claim(t);
        // A feature of two tiles that stands across them (BCB's castle): also the four tiles beside
        // it along its length, its six tiles (JCZ's Castle.getVicinity).
        if (tiles.size() == 2 && spans_tiles(rules, rn.kind)) {
            const Pos a = state.board.tile(tiles[0]).pos, b = state.board.tile(tiles[1]).pos;
            const Pos side = a.x == b.x ? Pos{1, 0} : Pos{0, 1};
            for (const Pos p : {a, b})
                for (const int sign : {-1, 1})
                    if (const int t = state.board.tile_index({p.x + sign * side.x, p.y + sign * side.y}); t >= 0) claim(t);
        }
    }

    void final_scoring(const Ruleset& rules, GameState& state, Events* events) const override {
        const GoldSettings& s = settings(rules);
        const GoldState& g = my(rules, state);
        for (int p = 0; p < rules.player_count(); ++p) {
            const int ingots = g.held[static_cast<size_t>(p)];
            if (ingots <= 0) continue;
            ScoreEvent e;
            e.category = static_cast<ScoreCategory>(s.category);
            e.kind = FeatureKind::Road;
            e.final_scoring = true;
            e.complete = true;
            e.title = Message("Gold at the end");
            e.terms.push_back({kIngot, ingots, points_each(ingots)});
            e.tags.push_back("gold");
            e.awards.push_back({p, e.base_points(), {}});
            add_points(state, p, e.base_points(), e.category);
            if (events) events->push_back(std::move(e));
        }
    }

    void check_invariants(const Ruleset& rules, const GameState& state, std::vector<std::string>& problems) const override {
        const GoldState& g = my(rules, state);
        int out = 0;
        for (int i = 0; i < g.pile_count; ++i) {
            const GoldPile& pile = g.piles[static_cast<size_t>(i)];
            out += pile.count;
            if (pile.count == 0 || pile.tile < 0 || pile.tile >= static_cast<int>(state.board.tiles().size()))
                problems.push_back("goldmines: an ingot pile on no tile or empty");
            if (pile.claims) problems.push_back("goldmines: a claim on ingots outlived its turn's share-out");
        }
        for (int16_t n : g.held) out += n;
        if (out != g.dealt)
            problems.push_back("goldmines: " + std::to_string(g.dealt) + " ingots put out, " + std::to_string(out) +
                               " on the board, held or waiting");
    }

    GoldState& state_of(const Ruleset& rules, GameState& state) const { return my(rules, state); }
    const GoldState& state_of(const Ruleset& rules, const GameState& state) const { return my(rules, state); }
};

const GoldminesModule& the_module() {
    static const GoldminesModule module;
    return module;
}

GoldState& gold(const Ruleset& rules, GameState& state) { return the_module().state_of(rules, state); }
const GoldState& gold(const Ruleset& rules, const GameState& state) { return the_module().state_of(rules, state); }
const GoldSettings& gold_settings(const Ruleset& rules) { return the_module().settings(rules); }

}  // namespace goldmines_rules
}  // namespace

const Module& goldmines_module() { return goldmines_rules::the_module(); }

std::vector<std::pair<Pos, int>> gold_on_board(const Ruleset& rules, const GameState& state) {
    std::vector<std::pair<Pos, int>> out;
    const goldmines_rules::GoldminesModule& m = goldmines_rules::the_module();
    if (std::find(rules.modules.begin(), rules.modules.end(), &m) == rules.modules.end()) return out;
    const goldmines_rules::GoldState& g = m.state_of(rules, state);
    for (int i = 0; i < g.pile_count; ++i)
        out.emplace_back(state.board.tile(g.piles[static_cast<size_t>(i)].tile).pos, g.piles[static_cast<size_t>(i)].count);
    return out;
}

int gold_held(const Ruleset& rules, const GameState& state, int player) {
    const goldmines_rules::GoldminesModule& m = goldmines_rules::the_module();
    if (std::find(rules.modules.begin(), rules.modules.end(), &m) == rules.modules.end()) return -1;
    if (player < 0 || player >= 8) return 0;
    return m.state_of(rules, state).held[static_cast<size_t>(player)];
}

}  // namespace carc
