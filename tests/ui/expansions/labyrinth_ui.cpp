// The Labyrinth at the table, headless (issue 34): the setup screen offers the expansion by its
// name in the five languages; the labyrinth lies in the middle of its tile as a maze of green
// hedges, and pointing at it says what it does on the board's tooltip (English at 100 %, German
// at 200 %).
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

// The labyrinth east of the start tile with Anna's follower on it, Ben's on the crossing north of
// it (a free stretch of the occupied road); Anna to play.
const char* const kLabyrinthGame = R"({"format": "carcassonne-save", "version": 5, "name": "labyrinth",
    "setup": {"expansions": ["base", "labyrinth"], "options": {},
              "players": [{"name": "Anna", "color": "red"}, {"name": "Ben", "color": "blue"}],
              "draw_order": ["LA/Rrrr", "BA/RRR", "BA/RRR"], "seed": 1},
    "actions": [{"type": "place", "tile": "LA/Rrrr", "x": 1, "y": 0, "rotation": 0},
                {"type": "deploy", "figure": "follower", "feature": "road", "location": "NESW"},
                {"type": "place", "tile": "BA/RRR", "x": 1, "y": -1, "rotation": 0},
                {"type": "deploy", "figure": "follower", "feature": "road", "location": "S"}]})";

constexpr const char* kLabyrinthTip =
    "Labyrinth: it joins the four roads into one road. Advanced rules: a follower may go on a free stretch of the "
    "road up to the labyrinth, and the completed road scores 2 points more per figure on it";
constexpr const char* kHedge = "#2f5d2a";

struct LabyrinthInEnglishAgain {
    ~LabyrinthInEnglishAgain() { set_language("en"); }
};

}  // namespace

TEST_CASE("the setup screen offers the Labyrinth by name in five languages", "[ui][labyrinth]") {
    LabyrinthInEnglishAgain english;
    Harness h;
    check_setup_offers_expansion(h, "labyrinth",
                                 {{"en", "The Labyrinth"}, {"de", "Das Labyrinth"}, {"fr", "Le Labyrinthe"},
                                  {"es", "El Laberinto"}, {"nl", "Het Labyrint"}});
    h.shot("labyrinth-setup-fr");
}

TEST_CASE("the labyrinth is drawn on its tile and named by its tooltip", "[ui][labyrinth][marks]") {
    Harness h(false);
    h.app->settings().ui_scale_percent = 100;
    h.app->apply_settings();
    GameScene* g = continue_game(h, kLabyrinthGame);
    h.app->render_frame();
    const GameState& s = g->session().state();
    const PlacedTile* labyrinth = s.board.at({1, 0});
    const PlacedTile* crossing = s.board.at({1, -1});
    REQUIRE(labyrinth);
    REQUIRE(crossing);
    CHECK(tile_svg(g->art().geometry(labyrinth->type, labyrinth->rotation)).find(kHedge) != std::string::npos);
    CHECK(tile_svg(g->art().geometry(crossing->type, crossing->rotation)).find(kHedge) == std::string::npos);
    CHECK(points_at_mark(h, *g, {1, 0}, "labyrinth", kLabyrinthTip));
    h.shot("labyrinth-tip-100");

    LabyrinthInEnglishAgain english;
    REQUIRE(set_language("de", CARC_TEST_LOCALE_DIR));
    h.app->settings().ui_scale_percent = 200;
    h.app->apply_settings();
    h.frame(2);
    h.app->render_frame();
    CHECK(points_at_mark(h, *g, {1, 0}, "labyrinth",
                         "Labyrinth: Es verbindet die vier Straßen zu einer Straße. Fortgeschrittene Regeln: Ein "
                         "Gefolgsmann darf auf einen freien Abschnitt der Straße bis zum Labyrinth, und die fertige "
                         "Straße bringt 2 Punkte mehr pro Figur darauf"));
    h.shot("labyrinth-tip-200-de");
}
