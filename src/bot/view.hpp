// What a computer player may know of a game, and how it imagines the rest. A bot reads only the
// engine's view of its seat (carc/player_view.hpp: the generator a constant, each stack's unseen
// tiles in a canonical order, a fixed order dropped, face-down outcomes masked, what a module hides
// redacted); before looking ahead from it, it puts its own guess into what the view hides: a
// generator of its own, which draws its imagined tiles and tokens, and an outcome for every masked
// face-down one. The tile in hand and everything on the table are public and stay as they are.
#pragma once

#include "carc/engine.hpp"
#include "carc/player_view.hpp"

namespace carc::bot {

// Puts the bot's own guess of what `view` hides into it (a player_view the bot owns): the
// generator from `bot_rng`, and each masked face-down outcome a face of its die, or a token of its
// bag picked uniformly among the tokens the seat has not seen (the view's bag) and taken out of
// it; then each module's guess of what its redact masked (Module::imagine_hidden). (A token a rule
// lets its owner see is guessed all the same: no expansion built has one.)
void imagine_hidden_draws(const Ruleset& rules, GameState& view, Rng& bot_rng);

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
