// Abbey & Mayor on the table (its view, registered in registry.cpp, is in abbey_mayor.cpp): the
// wagon's move after scoring (the tile it stood on outlined while its owner chooses where it goes
// next) and the barn's note in the supply. The corners where a barn may go are places on a
// tile's corner, drawn by the board (board/corner_places.hpp). The rules and the queries are the
// engine's (carc/abbey_mayor.hpp); these files only draw them. Declared here: what the
// scoreboard and the computer's turn still draw of Abbey & Mayor themselves.
#pragma once

#include <SDL2/SDL.h>

#include <optional>

#include "carc/engine.hpp"

namespace carc::app {

// An abbey tile (a green square with a red-roofed abbey) inside `box`: the supply row.
void draw_abbey_icon(SDL_Renderer* r, const SDL_Rect& box);
// The abbey's tile type when `a` places the abbey (instead of the drawn tile), else none.
std::optional<TileTypeId> abbey_placed_by(const Ruleset& rules, const Action& a);
// Whether `a` builds a barn: it stands on the north-west corner of the square a.pos.
bool builds_barn(const Action& a);

}  // namespace carc::app
