// What the bazaars' view (bazaars.cpp) tells the tests: where the tiles of the auction's row stand
// on screen, in the row's order (none when no auction is under way).
#pragma once

#include <SDL2/SDL.h>

#include <vector>

#include "expansions/expansion_view.hpp"

namespace carc::app {

std::vector<SDL_Rect> bazaar_row_rects(const TableContext& table);

}  // namespace carc::app
