// Where things are on a tile, derived only from the tile's features in data/: city areas with
// their walls, roads and rivers as curves between edge midpoints (or to a crossing, a monastery,
// a city gate, a landmark), monasteries, gardens, villages, pennant shields and the marks the
// expansions declare for their tags, attributes and kinds (tile_marks.hpp), plus a label map that
// says which local feature covers each point. The renderer turns this into SVG; the board uses the
// label map for clicks and highlights and the anchors for where figures stand. Coordinates are
// tile units 0..100 with x growing east and y growing south, like the engine's grid. No SDL here,
// so the geometry is unit-tested on every tile of the catalogue.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "board/tile_marks.hpp"
#include "carc/ruleset.hpp"

namespace carc::app {

struct Vec2 {
    float x = 0;
    float y = 0;
};

inline Vec2 operator+(Vec2 a, Vec2 b) { return {a.x + b.x, a.y + b.y}; }
inline Vec2 operator-(Vec2 a, Vec2 b) { return {a.x - b.x, a.y - b.y}; }
inline Vec2 operator*(Vec2 a, float k) { return {a.x * k, a.y * k}; }
float distance(Vec2 a, Vec2 b);

// Clockwise quarter turns about the tile centre: N goes to E.
Vec2 rotate_point(Vec2 p, int quarter_turns);

// A chain of cubic Bézier segments.
struct Path {
    struct Segment {
        Vec2 c1, c2, end;
    };
    Vec2 start;
    std::vector<Segment> segments;
    bool closed = false;

    void line_to(Vec2 p);
    void curve_to(Vec2 c1, Vec2 c2, Vec2 p);
    Vec2 end() const { return segments.empty() ? start : segments.back().end; }
    Vec2 point_at(float t) const;  // t in 0..1, spread evenly over the segments
    std::vector<Vec2> sample(int per_segment) const;
    Path rotated(int quarter_turns) const;
};

struct House {
    Vec2 pos;
    float size = 8;
    int style = 0;  // picks roof colour and shape
};

struct CityArea {
    int local = 0;
    Path outline;             // closed
    std::vector<Path> walls;  // the parts of the outline inside the tile
    std::vector<House> houses;
    std::vector<Vec2> shields;
};

struct Strip {  // a road or a river
    int local = 0;
    Path path;
};

enum class OrnamentKind : uint8_t {
    Monastery,
    Garden,
    Village,
    House,
    Foundation,  // a declared kind's round place (drawn by its mark when it has one)
    Mark,        // an expansion's mark (Ornament::mark)
    Mound,       // the grassy mound in the middle that roads with inner ends run under
};

struct Ornament {
    OrnamentKind kind = OrnamentKind::House;
    Vec2 pos;
    int local = -1;  // the feature it belongs to, if any
    float size = 0;  // radius of a landmark
    const TileMark* mark = nullptr;  // Mark, and a Foundation whose kind has a mark
    float turn = 0;  // degrees clockwise: an InnerEnd mark faces the road that ends at it
};

// Which local feature covers each of kSize × kSize cells; -1 where none (a village house).
struct LabelMap {
    static constexpr int kSize = 100;
    std::vector<int8_t> cells = std::vector<int8_t>(kSize * kSize, -1);
    int8_t at_cell(int cx, int cy) const {
        if (cx < 0 || cy < 0 || cx >= kSize || cy >= kSize) return -1;
        return cells[static_cast<size_t>(cy * kSize + cx)];
    }
    int8_t at(Vec2 p) const { return at_cell(static_cast<int>(p.x), static_cast<int>(p.y)); }
    int8_t& cell(int cx, int cy) { return cells[static_cast<size_t>(cy * kSize + cx)]; }
};

struct TileGeometry {
    std::vector<FeatureKind> kinds;  // per local feature
    std::vector<CityArea> cities;
    std::vector<Strip> roads;
    std::vector<Strip> rivers;
    std::vector<Ornament> ornaments;
    std::vector<Vec2> tufts;    // grass decoration
    std::vector<Vec2> hedges;   // bushes along borders between fields that nothing else separates
    std::vector<Vec2> anchors;  // per local feature: where a figure stands
    LabelMap labels;
    uint32_t seed = 0;  // from the tile id: decoration differs between tile types, never by game
};

// Widths of the drawn strips, shared with the SVG writer so labels match the picture.
constexpr float kRoadWidth = 11.0f;
constexpr float kRiverWidth = 17.0f;

// A tile in words, as a player would name it: "a river tile with a road", "a tile with a city
// with a pennant, two roads and a monastery". From the features only, like the picture.
std::string describe_tile(const TileType& type, const TileMarks& marks);

// The geometry of a tile type in rotation 0.
TileGeometry build_tile_geometry(const TileType& type, const TileMarks& marks);

// The mark with a tooltip under point `p` of the geometry (tile units), nearest first, or null.
const Ornament* mark_at(const TileGeometry& g, Vec2 p);
// The same tile turned clockwise; shields, houses and buildings stay upright.
TileGeometry rotated(const TileGeometry& g, int quarter_turns);

}  // namespace carc::app
