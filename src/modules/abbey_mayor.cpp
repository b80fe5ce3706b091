// Abbey & Mayor (issue 13; seeds 000 "Seguidores", its notes 2, 8, 10 and 34, 001 Exp. 5, 003
// "Barn & Farmers"): the abbey, the mayor, the wagon and the barn. Each player has one abbey tile.
// Instead of the tile drawn, a player may put it into a hole with tiles on all four sides,
// whatever their edges show; its sides end every road, city and field that meets them
// (TileDef::ends_features, so the core completes and scores what it closed), and a monk may go on
// it as on a monastery. The drawn tile goes back into the pile: the abbey replaces drawing it. The
// mayor goes into cities only; its strength in the majority is the number of pennants in its
// city, so with none it occupies the city but cannot win it alone (000 note 2: "aun valiendo
// cero, 'ocupa' la ciudad"). The wagon is a follower for roads, cities and monasteries that, once
// its feature is scored, may move on to a neighbouring unfinished one (a step after scoring). The
// barn stands where four field corners meet (FigureWhere::OnCorner); farmers score when it comes
// or when their field joins it, and it scores at the end.
#include "carc/abbey_mayor.hpp"

#include <algorithm>

#include "modules.hpp"

namespace carc {

namespace {

struct AbbeyMayorState {
    // Per player: the set (root) whose scoring sent their wagon home this turn and the tile it
    // stood on, or -1: the wagon step offers these owners a move (one wagon each).
    std::array<int16_t, 8> wagon_scored_root;
    std::array<int16_t, 8> wagon_scored_tile;
    std::array<int8_t, 8> abbeys_left;  // per player: abbey tiles still in the supply
    int8_t barn_scoring;  // BarnScoring: which field scoring the score hook is writing now
    int8_t spare;
};

// The three field scorings of the barn (003 "Barn & Farmers"): farmers when a barn is built in
// their field (3 per completed city, the base value), farmers whose field joins a barn's (1 per
// city), and the barn at the end (4 per city, for the barn's owner).
enum BarnScoring : int8_t { kNoBarnScoring, kBarnBuilt, kFieldsJoined, kBarnAtTheEnd };

struct AbbeyMayorSettings {
    int abbey_tile;  // the abbey's tile type, or -1 without abbeys
    int abbey_tag;
    int mayor;     // figure index, or -1
    int wagon;     // figure index, or -1
    int barn;      // figure index, or -1
    int pennants;  // attribute slot, or -1
    explicit AbbeyMayorSettings(const Ruleset& r)
        : abbey_tile(-1),
          abbey_tag(r.tag("abbey")),
          mayor(r.figure("mayor")),
          wagon(r.figure("wagon")),
          barn(r.figure("barn")),
          pennants(r.attribute("pennants")) {
        if (r.option_on("abbey-mayor.abbeys"))
            for (size_t t = 0; t < r.tiles.size(); ++t)
                if (r.tiles[t].has(abbey_tag)) abbey_tile = static_cast<int>(t);
    }
};

const AbbeyMayorSettings& names(const Ruleset& rules);
AbbeyMayorState& abbey_state(const Ruleset& rules, GameState& state);
const AbbeyMayorState& abbey_state(const Ruleset& rules, const GameState& state);

// A hole: an empty square with a placed tile on each of its four sides (every side of its
// constraint code demands something).
bool is_hole(uint16_t constraint) {
    for (int s = 0; s < kSides; ++s)
        if ((constraint / kConstraintWeight[s]) % 5 == 0) return false;
    return true;
}

bool is_hole_at(const GameState& state, Pos p) {
    if (state.board.occupied(p)) return false;
    for (int s = 0; s < kSides; ++s)
        if (!state.board.occupied(neighbour(p, static_cast<Side>(s)))) return false;
    return true;
}

// Other expansions' placement rules hold for the abbey too (a shrine borders one monastery only).
std::optional<Message> forbidden_by_other_rules(const Ruleset& rules, const GameState& state,
                                                Pos pos) {
    const int abbey = names(rules).abbey_tile;
    for (const Module* m : rules.modules)
        if (m->restricts_placement(rules))
            if (auto why =
                    m->placement_forbidden(rules, state, static_cast<TileTypeId>(abbey), pos, 0))
                return why;
    return std::nullopt;
}

// "place_abbey": the player's abbey tile into a hole, instead of the tile drawn.
class PlaceAbbey final : public SquareActionDef {
public:
    constexpr PlaceAbbey() : SquareActionDef("placing the abbey needs its position") {}
    std::string_view id() const override { return "place_abbey"; }

    void apply(const Ruleset& rules, GameState& state, const Action& a,
               Events* events) const override {
        const AbbeyMayorSettings& n = names(rules);
        --abbey_state(rules, state).abbeys_left[static_cast<size_t>(state.current_player)];
        // The drawn tile was the last one taken from the pile: it goes back among those still to
        // draw (next in a fixed order), as if the player had not drawn it.
        --state.pile.next;
        if (events)
            events->push_back(
                ModuleEvent{Message("{tile} goes back into the pile",
                                    {{"tile", arg::Text{rules.tiles[state.drawn].id}}}),
                            {}});
        state.drawn = static_cast<TileTypeId>(n.abbey_tile);
        core_actions::place.apply(rules, state, place_action(a.pos, 0), events);
    }

    Message why_illegal(const Ruleset& rules, const GameState& state,
                        const Action& a) const override {
        const AbbeyMayorSettings& n = names(rules);
        if (n.abbey_tile < 0) return Message("this game is played without abbeys");
        if (state.phase != Phase::PlaceTile)
            return Message("the abbey is placed instead of the drawn tile, before any figure");
        if (abbey_state(rules, state).abbeys_left[static_cast<size_t>(state.current_player)] <= 0)
            return Message("{player} has placed their abbey already",
                           {{"player", arg::Player{state.current_player}}});
        if (state.board.occupied(a.pos))
            return Message("there is a tile at {pos} already", {{"pos", arg::Square{a.pos}}});
        if (!is_hole_at(state, a.pos))
            return Message(
                "an abbey goes only into a hole with tiles on all four sides; {pos} is not one",
                {{"pos", arg::Square{a.pos}}});
        if (auto why = forbidden_by_other_rules(rules, state, a.pos)) return *why;
        return Message("the abbey cannot go there now");
    }

    Message describe(const Ruleset&, const GameState&, const Action& a) const override {
        return Message("place the abbey at {pos}", {{"pos", arg::Square{a.pos}}});
    }
};

const PlaceAbbey kPlaceAbbey;

// JCloisterZone places the abbey with an ordinary PLACE_TILE of its abbey tile (id "AM/A", JCZ's
// AbbeyCapability.ABBEY_TILE_ID, which our data shares); the importer hands a PLACE_TILE of a tile
// that is in no tile set to the module that owns it. The abbey fits any way round: rotation R0.
// Our exporter wrote "AM.A" (the id in a comment of JCZ's tile catalogue) before JCZ's own engine
// checked its files: still read, so that they open.
constexpr std::string_view kJczAbbeyTile = "AM/A";
constexpr std::string_view kOldJczAbbeyTile = "AM.A";

class AbbeyMayorJcz final : public JczCodec {
public:
    bool claims(std::string_view type, const nlohmann::json& payload) const override {
        if (type != "PLACE_TILE" || !payload.is_object()) return false;
        const std::string tile = payload.value("tileId", "");
        return tile == kJczAbbeyTile || tile == kOldJczAbbeyTile;
    }
    Result<ActionRecord> read(std::string_view, const nlohmann::json& payload,
                              const JczMeeples&) const override {
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
    std::vector<JczRule> rules() const override {
        return {{"barn-placement", "", "not-occupied", {{"", "not-occupied"}}}};
    }
    // JCZ's wagon phase asks the owner of a scored wagon that can move: keeping it is a PASS.
    bool writes_pass(const Ruleset& rules, const GameState& state) const override {
        return state.phase == Phase::ModuleStep && rules.turn.step(state.step).id() == "wagon_moves";
    }
    // JCZ's abbey phase comes before the tile is drawn: it asks the current player whenever they
    // hold an abbey and a hole takes it (declined: PASS, then COMMIT, which draws the tile).
    bool asks_before_tile(const Ruleset& rules, const GameState& state) const override {
        return holds_an_abbey_that_fits(rules, state, state.current_player);
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
    // After a wagon's move JCZ waits for its owner's COMMIT (WagonPhase: a ConfirmAction).
    bool confirms(const Ruleset& rules, const GameState& before, const GameState&, const Action& a) const override {
        return before.phase == Phase::ModuleStep && rules.turn.step(before.step).id() == "wagon_moves" && is_deploy(a);
    }
    Result<std::pair<std::string, nlohmann::ordered_json>> write(const Ruleset& rules, const GameState& state,
                                                                 const Action& a,
                                                                 const JczMeeples&) const override {
        if (a.def != &kPlaceAbbey) return write_barn(rules, state, a);
        return std::make_pair(std::string("PLACE_TILE"),
                              nlohmann::ordered_json{
                                  {"tileId", kJczAbbeyTile},
                                  {"rotation", "R0"},
                                  {"position", nlohmann::ordered_json::array({a.pos.x, a.pos.y})}});
    }

private:
    static bool holds_an_abbey_that_fits(const Ruleset& rules, const GameState& state, int player) {
        if (names(rules).abbey_tile < 0 || player < 0 || abbey_state(rules, state).abbeys_left[static_cast<size_t>(player)] <= 0)
            return false;
        for (const FrontierCell& c : state.board.frontier())
            if (is_hole(c.constraint) && !forbidden_by_other_rules(rules, state, c.pos)) return true;
        return false;
    }
    // JCZ's barn is a DEPLOY_MEEPLE whose pointer is the field at the north-west corner of the
    // tile south-east of the barn's crossing: the tile `place_barn` names, its field with the
    // north edge's left half. JCZ names meeple ids after their class: "<player>.barn.<n>" (our
    // exporter wrote "<player>.pig.<n>" before JCZ's engine checked it; jcz_mapping.cpp still reads it).
    static Result<std::pair<std::string, nlohmann::ordered_json>> write_barn(const Ruleset& rules,
                                                                           const GameState& state,
                                                                           const Action& a);
};

const AbbeyMayorJcz kJcz;

// --- The wagon ---------------------------------------------------------------------------
// 000 note 10: "The wagon can be moved to an adjoining unoccupied uncompleted feature after
// scoring, if available, or returned to the player's supply"; issue 13: connected to the scored
// feature, on the wagon's tile or an adjacent one. Our tile data says which sides a feature
// touches, not where roads run into cities, so "connected" is derived from the shape of a tile
// (docs/rules-coverage.md, decision): in its middle, road ends meet each other (a crossroads)
// and the monastery they lead to; a tile's only road end runs into its only city when it has no
// monastery (a road into a city gate).
bool is_road_end(const FeatureType& f) {
    return f.kind == FeatureKind::Road && __builtin_popcount(f.sides) == 1;
}

bool meet_on_tile(const TileType& type, int a, int b) {
    const FeatureType& fa = type.features[static_cast<size_t>(a)];
    const FeatureType& fb = type.features[static_cast<size_t>(b)];
    const auto centre = [](const FeatureType& f) {
        return is_road_end(f) || is_cloister_like(f.kind);
    };
    if (is_road_end(fa) && is_road_end(fb)) return true;
    if (centre(fa) && centre(fb)) return is_road_end(fa) || is_road_end(fb);
    const FeatureType& city = fa.kind == FeatureKind::City ? fa : fb;
    const FeatureType& road = fa.kind == FeatureKind::City ? fb : fa;
    if (city.kind != FeatureKind::City || !is_road_end(road)) return false;
    int road_ends = 0, cities = 0, centres = 0;
    for (const FeatureType& f : type.features) {
        road_ends += is_road_end(f) ? 1 : 0;
        cities += f.kind == FeatureKind::City ? 1 : 0;
        centres += is_cloister_like(f.kind) ? 1 : 0;
    }
    return road_ends == 1 && cities == 1 && centres == 0;
}

// The wagon's move is an ordinary deploy of the wagon from its owner's supply (it went home with
// the scoring), listed only by the wagon step: saves and JCloisterZone (DEPLOY_MEEPLE) read it as
// one.
Message wagon_move_rule() {
    return Message(
        "a wagon moves only right after its feature was scored, to an unoccupied, unfinished road, "
        "city or "
        "monastery that meets that feature on the wagon's tile or a tile beside it");
}

// The moves open to `player`'s wagon, scored off the set `root` while on placed tile `from`.
void wagon_moves(const Ruleset& rules, const GameState& state, int root, int from,
                 ActionList& out) {
    const int wagon = names(rules).wagon;
    const FigureDef& def = rules.figures[static_cast<size_t>(wagon)];
    const Pos centre = state.board.tile(from).pos;
    const std::array<Pos, 5> squares = {centre, neighbour(centre, Side::N),
                                        neighbour(centre, Side::E), neighbour(centre, Side::S),
                                        neighbour(centre, Side::W)};
    for (const Pos& p : squares) {
        const int t = state.board.tile_index(p);
        if (t < 0) continue;
        // A tile nothing may go onto now (the dragon's, a volcano just placed).
        if (tile_closed_to_figures(rules, state, t)) continue;
        const PlacedTile& pt = state.board.tile(t);
        const TileType& type = rules.tiles[pt.type];
        const int count = static_cast<int>(type.features.size());
        for (int scored = 0; scored < count; ++scored) {
            if (state.features.find(pt.first_node + scored) != root) continue;
            for (int l = 0; l < count; ++l) {
                if (l == scored || !meet_on_tile(type, scored, l)) continue;
                const FeatureKind kind = type.features[static_cast<size_t>(l)].kind;
                if (std::find(def.places.begin(), def.places.end(), kind) == def.places.end())
                    continue;
                const int target = state.features.find(pt.first_node + l);
                if (target == root || state.features.node(target).followers > 0) continue;
                if (feature_complete(rules, state, target)) continue;
                if (module_forbids(rules, state, wagon, t, target)) continue;
                out.push_back(deploy_action(wagon, p, l));
            }
        }
    }
}

// After the scoring: each owner of a wagon the scoring sent home, in turn order from the player
// whose turn it is, moves it or keeps it (passes).
class WagonMovesStep final : public TurnStep {
public:
    std::string_view id() const override { return "wagon_moves"; }
    StepStatus enter(const Ruleset& rules, GameState& state, Events* events) const override {
        return next_mover(rules, state, events);
    }
    void list(const Ruleset& rules, const GameState& state, ActionList& out) const override {
        const AbbeyMayorState& s = abbey_state(rules, state);
        const size_t p = static_cast<size_t>(state.acting_player);
        wagon_moves(rules, state, s.wagon_scored_root[p], s.wagon_scored_tile[p], out);
        out.push_back(pass_action());
    }
    StepStatus apply(const Ruleset& rules, GameState& state, const Action& a,
                     Events* events) const override {
        a.def->apply(rules, state, a, events);
        if (is_deploy(a) && events) {
            const PlacedTile& t = *state.board.at(a.pos);
            const FeatureKind kind =
                rules.tiles[t.type].features[static_cast<size_t>(a.feature)].kind;
            events->push_back(ModuleEvent{Message("{player}'s wagon moves to the {kind} at {pos}",
                                                  {{"player", arg::Player{state.acting_player}},
                                                   {"kind", arg::Kind{kind}},
                                                   {"pos", arg::Square{a.pos}}}),
                                          {a.pos}});
        }
        if (is_pass(a) && events)
            events->push_back(ModuleEvent{Message("{player} keeps the wagon in the supply",
                                                  {{"player", arg::Player{state.acting_player}}}),
                                          {}});
        abbey_state(rules, state).wagon_scored_root[static_cast<size_t>(state.acting_player)] = -1;
        return next_mover(rules, state, events);
    }
    Message prompt(const Ruleset&, const GameState& state) const override {
        return Message("{player}: move your wagon to a feature next to the one scored, or keep it",
                       {{"player", arg::Player{state.acting_player}}});
    }

private:
    static StepStatus next_mover(const Ruleset& rules, GameState& state, Events* events) {
        AbbeyMayorState& s = abbey_state(rules, state);
        const int players = rules.player_count();
        for (int k = 0; k < players; ++k) {
            const int p = (state.current_player + k) % players;
            const int16_t root = s.wagon_scored_root[static_cast<size_t>(p)];
            if (root < 0) continue;
            ActionList moves;
            wagon_moves(rules, state, root, s.wagon_scored_tile[static_cast<size_t>(p)], moves);
            if (!moves.empty()) return StepStatus::await(p);
            s.wagon_scored_root[static_cast<size_t>(p)] = -1;
            if (events)
                events->push_back(ModuleEvent{
                    Message("{player}'s wagon has nowhere to move and stays in the supply",
                            {{"player", arg::Player{p}}}),
                    {}});
        }
        return StepStatus::done();
    }
};

const WagonMovesStep kWagonMoves;

// --- The barn ----------------------------------------------------------------------------
// 000 note 34: "The barn can be placed on the intersection of 4 tiles where only farmfield
// segments meet"; it is placed instead of a follower at a corner of the tile just placed, into a
// field without a barn. A barn stands at the north-west corner of the tile it names
// (FigureWhere::OnCorner): the corner points of the placed tile P are the north-west corners of
// P, P+E, P+S and P+SE. Corners of a tile: 0 NE, 1 SE, 2 SW, 3 NW, each between two half-edges.
constexpr std::array<std::array<int, 2>, 4> kCornerHalves = {{{1, 2}, {3, 4}, {5, 6}, {7, 0}}};
constexpr Noun kBarnCity{"completed city", "completed cities"};

// The field of the tile at `p` at its corner `corner`, or -1 (no tile, or not field on both
// half-edges of the corner).
int corner_field(const Ruleset& rules, const GameState& state, Pos p, int corner) {
    const PlacedTile* t = state.board.at(p);
    if (!t) return -1;
    const TileType& type = rules.tiles[t->type];
    const int a = type.half_feature[t->rotation][kCornerHalves[static_cast<size_t>(corner)][0]];
    const int b = type.half_feature[t->rotation][kCornerHalves[static_cast<size_t>(corner)][1]];
    if (a < 0 || a != b || type.features[static_cast<size_t>(a)].kind != FeatureKind::Field)
        return -1;
    return a;
}

// Whether the four tiles around the north-west corner of `p` are there and all show field there.
bool four_field_corner(const Ruleset& rules, const GameState& state, Pos p) {
    return corner_field(rules, state, p, 3) >= 0 &&
           corner_field(rules, state, {p.x - 1, p.y}, 0) >= 0 &&
           corner_field(rules, state, {p.x - 1, p.y - 1}, 1) >= 0 &&
           corner_field(rules, state, {p.x, p.y - 1}, 2) >= 0;
}

int corner_root(const Ruleset& rules, const GameState& state, Pos p) {
    return state.features.find(state.board.at(p)->first_node + corner_field(rules, state, p, 3));
}

bool field_has_barn(const Ruleset& rules, const GameState& state, int root) {
    const int barn = names(rules).barn;
    for (const Figure& f : state.figures)
        if (f.kind == barn && f.where == FigureWhere::OnCorner &&
            state.features.find(f.node) == root)
            return true;
    return false;
}

// Scores the farmers of field `root` in the way `how` says and sends them (and what follows them,
// the pig) home; the barns stay (OnCorner, not on the feature).
void score_farmers_at_a_barn(const Ruleset& rules, GameState& state, int root, BarnScoring how,
                             Events* events) {
    if (state.features.node(root).followers <= 0) return;
    abbey_state(rules, state).barn_scoring = how;
    score_feature(rules, state, root, false, false, events);
    abbey_state(rules, state).barn_scoring = kNoBarnScoring;
    return_figures(rules, state, root, events);  // a barn is not on_feature(): it stays
}

Result<std::pair<std::string, nlohmann::ordered_json>> AbbeyMayorJcz::write_barn(const Ruleset& rules,
                                                                                 const GameState& state,
                                                                                 const Action& a) {
    const int barn = names(rules).barn;
    int n = 1;  // one more than the player's barns already built
    for (const Figure& f : state.figures) n += f.kind == barn && f.owner == state.acting_player;
    return std::make_pair(
        std::string("DEPLOY_MEEPLE"),
        nlohmann::ordered_json{
            {"pointer", jcz::write_feature_pointer(rules, state, a.pos, corner_field(rules, state, a.pos, 3))},
            {"meepleId", std::to_string(state.acting_player) + ".barn." + std::to_string(n)}});
}

// "place_barn": the turn's action, the acting player's barn at the north-west corner of pos.
class PlaceBarn final : public SquareActionDef {
public:
    constexpr PlaceBarn()
        : SquareActionDef("placing a barn needs the square whose north-west corner it stands on") {}
    std::string_view id() const override { return "place_barn"; }

    void apply(const Ruleset& rules, GameState& state, const Action& a,
               Events* events) const override {
        const int tile = state.board.tile_index(a.pos);
        const int local = corner_field(rules, state, a.pos, 3);
        add_figure(rules, state, state.acting_player, names(rules).barn, FigureWhere::OnCorner,
                   tile, local, -1);
        if (events)
            events->push_back(ModuleEvent{
                Message(
                    "{player} builds a barn at the north-west corner of {pos}",
                    {{"player", arg::Player{state.acting_player}}, {"pos", arg::Square{a.pos}}}),
                {a.pos}});
        score_farmers_at_a_barn(rules, state,
                                state.features.find(state.board.tile(tile).first_node + local),
                                kBarnBuilt, events);
    }

    Message why_illegal(const Ruleset& rules, const GameState& state,
                        const Action& a) const override {
        const AbbeyMayorSettings& n = names(rules);
        if (n.barn < 0) return Message("this game is played without barns");
        if (state.phase != Phase::PlaceFigure || state.placed_tile < 0)
            return Message("a barn is placed instead of a follower, right after placing a tile");
        if (state.players[static_cast<size_t>(state.acting_player)]
                .supply[static_cast<size_t>(n.barn)] <= 0)
            return Message("{player} has no barn left",
                           {{"player", arg::Player{state.acting_player}}});
        const Pos placed = state.board.tile(state.placed_tile).pos;
        const int dx = a.pos.x - placed.x, dy = a.pos.y - placed.y;
        if (dx < 0 || dx > 1 || dy < 0 || dy > 1)
            return Message(
                "a barn goes on a corner of the tile just placed; the north-west corner of {pos} "
                "is not one",
                {{"pos", arg::Square{a.pos}}});
        if (!four_field_corner(rules, state, a.pos))
            return Message(
                "a barn needs four tiles meeting with fields only; the north-west corner of {pos} "
                "is not such a corner",
                {{"pos", arg::Square{a.pos}}});
        if (field_has_barn(rules, state, corner_root(rules, state, a.pos)))
            return Message("this field has a barn already");
        return Message("the barn cannot go there now");
    }

    Message describe(const Ruleset&, const GameState&, const Action& a) const override {
        return Message("place the barn at the north-west corner of {pos}",
                       {{"pos", arg::Square{a.pos}}});
    }
};

const PlaceBarn kPlaceBarn;

class AbbeyMayorModule final : public ModuleWithState<AbbeyMayorState, AbbeyMayorSettings> {
public:
    std::string_view id() const override { return "abbey-mayor"; }

    const JczCodec* jcz() const override { return &kJcz; }

    std::vector<const ActionDef*> action_defs() const override {
        return {&kPlaceAbbey, &kPlaceBarn};
    }

    void configure(Ruleset& rules) const override {
        if (rules.figure("wagon") >= 0) rules.turn.insert_after(steps::scoring, &kWagonMoves, after_scoring::scored_figures);
    }

    // A wagon on a feature scored during the game may move once the scoring is over: remember
    // where it stood before the core sends it home.
    void after_feature_scored(const Ruleset& rules, GameState& state, const ScoreEvent& e,
                              Events*) const override {
        const int wagon = settings(rules).wagon;
        // Only the turn's scoring step is followed by the wagon step (the Count's scorings at the
        // end of the game are not).
        if (wagon < 0 || e.final_scoring || !e.complete ||
            rules.turn.step(state.step).id() != steps::scoring)
            return;
        const int tile = state.board.tile_index(e.feature.pos);
        if (tile < 0) return;
        const int root = state.features.find(state.board.tile(tile).first_node + e.feature.local);
        AbbeyMayorState& s = my(rules, state);
        for (const Figure& f : state.figures)
            if (f.kind == wagon && f.owner >= 0 && f.on_feature() &&
                state.features.find(f.node) == root) {
                s.wagon_scored_root[static_cast<size_t>(f.owner)] = static_cast<int16_t>(root);
                s.wagon_scored_tile[static_cast<size_t>(f.owner)] = f.tile;
            }
    }

    void add_step_actions(const Ruleset& rules, const GameState& state, std::string_view step,
                          ActionList& out) const override {
        if (step == steps::action) add_barn_placements(rules, state, out);
        if (step != steps::place_tile || settings(rules).abbey_tile < 0) return;
        if (my(rules, state).abbeys_left[static_cast<size_t>(state.current_player)] <= 0) return;
        for (const FrontierCell& c : state.board.frontier())
            if (is_hole(c.constraint) && !forbidden_by_other_rules(rules, state, c.pos))
                out.push_back(kPlaceAbbey.make(c.pos));
    }

    // A deploy the wagon step does not list: the wagon's rule says why.
    std::optional<Message> explain_refusal(const Ruleset& rules, const GameState& state,
                                           const Action& a) const override {
        if (state.phase != Phase::ModuleStep ||
            rules.turn.step(state.step).id() != kWagonMoves.id())
            return std::nullopt;
        if (is_deploy(a) && a.figure == settings(rules).wagon) {
            // Another module's rule about the feature (the shrines' house rule) is the reason, when it is one.
            if (auto why = module_forbids_action(rules, state, a)) return why;
            return wagon_move_rule();
        }
        if (is_deploy(a)) return Message("only the wagon moves now");
        return std::nullopt;
    }

    // Farmers may not go into a field with a barn (issue 13; the barn's field is the barn's).
    // Asked once while the ruleset is built, before the settings exist, and then in hot loops.
    bool restricts_deploy(const Ruleset& rules) const override {
        return rules.settings_of(*this) ? settings(rules).barn >= 0 : rules.figure("barn") >= 0;
    }
    std::optional<Message> deploy_forbidden(const Ruleset& rules, const GameState& state,
                                            int figure, int, int root) const override {
        if (!rules.figures[static_cast<size_t>(figure)].follower) return std::nullopt;
        if (state.features.node(root).kind != FeatureKind::Field ||
            !field_has_barn(rules, state, root))
            return std::nullopt;
        return Message("farmers may not go into a field with a barn");
    }

    // Fields the new tile joined: farmers now sharing a field with a barn score 1 per city and go
    // home (003 "Barn & Farmers - Fields connection").
    void on_tile_placed(const Ruleset& rules, GameState& state, int tile,
                        Events* events) const override {
        if (settings(rules).barn < 0) return;
        const PlacedTile& t = state.board.tile(tile);
        const TileType& type = rules.tiles[t.type];
        for (size_t l = 0; l < type.features.size(); ++l) {
            if (type.features[l].kind != FeatureKind::Field) continue;
            const int root = state.features.find(t.first_node + static_cast<int>(l));
            if (state.features.node(root).followers > 0 && field_has_barn(rules, state, root))
                score_farmers_at_a_barn(rules, state, root, kFieldsJoined, events);
        }
    }

    // The barn's field scorings replace the farmers' 3 per city: 1 when fields join, 4 for the
    // barn's owner at the end.
    void score(const Ruleset& rules, const GameState& state, FeatureScoring& s) const override {
        if (s.kind != FeatureKind::Field || settings(rules).barn < 0) return;
        const int8_t how = my(rules, state).barn_scoring;
        if (how == kNoBarnScoring || how == kBarnBuilt) return;
        const int cities = completed_cities_bordering(rules, state, s.root);
        s.event.terms = {{kBarnCity, cities, how == kFieldsJoined ? 1 : 4}};
        if (how == kFieldsJoined) {
            s.event.title = Message("Field joined to a barn");
            return;
        }
        s.event.title = Message("Barn");
        s.event.awards.clear();
        for (const Figure& f : state.figures)
            if (f.kind == settings(rules).barn && f.where == FigureWhere::OnCorner &&
                state.features.find(f.node) == s.root)
                s.event.awards.push_back({f.owner, 0, {}});
    }

    // Each barn's field at the end: 4 per completed city to the barns' owners.
    void final_scoring(const Ruleset& rules, GameState& state, Events* events) const override {
        const int barn = settings(rules).barn;
        if (barn < 0) return;
        std::vector<int> done;
        for (size_t i = 0; i < state.figures.size(); ++i) {
            const Figure& f = state.figures[i];
            if (f.kind != barn || f.where != FigureWhere::OnCorner) continue;
            const int root = state.features.find(f.node);
            if (std::find(done.begin(), done.end(), root) != done.end()) continue;
            done.push_back(root);
            my(rules, state).barn_scoring = kBarnAtTheEnd;
            score_feature(rules, state, root, false, true, events);
            my(rules, state).barn_scoring = kNoBarnScoring;
        }
    }

    std::optional<int> figure_strength(const Ruleset& rules, const GameState& state,
                                       const Figure& f, int root) const override {
        const AbbeyMayorSettings& n = settings(rules);
        if (f.kind != n.mayor) return std::nullopt;
        return n.pennants < 0 ? 0 : state.features.attribute(root, n.pennants);
    }

    void check_invariants(const Ruleset& rules, const GameState& state,
                          std::vector<std::string>& problems) const override {
        const AbbeyMayorSettings& n = settings(rules);
        const AbbeyMayorState& s = my(rules, state);
        int placed = 0;
        for (const PlacedTile& t : state.board.tiles()) {
            if (!rules.tiles[t.type].has(n.abbey_tag)) continue;
            ++placed;
            for (int side = 0; side < kSides; ++side)
                if (!state.board.occupied(neighbour(t.pos, static_cast<Side>(side))))
                    problems.push_back("an abbey stands where it had no tile on every side");
        }
        int left = 0, given = 0;
        for (int p = 0; p < rules.player_count(); ++p) {
            left += s.abbeys_left[static_cast<size_t>(p)];
            given += n.abbey_tile >= 0 ? 1 : 0;
            if (s.abbeys_left[static_cast<size_t>(p)] < 0)
                problems.push_back("a player placed more abbeys than they had");
        }
        if (placed + left != given)
            problems.push_back("abbeys on the board and in the supplies do not add up");
        for (const Figure& f : state.figures)
            if (f.kind == n.mayor && f.on_feature() &&
                state.features.node(f.node).kind != FeatureKind::City)
                problems.push_back("a mayor stands outside a city");
        // Between the scoring and the wagon step other steps may wait (the Count's); by the next
        // tile every wagon has moved or stayed home.
        const bool turn_over = state.phase == Phase::PlaceTile || state.phase == Phase::GameOver;
        for (int p = 0; p < rules.player_count(); ++p) {
            if (s.wagon_scored_root[static_cast<size_t>(p)] < 0) continue;
            if (turn_over) problems.push_back("a wagon still waits to move after its turn");
            if (state.players[static_cast<size_t>(p)].supply[static_cast<size_t>(n.wagon)] <= 0)
                problems.push_back("a wagon waits to move but is not in its owner's supply");
        }
        // 000 note 8: "El carromato no puede colocarse en campos" (a prisoner in a tower's prison
        // or a wagon on a tower is the Tower's business).
        for (const Figure& f : state.figures)
            if (n.wagon >= 0 && f.kind == n.wagon && f.on_feature() &&
                state.features.node(f.node).kind == FeatureKind::Field)
                problems.push_back("a wagon stands in a field");
        for (const Figure& f : state.figures) {
            if (n.barn < 0 || f.kind != n.barn) continue;
            const Pos p = f.tile >= 0 ? state.board.tile(f.tile).pos : Pos{};
            if (f.where != FigureWhere::OnCorner || !four_field_corner(rules, state, p))
                problems.push_back("a barn stands elsewhere than where four field corners meet");
            else if (state.features.node(state.features.find(f.node)).followers > 0)
                problems.push_back("farmers share a field with a barn");
        }
    }

    const AbbeyMayorSettings& names_of(const Ruleset& rules) const { return settings(rules); }

    // The corners of the tile just placed where the acting player may build their barn.
    void add_barn_placements(const Ruleset& rules, const GameState& state, ActionList& out) const {
        const int barn = settings(rules).barn;
        if (barn < 0 || state.placed_tile < 0) return;
        if (state.players[static_cast<size_t>(state.acting_player)]
                .supply[static_cast<size_t>(barn)] <= 0)
            return;
        const Pos p = state.board.tile(state.placed_tile).pos;
        for (const Pos q : {p, Pos{p.x + 1, p.y}, Pos{p.x, p.y + 1}, Pos{p.x + 1, p.y + 1}})
            if (four_field_corner(rules, state, q) &&
                !field_has_barn(rules, state, corner_root(rules, state, q)))
                out.push_back(kPlaceBarn.make(q));
    }
    AbbeyMayorState& state_of(const Ruleset& rules, GameState& state) const {
        return my(rules, state);
    }
    const AbbeyMayorState& state_of(const Ruleset& rules, const GameState& state) const {
        return my(rules, state);
    }

protected:
    AbbeyMayorState initial_state(const Ruleset& rules) const override {
        AbbeyMayorState s{};
        s.wagon_scored_root.fill(-1);
        s.wagon_scored_tile.fill(-1);
        if (rules.option_on("abbey-mayor.abbeys"))
            for (int p = 0; p < rules.player_count(); ++p)
                s.abbeys_left[static_cast<size_t>(p)] = 1;
        return s;
    }
};

const AbbeyMayorModule& the_module() {
    static const AbbeyMayorModule module;
    return module;
}

const AbbeyMayorSettings& names(const Ruleset& rules) { return the_module().names_of(rules); }
AbbeyMayorState& abbey_state(const Ruleset& rules, GameState& state) {
    return the_module().state_of(rules, state);
}
const AbbeyMayorState& abbey_state(const Ruleset& rules, const GameState& state) {
    return the_module().state_of(rules, state);
}

}  // namespace

const Module& abbey_mayor_module() { return the_module(); }

namespace {

bool in_play(const Ruleset& rules) {
    const auto& modules = rules.modules;
    return std::find(modules.begin(), modules.end(), &the_module()) != modules.end();
}

}  // namespace

int abbeys_left(const Ruleset& rules, const GameState& state, int player) {
    if (!in_play(rules) || player < 0 || player >= rules.player_count()) return 0;
    return abbey_state(rules, state).abbeys_left[static_cast<size_t>(player)];
}

std::optional<TileTypeId> abbey_tile(const Ruleset& rules) {
    if (!in_play(rules) || names(rules).abbey_tile < 0) return std::nullopt;
    return static_cast<TileTypeId>(names(rules).abbey_tile);
}

int barn_figure(const Ruleset& rules) { return in_play(rules) ? names(rules).barn : -1; }

std::optional<BarnCorner> barn_corner(const Ruleset& rules, const GameState& state, Pos corner_of,
                                      Pos tile) {
    if (!in_play(rules)) return std::nullopt;
    // The corner point is the north-west corner of `corner_of`: the south-east corner of the tile
    // north-west of it, the south-west one of the tile north of it, and so on.
    const int dx = corner_of.x - tile.x, dy = corner_of.y - tile.y;
    int corner = -1;
    if (dx == 0 && dy == 0) corner = 3;
    if (dx == 1 && dy == 0) corner = 0;
    if (dx == 1 && dy == 1) corner = 1;
    if (dx == 0 && dy == 1) corner = 2;
    if (corner < 0) return std::nullopt;
    const int field = corner_field(rules, state, tile, corner);
    if (field < 0) return std::nullopt;
    return BarnCorner{corner, field};
}

std::optional<Pos> wagon_moves_from(const Ruleset& rules, const GameState& state, int player) {
    if (!in_play(rules) || player < 0 || player >= rules.player_count()) return std::nullopt;
    const AbbeyMayorState& s = abbey_state(rules, state);
    const size_t p = static_cast<size_t>(player);
    if (s.wagon_scored_root[p] < 0 || s.wagon_scored_tile[p] < 0) return std::nullopt;
    return state.board.tile(s.wagon_scored_tile[p]).pos;
}

}  // namespace carc
