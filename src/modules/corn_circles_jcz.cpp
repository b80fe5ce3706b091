// Corn Circles' JCloisterZone codec (docs/jcz.md): JCZ has no element for it (its tile sets
// "corn-circles/1" and "corn-circles/2" bring it in, our options circles-1 and circles-2). The
// placer's choice is CIRCLE_REMOVE_OR_DEPLOY {value: DEPLOY or REMOVE}, our "corn_circle"; a
// follower added is an ordinary DEPLOY_MEEPLE (our core "deploy" onto another tile), declined with
// PASS; a follower taken back is RETURN_MEEPLE with source CORN_CIRCLE, our "corn_circle_remove".
// JCZ confirms each add and each removal with a COMMIT (its ConfirmAction).
#include "data/jcz/codec.hpp"

#include "carc/engine.hpp"
#include "carc/ruleset.hpp"
#include "carc/state.hpp"

namespace carc {

namespace {
namespace corn_circles_codec {

constexpr std::string_view kStepId = "corn_circle";

bool in_circle_step(const Ruleset& rules, const GameState& state) {
    return state.phase == Phase::ModuleStep && rules.turn.step(state.step).id() == kStepId;
}

class CornCirclesJcz final : public JczCodec {
public:
    bool claims(std::string_view type, const nlohmann::json& payload) const override {
        if (type == "CIRCLE_REMOVE_OR_DEPLOY") return true;
        return type == "RETURN_MEEPLE" && payload.is_object() && payload.value("source", "") == "CORN_CIRCLE";
    }

    Result<ActionRecord> read(const Ruleset&, std::string_view type, const nlohmann::json& payload,
                              const JczMeepleIds& meeples) const override {
        if (type == "RETURN_MEEPLE") {
            if (!payload.contains("pointer")) return error("RETURN_MEEPLE needs a pointer");
            auto r = jcz::read_meeple_pointer("corn_circle_remove", payload["pointer"], meeples);
            if (r) r->player.reset();  // the acting player's own follower
            return r;
        }
        const std::string value = payload.is_object() && payload.contains("value") && payload["value"].is_string()
                                      ? payload["value"].get<std::string>()
                                      : std::string();
        if (value != "DEPLOY" && value != "REMOVE") return error("a CIRCLE_REMOVE_OR_DEPLOY's value is DEPLOY or REMOVE");
        ActionRecord r;
        r.type = "corn_circle";
        r.fields["choice"] = std::string(value == "DEPLOY" ? "add" : "remove");
        return r;
    }

    Result<std::pair<std::string, nlohmann::ordered_json>> write(const Ruleset& rules, const GameState& state, const Action& a,
                                                                 JczMeepleIds& meeples) const override {
        using ojson = nlohmann::ordered_json;
        if (a.def->id() == "corn_circle")
            return std::make_pair(std::string("CIRCLE_REMOVE_OR_DEPLOY"), ojson{{"value", a.value == 0 ? "DEPLOY" : "REMOVE"}});
        const std::string meeple = meeples.id_at(a.pos, a.feature);
        if (meeple.empty()) return error("no meeple id for the figure at (" + std::to_string(a.pos.x) + ", " + std::to_string(a.pos.y) + ")");
        ojson pointer = {{"featurePointer", jcz::write_feature_pointer(rules, state, a.pos, a.feature)}, {"meepleId", meeple}};
        return std::make_pair(std::string("RETURN_MEEPLE"), ojson{{"pointer", std::move(pointer)}, {"source", "CORN_CIRCLE"}});
    }

    // Declining to add a follower is JCZ's PASS.
    bool writes_pass(const Ruleset& rules, const GameState& state) const override { return in_circle_step(rules, state); }

    // JCZ's ConfirmAction after each follower added or taken back.
    bool confirms(const Ruleset& rules, const GameState& before, const GameState&, const Action& a) const override {
        return in_circle_step(rules, before) && (is_deploy(a) || a.def->id() == "corn_circle_remove");
    }
};

}  // namespace corn_circles_codec
}  // namespace

const JczCodec& corn_circles_jcz_codec() {
    static const corn_circles_codec::CornCirclesJcz codec;
    return codec;
}

}  // namespace carc
