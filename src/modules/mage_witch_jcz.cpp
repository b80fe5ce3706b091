// Mage & Witch's JCloisterZone codec (docs/jcz.md): JCZ's elements "mage" and "witch" are the two
// neutral figures (one each on the table), and moving one is MOVE_NEUTRAL_FIGURE of figure
// "mage.1" or "witch.1" to a feature pointer ({position, feature, location}, as JCZ's
// MageAndWitchPhase reads it). Taking one off the board when no unfinished road or city is free is
// the same message with no pointer ("to": null: JCZ's MoveNeutralFigure to nowhere).
#include "data/jcz/codec.hpp"

#include "carc/ruleset.hpp"
#include "carc/state.hpp"

namespace carc {

namespace {
namespace mage_witch_codec {

using U = jcz::ElementUse;
using V = jcz::ElementValue;

std::string_view jcz_figure_id(std::string_view figure) { return figure == "mage" ? "mage.1" : "witch.1"; }

class MageWitchJcz final : public JczCodec {
public:
    std::vector<JczElement> elements() const override {
        return {{"mage", "mage-witch", U::Figure, "mage", true, V::Count},
                {"witch", "mage-witch", U::Figure, "witch", true, V::Count}};
    }

    bool claims(std::string_view type, const nlohmann::json& payload) const override {
        if (type != "MOVE_NEUTRAL_FIGURE" || !payload.is_object() || !payload.contains("figureId") ||
            !payload["figureId"].is_string())
            return false;
        const std::string id = payload["figureId"].get<std::string>();
        return id.rfind("mage.", 0) == 0 || id.rfind("witch.", 0) == 0;
    }

    Result<ActionRecord> read(const Ruleset&, std::string_view, const nlohmann::json& payload, const JczMeepleIds&) const override {
        ActionRecord r;
        r.figure = payload["figureId"].get<std::string>().rfind("mage.", 0) == 0 ? "mage" : "witch";
        if (!payload.contains("to") || payload["to"].is_null()) {
            r.type = "remove_mage_witch";
            return r;
        }
        auto where = jcz::read_feature_pointer(payload["to"]);
        if (!where) return error(where.error());
        r.type = "move_mage_witch";
        r.pos = where->pos;
        r.feature = where->feature;
        r.location = where->location;
        return r;
    }

    Result<std::pair<std::string, nlohmann::ordered_json>> write(const Ruleset& rules, const GameState& state, const Action& a,
                                                                 JczMeepleIds&) const override {
        using ojson = nlohmann::ordered_json;
        const std::string figure = rules.figures[static_cast<size_t>(a.figure)].id;
        const std::string id(jcz_figure_id(figure));
        if (a.def->id() == "remove_mage_witch")
            return std::make_pair(std::string("MOVE_NEUTRAL_FIGURE"), ojson{{"figureId", id}, {"to", nullptr}});
        return std::make_pair(std::string("MOVE_NEUTRAL_FIGURE"),
                              ojson{{"figureId", id}, {"to", jcz::write_feature_pointer(rules, state, a.pos, a.feature)}});
    }
};

}  // namespace mage_witch_codec
}  // namespace

const JczCodec& mage_witch_jcz_codec() {
    static const mage_witch_codec::MageWitchJcz codec;
    return codec;
}

}  // namespace carc
