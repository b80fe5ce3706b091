// The Tower on the table (its view, registered in registry.cpp, is in tower.cpp): each tower drawn
// on its tile as a stack of stone pieces with its height in a badge (the follower on a finished
// tower stands on top, drawn with the other figures), the capture step's reach (the tower's tile
// and the squares up to its height away in the four straight lines) outlined faintly, and the
// Tower's refusals of a click. The rules and the queries are the engine's (carc/tower.hpp); these
// files only draw them, for the game screen and the review alike. Declared here: what the
// scoreboard and the corner card still draw of the Tower themselves.
#pragma once

#include <SDL2/SDL.h>

#include "carc/engine.hpp"

namespace carc::app {

// The icon of a tower piece (three stacked stones) inside `box`: the supply row and the choice
// of a piece.
void draw_tower_piece_icon(SDL_Renderer* r, const SDL_Rect& box);
// Whether an action puts a tower piece on a tower.
bool is_tower_piece(const Action& a);

}  // namespace carc::app
