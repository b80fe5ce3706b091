// What the client, the bots' words and the JCloisterZone codec may ask of the castles of Bridges,
// Castles & Bazaars: how many castles a player has left, and where the castles stand. A castle on
// the board is a completed city of two half-cities whose kind the module changed to `castle`
// (change_kind); its follower stays on it until the castle scores. The rules live in
// src/modules/castles.cpp.
#pragma once

#include <vector>

#include "carc/ruleset.hpp"
#include "carc/state.hpp"

namespace carc {

struct CastleOnBoard {
    int root = -1;             // the castle's feature set
    std::array<int, 2> tiles{};  // its two placed tiles (indices into the board's tiles)
    int owner = -1;            // the player whose follower stands on it; -1 once it has scored
};

// Castles `player` still has to make; 0 in a game without castles.
int castles_left(const Ruleset& rules, const GameState& state, int player);
// Every castle made so far, in the order made.
std::vector<CastleOnBoard> castles_on_board(const Ruleset& rules, const GameState& state);
// The six squares a castle watches (its two tiles and the four beside their long sides).
std::array<Pos, 6> castle_neighbourhood(const GameState& state, const CastleOnBoard& castle);

}  // namespace carc
