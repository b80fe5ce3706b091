// Watchtowers at the table, headless (issue 34): the setup screen offers the expansion by its name
// in the five languages; a watchtower stands in the middle of its tile as a grey stone tower whose
// shield shows its symbol, and pointing at it names what it pays on the board's tooltip (English
// at 100 %, German at 200 %).
#include <catch2/catch.hpp>
#include <string>

#include "board/tile_svg.hpp"
#include "scenes/game_scene.hpp"
#include "scenes/setup_scene.hpp"
#include "shell/i18n.hpp"
#include "ui_harness.hpp"

using namespace carc;
using namespace carc::app;
using carc::app::test::check_setup_offers_expansion;
using carc::app::test::continue_game;
using carc::app::test::Harness;

namespace {

// Anna's monastery watchtower east of the start tile, Ben's follower watchtower north of it; Anna
// to play.
const char* const kWatchtowersGame = R"({"format": "carcassonne-save", "version": 3, "name": "watchtowers",
    "setup": {"expansions": ["base", "watchtowers"], "options": {},
              "players": [{"name": "Anna", "color": "red"}, {"name": "Ben", "color": "blue"}],
              "draw_order": ["WT/FRFR_3C", "WT/CFRF_2M", "BA/RFr"], "seed": 1},
    "actions": [{"type": "place", "tile": "WT/FRFR_3C", "x": 1, "y": 0, "rotation": 0}, {"type": "pass"},
                {"type": "place", "tile": "WT/CFRF_2M", "x": 0, "y": -1, "rotation": 2}, {"type": "pass"}]})";

constexpr const char* kMonasteryTowerTip =
    "Watchtower (monastery): when a road or city is completed, each follower on it on this tile scores 3 points "
    "per tile with a monastic building among this tile and the eight around it";
constexpr const char* kFollowerTowerTip =
    "Watchtower (follower): when a road or city is completed, each follower on it on this tile scores 2 points "
    "per follower on this tile and the eight around it";
constexpr const char* kTowerStoneShade = "#8a847b";
constexpr const char* kMonasteryRoof = "#b8402e";

struct WatchtowersInEnglishAgain {
    ~WatchtowersInEnglishAgain() { set_language("en"); }
};

}  // namespace

TEST_CASE("the setup screen offers Watchtowers by name in five languages", "[ui][watchtowers]") {
    WatchtowersInEnglishAgain english;
    Harness h;
    check_setup_offers_expansion(h, "watchtowers",
                                 {{"en", "Watchtowers"}, {"de", "Wachtürme"}, {"fr", "Tours de guet"},
                                  {"es", "Atalayas"}, {"nl", "Wachttorens"}});
    h.shot("watchtowers-setup-nl");
}

TEST_CASE("a watchtower is drawn on its tile with its symbol and named by its tooltip", "[ui][watchtowers][marks]") {
    Harness h(false);
    h.app->settings().ui_scale_percent = 100;
    h.app->apply_settings();
    GameScene* g = continue_game(h, kWatchtowersGame);
    h.app->render_frame();
    const GameState& s = g->session().state();
    const PlacedTile* monastery_tower = s.board.at({1, 0});
    const PlacedTile* follower_tower = s.board.at({0, -1});
    const PlacedTile* start = s.board.at({0, 0});
    REQUIRE(monastery_tower);
    REQUIRE(follower_tower);
    REQUIRE(start);
    const std::string monastery_svg = tile_svg(g->art().geometry(monastery_tower->type, monastery_tower->rotation));
    const std::string follower_svg = tile_svg(g->art().geometry(follower_tower->type, follower_tower->rotation));
    CHECK(monastery_svg.find(kTowerStoneShade) != std::string::npos);
    CHECK(monastery_svg.find(kMonasteryRoof) != std::string::npos);
    CHECK(follower_svg.find(kTowerStoneShade) != std::string::npos);
    CHECK(follower_svg.find(kMonasteryRoof) == std::string::npos);
    CHECK(tile_svg(g->art().geometry(start->type, start->rotation)).find(kTowerStoneShade) == std::string::npos);
    CHECK(points_at_mark(h, *g, {1, 0}, "watchtower-monastery", kMonasteryTowerTip));
    h.shot("watchtowers-monastery-tip-100");
    CHECK(points_at_mark(h, *g, {0, -1}, "watchtower-meeple", kFollowerTowerTip));
    h.shot("watchtowers-follower-tip-100");

    WatchtowersInEnglishAgain english;
    REQUIRE(set_language("de", CARC_TEST_LOCALE_DIR));
    h.app->settings().ui_scale_percent = 200;
    h.app->apply_settings();
    h.frame(2);
    h.app->render_frame();
    CHECK(points_at_mark(h, *g, {1, 0}, "watchtower-monastery",
                         "Wachturm (Kloster): wird eine Straße oder Stadt fertiggestellt, bringt jeder Gefolgsmann "
                         "darauf auf dieser Karte 3 Punkte pro Karte mit klösterlichem Gebäude unter dieser Karte "
                         "und den acht um sie herum"));
    h.shot("watchtowers-monastery-tip-200-de");
}
