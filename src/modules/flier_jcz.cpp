// The Flying Machines' JCloisterZone codec (docs/jcz.md, "Flying Machines"). JCZ models the machine
// as a feature of its tile ("FlyingMachine", location "I"): launching a follower is a DEPLOY_MEEPLE
// of a meeple from the supply to that pointer, our `launch_flier`. Its landing is a second DEPLOY_MEEPLE of
// the same meeple onto the feature it joins, our `deploy` onto the landing tile (the core's).
//
// JCZ records no roll: its handleDeployFlier rolls getNextInt(3) + 1 with the generator the launch
// message sets ("random"). The importer keeps that generator (JczRandom) and this codec states the
// roll JCZ made; the exporter writes the "random" that makes JCZ roll ours.
#include <algorithm>

#include "carc/chance.hpp"
#include "carc/engine.hpp"
#include "carc/state.hpp"
#include "data/jcz/codec.hpp"
#include "modules/flier.hpp"

namespace carc {

namespace {
namespace flier_codec {

constexpr int kDieFaces = 3;
constexpr std::string_view kMachineFeature = "FlyingMachine";

bool machine_pointer(const nlohmann::json& payload) {
    if (!payload.is_object() || !payload.contains("pointer")) return false;
    const nlohmann::json& p = payload["pointer"];
    return p.is_object() && p.contains("feature") && p["feature"].is_string() && p["feature"].get<std::string>() == kMachineFeature;
}

class FlierJcz final : public JczCodec {
public:
    bool claims(std::string_view type, const nlohmann::json& payload) const override {
        return type == "DEPLOY_MEEPLE" && machine_pointer(payload);
    }
    Result<ActionRecord> read(const Ruleset&, std::string_view, const nlohmann::json& payload, const JczMeepleIds& meeples) const override {
        const nlohmann::json& p = payload["pointer"];
        if (!p.contains("position") || !p["position"].is_array() || p["position"].size() != 2 || !p["position"][0].is_number_integer() ||
            !p["position"][1].is_number_integer())
            return error("a flying machine's pointer names its square as position [x, y]");
        if (!payload.contains("meepleId") || !payload["meepleId"].is_string()) return error("a flight names the meeple that flies (meepleId)");
        auto meeple = meeples.parse(payload["meepleId"].get<std::string>());
        if (!meeple) return error(meeple.error());
        ActionRecord r;
        r.type = "launch_flier";
        r.pos = Pos{p["position"][0].get<int>(), p["position"][1].get<int>()};
        r.figure = meeple->second;
        return r;
    }
    // The meeple id is one of the player's meeples in the supply: the one JCZ's numbering gives
    // next, handed back at once (the follower lands with a deploy of its own, or stays at home).
    Result<std::pair<std::string, nlohmann::ordered_json>> write(const Ruleset& rules, const GameState& state, const Action& a,
                                                                 JczMeepleIds& meeples) const override {
        const JczMeepleKind* row = jcz::meeple_by_figure(rules.figures[static_cast<size_t>(a.figure)].id);
        if (!row) return error("the " + rules.figures[static_cast<size_t>(a.figure)].name + " has no JCloisterZone counterpart");
        constexpr int kNoFeature = -1;
        const std::string id = meeples.deploy(state.acting_player, row->kind, a.pos, kNoFeature);
        meeples.returned(a.pos, kNoFeature);
        return std::make_pair(std::string("DEPLOY_MEEPLE"),
                              nlohmann::ordered_json{{"pointer", {{"position", {a.pos.x, a.pos.y}}, {"feature", kMachineFeature}, {"location", "I"}}},
                                                     {"meepleId", id}});
    }

    // Seed 000:127 lets every follower fly; JCZ only those that may stand on a road (its small and
    // big followers, the wagon, the phantom: its Abbot and Mayor refuse the FlyingMachine).
    std::optional<std::string> refusal(const Ruleset& rules, const GameState&, const Action& a) const override {
        if (!a.def || a.def->id() != "launch_flier" || a.figure < 0 || a.figure >= static_cast<int>(rules.figures.size()))
            return std::nullopt;
        const FigureDef& fig = rules.figures[static_cast<size_t>(a.figure)];
        if (std::find(fig.places.begin(), fig.places.end(), FeatureKind::Road) == fig.places.end())
            return "the " + fig.name + " flies with a flying machine, which JCloisterZone allows only followers that may stand on a road";
        return std::nullopt;
    }

    std::vector<ChanceOutcome> chance_outcomes(const Ruleset& rules, const GameState&, const ActionRecord& record,
                                               JczRandom& random) const override {
        const int die = flier_die_source(rules);
        if (die < 0 || record.type != "launch_flier") return {};
        return {ChanceOutcome{static_cast<uint16_t>(die), static_cast<int16_t>(random.next_int(kDieFaces) + 1)}};
    }
    std::optional<double> random_setting(const Ruleset& rules, const GameState&, const GameState& after, const Action&) const override {
        const int die = flier_die_source(rules);
        if (die < 0) return std::nullopt;
        for (const ChanceOutcome& o : after.chance.drawn)
            if (o.source == die) return JczRandom::setting_for(o.value - 1, kDieFaces);
        return std::nullopt;
    }
};

}  // namespace flier_codec
}  // namespace

const JczCodec& flier_jcz_codec() {
    static const flier_codec::FlierJcz codec;
    return codec;
}

}  // namespace carc
