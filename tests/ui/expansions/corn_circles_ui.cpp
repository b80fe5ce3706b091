// Corn Circles at the table, headless (issue 34): the setup screen offers the expansion by its name
// in the five languages; a corn circle tile carries a badge with its kind's symbol, named by its
// tooltip (English at 100 %, German at 200 %); the placer's choice is two buttons in the player's
// words, and choosing "add" hands the question to the next player.
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
using carc::app::test::mark_on_screen;
using carc::app::test::tooltip_drawn;

namespace {

// Anna's meeple on the road east of the start, Ben's on the road south of it; Anna's road corn
// circle west of the start: she is asked to choose.
const char* const kCircleGame = R"({"format": "carcassonne-save", "version": 5, "name": "corn-circles",
    "setup": {"expansions": ["base", "corn-circles"], "options": {},
              "players": [{"name": "Anna", "color": "red"}, {"name": "Ben", "color": "blue"}],
              "draw_order": ["BA/RFr", "BA/RFr", "CC.1/Rr", "BA/Rr"], "seed": 1},
    "actions": [{"type": "place", "tile": "BA/RFr", "x": 1, "y": 0, "rotation": 0},
                {"type": "deploy", "figure": "follower", "feature": "road", "location": "EW"},
                {"type": "place", "tile": "BA/RFr", "x": 0, "y": 1, "rotation": 0},
                {"type": "deploy", "figure": "follower", "feature": "road", "location": "EW"},
                {"type": "place", "tile": "CC.1/Rr", "x": -1, "y": 0, "rotation": 3}, {"type": "pass"}]})";

constexpr const char* kRoadCircleTip =
    "Corn circle (road): whoever places it decides whether every player adds a follower to a road where they have "
    "one, or takes one back from such a road";
constexpr const char* kCornGold = "#d9b64a";

struct CornCirclesInEnglishAgain {
    ~CornCirclesInEnglishAgain() { set_language("en"); }
};

bool circle_choice_says(Harness& h, const std::string& words) {
    for (const std::string id : {"choice-0", "choice-1"})
        if (const Widget* w = h.widget(id); w && w->label.find(words) != std::string::npos) return true;
    return false;
}

}  // namespace

TEST_CASE("the setup screen offers Corn Circles by name in five languages", "[ui][corn-circles]") {
    CornCirclesInEnglishAgain english;
    Harness h;
    check_setup_offers_expansion(h, "corn-circles",
                                 {{"en", "Corn Circles"}, {"de", "Kornkreise"}, {"fr", "Cercles de culture"},
                                  {"es", "Círculos de cultivo"}, {"nl", "Graancirkels"}});
}

TEST_CASE("a corn circle shows its badge and tooltip, and its placer chooses add or remove by buttons",
          "[ui][corn-circles][marks]") {
    Harness h(false);
    h.app->settings().ui_scale_percent = 100;
    h.app->apply_settings();
    GameScene* g = continue_game(h, kCircleGame);
    h.app->render_frame();
    const GameState& s = g->session().state();
    const PlacedTile* circle = s.board.at({-1, 0});
    const PlacedTile* start = s.board.at({0, 0});
    REQUIRE(circle);
    REQUIRE(start);
    CHECK(tile_svg(g->art().geometry(circle->type, circle->rotation)).find(kCornGold) != std::string::npos);
    CHECK(tile_svg(g->art().geometry(start->type, start->rotation)).find(kCornGold) == std::string::npos);
    INFO(g->prompt());
    CHECK(g->prompt().find("Anna: corn circle (road): every player adds a follower beside one of theirs, or every "
                           "player takes one back") != std::string::npos);
    CHECK(circle_choice_says(h, "Everyone adds a follower"));
    CHECK(circle_choice_says(h, "Everyone takes back a follower"));
    const SDL_Point at = mark_on_screen(*g, {-1, 0}, "corn-circle-road");
    h.move(at.x, at.y);
    h.app->render_frame();
    CHECK(tooltip_drawn(*h.app, kRoadCircleTip));
    h.shot("corn-circles-choice-100");

    CornCirclesInEnglishAgain english;
    REQUIRE(set_language("de", CARC_TEST_LOCALE_DIR));
    h.app->settings().ui_scale_percent = 200;
    h.app->apply_settings();
    h.frame(2);
    CHECK(circle_choice_says(h, "Jeder setzt einen Gefolgsmann dazu"));
    h.shot("corn-circles-choice-200-de");
    // "Add": Ben, the next player, is asked first (he has a meeple on a road).
    REQUIRE(h.press("choice-0"));
    h.frame(2);
    CHECK(g->session().state().acting_player == 1);
    h.shot("corn-circles-ben-adds-200-de");
}
