// Questions the client and the JCloisterZone codec ask about Little Buildings: which little
// building stands on a tile, how many of each kind a player has left, and what one is worth under
// the game's scoring option. Every query answers "nothing" when the game is played without Little
// Buildings. The rules themselves live in src/modules/little_buildings.cpp.
#pragma once

#include <array>
#include <optional>
#include <string_view>

#include "carc/ruleset.hpp"
#include "carc/state.hpp"

namespace carc {

// The three kinds, in JCloisterZone's order (LB_SHED, LB_HOUSE, LB_TOWER), which is also the
// order of the action's "building" word.
enum class LittleBuilding : uint8_t { Shed, House, LittleTower };
constexpr int kLittleBuildingKinds = 3;
constexpr std::array<std::string_view, kLittleBuildingKinds> kLittleBuildingWords = {"shed", "house", "little-tower"};

bool has_little_buildings(const Ruleset& rules);
// The little building on placed tile `tile` (a board index), if any.
std::optional<LittleBuilding> little_building_on(const Ruleset& rules, const GameState& state, int tile);
// How many of `kind` `player` still has in their supply (0 without the expansion).
int little_buildings_left(const Ruleset& rules, const GameState& state, int player, LittleBuilding kind);
// What one building of `kind` adds to a feature it stands in: 1, or 3/2/1 with option scoring "3-2-1".
int little_building_points(const Ruleset& rules, LittleBuilding kind);

}  // namespace carc
