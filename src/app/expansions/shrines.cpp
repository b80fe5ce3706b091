// The Shrines on the table (its view, registered in registry.cpp): the shrine's mark on its tiles
// (board/tile_marks.hpp), a small white chapel with a violet roof and a golden bell, so that it is
// told apart at a glance from a monastery (larger, red roofs) and from the Tower's foundation (a
// grey disc), and named on the board's tooltip.
#include <string>

#include "board/svg_paint.hpp"
#include "expansions/expansion_view.hpp"
#include "shell/i18n.hpp"

namespace carc::app {

namespace {

namespace paint {

using svg::circle;
using svg::fill;
using svg::num;
using svg::pt;
using Svg = svg::Writer;

constexpr const char* kShrineRoof = "#6a4a8c";
constexpr const char* kShrineLine = "stroke=\"#3e2a52\" stroke-width=\"0.7\" stroke-linejoin=\"round\"";

// The shrine: a chapel on the middle of its tile with a bell in a small gable above the door.
void shrine(Svg& s, Vec2 p, float) {
    s.raw("<ellipse cx=\"" + num(p.x) + "\" cy=\"" + num(p.y + 6) +
          "\" rx=\"8\" ry=\"2.6\" fill=\"#2a1d12\" fill-opacity=\"0.25\"/>\n");
    // The nave and its roof.
    s.raw("<rect x=\"" + num(p.x - 4.8f) + "\" y=\"" + num(p.y - 1) +
          "\" width=\"9.6\" height=\"7\" " + fill("#f4ecda", kShrineLine) + "/>\n");
    s.path("M" + pt(p + Vec2{-6.2f, -0.5f}) + " L" + pt(p + Vec2{0, -6}) + " L" +
               pt(p + Vec2{6.2f, -0.5f}) + " Z",
           fill(kShrineRoof, kShrineLine));
    // The bell gable on the ridge, open, with the bell hanging in it.
    s.raw("<rect x=\"" + num(p.x - 2.2f) + "\" y=\"" + num(p.y - 10.5f) +
          "\" width=\"4.4\" height=\"5.2\" " + fill("#f4ecda", kShrineLine) + "/>\n");
    s.path("M" + pt(p + Vec2{-3, -10.2f}) + " L" + pt(p + Vec2{0, -13.2f}) + " L" +
               pt(p + Vec2{3, -10.2f}) + " Z",
           fill(kShrineRoof, kShrineLine));
    s.path("M" + pt(p + Vec2{-1.4f, -6}) + " Q" + pt(p + Vec2{-1.4f, -9.4f}) + " " +
               pt(p + Vec2{0, -9.4f}) + " Q" + pt(p + Vec2{1.4f, -9.4f}) + " " +
               pt(p + Vec2{1.4f, -6}) + " Z",
           fill("#f0b92c", "stroke=\"#7a4e08\" stroke-width=\"0.4\""));
    circle(s, p + Vec2{0, -5.8f}, 0.6f, fill("#7a4e08"));
    // The arched door.
    s.path("M" + pt(p + Vec2{-1.4f, 6}) + " L" + pt(p + Vec2{-1.4f, 3.2f}) + " Q" +
               pt(p + Vec2{0, 1.6f}) + " " + pt(p + Vec2{1.4f, 3.2f}) + " L" +
               pt(p + Vec2{1.4f, 6}) + " Z",
           fill("#4e3722"));
}

}  // namespace paint

constexpr TileMark kShrinesMarks[] = {
    {.id = "shrine",
     .placement = MarkPlacement::DeclaredPlace,
     .source = "shrine",
     .draw = &paint::shrine,
     .tip = [] { return std::string(_("Shrine: scores like a monastery; a shrine beside a monastery challenges it, and the first of the two completed scores while the other scores nothing")); },
     .words = nullptr},
};

class ShrinesView : public ExpansionView {
public:
    std::string_view module_id() const override { return "shrines"; }
    std::span<const TileMark> tile_marks() const override { return kShrinesMarks; }
};

}  // namespace

const ExpansionView& shrines_view() {
    static const ShrinesView view;
    return view;
}

}  // namespace carc::app
