// Questions the client asks about the bazaars of Bridges, Castles & Bazaars, for drawing the
// auction and its choices: the row of tiles for sale and who has bought which, the tile being
// bid for, the current bid and who holds it, whose decision it is, and the bought tiles each
// player still waits to play. Every query answers "nothing" when the game is played without the
// bazaars. The rules themselves live in src/modules/bazaars.cpp.
#pragma once

#include <optional>
#include <vector>

#include "carc/ruleset.hpp"
#include "carc/state.hpp"

namespace carc {

struct BazaarAuction {
    enum class Stage : uint8_t {
        Picking,  // `picker` picks a tile of the row and bids for it
        Bidding,  // the others raise the bid for tile `auctioned` or pass
        Deal,     // `picker`, outbid, buys the tile (paying `bidder`) or sells it to them
    };
    Stage stage = Stage::Picking;
    std::vector<TileTypeId> row;  // the row's tiles, face up
    std::vector<int> owner;       // who bought each tile of the row (-1: for sale)
    int picker = -1;              // whose pick is auctioned
    int auctioned = -1;           // the row's index of that tile (-1: not picked yet)
    int bidder = -1;              // who holds the highest bid (-1: none yet)
    int price = 0;                // the highest bid
};

// The auction under way, or none (no bazaar's auction now, or a game without the bazaars).
std::optional<BazaarAuction> bazaar_auction(const Ruleset& rules, const GameState& state);
// The tiles `player` bought at the last bazaar and has not played yet (at most one).
std::vector<TileTypeId> bazaar_tiles_waiting(const Ruleset& rules, const GameState& state, int player);

}  // namespace carc
