// Under the Big Top's JCloisterZone codec (docs/jcz.md, "Under the Big Top"). JCZ's elements:
// "big-top" (its BigTopCapability) and "acrobats" switch our options of those names, "ringmaster"
// counts the ringmasters (meeple kind "ringmaster", JCZ's class name). An acrobat space is JCZ's
// feature "Acrobats" at "I", where only normal meeples stand; scoring a full pyramid is
// SCORE_ACROBATS with that feature's pointer.
//
// The animal tokens: JCZ records none. Ours draws a token face down when the big top goes up and
// turns it up when the big top scores; JCZ draws it only then (BigTopCapability.scoreBigTop, with
// getNextInt over its unused tokens: 1 of 1 point, 4 of 3, 5 of 4, 3 of 5, 2 of 6, 1 of 7, in
// that order, less those already turned up), after the COMMIT that ends the action phase, or at
// the end with the generator the last COMMIT set. The exporter writes, in that COMMIT's "random",
// the number that makes JCZ draw the tokens our action turned up (commit_random_setting). An
// import cannot know, when the big top goes up, which token JCZ will draw when it moves on: a
// JCZ game is refused with that reason once its big top stands (read_refusal).
#include <algorithm>
#include <array>

#include "carc/chance.hpp"
#include "carc/ruleset.hpp"
#include "carc/state.hpp"
#include "data/jcz/codec.hpp"
#include "modules/big_top.hpp"

namespace carc {

namespace {
namespace big_top_codec {

using U = jcz::ElementUse;
using V = jcz::ElementValue;

constexpr std::string_view kAcrobatsFeature = "Acrobats";

// The tokens turned up by the action from `before` to `after`, in the order turned up: the one
// face down before it (when it is no longer face down), then one drawn in the action and turned
// up in it too (the last circus tile: drawn, then scored at the end).
std::vector<int> tokens_turned_up(int bag, const GameState& before, const GameState& after) {
    std::vector<int> out;
    const auto down = [bag](const GameState& s) {
        for (const ChanceOutcome& o : s.chance.face_down)
            if (o.source == bag) return static_cast<int>(o.value);
        return -1;
    };
    const int was = down(before);
    const int is = down(after);
    int drawn = -1;
    for (const ChanceOutcome& o : after.chance.drawn)
        if (o.source == bag) drawn = o.value;
    if (was >= 0 && (is < 0 || drawn >= 0)) out.push_back(was);
    if (drawn >= 0 && is < 0) out.push_back(drawn);
    return out;
}

// The number JCZ's generator must start from so that its draws over its unused tokens (`pool`,
// counts by kind) give `tokens` in order; each draw takes the token out.
std::optional<double> setting_for_draws(std::array<int, kAnimalTokenKinds> pool, const std::vector<int>& tokens) {
    const auto index_of = [](const std::array<int, kAnimalTokenKinds>& p, int token) {
        int index = 0;
        for (int k = 0; k < token; ++k) index += p[static_cast<size_t>(k)];
        return index;
    };
    const auto total = [](const std::array<int, kAnimalTokenKinds>& p) {
        int n = 0;
        for (int c : p) n += c;
        return n;
    };
    if (tokens.empty()) return std::nullopt;
    const int first_bound = total(pool);
    const int first_index = index_of(pool, tokens[0]);
    if (tokens.size() == 1) return JczRandom::setting_for(first_index, first_bound);
    // Two draws: search the first draw's interval for a start whose next step draws the second.
    constexpr int kTries = 20000;
    for (int i = 0; i < kTries; ++i) {
        const double start = (first_index + (i + 0.5) / kTries) / first_bound;
        std::array<int, kAnimalTokenKinds> p = pool;
        JczRandom random(start);
        bool ok = true;
        for (int token : tokens) {
            if (p[static_cast<size_t>(token)] <= 0 || random.next_int(total(p)) != index_of(p, token)) {
                ok = false;
                break;
            }
            --p[static_cast<size_t>(token)];
        }
        if (ok) return start;
    }
    return std::nullopt;
}

class BigTopJcz final : public JczCodec {
public:
    std::vector<JczElement> elements() const override {
        return {{"big-top", "big-top", U::Switch, "big_top", true, V::True},
                {"acrobats", "big-top", U::Switch, "acrobats", true, V::True},
                {"ringmaster", "big-top", U::Figure, "ringmaster", true, V::Count}};
    }
    std::vector<JczMeepleKind> meeple_kinds() const override { return {{"ringmaster", "big-top", "ringmaster"}}; }
    std::vector<JczDeclaredFeature> declared_features() const override {
        return {{"acrobats", kAcrobatsFeature, "I", "", {"small"}, "meeples"}};
    }

    bool claims(std::string_view type, const nlohmann::json&) const override { return type == "SCORE_ACROBATS"; }
    Result<ActionRecord> read(const Ruleset&, std::string_view, const nlohmann::json& payload, const JczMeepleIds&) const override {
        const nlohmann::json* p = payload.is_object() && payload.contains("pointer") ? &payload["pointer"] : nullptr;
        if (!p || !p->is_object() || !p->contains("position") || !(*p)["position"].is_array() || (*p)["position"].size() != 2 ||
            !(*p)["position"][0].is_number_integer() || !(*p)["position"][1].is_number_integer())
            return error("SCORE_ACROBATS names the pyramid's square as pointer.position [x, y]");
        ActionRecord r;
        r.type = "score_acrobats";
        r.pos = Pos{(*p)["position"][0].get<int>(), (*p)["position"][1].get<int>()};
        return r;
    }
    Result<std::pair<std::string, nlohmann::ordered_json>> write(const Ruleset&, const GameState&, const Action& a,
                                                                 JczMeepleIds&) const override {
        return std::make_pair(std::string("SCORE_ACROBATS"),
                              nlohmann::ordered_json{{"pointer", {{"position", {a.pos.x, a.pos.y}}, {"feature", kAcrobatsFeature}, {"location", "I"}}}});
    }

    std::optional<std::string> read_refusal(const Ruleset& rules, const GameState& state, std::string_view type) const override {
        if (type != "PLACE_TILE" || big_top_tile(rules, state) < 0) return std::nullopt;
        return "the big top's animal tokens: JCloisterZone draws a token only when the big top scores, and its file does not "
               "say which token lay under it when it went up, which ours draws then";
    }

    std::optional<double> commit_random_setting(const Ruleset& rules, const GameState& before, const GameState& after,
                                                const Action&) const override {
        const int bag = rules.chance_source(kAnimalTokenSource);
        if (bag < 0) return std::nullopt;
        const std::vector<int> up = tokens_turned_up(bag, before, after);
        if (up.empty()) return std::nullopt;
        // JCZ's unused tokens: those of our bag before the action and the one face down then.
        std::array<int, kAnimalTokenKinds> pool{};
        for (int k = 0; k < kAnimalTokenKinds; ++k) pool[static_cast<size_t>(k)] = bag_count(rules, before, bag, k);
        ++pool[static_cast<size_t>(up[0])];
        return setting_for_draws(pool, up);
    }
};

}  // namespace big_top_codec
}  // namespace

const JczCodec& big_top_jcz_codec() {
    static const big_top_codec::BigTopJcz codec;
    return codec;
}

}  // namespace carc
