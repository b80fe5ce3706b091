// Hills & Sheep at the table, headless (issue 33, part 1): the setup screen offers the expansion by
// its name in the five languages; a hill and a vineyard show as badges on their tiles, named by
// their tooltips (English at 100 %, German at 200 %); the tile the hill took from the pile shows
// only as a face-down edge, and the board's tooltip over the hill says a tile lies there without
// naming it; the window's view of the game does not know which tile it is.
#include <catch2/catch.hpp>
#include <algorithm>
#include <string>

#include "board/tile_svg.hpp"
#include "scenes/game_scene.hpp"
#include "scenes/setup_scene.hpp"
#include "shell/i18n.hpp"
#include "ui_harness.hpp"

using namespace carc;
using namespace carc::app;
using carc::app::test::continue_game;
using carc::app::test::check_setup_offers_expansion;
using carc::app::test::Harness;
using carc::app::test::mark_on_screen;

namespace {

// Anna's hill east of the start takes BA/Cccc+, the last of the order, face down under it; Ben's
// vineyard south of the start. Anna to play BA/RFr.
const char* const kHillsGame = R"({"format": "carcassonne-save", "version": 3, "name": "hills",
    "setup": {"expansions": ["base", "hills-sheep"], "options": {},
              "players": [{"name": "Anna", "color": "red"}, {"name": "Ben", "color": "blue"}],
              "draw_order": ["HS/RFR.h", "HS/C!.v", "BA/RFr", "BA/Cccc+"], "seed": 1},
    "actions": [{"type": "place", "tile": "HS/RFR.h", "x": 1, "y": 0, "rotation": 1}, {"type": "pass"},
                {"type": "place", "tile": "HS/C!.v", "x": 0, "y": 1, "rotation": 2}, {"type": "pass"}]})";

constexpr const char* kHillTip =
    "Hill: placing this tile puts the next tile of the pile face down under it, out of the game; in a tie "
    "of majority the tied players with a follower on a hill tile of the feature win";
constexpr const char* kVineyardTip =
    "Vineyard: a completed monastery on one of the eight tiles around it scores 3 more points";
constexpr const char* kUnderHillTip =
    "A tile of the pile lies face down under this hill: nobody knows which, and it is out of the game";

struct HillsInEnglishAgain {
    ~HillsInEnglishAgain() { set_language("en"); }
};

bool tip_shown_at(Harness& h, SDL_Point at, const std::string& tip) {
    h.move(at.x, at.y);
    h.app->render_frame();
    const auto& tips = h.app->tooltips();
    return std::find(tips.begin(), tips.end(), tip) != tips.end();
}

}  // namespace

TEST_CASE("the setup screen offers Hills & Sheep by name in five languages", "[ui][hills-sheep]") {
    HillsInEnglishAgain english;
    Harness h;
    check_setup_offers_expansion(h, "hills-sheep", {{"en", "Hills & Sheep"}, {"de", "Hügel & Schafe"}, {"fr", "Collines & Moutons"}, {"es", "Colinas y Ovejas"}, {"nl", "Heuvels & Schapen"}});
}

TEST_CASE("hills and vineyards are drawn on their tiles, and the tile under a hill stays unnamed",
          "[ui][hills-sheep][marks]") {
    Harness h(false);
    h.app->settings().ui_scale_percent = 100;
    h.app->apply_settings();
    GameScene* g = continue_game(h, kHillsGame);
    h.app->render_frame();
    // The game knows the tile under the hill; the window's view counts it among the unseen ones.
    const GameState& s = g->session().state();
    CHECK(s.pile.remaining() == 0);  // BA/RFr in Anna's hand
    const GameState& seen = g->session().view();
    CHECK(seen.pile.remaining() == 1);
    const TileTypeId under = *g->session().rules().tile("BA/Cccc+");
    CHECK(std::count(s.pile.tiles.begin(), s.pile.tiles.end(), under) == 0);
    CHECK(std::count(seen.pile.tiles.begin() + seen.pile.next, seen.pile.tiles.end(), under) == 1);

    CHECK(tip_shown_at(h, mark_on_screen(*g, {1, 0}, "hill"), kHillTip));
    h.shot("hills-sheep-hill-tip-100");
    CHECK(tip_shown_at(h, mark_on_screen(*g, {0, 1}, "vineyard"), kVineyardTip));
    const SDL_Rect hill_cell = g->board().cell_rect({1, 0});
    CHECK(tip_shown_at(h, {hill_cell.x + hill_cell.w / 2, hill_cell.y + hill_cell.h - 2}, kUnderHillTip));
    h.shot("hills-sheep-under-hill-tip-100");

    HillsInEnglishAgain english;
    REQUIRE(set_language("de", CARC_TEST_LOCALE_DIR));
    h.app->settings().ui_scale_percent = 200;
    h.app->apply_settings();
    h.frame(2);
    h.app->render_frame();
    CHECK(tip_shown_at(h, mark_on_screen(*g, {0, 1}, "vineyard"),
                       "Weinberg: Ein fertiges Kloster auf einer der acht Karten darum herum bringt 3 Punkte mehr"));
    h.shot("hills-sheep-vineyard-tip-200-de");
}
