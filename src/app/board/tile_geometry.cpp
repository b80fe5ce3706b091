// Tile layout from features. Cities take canonical shapes (a cap on one side, a corner, a band
// between opposite sides, everything but one side, the whole tile) turned to their sides. Roads
// and rivers run between edge midpoints; a road with one side ends at a crossing village, a
// monastery, inside a city or at a river bank; a road with an inner end (a tunnel entrance) stops
// short of the middle at its tile's InnerEnd mark. Buildings go where the land is free. Fields are
// whatever stays uncovered, split among the field features by a breadth-first fill from the
// half-edges each field touches, so the picture and the rules agree on every field (the label
// map's painting and fill are in tile_labels.cpp).
#include "board/tile_geometry.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <initializer_list>
#include <optional>
#include <string>

#include "board/tile_labels.hpp"
#include "shell/i18n.hpp"

namespace carc::app {

namespace {

constexpr Vec2 kCentre{50, 50};

Vec2 side_mid(int s) {
    static constexpr std::array<Vec2, 4> mids{{{50, 0}, {100, 50}, {50, 100}, {0, 50}}};
    return mids[static_cast<size_t>(s & 3)];
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
    bool reach_left = false;    // cap: also runs along the west side's top (a side it shares)
    bool reach_right = false;   // cap: also runs along the east side's top
    bool small_corner = false;  // corner: another city holds the opposite corner
    bool yield_top = false;     // corner: leaves the north side's east part to a city sharing it
    bool yield_left = false;    // corner: leaves the west side's south part to a city sharing it
    bool low_top = false;       // band: another city holds the top side
    bool low_bottom = false;    // band: another city holds the bottom side
    bool split = false;         // band: a field crosses it (River II's city on both banks)
};

Shape canonical_city(SideMask c, Variant v) {
    Shape s;
    Path& o = s.outline;
    o.closed = true;
    // Where a shared side is split between two cities: the corner city yields the side's far
    // part, the cap runs along it up to the same point, and the walls meet there.
    constexpr float kShareSplit = 70.0f;
    if (c == kCap && (v.reach_left || v.reach_right)) {
        // HS/CC!.v's small city: its own side and the end of the side it shares, so that a
        // player sees that it reaches that side (a city laid there joins both cities).
        const float k = 28.0f / 0.75f, reach = 100 - kShareSplit;
        const Vec2 left_end = v.reach_left ? Vec2{0, reach} : Vec2{0, 0};
        const Vec2 right_end = v.reach_right ? Vec2{100, reach} : Vec2{100, 0};
        o.start = left_end;
        o.line_to({0, 0});
        o.line_to({100, 0});
        o.line_to(right_end);
        Path w{right_end, {}, false};
        w.curve_to({v.reach_right ? 80.0f : 72.0f, k}, {v.reach_left ? 20.0f : 28.0f, k}, left_end);
        o.segments.push_back(w.segments.front());
        s.walls.push_back(w);
    } else if (c == kCap) {
        const float k = (v.deep ? 45.0f : 28.0f) / 0.75f;
        o.start = {0, 0};
        o.line_to({100, 0});
        o.curve_to({72, k}, {28, k}, {0, 0});
        Path w{{100, 0}, {}, false};
        w.curve_to({72, k}, {28, k}, {0, 0});
        s.walls.push_back(w);
    } else if (c == kCorner && (v.yield_top || v.yield_left)) {
        const Vec2 top_end = v.yield_top ? Vec2{kShareSplit, 0} : Vec2{100, 0};
        const Vec2 left_end = v.yield_left ? Vec2{0, kShareSplit} : Vec2{0, 100};
        o.start = left_end;
        o.line_to({0, 0});
        o.line_to(top_end);
        Path w{top_end, {}, false};
        w.curve_to({top_end.x * 0.8f, 22}, {22, left_end.y * 0.8f}, left_end);
        o.segments.push_back(w.segments.front());
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
    if (o.kind == OrnamentKind::Mark)
        return o.mark->placement == MarkPlacement::Landmark ? o.size * 1.2f : o.mark->room;
    switch (o.kind) {
        case OrnamentKind::Monastery:
            return 17;
        case OrnamentKind::Garden:
            return 11;
        case OrnamentKind::Foundation:
            return kFoundationRadius + 1;
        case OrnamentKind::Village:
            return 9;
        case OrnamentKind::Mound:
            return o.size + 1;
        default:
            return kBadgeRadius;
    }
}

// The most open spot of a region for a symbol: the cell (every second one, `margin` cells in
// from the tile's edges, at least 5 cells deep in the region: `depth`, its inner distance) whose
// `score(clear, depth, centre)` is highest, where `clear` is its distance, up to `clear_cap`, to
// where figures stand, to the ornaments and to the badges placed before; none when the region
// has no such cell.
template <class Score>
std::optional<Vec2> most_open_spot(const TileGeometry& g, const std::vector<float>& depth, int margin,
                                   float clear_cap, const std::vector<Vec2>& badges, Score score) {
    std::optional<Vec2> best;
    float best_score = -1e9f;
    for (int y = margin; y <= N - margin; y += 2)
        for (int x = margin; x <= N - margin; x += 2) {
            const float d = depth[static_cast<size_t>(y * N + x)];
            if (d < 5) continue;
            const Vec2 q = cell_centre(x, y);
            float clear = clear_cap;
            for (Vec2 a : g.anchors) clear = std::min(clear, distance(q, a));
            for (const Ornament& o : g.ornaments) clear = std::min(clear, distance(q, o.pos) - ornament_radius(o));
            for (Vec2 b : badges) clear = std::min(clear, distance(q, b) - kBadgeRadius);
            const float value = score(clear, d, q);
            if (value > best_score) {
                best_score = value;
                best = q;
            }
        }
    return best;
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
                const SideMask shared = type.features[static_cast<size_t>(local)].shared_sides;
                v.reach_left = (shared & rotate_sides(8, k)) != 0;
                v.reach_right = (shared & rotate_sides(2, k)) != 0;
            }
            // A corner shrinks when another city holds the opposite corner, or when a field
            // inside the tile lies along its wall (it needs the room).
            if (c == kCorner) {
                v.small_corner =
                    other_city_on(rotate_sides(2 | 4, k), true) || borders_inner_field(type, local);
                // Another city sharing one of its sides takes that side's far part.
                for (const FeatureType& f : type.features) {
                    v.yield_top |= (f.shared_sides & rotate_sides(1, k)) != 0;
                    v.yield_left |= (f.shared_sides & rotate_sides(8, k)) != 0;
                }
            }
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

namespace {

// The value of a mark's attribute on feature `f`, 0 when the game has no such attribute.
int mark_units(const FeatureType& f, const TileMarks::Entry& e) {
    return e.slot >= 0 && e.slot < static_cast<int>(f.attributes.size())
               ? f.attributes[static_cast<size_t>(e.slot)]
               : 0;
}

// The marks of one placement whose tag the tile carries (Landmark, TileBadge), in order.
std::vector<const TileMark*> tagged_marks(const TileType& type, const TileMarks& marks,
                                          MarkPlacement placement) {
    std::vector<const TileMark*> out;
    for (const TileMarks::Entry& e : marks.marks)
        if (e.mark->placement == placement && type.has_tag(e.mark->source))
            out.push_back(e.mark);
    return out;
}

// The city's emblems in their queue: the marks before the pennants, the pennants' shields (null),
// then the others; each as often as the city has it, or once each when `once`.
std::vector<const TileMark*> city_emblems(const FeatureType& f, const TileMarks& marks,
                                          bool once = false) {
    std::vector<const TileMarks::Entry*> queue;
    for (const TileMarks::Entry& e : marks.marks)
        if (e.mark->placement == MarkPlacement::CityEmblem) queue.push_back(&e);
    std::stable_sort(queue.begin(), queue.end(), [](const auto* a, const auto* b) {
        return a->mark->queue < b->mark->queue;
    });
    std::vector<const TileMark*> out;
    bool pennants_done = false;
    auto pennants = [&] {
        if (pennants_done) return;
        pennants_done = true;
        const int n = marks.pennants >= 0 ? f.attributes[static_cast<size_t>(marks.pennants)] : 0;
        for (int p = 0; p < (once ? std::min(n, 1) : n); ++p) out.push_back(nullptr);
    };
    for (const TileMarks::Entry* e : queue) {
        if (e->mark->queue >= 0) pennants();
        const int n = mark_units(f, *e);
        for (int k = 0; k < (e->mark->per_unit && !once ? n : std::min(n, 1)); ++k)
            out.push_back(e->mark);
    }
    pennants();
    return out;
}

}  // namespace

TileGeometry build_tile_geometry(const TileType& type, const TileMarks& marks) {
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
    const std::vector<const TileMark*> inner_end_marks = tagged_marks(type, marks, MarkPlacement::InnerEnd);
    std::vector<int> monasteries, gardens, declared;
    const std::vector<const TileMark*> river_ends = tagged_marks(type, marks, MarkPlacement::RiverEnd);
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
                if (sides.size() == 2) {
                    g.roads.push_back({l, strip_between(sides[0], sides[1])});
                } else if (sides.size() == 1 && f.inner_ends > 0) {
                    // It ends inside the tile, in no crossing: at the foot of the mound in the
                    // middle, kInnerEndDepth from it.
                    const Vec2 end = kCentre - inward(sides[0]) * kInnerEndDepth;
                    g.roads.push_back({l, strip_to(sides[0], end)});
                    if (std::none_of(g.ornaments.begin(), g.ornaments.end(),
                                     [](const Ornament& o) { return o.kind == OrnamentKind::Mound; }))
                        g.ornaments.push_back({OrnamentKind::Mound, kCentre, -1, kInnerEndDepth});
                    if (!inner_end_marks.empty()) {
                        Ornament o{OrnamentKind::Mark, end, l, 0, inner_end_marks.front()};
                        o.turn = 90.0f * static_cast<float>(sides[0]);
                        g.ornaments.push_back(o);
                    }
                } else
                    for (int s : sides) dead_ends.push_back({l, s});
                break;
            case FeatureKind::River:
                if (sides.size() == 2) {
                    g.rivers.push_back({l, strip_between(sides[0], sides[1])});
                } else if (sides.size() == 1 && river_ends.empty()) {
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
                    // Where the river starts or ends (a spring, a lake), or a fork (three
                    // branches meeting in the middle).
                    for (int s : sides) g.rivers.push_back({l, strip_to(s, kCentre)});
                    if (!river_ends.empty())
                        g.ornaments.push_back({OrnamentKind::Mark, kCentre, l, 0, river_ends.front()});
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
    // The mound that roads with inner ends run under keeps the middle for itself.
    const auto mound = std::find_if(g.ornaments.begin(), g.ornaments.end(),
                                    [](const Ornament& o) { return o.kind == OrnamentKind::Mound; });
    const std::optional<Vec2> mound_at =
        mound == g.ornaments.end() ? std::nullopt : std::optional<Vec2>(mound->pos);
    if (mound_at) paint_ellipse(scratch, *mound_at, kInnerEndDepth, kInnerEndDepth, -1);

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

    // A landmark stands in the most open spot (the middle when it is free), as large as the room
    // there allows.
    std::optional<Vec2> landmark_at;
    if (const auto landmarks = tagged_marks(type, marks, MarkPlacement::Landmark);
        !landmarks.empty()) {
        if (monastery_at) paint_box(scratch, *monastery_at, 16, -1, false);
        const auto open = cells_where(scratch, [](int8_t v) { return v == kUnset; });
        const auto depth = inner_distance(open);
        const float centre_depth = depth[static_cast<size_t>(50 * N + 50)];
        const bool centre_free = scratch.at(kCentre) == kUnset && centre_depth >= 20;
        landmark_at = centre_free ? kCentre : pole(open, kCentre);
        const Vec2 at = *landmark_at;
        const float room =
            depth[static_cast<size_t>(static_cast<int>(at.y) * N + static_cast<int>(at.x))];
        g.ornaments.push_back({OrnamentKind::Mark, at, -1, std::clamp(room - 3.0f, 11.0f, 17.0f),
                               landmarks.front()});
    }
    // A declared kind's foundation: a small round place in the middle, over whatever crosses
    // there (a road over a city), or beside the monastery (TO/L), in a row when there are more.
    std::optional<Vec2> foundation_at;
    for (size_t i = 0; i < declared.size(); ++i) {
        Vec2 at = kCentre;
        if (monastery_at) at = *monastery_at + Vec2{monastery_at->x <= 50 ? 26.0f : -26.0f, 0};
        at.x += static_cast<float>(i) * (at.x <= 50 ? 18.0f : -18.0f);
        if (!foundation_at) foundation_at = at;
        const TileMark* mark = nullptr;
        const int kind = static_cast<int>(type.features[static_cast<size_t>(declared[i])].kind);
        for (const TileMarks::Entry& e : marks.marks)
            if (e.mark->placement == MarkPlacement::DeclaredPlace && e.slot == kind && !mark)
                mark = e.mark;
        g.ornaments.push_back({OrnamentKind::Foundation, at, declared[i], 0, mark});
        g.anchors[static_cast<size_t>(declared[i])] = at;
    }
    // A lone road leads to the tile's landmark: its monastery, else its foundation, else its
    // landmark mark (a volcano), else the mound its other roads run under.
    const std::optional<Vec2> landmark = monastery_at    ? monastery_at
                                         : foundation_at ? foundation_at
                                         : landmark_at   ? landmark_at
                                                         : mound_at;

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
        if (o.kind == OrnamentKind::Mark && o.mark->placement == MarkPlacement::RiverEnd)
            paint_ellipse(m, o.pos, o.mark->half_width, o.mark->half_height,
                          static_cast<int8_t>(o.local));
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
        // The mound is no field's; a road's inner end at its foot (a tunnel's mouth) is the
        // road's: pointing at it picks the road.
        if (o.kind == OrnamentKind::Mound) paint_ellipse(m, o.pos, o.size, o.size, -1);
        if (o.kind == OrnamentKind::Mark && o.mark->placement == MarkPlacement::InnerEnd)
            paint_ellipse(m, o.pos, 7.0f, 7.0f, static_cast<int8_t>(o.local));
        // A landmark is land no figure stands on: figures keep clear of it.
        if (o.kind == OrnamentKind::Mark && o.mark->placement == MarkPlacement::Landmark)
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

    // A road's mark (an inn) stands on open field beside its road, across from where the thief
    // stands.
    for (const Strip& r : g.roads) {
        for (const TileMarks::Entry& e : marks.marks) {
            if (e.mark->placement != MarkPlacement::BesideRoad ||
                mark_units(type.features[static_cast<size_t>(r.local)], e) <= 0)
                continue;
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
            if (best.x >= 0) g.ornaments.push_back({OrnamentKind::Mark, best, r.local, 0, e.mark});
        }
    }

    // A field's mark (a pig herd) grazes in the field's most open spot, away from where figures
    // stand and from the other symbols, near the middle of a tile that is all field.
    for (int l = 0; l < count; ++l) {
        if (g.kinds[static_cast<size_t>(l)] != FeatureKind::Field) continue;
        for (const TileMarks::Entry& e : marks.marks) {
            if (e.mark->placement != MarkPlacement::InField ||
                mark_units(type.features[static_cast<size_t>(l)], e) <= 0)
                continue;
            const auto depth = inner_distance(cells_where(m, [&](int8_t v) { return v == l; }));
            const auto spot = most_open_spot(g, depth, 20, 34, {}, [](float clear, float d, Vec2 q) {
                return clear + 0.5f * std::min(d, 14.0f) - 0.15f * distance(q, kCentre);
            });
            if (spot) g.ornaments.push_back({OrnamentKind::Mark, *spot, l, 0, e.mark});
        }
    }

    // The symbols of the whole tile on badges, in the most open spot of its land away from where
    // figures stand and from the buildings.
    std::vector<Vec2> badges;
    for (const TileMark* symbol : tagged_marks(type, marks, MarkPlacement::TileBadge)) {
        const auto land = inner_distance(cells_where(m, [&](int8_t v) {
            return v >= 0 && (g.kinds[static_cast<size_t>(v)] == FeatureKind::Field ||
                              g.kinds[static_cast<size_t>(v)] == FeatureKind::City);
        }));
        const Vec2 at = most_open_spot(g, land, 12, 40, badges, [](float clear, float d, Vec2) {
                            return clear + 0.3f * std::min(d, 10.0f);
                        }).value_or(kCentre);
        badges.push_back(at);
        g.ornaments.push_back({OrnamentKind::Mark, at, -1, 0, symbol});
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
        // Emblems of the city: pennant shields and the expansions' marks (a cathedral, trade
        // goods), each in the most open spot away from the knight and from each other.
        std::vector<Vec2> placed = badges;
        for (const TileMark* emblem : city_emblems(type.features[static_cast<size_t>(l)], marks)) {
            const bool big = emblem && emblem->large;
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
            if (!emblem)
                c.shields.push_back(at);
            else
                g.ornaments.push_back({OrnamentKind::Mark, at, l, 0, emblem});
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
                if (o.kind == OrnamentKind::Mark && o.mark->large)
                    free = free && distance(o.pos, q) >= 18;
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

const Ornament* mark_at(const TileGeometry& g, Vec2 p) {
    const Ornament* best = nullptr;
    float nearest = 0;
    for (const Ornament& o : g.ornaments) {
        if (!o.mark || !o.mark->tip) continue;
        const float d = distance(o.pos, p);
        if (d <= ornament_radius(o) && (!best || d < nearest)) {
            best = &o;
            nearest = d;
        }
    }
    return best;
}

std::string describe_tile(const TileType& type, const TileMarks& marks) {
    // The parts follow "with" (in German: "mit einer Stadt"): "tile part" is their context.
    auto count = [](int n, const std::string& words) { return fill(words, {{"count", std::to_string(n)}}); };
    std::vector<std::string> parts;
    bool river = false;
    int roads = 0, monasteries = 0, gardens = 0;
    // The roads' marks (inns): how many roads have each.
    std::vector<int> beside_roads(marks.marks.size(), 0);
    for (const FeatureType& f : type.features) {
        switch (f.kind) {
            case FeatureKind::City: {
                std::vector<std::string> with;
                for (const TileMark* emblem : city_emblems(f, marks, true)) {
                    if (!emblem)
                        with.push_back(C_("city part", "a pennant"));
                    else if (emblem->words)
                        with.push_back(emblem->words(1));
                }
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
                for (size_t m = 0; m < marks.marks.size(); ++m)
                    beside_roads[m] += marks.marks[m].mark->placement == MarkPlacement::BesideRoad &&
                                       mark_units(f, marks.marks[m]) > 0;
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
                // A field's marks (a pig herd) are parts of the tile: "a tile with a pig herd".
                for (const TileMarks::Entry& e : marks.marks)
                    if (e.mark->placement == MarkPlacement::InField && e.mark->words &&
                        mark_units(f, e) > 0)
                        parts.push_back(e.mark->words(1));
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
        for (size_t m = 0; m < marks.marks.size(); ++m)
            if (beside_roads[m] > 0 && marks.marks[m].mark->words)
                r = fill(_("{list} and {last}"),
                         {{"list", r}, {"last", marks.marks[m].mark->words(beside_roads[m])}});
        parts.push_back(r);
    }
    if (monasteries) parts.push_back(count(monasteries, CP_("tile part", "{count} monastery", "{count} monasteries", monasteries)));
    if (gardens) parts.push_back(count(gardens, CP_("tile part", "{count} garden", "{count} gardens", gardens)));
    for (const TileMarks::Entry& e : marks.marks)
        if ((e.mark->placement == MarkPlacement::Landmark ||
             e.mark->placement == MarkPlacement::TileBadge) &&
            e.mark->words && type.has_tag(e.mark->source))
            parts.push_back(e.mark->words(1));
    std::string kind = river ? _("a river tile") : _("a tile");
    for (const TileMarks::Entry& e : marks.marks)
        if (e.mark->tile_name && type.has_tag(e.mark->source)) {
            kind = e.mark->tile_name();
            break;
        }
    if (parts.empty()) return river ? kind : std::string(_("a tile of fields"));
    std::string list;
    for (size_t i = 0; i < parts.size(); ++i)
        list = i == 0 ? parts[i]
                      : fill(i + 1 == parts.size() ? _("{list} and {last}") : _("{list}, {last}"),
                             {{"list", list}, {"last", parts[i]}});
    return fill(_("{tile} with {parts}"), {{"tile", kind}, {"parts", list}});
}

}  // namespace carc::app
