// The Flying Machines (issue 34, mini-expansion 1). The seeds name the flier die ("the flier die
// provides the landing distance from a flying machine", 000 note 64), say that a follower using a
// magic portal cannot land on a flying machine and a flier cannot land on a magic portal (001,
// 2/2013), that nobody lands on the dragon's tile (001: "Flying machine are not allowed"), which
// figures fly to "a valid incomplete feature" (000:127) and that none lands in a field (000:462);
// everything else follows JCloisterZone (its FlierCapability and AbstractActionPhase's
// handleDeployFlier), as docs/rules-coverage.md lists:
//
// - A tile with a flying machine carries its direction (tags `flier-w`, `flier-nw`: west or
//   north-west as drawn, turned with the tile). Instead of the turn's one action on the new tile,
//   its player may launch a follower from the supply: seed 000:127 lets the follower, the large
//   follower, the mayor, the wagon and the abbot fly (not the builder, the pig or the shepherd).
// - The die (1 to 3, recorded chance) says how many squares the follower flies in that direction.
// - On an empty square, or on a tile closed to figures (the dragon's), nothing happens: the
//   follower stays in the supply and the turn's action is spent.
// - Otherwise it must join one feature of the tile it lands on (no pass): one its kind may stand
//   on (the mayor a city, the abbot a monastery or a garden), unfinished (000:127), occupied or
//   not; never a field (000:462).
// - The magic portal is no way onto a flying machine (the machine is no feature a follower stays
//   on: the portal lists features only), and a flier lands on the tile it reaches, never through
//   that tile's portal.
#include "modules/flier.hpp"

#include <algorithm>
#include <array>

#include "carc/chance.hpp"
#include "carc/engine.hpp"
#include "carc/feature_changes.hpp"
#include "modules.hpp"

namespace carc {

namespace {
namespace flier_rules {

constexpr int kDieFaces = 3;
// The landing belongs to the turn's action: before every step that moves figures about or asks
// about the tile's fields (the shepherd's, at -10) and before the finding.
constexpr int kRightAfterTheAction = -20;

// The flight of this turn; cleared when a turn begins.
struct FlierState {
    int16_t machine_tile;   // board index of the tile whose machine flew this turn, or -1
    int16_t landing_tile;   // board index of the tile it came down on, or -1 (nothing there)
    int8_t distance;        // the die's roll, 0 when nothing flew
    int8_t waiting_figure;  // the follower's kind while its owner chooses the feature, or -1
    int8_t flown_figure;    // the follower's kind that flew this turn, or -1
    int8_t spare;           // keeps the struct free of padding bytes (the digest hashes every byte)
};

struct FlierSettings {
    int west_tag;
    int north_west_tag;
    int die;
    explicit FlierSettings(const Ruleset& r)
        : west_tag(r.tag("flier-w")), north_west_tag(r.tag("flier-nw")), die(r.chance_source("flier_die")) {}
};

// The direction as drawn, turned `rotation` quarter turns clockwise: (dx, dy) -> (-dy, dx).
FlightStep turned(FlightStep s, int rotation) {
    for (int i = 0; i < (rotation & 3); ++i) s = {-s.dy, s.dx};
    return s;
}

Pos flown(Pos from, FlightStep step, int distance) { return {from.x + step.dx * distance, from.y + step.dy * distance}; }

// Whether a figure kind may fly: a player's follower that may stand somewhere but in a field (seed
// 000:127 ticks the follower, the large follower, the mayor, the wagon and the abbot, each landing
// only where it may stand; JCZ lets neither the abbot nor the mayor fly: the exporter refuses such a
// flight, flier_jcz.cpp). The builder, the pig and the shepherd are no followers.
bool may_fly(const FigureDef& fig) {
    if (!fig.follower || fig.neutral) return false;
    return std::any_of(fig.places.begin(), fig.places.end(), [](FeatureKind k) { return k != FeatureKind::Field; });
}

const FlierSettings& flier_settings(const Ruleset& rules);
FlierState& flier_state(const Ruleset& rules, GameState& state);
const FlierState& flier_state(const Ruleset& rules, const GameState& state);

std::optional<FlightStep> machine_on(const Ruleset& rules, const GameState& state, int tile) {
    if (tile < 0) return std::nullopt;
    const FlierSettings& st = flier_settings(rules);
    const PlacedTile& t = state.board.tile(tile);
    const TileType& type = rules.tiles[t.type];
    if (type.has(st.west_tag)) return turned({-1, 0}, t.rotation);
    if (type.has(st.north_west_tag)) return turned({-1, -1}, t.rotation);
    return std::nullopt;
}

// The features of placed tile `tile` the follower of kind `figure` may land on: by local index.
template <class Offer>
void visit_landings(const Ruleset& rules, const GameState& state, int figure, int tile, Offer&& offer) {
    if (tile < 0 || tile_closed_to_figures(rules, state, tile)) return;
    const auto& places = rules.figures[static_cast<size_t>(figure)].places;
    for (int l = 0, n = feature_count_at(rules, state, tile); l < n; ++l) {
        const FeatureKind kind = kind_at(state, tile, l);
        if (kind == FeatureKind::Field || std::find(places.begin(), places.end(), kind) == places.end()) continue;
        const int root = state.features.find(node_at(state, tile, l));
        if (feature_complete(rules, state, root) || module_forbids(rules, state, figure, tile, root)) continue;
        offer(l);
    }
}

// "launch_flier": the turn's action, a follower of the named kind launched by the new tile's flying machine.
class Fly final : public FieldsActionDef {
public:
    std::string_view id() const override { return "launch_flier"; }
    // The follower leaves the supply by this flight (it lands in the landing step, or stays home).
    bool brings_figure_from_supply() const override { return true; }
    void apply(const Ruleset& rules, GameState& state, const Action& a, Events* events) const override {
        FlierState& s = flier_state(rules, state);
        const int tile = state.board.tile_index(a.pos);
        const auto step = machine_on(rules, state, tile);
        if (!step) return;
        const int distance = draw_chance(rules, state, flier_settings(rules).die, events);
        s.machine_tile = static_cast<int16_t>(tile);
        s.distance = static_cast<int8_t>(distance);
        s.flown_figure = a.figure;
        const Pos landing = flown(a.pos, *step, distance);
        const int target = state.board.tile_index(landing);
        bool any = false;
        if (target >= 0) visit_landings(rules, state, a.figure, target, [&](int) { any = true; });
        s.landing_tile = static_cast<int16_t>(target);
        s.waiting_figure = any ? a.figure : int8_t{-1};
        if (!events) return;
        if (any)
            events->push_back(ModuleEvent{Message("{figure} flies {count} from {from} to {to}",
                                                  {{"figure", arg::Figure{a.figure, true}},
                                                   {"count", arg::Count{distance, kTiles}},
                                                   {"from", arg::Square{a.pos}},
                                                   {"to", arg::Square{landing}}}),
                                          {a.pos, landing}});
        else
            events->push_back(ModuleEvent{Message("{figure} flies {count} from {from} to {to} and finds nowhere to land: it stays in the supply",
                                                  {{"figure", arg::Figure{a.figure, true}},
                                                   {"count", arg::Count{distance, kTiles}},
                                                   {"from", arg::Square{a.pos}},
                                                   {"to", arg::Square{landing}}}),
                                          {a.pos, landing}});
    }
    Message why_illegal(const Ruleset& rules, const GameState& state, const Action& a) const override {
        if (!has_flying_machines(rules)) return Message("this game is played without flying machines");
        if (state.phase != Phase::PlaceFigure || state.placed_tile < 0 || state.board.tile_index(a.pos) != state.placed_tile ||
            !machine_on(rules, state, state.placed_tile))
            return Message("a follower flies from the flying machine of the tile just placed, instead of being placed");
        if (a.figure < 0 || a.figure >= static_cast<int>(rules.figures.size()) || !may_fly(rules.figures[static_cast<size_t>(a.figure)]))
            return Message("only a follower flies");
        return Message("{player} has no such follower left in the supply", {{"player", arg::Player{state.acting_player}}});
    }
    Message describe(const Ruleset&, const GameState&, const Action& a) const override {
        return Message("launch {figure} with the flying machine at {pos}", {{"figure", arg::Figure{a.figure, true}}, {"pos", arg::Square{a.pos}}});
    }
    std::span<const FieldDef> fields() const override { return kFields; }

    Action make(Pos pos, int figure) const {
        Action a;
        a.def = this;
        a.pos = pos;
        a.figure = static_cast<int8_t>(figure);
        return a;
    }

private:
    static constexpr Noun kTiles{"tile", "tiles"};  // the tiles' lengths the follower flies
    static constexpr FieldDef kFields[] = {{"square", FieldKind::Square, Slot::Pos}, {"figure", FieldKind::Figure, Slot::Figure}};
};

const Fly kFly;

// After a flight that found features: the player must choose the one the follower joins (a
// deploy onto the landing tile; JCZ lets nobody pass here).
class LandingStep final : public TurnStep {
public:
    std::string_view id() const override { return "flier_landing"; }
    StepStatus enter(const Ruleset& rules, GameState& state, Events*) const override {
        return flier_state(rules, state).waiting_figure < 0 ? StepStatus::done() : StepStatus::await(state.current_player);
    }
    void list(const Ruleset& rules, const GameState& state, ActionList& out) const override {
        const FlierState& s = flier_state(rules, state);
        if (s.waiting_figure < 0 || s.landing_tile < 0) return;
        const Pos pos = state.board.tile(s.landing_tile).pos;
        visit_landings(rules, state, s.waiting_figure, s.landing_tile,
                       [&](int l) { out.push_back(deploy_action(s.waiting_figure, pos, l)); });
    }
    StepStatus apply(const Ruleset& rules, GameState& state, const Action& a, Events* events) const override {
        a.def->apply(rules, state, a, events);
        flier_state(rules, state).waiting_figure = -1;
        return StepStatus::done();
    }
    Message prompt(const Ruleset& rules, const GameState& state) const override {
        const FlierState& s = flier_state(rules, state);
        const Pos pos = s.landing_tile < 0 ? Pos{} : state.board.tile(s.landing_tile).pos;
        return Message("{player}: your follower landed at {pos}: choose the feature it joins",
                       {{"player", arg::Player{state.acting_player}}, {"pos", arg::Square{pos}}});
    }
};

const LandingStep kLandingStep;

class FlierModule final : public ModuleWithState<FlierState, FlierSettings> {
public:
    std::string_view id() const override { return "flier"; }
    std::vector<const ActionDef*> action_defs() const override { return {&kFly}; }

    FlierState initial_state(const Ruleset&) const override { return cleared(); }
    static FlierState cleared() { return FlierState{-1, -1, 0, -1, -1, 0}; }

    void configure(Ruleset& rules) const override {
        rules.turn.insert_before(steps::find_completed, &kLandingStep, kRightAfterTheAction);
    }

    std::vector<ChanceSource> chance_sources(const Ruleset&) const override {
        return {ChanceSource{"flier_die", "the flier die", kDieFaces, {}}};
    }

    void on_turn_start(const Ruleset& rules, GameState& state, Events*) const override { my(rules, state) = cleared(); }

    void add_step_actions(const Ruleset& rules, const GameState& state, std::string_view step, ActionList& out) const override {
        if (step != steps::action || state.placed_tile < 0 || !machine_on(rules, state, state.placed_tile)) return;
        if (tile_closed_to_figures(rules, state, state.placed_tile)) return;
        const PlayerState& me = state.players[static_cast<size_t>(state.acting_player)];
        const Pos pos = state.board.tile(state.placed_tile).pos;
        for (size_t k = 0; k < rules.figures.size(); ++k)
            if (me.supply[k] > 0 && may_fly(rules.figures[k])) out.push_back(kFly.make(pos, static_cast<int>(k)));
    }

    void check_invariants(const Ruleset& rules, const GameState& state, std::vector<std::string>& problems) const override {
        const FlierState& s = my(rules, state);
        if (s.waiting_figure >= 0 && (s.landing_tile < 0 || s.landing_tile >= static_cast<int>(state.board.tiles().size())))
            problems.push_back("a flying follower waits to land on no placed tile");
        if (s.distance < 0 || s.distance > kDieFaces) problems.push_back("a flight longer than the die allows");
    }

    const FlierState& view(const Ruleset& rules, const GameState& state) const { return my(rules, state); }
    FlierState& mut(const Ruleset& rules, GameState& state) const { return my(rules, state); }
};

const FlierModule kFlierModule;

const FlierSettings& flier_settings(const Ruleset& rules) { return kFlierModule.settings(rules); }
FlierState& flier_state(const Ruleset& rules, GameState& state) { return kFlierModule.mut(rules, state); }
const FlierState& flier_state(const Ruleset& rules, const GameState& state) { return kFlierModule.view(rules, state); }

}  // namespace flier_rules
}  // namespace

const Module& flier_module() { return flier_rules::kFlierModule; }

bool has_flying_machines(const Ruleset& rules) {
    return std::find(rules.modules.begin(), rules.modules.end(), &flier_rules::kFlierModule) != rules.modules.end();
}

std::optional<FlightStep> flying_machine_on(const Ruleset& rules, const GameState& state, int tile) {
    if (!has_flying_machines(rules) || tile < 0 || tile >= static_cast<int>(state.board.tiles().size())) return std::nullopt;
    return flier_rules::machine_on(rules, state, tile);
}

std::optional<Flight> flight_this_turn(const Ruleset& rules, const GameState& state) {
    if (!has_flying_machines(rules)) return std::nullopt;
    const flier_rules::FlierState& s = flier_rules::flier_state(rules, state);
    if (s.machine_tile < 0 || s.distance <= 0) return std::nullopt;
    Flight f;
    f.machine = state.board.tile(s.machine_tile).pos;
    f.step = flier_rules::machine_on(rules, state, s.machine_tile).value_or(FlightStep{});
    f.distance = s.distance;
    f.landing = flier_rules::flown(f.machine, f.step, f.distance);
    f.choosing = s.waiting_figure >= 0;
    f.figure = s.flown_figure;
    return f;
}

int flier_die_source(const Ruleset& rules) { return has_flying_machines(rules) ? flier_rules::flier_settings(rules).die : -1; }

}  // namespace carc
