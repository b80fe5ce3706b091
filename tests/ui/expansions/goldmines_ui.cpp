// Goldmines at the table, headless (issue 34): the setup screen offers the expansion by its name in
// the five languages; a goldmine tile shows its badge, named by its tooltip; the ingots lying on a
// tile are drawn in gold in its upper right corner and pointing at them says how many; the ingots
// a player holds are a gold item on their scoreboard row whose tooltip says what they are worth
// (English at 100 %, German at 200 %).
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
using carc::app::test::tooltip_drawn;

namespace {

constexpr const char* kGoldmineTip =
    "Goldmine: placing this tile puts a gold ingot on it and another on a tile around it";
constexpr const char* kGoldmineBadge = "#4a2f1a";
constexpr const char* kOneIngotTip =
    "1 gold ingot: the players who win a feature completed on this tile share it out";
constexpr const char* kAliceGoldTip =
    "Gold: 3 ingots, worth 3 at the end (1 to 3 ingots: 1 point each; 4 to 6: 2; 7 to 9: 3; 10 or more: 4)";

struct GoldminesInEnglishAgain {
    ~GoldminesInEnglishAgain() { set_language("en"); }
};

// The middle of the lowest ingot drawn on the tile at `p` holding `count` (goldmines.cpp's
// draw_ingots), below its shine.
SDL_Point ingot_on_screen(GameScene& g, Pos p, int count) {
    const SDL_Rect cell = g.board().cell_rect(p);
    const float px = static_cast<float>(g.board().tile_px());
    const float w = std::max(7.0f, px * 0.17f), h = std::max(3.0f, px * 0.065f);
    const float right = static_cast<float>(cell.x + cell.w) - px * 0.06f;
    const float top = static_cast<float>(cell.y) + px * 0.06f + h * static_cast<float>(std::min(count, 3) - 1) * 0.9f;
    return {static_cast<int>(right - w / 2), static_cast<int>(top + h * 0.75f)};
}

bool gold_coloured(SDL_Color c) { return c.r > 200 && c.g > 150 && c.b < 110; }

const ScoreboardItem* gold_item(GameScene& g, int row) {
    for (const ScoreboardItem& i : g.score_items())
        if (i.item == "gold" && i.row == row) return &i;
    return nullptr;
}

}  // namespace

TEST_CASE("the setup screen offers Goldmines by name in five languages", "[ui][goldmines]") {
    GoldminesInEnglishAgain english;
    Harness h;
    check_setup_offers_expansion(h, "goldmines", {{"en", "Goldmines"}, {"de", "Goldminen"}, {"fr", "Mines d'or"},
                                                  {"es", "Minas de oro"}, {"nl", "Goudmijnen"}});
    h.shot("goldmines-setup-nl");
}

TEST_CASE("the goldmine, the ingots on a tile and the gold a player holds are drawn and explained",
          "[ui][goldmines][marks]") {
    // JCZ's gold-scoring game before Bob's last tile: Alice holds the 3 ingots of her city, one
    // ingot lies on Bob's goldmine at (1, -1).
    Harness h(false);
    h.app->settings().ui_scale_percent = 100;
    h.app->apply_settings();
    GameScene* g = continue_game(h, scenario_cut("goldmines-city-winner-takes-the-ingots", 2));
    h.app->render_frame();
    const GameState& s = g->session().state();
    const PlacedTile* mine = s.board.at({1, -1});
    const PlacedTile* start = s.board.at({0, 0});
    REQUIRE(mine);
    REQUIRE(start);
    CHECK(tile_svg(g->art().geometry(mine->type, mine->rotation)).find(kGoldmineBadge) != std::string::npos);
    CHECK(tile_svg(g->art().geometry(start->type, start->rotation)).find(kGoldmineBadge) == std::string::npos);
    CHECK(points_at_mark(h, *g, {1, -1}, "goldmine", kGoldmineTip));
    h.shot("goldmines-goldmine-tip-100");

    // The ingot on (1, -1) in gold; none on the start tile, whose ingots Alice took.
    const SDL_Point ingot = ingot_on_screen(*g, {1, -1}, 1);
    CHECK(gold_coloured(h.pixel(ingot.x, ingot.y)));
    const SDL_Point none = ingot_on_screen(*g, {0, 0}, 1);
    CHECK_FALSE(gold_coloured(h.pixel(none.x, none.y)));
    h.move(ingot.x, ingot.y);
    h.app->render_frame();
    CHECK(tooltip_drawn(*h.app, kOneIngotTip));
    h.shot("goldmines-ingot-tip-100");

    // Alice's 3 ingots on her row, Bob's none on his.
    h.app->render_frame();
    const ScoreboardItem* alice = gold_item(*g, 0);
    REQUIRE(alice);
    CHECK(alice->tip == kAliceGoldTip);
    REQUIRE(gold_item(*g, 1));
    h.move(alice->rect.x + alice->rect.w / 2, alice->rect.y + alice->rect.h / 2);
    h.app->render_frame();
    CHECK(tooltip_drawn(*h.app, kAliceGoldTip));
    h.shot("goldmines-held-gold-tip-100");

    GoldminesInEnglishAgain english;
    REQUIRE(set_language("de", CARC_TEST_LOCALE_DIR));
    h.app->settings().ui_scale_percent = 200;
    h.app->apply_settings();
    h.frame(2);
    h.app->render_frame();
    const SDL_Point ingot2 = ingot_on_screen(*g, {1, -1}, 1);
    CHECK(gold_coloured(h.pixel(ingot2.x, ingot2.y)));
    h.move(ingot2.x, ingot2.y);
    h.app->render_frame();
    CHECK(tooltip_drawn(*h.app, "1 Goldbarren: die Spieler, die ein auf dieser Karte fertiggestelltes Gebiet "
                                "gewinnen, teilen ihn unter sich auf"));
    h.shot("goldmines-ingot-tip-200-de");
}
