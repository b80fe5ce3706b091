// Converting actions to and from records, and replaying a record into snapshots.
#include "carc/record.hpp"

namespace carc {

ActionRecord record_action(const Ruleset& rules, const GameState& state, const Action& action) {
    ActionRecord r;
    if (const auto* p = std::get_if<PlaceTile>(&action)) {
        r.type = ActionRecord::Type::Place;
        if (state.phase == Phase::PlaceTile) r.tile = rules.tiles[state.drawn].id;
        r.pos = p->pos;
        r.rotation = p->rotation;
    } else if (const auto* d = std::get_if<Deploy>(&action)) {
        r.type = ActionRecord::Type::Deploy;
        r.figure = rules.figures[static_cast<size_t>(d->figure)].id;
        if (state.placed_tile >= 0) {
            const PlacedTile& t = state.board.tile(state.placed_tile);
            const TileType& type = rules.tiles[t.type];
            r.pos = t.pos;
            r.feature = std::string(feature_kind_name(type.features[static_cast<size_t>(d->feature)].kind));
            r.location = location_name(type, t.rotation, d->feature);
        }
    } else if (const auto* ret = std::get_if<ReturnFigure>(&action)) {
        r.type = ActionRecord::Type::Return;
        r.figure = rules.figures[static_cast<size_t>(ret->figure)].id;
        r.pos = ret->pos;
        if (const PlacedTile* t = state.board.at(ret->pos)) {
            const TileType& type = rules.tiles[t->type];
            if (ret->feature >= 0 && ret->feature < static_cast<int>(type.features.size())) {
                r.feature = std::string(feature_kind_name(type.features[static_cast<size_t>(ret->feature)].kind));
                r.location = location_name(type, t->rotation, ret->feature);
            }
        }
    } else {
        r.type = ActionRecord::Type::Pass;
    }
    return r;
}

Result<Action> resolve_action(const Ruleset& rules, const GameState& state, const ActionRecord& r) {
    switch (r.type) {
    case ActionRecord::Type::Pass: return Action{Pass{}};
    case ActionRecord::Type::Place: {
        if (!r.pos) return error("a tile placement needs a position");
        if (state.phase == Phase::PlaceTile && !r.tile.empty() && r.tile != rules.tiles[state.drawn].id)
            return error("it places " + r.tile + " but the tile drawn is " + rules.tiles[state.drawn].id);
        return Action{PlaceTile{*r.pos, r.rotation}};
    }
    case ActionRecord::Type::Deploy:
    case ActionRecord::Type::Return: {
        const int figure = rules.figure(r.figure);
        if (figure < 0) return error("there is no figure \"" + r.figure + "\" in this game");
        auto kind = parse_feature_kind(r.feature);
        if (!kind) return error("unknown feature kind \"" + r.feature + "\"");
        Pos pos;
        if (r.type == ActionRecord::Type::Deploy) {
            if (state.phase != Phase::PlaceFigure || state.placed_tile < 0)
                return error("there is no tile placed this turn to deploy on");
            pos = state.board.tile(state.placed_tile).pos;
            if (r.pos && !(*r.pos == pos))
                return error("figures go on the tile just placed, at (" + std::to_string(pos.x) + ", " +
                             std::to_string(pos.y) + ")");
        } else {
            if (!r.pos) return error("taking a figure back needs its position");
            pos = *r.pos;
        }
        const int local = find_feature(rules, state, pos, *kind, r.location);
        if (local < 0)
            return error("the tile at (" + std::to_string(pos.x) + ", " + std::to_string(pos.y) +
                         ") has no " + r.feature + " at " + (r.location.empty() ? "?" : r.location));
        if (r.type == ActionRecord::Type::Deploy) return Action{Deploy{figure, local}};
        return Action{ReturnFigure{pos, local, figure}};
    }
    }
    return error("unknown action");
}

Result<Replay> replay_game(const Catalog& catalog, const GameRecord& game, int upto) {
    auto rules = load_ruleset(game.setup, catalog);
    if (!rules) return error("setup: " + rules.error());
    Replay out{std::move(rules.value()), {}, {}};
    Step first = start_game(out.rules);
    out.states.push_back(first.state);
    out.events.push_back(std::move(first.events));
    const size_t n = upto < 0 ? game.actions.size() : std::min(game.actions.size(), static_cast<size_t>(upto));
    for (size_t i = 0; i < n; ++i) {
        const GameState& state = *out.states.back();
        const std::string where = "action " + std::to_string(i + 1);
        auto action = resolve_action(out.rules, state, game.actions[i]);
        if (!action) return error(where + ": " + action.error());
        auto step = apply(out.rules, state, *action);
        if (!step) return error(where + " (" + describe(out.rules, state, *action) + "): " + step.error());
        out.states.push_back(step->state);
        out.events.push_back(std::move(step->events));
    }
    return out;
}

}  // namespace carc
