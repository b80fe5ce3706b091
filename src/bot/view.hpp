// What a computer player may know of a game, and how it imagines the rest. The state's random
// generator decides the order of the draw pile, so a bot never uses it: before looking ahead it
// replaces the generator with one of its own (and a fixed draw order, as in an imported game,
// with a shuffle), after putting the unseen tiles of each stack into a canonical order, which is
// the same as shuffling the unseen tiles its own way. The tile in hand and everything on the
// table are public and stay as they are.
#pragma once

#include "carc/engine.hpp"

namespace carc::bot {

// Puts the bot's own guess of the hidden draws into `state` (a copy the bot owns).
void imagine_hidden_draws(GameState& state, Rng& bot_rng);

// Whether a tile was drawn between `before` and `after` (a new turn or part of a turn began), so
// that `after` shows something `before` did not: the tile in hand.
inline bool new_tile_drawn(const GameState& before, const GameState& after) {
    return after.turn != before.turn || after.part != before.part;
}

// The acting player's lead over the best of the others, in points.
double margin_of(const std::vector<double>& values, int player);

// A seed for one decision: the bot's seed mixed with the position, so that a bot gives the same
// answer in the same position whatever it was asked before.
uint64_t decision_seed(uint64_t bot_seed, const GameState& state);

}  // namespace carc::bot
