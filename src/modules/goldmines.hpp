// Goldmines, as its presentation (src/app/expansions/goldmines.cpp) asks about it: the gold
// ingots lying on the board, tile by tile. The ingots a player holds are the engine's per-player
// token "gold" and need no query.
#pragma once

#include <utility>
#include <vector>

#include "carc/ruleset.hpp"
#include "carc/state.hpp"

namespace carc {

// Every placed tile with gold ingots on it and how many (none without the expansion).
std::vector<std::pair<Pos, int>> gold_on_board(const Ruleset& rules, const GameState& state);

}  // namespace carc
