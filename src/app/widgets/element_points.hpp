// What expansion elements brought each player, for the end-of-game table: the whole score of
// roads with an inn and of cities with a cathedral, and the pig's extra points. These are parts of
// the road, city and field columns, shown on a line of their own so a player sees where the
// expansion's points came from. Computed from score events only (no SDL), so tests check it
// against the scenario games.
#pragma once

#include <vector>

#include "carc/event.hpp"

namespace carc::app {

struct ElementPoints {
    int inn_roads = 0;
    int cathedral_cities = 0;
    int pig = 0;
    bool any() const { return inn_roads || cathedral_cities || pig; }
};

std::vector<ElementPoints> element_points(int players, const std::vector<const ScoreEvent*>& events);

}  // namespace carc::app
