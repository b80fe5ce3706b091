// Player views (issue 32; docs/architecture.md, "Player views"): the snapshot of a game that one
// seat may see. Everything on the table stays (the board, the figures, the scores, the tile in
// hand, what the bags hold, the tiles drawn and discarded, whose turn it is), so that the legal
// actions of the view are those of the game; what the seat may not know is replaced by a value
// that depends on nothing hidden:
//   - the generator (GameState::rng), which decides the next tile and the next token: a constant;
//   - the order of the unseen tiles, stack by stack (DrawPile::tiles[next..]): sorted; a fixed
//     order (a scenario, an imported game) is dropped, and with it the stacks, which such a game
//     does not know; the tiles set aside (DrawPile::set_aside): sorted;
//   - the outcomes drawn face down (ChanceState::face_down): masked (kHiddenOutcome), a bag's token
//     counted back into its bag (the view's bag holds every token the seat has not seen, in the
//     bag or face down: the counts would otherwise tell the token), and what the last action
//     drew (ChanceState::drawn, the recorder's business) emptied;
//   - what a module keeps hidden in its own state: each module's Module::redact hook.
// The bots, the hint and the window read views; the session that applies actions, saves and the
// review of a finished game read the whole state. A view is for reading and deciding: to play on
// from it, first imagine what it hides (the bots: bot::imagine_hidden_draws), since a masked
// outcome is no outcome a step could reveal.
#pragma once

#include "carc/state.hpp"

namespace carc {

// The seat of whoever watches without playing: the window while no person acts (computers
// playing each other), a spectator. It sees what every player sees and nothing of any seat's own.
inline constexpr int kSpectator = -1;
// The value of a face-down outcome a view hides (ChanceOutcome::value).
inline constexpr int16_t kHiddenOutcome = -1;

// What seat `seat` (a player, or kSpectator) may see of `state`.
GameState player_view(const Ruleset& rules, const GameState& state, int seat);
// The same in place, for a copy the caller owns (the bots' search roots). Applying it to a view of
// the same seat changes nothing.
void redact(const Ruleset& rules, GameState& state, int seat);

}  // namespace carc
