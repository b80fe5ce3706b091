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
constexpr const char* kShrineLine =
    "stroke=\"#3e2a52\" stroke-width=\"0.7\" stroke-linejoin=\"round\"";

// The shrine: a chapel on the middle of its tile with a bell in a small gable above the door,
// drawn in units of `k` so that it stands about as tall as a follower.
void shrine(Svg& s, Vec2 p, float) {
    constexpr float k = 1.4f;
    auto at = [&](float x, float y) { return pt(p + Vec2{x * k, y * k}); };
    s.raw("<ellipse cx=\"" + num(p.x) + "\" cy=\"" + num(p.y + 6 * k) + "\" rx=\"" + num(8 * k) +
          "\" ry=\"" + num(2.6f * k) + "\" fill=\"#2a1d12\" fill-opacity=\"0.25\"/>\n");
    // The nave and its roof.
    s.path("M" + at(-4.8f, -1) + " L" + at(4.8f, -1) + " L" + at(4.8f, 6) + " L" + at(-4.8f, 6) +
               " Z",
           fill("#f4ecda", kShrineLine));
    s.path("M" + at(-6.2f, -0.5f) + " L" + at(0, -6) + " L" + at(6.2f, -0.5f) + " Z",
           fill(kShrineRoof, kShrineLine));
    // The bell gable on the ridge, open, with the bell hanging in it.
    s.path("M" + at(-2.2f, -10.5f) + " L" + at(2.2f, -10.5f) + " L" + at(2.2f, -5.3f) + " L" +
               at(-2.2f, -5.3f) + " Z",
           fill("#f4ecda", kShrineLine));
    s.path("M" + at(-3, -10.2f) + " L" + at(0, -13.2f) + " L" + at(3, -10.2f) + " Z",
           fill(kShrineRoof, kShrineLine));
    s.path("M" + at(-1.4f, -6) + " Q" + at(-1.4f, -9.4f) + " " + at(0, -9.4f) + " Q" +
               at(1.4f, -9.4f) + " " + at(1.4f, -6) + " Z",
           fill("#f0b92c", "stroke=\"#7a4e08\" stroke-width=\"0.4\""));
    circle(s, p + Vec2{0, -5.8f * k}, 0.6f * k, fill("#7a4e08"));
    // The arched door.
    s.path("M" + at(-1.4f, 6) + " L" + at(-1.4f, 3.2f) + " Q" + at(0, 1.6f) + " " + at(1.4f, 3.2f) +
               " L" + at(1.4f, 6) + " Z",
           fill("#4e3722"));
}

}  // namespace paint

constexpr TileMark kShrinesMarks[] = {
    {.id = "shrine",
     .placement = MarkPlacement::DeclaredPlace,
     .source = "shrine",
     .draw = &paint::shrine,
     .tip = [] {
         return std::string(_("Shrine: scores like a monastery; a shrine beside a monastery "
                              "challenges it, and the first of the two completed scores while "
                              "the other scores nothing"));
     },
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
