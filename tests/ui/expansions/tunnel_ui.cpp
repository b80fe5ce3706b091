// The Tunnel at the table, headless (issue 35): the setup screen offers the expansion by its name
// in the five languages; a tunnel token lies on its entrance in its owner's colour and pointing at
// it says whose it is and what the pair does; a free entrance is drawn dark and says it is free;
// the tokens a player has left are an item on their scoreboard row with a tooltip; the tunnel
// step's pass button says what passing does (English at 100 %, German at 200 %).
#include <catch2/catch.hpp>
#include <algorithm>
#include <string>

#include "scenes/game_scene.hpp"
#include "scenes/setup_scene.hpp"
#include "shell/i18n.hpp"
#include "shell/theme.hpp"
#include "ui_harness.hpp"

using namespace carc;
using namespace carc::app;
using carc::app::test::check_setup_offers_expansion;
using carc::app::test::continue_game;
using carc::app::test::Harness;
using carc::app::test::scenario_cut;
using carc::app::test::tooltip_drawn;

namespace {

constexpr const char* kAnnaTokenTip =
    "Anna's tunnel token, pair 1: the second token of the pair joins this road to the other entrance's under the "
    "landscape";
constexpr const char* kFreeTip =
    "A free tunnel entrance: the road is not complete until a pair of tunnel tokens joins it to another entrance";
constexpr const char* kAnnaTokensTip =
    "Tunnel tokens: 5 left. After your figure you may put one on a free tunnel entrance; the second token of a pair "
    "joins the two roads into one.";

struct TunnelInEnglishAgain {
    ~TunnelInEnglishAgain() { set_language("en"); }
};

// The entrance of the road reaching side `side` (W or E) of the tile at `p` (tunnel.cpp's
// entrance_point), moved `off` of the tile's width to the left of its middle (off the pair's
// number).
SDL_Point entrance_on_screen(GameScene& g, Pos p, Side side, float off = 0.0f) {
    const SDL_Rect cell = g.board().cell_rect(p);
    const float dx = side == Side::W ? -1.0f : 1.0f;
    const float w = static_cast<float>(cell.w);
    const float x = static_cast<float>(cell.x) + w * (0.5f + 0.125f * dx);
    const float y = static_cast<float>(cell.y) + w * (0.5f - 0.17f * dx);
    return {static_cast<int>(x - off * w), static_cast<int>(y)};
}

bool near(SDL_Color a, Color b) {
    return std::abs(a.r - b.r) < 24 && std::abs(a.g - b.g) < 24 && std::abs(a.b - b.b) < 24;
}

const ScoreboardItem* tokens_item(GameScene& g, int row) {
    for (const ScoreboardItem& i : g.score_items())
        if (i.item == "tunnel-tokens" && i.row == row) return &i;
    return nullptr;
}

}  // namespace

TEST_CASE("the setup screen offers The Tunnel by name in five languages", "[ui][tunnel]") {
    TunnelInEnglishAgain english;
    Harness h;
    check_setup_offers_expansion(h, "tunnel", {{"en", "The Tunnel"}, {"de", "Der Tunnel"}, {"fr", "Le Tunnel"},
                                               {"es", "El Túnel"}, {"nl", "De Tunnel"}});
}

TEST_CASE("a tunnel token is drawn in its owner's colour on its entrance and explained", "[ui][tunnel]") {
    // The demo before Anna's second token: her first lies on the entrance W of (1, 0), the
    // entrance E of it is free, and the tunnel step waits for her.
    Harness h(false);
    h.app->settings().ui_scale_percent = 100;
    h.app->apply_settings();
    GameScene* g = continue_game(h, scenario_cut("tunnel-pair-joins-two-roads", 1));
    h.app->render_frame();
    const Ruleset& rules = g->session().rules();
    const Color anna = player_color(rules.setup.players[0].color).fill;

    const SDL_Point token = entrance_on_screen(*g, {1, 0}, Side::W, 0.045f);
    CHECK(near(h.pixel(token.x, token.y), anna));
    const SDL_Point free_entrance = entrance_on_screen(*g, {1, 0}, Side::E, 0.03f);
    CHECK_FALSE(near(h.pixel(free_entrance.x, free_entrance.y), anna));
    const SDL_Point centre = entrance_on_screen(*g, {1, 0}, Side::W);
    h.move(centre.x, centre.y);
    h.app->render_frame();
    CHECK(tooltip_drawn(*h.app, kAnnaTokenTip));
    h.shot("tunnel-token-tip-100");
    const SDL_Point free_centre = entrance_on_screen(*g, {1, 0}, Side::E);
    h.move(free_centre.x, free_centre.y);
    h.app->render_frame();
    CHECK(tooltip_drawn(*h.app, kFreeTip));
    h.shot("tunnel-free-entrance-tip-100");

    // Anna has 5 of her 6 tokens left (three pairs in a two-player game).
    const ScoreboardItem* item = tokens_item(*g, 0);
    REQUIRE(item);
    CHECK(item->tip == kAnnaTokensTip);
    REQUIRE(tokens_item(*g, 1));
    h.move(item->rect.x + item->rect.w / 2, item->rect.y + item->rect.h / 2);
    h.app->render_frame();
    CHECK(tooltip_drawn(*h.app, kAnnaTokensTip));
    h.shot("tunnel-tokens-left-tip-100");

    TunnelInEnglishAgain english;
    REQUIRE(set_language("de", CARC_TEST_LOCALE_DIR));
    h.app->settings().ui_scale_percent = 200;
    h.app->apply_settings();
    h.frame(2);
    h.app->render_frame();
    const SDL_Point token2 = entrance_on_screen(*g, {1, 0}, Side::W, 0.045f);
    CHECK(near(h.pixel(token2.x, token2.y), anna));
    const SDL_Point centre2 = entrance_on_screen(*g, {1, 0}, Side::W);
    h.move(centre2.x, centre2.y);
    h.app->render_frame();
    CHECK(tooltip_drawn(*h.app, "Tunnelplättchen von Anna, Paar 1: Das zweite Plättchen des Paares verbindet diese "
                                "Straße unter der Landschaft mit der des anderen Eingangs"));
    h.shot("tunnel-token-tip-200-de");
}
