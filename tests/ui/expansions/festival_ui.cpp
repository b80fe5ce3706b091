// The Festival at the table, headless (issue 35): the setup screen offers the expansion by its name
// in the five languages; a festival tile carries its badge, named by its tooltip (English at 100 %,
// German at 200 %); after placing one, the player's own knight is offered to be taken back in the
// player's words (the place's title and the prompt), and choosing it sends the knight home unscored.
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
using carc::app::test::check_setup_offers_expansion;
using carc::app::test::continue_game;
using carc::app::test::Harness;
using carc::app::test::points_at_mark;

namespace {

constexpr const char* kFestivalTip =
    "Festival: whoever places this tile may, instead of placing a figure, take one of their own figures back from "
    "the board into their supply, unscored";
constexpr const char* kFestivalDisc = "#f6e7c1";

// Anna's knight in the city north of the start; her festival tile FE/CR at (0, -2) has just
// completed that city, and her figure step waits (the demo's game, with one more tile for Ben).
const char* const kFestivalPlaced = R"({"format": "carcassonne-save", "version": 5, "name": "festival",
    "setup": {"expansions": ["base", "festival"], "options": {},
              "players": [{"name": "Anna", "color": "red"}, {"name": "Ben", "color": "blue"}],
              "draw_order": ["BA/CFc.1", "BA/RFr", "FE/CR", "BA/RFr"], "seed": 1},
    "actions": [{"type": "place", "tile": "BA/CFc.1", "x": 0, "y": -1, "rotation": 1},
                {"type": "deploy", "figure": "follower", "feature": "city", "location": "NS"},
                {"type": "place", "tile": "BA/RFr", "x": 1, "y": 0, "rotation": 0}, {"type": "pass"},
                {"type": "place", "tile": "FE/CR", "x": 0, "y": -2, "rotation": 2}]})";

struct FestivalInEnglishAgain {
    ~FestivalInEnglishAgain() { set_language("en"); }
};

// The choice layer's place that takes a figure back, or null.
const ChoicePlace* festival_take_back_place(GameScene& g) {
    const auto& places = g.choices().places();
    const auto it = std::find_if(places.begin(), places.end(), [](const ChoicePlace& p) {
        return p.take_back && !p.options.empty() && p.options.front().action.def &&
               p.options.front().action.def->id() == "festival";
    });
    return it == places.end() ? nullptr : &*it;
}

}  // namespace

TEST_CASE("the setup screen offers the Festival by name in five languages", "[ui][festival]") {
    FestivalInEnglishAgain english;
    Harness h;
    check_setup_offers_expansion(h, "festival",
                                 {{"en", "The Festival"}, {"de", "Das Fest"}, {"fr", "La Fête"},
                                  {"es", "El Festival"}, {"nl", "Het Feest"}});
}

TEST_CASE("a festival tile shows its badge and tooltip and offers the player's knight back in their words",
          "[ui][festival][marks]") {
    Harness h(false);
    h.app->settings().ui_scale_percent = 100;
    h.app->apply_settings();
    GameScene* g = continue_game(h, kFestivalPlaced);
    h.app->render_frame();
    const GameState& s = g->session().state();
    const PlacedTile* festival = s.board.at({0, -2});
    const PlacedTile* start = s.board.at({0, 0});
    REQUIRE(festival);
    REQUIRE(start);
    CHECK(tile_svg(g->art().geometry(festival->type, festival->rotation)).find(kFestivalDisc) != std::string::npos);
    CHECK(tile_svg(g->art().geometry(start->type, start->rotation)).find(kFestivalDisc) == std::string::npos);
    const ChoicePlace* back = festival_take_back_place(*g);
    REQUIRE(back);
    CHECK(back->title == "Take back the follower (festival)");
    CHECK(g->prompt() == "Anna: choose a place for a figure on the new tile or take back the follower (festival) · Space skips");
    h.shot("festival-take-back-100");

    // Choosing it: the knight goes home, and the city the festival tile completed scores for nobody.
    const auto index = static_cast<SDL_Keycode>(back - g->choices().places().data());
    h.key(SDLK_1 + index);
    h.frame(4);
    const GameState& after = g->session().state();
    CHECK(after.figures.empty());
    CHECK(after.players[0].score == 0);
    CHECK(after.players[0].supply[static_cast<size_t>(g->session().rules().figure("follower"))] == 7);
    // Ben's turn: the badge's tooltip.
    CHECK(points_at_mark(h, *g, {0, -2}, "festival", kFestivalTip));
}

TEST_CASE("the festival's take-back speaks German at 200 %", "[ui][festival]") {
    FestivalInEnglishAgain english;
    Harness h(false);
    REQUIRE(set_language("de", CARC_TEST_LOCALE_DIR));
    h.app->settings().ui_scale_percent = 200;
    h.app->apply_settings();
    GameScene* g = continue_game(h, kFestivalPlaced);
    h.frame(2);
    const ChoicePlace* back = festival_take_back_place(*g);
    REQUIRE(back);
    CHECK(back->title == "Per Fest zurücknehmen: Gefolgsmann");
    // Inside the prompt the title's first word, "Per" (no noun), is lowered; the noun keeps its capital.
    CHECK(g->prompt().find("oder per Fest zurücknehmen: Gefolgsmann") != std::string::npos);
    h.shot("festival-take-back-200-de");
    const auto index = static_cast<SDL_Keycode>(back - g->choices().places().data());
    h.key(SDLK_1 + index);
    h.frame(4);
    CHECK(points_at_mark(h, *g, {0, -2}, "festival",
                         "Fest: Wer diese Karte anlegt, darf statt eine Figur einzusetzen eine seiner eigenen Figuren "
                         "vom Spielfeld ungewertet in seinen Vorrat zurücknehmen"));
}
