// The City of Carcassonne on the table: the City proper (the two middle squares of the City's
// block) drawn as its four quarters, clockwise from the castle in the north-west: castle, market,
// blacksmith, cathedral, each a panel with its name, the meeples waiting there and the Count
// where he stands. The quarters are places of the choice layer (a meeple into the City, the
// Count's move): their markers stand at the right end of their panel. The rules and the queries
// are the engine's (carc/city.hpp); this file only lays them out and draws them, for the game
// screen and the review alike.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "board/board_view.hpp"
#include "carc/engine.hpp"

namespace carc::app {

class App;

struct QuarterBox {
    int place = -1;    // Ruleset::places index
    SDL_FRect rect{};  // screen pixels
};

// The quarters' panels on screen, in clockwise order; empty without the City (or before its
// squares are on the board).
std::vector<QuarterBox> quarter_boxes(const BoardView& view, const Ruleset& rules,
                                      const GameState& s);
// Where a quarter's marker of radius `radius` stands in its panel: at its right end, halfway down.
SDL_FPoint quarter_marker_point(const SDL_FRect& box, float radius);
// The marker radius for the quarters at the view's zoom (the size of a feature's marker).
float quarter_marker_radius(const BoardView& view);
// The quarter (a Ruleset::places index) whose panel holds the screen point, or -1.
int quarter_at(const BoardView& view, const Ruleset& rules, const GameState& s, int x, int y);
// What pointing at a quarter says: who waits there and where they may go. "Castle quarter: the
// Count, Anna's follower. Its meeples move out onto a completed city before it scores; none
// leaves while the Count is here."
std::string quarter_tip(const Ruleset& rules, const GameState& s, int place);
// The quarters with their names, the meeples in them and the Count; the quarter `lit` (a place
// index, -1 for none) glows in `lit_color`.
void draw_city(App& app, BoardView& view, const Ruleset& rules, const GameState& s, int lit = -1,
               Color lit_color = Color{});

}  // namespace carc::app
