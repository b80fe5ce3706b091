// What may be done now: legal tile placements (edge matching over the cached frontier, then the
// modules' own restrictions), legal deploys, the actions of whichever step waits, and the
// explanation of an illegal action.
#include <algorithm>

#include "carc/engine.hpp"
#include "carc/module.hpp"
#include "internal.hpp"

namespace carc {

namespace {

std::optional<Message> module_forbids(const Ruleset& rules, const GameState& state, TileTypeId tile, Pos pos,
                                      int rotation) {
    for (const Module* m : rules.modules)
        if (m->restricts_placement(rules))
            if (auto why = m->placement_forbidden(rules, state, tile, pos, rotation)) return why;
    return std::nullopt;
}

template <class Visit>
bool for_each_placement(const Ruleset& rules, const GameState& state, TileTypeId tile, Visit&& visit) {
    // The hot loop of every bot and of the bench: one table lookup per open cell, and the
    // modules' restrictions only when some module has any.
    const TileType& type = rules.tiles[tile];
    if (!rules.placement_restricted) {
        for (const FrontierCell& c : state.board.frontier())
            for (unsigned fits = type.fits[c.constraint]; fits; fits &= fits - 1)
                if (visit(c.pos, __builtin_ctz(fits))) return true;
        return false;
    }
    for (const FrontierCell& c : state.board.frontier())
        for (unsigned fits = type.fits[c.constraint]; fits; fits &= fits - 1) {
            const int rotation = __builtin_ctz(fits);
            if (!module_forbids(rules, state, tile, c.pos, rotation) && visit(c.pos, rotation)) return true;
        }
    return false;
}

arg::Word edge_noun(EdgeKind k) {
    switch (k) {
    case EdgeKind::Field: return {"field"};
    case EdgeKind::Road: return {"road"};
    case EdgeKind::City: return {"city"};
    case EdgeKind::River: return {"river"};
    }
    return {"?"};
}

// Why figure kind `figure` may not go on local feature `local` of placed tile `tile`. The check
// runs in the hot loop for every feature of every tile, so it returns a code; the words are only
// built when someone asks why.
enum class DeployBlock : uint8_t { None, NoSupply, WrongKind, Occupied, NeedsOwnFollower, Module };

DeployBlock deploy_block(const Ruleset& rules, const GameState& state, int figure, int tile_index, int local) {
    const FigureDef& fig = rules.figures[static_cast<size_t>(figure)];
    if (fig.neutral ||
        state.players[static_cast<size_t>(state.acting_player)].supply[static_cast<size_t>(figure)] <= 0)
        return DeployBlock::NoSupply;
    const int node = node_at(state, tile_index, local);
    const FeatureKind kind = state.features.node(node).kind;
    if (std::find(fig.places.begin(), fig.places.end(), kind) == fig.places.end()) return DeployBlock::WrongKind;
    const int root = state.features.find(node);
    if (fig.needs == FigureDef::Needs::EmptyFeature && state.features.node(root).followers > 0 &&
        !module_admits_beside_followers(rules, state, figure, tile_index, local, Arrival::Deployed))
        return DeployBlock::Occupied;
    if (fig.needs == FigureDef::Needs::OwnFollower && !has_follower_in(rules, state, state.acting_player, root))
        return DeployBlock::NeedsOwnFollower;
    if (rules.deploy_restricted && module_forbids(rules, state, figure, tile_index, root))
        return DeployBlock::Module;
    return DeployBlock::None;
}

}  // namespace

std::optional<Message> tile_closed_to_figures(const Ruleset& rules, const GameState& state, int tile) {
    if (!rules.tiles_closeable) return std::nullopt;
    for (const Module* m : rules.modules)
        if (m->closes_tiles(rules))
            if (auto why = m->tile_closed(rules, state, tile)) return why;
    return std::nullopt;
}

namespace {

}  // namespace

std::optional<Message> deploy_problem(const Ruleset& rules, const GameState& state, int figure, int tile_index,
                                      int local) {
    const FigureDef& fig = rules.figures[static_cast<size_t>(figure)];
    const FeatureKind kind = kind_at(state, tile_index, local);
    if (auto why = tile_closed_to_figures(rules, state, tile_index)) return why;
    switch (deploy_block(rules, state, figure, tile_index, local)) {
    case DeployBlock::None: return std::nullopt;
    case DeployBlock::NoSupply:
        if (fig.neutral) return Message("the {figure} is not placed like this", {{"figure", arg::Figure{figure}}});
        return Message("you have no {figure} left in your supply", {{"figure", arg::Figure{figure}}});
    case DeployBlock::WrongKind:
        for (const Module* m : rules.modules)
            if (auto why = m->explain_wrong_kind(rules, figure, kind)) return *why;
        return Message("{figure} cannot go on {kind}", {{"figure", arg::Figure{figure, true}}, {"kind", arg::Kind{kind, true}}});
    case DeployBlock::Occupied:
        return Message("this {kind} is already occupied (there is a follower somewhere in it)", {{"kind", arg::Kind{kind}}});
    case DeployBlock::NeedsOwnFollower:
        return Message("the {figure} needs one of your followers in this {kind}",
                       {{"figure", arg::Figure{figure}}, {"kind", arg::Kind{kind}}});
    case DeployBlock::Module: break;
    }
    const int root = state.features.find(node_at(state, tile_index, local));
    if (auto why = module_forbids(rules, state, figure, tile_index, root)) return why;
    return Message("not allowed");
}

void legal_placements(const Ruleset& rules, const GameState& state, TileTypeId tile, ActionList& out) {
    out.clear();
    // One action filled in once; the loop only changes where and how it turns (the hot path).
    Action a = place_action({}, 0);
    for_each_placement(rules, state, tile, [&](Pos pos, int rotation) {
        a.pos = pos;
        a.rotation = static_cast<int8_t>(rotation);
        out.push_back(a);
        return false;
    });
}

bool has_legal_placement(const Ruleset& rules, const GameState& state, TileTypeId tile) {
    return for_each_placement(rules, state, tile, [](Pos, int) { return true; });
}

void list_deploys(const Ruleset& rules, const GameState& state, int tile_index, ActionList& out) {
    if (tile_closed_to_figures(rules, state, tile_index)) return;
    const Pos pos = state.board.tile(tile_index).pos;
    // Every feature of the tile now: its type's, and those a module added to it (a bridge).
    const int features = feature_count_at(rules, state, tile_index);
    const PlayerState& me = state.players[static_cast<size_t>(state.acting_player)];
    for (size_t k = 0; k < rules.figures.size(); ++k) {
        if (me.supply[k] <= 0) continue;
        for (int l = 0; l < features; ++l)
            if (deploy_block(rules, state, static_cast<int>(k), tile_index, l) == DeployBlock::None)
                out.push_back(deploy_action(static_cast<int>(k), pos, l));
    }
}

bool action_step_has_choice(const Ruleset& rules, const GameState& state) {
    const int features = feature_count_at(rules, state, state.placed_tile);
    const PlayerState& me = state.players[static_cast<size_t>(state.current_player)];
    const bool closed = tile_closed_to_figures(rules, state, state.placed_tile).has_value();
    for (size_t k = 0; !closed && k < rules.figures.size(); ++k) {
        if (me.supply[k] <= 0) continue;
        for (int l = 0; l < features; ++l)
            if (deploy_block(rules, state, static_cast<int>(k), state.placed_tile, l) == DeployBlock::None) return true;
    }
    for (const Module* m : rules.modules)
        if (m->offers_step_actions(rules, state, steps::action)) return true;
    return false;
}

void legal_actions(const Ruleset& rules, const GameState& state, ActionList& out) {
    out.clear();
    if (state.phase == Phase::GameOver) return;
    current_step(rules, state).list(rules, state, out);
    // What a player may do at any moment of their own turn (not at the end of the game).
    if (!rules.any_time_modules.empty() && state.acting_player == state.current_player &&
        state.step < rules.turn.end_index())
        for (const Module* m : rules.any_time_modules) m->add_any_time_actions(rules, state, out);
}

ActionList legal_actions(const Ruleset& rules, const GameState& state) {
    ActionList out;
    legal_actions(rules, state, out);
    return out;
}

// Why a tile placement is illegal: the words for what for_each_placement refuses.
static std::optional<Message> placement_problem(const Ruleset& rules, const GameState& state, const Action& place) {
    if (place.rotation < 0 || place.rotation > 3) return Message("a rotation is 0 to 3 quarter turns");
    const Pos p = place.pos;
    if (state.board.occupied(p)) return Message("there is already a tile at {pos}", {{"pos", arg::Square{p}}});
    const TileType& type = rules.tiles[state.drawn];
    bool touches = false;
    for (int s = 0; s < kSides; ++s) {
        const Side side = static_cast<Side>(s);
        const int other = state.board.tile_index(neighbour(p, side));
        if (other < 0) continue;
        touches = true;
        const EdgeKind mine = type.edge(place.rotation, side);
        const EdgeKind theirs = state.board.edge(other, opposite(side));
        if (mine != theirs)
            return Message("the {mine} on the {side} edge does not meet the {theirs} of the tile to the {side}",
                           {{"mine", edge_noun(mine)}, {"side", arg::SideName{side}}, {"theirs", edge_noun(theirs)}});
    }
    if (!touches)
        return Message("a tile must touch a placed tile along a whole side; {pos} touches none", {{"pos", arg::Square{p}}});
    return module_forbids(rules, state, state.drawn, p, place.rotation);
}

std::optional<Message> why_illegal(const Ruleset& rules, const GameState& state, const Action& action) {
    if (state.phase == Phase::GameOver) return Message("the game is over");
    if (!action.def) return Message("that is not an action");
    if (std::find(rules.action_defs.begin(), rules.action_defs.end(), action.def) == rules.action_defs.end())
        return Message("no expansion of this game has the action \"{type}\"", {{"type", arg::Text{std::string(action.def->id())}}});
    ActionList legal;
    legal_actions(rules, state, legal);
    if (is_listed(rules, state, legal, action)) return std::nullopt;
    // Listed open with every other operand as given: the value is outside the range.
    for (const Action& e : legal) {
        if (e.value != kOpenValue || e.def != action.def) continue;
        Action open = action;
        open.value = kOpenValue;
        if (open == e) return e.def->out_of_range(rules, state, action, e.def->value_range(rules, state, e));
    }
    for (const Module* m : rules.modules)
        if (auto why = m->explain_refusal(rules, state, action)) return why;
    if (is_place(action)) {
        if (state.phase != Phase::PlaceTile) return Message("the tile of this turn is already placed: place a figure or pass");
        if (auto why = placement_problem(rules, state, action)) return why;
        return Message("that tile cannot go there now");
    }
    if (state.phase == Phase::PlaceTile && (is_deploy(action) || is_pass(action)))
        return Message("place the drawn tile first");
    if (is_deploy(action)) {
        if (action.figure < 0 || action.figure >= static_cast<int>(rules.figures.size()))
            return Message("no such figure in this game");
        const int t = state.board.tile_index(action.pos);
        if (t < 0) return Message("there is no tile at {pos}", {{"pos", arg::Square{action.pos}}});
        if (action.feature < 0 || action.feature >= feature_count_at(rules, state, t))
            return t == state.placed_tile ? Message("the tile just placed has no such feature")
                                          : Message("the tile at {pos} has no such feature", {{"pos", arg::Square{action.pos}}});
        if (auto why = deploy_problem(rules, state, action.figure, t, action.feature)) return why;
        if (state.phase == Phase::PlaceFigure && t != state.placed_tile)
            return Message("figures go on the tile just placed, at {pos}",
                           {{"pos", arg::Square{state.board.tile(state.placed_tile).pos}}});
    }
    if (is_pass(action) && state.phase != Phase::PlaceFigure) return Message("there is nothing to pass now");
    return action.def->why_illegal(rules, state, action);
}

}  // namespace carc
