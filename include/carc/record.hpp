// A game record: the setup and the actions in a form that does not depend on engine internals
// (tile ids, board positions, feature kinds and board-oriented locations), so that saves,
// imported games and scenario files stay readable and valid across engine versions. Replaying a
// record rebuilds every snapshot of the game; an action that does not fit is reported with its
// index and the reason. Beside the actions, the outcomes of chance they drew (dice, bags), which a
// replay then gets exactly.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <variant>
#include <vector>

#include "carc/engine.hpp"

namespace carc {

// An outcome of chance as a record states it (carc/chance.hpp): beside the actions, with the
// number of the action that drew it (1-based; 0: the start of the game), in the order drawn.
struct ChanceRecord {
    int action = 0;
    std::string source;  // ChanceSource::id
    std::variant<long long, std::string> outcome;  // a die's face, a bag's token id
};

struct GameRecord {
    Setup setup;
    std::vector<ActionRecord> actions;
    // The outcomes of chance, in the order drawn (action numbers never decrease). May state only
    // some actions' outcomes, or none (a seeded game draws the others from its generator).
    std::vector<ChanceRecord> chance;
};

// The record cut after its first `actions` actions (a branch, an export up to a turn, a game played
// on from the middle), with the outcomes of chance those drew.
void keep_first_actions(GameRecord& record, size_t actions);

// The record of an action about to be applied to `state`.
ActionRecord record_action(const Ruleset& rules, const GameState& state, const Action& action);
// The action a record names in `state`, or why it names none.
Result<Action> resolve_action(const Ruleset& rules, const GameState& state, const ActionRecord& rec);
// The outcomes of chance that action number `action` (0: the start) drew, as records: appended to
// `out` from `after`, the state it led to.
void record_chance(const Ruleset& rules, const GameState& after, int action, std::vector<ChanceRecord>& out);
// The outcomes records state, or why one cannot be in this game (an unknown source, a face the die
// lacks, a token its bag never holds).
Result<std::vector<ChanceOutcome>> resolve_chance(const Ruleset& rules, std::span<const ChanceRecord> records);

struct Replay {
    Ruleset rules;
    std::vector<Snapshot> states;  // states[i]: after i actions (states[0] is the start)
    std::vector<Events> events;    // events[0]: setup and first draw; events[i]: of action i
};

// Replays the first `upto` actions (all when negative), each with the outcomes of chance the record
// states for it. Errors name the action (1-based) and why.
// `modules` as for load_ruleset.
Result<Replay> replay_game(const Catalog& catalog, const GameRecord& game, int upto = -1,
                           ModuleLookup modules = nullptr);

}  // namespace carc
