// Little Buildings' JCloisterZone codec (docs/jcz.md, "Little Buildings"): JCZ's element
// "little-buildings" (written 1, as JCZ's own games have it) brings the expansion in; JCZ's rule
// "little-buildings-scoring" ("1/1/1", its default, or "3/2/1") is our option `scoring`
// ("standard" or "3-2-1"). A building is PLACE_TOKEN of token LB_SHED, LB_HOUSE or LB_TOWER with
// the tile's position as its pointer ([x, y], board coordinates as ours).
#include <algorithm>

#include "data/jcz/codec.hpp"

#include "carc/engine.hpp"
#include "carc/ruleset.hpp"
#include "carc/state.hpp"
#include "modules/little_buildings.hpp"

namespace carc {

namespace {
namespace little_buildings_codec {

using U = jcz::ElementUse;
using V = jcz::ElementValue;

// JCZ's token names in LittleBuilding's order.
constexpr std::array<std::string_view, kLittleBuildingKinds> kTokens = {"LB_SHED", "LB_HOUSE", "LB_TOWER"};

class LittleBuildingsJcz final : public JczCodec {
public:
    std::vector<JczElement> elements() const override {
        return {{"little-buildings", "little-buildings", U::Part, "", true, V::One}};
    }
    std::vector<JczRule> rules() const override {
        return {{"little-buildings-scoring", "scoring", "1/1/1", {{"standard", "1/1/1"}, {"3-2-1", "3/2/1"}}}};
    }
    bool claims(std::string_view type, const nlohmann::json& payload) const override {
        if (type != "PLACE_TOKEN") return false;
        const std::string token = jcz::token_of(payload);
        return std::find(kTokens.begin(), kTokens.end(), token) != kTokens.end();
    }
    Result<ActionRecord> read(const Ruleset&, std::string_view, const nlohmann::json& payload,
                              const JczMeepleIds&) const override {
        const std::string token = jcz::token_of(payload);
        const auto kind = std::find(kTokens.begin(), kTokens.end(), token);
        if (kind == kTokens.end()) return error("not a little building: " + token);
        const nlohmann::json* pos = payload.contains("pointer") ? &payload["pointer"] : nullptr;
        if (!pos || !pos->is_array() || pos->size() != 2 || !(*pos)[0].is_number_integer() || !(*pos)[1].is_number_integer())
            return error("a little building's pointer is a position [x, y]");
        ActionRecord r;
        r.type = "place_little_building";
        r.pos = Pos{(*pos)[0].get<int>(), (*pos)[1].get<int>()};
        r.fields["building"] = std::string(kLittleBuildingWords[static_cast<size_t>(kind - kTokens.begin())]);
        return r;
    }
    Result<std::pair<std::string, nlohmann::ordered_json>> write(const Ruleset&, const GameState&, const Action& a,
                                                                 JczMeepleIds&) const override {
        using ojson = nlohmann::ordered_json;
        if (a.value < 0 || a.value >= kLittleBuildingKinds) return error("a little building of no kind");
        return std::make_pair(std::string("PLACE_TOKEN"),
                              ojson{{"token", std::string(kTokens[static_cast<size_t>(a.value)])},
                                    {"pointer", {a.pos.x, a.pos.y}}});
    }
};

}  // namespace little_buildings_codec
}  // namespace

const JczCodec& little_buildings_jcz_codec() {
    static const little_buildings_codec::LittleBuildingsJcz codec;
    return codec;
}

}  // namespace carc
