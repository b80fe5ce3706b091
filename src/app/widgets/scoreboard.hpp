// The scoreboard rows of the game screen and the review: per seat the player's figure with their
// letter, name, score, the supply as small figures with counts, trade goods as coloured dots, and
// with The Tower the tower pieces left and the prisoners held (in their owners' colours);
// with Abbey & Mayor the abbey tiles left; the current player's row tinted and marked with a bar.
// Pointing at a supply icon names it and says how many are left. Rows are computed from any
// snapshot, so the review shows the scores of the moment it is at, and tests read the rows as
// drawn.
#pragma once

#include <SDL2/SDL.h>

#include <optional>
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
    struct Supply {
        int figure = 0;  // Ruleset::figures index
        std::string name;
        int count = 0;
    };
    std::vector<Supply> supply;  // the player's own figure kinds (not neutral ones) in supply
    std::vector<std::pair<std::string, int>> tokens;  // trade goods held
    int tower_pieces = -1;  // tower pieces left (The Tower); -1 without it
    int abbeys = -1;        // abbey tiles left (Abbey & Mayor); -1 without abbeys
    struct Prisoner {
        int owner = 0;   // whose follower: drawn in their colours
        int figure = 0;  // Ruleset::figures index
        int count = 0;   // how many of that kind this player holds of that owner
    };
    std::vector<Prisoner> prisoners;  // followers of other players held in this player's prison
    bool current = false;
    bool acting = false;    // chooses now (may differ from the current player: the dragon)
    std::string breakdown;  // "City 8 · Road 2 · Fairy 4": the score by category
    // The score if the game ended now (the engine's end-of-game count on a copy), shown beside
    // the real score; none when the learning aids are off or the game is over.
    std::optional<int> projected;
};

std::vector<ScoreRow> score_rows(const Ruleset& rules, const GameState& state);

// What a row shows where, for tooltips and for tests: the score with its breakdown by category,
// and each supply icon with what it stands for ("Large meeple: 1 of 1 left").
struct ScoreboardItem {
    enum class Kind : uint8_t {
        Name,
        Score,
        Supply,
        TowerPieces,
        Prisoner,
        Abbeys,
        Projected
    } kind = Kind::Supply;
    SDL_Rect rect{};
    std::string tip;
    int row = -1;    // the seat the row shows
    int owner = -1;  // a prisoner's owner
};

// Draws the rows from (x, y) in a column `w` wide; returns the y below the last row. Compact rows
// are lower (many seats in a small window). `items` receives what was drawn where.
int draw_scoreboard(App& app, const Ruleset& rules, const std::vector<ScoreRow>& rows, int x, int y,
                    int w, bool compact = false, std::vector<ScoreboardItem>* items = nullptr);
// The height draw_scoreboard takes per row.
int score_row_height(App& app, bool compact = false);
// The drawing that stands for a player (their follower), beside their name.
std::string player_pose(App& app, const Ruleset& rules);

}  // namespace carc::app
