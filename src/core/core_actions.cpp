// The core's three actions: place the drawn tile, deploy a figure from the supply onto a feature,
// and pass. Each says how it is applied, described and recorded (include/carc/action_def.hpp).
#include "carc/action_def.hpp"
#include "carc/engine.hpp"
#include "carc/feature_changes.hpp"
#include "carc/module.hpp"
#include "internal.hpp"

namespace carc {

void record_feature(const Ruleset& rules, const GameState& state, Pos pos, int local, ActionRecord& out) {
    out.pos = pos;
    const int tile = state.board.tile_index(pos);
    if (tile < 0 || local < 0 || local >= feature_count_at(rules, state, tile)) return;
    out.feature = std::string(rules.catalog->kind_name(kind_at(state, tile, local)));
    out.location = location_name(rules, state, tile, local);
}

Result<int> resolve_feature(const Ruleset& rules, const GameState& state, Pos pos, const ActionRecord& r) {
    auto kind = rules.catalog->kind(r.feature);
    if (!kind) return error("unknown feature kind \"" + r.feature + "\"");
    const int local = find_feature(rules, state, pos, *kind, r.location);
    if (local < 0)
        return error("the tile at (" + std::to_string(pos.x) + ", " + std::to_string(pos.y) + ") has no " + r.feature +
                     " at " + (r.location.empty() ? "?" : r.location));
    return local;
}

Result<int> resolve_figure(const Ruleset& rules, const ActionRecord& r) {
    const int figure = rules.figure(r.figure);
    if (figure < 0) return error("there is no figure \"" + r.figure + "\" in this game");
    return figure;
}

ActionRecord record_figure_at(std::string_view type, const Ruleset& rules, const GameState& state, const Action& a) {
    ActionRecord r;
    r.type = std::string(type);
    r.figure = rules.figures[static_cast<size_t>(a.figure)].id;
    record_feature(rules, state, a.pos, a.feature, r);
    return r;
}

Result<Action> resolve_figure_at(const ActionDef& def, const Ruleset& rules, const GameState& state,
                                 const ActionRecord& r, Pos pos) {
    auto figure = resolve_figure(rules, r);
    if (!figure) return error(figure.error());
    auto local = resolve_feature(rules, state, pos, r);
    if (!local) return error(local.error());
    Action a;
    a.def = &def;
    a.pos = pos;
    a.feature = static_cast<int16_t>(*local);
    a.figure = static_cast<int8_t>(*figure);
    return a;
}

namespace {

class PlaceDef final : public ActionDef {
public:
    std::string_view id() const override { return "place"; }
    void apply(const Ruleset& rules, GameState& state, const Action& a, Events* events) const override {
        const int index = put_tile(rules, state, state.drawn, a.pos, a.rotation);
        emit(events, TilePlaced{state.current_player, state.drawn, a.pos, a.rotation});
        state.placed_tile = static_cast<int16_t>(index);
        for (const Module* m : rules.modules) m->on_tile_placed(rules, state, index, events);
        features_extended_by_tile(rules, state, index, state.current_player, events);
    }
    Message describe(const Ruleset& rules, const GameState& state, const Action& a) const override {
        const std::string tile = state.phase == Phase::PlaceTile ? rules.tiles[state.drawn].id : "tile";
        return Message("place {tile} at {pos} turned {degrees}°",
                       {{"tile", arg::Text{tile}}, {"pos", arg::Square{a.pos}}, {"degrees", a.rotation * 90}});
    }
    ActionRecord record(const Ruleset& rules, const GameState& state, const Action& a) const override {
        ActionRecord r;
        r.type = "place";
        if (state.phase == Phase::PlaceTile) r.tile = rules.tiles[state.drawn].id;
        r.pos = a.pos;
        r.rotation = a.rotation;
        return r;
    }
    Result<Action> resolve(const Ruleset& rules, const GameState& state, const ActionRecord& r) const override {
        if (!r.pos) return error("a tile placement needs a position");
        if (state.phase == Phase::PlaceTile && !r.tile.empty() && r.tile != rules.tiles[state.drawn].id)
            return error("it places " + r.tile + " but the tile drawn is " + rules.tiles[state.drawn].id);
        return place_action(*r.pos, r.rotation);
    }
};

class DeployDef final : public ActionDef {
public:
    std::string_view id() const override { return "deploy"; }
    bool brings_figure_from_supply() const override { return true; }
    void apply(const Ruleset& rules, GameState& state, const Action& a, Events* events) const override {
        const int tile = state.board.tile_index(a.pos);
        const int index = add_figure(rules, state, state.acting_player, a.figure, FigureWhere::OnFeature, tile, a.feature, -1);
        emit(events, FigureDeployed{state.acting_player, a.figure, {a.pos, a.feature}});
        for (const Module* m : rules.modules) m->on_figure_deployed(rules, state, index, events);
    }
    Message describe(const Ruleset& rules, const GameState& state, const Action& a) const override {
        const int tile = state.board.tile_index(a.pos);
        if (tile < 0 || a.figure < 0 || a.figure >= static_cast<int>(rules.figures.size())) return Message("deploy");
        if (a.feature < 0 || a.feature >= feature_count_at(rules, state, tile)) return Message("deploy");
        const FeatureKind kind = kind_at(state, tile, a.feature);
        const std::string name = lowercase(rules.figures[static_cast<size_t>(a.figure)].name);
        const std::string role = figure_role(rules, a.figure, kind);
        std::vector<MessageArg> args = {{"figure", arg::Figure{a.figure, true}},
                                        {"role", arg::Text{role}},
                                        {"kind", arg::Kind{kind}},
                                        {"location", arg::Text{location_name(rules, state, tile, a.feature)}},
                                        {"pos", arg::Square{a.pos}}};
        const bool here = state.board.tile_index(a.pos) == state.placed_tile;
        if (role == name)
            return Message(here ? "deploy {figure} on the {kind} {location}" : "deploy {figure} on the {kind} {location} at {pos}",
                           std::move(args));
        return Message(here ? "deploy {figure} as {role} on the {kind} {location}"
                            : "deploy {figure} as {role} on the {kind} {location} at {pos}",
                       std::move(args));
    }
    ActionRecord record(const Ruleset& rules, const GameState& state, const Action& a) const override {
        return record_figure_at(id(), rules, state, a);
    }
    Result<Action> resolve(const Ruleset& rules, const GameState& state, const ActionRecord& r) const override {
        // Saves before the portal named no tile: the figure goes on the tile just placed.
        if (r.pos) return resolve_figure_at(*this, rules, state, r, *r.pos);
        if (state.placed_tile < 0) return error("there is no tile placed this turn to deploy on");
        return resolve_figure_at(*this, rules, state, r, state.board.tile(state.placed_tile).pos);
    }
};

class PassDef final : public ActionDef {
public:
    std::string_view id() const override { return "pass"; }
    void apply(const Ruleset&, GameState&, const Action&, Events*) const override {}
    Message describe(const Ruleset&, const GameState&, const Action&) const override { return Message("pass"); }
    ActionRecord record(const Ruleset&, const GameState&, const Action&) const override {
        ActionRecord r;
        r.type = "pass";
        return r;
    }
    Result<Action> resolve(const Ruleset&, const GameState&, const ActionRecord&) const override { return pass_action(); }
};

const PlaceDef kPlace;
const DeployDef kDeploy;
const PassDef kPass;

}  // namespace

namespace core_actions {
const ActionDef& place = kPlace;
const ActionDef& deploy = kDeploy;
const ActionDef& pass = kPass;
}  // namespace core_actions

std::vector<const ActionDef*> core_action_defs() { return {&kPlace, &kDeploy, &kPass}; }

}  // namespace carc
