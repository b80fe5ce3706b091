// The shepherd's JCloisterZone codec (docs/jcz.md, "Hills & Sheep"): JCZ's element "shepherd" is the
// shepherds each player has (our figure, which our option hills-sheep.shepherd puts in play), its
// meeple ids "<player>.shepherd.<n>", deployed with DEPLOY_MEEPLE like a follower. The choice to
// grow or herd is FLOCK_EXPAND_OR_SCORE {value: EXPAND or SCORE}, our "flock".
//
// JCZ records no token drawn from the bag: its ShepherdPhase draws bag[getNextInt(size)] from the
// bag listed in token order (one sheep first, the wolves last: the order of its SHEEP_TOKEN_COUNT),
// with the generator a message set last ("random" of a COMMIT, of the FLOCK message itself, of
// DEPLOY_MEEPLE when present). The importer keeps that generator (JczRandom) and this codec states
// the token JCZ drew; the exporter writes the "random" that makes JCZ draw our token.
#include "carc/chance.hpp"
#include "carc/engine.hpp"
#include "carc/state.hpp"
#include "data/jcz/codec.hpp"
#include "modules/sheep.hpp"

namespace carc {

namespace {
namespace sheep_codec {

using U = jcz::ElementUse;
using V = jcz::ElementValue;

// The bag's token at JCZ's index `index` of the bag listed in token order.
int token_at(const Ruleset& rules, const GameState& state, int source, int index) {
    const int kinds = static_cast<int>(rules.chance_sources[static_cast<size_t>(source)].tokens.size());
    for (int t = 0; t < kinds; ++t) {
        index -= bag_count(rules, state, source, t);
        if (index < 0) return t;
    }
    return -1;
}

bool draws(const ActionRecord& r) {
    if (r.type == "deploy") return r.figure == "shepherd";
    if (r.type != "flock") return false;
    const auto it = r.fields.find("choice");
    return it != r.fields.end() && std::holds_alternative<std::string>(it->second) &&
           std::get<std::string>(it->second) == "expand";
}

class SheepJcz final : public JczCodec {
public:
    std::vector<JczElement> elements() const override {
        return {{"shepherd", "hills-sheep", U::Figure, "shepherd", true, V::Count}};
    }
    std::vector<JczMeepleKind> meeple_kinds() const override { return {{"shepherd", "hills-sheep", "shepherd"}}; }

    bool claims(std::string_view type, const nlohmann::json&) const override { return type == "FLOCK_EXPAND_OR_SCORE"; }
    Result<ActionRecord> read(const Ruleset&, std::string_view, const nlohmann::json& payload,
                              const JczMeepleIds&) const override {
        const std::string value = payload.is_object() && payload.contains("value") && payload["value"].is_string()
                                      ? payload["value"].get<std::string>()
                                      : std::string();
        if (value != "EXPAND" && value != "SCORE") return error("a FLOCK_EXPAND_OR_SCORE's value is EXPAND or SCORE");
        ActionRecord r;
        r.type = "flock";
        r.fields["choice"] = std::string(value == "EXPAND" ? "expand" : "herd");
        return r;
    }
    Result<std::pair<std::string, nlohmann::ordered_json>> write(const Ruleset&, const GameState&, const Action& a,
                                                                 JczMeepleIds&) const override {
        return std::make_pair(std::string("FLOCK_EXPAND_OR_SCORE"),
                              nlohmann::ordered_json{{"value", a.value == 0 ? "EXPAND" : "SCORE"}});
    }

    std::vector<ChanceOutcome> chance_outcomes(const Ruleset& rules, const GameState& state, const ActionRecord& record,
                                               JczRandom& random) const override {
        const int bag = sheep_bag_source(rules);
        if (bag < 0 || !draws(record)) return {};
        const int total = bag_total(rules, state, bag);
        if (total <= 0) return {};
        const int token = token_at(rules, state, bag, random.next_int(total));
        return {ChanceOutcome{static_cast<uint16_t>(bag), static_cast<int16_t>(token)}};
    }
    std::optional<double> random_setting(const Ruleset& rules, const GameState& before, const GameState& after,
                                         const Action&) const override {
        const int bag = sheep_bag_source(rules);
        if (bag < 0) return std::nullopt;
        for (const ChanceOutcome& o : after.chance.drawn) {
            if (o.source != bag) continue;
            int index = 0;
            for (int t = 0; t < o.value; ++t) index += bag_count(rules, before, bag, t);
            return JczRandom::setting_for(index, bag_total(rules, before, bag));
        }
        return std::nullopt;
    }
};

}  // namespace sheep_codec
}  // namespace

const JczCodec& sheep_jcz_codec() {
    static const sheep_codec::SheepJcz codec;
    return codec;
}

}  // namespace carc
