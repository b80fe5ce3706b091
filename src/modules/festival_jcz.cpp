// The Festival's JCloisterZone codec (docs/jcz.md, "The Festival"): JCZ's element "festival" (its
// FestivalCapability; its tile set "festival" brings the tiles) and its rule "festival-return"
// (its client's default "meeple", any figure, or followers only), our option `takes_back` with
// JCZ's words as its values. A figure taken back is RETURN_MEEPLE with source FESTIVAL, our action
// "festival".
//
// What JCZ replays otherwise is refused on export: a figure taken back from a tile's corner (the
// barn: our exporter names a corner figure's id by counting the player's such figures on the
// board, which one gone home makes wrong). A shepherd taken back is exported: its sheep stay on
// our board (seed 000 note 42) and go back into JCZ's bag, which the sheep codec reads its draws
// against (sheep_jcz.cpp).
#include "data/jcz/codec.hpp"

#include "carc/engine.hpp"
#include "carc/ruleset.hpp"
#include "carc/state.hpp"

namespace carc {

namespace {
namespace festival_codec {

using U = jcz::ElementUse;
using V = jcz::ElementValue;

constexpr std::string_view kActionId = "festival";

class FestivalJcz final : public JczCodec {
public:
    std::vector<JczElement> elements() const override { return {{"festival", "festival", U::Part, "festival", true, V::True}}; }
    std::vector<JczRule> rules() const override {
        return {{"festival-return", "takes_back", "meeple", {}}};
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

    std::optional<std::string> refusal(const Ruleset& rules, const GameState& before, const Action& a) const override {
        if (a.def->id() != kActionId || a.figure < 0 || static_cast<size_t>(a.figure) >= rules.figures.size())
            return std::nullopt;
        const int tile = before.board.tile_index(a.pos);
        for (const Figure& f : before.figures)
            if (f.where == FigureWhere::OnCorner && f.tile == tile && f.local == a.feature && f.kind == a.figure)
                return "a figure taken back from a tile's corner by a festival (the exporter cannot name such a "
                       "figure's JCloisterZone id after it)";
        return std::nullopt;
    }
};

}  // namespace festival_codec
}  // namespace

const JczCodec& festival_jcz_codec() {
    static const festival_codec::FestivalJcz codec;
    return codec;
}

}  // namespace carc
