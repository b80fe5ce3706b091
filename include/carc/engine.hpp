// The engine API shared by the game window, carc-cli, the tests and the bots:
//
//   start_game(rules)              -> the first snapshot, with the first tile drawn
//   legal_actions(rules, state)    -> every legal action of whoever acts now, in a fixed order
//   apply(rules, state, action)    -> a new snapshot plus the events that explain it, or an error
//
// Only legal_actions decides legality; apply checks membership and, for an illegal action,
// explains why in a player's words. apply copies the state and mutates the copy; hot loops may
// call apply_in_place on a state they own with an action taken from legal_actions, which runs
// the very same code without the copy and the check. The turn itself is the ruleset's program of
// steps (carc/turn.hpp); state.acting_player says who must act, state.phase what kind of step it is.
//
// A listed action may be open (value kOpenValue: any value of its definition's range, a bid of 1
// to 12): apply and why_illegal accept a concrete value inside the range (is_listed), and whoever
// picks from the list (bots, selfplay, bench, perft, the window's autoplay) picks from
// concrete_actions, where every open entry is replaced by values.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "carc/action.hpp"
#include "carc/action_def.hpp"
#include "carc/event.hpp"
#include "carc/message.hpp"
#include "carc/result.hpp"
#include "carc/ruleset.hpp"
#include "carc/state.hpp"
#include "carc/turn.hpp"

namespace carc {

using Snapshot = std::shared_ptr<const GameState>;

struct Step {
    Snapshot state;
    Events events;
};

Step start_game(const Ruleset& rules);
inline Snapshot new_game(const Ruleset& rules) { return start_game(rules).state; }
// The mutable path: builds the initial state in place. `events` may be null.
GameState initial_state(const Ruleset& rules, Events* events);

ActionList legal_actions(const Ruleset& rules, const GameState& state);
void legal_actions(const Ruleset& rules, const GameState& state, ActionList& out);
// Legal (position, rotation) pairs for a tile, whoever holds it.
void legal_placements(const Ruleset& rules, const GameState& state, TileTypeId tile,
                      ActionList& out);
bool has_legal_placement(const Ruleset& rules, const GameState& state, TileTypeId tile);

// Whether `a` is one of `legal`: equal to an entry, or a concrete value within the range of an
// entry listed with kOpenValue whose other operands `a` shares. An action whose value is still
// open is never listed.
bool is_listed(const Ruleset& rules, const GameState& state, const ActionList& legal, const Action& a);
// The legal actions with every open entry replaced by concrete values: all of them (Expand::All:
// perft, the JCZ exporter's checks) or the definition's samples (Expand::Sample: bots, selfplay,
// bench). Returns `legal` itself when no entry is open (one scan, no copy), else `scratch`, filled.
enum class Expand : uint8_t { All, Sample };
const ActionList& concrete_actions(const Ruleset& rules, const GameState& state, const ActionList& legal,
                                   ActionList& scratch, Expand expand);
// The same in place, for lists kept per depth: `list` becomes concrete (its open entries
// replaced); `scratch` is spare room and is left holding anything.
void make_concrete(const Ruleset& rules, const GameState& state, ActionList& list, ActionList& scratch,
                   Expand expand);

Result<Step> apply(const Ruleset& rules, const GameState& state, const Action& action);
// No legality check: `action` must come from concrete_actions of legal_actions(rules, state)
// (never an open one). `events` may be null.
void apply_in_place(const Ruleset& rules, GameState& state, const Action& action, Events* events);

// Why an action is not legal now, in words a player understands; nullopt when it is legal.
std::optional<Message> why_illegal(const Ruleset& rules, const GameState& state, const Action& action);
// The step that waits now, and what it asks of the acting player.
const TurnStep& current_step(const Ruleset& rules, const GameState& state);
Message prompt(const Ruleset& rules, const GameState& state);

// What a feature would score if it were scored now (the hover preview): complete features score
// as completed, others as at the end of the game. Empty awards when nobody has a follower there.
ScoreEvent score_preview(const Ruleset& rules, const GameState& state, int node);
// What a feature would score if it were completed as it stands now (a cloister counted with all
// eight neighbours; a field, which never completes, as at the end). No figures move, no module
// reacts: an estimate for the bots and hints, not a rule.
ScoreEvent score_if_completed(const Ruleset& rules, const GameState& state, int node);

// The scores if the game ended now: the engine's own end-of-game count run on a copy of the state
// (the current scores once the game is over). The bots' estimate of what the board is worth.
std::vector<int> projected_scores(const Ruleset& rules, const GameState& state);
// The same count on a state the caller owns and no longer needs, so that hot loops can reuse one
// copy without allocating; afterwards its players' scores are the projected ones. Nothing happens
// when the game is already over.
void project_final_scores(const Ruleset& rules, GameState& state);
// The same count for the bots' hot loop, thousands of times a second: it leaves exactly the
// scores project_final_scores leaves (the same features in the same order, the modules' hooks
// included), but builds no ScoreEvent per feature (one event per thread is reused) and walks each
// feature once. Afterwards the state holds the projected end, as with project_final_scores.
// `awards`, when given, is filled with what each counted feature gave: what score_preview would
// say of it in the position before the count, without building its event.
struct CountedAward {
    int root = 0;         // the feature
    int base_points = 0;  // its points before any player's bonus
    int player = -1;      // who wins them (-1: nobody, one row so that the feature is still listed)
    int points = 0;
};
void count_final_scores(const Ruleset& rules, GameState& state,
                        std::vector<CountedAward>* awards = nullptr);

// Every tile of the pile in the order it is drawn: those already drawn, then the rest as the
// state's random generator will draw them (discarded tiles included).
std::vector<TileTypeId> draw_sequence(const GameState& state);

// Players with the highest score (ties share the victory).
std::vector<int> leaders(const GameState& state);

// Role of a figure on a feature: "thief", "knight", "monk", "farmer", "abbot", ...
std::string figure_role(const Ruleset& rules, int figure, FeatureKind kind);

// Where a figure stands: "Anna's follower on the city N at (0, -1)", "the dragon at (2, 1)".
Message explain_figure(const Ruleset& rules, const GameState& state, const Figure& figure);

// What an action does, as a message and in English ("place BA/C at (0, -1) turned 180°").
Message explain(const Ruleset& rules, const GameState& state, const Action& action);
std::string describe(const Ruleset& rules, const GameState& state, const Action& action);
std::string location_name(const TileType& type, int rotation, int local);  // "NW", "NL.NR", "I"
// The same for local feature `local` of placed tile `tile`, a feature a module added to it too.
std::string location_name(const Ruleset& rules, const GameState& state, int tile, int local);
// The local feature of a placed tile with that kind and board-oriented location, or -1.
int find_feature(const Ruleset& rules, const GameState& state, Pos pos, FeatureKind kind,
                 std::string_view location);

}  // namespace carc
