// The expansions' marks and figures at the table, headless (issue 31 item 1, issue 32 WP20), in a
// game of The Princess & the Dragon, The Tower and the Shrines: a shrine has its own picture (a
// chapel with a bell, not the tower's grey round place), pointing at a mark on the board names it,
// the fairy stands beside the row of the player whose follower it is by, and the dragon (and the
// fairy while it is nobody's) at the head of the scoreboard, each with its tooltip, in English and
// in German, at 100 % and 200 %.
#include <algorithm>
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "board/board_view.hpp"
#include "board/tile_art.hpp"
#include "board/tile_svg.hpp"
#include "scenes/game_scene.hpp"
#include "shell/i18n.hpp"
#include "ui_harness.hpp"

using namespace carc;
using namespace carc::app;
using carc::app::test::continue_game;
using carc::app::test::Harness;
using carc::app::test::mark_on_screen;
using carc::app::test::points_at_mark;
using carc::app::test::tooltip_drawn;

namespace {

std::string marks_test_game(const std::string& actions) {
    return R"({"format": "carcassonne-save", "version": 2, "name": "marks", "setup":
        {"expansions": ["base", "princess-dragon", "tower", "shrines"], "options": {},
         "players": [{"name": "Anna", "color": "red"}, {"name": "Ben", "color": "blue"}],
         "draw_order": ["BA/RFr", "DG/F.v", "BA/L", "CU/S", "TO/F", "BA/RFr", "BA/RFr", "BA/RFr"],
         "seed": 1}, "actions": [)" +
           actions + "]}";
}

// Anna's thief on the road east of the start, the dragon on the volcano south of the start, the
// fairy beside Anna's thief, a shrine south-west of the start and a tower's foundation south of
// the volcano. Ben to play.
const char* const kUpToTheTower = R"(
    {"type": "place", "tile": "BA/RFr", "x": 1, "y": 0, "rotation": 0},
    {"type": "deploy", "figure": "follower", "feature": "road", "location": "WE"},
    {"type": "place", "tile": "DG/F.v", "x": 0, "y": 1, "rotation": 0},
    {"type": "place", "tile": "BA/L", "x": 1, "y": 1, "rotation": 0},
    {"type": "move_fairy", "figure": "follower", "feature": "road", "location": "WE", "x": 1, "y": 0},
    {"type": "place", "tile": "CU/S", "x": -1, "y": 1, "rotation": 0},
    {"type": "pass"},
    {"type": "place", "tile": "TO/F", "x": 0, "y": 2, "rotation": 0},
    {"type": "pass"})";

struct MarksInEnglishAgain {
    ~MarksInEnglishAgain() { set_language("en"); }
};

std::vector<ScoreboardItem> mark_test_items(GameScene& g, const std::string& id) {
    std::vector<ScoreboardItem> out;
    for (const ScoreboardItem& i : g.score_items())
        if (i.kind == ScoreboardItem::Kind::Item && i.item == id) out.push_back(i);
    return out;
}

}  // namespace

TEST_CASE("a shrine is drawn as a chapel with a bell, not as the tower's round place",
          "[marks][shrines]") {
    Harness h(false);
    GameScene* g = continue_game(h, marks_test_game(kUpToTheTower));
    const GameState& s = g->session().state();
    const PlacedTile* shrine = s.board.at({-1, 1});
    const PlacedTile* tower = s.board.at({0, 2});
    REQUIRE(shrine);
    REQUIRE(tower);
    const std::string shrine_svg = tile_svg(g->art().geometry(shrine->type, 0));
    const std::string tower_svg = tile_svg(g->art().geometry(tower->type, 0));
    // The tower's foundation is the grey round place; the shrine has none of its grey, but a
    // golden bell and a violet roof.
    CHECK(tower_svg.find("#9a958a") != std::string::npos);
    CHECK(shrine_svg.find("#9a958a") == std::string::npos);
    CHECK(shrine_svg.find("#f0b92c") != std::string::npos);
    CHECK(shrine_svg.find("#6a4a8c") != std::string::npos);
}

TEST_CASE("pointing at an expansion's mark on the board names it", "[marks][shrines][tower]") {
    Harness h(false);
    h.app->settings().ui_scale_percent = 100;
    h.app->apply_settings();
    GameScene* g = continue_game(h, marks_test_game(kUpToTheTower));
    h.app->render_frame();
    const std::string shrine =
        "Shrine: scores like a monastery; a shrine beside a monastery challenges it, and the first "
        "of the two completed scores while the other scores nothing";
    const std::string foundation =
        "Tower foundation: a tower grows here piece by piece and captures followers within its "
        "reach";
    CHECK(points_at_mark(h, *g, {-1, 1}, "shrine", shrine));
    h.shot("marks-shrine-tip-100");
    CHECK(points_at_mark(h, *g, {0, 2}, "tower-foundation", foundation));
    h.shot("marks-tower-tip-100");
    // The tile's own picture elsewhere names nothing: the middle of a plain field tile.
    const SDL_Rect plain = g->board().cell_rect({1, 1});
    h.move(plain.x + plain.w / 2, plain.y + plain.h / 2);
    h.app->render_frame();
    CHECK_FALSE(tooltip_drawn(*h.app, shrine));
    CHECK_FALSE(tooltip_drawn(*h.app, foundation));
    // Closer, for looking at the marks and figures side by side (the shots are for people).
    const SDL_Rect shrine_cell = g->board().cell_rect({-1, 1});
    g->board().zoom_at(2, {shrine_cell.x + shrine_cell.w, shrine_cell.y + shrine_cell.h / 2});
    h.frame();
    CHECK(points_at_mark(h, *g, {-1, 1}, "shrine", shrine));
    h.shot("marks-board-zoomed-100");

    MarksInEnglishAgain english;
    REQUIRE(set_language("de", CARC_TEST_LOCALE_DIR));
    h.app->settings().ui_scale_percent = 200;
    h.app->apply_settings();
    h.frame(2);
    h.app->render_frame();
    CHECK(points_at_mark(h, *g, {-1, 1}, "shrine",
                    "Kultstätte: zählt wie ein Kloster; eine Kultstätte neben einem Kloster fordert "
                    "es heraus: Wer von beiden zuerst fertig ist, zählt, das andere zählt nichts"));
    h.shot("marks-shrine-tip-200-de");
    h.move(0, h.app->height() - 1);  // the pointer off the board: the picture alone
    h.shot("marks-board-zoomed-200-de");
}

TEST_CASE("the fairy stands beside its holder's row and the dragon at the head of the scores",
          "[marks][pd]") {
    Harness h(false);
    h.app->settings().ui_scale_percent = 100;
    h.app->apply_settings();
    GameScene* g = continue_game(h, marks_test_game(kUpToTheTower));
    h.app->render_frame();
    auto fairy = mark_test_items(*g, "fairy");
    auto dragon = mark_test_items(*g, "dragon");
    REQUIRE(fairy.size() == 1);
    REQUIRE(dragon.size() == 1);
    CHECK(fairy.front().row == 0);  // Anna's: the fairy stands by her thief
    CHECK(dragon.front().row == -1);  // nobody's
    CHECK(fairy.front().tip ==
          "Fairy: beside a follower of Anna, who scores 1 point at the start of each of their "
          "turns and 3 more when that follower's feature scores");
    CHECK(dragon.front().tip ==
          "Dragon: on the board (point at it to see where); each dragon tile makes it fly six "
          "tiles and eat the figures it meets");
    // The dragon's item sits in the scoreboard's head, above the first row.
    const auto rows_top = std::min_element(
        g->score_items().begin(), g->score_items().end(), [](const auto& a, const auto& b) {
            return (a.kind == ScoreboardItem::Kind::Name ? a.rect.y : 1 << 30) <
                   (b.kind == ScoreboardItem::Kind::Name ? b.rect.y : 1 << 30);
        });
    CHECK(dragon.front().rect.y + dragon.front().rect.h <= rows_top->rect.y);
    h.move(dragon.front().rect.x + dragon.front().rect.w / 2,
           dragon.front().rect.y + dragon.front().rect.h / 2);
    h.app->render_frame();
    CHECK(tooltip_drawn(*h.app, dragon.front().tip));
    h.shot("marks-scoreboard-100");
    h.move(fairy.front().rect.x + fairy.front().rect.w / 2,
           fairy.front().rect.y + fairy.front().rect.h / 2);
    h.shot("marks-scoreboard-100-fairy-tip");

    MarksInEnglishAgain english;
    REQUIRE(set_language("de", CARC_TEST_LOCALE_DIR));
    h.app->settings().ui_scale_percent = 200;
    h.app->apply_settings();
    h.frame(2);
    h.app->render_frame();
    fairy = mark_test_items(*g, "fairy");
    dragon = mark_test_items(*g, "dragon");
    REQUIRE(fairy.size() == 1);
    REQUIRE(dragon.size() == 1);
    CHECK(fairy.front().row == 0);
    CHECK(fairy.front().tip ==
          "Fee: neben einem Gefolgsmann von Anna; Anna bekommt zu Beginn jedes eigenen Zugs 1 "
          "Punkt und 3 mehr, wenn das Gebiet dieses Gefolgsmanns gewertet wird");
    h.shot("marks-scoreboard-200-de");
}

TEST_CASE("before anyone moves the fairy, it and the waiting dragon are nobody's", "[marks][pd]") {
    Harness h(false);
    GameScene* g = continue_game(h, marks_test_game(R"(
        {"type": "place", "tile": "BA/RFr", "x": 1, "y": 0, "rotation": 0},
        {"type": "pass"})"));
    h.app->render_frame();
    const auto fairy = mark_test_items(*g, "fairy");
    const auto dragon = mark_test_items(*g, "dragon");
    REQUIRE(fairy.size() == 1);
    REQUIRE(dragon.size() == 1);
    CHECK(fairy.front().row == -1);
    CHECK(dragon.front().row == -1);
    CHECK(fairy.front().tip ==
          "Fairy: not on the board yet; instead of placing a figure, a player may move it beside "
          "one of their followers");
    CHECK(dragon.front().tip == "Dragon: waits off the board for the first volcano tile");
}

TEST_CASE("pointing at a tower names its height and reach", "[marks][tower]") {
    Harness h(false);
    std::string actions = kUpToTheTower;
    const std::string last = R"({"type": "pass"})";
    actions.replace(actions.rfind(last), last.size(),
                    R"({"type": "add_tower_piece", "x": 0, "y": 2})");
    GameScene* g = continue_game(h, marks_test_game(actions));
    h.app->render_frame();
    const SDL_Rect cell = g->board().cell_rect({0, 2});
    h.move(cell.x + cell.w / 2, cell.y + cell.h / 2);
    h.app->render_frame();
    CHECK(tooltip_drawn(*h.app, "Tower of 1 piece: it captures a follower up to 1 tile away in a "
                                "straight line"));
    h.shot("marks-tower-height-tip-100");
    // Near the tile's corner the tower says nothing (a figure there keeps its own tooltip).
    h.move(cell.x + cell.w / 12, cell.y + cell.h / 12);
    h.app->render_frame();
    for (const std::string& tip : h.app->tooltips()) CHECK(tip.rfind("Tower of", 0) != 0);
}
