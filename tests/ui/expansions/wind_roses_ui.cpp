// The Wind Roses at the table, headless (issue 34): the setup screen offers the expansion by its name
// in the five languages; the big rose starts the game as a compass badge on its tile, a small rose
// shows its quadrant lit, and pointing at either names it on the board's tooltip (English at 100 %,
// German at 200 %); the 3 points go to the player who placed the small rose in its quadrant.
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
using carc::app::test::Harness;
using carc::app::test::check_setup_offers_expansion;
using carc::app::test::mark_on_screen;
using carc::app::test::points_at_mark;

namespace {

// The start (the big rose at (0, 0)), the usual start tile west of it, and Ben's small rose (the
// south-west) south-west of it: 3 points to Ben. Anna to play.
const char* const kWindRosesGame = R"({"format": "carcassonne-save", "version": 3, "name": "wind roses",
    "setup": {"expansions": ["base", "wind-roses"], "options": {},
              "players": [{"name": "Anna", "color": "red"}, {"name": "Ben", "color": "blue"}],
              "draw_order": ["BA/RCr", "WR/RrC", "BA/RFr"], "seed": 1},
    "actions": [{"type": "place", "tile": "BA/RCr", "x": -1, "y": 0, "rotation": 0}, {"type": "pass"},
                {"type": "place", "tile": "WR/RrC", "x": -1, "y": 1, "rotation": 3}, {"type": "pass"}]})";

constexpr const char* kBigRoseTip =
    "Big wind rose: the last one placed divides the board into four quadrants around its square, "
    "turned as its tile is turned; small roses score 3 points in theirs";
constexpr const char* kSmallRoseTip =
    "Wind rose: placed in the south-west quadrant of the last big rose (its row and column included), "
    "this tile scores 3 points; the quadrants turn as that rose's tile is turned";
constexpr const char* kQuadrantGold = "#f2c230";

struct WindRosesInEnglishAgain {
    ~WindRosesInEnglishAgain() { set_language("en"); }
};

}  // namespace

TEST_CASE("the setup screen offers the Wind Roses by name in five languages", "[ui][wind-roses]") {
    WindRosesInEnglishAgain english;
    Harness h;
    check_setup_offers_expansion(h, "wind-roses", {{"en", "Wind Roses"}, {"de", "Windrosen"}, {"fr", "Roses des vents"}, {"es", "Rosas de los vientos"}, {"nl", "Windrozen"}});
    h.shot("wind-roses-setup-nl");
}

TEST_CASE("the wind roses are drawn on their tiles and named by their tooltips", "[ui][wind-roses][marks]") {
    Harness h(false);
    h.app->settings().ui_scale_percent = 100;
    h.app->apply_settings();
    GameScene* g = continue_game(h, kWindRosesGame);
    h.app->render_frame();
    const GameState& s = g->session().state();
    CHECK(s.players[1].score == 3);  // Ben's small rose in its quadrant
    const PlacedTile* big = s.board.at({0, 0});
    const PlacedTile* small = s.board.at({-1, 1});
    REQUIRE(big);
    REQUIRE(small);
    // The small rose lights its quadrant; the big one lights none.
    CHECK(tile_svg(g->art().geometry(small->type, small->rotation)).find(kQuadrantGold) != std::string::npos);
    CHECK(tile_svg(g->art().geometry(big->type, big->rotation)).find(kQuadrantGold) == std::string::npos);
    CHECK(points_at_mark(h, *g, {0, 0}, "big-wind-rose", kBigRoseTip));
    h.shot("wind-roses-big-rose-tip-100");
    CHECK(points_at_mark(h, *g, {-1, 1}, "wind-rose-sw", kSmallRoseTip));
    h.shot("wind-roses-small-rose-tip-100");

    WindRosesInEnglishAgain english;
    REQUIRE(set_language("de", CARC_TEST_LOCALE_DIR));
    h.app->settings().ui_scale_percent = 200;
    h.app->apply_settings();
    h.frame(2);
    h.app->render_frame();
    CHECK(points_at_mark(h, *g, {-1, 1}, "wind-rose-sw",
                              "Windrose: im Viertel Südwest der zuletzt gelegten großen Windrose (ihre Reihe und "
                              "Spalte eingeschlossen) bringt diese Karte 3 Punkte; die Viertel drehen sich mit der "
                              "Karte dieser Windrose"));
    h.shot("wind-roses-small-rose-tip-200-de");
}
