// The Festival at the table, headless (issue 35): the setup screen offers the expansion by its name
// in the five languages; a festival tile carries its badge, named by its tooltip (English at 100 %,
// German at 200 %); after placing one, the player's own knight is offered to be taken back in the
// player's words, and choosing it sends the knight home unscored.
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
using carc::app::test::scenario_cut;

namespace {

constexpr const char* kFestivalTip =
    "Festival: whoever places this tile may, instead of placing a figure, take one of their own figures back from "
    "the board into their supply, unscored";
constexpr const char* kFestivalDisc = "#f6e7c1";

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
    // Anna has just placed the festival tile that completes the city of her knight.
    GameScene* g = continue_game(h, scenario_cut("festival-knight-taken-back-before-its-city-scores", 1));
    h.app->render_frame();
    const GameState& s = g->session().state();
    const PlacedTile* festival = s.board.at({0, -2});
    const PlacedTile* start = s.board.at({0, 0});
    REQUIRE(festival);
    REQUIRE(start);
    CHECK(tile_svg(g->art().geometry(festival->type, festival->rotation)).find(kFestivalDisc) != std::string::npos);
    CHECK(tile_svg(g->art().geometry(start->type, start->rotation)).find(kFestivalDisc) == std::string::npos);
    CHECK(points_at_mark(h, *g, {0, -2}, "festival", kFestivalTip));
    const ChoicePlace* back = festival_take_back_place(*g);
    REQUIRE(back);
    CHECK(back->title == "Take back the follower (festival)");
    INFO(g->prompt());
    CHECK(g->prompt().find("Anna") != std::string::npos);
    h.shot("festival-take-back-100");

    FestivalInEnglishAgain english;
    REQUIRE(set_language("de", CARC_TEST_LOCALE_DIR));
    h.app->settings().ui_scale_percent = 200;
    h.app->apply_settings();
    h.frame(2);
    back = festival_take_back_place(*g);
    REQUIRE(back);
    CHECK(back->title == "Gefolgsmann zurücknehmen (Fest)");
    h.shot("festival-take-back-200-de");

    // Choosing it: the knight goes home, and the completed city scores for nobody.
    const auto& places = g->choices().places();
    const auto index = static_cast<SDL_Keycode>(back - places.data());
    h.key(SDLK_1 + index);
    h.frame(4);
    const GameState& after = g->session().state();
    CHECK(after.figures.empty());
    CHECK(after.players[0].score == 0);
    CHECK(after.players[0].supply[static_cast<size_t>(g->session().rules().figure("follower"))] == 7);
}
