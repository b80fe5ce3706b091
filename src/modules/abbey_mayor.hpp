// Questions the client asks about Abbey & Mayor, for drawing and for its choices: the abbey tiles
// a player still has and which tile type the abbey is, the barn's figure kind, where a barn's
// corner lies on a tile beside it, and the tile a wagon stood on when its feature was scored (its
// move starts there). Every query answers "nothing" when the game is played without the
// expansion (or without that part of it). The rules themselves live in src/modules/abbey_mayor.cpp;
// where an abbey fits and where a barn may go are the place_abbey and place_barn actions of
// legal_actions.
#pragma once

#include <optional>

#include "carc/ruleset.hpp"
#include "carc/state.hpp"

namespace carc {

// The abbey tiles `player` still has (0 without abbeys).
int abbeys_left(const Ruleset& rules, const GameState& state, int player);
// The abbey's tile type, or none in a game without abbeys.
std::optional<TileTypeId> abbey_tile(const Ruleset& rules);
// The barn's figure kind (Ruleset::figures index), or -1 without barns.
int barn_figure(const Ruleset& rules);

// A barn's corner point (the north-west corner of square `corner_of`) seen from the placed tile
// at `tile`, one of the four tiles that meet there: which corner of that tile it is (0 north-east,
// 1 south-east, 2 south-west, 3 north-west) and that tile's field there. None when `tile` is not
// one of the four or shows no field on both sides of that corner.
struct BarnCorner {
    int corner = 0;
    int field = -1;  // feature index on the tile
};
std::optional<BarnCorner> barn_corner(const Ruleset& rules, const GameState& state, Pos corner_of,
                                      Pos tile);

// The tile `player`'s wagon stood on when the scoring sent it home this turn and it may still move
// (the wagon's step), or none.
std::optional<Pos> wagon_moves_from(const Ruleset& rules, const GameState& state, int player);

}  // namespace carc
