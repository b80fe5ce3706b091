// The Princess & the Dragon's JCloisterZone codec (docs/jcz.md): its elements (the dragon and the
// fairy, neutral figures; the princess and the magic portals, parts of its tiles) and the messages
// of its actions: the dragon's steps and the fairy are MOVE_NEUTRAL_FIGURE (figure ids "dragon.1",
// "fairy.1"; the fairy goes to a meeple pointer, or a square with the first edition's fairy), the
// princess is RETURN_MEEPLE with source PRINCESS.
#include "data/jcz/codec.hpp"

#include "carc/ruleset.hpp"
#include "carc/state.hpp"

namespace carc {

namespace {
namespace princess_dragon_codec {

using U = jcz::ElementUse;
using V = jcz::ElementValue;

class PrincessDragonJcz final : public JczCodec {
public:
    std::vector<JczElement> elements() const override {
        return {{"dragon", "princess-dragon", U::Figure, "dragon", true, V::Count},
                {"fairy", "princess-dragon", U::Figure, "fairy", true, V::Count},
                {"princess", "princess-dragon", U::Part, "princess", true, V::True},
                {"portal", "princess-dragon", U::Part, "portal", true, V::True}};
    }

    bool claims(std::string_view type, const nlohmann::json& payload) const override {
        if (!payload.is_object()) return false;
        if (type == "MOVE_NEUTRAL_FIGURE" && payload.contains("figureId") && payload["figureId"].is_string()) {
            const std::string id = payload["figureId"].get<std::string>();
            return id.rfind("dragon.", 0) == 0 || id.rfind("fairy.", 0) == 0;
        }
        return type == "RETURN_MEEPLE" && payload.value("source", "") == "PRINCESS";
    }

    Result<ActionRecord> read(const Ruleset&, std::string_view type, const nlohmann::json& payload, const JczMeepleIds& meeples) const override {
        ActionRecord r;
        if (type == "RETURN_MEEPLE") {
            if (!payload.contains("pointer")) return error("RETURN_MEEPLE needs a pointer");
            return jcz::read_meeple_pointer("remove_knight", payload["pointer"], meeples);
        }
        const nlohmann::json& to = payload.contains("to") ? payload["to"] : payload;
        const bool dragon = payload["figureId"].get<std::string>().rfind("dragon.", 0) == 0;
        r.type = dragon ? "move_dragon" : "move_fairy";
        if (to.is_array()) {
            if (to.size() != 2 || !to[0].is_number_integer() || !to[1].is_number_integer()) return error("a position is [x, y]");
            r.pos = Pos{to[0].get<int>(), to[1].get<int>()};
            return r;
        }
        if (dragon) return error("the dragon moves to a position [x, y]");
        auto where = jcz::read_feature_pointer(to);
        if (!where) return error(where.error());
        if (!to.contains("meepleId") || !to["meepleId"].is_string()) return error("the fairy's pointer names no meeple");
        auto meeple = meeples.parse(to["meepleId"].get<std::string>());
        if (!meeple) return error(meeple.error());
        r.pos = where->pos;
        r.feature = where->feature;
        r.location = where->location;
        r.figure = meeple->second;
        return r;
    }

    Result<std::pair<std::string, nlohmann::ordered_json>> write(const Ruleset& rules, const GameState& state,
                                                                 const Action& a, JczMeepleIds& meeples) const override;

    // The three options are JCZ's rules, with JCZ's values.
    std::vector<JczRule> rules() const override {
        return {{"dragon-move", "dragon_moves", "before-scoring"},
                {"fairy-placement", "fairy", "next-follower"},
                {"princess-action", "princess", "may"}};
    }
};

Result<std::pair<std::string, nlohmann::ordered_json>> PrincessDragonJcz::write(const Ruleset& rules, const GameState& state,
                                                                              const Action& a,
                                                                              JczMeepleIds& meeples) const {
    using ojson = nlohmann::ordered_json;
    if (a.def->id() == "move_dragon")
        return std::make_pair(std::string("MOVE_NEUTRAL_FIGURE"), ojson{{"figureId", "dragon.1"}, {"to", {a.pos.x, a.pos.y}}});
    if (a.def->id() == "move_fairy" && a.feature < 0)
        return std::make_pair(std::string("MOVE_NEUTRAL_FIGURE"), ojson{{"figureId", "fairy.1"}, {"to", {a.pos.x, a.pos.y}}});
    const std::string meeple = meeples.id_at(a.pos, a.feature);
    if (meeple.empty()) return error("no meeple id for the figure at (" + std::to_string(a.pos.x) + ", " + std::to_string(a.pos.y) + ")");
    ojson pointer = {{"featurePointer", jcz::write_feature_pointer(rules, state, a.pos, a.feature)}, {"meepleId", meeple}};
    if (a.def->id() == "move_fairy")
        return std::make_pair(std::string("MOVE_NEUTRAL_FIGURE"), ojson{{"figureId", "fairy.1"}, {"to", std::move(pointer)}});
    return std::make_pair(std::string("RETURN_MEEPLE"), ojson{{"pointer", std::move(pointer)}, {"source", "PRINCESS"}});
}

}  // namespace princess_dragon_codec
}  // namespace

const JczCodec& princess_dragon_jcz_codec() {
    static const princess_dragon_codec::PrincessDragonJcz codec;
    return codec;
}

}  // namespace carc
