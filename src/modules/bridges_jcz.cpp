// The bridges' JCloisterZone codec (docs/jcz.md, "Bridges, Castles & Bazaars"): JCZ's element
// "bridge" is our option `bridges`. A bridge laid across the tile just placed is PLACE_TOKEN of token
// BRIDGE at the road's feature pointer {position, feature "Road", location "NS" or "WE"} (board
// directions, as ours). A tile placed where only a bridge makes it fit is JCZ's plain PLACE_TILE:
// JCZ's placement option carries the bridge (`PlacementOption.mandatoryBridge`), the first of
// across the tile, then on a neighbour, as our listing finds it; the importer asks this codec for
// a PLACE_TILE that our plain placement refuses (JczCodec::read_unfitting_placement).
#include "data/jcz/codec.hpp"

#include "carc/engine.hpp"
#include "carc/ruleset.hpp"
#include "carc/state.hpp"

namespace carc {

namespace {
namespace bridges_codec {

using U = jcz::ElementUse;
using V = jcz::ElementValue;

constexpr std::string_view kAxisLocations[] = {"NS", "WE"};
constexpr std::string_view kAxisWords[] = {"north-south", "east-west"};

class BridgesJcz final : public JczCodec {
public:
    std::vector<JczElement> elements() const override {
        return {{"bridge", "bridges-castles-bazaars", U::Switch, "bridges", true, V::One}};
    }
    bool claims(std::string_view type, const nlohmann::json& payload) const override {
        return type == "PLACE_TOKEN" && jcz::token_of(payload) == "BRIDGE";
    }
    Result<ActionRecord> read(const Ruleset&, std::string_view, const nlohmann::json& payload,
                              const JczMeepleIds&) const override {
        const nlohmann::json* ptr = payload.contains("pointer") ? &payload["pointer"] : nullptr;
        if (!ptr || !ptr->is_object() || !ptr->contains("position")) return error("a bridge's pointer needs a position");
        const nlohmann::json& pos = (*ptr)["position"];
        if (!pos.is_array() || pos.size() != 2 || !pos[0].is_number_integer() || !pos[1].is_number_integer())
            return error("a position is [x, y]");
        if (ptr->contains("feature") && (*ptr)["feature"] != "Road") return error("a bridge is a feature \"Road\"");
        const nlohmann::json* loc = ptr->contains("location") ? &(*ptr)["location"] : nullptr;
        int axis = -1;
        for (int i = 0; i < 2; ++i)
            if (loc && loc->is_string() && loc->get<std::string>() == kAxisLocations[i]) axis = i;
        if (axis < 0) return error("a bridge's location is \"NS\" or \"WE\"");
        ActionRecord r;
        r.type = "place_bridge";
        r.pos = Pos{pos[0].get<int>(), pos[1].get<int>()};
        r.fields["axis"] = std::string(kAxisWords[axis]);
        return r;
    }
    Result<std::pair<std::string, nlohmann::ordered_json>> write(const Ruleset& rules, const GameState& state, const Action& a,
                                                                 JczMeepleIds&) const override {
        using ojson = nlohmann::ordered_json;
        if (a.def->id() == "place_bridge")
            return std::make_pair(std::string("PLACE_TOKEN"),
                                  ojson{{"token", "BRIDGE"},
                                        {"pointer", {{"position", {a.pos.x, a.pos.y}},
                                                     {"feature", "Road"},
                                                     {"location", std::string(kAxisLocations[a.value & 1])}}}});
        // place_bridged: JCZ's PLACE_TILE, whose placement option carries the bridge.
        return std::make_pair(std::string("PLACE_TILE"), ojson{{"tileId", rules.tiles[state.drawn].id},
                                                                {"rotation", rotation_name(a.rotation)},
                                                                {"position", {a.pos.x, a.pos.y}}});
    }
    bool places_tile(const Action& a) const override { return a.def->id() == "place_bridged"; }
    bool places_drawn_tile(const Action& a) const override { return a.def->id() == "place_bridged"; }

    std::optional<ActionRecord> read_unfitting_placement(const Ruleset& rules, const GameState& state, Pos pos,
                                                         int rotation) const override {
        for (const Action& a : legal_actions(rules, state))
            if (a.def->id() == "place_bridged" && a.pos == pos && a.rotation == rotation)
                return a.def->record(rules, state, a);
        return std::nullopt;
    }
};

}  // namespace bridges_codec
}  // namespace

const JczCodec& bridges_jcz_codec() {
    static const bridges_codec::BridgesJcz codec;
    return codec;
}

}  // namespace carc
