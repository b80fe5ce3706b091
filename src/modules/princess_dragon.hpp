// What the client may show of The Princess & the Dragon: where the dragon and the fairy stand and
// whose follower the fairy stands beside (its holder, who scores with it). The rules themselves
// live in src/modules/princess_dragon.cpp; this is the read-only query the scoreboard draws from.
#pragma once

#include <optional>

#include "carc/ruleset.hpp"
#include "carc/state.hpp"

namespace carc {

struct DragonAndFairy {
    bool dragon_in_play = false;  // the game has the dragon (an option of the expansion)
    bool fairy_in_play = false;   // the game has the fairy
    int dragon_tile = -1;         // placed tile index, or -1 while the dragon waits for a volcano
    int fairy_tile = -1;          // placed tile index, or -1 while no one has moved the fairy
    // The player whose follower the fairy stands beside, or -1 (nobody yet, or the first
    // edition's fairy, which stands on a tile and pays whoever has followers there).
    int fairy_holder = -1;
    bool fairy_on_tile = false;   // the first edition's fairy
};

// The dragon and the fairy of a game with The Princess & the Dragon; nullopt when the expansion's
// module is not in play.
std::optional<DragonAndFairy> dragon_and_fairy(const Ruleset& rules, const GameState& state);

}  // namespace carc
