// A game record: the setup and the actions in a form that does not depend on engine internals
// (tile ids, board positions, feature kinds and board-oriented locations), so that saves,
// imported games and scenario files stay readable and valid across engine versions. Replaying a
// record rebuilds every snapshot of the game; an action that does not fit is reported with its
// index and the reason.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "carc/engine.hpp"

namespace carc {

struct GameRecord {
    Setup setup;
    std::vector<ActionRecord> actions;
};

// The record of an action about to be applied to `state`.
ActionRecord record_action(const Ruleset& rules, const GameState& state, const Action& action);
// The action a record names in `state`, or why it names none.
Result<Action> resolve_action(const Ruleset& rules, const GameState& state, const ActionRecord& rec);

struct Replay {
    Ruleset rules;
    std::vector<Snapshot> states;  // states[i]: after i actions (states[0] is the start)
    std::vector<Events> events;    // events[0]: setup and first draw; events[i]: of action i
};

// Replays the first `upto` actions (all when negative). Errors name the action (1-based) and why.
// `modules` as for load_ruleset.
Result<Replay> replay_game(const Catalog& catalog, const GameRecord& game, int upto = -1,
                           ModuleLookup modules = nullptr);

}  // namespace carc
