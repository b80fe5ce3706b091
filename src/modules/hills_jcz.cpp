// The Hills' JCloisterZone codec (docs/jcz.md): JCZ's element "hill" switches our option
// hills-sheep.hills. A tile under a hill needs no message: JCZ's pack ends a tile sooner and ours
// takes the last tile of the stack, so the exported draw order (the tiles drawn) is JCZ's; a fixed
// order's tiles under hills ride in our own annotation (export.cpp, tiles_taken_out_of_pile). The
// shepherd has a codec of its own (sheep_jcz.cpp). The tiles are JCZ's feature for feature: HS/C!.v
// has two fields, and HS/CC!.v's small east city shares the north side (`shares_sides`, JCZ's
// "multi-edge" city), so every figure has its JCZ location.
#include "data/jcz/codec.hpp"

namespace carc {

namespace {
namespace hills_codec {

using U = jcz::ElementUse;
using V = jcz::ElementValue;

class HillsJcz final : public JczCodec {
public:
    std::vector<JczElement> elements() const override {
        return {{"hill", "hills-sheep", U::Switch, "hills", true, V::True}};
    }
};

}  // namespace hills_codec
}  // namespace

const JczCodec& hills_jcz_codec() {
    static const hills_codec::HillsJcz codec;
    return codec;
}

}  // namespace carc
