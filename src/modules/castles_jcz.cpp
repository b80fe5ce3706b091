// The castles' JCloisterZone codec (docs/jcz.md, "Bridges, Castles & Bazaars"): JCZ's element
// "castle" is our option `castles`. Making a castle is JCZ's PLACE_TOKEN of token CASTLE at the
// city's feature pointer {position, feature "City", location} (board directions, as ours), in its
// castle phase, which comes after the action phase (and the dragon), before the COMMIT: our step
// `castle_choice`. Declining is a PASS there, which JCZ asks as we do.
#include "data/jcz/codec.hpp"

#include "carc/engine.hpp"
#include "carc/ruleset.hpp"
#include "carc/state.hpp"

namespace carc {

namespace {
namespace castles_codec {

using U = jcz::ElementUse;
using V = jcz::ElementValue;

class CastlesJcz final : public JczCodec {
public:
    std::vector<JczElement> elements() const override {
        return {{"castle", "bridges-castles-bazaars", U::Switch, "castles", true, V::One}};
    }
    // A castle is JCZ's feature Castle at its city's places (CastlePhase: the City's pointers with
    // the feature Castle): the followers in it and the fairy beside one of them point there.
    std::vector<JczDeclaredFeature> declared_features() const override { return {{"castle", "Castle", "", "", {}, ""}}; }
    bool claims(std::string_view type, const nlohmann::json& payload) const override {
        return type == "PLACE_TOKEN" && jcz::token_of(payload) == "CASTLE";
    }
    Result<ActionRecord> read(const Ruleset&, std::string_view, const nlohmann::json& payload,
                              const JczMeepleIds&) const override {
        if (!payload.contains("pointer")) return error("a castle needs the pointer of its city");
        auto where = jcz::read_feature_pointer(payload["pointer"]);
        if (!where) return error(where.error());
        if (where->feature != "city") return error("a castle is made of a feature \"City\"");
        ActionRecord r;
        r.type = "make_castle";
        r.pos = where->pos;
        r.feature = where->feature;
        r.location = where->location;
        return r;
    }
    Result<std::pair<std::string, nlohmann::ordered_json>> write(const Ruleset& rules, const GameState& state, const Action& a,
                                                                 JczMeepleIds&) const override {
        using ojson = nlohmann::ordered_json;
        return std::make_pair(std::string("PLACE_TOKEN"),
                              ojson{{"token", "CASTLE"}, {"pointer", jcz::write_feature_pointer(rules, state, a.pos, a.feature)}});
    }
    // JCZ's castle phase offers the castle with a pass, as our step does.
    bool writes_pass(const Ruleset& rules, const GameState& state) const override {
        return state.phase == Phase::ModuleStep && rules.turn.step(state.step).id() == "castle_choice";
    }
};

}  // namespace castles_codec
}  // namespace

const JczCodec& castles_jcz_codec() {
    static const castles_codec::CastlesJcz codec;
    return codec;
}

}  // namespace carc
