// The Hills' JCloisterZone codec (docs/jcz.md): JCZ's element "hill" switches our option
// hills-sheep.hills. A tile under a hill needs no message: JCZ's pack ends a tile sooner and ours
// takes the last tile of the stack, so the exported draw order (the tiles drawn) is JCZ's; a fixed
// order's tiles under hills ride in our own annotation (export.cpp, tiles_taken_out_of_pile). The
// shepherd has a codec of its own (sheep_jcz.cpp).
#include "carc/action.hpp"
#include "carc/feature_changes.hpp"
#include "carc/ruleset.hpp"
#include "carc/state.hpp"
#include "data/jcz/codec.hpp"

namespace carc {

namespace {

using U = jcz::ElementUse;
using V = jcz::ElementValue;

// The tile whose east city JCZ models as a city of its own that also reaches the north edge.
constexpr std::string_view kMultiEdgeTile = "HS/CC!.v";
// The tile whose two fields JCZ splits in the middle of the south side with nothing between them,
// which our tile pictures cannot draw: one field in our data.
constexpr std::string_view kSplitFieldTile = "HS/C!.v";

class HillsJcz final : public JczCodec {
public:
    std::vector<JczElement> elements() const override {
        return {{"hill", "hills-sheep", U::Switch, "hills", true, V::True}};
    }
    // The exporter's side of the differences in tile data: a figure there has no JCZ location.
    std::optional<std::string> refusal(const Ruleset& rules, const GameState& before, const Action& a) const override {
        if (!is_deploy(a)) return std::nullopt;
        const int tile = before.board.tile_index(a.pos);
        if (tile >= 0 && rules.tiles[before.board.tile(tile).type].id == kSplitFieldTile &&
            a.feature < feature_count_at(rules, before, tile) && kind_at(before, tile, a.feature) == FeatureKind::Field)
            return "a farmer goes onto the field of HS/C!.v, which is one field in our data and two in JCloisterZone's "
                   "(split in the middle of the south side), so JCZ has no location for it";
        if (tile < 0 || rules.tiles[before.board.tile(tile).type].id != kMultiEdgeTile ||
            a.feature >= feature_count_at(rules, before, tile) || kind_at(before, tile, a.feature) != FeatureKind::City)
            return std::nullopt;
        return "a figure goes onto the city of HS/CC!.v, which is one city in our data and two in JCloisterZone's "
               "(its small east city reaches the north edge: a \"multi-edge\" city), so JCZ has no location for it";
    }
    // JCZ's HS/CC!.v has a small city on its east side that also reaches the north edge (its
    // "multi-edge" city), apart from the city of the north and west sides until the north side is
    // covered. Ours is one city of the three sides (what JCZ's two become once the north is
    // covered): a follower on the small city alone cannot be played.
    std::optional<std::string> unmodelled_feature(const Ruleset& rules, const GameState& state, Pos pos,
                                                  std::string_view feature, std::string_view) const override {
        const PlacedTile* t = state.board.at(pos);
        if (!t || feature != "city" || rules.tiles[t->type].id != kMultiEdgeTile) return std::nullopt;
        return "JCloisterZone's HS/CC!.v has a small east city that also reaches the north edge (a \"multi-edge\" "
               "city of its own until the north is covered); our data makes it one city with the north-west one, "
               "so a follower cannot stand on the small city alone";
    }
};

}  // namespace

const JczCodec& hills_jcz_codec() {
    static const HillsJcz codec;
    return codec;
}

}  // namespace carc
