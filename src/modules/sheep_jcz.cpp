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
//
// JCZ's bag is not always ours: a shepherd taken back by a festival leaves its sheep on the board
// (seed 000 note 42, our sheep module) where JCZ puts them back into the bag (UndeployMeeple). They
// score nothing either way, so the games agree as long as every draw is read against JCZ's bag:
// ours and the sheep left on the board. Refused on export: a draw from our empty bag while JCZ's
// still holds those sheep (JCZ would draw one, ours draws nothing).
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

// How many tokens of kind `token` JCZ's bag holds: ours and the sheep left on the board.
int jcz_bag_count(const Ruleset& rules, const GameState& state, int source, int token) {
    int n = bag_count(rules, state, source, token);
    for (const StraySheep& s : stray_sheep(rules, state))
        if (token >= 0 && token < static_cast<int>(s.tokens.size())) n += s.tokens[static_cast<size_t>(token)];
    return n;
}

int jcz_bag_total(const Ruleset& rules, const GameState& state, int source) {
    const int kinds = static_cast<int>(rules.chance_sources[static_cast<size_t>(source)].tokens.size());
    int n = 0;
    for (int t = 0; t < kinds; ++t) n += jcz_bag_count(rules, state, source, t);
    return n;
}

// The bag's token at JCZ's index `index` of JCZ's bag listed in token order.
int token_at(const Ruleset& rules, const GameState& state, int source, int index) {
    const int kinds = static_cast<int>(rules.chance_sources[static_cast<size_t>(source)].tokens.size());
    for (int t = 0; t < kinds; ++t) {
        index -= jcz_bag_count(rules, state, source, t);
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
    bool sets_random(std::string_view type) const override { return type == "FLOCK_EXPAND_OR_SCORE"; }
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
        const int total = jcz_bag_total(rules, state, bag);
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
            for (int t = 0; t < o.value; ++t) index += jcz_bag_count(rules, before, bag, t);
            return JczRandom::setting_for(index, jcz_bag_total(rules, before, bag));
        }
        return std::nullopt;
    }

    std::optional<std::string> refusal(const Ruleset& rules, const GameState& before, const Action& a) const override {
        const int bag = sheep_bag_source(rules);
        if (bag < 0 || !a.def) return std::nullopt;
        const bool draws_now = (a.def->id() == "deploy" && is_shepherd(rules, a.figure)) ||
                               (a.def->id() == "flock" && a.value == 0);
        if (!draws_now || bag_total(rules, before, bag) > 0 || jcz_bag_total(rules, before, bag) == 0) return std::nullopt;
        return "a shepherd draws from an empty bag while the sheep of a shepherd taken back stay on the board "
               "(JCloisterZone put them back into its bag and would draw one)";
    }
};

}  // namespace sheep_codec
}  // namespace

const JczCodec& sheep_jcz_codec() {
    static const sheep_codec::SheepJcz codec;
    return codec;
}

}  // namespace carc
