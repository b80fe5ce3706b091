// What the client may show of King & Robber (seed 004, "Koning en Roofridder"): who holds the King
// card (the largest completed city) and the Robber Baron card (the longest completed road), and
// the size in tiles that took each. The rules themselves live in src/modules/king_robber.cpp; this
// is the read-only query the scoreboard draws from.
#pragma once

#include <optional>

#include "carc/ruleset.hpp"
#include "carc/state.hpp"

namespace carc {

struct KingRobberCards {
    int king_holder = -1;    // player, or -1 while no city has been completed
    int king_size = 0;       // tiles of the city that took the card
    int robber_holder = -1;  // player, or -1 while no road has been completed
    int robber_size = 0;     // tiles of the road that took the card
};

// The cards of a game with King & Robber; nullopt when the expansion is not in play.
std::optional<KingRobberCards> king_robber_cards(const Ruleset& rules, const GameState& state);

}  // namespace carc
