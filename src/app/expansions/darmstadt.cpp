// Darmstadt on the table (its view, registered in registry.cpp): a church's tile carries a badge
// (board/tile_marks.hpp) with a white church and its steeple's cross on dark red, so that it is
// told apart from a plain monastery at a glance, and the Darmstadtium's city an atom (the element
// the city is named after: a nucleus in three orbits) on a steel-blue disc. The board's tooltip
// says what each one scores; the end table names the cities with the Darmstadtium on a line of
// their own (the church bonus has its own scoreboard column from the data).
#include <string>

#include "board/svg_paint.hpp"
#include "expansions/expansion_view.hpp"
#include "shell/i18n.hpp"

namespace carc::app {

namespace {

namespace paint {

using svg::badge;
using svg::fill;
using svg::symbol_path;
using Svg = svg::Writer;

constexpr const char* kChurchBadge = "#8b2331";
constexpr const char* kChurchLine = "stroke=\"#3f0d14\" stroke-width=\"0.35\" stroke-linejoin=\"round\"";
constexpr const char* kAtomDisc = "#2f5d7c";

// The church: a nave with a round window, a steeple on its left with a cross on top.
void church(Svg& s, Vec2 p, float) {
    const float r = 8.5f, k = r * 0.86f;
    badge(s, p, r, kChurchBadge);
    s.path(symbol_path(p, k, {"M", -0.2f, 0.7f, "L", -0.2f, -0.05f, "L", 0.25f, -0.4f, "L", 0.7f, -0.05f, "L",
                              0.7f, 0.7f, "Z"}),
           fill("#f7f1e3", kChurchLine));
    s.path(symbol_path(p, k, {"M", -0.65f, 0.7f, "L", -0.65f, -0.3f, "L", -0.42f, -0.62f, "L", -0.19f, -0.3f, "L",
                              -0.19f, 0.7f, "Z"}),
           fill("#f7f1e3", kChurchLine));
    s.path(symbol_path(p, k, {"M", -0.45f, -0.62f, "L", -0.45f, -0.95f, "L", -0.39f, -0.95f, "L", -0.39f, -0.62f,
                              "Z", "M", -0.54f, -0.85f, "L", -0.3f, -0.85f, "L", -0.3f, -0.79f, "L", -0.54f,
                              -0.79f, "Z"}),
           fill("#f2c230", "stroke=\"#7a4e08\" stroke-width=\"0.2\""));
    svg::circle(s, p + Vec2{0.25f * k, 0.12f * k}, 0.13f * k, fill("#5a8fc8", kChurchLine));
    s.path(symbol_path(p, k, {"M", 0.13f, 0.7f, "L", 0.13f, 0.45f, "L", 0.37f, 0.45f, "L", 0.37f, 0.7f, "Z"}),
           fill("#4e3722"));
}

// The Darmstadtium: an atom, three orbits round a glowing nucleus.
void darmstadtium(Svg& s, Vec2 p, float) {
    const float r = 9.5f;
    badge(s, p, r, kAtomDisc);
    const std::string orbit = "fill=\"none\" stroke=\"#bfe3f7\" stroke-width=\"1.1\"";
    for (const char* turn : {"0", "60", "-60"})
        s.raw("<ellipse cx=\"" + svg::num(p.x) + "\" cy=\"" + svg::num(p.y) + "\" rx=\"" + svg::num(r * 0.82f) +
              "\" ry=\"" + svg::num(r * 0.3f) + "\" transform=\"rotate(" + turn + " " + svg::pt(p) + ")\" " + orbit +
              "/>\n");
    svg::circle(s, p, r * 0.2f, fill("#f2c230", "stroke=\"#7a4e08\" stroke-width=\"0.3\""));
}

}  // namespace paint

constexpr TileMark kDarmstadtMarks[] = {
    {.id = "church",
     .placement = MarkPlacement::TileBadge,
     .source = "church",
     .draw = &paint::church,
     .tip = [] {
         return std::string(_("Church: a monastery; when it is completed, the players with the most followers "
                              "on its tile and the eight around it score 3 points each"));
     },
     .words = [](int) { return std::string(C_("tile part", "a church")); }},
    {.id = "darmstadtium",
     .placement = MarkPlacement::CityEmblem,
     .source = "darmstadtium",
     .room = 11,
     .large = true,
     .queue = 2,
     .draw = &paint::darmstadtium,
     .tip = [] { return std::string(_("Darmstadtium: its city scores 3 points more when completed, nothing more if not")); },
     .words = [](int) { return std::string(C_("city part", "the Darmstadtium")); }},
};

class DarmstadtView : public ExpansionView {
public:
    std::string_view module_id() const override { return "darmstadt"; }
    std::span<const TileMark> tile_marks() const override { return kDarmstadtMarks; }
    std::vector<ScoreElement> score_elements() const override {
        return {{"darmstadtium", false, _("cities with the Darmstadtium")}};
    }
};

}  // namespace

const ExpansionView& darmstadt_view() {
    static const DarmstadtView view;
    return view;
}

}  // namespace carc::app
