// The places of a choice on a tile's corner (ChoicePlace::corner: where four tiles meet, the
// barn's), each drawn as a small wedge in the tile's corner, its point on the corner; the place's
// numbered marker stands beside it on the field (the scenes draw the markers).
#pragma once

#include <vector>

#include "board/choice_layer.hpp"
#include "shell/gfx.hpp"

namespace carc::app {

class App;
class BoardView;

// The wedges of the places on corners among `places`; the place `lit` in the chooser's colour
// `hot`.
void draw_corner_places(App& app, BoardView& view, const std::vector<ChoicePlace>& places, int lit,
                        Color hot);

}  // namespace carc::app
