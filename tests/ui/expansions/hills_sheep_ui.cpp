// Hills & Sheep at the table, headless (issue 33, part 1): the setup screen offers the expansion by
// its name in the five languages; a hill and a vineyard show as badges on their tiles, named by
// their tooltips (English at 100 %, German at 200 %); the tile the hill took from the pile shows
// only as a face-down edge, and the board's tooltip over the hill says a tile lies there without
// naming it; the window's view of the game does not know which tile it is.
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
using carc::app::test::continue_game;
using carc::app::test::check_setup_offers_expansion;
using carc::app::test::Harness;
using carc::app::test::mark_on_screen;
using carc::app::test::tooltip_drawn;

namespace {

// Anna's hill east of the start takes BA/Cccc+, the last of the order, face down under it; Ben's
// vineyard south of the start. Anna to play BA/RFr.
const char* const kHillsGame = R"({"format": "carcassonne-save", "version": 3, "name": "hills",
    "setup": {"expansions": ["base", "hills-sheep"], "options": {},
              "players": [{"name": "Anna", "color": "red"}, {"name": "Ben", "color": "blue"}],
              "draw_order": ["HS/RFR.h", "HS/C!.v", "BA/RFr", "BA/Cccc+"], "seed": 1},
    "actions": [{"type": "place", "tile": "HS/RFR.h", "x": 1, "y": 0, "rotation": 1}, {"type": "pass"},
                {"type": "place", "tile": "HS/C!.v", "x": 0, "y": 1, "rotation": 2}, {"type": "pass"}]})";

constexpr const char* kHillTip =
    "Hill: placing this tile puts the next tile of the pile face down under it, out of the game; in a tie "
    "of majority the tied players with a follower on a hill tile of the feature win";
constexpr const char* kVineyardTip =
    "Vineyard: a completed monastery on one of the eight tiles around it scores 3 more points";
constexpr const char* kUnderHillTip =
    "A tile of the pile lies face down under this hill: nobody knows which, and it is out of the game";

struct HillsInEnglishAgain {
    ~HillsInEnglishAgain() { set_language("en"); }
};

bool tip_shown_at(Harness& h, SDL_Point at, const std::string& tip) {
    h.move(at.x, at.y);
    h.app->render_frame();
    const auto& tips = h.app->tooltips();
    return std::find(tips.begin(), tips.end(), tip) != tips.end();
}

}  // namespace

TEST_CASE("the setup screen offers Hills & Sheep by name in five languages", "[ui][hills-sheep]") {
    HillsInEnglishAgain english;
    Harness h;
    check_setup_offers_expansion(h, "hills-sheep", {{"en", "Hills & Sheep"}, {"de", "Hügel & Schafe"}, {"fr", "Collines & Moutons"}, {"es", "Colinas y Ovejas"}, {"nl", "Heuvels & Schapen"}});
}

TEST_CASE("hills and vineyards are drawn on their tiles, and the tile under a hill stays unnamed",
          "[ui][hills-sheep][marks]") {
    Harness h(false);
    h.app->settings().ui_scale_percent = 100;
    h.app->apply_settings();
    GameScene* g = continue_game(h, kHillsGame);
    h.app->render_frame();
    // The game knows the tile under the hill; the window's view counts it among the unseen ones.
    const GameState& s = g->session().state();
    CHECK(s.pile.remaining() == 0);  // BA/RFr in Anna's hand
    const GameState& seen = g->session().view();
    CHECK(seen.pile.remaining() == 1);
    const TileTypeId under = *g->session().rules().tile("BA/Cccc+");
    CHECK(std::count(s.pile.tiles.begin(), s.pile.tiles.end(), under) == 0);
    CHECK(std::count(seen.pile.tiles.begin() + seen.pile.next, seen.pile.tiles.end(), under) == 1);

    CHECK(tip_shown_at(h, mark_on_screen(*g, {1, 0}, "hill"), kHillTip));
    h.shot("hills-sheep-hill-tip-100");
    CHECK(tip_shown_at(h, mark_on_screen(*g, {0, 1}, "vineyard"), kVineyardTip));
    const SDL_Rect hill_cell = g->board().cell_rect({1, 0});
    CHECK(tip_shown_at(h, {hill_cell.x + hill_cell.w / 2, hill_cell.y + hill_cell.h - 2}, kUnderHillTip));
    h.shot("hills-sheep-under-hill-tip-100");

    HillsInEnglishAgain english;
    REQUIRE(set_language("de", CARC_TEST_LOCALE_DIR));
    h.app->settings().ui_scale_percent = 200;
    h.app->apply_settings();
    h.frame(2);
    h.app->render_frame();
    CHECK(tip_shown_at(h, mark_on_screen(*g, {0, 1}, "vineyard"),
                       "Weinberg: Ein fertiges Kloster auf einer der acht Karten darum herum bringt 3 Punkte mehr"));
    h.shot("hills-sheep-vineyard-tip-200-de");
}

namespace {

// Anna's shepherd east of the start drew three sheep; Ben's tile extended its field (nobody is
// asked then); Anna's next tile extends it again: she is asked to grow or herd.
const char* const kFlockGame = R"({"format": "carcassonne-save", "version": 5, "name": "flock",
    "setup": {"expansions": ["base", "hills-sheep"], "options": {},
              "players": [{"name": "Anna", "color": "red"}, {"name": "Ben", "color": "blue"}],
              "draw_order": ["BA/RFr", "BA/RFr", "BA/RFr", "BA/RFr"], "seed": 1},
    "actions": [{"type": "place", "tile": "BA/RFr", "x": 1, "y": 0, "rotation": 0},
                {"type": "deploy", "figure": "shepherd", "feature": "field", "location": "ER.SL.SR.WL"},
                {"type": "place", "tile": "BA/RFr", "x": -1, "y": 0, "rotation": 0}, {"type": "pass"},
                {"type": "place", "tile": "BA/RFr", "x": 2, "y": 0, "rotation": 0}, {"type": "pass"}],
    "chance": [{"action": 2, "source": "sheep_bag", "outcome": "sheep-3"}]})";

std::vector<ScoreboardItem> items_named(GameScene& g, const std::string& id) {
    std::vector<ScoreboardItem> out;
    for (const ScoreboardItem& i : g.score_items())
        if (i.kind == ScoreboardItem::Kind::Item && i.item == id) out.push_back(i);
    return out;
}

bool a_button_says(Harness& h, const std::string& words) {
    for (const std::string id : {"choice-0", "choice-1"})
        if (const Widget* w = h.widget(id); w && w->label.find(words) != std::string::npos) return true;
    return false;
}

}  // namespace

TEST_CASE("a shepherd's flock shows beside it, the bag's content is known, and its owner grows or herds it",
          "[ui][hills-sheep][shepherd]") {
    Harness h(false);
    h.app->settings().ui_scale_percent = 100;
    h.app->apply_settings();
    GameScene* g = continue_game(h, kFlockGame);
    h.app->render_frame();
    // The question, with the points herding earns now.
    INFO(g->prompt());
    CHECK(g->prompt().find("Anna: the field of your shepherd at 1 tile east of the start grew: grow the flock or herd it") != std::string::npos);
    CHECK(a_button_says(h, "Grow the flock: draw a token"));
    CHECK(a_button_says(h, "Herd the flock: 3 points"));
    // The flock beside the shepherd, named by the tooltip over its tile.
    const SDL_Rect cell = g->board().cell_rect({1, 0});
    h.move(cell.x + cell.w / 2, cell.y + cell.h * 3 / 4);
    h.app->render_frame();
    const std::string flock_tip =
        "Anna's shepherd with a flock of 3 sheep (tokens: 0 of one, 0 of two, 1 of three, 0 of four): herded, each "
        "shepherd of the field scores every sheep of it";
    CHECK(tooltip_drawn(*h.app, flock_tip));
    // The same words with the pointer on the shepherd itself, not a farmer's "If scored now".
    {
        const GameState& st = g->session().state();
        const int shepherd = g->session().rules().figure("shepherd");
        bool pointed = false;
        for (size_t i = 0; i < st.figures.size() && !pointed; ++i) {
            if (st.figures[i].kind != shepherd || !st.figures[i].on_feature()) continue;
            const auto at = g->board().figure_point(g->art(), st, i);
            REQUIRE(at);
            h.move(static_cast<int>(at->x), static_cast<int>(at->y));
            h.app->render_frame();
            CHECK(tooltip_drawn(*h.app, flock_tip));
            pointed = true;
        }
        CHECK(pointed);
    }
    h.shot("hills-sheep-flock-100");
    // The bag at the head of the scoreboard: its content, never its order.
    const auto bag = items_named(*g, "sheep-bag");
    REQUIRE(bag.size() == 1);
    CHECK(bag.front().row == -1);
    CHECK(bag.front().tip ==
          "Bag of sheep: 17 tokens (nobody knows which comes next): 4 of one sheep, 5 of two, 4 of three, 2 of four; "
          "wolves: 2");
    // And in the remaining-tiles panel.
    h.key(SDLK_t);
    REQUIRE(h.scene() == "remaining-tiles");
    h.app->render_frame();
    h.shot("hills-sheep-bag-in-remaining-tiles-100");
    h.key(SDLK_t);
    // At 200 % the choice's words still fit their buttons.
    h.app->settings().ui_scale_percent = 200;
    h.app->apply_settings();
    h.frame(2);
    CHECK(a_button_says(h, "Herd the flock: 3 points"));
    h.shot("hills-sheep-flock-200");
    // Herding: 3 points for Anna, the shepherd home, its tokens back into the bag.
    REQUIRE(h.press("choice-1"));
    h.frame(2);
    const GameState& s = g->session().state();
    CHECK(s.players[0].score == 3);
    CHECK(items_named(*g, "sheep-bag").front().tip.find("18 tokens") != std::string::npos);
}
