// The Russian Promos on the table (their view, registered in registry.cpp): the three places the
// promos add in the middle of their tiles (board/tile_marks.hpp's declared places), each drawn so
// that a newcomer tells it from a monastery at a glance: Baba Yaga's log hut on its two hen's legs,
// Solovei Razboynik's oak beside his road, and Vodyanoy's lake with its reeds. The board's tooltip
// over each says what it does: the hut scores the empty squares around it, the traps catch
// followers until their owners free them, the lake costs 2 points a follower at the end.
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

constexpr const char* kRussianInk = "stroke=\"#3a2614\" stroke-width=\"0.6\" stroke-linejoin=\"round\"";

void hut_shadow(Svg& s, Vec2 p, float rx, float ry) {
    s.raw("<ellipse cx=\"" + num(p.x) + "\" cy=\"" + num(p.y) + "\" rx=\"" + num(rx) + "\" ry=\"" + num(ry) +
          "\" fill=\"#2a1d12\" fill-opacity=\"0.25\"/>\n");
}

// Baba Yaga's hut: a log hut with a steep dark roof, standing on two yellow hen's legs.
void yaga_hut(Svg& s, Vec2 p, float) {
    constexpr float k = 1.7f;
    auto at = [&](float x, float y) { return pt(p + Vec2{x * k, y * k}); };
    hut_shadow(s, p + Vec2{0, 7.5f * k}, 7 * k, 2.2f * k);
    // The legs, each with three toes.
    for (const float x : {-2.2f, 2.2f}) {
        s.path("M" + at(x, 2) + " L" + at(x, 7), "fill=\"none\" stroke=\"#d9a21b\" stroke-width=\"" + num(1.1f * k) + "\"");
        s.path("M" + at(x - 1.6f, 7.6f) + " L" + at(x, 7) + " L" + at(x + 1.6f, 7.6f) + " M" + at(x, 7) + " L" +
                   at(x, 7.9f),
               "fill=\"none\" stroke=\"#d9a21b\" stroke-width=\"" + num(0.6f * k) + "\"");
    }
    // The log walls, their logs drawn as lines, and the little window.
    s.path("M" + at(-5, -2.5f) + " L" + at(5, -2.5f) + " L" + at(5, 2.5f) + " L" + at(-5, 2.5f) + " Z",
           fill("#8a5a2b", kRussianInk));
    for (const float y : {-1.2f, 0.0f, 1.2f})
        s.path("M" + at(-5, y) + " L" + at(5, y), "fill=\"none\" stroke=\"#5c3a18\" stroke-width=\"0.4\"");
    s.path("M" + at(-1.2f, -1.8f) + " L" + at(1.2f, -1.8f) + " L" + at(1.2f, 0.4f) + " L" + at(-1.2f, 0.4f) + " Z",
           fill("#f2d27a", kRussianInk));
    s.path("M" + at(-6.4f, -2.2f) + " L" + at(0, -8) + " L" + at(6.4f, -2.2f) + " Z", fill("#3d2b1f", kRussianInk));
}

// Solovei Razboynik's tree: an oak with a broad crown, the robber's nest in it.
void razboynik_tree(Svg& s, Vec2 p, float) {
    constexpr float k = 1.9f;
    auto at = [&](float x, float y) { return pt(p + Vec2{x * k, y * k}); };
    hut_shadow(s, p + Vec2{0, 7 * k}, 6 * k, 2 * k);
    s.path("M" + at(-1.2f, 7) + " L" + at(-0.8f, 0) + " L" + at(0.8f, 0) + " L" + at(1.2f, 7) + " Z",
           fill("#6b4423", kRussianInk));
    for (const Vec2 c : {Vec2{-3.2f, -2}, Vec2{3.2f, -2}, Vec2{0, -4.5f}, Vec2{0, -0.5f}})
        circle(s, p + Vec2{c.x * k, c.y * k}, 3.6f * k, fill("#3f6f2a", "stroke=\"#1f3d14\" stroke-width=\"0.6\""));
    // The nest, dark in the crown.
    s.path("M" + at(-1.6f, -3) + " Q" + at(0, -1.4f) + " " + at(1.6f, -3) + " Z", fill("#2b1b0e"));
}

// Vodyanoy's lake: dark water with ripples and reeds at its rim.
void vodyanoy_water(Svg& s, Vec2 p, float) {
    constexpr float k = 2.6f;
    auto at = [&](float x, float y) { return pt(p + Vec2{x * k, y * k}); };
    s.raw("<ellipse cx=\"" + num(p.x) + "\" cy=\"" + num(p.y + 1 * k) + "\" rx=\"" + num(8 * k) + "\" ry=\"" +
          num(5 * k) + "\" fill=\"#2d5f7a\" stroke=\"#1b3a4a\" stroke-width=\"0.7\"/>\n");
    for (const float y : {-0.5f, 1.5f, 3.2f})
        s.path("M" + at(-3.5f, y) + " Q" + at(0, y - 0.8f) + " " + at(3.5f, y),
               "fill=\"none\" stroke=\"#9cc9de\" stroke-width=\"0.45\"");
    for (const float x : {-7.0f, -6.0f, 6.2f})
        s.path("M" + at(x, 2) + " L" + at(x + 0.4f, -3.5f), "fill=\"none\" stroke=\"#4f7a2a\" stroke-width=\"0.7\"");
}

}  // namespace paint

constexpr TileMark kRussianMarks[] = {
    {.id = "yaga-hut",
     .placement = MarkPlacement::DeclaredPlace,
     .source = "yaga-hut",
     .draw = &paint::yaga_hut,
     .tip = [] {
         return std::string(_("Baba Yaga's hut: a follower stands in it as a monk in a monastery; completed when "
                              "surrounded, or at the end, it scores 1 point and 1 more for every empty square around it"));
     },
     .words = [](int) { return std::string(C_("tile part", "Baba Yaga's hut")); }},
    {.id = "razboynik",
     .placement = MarkPlacement::DeclaredPlace,
     .source = "razboynik",
     .draw = &paint::razboynik_tree,
     .tip = [] {
         return std::string(_("Solovei Razboynik's tree: it catches every follower on the road through this tile; "
                              "their owners may free one instead of placing a figure"));
     },
     .words = [](int) { return std::string(C_("tile part", "Solovei Razboynik's tree")); }},
    {.id = "vodyanoy",
     .placement = MarkPlacement::DeclaredPlace,
     .source = "vodyanoy",
     .draw = &paint::vodyanoy_water,
     .tip = [] {
         return std::string(_("Vodyanoy's lake: it catches every follower on the eight tiles around it, and no figure "
                              "may go onto this tile; each follower still in Vodyanoy's lake at the end costs 2 points"));
     },
     .words = [](int) { return std::string(C_("tile part", "Vodyanoy's lake")); }},
};

class RussianPromosView : public ExpansionView {
public:
    std::string_view module_id() const override { return "russian-promos"; }
    std::span<const TileMark> tile_marks() const override { return kRussianMarks; }
};

}  // namespace

const ExpansionView& russian_promos_view() {
    static const RussianPromosView view;
    return view;
}

}  // namespace carc::app
