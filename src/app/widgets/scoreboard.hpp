// The scoreboard rows of the game screen and the review: per seat the player's figure with their
// letter, name, score, the supply as small figures with counts, and after them the items the
// expansion views in play give the row (RowItem: trade goods as coloured dots, the tower pieces
// left and the prisoners held, the abbey in hand, the King and the Robber Baron with the size to
// beat, the fairy beside its holder; a token no view shows is a grey dot), and at the head the
// items of nobody's row (the dragon),
// each an icon with an optional count and a tooltip; the current player's row tinted and marked
// with a bar. Pointing at an icon names it and says how many are left. Rows are computed from any
// snapshot, so the review shows the scores of the moment it is at, and tests read the rows as
// drawn. The scoreboard lays the items out by their widths and names no expansion.
#pragma once

#include <SDL2/SDL.h>

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "carc/engine.hpp"
#include "shell/gfx.hpp"

namespace carc::app {

class App;

// What a row shows where, for tooltips and for tests: the score with its breakdown by category,
// and each icon with what it stands for ("Large meeple: 1 of 1 left").
struct ScoreboardItem {
    // Item: an expansion's item (`item` names it: "tower-pieces", "prisoner", "abbey", "king").
    enum class Kind : uint8_t { Name, Score, Supply, Projected, Item } kind = Kind::Supply;
    SDL_Rect rect{};
    std::string tip;
    int row = -1;      // the seat the row shows
    int owner = -1;    // an item's figure's owner (a prisoner's)
    std::string item{};  // an expansion item's id (RowItem::id), empty for the others
};

// One icon of a scoreboard row after the supply, given by an expansion's view
// (ExpansionView::row_items) or by the scoreboard for a token no view shows. The icon is `width` icon
// heights wide; its count, when shown, follows it.
struct RowItem {
    enum class Icon : uint8_t {
        Figure,  // a figure kind (Ruleset::figures index) in `owner`'s colours, behind two bars
        Dot,     // a token: a disc of `color`, two thirds of the icon's height
        Painter,  // `paint` draws it into the box: `width` × 1 icon heights
        Piece    // a figure kind standing free, in its own colours (a neutral figure: the fairy)
    } icon = Icon::Painter;
    int figure = -1, owner = -1;
    Color color{};
    void (*paint)(SDL_Renderer*, const SDL_Rect&) = nullptr;
    int count = 0;
    bool show_count = true;
    float width = 1.0f;    // in icon heights
    int count_gap = 2;     // unscaled pixels between the icon and its count
    std::string tip;       // translated tooltip
    std::string id;        // what tests and ScoreboardItem::item call it ("king")
    ScoreboardItem::Kind kind = ScoreboardItem::Kind::Item;
};

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
    // What the views in play show of this player, in the ruleset's order of modules, then the
    // tokens no view shows.
    std::vector<RowItem> items;
    bool current = false;
    bool acting = false;    // chooses now (may differ from the current player: the dragon)
    std::string breakdown;  // "City 8 · Road 2 · Fairy 4": the score by category
    // The score if the game ended now (the engine's end-of-game count on a copy), shown beside
    // the real score; none when the learning aids are off or the game is over.
    std::optional<int> projected;
};

std::vector<ScoreRow> score_rows(const Ruleset& rules, const GameState& state);
// What belongs to nobody's row (ExpansionView::neutral_items: where the dragon is), shown at the
// head of the scoreboard.
std::vector<RowItem> neutral_items(const Ruleset& rules, const GameState& state);

// Draws the rows from (x, y) in a column `w` wide; returns the y below the last row. Compact rows
// are lower (many seats in a small window). `items` receives what was drawn where.
int draw_scoreboard(App& app, const Ruleset& rules, const std::vector<ScoreRow>& rows, int x, int y,
                    int w, bool compact = false, std::vector<ScoreboardItem>* items = nullptr);
// Draws neutral items in a line that ends at `right`, their icons `ipx` high from `y`; returns
// the x where the line starts. `items` receives them (row -1).
int draw_neutral_items(App& app, const Ruleset& rules, const std::vector<RowItem>& neutral,
                       int right, int y, int ipx, std::vector<ScoreboardItem>* items = nullptr);
// The height draw_scoreboard takes per row.
int score_row_height(App& app, bool compact = false);
// The drawing that stands for a player (their follower), beside their name.
std::string player_pose(App& app, const Ruleset& rules);

}  // namespace carc::app
