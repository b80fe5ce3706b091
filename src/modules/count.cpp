// The City of Carcassonne and the Count (seed 004 "De stad Carcassonne en de Graaf van
// Carcassonne", lines 73-133 and the clarifications 190-334; rules digest B "City of Carcassonne").
//
// The game starts from the City: twelve squares laid out as a 4x3 block instead of the start tile
// (the expansion's `start_block`); the Count stands in the castle quarter. Its four quarters are
// off-board places (castle → cities, blacksmith → roads, cathedral → monasteries and shrines,
// market → fields at the end).
// Before the features a tile completed are scored, every player from the left of the active one,
// ending with the active one, may move any number of their meeples from the matching quarter onto
// such a feature, occupied or empty; nothing leaves the Count's quarter, nothing lands on a tile
// closed to figures (the dragon's). They count for the majority and go home after the scoring.
// The scoring step scores the fields other modules hand it too (Abbey & Mayor's barn fields:
// GameState::completed): market meeples may join those the same way (004:244-258).
// After the scoring, the active player may place one meeple from their supply into any quarter
// when the scorings of their tile gave an opponent points and them none (option: when one scoring
// did), unless they moved a meeple out of the City in this part of the turn; then, and only then,
// the Count moves (option: the player moves him, he moves on clockwise, or he follows the meeple).
// At the end, before the final count, market meeples must move one at a time onto fields, starting
// left of the player who placed the last tile, until the market is empty (nothing moves while the
// Count holds the market); option: every quarter's meeples move onto unfinished features of their
// kind. Meeples left in the City score nothing. For fields the City is one completed city (the tag
// `completed-city-for-fields` of its squares, counted by the base module).
#include <algorithm>
#include <array>

#include "modules/count.hpp"
#include "count_parts.hpp"
#include "modules.hpp"

namespace carc {

namespace {
namespace count_rules {

// What the module remembers between actions. Bits are per player (at most 8 players).
struct CountState {
    int8_t asked = 0;         // before scoring: how many players (from the active one's left) have had their say
    int8_t final_mover = -1;  // at the end: who moves next
    int8_t last_placer = -1;  // who placed the last tile (the end's moves start on their left)
    uint8_t moved_out = 0;    // bit p: player p moved a meeple out of the City in this part of the turn
    uint8_t active_scored = 0;        // a scoring of this part gave the active player points
    uint8_t opponent_scored = 0;      // a scoring of this part gave an opponent points
    uint8_t scoring_without_active = 0;  // one scoring gave an opponent points and the active player none
    uint8_t choosing_count = 0;       // the meeple is placed: the Count's move is next
};

enum class CountMove : uint8_t { ByPlayer, Clockwise, FollowMeeple };

// Figure kinds, places, kinds, options and step indices, looked up once per game.
struct CountSettings {
    int count = -1;                // the Count's figure kind
    std::vector<int> quarters;     // places in clockwise order: castle, market, blacksmith, cathedral
    std::vector<uint64_t> takes;   // per place: bit k set when meeples there may move onto kind k
    int castle = -1, market = -1;
    int scoring_step = -1;
    CountMove move = CountMove::ByPlayer;
    bool one_scoring = false;      // Z-Man's trigger
    bool any_district = false;     // first edition's end
    explicit CountSettings(const Ruleset& r)
        : count(r.figure("count")),
          castle(r.place("castle")),
          market(r.place("market")),
          scoring_step(r.turn.index_of(steps::scoring)),
          one_scoring(r.option("count.trigger") == "one-scoring"),
          any_district(r.option("count.final_scoring") == "any-district") {
        const std::string& m = r.option("count.count_move");
        move = m == "clockwise" ? CountMove::Clockwise : m == "follow-meeple" ? CountMove::FollowMeeple : CountMove::ByPlayer;
        takes.assign(r.places.size(), 0);
        auto bit = [](FeatureKind k) { return uint64_t{1} << static_cast<int>(k); };
        const std::pair<const char*, uint64_t> quarter_kinds[] = {
            {"castle", bit(FeatureKind::City)},
            {"market", bit(FeatureKind::Field)},
            {"blacksmith", bit(FeatureKind::Road)},
            // The cathedral sends monks to monasteries and to the shrines of the Cult expansion,
            // a kind that expansion declares (004:120 "naar een klooster of cultusplaats").
            {"cathedral", bit(FeatureKind::Monastery) | (r.catalog && r.catalog->kind("shrine") ? bit(*r.catalog->kind("shrine")) : 0)},
        };
        for (const auto& [id, kinds] : quarter_kinds) {
            const int p = r.place(id);
            if (p < 0) continue;
            quarters.push_back(p);
            takes[static_cast<size_t>(p)] = kinds;
        }
    }
    bool is_quarter(int place) const { return place >= 0 && static_cast<size_t>(place) < takes.size() && takes[static_cast<size_t>(place)] != 0; }
    // Whether a figure of kind `figure` may wait in quarter `place`: a follower that may stand on
    // a feature the quarter sends meeples to (the abbot only in the cathedral, 004:98).
    bool may_enter(const Ruleset& r, int figure, int place) const {
        const FigureDef& f = r.figures[static_cast<size_t>(figure)];
        if (!f.follower || f.neutral || !is_quarter(place)) return false;
        for (FeatureKind k : f.places)
            if (takes[static_cast<size_t>(place)] >> static_cast<int>(k) & 1u) return true;
        return false;
    }
};

bool bit_set(uint8_t bits, int player) { return (bits >> player) & 1u; }

arg::Text place_name(const Ruleset& rules, int place) {
    return arg::Text{place >= 0 && static_cast<size_t>(place) < rules.places.size() ? rules.places[static_cast<size_t>(place)].name : "?"};
}

void emit_event(Events* events, Message m, std::vector<Pos> squares = {}) {
    if (events) events->push_back(ModuleEvent{std::move(m), std::move(squares)});
}

// Where a meeple moved onto the feature `root` stands: the part of it with the lowest node that
// lies on a tile open to figures; nullopt when every part is closed (a monastery under the dragon).
std::optional<int> landing_node(const Ruleset& rules, const GameState& state, int root) {
    int best = -1;
    state.features.for_each_member(root, [&](int n) {
        if ((best < 0 || n < best) && !tile_closed_to_figures(rules, state, state.features.node(n).tile)) best = n;
    });
    if (best < 0) return std::nullopt;
    return best;
}

// "city_move": the acting player's meeple of kind `figure` leaves quarter `place` for the feature
// `feature` of the tile at `pos`.
class CityMove final : public ActionDef {
public:
    std::string_view id() const override { return "city_move"; }
    void apply(const Ruleset& rules, GameState& state, const Action& a, Events* events) const override;
    Message why_illegal(const Ruleset& rules, const GameState& state, const Action& a) const override;
    Message describe(const Ruleset& rules, const GameState& state, const Action& a) const override {
        const int tile = state.board.tile_index(a.pos);
        const FeatureKind kind = tile >= 0 && a.feature >= 0 ? state.features.node(node_at(state, tile, a.feature)).kind
                                                             : FeatureKind::Field;
        return Message("move {figure} from the {place} to the {kind} at {pos}",
                       {{"figure", arg::Figure{a.figure, true}}, {"place", place_name(rules, a.place)}, {"kind", arg::Kind{kind}}, {"pos", arg::Square{a.pos}}});
    }
    ActionRecord record(const Ruleset& rules, const GameState& state, const Action& a) const override {
        ActionRecord r = record_figure_at(id(), rules, state, a);
        r.place = rules.places[static_cast<size_t>(a.place)].id;
        return r;
    }
    Result<Action> resolve(const Ruleset& rules, const GameState& state, const ActionRecord& r) const override {
        if (!r.pos) return error("a move out of the City names the square of the feature it goes to");
        const int place = rules.place(r.place);
        if (place < 0) return error("a move out of the City names its quarter (\"" + r.place + "\" is none)");
        auto a = resolve_figure_at(*this, rules, state, r, *r.pos);
        if (!a) return a;
        a->place = static_cast<int8_t>(place);
        // Any part of the feature names it; the move lands where the rules put it.
        const int tile = state.board.tile_index(*r.pos);
        if (auto node = landing_node(rules, state, state.features.find(node_at(state, tile, a->feature)))) {
            a->pos = state.board.tile(state.features.node(*node).tile).pos;
            a->feature = state.features.node(*node).local;
        }
        return a;
    }
    Action make(int figure, int place, Pos pos, int local) const {
        Action a;
        a.def = this;
        a.figure = static_cast<int8_t>(figure);
        a.place = static_cast<int8_t>(place);
        a.pos = pos;
        a.feature = static_cast<int16_t>(local);
        return a;
    }
};

// "city_place": a meeple of kind `figure` from the acting player's supply into quarter `place`.
class CityPlace final : public ActionDef {
public:
    std::string_view id() const override { return "city_place"; }
    void apply(const Ruleset& rules, GameState& state, const Action& a, Events* events) const override {
        add_figure(rules, state, state.acting_player, a.figure, FigureWhere::InPlace, -1, 0, a.place);
        emit_event(events, Message("{player} places {figure} in the {place}",
                                   {{"player", arg::Player{state.acting_player}}, {"figure", arg::Figure{a.figure, true}}, {"place", place_name(rules, a.place)}}));
    }
    Message why_illegal(const Ruleset& rules, const GameState& state, const Action& a) const override;
    Message describe(const Ruleset& rules, const GameState&, const Action& a) const override {
        return Message("place {figure} in the {place}", {{"figure", arg::Figure{a.figure, true}}, {"place", place_name(rules, a.place)}});
    }
    ActionRecord record(const Ruleset& rules, const GameState&, const Action& a) const override {
        ActionRecord r;
        r.type = std::string(id());
        r.figure = rules.figures[static_cast<size_t>(a.figure)].id;
        r.place = rules.places[static_cast<size_t>(a.place)].id;
        return r;
    }
    Result<Action> resolve(const Ruleset& rules, const GameState&, const ActionRecord& r) const override {
        auto figure = resolve_figure(rules, r);
        if (!figure) return error(figure.error());
        const int place = rules.place(r.place);
        if (place < 0) return error("a meeple placed in the City names its quarter (\"" + r.place + "\" is none)");
        return make(*figure, place);
    }
    Action make(int figure, int place) const {
        Action a;
        a.def = this;
        a.figure = static_cast<int8_t>(figure);
        a.place = static_cast<int8_t>(place);
        return a;
    }
};

// "move_count": the Count to quarter `place`.
class MoveCount final : public ActionDef {
public:
    std::string_view id() const override { return "move_count"; }
    void apply(const Ruleset& rules, GameState& state, const Action& a, Events* events) const override;
    Message why_illegal(const Ruleset&, const GameState&, const Action&) const override {
        return Message("the Count moves only right after a meeple was placed in the City, and to another quarter");
    }
    Message describe(const Ruleset& rules, const GameState&, const Action& a) const override {
        return Message("move the Count to the {place}", {{"place", place_name(rules, a.place)}});
    }
    ActionRecord record(const Ruleset& rules, const GameState&, const Action& a) const override {
        ActionRecord r;
        r.type = std::string(id());
        r.place = rules.places[static_cast<size_t>(a.place)].id;
        return r;
    }
    Result<Action> resolve(const Ruleset& rules, const GameState&, const ActionRecord& r) const override {
        const int place = rules.place(r.place);
        if (place < 0) return error("the Count's move names a quarter (\"" + r.place + "\" is none)");
        return make(place);
    }
    Action make(int place) const {
        Action a;
        a.def = this;
        a.place = static_cast<int8_t>(place);
        return a;
    }
};

const CityMove kCityMove;
const CityPlace kCityPlace;
const MoveCount kMoveCount;

class CountModule;
const CountModule& the_module();

// Before scoring: each player in turn may send meeples out of the City onto the completed features.
class CityMoveOutStep final : public TurnStep {
public:
    std::string_view id() const override { return "city_move_out"; }
    StepStatus enter(const Ruleset& rules, GameState& state, Events* events) const override;
    void list(const Ruleset& rules, const GameState& state, ActionList& out) const override;
    StepStatus apply(const Ruleset& rules, GameState& state, const Action& a, Events* events) const override;
    Message prompt(const Ruleset&, const GameState& state) const override {
        return Message("{player}: move meeples out of the City onto the completed features, or pass",
                       {{"player", arg::Player{state.acting_player}}});
    }
};

// After scoring: a meeple into the City, then the Count.
class CityPlacementStep final : public TurnStep {
public:
    std::string_view id() const override { return "city_place"; }
    StepStatus enter(const Ruleset& rules, GameState& state, Events* events) const override;
    void list(const Ruleset& rules, const GameState& state, ActionList& out) const override;
    StepStatus apply(const Ruleset& rules, GameState& state, const Action& a, Events* events) const override;
    Message prompt(const Ruleset& rules, const GameState& state) const override;
};

// The end: market meeples (or every quarter's) go out one at a time before the final count.
class CityFinalMovesStep final : public TurnStep {
public:
    std::string_view id() const override { return "city_final_moves"; }
    StepStatus enter(const Ruleset& rules, GameState& state, Events* events) const override;
    void list(const Ruleset& rules, const GameState& state, ActionList& out) const override;
    StepStatus apply(const Ruleset& rules, GameState& state, const Action& a, Events* events) const override;
    Message prompt(const Ruleset&, const GameState& state) const override {
        return Message("{player}: move one of your meeples out of the City", {{"player", arg::Player{state.acting_player}}});
    }
};

const CityMoveOutStep kMoveOutStep;
const CityPlacementStep kPlacementStep;
const CityFinalMovesStep kFinalMovesStep;

class CountModule final : public ModuleWithState<CountState, CountSettings> {
public:
    std::string_view id() const override { return "count"; }
    std::vector<const ActionDef*> action_defs() const override { return {&kCityMove, &kCityPlace, &kMoveCount}; }

    void configure(Ruleset& rules) const override {
        rules.turn.insert_before(steps::scoring, &kMoveOutStep);
        rules.turn.insert_after(steps::scoring, &kPlacementStep, after_scoring::rewards);
        rules.turn.insert_before(steps::final_scoring, &kFinalMovesStep);
    }

    // 004:55-57 and note 1: the City replaces the start tile, and River II must not be combined
    // with it (its river may not be finishable); River I is named among what the City replaces.
    std::optional<std::string> refuse_setup(const Ruleset& rules) const override {
        const int spring = rules.tag("spring");
        if (spring < 0) return std::nullopt;
        for (TileTypeId t : rules.tile_set)
            if (rules.tiles[t].has(spring))
                return "The City of Carcassonne cannot be combined with a river: both start the game "
                       "(the City replaces the start tile and the river's spring). Choose one of them.";
        return std::nullopt;
    }

    // The twelve squares of the City are laid out instead of the start tile, which the base module
    // took out of the pile; they leave the pile too.
    void arrange_pile(const Ruleset& rules, PileSetup& pile) const override {
        const ExpansionDef* mine = nullptr;
        for (const ExpansionDef* e : rules.expansions)
            if (std::find(e->modules.begin(), e->modules.end(), "count") != e->modules.end()) mine = e;
        if (!mine || mine->start_block.empty()) return;
        pile.start.clear();
        for (const ExpansionDef::StartSquare& sq : mine->start_block) {
            const TileTypeId t = *rules.tile(sq.tile);
            pile.start.push_back({t, sq.pos, sq.rotation});
            for (auto& stack : pile.stacks) {
                auto it = std::find(stack.begin(), stack.end(), t);
                if (it != stack.end()) {
                    stack.erase(it);
                    break;
                }
            }
        }
    }

    // The Count stands in the castle quarter from the start (004:83).
    void on_turn_start(const Ruleset& rules, GameState& state, Events* events) const override {
        const CountSettings& s = settings(rules);
        if (s.count < 0 || s.castle < 0 || neutral_figure(state, s.count) >= 0) return;
        add_figure(rules, state, -1, s.count, FigureWhere::InPlace, -1, 0, s.castle);
        emit_event(events, Message("The Count stands in the {place}", {{"place", place_name(rules, s.castle)}}));
    }

    void on_tile_placed(const Ruleset& rules, GameState& state, int, Events*) const override {
        my(rules, state).last_placer = static_cast<int8_t>(state.current_player);
    }

    // The City of Carcassonne is one more completed city for rules that count completed cities
    // at the end: the King scores it (004:154 "inclusief de stad Carcassonne"). It is never one
    // for the card itself (004:147: the first and the largest city exclude it).
    int completed_off_board(const Ruleset& rules, const GameState& state, FeatureKind kind) const override {
        return kind == FeatureKind::City && !city_squares(rules, state).empty() ? 1 : 0;
    }

    // Only the scorings of the turn's scoring step count: those the placed tile caused (004 note 3).
    void after_feature_scored(const Ruleset& rules, GameState& state, const ScoreEvent& e, Events*) const override {
        const CountSettings& s = settings(rules);
        if (!e.is_feature_score() || state.step != s.scoring_step) return;
        CountState& my_state = my(rules, state);
        bool opponent = false, active = false;
        for (const Award& a : e.awards) {
            if (a.points <= 0) continue;
            (a.player == state.current_player ? active : opponent) = true;
        }
        my_state.active_scored |= active;
        my_state.opponent_scored |= opponent;
        my_state.scoring_without_active |= opponent && !active;
    }

    void check_invariants(const Ruleset& rules, const GameState& state, std::vector<std::string>& problems) const override {
        const CountSettings& s = settings(rules);
        int counts = 0;
        for (const Figure& f : state.figures) {
            if (f.where != FigureWhere::InPlace) continue;
            // Other modules keep figures in places of their own (the Tower's prisons).
            if (f.kind != s.count && !s.is_quarter(f.place)) continue;
            if (f.kind == s.count) {
                ++counts;
                if (!s.is_quarter(f.place)) problems.push_back("the Count is not in a quarter of the City");
                continue;
            }
            if (f.owner < 0) problems.push_back("a neutral figure waits in the City");
            else if (!s.may_enter(rules, f.kind, f.place)) problems.push_back("a figure waits in a quarter it may not enter");
            if (f.tile != -1 || f.node != -1) problems.push_back("a figure in the City also stands on the board");
        }
        if (counts > 1) problems.push_back("more than one Count");
        if (counts == 0 && state.turn > 0) problems.push_back("the Count has left the City");
        // Every meeple is somewhere: in its owner's supply, on the board or in the City.
        for (int p = 0; p < rules.player_count(); ++p)
            for (size_t k = 0; k < rules.figures.size(); ++k) {
                if (rules.figures[k].neutral) continue;
                int out = 0;
                for (const Figure& f : state.figures) out += f.owner == p && f.kind == k;
                if (out + state.players[static_cast<size_t>(p)].supply[k] != rules.figures[k].count)
                    problems.push_back("a meeple is lost between the supply, the board and the City");
            }
        const CountState& my_state = my(rules, state);
        if (my_state.choosing_count && rules.turn.step(state.step).id() != kPlacementStep.id())
            problems.push_back("the Count's move is pending outside the City placement");
    }

    // Shared with the steps and actions ------------------------------------------------------
    using ModuleWithSettings::settings;
    using ModuleWithState::my;

    int count_quarter(const Ruleset& rules, const GameState& state) const {
        const CountSettings& s = settings(rules);
        const int i = s.count < 0 ? -1 : neutral_figure(state, s.count);
        return i < 0 ? s.castle : state.figures[static_cast<size_t>(i)].place;
    }

    void set_count_quarter(const Ruleset& rules, GameState& state, int place, Events* events) const {
        const CountSettings& s = settings(rules);
        const int i = s.count < 0 ? -1 : neutral_figure(state, s.count);
        if (i < 0) return;
        state.figures[static_cast<size_t>(i)].place = static_cast<int16_t>(place);
        emit_event(events, Message("The Count moves to the {place}", {{"place", place_name(rules, place)}}));
    }

    // The moves of `player` from the quarters (all but the Count's; with `only` >= 0 only that
    // one) onto the features `targets`.
    void moves(const Ruleset& rules, const GameState& state, int player, const std::vector<int>& targets, int only,
               ActionList& out) const {
        const CountSettings& s = settings(rules);
        const int blocked = count_quarter(rules, state);
        // Per quarter, the figure kinds the player has waiting there.
        std::vector<uint64_t> waiting(rules.places.size(), 0);
        bool any = false;
        for (const Figure& f : state.figures)
            if (f.where == FigureWhere::InPlace && f.owner == player && f.place != blocked && (only < 0 || f.place == only)) {
                waiting[static_cast<size_t>(f.place)] |= uint64_t{1} << f.kind;
                any = true;
            }
        if (!any) return;
        for (int root : targets) {
            const FeatureKind kind = state.features.node(root).kind;
            std::optional<int> node;
            bool looked = false;
            for (int q : s.quarters) {
                if (!(s.takes[static_cast<size_t>(q)] >> static_cast<int>(kind) & 1u)) continue;
                for (size_t k = 0; k < rules.figures.size(); ++k) {
                    if (!(waiting[static_cast<size_t>(q)] >> k & 1u)) continue;
                    const auto& places = rules.figures[k].places;
                    if (std::find(places.begin(), places.end(), kind) == places.end()) continue;
                    if (!looked) {
                        node = landing_node(rules, state, root);
                        looked = true;
                    }
                    if (!node) continue;
                    const FeatureNode& n = state.features.node(*node);
                    if (module_forbids(rules, state, static_cast<int>(k), n.tile, root)) continue;
                    out.push_back(kCityMove.make(static_cast<int>(k), q, state.board.tile(n.tile).pos, n.local));
                }
            }
        }
    }

    // The features this part's scoring step scores that a quarter sends meeples to: those its
    // tile completed, and the fields a barn makes score (GameState::completed).
    std::vector<int> completed_targets(const Ruleset& rules, const GameState& state) const {
        const CountSettings& s = settings(rules);
        uint64_t any_quarter = 0;
        for (int q : s.quarters) any_quarter |= s.takes[static_cast<size_t>(q)];
        std::vector<int> out;
        for (int16_t root : state.completed)
            if (any_quarter >> static_cast<int>(state.features.node(root).kind) & 1u) out.push_back(root);
        return out;
    }

    // The end: fields (market only) or every unfinished feature a quarter sends meeples to.
    std::vector<int> final_targets(const Ruleset& rules, const GameState& state) const {
        const CountSettings& s = settings(rules);
        std::vector<int> out;
        for (int n = 0; n < state.features.size(); ++n) {
            if (state.features.find(n) != n) continue;
            const FeatureKind kind = state.features.node(n).kind;
            if (kind == FeatureKind::Field) {
                out.push_back(n);
                continue;
            }
            if (!s.any_district) continue;
            bool taken = false;
            for (int q : s.quarters) taken |= (s.takes[static_cast<size_t>(q)] >> static_cast<int>(kind) & 1u) != 0;
            if (taken && !feature_complete(rules, state, n)) out.push_back(n);
        }
        return out;
    }

    void final_moves(const Ruleset& rules, const GameState& state, int player, ActionList& out) const {
        const CountSettings& s = settings(rules);
        moves(rules, state, player, final_targets(rules, state), s.any_district ? -1 : s.market, out);
    }

    // Whether the active player may place a meeple in the City now (004:92-96, 194, 221-226, 324).
    bool may_place(const Ruleset& rules, const GameState& state) const {
        const CountState& c = my(rules, state);
        if (bit_set(c.moved_out, state.current_player)) return false;
        if (settings(rules).one_scoring) return c.scoring_without_active;
        return c.opponent_scored && !c.active_scored;
    }

    void placements(const Ruleset& rules, const GameState& state, int player, ActionList& out) const {
        const CountSettings& s = settings(rules);
        const PlayerState& me = state.players[static_cast<size_t>(player)];
        for (int q : s.quarters)
            for (size_t k = 0; k < rules.figures.size(); ++k)
                if (me.supply[k] > 0 && s.may_enter(rules, static_cast<int>(k), q)) out.push_back(kCityPlace.make(static_cast<int>(k), q));
    }
};

const CountModule& the_module() {
    static const CountModule module;
    return module;
}

void CityMove::apply(const Ruleset& rules, GameState& state, const Action& a, Events* events) const {
    const int tile = state.board.tile_index(a.pos);
    // The last of the player's figures of that kind in the quarter (they are all alike).
    for (int i = static_cast<int>(state.figures.size()) - 1; i >= 0; --i) {
        Figure& f = state.figures[static_cast<size_t>(i)];
        if (f.where != FigureWhere::InPlace || f.owner != state.acting_player || f.kind != a.figure || f.place != a.place) continue;
        f.where = FigureWhere::OnFeature;
        f.place = -1;
        f.tile = static_cast<int16_t>(tile);
        f.local = static_cast<uint8_t>(a.feature);
        f.node = static_cast<int16_t>(node_at(state, tile, a.feature));
        const int root = state.features.find(f.node);
        if (rules.figures[f.kind].follower) ++state.features.node(root).followers;
        the_module().my(rules, state).moved_out |= static_cast<uint8_t>(1u << state.acting_player);
        emit_event(events,
                   Message("{player} moves {figure} from the {place} to the {kind} at {pos}",
                           {{"player", arg::Player{state.acting_player}}, {"figure", arg::Figure{a.figure, true}},
                            {"place", place_name(rules, a.place)}, {"kind", arg::Kind{state.features.node(root).kind}}, {"pos", arg::Square{a.pos}}}),
                   {a.pos});
        return;
    }
}

Message CityMove::why_illegal(const Ruleset& rules, const GameState& state, const Action& a) const {
    const CountModule& m = the_module();
    if (a.place >= 0 && a.place == m.count_quarter(rules, state)) return Message("nothing may leave the quarter where the Count stands");
    const CountSettings& s = m.settings(rules);
    if (!s.is_quarter(a.place)) return Message("meeples move out of the City from one of its quarters");
    bool have = false;
    for (const Figure& f : state.figures)
        have |= f.where == FigureWhere::InPlace && f.owner == state.acting_player && f.kind == a.figure && f.place == a.place;
    if (!have) return Message("you have no {figure} in the {place}", {{"figure", arg::Figure{a.figure}}, {"place", place_name(rules, a.place)}});
    const int tile = state.board.tile_index(a.pos);
    // The module that closes the tile says why, in its own words.
    if (tile >= 0)
        if (auto closed = tile_closed_to_figures(rules, state, tile)) return *closed;
    // Another module's rule about the feature (a barn's field takes no farmer) holds for a meeple
    // from the City as for one from the supply.
    if (auto why = module_forbids_action(rules, state, a)) return *why;
    if (state.step == rules.turn.index_of(kFinalMovesStep.id()))
        return s.any_district ? Message("at the end meeples leave the City for an unfinished feature of their quarter's kind, or a field")
                              : Message("at the end market meeples move onto fields, one at a time");
    return Message("meeples leave the City only for a feature this turn's tile completed, of the kind their quarter sends them to "
                   "(castle: city, blacksmith: road, cathedral: monastery or shrine; market: a field a barn's building or "
                   "joining scores), before it scores");
}

Message CityPlace::why_illegal(const Ruleset& rules, const GameState& state, const Action& a) const {
    const CountModule& m = the_module();
    const Message when = m.settings(rules).one_scoring
                             ? Message("a meeple enters the City only right after your tile's scoring, when one of its scorings gave "
                                       "an opponent points and you none, and you moved no meeple out of the City this turn")
                             : Message("a meeple enters the City only right after your tile's scoring, when it gave an opponent "
                                       "points and you none, and you moved no meeple out of the City this turn");
    if (state.step != rules.turn.index_of(kPlacementStep.id())) return when;
    if (m.my(rules, state).choosing_count) return Message("one meeple per turn enters the City; now the Count may move");
    if (a.figure >= 0 && a.figure < static_cast<int>(rules.figures.size()) && !m.settings(rules).may_enter(rules, a.figure, a.place))
        return Message("the {figure} may not enter the {place}", {{"figure", arg::Figure{a.figure}}, {"place", place_name(rules, a.place)}});
    return Message("you have no such figure left in your supply");
}

void MoveCount::apply(const Ruleset& rules, GameState& state, const Action& a, Events* events) const {
    the_module().set_count_quarter(rules, state, a.place, events);
}

// Before scoring -------------------------------------------------------------------------------

// The next player, from the active player's left and ending with the active player, who can move
// something; Done when nobody is left.
StepStatus next_move_out(const Ruleset& rules, GameState& state) {
    const CountModule& m = the_module();
    CountState& c = m.my(rules, state);
    const std::vector<int> targets = m.completed_targets(rules, state);
    if (targets.empty()) return StepStatus::done();
    const int n = rules.player_count();
    for (; c.asked < n; ++c.asked) {
        const int player = (state.current_player + 1 + c.asked) % n;
        ActionList moves;
        m.moves(rules, state, player, targets, -1, moves);
        if (!moves.empty()) return StepStatus::await(player);
    }
    return StepStatus::done();
}

StepStatus CityMoveOutStep::enter(const Ruleset& rules, GameState& state, Events*) const {
    CountState& c = the_module().my(rules, state);
    c.asked = 0;
    c.moved_out = 0;
    c.active_scored = c.opponent_scored = c.scoring_without_active = 0;
    c.choosing_count = 0;
    return next_move_out(rules, state);
}

void CityMoveOutStep::list(const Ruleset& rules, const GameState& state, ActionList& out) const {
    const CountModule& m = the_module();
    m.moves(rules, state, state.acting_player, m.completed_targets(rules, state), -1, out);
    out.push_back(pass_action());
}

StepStatus CityMoveOutStep::apply(const Ruleset& rules, GameState& state, const Action& a, Events* events) const {
    a.def->apply(rules, state, a, events);
    if (!is_pass(a)) {
        ActionList more;
        the_module().moves(rules, state, state.acting_player, the_module().completed_targets(rules, state), -1, more);
        if (!more.empty()) return StepStatus::await(state.acting_player);
    }
    ++the_module().my(rules, state).asked;
    return next_move_out(rules, state);
}

// After scoring -----------------------------------------------------------------------------

StepStatus CityPlacementStep::enter(const Ruleset& rules, GameState& state, Events*) const {
    const CountModule& m = the_module();
    m.my(rules, state).choosing_count = 0;
    if (state.placed_tile < 0 || !m.may_place(rules, state)) return StepStatus::done();
    ActionList options;
    m.placements(rules, state, state.current_player, options);
    if (options.empty()) return StepStatus::done();
    return StepStatus::await(state.current_player);
}

void CityPlacementStep::list(const Ruleset& rules, const GameState& state, ActionList& out) const {
    const CountModule& m = the_module();
    if (m.my(rules, state).choosing_count) {
        const int here = m.count_quarter(rules, state);
        for (int q : m.settings(rules).quarters)
            if (q != here) out.push_back(kMoveCount.make(q));
    } else {
        m.placements(rules, state, state.acting_player, out);
    }
    out.push_back(pass_action());
}

StepStatus CityPlacementStep::apply(const Ruleset& rules, GameState& state, const Action& a, Events* events) const {
    const CountModule& m = the_module();
    CountState& c = m.my(rules, state);
    a.def->apply(rules, state, a, events);
    if (a.def != &kCityPlace) {
        c.choosing_count = 0;
        return StepStatus::done();
    }
    const CountSettings& s = m.settings(rules);
    switch (s.move) {
    case CountMove::ByPlayer: c.choosing_count = 1; return StepStatus::await(state.current_player);
    case CountMove::Clockwise: {
        const auto it = std::find(s.quarters.begin(), s.quarters.end(), m.count_quarter(rules, state));
        const size_t i = it == s.quarters.end() ? 0 : static_cast<size_t>(it - s.quarters.begin());
        m.set_count_quarter(rules, state, s.quarters[(i + 1) % s.quarters.size()], events);
        return StepStatus::done();
    }
    case CountMove::FollowMeeple:
        if (m.count_quarter(rules, state) != a.place) m.set_count_quarter(rules, state, a.place, events);
        return StepStatus::done();
    }
    return StepStatus::done();
}

Message CityPlacementStep::prompt(const Ruleset& rules, const GameState& state) const {
    if (the_module().my(rules, state).choosing_count)
        return Message("{player}: move the Count to another quarter, or pass", {{"player", arg::Player{state.acting_player}}});
    return Message("{player}: your tile's scoring gave an opponent points and you none: place a meeple in the City, or pass",
                   {{"player", arg::Player{state.acting_player}}});
}

// The end ------------------------------------------------------------------------------------

// The next player, from `from` on in turn order, who must move a meeple out; Done when none can.
StepStatus next_final_mover(const Ruleset& rules, GameState& state, int from) {
    const CountModule& m = the_module();
    const int n = rules.player_count();
    for (int i = 0; i < n; ++i) {
        const int player = (from + i) % n;
        ActionList moves;
        m.final_moves(rules, state, player, moves);
        if (!moves.empty()) {
            m.my(rules, state).final_mover = static_cast<int8_t>(player);
            return StepStatus::await(player);
        }
    }
    m.my(rules, state).final_mover = -1;
    return StepStatus::done();
}

StepStatus CityFinalMovesStep::enter(const Ruleset& rules, GameState& state, Events* events) const {
    const CountModule& m = the_module();
    const CountSettings& s = m.settings(rules);
    if (!s.any_district && m.count_quarter(rules, state) == s.market) {
        bool waiting = false;
        for (const Figure& f : state.figures) waiting |= f.where == FigureWhere::InPlace && f.owner >= 0 && f.place == s.market;
        if (waiting) emit_event(events, Message("The Count holds the market: its meeples stay in the City"));
        return StepStatus::done();
    }
    const int last = m.my(rules, state).last_placer;
    return next_final_mover(rules, state, last < 0 ? state.current_player : next_player(rules, last));
}

void CityFinalMovesStep::list(const Ruleset& rules, const GameState& state, ActionList& out) const {
    the_module().final_moves(rules, state, state.acting_player, out);
}

StepStatus CityFinalMovesStep::apply(const Ruleset& rules, GameState& state, const Action& a, Events* events) const {
    a.def->apply(rules, state, a, events);
    return next_final_mover(rules, state, next_player(rules, state.acting_player));
}

}  // namespace count_rules
}  // namespace

const Module& count_module() { return count_rules::the_module(); }

bool count_move_is_next(const Ruleset& rules, const GameState& state) { return count_rules::the_module().my(rules, state).choosing_count; }

void city_placements(const Ruleset& rules, const GameState& state, int player, ActionList& out) {
    count_rules::the_module().placements(rules, state, player, out);
}

std::vector<CityQuarter> city_quarters(const Ruleset& rules, const GameState& state) {
    std::vector<CityQuarter> out;
    if (std::find(rules.modules.begin(), rules.modules.end(), &count_rules::the_module()) == rules.modules.end()) return out;
    const count_rules::CountSettings& s = count_rules::the_module().settings(rules);
    const int count_at = count_rules::the_module().count_quarter(rules, state);
    for (int q : s.quarters) {
        CityQuarter quarter;
        quarter.place = q;
        quarter.name = rules.places[static_cast<size_t>(q)].name;
        quarter.count_here = q == count_at;
        for (int k = 0; k < kMaxFeatureKinds; ++k) {
            if (!(s.takes[static_cast<size_t>(q)] >> k & 1u)) continue;
            // A kind another expansion declares (the shrine) only when its tiles are in the game.
            bool in_game = k < kBuiltinFeatureKinds;
            for (size_t t = 0; !in_game && t < rules.tile_set.size(); ++t)
                for (const auto& f : rules.tiles[rules.tile_set[t]].features) in_game |= static_cast<int>(f.kind) == k;
            if (in_game) quarter.sends_to.push_back(static_cast<FeatureKind>(k));
        }
        for (size_t i = 0; i < state.figures.size(); ++i) {
            const Figure& f = state.figures[i];
            if (f.where != FigureWhere::InPlace || f.place != q) continue;
            if (f.kind == s.count)
                quarter.count_figure = static_cast<int>(i);
            else if (f.owner >= 0)
                quarter.meeples.push_back(static_cast<int>(i));
        }
        out.push_back(std::move(quarter));
    }
    return out;
}

std::vector<Pos> city_squares(const Ruleset& rules, const GameState& state) {
    std::vector<Pos> out;
    const int proper = rules.tag("city-proper");
    if (proper < 0) return out;
    for (const PlacedTile& t : state.board.tiles())
        if (rules.tiles[t.type].has(proper)) out.push_back(t.pos);
    return out;
}

}  // namespace carc
