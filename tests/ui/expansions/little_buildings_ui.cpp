// Little Buildings at the table, headless (issue 34): the setup screen offers the expansion by its
// name in the five languages; in the figure step the tile just placed offers each kind of building
// the player still has, in its words; a building placed is drawn in its tile's south-east corner
// and pointing at it names it on the board's tooltip (English at 100 %, German at 200 %); and each
// player's scoreboard row counts the buildings of each kind they still have, with a tooltip.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include "modules/little_buildings.hpp"
#include "scenes/game_scene.hpp"
#include "shell/i18n.hpp"
#include "ui_harness.hpp"

using namespace carc;
using namespace carc::app;
using carc::app::test::check_setup_offers_expansion;
using carc::app::test::continue_game;
using carc::app::test::Harness;
using carc::app::test::tooltip_drawn;

namespace {

// Anna's knight north of the start tile, Ben's little tower beside it; Anna has placed her next tile at
// (1, 0) and chooses its figure or building.
const char* const kBuildingsGame = R"({"format": "carcassonne-save", "version": 5, "name": "little-buildings",
    "setup": {"expansions": ["base", "little-buildings"], "options": {},
              "players": [{"name": "Anna", "color": "red"}, {"name": "Ben", "color": "blue"}],
              "draw_order": ["BA/Cc.1", "BA/CFc.1", "BA/RFr", "BA/RFr"], "seed": 1},
    "actions": [{"type": "place", "tile": "BA/Cc.1", "x": 0, "y": -1, "rotation": 2},
                {"type": "deploy", "figure": "follower", "feature": "city", "location": "ES"},
                {"type": "place", "tile": "BA/CFc.1", "x": 1, "y": -1, "rotation": 0},
                {"type": "place_little_building", "x": 1, "y": -1, "building": "little-tower"},
                {"type": "place", "tile": "BA/RFr", "x": 1, "y": 0, "rotation": 0}]})";

constexpr const char* kTowerTip =
    "Little building (little tower): every feature scored with its tile is worth 1 point more to those who score it";

std::vector<ScoreboardItem> items_of(GameScene& g, const std::string& id) {
    std::vector<ScoreboardItem> out;
    for (const ScoreboardItem& i : g.score_items())
        if (i.kind == ScoreboardItem::Kind::Item && i.item == id) out.push_back(i);
    return out;
}

// Points at the building on the tile at `p` (the middle of its tile's south-east corner).
bool points_at_building(Harness& h, GameScene& g, Pos p, const std::string& tip) {
    const SDL_Rect cell = g.board().cell_rect(p);
    h.move(cell.x + cell.w * 84 / 100, cell.y + cell.h * 84 / 100);
    h.app->render_frame();
    return tooltip_drawn(*h.app, tip);
}

struct LittleBuildingsInEnglishAgain {
    ~LittleBuildingsInEnglishAgain() { set_language("en"); }
};

}  // namespace

TEST_CASE("the setup screen offers Little Buildings by name in five languages", "[ui][little-buildings]") {
    LittleBuildingsInEnglishAgain english;
    Harness h;
    check_setup_offers_expansion(h, "little-buildings",
                                 {{"en", "Little Buildings"}, {"de", "Kleine Gebäude"}, {"fr", "Petits bâtiments"},
                                  {"es", "Pequeños edificios"}, {"nl", "Kleine gebouwen"}});
    h.shot("little-buildings-setup-nl");
}

TEST_CASE("little buildings are offered on the new tile, drawn on theirs, named by tooltips and counted on the scoreboard",
          "[ui][little-buildings]") {
    Harness h(false);
    h.app->settings().ui_scale_percent = 100;
    h.app->apply_settings();
    GameScene* g = continue_game(h, kBuildingsGame);
    REQUIRE(g);
    h.app->render_frame();
    const GameState& s = g->session().state();
    REQUIRE(s.phase == Phase::PlaceFigure);
    REQUIRE(little_building_on(g->session().rules(), s, s.board.tile_index({1, -1})) == LittleBuilding::LittleTower);

    // The figure step offers Anna's three kinds on the tile just placed, in their words.
    std::vector<std::string> labels;
    for (const ChoicePlace& place : g->choices().places())
        for (const ChoiceOption& o : place.options)
            if (o.action.def && o.action.def->id() == "place_little_building") {
                CHECK(place.tile == Pos{1, 0});
                CHECK(place.title == "A little building instead");
                labels.push_back(o.label);
            }
    CHECK(labels == std::vector<std::string>{"Build a shed here", "Build a house here", "Build a little tower here"});
    // The prompt names the choice in words ("…on the new tile or tile" before).
    CHECK(g->prompt().find(" or a little building instead") != std::string::npos);
    CHECK(g->prompt().find(" or tile") == std::string::npos);

    // Ben has built his tower: two of three left; Anna still has three of each.
    const auto little_towers = items_of(*g, "lb-little-tower");
    REQUIRE(little_towers.size() == 2);  // a row each
    CHECK(little_towers[0].tip.rfind("3 little towers left. ", 0) == 0);
    CHECK(little_towers[1].tip.rfind("2 little towers left. " + std::string(kTowerTip), 0) == 0);
    CHECK(items_of(*g, "lb-shed").size() == 2);
    CHECK(items_of(*g, "lb-house").size() == 2);

    CHECK(points_at_building(h, *g, {1, -1}, kTowerTip));
    h.shot("little-buildings-tower-tip-100");

    LittleBuildingsInEnglishAgain english;
    REQUIRE(set_language("de", CARC_TEST_LOCALE_DIR));
    h.app->settings().ui_scale_percent = 200;
    h.app->apply_settings();
    h.frame(2);
    h.app->render_frame();
    CHECK(points_at_building(h, *g, {1, -1},
                             "Kleines Gebäude (kleiner Turm): Jedes Gebiet, das mit seiner Karte gewertet wird, ist denen, "
                             "die es werten, 1 Punkt mehr wert"));
    h.shot("little-buildings-tower-tip-200-de");
}
