// The marks an expansion puts on its tiles: an inn beside its road, a cathedral or trade goods in
// a city, a pig herd in a field, a volcano, a dragon's badge, a shrine. The geometry (tile_geometry.cpp) places them and
// the painter (tile_svg.cpp) draws them without naming any expansion: each expansion's view
// declares its marks in its own file (ExpansionView::tile_marks, expansions/<stem>.cpp) with what
// on a tile calls for one (a tag, a feature's attribute or a kind the expansion declares), which
// of the placements below the geometry gives it, the SVG that draws it and its name in the
// player's words (the board's tooltip, the review's description of a tile). The base game's own
// things (monasteries, pennants, roads, walls, the water of a river) stay the painter's; where a
// river starts or ends (a spring, a lake) is the river's mark. No SDL here.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "carc/ruleset.hpp"

namespace carc::app {

struct Vec2;
namespace svg {
class Writer;
}

// How the geometry places a mark; each says what calls for it.
enum class MarkPlacement : uint8_t {
    // A tag of the tile: one landmark per tile, in its most open spot (the middle when free), as
    // large as the room there allows; a lone road ends at it and no figure stands on it.
    Landmark,
    // A tag of the tile: a symbol of the whole tile on a badge, in the most open spot of its
    // land away from figures and buildings, drawn over everything.
    TileBadge,
    // An attribute of a road: on open field beside the road, across from where its figure stands.
    BesideRoad,
    // An attribute of a city: in the city's most open spots away from its knight (one, or one per
    // unit of the attribute when `per_unit`).
    CityEmblem,
    // An attribute of a field: in the field's most open spot away from where figures stand and
    // from the other symbols, near the middle of a tile that is all field (River II's and GQ11's
    // pig herds).
    InField,
    // A feature kind the expansion declares: its round place in the middle of the tile, beside
    // the monastery when there is one.
    DeclaredPlace,
    // A tag of a tile whose river ends in its middle (a spring, a lake): the river's branches run
    // to the middle, where the mark lies as water of that river (`half_width` by `half_height`),
    // drawn with the river: `draw_under` beneath its water, `draw` over it.
    RiverEnd,
    // A tag that only names the tile (`tile_name`, "the river's fork"): nothing drawn.
    TileName,
    // A tag of a tile whose roads end inside it (the data's `inner_ends`, where a module joins a
    // road to another: a tunnel entrance): the painter raises a grassy mound in the middle (no
    // crossing village), each such road stops at its foot, kInnerEndDepth from the middle, and
    // the mark lies there, drawn by `draw` as for a road coming from the north (the mound south
    // of it) and turned with the road.
    InnerEnd,
};

// How far from the middle of the tile a road with an inner end stops (tile units, 100 a side):
// the foot of the mound, where an InnerEnd mark lies.
constexpr float kInnerEndDepth = 17.0f;

struct TileMark {
    std::string_view id;  // what tests and tooltips' callers name it by ("inn")
    MarkPlacement placement = MarkPlacement::TileBadge;
    std::string_view source;  // the tag, attribute or declared kind that calls for it
    // How far other symbols keep clear of its middle (a landmark: its size's 1.2 times).
    float room = 8.5f;
    // RiverEnd: the water it adds to the river, an ellipse about the middle of the tile.
    float half_width = 0, half_height = 0;
    // CityEmblem: a large building (needs deeper city, the houses keep clear of it); one emblem
    // per unit of the attribute (goods) rather than one; where it stands in the city's queue of
    // emblems (the order of marks with the same queue is the registry's): below 0 before the
    // pennants' shields.
    bool large = false;
    bool per_unit = false;
    int queue = 0;
    // Draws the mark standing upright at `at` (tile units); `size` is a landmark's radius. Null for
    // a DeclaredPlace drawn as the plain round place.
    void (*draw)(svg::Writer& out, Vec2 at, float size) = nullptr;
    void (*draw_under)(svg::Writer& out, Vec2 at, float size) = nullptr;
    // Its name in the player's language, with what it means in play ("Inn: a road with an inn…").
    std::string (*tip)() = nullptr;
    // The review's words for it in a tile's description: a part of a city ("a cathedral"), of the
    // tile ("a volcano"), or `count` beside roads ("an inn", "2 inns"). Null: not named.
    std::string (*words)(int count) = nullptr;
    // A tag's name for the whole tile that carries it, in the review ("the river's spring with 1
    // road"). Null: the tile is "a tile" (or "a river tile").
    std::string (*tile_name)() = nullptr;
};

// The marks of a game's tiles: each registered mark whose attribute, tag or kind the ruleset has,
// with where to find it (attribute slot, tag bit or FeatureKind value), in the registry's order.
struct TileMarks {
    struct Entry {
        const TileMark* mark = nullptr;
        int slot = -1;
    };
    int pennants = -1;  // the base game's attribute slot, or -1
    std::vector<Entry> marks;
};

// Defined by the expansions' registry (expansions/registry.cpp) over every registered view, not
// only those in play: a tile of one expansion may carry another's mark (River II's lake with a
// volcano).
TileMarks tile_marks(const Ruleset& rules);

}  // namespace carc::app
