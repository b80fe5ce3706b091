// The Hills of Hills & Sheep, as their presentation (src/app/expansions/hills_sheep.cpp) and codec
// (hills_jcz.cpp) ask about them: which placed tiles carry a hill, and whether a tile lies face
// down under one. Which tile lies there is nobody's to know (the module's redact masks it), so
// nothing here tells it.
#pragma once

#include "carc/ruleset.hpp"
#include "carc/state.hpp"

namespace carc {

// Whether the placed tile at board index `tile` shows a hill.
bool has_hill(const Ruleset& rules, const GameState& state, int tile);
// Whether a tile of the pile lies face down under the hill of the placed tile at board index
// `tile` (the pile was empty when that hill was placed: none).
bool tile_under_hill(const Ruleset& rules, const GameState& state, int tile);

}  // namespace carc
