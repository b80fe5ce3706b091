// What the Wind Roses' module (wind_roses.cpp) tells its own other files (wind_roses_jcz.cpp):
// which quadrant of the board a tile's small rose points to, and which big rose sets the quadrants
// now, so that the codec can refuse a game JCloisterZone cannot replay (a small rose placed before
// any big rose is on the board, which JCZ's own games never have: its start tile is a big rose).
#pragma once

#include <optional>

#include "carc/ruleset.hpp"
#include "carc/state.hpp"

namespace carc {

// The quadrants a small rose may point to, clockwise from the north-west.
enum class RoseQuadrant : uint8_t { NorthWest, NorthEast, SouthEast, SouthWest };

// The quadrant the small rose of `type` shows on its tile, or nothing (no rose, or a big one).
std::optional<RoseQuadrant> small_rose_of(const Ruleset& rules, TileTypeId type);
// The board index of the big rose placed last before the tile at board index `before` (tiles are
// kept in the order they were placed), or -1 when none is on the board.
int big_rose_in_force(const Ruleset& rules, const GameState& state, int before);

}  // namespace carc
