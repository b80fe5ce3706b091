// The Tunnel (issue 35). The seeds say that a tunnel tile counts as one road tile (003:488–490),
// that with the tunnel tokens the road drawn through a tunnel is broken and its pieces never meet
// by themselves (001:760), that a tunnel token is no place for a figure (000:74) and that the
// token is placed once per turn, not twice in a builder's double turn (001:117). Where they are
// silent this follows JCloisterZone (its TunnelCapability, TunnelPhase, PlaceTunnel and Road), as
// docs/rules-coverage.md lists:
//
// - The roads of the tunnel tiles end at tunnel entrances (the data's `inner_ends`): such an
//   entrance is an open end of its road until both tokens of a pair join it to another entrance,
//   so a road with a free entrance, or with the first token of a pair alone, is not complete.
// - Each player has pairs of tokens in their colour: three pairs in a two-player game, two with
//   three players, one with more (JCZ's client's default "more tunnel tokens" rule, 3/2).
// - After the turn's figure (JCZ's TunnelPhase, after its action phase), the player may put one
//   token of theirs on a free entrance anywhere on the board (any tile, any road, occupied or
//   not). The second token of a pair joins the two entrances' roads into one (join_features,
//   meeting both ends): the road is scored at once when that completes it.
// - A road is counted by its tiles: a tile the road passes twice through its tunnels counts once.
#include "modules/tunnel.hpp"

#include <algorithm>
#include <array>

#include "carc/feature_changes.hpp"
#include "modules.hpp"

namespace carc {

namespace {
namespace tunnel_rules {

constexpr int kSeats = 8;
constexpr int kMaxPairs = 3;
constexpr int kMaxEntrances = 24;  // the four tiles have 10; room for more tiles with entrances
// After the landing of a flying machine (-20) and before the shepherd (-10): JCZ's TunnelPhase
// follows its action phase and comes before its ShepherdPhase and DragonPhase.
constexpr int kAfterTheFigure = -15;

// A tunnel entrance on the board: the road it ends, and the token on it (owner -1: none yet).
struct Entrance {
    int16_t tile;
    uint8_t local;
    int8_t owner;
    uint8_t pair;
    uint8_t order;  // the placing order of its token, for the view and the codec
};

struct TunnelState {
    std::array<std::array<int8_t, kMaxPairs>, kSeats> left;  // tokens per player and pair
    std::array<Entrance, kMaxEntrances> entrances;
    int16_t last_turn;  // the turn a token was last placed in (-1: none yet)
    uint8_t count;      // entrances on the board
    uint8_t placed;     // tokens placed so far
};

struct TunnelSettings {
    int pairs;
    explicit TunnelSettings(const Ruleset& r) : pairs(pairs_for(r.player_count())) {}
    static int pairs_for(int players) { return players < 3 ? 3 : players == 3 ? 2 : 1; }
};

constexpr std::string_view kPairWords[] = {"first", "second", "third"};
// The pair in the log's words, translated like the others.
arg::Word pair_word(int pair) {
    if (pair == 1) return arg::Word{"second"};
    if (pair == 2) return arg::Word{"third"};
    return arg::Word{"first"};
}

const TunnelSettings& tunnel_settings(const Ruleset& rules);
TunnelState& tunnel_state(const Ruleset& rules, GameState& state);
const TunnelState& tunnel_state(const Ruleset& rules, const GameState& state);

int entrance_at(const TunnelState& s, int tile, int local) {
    for (int i = 0; i < s.count; ++i)
        if (s.entrances[static_cast<size_t>(i)].tile == tile && s.entrances[static_cast<size_t>(i)].local == local) return i;
    return -1;
}

int tokens_left(const TunnelState& s, int player, int pair) {
    if (player < 0 || player >= kSeats || pair < 0 || pair >= kMaxPairs) return 0;
    return s.left[static_cast<size_t>(player)][static_cast<size_t>(pair)];
}

// Whether the current player may place a token now: none placed this turn, one left, and a free
// entrance on the board (JCZ's createTunnelActions).
bool may_place(const Ruleset& rules, const GameState& state) {
    const TunnelState& s = tunnel_state(rules, state);
    if (s.last_turn == state.turn) return false;
    bool has_token = false;
    for (int p = 0; p < tunnel_settings(rules).pairs; ++p) has_token |= tokens_left(s, state.current_player, p) > 0;
    if (!has_token) return false;
    for (int i = 0; i < s.count; ++i)
        if (s.entrances[static_cast<size_t>(i)].owner < 0) return true;
    return false;
}

// "place_tunnel": a token of one of the player's pairs on a free tunnel entrance.
class PlaceTunnel final : public FieldsActionDef {
public:
    std::string_view id() const override { return "place_tunnel"; }
    void apply(const Ruleset& rules, GameState& state, const Action& a, Events* events) const override {
        TunnelState& s = tunnel_state(rules, state);
        const int tile = state.board.tile_index(a.pos);
        const int e = entrance_at(s, tile, a.feature);
        if (e < 0) return;
        const int player = state.current_player;
        Entrance& here = s.entrances[static_cast<size_t>(e)];
        here.owner = static_cast<int8_t>(player);
        here.pair = static_cast<uint8_t>(a.value);
        here.order = s.placed++;
        --s.left[static_cast<size_t>(player)][static_cast<size_t>(a.value)];
        s.last_turn = static_cast<int16_t>(state.turn);
        // The other token of the pair, if it is on the board: the two roads become one.
        int other = -1;
        for (int i = 0; i < s.count; ++i)
            if (i != e && s.entrances[static_cast<size_t>(i)].owner == player && s.entrances[static_cast<size_t>(i)].pair == a.value)
                other = i;
        if (events)
            events->push_back(ModuleEvent{Message("{player} puts a tunnel token on the road at {pos}",
                                                  {{"player", arg::Player{player}}, {"pos", arg::Square{a.pos}}}),
                                          {a.pos}});
        if (other < 0) return;
        const Entrance there = s.entrances[static_cast<size_t>(other)];
        const Pos there_pos = state.board.tile(there.tile).pos;
        join_features(rules, state, there.tile, there.local, tile, a.feature, 2, events);
        if (events)
            events->push_back(ModuleEvent{Message("the tunnel joins the roads at {from} and {to}",
                                                  {{"from", arg::Square{there_pos}}, {"to", arg::Square{a.pos}}}),
                                          {there_pos, a.pos}});
    }
    Message why_illegal(const Ruleset& rules, const GameState& state, const Action& a) const override {
        const TunnelState& s = tunnel_state(rules, state);
        if (s.last_turn == state.turn) return Message("only one tunnel token may be placed in a turn");
        if (a.value < 0 || a.value >= tunnel_settings(rules).pairs || tokens_left(s, state.current_player, a.value) <= 0)
            return Message("{player} has no tunnel token of that pair left", {{"player", arg::Player{state.current_player}}});
        const int e = entrance_at(s, state.board.tile_index(a.pos), a.feature);
        if (e < 0) return Message("a tunnel token goes on a tunnel entrance");
        if (s.entrances[static_cast<size_t>(e)].owner >= 0) return Message("that tunnel entrance has a token already");
        return Message("a tunnel token is placed after the turn's figure");
    }
    Message describe(const Ruleset&, const GameState&, const Action& a) const override {
        return Message("put a tunnel token of the {pair} pair on the road at {pos}",
                       {{"pair", pair_word(a.value)}, {"pos", arg::Square{a.pos}}});
    }
    std::span<const FieldDef> fields() const override { return kFields; }

private:
    static constexpr FieldDef kFields[] = {{"square", FieldKind::Square, Slot::Pos},
                                           {"feature", FieldKind::Feature, Slot::Feature},
                                           {"pair", FieldKind::Choice, Slot::Value, kPairWords}};
};

const PlaceTunnel kPlaceTunnel;

// After the turn's figure: the player may put one tunnel token on a free entrance, or pass.
class TunnelStep final : public TurnStep {
public:
    std::string_view id() const override { return "tunnel"; }
    StepStatus enter(const Ruleset& rules, GameState& state, Events*) const override {
        return may_place(rules, state) ? StepStatus::await(state.current_player) : StepStatus::done();
    }
    void list(const Ruleset& rules, const GameState& state, ActionList& out) const override {
        const TunnelState& s = tunnel_state(rules, state);
        for (int i = 0; i < s.count; ++i) {
            const Entrance& e = s.entrances[static_cast<size_t>(i)];
            if (e.owner >= 0) continue;
            for (int p = 0; p < tunnel_settings(rules).pairs; ++p) {
                if (tokens_left(s, state.current_player, p) <= 0) continue;
                Action a;
                a.def = &kPlaceTunnel;
                a.pos = state.board.tile(e.tile).pos;
                a.feature = e.local;
                a.value = static_cast<int16_t>(p);
                out.push_back(a);
            }
        }
        out.push_back(pass_action());
    }
    Message prompt(const Ruleset&, const GameState& state) const override {
        return Message("{player}: put a tunnel token on a tunnel entrance, or pass",
                       {{"player", arg::Player{state.acting_player}}});
    }
};

const TunnelStep kTunnelStep;

class TunnelModule final : public ModuleWithState<TunnelState, TunnelSettings> {
public:
    std::string_view id() const override { return "tunnel"; }
    std::vector<const ActionDef*> action_defs() const override { return {&kPlaceTunnel}; }

    void configure(Ruleset& rules) const override {
        rules.turn.insert_before(steps::find_completed, &kTunnelStep, kAfterTheFigure);
    }

    // The figure step waits while a token may still come in this turn, even with no figure to
    // place (its only choice then is to pass on to the tunnel step): JCZ's action phase offers
    // the tokens beside the figure and waits for the player there, and so the two games ask the
    // player the same questions in the same order (tunnel_jcz.cpp).
    bool offers_step_actions(const Ruleset& rules, const GameState& state, std::string_view step) const override {
        return step == steps::action && state.acting_player == state.current_player && may_place(rules, state);
    }

    TunnelState initial_state(const Ruleset& rules) const override {
        TunnelState s{};
        s.last_turn = -1;
        const int pairs = TunnelSettings::pairs_for(rules.player_count());
        for (int p = 0; p < rules.player_count() && p < kSeats; ++p)
            for (int q = 0; q < pairs; ++q) s.left[static_cast<size_t>(p)][static_cast<size_t>(q)] = 2;
        for (Entrance& e : s.entrances) e = {-1, 0, -1, 0, 0};
        return s;
    }

    // The tile's tunnel entrances join the list of free ones.
    void on_tile_placed(const Ruleset& rules, GameState& state, int tile, Events*) const override {
        TunnelState& s = my(rules, state);
        const TileType& type = rules.tiles[state.board.tile(tile).type];
        for (size_t l = 0; l < type.features.size(); ++l)
            if (type.features[l].inner_ends > 0 && s.count < kMaxEntrances)
                s.entrances[s.count++] = {static_cast<int16_t>(tile), static_cast<uint8_t>(l), -1, 0, 0};
    }

    void check_invariants(const Ruleset& rules, const GameState& state, std::vector<std::string>& problems) const override {
        const TunnelState& s = my(rules, state);
        const TunnelState start = initial_state(rules);
        int on_board = 0, left = 0, at_start = 0;
        for (int i = 0; i < s.count; ++i) on_board += s.entrances[static_cast<size_t>(i)].owner >= 0;
        for (int p = 0; p < rules.player_count() && p < kSeats; ++p)
            for (int q = 0; q < kMaxPairs; ++q) {
                left += s.left[static_cast<size_t>(p)][static_cast<size_t>(q)];
                at_start += start.left[static_cast<size_t>(p)][static_cast<size_t>(q)];
                if (s.left[static_cast<size_t>(p)][static_cast<size_t>(q)] < 0)
                    problems.push_back("tunnel: player " + std::to_string(p) + " has fewer than no tokens");
            }
        if (on_board + left != at_start || on_board != s.placed)
            problems.push_back("tunnel: " + std::to_string(on_board) + " tokens on the board and " + std::to_string(left) +
                               " in the supplies, of " + std::to_string(at_start));
    }

    const TunnelState& state_of(const Ruleset& rules, const GameState& state) const { return my(rules, state); }
    TunnelState& state_of(const Ruleset& rules, GameState& state) const { return my(rules, state); }
    bool in(const Ruleset& rules) const {
        return std::find(rules.modules.begin(), rules.modules.end(), this) != rules.modules.end();
    }
};

const TunnelModule kTunnel;

const TunnelSettings& tunnel_settings(const Ruleset& rules) { return kTunnel.settings(rules); }
TunnelState& tunnel_state(const Ruleset& rules, GameState& state) { return kTunnel.state_of(rules, state); }
const TunnelState& tunnel_state(const Ruleset& rules, const GameState& state) { return kTunnel.state_of(rules, state); }

}  // namespace tunnel_rules
}  // namespace

std::vector<TunnelToken> tunnel_tokens(const Ruleset& rules, const GameState& state) {
    std::vector<TunnelToken> out;
    if (!tunnel_rules::kTunnel.in(rules)) return out;
    const tunnel_rules::TunnelState& s = tunnel_rules::tunnel_state(rules, state);
    std::vector<const tunnel_rules::Entrance*> taken;
    for (int i = 0; i < s.count; ++i)
        if (s.entrances[static_cast<size_t>(i)].owner >= 0) taken.push_back(&s.entrances[static_cast<size_t>(i)]);
    std::sort(taken.begin(), taken.end(), [](const tunnel_rules::Entrance* a, const tunnel_rules::Entrance* b) { return a->order < b->order; });
    for (const tunnel_rules::Entrance* e : taken) out.push_back({state.board.tile(e->tile).pos, e->local, e->owner, e->pair});
    return out;
}

int tunnel_tokens_left(const Ruleset& rules, const GameState& state, int player, int pair) {
    return tunnel_rules::kTunnel.in(rules) ? tunnel_rules::tokens_left(tunnel_rules::tunnel_state(rules, state), player, pair) : 0;
}

int tunnel_pairs(const Ruleset& rules) { return tunnel_rules::kTunnel.in(rules) ? tunnel_rules::tunnel_settings(rules).pairs : 0; }

const Module& tunnel_module() { return tunnel_rules::kTunnel; }

}  // namespace carc
