// The Monasteries at the table, headless (issue 34): the setup screen offers them by name in the
// five languages; beside a German monastery its abbot's place is drawn (a crozier on a dark-blue
// disc, on no other tile), and pointing at it says on the board's tooltip what an abbot scores
// (English at 100 %, German at 200 %). An abbot laid there stands on that place.
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

// A German monastery south of the start with Anna's abbot beside it, a Dutch one with its road
// east of it; Anna to play BA/RFr.
const char* const kMonasteriesGame = R"({"format": "carcassonne-save", "version": 5, "name": "monasteries",
    "setup": {"expansions": ["base", "monasteries"], "options": {},
              "players": [{"name": "Anna", "color": "red"}, {"name": "Ben", "color": "blue"}],
              "draw_order": ["MO/M1", "MO/MR1", "BA/RFr"], "seed": 1},
    "actions": [{"type": "place", "tile": "MO/M1", "x": 0, "y": 1, "rotation": 0},
                {"type": "deploy", "figure": "follower", "feature": "abbot-place", "location": "I"},
                {"type": "place", "tile": "MO/MR1", "x": 1, "y": 1, "rotation": 0}, {"type": "pass"}]})";

constexpr const char* kPlaceTip =
    "Abbot's place: a follower laid here instead of on the monastery stays to the end and then scores 1 point and 1 "
    "for every tile in the unbroken rows north, east, south and west of the monastery";
// The place's own colour: its dark-blue disc.
constexpr const char* kPlaceDisc = "#2b3f73";

struct MonasteriesInEnglishAgain {
    ~MonasteriesInEnglishAgain() { set_language("en"); }
};

}  // namespace

TEST_CASE("the setup screen offers the Monasteries by name in five languages", "[ui][monasteries]") {
    MonasteriesInEnglishAgain english;
    Harness h;
    check_setup_offers_expansion(h, "monasteries",
                                 {{"en", "Monasteries"}, {"de", "Klöster"}, {"fr", "Monastères"},
                                  {"es", "Monasterios"}, {"nl", "Kloosters"}});
}

TEST_CASE("the abbot's place is drawn beside the German and Dutch monasteries and named by its tooltip",
          "[ui][monasteries][marks]") {
    Harness h(false);
    h.app->settings().ui_scale_percent = 100;
    h.app->apply_settings();
    GameScene* g = continue_game(h, kMonasteriesGame);
    h.app->render_frame();
    const GameState& s = g->session().state();
    auto svg_at = [&](Pos p) {
        const PlacedTile* t = s.board.at(p);
        REQUIRE(t);
        return tile_svg(g->art().geometry(t->type, t->rotation));
    };
    CHECK(svg_at({0, 1}).find(kPlaceDisc) != std::string::npos);
    CHECK(svg_at({1, 1}).find(kPlaceDisc) != std::string::npos);
    CHECK(svg_at({0, 0}).find(kPlaceDisc) == std::string::npos);
    CHECK(points_at_mark(h, *g, {1, 1}, "abbot-place", kPlaceTip));
    h.shot("monasteries-100");

    MonasteriesInEnglishAgain english;
    REQUIRE(set_language("de", CARC_TEST_LOCALE_DIR));
    h.app->settings().ui_scale_percent = 200;
    h.app->apply_settings();
    h.frame(2);
    h.app->render_frame();
    CHECK(points_at_mark(h, *g, {1, 1}, "abbot-place",
                         "Platz des Abts: Ein Gefolgsmann, der hier statt auf das Kloster gelegt wird, bleibt bis "
                         "zum Ende und zählt dann 1 Punkt und 1 für jede Karte der lückenlosen Reihen nördlich, "
                         "östlich, südlich und westlich des Klosters"));
    h.shot("monasteries-200-de");
}
