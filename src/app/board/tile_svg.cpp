// The tile painter. Layers from the ground up: grass, river, roads, cities (stone, houses,
// crenellated walls, shields), buildings, and a faint edge so neighbouring tiles read as a grid.
// Colours are chosen to stay apart for common colour-vision deficiencies: roads are pale, cities
// warm stone, water a saturated blue, grass a mid green.
#include "board/tile_svg.hpp"

#include "board/svg_paint.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>

namespace carc::app {

namespace {

constexpr const char* kGrass = "#8fb457";
constexpr const char* kGrassLight = "#9dc166";
constexpr const char* kGrassDark = "#6d963a";
constexpr const char* kRoadEdge = "#8a7455";
constexpr const char* kRoad = "#efe4c8";
constexpr const char* kStone = "#dcc093";
constexpr const char* kStoneEdge = "#c49d69";
constexpr const char* kWall = "#765639";
constexpr const char* kWallTop = "#e3cca4";
constexpr const char* kRoofs[] = {"#b5553a", "#9a4831", "#c47b45"};

using svg::fill;
using svg::num;
using svg::pt;
using svg::stroke;
using svg::kHouseWall;
using svg::kOutline;
using svg::kWater;
using svg::kWaterEdge;
using svg::kWaterLight;
using Svg = svg::Writer;

std::string path_data(const Path& p) {
    std::string d = "M" + pt(p.start);
    for (const Path::Segment& s : p.segments)
        d += " C" + pt(s.c1) + " " + pt(s.c2) + " " + pt(s.end);
    if (p.closed) d += " Z";
    return d;
}

// A small house seen from the front, standing upright whatever the tile's rotation.
void house(Svg& s, Vec2 p, float size, int style) {
    const float w = size, h = size * 0.62f;
    const float x = p.x - w / 2, y = p.y - h / 2 + size * 0.15f;
    const char* roof = kRoofs[style % 3];
    s.raw("<rect x=\"" + num(x) + "\" y=\"" + num(y) + "\" width=\"" + num(w) + "\" height=\"" +
          num(h) + "\" " +
          fill(kHouseWall, "stroke=\"" + std::string(kOutline) + "\" stroke-width=\"0.5\"") +
          "/>\n");
    const float top = y - size * (style == 2 ? 0.35f : 0.55f);
    s.path("M" + num(x - 1) + " " + num(y + 0.4f) + " L" + num(p.x) + " " + num(top) + " L" +
               num(x + w + 1) + " " + num(y + 0.4f) + " Z",
           fill(roof, "stroke=\"" + std::string(kOutline) +
                          "\" stroke-width=\"0.5\" stroke-linejoin=\"round\""));
    s.raw("<rect x=\"" + num(p.x - size * 0.1f) + "\" y=\"" + num(y + h * 0.45f) + "\" width=\"" +
          num(size * 0.2f) + "\" height=\"" + num(h * 0.55f) + "\" " + fill("#6b4a30") + "/>\n");
}

void shield(Svg& s, Vec2 p) {
    const float w = 6.5f, h = 8.0f;
    const std::string d = "M" + num(p.x - w) + " " + num(p.y - h) + " L" + num(p.x + w) + " " +
                          num(p.y - h) + " L" + num(p.x + w) + " " + num(p.y) + " Q" +
                          num(p.x + w) + " " + num(p.y + h * 0.7f) + " " + num(p.x) + " " +
                          num(p.y + h) + " Q" + num(p.x - w) + " " + num(p.y + h * 0.7f) + " " +
                          num(p.x - w) + " " + num(p.y) + " Z";
    s.path(d, fill("#2c5aa6", "stroke=\"#f6f0e0\" stroke-width=\"1.4\" stroke-linejoin=\"round\""));
    s.path("M" + num(p.x - w * 0.62f) + " " + num(p.y - h * 0.35f) + " L" + num(p.x) + " " +
               num(p.y + h * 0.2f) + " L" + num(p.x + w * 0.62f) + " " + num(p.y - h * 0.35f),
           stroke("#f6f0e0", 1.6f));
}

void monastery(Svg& s, Vec2 p) {
    s.raw("<ellipse cx=\"" + num(p.x) + "\" cy=\"" + num(p.y + 4) + "\" rx=\"17\" ry=\"13\" " +
          fill("#d9cfa9", "stroke=\"#b9ad84\" stroke-width=\"0.8\"") + "/>\n");
    // Nave with a pitched roof, bell tower on the left with a cross.
    const float x = p.x - 10, y = p.y - 3;
    s.raw("<rect x=\"" + num(x) + "\" y=\"" + num(y) + "\" width=\"21\" height=\"13\" " +
          fill("#f4ebd6", "stroke=\"#5e432c\" stroke-width=\"0.8\"") + "/>\n");
    s.path("M" + num(x - 1.5f) + " " + num(y + 0.5f) + " L" + num(x + 10.5f) + " " + num(y - 9) +
               " L" + num(x + 22.5f) + " " + num(y + 0.5f) + " Z",
           fill("#a6452f", "stroke=\"#5e432c\" stroke-width=\"0.8\" stroke-linejoin=\"round\""));
    s.raw("<rect x=\"" + num(x - 6) + "\" y=\"" + num(y - 10) + "\" width=\"7\" height=\"23\" " +
          fill("#efe4cc", "stroke=\"#5e432c\" stroke-width=\"0.8\"") + "/>\n");
    s.path("M" + num(x - 7) + " " + num(y - 9.5f) + " L" + num(x - 2.5f) + " " + num(y - 15) +
               " L" + num(x + 2) + " " + num(y - 9.5f) + " Z",
           fill("#a6452f", "stroke=\"#5e432c\" stroke-width=\"0.8\" stroke-linejoin=\"round\""));
    s.path("M" + num(x - 2.5f) + " " + num(y - 15) + " L" + num(x - 2.5f) + " " + num(y - 20) +
               " M" + num(x - 4.3f) + " " + num(y - 18.3f) + " L" + num(x - 0.7f) + " " +
               num(y - 18.3f),
           stroke("#5e432c", 1.1f));
    s.path("M" + num(x + 8.5f) + " " + num(y + 13) + " L" + num(x + 8.5f) + " " + num(y + 8) +
               " Q" + num(x + 10.5f) + " " + num(y + 5.5f) + " " + num(x + 12.5f) + " " +
               num(y + 8) + " L" + num(x + 12.5f) + " " + num(y + 13) + " Z",
           fill("#5e432c"));
    s.raw("<circle cx=\"" + num(x - 2.5f) + "\" cy=\"" + num(y - 5) + "\" r=\"1.3\" " +
          fill("#5e432c") + "/>\n");
}

// A declared kind's place (the Tower's foundation, a shrine): a round stone platform.
void foundation(Svg& s, Vec2 p) {
    s.raw("<circle cx=\"" + num(p.x) + "\" cy=\"" + num(p.y) + "\" r=\"7.5\" " +
          fill("#9a958a", "stroke=\"#4a463f\" stroke-width=\"1\"") + "/>\n");
    s.raw("<circle cx=\"" + num(p.x) + "\" cy=\"" + num(p.y) + "\" r=\"4.6\" " +
          fill("#c9c3b5", "stroke=\"#6b665c\" stroke-width=\"0.7\"") + "/>\n");
    s.path("M" + num(p.x - 7.5f) + " " + num(p.y) + " L" + num(p.x - 4.6f) + " " + num(p.y) + " M" +
               num(p.x + 4.6f) + " " + num(p.y) + " L" + num(p.x + 7.5f) + " " + num(p.y) + " M" +
               num(p.x) + " " + num(p.y - 7.5f) + " L" + num(p.x) + " " + num(p.y - 4.6f) + " M" +
               num(p.x) + " " + num(p.y + 4.6f) + " L" + num(p.x) + " " + num(p.y + 7.5f),
           stroke("#4a463f", 0.8f));
}

void garden(Svg& s, Vec2 p) {
    s.raw("<rect x=\"" + num(p.x - 11) + "\" y=\"" + num(p.y - 11) +
          "\" width=\"22\" height=\"22\" rx=\"4\" " +
          fill("#3e6b27", "stroke=\"#2c4d1b\" stroke-width=\"0.8\"") + "/>\n");
    s.raw("<rect x=\"" + num(p.x - 8) + "\" y=\"" + num(p.y - 8) +
          "\" width=\"16\" height=\"16\" rx=\"2.5\" " + fill("#7fb04c") + "/>\n");
    s.path("M" + num(p.x) + " " + num(p.y - 8) + " L" + num(p.x) + " " + num(p.y + 8) + " M" +
               num(p.x - 8) + " " + num(p.y) + " L" + num(p.x + 8) + " " + num(p.y),
           stroke("#e3d6b0", 2.0f, "stroke-linecap=\"butt\""));
    static constexpr float fx[] = {-4.2f, 4.2f, -4.2f, 4.2f};
    static constexpr float fy[] = {-4.2f, -4.2f, 4.2f, 4.2f};
    static constexpr const char* colours[] = {"#e85d84", "#f4d04e", "#f7f4ef", "#b873d6"};
    for (int i = 0; i < 4; ++i) {
        s.raw("<circle cx=\"" + num(p.x + fx[i]) + "\" cy=\"" + num(p.y + fy[i]) + "\" r=\"2.4\" " +
              fill("#4f8a30") + "/>\n");
        s.raw("<circle cx=\"" + num(p.x + fx[i]) + "\" cy=\"" + num(p.y + fy[i]) + "\" r=\"1.2\" " +
              fill(colours[i]) + "/>\n");
    }
}

// The grassy mound roads with inner ends run under: darker at its foot, a lighter crown, a few
// tufts on top.
void mound(Svg& s, Vec2 p, float r) {
    s.raw("<circle cx=\"" + num(p.x) + "\" cy=\"" + num(p.y) + "\" r=\"" + num(r) + "\" " +
          fill("#6f9a43", "stroke=\"#4f7330\" stroke-width=\"1.2\"") + "/>\n");
    s.raw("<circle cx=\"" + num(p.x - r * 0.15f) + "\" cy=\"" + num(p.y - r * 0.2f) + "\" r=\"" + num(r * 0.62f) +
          "\" " + fill("#86b257") + "/>\n");
    for (Vec2 t : {Vec2{-4, -5}, Vec2{3, -2}, Vec2{-1, 3}})
        s.path("M" + pt(p + t) + " L" + pt(p + t + Vec2{-1.6f, -2.0f}) + " M" + pt(p + t) + " L" +
                   pt(p + t + Vec2{0.2f, -2.6f}) + " M" + pt(p + t) + " L" + pt(p + t + Vec2{1.7f, -1.8f}),
               stroke(kGrassDark, 0.7f));
}

void village(Svg& s, Vec2 p) {
    s.raw("<circle cx=\"" + num(p.x) + "\" cy=\"" + num(p.y) + "\" r=\"8.5\" " +
          fill(kRoad, "stroke=\"" + std::string(kRoadEdge) + "\" stroke-width=\"1.2\"") + "/>\n");
    house(s, p + Vec2{0, -1}, 10, 0);
}

}  // namespace

std::string svg_number(float v) {
    const long tenths = std::lround(v * 10.0f);
    const long whole = tenths / 10, frac = std::labs(tenths % 10);
    std::string s = (tenths < 0 && whole == 0 ? "-" : "") + std::to_string(whole);
    if (frac) s += "." + std::to_string(frac);
    return s;
}

std::string tile_svg(const TileGeometry& g) {
    Svg s;
    s.raw(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"100\" height=\"100\" viewBox=\"0 0 100 "
        "100\">\n");
    s.raw(
        "<defs><radialGradient id=\"grass\" cx=\"50\" cy=\"50\" r=\"72\" "
        "gradientUnits=\"userSpaceOnUse\">"
        "<stop offset=\"0\" stop-color=\"" +
        std::string(kGrassLight) + "\"/><stop offset=\"1\" stop-color=\"" + kGrass +
        "\"/></radialGradient>"
        "<radialGradient id=\"stone\" cx=\"50\" cy=\"50\" r=\"75\" "
        "gradientUnits=\"userSpaceOnUse\">"
        "<stop offset=\"0\" stop-color=\"" +
        kStone + "\"/><stop offset=\"1\" stop-color=\"" + kStoneEdge +
        "\"/></radialGradient></defs>\n");
    s.raw("<rect width=\"100\" height=\"100\" fill=\"url(#grass)\"/>\n");
    for (Vec2 t : g.tufts)
        // A tuft: three blades fanning up from one root.
        s.path("M" + pt(t) + " L" + pt(t + Vec2{-2.0f, -2.4f}) + " M" + pt(t) + " L" +
                   pt(t + Vec2{0.2f, -3.2f}) + " M" + pt(t) + " L" + pt(t + Vec2{2.1f, -2.2f}),
               stroke(kGrassDark, 0.7f));

    for (Vec2 h : g.hedges) {
        s.raw("<circle cx=\"" + num(h.x) + "\" cy=\"" + num(h.y) + "\" r=\"2.6\" " +
              fill("#3f6a27") + "/>\n");
        s.raw("<circle cx=\"" + num(h.x - 0.6f) + "\" cy=\"" + num(h.y - 0.7f) + "\" r=\"1.2\" " +
              fill("#5f8f3a") + "/>\n");
    }
    for (const Strip& r : g.rivers)
        s.path(path_data(r.path), stroke(kWaterEdge, kRiverWidth, "stroke-linecap=\"butt\""));
    // Where a river starts or ends: its bank under the water, the rest over it.
    auto river_end = [](const Ornament& o) {
        return o.kind == OrnamentKind::Mark && o.mark->placement == MarkPlacement::RiverEnd;
    };
    for (const Ornament& o : g.ornaments)
        if (river_end(o) && o.mark->draw_under) o.mark->draw_under(s, o.pos, o.size);
    for (const Strip& r : g.rivers) {
        s.path(path_data(r.path), stroke(kWater, kRiverWidth - 4, "stroke-linecap=\"butt\""));
        s.path(path_data(r.path), stroke(kWaterLight, 1.2f, "stroke-dasharray=\"6 8\""));
    }
    for (const Ornament& o : g.ornaments)
        if (river_end(o) && o.mark->draw) o.mark->draw(s, o.pos, o.size);

    for (const Strip& r : g.roads)
        s.path(path_data(r.path), stroke(kRoadEdge, kRoadWidth, "stroke-linecap=\"butt\""));
    for (const Strip& r : g.roads)
        s.path(path_data(r.path), stroke(kRoad, kRoadWidth - 3.2f, "stroke-linecap=\"butt\""));

    for (const CityArea& c : g.cities) {
        s.path(path_data(c.outline), fill("url(#stone)"));
        for (const House& h : c.houses) house(s, h.pos, h.size, h.style);
        for (const Path& w : c.walls) {
            s.path(path_data(w), stroke(kWall, 5.0f));
            s.path(path_data(w),
                   stroke(kWallTop, 2.2f, "stroke-dasharray=\"2.6 1.8\" stroke-linecap=\"butt\""));
        }
        for (Vec2 p : c.shields) shield(s, p);
    }
    for (const Ornament& o : g.ornaments) {
        if (o.kind == OrnamentKind::Mound) mound(s, o.pos, o.size);
        if (o.kind == OrnamentKind::Monastery) monastery(s, o.pos);
        if (o.kind == OrnamentKind::Garden) garden(s, o.pos);
        if (o.kind == OrnamentKind::Foundation) {
            if (o.mark && o.mark->draw)
                o.mark->draw(s, o.pos, o.size);
            else
                foundation(s, o.pos);
        }
        if (o.kind == OrnamentKind::Village) village(s, o.pos);
        if (o.kind == OrnamentKind::House) house(s, o.pos, 10, 1);
        if (o.kind == OrnamentKind::Mark && o.mark->placement == MarkPlacement::InnerEnd) {
            // Drawn as for a road from the north, turned to its own road.
            s.raw("<g transform=\"rotate(" + num(o.turn) + " " + num(o.pos.x) + " " + num(o.pos.y) + ")\">\n");
            o.mark->draw(s, o.pos, o.size);
            s.raw("</g>\n");
        } else if (o.kind == OrnamentKind::Mark && o.mark->placement != MarkPlacement::TileBadge &&
                   !river_end(o)) {
            o.mark->draw(s, o.pos, o.size);
        }
    }
    // The tile's own symbols on top of everything.
    for (const Ornament& o : g.ornaments)
        if (o.kind == OrnamentKind::Mark && o.mark->placement == MarkPlacement::TileBadge)
            o.mark->draw(s, o.pos, o.size);
    s.raw(
        "<rect x=\"0.4\" y=\"0.4\" width=\"99.2\" height=\"99.2\" fill=\"none\" stroke=\"#2a2418\" "
        "stroke-opacity=\"0.28\" stroke-width=\"0.8\"/>\n");
    s.raw("</svg>\n");
    return s.out;
}

}  // namespace carc::app
