// Under the Big Top's JCloisterZone codec (docs/jcz.md, "Under the Big Top"). JCZ's elements:
// "big-top" (its BigTopCapability) and "acrobats" switch our options of those names, "ringmaster"
// counts the ringmasters (meeple kind "ringmaster", JCZ's class name). An acrobat space is JCZ's
// feature "Acrobats" at "I", where only normal meeples stand; scoring a full pyramid is
// SCORE_ACROBATS with that feature's pointer.
//
// The animal tokens: JCZ records none. Both draw the token when the big top scores (JCZ's
// BigTopCapability.scoreBigTop: getNextInt over its unused tokens, 1 of 1 point, 4 of 3, 5 of 4,
// 3 of 5, 2 of 6, 1 of 7 in that order less those turned up, which is our bag), after the COMMIT
// that ends the action phase, or at the end with the generator the last COMMIT set. The exporter
// writes in that COMMIT's "random" the number that makes JCZ draw ours (commit_random_setting);
// the importer states what JCZ drew from it (commit_chance_outcomes).
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

// The animal tokens the action drew (turned up), in order.
std::vector<int> tokens_drawn(int bag, const GameState& after) {
    std::vector<int> out;
    for (const ChanceOutcome& o : after.chance.drawn)
        if (o.source == bag) out.push_back(o.value);
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

    // JCZ's draws after the COMMIT: each a getNextInt over its unused tokens, in our bag's order.
    std::vector<ChanceOutcome> commit_chance_outcomes(const Ruleset& rules, const GameState& before, const GameState& tried,
                                                      JczRandom& random) const override {
        const int bag = rules.chance_source(kAnimalTokenSource);
        std::vector<ChanceOutcome> out;
        if (bag < 0) return out;
        const size_t draws = tokens_drawn(bag, tried).size();
        std::array<int, kAnimalTokenKinds> pool{};
        for (int k = 0; k < kAnimalTokenKinds; ++k) pool[static_cast<size_t>(k)] = bag_count(rules, before, bag, k);
        for (size_t d = 0; d < draws; ++d) {
            int total = 0;
            for (int c : pool) total += c;
            if (total == 0) break;
            int index = random.next_int(total);
            int token = 0;
            while (token < kAnimalTokenKinds && index >= pool[static_cast<size_t>(token)]) index -= pool[static_cast<size_t>(token++)];
            if (token >= kAnimalTokenKinds) break;
            --pool[static_cast<size_t>(token)];
            out.push_back(ChanceOutcome{static_cast<uint16_t>(bag), static_cast<int16_t>(token)});
        }
        return out;
    }

    std::optional<double> commit_random_setting(const Ruleset& rules, const GameState& before, const GameState& after,
                                                const Action&) const override {
        const int bag = rules.chance_source(kAnimalTokenSource);
        if (bag < 0) return std::nullopt;
        const std::vector<int> drawn = tokens_drawn(bag, after);
        if (drawn.empty()) return std::nullopt;
        std::array<int, kAnimalTokenKinds> pool{};
        for (int k = 0; k < kAnimalTokenKinds; ++k) pool[static_cast<size_t>(k)] = bag_count(rules, before, bag, k);
        return setting_for_draws(pool, drawn);
    }
};

}  // namespace big_top_codec
}  // namespace

const JczCodec& big_top_jcz_codec() {
    static const big_top_codec::BigTopJcz codec;
    return codec;
}

}  // namespace carc
