// The shrines' JCloisterZone codec (docs/jcz.md): JCZ plays the cult tiles' shrines without
// challenges unless its element "shrine" is on, which is our option `challenges`.
#include "data/jcz/codec.hpp"

namespace carc {

namespace {
namespace shrines_codec {

using U = jcz::ElementUse;
using V = jcz::ElementValue;

class ShrinesJcz final : public JczCodec {
public:
    std::vector<JczElement> elements() const override {
        return {{"shrine", "shrines", U::Switch, "challenges", true, V::True}};
    }
};

}  // namespace shrines_codec
}  // namespace

const JczCodec& shrines_jcz_codec() {
    static const shrines_codec::ShrinesJcz codec;
    return codec;
}

}  // namespace carc
