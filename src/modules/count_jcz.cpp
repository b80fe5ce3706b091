// The City of Carcassonne's JCloisterZone codec (docs/jcz.md, "The City of Carcassonne"): its
// element "count" (a part: the City's squares are the Count's board) and the messages of its
// actions. JCZ binds every quarter to one square of the City proper (CO/7, the east one of ours)
// as a pointer of feature "Quarter" and location "QUARTER_CASTLE", "QUARTER_MARKET",
// "QUARTER_BLACKSMITH" or "QUARTER_CATHEDRAL". A meeple entering the City is a DEPLOY_MEEPLE to
// that pointer, the Count's move a MOVE_NEUTRAL_FIGURE of "count.1" to it. A move out of the City
// is a DEPLOY_MEEPLE of the waiting meeple's id onto the feature. The quarters are off-board places
// of ours, so the ids wait there in JczMeepleIds: a meeple entering one gets its id there (its
// number stays taken while it waits) and leaves with it; the importer reads a DEPLOY_MEEPLE of a
// waiting id as our `city_move` (deploy_from_place).
#include <algorithm>
#include <cctype>

#include "data/jcz/codec.hpp"

#include "modules/count.hpp"
#include "carc/turn.hpp"
#include "count_parts.hpp"

namespace carc {

namespace {
namespace count_codec {

// JCloisterZone's pointer to a quarter: {position of the City's east square, feature "Quarter",
// location "QUARTER_CASTLE"...}.
Result<nlohmann::ordered_json> quarter_pointer_json(const Ruleset& rules, const GameState& state, int place) {
    const std::vector<Pos> squares = city_squares(rules, state);
    if (squares.empty()) return error("the City of Carcassonne is not on the board");
    if (place < 0 || static_cast<size_t>(place) >= rules.places.size()) return error("no such quarter");
    const Pos east = *std::max_element(squares.begin(), squares.end(), [](Pos a, Pos b) { return a.x < b.x; });
    std::string location = "QUARTER_" + rules.places[static_cast<size_t>(place)].id;
    for (char& c : location) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return nlohmann::ordered_json{{"position", {east.x, east.y}}, {"feature", "Quarter"}, {"location", location}};
}

class CountJcz final : public JczCodec {
public:
    std::vector<JczElement> elements() const override {
        return {{"count", "count", jcz::ElementUse::Part, "", true, jcz::ElementValue::True}};
    }
    static const nlohmann::json* quarter_pointer(const nlohmann::json& j) {
        const nlohmann::json* p = &j;
        if (p->is_object() && p->contains("featurePointer")) p = &(*p)["featurePointer"];
        if (!p->is_object() || !p->contains("feature") || !(*p)["feature"].is_string() || (*p)["feature"] != "Quarter") return nullptr;
        return p;
    }
    bool claims(std::string_view type, const nlohmann::json& payload) const override {
        if (!payload.is_object()) return false;
        if (type == "MOVE_NEUTRAL_FIGURE")
            return payload.contains("figureId") && payload["figureId"].is_string() &&
                   payload["figureId"].get<std::string>().rfind("count.", 0) == 0;
        return type == "DEPLOY_MEEPLE" && payload.contains("pointer") && quarter_pointer(payload["pointer"]);
    }
    Result<ActionRecord> read(const Ruleset&, std::string_view type, const nlohmann::json& payload, const JczMeepleIds& meeples) const override {
        const nlohmann::json target = type == "DEPLOY_MEEPLE" ? payload["pointer"] : payload.value("to", nlohmann::json());
        const nlohmann::json* where = quarter_pointer(target);
        if (!where) return error("a quarter of the City is a pointer {position, feature \"Quarter\", location \"QUARTER_…\"}");
        if (!where->contains("location") || !(*where)["location"].is_string()) return error("a quarter pointer names its location");
        auto place = place_of_jcz((*where)["location"].get<std::string>());
        if (!place) return error(place.error());
        ActionRecord r;
        r.place = *place;
        if (type == "MOVE_NEUTRAL_FIGURE") {
            r.type = "move_count";
            return r;
        }
        if (!payload.contains("meepleId") || !payload["meepleId"].is_string()) return error("a meeple entering the City names its meepleId");
        auto meeple = meeples.parse(payload["meepleId"].get<std::string>());
        if (!meeple) return error(meeple.error());
        r.type = "city_place";
        r.figure = meeple->second;
        return r;
    }
    // The Count's move; a meeple entering a quarter (a DEPLOY_MEEPLE to the quarter's pointer, with a
    // new id that waits there); a move out of the City (a DEPLOY_MEEPLE of the waiting id, the last
    // of that player's kind to enter the quarter, onto the feature).
    Result<std::pair<std::string, nlohmann::ordered_json>> write(const Ruleset& rules, const GameState& state, const Action& a,
                                                                 JczMeepleIds& meeples) const override {
        using ojson = nlohmann::ordered_json;
        const std::string_view type = a.def->id();
        if (type == "move_count") {
            auto pointer = quarter_pointer_json(rules, state, a.place);
            if (!pointer) return error(pointer.error());
            return std::make_pair(std::string("MOVE_NEUTRAL_FIGURE"), ojson{{"figureId", "count.1"}, {"to", std::move(*pointer)}});
        }
        if (type != "city_place" && type != "city_move") return error("this action of the City has no JCloisterZone message");
        const FigureDef& fig = rules.figures[static_cast<size_t>(a.figure)];
        const JczMeepleKind* row = jcz::meeple_by_figure(fig.id);
        if (!row) return error("the " + fig.name + " has no JCloisterZone counterpart");
        const int player = state.acting_player;
        if (type == "city_place") {
            auto pointer = quarter_pointer_json(rules, state, a.place);
            if (!pointer) return error(pointer.error());
            const std::string id = meeples.enter_place(player, row->kind, a.place);
            return std::make_pair(std::string("DEPLOY_MEEPLE"), ojson{{"pointer", std::move(*pointer)}, {"meepleId", id}});
        }
        if (!state.board.at(a.pos)) return error("a figure action names an empty cell");
        const std::string id = meeples.leave_place(player, row->kind, a.place, a.pos, a.feature);
        if (id.empty()) return error("a meeple moves out of the City that never entered it");
        return std::make_pair(std::string("DEPLOY_MEEPLE"),
                              ojson{{"pointer", jcz::write_feature_pointer(rules, state, a.pos, a.feature)}, {"meepleId", id}});
    }
    // A DEPLOY_MEEPLE of a meeple waiting in a quarter moves it out of the City.
    std::string_view deploy_from_place(const Ruleset& rules, const GameState& state, int place) const override {
        for (const CityQuarter& q : city_quarters(rules, state))
            if (q.place == place) return "city_move";
        return {};
    }
    static Result<std::string> place_of_jcz(const std::string& location) {
        const std::string prefix = "QUARTER_";
        if (location.rfind(prefix, 0) != 0) return error("\"" + location + "\" is no quarter of the City (QUARTER_CASTLE, _MARKET, _BLACKSMITH, _CATHEDRAL)");
        std::string id = location.substr(prefix.size());
        for (char& c : id) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        if (id != "castle" && id != "market" && id != "blacksmith" && id != "cathedral")
            return error("\"" + location + "\" is no quarter of the City (QUARTER_CASTLE, _MARKET, _BLACKSMITH, _CATHEDRAL)");
        return id;
    }
    bool writes_pass(const Ruleset& rules, const GameState& state) const override;
    // JCZ's City placement (CocFollowerPhase) takes its small and big followers, wagons and mayors,
    // never the abbot, which the rules send to the cathedral quarter (seed 004:98, 000 note 13):
    // a game where the abbot entered the City has no JCZ counterpart (issue 30 item 14, docs/jcz.md).
    std::optional<std::string> refusal(const Ruleset& rules, const GameState&, const Action& a) const override {
        if (a.def->id() != "city_place" || rules.figures[static_cast<size_t>(a.figure)].id != "abbot") return std::nullopt;
        return "the " + rules.figures[static_cast<size_t>(a.figure)].name +
               " entering the City of Carcassonne's cathedral quarter has no JCloisterZone counterpart: JCloisterZone "
               "lets no abbot into the City, the rules do (seed 004:98, 000 note 13)";
    }
    // JCZ's move-out phase before a scoring offers a player their moves again after each one; when
    // none is left it waits for their COMMIT (AbstractCocScoringPhase: a ConfirmAction). Ours then
    // asks the next player.
    bool confirms(const Ruleset& rules, const GameState& before, const GameState& after, const Action& a) const override {
        if (a.def->id() != "city_move" || before.phase != Phase::ModuleStep || rules.turn.step(before.step).id() != "city_move_out")
            return false;
        return !(after.phase == Phase::ModuleStep && after.step == before.step && after.acting_player == before.acting_player);
    }
    // The Count's movement and the final scoring's quarters are JCZ's rules, with JCZ's values. Our
    // option `trigger` (the Z-Man reading of who may enter the City) has none: such a game is not
    // exported.
    std::vector<JczRule> rules() const override {
        return {{"count-move", "count_move", "by-player"}, {"coc-final-scoring", "final_scoring", "market-only"}};
    }
};

// Which of our City steps JCZ asks too, so that passing there is its PASS: the moves out before a
// scoring, the Count's move, and a meeple into the City when JCZ offers one. JCZ's CocFollowerPhase
// offers followers other than the abbot only (its meeple types: small, big, phantom, wagon, mayor,
// ringmaster); when our step offers only the abbot, JCZ has no step there and records nothing.
bool CountJcz::writes_pass(const Ruleset& rules, const GameState& state) const {
    if (state.phase != Phase::ModuleStep) return false;
    const std::string_view step = rules.turn.step(state.step).id();
    if (step == "city_move_out") return true;
    if (step != "city_place") return false;
    if (count_move_is_next(rules, state)) return true;
    ActionList options;
    city_placements(rules, state, state.acting_player, options);
    for (const Action& a : options)
        if (rules.figures[static_cast<size_t>(a.figure)].id != "abbot") return true;
    return false;
}

}  // namespace count_codec
}  // namespace

const JczCodec& count_jcz_codec() {
    static const count_codec::CountJcz codec;
    return codec;
}

}  // namespace carc
