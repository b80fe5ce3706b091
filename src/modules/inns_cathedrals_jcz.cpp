// Inns & Cathedrals' JCloisterZone codec (docs/jcz.md): its elements (the large meeple; the inns
// and cathedrals, parts of its tiles that JCZ can switch off and ours always has) and the large
// meeple's kind "big". Its figures travel as the core's DEPLOY_MEEPLE.
#include "data/jcz/codec.hpp"

namespace carc {

namespace {
namespace inns_cathedrals_codec {

using U = jcz::ElementUse;
using V = jcz::ElementValue;

class InnsCathedralsJcz final : public JczCodec {
public:
    std::vector<JczElement> elements() const override {
        return {{"big-follower", "inns-cathedrals", U::Figure, "large", true, V::Count},
                {"inn", "inns-cathedrals", U::Part, "inn", true, V::True},
                {"cathedral", "inns-cathedrals", U::Part, "cathedral", true, V::True}};
    }
    std::vector<JczMeepleKind> meeple_kinds() const override { return {{"big", "inns-cathedrals", "large"}}; }
};

}  // namespace inns_cathedrals_codec
}  // namespace

const JczCodec& inns_cathedrals_jcz_codec() {
    static const inns_cathedrals_codec::InnsCathedralsJcz codec;
    return codec;
}

}  // namespace carc
