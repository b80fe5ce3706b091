// The Siege's JCloisterZone codec (docs/jcz.md): JCZ's element "siege" (the besieged cities, a part
// of our tiles that ours always has) and "escape" (our option `escape`), the escape's rule
// "espace-variant" (JCZ's spelling) as its default "any-tile", the only reading we play, and the
// escape itself: RETURN_MEEPLE with source SIEGE_ESCAPE; declining it is a PASS, since JCZ's
// EscapePhase asks the player whenever a knight could leave.
#include "data/jcz/codec.hpp"

#include "carc/ruleset.hpp"
#include "carc/state.hpp"
#include "carc/turn.hpp"

namespace carc {

namespace {
namespace siege_codec {

using U = jcz::ElementUse;
using V = jcz::ElementValue;

constexpr std::string_view kSource = "SIEGE_ESCAPE";

class SiegeJcz final : public JczCodec {
public:
    std::vector<JczElement> elements() const override {
        return {{"siege", "siege", U::Part, "besieged", true, V::True},
                {"escape", "siege", U::Switch, "escape", false, V::True}};
    }

    std::vector<JczRule> rules() const override { return {{"espace-variant", "", "any-tile", {{"", "any-tile"}}}}; }

    bool claims(std::string_view type, const nlohmann::json& payload) const override {
        return type == "RETURN_MEEPLE" && payload.is_object() && payload.value("source", "") == kSource;
    }

    Result<ActionRecord> read(const Ruleset&, std::string_view, const nlohmann::json& payload,
                              const JczMeepleIds& meeples) const override {
        if (!payload.contains("pointer")) return error("RETURN_MEEPLE needs a pointer");
        return jcz::read_meeple_pointer("escape_from_siege", payload["pointer"], meeples);
    }

    Result<std::pair<std::string, nlohmann::ordered_json>> write(const Ruleset& rules, const GameState& state,
                                                                 const Action& a, JczMeepleIds& meeples) const override {
        using ojson = nlohmann::ordered_json;
        const std::string meeple = meeples.id_at(a.pos, a.feature);
        if (meeple.empty())
            return error("no meeple id for the figure at (" + std::to_string(a.pos.x) + ", " + std::to_string(a.pos.y) + ")");
        ojson pointer = {{"featurePointer", jcz::write_feature_pointer(rules, state, a.pos, a.feature)}, {"meepleId", meeple}};
        return std::make_pair(std::string("RETURN_MEEPLE"), ojson{{"pointer", std::move(pointer)}, {"source", kSource}});
    }

    bool writes_pass(const Ruleset& rules, const GameState& state) const override {
        return state.phase == Phase::ModuleStep && rules.turn.step(state.step).id() == "siege_escape";
    }
};

}  // namespace siege_codec
}  // namespace

const JczCodec& siege_jcz_codec() {
    static const siege_codec::SiegeJcz codec;
    return codec;
}

}  // namespace carc
