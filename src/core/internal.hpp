// Functions shared between the core's own files and not part of the public API.
#pragma once

#include "carc/engine.hpp"
#include "carc/module.hpp"

namespace carc {

// Puts a tile on the board and joins its features with its neighbours'. Returns its index.
int put_tile(const Ruleset& rules, GameState& state, TileTypeId type, Pos pos, int rotation);
// Legal deploys onto the features of placed tile `tile` (figure kind major, feature minor).
void list_deploys(const Ruleset& rules, const GameState& state, int tile, ActionList& out);
// True when the action step offers anything besides passing.
bool action_step_has_choice(const Ruleset& rules, const GameState& state);
// Why figure `figure` may not be deployed on feature `local` of placed tile `tile` now.
std::optional<Message> deploy_problem(const Ruleset& rules, const GameState& state, int figure, int tile,
                                      int local);
// The strength of figure `f` in the majority of its feature `root`.
int figure_strength_in(const Ruleset& rules, const GameState& state, const Figure& f, int root);
// The end-of-game count: roads, cities, monasteries, gardens, fields, then the modules'.
void final_scoring(const Ruleset& rules, GameState& state, Events* events);
// Runs the turn program from `status` until a step waits for a player or the game is over.
void run_turn(const Ruleset& rules, GameState& state, StepStatus status, Events* events);
// The core's steps, in order (ruleset.cpp builds the program from them).
void add_core_steps(TurnProgram& program);
std::vector<const ActionDef*> core_action_defs();

// "Road", "City": a feature kind at the start of a sentence.
std::string_view capitalised_kind(FeatureKind k);

// "Abbot" -> "abbot", for names inside sentences.
inline std::string lowercase(std::string s) {
    for (char& c : s)
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    return s;
}

// Builds the event in place: no temporary Event variant (and no work at all without a sink).
template <class E>
void emit(Events* events, E&& e) {
    if (events) events->emplace_back(std::forward<E>(e));
}

}  // namespace carc
