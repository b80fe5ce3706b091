// The small SVG vocabulary the tile painter (tile_svg.cpp) and the expansions' tile marks
// (expansions/<stem>.cpp, board/tile_marks.hpp) write with: a writer, numbers and points in tile
// units, fill and stroke attributes, circles, symbols drawn in their own units, the round badge
// under a tile's symbols and the painter's shared colours. Like the painter, only what SDL2_image's
// rasteriser understands, and free of SDL.
#pragma once

#include <initializer_list>
#include <string>
#include <variant>

#include "board/tile_geometry.hpp"

namespace carc::app::svg {

// Colours a mark shares with the tile's own picture (water, walls of houses, outlines).
inline constexpr const char* kWaterEdge = "#3b74b0";
inline constexpr const char* kWater = "#5b9fdc";
inline constexpr const char* kWaterLight = "#a9d4f4";
inline constexpr const char* kHouseWall = "#f3e6c9";
inline constexpr const char* kOutline = "#5e432c";

class Writer {
public:
    std::string out;

    void raw(const std::string& s) { out += s; }
    void path(const std::string& d, const std::string& attrs) {
        out += "<path d=\"" + d + "\" " + attrs + "/>\n";
    }
};

std::string num(float v);  // one decimal, whatever the C locale (svg_number)
std::string pt(Vec2 p);    // "x y"
std::string stroke(const char* colour, float width, const std::string& extra = "");
std::string fill(const std::string& colour, const std::string& extra = "");
void circle(Writer& s, Vec2 p, float r, const std::string& attrs);

// A path written in the units of a symbol (its radius is 1), placed at `c` with radius `k`:
// "M", -0.5f, 0.2f, "L", ... Letters start commands; numbers come in x, y pairs.
std::string symbol_path(Vec2 c, float k,
                        std::initializer_list<std::variant<const char*, float>> items);

// A round badge with a light rim, the ground of a tile's symbols: saturated so that the symbol
// still shows as a coloured dot on the smallest tiles.
void badge(Writer& s, Vec2 p, float r, const char* colour);

}  // namespace carc::app::svg
