// Castles of Bridges, Castles & Bazaars (issue 32 WP26). The seeds give what a castle is and how it
// scores: "a completed city of two half-cities may become its owner's castle instead of scoring"
// (the plan's reading of 000:112's castle tokens), a follower on a castle scores "when scored is on
// one of six tiles in Castle area" (003:665, 1212-1213: the feature's points, "feature points rules
// ... continue in Castle scoring"), castles are not cities (000:510, note 21), a farmer scores a
// castle one point more than a completed city (003:211-213, 1066-1075, 1144-1152), the dragon
// cannot eat a follower in a castle (001:263, 333), the fairy beside it scores as usual
// (001:683), a lone mayor in a castle cannot have the majority (003:1221). Where they are silent
// this follows JCloisterZone, as docs/rules-coverage.md lists:
//
// - Each player has 3 castles, 2 with five or more players.
// - After the figure step (and after the dragon's flight), before the completed features are
//   found, the players are asked in turn order from the current one: a player whose follower is
//   the only one in a completed city of exactly two tiles, each showing a half-city (one city
//   side, not marked `no-castle` in the data), one of them the tile just placed, may turn it into
//   a castle (one a turn each) or pass, which ends the asking. The city is then not scored.
// - The castle's six squares: its two tiles and the four beside its long sides. When features
//   are completed there (scored or not), after their scoring, the castle scores the points of the
//   most valuable of them, once; then its follower goes home. A castle that scores sets off the
//   castles beside it in turn. A castle made this turn waits for the next.
// - At the end of the game a castle that never scored scores 0.
#include "modules/castles.hpp"

#include <algorithm>
#include <array>

#include "carc/engine.hpp"
#include "modules.hpp"

namespace carc {

namespace {
namespace castles_rules {

constexpr int kSeats = 8;

struct CastlesState {
    std::array<int8_t, kSeats> castles_left;  // per player
    int16_t trigger_points;  // what the castle being scored receives (score hook), -1: none
    int16_t spare;
};

struct CastlesSettings {
    bool on;
    FeatureKind castle{};
    int no_castle;  // attribute slot of the cities that are no half-city, or -1
    explicit CastlesSettings(const Ruleset& r)
        : on(r.option_on("bridges-castles-bazaars.castles")),
          castle(r.catalog->kind("castle").value_or(FeatureKind::Field)),
          no_castle(r.attribute("no-castle")) {}
};

const CastlesSettings& castle_settings(const Ruleset& rules);
CastlesState& castle_state(const Ruleset& rules, GameState& state);
const CastlesState& castle_state(const Ruleset& rules, const GameState& state);

constexpr Noun kTileNoun{"tile", "tiles"};
constexpr Noun kBesidePoints{"point of the feature completed beside it", "points of the feature completed beside it"};
constexpr Noun kCastleBonus{"castle (1 more than a city)", "castles (1 more than a city)"};

int castles_of(const Ruleset& rules, const GameState& state, int player) {
    if (player < 0 || player >= kSeats) return 0;
    return castle_state(rules, state).castles_left[static_cast<size_t>(player)];
}

// The follower figures (indices into state.figures) on set `root`.
std::vector<int> followers_on(const Ruleset& rules, const GameState& state, int root) {
    std::vector<int> out;
    for (size_t i = 0; i < state.figures.size(); ++i) {
        const Figure& f = state.figures[i];
        if (is_follower_on_board(rules, f) && state.features.find(f.node) == root) out.push_back(static_cast<int>(i));
    }
    return out;
}

// The tiles of set `root`'s members, each once.
std::vector<int> tiles_of(const GameState& state, int root) {
    std::vector<int> tiles;
    state.features.for_each_member(root, [&](int n) { tiles.push_back(state.features.node(n).tile); });
    std::sort(tiles.begin(), tiles.end());
    tiles.erase(std::unique(tiles.begin(), tiles.end()), tiles.end());
    return tiles;
}

// Why `player` may not make the city `local` of placed tile `tile` a castle (whether it is the
// tile just placed is the caller's question).
std::optional<Message> castle_problem(const Ruleset& rules, const GameState& state, int player, int tile, int local) {
    const CastlesSettings& s = castle_settings(rules);
    if (!s.on) return Message("this game is played without castles");
    if (castles_of(rules, state, player) <= 0)
        return Message("{player} has no castle left", {{"player", arg::Player{player}}});
    if (tile < 0 || local < 0 || local >= feature_count_at(rules, state, tile) ||
        kind_at(state, tile, local) != FeatureKind::City)
        return Message("a castle is made of a completed city of the tile just placed");
    const int root = state.features.find(node_at(state, tile, local));
    const Pos pos = state.board.tile(tile).pos;
    if (state.features.node(root).open_edges != 0)
        return Message("the city at {pos} is not completed: only a completed city becomes a castle", {{"pos", arg::Square{pos}}});
    if (state.features.node(root).size != 2 || tiles_of(state, root).size() != 2)
        return Message("a castle is made of a city of exactly two tiles, two half-cities; this city has {count}",
                       {{"pos", arg::Square{pos}}, {"count", arg::Count{static_cast<int>(tiles_of(state, root).size()), kTileNoun}}});
    bool halves = true;
    state.features.for_each_member(root, [&](int n) {
        const FeatureNode& node = state.features.node(n);
        const TileType& type = rules.tiles[state.board.tile(node.tile).type];
        halves &= node.local < type.features.size() && __builtin_popcount(type.features[node.local].sides) == 1;
    });
    if (!halves || (s.no_castle >= 0 && state.features.attribute(root, s.no_castle) > 0))
        return Message("a castle is made of two half-cities, each showing a city on one side only; this city is drawn larger");
    const std::vector<int> followers = followers_on(rules, state, root);
    if (followers.size() != 1 || state.figures[static_cast<size_t>(followers.front())].owner != player)
        return Message("only the player whose follower is alone in the city may make it a castle, and {player} has none there",
                       {{"player", arg::Player{player}}});
    return std::nullopt;
}

// "make_castle": the completed city becomes the acting player's castle instead of scoring.
class MakeCastle final : public FieldsActionDef {
public:
    std::string_view id() const override { return "make_castle"; }
    void apply(const Ruleset& rules, GameState& state, const Action& a, Events* events) const override {
        const int tile = state.board.tile_index(a.pos);
        const int root = state.features.find(node_at(state, tile, a.feature));
        const std::vector<int> tiles = tiles_of(state, root);
        --castle_state(rules, state).castles_left[static_cast<size_t>(state.acting_player)];
        change_kind(rules, state, root, castle_settings(rules).castle);
        if (events) {
            std::vector<Pos> where;
            for (int t : tiles) where.push_back(state.board.tile(t).pos);
            // The arguments one by one: GCC 12 warns of an uninitialised variant in the inlined
            // list form here (a false positive).
            std::vector<MessageArg> args;
            args.push_back({"player", arg::Player{state.acting_player}});
            args.push_back({"pos", arg::Square{a.pos}});
            events->push_back(ModuleEvent{Message("{player} makes the city at {pos} a castle instead of scoring it", std::move(args)),
                                          where});
        }
    }
    Message why_illegal(const Ruleset& rules, const GameState& state, const Action& a) const override {
        if (auto why = castle_problem(rules, state, state.acting_player, state.board.tile_index(a.pos), a.feature))
            return *why;
        if (state.board.tile_index(a.pos) != state.placed_tile || state.placed_tile < 0)
            return Message("a castle is made of a completed city of the tile just placed");
        return Message("a castle is made when its city is completed, before the scoring: not now");
    }
    Message describe(const Ruleset&, const GameState&, const Action& a) const override {
        return Message("make the city at {pos} a castle", {{"pos", arg::Square{a.pos}}});
    }
    std::span<const FieldDef> fields() const override { return kFields; }

private:
    static constexpr FieldDef kFields[] = {{"square", FieldKind::Square, Slot::Pos},
                                           {"feature", FieldKind::Feature, Slot::Feature}};
};

const MakeCastle kMakeCastle;

// The castles of the tile just placed that `player` may make, as actions.
void castle_options(const Ruleset& rules, const GameState& state, int player, ActionList& out) {
    if (state.placed_tile < 0) return;
    const int count = feature_count_at(rules, state, state.placed_tile);
    for (int l = 0; l < count; ++l) {
        if (castle_problem(rules, state, player, state.placed_tile, l)) continue;
        Action a;
        a.def = &kMakeCastle;
        a.pos = state.board.tile(state.placed_tile).pos;
        a.feature = static_cast<int16_t>(l);
        out.push_back(a);
    }
}

// The first player from `from` on, before the current player comes round again, who may make a
// castle now; -1 when none.
int next_asked(const Ruleset& rules, const GameState& state, int from) {
    int p = from;
    do {
        ActionList options;
        castle_options(rules, state, p, options);
        if (!options.empty()) return p;
        p = next_player(rules, p);
    } while (p != state.current_player);
    return -1;
}

class CastleChoice final : public TurnStep {
public:
    std::string_view id() const override { return "castle_choice"; }
    StepStatus enter(const Ruleset& rules, GameState& state, Events*) const override {
        if (!castle_settings(rules).on || state.placed_tile < 0) return StepStatus::done();
        const int p = next_asked(rules, state, state.current_player);
        return p < 0 ? StepStatus::done() : StepStatus::await(p);
    }
    void list(const Ruleset& rules, const GameState& state, ActionList& out) const override {
        castle_options(rules, state, state.acting_player, out);
        out.push_back(pass_action());
    }
    // A castle: the next player may make one too (as JCloisterZone asks); a pass ends the asking.
    StepStatus apply(const Ruleset& rules, GameState& state, const Action& a, Events* events) const override {
        a.def->apply(rules, state, a, events);
        if (is_pass(a)) return StepStatus::done();
        const int next = next_player(rules, state.acting_player);
        if (next == state.current_player) return StepStatus::done();
        const int p = next_asked(rules, state, next);
        return p < 0 ? StepStatus::done() : StepStatus::await(p);
    }
    Message prompt(const Ruleset&, const GameState& state) const override {
        return Message("{player}: make the completed city a castle, or pass to score it",
                       {{"player", arg::Player{state.acting_player}}});
    }
};

const CastleChoice kCastleChoice;

std::array<Pos, 6> neighbourhood(const GameState& state, int tile_a, int tile_b) {
    const Pos a = state.board.tile(tile_a).pos, b = state.board.tile(tile_b).pos;
    // Across the long sides: west and east of a castle that runs north-south, else north and south.
    const std::array<Side, 2> across = a.x == b.x ? std::array<Side, 2>{Side::W, Side::E} : std::array<Side, 2>{Side::N, Side::S};
    return {a, b, neighbour(a, across[0]), neighbour(a, across[1]), neighbour(b, across[0]), neighbour(b, across[1])};
}

bool watches(const GameState& state, const CastleOnBoard& castle, const std::vector<int>& tiles) {
    const std::array<Pos, 6> squares = neighbourhood(state, castle.tiles[0], castle.tiles[1]);
    for (int t : tiles)
        if (std::find(squares.begin(), squares.end(), state.board.tile(t).pos) != squares.end()) return true;
    return false;
}

struct Trigger {
    int points = 0;
    FeatureKind kind = FeatureKind::Road;
    std::vector<int> tiles;
};

// Scores the occupied castle `c` with the points of `trigger`, then sends its follower home.
void score_castle(const Ruleset& rules, GameState& state, const CastleOnBoard& c, const Trigger& trigger,
                  Events* events) {
    if (events) {
        const Pos a = state.board.tile(c.tiles[0]).pos, b = state.board.tile(c.tiles[1]).pos;
        events->push_back(ModuleEvent{Message("the castle at {pos} and {other} scores the {kind} completed beside it",
                                              {{"pos", arg::Square{a}}, {"other", arg::Square{b}}, {"kind", arg::Kind{trigger.kind}}}),
                                      {a, b}});
    }
    castle_state(rules, state).trigger_points = static_cast<int16_t>(trigger.points);
    score_feature(rules, state, c.root, true, false, events);
    castle_state(rules, state).trigger_points = -1;
    return_figures(rules, state, c.root, events);
}

// After the scoring: each occupied castle beside a feature this part completed (not a castle made
// this part) scores the most valuable of them; each castle that scored sets off those beside it.
class CastleScoring final : public TurnStep {
public:
    std::string_view id() const override { return "castle_scoring"; }
    StepStatus enter(const Ruleset& rules, GameState& state, Events* events) const override {
        if (state.features.kind_changes().empty()) return StepStatus::done();
        std::vector<Trigger> triggers;
        for (int16_t root : state.completed) {
            const FeatureKind k = state.features.node(root).kind;
            if (k == FeatureKind::Field || k == castle_settings(rules).castle) continue;
            triggers.push_back({score_if_completed(rules, state, root).base_points(), k, tiles_of(state, root)});
        }
        while (!triggers.empty()) {
            std::vector<Trigger> scored;
            for (const CastleOnBoard& c : castles_on_board(rules, state)) {
                if (c.owner < 0 || c.tiles[0] == state.placed_tile || c.tiles[1] == state.placed_tile) continue;
                const Trigger* best = nullptr;
                for (const Trigger& t : triggers)
                    if (watches(state, c, t.tiles) && (!best || t.points > best->points)) best = &t;
                if (!best) continue;
                score_castle(rules, state, c, *best, events);
                scored.push_back({best->points, castle_settings(rules).castle, {c.tiles[0], c.tiles[1]}});
            }
            if (!scored.empty()) figures_returned(rules, state, events);
            triggers = std::move(scored);
        }
        return StepStatus::done();
    }
};

const CastleScoring kCastleScoring;

class CastlesModule final : public ModuleWithState<CastlesState, CastlesSettings> {
public:
    std::string_view id() const override { return "castles"; }
    std::vector<const ActionDef*> action_defs() const override { return {&kMakeCastle}; }

    void configure(Ruleset& rules) const override {
        if (!rules.option_on("bridges-castles-bazaars.castles")) return;
        rules.turn.insert_before(steps::find_completed, &kCastleChoice, before_finding::claims);
        rules.turn.insert_after(steps::scoring, &kCastleScoring, after_scoring::set_off);
    }

    CastlesState initial_state(const Ruleset& rules) const override {
        CastlesState s{};
        s.trigger_points = -1;
        const bool on = rules.option_on("bridges-castles-bazaars.castles");
        const int each = rules.player_count() < 5 ? 3 : 2;
        for (int p = 0; p < rules.player_count() && p < kSeats; ++p)
            s.castles_left[static_cast<size_t>(p)] = static_cast<int8_t>(on ? each : 0);
        return s;
    }

    void score(const Ruleset& rules, const GameState& state, FeatureScoring& f) const override {
        const CastlesSettings& s = settings(rules);
        if (f.kind == s.castle) {
            const int points = std::max<int>(0, my(rules, state).trigger_points);
            f.event.terms.push_back({kBesidePoints, points, 1});
            if (f.final_scoring) f.event.notes.push_back(Message("nothing was completed beside this castle: it scores nothing at the end"));
        } else if (f.kind == FeatureKind::Field) {
            const int castles = castles_bordering(rules, state, f.root);
            if (castles == 0) return;
            // The farmers' count of completed cities (base, a barn's field; the pig reads it) takes
            // each castle, a set with no open side, for a city: a castle is worth one point more
            // (003:211-213, 1066-1075, 1144-1152), whatever a city is worth in this count.
            f.event.terms.push_back({kCastleBonus, castles, 1});
        }
    }

    void final_scoring(const Ruleset& rules, GameState& state, Events* events) const override {
        // A castle nothing set off scores 0 at the end (as JCloisterZone; the seeds are silent),
        // counted without the hooks that follow a scored feature: it earns a fairy beside it
        // nothing (JCZ's test game fairy-endgame-incomplete-castle; 001:683 gives the fairy's
        // usual points when the castle scores).
        bool any = false;
        for (const CastleOnBoard& c : castles_on_board(rules, state))
            if (c.owner >= 0) {
                if (events) events->push_back(score_preview(rules, state, c.root));
                return_figures(rules, state, c.root, events);
                any = true;
            }
        if (any) figures_returned(rules, state, events);
    }

    void check_invariants(const Ruleset& rules, const GameState& state, std::vector<std::string>& problems) const override {
        const std::vector<CastleOnBoard> castles = castles_on_board(rules, state);
        int left = 0, start = 0;
        const CastlesState initial = initial_state(rules);
        for (int p = 0; p < rules.player_count() && p < kSeats; ++p) {
            const int n = my(rules, state).castles_left[static_cast<size_t>(p)];
            if (n < 0) problems.push_back("player " + std::to_string(p) + " has fewer than no castles");
            left += n;
            start += initial.castles_left[static_cast<size_t>(p)];
        }
        if (left + static_cast<int>(castles.size()) != start)
            problems.push_back("castles: " + std::to_string(castles.size()) + " on the board and " + std::to_string(left) +
                               " in the supplies, of " + std::to_string(start));
        for (const CastleOnBoard& c : castles)
            if (followers_on(rules, state, c.root).size() > 1) problems.push_back("more than one follower in a castle");
        if (my(rules, state).trigger_points != -1) problems.push_back("a castle's trigger points left set");
    }

    const CastlesState& state_of(const Ruleset& rules, const GameState& state) const { return my(rules, state); }
    CastlesState& state_of(const Ruleset& rules, GameState& state) const { return my(rules, state); }

private:
    static int castles_bordering(const Ruleset& rules, const GameState& state, int field_root) {
        const FeatureKind castle = castle_settings(rules).castle;
        std::vector<int> castles;
        state.features.for_each_member(field_root, [&](int n) {
            const FeatureNode& node = state.features.node(n);
            const TileType& type = rules.tiles[state.board.tile(node.tile).type];
            if (static_cast<size_t>(node.local) >= type.features.size()) return;
            for (uint8_t c : type.features[node.local].cities) {
                const int root = state.features.find(node_at(state, node.tile, c));
                if (state.features.node(root).kind == castle) castles.push_back(root);
            }
        });
        std::sort(castles.begin(), castles.end());
        return static_cast<int>(std::unique(castles.begin(), castles.end()) - castles.begin());
    }
};

const CastlesModule kCastles;

const CastlesSettings& castle_settings(const Ruleset& rules) { return kCastles.settings(rules); }
CastlesState& castle_state(const Ruleset& rules, GameState& state) { return kCastles.state_of(rules, state); }
const CastlesState& castle_state(const Ruleset& rules, const GameState& state) { return kCastles.state_of(rules, state); }

bool in_game(const Ruleset& rules) {
    return std::find(rules.modules.begin(), rules.modules.end(), &kCastles) != rules.modules.end();
}

}  // namespace castles_rules
}  // namespace

int castles_left(const Ruleset& rules, const GameState& state, int player) {
    return castles_rules::in_game(rules) ? castles_rules::castles_of(rules, state, player) : 0;
}

std::vector<CastleOnBoard> castles_on_board(const Ruleset& rules, const GameState& state) {
    std::vector<CastleOnBoard> out;
    if (!castles_rules::in_game(rules)) return out;
    const FeatureKind castle = castles_rules::castle_settings(rules).castle;
    for (const KindChange& k : state.features.kind_changes()) {
        if (k.kind != castle) continue;
        CastleOnBoard c;
        c.root = state.features.find(k.node);
        const std::vector<int> tiles = castles_rules::tiles_of(state, c.root);
        if (tiles.size() != 2) continue;
        c.tiles = {tiles[0], tiles[1]};
        const std::vector<int> followers = castles_rules::followers_on(rules, state, c.root);
        if (!followers.empty()) c.owner = state.figures[static_cast<size_t>(followers.front())].owner;
        out.push_back(c);
    }
    return out;
}

std::array<Pos, 6> castle_neighbourhood(const GameState& state, const CastleOnBoard& castle) {
    return castles_rules::neighbourhood(state, castle.tiles[0], castle.tiles[1]);
}

const Module& castles_module() { return castles_rules::kCastles; }

}  // namespace carc
