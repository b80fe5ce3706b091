// The Tunnel's JCloisterZone codec (docs/jcz.md, "The Tunnel"): JCZ's element "tunnel" brings its
// capability into the game (the tunnel tiles' entrances, our data's `inner_ends`). A tunnel token
// is PLACE_TOKEN of token TUNNEL_A (a player's first pair) or TUNNEL_B (the second, in a
// two-player game) at the feature pointer of the road whose entrance it closes. JCZ offers the
// tokens twice in a turn until one is placed: beside the figure in its action phase, and in its
// TunnelPhase after it; ours offers them in the step after the figure, so that JCZ's PASS of its
// action phase is our figure step's pass whenever JCZ offers a token there (writes_pass), and a
// token JCZ placed before the figure cannot be read (read_refusal). JCZ's rule
// "more-tunnel-tokens" is played as its client's default, 3/2.
#include "data/jcz/codec.hpp"

#include "carc/engine.hpp"
#include "carc/ruleset.hpp"
#include "carc/state.hpp"
#include "carc/turn.hpp"
#include "modules/tunnel.hpp"

namespace carc {

namespace {
namespace tunnel_codec {

using U = jcz::ElementUse;
using V = jcz::ElementValue;

constexpr std::string_view kTokens[] = {"TUNNEL_A", "TUNNEL_B", "TUNNEL_C"};
constexpr std::string_view kPairWords[] = {"first", "second", "third"};

// Whether JCZ offers the current player a tunnel token now: one left, a free entrance, none
// placed this turn — which is when our tunnel step would wait.
bool offers_token(const Ruleset& rules, const GameState& state) {
    if (tunnel_pairs(rules) == 0) return false;
    ActionList listed;
    const int step = rules.turn.index_of("tunnel");
    if (step < 0) return false;
    GameState probe = state;
    probe.step = static_cast<uint8_t>(step);
    rules.turn.step(step).list(rules, probe, listed);
    if (listed.size() <= 1) return false;  // the pass alone
    return rules.turn.step(step).enter(rules, probe, nullptr).kind == StepStatus::Kind::Await;
}

class TunnelJcz final : public JczCodec {
public:
    std::vector<JczElement> elements() const override { return {{"tunnel", "tunnel", U::Part, "tunnel", true, V::True}}; }
    // JCZ's client reads a missing rule as "3/2" (three pairs with two players, two with three: ours)
    // and as tunnels on the other expansions' tiles that show one (AM/CRcr+, DG/CRcr.d), whose road
    // ours keeps whole: the export says so.
    std::vector<JczRule> rules() const override {
        return {{"more-tunnel-tokens", "", "3/2", {{"", "3/2"}}},
                {"tunnelize-other-expansions", "", "true", {{"", "false"}}}};
    }

    bool claims(std::string_view type, const nlohmann::json& payload) const override {
        const std::string token = jcz::token_of(payload);
        return type == "PLACE_TOKEN" && (token == kTokens[0] || token == kTokens[1] || token == kTokens[2]);
    }
    Result<ActionRecord> read(const Ruleset&, std::string_view, const nlohmann::json& payload,
                              const JczMeepleIds&) const override {
        const std::string token = jcz::token_of(payload);
        int pair = -1;
        for (int i = 0; i < 3; ++i)
            if (token == kTokens[i]) pair = i;
        if (!payload.contains("pointer")) return error("a tunnel token needs the pointer of its road");
        auto where = jcz::read_feature_pointer(payload["pointer"]);
        if (!where) return error(where.error());
        if (where->feature != "road") return error("a tunnel token goes on a feature \"Road\"");
        ActionRecord r;
        r.type = "place_tunnel";
        r.pos = where->pos;
        r.feature = where->feature;
        r.location = where->location;
        r.fields["pair"] = std::string(kPairWords[pair]);
        return r;
    }
    Result<std::pair<std::string, nlohmann::ordered_json>> write(const Ruleset& rules, const GameState& state, const Action& a,
                                                                 JczMeepleIds&) const override {
        using ojson = nlohmann::ordered_json;
        return std::make_pair(std::string("PLACE_TOKEN"),
                              ojson{{"token", std::string(kTokens[a.value >= 0 && a.value < 3 ? a.value : 0])},
                                    {"pointer", jcz::write_feature_pointer(rules, state, a.pos, a.feature)}});
    }
    // JCZ asks for a token in its action phase (beside the figure) and in its TunnelPhase: a pass
    // of either is its PASS.
    bool writes_pass(const Ruleset& rules, const GameState& state) const override {
        if (state.phase == Phase::ModuleStep) return rules.turn.step(state.step).id() == "tunnel";
        return state.phase == Phase::PlaceFigure && offers_token(rules, state);
    }
    std::optional<std::string> read_refusal(const Ruleset&, const GameState& state, std::string_view type) const override {
        if (type == "PLACE_TOKEN" && state.phase == Phase::PlaceFigure)
            return "a tunnel token placed before the turn's figure (ours are placed after it)";
        return std::nullopt;
    }
};

}  // namespace tunnel_codec
}  // namespace

const JczCodec& tunnel_jcz_codec() {
    static const tunnel_codec::TunnelJcz codec;
    return codec;
}

}  // namespace carc
