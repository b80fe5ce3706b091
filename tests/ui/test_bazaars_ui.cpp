// The bazaars of Bridges, Castles & Bazaars at the table, headless: a whole auction by clicks and
// keys from the scenario bazaars-sold-to-the-raiser cut before it (Ben picks the first tile of the
// row by a click on it and sets his bid of 3 with the + button, the arrow and the keypad's +;
// Anna's raise of 2 is refused in the engine's words, her 4 typed is taken; Ben sells by the
// number key of "Sell it: Anna pays you 4"), then the bought tiles placed in turn, ending in the
// scenario's scores. Pictures at 100 % and 200 % with CARC_UI_SHOTS.
#include <algorithm>
#include <catch2/catch.hpp>

#include "board/board_words.hpp"
#include "modules/bazaars.hpp"
#include "carc/engine.hpp"
#include "expansions/bazaars.hpp"
#include "scenes/game_scene.hpp"
#include "ui_harness.hpp"

using namespace carc;
using namespace carc::app;
using carc::app::test::Harness;

namespace {

std::vector<int> bazaar_scores(GameScene& g) {
    std::vector<int> out;
    for (const PlayerState& p : g.session().state().players) out.push_back(p.score);
    return out;
}

bool bazaar_has(const std::string& s, const std::string& part) { return s.find(part) != std::string::npos; }

// The drawn tile onto square `p` in `rotation`, by pointing, turning (R) and clicking.
void bazaar_place(Harness& h, GameScene& g, Pos p, int rotation) {
    const SDL_Point c = g.board().cell_centre(p);
    h.move(c.x, c.y);
    REQUIRE(g.hovered_cell());
    for (int i = 0; i < 4 && g.shown_rotation() != rotation; ++i) h.key(SDLK_r);
    REQUIRE(g.shown_rotation() == rotation);
    h.click(c.x, c.y);
}

std::string label_of(Harness& h, const std::string& id) {
    const Widget* w = h.widget(id);
    return w ? w->label : "";
}

// Plays the auction of bazaars-sold-to-the-raiser and the tiles bought there; `suffix` names the
// pictures.
void play_the_auction(Harness& h, const std::string& suffix) {
    GameScene* g = continue_game(h, test::scenario_cut("bazaars-sold-to-the-raiser.carc.json", 7));
    const Ruleset& rules = g->session().rules();
    // Anna's bazaar opened the auction: Ben, after her, picks one of the two tiles.
    auto auction = bazaar_auction(rules, g->session().state());
    REQUIRE(auction);
    CHECK(auction->stage == BazaarAuction::Stage::Picking);
    REQUIRE(auction->row.size() == 2);
    CHECK(g->session().state().acting_player == 1);
    INFO(g->prompt());
    CHECK(bazaar_has(g->prompt(), "Ben: bazaar: pick a tile and bid for it"));
    CHECK_FALSE(g->number_entry().is_open());  // two tiles: which one first
    REQUIRE(g->side_choices().size() == 2);
    h.app->render_frame();
    CHECK(label_of(h, "choice-0") == "Pick tile 1 and bid… (1)");
    CHECK(label_of(h, "choice-1") == "Pick tile 2 and bid… (2)");
    h.frame();
    h.shot("bazaar-pick" + suffix);

    // A click on the first tile of the row: the number entry for its bid, 0 to 999.
    const std::vector<SDL_Rect> tiles = bazaar_row_rects({g->board(), rules, g->session().state(), h.app->scale()});
    REQUIRE(tiles.size() == 2);
    h.click(tiles[0].x + tiles[0].w / 2, tiles[0].y + tiles[0].h / 2);
    REQUIRE(g->number_entry().is_open());
    REQUIRE(g->number_target());
    CHECK(g->number_target()->place == 0);
    CHECK(g->number_entry().range().min == 0);
    CHECK(g->number_entry().range().max == 999);
    CHECK(g->number_entry().value() == 0);
    CHECK(bazaar_has(g->prompt(), "type a number from 0 to 999"));
    h.app->render_frame();
    REQUIRE(h.press("number-more"));
    h.key(SDLK_UP);
    h.key(SDLK_KP_PLUS);
    h.key(SDLK_KP_PLUS);
    h.key(SDLK_MINUS);
    CHECK(g->number_entry().value() == 3);
    h.app->render_frame();
    CHECK(label_of(h, "number-value") == "3 · from 0 to 999");
    CHECK(label_of(h, "number-confirm") == "Bid 3 for tile 1 (Enter)");
    h.frame();
    h.shot("bazaar-bid" + suffix);
    h.key(SDLK_RETURN);

    // Anna may raise above 3 or pass: the number entry opens at once at 4.
    auction = bazaar_auction(rules, g->session().state());
    REQUIRE(auction);
    CHECK(auction->stage == BazaarAuction::Stage::Bidding);
    CHECK(auction->price == 3);
    CHECK(auction->bidder == 1);
    CHECK(g->session().state().acting_player == 0);
    REQUIRE(g->number_entry().is_open());
    CHECK(g->number_entry().range().min == 4);
    CHECK(g->number_entry().value() == 4);
    h.app->render_frame();
    CHECK(label_of(h, "pass") == "Do not raise (Space)");
    // 2 typed is below the range: the engine refuses, in its words, and nothing is played.
    h.key(SDLK_2);
    CHECK(g->number_entry().value() == 2);
    const int before = g->session().actions();
    h.key(SDLK_RETURN);
    CHECK(g->session().actions() == before);
    CHECK(bazaar_has(g->message(), "raise above 3, up to 999"));
    h.frame();
    h.shot("bazaar-refused" + suffix);
    h.key(SDLK_BACKSPACE);
    h.key(SDLK_4);
    CHECK(g->number_entry().value() == 4);
    h.frame();
    h.shot("bazaar-raise" + suffix);
    h.key(SDLK_RETURN);

    // Ben, outbid, buys or sells: the buttons name the amounts; his key 2 sells.
    auction = bazaar_auction(rules, g->session().state());
    REQUIRE(auction);
    CHECK(auction->stage == BazaarAuction::Stage::Deal);
    CHECK(g->session().state().acting_player == 1);
    CHECK_FALSE(g->number_entry().is_open());
    // The engine's question names Anna, who is paid; the chooser is named first.
    INFO(g->prompt());
    CHECK(bazaar_has(g->prompt(), "Ben: bazaar: buy the tile for 4 points paid to Anna, or sell it to them"));
    h.app->render_frame();
    CHECK(label_of(h, "choice-0") == "Buy it: pay Anna 4 (1)");
    CHECK(label_of(h, "choice-1") == "Sell it: Anna pays you 4 (2)");
    h.frame();
    h.shot("bazaar-deal" + suffix);
    h.key(SDLK_2);
    CHECK_FALSE(bazaar_auction(rules, g->session().state()));
    CHECK(bazaar_scores(*g) == std::vector<int>{-4, 4});
    const auto log = g->log_lines();
    // In the board's words: the tiles by what they show.
    const std::string monastery = tile_words(rules, "BA/L"), with_road = tile_words(rules, "BA/LR");
    CHECK(std::find(log.begin(), log.end(), "Anna buys " + monastery + " from Ben for 4 points") != log.end());
    CHECK(std::find(log.begin(), log.end(),
                    "Ben takes the last tile of the bazaar, " + with_road + ", for nothing") != log.end());

    // Ben places the tile he got; Anna's waits beside her score with its tooltip.
    REQUIRE(g->session().state().phase == Phase::PlaceTile);
    CHECK(g->session().state().current_player == 1);
    CHECK(g->session().state().drawn == rules.tile("BA/LR"));
    h.app->render_frame();
    const auto& items = g->score_items();
    const auto waiting = std::find_if(items.begin(), items.end(), [](const ScoreboardItem& i) {
        return i.item == "bazaar-tile";
    });
    REQUIRE(waiting != items.end());
    CHECK(waiting->row == 0);
    CHECK(bazaar_has(waiting->tip, "Bought at the bazaar: " + monastery));
    h.move(waiting->rect.x + waiting->rect.w / 2, waiting->rect.y + waiting->rect.h / 2);
    h.frame();
    h.shot("bazaar-bought-tile" + suffix);
    bazaar_place(h, *g, {0, 2}, 0);
    h.key(SDLK_SPACE);
    REQUIRE(g->session().state().current_player == 0);
    CHECK(g->session().state().drawn == rules.tile("BA/L"));
    bazaar_place(h, *g, {1, 1}, 0);
    h.key(SDLK_SPACE);
    // The scenario's scores.
    CHECK(bazaar_scores(*g) == std::vector<int>{-4, 4});
}

}  // namespace

TEST_CASE("a bazaar's auction by clicks and keys, with the number entry", "[bazaars]") {
    SECTION("at 100 %") {
        Harness h(false);
        play_the_auction(h, "");
    }
    SECTION("at 200 %") {
        Harness h(false, 1280, 800);
        h.app->settings().ui_scale_percent = 200;
        h.app->apply_settings();
        play_the_auction(h, "-200");
    }
}
