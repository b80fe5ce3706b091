// The interface of an expansion module: a set of hooks with empty defaults that the core calls at
// fixed points of setup and of a turn. The core owns the mechanics every expansion shares (the
// grid, edge matching, union-find, majorities, returning figures, the order of the turn); a module
// says what its rules add: how a feature scores, where its figures may go, which placements it
// forbids, what happens when a feature is completed, what the end of the game adds. Modules are
// stateless; whatever they remember lives in GameState. The registry in src/modules/registry.cpp
// maps the ids named in data/expansions/*.json to these objects.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "carc/action.hpp"
#include "carc/event.hpp"
#include "carc/ruleset.hpp"
#include "carc/state.hpp"

namespace carc {

// How the tiles of a game are laid out before the first draw.
struct PileSetup {
    struct Start {
        TileTypeId tile = 0;
        Pos pos;
        int rotation = 0;
    };
    std::vector<Start> start;
    std::vector<std::vector<TileTypeId>> stacks;  // drawn in order, each shuffled on its own
};

// A feature being scored: the core fills in the tiles, the completion and the majority; modules
// write the terms (and per-player bonuses) of the sum.
struct FeatureScoring {
    int root = 0;
    FeatureKind kind = FeatureKind::Road;
    bool complete = false;
    bool final_scoring = false;
    int tile_count = 0;
    ScoreEvent& event;
};

class Module {
public:
    virtual ~Module() = default;
    virtual std::string_view id() const = 0;

    // Setup ---------------------------------------------------------------------------------
    // Last adjustments to the ruleset once it is built (e.g. no farmers: fields leave the
    // follower's places).
    virtual void configure(Ruleset&) const {}
    // Start tiles and the stacks of the draw pile; modules run in order on the same PileSetup.
    virtual void arrange_pile(const Ruleset&, PileSetup&) const {}

    // Legality ------------------------------------------------------------------------------
    // Whether placement_forbidden must be consulted at all (keeps the hot loop lean).
    virtual bool restricts_placement(const Ruleset&) const { return false; }
    // A reason when the placement is forbidden by this module's rules, beyond edge matching.
    virtual std::optional<std::string> placement_forbidden(const Ruleset&, const GameState&,
                                                           TileTypeId, const PlaceTile&) const {
        return std::nullopt;
    }
    // Extra actions in the figure step (taking the abbot back...).
    virtual void add_figure_actions(const Ruleset&, const GameState&, ActionList&) const {}
    // Whether a figure kind may be deployed on a feature (root node) of the tile just placed,
    // beyond the generic rules of FigureDef (places, needs). Empty reason: allowed.
    virtual std::optional<std::string> deploy_forbidden(const Ruleset&, const GameState&,
                                                        int /*figure*/, int /*node*/) const {
        return std::nullopt;
    }

    // Effects -------------------------------------------------------------------------------
    // Handles an action the core does not know (ReturnFigure). True when handled.
    virtual bool apply_action(const Ruleset&, GameState&, const Action&, Events*) const {
        return false;
    }
    // Right after a tile is put down and its features joined (before figures and scoring).
    virtual void on_tile_placed(const Ruleset&, GameState&, int /*tile*/, Events*) const {}
    // Writes or adjusts the terms of a feature's score.
    virtual void score(const Ruleset&, const GameState&, FeatureScoring&) const {}
    // A feature was completed this turn (whether or not anyone scored it).
    virtual void on_feature_completed(const Ruleset&, GameState&, int /*root*/, Events*) const {}
    // Figures just went back to their owners' supplies.
    virtual void on_figures_returned(const Ruleset&, GameState&, Events*) const {}
    // After the core's end-of-game scoring of features (roads, cities, cloisters, fields).
    virtual void final_scoring(const Ruleset&, GameState&, Events*) const {}
};

// The module with this id, or null. The table lives in src/modules/registry.cpp.
const Module* find_module(std::string_view id);
std::vector<std::string_view> module_ids();

// Shared helpers for modules --------------------------------------------------------------
// Adds points to a player and to a category column.
void add_points(GameState& state, int player, int points, ScoreCategory category);
// Scores a feature now (majority, terms from the modules), credits the points, emits the event.
// Does not return figures.
ScoreEvent score_feature(const Ruleset& rules, GameState& state, int root, bool complete,
                         bool final_scoring, Events* events);
// Returns every figure on the set `root` to its owner.
void return_figures(const Ruleset& rules, GameState& state, int root, Events* events);
// Removes one figure (by index in state.figures) from the board.
void remove_figure(const Ruleset& rules, GameState& state, int figure_index, Events* events);
// Category a scored feature's points go to.
ScoreCategory category_of(FeatureKind kind);

}  // namespace carc
