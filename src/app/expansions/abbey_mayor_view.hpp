// Abbey & Mayor on the table: the abbey icon of the supply row, the corners where a barn may go
// (a small wedge on each corner point, the place's marker beside it on the field), and the
// wagon's move after scoring (the tile it stood on outlined while its owner chooses where it goes
// next). The rules and the queries are the engine's (carc/abbey_mayor.hpp); this file only draws
// them.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "board/board_view.hpp"
#include "board/choice_layer.hpp"
#include "carc/engine.hpp"

namespace carc::app {

class App;

// An abbey tile (a green square with a red-roofed abbey) inside `box`: the supply row.
void draw_abbey_icon(SDL_Renderer* r, const SDL_Rect& box);
// The corner points of the places on corners (the barn's), each a wedge in the tile's corner;
// the place `lit` in the chooser's colour `hot`.
void draw_corner_places(App& app, BoardView& view, const std::vector<ChoicePlace>& places, int lit,
                        Color hot);
// During the wagon's step, the tile its owner's wagon stood on when it was scored.
void draw_wagon_origin(App& app, BoardView& view, const Ruleset& rules, const GameState& s);
// The abbey's tile type when `a` places the abbey (instead of the drawn tile), else none.
std::optional<TileTypeId> abbey_placed_by(const Ruleset& rules, const Action& a);
// Whether `a` builds a barn: it stands on the north-west corner of the square a.pos.
bool builds_barn(const Action& a);
// What a figure kind of the supply is for, when its definition does not say it by the features
// it goes on (the barn: "on a corner where four fields meet"); empty otherwise.
std::string supply_note(const Ruleset& rules, int figure);

}  // namespace carc::app
