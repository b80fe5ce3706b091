// The Phantom (issue 35): each player's phantom, a follower (data/expansions/phantom.json) that
// may be deployed as a second figure in the same turn, after the turn's action (seed 003, "Step
// 2B-2: Move the Wood - Phantom placement"). It counts as a follower for majority and scoring
// (003: "(+1) / Fantôme" in the road and city majorities; 000 note 1: "the phantom behaves as a
// normal follower and may be deployed as the second figure of a turn"), so everything else it
// does is the ordinary follower's: the dragon eats it, the princess may send it home, a tower may
// capture it and it may stand on a tower (000 notes 5, 22, 23), the fairy may stand beside it.
//
// The phantom's step comes after the turn's action and after what resolves it (the tower's
// capture, a flying follower's landing, the traps), and offers the actions the turn's action step
// lists that bring the phantom from the supply (ActionDef::brings_figure_from_supply): a deploy on
// the new tile, on a tower, through the magic portal, a flight; or a pass. The phantom may also be
// the turn's first figure: it is a follower like the others there, and then this step has nothing
// to offer. After the phantom's action, the steps that resolve the turn's action run once more
// for it (a flight lands, a tower captures, a trap catches), and this step does not ask again.
//
// - No phantom after the princess sent a knight home (001: "the player may not deploy or move any
//   other figure"; ActionDef::ends_figure_moves).
// - A way of deploying serves one figure a turn (000 note 9): the magic portal used by the first
//   follower is no way for the phantom (001, 1/2013: "a wooden meeple and the Phantom cannot BOTH
//   use the magic portal"), nor is a flying machine that flew.
// - Where the seeds are silent, JCloisterZone (its PhantomPhase): no phantom after the turn's
//   action was a pass (the phantom could have been that figure); the fairy moved is no obstacle
//   (001, 12/2014, as the seeds say).
#include <algorithm>

#include "carc/engine.hpp"
#include "modules.hpp"

namespace carc {

namespace {
namespace phantom_rules {

// What the turn's action step did, as the phantom's step needs it.
enum TurnAction : int8_t {
    kNotYet = 0,         // no action taken yet in this part of the turn (the step had no choice)
    kOther = 1,          // a figure on the new tile or a tower, the fairy moved, the abbot taken back...
    kPassed = 2,         // a pass: the phantom could have been the turn's figure
    kEndedMoves = 3,     // an action after which no figure may be deployed or moved (the princess)
    kWentElsewhere = 4,  // a follower deployed elsewhere than the new tile onto a place of its kind
    kFlew = 5,           // a follower brought out of the supply by a module's own action (a flight)
};

struct PhantomState {
    int8_t turn_action;  // TurnAction of this part of the turn
    int8_t done;         // 1 once the phantom's step has acted (or passed) in this part of the turn
};

struct PhantomSettings {
    int phantom;  // the phantom's figure kind
    explicit PhantomSettings(const Ruleset& r) : phantom(r.figure("phantom")) {}
};

const PhantomSettings& phantom_settings(const Ruleset& rules);
PhantomState& phantom_state(const Ruleset& rules, GameState& state);
const PhantomState& phantom_state(const Ruleset& rules, const GameState& state);

// A deploy onto a place of the figure's kind on another tile than the new one: the magic
// portal's way (a tower, elsewhere too, is a feature kind no follower lists among its places).
bool deploys_elsewhere(const Ruleset& rules, const GameState& state, const Action& a) {
    if (!is_deploy(a) || state.placed_tile < 0) return false;
    const int tile = state.board.tile_index(a.pos);
    if (tile < 0 || tile == state.placed_tile || a.figure < 0) return false;
    const auto& places = rules.figures[static_cast<size_t>(a.figure)].places;
    return std::find(places.begin(), places.end(), kind_at(state, tile, a.feature)) != places.end();
}

// The phantom's actions: those of the turn's action step that bring the phantom from the supply,
// less the ways the turn's first figure used.
void list_phantom_actions(const Ruleset& rules, const GameState& state, ActionList& out) {
    const int phantom = phantom_settings(rules).phantom;
    const PhantomState& s = phantom_state(rules, state);
    if (phantom < 0 || s.done || s.turn_action == kPassed || s.turn_action == kEndedMoves || state.placed_tile < 0) return;
    if (state.players[static_cast<size_t>(state.current_player)].supply[static_cast<size_t>(phantom)] <= 0) return;
    const int action_step = rules.turn.index_of(steps::action);
    if (action_step < 0) return;
    ActionList all;
    rules.turn.step(action_step).list(rules, state, all);
    for (const Action& a : all) {
        if (a.figure != phantom || !a.def->brings_figure_from_supply()) continue;
        if (s.turn_action == kWentElsewhere && deploys_elsewhere(rules, state, a)) continue;
        if (s.turn_action == kFlew && !is_deploy(a)) continue;
        out.push_back(a);
    }
}

// Step 2B-2: the phantom after the turn's action.
class PhantomStep final : public TurnStep {
public:
    std::string_view id() const override { return "phantom_placement"; }
    Phase phase() const override { return Phase::PlaceFigure; }
    StepStatus enter(const Ruleset& rules, GameState& state, Events*) const override {
        // Listing asks for the acting player's supply: the turn's player acts here.
        state.acting_player = static_cast<int8_t>(state.current_player);
        ActionList offered;
        list_phantom_actions(rules, state, offered);
        if (offered.empty()) return StepStatus::done();
        return StepStatus::await(state.current_player);
    }
    void list(const Ruleset& rules, const GameState& state, ActionList& out) const override {
        list_phantom_actions(rules, state, out);
        out.push_back(pass_action());
    }
    StepStatus apply(const Ruleset& rules, GameState& state, const Action& a, Events* events) const override {
        a.def->apply(rules, state, a, events);
        phantom_state(rules, state).done = 1;
        if (is_pass(a)) return StepStatus::done();
        // The steps that resolve the turn's action resolve the phantom's too (a flight's landing,
        // a tower's capture, a trap); then the turn comes back here and goes on.
        return StepStatus::go_to(rules.turn.index_of(steps::action) + 1);
    }
    Message prompt(const Ruleset&, const GameState& state) const override {
        return Message("{player}: place your phantom too, or pass", {{"player", arg::Player{state.acting_player}}});
    }
};

const PhantomStep kPhantomStep;

// After the turn's action and what resolves it (a landing at -20), before the shepherd (-10) and
// everything that moves figures about before the finding (JCloisterZone: action, traps, phantom,
// then the shepherd and the dragon).
constexpr int kAfterTheActionIsResolved = -15;

class PhantomModule final : public ModuleWithState<PhantomState, PhantomSettings> {
public:
    std::string_view id() const override { return "phantom"; }

    PhantomState initial_state(const Ruleset&) const override { return PhantomState{kNotYet, 0}; }

    void configure(Ruleset& rules) const override {
        rules.turn.insert_before(steps::find_completed, &kPhantomStep, kAfterTheActionIsResolved);
        rules.step_action_watchers.push_back(this);
    }

    // Every part of a turn places a tile and has its own action and phantom step.
    void on_tile_placed(const Ruleset& rules, GameState& state, int, Events*) const override {
        my(rules, state) = PhantomState{kNotYet, 0};
    }

    void after_step_action(const Ruleset& rules, GameState& state, std::string_view step, const Action& a,
                           Events*) const override {
        if (step != steps::action) return;
        PhantomState& s = my(rules, state);
        if (is_pass(a))
            s.turn_action = kPassed;
        else if (a.def->ends_figure_moves())
            s.turn_action = kEndedMoves;
        else if (deploys_elsewhere(rules, state, a))
            s.turn_action = kWentElsewhere;
        else if (!is_deploy(a) && a.def->brings_figure_from_supply())
            s.turn_action = kFlew;
        else
            s.turn_action = kOther;
    }

    // A phantom refused because of the turn's action: after a pass or an action that ends the
    // figures' moves (the step did not come: the game is at the next tile), or a way away from the
    // new tile that the first follower already took.
    std::optional<Message> explain_refusal(const Ruleset& rules, const GameState& state, const Action& a) const override {
        const int phantom = settings(rules).phantom;
        if (phantom < 0 || a.figure != phantom || !a.def->brings_figure_from_supply()) return std::nullopt;
        const PhantomState& s = my(rules, state);
        if (state.phase == Phase::PlaceTile && s.turn_action == kPassed)
            return Message("the phantom comes after the turn's figure: after a pass on the turn's action it does not come");
        if (state.phase == Phase::PlaceTile && s.turn_action == kEndedMoves)
            return Message("the turn's action allowed no other figure to be deployed or moved: no phantom this turn");
        if (current_step(rules, state).id() != kPhantomStep.id()) return std::nullopt;
        if (s.turn_action == kWentElsewhere && deploys_elsewhere(rules, state, a))
            return Message("a way onto another tile serves one figure a turn: the turn's first follower took it");
        if (s.turn_action == kFlew && !is_deploy(a))
            return Message("a way onto another tile serves one figure a turn: the turn's first follower took it");
        return std::nullopt;
    }

    void check_invariants(const Ruleset& rules, const GameState& state, std::vector<std::string>& problems) const override {
        const int phantom = settings(rules).phantom;
        if (phantom < 0) return;
        for (int p = 0; p < rules.player_count(); ++p) {
            int out = 0;
            for (const Figure& f : state.figures) out += f.owner == p && f.kind == phantom;
            if (out + state.players[static_cast<size_t>(p)].supply[static_cast<size_t>(phantom)] !=
                rules.figures[static_cast<size_t>(phantom)].count)
                problems.push_back("a player's phantoms on the table and in the supply do not add up");
        }
    }

    const PhantomState& view(const Ruleset& rules, const GameState& state) const { return my(rules, state); }
    PhantomState& mut(const Ruleset& rules, GameState& state) const { return my(rules, state); }
};

const PhantomModule kPhantomModule;

const PhantomSettings& phantom_settings(const Ruleset& rules) { return kPhantomModule.settings(rules); }
PhantomState& phantom_state(const Ruleset& rules, GameState& state) { return kPhantomModule.mut(rules, state); }
const PhantomState& phantom_state(const Ruleset& rules, const GameState& state) { return kPhantomModule.view(rules, state); }

}  // namespace phantom_rules
}  // namespace

const Module& phantom_module() { return phantom_rules::kPhantomModule; }

}  // namespace carc
