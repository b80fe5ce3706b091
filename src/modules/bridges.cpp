// Bridges of Bridges, Castles & Bazaars (issue 32 WP25; seeds 000:111, 298, 360, 644 — "wooden
// bridges serve as road segments. They are added to the basic landscape provided by tiles" —,
// 003:484-487 — a bridge counts as one road tile, and with a printed road of the same tile in the
// same road still one tile —, 001:154 and 001:181). The seeds say what a bridge is, not where it
// may go; that follows JCloisterZone (docs/rules-coverage.md), as the architecture asks where the
// seeds are silent:
//
// - Each player has 3 bridges, 2 with five or more players.
// - In the figure step, before the figure, a player may lay one bridge on the tile just placed,
//   across a field from one side to the opposite side, when both ends lead to empty squares (a
//   bridge's end may not meet a placed tile's field). Then the figure step goes on: the turn's
//   one figure (or another module's action) is still to come.
// - A drawn tile that fits nowhere by its edges may still be placed where one bridge makes it
//   fit: on the tile itself (its field sides meet a road) or on the tile beside it whose field
//   side its road meets (that bridge's other end must lead to an empty square). Such a tile is
//   not discarded (Module::places_unfitting_tile).
// - One bridge per tile and per part of a turn.
//
// A bridge is a road added to the placed tile (add_feature) on the two sides it joins, whose edges
// then show a road (retype_edges), so that the tile placed later beside an open end must continue
// it. The fields it crosses stay as they are. A road the bridge completes is scored in the same
// turn (the core's find_completed reads state.touched).
#include "modules/bridges.hpp"

#include <algorithm>
#include <array>

#include "modules.hpp"

namespace carc {

namespace {
namespace bridges_rules {

constexpr int kSeats = 8;

struct BridgesState {
    std::array<int8_t, kSeats> bridges_left;  // per player
    int16_t last_turn;  // the turn of the last bridge laid (-1: none yet)
    uint8_t last_part;  // and its part
    uint8_t spare;
};

struct BridgesSettings {
    bool on;
    explicit BridgesSettings(const Ruleset& r) : on(r.option_on("bridges-castles-bazaars.bridges")) {}
};

constexpr std::array<std::string_view, 2> kAxisWords = {"north-south", "east-west"};
// Where the bridge of a placement goes: across the tile placed (north-south or east-west on the
// board), or on the tile beside it on that side.
constexpr std::array<std::string_view, 6> kPlacementWords = {"north-south", "east-west", "north",
                                                             "east",        "south",     "west"};

// The axis in the log's and the refusals' words, translated like the others.
arg::Word axis_word(int axis) { return axis == 0 ? arg::Word{"north-south"} : arg::Word{"east-west"}; }

SideMask axis_sides(int axis) {
    return axis == 0 ? static_cast<SideMask>(side_bit(Side::N) | side_bit(Side::S))
                     : static_cast<SideMask>(side_bit(Side::E) | side_bit(Side::W));
}
std::array<Side, 2> axis_ends(int axis) {
    return axis == 0 ? std::array<Side, 2>{Side::N, Side::S} : std::array<Side, 2>{Side::E, Side::W};
}
int axis_of(Side s) { return s == Side::N || s == Side::S ? 0 : 1; }

// The side of a placement's bridge word (2..5), or the axis across the placed tile (0, 1).
bool on_neighbour(int word) { return word >= 2; }
Side neighbour_side(int word) { return static_cast<Side>(word - 2); }

// What an edge shows, in the words the core's refusals use (translated there).
arg::Word edge_word(EdgeKind k) {
    static constexpr std::string_view kWords[] = {"field", "road", "city", "river"};
    return {kWords[static_cast<size_t>(k) & 3]};
}

const BridgesSettings& bridge_settings(const Ruleset& rules);
BridgesState& bridge_state(const Ruleset& rules, GameState& state);
const BridgesState& bridge_state(const Ruleset& rules, const GameState& state);

int bridges_of(const Ruleset& rules, const GameState& state, int player) {
    if (player < 0 || player >= kSeats) return 0;
    return bridge_state(rules, state).bridges_left[static_cast<size_t>(player)];
}

bool bridge_this_part(const Ruleset& rules, const GameState& state) {
    const BridgesState& s = bridge_state(rules, state);
    return s.last_turn == state.turn && s.last_part == state.part;
}

// Why the current player may lay no bridge at all now (none left, one laid this part).
std::optional<Message> player_problem(const Ruleset& rules, const GameState& state) {
    if (!bridge_settings(rules).on) return Message("this game is played without bridges");
    if (bridges_of(rules, state, state.current_player) <= 0)
        return Message("{player} has no bridge left", {{"player", arg::Player{state.current_player}}});
    if (bridge_this_part(rules, state)) return Message("only one bridge may be laid in a turn");
    return std::nullopt;
}

// Why no bridge may cross placed tile `tile` along `axis`; `open_end` is an end that may face the
// square where a tile is being placed (a placement's bridge on the tile beside it), the other ends
// must lead to empty squares.
std::optional<Message> tile_problem(const Ruleset& rules, const GameState& state, int tile, int axis,
                                    std::optional<Side> open_end) {
    const Pos pos = state.board.tile(tile).pos;
    if (has_bridge(rules, state, tile))
        return Message("there is a bridge on the tile at {pos} already", {{"pos", arg::Square{pos}}});
    for (Side end : axis_ends(axis)) {
        const EdgeKind k = state.board.edge(tile, end);
        if (k != EdgeKind::Field)
            return Message("a bridge crosses a field from side to side, but the {side} side of the tile at {pos} shows a {kind}",
                           {{"side", arg::SideName{end}}, {"pos", arg::Square{pos}}, {"kind", edge_word(k)}});
    }
    for (Side end : axis_ends(axis)) {
        if (open_end && *open_end == end) continue;
        const Pos beyond = neighbour(pos, end);
        if (state.board.occupied(beyond))
            return Message("the bridge's {side} end would meet the field of the tile at {beyond}: a bridge's ends must lead to empty squares",
                           {{"side", arg::SideName{end}}, {"beyond", arg::Square{beyond}}});
    }
    return std::nullopt;
}

// The bridge's road on placed tile `tile` along `axis`, its edges retyped to a road.
void lay_bridge(const Ruleset& rules, GameState& state, int tile, int axis, Events* events) {
    BridgesState& s = bridge_state(rules, state);
    --s.bridges_left[static_cast<size_t>(state.current_player)];
    s.last_turn = static_cast<int16_t>(state.turn);
    s.last_part = state.part;
    add_feature(rules, state, tile, FeatureKind::Road, axis_sides(axis), 0, {}, events);
    retype_edges(rules, state, tile, axis_sides(axis), EdgeKind::Road);
    const Pos pos = state.board.tile(tile).pos;
    if (events)
        events->push_back(ModuleEvent{Message("{player} lays a bridge {axis} at {pos}",
                                              {{"player", arg::Player{state.current_player}},
                                               {"axis", axis_word(axis)},
                                               {"pos", arg::Square{pos}}}),
                                      {pos}});
}

// "place_bridge": a bridge across the tile just placed, in the figure step.
class PlaceBridge final : public FieldsActionDef {
public:
    std::string_view id() const override { return "place_bridge"; }
    void apply(const Ruleset& rules, GameState& state, const Action& a, Events* events) const override {
        lay_bridge(rules, state, state.board.tile_index(a.pos), a.value, events);
    }
    Message why_illegal(const Ruleset& rules, const GameState& state, const Action& a) const override {
        if (auto why = player_problem(rules, state)) return *why;
        if (state.phase != Phase::PlaceFigure || state.placed_tile < 0)
            return Message("a bridge is laid after the tile is placed, before the figure");
        if (a.value < 0 || a.value > 1) return Message("a bridge runs north-south or east-west");
        if (state.board.tile_index(a.pos) != state.placed_tile)
            return Message("a bridge goes on the tile just placed (or on the tile beside it when it makes the tile fit)");
        if (auto why = tile_problem(rules, state, state.placed_tile, a.value, std::nullopt)) return *why;
        return Message("no bridge can be laid there now");
    }
    Message describe(const Ruleset&, const GameState&, const Action& a) const override {
        return Message("lay a bridge {axis} at {pos}",
                       {{"axis", axis_word(a.value & 1)},
                        {"pos", arg::Square{a.pos}}});
    }
    std::span<const FieldDef> fields() const override { return kFields; }

private:
    static constexpr FieldDef kFields[] = {{"square", FieldKind::Square, Slot::Pos},
                                           {"axis", FieldKind::Choice, Slot::Value, kAxisWords}};
};

// "place_bridged": the drawn tile where only a bridge makes it fit, with that bridge.
class PlaceBridged final : public ActionDef {
public:
    std::string_view id() const override { return "place_bridged"; }
    void apply(const Ruleset& rules, GameState& state, const Action& a, Events* events) const override {
        if (on_neighbour(a.value)) {
            // The bridge first: the tile then meets a road where its road leads, as a tile placed
            // beside a bridge does.
            const Side side = neighbour_side(a.value);
            lay_bridge(rules, state, state.board.tile_index(neighbour(a.pos, side)), axis_of(side), events);
            core_actions::place.apply(rules, state, place_action(a.pos, a.rotation), events);
            return;
        }
        core_actions::place.apply(rules, state, place_action(a.pos, a.rotation), events);
        lay_bridge(rules, state, state.placed_tile, a.value, events);
    }
    Message why_illegal(const Ruleset& rules, const GameState& state, const Action& a) const override {
        if (auto why = player_problem(rules, state)) return *why;
        if (state.phase != Phase::PlaceTile) return Message("a tile is placed with its bridge before the figure, not now");
        if (a.value < 0 || a.value > 5) return Message("a placement's bridge is across the tile or on a tile beside it");
        if (state.board.occupied(a.pos)) return Message("there is already a tile at {pos}", {{"pos", arg::Square{a.pos}}});
        if (on_neighbour(a.value)) {
            const Side side = neighbour_side(a.value);
            const int other = state.board.tile_index(neighbour(a.pos, side));
            if (other < 0) return Message("there is no tile to the {side} of {pos} to lay a bridge on",
                                          {{"side", arg::SideName{side}}, {"pos", arg::Square{a.pos}}});
            if (auto why = tile_problem(rules, state, other, axis_of(side), opposite(side))) return *why;
        }
        return Message("this tile fits there without a bridge, or not even with this one");
    }
    Message describe(const Ruleset& rules, const GameState& state, const Action& a) const override {
        const std::string tile = state.phase == Phase::PlaceTile ? rules.tiles[state.drawn].id : "tile";
        if (on_neighbour(a.value))
            return Message("place {tile} at {pos} turned {degrees}° with a bridge on the tile to the {side}",
                           {{"tile", arg::Text{tile}}, {"pos", arg::Square{a.pos}}, {"degrees", a.rotation * 90},
                            {"side", arg::SideName{neighbour_side(a.value)}}});
        return Message("place {tile} at {pos} turned {degrees}° with a bridge {axis} across it",
                       {{"tile", arg::Text{tile}}, {"pos", arg::Square{a.pos}}, {"degrees", a.rotation * 90},
                        {"axis", axis_word(a.value & 1)}});
    }
    ActionRecord record(const Ruleset& rules, const GameState& state, const Action& a) const override {
        ActionRecord r = record_fields(*this, rules, state, a);
        if (state.phase == Phase::PlaceTile) r.tile = rules.tiles[state.drawn].id;
        return r;
    }
    Result<Action> resolve(const Ruleset& rules, const GameState& state, const ActionRecord& r) const override {
        if (!r.tile.empty() && state.phase == Phase::PlaceTile && r.tile != rules.tiles[state.drawn].id)
            return error("the tile drawn is " + rules.tiles[state.drawn].id + ", not " + r.tile);
        return resolve_fields(*this, rules, state, r);
    }
    std::span<const FieldDef> fields() const override { return kFields; }

private:
    static constexpr FieldDef kFields[] = {{"square", FieldKind::Square, Slot::Pos},
                                           {"rotation", FieldKind::Rotation, Slot::Rotation},
                                           {"bridge", FieldKind::Choice, Slot::Value, kPlacementWords}};
};

const PlaceBridge kPlaceBridge;
const PlaceBridged kPlaceBridged;

// What a frontier cell's constraint code demands on `side`: nothing (free) or an edge kind.
std::optional<EdgeKind> demanded(uint16_t constraint, Side side) {
    const int digit = (constraint / kConstraintWeight[static_cast<int>(side)]) % 5;
    if (digit == 0) return std::nullopt;
    return static_cast<EdgeKind>(digit - 1);
}

bool forbidden_by_placement_rules(const Ruleset& rules, const GameState& state, TileTypeId tile, Pos pos,
                                  int rotation) {
    if (!rules.placement_restricted) return false;
    for (const Module* m : rules.modules)
        if (m->restricts_placement(rules) && m->placement_forbidden(rules, state, tile, pos, rotation)) return true;
    return false;
}

// The bridge (a placement word, see kPlacementWords) that makes `tile` turned `rotation` fit the
// empty square `cell`, when it does not fit by its edges; nullopt when no single bridge does. As
// JCloisterZone tries them: across the tile first, then on a neighbour.
std::optional<int> bridge_making_fit(const Ruleset& rules, const GameState& state, TileTypeId tile,
                                     const FrontierCell& cell, int rotation) {
    const TileType& type = rules.tiles[tile];
    SideMask mismatched = 0;
    for (int s = 0; s < kSides; ++s) {
        const auto want = demanded(cell.constraint, static_cast<Side>(s));
        if (want && *want != type.edge(rotation, static_cast<Side>(s))) mismatched |= side_bit(static_cast<Side>(s));
    }
    if (mismatched == 0) return std::nullopt;
    // Across the tile: its two field sides become a road, which meets a road or an empty square.
    for (int axis = 0; axis < 2; ++axis) {
        if (mismatched & ~axis_sides(axis)) continue;
        bool fits = true;
        for (Side end : axis_ends(axis)) {
            const auto want = demanded(cell.constraint, end);
            fits &= type.edge(rotation, end) == EdgeKind::Field && (!want || *want == EdgeKind::Road);
        }
        if (fits) return axis;
    }
    // On a neighbour: the tile's road meets its field side, and a bridge there may go on.
    if (__builtin_popcount(mismatched) != 1) return std::nullopt;
    const Side side = static_cast<Side>(__builtin_ctz(mismatched));
    if (type.edge(rotation, side) != EdgeKind::Road || demanded(cell.constraint, side) != EdgeKind::Field)
        return std::nullopt;
    const int other = state.board.tile_index(neighbour(cell.pos, side));
    if (other < 0 || tile_problem(rules, state, other, axis_of(side), opposite(side))) return std::nullopt;
    return 2 + static_cast<int>(side);
}

template <class Visit>
bool for_each_bridged_placement(const Ruleset& rules, const GameState& state, TileTypeId tile, Visit&& visit) {
    const TileType& type = rules.tiles[tile];
    for (const FrontierCell& c : state.board.frontier())
        for (int r = 0; r < 4; ++r) {
            if ((type.fits[c.constraint] >> r) & 1u) continue;
            const auto word = bridge_making_fit(rules, state, tile, c, r);
            if (word && !forbidden_by_placement_rules(rules, state, tile, c.pos, r) && visit(c.pos, r, *word))
                return true;
        }
    return false;
}

class BridgesModule final : public ModuleWithState<BridgesState, BridgesSettings> {
public:
    std::string_view id() const override { return "bridges"; }
    std::vector<const ActionDef*> action_defs() const override { return {&kPlaceBridge, &kPlaceBridged}; }

    // A bridge leaves the player in the figure step: the turn's figure is still to come.
    void configure(Ruleset& rules) const override {
        if (rules.option_on("bridges-castles-bazaars.bridges")) rules.any_time_defs.push_back(&kPlaceBridge);
    }

    BridgesState initial_state(const Ruleset& rules) const override {
        BridgesState s{};
        s.last_turn = -1;
        const bool on = rules.option_on("bridges-castles-bazaars.bridges");
        const int each = rules.player_count() < 5 ? 3 : 2;
        for (int p = 0; p < rules.player_count() && p < kSeats; ++p)
            s.bridges_left[static_cast<size_t>(p)] = static_cast<int8_t>(on ? each : 0);
        return s;
    }

    bool places_unfitting_tile(const Ruleset& rules, const GameState& state, TileTypeId tile) const override {
        if (player_problem(rules, state)) return false;
        return for_each_bridged_placement(rules, state, tile, [](Pos, int, int) { return true; });
    }

    void add_step_actions(const Ruleset& rules, const GameState& state, std::string_view step,
                          ActionList& out) const override {
        if (!settings(rules).on || state.acting_player != state.current_player) return;
        if (player_problem(rules, state)) return;
        if (step == steps::place_tile) {
            for_each_bridged_placement(rules, state, state.drawn, [&](Pos pos, int rotation, int word) {
                Action a;
                a.def = &kPlaceBridged;
                a.pos = pos;
                a.rotation = static_cast<int8_t>(rotation);
                a.value = static_cast<int16_t>(word);
                out.push_back(a);
                return false;
            });
        } else if (step == steps::action && state.placed_tile >= 0) {
            for (int axis = 0; axis < 2; ++axis)
                if (!tile_problem(rules, state, state.placed_tile, axis, std::nullopt)) {
                    Action a;
                    a.def = &kPlaceBridge;
                    a.pos = state.board.tile(state.placed_tile).pos;
                    a.value = static_cast<int16_t>(axis);
                    out.push_back(a);
                }
        }
    }

    void check_invariants(const Ruleset& rules, const GameState& state, std::vector<std::string>& problems) const override {
        // Bridges on the board and in the supplies add up to each player's start count.
        int on_board = 0;
        for (const AddedFeature& f : state.added)
            if (f.kind == FeatureKind::Road) ++on_board;
        int in_supply = 0, start = 0;
        const BridgesState initial = initial_state(rules);
        for (int p = 0; p < rules.player_count() && p < kSeats; ++p) {
            const int left = bridge_state(rules, state).bridges_left[static_cast<size_t>(p)];
            if (left < 0) problems.push_back("player " + std::to_string(p) + " has fewer than no bridges");
            in_supply += left;
            start += initial.bridges_left[static_cast<size_t>(p)];
        }
        if (on_board + in_supply != start)
            problems.push_back("bridges: " + std::to_string(on_board) + " on the board and " + std::to_string(in_supply) +
                               " in the supplies, of " + std::to_string(start));
        for (const AddedFeature& f : state.added)
            if (f.kind == FeatureKind::Road &&
                std::count_if(state.added.begin(), state.added.end(), [&](const AddedFeature& g) {
                    return g.kind == FeatureKind::Road && g.tile == f.tile;
                }) > 1)
                problems.push_back("two bridges on one tile");
    }

    const BridgesState& state_of(const Ruleset& rules, const GameState& state) const { return my(rules, state); }
    BridgesState& state_of(const Ruleset& rules, GameState& state) const { return my(rules, state); }
};

const BridgesModule kBridges;

const BridgesSettings& bridge_settings(const Ruleset& rules) { return kBridges.settings(rules); }
BridgesState& bridge_state(const Ruleset& rules, GameState& state) { return kBridges.state_of(rules, state); }
const BridgesState& bridge_state(const Ruleset& rules, const GameState& state) { return kBridges.state_of(rules, state); }

}  // namespace bridges_rules
}  // namespace

bool has_bridge(const Ruleset&, const GameState& state, int tile) {
    return std::any_of(state.added.begin(), state.added.end(),
                       [&](const AddedFeature& f) { return f.tile == tile && f.kind == FeatureKind::Road; });
}

int bridges_left(const Ruleset& rules, const GameState& state, int player) {
    const bool in_game = std::find(rules.modules.begin(), rules.modules.end(), &bridges_rules::kBridges) != rules.modules.end();
    return in_game ? bridges_rules::bridges_of(rules, state, player) : 0;
}

const Module& bridges_module() { return bridges_rules::kBridges; }

}  // namespace carc
