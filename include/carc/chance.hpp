// Recorded chance (issue 32; docs/architecture.md, "Recorded chance"): besides the draw pile, a
// module may ask for an outcome from a source of chance it declares (Module::chance_sources): a
// die, or a bag whose contents every player knows and whose order nobody does. A seeded game
// draws each outcome from the state's generator; every outcome drawn while an action is applied
// is kept in ChanceState::drawn, so that whoever records the game writes it beside the action
// (carc/record.hpp: ChanceRecord), and a replay, a scenario or an import that states the outcome
// gets exactly that one (apply with stated outcomes, carc/engine.hpp). The generator advances the
// same whether an outcome is stated or not, so a seeded game and its record stating the same
// outcomes reach the same states. A stated outcome the source cannot give (a face the die lacks,
// a token the bag no longer holds) makes the action an error.
//
// What a seat may not know lives here and in the pile (docs/architecture.md): the generator
// (GameState::rng, which decides the next tile and the next token), the order of the pile beyond
// its next tile, and the outcomes drawn face down (ChanceState::face_down) until revealed.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "carc/event.hpp"
#include "carc/ruleset.hpp"

namespace carc {

struct GameState;

// One outcome: the source (index in Ruleset::chance_sources) and its value (a die's face 1..N, a
// bag's token index).
struct ChanceOutcome {
    uint16_t source = 0;
    int16_t value = 0;
    friend bool operator==(const ChanceOutcome&, const ChanceOutcome&) = default;
};

// The outcomes a caller states for one action (apply with stated outcomes): the k-th outcome
// drawn while the action runs is outcomes[k]. Lives on the caller's stack for the call only.
struct StatedChance {
    std::span<const ChanceOutcome> outcomes;
    size_t used = 0;
    std::string refused;  // why a stated outcome could not be: the first such reason
};

// The state of the game's chance besides the generator and the pile. Empty in every game whose
// modules declare no source, and then not in the digest.
struct ChanceState {
    std::vector<int16_t> bags;               // every bag's tokens left, by Ruleset::bag_start: known to all
    std::vector<ChanceOutcome> face_down;    // drawn face down and not yet revealed: hidden
    std::vector<ChanceOutcome> drawn;        // drawn by the last action (or the start), in order
    StatedChance* stated = nullptr;          // only while apply runs with stated outcomes
};

// Whether an outcome is shown when drawn or kept face down (a token under the big top) until
// reveal_chance.
enum class Face : uint8_t { Up, Down };

// Draws an outcome from source `source` (Ruleset::chance_source): the stated one when the caller
// states it, else the generator's. A bag's token leaves the bag. Emits what was drawn (a face-down
// outcome as such). Returns the die's face (1..faces) or the bag's token index; -1 for an empty bag,
// which draws nothing.
int draw_chance(const Ruleset& rules, GameState& state, int source, Events* events, Face face = Face::Up);
// What a bag holds: of one token, and in all.
int bag_count(const Ruleset& rules, const GameState& state, int source, int token);
int bag_total(const Ruleset& rules, const GameState& state, int source);
// Puts a token back into its bag (the flock's sheep after scoring).
void return_to_bag(const Ruleset& rules, GameState& state, int source, int token);
// Takes a token the bag holds out of it without drawing (a bot's guess of a face-down token in a
// player's view: carc/player_view.hpp).
void take_from_bag(const Ruleset& rules, GameState& state, int source, int token);
// Turns the face-down outcome `index` (in ChanceState::face_down) up: it leaves the hidden list
// and the log says what it was.
void reveal_chance(const Ruleset& rules, GameState& state, int index, Events* events);

// An outcome in a save's words: the face as a number, the token by its id.
std::string chance_outcome_word(const Ruleset& rules, ChanceOutcome outcome);
// Why `outcome` cannot come from `source` now (another source, a face the die lacks, a token the bag
// does not hold now), or nothing.
std::optional<std::string> impossible_outcome(const Ruleset& rules, const GameState& state, int source,
                                              ChanceOutcome outcome);

}  // namespace carc
