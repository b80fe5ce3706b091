// The Monasteries on the table (their view, registered in registry.cpp): beside each German or
// Dutch/Belgian monastery its abbot's place (board/tile_marks.hpp's declared places), drawn as an
// abbot's crozier on a dark-blue disc so that a newcomer sees the second place a follower may take
// there. The board's tooltip says how an abbot differs from a monk: he stays to the end and then
// scores the unbroken rows of tiles from the monastery (the score table's column "Abbots").
#include <string>

#include "board/svg_paint.hpp"
#include "expansions/expansion_view.hpp"
#include "shell/i18n.hpp"

namespace carc::app {

namespace {

namespace paint {

using svg::badge;
using svg::fill;
using svg::pt;
using Svg = svg::Writer;

constexpr const char* kPlaceDisc = "#2b3f73";
constexpr const char* kCrozierGold = "#f2c230";
constexpr const char* kCrozierLine = "stroke=\"#7a4e08\" stroke-width=\"0.35\" stroke-linejoin=\"round\"";

// The abbot's place: a golden crozier, its crook curled at the top, on a dark-blue disc.
void abbot_place(Svg& s, Vec2 p, float) {
    constexpr float r = 7.5f;
    badge(s, p, r, kPlaceDisc);
    auto at = [&](float x, float y) { return pt(p + Vec2{x * r, y * r}); };
    s.path("M" + at(-0.08f, 0.8f) + " L" + at(-0.08f, -0.3f) + " L" + at(0.08f, -0.3f) + " L" + at(0.08f, 0.8f) + " Z",
           fill(kCrozierGold, kCrozierLine));
    s.path("M" + at(0.0f, -0.3f) + " C" + at(0.0f, -0.95f) + " " + at(0.6f, -0.95f) + " " + at(0.55f, -0.45f) + " C" +
               at(0.5f, -0.15f) + " " + at(0.25f, -0.2f) + " " + at(0.25f, -0.4f),
           "fill=\"none\" stroke=\"" + std::string(kCrozierGold) + "\" stroke-width=\"" + svg::num(0.16f * r) +
               "\" stroke-linecap=\"round\"");
}

}  // namespace paint

constexpr TileMark kMonasteriesMarks[] = {
    {.id = "abbot-place",
     .placement = MarkPlacement::DeclaredPlace,
     .source = "abbot-place",
     .draw = &paint::abbot_place,
     .tip = [] {
         return std::string(_("Abbot's place: a follower laid here instead of on the monastery stays to the end and "
                              "then scores 1 point and 1 for every tile in the unbroken rows north, east, south and west "
                              "of the monastery"));
     },
     .words = [](int) { return std::string(C_("tile part", "the abbot's place")); }},
};

class MonasteriesView : public ExpansionView {
public:
    std::string_view module_id() const override { return "monasteries"; }
    std::span<const TileMark> tile_marks() const override { return kMonasteriesMarks; }
};

}  // namespace

const ExpansionView& monasteries_view() {
    static const MonasteriesView view;
    return view;
}

}  // namespace carc::app
