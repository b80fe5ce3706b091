// The Monasteries' JCloisterZone codec (docs/jcz.md): no element of its own (JCZ's capability
// comes with the tile set `monasteries`); our abbot's place, which JCZ names as the monastery's
// feature at its location AS_ABBOT (a follower laid there as the monastery's abbot); and JCZ's rule
// keep-monasteries, our option base_monasteries (the same words, JCZ's default "replace").
#include "data/jcz/codec.hpp"

namespace carc {

namespace {
namespace monasteries_codec {

class MonasteriesJcz final : public JczCodec {
public:
    std::vector<JczDeclaredFeature> declared_features() const override {
        return {{"abbot-place", "Monastery", "AS_ABBOT", ""}};
    }
    // Whether the base game's monasteries leave the game: JCZ's rule, "replace" unless a file says.
    std::vector<JczRule> rules() const override { return {{"keep-monasteries", "base_monasteries", "replace"}}; }
};

}  // namespace monasteries_codec
}  // namespace

const JczCodec& monasteries_jcz_codec() {
    static const monasteries_codec::MonasteriesJcz codec;
    return codec;
}

}  // namespace carc
