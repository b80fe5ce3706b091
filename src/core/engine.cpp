// The order of a game: setup, then turns of draw -> place tile -> figure step -> scoring ->
// next player (or a second tile for the same player when a module grants one), then the final
// count when the pile runs out.
#include <algorithm>

#include "carc/engine.hpp"
#include "carc/module.hpp"
#include "internal.hpp"

namespace carc {

namespace {

// Puts a tile on the board and joins its features with its neighbours'. Returns its index.
int put_tile(const Ruleset& rules, GameState& state, TileTypeId type_id, Pos pos, int rotation) {
    const TileType& type = rules.tiles[type_id];
    const int16_t first = static_cast<int16_t>(state.features.size());
    const int index = static_cast<int>(state.board.tiles().size());
    for (size_t l = 0; l < type.features.size(); ++l) {
        const FeatureType& f = type.features[l];
        state.features.add(index, static_cast<int>(l), f.kind, f.open_edges, f.attributes);
    }
    state.board.place(pos, type_id, rotation, type.signature[rotation], first);
    for (int s = 0; s < kSides; ++s) {
        const Side side = static_cast<Side>(s);
        const PlacedTile* other = state.board.at(neighbour(pos, side));
        if (!other) continue;
        const TileType& other_type = rules.tiles[other->type];
        const int mine = type.side_feature[rotation][s];
        const int theirs = other_type.side_feature[other->rotation][static_cast<int>(opposite(side))];
        if (mine >= 0 && theirs >= 0)
            state.features.unite(first + mine, other->first_node + theirs, 2, rules.attributes);
        // The two halves of a side usually join the same pair of fields: join them once.
        int joined_mine = -1, joined_theirs = -1;
        for (int h = 2 * s; h < 2 * s + 2; ++h) {
            const int my_field = type.half_feature[rotation][h];
            const int their_field = other_type.half_feature[other->rotation][facing_half(h)];
            if (my_field < 0 || their_field < 0 || (my_field == joined_mine && their_field == joined_theirs))
                continue;
            state.features.unite(first + my_field, other->first_node + their_field, 0, rules.attributes);
            joined_mine = my_field;
            joined_theirs = their_field;
        }
    }
    return index;
}

void end_game(const Ruleset& rules, GameState& state, Events* events) {
    state.phase = Phase::GameOver;
    state.placed_tile = -1;
    final_scoring(rules, state, events);
    emit(events, GameEnded{leaders(state)});
}

// Starts a turn (or the second tile of a turn): draws until a tile fits somewhere.
void begin_turn(const Ruleset& rules, GameState& state, Events* events) {
    if (state.pile.remaining() == 0) {  // the last tile has been placed: no new turn
        end_game(rules, state, events);
        return;
    }
    if (!state.bonus_turn) ++state.turn;
    emit(events, TurnStarted{state.current_player, state.turn, state.bonus_turn});
    while (state.pile.remaining() > 0) {
        const TileTypeId t = state.pile.draw(state.rng);
        if (has_legal_placement(rules, state, t)) {
            state.drawn = t;
            state.phase = Phase::PlaceTile;
            emit(events, TileDrawn{state.current_player, t});
            return;
        }
        state.discarded.push_back(t);
        emit(events, TileDiscarded{state.current_player, t});
    }
    end_game(rules, state, events);
}

void finish_turn(const Ruleset& rules, GameState& state, Events* events) {
    score_completed_features(rules, state, events);
    state.placed_tile = -1;
    if (state.bonus_pending && !state.bonus_turn) {
        state.bonus_turn = true;
    } else {
        state.bonus_turn = false;
        state.current_player = (state.current_player + 1) % rules.player_count();
    }
    state.bonus_pending = false;
    begin_turn(rules, state, events);
}

void place_tile(const Ruleset& rules, GameState& state, const PlaceTile& a, Events* events) {
    const int index = put_tile(rules, state, state.drawn, a.pos, a.rotation);
    emit(events, TilePlaced{state.current_player, state.drawn, a.pos, a.rotation});
    state.placed_tile = static_cast<int16_t>(index);
    state.phase = Phase::PlaceFigure;
    for (const Module* m : rules.modules) m->on_tile_placed(rules, state, index, events);
    // With nothing to choose in the figure step, the turn goes on by itself (as in
    // JCloisterZone, where a pass is recorded only when a figure could have been placed).
    if (!figure_step_has_choice(rules, state)) finish_turn(rules, state, events);
}

void deploy(const Ruleset& rules, GameState& state, const Deploy& a, Events* events) {
    const PlacedTile& tile = state.board.tile(state.placed_tile);
    Figure f;
    f.owner = static_cast<uint8_t>(state.current_player);
    f.kind = static_cast<uint8_t>(a.figure);
    f.tile = state.placed_tile;
    f.local = static_cast<uint8_t>(a.feature);
    f.node = static_cast<int16_t>(tile.first_node + a.feature);
    state.figures.push_back(f);
    --state.players[static_cast<size_t>(state.current_player)].supply[static_cast<size_t>(a.figure)];
    if (rules.figures[static_cast<size_t>(a.figure)].strength > 0)
        ++state.features.node(state.features.find(f.node)).followers;
    emit(events, FigureDeployed{state.current_player, a.figure, {tile.pos, a.feature}});
}

}  // namespace

GameState initial_state(const Ruleset& rules, Events* events) {
    GameState state;
    state.rng.state = rules.setup.seed ^ 0x6A09E667F3BCC908ull;
    state.features.set_attribute_count(static_cast<int>(rules.attributes.size()));
    state.players.resize(static_cast<size_t>(rules.player_count()));
    for (PlayerState& p : state.players)
        for (size_t k = 0; k < rules.figures.size(); ++k)
            p.supply[k] = static_cast<int8_t>(rules.figures[k].count);

    PileSetup setup;
    setup.stacks.push_back(rules.tile_set);
    for (const Module* m : rules.modules) m->arrange_pile(rules, setup);
    if (!rules.setup.start.empty()) {
        setup.start.clear();
        for (const StartTile& s : rules.setup.start)
            setup.start.push_back({*rules.tile(s.tile), s.pos, s.rotation});
    }
    if (rules.setup.draw_order) {
        state.pile.fixed_order = true;
        for (const std::string& id : *rules.setup.draw_order) state.pile.tiles.push_back(*rules.tile(id));
    } else {
        for (const auto& stack : setup.stacks) {
            state.pile.tiles.insert(state.pile.tiles.end(), stack.begin(), stack.end());
            state.pile.stack_ends.push_back(static_cast<uint16_t>(state.pile.tiles.size()));
        }
    }
    // Room for the whole game up front: no regrowth in the middle of play.
    const size_t tiles = setup.start.size() + state.pile.tiles.size();
    state.features.reserve(tiles * 5);
    state.board.reserve(tiles);
    state.figures.reserve(static_cast<size_t>(rules.player_count()) * 8);
    for (const auto& s : setup.start) {
        put_tile(rules, state, s.tile, s.pos, s.rotation);
        emit(events, TilePlaced{-1, s.tile, s.pos, s.rotation});
    }
    state.current_player = 0;
    begin_turn(rules, state, events);
    return state;
}

Step start_game(const Ruleset& rules) {
    Step step;
    step.state = std::make_shared<const GameState>(initial_state(rules, &step.events));
    return step;
}

void apply_in_place(const Ruleset& rules, GameState& state, const Action& action, Events* events) {
    ++state.actions;
    if (const auto* place = std::get_if<PlaceTile>(&action)) {
        place_tile(rules, state, *place, events);
        return;
    }
    if (const auto* d = std::get_if<Deploy>(&action)) {
        deploy(rules, state, *d, events);
    } else if (!std::holds_alternative<Pass>(action)) {
        for (const Module* m : rules.modules)
            if (m->apply_action(rules, state, action, events)) break;
    }
    finish_turn(rules, state, events);
}

Result<Step> apply(const Ruleset& rules, const GameState& state, const Action& action) {
    ActionList legal;
    legal_actions(rules, state, legal);
    if (std::find(legal.begin(), legal.end(), action) == legal.end()) {
        auto why = why_illegal(rules, state, action);
        return error(why ? *why : std::string("that action is not possible now"));
    }
    auto next = std::make_shared<GameState>(state);
    Step step;
    apply_in_place(rules, *next, action, &step.events);
    step.state = std::move(next);
    return step;
}

TileTypeId DrawPile::draw(Rng& rng) {
    const size_t pos = next;
    if (!fixed_order) {
        size_t end = tiles.size();
        for (uint16_t e : stack_ends)
            if (e > pos) {
                end = e;
                break;
            }
        const size_t pick = pos + rng.below(static_cast<uint32_t>(end - pos));
        std::swap(tiles[pos], tiles[pick]);
    }
    ++next;
    return tiles[pos];
}

std::vector<TileTypeId> draw_sequence(const GameState& state) {
    DrawPile pile = state.pile;
    Rng rng = state.rng;
    while (pile.remaining() > 0) pile.draw(rng);
    return pile.tiles;
}

std::vector<int> leaders(const GameState& state) {
    int best = 0;
    for (const PlayerState& p : state.players) best = std::max(best, p.score);
    std::vector<int> out;
    for (size_t i = 0; i < state.players.size(); ++i)
        if (state.players[i].score == best) out.push_back(static_cast<int>(i));
    return out;
}

}  // namespace carc
