// Questions the client asks about the City of Carcassonne (the `count` expansion), for drawing
// and for its choices: the City's quarters in clockwise order with the meeples waiting in each
// and where the Count stands, and the squares of the City proper on which the quarters are drawn.
// Every query answers "nothing" when the game is played without the City. The rules themselves
// live in src/modules/count.cpp.
#pragma once

#include <string>
#include <vector>

#include "carc/ruleset.hpp"
#include "carc/state.hpp"

namespace carc {

struct CityQuarter {
    int place = -1;                // index into Ruleset::places
    std::string name;              // "castle quarter"
    bool count_here = false;       // the Count stands here: nothing leaves it
    int count_figure = -1;         // index into state.figures of the Count, when he is here
    std::vector<int> meeples;      // indices into state.figures of the players' figures waiting here
    std::vector<FeatureKind> sends_to;  // the kinds of feature in the game its meeples move out to
};

// The quarters clockwise from the castle (castle, market, blacksmith, cathedral); empty without
// the City.
std::vector<CityQuarter> city_quarters(const Ruleset& rules, const GameState& state);
// The placed squares of the City proper (the tiles tagged `city-proper`), where the quarters lie.
std::vector<Pos> city_squares(const Ruleset& rules, const GameState& state);

}  // namespace carc
