// Corn Circles I and II (issue 34): twelve tiles with a corn circle whose symbol names a road, a
// city or a field. Placing one makes every player add a follower to, or take one back from, a
// feature of that kind where they already have one; the player who placed the tile chooses which.
//
// The seeds say little: seed 000 (its figures' table, lines 128 and 151, notes 8, 24 and 25) lets a
// follower "be deployed with a crop circle (to a valid, uncompleted feature next to a follower
// already placed)" and be removed by one, a mayor only by a city ("shield") circle, a wagon by a
// road ("club") or city circle. The rest follows JCloisterZone (CornCirclePhase,
// CornCircleCapability; written down in docs/rules-coverage.md):
// - the question comes after the turn's scoring (after the wagons' moves, the City's placement and
//   the dragon's flight of the after-scoring variant), and only when some player's figure stands
//   on the board; a field circle does nothing when farmers are switched off;
// - the player whose tile it was chooses "add" or "remove"; then each player in turn order from
//   the next one, the tile's player last, who has a follower on a feature of the circle's kind;
// - add: a follower from the supply (a meeple, a large meeple; a wagon onto a road or city, a
//   mayor onto a city) onto the same feature of the same tile as one of theirs, or pass;
// - remove: one of those followers back to its owner's supply, without scoring (a builder or pig
//   left alone goes too); it cannot be declined.
// A castle is no city (the city became another kind), so a city circle leaves its follower.
#include <algorithm>

#include "carc/feature_changes.hpp"
#include "modules.hpp"

namespace carc {

namespace {
namespace corn_circles_rules {

enum class CircleMode : int8_t { Asking = 0, Add = 1, Remove = 2 };

struct CircleState {
    int8_t mode = 0;         // CircleMode while the step waits
    int8_t kind = -1;        // the FeatureKind of the placed tile's circle
};

struct CircleSettings {
    int road_tag, city_tag, field_tag;
    bool farmers;  // followers may stand on fields (farmers switched off take fields from their places)
    explicit CircleSettings(const Ruleset& r)
        : road_tag(r.tag("corn-circle-road")),
          city_tag(r.tag("corn-circle-city")),
          field_tag(r.tag("corn-circle-field")),
          farmers(std::any_of(r.figures.begin(), r.figures.end(), [](const FigureDef& f) {
              return f.follower && !f.neutral &&
                     std::find(f.places.begin(), f.places.end(), FeatureKind::Field) != f.places.end();
          })) {}
};

CircleState& circle(const Ruleset& rules, GameState& state);
const CircleState& circle(const Ruleset& rules, const GameState& state);
const CircleSettings& circle_settings(const Ruleset& rules);

constexpr std::string_view kChoiceWords[] = {"add", "remove"};

// The kind the placed tile's circle names, or nothing.
std::optional<FeatureKind> circle_kind(const Ruleset& rules, const GameState& state) {
    if (state.placed_tile < 0) return std::nullopt;
    const CircleSettings& s = circle_settings(rules);
    const TileType& type = rules.tiles[state.board.tile(state.placed_tile).type];
    if (s.road_tag >= 0 && type.has(s.road_tag)) return FeatureKind::Road;
    if (s.city_tag >= 0 && type.has(s.city_tag)) return FeatureKind::City;
    if (s.field_tag >= 0 && type.has(s.field_tag) && s.farmers) return FeatureKind::Field;
    return std::nullopt;
}

// `player`'s followers on features of `kind`, by index into state.figures.
std::vector<int> followers_on(const Ruleset& rules, const GameState& state, int player, FeatureKind kind) {
    std::vector<int> out;
    for (size_t i = 0; i < state.figures.size(); ++i) {
        const Figure& f = state.figures[i];
        if (f.owner != player || !is_follower_on_board(rules, f)) continue;
        if (state.features.node(state.features.find(f.node)).kind == kind) out.push_back(static_cast<int>(i));
    }
    return out;
}

// What `player` may do in the chosen mode: deploys beside their followers (each figure kind they
// hold that may stand on the kind, onto each tile and feature where one of theirs is), or
// removals of those followers.
void options_of(const Ruleset& rules, const GameState& state, int player, ActionList& out);

// "corn_circle": the tile's player chooses whether everyone adds or removes a follower.
class CircleChoice final : public FieldsActionDef {
public:
    std::string_view id() const override { return "corn_circle"; }
    void apply(const Ruleset& rules, GameState& state, const Action& a, Events* events) const override {
        circle(rules, state).mode = static_cast<int8_t>(a.value == 0 ? CircleMode::Add : CircleMode::Remove);
        if (events)
            events->push_back(ModuleEvent{a.value == 0 ? Message("{player}: every player may add a follower beside one of theirs",
                                                                 {{"player", arg::Player{state.acting_player}}})
                                                       : Message("{player}: every player takes back a follower",
                                                                 {{"player", arg::Player{state.acting_player}}}),
                                          {}});
    }
    Message why_illegal(const Ruleset&, const GameState&, const Action&) const override {
        return Message("the corn circle's choice is made by the player who placed a corn circle tile, right after the scoring");
    }
    Message describe(const Ruleset&, const GameState&, const Action& a) const override {
        return a.value == 0 ? Message("corn circle: every player adds a follower")
                            : Message("corn circle: every player takes back a follower");
    }
    std::span<const FieldDef> fields() const override { return kFields; }

private:
    static constexpr FieldDef kFields[] = {{"choice", FieldKind::Choice, Slot::Value, kChoiceWords}};
};

// "corn_circle_remove": the acting player's follower goes back to their supply, unscored.
class CircleRemove final : public ActionDef {
public:
    std::string_view id() const override { return "corn_circle_remove"; }
    void apply(const Ruleset& rules, GameState& state, const Action& a, Events* events) const override {
        const int tile = state.board.tile_index(a.pos);
        for (size_t i = 0; i < state.figures.size(); ++i) {
            const Figure& f = state.figures[i];
            if (f.on_feature() && f.tile == tile && f.local == a.feature && f.kind == a.figure && f.owner == state.acting_player) {
                remove_figure(rules, state, static_cast<int>(i), events);
                figures_returned(rules, state, events);
                return;
            }
        }
    }
    Message why_illegal(const Ruleset&, const GameState&, const Action&) const override {
        return Message("a corn circle takes back only one of your own followers on a feature of its kind, when you are asked");
    }
    Message describe(const Ruleset&, const GameState&, const Action& a) const override {
        return Message("take the {figure} back from {pos} (corn circle)", {{"figure", arg::Figure{a.figure}}, {"pos", arg::Square{a.pos}}});
    }
    ActionRecord record(const Ruleset& rules, const GameState& state, const Action& a) const override {
        return record_figure_at(id(), rules, state, a);
    }
    Result<Action> resolve(const Ruleset& rules, const GameState& state, const ActionRecord& r) const override {
        if (!r.pos) return error("taking a follower back needs its position");
        return resolve_figure_at(*this, rules, state, r, *r.pos);
    }
};

const CircleChoice kChoice;
const CircleRemove kRemove;

void options_of(const Ruleset& rules, const GameState& state, int player, ActionList& out) {
    const CircleState& c = circle(rules, state);
    const auto kind = static_cast<FeatureKind>(c.kind);
    const std::vector<int> mine = followers_on(rules, state, player, kind);
    if (c.mode == static_cast<int8_t>(CircleMode::Remove)) {
        for (int i : mine) {
            const Figure& f = state.figures[static_cast<size_t>(i)];
            Action a;
            a.def = &kRemove;
            a.pos = state.board.tile(f.tile).pos;
            a.feature = f.local;
            a.figure = static_cast<int8_t>(f.kind);
            if (std::find(out.begin(), out.end(), a) == out.end()) out.push_back(a);
        }
        return;
    }
    const PlayerState& me = state.players[static_cast<size_t>(player)];
    for (size_t k = 0; k < rules.figures.size(); ++k) {
        const FigureDef& fig = rules.figures[k];
        if (!fig.follower || fig.neutral || me.supply[k] <= 0) continue;
        if (std::find(fig.places.begin(), fig.places.end(), kind) == fig.places.end()) continue;
        for (int i : mine) {
            const Figure& f = state.figures[static_cast<size_t>(i)];
            if (module_forbids(rules, state, static_cast<int>(k), f.tile, state.features.find(f.node))) continue;
            const Action a = deploy_action(static_cast<int>(k), state.board.tile(f.tile).pos, f.local);
            if (std::find(out.begin(), out.end(), a) == out.end()) out.push_back(a);
        }
    }
}

// The first player from `from` on, the tile's player last, who has something to do; -1 if none.
int next_asked(const Ruleset& rules, const GameState& state, int from) {
    for (int p = from;; p = next_player(rules, p)) {
        ActionList options;
        options_of(rules, state, p, options);
        if (!options.empty()) return p;
        if (p == state.current_player) return -1;
    }
}

class CircleStep final : public TurnStep {
public:
    std::string_view id() const override { return "corn_circle"; }
    StepStatus enter(const Ruleset& rules, GameState& state, Events*) const override {
        CircleState& c = circle(rules, state);
        c = CircleState{};
        const auto kind = circle_kind(rules, state);
        if (!kind) return StepStatus::done();
        // With nobody's figure on the board neither choice changes anything (JCZ skips it too).
        const bool any = std::any_of(state.figures.begin(), state.figures.end(), [](const Figure& f) {
            return f.owner >= 0 && (f.on_feature() || f.where == FigureWhere::OnCorner);
        });
        if (!any) return StepStatus::done();
        c.kind = static_cast<int8_t>(*kind);
        return StepStatus::await(state.current_player);
    }
    void list(const Ruleset& rules, const GameState& state, ActionList& out) const override {
        const CircleState& c = circle(rules, state);
        if (c.kind < 0) return;
        if (c.mode == static_cast<int8_t>(CircleMode::Asking)) {
            for (int16_t choice = 0; choice < 2; ++choice) {
                Action a;
                a.def = &kChoice;
                a.value = choice;
                out.push_back(a);
            }
            return;
        }
        options_of(rules, state, state.acting_player, out);
        if (c.mode == static_cast<int8_t>(CircleMode::Add)) out.push_back(pass_action());
    }
    StepStatus apply(const Ruleset& rules, GameState& state, const Action& a, Events* events) const override {
        const bool choosing = a.def == &kChoice;
        a.def->apply(rules, state, a, events);
        if (!choosing && state.acting_player == state.current_player) return finish(rules, state);
        const int p = next_asked(rules, state, next_player(rules, choosing ? state.current_player : state.acting_player));
        if (p < 0) return finish(rules, state);
        return StepStatus::await(p);
    }
    Message prompt(const Ruleset& rules, const GameState& state) const override {
        const CircleState& c = circle(rules, state);
        const arg::Kind kind{static_cast<FeatureKind>(std::max<int8_t>(c.kind, 0))};
        if (c.mode == static_cast<int8_t>(CircleMode::Asking))
            return Message("{player}: corn circle ({kind}): every player adds a follower beside one of theirs, or every "
                           "player takes one back",
                           {{"player", arg::Player{state.acting_player}}, {"kind", kind}});
        if (c.mode == static_cast<int8_t>(CircleMode::Add))
            return Message("{player}: add a follower beside one of yours (corn circle: {kind}), or pass",
                           {{"player", arg::Player{state.acting_player}}, {"kind", kind}});
        return Message("{player}: take back one of your followers (corn circle: {kind})",
                       {{"player", arg::Player{state.acting_player}}, {"kind", kind}});
    }

private:
    static StepStatus finish(const Ruleset& rules, GameState& state) {
        circle(rules, state) = CircleState{};
        return StepStatus::done();
    }
};

const CircleStep kStep;

class CornCirclesModule final : public ModuleWithState<CircleState, CircleSettings> {
public:
    std::string_view id() const override { return "corn-circles"; }
    std::vector<const ActionDef*> action_defs() const override { return {&kChoice, &kRemove}; }
    void configure(Ruleset& rules) const override {
        // After every step that resolves the scoring, the dragon's after-scoring flight included
        // (JCZ's CornCirclePhase follows its DragonPhase).
        rules.turn.insert_after(steps::scoring, &kStep, after_scoring::end_of_part + 5);
    }
    void check_invariants(const Ruleset& rules, const GameState& state, std::vector<std::string>& problems) const override {
        const CircleState& c = my(rules, state);
        if (rules.turn.step(state.step).id() != kStep.id() && (c.mode != 0 || c.kind >= 0))
            problems.push_back("corn-circles: a corn circle's question outlived its step");
    }
    CircleState& state_of(const Ruleset& rules, GameState& state) const { return my(rules, state); }
    const CircleState& state_of(const Ruleset& rules, const GameState& state) const { return my(rules, state); }
};

const CornCirclesModule& the_module() {
    static const CornCirclesModule module;
    return module;
}

CircleState& circle(const Ruleset& rules, GameState& state) { return the_module().state_of(rules, state); }
const CircleState& circle(const Ruleset& rules, const GameState& state) { return the_module().state_of(rules, state); }
const CircleSettings& circle_settings(const Ruleset& rules) { return the_module().settings(rules); }

}  // namespace corn_circles_rules
}  // namespace

const Module& corn_circles_module() { return corn_circles_rules::the_module(); }

}  // namespace carc
