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
// Whether the current player is offered their abbey instead of drawing: they hold one that fits,
// and no module hands this part of the turn its tile (a tile bought at a bazaar).
bool abbey_offered(const Ruleset& rules, const GameState& state);
// How many of `player`'s wagons the scoring sent home this turn and may still move.
int scored_wagons_waiting(const Ruleset& rules, const GameState& state, int player);

}  // namespace carc
