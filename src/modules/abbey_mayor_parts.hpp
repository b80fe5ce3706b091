// What Abbey & Mayor's module (abbey_mayor.cpp) tells its own other files (abbey_mayor_jcz.cpp):
// whether a player's abbey fits somewhere now, and the scored wagons still waiting for a move,
// which the JCZ codec reads to write JCZ's questions as JCZ asks them.
#pragma once

#include "carc/ruleset.hpp"
#include "carc/state.hpp"

namespace carc {

// Whether `player` holds an abbey and some hole of the board takes it (other expansions' placement
// rules holding for the abbey too).
bool holds_an_abbey_that_fits(const Ruleset& rules, const GameState& state, int player);
// How many of `player`'s wagons the scoring sent home this turn and may still move.
int scored_wagons_waiting(const Ruleset& rules, const GameState& state, int player);

}  // namespace carc
