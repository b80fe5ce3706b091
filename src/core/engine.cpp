// Setting up a game and applying actions: the initial state (players' supplies, module state,
// the draw pile, the start tiles, then the turn program up to the first step that waits), the
// checked and the fast way to apply an action, and the draw pile.
#include <algorithm>
#include <cassert>

#include "carc/engine.hpp"
#include "carc/module.hpp"
#include "internal.hpp"

namespace carc {

// Puts a tile on the board and joins its features with its neighbours'. Returns its index.
namespace {

// The sides of a tile that ends every feature (the abbey) close each neighbour's road or city
// there: the side is met although this tile shows nothing on it.
void close_features_met(const Ruleset& rules, GameState& state, Pos pos, int rotation, const TileType& type) {
    for (int s = 0; s < kSides; ++s) {
        if (type.side_feature[rotation][s] >= 0) continue;
        const Side side = static_cast<Side>(s);
        const int other = state.board.tile_index(neighbour(pos, side));
        if (other < 0) continue;
        const int theirs = side_feature_at(rules, state, other, opposite(side));
        if (theirs < 0) continue;
        FeatureNode& root = state.features.node(state.features.find(node_at(state, other, theirs)));
        --root.open_edges;
        const int shared = shared_side_feature_at(rules, state, other, opposite(side));
        if (shared >= 0) --state.features.node(state.features.find(node_at(state, other, shared))).open_edges;
    }
}

// put_tile's joining across one side when the neighbour has features a module added: its side
// and half-edges are read through side_feature_at and half_feature_at. `my_halves` are the new
// tile's two half-edges on that side.
void join_changed_neighbour(const Ruleset& rules, GameState& state, int first, int mine, int my_shared,
                            const int8_t* my_halves, int other, Side side) {
    const int theirs = side_feature_at(rules, state, other, opposite(side));
    if (mine >= 0 && theirs >= 0) state.features.unite(first + mine, node_at(state, other, theirs), 2, rules.attributes);
    if (my_shared >= 0 && theirs >= 0)
        state.features.unite(first + my_shared, node_at(state, other, theirs), 1, rules.attributes);
    const int their_shared = shared_side_feature_at(rules, state, other, opposite(side));
    if (mine >= 0 && their_shared >= 0)
        state.features.unite(first + mine, node_at(state, other, their_shared), 1, rules.attributes);
    for (int i = 0; i < 2; ++i) {
        const int h = 2 * static_cast<int>(side) + i;
        const int their_field = half_feature_at(rules, state, other, facing_half(h));
        if (my_halves[i] >= 0 && their_field >= 0)
            state.features.unite(first + my_halves[i], node_at(state, other, their_field), 0, rules.attributes);
    }
}

}  // namespace

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
        const int other_index = state.board.tile_index(neighbour(pos, side));
        if (other_index < 0) continue;
        const PlacedTile* other = &state.board.tile(other_index);
        if (other->changed & PlacedTile::kFeaturesAdded) {  // a module added features to it: slower
            join_changed_neighbour(rules, state, first, type.side_feature[rotation][s],
                                   type.shared_side_feature[rotation][s], &type.half_feature[rotation][2 * s],
                                   other_index, side);
            continue;
        }
        const TileType& other_type = rules.tiles[other->type];
        const int mine = type.side_feature[rotation][s];
        const int theirs = other_type.side_feature[other->rotation][static_cast<int>(opposite(side))];
        if (mine >= 0 && theirs >= 0)
            state.features.unite(first + mine, other->first_node + theirs, 2, rules.attributes);
        // A city sharing a side with the city drawn there (HS/CC!.v) joins the city across it
        // too: one more edge met each time.
        const int my_shared = type.shared_side_feature[rotation][s];
        const int their_shared = other_type.shared_side_feature[other->rotation][static_cast<int>(opposite(side))];
        if (my_shared >= 0 && theirs >= 0)
            state.features.unite(first + my_shared, other->first_node + theirs, 1, rules.attributes);
        if (mine >= 0 && their_shared >= 0)
            state.features.unite(first + mine, other->first_node + their_shared, 1, rules.attributes);
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
    if (type.ends_features) close_features_met(rules, state, pos, rotation, type);
    return index;
}

GameState initial_state(const Ruleset& rules, Events* events, StatedChance* stated) {
    GameState state;
    state.rng.state = rules.setup.seed ^ 0x6A09E667F3BCC908ull;
    for (const ChanceSource& c : rules.chance_sources)
        for (const BagToken& t : c.tokens) state.chance.bags.push_back(static_cast<int16_t>(t.count));
    state.chance.stated = stated;
    state.features.set_attribute_count(static_cast<int>(rules.attributes.size()));
    state.players.resize(static_cast<size_t>(rules.player_count()));
    for (PlayerState& p : state.players) {
        p.supply.resize(rules.figures.size());
        p.tokens.resize(rules.tokens.size());
        p.by_category.resize(rules.categories.size());
        for (size_t k = 0; k < rules.figures.size(); ++k)
            if (!rules.figures[k].neutral) p.supply[k] = static_cast<int8_t>(rules.figures[k].count);
    }
    state.module_data.assign(rules.module_data_size, 0);
    for (size_t i = 0; i < rules.modules.size(); ++i)
        if (rules.modules[i]->state_layout().size > 0)
            rules.modules[i]->init_state(rules, state.module_data.data() + rules.module_state_offset[i]);

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
    state.step = 0;
    run_turn(rules, state, rules.turn.step(0).enter(rules, state, events), events);
    state.chance.stated = nullptr;
    return state;
}

Step start_game(const Ruleset& rules) {
    Step step;
    step.state = std::make_shared<const GameState>(initial_state(rules, &step.events));
    return step;
}

namespace {

// Why the outcomes stated for an action (or the start) were not the ones it drew, or nothing.
std::optional<std::string> stated_problem(const StatedChance& stated) {
    if (!stated.refused.empty()) return "chance: " + stated.refused;
    if (stated.used < stated.outcomes.size())
        return "chance: " + std::to_string(stated.outcomes.size()) + " outcome" +
               (stated.outcomes.size() == 1 ? "" : "s") + " stated, but " + std::to_string(stated.used) + " drawn";
    return std::nullopt;
}

}  // namespace

Result<Step> start_game(const Ruleset& rules, std::span<const ChanceOutcome> stated) {
    if (stated.empty()) return start_game(rules);
    StatedChance told{stated, 0, {}};
    Step step;
    step.state = std::make_shared<const GameState>(initial_state(rules, &step.events, &told));
    if (auto why = stated_problem(told)) return error(*why);
    return step;
}

void apply_in_place(const Ruleset& rules, GameState& state, const Action& action, Events* events) {
    // An open entry of a legal list is not an action: pick from concrete_actions.
    assert(action.value != kOpenValue);
    ++state.actions;
    if (!state.chance.drawn.empty()) state.chance.drawn.clear();
    // An action of any moment (the ransom) leaves the player at the same decision.
    if (!rules.any_time_defs.empty() &&
        std::find(rules.any_time_defs.begin(), rules.any_time_defs.end(), action.def) != rules.any_time_defs.end()) {
        action.def->apply(rules, state, action, events);
        return;
    }
    const TurnStep& step = current_step(rules, state);
    const StepStatus status = step.apply(rules, state, action, events);
    for (const Module* m : rules.step_action_watchers) m->after_step_action(rules, state, step.id(), action, events);
    run_turn(rules, state, status, events);
}

Result<Step> apply(const Ruleset& rules, const GameState& state, const Action& action) {
    return apply(rules, state, action, {});
}

Result<Step> apply(const Ruleset& rules, const GameState& state, const Action& action,
                   std::span<const ChanceOutcome> stated) {
    ActionList legal;
    legal_actions(rules, state, legal);
    if (!is_listed(rules, state, legal, action)) {
        auto why = why_illegal(rules, state, action);
        return error(why ? format(rules, *why) : std::string("that action is not possible now"));
    }
    auto next = std::make_shared<GameState>(state);
    Step step;
    if (stated.empty()) {
        apply_in_place(rules, *next, action, &step.events);
    } else {
        StatedChance told{stated, 0, {}};
        next->chance.stated = &told;
        apply_in_place(rules, *next, action, &step.events);
        next->chance.stated = nullptr;
        if (auto why = stated_problem(told)) return error(*why);
    }
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

void DrawPile::set_aside_last() {
    --next;
    set_aside.push_back(tiles[next]);
    tiles.erase(tiles.begin() + next);
    for (uint16_t& e : stack_ends)
        if (e > next) --e;
}

void DrawPile::return_set_aside() {
    if (set_aside.empty()) return;
    // Into the current stack, right at the next draw: in a fixed order they come next, in the
    // order they were set aside; a shuffled stack picks uniformly among all its tiles anyway.
    tiles.insert(tiles.begin() + next, set_aside.begin(), set_aside.end());
    const auto added = static_cast<uint16_t>(set_aside.size());
    for (uint16_t& e : stack_ends)
        if (e > next) e = static_cast<uint16_t>(e + added);
    if (!fixed_order && (stack_ends.empty() || stack_ends.back() < tiles.size()))
        stack_ends.push_back(static_cast<uint16_t>(tiles.size()));
    set_aside.clear();
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
