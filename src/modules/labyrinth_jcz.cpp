// The Labyrinth's JCloisterZone codec (docs/jcz.md, "The Labyrinth"): JCZ's tile set "labyrinth"
// brings the tile in (no element); JCZ's rule "labyrinth-variant" ("advanced", its client's
// default, or "basic") is our option `variant`, the same words. Deploys on a labyrinth road are
// JCZ's ordinary DEPLOY_MEEPLE; nothing else is said.
#include "data/jcz/codec.hpp"

namespace carc {

namespace {
namespace labyrinth_codec {

class LabyrinthJcz final : public JczCodec {
public:
    std::vector<JczRule> rules() const override { return {{"labyrinth-variant", "variant", "advanced", {}}}; }
};

}  // namespace labyrinth_codec
}  // namespace

const JczCodec& labyrinth_jcz_codec() {
    static const labyrinth_codec::LabyrinthJcz codec;
    return codec;
}

}  // namespace carc
