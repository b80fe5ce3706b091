// Board words: the engine's messages as a player reads them on the table. The engine names
// squares by coordinates ("(-4, -1)"), tiles by their catalogue id ("BA/Cc.1") and the part of a
// tile a figure stands on by a location code ("ER", "NE", "I"), which is right for its machine
// log, the CLI and the saves, but none of them is printed on the board. tr_format() passes every
// message through in_board_words() first, so that whatever the window shows says "3 tiles west of
// the start", "a tile with a city and 1 road" and "the field south-east" instead; the words come
// from the catalogue, so each language has its own.
#pragma once

#include <string>
#include <string_view>

#include "carc/engine.hpp"
#include "carc/message.hpp"

namespace carc::app {

// Where square `to` lies seen from `from`, exactly, so two squares never read the same: "2 tiles
// north", "1 tile west", "3 tiles north-east", "3 tiles north and 1 tile west" (the longer way first); "" when equal.
std::string exact_offset_words(Pos from, Pos to);

// A square named from the start tile: "3 tiles west of the start", "the start tile".
std::string square_words(const Ruleset* rules, Pos p);

// A location code of the engine ("N", "NE", "_S", "NL.WR", "I") in words: "north", "north and
// east", "east, south and west", "north-west", "in the middle"; the code itself when it is none.
std::string location_words(std::string_view code);

// A tile of the catalogue, by its id, in words ("a tile with a city and 1 road"); the id itself
// when the ruleset has no such tile.
std::string tile_words(const Ruleset& rules, std::string_view id);

// The message with its squares, tiles and locations in board words (nested messages too).
Message in_board_words(const Ruleset* rules, Message m);

}  // namespace carc::app
