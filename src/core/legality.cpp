// What may be done now: legal tile placements (edge matching over the cached frontier, then the
// modules' own restrictions), legal figure actions, and the explanation of an illegal action.
#include <algorithm>

#include "carc/engine.hpp"
#include "carc/module.hpp"
#include "internal.hpp"

namespace carc {

namespace {

std::optional<std::string> module_forbids(const Ruleset& rules, const GameState& state,
                                          TileTypeId tile, const PlaceTile& p) {
    for (const Module* m : rules.modules)
        if (m->restricts_placement(rules))
            if (auto why = m->placement_forbidden(rules, state, tile, p)) return why;
    return std::nullopt;
}

template <class Visit>
bool for_each_placement(const Ruleset& rules, const GameState& state, TileTypeId tile,
                        Visit&& visit) {
    // The hot loop of every bot and of the bench: one table lookup per open cell, and the
    // modules' restrictions only when some module has any.
    const TileType& type = rules.tiles[tile];
    if (!rules.placement_restricted) {
        for (const FrontierCell& c : state.board.frontier())
            for (unsigned fits = type.fits[c.constraint]; fits; fits &= fits - 1)
                if (visit(PlaceTile{c.pos, __builtin_ctz(fits)})) return true;
        return false;
    }
    for (const FrontierCell& c : state.board.frontier())
        for (unsigned fits = type.fits[c.constraint]; fits; fits &= fits - 1) {
            const PlaceTile place{c.pos, __builtin_ctz(fits)};
            if (!module_forbids(rules, state, tile, place) && visit(place)) return true;
        }
    return false;
}

const char* edge_noun(EdgeKind k) {
    switch (k) {
    case EdgeKind::Field: return "field";
    case EdgeKind::Road: return "road";
    case EdgeKind::City: return "city";
    case EdgeKind::River: return "river";
    }
    return "?";
}

const char* side_word(Side s) {
    switch (s) {
    case Side::N: return "north";
    case Side::E: return "east";
    case Side::S: return "south";
    case Side::W: return "west";
    }
    return "?";
}

bool owns_follower_in(const Ruleset& rules, const GameState& state, int player, int root) {
    for (const Figure& f : state.figures)
        if (f.owner == player && rules.figures[f.kind].strength > 0 &&
            state.features.find(f.node) == root)
            return true;
    return false;
}

// Why figure kind `figure` may not go on local feature `local` of the tile just placed. The
// check runs in the hot loop for every feature of every tile, so it returns a code; the words
// are only built when someone asks why.
enum class DeployBlock : uint8_t { None, NoSupply, WrongKind, Occupied, NeedsOwnFollower, Module };

DeployBlock deploy_block(const Ruleset& rules, const GameState& state, int figure, int local) {
    const FigureDef& fig = rules.figures[static_cast<size_t>(figure)];
    if (state.players[static_cast<size_t>(state.current_player)].supply[static_cast<size_t>(figure)] <= 0)
        return DeployBlock::NoSupply;
    const PlacedTile& tile = state.board.tile(state.placed_tile);
    const FeatureKind kind = rules.tiles[tile.type].features[static_cast<size_t>(local)].kind;
    if (std::find(fig.places.begin(), fig.places.end(), kind) == fig.places.end()) return DeployBlock::WrongKind;
    const int root = state.features.find(tile.first_node + local);
    if (fig.needs == FigureDef::Needs::EmptyFeature && state.features.node(root).followers > 0)
        return DeployBlock::Occupied;
    if (fig.needs == FigureDef::Needs::OwnFollower && !owns_follower_in(rules, state, state.current_player, root))
        return DeployBlock::NeedsOwnFollower;
    for (const Module* m : rules.modules)
        if (m->deploy_forbidden(rules, state, figure, root)) return DeployBlock::Module;
    return DeployBlock::None;
}

std::optional<std::string> deploy_problem(const Ruleset& rules, const GameState& state, int figure, int local) {
    const FigureDef& fig = rules.figures[static_cast<size_t>(figure)];
    const std::string name = lowercase(fig.name);
    const PlacedTile& tile = state.board.tile(state.placed_tile);
    const FeatureKind kind = rules.tiles[tile.type].features[static_cast<size_t>(local)].kind;
    const std::string kind_name(feature_kind_name(kind));
    switch (deploy_block(rules, state, figure, local)) {
    case DeployBlock::None: return std::nullopt;
    case DeployBlock::NoSupply: return "you have no " + name + " left in your supply";
    case DeployBlock::WrongKind:
        if (kind == FeatureKind::Field && fig.strength > 0 && rules.has("base") && !rules.option_on("base.farmers"))
            return std::string("farmers are switched off in this game");
        return with_article(name) + " cannot go on " + with_article(kind_name);
    case DeployBlock::Occupied:
        return "this " + kind_name + " is already occupied (there is a follower somewhere in it)";
    case DeployBlock::NeedsOwnFollower: return "the " + name + " needs one of your followers in this " + kind_name;
    case DeployBlock::Module: break;
    }
    const int root = state.features.find(tile.first_node + local);
    for (const Module* m : rules.modules)
        if (auto why = m->deploy_forbidden(rules, state, figure, root)) return why;
    return std::string("not allowed");
}

}  // namespace

void legal_placements(const Ruleset& rules, const GameState& state, TileTypeId tile,
                      std::vector<PlaceTile>& out) {
    out.clear();
    for_each_placement(rules, state, tile, [&](const PlaceTile& p) {
        out.push_back(p);
        return false;
    });
}

bool has_legal_placement(const Ruleset& rules, const GameState& state, TileTypeId tile) {
    return for_each_placement(rules, state, tile, [](const PlaceTile&) { return true; });
}

// Figure-step actions other than Pass: deploys in (figure kind, feature) order, then modules'.
static void figure_actions(const Ruleset& rules, const GameState& state, ActionList& out) {
    const PlacedTile& tile = state.board.tile(state.placed_tile);
    const TileType& type = rules.tiles[tile.type];
    const PlayerState& me = state.players[static_cast<size_t>(state.current_player)];
    for (size_t k = 0; k < rules.figures.size(); ++k) {
        if (me.supply[k] <= 0) continue;
        for (size_t l = 0; l < type.features.size(); ++l)
            if (deploy_block(rules, state, static_cast<int>(k), static_cast<int>(l)) == DeployBlock::None)
                out.emplace_back(std::in_place_type<Deploy>, static_cast<int>(k), static_cast<int>(l));
    }
    for (const Module* m : rules.modules) m->add_figure_actions(rules, state, out);
}

bool figure_step_has_choice(const Ruleset& rules, const GameState& state) {
    const TileType& type = rules.tiles[state.board.tile(state.placed_tile).type];
    for (size_t k = 0; k < rules.figures.size(); ++k)
        for (size_t l = 0; l < type.features.size(); ++l)
            if (deploy_block(rules, state, static_cast<int>(k), static_cast<int>(l)) == DeployBlock::None) return true;
    ActionList others;  // allocates only when a module offers something
    for (const Module* m : rules.modules) m->add_figure_actions(rules, state, others);
    return !others.empty();
}

void legal_actions(const Ruleset& rules, const GameState& state, ActionList& out) {
    out.clear();
    switch (state.phase) {
    case Phase::PlaceTile:
        for_each_placement(rules, state, state.drawn, [&](const PlaceTile& p) {
            out.emplace_back(std::in_place_type<PlaceTile>, p.pos, p.rotation);
            return false;
        });
        break;
    case Phase::PlaceFigure:
        figure_actions(rules, state, out);
        out.emplace_back(Pass{});
        break;
    case Phase::GameOver: break;
    }
}

ActionList legal_actions(const Ruleset& rules, const GameState& state) {
    ActionList out;
    legal_actions(rules, state, out);
    return out;
}

std::optional<std::string> why_illegal(const Ruleset& rules, const GameState& state,
                                       const Action& action) {
    if (state.phase == Phase::GameOver) return std::string("the game is over");
    if (const auto* place = std::get_if<PlaceTile>(&action)) {
        if (state.phase != Phase::PlaceTile)
            return std::string("the tile of this turn is already placed: place a figure or pass");
        if (place->rotation < 0 || place->rotation > 3)
            return std::string("a rotation is 0 to 3 quarter turns");
        const Pos p = place->pos;
        const std::string at = "(" + std::to_string(p.x) + ", " + std::to_string(p.y) + ")";
        if (state.board.occupied(p)) return "there is already a tile at " + at;
        const TileType& type = rules.tiles[state.drawn];
        bool touches = false;
        for (int s = 0; s < kSides; ++s) {
            const Pos q = neighbour(p, static_cast<Side>(s));
            const PlacedTile* other = state.board.at(q);
            if (!other) continue;
            touches = true;
            const Side side = static_cast<Side>(s);
            const EdgeKind mine = type.edge(place->rotation, side);
            const EdgeKind theirs = rules.tiles[other->type].edge(other->rotation, opposite(side));
            if (mine != theirs)
                return std::string("the ") + edge_noun(mine) + " on the " + side_word(side) +
                       " edge does not meet the " + edge_noun(theirs) + " of the tile to the " +
                       side_word(side);
        }
        if (!touches) return "a tile must touch a placed tile along a whole side; " + at + " touches none";
        if (auto why = module_forbids(rules, state, state.drawn, *place)) return why;
        return std::nullopt;
    }
    if (state.phase != Phase::PlaceFigure)
        return std::string("place the drawn tile first");
    if (const auto* deploy = std::get_if<Deploy>(&action)) {
        if (deploy->figure < 0 || deploy->figure >= static_cast<int>(rules.figures.size()))
            return std::string("no such figure in this game");
        const TileType& type = rules.tiles[state.board.tile(state.placed_tile).type];
        if (deploy->feature < 0 || deploy->feature >= static_cast<int>(type.features.size()))
            return std::string("the tile just placed has no such feature");
        return deploy_problem(rules, state, deploy->figure, deploy->feature);
    }
    if (std::holds_alternative<Pass>(action)) return std::nullopt;
    // Actions that belong to modules: legal when listed; otherwise the modules explain.
    ActionList legal;
    legal_actions(rules, state, legal);
    if (std::find(legal.begin(), legal.end(), action) != legal.end()) return std::nullopt;
    if (const auto* ret = std::get_if<ReturnFigure>(&action)) {
        const int t = state.board.tile_index(ret->pos);
        if (t < 0) return std::string("there is no tile there");
        for (const Figure& f : state.figures)
            if (f.tile == t && f.local == ret->feature && f.kind == ret->figure) {
                if (f.owner != state.current_player) return std::string("that figure is not yours");
                return "the " + lowercase(rules.figures[f.kind].name) + " cannot be taken back now" +
                       (state.board.tile(t).neighbours == 8 ? ": its feature is complete and scores this turn" : "");
            }
        return std::string("there is no such figure there");
    }
    return std::string("that action is not possible now");
}

}  // namespace carc
