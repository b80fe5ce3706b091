// The Wind Roses on the table (its view, registered in registry.cpp): the roses as marks on their
// tiles (board/tile_marks.hpp), each on a blue badge drawn upright like every mark: the big rose a
// four-pointed star with its north point red, a small rose the same star with the quadrant it shows
// lit in gold, so that a player sees at a glance where on the board that tile scores. The board's
// tooltip says what each one does.
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

constexpr const char* kRoseBadge = "#1f5f8b";
constexpr const char* kQuadrantLit = "#f2c230";
constexpr const char* kStarLine = "stroke=\"#0e2f46\" stroke-width=\"0.35\" stroke-linejoin=\"round\"";

// The compass star: four long points, north red, and four short diagonal ones; `lit` (0 north-west,
// 1 north-east, 2 south-east, 3 south-west, -1 none) fills that quadrant of the badge in gold first.
void rose(Svg& s, Vec2 p, int lit) {
    const float r = 8.5f, k = r * 0.86f;
    badge(s, p, r, kRoseBadge);
    if (lit >= 0) {
        // The quadrant as a pie slice of the badge, corners named in symbol units (y grows south).
        constexpr float kCorners[4][4] = {{-1, 0, 0, -1}, {0, -1, 1, 0}, {1, 0, 0, 1}, {0, 1, -1, 0}};
        const auto& c = kCorners[lit];
        const std::string arc = "M" + svg::pt(p) + " L" + svg::pt(p + Vec2{c[0] * k, c[1] * k}) + " A" + svg::num(k) +
                                " " + svg::num(k) + " 0 0 1 " + svg::pt(p + Vec2{c[2] * k, c[3] * k}) + " Z";
        s.path(arc, fill(kQuadrantLit, "fill-opacity=\"0.95\""));
    }
    s.path(symbol_path(p, k, {"M", 0.0f, 0.0f, "L", -0.16f, -0.16f, "L", -0.5f, -0.5f, "L", 0.16f, -0.16f, "Z",
                              "M", 0.0f, 0.0f, "L", 0.16f, -0.16f, "L", 0.5f, -0.5f, "L", 0.16f, 0.16f, "Z",
                              "M", 0.0f, 0.0f, "L", 0.16f, 0.16f, "L", 0.5f, 0.5f, "L", -0.16f, 0.16f, "Z",
                              "M", 0.0f, 0.0f, "L", -0.16f, 0.16f, "L", -0.5f, 0.5f, "L", -0.16f, -0.16f, "Z"}),
           fill("#b9d3e6", kStarLine));
    s.path(symbol_path(p, k, {"M", 0.0f, -0.95f, "L", 0.2f, -0.2f, "L", -0.2f, -0.2f, "Z"}),
           fill("#d8322a", kStarLine));
    s.path(symbol_path(p, k, {"M", 0.95f, 0.0f, "L", 0.2f, 0.2f, "L", 0.2f, -0.2f, "Z",
                              "M", 0.0f, 0.95f, "L", -0.2f, 0.2f, "L", 0.2f, 0.2f, "Z",
                              "M", -0.95f, 0.0f, "L", -0.2f, -0.2f, "L", -0.2f, 0.2f, "Z"}),
           fill("#f7f1e3", kStarLine));
    svg::circle(s, p, 0.14f * k, fill("#f7f1e3", kStarLine));
}

void big_rose(Svg& s, Vec2 p, float) { rose(s, p, -1); }
void rose_nw(Svg& s, Vec2 p, float) { rose(s, p, 0); }
void rose_ne(Svg& s, Vec2 p, float) { rose(s, p, 1); }
void rose_se(Svg& s, Vec2 p, float) { rose(s, p, 2); }
void rose_sw(Svg& s, Vec2 p, float) { rose(s, p, 3); }

}  // namespace paint

std::string small_rose_tip(const std::string& quadrant_words) {
    return app::fill(_("Wind rose: placed in the {quadrant} quadrant of the last big rose (its row and "
                       "column included), this tile scores 3 points; the quadrants turn as that rose's "
                       "tile is turned"),
                     {{"quadrant", quadrant_words}});
}

// A small rose's mark: the tag that calls for it, its drawing and its tooltip; the same words.
constexpr TileMark small_rose(std::string_view id, std::string_view tag, void (*draw)(paint::Svg&, Vec2, float),
                              std::string (*tip)()) {
    return {.id = id,
            .placement = MarkPlacement::TileBadge,
            .source = tag,
            .draw = draw,
            .tip = tip,
            .words = [](int) { return std::string(C_("tile part", "a wind rose")); }};
}

constexpr TileMark kWindRoseMarks[] = {
    {.id = "big-wind-rose",
     .placement = MarkPlacement::TileBadge,
     .source = "rose-nwse",
     .draw = &paint::big_rose,
     .tip = [] {
         return std::string(_("Big wind rose: the last one placed divides the board into four quadrants "
                              "around its square, turned as its tile is turned; small roses score 3 "
                              "points in theirs"));
     },
     .words = [](int) { return std::string(C_("tile part", "a big wind rose")); }},
    small_rose("wind-rose-nw", "rose-nw", &paint::rose_nw, [] { return small_rose_tip(C_("quadrant", "north-west")); }),
    small_rose("wind-rose-ne", "rose-ne", &paint::rose_ne, [] { return small_rose_tip(C_("quadrant", "north-east")); }),
    small_rose("wind-rose-se", "rose-se", &paint::rose_se, [] { return small_rose_tip(C_("quadrant", "south-east")); }),
    small_rose("wind-rose-sw", "rose-sw", &paint::rose_sw, [] { return small_rose_tip(C_("quadrant", "south-west")); }),
};

class WindRosesView : public ExpansionView {
public:
    std::string_view module_id() const override { return "wind-roses"; }
    std::span<const TileMark> tile_marks() const override { return kWindRoseMarks; }
};

}  // namespace

const ExpansionView& wind_roses_view() {
    static const WindRosesView view;
    return view;
}

}  // namespace carc::app
