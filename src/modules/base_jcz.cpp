// The base game's JCloisterZone codec (docs/jcz.md): its elements (the followers, the farmers),
// the follower's meeple kind, and the first edition's tiny city as JCZ's rule "tiny-city-scoring"
// (the same values, "4" and "2"). The base game has no messages of its own.
#include "data/jcz/codec.hpp"

namespace carc {

namespace {
namespace base_codec {

using U = jcz::ElementUse;
using V = jcz::ElementValue;

class BaseJcz final : public JczCodec {
public:
    std::vector<JczElement> elements() const override {
        return {{"small-follower", "base", U::Figure, "follower", true, V::Count},
                {"farmers", "base", U::Switch, "farmers", true, V::True}};
    }
    std::vector<JczMeepleKind> meeple_kinds() const override { return {{"small", "base", "follower"}}; }
    std::vector<JczRule> rules() const override { return {{"tiny-city-scoring", "tiny_city", "4"}}; }
};

}  // namespace base_codec
}  // namespace

const JczCodec& base_jcz_codec() {
    static const base_codec::BaseJcz codec;
    return codec;
}

}  // namespace carc
