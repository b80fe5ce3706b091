// What a player still saw wrong at 200 % and in busy games (issue 31, items 3, 4 and 8): the
// board framed inside the free area for the busiest figure step, fitted into the largest free
// rectangle on a tile step, the ransom's prompt clear of the tower, the Sound switch, the
// single-fit labels, the corner card's rows and the log whole at 200 %, and the log rewritten
// when the language changes.
#include <algorithm>
#include <catch2/catch.hpp>

#include "board/framing.hpp"
#include "board/learning_aids.hpp"
#include "carc/engine.hpp"
#include "scenes/game_scene.hpp"
#include "shell/text.hpp"
#include "shell/theme.hpp"
#include "ui_harness.hpp"

using namespace carc;
using namespace carc::app;
using carc::app::test::continue_game;
using carc::app::test::Harness;

namespace busy_table_ui {

std::string busy_save(const std::string& setup, const std::string& actions) {
    return R"({"format": "carcassonne-save", "version": 2, "name": "test", "setup": )" + setup +
           R"(, "actions": [)" + actions + "]}";
}

// Anna and Ben: Anna's follower on a city closed at once (a scoring in the log), then a road.
constexpr const char* kScoredSetup =
    R"({"expansions": ["base"], "options": {},
        "players": [{"name": "Anna", "color": "red"}, {"name": "Ben", "color": "blue"}],
        "draw_order": ["BA/C", "BA/RFr", "BA/RFr", "BA/RFr"], "seed": 1})";
constexpr const char* kScoredActions = R"(
        {"type": "place", "tile": "BA/C", "x": 0, "y": -1, "rotation": 2},
        {"type": "deploy", "figure": "follower", "feature": "city", "location": "S"},
        {"type": "place", "tile": "BA/RFr", "x": 1, "y": 0, "rotation": 0}, {"type": "pass"})";

struct BusyEnglishAfter {
    ~BusyEnglishAfter() { set_language("en"); }
};

}  // namespace busy_table_ui

using namespace busy_table_ui;

TEST_CASE("the log's lines already written follow a switch of language", "[i18n][layout]") {
    BusyEnglishAfter english_after;
    // The lines a scene opened in German writes, to compare with.
    std::vector<std::string> german;
    {
        Harness h(false);  // a new window starts in English
        REQUIRE(set_language("de", CARC_TEST_LOCALE_DIR));
        german = continue_game(h, busy_save(kScoredSetup, kScoredActions))->log_lines();
        set_language("en");
    }
    Harness h(false);
    GameScene* g = continue_game(h, busy_save(kScoredSetup, kScoredActions));
    const std::vector<std::string> english = g->log_lines();
    REQUIRE_FALSE(english.empty());
    REQUIRE(english != german);
    // The settings switch the language while the game stays open.
    REQUIRE(set_language("de", CARC_TEST_LOCALE_DIR));
    h.frame(2);
    CHECK(g->log_lines() == german);
}

namespace busy_table_ui {

// The panels the game screen drew over the board last frame: the toolbar's row, the corner card,
// the prompt and the banner.
std::vector<SDL_Rect> panels_drawn(Harness& h, GameScene& g) {
    const Widget* menu = h.widget("menu");
    REQUIRE(menu);
    const SDL_Rect& board = g.board().viewport();
    std::vector<SDL_Rect> out{{board.x, board.y, board.w, menu->rect.y + menu->rect.h}, g.card()};
    for (const SDL_Rect& r : {g.prompt_rect(), g.banner_rect()})
        if (r.w > 0) out.push_back(r);
    return out;
}

// The game of `save` at interface size `scale`, as the settings set it.
GameScene* continue_at_scale(Harness& h, int scale, const std::string& save) {
    h.app->settings().ui_scale_percent = scale;
    h.app->apply_settings();
    return continue_game(h, save);
}

// A game saved before version 3: the ransom is a step before Anna's tile, chosen beside the
// scoreboard; Ben's tower at (-1, 1), placed last, took her thief.
std::string ransom_save() {
    return busy_save(
        R"({"expansions": ["base", "tower"], "options": {},
            "players": [{"name": "Anna", "color": "red"}, {"name": "Ben", "color": "blue"}],
            "draw_order": ["BA/C", "BA/RFr", "BA/RFr", "TO/F", "BA/L"], "seed": 1})",
        R"({"type": "place", "tile": "BA/C", "x": 0, "y": -1, "rotation": 2},
           {"type": "deploy", "figure": "follower", "feature": "city", "location": "S"},
           {"type": "place", "tile": "BA/RFr", "x": 1, "y": 0, "rotation": 0}, {"type": "pass"},
           {"type": "place", "tile": "BA/RFr", "x": -1, "y": 0, "rotation": 0},
           {"type": "deploy", "figure": "follower", "feature": "road", "location": "WE"},
           {"type": "place", "tile": "TO/F", "x": -1, "y": 1, "rotation": 0},
           {"type": "add_tower_piece", "x": -1, "y": 1},
           {"type": "capture", "figure": "follower", "feature": "road", "location": "WE", "x": -1,
            "y": 0, "player": 0})");
}

std::string busy_path() {
    return std::string(CARC_TEST_SOURCE_DIR) + "/data/ui/busy-figure-step-200.carc.json";
}

}  // namespace busy_table_ui

TEST_CASE("at 200 %, the busiest figure step is framed inside the free board, the new tile too",
          "[framing][layout]") {
    // Three players with seven expansions, turn 41 (seed 1): Bernd's figure step offers five
    // places on the new tile (the shepherd beside the farmers) and six elsewhere (lit features
    // anywhere on the board, the towers).
    for (const SDL_Point size : {SDL_Point{1280, 800}, SDL_Point{800, 560}})
        for (const int scale : {100, 200}) {
            INFO(size.x << "x" << size.y << " at " << scale << " %");
            Harness h(false, size.x, size.y);
            h.app->settings().ui_scale_percent = scale;
            h.app->apply_settings();
            REQUIRE_FALSE(open_game_file(*h.app, busy_path(), OpenMode::Play));
            h.frame(2);
            auto* g = h.as<GameScene>();
            REQUIRE(g);
            REQUIRE(g->session().state().phase == Phase::PlaceFigure);
            REQUIRE(g->choices().places().size() >= 8);
            h.wait(3200);  // past the banner, as the player sees it after a while
            h.shot("busy-figure-" + std::to_string(size.x) + "-" + std::to_string(scale));
            const GameState& s = g->session().state();
            std::vector<Pos> squares{s.board.tile(s.placed_tile).pos};
            for (const ChoicePlace& p : g->choices().places()) squares.push_back(p.tile);
            // In 1280x800 the whole board fits beside the card, under the prompt: none of it runs
            // off the window's edge (it did at 200 %, the new tile at the edge).
            if (size.x == 1280)
                for (const PlacedTile& t : s.board.tiles()) squares.push_back(t.pos);
            const auto panels = panels_drawn(h, *g);
            for (Pos p : squares) {
                const SDL_Rect c = g->board().cell_rect(p);
                INFO("square " << p.x << ", " << p.y << " at " << c.x << ", " << c.y << " size " << c.w);
                CHECK(clear_of_panels(c, g->board().viewport(), panels));
            }
        }
}

TEST_CASE("the ransom's step keeps the tower that took the prisoner clear of its prompt",
          "[framing][tower]") {
    // A game saved before version 3: the ransom is a step before Anna's tile, chosen beside the
    // scoreboard; Ben's tower at (-1, 1), placed last, took her thief. In German the prompt runs
    // over four lines at 200 % (docs/tower-ransom-de-200.png showed it over the tower).
    BusyEnglishAfter english_after;
    const std::string save = ransom_save();
    for (const char* lang : {"en", "de"})
        for (const SDL_Point size : {SDL_Point{1280, 800}, SDL_Point{800, 560}})
            for (const int scale : {100, 200}) {
                INFO(lang << " " << size.x << "x" << size.y << " at " << scale << " %");
                Harness h(false, size.x, size.y);
                REQUIRE(set_language(lang, CARC_TEST_LOCALE_DIR));
                GameScene* g = continue_at_scale(h, scale, save);
                REQUIRE(g->session().state().phase == Phase::ModuleStep);
                REQUIRE(g->choices().empty());
                h.frame(2);
                h.app->render_frame();
                h.shot(std::string("busy-ransom-") + lang + "-" + std::to_string(size.x) + "-" +
                       std::to_string(scale));
                const SDL_Rect tower = g->board().cell_rect({-1, 1});
                std::vector<SDL_Rect> panels = panels_drawn(h, *g);
                panels.erase(std::remove_if(panels.begin(), panels.end(),
                                            [&](const SDL_Rect& r) {
                                                const SDL_Rect& b = g->banner_rect();
                                                return b.w > 0 && r.x == b.x && r.y == b.y &&
                                                       r.w == b.w && r.h == b.h;
                                            }),
                             panels.end());
                CHECK(clear_of_panels(tower, g->board().viewport(), panels));
            }
}

TEST_CASE("at 200 %, the Sound switch keeps its place in the toolbar", "[layout][sound]") {
    for (const SDL_Point size : {SDL_Point{1280, 800}, SDL_Point{800, 560}})
        for (const int scale : {100, 150, 200}) {
            INFO(size.x << "x" << size.y << " at " << scale << " %");
            Harness h(false, size.x, size.y);
            h.app->settings().ui_scale_percent = scale;
            h.app->apply_settings();
            REQUIRE_FALSE(open_game_file(*h.app, busy_path(), OpenMode::Play));
            h.frame(2);
            auto* g = h.as<GameScene>();
            REQUIRE(g);
            // In 1280x800 it stays at every size (at 200 % it was left off); in the smallest
            // window it may give way to the other tools' words, but is whole where it shows.
            const Widget* sound = h.widget("sound");
            if (size.x == 1280) REQUIRE(sound);
            if (!sound) continue;
            const SDL_Rect& board = g->board().viewport();
            CHECK(sound->rect.x + sound->rect.w <= board.x + board.w);
            // Its label whole beside its box, at the toolbar's font or the four fifths of it a
            // toggle takes before it shortens a label.
            const int font = (sound->font_px > 0 ? sound->font_px : h.app->px(14)) * 4 / 5;
            const int label_room = sound->rect.w - std::min(sound->rect.h - h.app->px(8), h.app->px(18)) -
                                   h.app->px(10) - 2 * h.app->px(8);
            CHECK(h.app->text().measure(sound->label, font, FontStyle::Bold).x <= label_room);
            for (const char* other : {"menu", "fit", "zoom-out", "zoom-in", "help", "tiles", "owners", "hint"})
                if (const Widget* w = h.widget(other)) {
                    INFO(other);
                    CHECK_FALSE(SDL_HasIntersection(&w->rect, &sound->rect));
                }
        }
}

TEST_CASE("framing: a board wider than its free part zooms out below the comfortable size",
          "[framing]") {
    // Sixteen tiles in a row in a board 800 wide: at 52 pixels a tile (832) both ends do not fit,
    // at 44 (704) they do.
    BoardView view;
    view.set_viewport({0, 0, 800, 600});
    int level = 0;
    while (BoardView::level_px(level) < 60) ++level;
    view.set_level(level);
    view.centre_on(0.5f, 0.5f);
    const std::vector<SDL_Rect> targets{view.cell_rect({-8, 0}), view.cell_rect({7, 0})};
    const std::vector<SDL_Rect> panels{{0, 0, 800, 56}};
    const Framing comfortable = frame_in_view(view, targets, panels, 48, 8, false);
    CHECK(comfortable.framed < 2);
    const Framing f = frame_in_view(view, targets, panels, 48, 8);
    REQUIRE(f.framed == 2);
    CHECK(BoardView::level_px(level - static_cast<int>(f.zoom)) < 48);
    apply_framing(view, f);
    for (Pos p : {Pos{-8, 0}, Pos{7, 0}}) CHECK(clear_of_panels(view.cell_rect(p), view.viewport(), panels));
}

TEST_CASE("at 200 %, a tile step fits the board into the largest part the panels leave free",
          "[layout][framing]") {
    // The same game one action earlier: Bernd's tile step, 41 tiles on the board. The prompt
    // stood above the corner card across the board and left it the strip above (22 pixels a
    // tile), while right of the card stayed empty.
    Harness h(false);
    h.app->settings().ui_scale_percent = 200;
    h.app->apply_settings();
    REQUIRE_FALSE(open_game_file(
        *h.app, std::string(CARC_TEST_SOURCE_DIR) + "/data/ui/busy-tile-step-200.carc.json", OpenMode::Play));
    h.frame(2);
    auto* g = h.as<GameScene>();
    REQUIRE(g);
    REQUIRE(g->session().state().phase == Phase::PlaceTile);
    h.wait(3200);
    h.shot("busy-tile-1280-200");
    const SDL_Rect& board = g->board().viewport();
    const auto panels = panels_drawn(h, *g);
    const auto rects = free_rects(board, panels);
    const auto largest = std::max_element(rects.begin(), rects.end(), [](const SDL_Rect& a, const SDL_Rect& b) {
        return a.w * a.h < b.w * b.h;
    });
    REQUIRE(largest != rects.end());
    CHECK(largest->w * largest->h * 10 >= board.w * board.h * 4);
    CHECK(g->board().tile_px() >= h.app->px(24));
    std::vector<Pos> cells = g->session().legal_cells();
    for (const PlacedTile& t : g->session().state().board.tiles()) cells.push_back(t.pos);
    for (Pos p : cells) {
        INFO("square " << p.x << ", " << p.y);
        CHECK(clear_of_panels(g->board().cell_rect(p), board, panels));
    }
}

// The game of tests/data/ui/busy-figure-step-200.carc.json, and the ransom's step in German,
// whose only line (the capture) is taller than the side panel's log at 200 %: opened at `scale`.
GameScene* open_for_log(Harness& h, int scale, bool ransom) {
    if (ransom) {
        REQUIRE(set_language("de", CARC_TEST_LOCALE_DIR));
        return continue_at_scale(h, scale, ransom_save());
    }
    h.app->settings().ui_scale_percent = scale;
    h.app->apply_settings();
    REQUIRE_FALSE(open_game_file(*h.app, busy_path(), OpenMode::Play));
    h.frame(2);
    return h.as<GameScene>();
}

TEST_CASE("the log shows whole rows: the oldest one shown is not cut by its top", "[layout]") {
    BusyEnglishAfter english_after;
    for (const bool ransom : {false, true})
        for (const int scale : {100, 200})
            for (const bool open : {false, true}) {
                INFO((ransom ? "the ransom in German" : "the busy game") << " at " << scale << " %"
                                                                        << (open ? ", opened over the board" : ""));
                Harness h(false);
                GameScene* g = open_for_log(h, scale, ransom);
                REQUIRE(g);
                if (open) g->open_log(true);
                h.frame(2);
                const SDL_Rect area = g->log_area();
                REQUIRE_FALSE(g->log_rows().empty());
                if (!ransom) REQUIRE(g->log_rows().size() < g->log_lines().size());  // more than it holds
                for (const auto& [row, entry] : g->log_rows()) {
                    INFO("entry " << entry);
                    CHECK(row.y + h.app->px(3) >= area.y);  // the row's words begin 3 below its box
                    if (g->log_rows().size() > 1) CHECK(row.y + row.h - h.app->px(6) <= area.y + area.h);
                }
            }
}

TEST_CASE("\"only 1 tile\" stays inside its square at every size from 44 pixels, at 200 % too",
          "[aids][layout]") {
    // At 52 pixels a tile the one-line pill (66 pixels) ran over the neighbouring squares.
    BusyEnglishAfter english_after;
    for (const char* lang : {"en", "de", "es", "fr", "nl"})
        for (const int scale : {100, 200}) {
            Harness h(false);
            REQUIRE(set_language(lang, CARC_TEST_LOCALE_DIR));
            h.app->settings().ui_scale_percent = scale;
            h.app->apply_settings();
            for (int level = 0; level < BoardView::levels(); ++level) {
                const int px = BoardView::level_px(level);
                if (px < 44) continue;
                INFO(lang << " at " << scale << " %, " << px << " pixels a tile");
                const SquareLabel label = single_fit_label(*h.app, px);
                CHECK(label.size.x <= px);
                CHECK(label.size.y <= px);
                CHECK(label.lines.size() <= 2);
            }
        }
}

TEST_CASE("at 200 %, each row of the corner card is as tall as its words: the fairy's move too",
          "[layout][choice]") {
    // Anna places a cloister at (0, 1) next to her thief at (1, 0) and her knight at (1, -1): the
    // fairy may join either (test_framing_ui.cpp's game). "Move the fairy next to your follower
    // at the next tile north-east" takes three lines at 200 %; its row held two and ran over the
    // card's footer.
    const std::string save = busy_save(
        R"({"expansions": ["base", "princess-dragon"], "options": {},
            "players": [{"name": "Anna", "color": "red"}, {"name": "Ben", "color": "blue"}],
            "draw_order": ["BA/RFr", "BA/C", "BA/C", "BA/RFr", "BA/L", "BA/RFr"], "seed": 1})",
        R"({"type": "place", "tile": "BA/RFr", "x": 1, "y": 0, "rotation": 0},
           {"type": "deploy", "figure": "follower", "feature": "road", "location": "WE"},
           {"type": "place", "tile": "BA/C", "x": 0, "y": -1, "rotation": 2}, {"type": "pass"},
           {"type": "place", "tile": "BA/C", "x": 1, "y": -1, "rotation": 0},
           {"type": "deploy", "figure": "follower", "feature": "city", "location": "N"},
           {"type": "place", "tile": "BA/RFr", "x": 2, "y": 0, "rotation": 0}, {"type": "pass"},
           {"type": "place", "tile": "BA/L", "x": 0, "y": 1, "rotation": 0})");
    for (const int scale : {100, 200}) {
        INFO(scale << " %");
        Harness h(false);
        GameScene* g = continue_at_scale(h, scale, save);
        REQUIRE(g->session().state().phase == Phase::PlaceFigure);
        h.frame(2);
        h.shot("busy-fairy-card-" + std::to_string(scale));
        const auto& rows = g->card_rows();
        REQUIRE(rows.size() >= 2);
        // The rows the card has no room for keep their markers and keys (at 200 %, the fairy's).
        CHECK(static_cast<int>(rows.size()) + g->hidden_rows() == static_cast<int>(g->choices().places().size()));
        if (scale == 100) CHECK(rows.size() == g->choices().places().size());
        const SDL_Rect card = g->card();
        const int line = h.app->text().line_height(h.app->px(14), FontStyle::Bold);
        const std::vector<std::string>& texts = g->place_texts();
        for (size_t i = 0; i < rows.size(); ++i) {
            INFO("row " << i << ": " << texts[i]);
            // The words' lines at the narrowest room the row leaves them (key, one figure).
            const int room = rows[i].w - h.app->px(60);
            const int lines = h.app->text().get(texts[i], h.app->px(14), theme::kText, FontStyle::Bold, room).h / line;
            CHECK(rows[i].h >= lines * line);
            CHECK(rows[i].y + rows[i].h <= card.y + card.h - h.app->px(30));
            if (i > 0) CHECK(rows[i - 1].y + rows[i - 1].h <= rows[i].y);
        }
    }
}
