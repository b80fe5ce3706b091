// The Labyrinth on the table (its view, registered in registry.cpp): the labyrinth lies in the
// middle of its tile where the four roads meet (board/tile_marks.hpp's landmark), a square maze of
// dark green hedges on a sandy floor with a gap on each side for the road, so that the tile is
// told from a crossing at a glance. The board's tooltip says what it does: it joins the roads, and
// in the advanced rules the free stretches and the bonus of 2 points a figure.
#include <string>

#include "board/svg_paint.hpp"
#include "expansions/expansion_view.hpp"
#include "shell/i18n.hpp"

namespace carc::app {

namespace {

namespace paint {

using svg::fill;
using svg::num;
using svg::symbol_path;
using Svg = svg::Writer;

constexpr const char* kHedge = "#2f5d2a";
constexpr const char* kHedgeLight = "#4f8a3f";
constexpr const char* kFloor = "#e4d3a8";
constexpr const char* kHedgeLine = "stroke=\"#1d3b1a\" stroke-width=\"0.35\" stroke-linejoin=\"round\"";

// One ring of hedge, half-width `h` (a fraction of r), `w` thick, with a gap of `gap` in the
// middle of each side for the paths that cross the maze.
void hedge_ring(Svg& s, Vec2 p, float r, float h, float w, float gap, const char* colour) {
    const float in = h - w;
    // Each corner is an L of hedge between two gaps.
    for (int corner = 0; corner < 4; ++corner) {
        const float sx = (corner == 0 || corner == 3) ? -1.0f : 1.0f;
        const float sy = corner < 2 ? -1.0f : 1.0f;
        s.path(symbol_path(p, r, {"M", sx * gap, sy * h, "L", sx * h, sy * h, "L", sx * h, sy * gap, "L", sx * in,
                                  sy * gap, "L", sx * in, sy * in, "L", sx * gap, sy * in, "Z"}),
               fill(colour, kHedgeLine));
    }
}

void labyrinth(Svg& s, Vec2 p, float r) {
    s.path(symbol_path(p, r, {"M", -1.0f, -1.0f, "L", 1.0f, -1.0f, "L", 1.0f, 1.0f, "L", -1.0f, 1.0f, "Z"}),
           fill(kFloor, "stroke=\"#8a7446\" stroke-width=\"0.4\""));
    hedge_ring(s, p, r, 1.0f, 0.22f, 0.2f, kHedge);
    hedge_ring(s, p, r, 0.62f, 0.2f, 0.2f, kHedgeLight);
    // The heart of the maze: a small round clearing with a stone.
    s.raw("<circle cx=\"" + num(p.x) + "\" cy=\"" + num(p.y) + "\" r=\"" + num(0.2f * r) + "\" fill=\"#9c968a\" " +
          kHedgeLine + "/>\n");
}

}  // namespace paint

constexpr TileMark kLabyrinthMarks[] = {
    {.id = "labyrinth",
     .placement = MarkPlacement::Landmark,
     .source = "labyrinth",
     .draw = &paint::labyrinth,
     .tip = [] {
         return std::string(_("Labyrinth: it joins the four roads into one road. Advanced rules: a follower may go on "
                              "a free stretch of the road up to the labyrinth, and the completed road scores 2 points "
                              "more per figure on it"));
     },
     .words = [](int) { return std::string(C_("tile part", "a labyrinth")); }},
};

class LabyrinthView : public ExpansionView {
public:
    std::string_view module_id() const override { return "labyrinth"; }
    std::span<const TileMark> tile_marks() const override { return kLabyrinthMarks; }
};

}  // namespace

const ExpansionView& labyrinth_view() {
    static const LabyrinthView view;
    return view;
}

}  // namespace carc::app
