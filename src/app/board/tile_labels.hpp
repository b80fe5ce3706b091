// A tile's label map (tile_geometry.hpp's LabelMap: which local feature covers each cell of the
// tile's grid) as build_tile_geometry paints it, in tile_labels.cpp: the shapes drawn for roads,
// rivers, cities and buildings, the fields over what stays uncovered, and the queries that place
// figures and buildings on it. Only tile_geometry.cpp and tile_labels.cpp include it.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "board/tile_geometry.hpp"

namespace carc::app {

constexpr int N = LabelMap::kSize;
constexpr int8_t kUnset = -2;

// One step from side s into the tile.
inline Vec2 inward(int s) {
    static constexpr std::array<Vec2, 4> dirs{{{0, 1}, {-1, 0}, {0, -1}, {1, 0}}};
    return dirs[static_cast<size_t>(s & 3)];
}

// The distance from p to a polyline, and a cell's centre in tile units.
float path_distance(const std::vector<Vec2>& pts, Vec2 p);
Vec2 cell_centre(int cx, int cy);

// Shapes painted with a label value.
void paint_strip(LabelMap& m, const Path& path, float half_width, int8_t value);
void paint_polygon(LabelMap& m, const Path& outline, int8_t value);
void paint_box(LabelMap& m, Vec2 centre, float half, int8_t value, bool round);
void paint_ellipse(LabelMap& m, Vec2 c, float rx, float ry, int8_t value);

// Regions of cells and where in them a figure or a building goes.
std::vector<float> inner_distance(const std::vector<bool>& inside);
Vec2 pole(const std::vector<bool>& inside, Vec2 prefer, float* depth = nullptr);
// The cells whose label passes `pred`.
std::vector<bool> cells_where(const LabelMap& m, auto pred) {
    std::vector<bool> out(static_cast<size_t>(N * N));
    for (int i = 0; i < N * N; ++i)
        out[static_cast<size_t>(i)] = pred(m.cells[static_cast<size_t>(i)]);
    return out;
}
bool dry_path(const LabelMap& m, const std::vector<FeatureKind>& kinds, Vec2 from, Vec2 to);

// The fields, once everything else is painted, and the hedges between them.
void assign_fields(LabelMap& m, const TileType& type);
void assign_inner_fields(LabelMap& m, const TileType& type);
void clear_bare_halves(LabelMap& m, const TileType& type);
std::vector<Vec2> field_borders(const LabelMap& m, const std::vector<FeatureKind>& kinds);

}  // namespace carc::app
