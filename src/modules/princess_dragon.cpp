// The Princess & the Dragon (seed 001 Exp. 3, 003 fairy scoring, 000 figures; the rules digest,
// section A).
//
// Volcano: placing one puts the dragon on it (or moves it there); nothing may be deployed on the
// volcano tile that turn. Dragon tiles drawn before any volcano is out are set aside and go back
// into the pile with the first volcano.
// Dragon: when a dragon tile is placed, the dragon flies up to 6 steps to orthogonally adjacent
// tiles, the active player choosing the first step and then each player in turn; it never enters a
// tile it visited in this flight (its take-off tile included) or the fairy's tile, and the flight
// ends early when no step is left. Every follower, builder and pig on a tile it enters goes home,
// and so does a builder or pig whose owner's last follower left its feature. By default the dragon
// flies before the tile's features are scored (option: after). Nothing may ever be deployed on the
// dragon's tile.
// Fairy: moving it next to one of your followers is the turn's action; the dragon may not enter its
// tile; the follower's owner scores 1 at the start of each of their turns (not in a builder's
// second part) and 3 whenever that follower's feature is scored, as a score of its own, even when
// the feature gives the owner nothing. The first edition's fairy stands on a tile instead and pays
// every follower of a player there (option).
// Elements (JCloisterZone's): the expansion's tiles, the dragon and the fairy switch on and off
// apart (options tiles, dragon, fairy_figure). Without the dragon a volcano is an ordinary tile and
// dragon tiles are played at once; the fairy needs no tile of the expansion.
// Magic portal: instead of the new tile, a follower (normal, large, abbot) may go to any
// unoccupied, incomplete feature on any tile, never the dragon's; builders and pigs may not. An
// occupied one too when another module admits the follower beside those there (the labyrinth's
// free stretch of road, JCZ's AbstractActionPhase asks it for the portal as for the new tile).
// Princess: when her city part joins a city with knights, the player may send one knight (of any
// player) home instead of deploying or moving the fairy (option: must); a builder left without a
// follower there goes home too.
#include <algorithm>
#include <array>

#include "modules/princess_dragon.hpp"
#include "modules.hpp"

namespace carc {

namespace {
namespace princess_dragon_rules {

constexpr Noun kFairyFollower{"follower next to the fairy", "followers next to the fairy"};
constexpr int kFlightSteps = 6;

// What the module remembers between actions: the flight under way, and which follower the fairy
// stands next to (a serial of Figure; 0 when it stands next to nobody).
struct PrincessDragonState {
    int16_t visited[kFlightSteps + 1] = {};  // tiles of this flight, its take-off tile first
    int16_t dragon_tile = -1;  // where the dragon and the fairy stand (also figures of the
    int16_t fairy_tile = -1;   // state: kept here for the many questions of every turn)
    uint16_t fairy_follower = 0;
    uint8_t visited_count = 0;
    uint8_t moves_left = 0;  // 0 when no flight is under way
    int8_t mover = -1;       // who steers the next step
    uint8_t spare[3] = {};
};

// The figure kinds, tile tags and options the module reads, looked up once per game.
struct Names {
    int dragon, fairy, volcano_tag, dragon_tag, portal_tag, no_dragon_tag, princess, fairy_category;
    bool fairy_on_tile, princess_must;
    explicit Names(const Ruleset& r)
        : dragon(r.figure("dragon")),
          fairy(r.figure("fairy")),
          volcano_tag(r.tag("volcano")),
          dragon_tag(r.tag("dragon")),
          portal_tag(r.tag("portal")),
          no_dragon_tag(r.tag("no-dragon")),
          princess(r.attribute("princess")),
          fairy_category(r.category("fairy")),
          fairy_on_tile(r.option("princess-dragon.fairy") == "on-tile"),
          princess_must(r.option("princess-dragon.princess") == "must") {}
};

int figure_with_serial(const GameState& state, uint16_t serial) {
    if (serial == 0) return -1;
    for (size_t i = 0; i < state.figures.size(); ++i)
        if (state.figures[i].serial == serial) return static_cast<int>(i);
    return -1;
}

// The tile a neutral figure stands on, or -1 when it is not on the board.
int neutral_tile(const GameState& state, int figure) {
    const int i = figure < 0 ? -1 : neutral_figure(state, figure);
    return i < 0 ? -1 : state.figures[static_cast<size_t>(i)].tile;
}

// Puts a neutral figure on a tile, taking it out of the box the first time.
void put_neutral(const Ruleset& rules, GameState& state, int figure, int tile) {
    const int i = neutral_figure(state, figure);
    if (i < 0)
        add_figure(rules, state, -1, figure, FigureWhere::OnTile, tile, 0, -1);
    else
        state.figures[static_cast<size_t>(i)].tile = static_cast<int16_t>(tile);
}

// "move_dragon": one step of the flight, to the tile at pos.
class MoveDragon final : public SquareActionDef {
public:
    constexpr MoveDragon() : SquareActionDef("a dragon's step needs the square it flies to") {}
    std::string_view id() const override { return "move_dragon"; }
    void apply(const Ruleset& rules, GameState& state, const Action& a, Events* events) const override;
    Message why_illegal(const Ruleset& rules, const GameState& state, const Action& a) const override;
    Message describe(const Ruleset&, const GameState&, const Action& a) const override {
        return Message("move the dragon to {pos}", {{"pos", arg::Square{a.pos}}});
    }
};

// "move_fairy": the turn's action; next to the acting player's follower on feature `feature` of
// the tile at pos (or, with the first edition's fairy, onto the tile at pos).
class MoveFairy final : public ActionDef {
public:
    std::string_view id() const override { return "move_fairy"; }
    void apply(const Ruleset& rules, GameState& state, const Action& a, Events* events) const override;
    Message why_illegal(const Ruleset& rules, const GameState& state, const Action& a) const override;
    Message describe(const Ruleset&, const GameState&, const Action& a) const override {
        if (a.feature < 0) return Message("move the fairy to {pos}", {{"pos", arg::Square{a.pos}}});
        return Message("move the fairy next to your {figure} at {pos}",
                       {{"figure", arg::Figure{a.figure}}, {"pos", arg::Square{a.pos}}});
    }
    ActionRecord record(const Ruleset& rules, const GameState& state, const Action& a) const override {
        if (a.feature < 0) {
            ActionRecord r;
            r.type = std::string(id());
            r.pos = a.pos;
            return r;
        }
        return record_figure_at(id(), rules, state, a);
    }
    Result<Action> resolve(const Ruleset& rules, const GameState& state, const ActionRecord& r) const override {
        if (!r.pos) return error("moving the fairy needs the square it goes to");
        if (r.feature.empty()) return make(*r.pos, -1, -1);
        return resolve_figure_at(*this, rules, state, r, *r.pos);
    }
    Action make(Pos pos, int figure, int feature) const {
        Action a;
        a.def = this;
        a.pos = pos;
        a.figure = static_cast<int8_t>(figure);
        a.feature = static_cast<int16_t>(feature);
        return a;
    }
};

// "remove_knight": the princess sends player's figure on feature `feature` of the tile at pos home.
class RemoveKnight final : public ActionDef {
public:
    std::string_view id() const override { return "remove_knight"; }
    // "If a knight is removed from the city, the player may not deploy or move any other figure" (001).
    bool ends_figure_moves() const override { return true; }
    void apply(const Ruleset& rules, GameState& state, const Action& a, Events* events) const override;
    Message why_illegal(const Ruleset&, const GameState&, const Action&) const override {
        return Message("the princess may only send home a knight of the city her tile joins, instead of the "
                       "turn's figure");
    }
    Message describe(const Ruleset&, const GameState&, const Action& a) const override {
        return Message("send {player}'s {figure} at {pos} home with the princess",
                       {{"player", arg::Player{a.player}}, {"figure", arg::Figure{a.figure}}, {"pos", arg::Square{a.pos}}});
    }
    ActionRecord record(const Ruleset& rules, const GameState& state, const Action& a) const override {
        ActionRecord r = record_figure_at(id(), rules, state, a);
        r.player = a.player;
        return r;
    }
    Result<Action> resolve(const Ruleset& rules, const GameState& state, const ActionRecord& r) const override {
        if (!r.pos || !r.player) return error("the princess's action names the knight's square and owner");
        auto a = resolve_figure_at(*this, rules, state, r, *r.pos);
        if (!a) return a;
        a->player = static_cast<int8_t>(*r.player);
        return a;
    }
};

void end_flight(PrincessDragonState& s) {
    s.visited_count = 0;
    s.moves_left = 0;
    s.mover = -1;
}

const MoveDragon kMoveDragon;
const MoveFairy kMoveFairy;
const RemoveKnight kRemoveKnight;

class PrincessDragonModule;
const PrincessDragonModule& the_module();

class DragonFlight final : public TurnStep {
public:
    std::string_view id() const override { return "dragon_flight"; }
    StepStatus enter(const Ruleset& rules, GameState& state, Events* events) const override;
    void list(const Ruleset& rules, const GameState& state, ActionList& out) const override;
    StepStatus apply(const Ruleset& rules, GameState& state, const Action& a, Events* events) const override;
    Message prompt(const Ruleset& rules, const GameState& state) const override;
};

const DragonFlight kDragonFlight;

class PrincessDragonModule final : public ModuleWithState<PrincessDragonState, Names> {
public:
    std::string_view id() const override { return "princess-dragon"; }

    std::vector<const ActionDef*> action_defs() const override { return {&kMoveDragon, &kMoveFairy, &kRemoveKnight}; }

    void configure(Ruleset& rules) const override {
        if (rules.option("princess-dragon.dragon_moves") == "after-scoring")
            rules.turn.insert_after(steps::scoring, &kDragonFlight, after_scoring::end_of_part);
        else
            rules.turn.insert_before(steps::find_completed, &kDragonFlight);
    }

    // Dragon tiles wait until the dragon is on the board (a game without the dragon, option
    // dragon off, plays them at once: their symbol does nothing).
    bool set_aside_drawn(const Ruleset& rules, const GameState& state, TileTypeId tile) const override {
        const Names& n = settings(rules);
        return n.dragon >= 0 && rules.tiles[tile].has(n.dragon_tag) && my(rules, state).dragon_tile < 0;
    }

    void on_tile_placed(const Ruleset& rules, GameState& state, int tile, Events* events) const override {
        const Names& n = settings(rules);
        const PlacedTile& t = state.board.tile(tile);
        if (!rules.tiles[t.type].has(n.volcano_tag) || n.dragon < 0) return;
        put_dragon(rules, state, tile);
        if (events) emit_event(events, Message("The dragon rises from the volcano at {pos}", {{"pos", arg::Square{t.pos}}}), {t.pos});
        const size_t waiting = state.pile.set_aside.size();
        if (waiting == 0) return;
        state.pile.return_set_aside();
        if (events) emit_event(events,
                   Message(waiting == 1 ? "{count} dragon tile set aside goes back into the pile"
                                        : "{count} dragon tiles set aside go back into the pile",
                           {{"count", static_cast<int>(waiting)}}),
                   {});
    }

    bool closes_tiles(const Ruleset&) const override { return true; }

    std::optional<Message> tile_closed(const Ruleset& rules, const GameState& state, int tile) const override {
        // The dragon lands on the volcano: without the dragon it is a tile like any other.
        const Names& n = settings(rules);
        if (n.dragon >= 0 && tile == state.placed_tile && rules.tiles[state.board.tile(tile).type].has(n.volcano_tag))
            return Message("nothing may be deployed on a volcano tile");
        if (tile == my(rules, state).dragon_tile) return Message("nothing may be deployed on the dragon's tile");
        return std::nullopt;
    }

    void add_step_actions(const Ruleset& rules, const GameState& state, std::string_view step,
                          ActionList& out) const override {
        if (step != steps::action) return;
        visit_turn_actions(rules, state, [&](const Action& a) {
            out.push_back(a);
            return true;
        });
    }

    bool offers_step_actions(const Ruleset& rules, const GameState& state, std::string_view step) const override {
        if (step != steps::action) return false;
        bool any = false;
        visit_turn_actions(rules, state, [&](const Action&) {
            any = true;
            return false;
        });
        return any;
    }

    // With the "must" reading, a princess that finds knights leaves no other choice.
    void adjust_step_actions(const Ruleset& rules, const GameState&, std::string_view step,
                             ActionList& out) const override {
        if (step != steps::action || !settings(rules).princess_must) return;
        if (std::none_of(out.begin(), out.end(), [](const Action& a) { return a.def == &kRemoveKnight; })) return;
        out.erase(std::remove_if(out.begin(), out.end(), [](const Action& a) { return a.def != &kRemoveKnight; }),
                  out.end());
    }

    std::optional<Message> explain_refusal(const Ruleset& rules, const GameState& state, const Action& a) const override {
        if (state.phase != Phase::PlaceFigure) return std::nullopt;
        if (is_deploy(a) && state.board.tile_index(a.pos) != state.placed_tile) return portal_refusal(rules, state, a);
        if (a.def == &kRemoveKnight || !settings(rules).princess_must) return std::nullopt;
        ActionList removals;
        add_princess(rules, state, settings(rules), removals);
        if (removals.empty()) return std::nullopt;
        return Message("the princess must send a knight of her city home this turn (option: the princess must)");
    }

    void on_turn_start(const Ruleset& rules, GameState& state, Events* events) const override {
        const Names& n = settings(rules);
        const int fairy_tile = my(rules, state).fairy_tile;
        if (fairy_tile < 0) return;
        const int points = n.fairy_on_tile ? own_followers_on(rules, state, fairy_tile, state.current_player)
                                                : (fairy_owner(rules, state) == state.current_player ? 1 : 0);
        if (points == 0) return;
        ScoreEvent e = fairy_event(rules, state, fairy_tile);
        e.title = Message("The fairy at the start of {player}'s turn", {{"player", arg::Player{state.current_player}}});
        // Either way it is a follower beside the fairy that earns the point (one, or one each by option).
        e.terms.push_back({kFairyFollower, points, 1});
        credit(state, e, state.current_player, events);
    }

    // +3 for the fairy's follower whenever its feature is scored, whoever wins the feature.
    void after_feature_scored(const Ruleset& rules, GameState& state, const ScoreEvent& scored,
                              Events* events) const override {
        if (!scored.is_feature_score()) return;
        const Names& n = settings(rules);
        const int fairy_tile = my(rules, state).fairy_tile;
        const int node = state.node_of(scored.feature);
        if (fairy_tile < 0 || node < 0) return;
        const int root = state.features.find(node);
        std::vector<int> paid;
        for (const Figure& f : state.figures) {
            if (!is_follower_on_board(rules, f) || f.tile != fairy_tile || state.features.find(f.node) != root) continue;
            if (!n.fairy_on_tile && f.serial != my(rules, state).fairy_follower) continue;
            if (std::find(paid.begin(), paid.end(), f.owner) != paid.end()) continue;
            paid.push_back(f.owner);
        }
        for (int player : paid) {
            ScoreEvent e = fairy_event(rules, state, fairy_tile);
            e.title = Message("The fairy beside {player}'s follower in the scored {kind}",
                              {{"player", arg::Player{player}}, {"kind", arg::Kind{scored.kind}}});
            e.final_scoring = scored.final_scoring;
            e.terms.push_back({{"fairy", "fairies"}, 1, 3});
            credit(state, e, player, events);
        }
    }

    // When the fairy's follower leaves, nobody stands next to the fairy (it stays on its tile).
    void on_figures_returned(const Ruleset& rules, GameState& state, Events*) const override {
        PrincessDragonState& s = my(rules, state);
        if (s.fairy_follower != 0 && figure_with_serial(state, s.fairy_follower) < 0) s.fairy_follower = 0;
    }

    void check_invariants(const Ruleset& rules, const GameState& state, std::vector<std::string>& problems) const override {
        const Names& n = settings(rules);
        const PrincessDragonState& s = my(rules, state);
        const int dragon_tile = neutral_tile(state, n.dragon);
        if (dragon_tile != s.dragon_tile || neutral_tile(state, n.fairy) != s.fairy_tile)
            problems.push_back("the dragon's or the fairy's tile is remembered wrong");
        for (const Figure& f : state.figures)
            if (figure_stands_on_tile(rules, state, f, dragon_tile)) problems.push_back("a figure stands on the dragon's tile");
        if (n.dragon >= 0 && state.placed_tile >= 0 && rules.tiles[state.board.tile(state.placed_tile).type].has(n.volcano_tag))
            for (const Figure& f : state.figures)
                if (f.on_feature() && f.tile == state.placed_tile) problems.push_back("a figure went onto a volcano tile");
        for (uint8_t i = 0; i < s.visited_count; ++i)
            for (uint8_t j = 0; j < i; ++j)
                if (s.visited[i] == s.visited[j]) problems.push_back("the dragon entered a tile of its flight twice");
        if (s.visited_count > 0 && s.visited[s.visited_count - 1] != dragon_tile)
            problems.push_back("the dragon is not where its flight took it");
        if (!state.pile.set_aside.empty() && dragon_tile >= 0)
            problems.push_back("dragon tiles are still set aside though the dragon is on the board");
        for (TileTypeId t : state.pile.set_aside)
            if (!rules.tiles[t].has(n.dragon_tag)) problems.push_back("a tile without a dragon was set aside");
        if (s.fairy_follower != 0) {
            const int i = figure_with_serial(state, s.fairy_follower);
            if (i < 0 || !is_follower_on_board(rules, state.figures[static_cast<size_t>(i)]) ||
                state.figures[static_cast<size_t>(i)].tile != neutral_tile(state, n.fairy))
                problems.push_back("the fairy's follower is not beside the fairy");
        }
    }

    // Shared with the step and the actions.
    void put_dragon(const Ruleset& rules, GameState& state, int tile) const {
        put_neutral(rules, state, settings(rules).dragon, tile);
        my(rules, state).dragon_tile = static_cast<int16_t>(tile);
    }
    void put_fairy(const Ruleset& rules, GameState& state, int tile) const {
        put_neutral(rules, state, settings(rules).fairy, tile);
        my(rules, state).fairy_tile = static_cast<int16_t>(tile);
    }
    using ModuleWithState::my;
    using ModuleWithSettings::settings;
    // Callers test `events` first, so that a game played without a log builds no words.
    static void emit_event(Events* events, Message m, std::vector<Pos> squares) {
        events->push_back(ModuleEvent{std::move(m), std::move(squares)});
    }
    int fairy_owner(const Ruleset& rules, const GameState& state) const {
        const int i = figure_with_serial(state, my(rules, state).fairy_follower);
        return i < 0 ? -1 : state.figures[static_cast<size_t>(i)].owner;
    }
    // The legal steps of the dragon from where it is now.
    void dragon_steps(const Ruleset& rules, const GameState& state, ActionList& out) const {
        visit_dragon_steps(rules, state, [&](Pos q) {
            out.push_back(kMoveDragon.make(q));
            return true;
        });
    }
    bool dragon_can_fly(const Ruleset& rules, const GameState& state) const {
        return !visit_dragon_steps(rules, state, [](Pos) { return false; });
    }
    // Each square the dragon may enter next, handed to `offer` until it returns false.
    template <class Offer>
    bool visit_dragon_steps(const Ruleset& rules, const GameState& state, Offer&& offer) const {
        const PrincessDragonState& s = my(rules, state);
        const int from = s.dragon_tile;
        if (from < 0) return true;
        const int no_dragon_tag = settings(rules).no_dragon_tag;
        const Pos p = state.board.tile(from).pos;
        for (int side = 0; side < kSides; ++side) {
            const Pos q = neighbour(p, static_cast<Side>(side));
            const int t = state.board.tile_index(q);
            // Squares tagged `no-dragon` hold no landscape the dragon could cross (the City proper).
            if (t < 0 || t == s.fairy_tile || rules.tiles[state.board.tile(t).type].has(no_dragon_tag)) continue;
            if (std::find(s.visited, s.visited + s.visited_count, t) != s.visited + s.visited_count) continue;
            if (!offer(q)) return false;
        }
        return true;
    }

private:
    static int own_followers_on(const Ruleset& rules, const GameState& state, int tile, int player) {
        int n = 0;
        for (const Figure& f : state.figures) n += is_follower_on_board(rules, f) && f.tile == tile && f.owner == player;
        return n;
    }

    ScoreEvent fairy_event(const Ruleset& rules, const GameState& state, int fairy_tile) const {
        ScoreEvent e;
        e.category = static_cast<ScoreCategory>(settings(rules).fairy_category);
        e.complete = true;
        e.feature = {state.board.tile(fairy_tile).pos, -1};
        e.tiles.push_back(state.board.tile(fairy_tile).pos);
        e.tags.push_back("fairy");
        return e;
    }

    static void credit(GameState& state, ScoreEvent& e, int player, Events* events) {
        e.awards.push_back({player, e.base_points(), {}});
        add_points(state, player, e.base_points(), e.category);
        if (events) events->push_back(std::move(e));
    }

    // The module's actions of the turn, each handed to `offer`, which returns false to stop (so
    // that "is there any?" does not list the portal's every feature).
    template <class Offer>
    void visit_turn_actions(const Ruleset& rules, const GameState& state, Offer&& offer) const {
        const Names& n = settings(rules);
        bool princess = false;
        const bool more = visit_princess(rules, state, n, [&](const Action& a) {
            princess = true;
            return offer(a);
        });
        if (!more || (princess && n.princess_must)) return;
        if (visit_portal(rules, state, n, offer)) visit_fairy(rules, state, n, offer);
    }

    static void add_princess(const Ruleset& rules, const GameState& state, const Names& n, ActionList& out) {
        visit_princess(rules, state, n, [&](const Action& a) {
            out.push_back(a);
            return true;
        });
    }

    // The princess: one removal per knight of the city her part of the new tile joined.
    template <class Offer>
    static bool visit_princess(const Ruleset& rules, const GameState& state, const Names& n, Offer&& offer) {
        if (n.princess < 0) return true;
        const PlacedTile& t = state.board.tile(state.placed_tile);
        const TileType& type = rules.tiles[t.type];
        for (size_t l = 0; l < type.features.size(); ++l) {
            if (type.features[l].attributes[static_cast<size_t>(n.princess)] == 0) continue;
            const int root = state.features.find(node_at(state, state.placed_tile, static_cast<int>(l)));
            for (const Figure& f : state.figures) {
                if (!is_follower_on_board(rules, f) || state.features.find(f.node) != root) continue;
                Action a;
                a.def = &kRemoveKnight;
                a.pos = state.board.tile(f.tile).pos;
                a.feature = f.local;
                a.figure = static_cast<int8_t>(f.kind);
                a.player = f.owner;
                if (!offer(a)) return false;
            }
        }
        return true;
    }

    // The magic portal: a follower from the supply onto any free, incomplete feature elsewhere.
    template <class Offer>
    bool visit_portal(const Ruleset& rules, const GameState& state, const Names& n, Offer&& offer) const {
        if (!rules.tiles[state.board.tile(state.placed_tile).type].has(n.portal_tag)) return true;
        // The follower kinds the player still has, and the feature kinds any of them may take.
        const PlayerState& me = state.players[static_cast<size_t>(state.acting_player)];
        std::array<int, kMaxFigureKinds> kinds;
        size_t kind_count = 0;
        uint64_t takes = 0;
        for (size_t k = 0; k < rules.figures.size() && kind_count < kinds.size(); ++k) {
            const FigureDef& fig = rules.figures[k];
            if (!fig.follower || fig.neutral || me.supply[k] <= 0) continue;
            kinds[kind_count++] = static_cast<int>(k);
            for (FeatureKind place : fig.places) takes |= uint64_t{1} << static_cast<int>(place);
        }
        if (kind_count == 0) return true;
        const int dragon_tile = my(rules, state).dragon_tile;
        const auto& tiles = state.board.tiles();
        for (int t = 0; t < static_cast<int>(tiles.size()); ++t) {
            if (t == state.placed_tile || t == dragon_tile) continue;
            const PlacedTile& tile = tiles[static_cast<size_t>(t)];
            const int features = feature_count_at(rules, state, t);
            for (int l = 0; l < features; ++l) {
                const int node = node_at(state, t, l);
                const FeatureKind kind = state.features.node(node).kind;
                if (!(takes >> static_cast<int>(kind) & 1u)) continue;
                const int root = state.features.find(node);
                if (feature_complete(rules, state, root)) continue;
                const bool occupied = state.features.node(root).followers > 0;
                for (size_t i = 0; i < kind_count; ++i) {
                    const int k = kinds[i];
                    const auto& places = rules.figures[static_cast<size_t>(k)].places;
                    if (occupied && !module_admits_beside_followers(rules, state, k, t, l, Arrival::Deployed)) continue;
                    if (std::find(places.begin(), places.end(), kind) != places.end() &&
                        !module_forbids(rules, state, k, t, root) &&
                        !offer(deploy_action(k, tile.pos, l)))
                        return false;
                }
            }
        }
        return true;
    }

    // Why a deploy onto another tile than the new one is refused, when the new tile has a portal.
    std::optional<Message> portal_refusal(const Ruleset& rules, const GameState& state, const Action& a) const {
        const Names& n = settings(rules);
        if (!rules.tiles[state.board.tile(state.placed_tile).type].has(n.portal_tag)) return std::nullopt;
        const int tile = state.board.tile_index(a.pos);
        if (tile < 0 || a.figure < 0 || a.figure >= static_cast<int>(rules.figures.size())) return std::nullopt;
        const FigureDef& fig = rules.figures[static_cast<size_t>(a.figure)];
        if (!fig.follower || fig.neutral) return Message("only followers may use the magic portal (not a builder or a pig)");
        if (tile == my(rules, state).dragon_tile) return Message("nothing may be deployed on the dragon's tile");
        if (a.feature < 0 || a.feature >= feature_count_at(rules, state, tile)) return std::nullopt;
        const FeatureKind kind = kind_at(state, tile, a.feature);
        const int root = state.features.find(node_at(state, tile, a.feature));
        if (feature_complete(rules, state, root))
            return Message("the magic portal leads only to unfinished features: this {kind} is complete", {{"kind", arg::Kind{kind}}});
        if (state.features.node(root).followers > 0 &&
            !module_admits_beside_followers(rules, state, a.figure, tile, a.feature, Arrival::Deployed))
            return Message("the magic portal leads only to unoccupied features: this {kind} has a follower", {{"kind", arg::Kind{kind}}});
        if (auto why = module_forbids(rules, state, a.figure, tile, root)) return why;
        return std::nullopt;  // the core's reasons (no such figure left, not on this kind) apply
    }

    // The fairy: next to any follower of the acting player (or onto its tile), but where it is.
    template <class Offer>
    bool visit_fairy(const Ruleset& rules, const GameState& state, const Names& n, Offer&& offer) const {
        if (n.fairy < 0) return true;
        const PrincessDragonState& s = my(rules, state);
        for (size_t i = 0; i < state.figures.size(); ++i) {
            const Figure& f = state.figures[i];
            if (!is_follower_on_board(rules, f) || f.owner != state.acting_player) continue;
            const Pos pos = state.board.tile(f.tile).pos;
            if (n.fairy_on_tile) {
                // One move per tile: the first of the player's followers there stands for it.
                const auto first_here = std::find_if(state.figures.begin(), state.figures.end(), [&](const Figure& g) {
                    return g.tile == f.tile && g.owner == f.owner && is_follower_on_board(rules, g);
                });
                if (f.tile == s.fairy_tile || first_here != state.figures.begin() + static_cast<std::ptrdiff_t>(i)) continue;
                if (!offer(kMoveFairy.make(pos, -1, -1))) return false;
            } else if (f.serial != s.fairy_follower && !offer(kMoveFairy.make(pos, f.kind, f.local))) {
                return false;
            }
        }
        return true;
    }
};

const PrincessDragonModule& the_module() {
    static const PrincessDragonModule module;
    return module;
}

int follower_at(const Ruleset& rules, const GameState& state, const Action& a, int owner) {
    const int tile = state.board.tile_index(a.pos);
    for (size_t i = 0; i < state.figures.size(); ++i) {
        const Figure& f = state.figures[i];
        if (is_follower_on_board(rules, f) && f.tile == tile && f.local == a.feature && f.kind == a.figure &&
            (owner < 0 || f.owner == owner))
            return static_cast<int>(i);
    }
    return -1;
}

// The dragon enters a tile: everything on it goes home, then builders and pigs without a follower.
void MoveDragon::apply(const Ruleset& rules, GameState& state, const Action& a, Events* events) const {
    const int tile = state.board.tile_index(a.pos);
    the_module().put_dragon(rules, state, tile);
    PrincessDragonState& s = the_module().my(rules, state);
    s.visited[s.visited_count++] = static_cast<int16_t>(tile);
    if (events) PrincessDragonModule::emit_event(
        events, Message("{player} flies the dragon to {pos}", {{"player", arg::Player{state.acting_player}}, {"pos", arg::Square{a.pos}}}),
        {a.pos});
    bool ate = false;
    for (int i = static_cast<int>(state.figures.size()) - 1; i >= 0; --i) {
        if (!figure_stands_on_tile(rules, state, state.figures[static_cast<size_t>(i)], tile)) continue;
        remove_figure(rules, state, i, events);
        ate = true;
    }
    if (ate) figures_returned(rules, state, events);
    // Other expansions' rules about what stands on the tile react to the dragon's tags (data:
    // "devours"; a fan ruling, seed 001:353, has it eat tower pieces too: the Tower's option).
    figure_entered_tile(rules, state, neutral_figure(state, the_module().settings(rules).dragon), tile, events);
}

Message MoveDragon::why_illegal(const Ruleset& rules, const GameState& state, const Action& a) const {
    if (state.board.tile_index(a.pos) < 0) return Message("the dragon flies over tiles only");
    const int dragon_tile = the_module().my(rules, state).dragon_tile;
    if (dragon_tile >= 0) {
        const Pos from = state.board.tile(dragon_tile).pos;
        if (std::abs(from.x - a.pos.x) + std::abs(from.y - a.pos.y) != 1)
            return Message("the dragon moves one tile at a time, north, east, south or west");
    }
    const int fairy_tile = the_module().my(rules, state).fairy_tile;
    if (fairy_tile >= 0 && state.board.tile(fairy_tile).pos == a.pos) return Message("the dragon may not enter the fairy's tile");
    const int tile = state.board.tile_index(a.pos);
    if (rules.tiles[state.board.tile(tile).type].has(the_module().settings(rules).no_dragon_tag))
        return Message("the dragon may not enter this square (the City of Carcassonne itself)");
    return Message("the dragon may not return to a tile it has visited in this flight");
}

// The fairy goes next to the follower (or onto the tile).
void MoveFairy::apply(const Ruleset& rules, GameState& state, const Action& a, Events* events) const {
    const int tile = state.board.tile_index(a.pos);
    the_module().put_fairy(rules, state, tile);
    PrincessDragonState& s = the_module().my(rules, state);
    if (a.feature >= 0) {
        const int i = follower_at(rules, state, a, state.acting_player);
        s.fairy_follower = i < 0 ? 0 : state.figures[static_cast<size_t>(i)].serial;
    }
    if (events) PrincessDragonModule::emit_event(
        events,
        Message(a.feature >= 0 ? "{player} moves the fairy next to their {figure} at {pos}" : "{player} moves the fairy to {pos}",
                {{"player", arg::Player{state.acting_player}}, {"figure", arg::Figure{a.figure}}, {"pos", arg::Square{a.pos}}}),
        {a.pos});
}

Message MoveFairy::why_illegal(const Ruleset& rules, const GameState& state, const Action& a) const {
    if (state.phase != Phase::PlaceFigure) return Message("the fairy moves instead of the turn's figure, after the tile");
    if (a.feature >= 0 && follower_at(rules, state, a, state.acting_player) < 0)
        return Message("the fairy goes next to one of your followers (not a builder or a pig)");
    return Message("the fairy is already there");
}

void RemoveKnight::apply(const Ruleset& rules, GameState& state, const Action& a, Events* events) const {
    const int i = follower_at(rules, state, a, a.player);
    if (i < 0) return;
    if (events) PrincessDragonModule::emit_event(events,
                                     Message("The princess sends {player}'s {figure} home from {pos}",
                                             {{"player", arg::Player{a.player}}, {"figure", arg::Figure{a.figure}}, {"pos", arg::Square{a.pos}}}),
                                     {a.pos});
    remove_figure(rules, state, i, events);
    figures_returned(rules, state, events);
}

StepStatus DragonFlight::enter(const Ruleset& rules, GameState& state, Events* events) const {
    const Names& n = the_module().settings(rules);
    const int from = the_module().my(rules, state).dragon_tile;
    if (state.placed_tile < 0 || from < 0 || !rules.tiles[state.board.tile(state.placed_tile).type].has(n.dragon_tag))
        return StepStatus::done();
    PrincessDragonState& s = the_module().my(rules, state);
    s.visited_count = 1;
    s.visited[0] = static_cast<int16_t>(from);
    s.moves_left = kFlightSteps;
    s.mover = static_cast<int8_t>(state.current_player);
    if (events) PrincessDragonModule::emit_event(events, Message("The dragon takes flight"), {state.board.tile(from).pos});
    if (!the_module().dragon_can_fly(rules, state)) {
        if (events) PrincessDragonModule::emit_event(events, Message("The dragon cannot fly anywhere and stays"), {});
        end_flight(s);
        return StepStatus::done();
    }
    return StepStatus::await(s.mover);
}

void DragonFlight::list(const Ruleset& rules, const GameState& state, ActionList& out) const {
    the_module().dragon_steps(rules, state, out);
}

StepStatus DragonFlight::apply(const Ruleset& rules, GameState& state, const Action& a, Events* events) const {
    a.def->apply(rules, state, a, events);
    PrincessDragonState& s = the_module().my(rules, state);
    --s.moves_left;
    s.mover = static_cast<int8_t>(next_player(rules, s.mover));
    if (s.moves_left == 0 || !the_module().dragon_can_fly(rules, state)) {
        if (events) PrincessDragonModule::emit_event(events, Message("The dragon lands"), {a.pos});
        end_flight(s);
        return StepStatus::done();
    }
    return StepStatus::await(s.mover);
}

Message DragonFlight::prompt(const Ruleset& rules, const GameState& state) const {
    const PrincessDragonState& s = the_module().my(rules, state);
    return Message("{player}: move the dragon, step {step} of {steps}",
                   {{"player", arg::Player{s.mover}}, {"step", kFlightSteps - s.moves_left + 1}, {"steps", kFlightSteps}});
}

}  // namespace princess_dragon_rules
}  // namespace

const Module& princess_dragon_module() { return princess_dragon_rules::the_module(); }

std::optional<DragonAndFairy> dragon_and_fairy(const Ruleset& rules, const GameState& state) {
    const princess_dragon_rules::PrincessDragonModule& m = princess_dragon_rules::the_module();
    if (std::find(rules.modules.begin(), rules.modules.end(), &m) == rules.modules.end())
        return std::nullopt;
    const princess_dragon_rules::Names& n = m.settings(rules);
    DragonAndFairy out;
    out.dragon_in_play = n.dragon >= 0;
    out.fairy_in_play = n.fairy >= 0;
    out.dragon_tile = m.my(rules, state).dragon_tile;
    out.fairy_tile = m.my(rules, state).fairy_tile;
    out.fairy_on_tile = n.fairy_on_tile;
    out.fairy_holder = n.fairy_on_tile ? -1 : m.fairy_owner(rules, state);
    return out;
}

}  // namespace carc
