// The Festival's JCloisterZone codec (docs/jcz.md, "The Festival"): JCZ's element "festival" (its
// FestivalCapability; its tile set "festival" brings the tiles) and its rule "festival-return"
// ("meeple", its client's default, or "follower"), our option `return` ("figure" or "follower").
// A figure taken back is RETURN_MEEPLE with source FESTIVAL, our action "festival".
//
// What JCZ replays otherwise is refused on export: a barn taken back (our exporter names a barn's
// id by counting the player's barns on the board, which a barn gone home makes wrong), and a
// shepherd taken back (JCZ leaves its sheep on the board, seed 000's note 42 too; ours go back
// into the bag).
#include "data/jcz/codec.hpp"

#include "carc/engine.hpp"
#include "carc/ruleset.hpp"
#include "carc/state.hpp"

namespace carc {

namespace {

using U = jcz::ElementUse;
using V = jcz::ElementValue;

constexpr std::string_view kActionId = "festival";

class FestivalJcz final : public JczCodec {
public:
    std::vector<JczElement> elements() const override { return {{"festival", "festival", U::Part, "festival", true, V::True}}; }
    std::vector<JczRule> rules() const override {
        return {{"festival-return", "return", "meeple", {{"figure", "meeple"}, {"follower", "follower"}}}};
    }

    bool claims(std::string_view type, const nlohmann::json& payload) const override {
        return type == "RETURN_MEEPLE" && payload.is_object() && payload.value("source", "") == "FESTIVAL";
    }

    Result<ActionRecord> read(const Ruleset&, std::string_view, const nlohmann::json& payload,
                              const JczMeepleIds& meeples) const override {
        if (!payload.contains("pointer")) return error("RETURN_MEEPLE needs a pointer");
        auto r = jcz::read_meeple_pointer(kActionId, payload["pointer"], meeples);
        if (r) r->player.reset();  // the acting player's own figure
        return r;
    }

    Result<std::pair<std::string, nlohmann::ordered_json>> write(const Ruleset& rules, const GameState& state, const Action& a,
                                                                 JczMeepleIds& meeples) const override {
        using ojson = nlohmann::ordered_json;
        const std::string meeple = meeples.id_at(a.pos, a.feature);
        if (meeple.empty())
            return error("no meeple id for the figure at (" + std::to_string(a.pos.x) + ", " + std::to_string(a.pos.y) + ")");
        ojson pointer = {{"featurePointer", jcz::write_feature_pointer(rules, state, a.pos, a.feature)}, {"meepleId", meeple}};
        return std::make_pair(std::string("RETURN_MEEPLE"), ojson{{"pointer", std::move(pointer)}, {"source", "FESTIVAL"}});
    }

    std::optional<std::string> refusal(const Ruleset& rules, const GameState&, const Action& a) const override {
        if (a.def->id() != kActionId || a.figure < 0 || static_cast<size_t>(a.figure) >= rules.figures.size())
            return std::nullopt;
        const std::string& figure = rules.figures[static_cast<size_t>(a.figure)].id;
        if (figure == "barn") return "a barn taken back by a festival (the exporter cannot name a barn's JCloisterZone id after it)";
        if (figure == "shepherd")
            return "a shepherd taken back by a festival (JCloisterZone leaves its sheep on the board, ours go back into the bag)";
        return std::nullopt;
    }
};

}  // namespace

const JczCodec& festival_jcz_codec() {
    static const FestivalJcz codec;
    return codec;
}

}  // namespace carc
