// The Ferries, as its presentation (src/app/expansions/ferries.cpp) and its JCloisterZone codec
// ask about it: the lake tiles on the board with their ferries (which two road ends each joins,
// whether it moved in this part of the turn), and the ferry positions an action's value names (the
// two board sides of the road ends, and the word saves and JCZ's locations spell them with).
#pragma once

#include <string_view>
#include <vector>

#include "carc/geometry.hpp"
#include "carc/ruleset.hpp"
#include "carc/state.hpp"

namespace carc {

// How many positions a ferry has on a lake of four road ends: every pair of sides.
constexpr int kFerryPositions = 6;

// A lake tile at `pos`; once its ferry is placed, the two sides whose road ends it joins.
struct Ferry {
    Pos pos;
    Side a = Side::N;
    Side b = Side::N;
    bool placed = false;
    bool moved = false;  // moved in this part of the turn (asked from the part's ferry step on)
};

// The two sides of a ferry position (the value of "place_ferry" and "move_ferry").
struct FerryEnds {
    Side a = Side::N;
    Side b = Side::N;
};

// Every lake tile on the board, in the order placed (none without the expansion).
std::vector<Ferry> ferries_on_board(const Ruleset& rules, const GameState& state);
// The sides of ferry position `position` (0 to kFerryPositions - 1).
FerryEnds ferry_position_ends(int position);
// The word of a ferry position as saves and JCZ's locations spell it ("SW"), or "" when none.
std::string_view ferry_position_word(int position);
// The position of a word ("WE"), or -1.
int ferry_position_of(std::string_view word);

}  // namespace carc
