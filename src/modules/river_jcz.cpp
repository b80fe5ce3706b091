// The River's JCloisterZone codec (River and River II share the module, and so this codec).
//
// JCloisterZone has no setting for the U-turn rule: it compares a curve with the one beside it only
// (our `u_turn` = "jcz"). The seed's reading forbids a subset of the placements JCZ's allows, so a
// game played with it replays in JCZ as well; an imported game takes JCZ's reading.
//
// JCZ's pack draws its river in groups (RiverCapability): the forks first when the game has one,
// then the river tiles (the forks left among them), then the lakes once every river tile is
// drawn, then the land once the lakes are. A seeded game of ours draws so too (the module's
// arrange_pile); a fixed draw order (a scenario's) may not, and JCZ cannot replay it.
#include <array>

#include "data/jcz/codec.hpp"

#include "carc/ruleset.hpp"

namespace carc {

namespace {
namespace river_codec {

class RiverJcz final : public JczCodec {
public:
    std::vector<JczRule> rules() const override {
        return {{"", "u_turn", "jcz", {{"jcz", "jcz"}, {"seed", "jcz"}}}};
    }
    std::optional<std::string> draw_refusal(const Ruleset& rules, const std::vector<TileTypeId>& draws) const override;
};

bool has_river(const TileType& t) {
    for (const FeatureType& f : t.features)
        if (f.kind == FeatureKind::River) return true;
    return false;
}

// JCZ's river groups: 0 fork, 1 river, 2 lake, 3 land; the spring is no draw (the start).
int jcz_river_group(const Ruleset& rules, TileTypeId t) {
    const TileType& type = rules.tiles[t];
    if (!has_river(type)) return 3;
    if (type.has(rules.tag("lake"))) return 2;
    if (type.has(rules.tag("fork"))) return 0;
    return 1;
}

std::optional<std::string> RiverJcz::draw_refusal(const Ruleset& rules, const std::vector<TileTypeId>& draws) const {
    std::array<int, 4> left{};  // tiles of each group still in JCZ's pack
    const int spring = rules.tag("spring");
    for (TileTypeId t : rules.tile_set)
        if (!rules.tiles[t].has(spring)) ++left[static_cast<size_t>(jcz_river_group(rules, t))];
    const bool forks = left[0] > 0;
    bool fork_drawn = false;
    for (TileTypeId t : draws) {
        const int g = jcz_river_group(rules, t);
        const std::string& id = rules.tiles[t].id;
        if (g == 1 && forks && !fork_drawn)
            return "JCloisterZone draws the river's fork before its other river tiles; this game draws " + id + " first";
        if (g >= 2 && left[0] + left[1] > 0)
            return "JCloisterZone draws every river tile before the " + std::string(g == 2 ? "lake" : "land") +
                   "; this game draws " + id + " with " + std::to_string(left[0] + left[1]) + " river tiles left";
        if (g == 3 && left[2] > 0)
            return "JCloisterZone draws the river's lake before the land; this game draws " + id + " first";
        fork_drawn |= g == 0;
        if (left[static_cast<size_t>(g)] > 0) --left[static_cast<size_t>(g)];
    }
    return std::nullopt;
}

}  // namespace river_codec
}  // namespace

const JczCodec& river_jcz_codec() {
    static const river_codec::RiverJcz codec;
    return codec;
}

}  // namespace carc
