// What expansion elements brought each player, for the end-of-game table: the rule elements the
// expansions' views name (ExpansionView::score_elements: the whole score of roads with an inn and
// of cities with a cathedral, the pig's extra points). These are parts of the road, city and field
// columns, shown on a line of their own so a player sees where the expansion's points came from.
// Computed from score events only (no SDL), so tests check it against the scenario games.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "carc/event.hpp"

namespace carc::app {

// A rule element whose points the end table shows apart: counted from the score events tagged
// `tag` (the whole award, or only its bonus terms), named in translated words.
struct ScoreElement {
    std::string_view tag;
    bool bonus_only = false;
    std::string words;  // "roads with an inn"
};

// One player's points of each element, in the order of the elements.
struct ElementPoints {
    std::vector<int> points;
    bool any() const;
};

std::vector<ElementPoints> element_points(const std::vector<ScoreElement>& elements, int players,
                                          const std::vector<const ScoreEvent*>& events);

}  // namespace carc::app
