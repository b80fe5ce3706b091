// The scoreboard rows of the game screen and the review: per seat the player's figure with their
// letter, name, score, the supply as small figures with counts, and trade goods as coloured dots;
// the current player's row tinted and marked with a bar. Rows are computed from any snapshot, so
// the review shows the scores of the moment it is at, and tests read the rows as drawn.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "carc/engine.hpp"

namespace carc::app {

class App;

struct ScoreRow {
    std::string name;
    std::string color;
    int score = 0;
    std::vector<std::pair<std::string, int>> supply;  // figure name -> count in supply
    std::vector<std::pair<std::string, int>> tokens;  // trade goods held
    bool current = false;
};

std::vector<ScoreRow> score_rows(const Ruleset& rules, const GameState& state);
// Draws the rows from (x, y) in a column `w` wide; returns the y below the last row.
int draw_scoreboard(App& app, const Ruleset& rules, const std::vector<ScoreRow>& rows, int x, int y,
                    int w);
// The height draw_scoreboard takes per row.
int score_row_height(App& app);

}  // namespace carc::app
