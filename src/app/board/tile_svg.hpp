// SVG text for one tile picture, written from its geometry (see tile_geometry.hpp). The output
// uses only what SDL2_image's SVG rasteriser understands: paths, rects, circles, ellipses, inline
// fill/stroke attributes and gradients; no <text>, no CSS. Kept free of SDL so the writer can be
// checked without a display.
#pragma once

#include <string>

#include "board/tile_geometry.hpp"

namespace carc::app {

// The tile as drawn on the board, in the geometry's orientation (already rotated).
std::string tile_svg(const TileGeometry& g);

// Formats a number for SVG with one decimal, independent of the C locale.
std::string svg_number(float v);

}  // namespace carc::app
