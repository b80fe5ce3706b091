// What a new player meets at every size of the window and the interface: every scene's buttons
// inside the window and clear of each other, the game's side panel, the busiest figure step, the
// log opened over the board where the side panel has no room for it (in the game and the review),
// and the supply icons' tooltips. (Split from test_new_player_ui.cpp, which keeps the rest.)
#include <algorithm>
#include <catch2/catch.hpp>

#include "carc/engine.hpp"
#include "data/save.hpp"
#include "scenes/end_scene.hpp"
#include "scenes/game_scene.hpp"
#include "scenes/menu_scene.hpp"
#include "scenes/overlays.hpp"
#include "scenes/review_scene.hpp"
#include "scenes/setup_scene.hpp"
#include "shell/text.hpp"
#include "ui_harness.hpp"
#include "widgets/scoreboard.hpp"

using namespace carc;
using namespace carc::app;
using carc::app::test::Harness;
using carc::app::test::inside_rect;
using carc::app::test::place_first;
using carc::app::test::start_game;
using carc::app::test::two_players;

namespace {

// What every scene must keep at every size: buttons inside the window (lists that scroll inside
// theirs), none over another, no word broken in the middle.
void check_scene(Harness& h, const std::string& what) {
    h.app->render_frame();
    const SDL_Rect window{0, 0, h.app->width(), h.app->height()};
    INFO(what << " at " << window.w << "x" << window.h << ", scale " << h.app->scale());
    // Since this window opened: no text anywhere was wrapped into a box narrower than a word.
    CHECK(h.app->text().words_broken() == 0);
    WidgetSet* ws = h.top()->widgets();
    if (!ws) return;
    std::vector<const Widget*> fixed;
    for (const Widget& w : ws->items()) {
        INFO("widget " << w.id);
        if (w.clip.w > 0) {
            CHECK(inside_rect(w.clip, window));
        } else {
            CHECK(inside_rect(w.rect, window));
            fixed.push_back(&w);
        }
    }
    for (size_t i = 0; i < fixed.size(); ++i)
        for (size_t j = 0; j < i; ++j) {
            INFO("widgets " << fixed[i]->id << " and " << fixed[j]->id);
            const bool nested = inside_rect(fixed[i]->rect, fixed[j]->rect) ||
                                inside_rect(fixed[j]->rect, fixed[i]->rect);
            CHECK((nested || !SDL_HasIntersection(&fixed[i]->rect, &fixed[j]->rect)));
        }
}

// The side panel of the game: scores clear of the supplies, everything on screen.
void check_side(Harness& h, GameScene& g) {
    h.app->render_frame();
    const SDL_Rect window{0, 0, h.app->width(), h.app->height()};
    const auto& items = g.score_items();
    REQUIRE_FALSE(items.empty());
    for (const ScoreboardItem& a : items) {
        CHECK(inside_rect(a.rect, window));
        for (const ScoreboardItem& b : items)
            if (&a != &b &&
                (a.kind == ScoreboardItem::Kind::Score) != (b.kind == ScoreboardItem::Kind::Score))
                CHECK_FALSE(SDL_HasIntersection(&a.rect, &b.rect));
    }
    CHECK(inside_rect(g.actions_area(), window));
    // The toolbar keeps off the side panel (its buttons narrow at large interface sizes).
    int panel_left = window.w;
    for (const ScoreboardItem& a : items) panel_left = std::min(panel_left, a.rect.x);
    for (const Widget& w : g.widgets()->items())
        for (const char* tool : {"menu", "fit", "zoom-out", "zoom-in", "help", "tiles", "owners", "hint"})
            if (w.id == tool) {
                INFO("toolbar button " << w.id);
                CHECK(w.rect.x + w.rect.w <= panel_left);
            }
    // The corner card and the prompt over the board: inside the window, clear of each other
    // and of the toolbar.
    CHECK(inside_rect(g.card(), window));
    for (const Widget& w : g.widgets()->items()) {
        INFO("the card and widget " << w.id);
        CHECK_FALSE(SDL_HasIntersection(&g.card(), &w.rect));
    }
    const SDL_Rect& prompt = g.prompt_rect();
    if (prompt.w > 0) {
        CHECK(inside_rect(prompt, window));
        CHECK_FALSE(SDL_HasIntersection(&prompt, &g.card()));
        for (const Widget& w : g.widgets()->items()) {
            INFO("the prompt and widget " << w.id);
            CHECK_FALSE(SDL_HasIntersection(&prompt, &w.rect));
        }
    }
}

Setup six_players(std::vector<std::string> expansions, std::vector<std::string> draw) {
    Setup s;
    s.expansions = std::move(expansions);
    s.players = {{"Anna", "red"},    {"Bernd", "blue"}, {"Clara", "yellow"},
                 {"David", "green"}, {"Eva", "black"},  {"Fiona Longname-Smith", "pink"}};
    s.seed = 5;
    s.draw_order = std::move(draw);
    return s;
}

}  // namespace

TEST_CASE("every scene works at every interface size, in 1280x800 and the smallest window",
          "[.slow][layout]") {
    const std::vector<std::string> all = {"base", "abbot", "inns-cathedrals", "traders-builders",
                                          "princess-dragon"};
    for (const SDL_Point size :
         {SDL_Point{1280, 800}, SDL_Point{kMinWindowWidth, kMinWindowHeight}})
        for (int scale : {0, 100, 125, 150, 200}) {
            Harness h(true, size.x, size.y);
            h.app->settings().ui_scale_percent = scale;
            h.app->apply_settings();
            h.frame(2);
            const std::string at =
                std::to_string(size.x) + "x" + std::to_string(size.y) + "-" + std::to_string(scale);
            // The interface never gets less room than the scenes are laid out for.
            CHECK(static_cast<float>(h.app->width()) / h.app->scale() >= kMinLayoutWidth - 1);
            CHECK(static_cast<float>(h.app->height()) / h.app->scale() >= kMinLayoutHeight - 1);
            check_scene(h, "menu");
            h.shot("layout-menu-" + at);
            REQUIRE(h.press("settings"));
            check_scene(h, "settings");
            h.key(SDLK_ESCAPE);
            REQUIRE(h.press("new"));
            auto* setup = h.as<SetupScene>();
            REQUIRE(h.press("rules:base"));
            REQUIRE(h.scene() == "rules");
            check_scene(h, "rules");
            h.shot("layout-rules-" + at);
            h.key(SDLK_ESCAPE);
            for (const char* id : {"exp:river", "exp:abbot", "exp:inns-cathedrals",
                                   "exp:traders-builders", "exp:princess-dragon"}) {
                INFO(id << " at " << at);
                const bool shown = h.reveal(id);
                if (!shown) {  // say where it stood, for a failure that only parallel runs showed
                    const Widget* w = h.widget(id);
                    INFO("scene " << h.scene() << ", widget "
                                  << (w ? std::to_string(w->rect.y) + "+" +
                                              std::to_string(w->rect.h) + " in clip " +
                                              std::to_string(w->clip.y) + "+" +
                                              std::to_string(w->clip.h)
                                        : std::string("missing")));
                    CHECK(shown);
                }
                REQUIRE(shown);
                if (!h.widget(id)->checked) REQUIRE(h.press(id));
                REQUIRE(h.widget(id)->checked);
            }
            // Six seats need Inns & Cathedrals; a bounded loop fails rather than spins.
            for (int i = 0; i < 6 && setup->seats() < 6; ++i) REQUIRE(h.press("add"));
            REQUIRE(setup->seats() == 6);
            check_scene(h, "setup with six seats");
            h.shot("layout-setup-" + at);
            // The game with six seats and every expansion: the tile step, then a crowded figure
            // step.
            auto* g = start_game(h, six_players(all, {"BA/RRR", "BA/RFr", "BA/RFr"}));
            REQUIRE(g);
            h.wait(3200);  // past the banner
            check_scene(h, "game, tile step");
            check_side(h, *g);
            h.shot("layout-game-" + at);
            h.key(SDLK_TAB);
            h.key(SDLK_RETURN);
            REQUIRE(g->session().state().phase == Phase::PlaceFigure);
            check_scene(h, "game, figure step");
            check_side(h, *g);
            h.shot("layout-figure-" + at);
            h.key(SDLK_1);
            if (g->choices().open_place() >= 0) {
                check_scene(h, "game, choosing a figure");
                check_side(h, *g);
                h.key(SDLK_ESCAPE);
            }
            h.key(SDLK_ESCAPE);
            REQUIRE(h.scene() == "pause");
            check_scene(h, "game menu");
            h.shot("layout-pause-" + at);
            // The last item of the menu can be reached.
            CHECK(inside_rect(h.widget("quit")->rect, {0, 0, h.app->width(), h.app->height()}));
            REQUIRE(h.press("help"));
            check_scene(h, "controls");
            h.key(SDLK_ESCAPE);
            h.key(SDLK_ESCAPE);
            h.key(SDLK_s, KMOD_CTRL);
            REQUIRE(h.scene() == "save");
            check_scene(h, "save dialog");
            h.key(SDLK_ESCAPE);
            // The end screen of a game with every expansion, its column headers apart.
            g = start_game(h, six_players(all, {"BA/RFr"}));
            h.key(SDLK_TAB);
            h.key(SDLK_RETURN);
            if (g->session().state().phase == Phase::PlaceFigure) h.key(SDLK_SPACE);
            for (int i = 0; i < 20 && h.scene() != "end"; ++i) h.wait(640);
            REQUIRE(h.scene() == "end");
            h.key(SDLK_RETURN);
            check_scene(h, "end");
            h.shot("layout-end-" + at);
            auto* end = h.as<EndScene>();
            const auto& headers = end->header_rects();
            REQUIRE(headers.size() == end->columns().size() + 1);
            for (size_t i = 0; i < headers.size(); ++i) {
                CHECK(headers[i].w > 0);
                CHECK(inside_rect(headers[i], {0, 0, h.app->width(), h.app->height()}));
                for (size_t j = 0; j < i; ++j)
                    CHECK_FALSE(SDL_HasIntersection(&headers[i], &headers[j]));
            }
            REQUIRE(h.press("review"));
            check_scene(h, "review");
            h.shot("layout-review-" + at);
            h.app->replace_all(make_menu_scene(*h.app));
            h.frame(2);
            REQUIRE(h.press("load"));
            check_scene(h, "load");
            h.shot("layout-load-" + at);
        }
}

TEST_CASE("the busiest figure step stays clear at every interface size", "[layout]") {
    // Six players with Inns & Cathedrals, Traders & Builders, the Abbot and the Princess & the
    // Dragon, turn 26: a city, two roads and four fields on the new tile, and the fairy's move
    // on a long line of its own; the prompt runs over three lines.
    const std::string path =
        std::string(CARC_TEST_SOURCE_DIR) + "/data/ui/busiest-figure-step.carc.json";
    for (int scale : {100, 150, 200}) {
        INFO("scale " << scale);
        Harness h(true, 1280, 800);
        h.app->settings().ui_scale_percent = scale;
        h.app->apply_settings();
        REQUIRE_FALSE(open_game_file(*h.app, path, OpenMode::Play));
        h.wait(3200);  // past the banner
        REQUIRE(h.scene() == "game");
        auto* g = h.as<GameScene>();
        REQUIRE(g->session().state().phase == Phase::PlaceFigure);
        CHECK(g->choices().places().size() >= 8);
        check_scene(h, "the busiest figure step");
        check_side(h, *g);
        h.shot("busiest-figure-" + std::to_string(scale));
    }
}

TEST_CASE("the log opens over the board where the side panel has no room for it", "[layout]") {
    // Six seats at 200 % in 1280x800: the scoreboard and the buttons fill the side panel, and
    // the log's heading is all that is left of it there.
    const std::string path =
        std::string(CARC_TEST_SOURCE_DIR) + "/data/ui/busiest-figure-step.carc.json";
    Harness h(true, 1280, 800);
    h.app->settings().ui_scale_percent = 200;
    h.app->apply_settings();
    REQUIRE_FALSE(open_game_file(*h.app, path, OpenMode::Play));
    h.wait(3200);
    REQUIRE(h.scene() == "game");
    auto* g = h.as<GameScene>();
    h.app->render_frame();
    CHECK(g->log_rows().empty());
    const std::vector<std::string> lines = g->log_lines();
    REQUIRE(lines.size() >= 10);
    const SDL_Rect window{0, 0, h.app->width(), h.app->height()};
    const Widget* button = h.widget("log");
    REQUIRE(button);
    CHECK(inside_rect(button->rect, window));

    REQUIRE(h.press("log"));
    h.frame(2);
    CHECK(g->log_open());
    // Over the board, clear of the side panel, with a row for every line this game has logged
    // (the newest at the bottom).
    const SDL_Rect area = g->log_area();
    CHECK(inside_rect(area, window));
    CHECK(area.x + area.w <= g->actions_area().x);
    const auto rows = g->log_rows();
    CHECK(rows.size() == lines.size());
    REQUIRE_FALSE(rows.empty());
    CHECK(rows.front().second == static_cast<int>(lines.size()) - 1);
    for (const auto& [row, entry] : rows) CHECK(inside_rect(row, area));
    h.shot("log-open-200");
    // Its lines answer the pointer as in the side panel: the feature of a score lights up, a
    // click opens the rule the line applies.
    int score_row = -1;
    for (size_t i = 0; i < rows.size(); ++i)
        if (lines[static_cast<size_t>(rows[i].second)].rfind("City, 3 tiles", 0) == 0)
            score_row = static_cast<int>(i);
    REQUIRE(score_row >= 0);
    const auto [row, entry] = rows[static_cast<size_t>(score_row)];
    h.move(row.x + row.w / 3, row.y + row.h / 2);
    CHECK(g->hovered_log_entry() == entry);
    h.click(row.x + row.w / 3, row.y + row.h / 2);
    h.frame(2);
    CHECK(h.scene() == "rules");
    // Esc closes the rules, then the log, and only then would open the menu.
    h.key(SDLK_ESCAPE);
    REQUIRE(h.scene() == "game");
    CHECK(g->log_open());
    h.key(SDLK_ESCAPE);
    CHECK(h.scene() == "game");
    CHECK_FALSE(g->log_open());
    // L opens and closes it too, also while a place is being chosen.
    h.key(SDLK_l);
    CHECK(g->log_open());
    h.key(SDLK_l);
    CHECK_FALSE(g->log_open());
    CHECK(g->session().state().phase == Phase::PlaceFigure);
}

TEST_CASE("the review's log keeps its room: the chart gives way, and it opens over the board",
          "[layout]") {
    const std::string path =
        std::string(CARC_TEST_SOURCE_DIR) + "/data/ui/busiest-figure-step.carc.json";
    const SDL_Rect window{0, 0, 1280, 800};
    {
        // At 100 % the side panel has the chart and the log under it. At the start six scores
        // of 0 end in one point: their chips stack upwards inside the chart, not down over the
        // log's heading and its button.
        Harness h(true, 1280, 800);
        h.app->settings().ui_scale_percent = 100;
        h.app->apply_settings();
        REQUIRE_FALSE(open_game_file(*h.app, path, OpenMode::Review));
        auto* review = h.as<ReviewScene>();
        REQUIRE(review);
        h.key(SDLK_HOME);
        h.app->render_frame();
        REQUIRE(review->chart_shown());
        const SDL_Rect chart = review->chart_area();
        REQUIRE(review->chart_chips().size() == 6);
        for (const SDL_Rect& chip : review->chart_chips()) {
            CHECK(chip.y >= chart.y);
            CHECK(chip.y + chip.h <= chart.y + chart.h);
            CHECK_FALSE(SDL_HasIntersection(&chip, &h.widget("log")->rect));
        }
        h.key(SDLK_END);
        h.key(SDLK_LEFT);  // a move of the last turn, with lines of its own
        h.app->render_frame();
        CHECK(review->chart_shown());
        CHECK_FALSE(review->log_rows().empty());
    }
    // Six seats at 200 %: the scoreboard and the buttons fill the panel; the chart gives way, and
    // still only the log's heading is left there, with its button.
    Harness h(true, 1280, 800);
    h.app->settings().ui_scale_percent = 200;
    h.app->apply_settings();
    REQUIRE_FALSE(open_game_file(*h.app, path, OpenMode::Review));
    REQUIRE(h.scene() == "review");
    auto* review = h.as<ReviewScene>();
    h.key(SDLK_END);
    h.key(SDLK_LEFT);  // a move of the last turn, with lines of its own
    h.app->render_frame();
    CHECK_FALSE(review->chart_shown());
    const SDL_Rect side_log = review->log_area();
    const Widget* button = h.widget("log");
    REQUIRE(button);
    CHECK(inside_rect(button->rect, window));
    check_scene(h, "review at 200 %");
    // Open over the board: every line of the turn, clear of the side panel, above the timeline.
    REQUIRE(h.press("log"));
    h.frame(2);
    CHECK(review->log_open());
    const SDL_Rect area = review->log_area();
    CHECK(inside_rect(area, window));
    CHECK(area.x + area.w <= side_log.x);
    CHECK(area.y + area.h <= review->track().y);
    const auto lines = review->log_lines();
    const auto rows = review->log_rows();
    REQUIRE_FALSE(rows.empty());
    // (each line's middle: a row reaches a few pixels around its words)
    for (const auto& [row, position] : rows)
        CHECK(contains(area, row.x + row.w / 2, row.y + row.h / 2));
    check_scene(h, "review, the log open at 200 %");
    h.shot("review-log-open-200");
    // A click on a line jumps to its action, as in the side panel.
    const auto [row, position] = rows.back();  // the turn's first line with an action
    const int before = review->position();
    h.click(row.x + row.w / 3, row.y + row.h / 2);
    CHECK(review->position() == position);
    CHECK(position != before);
    // Esc closes the log first, then leaves the review; L opens and closes it too.
    h.key(SDLK_ESCAPE);
    CHECK(h.scene() == "review");
    CHECK_FALSE(review->log_open());
    h.key(SDLK_l);
    CHECK(review->log_open());
    h.key(SDLK_l);
    CHECK_FALSE(review->log_open());
    h.key(SDLK_ESCAPE);
    CHECK(h.scene() != "review");
}

TEST_CASE("the supply icons name what they are and how many are left", "[layout]") {
    Harness h(false);
    Setup s = two_players();
    s.expansions = {"base", "abbot", "inns-cathedrals", "traders-builders"};
    auto* g = start_game(h, s);
    h.wait(3200);
    h.app->render_frame();
    std::vector<ScoreboardItem> supply;
    for (const ScoreboardItem& i : g->score_items())
        if (i.kind == ScoreboardItem::Kind::Supply) supply.push_back(i);
    // Two rows of followers, large meeple, abbot, builder, pig and three goods.
    REQUIRE(supply.size() == 16);
    for (const ScoreboardItem& i : supply) CHECK(i.rect.h >= 14);  // no longer ~10 px
    auto it = std::find_if(supply.begin(), supply.end(), [](const ScoreboardItem& i) {
        return i.tip.rfind("Large meeple", 0) == 0;
    });
    REQUIRE(it != supply.end());
    const ScoreboardItem& large = *it;
    CHECK(large.tip == "Large meeple: 1 of 1 left");
    h.move(large.rect.x + large.rect.w / 2, large.rect.y + large.rect.h / 2);
    h.app->render_frame();
    CHECK(h.app->tooltips() == std::vector<std::string>{"Large meeple: 1 of 1 left"});
}
