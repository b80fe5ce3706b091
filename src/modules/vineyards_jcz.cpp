// The Vineyards' JCloisterZone codec (docs/jcz.md): JCZ's element "vineyard" switches our option
// hills-sheep.vineyards; a vineyard has no message of its own (it scores with its monastery).
#include "data/jcz/codec.hpp"

namespace carc {

namespace {
namespace vineyards_codec {

using U = jcz::ElementUse;
using V = jcz::ElementValue;

class VineyardsJcz final : public JczCodec {
public:
    std::vector<JczElement> elements() const override {
        return {{"vineyard", "hills-sheep", U::Switch, "vineyards", true, V::True}};
    }
};

}  // namespace vineyards_codec
}  // namespace

const JczCodec& vineyards_jcz_codec() {
    static const vineyards_codec::VineyardsJcz codec;
    return codec;
}

}  // namespace carc
