// The Hills' JCloisterZone codec (docs/jcz.md): JCZ's element "hill" switches our option
// hills-sheep.hills. A tile under a hill needs no message: JCZ's engine, like ours, takes the next
// tile of the pack, so the exported draw order (the tiles drawn, the hidden ones among them) is
// what JCZ draws. The shepherd is not in our Hills & Sheep yet: its element is read (every JCZ game
// of the expansion has it), and a game that deploys the shepherd is unsupported by its meeple kind.
#include "data/jcz/codec.hpp"

namespace carc {

namespace {

using U = jcz::ElementUse;
using V = jcz::ElementValue;

class HillsJcz final : public JczCodec {
public:
    std::vector<JczElement> elements() const override {
        return {{"hill", "hills-sheep", U::Switch, "hills", true, V::True},
                {"shepherd", "hills-sheep", U::NotPlayed, "", false, V::One}};
    }
};

}  // namespace

const JczCodec& hills_jcz_codec() {
    static const HillsJcz codec;
    return codec;
}

}  // namespace carc
