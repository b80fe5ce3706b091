// What the client and the JCloisterZone codec may ask of the bridges of Bridges, Castles & Bazaars:
// how many bridges a player has left and whether a placed tile carries one. A bridge on the board
// is a road a module added to a placed tile (GameState::added); the rules live in
// src/modules/bridges.cpp.
#pragma once

#include "carc/ruleset.hpp"
#include "carc/state.hpp"

namespace carc {

// Bridges `player` still has to lay; 0 in a game without bridges.
int bridges_left(const Ruleset& rules, const GameState& state, int player);
// Whether placed tile `tile` (index into the board's tiles) carries a bridge.
bool has_bridge(const Ruleset& rules, const GameState& state, int tile);

}  // namespace carc
