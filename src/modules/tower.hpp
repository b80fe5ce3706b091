// Questions the client asks about The Tower, for drawing and for its choices: the towers on the
// board with their heights, how many tower pieces a player has left, which followers a tower
// reaches, and whose followers each player holds prisoner. Every query answers "nothing" when
// the game is played without The Tower. The rules themselves live in src/modules/tower.cpp.
#pragma once

#include <optional>
#include <vector>

#include "carc/event.hpp"
#include "carc/ruleset.hpp"
#include "carc/state.hpp"

namespace carc {

struct TowerInfo {
    Pos pos;             // the tile of the foundation
    int height = 0;      // tower pieces on it
    bool finished = false;  // a follower stands on top: it grows no more
};

std::vector<TowerInfo> towers(const Ruleset& rules, const GameState& state);
// 0 without The Tower; -1 when the game has its tiles without its pieces (nothing to count).
int tower_pieces_left(const Ruleset& rules, const GameState& state, int player);
// Indices into state.figures of the followers the tower at `tower` reaches at its height now.
std::vector<int> followers_in_reach(const Ruleset& rules, const GameState& state, Pos tower);
// The tower that just grew and waits for its capture (the capture step), or none.
std::optional<Pos> capturing_tower(const Ruleset& rules, const GameState& state);
// Indices into state.figures of the prisoners `captor` holds (figures InPlace in their prison).
std::vector<int> prisoners_held_by(const Ruleset& rules, const GameState& state, int captor);

}  // namespace carc
