// The Tower (issue 13; seed 000: where tower pieces and followers on towers go, what a tower
// captures; seed 003: the ransom; seed 001: clarifications; the rulebook for the piece counts).
//
// Tower foundations are a feature kind of their own (data: "tower", completes "never"): a tower is
// never scored, and a follower on it stands outside every road, city and field (seed 000 note 5).
// Each player has tower pieces by the number of players (2: 10, 3: 9, 4: 7, 5: 6, 6: 5). Instead
// of a figure on the new tile, the turn's action may be: a tower piece on any tower that has no
// follower on top (the new tile's foundation included), or a meeple or large meeple on any tower
// of at least one piece, which finishes it (seed 000 note 5: it stops the tower from growing; its
// figure table lets no mayor, wagon or abbot onto a tower). A new piece may
// take one follower prisoner within the tower's reach: on the tower's tile or up to its height
// away in the four straight lines, gaps and other towers stopping nothing (seed 000 note 23: even
// a follower on another tower). The captured follower waits in the captor's prison (each player's
// prison is an off-board place; the figure stays its owner's); a builder or pig left without its
// owner's follower goes home. A player's own follower simply goes back to the supply (option:
// only others' followers may be taken). When two players hold each other's prisoners they are
// exchanged at once, one for one. Once per turn, at any of their decisions in it, a player may buy
// one of their followers back for 3 points paid to the captor, never going below 0 points (seed
// 003:119-123: "any time during your turn", "only once (even throughout a double turn granted by
// the builder)"; seed 001: a large meeple costs the same). Games begun before this program read
// the rule so offered it only before the tile, as a step: option `ransom` keeps that reading for
// them (saves of version 2 and older, docs/save-format.md). Prisoners still
// held at the end stay where they are: no rule scores them. Option (a fan ruling, seed 001:353):
// the dragon eats the pieces of a tower it flies over. The Tower knows no dragon: it reacts to any
// figure whose data tags it "devours" entering a tower's tile (on_figure_entered_tile, run by the
// engine when the figure's module moves it). Its JCloisterZone codec is tower_jcz.cpp (docs/jcz.md).
#include <algorithm>
#include <array>

#include "modules/tower.hpp"
#include "modules.hpp"

namespace carc {

namespace {
namespace tower_rules {

constexpr int kMaxTowers = 24;  // a tower set holds 18 foundations
constexpr int kSeats = 8;
constexpr int kRansom = 3;

// Tower pieces each player has, by the number of players (the rulebook; JCloisterZone agrees);
// none when the game has the Tower's tiles without its pieces (option pieces: JCZ's element
// "tower"), and then the foundations stay empty: no piece to add, no follower on a tower.
int pieces_for(const Ruleset& rules) {
    if (!rules.option_on("tower.pieces")) return 0;
    switch (rules.player_count()) {
    case 2: return 10;
    case 3: return 9;
    case 4: return 7;
    case 5: return 6;
    default: return 5;
    }
}

// What the module remembers: every foundation on the board and its height, the pieces each player
// has left, the tower whose new piece waits for its capture, and the turn of the last ransom.
struct TowerState {
    int16_t tower_tile[kMaxTowers] = {};  // placed tile index, in the order the tiles came
    int16_t tower_node[kMaxTowers] = {};  // its feature node (never joined to another)
    uint8_t height[kMaxTowers] = {};
    int8_t pieces[kSeats] = {};
    int16_t capturing = -1;       // index into tower_tile of the tower that just grew, or -1
    int16_t ransom_turn = 0;      // state.turn in which the current player bought a prisoner back
    uint8_t tower_count = 0;
    uint8_t eaten = 0;            // pieces the dragon ate (option dragon_eats_pieces): out of the game
};

// The feature kind, category, prisons and option the module reads, looked up once per game.
struct Names {
    FeatureKind tower_kind = FeatureKind::Field;
    int ransom_category = 0;
    int first_prison = -1;  // the prison of player p is place first_prison + p
    bool capture_own = true;
    bool devourers_eat_pieces = false;  // option: a figure tagged "devours" eats a tower's pieces
    uint64_t devouring_figures = 0;     // bit k: figure kind k is tagged "devours"
    bool ransom_step = false;  // option ransom = before_tile: the ransom only as a step before the tile
    uint64_t tower_figures = 0;  // bit k: figure kind k may stand on a tower
    explicit Names(const Ruleset& r) {
        if (auto k = r.catalog->kind("tower")) tower_kind = *k;
        ransom_category = std::max(0, r.category("ransom"));
        first_prison = r.place("prison-1");
        capture_own = r.option_on("tower.capture_own");
        devourers_eat_pieces = r.option_on("tower.dragon_eats_pieces");
        ransom_step = r.option("tower.ransom") == "before_tile";
        // Ordinary followers only: the meeple and the large meeple, those whose data gives them
        // no role of their own (000's figure table marks "despliegue a pieza de torre" for the
        // normal and the large follower, not for the mayor, the wagon or the abbot).
        for (size_t k = 0; k < r.figures.size(); ++k) {
            const FigureDef& f = r.figures[k];
            if (f.follower && !f.neutral && f.role.empty()) tower_figures |= uint64_t{1} << k;
            if (f.has_tag("devours")) devouring_figures |= uint64_t{1} << k;
        }
    }
};

void emit_event(Events* events, Message m, std::vector<Pos> squares) {
    if (events) events->push_back(ModuleEvent{std::move(m), std::move(squares)});
}

// "add_tower_piece": the turn's action, a piece on the tower at pos.
class AddTowerPiece final : public SquareActionDef {
public:
    constexpr AddTowerPiece() : SquareActionDef("a tower piece needs the square of its tower") {}
    std::string_view id() const override { return "add_tower_piece"; }
    void apply(const Ruleset& rules, GameState& state, const Action& a, Events* events) const override;
    Message why_illegal(const Ruleset& rules, const GameState& state, const Action& a) const override;
    Message describe(const Ruleset&, const GameState&, const Action& a) const override {
        return Message("add a piece to the tower at {pos}", {{"pos", arg::Square{a.pos}}});
    }
};

// "capture": the tower that just grew takes player's figure on feature `feature` of the tile at pos.
class Capture final : public ActionDef {
public:
    std::string_view id() const override { return "capture"; }
    void apply(const Ruleset& rules, GameState& state, const Action& a, Events* events) const override;
    Message why_illegal(const Ruleset& rules, const GameState& state, const Action& a) const override;
    Message describe(const Ruleset&, const GameState&, const Action& a) const override {
        return Message("take {player}'s {figure} at {pos} prisoner",
                       {{"player", arg::Player{a.player}}, {"figure", arg::Figure{a.figure}}, {"pos", arg::Square{a.pos}}});
    }
    ActionRecord record(const Ruleset& rules, const GameState& state, const Action& a) const override {
        ActionRecord r = record_figure_at(id(), rules, state, a);
        r.player = a.player;
        return r;
    }
    Result<Action> resolve(const Ruleset& rules, const GameState& state, const ActionRecord& r) const override {
        if (!r.pos || !r.player) return error("a capture names the follower's square and owner");
        auto a = resolve_figure_at(*this, rules, state, r, *r.pos);
        if (!a) return a;
        a->player = static_cast<int8_t>(*r.player);
        return a;
    }
};

// "pay_ransom": the current player buys back one of their `figure`s held by `player`.
class PayRansom final : public ActionDef {
public:
    std::string_view id() const override { return "pay_ransom"; }
    void apply(const Ruleset& rules, GameState& state, const Action& a, Events* events) const override;
    Message why_illegal(const Ruleset& rules, const GameState& state, const Action& a) const override;
    Message describe(const Ruleset&, const GameState&, const Action& a) const override {
        return Message("pay {player} 3 points to free your {figure}", {{"player", arg::Player{a.player}}, {"figure", arg::Figure{a.figure}}});
    }
    ActionRecord record(const Ruleset& rules, const GameState&, const Action& a) const override {
        ActionRecord r;
        r.type = std::string(id());
        r.player = a.player;
        if (a.figure >= 0 && a.figure < static_cast<int>(rules.figures.size())) r.figure = rules.figures[static_cast<size_t>(a.figure)].id;
        return r;
    }
    Result<Action> resolve(const Ruleset& rules, const GameState&, const ActionRecord& r) const override {
        if (!r.player) return error("a ransom names the player who holds the prisoner");
        auto figure = resolve_figure(rules, r);
        if (!figure) return error(figure.error());
        return make(*r.player, *figure);
    }
    Action make(int captor, int figure) const {
        Action a;
        a.def = this;
        a.player = static_cast<int8_t>(captor);
        a.figure = static_cast<int8_t>(figure);
        return a;
    }
};

const AddTowerPiece kAddTowerPiece;
const Capture kCapture;
const PayRansom kPayRansom;

class TowerModule;
const TowerModule& the_module();

// After the turn's action: the tower that just grew may take a prisoner.
class CaptureStep final : public TurnStep {
public:
    std::string_view id() const override { return "tower_capture"; }
    StepStatus enter(const Ruleset& rules, GameState& state, Events* events) const override;
    void list(const Ruleset& rules, const GameState& state, ActionList& out) const override;
    StepStatus apply(const Ruleset& rules, GameState& state, const Action& a, Events* events) const override;
    Message prompt(const Ruleset& rules, const GameState& state) const override;
};

const CaptureStep kCaptureStep;

// Before the tile, when the current player has a prisoner to buy back and 3 points to pay: buy
// one back, or go on (a pass). Once a turn, so not again in a builder's second part.
class RansomStep final : public TurnStep {
public:
    std::string_view id() const override { return "tower_ransom"; }
    StepStatus enter(const Ruleset& rules, GameState& state, Events* events) const override;
    void list(const Ruleset& rules, const GameState& state, ActionList& out) const override;
    Message prompt(const Ruleset& rules, const GameState& state) const override;
};

const RansomStep kRansomStep;

class TowerModule final : public ModuleWithState<TowerState, Names> {
public:
    std::string_view id() const override { return "tower"; }
    std::vector<const ActionDef*> action_defs() const override { return {&kAddTowerPiece, &kCapture, &kPayRansom}; }

    // The capture comes right after the action: before the dragon flies (seed 001) and scoring.
    // The ransom is offered at any of the current player's decisions (or, in games begun before
    // that reading, as a step before the tile).
    void configure(Ruleset& rules) const override {
        rules.turn.insert_after(steps::action, &kCaptureStep);
        // The step stays in the turn either way (it asks only in games that read the ransom so), so
        // that both readings number the steps alike and a position has one digest.
        rules.turn.insert_before(steps::place_tile, &kRansomStep);
        if (rules.option("tower.ransom") != "before_tile") {
            rules.any_time_defs.push_back(&kPayRansom);
            rules.any_time_modules.push_back(this);
        }
        for (int p = 0; p < rules.player_count(); ++p)
            rules.places.push_back({"prison-" + std::to_string(p + 1), "prison of " + rules.setup.players[static_cast<size_t>(p)].name});
    }

    TowerState initial_state(const Ruleset& rules) const override {
        TowerState s;
        std::fill(std::begin(s.tower_tile), std::end(s.tower_tile), int16_t{-1});
        for (int p = 0; p < rules.player_count() && p < kSeats; ++p) s.pieces[p] = static_cast<int8_t>(pieces_for(rules));
        return s;
    }

    void on_tile_placed(const Ruleset& rules, GameState& state, int tile, Events*) const override {
        if (tower_local(rules, state, tile) < 0) return;
        TowerState& s = my(rules, state);
        if (s.tower_count >= kMaxTowers) return;  // more foundations than any tile set holds
        s.tower_tile[s.tower_count] = static_cast<int16_t>(tile);
        s.tower_node[s.tower_count] = static_cast<int16_t>(node_at(state, tile, tower_local(rules, state, tile)));
        s.height[s.tower_count] = 0;
        ++s.tower_count;
    }

    void on_figure_entered_tile(const Ruleset& rules, GameState& state, int figure, int tile, Events* events) const override;

    void add_step_actions(const Ruleset& rules, const GameState& state, std::string_view step, ActionList& out) const override {
        if (step != steps::action) return;
        const TowerState& s = my(rules, state);
        const int me = state.acting_player;
        const PlayerState& mine = state.players[static_cast<size_t>(me)];
        const uint64_t kinds = settings(rules).tower_figures;
        for (int i = 0; i < s.tower_count; ++i) {
            if (finished(rules, state, i)) continue;
            const int tile = s.tower_tile[i];
            const Pos pos = state.board.tile(tile).pos;
            if (s.pieces[me] > 0) out.push_back(kAddTowerPiece.make(pos));
            if (s.height[i] == 0 || tile_closed_to_figures(rules, state, tile)) continue;
            const int local = state.features.node(s.tower_node[i]).local;
            for (size_t k = 0; k < rules.figures.size(); ++k)
                if ((kinds >> k & 1u) && mine.supply[k] > 0) out.push_back(deploy_action(static_cast<int>(k), pos, local));
        }
    }

    std::optional<Message> explain_refusal(const Ruleset& rules, const GameState& state, const Action& a) const override {
        if (is_deploy(a)) {
            const int tile = state.board.tile_index(a.pos);
            if (tile < 0 || a.feature != tower_local(rules, state, tile)) return std::nullopt;
            if (state.phase != Phase::PlaceFigure) return Message("a follower goes on a tower as the turn's action, after the tile");
            const int i = tower_index(rules, state, tile);
            if (i >= 0 && finished(rules, state, i)) return Message("this tower is finished: a follower stands on it");
            if (i >= 0 && my(rules, state).height[i] == 0) return Message("a follower goes only on a tower of at least one piece");
            if (a.figure >= 0 && !(settings(rules).tower_figures >> a.figure & 1u))
                return Message("only an ordinary follower (a meeple, a large meeple) may stand on a tower");
        }
        return std::nullopt;
    }

    void check_invariants(const Ruleset& rules, const GameState& state, std::vector<std::string>& problems) const override {
        const Names& n = settings(rules);
        const TowerState& s = my(rules, state);
        int placed = 0, foundations = 0;
        for (int p = 0; p < rules.player_count() && p < kSeats; ++p) {
            if (s.pieces[p] < 0) problems.push_back("a player has fewer than no tower pieces");
            placed += pieces_for(rules) - s.pieces[p];
        }
        int height_sum = 0;
        for (int i = 0; i < s.tower_count; ++i) {
            height_sum += s.height[i];
            const int local = tower_local(rules, state, s.tower_tile[i]);
            if (local < 0 || node_at(state, s.tower_tile[i], local) != s.tower_node[i])
                problems.push_back("a tower is remembered on a tile without a foundation");
            if (state.features.find(s.tower_node[i]) != s.tower_node[i]) problems.push_back("a tower joined another feature");
            if (finished(rules, state, i) && s.height[i] == 0) problems.push_back("a follower stands on a tower of no piece");
        }
        for (int t = 0; t < static_cast<int>(state.board.tiles().size()); ++t) foundations += tower_local(rules, state, t) >= 0;
        if (foundations != s.tower_count) problems.push_back("a tower foundation on the board is not remembered");
        if (height_sum + s.eaten != placed) problems.push_back("the towers' heights and the pieces eaten do not add up to the pieces placed");
        std::array<std::array<int, kSeats>, kSeats> held{};  // [captor][owner]
        for (const Figure& f : state.figures) {
            if (f.owner < 0 || f.where != FigureWhere::InPlace) continue;
            // Figures in places of other modules (the City's quarters) are theirs to check.
            const int captor = f.place - n.first_prison;
            if (n.first_prison < 0 || captor < 0 || captor >= rules.player_count()) continue;
            if (captor == f.owner) problems.push_back("a player holds their own follower prisoner");
            if (!rules.figures[f.kind].follower) problems.push_back("a figure that is not a follower is a prisoner");
            ++held[static_cast<size_t>(captor)][static_cast<size_t>(f.owner)];
        }
        for (int a = 0; a < kSeats; ++a)
            for (int b = 0; b < a; ++b)
                if (held[a][b] > 0 && held[b][a] > 0) problems.push_back("two players hold each other's prisoners");
        if (s.capturing >= 0 && state.phase != Phase::ModuleStep) problems.push_back("a capture is pending outside its step");
    }

    // Shared with the step, the actions and the queries.
    using ModuleWithSettings::settings;
    using ModuleWithState::my;

    int tower_local(const Ruleset& rules, const GameState& state, int tile) const {
        const FeatureKind kind = settings(rules).tower_kind;
        const int count = feature_count_at(rules, state, tile);
        for (int l = 0; l < count; ++l)
            if (kind_at(state, tile, l) == kind) return l;
        return -1;
    }
    int tower_index(const Ruleset& rules, const GameState& state, int tile) const {
        const TowerState& s = my(rules, state);
        for (int i = 0; i < s.tower_count; ++i)
            if (s.tower_tile[i] == tile) return i;
        return -1;
    }
    // A follower stands on top: no piece may be added.
    bool finished(const Ruleset& rules, const GameState& state, int index) const {
        return state.features.node(my(rules, state).tower_node[index]).followers > 0;
    }
    // Figures (indices into state.figures) that a tower of `height` at `tower` reaches.
    std::vector<int> in_reach(const Ruleset& rules, const GameState& state, Pos tower, int height) const {
        std::vector<int> out;
        for (size_t i = 0; i < state.figures.size(); ++i) {
            const Figure& f = state.figures[i];
            // What stands on a tile in reach: a feature that spans tiles stands on none of them
            // (as JCloisterZone's TowerCapturePhase reads it; the seeds' answer is lost, 000:167-173).
            if (!is_follower_on_board(rules, f) || !figure_stands_on_tile(rules, state, f, f.tile)) continue;
            const Pos q = state.board.tile(f.tile).pos;
            const bool column = q.x == tower.x && std::abs(q.y - tower.y) <= height;
            const bool row = q.y == tower.y && std::abs(q.x - tower.x) <= height;
            if (column || row) out.push_back(static_cast<int>(i));
        }
        return out;
    }
    void captures(const Ruleset& rules, const GameState& state, ActionList& out) const {
        const TowerState& s = my(rules, state);
        if (s.capturing < 0) return;
        const Pos tower = state.board.tile(s.tower_tile[s.capturing]).pos;
        for (int i : in_reach(rules, state, tower, s.height[s.capturing])) {
            const Figure& f = state.figures[static_cast<size_t>(i)];
            if (f.owner == state.current_player && !settings(rules).capture_own) continue;
            Action a;
            a.def = &kCapture;
            a.pos = state.board.tile(f.tile).pos;
            a.feature = f.local;
            a.figure = static_cast<int8_t>(f.kind);
            a.player = f.owner;
            if (std::find(out.begin(), out.end(), a) == out.end()) out.push_back(a);
        }
    }
    int prison_of(const Ruleset& rules, int player) const { return settings(rules).first_prison + player; }

    void add_any_time_actions(const Ruleset& rules, const GameState& state, ActionList& out) const override {
        add_ransoms(rules, state, out);
    }

    // Once per turn, with 3 points to pay: one choice per captor and kind of follower held.
    void add_ransoms(const Ruleset& rules, const GameState& state, ActionList& out) const {
        const int me = state.current_player;
        if (my(rules, state).ransom_turn == state.turn) return;
        if (state.players[static_cast<size_t>(me)].score < kRansom) return;
        for (const Figure& f : state.figures) {
            if (f.owner != me || f.where != FigureWhere::InPlace) continue;
            // Only a prison holds prisoners; other modules' places (the City's quarters) do not.
            const int captor = f.place - settings(rules).first_prison;
            if (captor < 0 || captor >= rules.player_count()) continue;
            const Action a = kPayRansom.make(captor, f.kind);
            if (std::find(out.begin(), out.end(), a) == out.end()) out.push_back(a);
        }
    }

};

const TowerModule& the_module() {
    static const TowerModule module;
    return module;
}

int figure_at(const Ruleset& rules, const GameState& state, const Action& a) {
    const int tile = state.board.tile_index(a.pos);
    for (size_t i = 0; i < state.figures.size(); ++i) {
        const Figure& f = state.figures[i];
        if (is_follower_on_board(rules, f) && f.tile == tile && f.local == a.feature && f.kind == a.figure && f.owner == a.player)
            return static_cast<int>(i);
    }
    return -1;
}

// The first prisoner of `owner` in `captor`'s prison (of kind `kind`, or any kind when -1).
int prisoner(const Ruleset& rules, const GameState& state, int captor, int owner, int kind) {
    const int place = the_module().prison_of(rules, captor);
    for (size_t i = 0; i < state.figures.size(); ++i) {
        const Figure& f = state.figures[i];
        if (f.where == FigureWhere::InPlace && f.place == place && f.owner == owner && (kind < 0 || f.kind == kind))
            return static_cast<int>(i);
    }
    return -1;
}

void AddTowerPiece::apply(const Ruleset& rules, GameState& state, const Action& a, Events* events) const {
    const int tile = state.board.tile_index(a.pos);
    const int i = the_module().tower_index(rules, state, tile);
    if (i < 0) return;
    TowerState& s = the_module().my(rules, state);
    ++s.height[i];
    --s.pieces[state.acting_player];
    s.capturing = static_cast<int16_t>(i);
    emit_event(events,
               Message("{player} raises the tower at {pos} to height {height}",
                       {{"player", arg::Player{state.acting_player}}, {"pos", arg::Square{a.pos}}, {"height", static_cast<int>(s.height[i])}}),
               {a.pos});
}

Message AddTowerPiece::why_illegal(const Ruleset& rules, const GameState& state, const Action& a) const {
    if (state.phase != Phase::PlaceFigure) return Message("a tower piece is the turn's action, after the tile");
    const int tile = state.board.tile_index(a.pos);
    const int i = tile < 0 ? -1 : the_module().tower_index(rules, state, tile);
    if (i < 0) return Message("there is no tower at {pos}", {{"pos", arg::Square{a.pos}}});
    if (!rules.option_on("tower.pieces"))
        return Message("this game has the Tower's tiles without its tower pieces (option: tower pieces off)");
    if (the_module().my(rules, state).pieces[state.acting_player] <= 0) return Message("you have no tower pieces left");
    if (the_module().finished(rules, state, i)) return Message("this tower is finished: a follower stands on it");
    return Message("that is not possible now");
}

// Into the captor's prison, or home when it is the captor's own; then any exchange that is due.
void Capture::apply(const Ruleset& rules, GameState& state, const Action& a, Events* events) const {
    const int i = figure_at(rules, state, a);
    if (i < 0) return;
    const int captor = state.acting_player;
    if (a.player == captor) {
        emit_event(events, Message("{player}'s tower sends their own {figure} at {pos} home", {{"player", arg::Player{captor}}, {"figure", arg::Figure{a.figure}}, {"pos", arg::Square{a.pos}}}),
                   {a.pos});
        remove_figure(rules, state, i, events);
        figures_returned(rules, state, events);
        return;
    }
    // The follower leaves the board and a prisoner of its owner's appears in the captor's prison:
    // a new serial, so that modules remembering the follower (the fairy) see it leave. The prisoner
    // comes first, so that it cannot take the serial the follower frees.
    add_figure(rules, state, a.player, a.figure, FigureWhere::InPlace, -1, 0, the_module().prison_of(rules, captor));
    remove_figure(rules, state, i, nullptr);
    emit_event(events,
               Message("{captor}'s tower takes {player}'s {figure} at {pos} prisoner",
                       {{"captor", arg::Player{captor}}, {"player", arg::Player{a.player}}, {"figure", arg::Figure{a.figure}}, {"pos", arg::Square{a.pos}}}),
               {a.pos});
    figures_returned(rules, state, events);
    // Each held the other's follower: both go home at once (the first taken of each).
    for (;;) {
        const int mine = prisoner(rules, state, a.player, captor, -1);
        const int theirs = prisoner(rules, state, captor, a.player, -1);
        if (mine < 0 || theirs < 0) break;
        emit_event(events, Message("{player} and {other} exchange prisoners", {{"player", arg::Player{captor}}, {"other", arg::Player{a.player}}}), {});
        // Out of a prison, not off the board: the exchange message says it all.
        remove_figure(rules, state, std::max(mine, theirs), nullptr);
        remove_figure(rules, state, std::min(mine, theirs), nullptr);
    }
}

Message Capture::why_illegal(const Ruleset& rules, const GameState& state, const Action& a) const {
    const TowerState& s = the_module().my(rules, state);
    if (s.capturing < 0) return Message("only a tower that just grew takes a prisoner");
    if (figure_at(rules, state, a) < 0) return Message("there is no such follower at {pos}", {{"pos", arg::Square{a.pos}}});
    if (a.player == state.current_player && !the_module().settings(rules).capture_own)
        return Message("a tower takes only other players' followers (option: own followers)");
    return Message("a tower of height {height} reaches its own tile and {height} tiles north, east, south and west",
                   {{"height", static_cast<int>(s.height[s.capturing])}});
}

void PayRansom::apply(const Ruleset& rules, GameState& state, const Action& a, Events* events) const {
    const int payer = state.acting_player;
    const int i = prisoner(rules, state, a.player, payer, a.figure);
    if (i < 0) return;
    const ScoreCategory category = static_cast<ScoreCategory>(the_module().settings(rules).ransom_category);
    add_points(state, payer, -kRansom, category);
    add_points(state, a.player, kRansom, category);
    the_module().my(rules, state).ransom_turn = static_cast<int16_t>(state.turn);
    emit_event(events,
               Message("{player} pays {captor} 3 points and frees their {figure}",
                       {{"player", arg::Player{payer}}, {"captor", arg::Player{a.player}}, {"figure", arg::Figure{a.figure}}}),
               {});
    remove_figure(rules, state, i, nullptr);  // out of a prison, not off the board
}

Message PayRansom::why_illegal(const Ruleset& rules, const GameState& state, const Action& a) const {
    if (the_module().my(rules, state).ransom_turn == state.turn) return Message("only one prisoner may be bought back each turn");
    if (state.acting_player != state.current_player || state.step >= rules.turn.end_index())
        return Message("a prisoner is bought back during your own turn");
    if (state.players[static_cast<size_t>(state.acting_player)].score < kRansom)
        return Message("a ransom costs 3 points, and nobody pays into negative points");
    if (the_module().settings(rules).ransom_step && state.phase != Phase::PlaceTile && state.phase != Phase::ModuleStep)
        return Message("in this game (begun before the ransom could be paid any time) a prisoner is bought back "
                       "before you place the tile");
    if (a.player < 0 || a.player >= rules.player_count() || prisoner(rules, state, a.player, state.acting_player, a.figure) < 0)
        return Message("that player holds no such prisoner of yours");
    return Message("that is not possible now");
}

StepStatus CaptureStep::enter(const Ruleset& rules, GameState& state, Events* events) const {
    TowerState& s = the_module().my(rules, state);
    if (s.capturing < 0) return StepStatus::done();
    ActionList choices;
    the_module().captures(rules, state, choices);
    if (choices.empty()) {
        emit_event(events, Message("No follower is within the tower's reach"), {state.board.tile(s.tower_tile[s.capturing]).pos});
        s.capturing = -1;
        return StepStatus::done();
    }
    return StepStatus::await(state.current_player);
}

void CaptureStep::list(const Ruleset& rules, const GameState& state, ActionList& out) const {
    the_module().captures(rules, state, out);
    out.push_back(pass_action());  // taking a prisoner is the player's choice
}

StepStatus CaptureStep::apply(const Ruleset& rules, GameState& state, const Action& a, Events* events) const {
    a.def->apply(rules, state, a, events);
    the_module().my(rules, state).capturing = -1;
    return StepStatus::done();
}

Message CaptureStep::prompt(const Ruleset& rules, const GameState& state) const {
    const TowerState& s = the_module().my(rules, state);
    return Message("{player}: take a follower within the tower's reach prisoner, or pass",
                   {{"player", arg::Player{state.current_player}}, {"height", s.capturing < 0 ? 0 : static_cast<int>(s.height[s.capturing])}});
}

StepStatus RansomStep::enter(const Ruleset& rules, GameState& state, Events*) const {
    if (state.part != 0 || !the_module().settings(rules).ransom_step) return StepStatus::done();
    ActionList offers;
    the_module().add_ransoms(rules, state, offers);
    return offers.empty() ? StepStatus::done() : StepStatus::await(state.current_player);
}

void RansomStep::list(const Ruleset& rules, const GameState& state, ActionList& out) const {
    the_module().add_ransoms(rules, state, out);
    out.push_back(pass_action());  // keep them prisoner for now
}

Message RansomStep::prompt(const Ruleset&, const GameState& state) const {
    return Message("{player}: buy a prisoner back for 3 points, or go on", {{"player", arg::Player{state.current_player}}});
}

bool in_play(const Ruleset& rules) {
    return std::find(rules.modules.begin(), rules.modules.end(), &the_module()) != rules.modules.end();
}

}  // namespace tower_rules
}  // namespace

const Module& tower_module() { return tower_rules::the_module(); }

std::vector<TowerInfo> towers(const Ruleset& rules, const GameState& state) {
    std::vector<TowerInfo> out;
    if (!tower_rules::in_play(rules)) return out;
    const tower_rules::TowerState& s = tower_rules::the_module().my(rules, state);
    for (int i = 0; i < s.tower_count; ++i)
        out.push_back({state.board.tile(s.tower_tile[i]).pos, s.height[i], tower_rules::the_module().finished(rules, state, i)});
    return out;
}

int tower_pieces_left(const Ruleset& rules, const GameState& state, int player) {
    if (!tower_rules::in_play(rules) || player < 0 || player >= rules.player_count()) return 0;
    if (!rules.option_on("tower.pieces")) return -1;
    return tower_rules::the_module().my(rules, state).pieces[player];
}

std::vector<int> followers_in_reach(const Ruleset& rules, const GameState& state, Pos tower) {
    if (!tower_rules::in_play(rules)) return {};
    const int tile = state.board.tile_index(tower);
    const int i = tile < 0 ? -1 : tower_rules::the_module().tower_index(rules, state, tile);
    if (i < 0) return {};
    return tower_rules::the_module().in_reach(rules, state, tower, tower_rules::the_module().my(rules, state).height[i]);
}

std::optional<Pos> capturing_tower(const Ruleset& rules, const GameState& state) {
    if (!tower_rules::in_play(rules)) return std::nullopt;
    const tower_rules::TowerState& s = tower_rules::the_module().my(rules, state);
    if (s.capturing < 0) return std::nullopt;
    return state.board.tile(s.tower_tile[s.capturing]).pos;
}

// With option dragon_eats_pieces, a figure that devours eats the pieces of the tower whose tile it
// entered: they leave the game, and the tower starts again from its foundation.
void tower_rules::TowerModule::on_figure_entered_tile(const Ruleset& rules, GameState& state, int figure, int tile,
                                         Events* events) const {
    const tower_rules::Names& n = settings(rules);
    if (!n.devourers_eat_pieces || figure < 0 || !(n.devouring_figures >> state.figures[static_cast<size_t>(figure)].kind & 1u))
        return;
    const int i = tower_index(rules, state, tile);
    if (i < 0) return;
    tower_rules::TowerState& s = my(rules, state);
    if (s.height[i] == 0) return;
    const Pos pos = state.board.tile(tile).pos;
    tower_rules::emit_event(events,
               s.height[i] == 1 ? Message("The dragon eats the tower piece at {pos}", {{"pos", arg::Square{pos}}})
                                : Message("The dragon eats the {count} tower pieces at {pos}",
                                          {{"count", static_cast<int>(s.height[i])}, {"pos", arg::Square{pos}}}),
               {pos});
    s.eaten = static_cast<uint8_t>(s.eaten + s.height[i]);
    s.height[i] = 0;
}

std::vector<int> prisoners_held_by(const Ruleset& rules, const GameState& state, int captor) {
    std::vector<int> out;
    if (!tower_rules::in_play(rules) || captor < 0 || captor >= rules.player_count()) return out;
    const int place = tower_rules::the_module().prison_of(rules, captor);
    for (size_t i = 0; i < state.figures.size(); ++i)
        if (state.figures[i].where == FigureWhere::InPlace && state.figures[i].place == place) out.push_back(static_cast<int>(i));
    return out;
}

}  // namespace carc
