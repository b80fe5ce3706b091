// The Phantom's JCloisterZone codec (docs/jcz.md): its element ("phantom": how many each player
// has) and its meeple kind ("<player>.phantom.<n>", JCZ's MeepleIdProvider names it after the
// class Phantom). JCZ deploys the phantom with DEPLOY_MEEPLE like any follower, in its
// PhantomPhase after the action phase, and a PASS there declines it: the core's messages, so the
// codec reads and writes nothing of its own.
#include "data/jcz/codec.hpp"

namespace carc {

namespace {
namespace phantom_codec {

using U = jcz::ElementUse;
using V = jcz::ElementValue;

class PhantomJcz final : public JczCodec {
public:
    std::vector<JczElement> elements() const override {
        return {{"phantom", "phantom", U::Figure, "phantom", true, V::Count}};
    }
    // JCZ's Phantom extends SmallFollower: it stands on a tower as a small follower does.
    std::vector<JczMeepleKind> meeple_kinds() const override {
        return {{"phantom", "phantom", "phantom", "deploy", false, "small"}};
    }
};

}  // namespace phantom_codec
}  // namespace

const JczCodec& phantom_jcz_codec() {
    static const phantom_codec::PhantomJcz codec;
    return codec;
}

}  // namespace carc
