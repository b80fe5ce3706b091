// The core's steps of a turn and of the end of the game, and the driver that runs a ruleset's
// turn program: after an action, the step that waits applies it; while steps report Done, the
// next one is entered; the program stops at the first step that waits for a player, or at the
// end of the game. Modules insert their own steps between these (docs/architecture.md).
#include <algorithm>

#include "carc/turn.hpp"
#include "internal.hpp"

namespace carc {

Phase TurnStep::phase() const { return Phase::ModuleStep; }

StepStatus TurnStep::apply(const Ruleset& rules, GameState& state, const Action& action, Events* events) const {
    action.def->apply(rules, state, action, events);
    return StepStatus::done();
}

int TurnProgram::index_of(std::string_view id) const {
    for (size_t i = 0; i < steps_.size(); ++i)
        if (steps_[i]->id() == id) return static_cast<int>(i);
    return -1;
}

void TurnProgram::add_turn_step(const TurnStep* step) {
    steps_.insert(steps_.begin() + end_, step);
    hung_.insert(hung_.begin() + end_, Hung{});
    ++end_;
}

void TurnProgram::add_end_step(const TurnStep* step) {
    steps_.push_back(step);
    hung_.push_back(Hung{});
}

bool TurnProgram::insert_before(std::string_view id, const TurnStep* step, int rank) {
    const int at = index_of(id);
    if (at < 0) return false;
    // Before the steps already inserted there that come later by rank.
    int pos = at;
    while (pos > 0 && hung_[static_cast<size_t>(pos - 1)].before == id && hung_[static_cast<size_t>(pos - 1)].rank > rank)
        --pos;
    steps_.insert(steps_.begin() + pos, step);
    hung_.insert(hung_.begin() + pos, Hung{"", std::string(id), rank});
    if (at < end_) ++end_;
    return true;
}

bool TurnProgram::insert_after(std::string_view id, const TurnStep* step, int rank) {
    const int at = index_of(id);
    if (at < 0) return false;
    // Past the steps already hung there that come first by rank.
    int pos = at + 1;
    while (pos < static_cast<int>(steps_.size()) && hung_[static_cast<size_t>(pos)].after == id &&
           hung_[static_cast<size_t>(pos)].rank <= rank)
        ++pos;
    steps_.insert(steps_.begin() + pos, step);
    hung_.insert(hung_.begin() + pos, Hung{std::string(id), "", rank});
    if (at < end_) ++end_;
    return true;
}

namespace {

// Tiles drawn from the pile that modules still hold for the players (a bazaar's): the game goes on.
bool modules_hold_tiles(const Ruleset& rules, const GameState& state) {
    for (const Module* m : rules.modules)
        if (m->tiles_held(rules, state) > 0) return true;
    return false;
}

// A new turn, or the next part of the same player's turn. No turn is begun once the pile is empty
// and no module holds a tile for a player.
class TurnStartStep final : public TurnStep {
public:
    std::string_view id() const override { return steps::turn_start; }
    StepStatus enter(const Ruleset& rules, GameState& state, Events* events) const override {
        if (state.pile.remaining() == 0 && !modules_hold_tiles(rules, state))
            return StepStatus::go_to(rules.turn.end_index());
        if (state.part == 0) ++state.turn;
        emit(events, TurnStarted{state.current_player, state.turn, state.part > 0});
        if (state.part == 0)
            for (const Module* m : rules.modules) m->on_turn_start(rules, state, events);
        return StepStatus::done();
    }
};

// Draws until a tile fits somewhere (or a module places it: a bridge makes it fit); the others
// leave the game. An empty pile ends the game; while a module still holds tiles for the players (a
// tile bought at a bazaar, handed by the module's step before this one), the player whose turn it
// is passes it.
class DrawStep final : public TurnStep {
public:
    std::string_view id() const override { return steps::draw; }
    StepStatus enter(const Ruleset& rules, GameState& state, Events* events) const override {
        while (state.pile.remaining() > 0) {
            const TileTypeId t = state.pile.draw(state.rng);
            if (sets_aside(rules, state, t)) {
                state.pile.set_aside_last();
                emit(events, ModuleEvent{Message("{tile} is set aside for later", {{"tile", arg::Text{rules.tiles[t].id}}}), {}});
                continue;
            }
            if (has_legal_placement(rules, state, t) || placed_by_a_module(rules, state, t)) {
                state.drawn = t;
                emit(events, TileDrawn{state.current_player, t});
                return StepStatus::done();
            }
            state.discarded.push_back(t);
            emit(events, TileDiscarded{state.current_player, t});
        }
        if (modules_hold_tiles(rules, state)) return StepStatus::go_to(rules.turn.index_of(steps::turn_end));
        return StepStatus::go_to(rules.turn.end_index());
    }

private:
    // A tile the edges refuse everywhere that a module still places (with a bridge).
    static bool placed_by_a_module(const Ruleset& rules, const GameState& state, TileTypeId t) {
        for (const Module* m : rules.modules)
            if (m->places_unfitting_tile(rules, state, t)) return true;
        return false;
    }
    static bool sets_aside(const Ruleset& rules, const GameState& state, TileTypeId t) {
        for (const Module* m : rules.modules)
            if (m->set_aside_drawn(rules, state, t)) return true;
        return false;
    }
};

class PlaceTileStep final : public TurnStep {
public:
    std::string_view id() const override { return steps::place_tile; }
    Phase phase() const override { return Phase::PlaceTile; }
    StepStatus enter(const Ruleset&, GameState& state, Events*) const override {
        return StepStatus::await(state.current_player);
    }
    void list(const Ruleset& rules, const GameState& state, ActionList& out) const override {
        legal_placements(rules, state, state.drawn, out);
        for (const Module* m : rules.modules) m->add_step_actions(rules, state, steps::place_tile, out);
        for (const Module* m : rules.modules) m->adjust_step_actions(rules, state, steps::place_tile, out);
    }
    Message prompt(const Ruleset&, const GameState&) const override { return Message("Place the tile"); }
};

// The turn's one action: a figure on the new tile, or what a module offers instead. With nothing
// to choose the turn goes on by itself (as in JCloisterZone, which records a pass only when a
// figure could have been placed).
class ActionStep final : public TurnStep {
public:
    std::string_view id() const override { return steps::action; }
    Phase phase() const override { return Phase::PlaceFigure; }
    StepStatus enter(const Ruleset& rules, GameState& state, Events*) const override {
        if (!action_step_has_choice(rules, state)) return StepStatus::done();
        return StepStatus::await(state.current_player);
    }
    void list(const Ruleset& rules, const GameState& state, ActionList& out) const override {
        list_deploys(rules, state, state.placed_tile, out);
        for (const Module* m : rules.modules) m->add_step_actions(rules, state, steps::action, out);
        out.push_back(pass_action());
        for (const Module* m : rules.modules) m->adjust_step_actions(rules, state, steps::action, out);
    }
    Message prompt(const Ruleset&, const GameState&) const override { return Message("Place a figure"); }
};

// Every feature the tile of this part completed: its roads and cities with no open side left,
// those of the neighbours it closed, and the cloisters that just got their eighth neighbour; then
// those a change of a placed tile completed (the roads and cities of state.touched: a bridge).
class FindCompletedStep final : public TurnStep {
public:
    std::string_view id() const override { return steps::find_completed; }
    StepStatus enter(const Ruleset& rules, GameState& state, Events*) const override {
        state.completed.clear();
        if (state.placed_tile >= 0) add_placed_tile(rules, state);
        for (int16_t node : state.touched) {
            const FeatureKind k = state.features.node(node).kind;
            const int root = state.features.find(node);
            if ((k == FeatureKind::Road || k == FeatureKind::City) && state.features.node(root).open_edges == 0 &&
                std::find(state.completed.begin(), state.completed.end(), root) == state.completed.end())
                state.completed.push_back(static_cast<int16_t>(root));
        }
        state.touched.clear();
        return StepStatus::done();
    }

private:
    static void add_placed_tile(const Ruleset& rules, GameState& state) {
        auto add = [&](int node) {
            const int root = state.features.find(node);
            if (state.features.node(root).open_edges != 0) return;
            if (std::find(state.completed.begin(), state.completed.end(), root) == state.completed.end())
                state.completed.push_back(static_cast<int16_t>(root));
        };
        const PlacedTile& placed = state.board.tile(state.placed_tile);
        const TileType& type = rules.tiles[placed.type];
        for (size_t l = 0; l < type.features.size(); ++l) {
            // The kind of its feature now: the tile may have joined one whose kind was changed.
            const int node = node_at(state, state.placed_tile, static_cast<int>(l));
            const FeatureKind k = state.features.node(node).kind;
            if (k == FeatureKind::Road || k == FeatureKind::City) add(node);
        }
        // A side where this tile shows no road or city may still have closed the neighbour's,
        // when the tile's edges end every feature (the abbey); elsewhere edge matching makes the
        // neighbour's feature one of this tile's.
        for (int s = 0; rules.tiles_close_neighbours && s < kSides; ++s) {
            if (type.side_feature[placed.rotation][s] >= 0) continue;
            const int other = state.board.tile_index(neighbour(placed.pos, static_cast<Side>(s)));
            if (other < 0) continue;
            const int f = side_feature_at(rules, state, other, opposite(static_cast<Side>(s)));
            if (f < 0) continue;
            const int node = node_at(state, other, f);
            const FeatureKind k = state.features.node(node).kind;
            if (k == FeatureKind::Road || k == FeatureKind::City) add(node);
            const int shared = shared_side_feature_at(rules, state, other, opposite(static_cast<Side>(s)));
            if (shared >= 0) add(node_at(state, other, shared));
        }
        for (const int16_t* t = state.board.last_surrounded_begin(); t != state.board.last_surrounded_end(); ++t) {
            const PlacedTile& pt = state.board.tile(*t);
            const int8_t c = rules.tiles[pt.type].cloister;
            if (c < 0) continue;
            const int root = state.features.find(node_at(state, *t, c));
            if (std::find(state.completed.begin(), state.completed.end(), root) == state.completed.end())
                state.completed.push_back(static_cast<int16_t>(root));
        }
    }
};

// Scores the completed features that hold followers and returns their figures; modules hear of
// every completed feature, scored or not.
class ScoringStep final : public TurnStep {
public:
    std::string_view id() const override { return steps::scoring; }
    StepStatus enter(const Ruleset& rules, GameState& state, Events* events) const override {
        for (int16_t root : state.completed) {
            if (state.features.node(root).followers > 0) {
                score_feature(rules, state, root, true, false, events);
                return_figures(rules, state, root, events);
            }
            for (const Module* m : rules.modules) m->on_feature_completed(rules, state, root, events);
        }
        return StepStatus::done();
    }
};

// The next part of the same player's turn when a module grants one, else the next player.
class TurnEndStep final : public TurnStep {
public:
    std::string_view id() const override { return steps::turn_end; }
    StepStatus enter(const Ruleset& rules, GameState& state, Events*) const override {
        state.placed_tile = -1;
        state.completed.clear();
        bool another = false;
        for (const Module* m : rules.modules) another |= m->another_part(rules, state);
        if (another) {
            ++state.part;
        } else {
            state.part = 0;
            state.current_player = next_player(rules, state.current_player);
        }
        return StepStatus::go_to(0);
    }
};

class FinalScoringStep final : public TurnStep {
public:
    std::string_view id() const override { return steps::final_scoring; }
    StepStatus enter(const Ruleset& rules, GameState& state, Events* events) const override {
        state.placed_tile = -1;
        final_scoring(rules, state, events);
        return StepStatus::done();
    }
};

class GameOverStep final : public TurnStep {
public:
    std::string_view id() const override { return steps::game_over; }
    Phase phase() const override { return Phase::GameOver; }
    StepStatus enter(const Ruleset&, GameState& state, Events* events) const override {
        emit(events, GameEnded{leaders(state)});
        return StepStatus::await(-1);
    }
    Message prompt(const Ruleset&, const GameState&) const override { return Message("Game over"); }
};

const TurnStartStep kTurnStart;
const DrawStep kDraw;
const PlaceTileStep kPlaceTile;
const ActionStep kAction;
const FindCompletedStep kFindCompleted;
const ScoringStep kScoring;
const TurnEndStep kTurnEnd;
const FinalScoringStep kFinalScoring;
const GameOverStep kGameOver;

}  // namespace

void add_core_steps(TurnProgram& program) {
    for (const TurnStep* s : std::initializer_list<const TurnStep*>{&kTurnStart, &kDraw, &kPlaceTile, &kAction,
                                                                    &kFindCompleted, &kScoring, &kTurnEnd})
        program.add_turn_step(s);
    program.add_end_step(&kFinalScoring);
    program.add_end_step(&kGameOver);
}

void run_turn(const Ruleset& rules, GameState& state, StepStatus status, Events* events) {
    const int count = static_cast<int>(rules.turn.steps().size());
    for (;;) {
        if (status.kind == StepStatus::Kind::Await) {
            state.acting_player = status.value;
            state.phase = rules.turn.step(state.step).phase();
            return;
        }
        const int next = status.kind == StepStatus::Kind::GoTo ? status.value : state.step + 1;
        // The last step (game over) always waits, so `next` stays inside the program.
        state.step = static_cast<uint8_t>(std::min(next, count - 1));
        status = rules.turn.step(state.step).enter(rules, state, events);
    }
}

const TurnStep& current_step(const Ruleset& rules, const GameState& state) { return rules.turn.step(state.step); }

Message prompt(const Ruleset& rules, const GameState& state) {
    return current_step(rules, state).prompt(rules, state);
}

}  // namespace carc
