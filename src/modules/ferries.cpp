// The Ferries (issue 35). The seeds say little: ferries alter the roads connected to lakes
// (000:430, 000:688); a ferry is deployed on a tile with a lake where roads end, connecting road
// ends (000:383), and later only a ferry changes its position, connecting different roads that end
// on the lake (000:391); a lake tile counts as one road tile, whether its ferry joins two road
// pieces or the road ends at the lake (003:495–498). Where they are silent this follows
// JCloisterZone (its FerriesCapability, PlaceFerryPhase, ChangeFerriesPhase, PlaceFerry,
// ChangeFerry and ScoringPhase), as docs/rules-coverage.md lists:
//
// - Each road of a lake tile ends at the lake. Whoever places a lake tile must, after the turn's
//   figure, put its ferry between two of its road ends: those two roads become one (link_features;
//   the lake tile counts once), the others end at the lake.
// - Then the player may move ferries: following each road of the tile just placed, the first ferry
//   it reaches on another tile may go to two other ends of its lake; each ferry at most once in a
//   part of a turn (a builder's second tile may move it again). After a move the roads are
//   followed anew, and another ferry may move.
// - A move splits the roads the ferry joined (unlink_features) and joins the new pair: a road
//   either change completes is scored in that turn. A builder left without its owner's follower
//   on its part of the road goes back (figures_returned: Traders & Builders' rule). A ferry that
//   joins a builder's road earns no second tile: JCZ's builder counts what the tile placed reaches.
#include <algorithm>
#include <array>

#include "carc/feature_changes.hpp"
#include "modules.hpp"
#include "modules/ferries.hpp"

namespace carc {

namespace {
namespace ferries_rules {

constexpr int kMaxLakes = 16;  // the set has 8 lake tiles
constexpr uint8_t kNoFerry = 0xFF;
// After the tunnel token (-15) and before the shepherd (-10): JCZ's PlaceFerryPhase and then its
// ChangeFerriesPhase follow its action and tunnel phases and precede its shepherd and dragon.
constexpr int kPlaceAfterTheFigure = -13;
constexpr int kMoveAfterThePlacing = -12;

// The two road ends a ferry joins, as a pair of board sides; the words are JCZ's locations.
struct EndPair {
    Side a, b;
};
constexpr EndPair kPairs[kFerryPositions] = {{Side::N, Side::E}, {Side::N, Side::S}, {Side::N, Side::W},
                                             {Side::S, Side::E}, {Side::W, Side::E}, {Side::S, Side::W}};
constexpr std::string_view kPairWords[kFerryPositions] = {"NE", "NS", "NW", "SE", "WE", "SW"};

// A lake tile on the board: its ferry (an index of kPairs, kNoFerry until placed) and whether the
// ferry moved in this part of the turn.
struct Lake {
    int16_t tile;
    uint8_t ferry;
    uint8_t moved;
};

struct FerriesState {
    std::array<Lake, kMaxLakes> lakes;
    uint16_t count;
};

struct FerriesSettings {
    int tag;
    explicit FerriesSettings(const Ruleset& r) : tag(r.tag("ferry")) {}
};

FerriesState& ferries_state(const Ruleset& rules, GameState& state);
const FerriesState& ferries_state(const Ruleset& rules, const GameState& state);

int lake_at(const FerriesState& s, int tile) {
    for (int i = 0; i < s.count; ++i)
        if (s.lakes[static_cast<size_t>(i)].tile == tile) return i;
    return -1;
}

// The road of the lake tile `tile` that ends at the lake on side `side`, or -1.
int road_end(const Ruleset& rules, const GameState& state, int tile, Side side) {
    const int local = side_feature_at(rules, state, tile, side);
    if (local < 0 || kind_at(state, tile, local) != FeatureKind::Road) return -1;
    return sides_at(rules, state, tile, local) == side_bit(side) ? local : -1;
}

// Whether ferry position `p` joins two road ends of the lake tile `tile`.
bool pair_fits(const Ruleset& rules, const GameState& state, int tile, int p) {
    if (p < 0 || p >= kFerryPositions) return false;
    return road_end(rules, state, tile, kPairs[p].a) >= 0 && road_end(rules, state, tile, kPairs[p].b) >= 0;
}

// Whether local road `local` of the lake tile `tile` is one of the two ends its ferry joins.
bool ferry_end(const Ruleset& rules, const GameState& state, const Lake& lake, int local) {
    if (lake.ferry == kNoFerry) return false;
    const EndPair& p = kPairs[lake.ferry];
    return road_end(rules, state, lake.tile, p.a) == local || road_end(rules, state, lake.tile, p.b) == local;
}

// Links the two road ends of ferry position `p`. Nothing grows by it in the builder's sense: the
// tile placed already extended every road it reaches, before the figure (a builder deployed on the
// lake tile in this turn earns nothing when its ferry joins its road to another), and a moved
// ferry re-wires roads already placed; JCZ's TilePhase decides the builder at the placement alone.
void link_pair(const Ruleset& rules, GameState& state, int tile, int p, Events* events) {
    link_features(rules, state, tile, road_end(rules, state, tile, kPairs[p].a),
                  road_end(rules, state, tile, kPairs[p].b), events, false);
}

// The lakes whose ferries the current player may move now (JCZ's ChangeFerriesPhase): following
// each road of the tile just placed along its tiles, across the links and joins that make it one
// road, the first ferry reached on another tile, unless it moved in this part of the turn.
std::vector<int> movable_lakes(const Ruleset& rules, const GameState& state) {
    std::vector<int> out;
    const FerriesState& s = ferries_state(rules, state);
    const int placed = state.placed_tile;
    if (placed < 0 || s.count == 0) return out;
    std::vector<std::pair<int, int>> queue, seen;
    auto visit = [&](int tile, int local) {
        if (local < 0 || kind_at(state, tile, local) != FeatureKind::Road) return;
        const std::pair<int, int> part{tile, local};
        if (std::find(seen.begin(), seen.end(), part) != seen.end()) return;
        seen.push_back(part);
        queue.push_back(part);
    };
    for (int l = 0; l < feature_count_at(rules, state, placed); ++l) visit(placed, l);
    while (!queue.empty()) {
        const auto [tile, local] = queue.back();
        queue.pop_back();
        const int lake = tile == placed ? -1 : lake_at(s, tile);
        if (lake >= 0 && ferry_end(rules, state, s.lakes[static_cast<size_t>(lake)], local)) {
            if (!s.lakes[static_cast<size_t>(lake)].moved && std::find(out.begin(), out.end(), lake) == out.end())
                out.push_back(lake);
            continue;  // the first ferry along this way: the road beyond it is not followed
        }
        const SideMask sides = sides_at(rules, state, tile, local);
        for (int d = 0; d < kSides; ++d) {
            const Side side = static_cast<Side>(d);
            if (!(sides & side_bit(side))) continue;
            const int next = state.board.tile_index(neighbour(state.board.tile(tile).pos, side));
            if (next >= 0) visit(next, side_feature_at(rules, state, next, opposite(side)));
        }
        for (const FeatureLink& k : state.links)
            if (k.tile == tile && (k.a == local || k.b == local)) visit(tile, k.a == local ? k.b : k.a);
        for (const FeatureJoin& j : state.joins) {
            if (j.tile_a == tile && j.a == local) visit(j.tile_b, j.b);
            if (j.tile_b == tile && j.b == local) visit(j.tile_a, j.a);
        }
    }
    std::sort(out.begin(), out.end());
    return out;
}

// The arguments of the messages naming a ferry's two road ends: the player, the square and the sides.
std::vector<MessageArg> ends_args(int player, Pos pos, int p) {
    return {{"player", arg::Player{player}},
            {"pos", arg::Square{pos}},
            {"a", arg::SideName{kPairs[p].a}},
            {"b", arg::SideName{kPairs[p].b}}};
}

// "move_ferry": a ferry the tile's roads reach, to two other road ends of its lake.
class MoveFerry final : public FieldsActionDef {
public:
    std::string_view id() const override { return "move_ferry"; }
    void apply(const Ruleset& rules, GameState& state, const Action& a, Events* events) const override {
        FerriesState& s = ferries_state(rules, state);
        const int tile = state.board.tile_index(a.pos);
        const int lake = lake_at(s, tile);
        if (lake < 0) return;
        Lake& here = s.lakes[static_cast<size_t>(lake)];
        const int from = here.ferry;
        here.ferry = static_cast<uint8_t>(a.value);
        here.moved = 1;
        if (events)
            events->push_back(ModuleEvent{Message("{player} moves the ferry at {pos} to the {a} and the {b} road ends",
                                                  ends_args(state.current_player, a.pos, a.value)),
                                          {a.pos}});
        unlink_features(rules, state, tile, road_end(rules, state, tile, kPairs[from].a),
                        road_end(rules, state, tile, kPairs[from].b));
        link_pair(rules, state, tile, a.value, events);
        // A builder whose owner has no follower left on its part of the split road goes back.
        figures_returned(rules, state, events);
    }
    Message why_illegal(const Ruleset& rules, const GameState& state, const Action& a) const override {
        const FerriesState& s = ferries_state(rules, state);
        const int tile = state.board.tile_index(a.pos);
        const int lake = tile < 0 ? -1 : lake_at(s, tile);
        if (lake < 0) return Message("only a ferry on a lake moves");
        const Lake& here = s.lakes[static_cast<size_t>(lake)];
        if (here.moved) return Message("a ferry moves only once in a turn");
        if (tile == state.placed_tile) return Message("the ferry of the tile just placed does not move in this turn");
        if (!pair_fits(rules, state, tile, a.value)) return Message("a ferry joins two road ends of its lake");
        if (here.ferry == a.value) return Message("the ferry is there already");
        return Message("a ferry moves when a road of the tile just placed leads to it, and only the first one on that road");
    }
    Message describe(const Ruleset&, const GameState& state, const Action& a) const override {
        return Message("move the ferry at {pos} to the {a} and the {b} road ends",
                       ends_args(state.current_player, a.pos, a.value));
    }
    std::span<const FieldDef> fields() const override { return kFields; }

private:
    static constexpr FieldDef kFields[] = {{"square", FieldKind::Square, Slot::Pos},
                                           {"ends", FieldKind::Choice, Slot::Value, kPairWords}};
};

const MoveFerry kMoveFerry;

// "place_ferry": the ferry of the lake tile just placed, between two of its road ends.
class PlaceFerry final : public FieldsActionDef {
public:
    std::string_view id() const override { return "place_ferry"; }
    void apply(const Ruleset& rules, GameState& state, const Action& a, Events* events) const override {
        FerriesState& s = ferries_state(rules, state);
        const int tile = state.board.tile_index(a.pos);
        const int lake = lake_at(s, tile);
        if (lake < 0) return;
        s.lakes[static_cast<size_t>(lake)].ferry = static_cast<uint8_t>(a.value);
        if (events)
            events->push_back(ModuleEvent{Message("{player} puts the ferry at {pos} between the {a} and the {b} road ends",
                                                  ends_args(state.current_player, a.pos, a.value)),
                                          {a.pos}});
        link_pair(rules, state, tile, a.value, events);
    }
    Message why_illegal(const Ruleset& rules, const GameState& state, const Action& a) const override {
        const FerriesState& s = ferries_state(rules, state);
        const int tile = state.board.tile_index(a.pos);
        if (tile < 0 || tile != state.placed_tile || lake_at(s, tile) < 0)
            return Message("a ferry is put on the lake of the tile just placed");
        if (!pair_fits(rules, state, tile, a.value)) return Message("a ferry joins two road ends of its lake");
        return Message("the ferry is put on the lake after the turn's figure");
    }
    Message describe(const Ruleset&, const GameState& state, const Action& a) const override {
        return Message("put the ferry at {pos} between the {a} and the {b} road ends",
                       ends_args(state.current_player, a.pos, a.value));
    }
    // JCZ names a placing and a move with one message (ferries_jcz.cpp): a record of a placing at
    // a lake whose ferry is placed already is that ferry's move.
    Result<Action> resolve(const Ruleset& rules, const GameState& state, const ActionRecord& r) const override {
        Result<Action> a = resolve_fields(*this, rules, state, r);
        if (!a) return a;
        const FerriesState& s = ferries_state(rules, state);
        const int tile = state.board.tile_index(a->pos);
        const int lake = tile < 0 ? -1 : lake_at(s, tile);
        if (lake >= 0 && s.lakes[static_cast<size_t>(lake)].ferry != kNoFerry) a->def = &kMoveFerry;
        return a;
    }
    std::span<const FieldDef> fields() const override { return kFields; }

private:
    static constexpr FieldDef kFields[] = {{"square", FieldKind::Square, Slot::Pos},
                                           {"ends", FieldKind::Choice, Slot::Value, kPairWords}};
};

const PlaceFerry kPlaceFerry;

// After the turn's figure: the ferry of a lake tile just placed goes between two of its road ends.
// A new part of the turn begins here, so the ferries may move again.
class PlaceFerryStep final : public TurnStep {
public:
    std::string_view id() const override { return "place_ferry"; }
    StepStatus enter(const Ruleset& rules, GameState& state, Events*) const override {
        FerriesState& s = ferries_state(rules, state);
        for (int i = 0; i < s.count; ++i) s.lakes[static_cast<size_t>(i)].moved = 0;
        const int lake = lake_at(s, state.placed_tile);
        if (lake < 0 || s.lakes[static_cast<size_t>(lake)].ferry != kNoFerry) return StepStatus::done();
        return StepStatus::await(state.current_player);
    }
    void list(const Ruleset& rules, const GameState& state, ActionList& out) const override {
        for (int p = 0; p < kFerryPositions; ++p) {
            if (!pair_fits(rules, state, state.placed_tile, p)) continue;
            Action a;
            a.def = &kPlaceFerry;
            a.pos = state.board.tile(state.placed_tile).pos;
            a.value = static_cast<int16_t>(p);
            out.push_back(a);
        }
    }
    Message prompt(const Ruleset&, const GameState& state) const override {
        return Message("{player}: put the ferry on the lake between two road ends", {{"player", arg::Player{state.acting_player}}});
    }
};

// Then: the ferries the tile's roads lead to may move, each once, one after another, or the player
// passes.
class MoveFerryStep final : public TurnStep {
public:
    std::string_view id() const override { return "move_ferry"; }
    StepStatus enter(const Ruleset& rules, GameState& state, Events*) const override {
        return movable_lakes(rules, state).empty() ? StepStatus::done() : StepStatus::await(state.current_player);
    }
    void list(const Ruleset& rules, const GameState& state, ActionList& out) const override {
        const FerriesState& s = ferries_state(rules, state);
        for (int lake : movable_lakes(rules, state)) {
            const Lake& here = s.lakes[static_cast<size_t>(lake)];
            for (int p = 0; p < kFerryPositions; ++p) {
                if (p == here.ferry || !pair_fits(rules, state, here.tile, p)) continue;
                Action a;
                a.def = &kMoveFerry;
                a.pos = state.board.tile(here.tile).pos;
                a.value = static_cast<int16_t>(p);
                out.push_back(a);
            }
        }
        out.push_back(pass_action());
    }
    StepStatus apply(const Ruleset& rules, GameState& state, const Action& a, Events* events) const override {
        a.def->apply(rules, state, a, events);
        if (is_pass(a)) return StepStatus::done();
        return enter(rules, state, events);
    }
    Message prompt(const Ruleset&, const GameState& state) const override {
        return Message("{player}: move a ferry your roads lead to, or pass", {{"player", arg::Player{state.acting_player}}});
    }
};

const PlaceFerryStep kPlaceFerryStep;
const MoveFerryStep kMoveFerryStep;

class FerriesModule final : public ModuleWithState<FerriesState, FerriesSettings> {
public:
    std::string_view id() const override { return "ferries"; }
    std::vector<const ActionDef*> action_defs() const override { return {&kPlaceFerry, &kMoveFerry}; }

    void configure(Ruleset& rules) const override {
        rules.turn.insert_before(steps::find_completed, &kPlaceFerryStep, kPlaceAfterTheFigure);
        rules.turn.insert_before(steps::find_completed, &kMoveFerryStep, kMoveAfterThePlacing);
    }

    FerriesState initial_state(const Ruleset&) const override {
        FerriesState s{};
        for (Lake& l : s.lakes) l = {-1, kNoFerry, 0};
        return s;
    }

    // A lake tile joins the list, its ferry still to be placed.
    void on_tile_placed(const Ruleset& rules, GameState& state, int tile, Events*) const override {
        FerriesState& s = my(rules, state);
        if (!rules.tiles[state.board.tile(tile).type].has(settings(rules).tag) || s.count >= kMaxLakes) return;
        s.lakes[s.count++] = {static_cast<int16_t>(tile), kNoFerry, 0};
    }

    // A figure that is no follower (the builder) may not go on a road that is complete now and
    // reaches a lake: the tile's ferry, placed after the figure, or a ferry moved this turn may
    // join it to an open road, where the figure would stay instead of coming back with the
    // scoring. The seeds say nothing of it; JCloisterZone's ActionPhase offers no such figure on
    // a completed feature (docs/rules-coverage.md, "The Ferries").
    bool restricts_deploy(const Ruleset&) const override { return true; }
    std::optional<Message> deploy_forbidden(const Ruleset& rules, const GameState& state, int figure, int,
                                            int root) const override {
        if (rules.figures[static_cast<size_t>(figure)].follower) return std::nullopt;
        const FeatureNode& road = state.features.node(root);
        if (road.kind != FeatureKind::Road || road.open_edges != 0) return std::nullopt;
        const FerriesState& s = my(rules, state);
        bool reaches_a_lake = false;
        state.features.for_each_member(root, [&](int n) { reaches_a_lake |= lake_at(s, state.features.node(n).tile) >= 0; });
        if (!reaches_a_lake) return std::nullopt;
        return Message("this road reaches a lake and is complete only until a ferry joins it to another: only a "
                       "follower may go on it now");
    }

    void check_invariants(const Ruleset& rules, const GameState& state, std::vector<std::string>& problems) const override {
        const FerriesState& s = my(rules, state);
        for (int i = 0; i < s.count; ++i) {
            const Lake& l = s.lakes[static_cast<size_t>(i)];
            if (l.ferry == kNoFerry) {
                if (l.tile != state.placed_tile) problems.push_back("ferries: a lake placed earlier has no ferry");
                continue;
            }
            const int a = road_end(rules, state, l.tile, kPairs[l.ferry].a), b = road_end(rules, state, l.tile, kPairs[l.ferry].b);
            if (a < 0 || b < 0 || !features_linked(state, l.tile, a, b))
                problems.push_back("ferries: the ferry at tile " + std::to_string(l.tile) + " does not link its two road ends");
        }
    }

    const FerriesState& state_of(const Ruleset& rules, const GameState& state) const { return my(rules, state); }
    FerriesState& state_of(const Ruleset& rules, GameState& state) const { return my(rules, state); }
    bool in(const Ruleset& rules) const {
        return std::find(rules.modules.begin(), rules.modules.end(), this) != rules.modules.end();
    }
};

const FerriesModule kFerries;

FerriesState& ferries_state(const Ruleset& rules, GameState& state) { return kFerries.state_of(rules, state); }
const FerriesState& ferries_state(const Ruleset& rules, const GameState& state) { return kFerries.state_of(rules, state); }

}  // namespace ferries_rules
}  // namespace

std::vector<Ferry> ferries_on_board(const Ruleset& rules, const GameState& state) {
    std::vector<Ferry> out;
    if (!ferries_rules::kFerries.in(rules)) return out;
    const ferries_rules::FerriesState& s = ferries_rules::ferries_state(rules, state);
    const bool this_part_moves =
        state.phase == Phase::ModuleStep && state.step > rules.turn.index_of(ferries_rules::kPlaceFerryStep.id());
    for (int i = 0; i < s.count; ++i) {
        const ferries_rules::Lake& l = s.lakes[static_cast<size_t>(i)];
        Ferry f;
        f.pos = state.board.tile(l.tile).pos;
        if (l.ferry != ferries_rules::kNoFerry) {
            f.a = ferries_rules::kPairs[l.ferry].a;
            f.b = ferries_rules::kPairs[l.ferry].b;
            f.placed = true;
        }
        // The flag lives until the next part's ferry step clears it: it means "this part" only
        // from the ferry step on (not while the next player places a tile).
        f.moved = l.moved != 0 && this_part_moves;
        out.push_back(f);
    }
    return out;
}

FerryEnds ferry_position_ends(int position) {
    if (position < 0 || position >= kFerryPositions) return {};
    return {ferries_rules::kPairs[position].a, ferries_rules::kPairs[position].b};
}

std::string_view ferry_position_word(int position) {
    return position >= 0 && position < kFerryPositions ? ferries_rules::kPairWords[position] : std::string_view();
}

int ferry_position_of(std::string_view word) {
    for (int p = 0; p < kFerryPositions; ++p)
        if (ferries_rules::kPairWords[p] == word) return p;
    return -1;
}

const Module& ferries_module() { return ferries_rules::kFerries; }

}  // namespace carc
