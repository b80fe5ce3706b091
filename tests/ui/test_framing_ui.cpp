// Framing each choice (issue 31, item 3 and item 4's card): when a step opens, every target of
// the choice is on the board and clear of the panels over it (the toolbar, the banner, the prompt,
// the corner card), the view zooming out when it must; the banner never covers a lit tile; the
// corner card covers at most a quarter of the board; and the player's own panning stays until the
// next choice. First frame_choice alone, on rectangles, then the game screen, headless.
#include <algorithm>
#include <catch2/catch.hpp>

#include "board/board_view.hpp"
#include "board/choice_layer.hpp"
#include "board/framing.hpp"
#include "carc/engine.hpp"
#include "modules/tower.hpp"
#include "scenes/game_scene.hpp"
#include "ui_harness.hpp"

using namespace carc;
using namespace carc::app;
using carc::app::test::continue_game;
using carc::app::test::Harness;

namespace framing_ui {

SDL_Rect moved(const SDL_Rect& r, SDL_FPoint by) {
    return {r.x + static_cast<int>(by.x), r.y + static_cast<int>(by.y), r.w, r.h};
}

std::string save_of(const std::string& setup, const std::string& actions) {
    return R"({"format": "carcassonne-save", "version": 2, "name": "test", "setup": )" + setup +
           R"(, "actions": [)" + actions + "]}";
}

// The panels the game screen drew over the board last frame: the toolbar's row, the corner card,
// the prompt and the banner.
std::vector<SDL_Rect> drawn_panels(Harness& h, GameScene& g) {
    const Widget* menu = h.widget("menu");
    REQUIRE(menu);
    const SDL_Rect& board = g.board().viewport();
    std::vector<SDL_Rect> out{{board.x, board.y, board.w, menu->rect.y + menu->rect.h}, g.card()};
    for (const SDL_Rect& r : {g.prompt_rect(), g.banner_rect()})
        if (r.w > 0) out.push_back(r);
    return out;
}

// Each square the step's places lie on, and `also`, is on the board and under no panel.
void check_framed(Harness& h, GameScene& g, std::vector<Pos> also = {}) {
    h.app->render_frame();
    std::vector<Pos> squares = std::move(also);
    for (const ChoicePlace& p : g.choices().places()) squares.push_back(p.tile);
    REQUIRE_FALSE(squares.empty());
    const auto panels = drawn_panels(h, g);
    for (Pos p : squares) {
        INFO("square " << p.x << ", " << p.y);
        CHECK(clear_of_panels(g.board().cell_rect(p), g.board().viewport(), panels));
    }
}

// Moves the board so that square `p`'s top left corner lies at screen point (x, y), as the
// player's dragging would.
void drag_square_to(GameScene& g, Pos p, int x, int y) {
    const SDL_Rect c = g.board().cell_rect(p);
    g.board().pan(static_cast<float>(x - c.x), static_cast<float>(y - c.y));
}

// Anna (red) and Ben (blue) with P&D: three straight road tiles east of the start, the volcano
// west of it and Anna's dragon tile at the east end, up to her figure step on the dragon tile.
constexpr const char* kFlightSetup =
    R"({"expansions": ["base", "princess-dragon"], "options": {},
        "players": [{"name": "Anna", "color": "red"}, {"name": "Ben", "color": "blue"}],
        "draw_order": ["BA/RFr", "BA/RFr", "BA/RFr", "DG/RFr.v", "DG/RFr.d", "BA/RFr", "BA/RFr"],
        "seed": 1})";
constexpr const char* kFlightActions = R"(
        {"type": "place", "tile": "BA/RFr", "x": 1, "y": 0, "rotation": 0},
        {"type": "deploy", "figure": "follower", "feature": "road", "location": "WE"},
        {"type": "place", "tile": "BA/RFr", "x": 2, "y": 0, "rotation": 0}, {"type": "pass"},
        {"type": "place", "tile": "BA/RFr", "x": 3, "y": 0, "rotation": 0}, {"type": "pass"},
        {"type": "place", "tile": "DG/RFr.v", "x": -1, "y": 0, "rotation": 0},
        {"type": "place", "tile": "DG/RFr.d", "x": 4, "y": 0, "rotation": 0})";

// Anna and Ben with the Tower: Anna's follower east of the start, Ben's farmer west of it, and
// Anna's tower foundation south of Ben's tile, in her figure step (test_tower_ui.cpp's game).
std::shared_ptr<GameSession> tower_game(const Catalog& catalog) {
    Setup setup;
    setup.expansions = {"base", "tower"};
    setup.players = {{"Anna", "red"}, {"Ben", "blue"}};
    setup.seed = 1;
    setup.draw_order = {"BA/RFr", "BA/RFr", "TO/F", "BA/RFr", "BA/RFr"};
    auto rules = load_ruleset(setup, catalog);
    if (!rules) FAIL(rules.error());
    auto session = std::make_shared<GameSession>(catalog, std::move(*rules));
    auto play = [&](const std::function<bool(const Action&)>& pick) {
        const ActionList& legal = session->legal();
        const auto it = std::find_if(legal.begin(), legal.end(), pick);
        REQUIRE(it != legal.end());
        REQUIRE_FALSE(session->act(*it));
    };
    auto place = [](Pos p) {
        return [p](const Action& a) { return is_place(a) && a.pos == p && a.rotation == 0; };
    };
    auto deploy = [&](Pos p, FeatureKind kind) {
        return [&session, p, kind](const Action& a) {
            if (!is_deploy(a) || !(a.pos == p)) return false;
            const PlacedTile* t = session->state().board.at(p);
            return t && session->rules().tiles[t->type].features[static_cast<size_t>(a.feature)].kind == kind;
        };
    };
    play(place({1, 0}));
    play(deploy({1, 0}, FeatureKind::Road));
    play(place({-1, 0}));
    play(deploy({-1, 0}, FeatureKind::Field));
    play(place({-1, 1}));
    REQUIRE(session->state().phase == Phase::PlaceFigure);
    return session;
}

// Opens the tower game and raises the new tower by a click on its place on the corner card, after
// the player dragged the board a whole board's height down: the capture step opens.
GameScene* capture_step(Harness& h) {
    auto session = tower_game(*h.app->catalog());
    h.app->replace_all(make_game_scene(*h.app, session));
    h.frame(2);
    GameScene* g = h.as<GameScene>();
    REQUIRE(g);
    const auto tower = session->rules().catalog->kind("tower");
    int place = -1;
    const auto& places = g->choices().places();
    for (size_t i = 0; i < places.size(); ++i)
        if (places[i].tile == Pos{-1, 1} && tower && places[i].kind == *tower) place = static_cast<int>(i);
    REQUIRE(place >= 0);
    g->board().pan(0, static_cast<float>(g->board().viewport().h));
    h.frame();
    h.app->render_frame();
    const SDL_FPoint at = g->place_points()[static_cast<size_t>(place)];
    h.click(static_cast<int>(at.x), static_cast<int>(at.y));
    REQUIRE(session->state().phase == Phase::ModuleStep);
    REQUIRE(g->choices().places().size() == 1);
    REQUIRE(capturing_tower(session->rules(), session->state()) == Pos{-1, 1});
    return g;
}

}  // namespace framing_ui

using namespace framing_ui;

TEST_CASE("framing: targets already clear of the panels leave the view as it is", "[framing]") {
    FramingRequest q;
    q.board = {0, 0, 1000, 800};
    q.panels = {{0, 0, 1000, 56}, {16, 500, 400, 284}};
    q.targets = {{500, 300, 100, 100}, {700, 600, 100, 100}};
    q.zoom_px = {100, 80, 60};
    q.margin = 8;
    const Framing f = frame_choice(q);
    CHECK_FALSE(f.moved());
    CHECK(f.framed == 2);
}

TEST_CASE("framing: a target under the card moves the least way clear of it", "[framing]") {
    FramingRequest q;
    q.board = {0, 0, 1000, 800};
    q.panels = {{0, 0, 1000, 56}, {16, 500, 400, 284}};
    q.targets = {{100, 600, 100, 100}};
    q.zoom_px = {100, 80};
    q.margin = 8;
    const Framing f = frame_choice(q);
    CHECK(f.zoom == 0);
    // Up above the card (208 pixels) rather than right of it (324).
    CHECK(f.pan.x == 0);
    CHECK(f.pan.y == -208);
    CHECK(clear_of_panels(moved(q.targets[0], f.pan), q.board, q.panels));
}

TEST_CASE("framing: targets too far apart for any free part zoom out until they fit",
          "[framing]") {
    FramingRequest q;
    q.board = {0, 0, 1000, 800};
    q.panels = {{0, 0, 1000, 56}, {16, 500, 400, 284}};
    // Fourteen tiles across: 1400 pixels at 100 a tile, 1120 at 80, 840 at 60.
    q.targets = {{-800, 300, 100, 100}, {500, 300, 100, 100}};
    q.zoom_px = {100, 80, 60, 40};
    q.margin = 8;
    const Framing f = frame_choice(q);
    CHECK(f.zoom == 2);
    CHECK(f.framed == 2);
}

TEST_CASE("framing: when no size shows them all, the first targets are framed", "[framing]") {
    FramingRequest q;
    q.board = {0, 0, 1000, 800};
    q.panels = {{0, 0, 1000, 56}};
    q.targets = {{100, 100, 100, 100}, {300, 100, 100, 100}, {5000, 100, 100, 100}};
    q.zoom_px = {100};
    q.margin = 8;
    const Framing f = frame_choice(q);
    CHECK(f.framed == 2);
    for (size_t i = 0; i < 2; ++i) CHECK(clear_of_panels(moved(q.targets[i], f.pan), q.board, q.panels));
}

TEST_CASE("framing: the free parts of a board with a panel in its middle", "[framing]") {
    const auto rects = free_rects({0, 0, 100, 100}, {{40, 40, 20, 20}});
    // Left, right, above and below the panel, each across the whole board the other way.
    REQUIRE(rects.size() == 4);
    for (const SDL_Rect expected : {SDL_Rect{0, 0, 40, 100}, SDL_Rect{60, 0, 40, 100},
                                    SDL_Rect{0, 0, 100, 40}, SDL_Rect{0, 60, 100, 40}})
        CHECK(std::any_of(rects.begin(), rects.end(), [&](const SDL_Rect& r) {
            return r.x == expected.x && r.y == expected.y && r.w == expected.w && r.h == expected.h;
        }));
    CHECK(card_height_limit({0, 0, 930, 800}, 400) == 465);
}

TEST_CASE("the dragon's flight: the banner never covers the tile the dragon may enter",
          "[framing]") {
    Harness h(false);
    GameScene* g = continue_game(h, save_of(kFlightSetup, kFlightActions));
    GameSession& session = g->session();
    REQUIRE(session.state().phase == Phase::PlaceFigure);
    h.app->render_frame();
    // The player drags the row of tiles up until the dragon's first tile (east of the volcano)
    // stands in the middle of the board with its top quarter where the step's banner will be.
    const int tile = g->board().tile_px();
    const SDL_Rect& board = g->board().viewport();
    drag_square_to(*g, {0, 0}, board.x + board.w / 2 - tile / 2, h.app->px(64 + 74) - tile / 4);
    h.frame();
    REQUIRE(h.press("pass"));  // no figure: the flight begins
    int steps = 0;
    while (session.state().phase == Phase::ModuleStep && steps < 8) {
        INFO("step " << steps + 1);
        h.wait(300);  // the banner has faded in
        h.shot("framing-flight-" + std::to_string(steps + 1));
        // The banner names who steers, and leaves the lit tile free.
        CHECK(g->banner() == g->step_prompt());
        const SDL_Rect banner = g->banner_rect();
        CHECK(banner.w > 0);
        REQUIRE(g->choices().places().size() == 1);
        const SDL_Rect lit = g->board().cell_rect(g->choices().places().front().tile);
        CHECK_FALSE(SDL_HasIntersection(&banner, &lit));
        check_framed(h, *g);
        h.key(SDLK_1);
        ++steps;
    }
    CHECK(steps >= 4);
    CHECK(session.state().phase == Phase::PlaceTile);
}

TEST_CASE("a tower's capture brings the tower and the followers it reaches into view",
          "[framing]") {
    Harness h(false);
    GameScene* g = capture_step(h);
    h.shot("framing-capture");
    // The tower that captures and the follower it may take, both on the board and clear.
    check_framed(h, *g, {{-1, 1}});
}

TEST_CASE("the player's own panning stays until the next choice", "[framing]") {
    Harness h(false);
    GameScene* g = capture_step(h);
    check_framed(h, *g, {{-1, 1}});
    // The player moves the board away (D twice): it stays there, banner gone or not.
    const SDL_Rect before = g->board().cell_rect({-1, 1});
    h.key(SDLK_d);
    h.key(SDLK_d);
    const SDL_Rect after = g->board().cell_rect({-1, 1});
    CHECK(after.x < before.x);
    h.wait(4000);
    h.app->render_frame();
    CHECK(g->board().cell_rect({-1, 1}).x == after.x);
    CHECK(g->board().cell_rect({-1, 1}).y == after.y);
}

TEST_CASE("at 200 %, the fairy's followers and the new tile are framed clear of the prompt",
          "[framing]") {
    // Anna has a thief at (1, 0) and a knight at (1, -1), and places a cloister at (0, 1): the
    // fairy may join either follower (test_pd_ui.cpp's game). The player had dragged the board
    // so that the cloister's square lies in a corner of the free board, or in its middle.
    const std::string setup =
        R"({"expansions": ["base", "princess-dragon"], "options": {},
            "players": [{"name": "Anna", "color": "red"}, {"name": "Ben", "color": "blue"}],
            "draw_order": ["BA/RFr", "BA/C", "BA/C", "BA/RFr", "BA/L", "BA/RFr"], "seed": 1})";
    const std::string actions = R"(
        {"type": "place", "tile": "BA/RFr", "x": 1, "y": 0, "rotation": 0},
        {"type": "deploy", "figure": "follower", "feature": "road", "location": "WE"},
        {"type": "place", "tile": "BA/C", "x": 0, "y": -1, "rotation": 2}, {"type": "pass"},
        {"type": "place", "tile": "BA/C", "x": 1, "y": -1, "rotation": 0},
        {"type": "deploy", "figure": "follower", "feature": "city", "location": "N"},
        {"type": "place", "tile": "BA/RFr", "x": 2, "y": 0, "rotation": 0}, {"type": "pass"})";
    for (int corner = 0; corner < 3; ++corner) {
        INFO("corner " << corner);
        Harness h(false);
        h.app->settings().ui_scale_percent = 200;
        h.app->apply_settings();
        GameScene* g = continue_game(h, save_of(setup, actions));
        REQUIRE(g->session().state().phase == Phase::PlaceTile);
        h.app->render_frame();
        const int tile = g->board().tile_px();
        const SDL_Rect& board = g->board().viewport();
        const int top = h.app->px(64), left = board.x + h.app->px(16);
        const int right = board.x + board.w - tile - h.app->px(16);
        const SDL_Point at = corner == 0   ? SDL_Point{right, top}
                             : corner == 1 ? SDL_Point{left, top}
                                           : SDL_Point{board.x + (board.w - tile) / 2, top + tile};
        drag_square_to(*g, {0, 1}, at.x, at.y);
        h.frame();
        const SDL_Point c = g->board().cell_centre({0, 1});
        h.move(c.x, c.y);
        h.click(c.x, c.y);
        REQUIRE(g->session().state().phase == Phase::PlaceFigure);
        h.shot("framing-fairy-200-" + std::to_string(corner));
        check_framed(h, *g);
    }
}

TEST_CASE("the corner card covers at most a quarter of the board, also with many places",
          "[framing]") {
    // Ben's magic portal at (0, 1): every open feature of the board is a place of the step.
    const std::string setup =
        R"({"expansions": ["base", "princess-dragon"], "options": {},
            "players": [{"name": "Anna", "color": "red"}, {"name": "Ben", "color": "blue"}],
            "draw_order": ["BA/RFr", "BA/C", "DG/RRR.g", "BA/RFr"], "seed": 1})";
    const std::string actions = R"(
        {"type": "place", "tile": "BA/RFr", "x": 1, "y": 0, "rotation": 0}, {"type": "pass"},
        {"type": "place", "tile": "BA/C", "x": 0, "y": -1, "rotation": 2}, {"type": "pass"},
        {"type": "place", "tile": "DG/RRR.g", "x": 0, "y": 1, "rotation": 0})";
    for (const SDL_Point size : {SDL_Point{1280, 800}, SDL_Point{800, 560}}) {
        INFO(size.x << "x" << size.y);
        Harness h(false, size.x, size.y);
        GameScene* g = continue_game(h, save_of(setup, actions));
        REQUIRE(g->session().state().phase == Phase::PlaceFigure);
        REQUIRE(g->choices().places().size() >= 8);
        h.app->render_frame();
        h.shot("framing-portal-card-" + std::to_string(size.x));
        const SDL_Rect card = g->card(), board = g->board().viewport();
        CHECK(4 * card.w * card.h <= board.w * board.h);
        // The places the card has no room for keep their markers and keys.
        CHECK(static_cast<int>(g->card_rows().size()) + g->hidden_rows() ==
              static_cast<int>(g->choices().places().size()));
    }
}

TEST_CASE("a game opened straight into a step is framed like a choice opened in play",
          "[framing]") {
    // A save opened in the dragon's flight (Anna passed her figure step on the dragon tile) and
    // one opened in Anna's figure step on the tower she just placed (as a branch taken from the
    // review opens it): not only fitted, the step's places are framed.
    const std::string flight = save_of(kFlightSetup, std::string(kFlightActions) + R"(, {"type": "pass"})");
    const std::string tower = save_of(
        R"({"expansions": ["base", "tower"], "options": {},
            "players": [{"name": "Anna", "color": "red"}, {"name": "Ben", "color": "blue"}],
            "draw_order": ["BA/RFr", "BA/RFr", "TO/F", "BA/RFr", "BA/RFr"], "seed": 1})",
        R"({"type": "place", "tile": "BA/RFr", "x": 1, "y": 0, "rotation": 0},
           {"type": "deploy", "figure": "follower", "feature": "road", "location": "WE"},
           {"type": "place", "tile": "BA/RFr", "x": -1, "y": 0, "rotation": 0},
           {"type": "pass"},
           {"type": "place", "tile": "TO/F", "x": -1, "y": 1, "rotation": 0})");
    for (const std::string* save : {&flight, &tower})
        for (const SDL_Point size : {SDL_Point{1280, 800}, SDL_Point{800, 560}})
            for (const int scale : {100, 200}) {
                INFO((save == &flight ? "flight " : "tower ") << size.x << "x" << size.y << " at " << scale
                                                              << " %");
                Harness h(false, size.x, size.y);
                h.app->settings().ui_scale_percent = scale;
                h.app->apply_settings();
                GameScene* g = continue_game(h, *save);
                REQUIRE(g);
                REQUIRE_FALSE(g->choices().empty());
                h.frame(2);
                check_framed(h, *g);
            }
}

TEST_CASE("a game opened at 200 % is fitted clear of the prompt above the card", "[framing]") {
    // A column of six tiles south of the start, opened in Anna's tile step: the board is fitted
    // before any prompt was drawn, so the fit must lay the prompt out itself.
    std::string actions;
    for (int y = 1; y <= 5; ++y)
        actions += std::string(y > 1 ? ", " : "") + R"({"type": "place", "tile": "BA/RFr", "x": 0, "y": )" +
                   std::to_string(y) + R"(, "rotation": 0}, {"type": "pass"})";
    const std::string save = save_of(
        R"({"expansions": ["base"], "options": {},
            "players": [{"name": "Anna", "color": "red"}, {"name": "Ben", "color": "blue"}],
            "draw_order": ["BA/RFr", "BA/RFr", "BA/RFr", "BA/RFr", "BA/RFr", "BA/RFr"], "seed": 1})",
        actions);
    for (const int scale : {100, 200}) {
        INFO(scale << " %");
        Harness h(false);
        h.app->settings().ui_scale_percent = scale;
        h.app->apply_settings();
        GameScene* g = continue_game(h, save);
        REQUIRE(g);
        REQUIRE(g->session().state().phase == Phase::PlaceTile);
        h.frame(2);
        h.app->render_frame();
        h.shot("framing-opened-column-" + std::to_string(scale));
        const SDL_Rect prompt = g->prompt_rect(), card = g->card();
        REQUIRE(prompt.w > 0);
        for (const PlacedTile& t : g->session().state().board.tiles()) {
            INFO("tile at " << t.pos.x << ", " << t.pos.y);
            const SDL_Rect cell = g->board().cell_rect(t.pos);
            CHECK_FALSE(SDL_HasIntersection(&cell, &prompt));
            CHECK_FALSE(SDL_HasIntersection(&cell, &card));
        }
    }
}
