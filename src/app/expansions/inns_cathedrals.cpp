// Inns & Cathedrals on the table (its view, registered in registry.cpp): the marks of its tiles,
// an inn beside its road and a cathedral in its city (board/tile_marks.hpp), drawn upright and
// named in the player's words on the board's tooltip and in the review's description of a tile.
#include <string>

#include "board/svg_paint.hpp"
#include "expansions/expansion_view.hpp"
#include "shell/i18n.hpp"

namespace carc::app {

namespace {

namespace paint {

using svg::fill;
using svg::kHouseWall;
using svg::kOutline;
using svg::kWater;
using svg::kWaterEdge;
using svg::num;
using Svg = svg::Writer;

// The inn: a house with a blue roof beside a little pond.
void inn(Svg& s, Vec2 p, float) {
    s.raw("<ellipse cx=\"" + num(p.x + 5) + "\" cy=\"" + num(p.y + 5) + "\" rx=\"7\" ry=\"4.5\" " +
          fill(kWater, "stroke=\"" + std::string(kWaterEdge) + "\" stroke-width=\"1\"") + "/>\n");
    const float x = p.x - 7, y = p.y - 4;
    s.raw("<rect x=\"" + num(x) + "\" y=\"" + num(y) + "\" width=\"11\" height=\"8\" " +
          fill(kHouseWall, "stroke=\"" + std::string(kOutline) + "\" stroke-width=\"0.6\"") +
          "/>\n");
    s.path("M" + num(x - 1.2f) + " " + num(y + 0.5f) + " L" + num(x + 5.5f) + " " + num(y - 6) +
               " L" + num(x + 12.2f) + " " + num(y + 0.5f) + " Z",
           fill("#3d5f9c", "stroke=\"" + std::string(kOutline) +
                               "\" stroke-width=\"0.6\" stroke-linejoin=\"round\""));
    s.raw("<rect x=\"" + num(x + 4.3f) + "\" y=\"" + num(y + 3.5f) +
          "\" width=\"2.4\" height=\"4.5\" " + fill("#6b4a30") + "/>\n");
}

// The cathedral: a long nave with two towers, larger than any house.
void cathedral(Svg& s, Vec2 p, float) {
    const std::string line = "stroke=\"#4e3722\" stroke-width=\"0.8\" stroke-linejoin=\"round\"";
    s.raw("<rect x=\"" + num(p.x - 9) + "\" y=\"" + num(p.y - 3) +
          "\" width=\"18\" height=\"12\" " + fill("#efe4cc", line) + "/>\n");
    s.path("M" + num(p.x - 10.5f) + " " + num(p.y - 2.5f) + " L" + num(p.x) + " " + num(p.y - 10) +
               " L" + num(p.x + 10.5f) + " " + num(p.y - 2.5f) + " Z",
           fill("#7c3626", line));
    for (float dx : {-12.0f, 7.0f}) {
        s.raw("<rect x=\"" + num(p.x + dx) + "\" y=\"" + num(p.y - 9) +
              "\" width=\"5\" height=\"18\" " + fill("#e8dcc2", line) + "/>\n");
        s.path("M" + num(p.x + dx - 0.8f) + " " + num(p.y - 8.5f) + " L" + num(p.x + dx + 2.5f) +
                   " " + num(p.y - 15) + " L" + num(p.x + dx + 5.8f) + " " + num(p.y - 8.5f) + " Z",
               fill("#7c3626", line));
    }
    s.raw("<circle cx=\"" + num(p.x) + "\" cy=\"" + num(p.y + 1.5f) + "\" r=\"2.4\" " +
          fill("#5a8fc8", line) + "/>\n");
    s.path("M" + num(p.x - 2) + " " + num(p.y + 9) + " L" + num(p.x - 2) + " " + num(p.y + 5.5f) +
               " Q" + num(p.x) + " " + num(p.y + 3.5f) + " " + num(p.x + 2) + " " +
               num(p.y + 5.5f) + " L" + num(p.x + 2) + " " + num(p.y + 9) + " Z",
           fill("#4e3722"));
}
}  // namespace paint

std::string inn_words(int n) {
    return n == 1 ? std::string(C_("tile part", "an inn"))
                  : app::fill(CP_("tile part", "{count} inn", "{count} inns", n),
                              {{"count", std::to_string(n)}});
}

constexpr TileMark kInnsCathedralsMarks[] = {
    {.id = "inn",
     .placement = MarkPlacement::BesideRoad,
     .source = "inn",
     .draw = &paint::inn,
     .tip = [] {
         return std::string(_("Inn: its road scores 2 per tile when completed, nothing if not"));
     },
     .words = &inn_words},
    {.id = "cathedral",
     .placement = MarkPlacement::CityEmblem,
     .source = "cathedral",
     .room = 13,
     .large = true,
     .queue = 1,
     .draw = &paint::cathedral,
     .tip = [] {
         return std::string(_("Cathedral: its city scores 3 per tile and pennant when completed, "
                              "nothing if not"));
     },
     .words = [](int) { return std::string(C_("city part", "a cathedral")); }},
};

class InnsCathedralsView : public ExpansionView {
public:
    std::string_view module_id() const override { return "inns-cathedrals"; }
    std::span<const TileMark> tile_marks() const override { return kInnsCathedralsMarks; }
    // The whole score of roads with an inn and of cities with a cathedral, parts of the road and
    // city columns.
    std::vector<ScoreElement> score_elements() const override {
        return {{"inn", false, _("roads with an inn")}, {"cathedral", false, _("cities with a cathedral")}};
    }
};

}  // namespace

const ExpansionView& inns_cathedrals_view() {
    static const InnsCathedralsView view;
    return view;
}

}  // namespace carc::app
