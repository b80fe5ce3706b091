// Headless play through the real client: menus, setup, placing tiles on highlighted squares,
// figures, skipping, taking back, the abbot, a short seeded game to its end screen. After each
// step the engine's state and what the panels show are checked against each other.
#include <algorithm>
#include <catch2/catch.hpp>
#include <fstream>

#include "carc/engine.hpp"
#include "data/save.hpp"
#include "scenes/end_scene.hpp"
#include "scenes/game_scene.hpp"
#include "scenes/menu_scene.hpp"
#include "scenes/overlays.hpp"
#include "scenes/setup_scene.hpp"
#include "shell/game_session.hpp"
#include "shell/theme.hpp"
#include "ui_harness.hpp"
#include "../scenario_files.hpp"

using namespace carc;
using namespace carc::app;
using carc::app::test::Harness;
using carc::app::test::place_first;
using carc::app::test::start_game;
using carc::app::test::two_players;

namespace {

// Checks that the scoreboard shows what the engine's state holds.
void check_panels(GameScene& g) {
    const GameState& s = g.session().state();
    const Ruleset& rules = g.session().rules();
    const auto rows = g.scoreboard();
    REQUIRE(rows.size() == s.players.size());
    // At the end, the final count is the end screen's to add.
    std::vector<int> final_count(s.players.size(), 0);
    bool final_part = false;
    if (s.phase == Phase::GameOver)
        for (const Event& e : g.session().events().back()) {
            final_part = final_part || std::holds_alternative<FinalScoringStarted>(e);
            if (const auto* se = std::get_if<ScoreEvent>(&e); se && final_part)
                for (const Award& a : se->awards)
                    final_count[static_cast<size_t>(a.player)] += a.points;
        }
    for (size_t p = 0; p < rows.size(); ++p) {
        CHECK(rows[p].name == rules.setup.players[p].name);
        CHECK(rows[p].score == s.players[p].score - final_count[p]);
        CHECK(rows[p].current ==
              (s.phase != Phase::GameOver && static_cast<int>(p) == s.current_player));
        // Every figure kind a player owns, with its count (neutral figures are nobody's).
        size_t owned = 0;
        for (const FigureDef& def : rules.figures) owned += !def.neutral;
        REQUIRE(rows[p].supply.size() == owned);
        for (const ScoreRow::Supply& item : rows[p].supply) {
            CHECK_FALSE(rules.figures[static_cast<size_t>(item.figure)].neutral);
            CHECK(item.count == s.players[p].supply[static_cast<size_t>(item.figure)]);
        }
    }
    // The log holds the engine's own words for every score so far.
    std::vector<std::string> expected;
    for (const Events& evs : g.session().events())
        for (const Event& e : evs)
            if (const auto* se = std::get_if<ScoreEvent>(&e))
                expected.push_back(describe(rules, *se));
    std::vector<std::string> shown;
    for (const std::string& line : g.log_lines())
        if (std::find(expected.begin(), expected.end(), line) != expected.end())
            shown.push_back(line);
    CHECK(shown == expected);
}

}  // namespace

TEST_CASE("main menu offers a new game, and Continue waits for an unfinished game", "[ui]") {
    Harness h;
    REQUIRE(h.app->ok());
    REQUIRE(h.scene() == "menu");
    REQUIRE(h.widget("New game"));
    CHECK(h.widget("New game")->enabled);
    // Nothing saved yet: Continue says why it is off; Load and Review can open any file.
    REQUIRE(h.widget("Continue"));
    CHECK_FALSE(h.widget("Continue")->enabled);
    CHECK(h.widget("Continue")->hint.find("No unfinished game") != std::string::npos);
    CHECK(h.widget("Load")->enabled);
    CHECK(h.widget("Review a saved game")->enabled);
    CHECK(h.widget("Settings")->enabled);
    h.frame(30);  // the landscape behind the menu fills in over a few frames
    h.shot("menu");
    // Keyboard: the focus starts on New game; Down skips the disabled Continue.
    CHECK(h.top()->widgets()->focus() == "new");
    h.key(SDLK_DOWN);
    CHECK(h.top()->widgets()->focus() == "load");
    h.key(SDLK_UP);
    CHECK(h.top()->widgets()->focus() == "new");
    for (int i = 0; i < 3; ++i) h.key(SDLK_DOWN);
    CHECK(h.top()->widgets()->focus() == "settings");
    h.key(SDLK_RETURN);
    CHECK(h.scene() == "settings");
    h.key(SDLK_ESCAPE);
    CHECK(h.scene() == "menu");
    h.press("Quit");
    CHECK(h.app->quitting());
}

TEST_CASE("setting up a two-player game and placing a tile on a highlighted square", "[ui]") {
    Harness h;
    REQUIRE(h.press("New game"));
    REQUIRE(h.scene() == "setup");
    auto* setup = h.as<SetupScene>();
    CHECK(setup->seats() == 2);
    // Rename the second seat and fix the seed.
    REQUIRE(h.press("name1"));
    for (int i = 0; i < 20; ++i) h.key(SDLK_BACKSPACE);
    h.type("Zoë");
    REQUIRE(h.press("seed"));
    h.type("42x");  // letters are ignored in the seed
    h.key(SDLK_RETURN);
    CHECK(setup->setup().seed == 42);
    CHECK(setup->setup().players[1].name == "Zoë");
    h.shot("setup");
    h.key(SDLK_RETURN);  // Enter starts the game once no field is being edited
    REQUIRE(h.scene() == "game");
    auto* g = h.as<GameScene>();
    CHECK(g->session().rules().setup.seed == 42);
    CHECK(g->session().rules().setup.players[1].name == "Zoë");
    CHECK(g->banner() == g->session().rules().setup.players[0].name + "'s turn");
    check_panels(*g);
    // The board is drawn: the start tile's middle is not the bare table.
    const SDL_Point mid = g->board().cell_centre({0, 0});
    const SDL_Color px = h.pixel(mid.x, mid.y);
    CHECK(!(px.r == theme::kTable.r && px.g == theme::kTable.g && px.b == theme::kTable.b));
    h.shot("game-start");

    const auto drawn = g->session().state().drawn;
    place_first(h, *g);
    const GameState& s = g->session().state();
    CHECK(s.board.tiles().size() == 2);
    CHECK(s.board.tiles().back().type == drawn);
    check_panels(*g);
    h.shot("after-place");
}

TEST_CASE("figure step deploys a follower on a marked spot and Space skips", "[ui]") {
    Harness h;
    auto* g = start_game(h, two_players({"BA/RFr", "BA/RFr", "BA/Rr", "BA/C"}));
    REQUIRE(g);
    for (int i = 0; i < 4; ++i) h.key(SDLK_PLUS);  // close enough for role labels on the board too
    place_first(h, *g);
    REQUIRE(g->session().state().phase == Phase::PlaceFigure);
    CHECK(g->prompt().find("a place for a figure") != std::string::npos);
    const auto& places = g->choices().places();
    REQUIRE_FALSE(places.empty());
    // Each place names its feature, each figure there its role.
    for (const ChoicePlace& p : places) {
        CHECK_FALSE(p.title.empty());
        for (const ChoiceOption& o : p.options) CHECK_FALSE(o.role.empty());
    }
    REQUIRE(places[0].options.size() == 1);  // the base game: a follower, nothing else
    const auto pts = g->place_points();
    h.move(static_cast<int>(pts[0].x), static_cast<int>(pts[0].y));
    h.shot("figure-step");
    h.click(static_cast<int>(pts[0].x), static_cast<int>(pts[0].y));
    const GameState& s = g->session().state();
    REQUIRE(s.figures.size() == 1);
    CHECK(s.figures[0].owner == 0);
    CHECK(s.current_player == 1);
    CHECK(g->scoreboard()[0].supply[0].count == 6);
    CHECK(g->banner() == "Bernd's turn");
    check_panels(*g);

    // Bernd places and skips.
    place_first(h, *g);
    if (g->session().state().phase == Phase::PlaceFigure) h.key(SDLK_SPACE);
    CHECK(g->session().state().figures.size() == 1);
    CHECK(g->session().state().current_player == 0);
    check_panels(*g);
}

TEST_CASE("pointing at a figure lights its feature and shows the engine's value", "[ui]") {
    Harness h;
    auto* g = start_game(h, two_players({"BA/RFr", "BA/RFr", "BA/Rr"}));
    place_first(h, *g);
    h.key(SDLK_1);  // the first figure choice
    REQUIRE(g->session().state().figures.size() == 1);
    const GameState& s = g->session().state();
    const SDL_FPoint p =
        g->board().feature_point(g->art(), s.board.tile(s.figures[0].tile), s.figures[0].local);
    h.move(static_cast<int>(p.x), static_cast<int>(p.y));
    CHECK(g->hovered_figure() == 0);
    h.shot("figure-hover");
    h.move(5, 400);
    CHECK(g->hovered_figure() == -1);
}

TEST_CASE("take back reaches the previous turn until the next tile is placed", "[ui]") {
    Harness h;
    auto* g = start_game(h, two_players({"BA/RFr", "BA/Rr", "BA/C", "BA/L"}));
    GameSession& session = g->session();
    const auto first_drawn = session.state().drawn;
    place_first(h, *g);
    REQUIRE(session.state().phase == Phase::PlaceFigure);
    h.key(SDLK_BACKSPACE);
    CHECK(session.state().phase == Phase::PlaceTile);
    CHECK(session.state().board.tiles().size() == 1);
    CHECK(session.state().drawn == first_drawn);
    // Place again, skip: Bernd's turn. Ctrl+Z still takes Anna's turn back.
    place_first(h, *g);
    h.key(SDLK_SPACE);
    REQUIRE(session.state().current_player == 1);
    h.key(SDLK_z, KMOD_CTRL);
    CHECK(session.state().current_player == 0);
    CHECK(session.state().phase == Phase::PlaceFigure);
    h.key(SDLK_SPACE);
    // Bernd places: Anna's turn is now confirmed and stays.
    place_first(h, *g);
    const int before = session.actions();
    for (int i = 0; i < 4; ++i) h.key(SDLK_BACKSPACE);
    CHECK(session.actions() == before - 1);
    CHECK(session.state().current_player == 1);
    CHECK(session.state().phase == Phase::PlaceTile);
    check_panels(*g);
}

TEST_CASE("R cycles only through the rotations that fit the hovered square", "[ui]") {
    Harness h;
    auto* g = start_game(h, two_players({"BA/Rr", "BA/RFr"}));
    GameSession& session = g->session();
    // A square where more than one rotation fits.
    std::optional<Pos> cell;
    for (Pos p : session.legal_cells())
        if (session.distinct_rotations(p).size() > 1) cell = p;
    REQUIRE(cell);
    const auto legal = session.distinct_rotations(*cell);
    const SDL_Point c = g->board().cell_centre(*cell);
    h.move(c.x, c.y);
    CHECK(g->shown_rotation() == legal.front());  // first legal rotation
    std::vector<int> seen;
    for (size_t i = 0; i < legal.size(); ++i) {
        seen.push_back(g->shown_rotation());
        h.key(SDLK_r);
    }
    std::sort(seen.begin(), seen.end());
    auto sorted = legal;
    std::sort(sorted.begin(), sorted.end());
    CHECK(seen == sorted);
    CHECK(g->shown_rotation() == legal.front());  // back to the start after a full cycle
    // Right-click turns too; a click places in the shown rotation.
    h.click(c.x, c.y, SDL_BUTTON_RIGHT);
    const int shown = g->shown_rotation();
    CHECK(shown != legal.front());
    h.click(c.x, c.y);
    CHECK(session.state().board.tiles().back().rotation == shown);
}

TEST_CASE("keyboard only play with Tab and Enter and number keys", "[ui]") {
    Harness h;
    auto* g = start_game(h, two_players({"BA/RFr", "BA/RFr"}));
    h.key(SDLK_TAB);
    REQUIRE(g->hovered_cell());
    h.key(SDLK_RETURN);
    REQUIRE(g->session().state().board.tiles().size() == 2);
    if (g->session().state().phase == Phase::PlaceFigure) {
        h.key(SDLK_1);
        CHECK(g->session().state().figures.size() == 1);
    }
    // Zoom and pan keys move the camera, not the game.
    const int level = g->board().level();
    h.key(SDLK_PLUS);
    CHECK(g->board().level() == level + 1);
    h.key(SDLK_HOME);
    h.key(SDLK_a);
    CHECK(g->session().state().board.tiles().size() == 2);
}

TEST_CASE("the abbot can be taken back for its points", "[ui]") {
    Harness h;
    Setup s = two_players({"BA/L", "BA/RFr", "BA/RFr", "BA/RFr", "BA/RFr"});
    s.expansions = {"base", "abbot"};
    auto* g = start_game(h, s);
    GameSession& session = g->session();
    const int abbot = session.rules().figure("abbot");
    REQUIRE(abbot >= 0);
    place_first(h, *g);
    // Anna puts her abbot on the monastery: the place offers a follower and the abbot.
    const auto& places = g->choices().places();
    auto it = std::find_if(places.begin(), places.end(),
                           [](const ChoicePlace& p) { return p.kind == FeatureKind::Monastery; });
    REQUIRE(it != places.end());
    REQUIRE(it->options.size() == 2);
    CHECK(it->options[1].role == "abbot");
    const SDL_FPoint p = g->place_points()[static_cast<size_t>(it - places.begin())];
    h.click(static_cast<int>(p.x), static_cast<int>(p.y));
    REQUIRE(g->choices().open_place() >= 0);
    h.key(SDLK_2);  // the second figure that fits there: the abbot
    REQUIRE(session.state().figures.size() == 1);
    CHECK(session.state().figures[0].kind == abbot);
    // Bernd skips, Anna's next turn offers "take back".
    place_first(h, *g);
    if (session.state().phase == Phase::PlaceFigure) h.key(SDLK_SPACE);
    place_first(h, *g);
    REQUIRE(session.state().phase == Phase::PlaceFigure);
    const auto& now = g->choices().places();
    REQUIRE_FALSE(now.empty());
    REQUIRE(now.back().take_back);
    CHECK(now.back().title.find("Take back the abbot (+") == 0);
    const int score = session.state().players[0].score;
    h.shot("abbot-take-back");
    h.key(SDLK_1 + static_cast<SDL_Keycode>(now.size() - 1));  // its number
    h.frame(20);
    h.shot("score-animation");
    CHECK(session.state().figures.empty());
    CHECK(session.state().players[0].score > score);
    CHECK(session.state().players[0].supply[static_cast<size_t>(abbot)] == 1);
    check_panels(*g);
    CHECK(g->log_lines().back().find("Abbot taken back") != std::string::npos);
}

TEST_CASE("a short seeded game played to the end screen", "[ui]") {
    Harness h;
    auto* g = start_game(h, two_players({"BA/RFr", "BA/C", "BA/CFC.2", "BA/Rr", "BA/L", "BA/RRR",
                                         "BA/C", "BA/RFr"}));
    GameSession& session = g->session();  // the end scene keeps the session alive
    int turns = 0;
    while (h.scene() == "game" && turns < 20) {
        GameScene* game = h.as<GameScene>();
        if (game->session().over()) {
            h.wait(1280);  // the end screen follows once the last points have shown
            continue;
        }
        place_first(h, *game);
        if (game->session().state().phase == Phase::PlaceFigure)
            h.key(turns % 2 ? SDLK_SPACE : SDLK_1);
        check_panels(*game);
        ++turns;
    }
    REQUIRE(h.scene() == "end");
    auto* end = h.as<EndScene>();
    const GameState& final_state = session.state();
    // Step through the final count: the totals run up to the engine's.
    h.key(SDLK_SPACE);
    h.key(SDLK_SPACE);
    h.shot("end-replay");
    while (!end->done()) {
        const auto before = end->shown_scores();
        h.key(SDLK_SPACE);
        const auto after = end->shown_scores();
        for (size_t p = 0; p < before.size(); ++p) CHECK(after[p] >= before[p]);
    }
    for (size_t p = 0; p < final_state.players.size(); ++p) {
        CHECK(end->shown_scores()[p] == final_state.players[p].score);
        for (ScoreCategory c : end->columns())
            CHECK(end->shown_categories()[p][static_cast<size_t>(c)] ==
                  final_state.players[p].by_category[static_cast<size_t>(c)]);
    }
    const auto winners = leaders(final_state);
    CHECK(
        end->headline().find(session.rules().setup.players[static_cast<size_t>(winners[0])].name) !=
        std::string::npos);
    CHECK(h.widget("Review this game")->enabled);
    h.shot("end-results");
    h.press("Main menu");
    CHECK(h.scene() == "menu");
}

TEST_CASE("rules texts open from the setup screen and close with Esc", "[ui]") {
    Harness h;
    h.press("New game");
    REQUIRE(h.press("rules:base"));
    REQUIRE(h.scene() == "rules");
    auto* rules = h.as<RulesOverlay>();
    CHECK(rules->title() == h.app->catalog()->find_expansion("base")->name);
    CHECK_FALSE(rules->blocks().empty());
    h.shot("rules");
    h.key(SDLK_ESCAPE);
    CHECK(h.scene() == "setup");
}

TEST_CASE("expansion switches keep requirements and show each expansion's options", "[ui]") {
    Harness h;
    h.press("New game");
    auto* setup = h.as<SetupScene>();
    // The River is listed below the fold among ten expansions: scrolled into view first.
    REQUIRE(h.reveal("exp:river"));
    h.press("exp:river");
    auto s = setup->setup();
    CHECK(std::find(s.expansions.begin(), s.expansions.end(), "river") != s.expansions.end());
    // Switching off the base game drops what needs it.
    REQUIRE(h.reveal("exp:base"));
    h.press("exp:base");
    s = setup->setup();
    CHECK(std::find(s.expansions.begin(), s.expansions.end(), "river") == s.expansions.end());
    REQUIRE(h.reveal("exp:river"));
    h.press("exp:river");  // brings the base game back
    s = setup->setup();
    CHECK(std::find(s.expansions.begin(), s.expansions.end(), "base") != s.expansions.end());
    // Options of the base game are offered; choosing one changes the setup.
    REQUIRE(h.reveal("opt:base.farmers"));
    h.press("opt:base.farmers");
    CHECK(setup->setup().options["base"]["farmers"] == "false");
    REQUIRE(h.reveal("opt:base.edition=1"));
    h.press("opt:base.edition=1");
    CHECK(setup->setup().options["base"]["edition"] == "1");
    // Seats: add up to five, remove down to two.
    for (int i = 0; i < 5; ++i) h.press("add");
    CHECK(setup->seats() == 5);
    CHECK_FALSE(h.widget("add")->enabled);
    for (int i = 0; i < 5; ++i) h.press("remove0");
    CHECK(setup->seats() == 2);
    // A game takes two players (002 lines 14-15): the last two seats stay, and the button says why.
    CHECK_FALSE(h.widget("remove0")->enabled);
    CHECK(h.widget("remove0")->hint == "Carcassonne takes at least 2 players.");
    const auto players = setup->setup().players;
    CHECK(players[0].color != players[1].color);
    // Inns & Cathedrals brings a sixth seat; switching it off again keeps the player, unseated.
    REQUIRE(h.reveal("exp:inns-cathedrals"));
    h.press("exp:inns-cathedrals");
    for (int i = 0; i < 5; ++i) h.press("add");
    CHECK(setup->seats() == 6);
    CHECK_FALSE(h.widget("add")->enabled);
    std::vector<std::string> colours;
    for (const PlayerSetup& p : setup->setup().players) colours.push_back(p.color);
    std::sort(colours.begin(), colours.end());
    CHECK(std::unique(colours.begin(), colours.end()) == colours.end());
    REQUIRE(h.reveal("exp:inns-cathedrals"));
    h.press("exp:inns-cathedrals");
    CHECK(setup->seats() == 6);
    CHECK_FALSE(setup->seat_problem().empty());
}

TEST_CASE("settings change and persist in the preferences folder", "[ui]") {
    Harness h;
    h.press("Settings");
    REQUIRE(h.scene() == "settings");
    h.shot("settings");
    h.press("animations:off");
    CHECK_FALSE(h.app->settings().animations);
    std::ifstream in(h.pref_dir + "/settings.json");
    REQUIRE(in);
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    CHECK(text.find("\"animations\": false") != std::string::npos);
    h.press("scale150");
    CHECK(h.app->scale() == Approx(1.5f));
    h.press("Close");
    CHECK(h.scene() == "menu");
}

TEST_CASE("the window survives resizing in the middle of a game", "[ui]") {
    Harness h;
    auto* g = start_game(h, two_players({"BA/RFr", "BA/RFr"}));
    SDL_SetWindowSize(h.app->window(), 900, 640);
    h.frame(3);
    CHECK(h.app->width() == 900);
    CHECK(g->board().viewport().w < 900);
    place_first(h, *g);
    CHECK(g->session().state().board.tiles().size() == 2);
    SDL_Event e{};
    e.type = SDL_WINDOWEVENT;
    e.window.event = SDL_WINDOWEVENT_MINIMIZED;
    h.push(e);
    h.frame(2);
    e.window.event = SDL_WINDOWEVENT_RESTORED;
    h.push(e);
    h.frame(2);
    h.key(SDLK_ESCAPE);
    CHECK(h.scene() == "pause");
    h.shot("pause");
    e = SDL_Event{};
    e.type = SDL_QUIT;
    h.push(e);
    h.frame();
    CHECK(h.app->quitting());
}

TEST_CASE("pointing at a log entry lights the feature that scored", "[ui]") {
    Harness h;
    // Anna closes the start tile's city with a one-sided city tile and puts a knight in it.
    auto* g = start_game(h, two_players({"BA/C", "BA/RFr", "BA/RFr"}));
    GameSession& session = g->session();
    const Pos north{0, -1};
    REQUIRE(session.legal_rotations(north) == std::vector<int>{2});
    const SDL_Point c = g->board().cell_centre(north);
    h.click(c.x, c.y);
    REQUIRE(session.state().phase == Phase::PlaceFigure);
    const auto& places = g->choices().places();
    auto knight = std::find_if(places.begin(), places.end(),
                               [](const ChoicePlace& p) { return p.kind == FeatureKind::City; });
    REQUIRE(knight != places.end());
    CHECK(knight->options[0].role == "knight");
    const SDL_FPoint p = g->place_points()[static_cast<size_t>(knight - places.begin())];
    h.click(static_cast<int>(p.x), static_cast<int>(p.y));
    REQUIRE(session.state().players[0].score == 4);
    const auto lines = g->log_lines();
    REQUIRE(lines.size() == 1);
    CHECK(lines[0] == "City, 2 tiles × 2 = 4 — Anna");
    REQUIRE(g->log_rows().size() == 1);
    const SDL_Rect row = g->log_rows()[0].first;
    h.move(row.x + row.w / 2, row.y + row.h / 2);
    CHECK(g->hovered_log_entry() == 0);
    h.shot("log-hover");
    h.move(row.x + row.w / 2, row.y - 200);
    CHECK(g->hovered_log_entry() == -1);
}

TEST_CASE("the board pans by dragging and zooms around the cursor", "[ui]") {
    Harness h;
    auto* g = start_game(h, two_players({"BA/RFr", "BA/RFr"}));
    BoardView& view = g->board();
    // Zooming keeps the board point under the cursor in place.
    const SDL_Point at{300, 250};
    const SDL_FPoint before = view.to_board(static_cast<float>(at.x), static_cast<float>(at.y));
    h.move(at.x, at.y);
    const int level = view.level();
    h.wheel(1);
    CHECK(view.level() == level + 1);
    const SDL_FPoint after = view.to_board(static_cast<float>(at.x), static_cast<float>(at.y));
    CHECK(after.x == Approx(before.x).margin(0.02));
    CHECK(after.y == Approx(before.y).margin(0.02));
    // A drag moves the board and places nothing, even when it ends on a lit square.
    const Pos cell = g->session().legal_cells().front();
    const SDL_Point c = view.cell_centre(cell);
    SDL_Event e{};
    e.type = SDL_MOUSEBUTTONDOWN;
    e.button.button = SDL_BUTTON_LEFT;
    e.button.x = c.x - 80;
    e.button.y = c.y;
    h.move(c.x - 80, c.y);
    h.push(e);
    h.frame();
    for (int dx = 20; dx <= 80; dx += 20) h.move(c.x - 80 + dx, c.y);
    e.type = SDL_MOUSEBUTTONUP;
    e.button.x = c.x;
    h.push(e);
    h.frame();
    CHECK(g->session().state().board.tiles().size() == 1);
    CHECK(view.cell_centre(cell).x == c.x + 80);
}

TEST_CASE("a square where the tile cannot go says why in the engine's words", "[ui]") {
    Harness h;
    // The start tile has a city on its north side: a road-only tile cannot go there.
    auto* g = start_game(h, two_players({"BA/RFr", "BA/RFr"}));
    const Pos north{0, -1};
    REQUIRE(g->session().legal_rotations(north).empty());
    const SDL_Point c = g->board().cell_centre(north);
    h.click(c.x, c.y);
    CHECK(g->session().state().board.tiles().size() == 1);
    CHECK(g->message().find("does not meet the city") != std::string::npos);
    h.shot("refused");
}

TEST_CASE("the end screen tells the points of inns apart", "[ui]") {
    Harness h;
    // The scenario of a completed road with an inn: Anna's thief scores 4 tiles x 2 = 8.
    auto save =
        read_save(carc::test_support::scenario_file(std::string(CARC_TEST_SOURCE_DIR), CARC_TEST_DATA_DIR, "inn-road-completed"));
    REQUIRE(save);
    Setup setup = save->game.setup;
    setup.players = {{"Anna", "red"}, {"Bernd", "blue"}};
    auto* g = start_game(h, setup);
    REQUIRE(g);
    GameSession& session = g->session();
    for (const ActionRecord& rec : save->game.actions) {
        auto a = resolve_action(session.rules(), session.state(), rec);
        REQUIRE(a);
        REQUIRE_FALSE(session.act(*a));
    }
    REQUIRE(session.over());
    for (int i = 0; i < 10 && h.scene() != "end"; ++i) h.wait(640);
    REQUIRE(h.scene() == "end");
    auto* end = h.as<EndScene>();
    h.key(SDLK_RETURN);  // skip the final count's replay
    REQUIRE(end->done());
    CHECK(end->elements_line(0) == "of which roads with an inn 8");
    CHECK(end->shown_scores()[0] == 8);
    h.shot("end-inn");
}

TEST_CASE("Fit shows a long row of tiles in the free area that draws it largest", "[ui]") {
    Harness h;
    GameScene* g = start_game(h, two_players(std::vector<std::string>(14, "BA/Rr")));
    REQUIRE(g);
    GameSession& session = g->session();
    // Every tile as far east as it goes: a row of fifteen tiles, one high.
    while (session.state().phase == Phase::PlaceTile) {
        const ActionList legal = legal_actions(session.rules(), session.state());
        const auto east = std::max_element(legal.begin(), legal.end(), [](const Action& a, const Action& b) {
            return a.pos.x < b.pos.x;
        });
        REQUIRE(east != legal.end());
        REQUIRE(session.act(*east) == std::nullopt);
        REQUIRE(session.act(pass_action()) == std::nullopt);
    }
    std::vector<Pos> cells = session.legal_cells();
    for (const PlacedTile& t : session.state().board.tiles()) cells.push_back(t.pos);
    h.frame(2);
    REQUIRE(h.press("fit"));
    h.frame(2);
    const auto& areas = g->free_areas_shown();
    REQUIRE(areas.size() >= 2);
    int best = 0;
    for (const SDL_Rect& a : areas) best = std::max(best, BoardView::fitting_level(cells, BoardView::levels() - 1, a));
    CHECK(g->board().level() == best);
    // And the whole row shows inside one free area.
    const bool inside = std::any_of(areas.begin(), areas.end(), [&](const SDL_Rect& a) {
        return std::all_of(cells.begin(), cells.end(), [&](Pos p) {
            const SDL_Rect c = g->board().cell_rect(p);
            return c.x >= a.x && c.y >= a.y && c.x + c.w <= a.x + a.w && c.y + c.h <= a.y + a.h;
        });
    });
    CHECK(inside);
}
