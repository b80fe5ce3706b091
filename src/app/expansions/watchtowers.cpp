// Watchtowers on the table (its view, registered in registry.cpp): the watchtower stands in the
// middle of its tile as a landmark (board/tile_marks.hpp: the tile's roads end at it, no figure
// stands on it), a grey stone tower with battlements; the shield on its face shows the symbol that
// says what its bonus counts (a follower, a road, a monastery, a pennant or a city), so that the
// five kinds are told apart on the board. The board's tooltip says what the tower pays; the bonus
// has its own scoreboard column from the data.
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
using svg::symbol_path;
using Svg = svg::Writer;

constexpr const char* kStone = "#a9a39a";
constexpr const char* kStoneShade = "#8a847b";
constexpr const char* kStoneLine = "stroke=\"#3d3a35\" stroke-width=\"0.6\" stroke-linejoin=\"round\"";
constexpr const char* kShieldLine = "stroke=\"#3d3a35\" stroke-width=\"0.45\" stroke-linejoin=\"round\"";

// The tower, radius r round p: its shadow, a tapering shaft with battlements and a doorway, and a
// white shield on its face at `shield` (returned radius in *shield_k) for the symbol.
void watchtower(Svg& s, Vec2 p, float r, Vec2* shield, float* shield_k) {
    s.raw("<ellipse cx=\"" + num(p.x) + "\" cy=\"" + num(p.y + 0.9f * r) + "\" rx=\"" + num(0.75f * r) + "\" ry=\"" +
          num(0.16f * r) + "\" fill=\"#2a1d12\" fill-opacity=\"0.28\"/>\n");
    s.path(symbol_path(p, r, {"M", -0.5f, 0.92f, "L", -0.42f, -0.55f, "L", 0.42f, -0.55f, "L", 0.5f, 0.92f, "Z"}),
           fill(kStone, kStoneLine));
    s.path(symbol_path(p, r, {"M", 0.12f, 0.92f, "L", 0.16f, -0.55f, "L", 0.42f, -0.55f, "L", 0.5f, 0.92f, "Z"}),
           fill(kStoneShade));
    // The battlements: a wider top with three merlons.
    s.path(symbol_path(p, r, {"M", -0.56f, -0.55f, "L", -0.56f, -0.92f, "L", -0.34f, -0.92f, "L", -0.34f, -0.78f,
                              "L", -0.11f, -0.78f, "L", -0.11f, -0.92f, "L", 0.11f, -0.92f, "L", 0.11f, -0.78f, "L",
                              0.34f, -0.78f, "L", 0.34f, -0.92f, "L", 0.56f, -0.92f, "L", 0.56f, -0.55f, "Z"}),
           fill(kStone, kStoneLine));
    s.path(symbol_path(p, r, {"M", -0.14f, 0.92f, "L", -0.14f, 0.66f, "Q", 0.0f, 0.5f, 0.14f, 0.66f, "L", 0.14f,
                              0.92f, "Z"}),
           fill("#4e3722"));
    *shield = p + Vec2{0.0f, 0.02f * r};
    *shield_k = 0.34f * r;
    s.path(symbol_path(*shield, *shield_k, {"M", -1.0f, -1.0f, "L", 1.0f, -1.0f, "L", 1.0f, 0.2f, "Q", 1.0f, 0.85f,
                                            0.0f, 1.25f, "Q", -1.0f, 0.85f, -1.0f, 0.2f, "Z"}),
           fill("#f7f1e3", kShieldLine));
}

void follower_watchtower(Svg& s, Vec2 p, float r) {
    Vec2 c;
    float k = 0;
    watchtower(s, p, r, &c, &k);
    circle(s, c + Vec2{0.0f, -0.45f * k}, 0.28f * k, fill("#c0392b"));
    s.path(symbol_path(c, k, {"M", -0.7f, 0.85f, "L", -0.25f, -0.05f, "L", -0.75f, -0.05f, "L", -0.65f, -0.3f, "L",
                              0.65f, -0.3f, "L", 0.75f, -0.05f, "L", 0.25f, -0.05f, "L", 0.7f, 0.85f, "Z"}),
           fill("#c0392b"));
}

void road_watchtower(Svg& s, Vec2 p, float r) {
    Vec2 c;
    float k = 0;
    watchtower(s, p, r, &c, &k);
    s.path(symbol_path(c, k, {"M", -0.3f, 1.0f, "Q", -0.1f, 0.0f, 0.25f, -0.85f}),
           "fill=\"none\" stroke=\"#8a6a44\" stroke-width=\"" + num(0.5f * k) + "\"");
}

void monastery_watchtower(Svg& s, Vec2 p, float r) {
    Vec2 c;
    float k = 0;
    watchtower(s, p, r, &c, &k);
    s.path(symbol_path(c, k, {"M", -0.6f, 0.85f, "L", -0.6f, -0.05f, "L", 0.6f, -0.05f, "L", 0.6f, 0.85f, "Z"}),
           fill("#e2c89a", kShieldLine));
    s.path(symbol_path(c, k, {"M", -0.8f, 0.0f, "L", 0.0f, -0.8f, "L", 0.8f, 0.0f, "Z"}), fill("#b8402e", kShieldLine));
}

void pennant_watchtower(Svg& s, Vec2 p, float r) {
    Vec2 c;
    float k = 0;
    watchtower(s, p, r, &c, &k);
    s.path(symbol_path(c, k, {"M", -0.7f, -0.75f, "L", 0.7f, -0.75f, "L", 0.7f, 0.15f, "Q", 0.7f, 0.65f, 0.0f, 0.95f,
                              "Q", -0.7f, 0.65f, -0.7f, 0.15f, "Z"}),
           fill("#2d5fa8"));
    s.path(symbol_path(c, k, {"M", -0.7f, -0.75f, "L", 0.0f, -0.75f, "L", 0.0f, 0.95f, "Q", -0.7f, 0.65f, -0.7f,
                              0.15f, "Z"}),
           fill("#ffffff", kShieldLine));
}

void city_watchtower(Svg& s, Vec2 p, float r) {
    Vec2 c;
    float k = 0;
    watchtower(s, p, r, &c, &k);
    s.path(symbol_path(c, k, {"M", -0.75f, 0.85f, "L", -0.75f, -0.1f, "L", -0.45f, -0.1f, "L", -0.45f, -0.6f, "L",
                              -0.15f, -0.6f, "L", -0.15f, -0.1f, "L", 0.15f, -0.1f, "L", 0.15f, -0.6f, "L", 0.45f,
                              -0.6f, "L", 0.45f, -0.1f, "L", 0.75f, -0.1f, "L", 0.75f, 0.85f, "Z"}),
           fill("#b0714a", kShieldLine));
}

}  // namespace paint

constexpr TileMark kWatchtowerMarks[] = {
    {.id = "watchtower-meeple",
     .placement = MarkPlacement::Landmark,
     .source = "watchtower-meeple",
     .draw = &paint::follower_watchtower,
     .tip = [] {
         return std::string(_("Watchtower (follower): when a road or city is completed, each follower on it on this "
                              "tile scores 2 points per follower on this tile and the eight around it"));
     },
     .words = [](int) { return std::string(C_("tile part", "a watchtower counting followers")); }},
    {.id = "watchtower-road",
     .placement = MarkPlacement::Landmark,
     .source = "watchtower-road",
     .draw = &paint::road_watchtower,
     .tip = [] {
         return std::string(_("Watchtower (road): when a road or city is completed, each follower on it on this "
                              "tile scores 1 point per tile with a road among this tile and the eight around it"));
     },
     .words = [](int) { return std::string(C_("tile part", "a watchtower counting roads")); }},
    {.id = "watchtower-monastery",
     .placement = MarkPlacement::Landmark,
     .source = "watchtower-monastery",
     .draw = &paint::monastery_watchtower,
     .tip = [] {
         return std::string(_("Watchtower (monastery): when a road or city is completed, each follower on it on "
                              "this tile scores 3 points per tile with a monastic building among this tile and the "
                              "eight around it"));
     },
     .words = [](int) { return std::string(C_("tile part", "a watchtower counting monasteries")); }},
    {.id = "watchtower-pennant",
     .placement = MarkPlacement::Landmark,
     .source = "watchtower-pennant",
     .draw = &paint::pennant_watchtower,
     .tip = [] {
         return std::string(_("Watchtower (pennant): when a road or city is completed, each follower on it on this "
                              "tile scores 2 points per pennant on this tile and the eight around it"));
     },
     .words = [](int) { return std::string(C_("tile part", "a watchtower counting pennants")); }},
    {.id = "watchtower-city",
     .placement = MarkPlacement::Landmark,
     .source = "watchtower-city",
     .draw = &paint::city_watchtower,
     .tip = [] {
         return std::string(_("Watchtower (city): when a road or city is completed, each follower on it on this "
                              "tile scores 1 point per tile with a city among this tile and the eight around it"));
     },
     .words = [](int) { return std::string(C_("tile part", "a watchtower counting cities")); }},
};

class WatchtowersView : public ExpansionView {
public:
    std::string_view module_id() const override { return "watchtowers"; }
    std::span<const TileMark> tile_marks() const override { return kWatchtowerMarks; }
};

}  // namespace

const ExpansionView& watchtowers_view() {
    static const WatchtowersView view;
    return view;
}

}  // namespace carc::app
