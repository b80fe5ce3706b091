// What the City of Carcassonne's module (count.cpp) tells its own other files (count_jcz.cpp):
// the placement step's state, which the JCZ codec reads to know whether JCZ asks there.
#pragma once

#include "carc/action.hpp"
#include "carc/ruleset.hpp"
#include "carc/state.hpp"

namespace carc {

// Whether the City's placement step waits for the Count's move (the turn's meeple is placed).
bool count_move_is_next(const Ruleset& rules, const GameState& state);
// The moves of `player`'s meeples from their supply into the City's quarters open now.
void city_placements(const Ruleset& rules, const GameState& state, int player, ActionList& out);

}  // namespace carc
