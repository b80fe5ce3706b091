// The Monasteries' JCloisterZone codec (docs/jcz.md): no element of its own (JCZ's capability
// comes with the tile set `monasteries`), and our abbot's place, which JCZ names as the
// monastery's feature at its location AS_ABBOT (a follower laid there as the monastery's abbot).
#include "data/jcz/codec.hpp"

namespace carc {

namespace {

class MonasteriesJcz final : public JczCodec {
public:
    std::vector<JczDeclaredFeature> declared_features() const override {
        return {{"abbot-place", "Monastery", "AS_ABBOT", ""}};
    }
};

}  // namespace

const JczCodec& monasteries_jcz_codec() {
    static const MonasteriesJcz codec;
    return codec;
}

}  // namespace carc
