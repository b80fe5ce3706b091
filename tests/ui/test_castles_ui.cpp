// Castles in the window, headless (issue 32 WP26): when Anna's follower completes a city of two
// half-cities, the window asks her with clear words (make the castle, or score the city), a
// number key makes the castle, which is then drawn over its two tiles, and her scoreboard row
// counts one castle fewer, with its tooltip; at 100 % and at 200 % in German.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include "modules/castles.hpp"
#include "expansions/expansion_view.hpp"
#include "ui_harness.hpp"

using namespace carc;
using namespace carc::app;
using namespace carc::app::test;

namespace {

// scenario castles-instead-of-scoring up to the castle's question: Anna's follower on the city
// of BA/C at (0, -1), which completes the start tile's city.
const char* const kCastleAsked = R"({
  "format": "carcassonne-save",
  "version": 5,
  "name": "castle-asked",
  "setup": {
    "expansions": ["base", "bridges-castles-bazaars"],
    "options": {},
    "players": [{"name": "Anna", "color": "red"}, {"name": "Ben", "color": "blue"}],
    "draw_order": ["BA/C", "BA/RRR", "BA/RRR"],
    "seed": 1
  },
  "actions": [
    {"type": "place", "tile": "BA/C", "x": 0, "y": -1, "rotation": 2},
    {"type": "deploy", "figure": "follower", "feature": "city", "location": "S"}
  ]
})";

std::vector<ScoreboardItem> castle_items(GameScene& g) {
    std::vector<ScoreboardItem> out;
    for (const ScoreboardItem& i : g.score_items())
        if (i.kind == ScoreboardItem::Kind::Item && i.item == "castles") out.push_back(i);
    return out;
}

}  // namespace

TEST_CASE("a completed city of two half-cities becomes a castle by a number key", "[views][castles]") {
    Harness h(false);
    GameScene* g = continue_game(h, kCastleAsked);
    REQUIRE(g);
    const GameState& asked = g->session().state();
    REQUIRE(asked.phase == Phase::ModuleStep);
    REQUIRE(asked.acting_player == 0);  // Anna
    const auto words = find_pass_words(g->session().rules(), asked);
    REQUIRE(words);
    CHECK(words->first == "Score the city, no castle (Space)");
    h.app->render_frame();
    auto items = castle_items(*g);
    REQUIRE(items.size() == 2);  // a row each
    CHECK(items[0].tip.rfind("Castles: 3 left.", 0) == 0);
    h.shot("castles-asked-100");

    h.key(SDLK_1);
    h.frame(2);
    const GameState& s = g->session().state();
    CHECK(g->session().record().actions.back().type == "make_castle");
    CHECK(castles_left(g->session().rules(), s, 0) == 2);
    REQUIRE(castles_on_board(g->session().rules(), s).size() == 1);
    CHECK(s.players[0].score == 0);  // the city did not score
    h.app->render_frame();
    items = castle_items(*g);
    REQUIRE(items.size() == 2);
    CHECK(items[0].tip.rfind("Castles: 2 left.", 0) == 0);
    h.shot("castles-made-100");

    h.app->settings().ui_scale_percent = 200;
    h.app->apply_settings();
    h.frame(2);
    h.shot("castles-made-200");
    h.app->settings().ui_scale_percent = 100;
    h.app->apply_settings();
}
