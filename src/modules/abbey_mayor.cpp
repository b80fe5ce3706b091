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
// barn stands where four field corners meet (FigureWhere::OnCorner). Farmers score when it comes
// or when a tile joins their field to it, in the turn's scoring step after the completed features
// (003 step 3B, JCloisterZone's order too): the step `barn_fields` hands those fields to the
// scoring step, so that they are scorings of phase 3 like any other (the City of Carcassonne's
// market meeples may join them first, and a scoring that paid only an opponent lets the player
// into the City: 004:92, 238-258). The barn itself scores at the end, 4 per completed city: no
// pig or pig herd adds to it (those fatten farmers, 003).
#include "modules/abbey_mayor.hpp"

#include <algorithm>

#include "abbey_mayor_parts.hpp"
#include "modules.hpp"

namespace carc {

namespace {
namespace abbey_mayor_rules {

// A wagon the turn's scoring sent home, whose owner may still move it: the set (root) it was
// scored off and the tile it stood on.
struct ScoredWagon {
    int16_t root;  // -1: an empty slot
    int16_t tile;
    int8_t owner;
    int8_t spare;
};
// More than a turn's scoring can send home in any real game (a player has one wagon; house rules
// may give more): should more wait, the last ones simply stay in their owners' supplies.
constexpr size_t kScoredWagons = 24;

struct AbbeyMayorState {
    // The wagons waiting for the wagon step, in the order they were scored; each owner moves
    // theirs one at a time, in that order.
    std::array<ScoredWagon, kScoredWagons> scored_wagons;
    std::array<int8_t, 8> abbeys_left;  // per player: abbey tiles still in the supply
    int8_t spare[2];
};

// The first of `player`'s scored wagons still to move, or -1.
int first_scored_wagon(const AbbeyMayorState& s, int player) {
    for (size_t i = 0; i < s.scored_wagons.size() && s.scored_wagons[i].root >= 0; ++i)
        if (s.scored_wagons[i].owner == player) return static_cast<int>(i);
    return -1;
}

void drop_scored_wagon(AbbeyMayorState& s, int index) {
    for (size_t i = static_cast<size_t>(index); i + 1 < s.scored_wagons.size(); ++i) s.scored_wagons[i] = s.scored_wagons[i + 1];
    s.scored_wagons.back() = ScoredWagon{-1, -1, -1, 0};
}

// How far a wagon may move after its feature is scored (option `wagon_move`): to a feature that
// meets the scored one on the wagon's tile or a tile beside it (the rules' "adjoining", our
// default); that meets it anywhere along it (JCloisterZone's "C1"); or to any feature on the
// wagon's tile or the eight around it, connected or not (JCloisterZone's "C2").
enum class WagonReach : uint8_t { Adjoining, Connected, Nearby };

WagonReach parse_wagon_reach(const std::string& value) {
    if (value == "connected") return WagonReach::Connected;
    if (value == "nearby") return WagonReach::Nearby;
    return WagonReach::Adjoining;
}

struct AbbeyMayorSettings {
    int abbey_tile;  // the abbey's tile type, or -1 without abbeys
    int abbey_tag;
    int mayor;     // figure index, or -1
    int wagon;     // figure index, or -1
    int barn;      // figure index, or -1
    int pennants;  // attribute slot, or -1
    int wagon_link;  // attribute slot: the tile's drawn links for the wagon (meet_on_tile)
    WagonReach wagon_reach;
    explicit AbbeyMayorSettings(const Ruleset& r)
        : abbey_tile(-1),
          abbey_tag(r.tag("abbey")),
          mayor(r.figure("mayor")),
          wagon(r.figure("wagon")),
          barn(r.figure("barn")),
          pennants(r.attribute("pennants")),
          wagon_link(r.attribute("wagon_link")),
          wagon_reach(parse_wagon_reach(r.option("abbey-mayor.wagon_move"))) {
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

// Whether another module hands this part of the turn its tile instead of the pile (a bazaar's):
// then there is no draw for the abbey to replace.
bool tile_handed_by_a_module(const Ruleset& rules, const GameState& state) {
    for (const Module* m : rules.modules)
        if (m->hands_the_tile(rules, state)) return true;
    return false;
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
        if (tile_handed_by_a_module(rules, state))
            return Message("the abbey takes the place of drawing a tile, and this turn's tile was not drawn");
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

// --- The wagon ---------------------------------------------------------------------------
// 000 note 10: "The wagon can be moved to an adjoining unoccupied uncompleted feature after
// scoring, if available, or returned to the player's supply"; issue 13: connected to the scored
// feature, on the wagon's tile or an adjacent one. Our tile data says which sides a feature
// touches, not where roads run into cities, so "connected" is derived from the shape of a tile
// (docs/rules-coverage.md, decision). Road ends are separate features because something stops
// them: three or more meet at a junction, unless a monastery (or the like) or a tower stands in
// the middle, where they end instead; a monastery meets every road end leading to it; the one or
// two road ends of a tile with one city and no monastery run into that city (a road into a city
// gate). Seven tiles whose pictures decide otherwise, or what the shape cannot, carry their links
// as data (attribute `wagon_link`, as JCloisterZone draws them).
bool is_road_end(const FeatureType& f) {
    return f.kind == FeatureKind::Road && __builtin_popcount(f.sides) == 1;
}

bool meet_on_tile(const TileType& type, int a, int b, int link_slot) {
    const FeatureType& fa = type.features[static_cast<size_t>(a)];
    const FeatureType& fb = type.features[static_cast<size_t>(b)];
    // A tile whose picture says what its shape cannot (two cities, which of two roads runs into the
    // city) carries its links as attribute `wagon_link`: two features meet when they share it.
    if (link_slot >= 0) {
        const auto link = [&](const FeatureType& f) { return f.attributes[static_cast<size_t>(link_slot)]; };
        bool drawn = false;
        for (const FeatureType& f : type.features) drawn |= link(f) > 0;
        if (drawn) return link(fa) > 0 && link(fa) == link(fb);
    }
    int road_ends = 0, cities = 0, monasteries = 0, stops = 0;
    for (const FeatureType& f : type.features) {
        road_ends += is_road_end(f) ? 1 : 0;
        cities += f.kind == FeatureKind::City ? 1 : 0;
        monasteries += is_cloister_like(f.kind) ? 1 : 0;
        // What stands in the tile's middle and ends its roads: a monastery or the like, or a
        // centre kind an expansion declares (the tower's foundation).
        stops += is_cloister_like(f.kind) || (static_cast<int>(f.kind) >= kBuiltinFeatureKinds && f.sides == 0) ? 1 : 0;
    }
    if (is_road_end(fa) && is_road_end(fb)) return road_ends >= 3 && stops == 0;
    if (is_road_end(fa) || is_road_end(fb)) {
        const FeatureType& other = is_road_end(fa) ? fb : fa;
        if (is_cloister_like(other.kind)) return true;
        if (other.kind == FeatureKind::City) return (road_ends == 1 || road_ends == 2) && cities == 1 && monasteries == 0;
    }
    return false;
}

// The wagon's move is an ordinary deploy of the wagon from its owner's supply (it went home with
// the scoring), listed only by the wagon step: saves and JCloisterZone (DEPLOY_MEEPLE) read it as
// one.
Message wagon_move_rule(const Ruleset& rules) {
    switch (names(rules).wagon_reach) {
    case WagonReach::Connected:
        return Message(
            "a wagon moves only right after its feature was scored, to an unoccupied, unfinished road, city or "
            "monastery that meets that feature on one of its tiles");
    case WagonReach::Nearby:
        return Message(
            "a wagon moves only right after its feature was scored, to an unoccupied, unfinished road, city or "
            "monastery on the wagon's tile or one of the eight tiles around it");
    case WagonReach::Adjoining: break;
    }
    return Message(
        "a wagon moves only right after its feature was scored, to an unoccupied, unfinished road, city or "
        "monastery that meets that feature on the wagon's tile or a tile beside it");
}

// Whether a wagon scored off the set `scored_root` may go onto the feature `local` of placed tile
// `t`: a road, city or monastery, unoccupied (or a module admits it beside the followers there:
// the labyrinth's free stretch), unfinished, and no module forbids it.
bool wagon_may_go(const Ruleset& rules, const GameState& state, int scored_root, int t, int local) {
    const int wagon = names(rules).wagon;
    const FigureDef& def = rules.figures[static_cast<size_t>(wagon)];
    const FeatureKind kind = kind_at(state, t, local);
    if (std::find(def.places.begin(), def.places.end(), kind) == def.places.end()) return false;
    const int target = state.features.find(node_at(state, t, local));
    if (target == scored_root) return false;
    if (state.features.node(target).followers > 0 && !module_admits_beside_followers(rules, state, wagon, t, local, Arrival::Moved))
        return false;
    if (feature_complete(rules, state, target)) return false;
    return !module_forbids(rules, state, wagon, t, target);
}

// The moves open to a wagon scored off the set `root` while on placed tile `from` (option
// `wagon_move`, WagonReach).
void wagon_moves(const Ruleset& rules, const GameState& state, int root, int from, ActionList& out) {
    const int wagon = names(rules).wagon;
    const Pos centre = state.board.tile(from).pos;
    const WagonReach reach = names(rules).wagon_reach;
    // Nearby: every feature of the 3x3 square around the wagon's tile, connected or not.
    if (reach == WagonReach::Nearby) {
        for (int dy = -1; dy <= 1; ++dy)
            for (int dx = -1; dx <= 1; ++dx) {
                const Pos p{centre.x + dx, centre.y + dy};
                const int t = state.board.tile_index(p);
                if (t < 0 || tile_closed_to_figures(rules, state, t)) continue;
                const int count = feature_count_at(rules, state, t);
                for (int l = 0; l < count; ++l)
                    if (wagon_may_go(rules, state, root, t, l)) out.push_back(deploy_action(wagon, p, l));
            }
        return;
    }
    // Adjoining and Connected: the features that meet a part of the scored feature on its tile.
    std::vector<int> parts;  // nodes of the scored feature: by tile, then by local feature
    state.features.for_each_member(root, [&](int n) { parts.push_back(n); });
    std::sort(parts.begin(), parts.end());
    const auto from_part = [&](int n) {
        const FeatureNode& part = state.features.node(n);
        if (tile_closed_to_figures(rules, state, part.tile)) return;
        const PlacedTile& pt = state.board.tile(part.tile);
        const TileType& type = rules.tiles[pt.type];
        // How the tile's picture links its own features; a feature added to it later (a bridge)
        // passes over the others and meets none of them.
        const int count = static_cast<int>(type.features.size());
        for (int l = 0; part.local < count && l < count; ++l)
            if (l != part.local && meet_on_tile(type, part.local, l, names(rules).wagon_link) && wagon_may_go(rules, state, root, part.tile, l))
                out.push_back(deploy_action(wagon, pt.pos, l));
        // A road or city that ends at an abbey's edge runs into the abbey, as a road into a
        // monastery (JCloisterZone links them too).
        for (int side = 0; side < kSides; ++side) {
            if (side_feature_at(rules, state, part.tile, static_cast<Side>(side)) != part.local) continue;
            const Pos q = neighbour(pt.pos, static_cast<Side>(side));
            const int at = state.board.tile_index(q);
            if (at < 0) continue;
            const TileType& other = rules.tiles[state.board.tile(at).type];
            if (!other.ends_features || other.cloister < 0 || tile_closed_to_figures(rules, state, at)) continue;
            if (wagon_may_go(rules, state, root, at, other.cloister)) out.push_back(deploy_action(wagon, q, other.cloister));
        }
    };
    if (reach == WagonReach::Connected) {
        for (int n : parts) from_part(n);
        return;
    }
    // Adjoining: the parts on the wagon's tile, then on the tiles to its north, east, south, west.
    for (const Pos& p : {centre, neighbour(centre, Side::N), neighbour(centre, Side::E), neighbour(centre, Side::S),
                         neighbour(centre, Side::W)}) {
        const int t = state.board.tile_index(p);
        if (t < 0) continue;
        for (int n : parts)
            if (state.features.node(n).tile == t) from_part(n);
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
        const int i = first_scored_wagon(s, state.acting_player);
        if (i >= 0) {
            const ScoredWagon& w = s.scored_wagons[static_cast<size_t>(i)];
            wagon_moves(rules, state, w.root, w.tile, out);
        }
        out.push_back(pass_action());
    }
    StepStatus apply(const Ruleset& rules, GameState& state, const Action& a,
                     Events* events) const override {
        a.def->apply(rules, state, a, events);
        if (is_deploy(a) && events) {
            const FeatureKind kind = kind_at(state, state.board.tile_index(a.pos), a.feature);
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
        AbbeyMayorState& s = abbey_state(rules, state);
        if (const int i = first_scored_wagon(s, state.acting_player); i >= 0) drop_scored_wagon(s, i);
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
            for (int i = first_scored_wagon(s, p); i >= 0; i = first_scored_wagon(s, p)) {
                const ScoredWagon w = s.scored_wagons[static_cast<size_t>(i)];
                ActionList moves;
                wagon_moves(rules, state, w.root, w.tile, moves);
                if (!moves.empty()) return StepStatus::await(p);
                drop_scored_wagon(s, i);
                if (events)
                    events->push_back(ModuleEvent{
                        Message("{player}'s wagon has nowhere to move and stays in the supply",
                                {{"player", arg::Player{p}}}),
                        {}});
            }
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
    const int t = state.board.tile_index(p);
    if (t < 0) return -1;
    const int a = half_feature_at(rules, state, t, kCornerHalves[static_cast<size_t>(corner)][0]);
    const int b = half_feature_at(rules, state, t, kCornerHalves[static_cast<size_t>(corner)][1]);
    if (a < 0 || a != b || kind_at(state, t, a) != FeatureKind::Field) return -1;
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
    return state.features.find(node_at(state, state.board.tile_index(p), corner_field(rules, state, p, 3)));
}

bool field_has_barn(const Ruleset& rules, const GameState& state, int root) {
    const int barn = names(rules).barn;
    for (const Figure& f : state.figures)
        if (f.kind == barn && f.where == FigureWhere::OnCorner &&
            state.features.find(f.node) == root)
            return true;
    return false;
}

// The end-of-game score of the barns in field `root`: 4 per completed city to each barn's owner,
// once however many of their barns the field holds (fields may join after barns were built; with
// more than one barn each, a house rule, two of one player's can share a field): a field has a
// player's barn or it has none, as it has their pig or none (JCloisterZone's reading too).
void score_barn(const Ruleset& rules, GameState& state, int root, Events* events) {
    ScoreEvent e;
    e.title = Message("Barn");
    e.kind = FeatureKind::Field;
    e.category = ScoreCategory::Field;
    e.final_scoring = true;
    int first = root;
    std::vector<int> tiles;
    state.features.for_each_member(root, [&](int n) {
        first = std::min(first, n);
        tiles.push_back(state.features.node(n).tile);
    });
    e.feature = state.ref(first);
    e.terms = {{kBarnCity, completed_cities_bordering(rules, state, root), 4}};
    // What changes or adds to a field's price changes the barn's too: a castle is worth a point
    // more, a besieged city twice, a little building on its tiles a point (JCloisterZone's barn
    // points; the seeds are silent). Nothing fattens the barn itself: the pig and the herd reward
    // farmers, and no farmer is among this event's awards.
    std::sort(tiles.begin(), tiles.end());
    tiles.erase(std::unique(tiles.begin(), tiles.end()), tiles.end());
    FeatureScoring priced{root, FeatureKind::Field, false, true, static_cast<int>(tiles.size()), e, true};
    run_score_hooks(rules, state, priced);
    const int points = e.base_points();
    if (events)
        for (int t : tiles) e.tiles.push_back(state.board.tile(t).pos);
    for (const Figure& f : state.figures) {
        if (f.kind != names(rules).barn || f.where != FigureWhere::OnCorner || state.features.find(f.node) != root)
            continue;
        if (std::any_of(e.awards.begin(), e.awards.end(), [&](const Award& a) { return a.player == f.owner; }))
            continue;
        e.awards.push_back({f.owner, points, {}});
        add_points(state, f.owner, points, e.category);
    }
    if (events) events->push_back(std::move(e));
}

// Whether the field `root` holds the barn built in this part of the turn. A barn is built at a
// corner of the tile just placed, where four tiles already lie: no later tile can touch that
// corner, so a barn at a corner of the placed tile was built in this part.
bool barn_built_this_part(const Ruleset& rules, const GameState& state, int root) {
    if (state.placed_tile < 0) return false;
    const Pos p = state.board.tile(state.placed_tile).pos;
    const int barn = names(rules).barn;
    for (const Figure& f : state.figures) {
        if (f.kind != barn || f.where != FigureWhere::OnCorner || state.features.find(f.node) != root)
            continue;
        const Pos q = state.board.tile(f.tile).pos;
        if (q.x - p.x >= 0 && q.x - p.x <= 1 && q.y - p.y >= 0 && q.y - p.y <= 1) return true;
    }
    return false;
}

// Whether farmers may come into the barn's field `root` now: only right before it scores, from
// the City of Carcassonne's market (004:244-258) — in this part's scoring step, which scores the
// fields the step `barn_fields` listed with the completed features, or at the end of the game.
bool barn_field_open_to_farmers(const Ruleset& rules, const GameState& state, int root) {
    if (state.step >= rules.turn.end_index()) return true;
    return std::find(state.completed.begin(), state.completed.end(), root) != state.completed.end();
}

// The fields this part's scoring step scores besides the completed features (003 step 3B, in
// JCloisterZone's order): the field of the barn just built (its farmers score 3 per completed
// city), then each field of the tile just placed that joins farmers to a barn (1 per city). They
// go into GameState::completed after the completed features, so that the City's market meeples
// may join them before they score and their scorings count for the City's placement like any
// other of phase 3.
class BarnFieldsStep final : public TurnStep {
public:
    std::string_view id() const override { return "barn_fields"; }
    StepStatus enter(const Ruleset& rules, GameState& state, Events*) const override {
        if (state.placed_tile < 0) return StepStatus::done();
        const auto add = [&](int root) {
            if (std::find(state.completed.begin(), state.completed.end(), root) == state.completed.end())
                state.completed.push_back(static_cast<int16_t>(root));
        };
        std::vector<int> fields;
        const int count = feature_count_at(rules, state, state.placed_tile);
        for (int l = 0; l < count; ++l)
            if (kind_at(state, state.placed_tile, l) == FeatureKind::Field)
                fields.push_back(state.features.find(node_at(state, state.placed_tile, l)));
        // The barn just built stands at a corner of this tile, in one of its fields.
        for (int root : fields)
            if (barn_built_this_part(rules, state, root)) add(root);
        for (int root : fields)
            if (state.features.node(root).followers > 0 && field_has_barn(rules, state, root)) add(root);
        return StepStatus::done();
    }
};

const BarnFieldsStep kBarnFields;

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
        // Its field's farmers score in the scoring step (BarnFieldsStep).
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


    std::vector<const ActionDef*> action_defs() const override {
        return {&kPlaceAbbey, &kPlaceBarn};
    }

    void configure(Ruleset& rules) const override {
        if (rules.figure("wagon") >= 0) rules.turn.insert_after(steps::scoring, &kWagonMoves, after_scoring::scored_figures);
        if (rules.figure("barn") >= 0) rules.turn.insert_after(steps::find_completed, &kBarnFields);
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
        const int root = state.features.find(node_at(state, tile, e.feature.local));
        AbbeyMayorState& s = my(rules, state);
        for (const Figure& f : state.figures) {
            if (f.kind != wagon || f.owner < 0 || !f.on_feature() || state.features.find(f.node) != root) continue;
            for (ScoredWagon& w : s.scored_wagons)
                if (w.root < 0) {
                    w = ScoredWagon{static_cast<int16_t>(root), f.tile, f.owner, 0};
                    break;
                }
        }
    }

    void add_step_actions(const Ruleset& rules, const GameState& state, std::string_view step,
                          ActionList& out) const override {
        if (step == steps::action) add_barn_placements(rules, state, out);
        if (step != steps::place_tile || settings(rules).abbey_tile < 0) return;
        if (my(rules, state).abbeys_left[static_cast<size_t>(state.current_player)] <= 0) return;
        if (tile_handed_by_a_module(rules, state)) return;
        for (const FrontierCell& c : state.board.frontier())
            if (is_hole(c.constraint) && !forbidden_by_other_rules(rules, state, c.pos))
                out.push_back(kPlaceAbbey.make(c.pos));
    }

    // A hole stays open to an abbey while anyone still holds one (the learning aids' dead squares).
    std::optional<Message> fills_square_besides_the_pile(const Ruleset& rules, const GameState& state,
                                                         Pos pos) const override {
        if (settings(rules).abbey_tile < 0 || !is_hole_at(state, pos) || forbidden_by_other_rules(rules, state, pos))
            return std::nullopt;
        for (int8_t left : my(rules, state).abbeys_left)
            if (left > 0) return Message("an abbey a player still holds");
        return std::nullopt;
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
            return wagon_move_rule(rules);
        }
        if (is_deploy(a)) return Message("only the wagon moves now");
        return std::nullopt;
    }

    // Farmers may not go into a field with a barn (issue 13; the barn's field is the barn's),
    // except a market meeple of the City of Carcassonne right before the field scores: in the
    // scoring step of the barn's building or of a tile that joins farmers to it, and at the end
    // (004:244-258). Asked once while the ruleset is built, before the settings exist, and then
    // in hot loops.
    bool restricts_deploy(const Ruleset& rules) const override {
        return rules.settings_of(*this) ? settings(rules).barn >= 0 : rules.figure("barn") >= 0;
    }
    std::optional<Message> deploy_forbidden(const Ruleset& rules, const GameState& state,
                                            int figure, int, int root) const override {
        if (!rules.figures[static_cast<size_t>(figure)].follower) return std::nullopt;
        if (state.features.node(root).kind != FeatureKind::Field ||
            !field_has_barn(rules, state, root) || barn_field_open_to_farmers(rules, state, root))
            return std::nullopt;
        return Message("farmers may not go into a field with a barn");
    }

    // The farmers' scorings at a barn (003 "Barn & Farmers"): in the field of the barn just built
    // they score the base value, 3 per completed city (with the pig and the pig herd, T&B); in a
    // field a tile joined to a barn's, and at the end in a barn's field a market meeple joined,
    // 1 per completed city ("Field joined to a barn").
    void score(const Ruleset& rules, const GameState& state, FeatureScoring& s) const override {
        if (s.kind != FeatureKind::Field || settings(rules).barn < 0 || s.priced_by_caller) return;
        if (!field_has_barn(rules, state, s.root)) return;
        if (!s.final_scoring && barn_built_this_part(rules, state, s.root)) return;
        s.event.title = Message("Field joined to a barn");
        for (ScoreTerm& t : s.event.terms)
            if (t.what.singular == kBarnCity.singular) t.each = 1;
    }

    // Each barn's field at the end: 4 per completed city to the barns' owners. Priced here
    // (score_barn): the modules' hooks only change a city's price (a castle, a besieged city);
    // the pig and the herd fatten farmers, and the barn is no farmer (003 lists them for farmers
    // only; JCloisterZone: "no pig herds" for the barn).
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
            score_barn(rules, state, root, events);
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
        // The kind the mayor went onto: a module may change a feature's kind later (change_kind).
        for (const Figure& f : state.figures) {
            if (f.kind != n.mayor || !f.on_feature()) continue;
            const FeatureNode& node = state.features.node(f.node);
            const TileType& type = rules.tiles[state.board.tile(node.tile).type];
            const FeatureKind laid = node.local < type.features.size() ? type.features[node.local].kind : node.kind;
            if (laid != FeatureKind::City) problems.push_back("a mayor stands outside a city");
        }
        // Between the scoring and the wagon step other steps may wait (the Count's); by the next
        // tile every wagon has moved or stayed home.
        const bool turn_over = state.phase == Phase::PlaceTile || state.phase == Phase::GameOver;
        for (int p = 0; p < rules.player_count(); ++p) {
            int waiting = 0;
            for (const ScoredWagon& w : s.scored_wagons) waiting += w.root >= 0 && w.owner == p ? 1 : 0;
            if (waiting == 0) continue;
            if (turn_over) problems.push_back("a wagon still waits to move after its turn");
            if (state.players[static_cast<size_t>(p)].supply[static_cast<size_t>(n.wagon)] < waiting)
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
            else if (state.features.node(state.features.find(f.node)).followers > 0 &&
                     !farmers_wait_at_a_barn(rules, state, state.features.find(f.node)))
                problems.push_back("farmers share a field with a barn");
        }
    }

    const AbbeyMayorSettings& names_of(const Ruleset& rules) const { return settings(rules); }

    // Farmers share a barn's field only until they score: from the tile (or the barn) that brought
    // them together to this part's scoring step, or at the end, where market meeples joined it.
    static bool farmers_wait_at_a_barn(const Ruleset& rules, const GameState& state, int root) {
        if (state.step >= rules.turn.end_index()) return true;
        if (state.placed_tile < 0 || state.step > rules.turn.index_of(steps::scoring)) return false;
        bool touches = false;
        state.features.for_each_member(root, [&](int n) { touches |= state.features.node(n).tile == state.placed_tile; });
        return touches;
    }

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
        s.scored_wagons.fill(ScoredWagon{-1, -1, -1, 0});
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

}  // namespace abbey_mayor_rules
}  // namespace

const Module& abbey_mayor_module() { return abbey_mayor_rules::the_module(); }

bool holds_an_abbey_that_fits(const Ruleset& rules, const GameState& state, int player) {
    if (abbey_mayor_rules::names(rules).abbey_tile < 0 || player < 0 || abbey_mayor_rules::abbey_state(rules, state).abbeys_left[static_cast<size_t>(player)] <= 0)
        return false;
    for (const FrontierCell& c : state.board.frontier())
        if (abbey_mayor_rules::is_hole(c.constraint) && !abbey_mayor_rules::forbidden_by_other_rules(rules, state, c.pos)) return true;
    return false;
}

bool abbey_offered(const Ruleset& rules, const GameState& state) {
    return !abbey_mayor_rules::tile_handed_by_a_module(rules, state) && holds_an_abbey_that_fits(rules, state, state.current_player);
}

int scored_wagons_waiting(const Ruleset& rules, const GameState& state, int player) {
    int waiting = 0;
    for (const abbey_mayor_rules::ScoredWagon& w : abbey_mayor_rules::abbey_state(rules, state).scored_wagons)
        waiting += w.root >= 0 && w.owner == player ? 1 : 0;
    return waiting;
}

namespace {
namespace abbey_mayor_rules {

bool in_play(const Ruleset& rules) {
    const auto& modules = rules.modules;
    return std::find(modules.begin(), modules.end(), &the_module()) != modules.end();
}

}  // namespace abbey_mayor_rules
}  // namespace

int abbeys_left(const Ruleset& rules, const GameState& state, int player) {
    if (!abbey_mayor_rules::in_play(rules) || player < 0 || player >= rules.player_count()) return 0;
    return abbey_mayor_rules::abbey_state(rules, state).abbeys_left[static_cast<size_t>(player)];
}

std::optional<TileTypeId> abbey_tile(const Ruleset& rules) {
    if (!abbey_mayor_rules::in_play(rules) || abbey_mayor_rules::names(rules).abbey_tile < 0) return std::nullopt;
    return static_cast<TileTypeId>(abbey_mayor_rules::names(rules).abbey_tile);
}

int barn_figure(const Ruleset& rules) { return abbey_mayor_rules::in_play(rules) ? abbey_mayor_rules::names(rules).barn : -1; }

std::optional<BarnCorner> barn_corner(const Ruleset& rules, const GameState& state, Pos corner_of,
                                      Pos tile) {
    if (!abbey_mayor_rules::in_play(rules)) return std::nullopt;
    // The corner point is the north-west corner of `corner_of`: the south-east corner of the tile
    // north-west of it, the south-west one of the tile north of it, and so on.
    const int dx = corner_of.x - tile.x, dy = corner_of.y - tile.y;
    int corner = -1;
    if (dx == 0 && dy == 0) corner = 3;
    if (dx == 1 && dy == 0) corner = 0;
    if (dx == 1 && dy == 1) corner = 1;
    if (dx == 0 && dy == 1) corner = 2;
    if (corner < 0) return std::nullopt;
    const int field = abbey_mayor_rules::corner_field(rules, state, tile, corner);
    if (field < 0) return std::nullopt;
    return BarnCorner{corner, field};
}

std::optional<Pos> wagon_moves_from(const Ruleset& rules, const GameState& state, int player) {
    if (!abbey_mayor_rules::in_play(rules) || player < 0 || player >= rules.player_count()) return std::nullopt;
    const abbey_mayor_rules::AbbeyMayorState& s = abbey_mayor_rules::abbey_state(rules, state);
    const int i = abbey_mayor_rules::first_scored_wagon(s, player);
    if (i < 0) return std::nullopt;
    return state.board.tile(s.scored_wagons[static_cast<size_t>(i)].tile).pos;
}

}  // namespace carc
