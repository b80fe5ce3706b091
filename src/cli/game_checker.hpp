// The invariants a correct engine keeps, checked after every action of a game that carc-cli plays
// (selfplay's random games, the arena's bot games): tiles and figures conserved, followers
// counted, nothing left on a completed feature, points only ever transferred (never lost), the
// feature graph equal to one rebuilt from scratch, each module's own invariants;
// and the game is re-applied action by action from its textual record (with the outcomes of
// chance each action drew, stated) through the checked API, which must accept every action and
// reach the same state digest.
#pragma once

#include <string>
#include <vector>

#include "carc/engine.hpp"
#include "carc/record.hpp"

namespace carc::cli {

class GameChecker {
public:
    // `start` is the game's first state (initial_state of the same ruleset).
    GameChecker(const Ruleset& rules, const GameState& start);

    // Applies `action`, one of legal_actions(rules, state), to `state` through the fast path and to
    // the checker's own copy through its record and apply(); then checks everything. False as
    // soon as a problem was found (the game should stop there).
    bool play(GameState& state, const Action& action);
    // Notes a problem found by the caller after `actions()` actions.
    void fail(const std::string& what) { fail(actions_, what); }

    const std::vector<std::string>& problems() const { return problems_; }
    const std::vector<ActionRecord>& records() const { return records_; }
    const std::vector<ChanceRecord>& chance() const { return chance_; }  // drawn by the actions played
    int actions() const { return actions_; }

private:
    void fail(int action, const std::string& what);
    void check(const GameState& s, int action);
    int tiles_in_game(const GameState& s) const;

    const Ruleset& rules_;
    Snapshot shadow_;
    std::vector<char> in_tile_sets_;  // by tile type: does a tile set of the game hold it?
    int total_tiles_ = 0;
    int actions_ = 0;
    std::vector<int> last_scores_;
    std::vector<std::string> problems_;
    std::vector<ActionRecord> records_;
    std::vector<ChanceRecord> chance_;
};

}  // namespace carc::cli
