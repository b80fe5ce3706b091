// The River and River II on the table (their view, registered in registry.cpp): where the river
// starts and ends. The painter draws the water of every river tile; this file says what lies in
// the middle of a tile where the river does not run on (board/tile_marks.hpp, RiverEnd): the
// spring, a pool with its bank from which the water comes, and the lake, a wide shaded sheet of
// water. Both are part of the river feature (a figure on the river may stand on them). The review
// names these tiles and the fork by what they are ("the river's spring with 1 road").
#include <string>

#include "board/svg_paint.hpp"
#include "expansions/expansion_view.hpp"
#include "shell/i18n.hpp"

namespace carc::app {

namespace {

namespace paint {

using svg::fill;
using svg::kWater;
using svg::kWaterEdge;
using svg::kWaterLight;
using Svg = svg::Writer;

const std::string kBank = "stroke=\"" + std::string(kWaterEdge) + "\" stroke-width=\"2\"";

// The spring's pool, under the river's water so that the river flows out of it.
void spring_pool(Svg& s, Vec2 p, float) { svg::circle(s, p, 10, fill(kWater, kBank)); }

// The bubbling source in the middle of the pool.
void spring_source(Svg& s, Vec2 p, float) { svg::circle(s, p, 4, fill(kWaterLight)); }

// The lake: lighter in the middle, deeper towards its bank.
void lake(Svg& s, Vec2 p, float) {
    s.raw("<defs><radialGradient id=\"lake\" cx=\"" + svg::num(p.x) + "\" cy=\"" + svg::num(p.y) +
          "\" r=\"24\" gradientUnits=\"userSpaceOnUse\"><stop offset=\"0\" stop-color=\"" + kWaterLight +
          "\"/><stop offset=\"1\" stop-color=\"" + kWater + "\"/></radialGradient></defs>\n");
    s.raw("<ellipse cx=\"" + svg::num(p.x) + "\" cy=\"" + svg::num(p.y) + "\" rx=\"24\" ry=\"19\" " +
          fill("url(#lake)", kBank) + "/>\n");
}

}  // namespace paint

constexpr TileMark kRiverMarks[] = {
    {.id = "lake",
     .placement = MarkPlacement::RiverEnd,
     .source = "lake",
     .room = 24,
     .half_width = 24,
     .half_height = 19,
     .draw = &paint::lake,
     .tile_name = [] { return std::string(_("a river lake")); }},
    {.id = "spring",
     .placement = MarkPlacement::RiverEnd,
     .source = "spring",
     .room = 11,
     .half_width = 10,
     .half_height = 10,
     .draw = &paint::spring_source,
     .draw_under = &paint::spring_pool,
     .tile_name = [] { return std::string(_("the river's spring")); }},
    {.id = "fork",
     .placement = MarkPlacement::TileName,
     .source = "fork",
     .tile_name = [] { return std::string(_("the river's fork")); }},
};

class RiverView : public ExpansionView {
public:
    std::string_view module_id() const override { return "river"; }
    std::span<const TileMark> tile_marks() const override { return kRiverMarks; }
};

}  // namespace

const ExpansionView& river_view() {
    static const RiverView view;
    return view;
}

}  // namespace carc::app
