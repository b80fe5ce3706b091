// The Ferries' JCloisterZone codec (docs/jcz.md, "The Ferries"): JCZ's element "ferry" brings its
// capability into the game (the lake tiles, our tag "ferry"). Placing a ferry and moving one are
// both PLACE_TOKEN of token FERRY, at the feature pointer of the road the ferry makes: the lake
// tile's square, "Road", and the two sides of the joined road ends as JCZ names their union
// ("SW", "WE", "NS"…). The message does not say which of the two it is, so it is read as
// "place_ferry", which names a move when the lake's ferry is already placed (the module resolves
// it so). JCZ's ChangeFerriesPhase asks the player whenever a ferry may move: our pass there is its
// PASS; its PlaceFerryPhase cannot be passed, like our step. A builder on a completed road that
// reaches a lake, which JCZ refuses, our module forbids too (ferries.cpp, deploy_forbidden).
#include "data/jcz/codec.hpp"

#include "carc/action.hpp"
#include "carc/ruleset.hpp"
#include "carc/state.hpp"
#include "carc/turn.hpp"
#include "modules/ferries.hpp"

namespace carc {

namespace {
namespace ferries_codec {

using U = jcz::ElementUse;
using V = jcz::ElementValue;

class FerriesJcz final : public JczCodec {
public:
    std::vector<JczElement> elements() const override { return {{"ferry", "ferries", U::Part, "ferry", true, V::True}}; }

    bool claims(std::string_view type, const nlohmann::json& payload) const override {
        return type == "PLACE_TOKEN" && jcz::token_of(payload) == "FERRY";
    }
    Result<ActionRecord> read(const Ruleset&, std::string_view, const nlohmann::json& payload,
                              const JczMeepleIds&) const override {
        if (!payload.contains("pointer")) return error("a ferry needs the pointer of the road it makes");
        auto where = jcz::read_feature_pointer(payload["pointer"]);
        if (!where) return error(where.error());
        if (where->feature != "road") return error("a ferry goes on a feature \"Road\"");
        if (ferry_position_of(where->location) < 0)
            return error("a ferry joins two road ends: its location is one of NE, NS, NW, SE, WE, SW, not \"" +
                         where->location + "\"");
        ActionRecord r;
        r.type = "place_ferry";
        r.pos = where->pos;
        r.fields["ends"] = where->location;
        return r;
    }
    Result<std::pair<std::string, nlohmann::ordered_json>> write(const Ruleset&, const GameState&, const Action& a,
                                                                 JczMeepleIds&) const override {
        using ojson = nlohmann::ordered_json;
        return std::make_pair(std::string("PLACE_TOKEN"),
                              ojson{{"token", "FERRY"},
                                    {"pointer",
                                     {{"position", {a.pos.x, a.pos.y}},
                                      {"feature", "Road"},
                                      {"location", std::string(ferry_position_word(a.value))}}}});
    }
    // JCZ's ChangeFerriesPhase offers the moves with a pass, as our step does.
    bool writes_pass(const Ruleset& rules, const GameState& state) const override {
        return state.phase == Phase::ModuleStep && rules.turn.step(state.step).id() == "move_ferry";
    }
};

}  // namespace ferries_codec
}  // namespace

const JczCodec& ferries_jcz_codec() {
    static const ferries_codec::FerriesJcz codec;
    return codec;
}

}  // namespace carc
