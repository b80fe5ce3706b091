// The Siege at the table, headless (issue 34): the setup screen offers it by its name in the five
// languages; a besieged city carries the besiegers' camp, which the board's tooltip names with
// what the siege does (English at 100 %, German at 200 %); at the end of Anna's turn with a
// monastery beside her besieged city the window asks her whether her knight escapes, with clear
// words on the pass button, and the number key takes the knight back to her supply.
#include <catch2/catch.hpp>
#include <algorithm>
#include <string>

#include "expansions/expansion_view.hpp"
#include "scenes/game_scene.hpp"
#include "scenes/setup_scene.hpp"
#include "shell/i18n.hpp"
#include "ui_harness.hpp"

using namespace carc;
using namespace carc::app;
using namespace carc::app::test;

namespace {

// Scenario siege-knight-escapes-through-the-monastery up to the escape's question: Anna's knight in
// the Cathars' besieged city south of the start tile, Ben's monastery east of it, Anna's second
// monastery west of it.
const char* const kEscapeAsked = R"({"format": "carcassonne-save", "version": 3, "name": "siege",
    "setup": {"expansions": ["base", "siege"], "options": {},
              "players": [{"name": "Anna", "color": "red"}, {"name": "Ben", "color": "blue"}],
              "draw_order": ["SI.CA/C", "BA/L", "BA/L"], "seed": 1},
    "actions": [{"type": "place", "tile": "SI.CA/C", "x": 0, "y": 1, "rotation": 2},
                {"type": "deploy", "figure": "follower", "feature": "city", "location": "S"},
                {"type": "place", "tile": "BA/L", "x": 1, "y": 1, "rotation": 0}, {"type": "pass"},
                {"type": "place", "tile": "BA/L", "x": -1, "y": 1, "rotation": 0}, {"type": "pass"}]})";

// Anna's Besiegers' tile of three city sides south of the start tile, nobody in its city: the camp
// alone in it. Ben to play.
const char* const kBesiegedCity = R"({"format": "carcassonne-save", "version": 3, "name": "siege camp",
    "setup": {"expansions": ["base", "siege"], "options": {},
              "players": [{"name": "Anna", "color": "red"}, {"name": "Ben", "color": "blue"}],
              "draw_order": ["SI.BE/Ccc", "BA/C"], "seed": 1},
    "actions": [{"type": "place", "tile": "SI.BE/Ccc", "x": 0, "y": 1, "rotation": 2}, {"type": "pass"}]})";

constexpr const char* kCampTip =
    "Besieged city: 1 point less per tile and pennant (1 each when completed, nothing unfinished at the end); "
    "farmers score it twice; a knight in it may escape at the end of its owner's turn when a monastery lies on "
    "or beside one of its tiles";

struct SiegeInEnglishAgain {
    ~SiegeInEnglishAgain() { set_language("en"); }
};

}  // namespace

TEST_CASE("the setup screen offers the Siege by name in five languages", "[ui][siege]") {
    SiegeInEnglishAgain english;
    Harness h;
    check_setup_offers_expansion(h, "siege", {{"en", "The Siege"}, {"de", "Die Belagerung"}, {"fr", "Le siège"}, {"es", "El asedio"}, {"nl", "Het beleg"}});
    h.shot("siege-setup-nl");
}

TEST_CASE("a besieged city shows the besiegers' camp, named by its tooltip", "[ui][siege][marks]") {
    Harness h(false);
    h.app->settings().ui_scale_percent = 100;
    h.app->apply_settings();
    GameScene* g = continue_game(h, kBesiegedCity);
    REQUIRE(g);
    h.app->render_frame();
    CHECK(points_at_mark(h, *g, {0, 1}, "besieged", kCampTip));
    h.shot("siege-camp-tip-100");

    SiegeInEnglishAgain english;
    REQUIRE(set_language("de", CARC_TEST_LOCALE_DIR));
    h.app->settings().ui_scale_percent = 200;
    h.app->apply_settings();
    h.frame(2);
    h.app->render_frame();
    CHECK(points_at_mark(h, *g, {0, 1}, "besieged",
                         "Belagerte Stadt: 1 Punkt weniger pro Karte und Wappen (je 1, wenn fertig; unfertig bei "
                         "Spielende nichts); Bauern zählen sie doppelt; ein Ritter darin darf am Ende des Zuges "
                         "seines Besitzers fliehen, wenn ein Kloster auf oder neben einer ihrer Karten liegt"));
    h.shot("siege-camp-tip-200-de");
}

TEST_CASE("at the end of the turn the window asks whether a knight escapes, and a number key takes it back",
          "[ui][siege]") {
    Harness h(false);
    h.app->settings().ui_scale_percent = 100;
    h.app->apply_settings();
    GameScene* g = continue_game(h, kEscapeAsked);
    REQUIRE(g);
    const GameState& asked = g->session().state();
    REQUIRE(asked.phase == Phase::ModuleStep);
    REQUIRE(asked.acting_player == 0);  // Anna, at the end of her turn
    const auto words = find_pass_words(g->session().rules(), asked);
    REQUIRE(words);
    CHECK(words->first == "Stay in the city (Space)");
    h.shot("siege-escape-asked-100");

    const auto on_board = [&] {
        const auto& figures = g->session().state().figures;
        return std::count_if(figures.begin(), figures.end(), [](const Figure& f) { return f.owner == 0 && f.on_feature(); });
    };
    REQUIRE(on_board() == 1);
    h.key(SDLK_1);
    h.frame(2);
    CHECK(g->session().record().actions.back().type == "escape_from_siege");
    CHECK(on_board() == 0);
}
