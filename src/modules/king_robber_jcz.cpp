// King & Robber Baron's JCloisterZone codec (docs/jcz.md): the cards are JCZ's elements "king" and
// "robber" (our options of the same names) and need no message (they follow from the placements);
// the option `scoring` is JCZ's rule "king-and-robber-scoring", with JCZ's values.
#include "data/jcz/codec.hpp"

namespace carc {

namespace {
namespace king_robber_codec {

using U = jcz::ElementUse;
using V = jcz::ElementValue;

class KingRobberJcz final : public JczCodec {
public:
    std::vector<JczElement> elements() const override {
        return {{"king", "king-robber", U::Switch, "king", true, V::True},
                {"robber", "king-robber", U::Switch, "robber", true, V::True}};
    }
    std::vector<JczRule> rules() const override { return {{"king-and-robber-scoring", "scoring", "default"}}; }
};

}  // namespace king_robber_codec
}  // namespace

const JczCodec& king_robber_jcz_codec() {
    static const king_robber_codec::KingRobberJcz codec;
    return codec;
}

}  // namespace carc
