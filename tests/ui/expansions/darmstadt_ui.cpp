// Darmstadt at the table, headless (issue 34): the setup screen offers the expansion by its name in
// the five languages; a church shows its badge (a white church on dark red) beside the monastery
// and the Darmstadtium its atom in the city, and pointing at either names it on the board's
// tooltip (English at 100 %, German at 200 %).
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

namespace {

// Anna's Darmstadtium north of the start tile, Ben's church south of it; Anna to play.
const char* const kDarmstadtGame = R"({"format": "carcassonne-save", "version": 3, "name": "darmstadt",
    "setup": {"expansions": ["base", "darmstadt"], "options": {},
              "players": [{"name": "Anna", "color": "red"}, {"name": "Ben", "color": "blue"}],
              "draw_order": ["DA/Cccc", "DA/LRR", "BA/RFr"], "seed": 1},
    "actions": [{"type": "place", "tile": "DA/Cccc", "x": 0, "y": -1, "rotation": 0}, {"type": "pass"},
                {"type": "place", "tile": "DA/LRR", "x": 0, "y": 1, "rotation": 0}, {"type": "pass"}]})";

constexpr const char* kChurchTip =
    "Church: a monastery; when it is completed, the players with the most followers on its tile and the "
    "eight around it score 3 points each";
constexpr const char* kDarmstadtiumTip =
    "Darmstadtium: its city scores 3 points more when completed, nothing more if not";
constexpr const char* kChurchBadge = "#8b2331";
constexpr const char* kAtomDisc = "#2f5d7c";

struct DarmstadtInEnglishAgain {
    ~DarmstadtInEnglishAgain() { set_language("en"); }
};

}  // namespace

TEST_CASE("the setup screen offers Darmstadt by name in five languages", "[ui][darmstadt]") {
    DarmstadtInEnglishAgain english;
    Harness h;
    check_setup_offers_expansion(h, "darmstadt", {{"en", "Darmstadt"}, {"de", "Darmstadt"}, {"fr", "Darmstadt"}, {"es", "Darmstadt"}, {"nl", "Darmstadt"}});
    h.shot("darmstadt-setup-nl");
}

TEST_CASE("the church and the Darmstadtium are drawn on their tiles and named by their tooltips",
          "[ui][darmstadt][marks]") {
    Harness h(false);
    h.app->settings().ui_scale_percent = 100;
    h.app->apply_settings();
    GameScene* g = continue_game(h, kDarmstadtGame);
    h.app->render_frame();
    const GameState& s = g->session().state();
    const PlacedTile* city = s.board.at({0, -1});
    const PlacedTile* church = s.board.at({0, 1});
    REQUIRE(city);
    REQUIRE(church);
    CHECK(tile_svg(g->art().geometry(church->type, church->rotation)).find(kChurchBadge) != std::string::npos);
    CHECK(tile_svg(g->art().geometry(city->type, city->rotation)).find(kAtomDisc) != std::string::npos);
    CHECK(tile_svg(g->art().geometry(city->type, city->rotation)).find(kChurchBadge) == std::string::npos);
    CHECK(points_at_mark(h, *g, {0, 1}, "church", kChurchTip));
    h.shot("darmstadt-church-tip-100");
    CHECK(points_at_mark(h, *g, {0, -1}, "darmstadtium", kDarmstadtiumTip));
    h.shot("darmstadt-darmstadtium-tip-100");

    DarmstadtInEnglishAgain english;
    REQUIRE(set_language("de", CARC_TEST_LOCALE_DIR));
    h.app->settings().ui_scale_percent = 200;
    h.app->apply_settings();
    h.frame(2);
    h.app->render_frame();
    CHECK(points_at_mark(h, *g, {0, 1}, "church",
                         "Kirche: ein Kloster; wird sie fertiggestellt, erhalten die Spieler mit den meisten "
                         "Gefolgsleuten auf ihrer Karte und den acht Karten um sie herum je 3 Punkte"));
    h.shot("darmstadt-church-tip-200-de");
}
