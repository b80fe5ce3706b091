// The tile painter. Layers from the ground up: grass, river, roads, cities (stone, houses,
// crenellated walls, shields), buildings, and a faint edge so neighbouring tiles read as a grid.
// Colours are chosen to stay apart for common colour-vision deficiencies: roads are pale, cities
// warm stone, water a saturated blue, grass a mid green.
#include "board/tile_svg.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <initializer_list>
#include <variant>

namespace carc::app {

namespace {

constexpr const char* kGrass = "#8fb457";
constexpr const char* kGrassLight = "#9dc166";
constexpr const char* kGrassDark = "#6d963a";
constexpr const char* kRoadEdge = "#8a7455";
constexpr const char* kRoad = "#efe4c8";
constexpr const char* kWaterEdge = "#3b74b0";
constexpr const char* kWater = "#5b9fdc";
constexpr const char* kWaterLight = "#a9d4f4";
constexpr const char* kStone = "#dcc093";
constexpr const char* kStoneEdge = "#c49d69";
constexpr const char* kWall = "#765639";
constexpr const char* kWallTop = "#e3cca4";
constexpr const char* kHouseWall = "#f3e6c9";
constexpr const char* kOutline = "#5e432c";
constexpr const char* kRoofs[] = {"#b5553a", "#9a4831", "#c47b45"};

class Svg {
public:
    std::string out;

    void raw(const std::string& s) { out += s; }
    void path(const std::string& d, const std::string& attrs) {
        out += "<path d=\"" + d + "\" " + attrs + "/>\n";
    }
};

std::string num(float v) { return svg_number(v); }

std::string pt(Vec2 p) { return num(p.x) + " " + num(p.y); }

std::string path_data(const Path& p) {
    std::string d = "M" + pt(p.start);
    for (const Path::Segment& s : p.segments)
        d += " C" + pt(s.c1) + " " + pt(s.c2) + " " + pt(s.end);
    if (p.closed) d += " Z";
    return d;
}

std::string stroke(const char* colour, float width, const std::string& extra = "") {
    return "fill=\"none\" stroke=\"" + std::string(colour) + "\" stroke-width=\"" + num(width) +
           "\" stroke-linecap=\"round\" stroke-linejoin=\"round\"" +
           (extra.empty() ? "" : " " + extra);
}

std::string fill(const std::string& colour, const std::string& extra = "") {
    return "fill=\"" + colour + "\"" + (extra.empty() ? "" : " " + extra);
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

// The inn: a house with a blue roof beside a little pond.
void inn(Svg& s, Vec2 p) {
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
void cathedral(Svg& s, Vec2 p) {
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

// Trade goods on a round badge: grapes, a sheaf of grain, a bolt of cloth.
void goods(Svg& s, Vec2 p, OrnamentKind kind) {
    s.raw("<circle cx=\"" + num(p.x) + "\" cy=\"" + num(p.y) + "\" r=\"6.5\" " +
          fill("#f6efdc", "stroke=\"#5e432c\" stroke-width=\"0.9\"") + "/>\n");
    if (kind == OrnamentKind::Wine) {
        static constexpr float gx[] = {-2.2f, 0, 2.2f, -1.1f, 1.1f, 0};
        static constexpr float gy[] = {-1.2f, -1.2f, -1.2f, 0.8f, 0.8f, 2.8f};
        for (int i = 0; i < 6; ++i)
            s.raw("<circle cx=\"" + num(p.x + gx[i]) + "\" cy=\"" + num(p.y + gy[i]) +
                  "\" r=\"1.3\" " + fill("#6b2d7a") + "/>\n");
        s.path(
            "M" + num(p.x) + " " + num(p.y - 2.5f) + " L" + num(p.x + 1.5f) + " " + num(p.y - 4.5f),
            stroke("#3f7a2a", 0.9f));
    } else if (kind == OrnamentKind::Grain) {
        for (float dx : {-2.2f, 0.0f, 2.2f}) {
            s.path("M" + num(p.x + dx * 0.4f) + " " + num(p.y + 4) + " L" + num(p.x + dx) + " " +
                       num(p.y - 1),
                   stroke("#b38a1e", 0.9f));
            s.raw("<ellipse cx=\"" + num(p.x + dx) + "\" cy=\"" + num(p.y - 2.4f) +
                  "\" rx=\"1\" ry=\"2\" " + fill("#e0b437") + "/>\n");
        }
        s.path("M" + num(p.x - 2) + " " + num(p.y + 1.8f) + " L" + num(p.x + 2) + " " +
                   num(p.y + 1.8f),
               stroke("#8a5a1a", 0.9f));
    } else {
        s.raw("<rect x=\"" + num(p.x - 3.8f) + "\" y=\"" + num(p.y - 2.6f) +
              "\" width=\"7.6\" height=\"5.2\" rx=\"1.2\" " +
              fill("#3f6fc0", "stroke=\"#22407a\" stroke-width=\"0.6\"") + "/>\n");
        s.path("M" + num(p.x - 3.8f) + " " + num(p.y) + " L" + num(p.x + 3.8f) + " " + num(p.y),
               stroke("#c8d8f2", 0.7f));
    }
}

// A path written in the units of a symbol (its radius is 1), placed at `c` with radius `k`:
// "M", -0.5f, 0.2f, "L", ... Letters start commands; numbers come in x, y pairs.
std::string symbol_path(Vec2 c, float k,
                        std::initializer_list<std::variant<const char*, float>> items) {
    std::string d;
    bool x_next = true;
    for (const auto& item : items) {
        if (!d.empty()) d += ' ';
        if (const auto* cmd = std::get_if<const char*>(&item)) {
            d += *cmd;
            continue;
        }
        const float v = std::get<float>(item);
        d += num(x_next ? c.x + v * k : c.y + v * k);
        x_next = !x_next;
    }
    return d;
}

void circle(Svg& s, Vec2 p, float r, const std::string& attrs) {
    s.raw("<circle cx=\"" + num(p.x) + "\" cy=\"" + num(p.y) + "\" r=\"" + num(r) + "\" " + attrs +
          "/>\n");
}

// The volcano: a dark cone with glowing lava in its crater and smoke above, radius r.
void volcano(Svg& s, Vec2 p, float r) {
    s.raw("<ellipse cx=\"" + num(p.x) + "\" cy=\"" + num(p.y + 0.62f * r) + "\" rx=\"" +
          num(1.08f * r) + "\" ry=\"" + num(0.22f * r) +
          "\" fill=\"#2a1d12\" fill-opacity=\"0.28\"/>\n");
    const std::string line = "stroke=\"#3a2616\" stroke-width=\"0.9\" stroke-linejoin=\"round\"";
    s.path(symbol_path(p, r,
                       {"M", -1.0f, 0.6f, "Q", -0.55f, 0.12f, -0.32f, -0.52f, "L", 0.32f, -0.52f,
                        "Q", 0.55f, 0.12f, 1.0f, 0.6f, "Z"}),
           fill("#7d5538", line));
    s.path(symbol_path(p, r, {"M",  0.06f, -0.52f, "L",  0.32f, -0.52f, "Q",  0.55f, 0.12f,  1.0f,
                              0.6f, "L",   0.38f,  0.6f, "Q",   0.3f,   0.0f, 0.06f, -0.52f, "Z"}),
           fill("#5e3d26"));
    s.path(symbol_path(p, r,
                       {"M", -0.12f, -0.5f, "Q", -0.26f, -0.2f, -0.14f, -0.05f, "T", -0.3f, 0.3f}),
           stroke("#ff6b18", 0.13f * r));
    s.path(symbol_path(p, r, {"M", 0.13f, -0.5f, "Q", 0.26f, -0.28f, 0.2f, -0.1f}),
           stroke("#ff8a22", 0.11f * r));
    s.raw("<ellipse cx=\"" + num(p.x) + "\" cy=\"" + num(p.y - 0.53f * r) + "\" rx=\"" +
          num(0.34f * r) + "\" ry=\"" + num(0.11f * r) + "\" " + fill("#ff7a1c", line) + "/>\n");
    s.raw("<ellipse cx=\"" + num(p.x) + "\" cy=\"" + num(p.y - 0.54f * r) + "\" rx=\"" +
          num(0.18f * r) + "\" ry=\"" + num(0.05f * r) + "\" " + fill("#ffd84a") + "/>\n");
    // Smoke rises from the crater, and drifts lower when the tile's edge is near.
    const std::string smoke =
        "fill=\"#a49d94\" fill-opacity=\"0.9\" stroke=\"#6f6a63\" stroke-width=\"0.5\"";
    const float rise = std::clamp((p.y - 1.5f - 0.55f * r) / (0.9f * r), 0.35f, 1.0f);
    for (auto [dx, dy, size] : {std::array{0.04f, 0.31f, 0.17f}, std::array{0.27f, 0.51f, 0.21f},
                                std::array{0.56f, 0.67f, 0.23f}})
        circle(s, p + Vec2{dx * r, -(0.55f + dy * rise) * r}, size * r * std::max(rise, 0.7f),
               smoke);
}

// A round badge with a light rim, the ground of the tile symbols: saturated so that the symbol
// still shows as a coloured dot on the smallest tiles.
void badge(Svg& s, Vec2 p, float r, const char* colour) {
    circle(s, p + Vec2{0.5f, 0.7f}, r, "fill=\"#000000\" fill-opacity=\"0.25\"");
    circle(s, p, r, fill(colour, "stroke=\"#fbf1dc\" stroke-width=\"1.3\""));
}

// A dragon with a raised bat wing, on a red badge.
void dragon_symbol(Svg& s, Vec2 p) {
    const float r = 8.5f, k = r * 0.9f;
    badge(s, p, r, "#b3261e");
    const std::string line = "stroke=\"#4a0f0b\" stroke-width=\"0.45\" stroke-linejoin=\"round\"";
    s.path(symbol_path(p, k, {"M",    -0.06f, 0.0f,   "L",    0.18f,  -0.84f, "L",   0.84f, -0.5f,
                              "Q",    0.64f,  -0.42f, 0.62f,  -0.22f, "Q",    0.46f, -0.3f, 0.36f,
                              -0.08f, "Q",    0.22f,  -0.14f, 0.16f,  0.04f,  "Z"}),
           fill("#f0d3a2", line));
    s.path(symbol_path(p, k, {"M",   -0.86f, -0.2f,  "L",   -0.6f,  -0.36f, "L",   -0.5f,  -0.56f,
                              "L",   -0.4f,  -0.36f, "Q",   -0.22f, -0.18f, -0.1f, 0.0f,   "Q",
                              0.2f,  -0.04f, 0.42f,  0.1f,  "Q",    0.72f,  0.28f, 0.86f,  0.64f,
                              "Q",   0.62f,  0.46f,  0.44f, 0.44f,  "L",    0.34f, 0.66f,  "L",
                              0.2f,  0.66f,  "L",    0.18f, 0.48f,  "Q",    0.0f,  0.5f,   -0.14f,
                              0.44f, "L",    -0.2f,  0.66f, "L",    -0.34f, 0.66f, "L",    -0.32f,
                              0.3f,  "Q",    -0.44f, 0.12f, -0.54f, -0.04f, "L",   -0.72f, -0.02f,
                              "L",   -0.6f,  -0.12f, "L",   -0.84f, -0.08f, "Z"}),
           fill("#fbefd5", line));
    circle(s, p + Vec2{-0.56f * k, -0.22f * k}, 0.07f * k, fill("#b3261e"));
}

// A magic portal: a glowing gate with a star, on a violet badge.
void portal_symbol(Svg& s, Vec2 p) {
    const float r = 8.5f, k = r * 0.8f;
    badge(s, p, r, "#5a36a8");
    s.path(symbol_path(p, k,
                       {"M", -0.46f, 0.68f, "L", -0.46f, -0.08f, "C", -0.46f, -0.72f, 0.46f, -0.72f,
                        0.46f, -0.08f, "L", 0.46f, 0.68f, "Z"}),
           fill("#c9ecff", "stroke=\"#f3ecff\" stroke-width=\"0.6\""));
    s.path(symbol_path(p, k,
                       {"M", -0.3f, 0.68f, "L", -0.3f, -0.04f, "C", -0.3f, -0.48f, 0.3f, -0.48f,
                        0.3f, -0.04f, "L", 0.3f, 0.68f, "Z"}),
           fill("#6fc3ff"));
    s.path(symbol_path(p, k, {"M", 0.0f,  -0.3f, "L", 0.08f,  -0.02f, "L", 0.3f,   0.06f,
                              "L", 0.08f, 0.14f, "L", 0.0f,   0.42f,  "L", -0.08f, 0.14f,
                              "L", -0.3f, 0.06f, "L", -0.08f, -0.02f, "Z"}),
           fill("#ffffff"));
}

// The princess: a crowned figure in a pink dress, on a raspberry badge.
void princess_symbol(Svg& s, Vec2 p) {
    const float r = 8.5f, k = r * 0.8f;
    badge(s, p, r, "#b8306f");
    s.path(symbol_path(p, k,
                       {"M", -0.5f, 0.72f, "Q", -0.3f, 0.2f, -0.16f, 0.08f, "L", 0.16f, 0.08f, "Q",
                        0.3f, 0.2f, 0.5f, 0.72f, "Z"}),
           fill("#ffd3e6", "stroke=\"#5b0f33\" stroke-width=\"0.4\""));
    circle(s, p + Vec2{0, -0.14f * k}, 0.21f * k,
           fill("#f7d6b5", "stroke=\"#5b0f33\" stroke-width=\"0.4\""));
    s.path(symbol_path(p, k, {"M",    -0.24f, -0.3f, "L",    -0.26f, -0.66f, "L",    -0.12f,
                              -0.46f, "L",    0.0f,  -0.72f, "L",    0.12f,  -0.46f, "L",
                              0.26f,  -0.66f, "L",   0.24f,  -0.3f,  "Z"}),
           fill("#f5c63a", "stroke=\"#7a4e08\" stroke-width=\"0.4\" stroke-linejoin=\"round\""));
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
        "\"/></radialGradient>"
        "<radialGradient id=\"lake\" cx=\"50\" cy=\"50\" r=\"24\" gradientUnits=\"userSpaceOnUse\">"
        "<stop offset=\"0\" stop-color=\"" +
        kWaterLight + "\"/><stop offset=\"1\" stop-color=\"" + kWater +
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
    for (const Ornament& o : g.ornaments) {
        if (o.kind == OrnamentKind::Spring)
            s.raw("<circle cx=\"" + num(o.pos.x) + "\" cy=\"" + num(o.pos.y) + "\" r=\"10\" " +
                  fill(kWater, "stroke=\"" + std::string(kWaterEdge) + "\" stroke-width=\"2\"") +
                  "/>\n");
    }
    for (const Strip& r : g.rivers) {
        s.path(path_data(r.path), stroke(kWater, kRiverWidth - 4, "stroke-linecap=\"butt\""));
        s.path(path_data(r.path), stroke(kWaterLight, 1.2f, "stroke-dasharray=\"6 8\""));
    }
    for (const Ornament& o : g.ornaments) {
        if (o.kind == OrnamentKind::Spring)
            s.raw("<circle cx=\"" + num(o.pos.x) + "\" cy=\"" + num(o.pos.y) + "\" r=\"4\" " +
                  fill(kWaterLight) + "/>\n");
        if (o.kind == OrnamentKind::Lake)
            s.raw("<ellipse cx=\"" + num(o.pos.x) + "\" cy=\"" + num(o.pos.y) +
                  "\" rx=\"24\" ry=\"19\" " +
                  fill("url(#lake)",
                       "stroke=\"" + std::string(kWaterEdge) + "\" stroke-width=\"2\"") +
                  "/>\n");
    }

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
        if (o.kind == OrnamentKind::Monastery) monastery(s, o.pos);
        if (o.kind == OrnamentKind::Garden) garden(s, o.pos);
        if (o.kind == OrnamentKind::Foundation) foundation(s, o.pos);
        if (o.kind == OrnamentKind::Village) village(s, o.pos);
        if (o.kind == OrnamentKind::House) house(s, o.pos, 10, 1);
        if (o.kind == OrnamentKind::Inn) inn(s, o.pos);
        if (o.kind == OrnamentKind::Cathedral) cathedral(s, o.pos);
        if (o.kind == OrnamentKind::Wine || o.kind == OrnamentKind::Grain ||
            o.kind == OrnamentKind::Cloth)
            goods(s, o.pos, o.kind);
        if (o.kind == OrnamentKind::Volcano) volcano(s, o.pos, o.size);
        if (o.kind == OrnamentKind::Princess) princess_symbol(s, o.pos);
    }
    // The tile's own symbols on top of everything.
    for (const Ornament& o : g.ornaments) {
        if (o.kind == OrnamentKind::Dragon) dragon_symbol(s, o.pos);
        if (o.kind == OrnamentKind::Portal) portal_symbol(s, o.pos);
    }
    s.raw(
        "<rect x=\"0.4\" y=\"0.4\" width=\"99.2\" height=\"99.2\" fill=\"none\" stroke=\"#2a2418\" "
        "stroke-opacity=\"0.28\" stroke-width=\"0.8\"/>\n");
    s.raw("</svg>\n");
    return s.out;
}

}  // namespace carc::app
