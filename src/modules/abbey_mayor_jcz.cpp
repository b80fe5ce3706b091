// Abbey & Mayor's JCloisterZone codec (docs/jcz.md): its elements (the mayor, the abbeys, the
// wagon, the barn), the meeple kinds "mayor", "wagon" and "barn" (placed by our own `place_barn`),
// the rules JCZ has for it, its messages (the abbey's PLACE_TILE, the barn's DEPLOY_MEEPLE) and
// where JCZ's turn asks more than ours (the abbey before each tile and at the end, the wagon's
// move and its COMMIT).
#include "data/jcz/codec.hpp"

#include "modules/abbey_mayor.hpp"
#include "carc/turn.hpp"
#include "abbey_mayor_parts.hpp"

namespace carc {

namespace {
namespace abbey_mayor_codec {

using U = jcz::ElementUse;
using V = jcz::ElementValue;

// JCloisterZone places the abbey with an ordinary PLACE_TILE of its abbey tile (id "AM/A", JCZ's
// AbbeyCapability.ABBEY_TILE_ID, which our data shares); the importer hands a PLACE_TILE of a tile
// that is in no tile set to the module that owns it. The abbey fits any way round: rotation R0.
// Our exporter wrote "AM.A" (the id in a comment of JCZ's tile catalogue) before JCZ's own engine
// checked its files: still read, so that they open.
constexpr std::string_view kJczAbbeyTile = "AM/A";
constexpr std::string_view kOldJczAbbeyTile = "AM.A";

// The importer's reports, in English like every JCZ diagnostic (not the client's messages, which
// scripts/extract-engine-messages collects from the modules' `return "…"` statements).
constexpr std::string_view kQuestionBeforeTile = "the abbey";
constexpr std::string_view kNoAbbeyAtTheEnd =
    "JCZ lets players place their abbeys once the pile is empty; our rules do not (docs/rules-coverage.md, Abbey & Mayor)";

class AbbeyMayorJcz final : public JczCodec {
public:
    std::vector<JczElement> elements() const override {
        return {{"mayor", "abbey-mayor", U::Figure, "mayor", true, V::Count},
                {"abbey", "abbey-mayor", U::Switch, "abbeys", true, V::One},
                {"wagon", "abbey-mayor", U::Figure, "wagon", true, V::Count},
                {"barn", "abbey-mayor", U::Figure, "barn", true, V::Count}};
    }
    // The barn is ours to place (`place_barn`: its square only). Our exports before JCZ's engine
    // checked them named it "<player>.pig.<n>": read as the barn in a game without the pig.
    std::vector<JczMeepleKind> meeple_kinds() const override {
        return {{"mayor", "abbey-mayor", "mayor"},
                {"wagon", "abbey-mayor", "wagon"},
                {"barn", "abbey-mayor", "barn", "place_barn"},
                {"pig", "abbey-mayor", "barn", "place_barn", true}};
    }
    bool claims(std::string_view type, const nlohmann::json& payload) const override {
        if (type != "PLACE_TILE" || !payload.is_object()) return false;
        const std::string tile = payload.value("tileId", "");
        return tile == kJczAbbeyTile || tile == kOldJczAbbeyTile;
    }
    Result<ActionRecord> read(const Ruleset&, std::string_view, const nlohmann::json& payload,
                              const JczMeepleIds&) const override {
        const nlohmann::json& at =
            payload.contains("position") ? payload["position"] : nlohmann::json();
        if (!at.is_array() || at.size() != 2 || !at[0].is_number_integer() ||
            !at[1].is_number_integer())
            return error("the abbey's PLACE_TILE needs a position [x, y]");
        ActionRecord r;
        r.type = "place_abbey";
        r.pos = Pos{at[0].get<int>(), at[1].get<int>()};
        return r;
    }
    // JCZ's "barn-placement": ours is always its "not-occupied" (no barn into a field with one).
    // JCZ's "wagon-move" is our option `wagon_move`: C1 (connected, however far) is `connected`,
    // C2 (anything on the 3x3 around) `nearby`, and read back as such. Our default `adjoining` (the
    // rules' reading) allows a subset of C2's moves and is written as C2; where C2 offers a scored
    // wagon a move and ours offered none, JCZ would wait for a choice the file does not make: the
    // exporter's read-back refuses such a game (docs/jcz.md, "Refusals").
    std::vector<JczRule> rules() const override {
        return {{"barn-placement", "", "not-occupied", {{"", "not-occupied"}}},
                {"wagon-move", "wagon_move", "C2", {{"nearby", "C2"}, {"connected", "C1"}, {"adjoining", "C2"}}}};
    }
    // JCZ's wagon phase asks the owner of a scored wagon that can move: keeping it is a PASS.
    bool writes_pass(const Ruleset& rules, const GameState& state) const override {
        return state.phase == Phase::ModuleStep && rules.turn.step(state.step).id() == "wagon_moves";
    }
    // JCZ's abbey phase comes before the tile is drawn: it asks the current player whenever they
    // hold an abbey and a hole takes it, but not in the turns that play a bazaar's tiles (declined:
    // PASS, then COMMIT, which draws the tile).
    bool asks_before_tile(const Ruleset& rules, const GameState& state) const override {
        return abbey_offered(rules, state);
    }
    std::string_view before_tile_question() const override { return kQuestionBeforeTile; }
    // JCZ's end-game abbey phase lets players place their abbeys once the pile is empty; ours asks
    // them only to decline (asks_at_the_end).
    std::optional<std::string> read_refusal(const Ruleset& rules, const GameState& state, std::string_view type) const override {
        if (type != "PLACE_TILE" || !(state.phase == Phase::GameOver || state.step >= rules.turn.end_index())) return std::nullopt;
        return std::string(kNoAbbeyAtTheEnd);
    }
    // Once the pile is empty JCZ's end-game abbey phase asks every holder of an abbey that fits, from
    // the player after the last turn's round to them. Our rules place no abbey then (docs/rules-coverage.md,
    // Abbey & Mayor): each of them declines.
    std::vector<int> asks_at_the_end(const Ruleset& rules, const GameState& state, int last_turn_player) const override {
        std::vector<int> out;
        const int n = rules.player_count();
        for (int i = 1; i <= n; ++i) {
            const int p = (last_turn_player + i) % n;
            if (holds_an_abbey_that_fits(rules, state, p)) out.push_back(p);
        }
        return out;
    }
    // After a wagon's move JCZ waits for its owner's COMMIT (WagonPhase: a ConfirmAction), unless
    // that player has another scored wagon waiting: JCZ then goes straight on to it, and a COMMIT
    // there would end its wagon phase (JCZ's multiple-wagons test game).
    bool confirms(const Ruleset& rules, const GameState& before, const GameState&, const Action& a) const override {
        if (before.phase != Phase::ModuleStep || rules.turn.step(before.step).id() != "wagon_moves" || !is_deploy(a))
            return false;
        return scored_wagons_waiting(rules, before, before.acting_player) <= 1;
    }
    bool places_tile(const Action& a) const override { return a.def->id() == "place_abbey"; }
    Result<std::pair<std::string, nlohmann::ordered_json>> write(const Ruleset& rules, const GameState& state,
                                                                 const Action& a,
                                                                 JczMeepleIds&) const override {
        if (a.def->id() != "place_abbey") return write_barn(rules, state, a);
        return std::make_pair(std::string("PLACE_TILE"),
                              nlohmann::ordered_json{
                                  {"tileId", kJczAbbeyTile},
                                  {"rotation", "R0"},
                                  {"position", nlohmann::ordered_json::array({a.pos.x, a.pos.y})}});
    }

private:
    // JCZ's barn is a DEPLOY_MEEPLE whose pointer is the field at the north-west corner of the
    // tile south-east of the barn's crossing: the tile `place_barn` names, its field with the
    // north edge's left half. JCZ names meeple ids after their class: "<player>.barn.<n>" (our
    // exporter wrote "<player>.pig.<n>" before JCZ's engine checked it; the meeple kinds above still read it).
    static Result<std::pair<std::string, nlohmann::ordered_json>> write_barn(const Ruleset& rules,
                                                                           const GameState& state,
                                                                           const Action& a);
};

Result<std::pair<std::string, nlohmann::ordered_json>> AbbeyMayorJcz::write_barn(const Ruleset& rules,
                                                                                 const GameState& state,
                                                                                 const Action& a) {
    const int barn = barn_figure(rules);
    const std::optional<BarnCorner> corner = barn_corner(rules, state, a.pos, a.pos);  // its north-west corner
    int n = 1;  // one more than the player's barns already built
    for (const Figure& f : state.figures) n += f.kind == barn && f.owner == state.acting_player;
    return std::make_pair(
        std::string("DEPLOY_MEEPLE"),
        nlohmann::ordered_json{
            {"pointer", jcz::write_feature_pointer(rules, state, a.pos, corner ? corner->field : -1)},
            {"meepleId", std::to_string(state.acting_player) + ".barn." + std::to_string(n)}});
}

}  // namespace abbey_mayor_codec
}  // namespace

const JczCodec& abbey_mayor_jcz_codec() {
    static const abbey_mayor_codec::AbbeyMayorJcz codec;
    return codec;
}

}  // namespace carc
