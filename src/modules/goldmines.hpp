// Goldmines, as its presentation (src/app/expansions/goldmines.cpp) asks about it: the gold
// ingots lying on the board, tile by tile, and those each player holds.
#pragma once

#include <utility>
#include <vector>

#include "carc/ruleset.hpp"
#include "carc/state.hpp"

namespace carc {

// Every placed tile with gold ingots on it and how many (none without the expansion).
std::vector<std::pair<Pos, int>> gold_on_board(const Ruleset& rules, const GameState& state);
// The ingots `player` holds; -1 without the expansion.
int gold_held(const Ruleset& rules, const GameState& state, int player);

}  // namespace carc
