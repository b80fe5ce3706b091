// Bridges in the window, headless (issue 32 WP25): a drawn tile that fits only with a bridge is
// offered on its square like any placement and placed with its bridge by a click; the bridge is
// then drawn on the board and the player's scoreboard row counts one bridge fewer, with its
// tooltip.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include "modules/bridges.hpp"
#include "ui_harness.hpp"

using namespace carc;
using namespace carc::app;
using namespace carc::app::test;

namespace {

// scenario bridges-completed-by-a-bridge up to Ben's last tile: a tile of fields, which fits at
// (1, 1) only with a bridge north-south across it, between Anna's two road ends.
const char* const kBridgeToPlace = R"({
  "format": "carcassonne-save",
  "version": 5,
  "name": "bridge-to-place",
  "setup": {
    "expansions": ["base", "bridges-castles-bazaars"],
    "options": {},
    "players": [{"name": "Anna", "color": "red"}, {"name": "Ben", "color": "blue"}],
    "draw_order": ["BA/LR", "BA/Rr", "BA/L", "BA/L", "BA/LR", "BA/L", "BA/L"],
    "seed": 1
  },
  "actions": [
    {"type": "place", "tile": "BA/LR", "x": -1, "y": 0, "rotation": 3},
    {"type": "deploy", "figure": "follower", "feature": "road", "location": "E"},
    {"type": "place", "tile": "BA/Rr", "x": 1, "y": 0, "rotation": 0}, {"type": "pass"},
    {"type": "place", "tile": "BA/L", "x": 0, "y": 1, "rotation": 0}, {"type": "pass"},
    {"type": "place", "tile": "BA/L", "x": 0, "y": 2, "rotation": 0}, {"type": "pass"},
    {"type": "place", "tile": "BA/LR", "x": 1, "y": 2, "rotation": 2}, {"type": "pass"}
  ]
})";

std::vector<ScoreboardItem> bridge_items(GameScene& g) {
    std::vector<ScoreboardItem> out;
    for (const ScoreboardItem& i : g.score_items())
        if (i.kind == ScoreboardItem::Kind::Item && i.item == "bridges") out.push_back(i);
    return out;
}

}  // namespace

TEST_CASE("a tile that fits only with a bridge is placed with it by a click", "[views][bridges]") {
    Harness h(false);
    GameScene* g = continue_game(h, kBridgeToPlace);
    REQUIRE(g);
    REQUIRE(g->session().state().phase == Phase::PlaceTile);
    REQUIRE(g->session().state().current_player == 1);  // Ben
    const Pos square{1, 1};
    const auto cells = g->session().legal_cells();
    REQUIRE(std::find(cells.begin(), cells.end(), square) != cells.end());
    CHECK_FALSE(g->session().legal_rotations(square).empty());

    h.app->render_frame();
    auto items = bridge_items(*g);
    REQUIRE(items.size() == 2);  // a row each
    CHECK(items[1].tip ==
          "Bridges: 3 left. After placing a tile a bridge may carry a road across one of its fields, or "
          "make a tile fit that a road would refuse.");
    h.shot("bridges-tile-to-place");

    const SDL_Point centre = g->board().cell_centre(square);
    h.click(centre.x, centre.y);
    h.frame(2);
    const GameState& s = g->session().state();
    REQUIRE(s.board.at(square));
    CHECK(has_bridge(g->session().rules(), s, s.board.tile_index(square)));
    CHECK(bridges_left(g->session().rules(), s, 1) == 2);
    CHECK(g->session().record().actions.back().type == "place_bridged");
    h.app->render_frame();
    items = bridge_items(*g);
    REQUIRE(items.size() == 2);
    CHECK(items[1].tip.rfind("Bridges: 2 left.", 0) == 0);
    h.shot("bridges-placed");
}
