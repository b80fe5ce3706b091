// Mage & Witch, as its presentation (src/app/expansions/mage_witch.cpp) and its JCZ codec ask about
// it: which of the game's figures is the mage or the witch, and which tiles carry a magic symbol.
#pragma once

#include <optional>

#include "carc/ruleset.hpp"
#include "carc/state.hpp"

namespace carc {

enum class MageWitchRole : uint8_t { Mage, Witch };

// What figure kind `figure` is in a game with Mage & Witch; nothing for any other figure or game.
std::optional<MageWitchRole> mage_witch_role(const Ruleset& rules, int figure);
// Whether tile type `type` carries the magic symbol that moves the mage or the witch.
bool mage_witch_tile(const Ruleset& rules, TileTypeId type);

}  // namespace carc
