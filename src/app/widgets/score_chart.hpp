// The score-over-time chart of the end screen: one line per player over the turns, with the
// final count as the last point, axes with round ticks, and each line ending in the player's
// chip so colour is never the only cue.
#pragma once

#include <SDL2/SDL.h>

#include <string>
#include <vector>

#include "shell/gfx.hpp"

namespace carc::app {

class App;

struct ChartSeries {
    Color color;
    Color ink;
    char letter = '?';
    std::vector<int> values;  // one per point
};

// Points are labelled by turn: point i is after turn i; the last one is the final count when
// `final_point` is set. `marker` (>= 0) draws a vertical line at that point. Returns where the
// players' chips went, in the order of `series`.
std::vector<SDL_Rect> draw_score_chart(App& app, const SDL_Rect& area,
                                       const std::vector<ChartSeries>& series, bool final_point,
                                       int marker = -1);

// A tick step of 1, 2 or 5 times a power of ten giving about `wanted` ticks up to `max`.
int nice_step(int max, int wanted);

}  // namespace carc::app
