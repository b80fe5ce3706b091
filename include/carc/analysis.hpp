// The learning aids' oracle: what a player could work out from the table at one moment, computed
// from the engine's own rules so that the window, carc-cli and the tests agree. The tiles still to
// come (every tile of the game not on the board, not in hand and not discarded: the rest of every
// stack of the pile and the tiles a module set aside for later), how many of them fit each open
// square in some rotation (the engine's placement check, modules' restrictions such as the
// River's included), which squares no remaining tile can fill (dead) or exactly one can, who holds
// each occupied feature and what it is worth if completed now and if it stays unfinished, and each
// player's score if the game ended now (the engine's end-of-game count on a copy). Nothing here
// scores or decides legality by itself: it only asks the engine.
#pragma once

#include <optional>
#include <vector>

#include "carc/engine.hpp"

namespace carc {

// One tile type still to come and how many copies of it.
struct RemainingTile {
    TileTypeId type = 0;
    int count = 0;
};

// An open square of the board and the remaining tiles that fit it in some rotation.
struct SquareFit {
    Pos pos;
    int fitting = 0;                // copies of remaining tiles that fit (the F of "F of K fit")
    std::vector<TileTypeId> types;  // the distinct types that fit, in the ruleset's order
    std::optional<Message> besides_the_pile;  // what else can still fill it (a module's abbey)
    bool dead() const { return fitting == 0 && !besides_the_pile; }
    bool single() const { return fitting == 1; }
};

// A feature with followers on it: its holders (the players with the majority; several when tied)
// and what each would get if it were completed as it stands now and if it stays unfinished until
// the end (a field, which never completes, gives the end-of-game value for both).
struct FeatureHolding {
    int root = 0;  // union-find root of the feature
    FeatureKind kind = FeatureKind::Road;
    bool complete = false;
    std::vector<int> holders;    // players, ascending
    std::vector<int> nodes;      // every node of the feature (to outline it)
    std::vector<Pos> tiles;      // its tiles, as the score event lists them
    int value_if_completed = 0;  // points of the first holder if completed now
    int value_at_end = 0;        // points of the first holder in the final count, unfinished
};

struct Analysis {
    std::vector<RemainingTile> remaining;  // grouped by type, in the ruleset's order
    int remaining_count = 0;               // K
    std::vector<SquareFit> squares;        // every open square, sorted by y, then x
    int dead_squares = 0;
    int single_fit_squares = 0;
    std::vector<int> projected;  // each player's score if the game ended now
};

// The tiles still to come, grouped by type (empty once the game is over).
std::vector<RemainingTile> remaining_tiles(const Ruleset& rules, const GameState& state);
// How many of `remaining` fit each open square (sorted by y, then x).
std::vector<SquareFit> square_fits(const Ruleset& rules, const GameState& state,
                                   const std::vector<RemainingTile>& remaining);
// Every feature on the board with at least one follower counted in its majority.
std::vector<FeatureHolding> feature_holdings(const Ruleset& rules, const GameState& state);
// Remaining tiles, square fits and projected scores together.
Analysis analyse(const Ruleset& rules, const GameState& state);

}  // namespace carc
