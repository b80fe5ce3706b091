// Traders & Builders' JCloisterZone codec (docs/jcz.md): its elements (the builder, the pig, the
// trade goods as JCZ's "traders", and the pig herd of River II's and GQ11's tiles, a part JCZ can
// switch off), the meeple kinds "builder" and "pig", and JCZ's rule "gq11-pig-herd" (always "pig"). The figures travel as the core's DEPLOY_MEEPLE. JCZ
// refuses a pig in a field where its player has one already (a second pig exists with JCZ's
// "pig": 2 or our figure counts); ours allows it, and it adds nothing. Such a game is not exported.
#include "data/jcz/codec.hpp"

#include "carc/feature_changes.hpp"
#include "carc/ruleset.hpp"
#include "carc/state.hpp"

namespace carc {

namespace {
namespace traders_builders_codec {

using U = jcz::ElementUse;
using V = jcz::ElementValue;

class TradersBuildersJcz final : public JczCodec {
public:
    std::vector<JczElement> elements() const override {
        return {{"builder", "traders-builders", U::Figure, "builder", true, V::Count},
                {"pig", "traders-builders", U::Figure, "pig", true, V::Count},
                {"traders", "traders-builders", U::Switch, "trade_goods", true, V::True},
                {"pig-herd", "traders-builders", U::Part, "pig-herd", true, V::True}};
    }
    std::vector<JczMeepleKind> meeple_kinds() const override {
        return {{"builder", "traders-builders", "builder"}, {"pig", "traders-builders", "pig"}};
    }
    // JCZ's "gq11-pig-herd": whether GQ11's field tile GQ/F is a pig herd ("pig", its client's
    // default) or a plain field ("nothing", a house rule). Ours is always a herd, which acts, as
    // every herd, with this expansion only.
    std::vector<JczRule> rules() const override { return {{"gq11-pig-herd", "", "pig", {{"", "pig"}}}}; }
    std::optional<std::string> refusal(const Ruleset& rules, const GameState& state, const Action& a) const override {
        const int pig = rules.figure("pig");
        if (pig < 0 || !is_deploy(a) || a.figure != pig) return std::nullopt;
        const int tile = state.board.tile_index(a.pos);
        if (tile < 0) return std::nullopt;
        const int root = state.features.find(node_at(state, tile, a.feature));
        for (const Figure& f : state.figures)
            if (f.kind == pig && f.owner == state.acting_player && f.on_feature() && state.features.find(f.node) == root)
                return std::string("a second pig of one player in one field has no JCloisterZone counterpart "
                                   "(JCZ refuses it; ours allows it, and it adds nothing)");
        return std::nullopt;
    }
};

}  // namespace traders_builders_codec
}  // namespace

const JczCodec& traders_builders_jcz_codec() {
    static const traders_builders_codec::TradersBuildersJcz codec;
    return codec;
}

}  // namespace carc
