// The turn as a declared sequence of steps. A Ruleset holds the game's turn program: the core's
// steps (turn start, draw, place the tile, the one action, find what the tile completed, scoring,
// turn end) followed by the end of the game (final scoring, game over), with the steps modules
// inserted before or after named ones (the dragon's flight, the City's move-out, the wagon's
// move). A step does its automatic work when the turn reaches it and either finishes or waits for
// a player — not necessarily the current one — whose legal actions it lists; the core drives the
// program from step to step (src/core/turn.cpp).
#pragma once

#include <string_view>
#include <vector>

#include "carc/action.hpp"
#include "carc/event.hpp"
#include "carc/message.hpp"
#include "carc/ruleset.hpp"

namespace carc {

struct Ruleset;
struct GameState;
enum class Phase : uint8_t;

// What a step says when it is entered or has applied an action.
struct StepStatus {
    enum class Kind : uint8_t { Done, Await, GoTo } kind = Kind::Done;
    int value = 0;  // Await: the player who acts; GoTo: the index of the next step
    static StepStatus done() { return {}; }
    static StepStatus await(int player) { return {Kind::Await, player}; }
    static StepStatus go_to(int step) { return {Kind::GoTo, step}; }
};

class TurnStep {
public:
    virtual ~TurnStep() = default;
    virtual std::string_view id() const = 0;
    // How the client and the tests see the game while this step waits (state.hpp's Phase).
    virtual Phase phase() const;
    // The turn reached this step: automatic work, then Done (or GoTo) or Await(player).
    virtual StepStatus enter(const Ruleset&, GameState&, Events*) const = 0;
    // The legal actions of the acting player while the step waits, in a deterministic order.
    virtual void list(const Ruleset&, const GameState&, ActionList&) const {}
    // One of those actions: by default the definition applies it and the step is done.
    virtual StepStatus apply(const Ruleset&, GameState&, const Action&, Events*) const;
    // What the acting player is asked to do ("Move the dragon: step 2 of 6").
    virtual Message prompt(const Ruleset&, const GameState&) const { return {}; }
};

// Ids of the core's steps.
namespace steps {
inline constexpr std::string_view turn_start = "turn_start";
inline constexpr std::string_view draw = "draw";
inline constexpr std::string_view place_tile = "place_tile";
inline constexpr std::string_view action = "action";
inline constexpr std::string_view find_completed = "find_completed";
inline constexpr std::string_view scoring = "scoring";
inline constexpr std::string_view turn_end = "turn_end";
inline constexpr std::string_view final_scoring = "final_scoring";
inline constexpr std::string_view game_over = "game_over";
}  // namespace steps

// The ranks of the steps modules hang after the scoring (TurnProgram::insert_after), in the
// order the rules resolve a scoring (the combined turn order of docs/architecture.md): first
// what the scored figures do next (a wagon's move), then what the scoring earns the player whose
// tile it was (a meeple into the City, the Count's move), then what ends the turn's part (the
// dragon's flight when it comes after the scoring).
namespace after_scoring {
inline constexpr int set_off = 5;  // scorings the scoring sets off (a feature beside a castle)
inline constexpr int scored_figures = 10;
inline constexpr int rewards = 20;
inline constexpr int end_of_part = 30;
}  // namespace after_scoring

// The ranks of the steps modules insert before the same step (TurnProgram::insert_before), lower
// first: what moves figures about before the completed features are found (the dragon's flight)
// comes before the claims players make on what the tile completed (a city made a castle).
namespace before_finding {
inline constexpr int moves = 0;
inline constexpr int claims = 10;
}  // namespace before_finding

}  // namespace carc
