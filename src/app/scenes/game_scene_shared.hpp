// What the files of the game scene (game_scene.cpp, game_board.cpp, game_input.cpp,
// game_prompt.cpp, game_side.cpp) share: how long a scoring flash and the turn banner show and
// how they fade in and out, and whether the player chooses on the board now. Only those files
// include it.
#pragma once

#include <algorithm>
#include <cstdint>

#include "carc/state.hpp"

namespace carc::app {

inline constexpr uint64_t kFxDuration = 1700;
inline constexpr uint64_t kBannerDuration = 2400;

// Whether the player chooses on the board through the choice layer now: the turn's action (a
// figure, or what a module offers instead) or a module's step (the dragon's flight).
inline bool choosing(const GameState& s) {
    return s.phase == Phase::PlaceFigure || s.phase == Phase::ModuleStep;
}

inline float fade(uint64_t age, uint64_t duration, uint64_t edge) {
    if (age >= duration) return 0;
    const float in = std::min(1.0f, static_cast<float>(age) / static_cast<float>(edge));
    const float out = std::min(1.0f, static_cast<float>(duration - age) / static_cast<float>(edge));
    return std::min(in, out);
}

}  // namespace carc::app
