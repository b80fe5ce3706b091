// The Tunnel, as its presentation (src/app/expansions/tunnel.cpp) and its JCloisterZone codec ask
// about it: the tunnel tokens on the board (each on a tunnel entrance, in its owner's colour and
// pair) and those each player has left.
#pragma once

#include <vector>

#include "carc/ruleset.hpp"
#include "carc/state.hpp"

namespace carc {

// A tunnel token on a tunnel entrance: the road (local feature) of the tile at `pos` it closes,
// its owner and which of the owner's pairs it belongs to (0: the first, 1: the second, 2: the third).
struct TunnelToken {
    Pos pos;
    int local = 0;
    int owner = 0;
    int pair = 0;
};

// Every tunnel token on the board, in the order placed (none without the expansion).
std::vector<TunnelToken> tunnel_tokens(const Ruleset& rules, const GameState& state);
// The tokens of pair `pair` that `player` still has (0 without the expansion).
int tunnel_tokens_left(const Ruleset& rules, const GameState& state, int player, int pair);
// How many pairs of tunnel tokens each player has in this game (0 without the expansion).
int tunnel_pairs(const Ruleset& rules);

}  // namespace carc
