// The City of Carcassonne on the table (the Count's view, registered in registry.cpp, is in
// count.cpp): the City proper (the two middle squares of the City's block) drawn as its four
// quarters, clockwise from the castle in the north-west: castle, market, blacksmith, cathedral,
// each a panel with its name, the meeples waiting there and the Count where he stands. The
// quarters are places of the choice layer off the tiles (a meeple into the City, the Count's
// move): their markers stand at the right end of their panel, a click anywhere on the panel
// chooses them, and pointing at one says who waits there. The view puts a meeple's entry and the
// Count's move on their quarter for the choice layer, words the Count's move and says what passing
// means in the City's steps. The rules and the queries are the
// engine's (modules/count.hpp); these files only lay them out and draw them, for the game screen and
// the review alike. Declared here for the UI tests: the panels and the words of the tip.
#pragma once

#include <SDL2/SDL.h>

#include <string>
#include <vector>

#include "carc/engine.hpp"

namespace carc::app {

class BoardView;

struct QuarterBox {
    int place = -1;    // Ruleset::places index
    SDL_FRect rect{};  // screen pixels
};

// The quarters' panels on screen, in clockwise order; empty without the City (or before its
// squares are on the board).
std::vector<QuarterBox> quarter_boxes(const BoardView& view, const Ruleset& rules,
                                      const GameState& s);
// What pointing at a quarter says: who waits there and where they may go. "Castle quarter: the
// Count, Anna's follower. Its meeples move out onto a completed city before it scores; none
// leaves while the Count is here."
std::string quarter_tip(const Ruleset& rules, const GameState& s, int place);

}  // namespace carc::app
