// King & Robber on the scoreboard, headless (issue 31 item 1): the holder of the King card and the
// holder of the Robber Baron card each show it beside their own row, a crown and a mask with the
// size in tiles a later city or road must beat, and a tooltip that names the card, in English and
// in German, at 100 % and 200 %.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "modules/king_robber.hpp"
#include "shell/i18n.hpp"
#include "ui_harness.hpp"

using namespace carc;
using namespace carc::app;
using namespace carc::app::test;

namespace {

// Anna lays a crossroads east of the start tile; Ben closes the start tile's city with a city cap
// (2 tiles) and takes the King; Anna's second crossroads west of the start tile ends the road
// through it (3 tiles) and she takes the Robber Baron. Two tiles are left: the game goes on, Ben
// to play.
const char* const kCardsSplit = R"({
  "format": "carcassonne-save",
  "version": 2,
  "name": "kr-cards-split",
  "setup": {
    "expansions": ["base", "king-robber"],
    "options": {},
    "players": [{"name": "Anna", "color": "red"}, {"name": "Ben", "color": "blue"}],
    "draw_order": ["BA/RRRR", "BA/C", "BA/RRRR", "BA/C", "BA/C"],
    "seed": 1
  },
  "actions": [
    {"type": "place", "tile": "BA/RRRR", "x": 1, "y": 0, "rotation": 0},
    {"type": "pass"},
    {"type": "place", "tile": "BA/C", "x": 0, "y": -1, "rotation": 2},
    {"type": "pass"},
    {"type": "place", "tile": "BA/RRRR", "x": -1, "y": 0, "rotation": 0},
    {"type": "pass"}
  ]
})";

struct EnglishAgain {
    ~EnglishAgain() { set_language("en"); }
};

// The scoreboard items of the expansion item `id` drawn last frame.
std::vector<ScoreboardItem> card_items(GameScene& g, const std::string& id) {
    std::vector<ScoreboardItem> out;
    for (const ScoreboardItem& i : g.score_items())
        if (i.kind == ScoreboardItem::Kind::Item && i.item == id) out.push_back(i);
    return out;
}

// The name of row `row` as drawn last frame (the names come in the rows' order).
SDL_Rect name_rect_of_row(GameScene& g, int row) {
    int n = 0;
    for (const ScoreboardItem& i : g.score_items())
        if (i.kind == ScoreboardItem::Kind::Name && n++ == row) return i.rect;
    FAIL("no row " << row);
    return {};
}

// Whether `item` lies on row `row`: below that row's name and above the next row's.
bool on_row(App& app, GameScene& g, const ScoreboardItem& item, int row) {
    const SDL_Rect name = name_rect_of_row(g, row);
    const int row_h = score_row_height(app);
    return item.rect.y > name.y && item.rect.y + item.rect.h <= name.y + row_h &&
           item.rect.x >= name.x;
}

}  // namespace

TEST_CASE("the King and the Robber Baron show on their holders' rows with the size to beat",
          "[views][king-robber]") {
    Harness h(false);
    h.app->settings().ui_scale_percent = 100;
    h.app->apply_settings();
    GameScene* g = continue_game(h, kCardsSplit);
    const auto cards = king_robber_cards(g->session().rules(), g->session().state());
    REQUIRE(cards);
    REQUIRE(cards->king_holder == 1);  // Ben
    REQUIRE(cards->king_size == 2);
    REQUIRE(cards->robber_holder == 0);  // Anna
    REQUIRE(cards->robber_size == 3);

    h.app->render_frame();
    auto king = card_items(*g, "king");
    auto robber = card_items(*g, "robber");
    REQUIRE(king.size() == 1);
    REQUIRE(robber.size() == 1);
    CHECK(king.front().row == 1);
    CHECK(robber.front().row == 0);
    CHECK(on_row(*h.app, *g, king.front(), 1));
    CHECK(on_row(*h.app, *g, robber.front(), 0));
    CHECK(king.front().tip ==
          "King: the largest completed city, 2 tiles. Whoever completes a larger one takes the "
          "card.");
    CHECK(robber.front().tip ==
          "Robber Baron: the longest completed road, 3 tiles. Whoever completes a longer one "
          "takes the card.");
    h.shot("kr-scoreboard-100");
    // Pointing at the crown shows its tooltip.
    h.move(king.front().rect.x + king.front().rect.w / 2, king.front().rect.y + king.front().rect.h / 2);
    h.shot("kr-scoreboard-100-tip");
    const SDL_Rect crown_100 = king.front().rect;

    // In German, and at 200 %.
    EnglishAgain english;
    REQUIRE(set_language("de", CARC_TEST_LOCALE_DIR));
    h.app->settings().ui_scale_percent = 200;
    h.app->apply_settings();
    h.frame(2);
    h.app->render_frame();
    king = card_items(*g, "king");
    robber = card_items(*g, "robber");
    REQUIRE(king.size() == 1);
    REQUIRE(robber.size() == 1);
    CHECK(king.front().row == 1);
    CHECK(robber.front().row == 0);
    CHECK(on_row(*h.app, *g, king.front(), 1));
    CHECK(on_row(*h.app, *g, robber.front(), 0));
    CHECK(king.front().rect.h > crown_100.h);
    CHECK(king.front().tip ==
          "König: die größte fertige Stadt, 2 Karten. Wer eine größere fertigstellt, bekommt die "
          "Karte.");
    CHECK(robber.front().tip ==
          "Raubritter: die längste fertige Straße, 3 Karten. Wer eine längere fertigstellt, "
          "bekommt die Karte.");
    h.shot("kr-scoreboard-200-de");
    h.move(robber.front().rect.x + robber.front().rect.w / 2,
           robber.front().rect.y + robber.front().rect.h / 2);
    h.shot("kr-scoreboard-200-de-tip");
}

TEST_CASE("before a city or a road is completed no row shows a card",
          "[views][king-robber]") {
    Harness h(false);
    GameScene* g = start_game(h, [] {
        Setup s = test::two_players();
        s.expansions = {"base", "king-robber"};
        return s;
    }());
    h.app->render_frame();
    CHECK(card_items(*g, "king").empty());
    CHECK(card_items(*g, "robber").empty());
}
