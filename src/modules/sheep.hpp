// The shepherd and the bag of sheep of Hills & Sheep, as their presentation
// (src/app/expansions/hills_sheep.cpp) and codec (hills_jcz.cpp) ask about them: the flock beside
// each shepherd on the board, the bag's public content (what is in it, never its order: the order is
// nowhere, each draw picks one), and the shepherd whose owner chooses now to grow or to herd.
#pragma once

#include <array>
#include <vector>

#include "carc/ruleset.hpp"
#include "carc/state.hpp"

namespace carc {

// The tokens of sheep, by their number of sheep (1 to 4): index 0 holds the tokens of one sheep.
using SheepTokens = std::array<int, 4>;

// The flock beside the shepherd `figure` (index into state.figures): its tokens by size; all zero
// when the figure is no shepherd or has none.
SheepTokens flock_of(const Ruleset& rules, const GameState& state, int figure);
// Its sheep in all (1 point each when herded).
int flock_sheep(const Ruleset& rules, const GameState& state, int figure);
// Whether figure kind `kind` (index into Ruleset::figures) is the shepherd.
bool is_shepherd(const Ruleset& rules, int kind);
// What the bag holds now: tokens of each size and wolves; false when the game has no bag.
bool sheep_bag(const Ruleset& rules, const GameState& state, SheepTokens& sheep, int& wolves);
// The shepherd (index into state.figures) whose owner chooses now to grow or herd its flock, or -1.
int shepherd_choosing(const Ruleset& rules, const GameState& state);
// Sheep left on the board without a shepherd (a shepherd taken back by a festival leaves them
// there, 000 note 42): where they stand and their tokens by size. Out of the bag for good.
struct StraySheep {
    Pos pos;
    int tile = -1;   // board index
    int local = -1;  // the field's local feature on that tile
    SheepTokens tokens{};
};
std::vector<StraySheep> stray_sheep(const Ruleset& rules, const GameState& state);
// The index of the bag's token of `sheep` sheep (1..4), or of the wolf (0), in the game's bag of
// sheep (Ruleset::chance_sources), and the bag's source index; -1 without the shepherd.
int sheep_bag_source(const Ruleset& rules);
int sheep_token_index(int sheep);

}  // namespace carc
