// Goldmines' JCloisterZone codec (docs/jcz.md): JCZ's element "gold" switches its capability on (a
// part of our tiles, the goldmine tag, that ours always has), and the second ingot of a goldmine
// tile is PLACE_TOKEN of token GOLD whose pointer is the square itself ([x, y], as JCZ's
// GoldPiecePhase reads it: a Position, not a feature pointer). The first ingot, and the second when
// only one tile lies around the goldmine, are placed by JCZ's engine and ours alike without a message.
#include "data/jcz/codec.hpp"

#include "carc/ruleset.hpp"
#include "carc/state.hpp"

namespace carc {

namespace {
namespace goldmines_codec {

using U = jcz::ElementUse;
using V = jcz::ElementValue;

class GoldminesJcz final : public JczCodec {
public:
    std::vector<JczElement> elements() const override { return {{"gold", "goldmines", U::Part, "goldmine", true, V::True}}; }

    bool claims(std::string_view type, const nlohmann::json& payload) const override {
        return type == "PLACE_TOKEN" && payload.is_object() && payload.value("token", "") == "GOLD";
    }

    Result<ActionRecord> read(const Ruleset&, std::string_view, const nlohmann::json& payload, const JczMeepleIds&) const override {
        const nlohmann::json* pos = payload.contains("pointer") ? &payload["pointer"] : nullptr;
        if (!pos || !pos->is_array() || pos->size() != 2 || !(*pos)[0].is_number_integer() || !(*pos)[1].is_number_integer())
            return error("a gold ingot's pointer is its square [x, y]");
        ActionRecord r;
        r.type = "place_gold";
        r.pos = Pos{(*pos)[0].get<int>(), (*pos)[1].get<int>()};
        return r;
    }

    Result<std::pair<std::string, nlohmann::ordered_json>> write(const Ruleset&, const GameState&, const Action& a,
                                                                 JczMeepleIds&) const override {
        using ojson = nlohmann::ordered_json;
        return std::make_pair(std::string("PLACE_TOKEN"), ojson{{"token", "GOLD"}, {"pointer", {a.pos.x, a.pos.y}}});
    }
};

}  // namespace goldmines_codec
}  // namespace

const JczCodec& goldmines_jcz_codec() {
    static const goldmines_codec::GoldminesJcz codec;
    return codec;
}

}  // namespace carc
