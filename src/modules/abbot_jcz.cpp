// The Abbot's JCloisterZone codec (docs/jcz.md): its elements (the abbot, and the gardens, which
// alone bring nothing into a game: only the abbot stands in them), the abbot's meeple kind, and
// RETURN_MEEPLE with source ABBOT_RETURN for taking the abbot back (the module's "return" action,
// which the exporter and importer write and read themselves: the meeple ids are theirs).
#include "data/jcz/codec.hpp"

namespace carc {

namespace {
namespace abbot_codec {

using U = jcz::ElementUse;
using V = jcz::ElementValue;

class AbbotJcz final : public JczCodec {
public:
    std::vector<JczElement> elements() const override {
        return {{"abbot", "abbot", U::Figure, "abbot", true, V::Count},
                {"garden", "abbot", U::Part, "garden", false, V::One}};
    }
    std::vector<JczMeepleKind> meeple_kinds() const override { return {{"abbot", "abbot", "abbot"}}; }
    std::vector<JczReturnSource> return_sources() const override { return {{"ABBOT_RETURN", "abbot"}}; }
};

}  // namespace abbot_codec
}  // namespace

const JczCodec& abbot_jcz_codec() {
    static const abbot_codec::AbbotJcz codec;
    return codec;
}

}  // namespace carc
