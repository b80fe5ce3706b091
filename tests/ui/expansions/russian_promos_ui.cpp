// The Russian Promos at the table, headless (issue 34): the setup screen offers them by name in
// the five languages; Baba Yaga's hut, Solovei Razboynik's tree and Vodyanoy's lake are drawn in
// the middle of their tiles, each its own picture, and pointing at one says what it does on the
// board's tooltip (English at 100 %, German at 200 %).
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

// The hut south of the start, the robber's tree on the road east of it, the lake west of the hut;
// nobody has a follower out (the lake's tile takes none: no figure step). Anna to play BA/C.
const char* const kRussianGame = R"({"format": "carcassonne-save", "version": 5, "name": "russian promos",
    "setup": {"expansions": ["base", "russian-promos"], "options": {},
              "players": [{"name": "Anna", "color": "red"}, {"name": "Ben", "color": "blue"}],
              "draw_order": ["RU/L", "RU/SR", "RU/V", "BA/C"], "seed": 1},
    "actions": [{"type": "place", "tile": "RU/L", "x": 0, "y": 1, "rotation": 0}, {"type": "pass"},
                {"type": "place", "tile": "RU/SR", "x": 1, "y": 0, "rotation": 0}, {"type": "pass"},
                {"type": "place", "tile": "RU/V", "x": -1, "y": 1, "rotation": 0}]})";

constexpr const char* kHutTip =
    "Baba Yaga's hut: a follower stands in it as a monk in a monastery; completed when surrounded, or at the end, "
    "it scores 1 point and 1 more for every empty square around it";
constexpr const char* kTreeTip =
    "Solovei Razboynik's tree: it catches every follower on the road through this tile; their owners may free one "
    "instead of placing a figure";
constexpr const char* kLakeTip =
    "Vodyanoy's lake: it catches every follower on the eight tiles around it, and no figure may go onto this tile; "
    "each follower still in Vodyanoy's lake at the end costs 2 points";
// Each picture's own colour: the hut's logs, the oak's crown, the lake's water.
constexpr const char* kLogs = "#8a5a2b";
constexpr const char* kCrown = "#3f6f2a";
constexpr const char* kWater = "#2d5f7a";

struct RussianInEnglishAgain {
    ~RussianInEnglishAgain() { set_language("en"); }
};

}  // namespace

TEST_CASE("the setup screen offers the Russian Promos by name in five languages", "[ui][russian-promos]") {
    RussianInEnglishAgain english;
    Harness h;
    check_setup_offers_expansion(h, "russian-promos",
                                 {{"en", "Russian Promos"}, {"de", "Russische Promos"}, {"fr", "Promos russes"},
                                  {"es", "Promos rusas"}, {"nl", "Russische promo's"}});
}

TEST_CASE("the hut, the robber's tree and the lake are drawn on their tiles and named by their tooltips",
          "[ui][russian-promos][marks]") {
    Harness h(false);
    h.app->settings().ui_scale_percent = 100;
    h.app->apply_settings();
    GameScene* g = continue_game(h, kRussianGame);
    h.app->render_frame();
    const GameState& s = g->session().state();
    auto svg_at = [&](Pos p) {
        const PlacedTile* t = s.board.at(p);
        REQUIRE(t);
        return tile_svg(g->art().geometry(t->type, t->rotation));
    };
    const std::string hut = svg_at({0, 1}), tree = svg_at({1, 0}), lake = svg_at({-1, 1}), start = svg_at({0, 0});
    CHECK(hut.find(kLogs) != std::string::npos);
    CHECK(tree.find(kCrown) != std::string::npos);
    CHECK(lake.find(kWater) != std::string::npos);
    for (const char* colour : {kLogs, kCrown, kWater}) CHECK(start.find(colour) == std::string::npos);
    CHECK(hut.find(kWater) == std::string::npos);
    CHECK(lake.find(kLogs) == std::string::npos);
    CHECK(points_at_mark(h, *g, {0, 1}, "yaga-hut", kHutTip));
    CHECK(points_at_mark(h, *g, {1, 0}, "razboynik", kTreeTip));
    CHECK(points_at_mark(h, *g, {-1, 1}, "vodyanoy", kLakeTip));
    h.shot("russian-promos-100");

    RussianInEnglishAgain english;
    REQUIRE(set_language("de", CARC_TEST_LOCALE_DIR));
    h.app->settings().ui_scale_percent = 200;
    h.app->apply_settings();
    h.frame(2);
    h.app->render_frame();
    CHECK(points_at_mark(h, *g, {-1, 1}, "vodyanoy",
                         "Wodjanois See: Er fängt jeden Gefolgsmann auf den acht Karten um ihn herum, und keine Figur "
                         "darf auf diese Karte; jeder Gefolgsmann, der am Ende noch im See ist, kostet 2 Punkte"));
    h.shot("russian-promos-200-de");
}
