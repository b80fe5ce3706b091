// Painting a tile's label map (tile_labels.hpp): the drawn features' strips, polygons, boxes and
// ellipses, then the fields as whatever stays uncovered, split among the field features by a
// breadth-first fill from the half-edges each field touches, so the picture and the rules agree
// on every field; and the label map's queries (distances inside a region, its most open point,
// a dry path) that place figures and buildings.
#include "board/tile_labels.hpp"

#include <algorithm>
#include <cmath>
#include <deque>
#include <limits>
#include <utility>

namespace carc::app {

namespace {

float segment_distance2(Vec2 p, Vec2 a, Vec2 b) {
    const Vec2 ab = b - a, ap = p - a;
    const float len2 = ab.x * ab.x + ab.y * ab.y;
    float t = len2 > 0 ? (ap.x * ab.x + ap.y * ab.y) / len2 : 0;
    t = std::clamp(t, 0.0f, 1.0f);
    const Vec2 d = p - (a + ab * t);
    return d.x * d.x + d.y * d.y;
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

}  // namespace

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
Vec2 pole(const std::vector<bool>& inside, Vec2 prefer, float* depth) {
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

}  // namespace carc::app
