// Actions: everything a player can do, as small value types. A turn is: place the drawn tile,
// then one figure action (deploy a figure on the new tile, take a figure back such as the abbot,
// or pass). Drawing, scoring and the end of the turn follow by themselves. Actions name tiles and
// features by board position and board-oriented location, so they read the same in saves, in
// imported games and in the log.
#pragma once

#include <string>
#include <variant>
#include <vector>

#include "carc/geometry.hpp"

namespace carc {

struct PlaceTile {
    Pos pos;
    int rotation = 0;  // clockwise quarter turns
    friend bool operator==(const PlaceTile&, const PlaceTile&) = default;
};

// Deploy a figure on a feature of the tile placed this turn.
struct Deploy {
    int figure = 0;   // index into Ruleset::figures
    int feature = 0;  // local feature index on the placed tile
    friend bool operator==(const Deploy&, const Deploy&) = default;
};

// Take a figure back from the board (the abbot).
struct ReturnFigure {
    Pos pos;
    int feature = 0;
    int figure = 0;
    friend bool operator==(const ReturnFigure&, const ReturnFigure&) = default;
};

// Place no figure this turn.
struct Pass {
    friend bool operator==(const Pass&, const Pass&) = default;
};

using Action = std::variant<PlaceTile, Deploy, ReturnFigure, Pass>;
using ActionList = std::vector<Action>;

}  // namespace carc
