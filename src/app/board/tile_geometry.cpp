// Tile layout from features. Cities take canonical shapes (a cap on one side, a corner, a band
// between opposite sides, everything but one side, the whole tile) turned to their sides. Roads
// and rivers run between edge midpoints; a road with one side ends at a crossing village, a
// monastery, inside a city or at a river bank. Buildings go where the land is free. Fields are
// whatever stays uncovered, split among the field features by a breadth-first fill from the
// half-edges each field touches, so the picture and the rules agree on every field.
#include "board/tile_geometry.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <deque>
#include <initializer_list>
#include <limits>
#include <optional>
#include <string>

#include "shell/i18n.hpp"

namespace carc::app {

namespace {

constexpr int N = LabelMap::kSize;
constexpr int8_t kUnset = -2;
constexpr Vec2 kCentre{50, 50};

Vec2 side_mid(int s) {
    static constexpr std::array<Vec2, 4> mids{{{50, 0}, {100, 50}, {50, 100}, {0, 50}}};
    return mids[static_cast<size_t>(s & 3)];
}
Vec2 inward(int s) {
    static constexpr std::array<Vec2, 4> dirs{{{0, 1}, {-1, 0}, {0, -1}, {1, 0}}};
    return dirs[static_cast<size_t>(s & 3)];
}

Vec2 bezier(Vec2 a, Vec2 b, Vec2 c, Vec2 d, float t) {
    const float u = 1 - t;
    return a * (u * u * u) + b * (3 * u * u * t) + c * (3 * u * t * t) + d * (t * t * t);
}

uint32_t hash_id(const std::string& s) {
    uint32_t h = 2166136261u;
    for (char c : s) h = (h ^ static_cast<uint8_t>(c)) * 16777619u;
    return h;
}

struct Random {
    uint64_t state;
    uint32_t next() {
        uint64_t z = (state += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return static_cast<uint32_t>((z ^ (z >> 31)) >> 32);
    }
    float uniform() { return static_cast<float>(next() >> 8) / 16777216.0f; }
};

// --- city shapes --------------------------------------------------------------------------

struct Shape {
    Path outline;
    std::vector<Path> walls;
};

constexpr SideMask kCap = 1, kCorner = 1 | 8, kBand = 2 | 8, kThree = 1 | 2 | 8, kAll = 15;

// How a canonical shape bends to leave room for its neighbours on the tile.
struct Variant {
    bool deep = false;          // cap: reaches the middle of the tile
    bool small_corner = false;  // corner: another city holds the opposite corner
    bool low_top = false;       // band: another city holds the top side
    bool low_bottom = false;    // band: another city holds the bottom side
    bool split = false;         // band: a field crosses it (River II's city on both banks)
};

Shape canonical_city(SideMask c, Variant v) {
    Shape s;
    Path& o = s.outline;
    o.closed = true;
    if (c == kCap) {
        const float k = (v.deep ? 45.0f : 28.0f) / 0.75f;
        o.start = {0, 0};
        o.line_to({100, 0});
        o.curve_to({72, k}, {28, k}, {0, 0});
        Path w{{100, 0}, {}, false};
        w.curve_to({72, k}, {28, k}, {0, 0});
        s.walls.push_back(w);
    } else if (c == kCorner) {
        const Vec2 c1 = v.small_corner ? Vec2{62, 18} : Vec2{78, 30};
        const Vec2 c2{c1.y, c1.x};
        o.start = {0, 100};
        o.line_to({0, 0});
        o.line_to({100, 0});
        o.curve_to(c1, c2, {0, 100});
        Path w{{100, 0}, {}, false};
        w.curve_to(c1, c2, {0, 100});
        s.walls.push_back(w);
    } else if (c == kBand && v.split) {
        // One city on two banks: a cap on the west side and one on the east, joined by a
        // zero-width run along the top edge so that one outline fills both.
        const float k = 24.0f / 0.75f;
        o.start = {0, 0};
        o.curve_to({k, 30}, {k, 70}, {0, 100});
        o.line_to({0, 0});
        o.line_to({100, 0});
        o.curve_to({100 - k, 30}, {100 - k, 70}, {100, 100});
        o.line_to({100, 0});
        o.line_to({0, 0});
        Path west{{0, 0}, {}, false};
        west.curve_to({k, 30}, {k, 70}, {0, 100});
        Path east{{100, 0}, {}, false};
        east.curve_to({100 - k, 30}, {100 - k, 70}, {100, 100});
        s.walls = {west, east};
    } else if (c == kBand) {
        // Depth of each wall below its side; deeper when a separate city shares that side.
        const float top = (v.low_top ? 50.0f : 24.0f) / 0.75f;
        const float bottom = (v.low_bottom ? 50.0f : 24.0f) / 0.75f;
        o.start = {0, 0};
        o.curve_to({30, top}, {70, top}, {100, 0});
        o.line_to({100, 100});
        o.curve_to({70, 100 - bottom}, {30, 100 - bottom}, {0, 100});
        Path upper{{0, 0}, {}, false};
        upper.curve_to({30, top}, {70, top}, {100, 0});
        Path lower{{100, 100}, {}, false};
        lower.curve_to({70, 100 - bottom}, {30, 100 - bottom}, {0, 100});
        s.walls = {upper, lower};
    } else if (c == kThree) {
        const float k = 30.0f / 0.75f;
        o.start = {0, 100};
        o.line_to({0, 0});
        o.line_to({100, 0});
        o.line_to({100, 100});
        o.curve_to({70, 100 - k}, {30, 100 - k}, {0, 100});
        Path w{{100, 100}, {}, false};
        w.curve_to({70, 100 - k}, {30, 100 - k}, {0, 100});
        s.walls.push_back(w);
    } else {
        o.start = {0, 0};
        o.line_to({100, 0});
        o.line_to({100, 100});
        o.line_to({0, 100});
    }
    return s;
}

constexpr float kFoundationRadius = 7.5f;  // a declared kind's round place

// Room a building or symbol takes around its position, for placing others clear of it.
constexpr float kBadgeRadius = 8.5f;
float ornament_radius(const Ornament& o) {
    switch (o.kind) {
        case OrnamentKind::Monastery:
            return 17;
        case OrnamentKind::Lake:
            return 24;
        case OrnamentKind::Garden:
        case OrnamentKind::Spring:
            return 11;
        case OrnamentKind::Volcano:
            return o.size * 1.2f;
        case OrnamentKind::Foundation:
            return kFoundationRadius + 1;
        case OrnamentKind::Village:
            return 9;
        case OrnamentKind::Cathedral:
            return 13;
        default:
            return kBadgeRadius;
    }
}

// Whether a field that touches no edge of the tile borders city `local`.
bool borders_inner_field(const TileType& type, int local) {
    return std::any_of(type.features.begin(), type.features.end(), [&](const FeatureType& f) {
        return f.kind == FeatureKind::Field && f.halves == 0 &&
               std::find(f.cities.begin(), f.cities.end(), local) != f.cities.end();
    });
}

// The city shape for any side set: the canonical shape whose rotation gives that set.
Shape city_shape(const TileType& type, int local) {
    const SideMask mask = type.features[static_cast<size_t>(local)].sides & 0xF;
    // Sides held by the tile's other cities.
    auto other_city_on = [&](SideMask sides, bool all) {
        for (size_t l = 0; l < type.features.size(); ++l) {
            const FeatureType& f = type.features[l];
            if (static_cast<int>(l) == local || f.kind != FeatureKind::City) continue;
            if (all ? (f.sides & sides) == sides : (f.sides & sides) != 0) return true;
        }
        return false;
    };
    for (SideMask c : {kCap, kCorner, kBand, kThree, kAll})
        for (int k = 0; k < 4; ++k) {
            if (rotate_sides(c, k) != mask) continue;
            Variant v;
            if (c == kCap) {
                // Two different fields on either flank of a one-sided city need the city to
                // reach the middle of the tile (the River's city beside the water).
                const int left = type.half_feature[0][static_cast<size_t>(rotate_half(7, k))];
                const int right = type.half_feature[0][static_cast<size_t>(rotate_half(2, k))];
                v.deep = left >= 0 && right >= 0 && left != right;
            }
            // A corner shrinks when another city holds the opposite corner, or when a field
            // inside the tile lies along its wall (it needs the room).
            if (c == kCorner)
                v.small_corner =
                    other_city_on(rotate_sides(2 | 4, k), true) || borders_inner_field(type, local);
            if (c == kBand) {
                v.low_top = other_city_on(rotate_sides(1, k), false);
                v.low_bottom = other_city_on(rotate_sides(4, k), false);
                // A field on both other sides crosses the band: the city is two banks.
                const int top = (0 + k) % kSides, bottom = (2 + k) % kSides;
                for (const FeatureType& f : type.features)
                    v.split |= f.kind == FeatureKind::Field && (f.halves & (3u << (2 * top))) &&
                               (f.halves & (3u << (2 * bottom)));
            }
            Shape s = canonical_city(c, v);
            s.outline = s.outline.rotated(k);
            for (Path& w : s.walls) w = w.rotated(k);
            return s;
        }
    return canonical_city(kAll, {});
}

Path strip_between(int a, int b) {
    Path p{side_mid(a), {}, false};
    const float k = 27.6f;  // quarter circle about the shared corner
    p.curve_to(side_mid(a) + inward(a) * k, side_mid(b) + inward(b) * k, side_mid(b));
    return p;
}

Path strip_to(int side, Vec2 end) {
    const Vec2 a = side_mid(side);
    Path p{a, {}, false};
    p.curve_to(a + (end - a) * (1.0f / 3), a + (end - a) * (2.0f / 3), end);
    return p;
}

// --- label painting -----------------------------------------------------------------------

float segment_distance2(Vec2 p, Vec2 a, Vec2 b) {
    const Vec2 ab = b - a, ap = p - a;
    const float len2 = ab.x * ab.x + ab.y * ab.y;
    float t = len2 > 0 ? (ap.x * ab.x + ap.y * ab.y) / len2 : 0;
    t = std::clamp(t, 0.0f, 1.0f);
    const Vec2 d = p - (a + ab * t);
    return d.x * d.x + d.y * d.y;
}

float path_distance(const std::vector<Vec2>& pts, Vec2 p) {
    float best = std::numeric_limits<float>::max();
    for (size_t i = 1; i < pts.size(); ++i)
        best = std::min(best, segment_distance2(p, pts[i - 1], pts[i]));
    if (pts.size() == 1) return distance(p, pts[0]);
    return std::sqrt(best);
}

Vec2 cell_centre(int cx, int cy) {
    return {static_cast<float>(cx) + 0.5f, static_cast<float>(cy) + 0.5f};
}

// The cells a set of points can reach within `pad`, clamped to the tile.
struct Box {
    int x0, y0, x1, y1;
};
Box bounds(const std::vector<Vec2>& pts, float pad) {
    float x0 = 1e9f, y0 = 1e9f, x1 = -1e9f, y1 = -1e9f;
    for (Vec2 p : pts) {
        x0 = std::min(x0, p.x);
        y0 = std::min(y0, p.y);
        x1 = std::max(x1, p.x);
        y1 = std::max(y1, p.y);
    }
    auto cell = [](float v) { return std::clamp(static_cast<int>(std::floor(v)), 0, N - 1); };
    return {cell(x0 - pad), cell(y0 - pad), cell(x1 + pad), cell(y1 + pad)};
}

void paint_strip(LabelMap& m, const Path& path, float half_width, int8_t value) {
    const auto pts = path.sample(24);
    const Box b = bounds(pts, half_width + 1);
    for (int cy = b.y0; cy <= b.y1; ++cy)
        for (int cx = b.x0; cx <= b.x1; ++cx)
            if (path_distance(pts, cell_centre(cx, cy)) <= half_width) m.cell(cx, cy) = value;
}

// Scanline fill: each row's crossings with the outline, filled in pairs (even-odd rule).
void paint_polygon(LabelMap& m, const Path& outline, int8_t value) {
    const auto poly = outline.sample(16);
    std::vector<float> xs;
    for (int cy = 0; cy < N; ++cy) {
        const float y = static_cast<float>(cy) + 0.5f;
        xs.clear();
        for (size_t i = 0, j = poly.size() - 1; i < poly.size(); j = i++) {
            const Vec2 a = poly[i], b = poly[j];
            if ((a.y > y) != (b.y > y)) xs.push_back(a.x + (y - a.y) * (b.x - a.x) / (b.y - a.y));
        }
        std::sort(xs.begin(), xs.end());
        for (size_t k = 0; k + 1 < xs.size(); k += 2) {
            // Cells whose centre lies between the two crossings.
            const int x0 = std::max(0, static_cast<int>(std::ceil(xs[k] - 0.5f)));
            const int x1 = std::min(N - 1, static_cast<int>(std::floor(xs[k + 1] - 0.5f)));
            for (int cx = x0; cx <= x1; ++cx) m.cell(cx, cy) = value;
        }
    }
}

void paint_box(LabelMap& m, Vec2 centre, float half, int8_t value, bool round) {
    for (int cy = 0; cy < N; ++cy)
        for (int cx = 0; cx < N; ++cx) {
            const Vec2 d = cell_centre(cx, cy) - centre;
            const bool in = round ? d.x * d.x + d.y * d.y <= half * half
                                  : std::abs(d.x) <= half && std::abs(d.y) <= half;
            if (in) m.cell(cx, cy) = value;
        }
}

void paint_ellipse(LabelMap& m, Vec2 c, float rx, float ry, int8_t value) {
    for (int cy = 0; cy < N; ++cy)
        for (int cx = 0; cx < N; ++cx) {
            const Vec2 d = cell_centre(cx, cy) - c;
            if ((d.x * d.x) / (rx * rx) + (d.y * d.y) / (ry * ry) <= 1) m.cell(cx, cy) = value;
        }
}

// Chamfer distance from each cell to the nearest cell outside `inside` (the tile's outside counts
// as outside, so figures keep clear of tile edges).
std::vector<float> inner_distance(const std::vector<bool>& inside) {
    const float inf = 1e9f, d1 = 1.0f, d2 = 1.4142f;
    std::vector<float> d(static_cast<size_t>(N * N));
    auto at = [&](int x, int y) -> float {
        if (x < 0 || y < 0 || x >= N || y >= N) return 0.0f;
        return d[static_cast<size_t>(y * N + x)];
    };
    for (int i = 0; i < N * N; ++i)
        d[static_cast<size_t>(i)] = inside[static_cast<size_t>(i)] ? inf : 0.0f;
    for (int y = 0; y < N; ++y)
        for (int x = 0; x < N; ++x) {
            float& v = d[static_cast<size_t>(y * N + x)];
            if (v == 0) continue;
            v = std::min({v, at(x - 1, y) + d1, at(x, y - 1) + d1, at(x - 1, y - 1) + d2,
                          at(x + 1, y - 1) + d2});
        }
    for (int y = N - 1; y >= 0; --y)
        for (int x = N - 1; x >= 0; --x) {
            float& v = d[static_cast<size_t>(y * N + x)];
            if (v == 0) continue;
            v = std::min({v, at(x + 1, y) + d1, at(x, y + 1) + d1, at(x + 1, y + 1) + d2,
                          at(x - 1, y + 1) + d2});
        }
    return d;
}

// The most open point of a region, nearest to `prefer` among near-equals.
Vec2 pole(const std::vector<bool>& inside, Vec2 prefer, float* depth = nullptr) {
    const auto d = inner_distance(inside);
    float best = -1;
    Vec2 at = prefer;
    for (int y = 0; y < N; ++y)
        for (int x = 0; x < N; ++x) {
            const float v = d[static_cast<size_t>(y * N + x)];
            if (v <= 0) continue;
            const Vec2 c = cell_centre(x, y);
            const float score = std::min(v, 30.0f) - 0.04f * distance(c, prefer);
            if (score > best) {
                best = score;
                at = c;
            }
        }
    if (depth) {
        const int cx = std::clamp(static_cast<int>(at.x), 0, N - 1),
                  cy = std::clamp(static_cast<int>(at.y), 0, N - 1);
        *depth = d[static_cast<size_t>(cy * N + cx)];
    }
    return at;
}

std::vector<bool> cells_where(const LabelMap& m, auto pred) {
    std::vector<bool> out(static_cast<size_t>(N * N));
    for (int i = 0; i < N * N; ++i)
        out[static_cast<size_t>(i)] = pred(m.cells[static_cast<size_t>(i)]);
    return out;
}

// True when `to` can be reached from `from` without crossing water (a river strip).
bool dry_path(const LabelMap& m, const std::vector<FeatureKind>& kinds, Vec2 from, Vec2 to) {
    auto wet = [&](int x, int y) {
        const int8_t v = m.at_cell(x, y);
        return v >= 0 && kinds[static_cast<size_t>(v)] == FeatureKind::River;
    };
    const int fx = std::clamp(static_cast<int>(from.x), 0, N - 1);
    const int fy = std::clamp(static_cast<int>(from.y), 0, N - 1);
    const int tx = std::clamp(static_cast<int>(to.x), 0, N - 1);
    const int ty = std::clamp(static_cast<int>(to.y), 0, N - 1);
    std::vector<bool> seen(static_cast<size_t>(N * N));
    std::deque<std::pair<int, int>> queue{{fx, fy}};
    seen[static_cast<size_t>(fy * N + fx)] = true;
    while (!queue.empty()) {
        const auto [x, y] = queue.front();
        queue.pop_front();
        if (x == tx && y == ty) return true;
        const int dx[] = {1, -1, 0, 0}, dy[] = {0, 0, 1, -1};
        for (int k = 0; k < 4; ++k) {
            const int nx = x + dx[k], ny = y + dy[k];
            if (nx < 0 || ny < 0 || nx >= N || ny >= N || wet(nx, ny)) continue;
            if (seen[static_cast<size_t>(ny * N + nx)]) continue;
            seen[static_cast<size_t>(ny * N + nx)] = true;
            queue.emplace_back(nx, ny);
        }
    }
    return false;
}

// Fields that touch no edge of the tile (inner fields), by local index.
std::vector<int> inner_fields(const TileType& type) {
    std::vector<int> inner;
    for (size_t l = 0; l < type.features.size(); ++l)
        if (type.features[l].kind == FeatureKind::Field && type.features[l].halves == 0)
            inner.push_back(static_cast<int>(l));
    return inner;
}

// The areas nobody claims once the fill from the edges is done: 4-connected runs of unset cells.
std::vector<std::vector<std::pair<int, int>>> unclaimed_regions(LabelMap& m) {
    static constexpr int dx[] = {1, -1, 0, 0}, dy[] = {0, 0, 1, -1};
    constexpr int8_t kRegion = -3;
    std::vector<std::vector<std::pair<int, int>>> regions;
    for (int y = 0; y < N; ++y)
        for (int x = 0; x < N; ++x) {
            if (m.cell(x, y) != kUnset) continue;
            std::vector<std::pair<int, int>> cells{{x, y}};
            m.cell(x, y) = kRegion;
            for (size_t i = 0; i < cells.size(); ++i)
                for (int k = 0; k < 4; ++k) {
                    const int nx = cells[i].first + dx[k], ny = cells[i].second + dy[k];
                    if (nx < 0 || ny < 0 || nx >= N || ny >= N || m.cell(nx, ny) != kUnset)
                        continue;
                    m.cell(nx, ny) = kRegion;
                    cells.emplace_back(nx, ny);
                }
            regions.push_back(std::move(cells));
        }
    for (const auto& r : regions)
        for (auto [x, y] : r) m.cell(x, y) = kUnset;
    std::stable_sort(regions.begin(), regions.end(),
                     [](const auto& a, const auto& b) { return a.size() > b.size(); });
    return regions;
}

// Multi-source fill over the cells nothing else covers: from the half-edges of each field, and
// from the walls of inner fields that no ring of cities encloses (see assign_fields).
void fill_fields(LabelMap& m, const TileType& type, const std::vector<int>& wall_grown) {
    std::deque<std::pair<int, int>> queue;
    for (int h = 0; h < kHalfEdges; ++h) {
        const int local = type.half_feature[0][static_cast<size_t>(h)];
        if (local < 0 || type.features[static_cast<size_t>(local)].kind != FeatureKind::Field)
            continue;
        // Half-edges run clockwise: NL is the west half of the north side, and so on.
        const int side = h / 2;
        const bool first_half = (h % 2) == 0;
        for (int i = 1; i < N / 2 - 1; ++i) {
            int cx = 0, cy = 0;
            switch (side) {
                case 0:
                    cx = first_half ? i : N / 2 + i;
                    cy = 0;
                    break;
                case 1:
                    cx = N - 1;
                    cy = first_half ? i : N / 2 + i;
                    break;
                case 2:
                    cx = first_half ? N - 1 - i : N / 2 - 1 - i;
                    cy = N - 1;
                    break;
                default:
                    cx = 0;
                    cy = first_half ? N - 1 - i : N / 2 - 1 - i;
                    break;
            }
            if (m.cell(cx, cy) != kUnset) continue;
            m.cell(cx, cy) = static_cast<int8_t>(local);
            queue.emplace_back(cx, cy);
        }
    }
    static constexpr int dx[] = {1, -1, 0, 0}, dy[] = {0, 0, 1, -1};
    for (int field : wall_grown) {
        // The cities only this field borders: it lies along their walls. (When every city it
        // borders also borders an edge field, it lies along all of them.)
        const FeatureType& f = type.features[static_cast<size_t>(field)];
        std::vector<int> own;
        for (uint8_t c : f.cities) {
            bool shared = false;
            for (const FeatureType& other : type.features)
                if (other.kind == FeatureKind::Field && other.halves != 0)
                    shared = shared || std::find(other.cities.begin(), other.cities.end(), c) !=
                                           other.cities.end();
            if (!shared) own.push_back(c);
        }
        if (own.empty()) own.assign(f.cities.begin(), f.cities.end());
        std::vector<std::pair<int, int>> seeds;
        for (int y = 0; y < N; ++y)
            for (int x = 0; x < N; ++x) {
                if (m.cell(x, y) != kUnset) continue;
                for (int k = 0; k < 4; ++k) {
                    const int8_t v = m.at_cell(x + dx[k], y + dy[k]);
                    if (v >= 0 && std::find(own.begin(), own.end(), v) != own.end()) {
                        seeds.emplace_back(x, y);
                        break;
                    }
                }
            }
        for (auto [x, y] : seeds) {
            m.cell(x, y) = static_cast<int8_t>(field);
            queue.emplace_back(x, y);
        }
    }
    while (!queue.empty()) {
        const auto [x, y] = queue.front();
        queue.pop_front();
        const int8_t v = m.cell(x, y);
        for (int k = 0; k < 4; ++k) {
            const int nx = x + dx[k], ny = y + dy[k];
            if (nx < 0 || ny < 0 || nx >= N || ny >= N || m.cell(nx, ny) != kUnset) continue;
            m.cell(nx, ny) = v;
            queue.emplace_back(nx, ny);
        }
    }
}

// Fields on the open land. Edge fields grow from their half-edges. Inner fields take the areas
// that rings of cities enclose; when the cities leave fewer such areas than there are inner fields
// (a cap beside a corner city: the land between them is open to the edge field), the inner fields
// grow from the walls of their own cities at the same pace as the edge fields, and the hedge
// drawn where two fields meet marks the border the rules put there.
void assign_fields(LabelMap& m, const TileType& type) {
    const std::vector<int> inner = inner_fields(type);
    std::vector<int> wall_grown;
    if (!inner.empty()) {
        LabelMap trial = m;
        fill_fields(trial, type, {});
        constexpr size_t kRoomForAField = 150;  // cells: room for a figure and a marker
        size_t enclosed = 0;
        for (const auto& r : unclaimed_regions(trial)) enclosed += r.size() >= kRoomForAField;
        if (enclosed < inner.size()) wall_grown = inner;
    }
    fill_fields(m, type, wall_grown);
}

// An area in two halves: cells nearer (in steps through the area) to one of its two ends than to
// the other, where the ends are as far apart as steps through the area go.
std::pair<std::vector<std::pair<int, int>>, std::vector<std::pair<int, int>>> split_region(
    const std::vector<std::pair<int, int>>& region) {
    static constexpr int dx[] = {1, -1, 0, 0}, dy[] = {0, 0, 1, -1};
    std::vector<int> member(N * N, -1);
    for (size_t i = 0; i < region.size(); ++i)
        member[static_cast<size_t>(region[i].second * N + region[i].first)] = static_cast<int>(i);
    // Steps from the given cells to every cell of the area; a cell takes the source it is
    // nearest to.
    auto steps_from = [&](const std::vector<int>& sources, std::vector<int>& owner) {
        std::vector<int> dist(region.size(), -1);
        owner.assign(region.size(), -1);
        std::deque<int> queue;
        for (size_t k = 0; k < sources.size(); ++k) {
            dist[static_cast<size_t>(sources[k])] = 0;
            owner[static_cast<size_t>(sources[k])] = static_cast<int>(k);
            queue.push_back(sources[k]);
        }
        int last = sources.front();
        while (!queue.empty()) {
            const int i = queue.front();
            queue.pop_front();
            last = i;
            const auto [x, y] = region[static_cast<size_t>(i)];
            for (int k = 0; k < 4; ++k) {
                const int nx = x + dx[k], ny = y + dy[k];
                if (nx < 0 || ny < 0 || nx >= N || ny >= N) continue;
                const int j = member[static_cast<size_t>(ny * N + nx)];
                if (j < 0 || dist[static_cast<size_t>(j)] >= 0) continue;
                dist[static_cast<size_t>(j)] = dist[static_cast<size_t>(i)] + 1;
                owner[static_cast<size_t>(j)] = owner[static_cast<size_t>(i)];
                queue.push_back(j);
            }
        }
        return last;  // the farthest cell from the sources
    };
    // The ends lie in the largest connected piece (stray cells in corners are pieces too);
    // cells of other pieces stay in the first half.
    std::vector<int> owner, piece(region.size(), -1);
    int start = 0;
    size_t largest = 0;
    for (size_t i = 0; i < region.size(); ++i) {
        if (piece[i] >= 0) continue;
        steps_from({static_cast<int>(i)}, owner);
        size_t size = 0;
        for (size_t j = 0; j < region.size(); ++j)
            if (owner[j] == 0) {
                piece[j] = static_cast<int>(i);
                ++size;
            }
        if (size > largest) {
            largest = size;
            start = static_cast<int>(i);
        }
    }
    const int one_end = steps_from({start}, owner);
    const int other_end = steps_from({one_end}, owner);
    steps_from({one_end, other_end}, owner);
    std::pair<std::vector<std::pair<int, int>>, std::vector<std::pair<int, int>>> halves;
    for (size_t i = 0; i < region.size(); ++i)
        (owner[i] == 1 ? halves.second : halves.first).push_back(region[i]);
    return halves;
}

// Inner fields not grown from walls take the largest enclosed areas left over. Slivers nobody
// claims (where two walls nearly meet) join whatever surrounds them.
void assign_inner_fields(LabelMap& m, const TileType& type) {
    std::vector<int> inner;
    for (int l : inner_fields(type))
        if (std::find(m.cells.begin(), m.cells.end(), static_cast<int8_t>(l)) == m.cells.end())
            inner.push_back(l);
    static constexpr int dx[] = {1, -1, 0, 0}, dy[] = {0, 0, 1, -1};
    const auto regions = unclaimed_regions(m);
    for (size_t i = 0; i < regions.size(); ++i)
        for (auto [x, y] : regions[i])
            m.cell(x, y) = i < inner.size() ? static_cast<int8_t>(inner[i]) : kUnset;
    // Absorb the rest into their neighbours, growing inward from the labelled cells around them.
    for (bool changed = true; changed;) {
        changed = false;
        for (int y = 0; y < N; ++y)
            for (int x = 0; x < N; ++x) {
                if (m.cell(x, y) != kUnset) continue;
                for (int k = 0; k < 4; ++k) {
                    const int8_t v = m.at_cell(x + dx[k], y + dy[k]);
                    if (v >= 0) {
                        m.cell(x, y) = v;
                        changed = true;
                        break;
                    }
                }
            }
    }
    // An inner field still without land (AM/CCcc+: two cities crossing leave one open cross for
    // two fields, which border the same cities) takes half of the largest inner field's land,
    // split between its far-apart ends; the hedge drawn between different fields marks the border.
    for (int l : inner_fields(type)) {
        if (std::find(m.cells.begin(), m.cells.end(), static_cast<int8_t>(l)) != m.cells.end())
            continue;
        std::vector<std::pair<int, int>> largest;
        for (int other : inner_fields(type)) {
            std::vector<std::pair<int, int>> cells;
            for (int y = 0; y < N; ++y)
                for (int x = 0; x < N; ++x)
                    if (m.cell(x, y) == other) cells.emplace_back(x, y);
            if (cells.size() > largest.size()) largest = std::move(cells);
        }
        if (largest.empty()) continue;
        for (auto [x, y] : split_region(largest).second) m.cell(x, y) = static_cast<int8_t>(l);
    }
}

// Half-edges of no feature (the City of Carcassonne's squares face the City there) are a thin
// strip of nothing along their side, which reaches a little past the side's middle: a side half
// bare and half field then shows nothing at its middle, whichever way the tile turns.
void clear_bare_halves(LabelMap& m, const TileType& type) {
    unsigned bare = 0;
    for (int h = 0; h < kHalfEdges; ++h)
        if (type.half_feature[0][static_cast<size_t>(h)] < 0 &&
            type.side_feature[0][static_cast<size_t>(h / 2)] < 0)
            bare |= 1u << h;
    // None at all, or all of them (the abbey, whose sides end everything): nothing to clear.
    if (bare == 0 || bare == (1u << kHalfEdges) - 1) return;
    constexpr float kDepth = 3.5f, kPastMiddle = 0.025f;
    for (int cy = 0; cy < N; ++cy)
        for (int cx = 0; cx < N; ++cx) {
            const float x = static_cast<float>(cx) + 0.5f, y = static_cast<float>(cy) + 0.5f;
            // Per side: the distance from it, and where along it (clockwise from its first
            // corner, 0..1) the cell lies.
            const float depth[kSides] = {y, 100 - x, 100 - y, x};
            const float along[kSides] = {x / 100, y / 100, (100 - x) / 100, (100 - y) / 100};
            for (int s = 0; s < kSides; ++s) {
                if (depth[s] > kDepth) continue;
                const bool first = along[s] < 0.5f + kPastMiddle;
                const bool second = along[s] > 0.5f - kPastMiddle;
                if ((first && (bare & (1u << (2 * s)))) || (second && (bare & (1u << (2 * s + 1)))))
                    m.cell(cx, cy) = -1;
            }
        }
}

// Where two different fields meet with nothing drawn between them, a hedge marks the border.
std::vector<Vec2> field_borders(const LabelMap& m, const std::vector<FeatureKind>& kinds) {
    auto field = [&](int8_t v) {
        return v >= 0 && kinds[static_cast<size_t>(v)] == FeatureKind::Field;
    };
    std::vector<Vec2> out;
    for (int y = 0; y < N; ++y)
        for (int x = 0; x < N; ++x) {
            const int8_t v = m.at_cell(x, y);
            if (!field(v)) continue;
            const int8_t right = m.at_cell(x + 1, y), down = m.at_cell(x, y + 1);
            if (field(right) && right != v)
                out.push_back({static_cast<float>(x) + 1, static_cast<float>(y) + 0.5f});
            if (field(down) && down != v)
                out.push_back({static_cast<float>(x) + 0.5f, static_cast<float>(y) + 1});
        }
    // Thin the points to one bush every few units.
    std::vector<Vec2> bushes;
    for (Vec2 p : out)
        if (std::none_of(bushes.begin(), bushes.end(),
                         [&](Vec2 b) { return distance(b, p) < 3.2f; }))
            bushes.push_back(p);
    return bushes;
}

}  // namespace

float distance(Vec2 a, Vec2 b) { return std::hypot(a.x - b.x, a.y - b.y); }

Vec2 rotate_point(Vec2 p, int quarter_turns) {
    for (int i = 0; i < (quarter_turns & 3); ++i) p = {100 - p.y, p.x};
    return p;
}

void Path::line_to(Vec2 p) {
    const Vec2 a = end();
    segments.push_back({a + (p - a) * (1.0f / 3), a + (p - a) * (2.0f / 3), p});
}

void Path::curve_to(Vec2 c1, Vec2 c2, Vec2 p) { segments.push_back({c1, c2, p}); }

Vec2 Path::point_at(float t) const {
    if (segments.empty()) return start;
    t = std::clamp(t, 0.0f, 1.0f) * static_cast<float>(segments.size());
    const size_t i = std::min(static_cast<size_t>(t), segments.size() - 1);
    const Vec2 a = i == 0 ? start : segments[i - 1].end;
    const Segment& s = segments[i];
    return bezier(a, s.c1, s.c2, s.end, t - static_cast<float>(i));
}

std::vector<Vec2> Path::sample(int per_segment) const {
    std::vector<Vec2> out{start};
    Vec2 a = start;
    for (const Segment& s : segments) {
        for (int i = 1; i <= per_segment; ++i)
            out.push_back(bezier(a, s.c1, s.c2, s.end,
                                 static_cast<float>(i) / static_cast<float>(per_segment)));
        a = s.end;
    }
    return out;
}

Path Path::rotated(int quarter_turns) const {
    Path p{rotate_point(start, quarter_turns), {}, closed};
    for (const Segment& s : segments)
        p.segments.push_back({rotate_point(s.c1, quarter_turns), rotate_point(s.c2, quarter_turns),
                              rotate_point(s.end, quarter_turns)});
    return p;
}

AttributeSlots attribute_slots(const Ruleset& rules) {
    AttributeSlots a;
    a.pennants = rules.attribute("pennants");
    a.inn = rules.attribute("inn");
    a.cathedral = rules.attribute("cathedral");
    a.wine = rules.attribute("wine");
    a.grain = rules.attribute("grain");
    a.cloth = rules.attribute("cloth");
    a.princess = rules.attribute("princess");
    return a;
}

TileGeometry build_tile_geometry(const TileType& type, const AttributeSlots& slots) {
    TileGeometry g;
    g.seed = hash_id(type.id);
    Random rnd{g.seed};
    const int count = static_cast<int>(type.features.size());
    g.kinds.resize(static_cast<size_t>(count));
    g.anchors.assign(static_cast<size_t>(count), kCentre);
    for (int l = 0; l < count; ++l)
        g.kinds[static_cast<size_t>(l)] = type.features[static_cast<size_t>(l)].kind;

    // Shapes whose place follows from their sides alone.
    struct DeadEnd {
        int local;
        int side;
    };
    std::vector<DeadEnd> dead_ends;
    std::vector<std::pair<int, Shape>> city_shapes;
    std::vector<int> monasteries, gardens, declared;
    for (int l = 0; l < count; ++l) {
        const FeatureType& f = type.features[static_cast<size_t>(l)];
        std::vector<int> sides;
        for (int s = 0; s < kSides; ++s)
            if (f.sides & (1 << s)) sides.push_back(s);
        switch (f.kind) {
            case FeatureKind::City:
                city_shapes.emplace_back(l, city_shape(type, l));
                break;
            case FeatureKind::Road:
                if (sides.size() == 2)
                    g.roads.push_back({l, strip_between(sides[0], sides[1])});
                else
                    for (int s : sides) dead_ends.push_back({l, s});
                break;
            case FeatureKind::River:
                if (sides.size() == 2) {
                    g.rivers.push_back({l, strip_between(sides[0], sides[1])});
                } else if (sides.size() == 1 && !type.has_tag("lake") && !type.has_tag("spring")) {
                    // A river ending in a city (River II's RI.2/IFC) runs under its wall; the city,
                    // painted later, covers the end.
                    const int across = (sides[0] + 2) % kSides;
                    const int city = type.side_feature[0][static_cast<size_t>(across)];
                    const bool into_city =
                        city >= 0 &&
                        type.features[static_cast<size_t>(city)].kind == FeatureKind::City;
                    g.rivers.push_back(
                        {l, strip_to(sides[0], into_city ? side_mid(across) : kCentre)});
                } else {
                    // The spring, a lake, or a fork (three branches meeting in the middle).
                    for (int s : sides) g.rivers.push_back({l, strip_to(s, kCentre)});
                    if (type.has_tag("lake"))
                        g.ornaments.push_back({OrnamentKind::Lake, kCentre, l});
                    else if (type.has_tag("spring"))
                        g.ornaments.push_back({OrnamentKind::Spring, kCentre, l});
                }
                break;
            case FeatureKind::Monastery:
                monasteries.push_back(l);
                break;
            case FeatureKind::Garden:
                gardens.push_back(l);
                break;
            case FeatureKind::Field:
                break;
            default:
                // A kind an expansion declares (the Tower's foundation, a shrine) stands in the
                // middle of its tile, like a monastery.
                declared.push_back(l);
                break;
        }
    }

    // A scratch map of what is fixed so far, to find room for buildings and road ends.
    LabelMap scratch;
    std::fill(scratch.cells.begin(), scratch.cells.end(), kUnset);
    for (const Strip& r : g.rivers)
        paint_strip(scratch, r.path, kRiverWidth / 2 + 1, static_cast<int8_t>(r.local));
    for (const Strip& r : g.roads)
        paint_strip(scratch, r.path, kRoadWidth / 2 + 1, static_cast<int8_t>(r.local));
    for (auto& [l, s] : city_shapes) paint_polygon(scratch, s.outline, static_cast<int8_t>(l));

    std::optional<Vec2> monastery_at;
    if (!monasteries.empty()) {
        float depth = 0;
        const Vec2 p =
            pole(cells_where(scratch, [](int8_t v) { return v == kUnset; }), kCentre, &depth);
        const bool centre_free =
            scratch.at(kCentre) == kUnset && inner_distance(cells_where(scratch, [](int8_t v) {
                                                 return v == kUnset;
                                             }))[static_cast<size_t>(50 * N + 50)] >= 17;
        monastery_at = centre_free ? kCentre : p;
        for (int l : monasteries) {
            g.ornaments.push_back({OrnamentKind::Monastery, *monastery_at, l});
            g.anchors[static_cast<size_t>(l)] = *monastery_at + Vec2{0, 3};
        }
    }

    // A volcano stands in the most open spot (the middle when it is free), as large as the room
    // there allows.
    std::optional<Vec2> volcano_at;
    if (type.has_tag("volcano")) {
        if (monastery_at) paint_box(scratch, *monastery_at, 16, -1, false);
        const auto open = cells_where(scratch, [](int8_t v) { return v == kUnset; });
        const auto depth = inner_distance(open);
        const float centre_depth = depth[static_cast<size_t>(50 * N + 50)];
        const bool centre_free = scratch.at(kCentre) == kUnset && centre_depth >= 20;
        volcano_at = centre_free ? kCentre : pole(open, kCentre);
        const Vec2 at = *volcano_at;
        const float room =
            depth[static_cast<size_t>(static_cast<int>(at.y) * N + static_cast<int>(at.x))];
        g.ornaments.push_back(
            {OrnamentKind::Volcano, at, -1, std::clamp(room - 3.0f, 11.0f, 17.0f)});
    }
    // A declared kind's foundation: a small round place in the middle, over whatever crosses
    // there (a road over a city), or beside the monastery (TO/L), in a row when there are more.
    std::optional<Vec2> foundation_at;
    for (size_t i = 0; i < declared.size(); ++i) {
        Vec2 at = kCentre;
        if (monastery_at) at = *monastery_at + Vec2{monastery_at->x <= 50 ? 26.0f : -26.0f, 0};
        at.x += static_cast<float>(i) * (at.x <= 50 ? 18.0f : -18.0f);
        if (!foundation_at) foundation_at = at;
        g.ornaments.push_back({OrnamentKind::Foundation, at, declared[i]});
        g.anchors[static_cast<size_t>(declared[i])] = at;
    }
    // A lone road leads to the tile's landmark: its monastery, else its foundation, else its
    // volcano.
    const std::optional<Vec2> landmark = monastery_at    ? monastery_at
                                         : foundation_at ? foundation_at
                                                         : volcano_at;

    // Where roads with one side end.
    const bool crossing = dead_ends.size() >= 2;
    for (const DeadEnd& d : dead_ends) {
        Vec2 end = kCentre;
        // The engine joins a road to nothing across the water: a monastery beyond the river is
        // not where this road goes.
        const bool to_landmark =
            landmark &&
            dry_path(scratch, g.kinds, side_mid(d.side) + inward(d.side) * 2, *landmark);
        const bool river_ahead =
            (scratch.at(kCentre) != kUnset &&
             g.kinds[static_cast<size_t>(scratch.at(kCentre))] == FeatureKind::River) ||
            (landmark && !to_landmark);
        if (to_landmark) {
            end = *landmark;
        } else if (!crossing && river_ahead) {
            // Stop at the bank of a river that crosses the tile.
            Vec2 p = side_mid(d.side);
            for (int i = 0; i < 50; ++i) {
                const Vec2 q = p + inward(d.side);
                const int8_t v = scratch.at(q);
                if (v != kUnset && g.kinds[static_cast<size_t>(v)] == FeatureKind::River) break;
                p = q;
            }
            end = p - inward(d.side) * 1.5f;
        }
        g.roads.push_back({d.local, strip_to(d.side, end)});
    }
    const bool centre_in_city =
        scratch.at(kCentre) >= 0 &&
        g.kinds[static_cast<size_t>(scratch.at(kCentre))] == FeatureKind::City;
    if (crossing && !landmark && !centre_in_city)
        g.ornaments.push_back({OrnamentKind::Village, kCentre, -1});
    else if (dead_ends.size() == 1 && !landmark && !centre_in_city && scratch.at(kCentre) == kUnset)
        g.ornaments.push_back({OrnamentKind::House, kCentre, -1});

    // The final label map, in drawing order: later paint covers earlier.
    LabelMap& m = g.labels;
    std::fill(m.cells.begin(), m.cells.end(), kUnset);
    for (const Strip& r : g.rivers)
        paint_strip(m, r.path, kRiverWidth / 2 + 0.5f, static_cast<int8_t>(r.local));
    for (const Ornament& o : g.ornaments) {
        if (o.kind == OrnamentKind::Lake)
            paint_ellipse(m, o.pos, 24, 19, static_cast<int8_t>(o.local));
        if (o.kind == OrnamentKind::Spring)
            paint_box(m, o.pos, 10, static_cast<int8_t>(o.local), true);
    }
    for (const Strip& r : g.roads)
        paint_strip(m, r.path, kRoadWidth / 2 + 0.5f, static_cast<int8_t>(r.local));
    for (auto& [l, s] : city_shapes) paint_polygon(m, s.outline, static_cast<int8_t>(l));
    for (const Ornament& o : g.ornaments) {
        if (o.kind == OrnamentKind::Monastery)
            paint_box(m, o.pos, 15, static_cast<int8_t>(o.local), false);
        if (o.kind == OrnamentKind::Foundation)
            paint_box(m, o.pos, kFoundationRadius, static_cast<int8_t>(o.local), true);
        if (o.kind == OrnamentKind::Village || o.kind == OrnamentKind::House)
            paint_box(m, o.pos, 8, -1, false);
        // A volcano is land no figure stands on: figures keep clear of it.
        if (o.kind == OrnamentKind::Volcano)
            paint_ellipse(m, o.pos + Vec2{0, o.size * 0.1f}, o.size * 0.95f, o.size * 0.72f, -1);
    }
    assign_fields(m, type);
    assign_inner_fields(m, type);
    clear_bare_halves(m, type);
    g.hedges = field_borders(m, g.kinds);

    if (!gardens.empty()) {
        const Vec2 p = pole(cells_where(m,
                                        [&](int8_t v) {
                                            return v >= 0 && g.kinds[static_cast<size_t>(v)] ==
                                                                 FeatureKind::Field;
                                        }),
                            kCentre);
        for (int l : gardens) {
            g.ornaments.push_back({OrnamentKind::Garden, p, l});
            paint_box(m, p, 12, static_cast<int8_t>(l), false);
            g.anchors[static_cast<size_t>(l)] = p;
        }
    }
    for (int8_t& v : m.cells)
        if (v == kUnset) v = -1;

    // Figures: in the most open spot of cities and fields, along roads away from the water.
    for (int l = 0; l < count; ++l) {
        const FeatureKind k = g.kinds[static_cast<size_t>(l)];
        if (k == FeatureKind::City || k == FeatureKind::Field) {
            bool any = false;
            const auto inside = cells_where(m, [&](int8_t v) { return v == l; });
            for (bool b : inside) any = any || b;
            if (any) g.anchors[static_cast<size_t>(l)] = pole(inside, kCentre);
        }
    }
    // Along roads and rivers: the middle, unless a bridge or a crossing road covers it there.
    auto along = [&](const Strip& r, std::initializer_list<float> ts, bool avoid_water) {
        for (float t : ts) {
            const Vec2 p = r.path.point_at(t);
            if (m.at(p) != r.local) continue;
            bool near_water = false;
            if (avoid_water)
                for (const Strip& w : g.rivers)
                    near_water = near_water || path_distance(w.path.sample(16), p) < 14;
            if (!near_water) return p;
        }
        for (float t : ts)
            if (m.at(r.path.point_at(t)) == r.local) return r.path.point_at(t);
        return r.path.point_at(*ts.begin());
    };
    for (const Strip& r : g.roads) {
        const bool dead_end = std::any_of(dead_ends.begin(), dead_ends.end(),
                                          [&](const DeadEnd& d) { return d.local == r.local; });
        g.anchors[static_cast<size_t>(r.local)] =
            dead_end ? along(r, {0.4f, 0.3f, 0.5f, 0.2f}, false)
                     : along(r, {0.5f, 0.32f, 0.68f, 0.22f, 0.78f}, true);
    }
    for (const Strip& r : g.rivers)
        g.anchors[static_cast<size_t>(r.local)] = along(r, {0.5f, 0.3f, 0.7f, 0.2f, 0.8f}, false);
    for (int l = 0; l < count; ++l) {
        const auto& a = type.features[static_cast<size_t>(l)].anchor;
        if (a) g.anchors[static_cast<size_t>(l)] = {(*a)[0] * 100, (*a)[1] * 100};
    }

    // An inn stands on open field beside its road, across from where the thief stands.
    for (const Strip& r : g.roads) {
        const FeatureType& f = type.features[static_cast<size_t>(r.local)];
        if (slots.inn < 0 || f.attributes[static_cast<size_t>(slots.inn)] <= 0) continue;
        const auto field_depth = inner_distance(cells_where(m, [&](int8_t v) {
            return v >= 0 && g.kinds[static_cast<size_t>(v)] == FeatureKind::Field;
        }));
        Vec2 best{-1, -1};
        float best_score = -1e9f;
        for (float t : {0.25f, 0.5f, 0.75f, 0.35f, 0.65f}) {
            const Vec2 p = r.path.point_at(t), q = r.path.point_at(std::min(1.0f, t + 0.02f));
            Vec2 n{-(q.y - p.y), q.x - p.x};
            const float len = std::max(0.001f, std::hypot(n.x, n.y));
            n = n * (1.0f / len);
            for (float side : {1.0f, -1.0f}) {
                const Vec2 at = p + n * (side * 15.0f);
                if (at.x < 8 || at.y < 8 || at.x > 92 || at.y > 92) continue;
                const float d = field_depth[static_cast<size_t>(static_cast<int>(at.y) * N +
                                                                static_cast<int>(at.x))];
                const float score =
                    d + 0.3f * distance(at, g.anchors[static_cast<size_t>(r.local)]);
                if (d >= 6 && score > best_score) {
                    best_score = score;
                    best = at;
                }
            }
        }
        if (best.x >= 0) g.ornaments.push_back({OrnamentKind::Inn, best, r.local});
    }

    // The symbols of the whole tile (a dragon, a magic portal) on badges, in the most open spot
    // of its land away from where figures stand and from the buildings.
    std::vector<Vec2> badges;
    for (auto [tag, kind] :
         {std::pair{"dragon", OrnamentKind::Dragon}, std::pair{"portal", OrnamentKind::Portal}}) {
        if (!type.has_tag(tag)) continue;
        const auto land = inner_distance(cells_where(m, [&](int8_t v) {
            return v >= 0 && (g.kinds[static_cast<size_t>(v)] == FeatureKind::Field ||
                              g.kinds[static_cast<size_t>(v)] == FeatureKind::City);
        }));
        float best = -1e9f;
        Vec2 at = kCentre;
        for (int y = 12; y <= N - 12; y += 2)
            for (int x = 12; x <= N - 12; x += 2) {
                const float d = land[static_cast<size_t>(y * N + x)];
                if (d < 5) continue;
                const Vec2 q = cell_centre(x, y);
                float clear = 40;
                for (Vec2 a : g.anchors) clear = std::min(clear, distance(q, a));
                for (const Ornament& o : g.ornaments)
                    clear = std::min(clear, distance(q, o.pos) - ornament_radius(o));
                for (Vec2 b : badges) clear = std::min(clear, distance(q, b) - kBadgeRadius);
                const float score = clear + 0.3f * std::min(d, 10.0f);
                if (score > best) {
                    best = score;
                    at = q;
                }
            }
        badges.push_back(at);
        g.ornaments.push_back({kind, at, -1});
    }

    // Cities: her symbol and shields away from the knight, then houses wherever there is room.
    for (auto& [l, s] : city_shapes) {
        CityArea c;
        c.local = l;
        c.outline = s.outline;
        c.walls = s.walls;
        const auto inside = cells_where(m, [&](int8_t v) { return v == l; });
        const auto depth = inner_distance(inside);
        const Vec2 knight = g.anchors[static_cast<size_t>(l)];
        auto attr = [&](int slot) {
            return slot >= 0
                       ? type.features[static_cast<size_t>(l)].attributes[static_cast<size_t>(slot)]
                       : 0;
        };
        // Emblems of the city: pennant shields, then a cathedral and trade goods, each in the most
        // open spot away from the knight and from each other.
        std::vector<OrnamentKind> emblems;
        if (attr(slots.princess) > 0) emblems.push_back(OrnamentKind::Princess);
        for (int p = 0; p < attr(slots.pennants); ++p)
            emblems.push_back(OrnamentKind::Monastery);  // a shield
        if (attr(slots.cathedral) > 0) emblems.push_back(OrnamentKind::Cathedral);
        for (int k = 0; k < attr(slots.wine); ++k) emblems.push_back(OrnamentKind::Wine);
        for (int k = 0; k < attr(slots.grain); ++k) emblems.push_back(OrnamentKind::Grain);
        for (int k = 0; k < attr(slots.cloth); ++k) emblems.push_back(OrnamentKind::Cloth);
        std::vector<Vec2> placed = badges;
        for (OrnamentKind emblem : emblems) {
            const bool big = emblem == OrnamentKind::Cathedral;
            float best = -1;
            Vec2 at = knight;
            for (int y = 0; y < N; y += 2)
                for (int x = 0; x < N; x += 2) {
                    const float d = depth[static_cast<size_t>(y * N + x)];
                    if (d < (big ? 11 : 7)) continue;
                    const Vec2 q = cell_centre(x, y);
                    float score = std::min(distance(q, knight) - (big ? 8 : 0), 24.0f) +
                                  0.2f * std::min(d, 12.0f);
                    for (Vec2 other : placed)
                        score = std::min(score, distance(q, other) - (big ? 6 : 0));
                    if (score > best) {
                        best = score;
                        at = q;
                    }
                }
            placed.push_back(at);
            if (emblem == OrnamentKind::Monastery)
                c.shields.push_back(at);
            else
                g.ornaments.push_back({emblem, at, l});
        }
        std::vector<Vec2> taken = placed;
        taken.push_back(knight);
        for (int attempt = 0; attempt < 160 && c.houses.size() < 9; ++attempt) {
            const Vec2 q{4 + rnd.uniform() * 92, 4 + rnd.uniform() * 92};
            const int qx = static_cast<int>(q.x), qy = static_cast<int>(q.y);
            if (depth[static_cast<size_t>(qy * N + qx)] < 6) continue;
            bool free = true;
            for (Vec2 t : taken) free = free && distance(t, q) >= 12;
            for (const House& h : c.houses) free = free && distance(h.pos, q) >= 10;
            for (const Ornament& o : g.ornaments)
                if (o.kind == OrnamentKind::Cathedral) free = free && distance(o.pos, q) >= 18;
            if (!free) continue;
            c.houses.push_back({q, 6.5f + rnd.uniform() * 2.5f, static_cast<int>(rnd.next() % 3)});
        }
        g.cities.push_back(std::move(c));
    }

    // Grass tufts on open field.
    const auto field_depth = inner_distance(cells_where(m, [&](int8_t v) {
        return v >= 0 && g.kinds[static_cast<size_t>(v)] == FeatureKind::Field;
    }));
    for (int attempt = 0; attempt < 120 && g.tufts.size() < 14; ++attempt) {
        const Vec2 q{3 + rnd.uniform() * 94, 3 + rnd.uniform() * 94};
        if (field_depth[static_cast<size_t>(static_cast<int>(q.y) * N + static_cast<int>(q.x))] < 4)
            continue;
        bool free = true;
        for (Vec2 a : g.anchors) free = free && distance(a, q) >= 9;
        for (Vec2 t : g.tufts) free = free && distance(t, q) >= 9;
        if (free) g.tufts.push_back(q);
    }
    return g;
}

TileGeometry rotated(const TileGeometry& g, int quarter_turns) {
    const int r = quarter_turns & 3;
    if (r == 0) return g;
    TileGeometry out;
    out.kinds = g.kinds;
    out.seed = g.seed;
    for (const CityArea& c : g.cities) {
        CityArea rc;
        rc.local = c.local;
        rc.outline = c.outline.rotated(r);
        for (const Path& w : c.walls) rc.walls.push_back(w.rotated(r));
        for (House h : c.houses) {
            h.pos = rotate_point(h.pos, r);
            rc.houses.push_back(h);
        }
        for (Vec2 s : c.shields) rc.shields.push_back(rotate_point(s, r));
        out.cities.push_back(std::move(rc));
    }
    for (const Strip& s : g.roads) out.roads.push_back({s.local, s.path.rotated(r)});
    for (const Strip& s : g.rivers) out.rivers.push_back({s.local, s.path.rotated(r)});
    for (Ornament o : g.ornaments) {
        o.pos = rotate_point(o.pos, r);
        out.ornaments.push_back(o);
    }
    for (Vec2 t : g.tufts) out.tufts.push_back(rotate_point(t, r));
    for (Vec2 h : g.hedges) out.hedges.push_back(rotate_point(h, r));
    for (Vec2 a : g.anchors) out.anchors.push_back(rotate_point(a, r));
    // Cell (x, y) of the turned tile shows the cell of the original that turns onto it.
    for (int cy = 0; cy < N; ++cy)
        for (int cx = 0; cx < N; ++cx) {
            int sx = cx, sy = cy;
            for (int i = 0; i < r; ++i) {
                const int tx = sy, ty = N - 1 - sx;
                sx = tx;
                sy = ty;
            }
            out.labels.cell(cx, cy) = g.labels.at_cell(sx, sy);
        }
    return out;
}

std::string describe_tile(const TileType& type, const AttributeSlots& slots) {
    // The parts follow "with" (in German: "mit einer Stadt"): "tile part" is their context.
    auto count = [](int n, const std::string& words) { return fill(words, {{"count", std::to_string(n)}}); };
    auto attr = [&](const FeatureType& f, int slot) {
        return slot >= 0 && slot < static_cast<int>(f.attributes.size()) &&
               f.attributes[static_cast<size_t>(slot)] > 0;
    };
    std::vector<std::string> parts;
    bool river = false;
    int roads = 0, inns = 0, monasteries = 0, gardens = 0;
    for (const FeatureType& f : type.features) {
        switch (f.kind) {
            case FeatureKind::City: {
                std::vector<std::string> with;
                if (attr(f, slots.princess)) with.push_back(C_("city part", "a princess"));
                if (attr(f, slots.pennants)) with.push_back(C_("city part", "a pennant"));
                if (attr(f, slots.cathedral)) with.push_back(C_("city part", "a cathedral"));
                if (attr(f, slots.wine)) with.push_back(C_("city part", "wine"));
                if (attr(f, slots.grain)) with.push_back(C_("city part", "grain"));
                if (attr(f, slots.cloth)) with.push_back(C_("city part", "cloth"));
                std::string c = with.empty() ? C_("tile part", "a city") : "";
                for (size_t i = 0; i < with.size(); ++i)
                    c = i == 0 ? fill(C_("tile part", "a city with {part}"), {{"part", with[i]}})
                               : fill(i + 1 == with.size() ? _("{list} and {last}") : _("{list}, {last}"),
                                      {{"list", c}, {"last", with[i]}});
                parts.push_back(c);
                break;
            }
            case FeatureKind::Road:
                ++roads;
                inns += attr(f, slots.inn);
                break;
            case FeatureKind::Monastery:
                ++monasteries;
                break;
            case FeatureKind::Garden:
                ++gardens;
                break;
            case FeatureKind::River:
                river = true;
                break;
            case FeatureKind::Field:
                break;
        }
    }
    // Cities of one kind read better counted: "two cities".
    const std::string plain_city = C_("tile part", "a city");
    int plain_cities = static_cast<int>(std::count(parts.begin(), parts.end(), plain_city));
    if (plain_cities > 1) {
        parts.erase(std::remove(parts.begin(), parts.end(), plain_city), parts.end());
        parts.insert(parts.begin(), count(plain_cities, CP_("tile part", "{count} city", "{count} cities", plain_cities)));
    }
    if (roads) {
        std::string r = count(roads, CP_("tile part", "{count} road", "{count} roads", roads));
        if (inns)
            r = fill(_("{list} and {last}"),
                     {{"list", r}, {"last", inns == 1 ? C_("tile part", "an inn") : count(inns, CP_("tile part", "{count} inn", "{count} inns", inns))}});
        parts.push_back(r);
    }
    if (monasteries) parts.push_back(count(monasteries, CP_("tile part", "{count} monastery", "{count} monasteries", monasteries)));
    if (gardens) parts.push_back(count(gardens, CP_("tile part", "{count} garden", "{count} gardens", gardens)));
    if (type.has_tag("volcano")) parts.push_back(C_("tile part", "a volcano"));
    if (type.has_tag("dragon")) parts.push_back(C_("tile part", "a dragon"));
    if (type.has_tag("portal")) parts.push_back(C_("tile part", "a magic portal"));
    const char* kind = N_("a tile");
    if (river)
        kind = type.has_tag("spring") ? N_("the river's spring")
               : type.has_tag("lake") ? N_("a river lake")
               : type.has_tag("fork") ? N_("the river's fork")
                                      : N_("a river tile");
    if (parts.empty()) return river ? tr(kind) : std::string(_("a tile of fields"));
    std::string list;
    for (size_t i = 0; i < parts.size(); ++i)
        list = i == 0 ? parts[i]
                      : fill(i + 1 == parts.size() ? _("{list} and {last}") : _("{list}, {last}"),
                             {{"list", list}, {"last", parts[i]}});
    return fill(_("{tile} with {parts}"), {{"tile", tr(kind)}, {"parts", list}});
}

}  // namespace carc::app
