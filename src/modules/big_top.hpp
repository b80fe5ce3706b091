// Under the Big Top, as its presentation (src/app/expansions/big_top.cpp) and its JCloisterZone
// codec ask about it: where the big top stands, what the animal tokens are worth, and the acrobat
// spaces with the followers stacked on them.
#pragma once

#include <vector>

#include "carc/ruleset.hpp"
#include "carc/state.hpp"

namespace carc {

// The animal tokens' bag (a ChanceSource of the module): its id, and the points of each token of
// it by the token's index (JCloisterZone's AnimalToken: 1, 3, 4, 5, 6 and 7 points).
inline constexpr std::string_view kAnimalTokenSource = "animal_tokens";
int animal_token_points(int token);
// How many tokens of each value one set holds (JCloisterZone's: 1, 4, 5, 3, 2, 1; 16 in all).
int animal_token_count(int token);
inline constexpr int kAnimalTokenKinds = 6;

// The tile index of the big top, or -1 while no circus tile has been placed (or without it).
int big_top_tile(const Ruleset& rules, const GameState& state);

// An acrobat space on the board: the tile, its feature and the followers stacked on it.
struct AcrobatSpace {
    Pos pos;
    int local = 0;
    int followers = 0;
};
std::vector<AcrobatSpace> acrobat_spaces(const Ruleset& rules, const GameState& state);
// How many followers make a full pyramid (3).
inline constexpr int kPyramidHeight = 3;

}  // namespace carc
