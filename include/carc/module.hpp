// The interface of an expansion module: hooks with empty defaults that the core calls at fixed
// points of setup and of a turn, the steps a module inserts into the turn program, the action
// types it declares, and the typed state it keeps in the game state. The core owns the mechanics
// every expansion shares (the grid, edge matching, union-find, majorities, returning figures, the
// turn program); a module says what its rules add. Modules themselves are stateless singletons;
// what a game remembers lives in GameState (its own part in GameState::module_data, see
// ModuleWithState). The registry in src/modules/registry.cpp maps the ids named in
// data/expansions/*.json to these objects. docs/architecture.md lists which hooks each expansion uses.
#pragma once

#include <cstring>
#include <memory>
#include <new>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "carc/action.hpp"
#include "carc/action_def.hpp"
#include "carc/event.hpp"
#include "carc/feature_changes.hpp"
#include "carc/message.hpp"
#include "carc/ruleset.hpp"
#include "carc/state.hpp"
#include "carc/turn.hpp"

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
    // The caller wrote the feature's own price (a barn's 4 a completed city at the end): the modules
    // add only what changes or adds to it (a castle a point more, a besieged city twice, a little
    // building), not the price itself; none of the awards is a follower's yet.
    bool priced_by_caller = false;
};

// When a module's score hook runs among the others' (run_score_hooks): Price first (the feature's
// own points and what changes them: an inn, a castle, the mage's tile bonus), then OnTotal (terms
// computed from the points so far: the witch's half), then Added (points that stand beside the
// feature's and that nothing halves: little buildings, JCZ's Road/City.getPoints). Within a stage
// the modules run in their usual order, so the result never depends on which expansion sorts first.
enum class ScoreStage : uint8_t { Price, OnTotal, Added };

// How a figure comes onto a feature (Module::admits_beside_followers): from the supply (the turn's
// figure, on the new tile or through a magic portal), or moved there from another feature (a wagon).
enum class Arrival : uint8_t { Deployed, Moved };

struct StateLayout {
    uint32_t size = 0;
    uint32_t align = 1;
};

class Module {
public:
    Module() : key_(next_key()) {}
    virtual ~Module() = default;
    virtual std::string_view id() const = 0;
    // A small number of its own (modules are singletons, numbered as they are made), so that a
    // Ruleset finds this module's state and settings without a search on every hook call.
    unsigned key() const { return key_; }

    // Setup ---------------------------------------------------------------------------------
    // Last adjustments to the ruleset once it is built: insert steps into rules.turn, add
    // places, adjust figures (no farmers: fields leave the follower's places).
    virtual void configure(Ruleset&) const {}
    // Why this game cannot be set up with the expansions chosen together (the City of
    // Carcassonne and a river both want to start the game); nullopt: fine. Asked after configure.
    virtual std::optional<std::string> refuse_setup(const Ruleset&) const { return std::nullopt; }
    // Start tiles and the stacks of the draw pile; modules run in order on the same PileSetup.
    virtual void arrange_pile(const Ruleset&, PileSetup&) const {}
    // The action types this module declares (listed by its steps or add_step_actions).
    virtual std::vector<const ActionDef*> action_defs() const { return {}; }
    // The sources of chance it draws from (draw_chance in carc/chance.hpp): dice and bags, asked
    // once the ruleset is configured (so that options may decide a bag's contents).
    virtual std::vector<ChanceSource> chance_sources(const Ruleset&) const { return {}; }
    // Its own part of the game state (ModuleWithState fills these in).
    virtual StateLayout state_layout() const { return {}; }
    virtual void init_state(const Ruleset&, uint8_t* /*data*/) const {}
    // What it looks up once per game rather than in every call (ModuleWithState's Settings),
    // made when the ruleset is complete; kept in Ruleset::module_settings.
    virtual std::shared_ptr<const void> make_settings(const Ruleset&) const { return nullptr; }
    // The bytes its state had in saves of `version` (2: the digest of versions 2 and 3 hashes the
    // modules' states laid out as then, digest_v2.cpp): `out` holds those of the modules before
    // it; pad it with zeros to the old state's alignment, then append the old state's bytes. The
    // default, for a state unchanged since, appends today's bytes at today's alignment. A module
    // that changes its state struct overrides it so that older saves keep their digests.
    virtual void legacy_state_bytes(int version, const Ruleset&, const GameState&, std::string& out) const;

    // The turn ------------------------------------------------------------------------------
    // The first part of a player's turn begins (not the builder's second part).
    virtual void on_turn_start(const Ruleset&, GameState&, Events*) const {}
    // A tile was drawn: true to set it aside (DrawPile::set_aside) and draw another.
    virtual bool set_aside_drawn(const Ruleset&, const GameState&, TileTypeId) const { return false; }
    // Whether placement_forbidden must be consulted at all (keeps the hot loop lean).
    virtual bool restricts_placement(const Ruleset&) const { return false; }
    // A reason when the placement is forbidden by this module's rules, beyond edge matching.
    virtual std::optional<Message> placement_forbidden(const Ruleset&, const GameState&, TileTypeId,
                                                       Pos, int /*rotation*/) const {
        return std::nullopt;
    }
    // Whether this module lists a placement (add_step_actions of the place_tile step) for drawn
    // tile `tile`, which fits nowhere by its edges: a bridge makes it fit. The draw keeps such a
    // tile instead of discarding it. Asked only for a tile the edges refuse everywhere.
    virtual bool places_unfitting_tile(const Ruleset&, const GameState&, TileTypeId) const { return false; }
    // What besides the pile can still fill open square `pos` (an abbey a player holds), for the
    // learning aids: a square no remaining tile fits is not dead while something here can.
    virtual std::optional<Message> fills_square_besides_the_pile(const Ruleset&, const GameState&,
                                                                 Pos) const {
        return std::nullopt;
    }
    // Actions the current player may take at any of their decisions in their turn, beside the
    // step's own (registered in configure: Ruleset::any_time_defs and any_time_modules).
    virtual void add_any_time_actions(const Ruleset&, const GameState&, ActionList&) const {}
    // Actions this module adds to a core step (steps::place_tile, steps::action): taking the
    // abbot back, the portal's deploys, moving the fairy...
    virtual void add_step_actions(const Ruleset&, const GameState&, std::string_view /*step*/,
                                  ActionList&) const {}
    // Whether add_step_actions would add anything: the turn asks it to know whether a step has a
    // choice at all. A module whose list is long (the portal's every feature) answers without
    // building it.
    virtual bool offers_step_actions(const Ruleset& rules, const GameState& state, std::string_view step) const {
        ActionList some;
        add_step_actions(rules, state, step, some);
        return !some.empty();
    }
    // After every module added its actions to a core step: a module whose rule leaves no other
    // choice may take entries out (the princess that must remove a knight).
    virtual void adjust_step_actions(const Ruleset&, const GameState&, std::string_view /*step*/,
                                     ActionList&) const {}
    // Why an action that no step lists is refused, when this module's rule took it away (the
    // princess that must remove a knight refuses a pass); nullopt: not this module's doing.
    virtual std::optional<Message> explain_refusal(const Ruleset&, const GameState&, const Action&) const {
        return std::nullopt;
    }
    // Whether tile_closed must be consulted at all.
    virtual bool closes_tiles(const Ruleset&) const { return false; }
    // Why nothing at all may be deployed on placed tile `tile` now (the dragon's tile, a volcano
    // just placed), asked once per tile; nullopt: the tile is open.
    virtual std::optional<Message> tile_closed(const Ruleset&, const GameState&, int /*tile*/) const {
        return std::nullopt;
    }
    // Whether deploy_forbidden must be consulted at all.
    virtual bool restricts_deploy(const Ruleset&) const { return false; }
    // Why figure kind `figure` may not go on the feature (root `root`) of the placed tile
    // `tile`, beyond the generic rules of FigureDef (places, needs). nullopt: allowed.
    virtual std::optional<Message> deploy_forbidden(const Ruleset&, const GameState&, int /*figure*/,
                                                    int /*tile*/, int /*root*/) const {
        return std::nullopt;
    }
    // Whether admits_beside_followers must be consulted at all.
    virtual bool admits_to_occupied(const Ruleset&) const { return false; }
    // Whether figure kind `figure` may go on local feature `local` of placed tile `tile` although
    // followers already stand somewhere in its feature (the labyrinth's free stretch of road):
    // asked, for a figure that needs an empty feature, only when the feature is occupied; by the
    // deploy from the supply, the magic portal's and a wagon's move (`arrival`).
    virtual bool admits_beside_followers(const Ruleset&, const GameState&, int /*figure*/, int /*tile*/,
                                         int /*local*/, Arrival /*arrival*/) const {
        return false;
    }
    // Why figure kind `figure` may never go on a feature of kind `kind` in this game, in this
    // module's words (the base game's farmers switched off), when the figure's places lack the
    // kind; asked only to explain a refusal. nullopt: not this module's doing.
    virtual std::optional<Message> explain_wrong_kind(const Ruleset&, int /*figure*/, FeatureKind) const {
        return std::nullopt;
    }
    // Right after a tile is put down and its features joined (before the turn's action).
    virtual void on_tile_placed(const Ruleset&, GameState&, int /*tile*/, Events*) const {}
    // A feature grew: after on_tile_placed, once for each set holding a feature of the placed tile;
    // and when a module adds a feature to a placed tile (add_feature).
    virtual void on_feature_extended(const Ruleset&, GameState&, const FeatureExtended&, Events*) const {}
    // Right after a figure left the supply for the board (index into state.figures).
    virtual void on_figure_deployed(const Ruleset&, GameState&, int /*figure*/, Events*) const {}
    // A step (its id) has just applied one of the actions it listed, before the turn goes on to
    // the next step: what a later step of the same turn needs to know of an earlier choice (the
    // phantom's step asks whether the turn's action passed or used the magic portal). Asked only
    // of the modules that register in configure (Ruleset::step_action_watchers).
    virtual void after_step_action(const Ruleset&, GameState&, std::string_view /*step*/, const Action&, Events*) const {}
    // Figure `figure` (index into state.figures) has just entered placed tile `tile` by a move of
    // its module's (the dragon's flight), which has done with the tile what its own rules say:
    // another expansion's rule about what stands there reacts to the figure's tags
    // (FigureDef::tags, "devours"), never to its id. Run by figure_entered_tile.
    virtual void on_figure_entered_tile(const Ruleset&, GameState&, int /*figure*/, int /*tile*/, Events*) const {}

    // Scoring -------------------------------------------------------------------------------
    // Writes or adjusts the terms of a feature's score.
    virtual void score(const Ruleset&, const GameState&, FeatureScoring&) const {}
    virtual ScoreStage score_stage() const { return ScoreStage::Price; }
    // The strength of a figure whose FigureDef says computed_strength (the mayor).
    virtual std::optional<int> figure_strength(const Ruleset&, const GameState&, const Figure&,
                                               int /*root*/) const {
        return std::nullopt;
    }
    // A tie of the majority on the feature `root`: the event's awards hold the players with the
    // greatest strength (two or more), and a module whose rule breaks such ties keeps only the
    // winners there (never none), with a tag and a note saying why. Asked in module order, only
    // when there is a tie, so it costs nothing else.
    virtual void break_majority_tie(const Ruleset&, const GameState&, int /*root*/, ScoreEvent& /*tied*/) const {}
    // A feature's score event was just credited (during the game or at the end, points or not).
    virtual void after_feature_scored(const Ruleset&, GameState&, const ScoreEvent&, Events*) const {}
    // A feature was completed this turn (whether or not anyone scored it).
    virtual void on_feature_completed(const Ruleset&, GameState&, int /*root*/, Events*) const {}
    // Figures just went back to their owners' supplies.
    virtual void on_figures_returned(const Ruleset&, GameState&, Events*) const {}
    // Figure `figure` (index into state.figures) is about to go back to its owner's supply by its
    // owner's choice, unscored, while it still stands where it stood (the festival's take-back):
    // what a module keeps beside it may stay behind (000 note 42: a shepherd's sheep stay on the
    // board). It adds or removes no figure. Run by take_back_figure; on_figures_returned follows as
    // after any removal.
    virtual void before_figure_taken_back(const Ruleset&, GameState&, int /*figure*/, Events*) const {}
    // At the end of a part of a turn: true when the same player goes on with another part (the
    // builder's second tile).
    virtual bool another_part(const Ruleset&, const GameState&) const { return false; }
    // How many tiles drawn from the pile this module holds for players to place later (a
    // bazaar's row and the tiles bought there). The game does not end while a module holds one: a
    // turn begins with an empty pile, and a player whose turn brings no such tile passes it.
    // Selfplay's checker counts them among the game's tiles.
    virtual int tiles_held(const Ruleset&, const GameState&) const { return 0; }
    // Whether the tile of this part of the turn comes from this module instead of the pile (the
    // tiles bought at a bazaar, played in the turns after its auction). A rule that takes the place
    // of drawing (the abbey) is not offered then.
    virtual bool hands_the_tile(const Ruleset&, const GameState&) const { return false; }
    // How many tiles this module took from the pile out of play for good (a tile put face down
    // under another): never placed, never scored, and they do not keep the game going. Selfplay's
    // checker counts them among the game's tiles.
    virtual int tiles_out_of_play(const Ruleset&, const GameState&) const { return 0; }
    // Whether this module's rules take points away from a player without giving them to another
    // (a bid paid to the bank), so that a score may drop or go below zero: selfplay's checker
    // then leaves those two invariants to the module (003:2056: "players are allowed to have
    // negative points").
    virtual bool may_lower_scores(const Ruleset&) const { return false; }
    // After the core's end-of-game scoring of features (roads, cities, cloisters, fields).
    virtual void final_scoring(const Ruleset&, GameState&, Events*) const {}
    // How many completed features of `kind` this module keeps off the board (the City of
    // Carcassonne is one completed city): rules that count completed features at the end ask
    // every module (King & Robber's King).
    virtual int completed_off_board(const Ruleset&, const GameState&, FeatureKind) const { return 0; }
    // What `player`'s unused pieces of this module (Little Buildings' buildings still to place)
    // would bring if placed, in points: the computer players' estimate weighs it as it weighs a
    // follower in the supply, so that placing one is not taken for free. The game never reads it.
    virtual double held_worth(const Ruleset&, const GameState&, int /*player*/) const { return 0.0; }

    // Player views ----------------------------------------------------------------------------
    // What seat `seat` (a player, or kSpectator: carc/player_view.hpp) may not know of this
    // module's own state, replaced in `view` (a copy) by a value that depends on nothing hidden:
    // a module that keeps a face-down outcome (which token lies under the big top) or a hidden
    // hand masks what is not the seat's. Called by player_view after the core's redaction; it
    // must be idempotent (a view of a view is the view).
    virtual void redact(const Ruleset&, GameState& /*view*/, int /*seat*/) const {}
    // A guess of what redact masked, drawn with `rng`, so that a computer player can play on from
    // the view (bot::imagine_hidden_draws, after the engine's masked outcomes got their guesses):
    // whatever this module's rules read must be a value they can play with again. A module whose
    // rules never read what it masks needs none.
    virtual void imagine_hidden(const Ruleset&, GameState& /*view*/, Rng& /*rng*/) const {}

    // Oracles -------------------------------------------------------------------------------
    // Invariants of this module's rules, checked by selfplay after every action.
    virtual void check_invariants(const Ruleset&, const GameState&, std::vector<std::string>& /*problems*/) const {}

private:
    static unsigned next_key();
    unsigned key_;
};

struct NoSettings {};

// A module that looks things up once per game rather than in every call (figure indices, tile
// tags, options): Settings is constructed from the complete Ruleset and kept in it.
template <class Settings>
class ModuleWithSettings : public Module {
public:
    std::shared_ptr<const void> make_settings(const Ruleset& rules) const override {
        if constexpr (std::is_same_v<Settings, NoSettings>)
            return nullptr;
        else
            return std::make_shared<const Settings>(rules);
    }
    const Settings& settings(const Ruleset& rules) const {
        return *static_cast<const Settings*>(rules.settings_by_key[this->key()]);
    }
};

// A module with typed state of its own in every GameState (and optionally settings, as above). S
// must be trivially copyable and have no padding bytes, so that copying and hashing its bytes
// copies and hashes its value.
template <class S, class Settings = NoSettings>
class ModuleWithState : public ModuleWithSettings<Settings> {
    static_assert(std::is_trivially_copyable_v<S>, "module state is copied as bytes");
    static_assert(std::has_unique_object_representations_v<S>,
                  "module state is hashed as bytes: no padding (order the fields, add explicit spare bytes)");

public:
    StateLayout state_layout() const override { return {sizeof(S), alignof(S)}; }
    void init_state(const Ruleset& rules, uint8_t* data) const override {
        const S initial = initial_state(rules);
        std::memcpy(data, &initial, sizeof(S));
    }

protected:
    virtual S initial_state(const Ruleset&) const { return S{}; }
    S& my(const Ruleset& rules, GameState& state) const {
        return *std::launder(reinterpret_cast<S*>(state.module_data.data() + offset(rules)));
    }
    const S& my(const Ruleset& rules, const GameState& state) const {
        return *std::launder(reinterpret_cast<const S*>(state.module_data.data() + offset(rules)));
    }

private:
    uint32_t offset(const Ruleset& rules) const {
        return rules.state_offset_by_key[this->key()];
    }
};

// The module with this id, or null. The table lives in src/modules/registry.cpp.
const Module* find_module(std::string_view id);
std::vector<std::string_view> module_ids();

// Shared helpers for modules --------------------------------------------------------------
// Adds points to a player and to a category column.
void add_points(GameState& state, int player, int points, ScoreCategory category);
// Scores a feature now (majority, terms from the modules), credits the points, emits the event,
// then runs every module's after_feature_scored. Does not return figures.
ScoreEvent score_feature(const Ruleset& rules, GameState& state, int root, bool complete,
                         bool final_scoring, Events* events);
// Whether a feature is complete now (a road or city with no open side, a cloister surrounded).
bool feature_complete(const Ruleset& rules, const GameState& state, int root);
// Returns every figure on the set `root` to its owner.
void return_figures(const Ruleset& rules, GameState& state, int root, Events* events);
// Removes one figure (by index in state.figures) from the table to its supply. Does not run
// on_figures_returned: callers that remove figures run it once when they are done.
void remove_figure(const Ruleset& rules, GameState& state, int figure_index, Events* events);
// Runs every module's on_figures_returned (the builder and pig leave with their last follower).
void figures_returned(const Ruleset& rules, GameState& state, Events* events);
// A player takes their figure `figure_index` back to their supply, unscored, by a rule that lets
// them choose to (the festival): every module's before_figure_taken_back, then remove_figure.
// Like remove_figure, it does not run on_figures_returned.
void take_back_figure(const Ruleset& rules, GameState& state, int figure_index, Events* events);
// Puts a figure from `player`'s supply (or, neutral, from the box) on the table. Returns its index.
int add_figure(const Ruleset& rules, GameState& state, int player, int figure, FigureWhere where,
               int tile, int local, int place);
// Whether a figure is a player's follower standing on a feature (what towers capture, the
// dragon eats, the princess sends home).
bool is_follower_on_board(const Ruleset& rules, const Figure& f);
// Whether `player` has a follower in the set `root`.
bool has_follower_in(const Ruleset& rules, const GameState& state, int player, int root);
// Why a module forbids figure kind `figure` on the set `root` (reached on placed tile `tile`), or
// nothing. Every way onto a feature obeys it, not only a deploy from the supply: a meeple leaving
// the City of Carcassonne, a follower through the magic portal (a barn's field takes no farmer).
std::optional<Message> module_forbids(const Ruleset& rules, const GameState& state, int figure, int tile,
                                      int root);
// Whether a module lets figure kind `figure` onto local feature `local` of placed tile `tile`
// although followers stand in its feature (the labyrinth's free stretch of road): the deploy from
// the supply asks it where the feature is occupied.
bool module_admits_beside_followers(const Ruleset& rules, const GameState& state, int figure, int tile, int local,
                                    Arrival arrival);
// The same for an action's figure, square and local feature, as a refusal's explanation has
// them: nothing when the square holds no tile or the tile no such feature.
std::optional<Message> module_forbids_action(const Ruleset& rules, const GameState& state, const Action& a);
// Why a module closes placed tile `tile` to figures now (the dragon's tile), or nothing. Every way
// onto a tile obeys it, like module_forbids.
std::optional<Message> tile_closed_to_figures(const Ruleset& rules, const GameState& state, int tile);
// Runs every module's on_figure_entered_tile: figure `figure` (index into state.figures) has
// entered placed tile `tile`.
void figure_entered_tile(const Ruleset& rules, GameState& state, int figure, int tile, Events* events);
// Whether figure `f` stands on placed tile `tile`, as what a figure entering the tile reaches (the
// dragon eats it): on one of the tile's features; not on a corner, beside the tile or off the board.
bool figure_stands_on_tile(const Ruleset& rules, const GameState& state, const Figure& f, int tile);
// The index of the neutral figure of that kind on the table, or -1.
int neutral_figure(const GameState& state, int figure);
// Category a scored feature's points go to.
ScoreCategory category_of(const Ruleset& rules, FeatureKind kind);

// Every module's score hook on `f`, stage by stage (ScoreStage).
void run_score_hooks(const Ruleset& rules, const GameState& state, FeatureScoring& f);
// The next player after `player` in turn order.
inline int next_player(const Ruleset& rules, int player) { return (player + 1) % rules.player_count(); }

}  // namespace carc
