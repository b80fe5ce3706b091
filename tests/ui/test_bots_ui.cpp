// Computer players in the window (issue 14): a computer seat made in setup, kept in the save and
// in the remembered table, switched in the game menu; a person against the greedy computer, whose
// turn passes without input; a game of computers only, played to the end screen; take-back and
// leaving cancel the thought and leave no worker thread; the hint; the review's second opinion.
// Bots here answer at once (greedy) or with tiny budgets, and every wait for a worker thread is a
// bounded loop of frames that REQUIREs its outcome: nothing depends on the clock.
#include <SDL2/SDL.h>

#ifdef __linux__
#include <sys/resource.h>
#endif

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <functional>
#include <sstream>
#include <thread>

#include "data/save.hpp"
#include "scenes/review_scene.hpp"
#include "scenes/setup_scene.hpp"
#include "shell/i18n.hpp"
#include "ui_harness.hpp"

namespace carc::app::test {

namespace {

bool legal(const GameSession& s, const Action& a) {
    return std::find(s.legal().begin(), s.legal().end(), a) != s.legal().end();
}

}  // namespace

TEST_CASE("setup makes a computer seat, kept by the save, the settings and a loaded game",
          "[ui][bots]") {
    Harness h;
    REQUIRE(h.press("New game"));
    auto* setup = h.as<SetupScene>();
    REQUIRE(setup);
    const Widget* who = h.widget("who1");
    REQUIRE(who);
    CHECK(who->label == "Person");
    REQUIRE(h.press("who1"));
    CHECK(h.widget("who1")->label == "Computer · greedy");
    CHECK(setup->setup().players[1].computer == "greedy");
    // Around the levels and back to a person, then to medium.
    for (const char* level : {"easy", "medium", "hard", ""}) {
        REQUIRE(h.press("who1"));
        CHECK(setup->setup().players[1].computer == level);
    }
    REQUIRE(h.press("who1"));
    REQUIRE(h.press("who1"));
    REQUIRE(h.press("who1"));
    CHECK(setup->setup().players[1].computer == "medium");
    CHECK(setup->setup().players[0].computer.empty());
    h.shot("bots-setup");
    REQUIRE(h.press("start"));
    REQUIRE(h.scene() == "game");
    auto* g = h.as<GameScene>();
    CHECK(g->session().rules().setup.players[1].computer == "medium");
    // The table is remembered with its computer seat.
    REQUIRE(h.app->settings().players.size() == 2);
    CHECK(h.app->settings().players[1].computer == "medium");
    const Settings reread = read_settings(h.pref_dir + "/settings.json");
    REQUIRE(reread.players.size() == 2);
    CHECK(reread.players[1].computer == "medium");
    // The autosave says so, and a game loaded from it has the same seats.
    const std::string slot = g->session().info().autosave_path;
    auto save = read_save(slot);
    REQUIRE(save);
    CHECK(save->game.setup.players[0].computer.empty());
    CHECK(save->game.setup.players[1].computer == "medium");

    // The game menu's Seats… hands Anna's seat to the computer and Bernd's back to a person.
    h.key(SDLK_ESCAPE);
    REQUIRE(h.scene() == "pause");
    REQUIRE(h.press("seats"));
    REQUIRE(h.scene() == "seats");
    CHECK(h.widget("seat1")->label == "Computer · medium");
    REQUIRE(h.press("seat0"));
    CHECK(h.widget("seat0")->label == "Computer · greedy");
    REQUIRE(h.press("seat1"));  // medium → hard
    REQUIRE(h.press("seat1"));  // hard → person
    CHECK(h.widget("seat1")->label == "Person");
    h.shot("bots-seats");
    save = read_save(slot);
    REQUIRE(save);
    CHECK(save->game.setup.players[0].computer == "greedy");
    CHECK(save->game.setup.players[1].computer.empty());
    REQUIRE(h.press("close"));
    h.key(SDLK_ESCAPE);  // the game menu
    REQUIRE(h.scene() == "game");

    // Loaded again: Anna is the computer and plays at once; Bernd is a person.
    h.app->replace_all(make_menu_scene(*h.app));
    h.frame();
    REQUIRE_FALSE(open_game_file(*h.app, slot, OpenMode::Play));
    h.frame();
    g = h.as<GameScene>();
    REQUIRE(g);
    CHECK(g->session().rules().setup.players[0].computer == "greedy");
    CHECK(g->session().rules().setup.players[1].computer.empty());
    REQUIRE(frames_until(h, [&] { return g->session().state().current_player == 1; }));
    CHECK(g->session().actions() >= 1);
    CHECK_FALSE(g->computer_turn());
}

TEST_CASE("a person against the greedy computer: its turn passes without input", "[ui][bots]") {
    Harness h;
    Setup s = two_players({"BA/RFr", "BA/RFr", "BA/Rr", "BA/C", "BA/L", "BA/RFr"});
    s.players[1].computer = "greedy";
    auto* g = start_game(h, s);
    REQUIRE(g);
    CHECK_FALSE(g->computer_turn());
    CHECK(h.widget("hint"));  // hints are on by default
    place_first(h, *g);
    REQUIRE(g->session().state().phase == Phase::PlaceFigure);
    h.key(SDLK_SPACE);
    REQUIRE(g->session().state().current_player == 1);
    CHECK(g->computer_turn());
    CHECK(g->prompt().rfind("Bernd (computer)", 0) == 0);
    CHECK_FALSE(h.widget("rotate"));  // nothing of the computer's to choose
    // The computer's tile is shown sliding before it is placed, and a click on the board does
    // not play for it.
    REQUIRE(frames_until(h, [&] { return g->computer_showing().has_value(); }));
    const int before = g->session().actions();
    CHECK(g->prompt().rfind("Bernd (computer): ", 0) == 0);
    CHECK(g->prompt().find("Space shows it at once") != std::string::npos);
    h.shot("bots-sliding");
    const SDL_Rect vp = g->board().viewport();
    h.click(vp.x + vp.w / 2, vp.y + vp.h / 2);
    CHECK(g->session().actions() == before);
    // Without input, the computer finishes its turn and it is Anna's again.
    REQUIRE(frames_until(h, [&] { return g->session().state().current_player == 0; }));
    CHECK(g->session().actions() >= before + 1);
    CHECK_FALSE(g->computer_turn());
    CHECK(h.widget("rotate"));
    CHECK_FALSE(g->bot_threads_active());
    // The log and the scoreboard are the engine's, as for a person's move.
    CHECK(g->scoreboard()[1].score == g->session().state().players[1].score);
}

TEST_CASE("a game of computers only plays itself to the end screen", "[ui][bots]") {
    Harness h;
    Setup s = two_players({"BA/RFr", "BA/RFr", "BA/Rr", "BA/C", "BA/L", "BA/RFr", "BA/CFC.2",
                           "BA/RRR", "BA/Rr", "BA/L"});
    s.players[0].computer = "greedy";
    s.players[1].computer = "medium";
    h.app->settings().computer_speed = "instant";  // each move is still shown for a frame
    auto* g = start_game(h, s);
    REQUIRE(g);
    CHECK(g->computer_turn());
    CHECK_FALSE((h.widget("hint") && h.widget("hint")->enabled));
    bool slid = false;
    REQUIRE(frames_until(h, [&] {
        slid = slid || (h.as<GameScene>() && h.as<GameScene>()->computer_showing());
        return h.scene() == "end";
    }));
    CHECK(slid);
    CHECK(BotThinker::threads_alive() == 0);
}

TEST_CASE("take-back and leaving cancel the computer's thought and end its thread", "[ui][bots]") {
    Harness h;
    Setup s = two_players({"BA/RFr", "BA/RFr", "BA/Rr", "BA/C"});
    s.players[1].computer = "hard";
    h.app->settings().hard_ms = 30000;  // it would think for long: only a cancel ends it soon
    auto* g = start_game(h, s);
    place_first(h, *g);
    h.key(SDLK_SPACE);
    REQUIRE(g->computer_turn());
    REQUIRE(frames_until(
        h, [&] { return g->computer_thinking(); }, 50));
    CHECK(g->prompt() == "Bernd (computer) is thinking…");
    CHECK(BotThinker::threads_alive() == 1);
    // The window goes on: the board moves while the computer thinks.
    const SDL_FPoint before_pan = g->board().to_board(0, 0);
    h.key(SDLK_d);
    CHECK(g->board().to_board(0, 0).x != before_pan.x);
    // Take-back: Anna's skip is taken back, the thought is abandoned, the thread joined.
    const int actions = g->session().actions();
    h.key(SDLK_BACKSPACE);
    CHECK(g->session().actions() == actions - 1);
    CHECK_FALSE(g->computer_turn());
    CHECK_FALSE(g->bot_threads_active());
    CHECK(BotThinker::threads_alive() == 0);
    // Anna skips again; the computer thinks again; leaving ends the thought with the scene.
    h.key(SDLK_SPACE);
    REQUIRE(frames_until(
        h, [&] { return g->computer_thinking(); }, 50));
    CHECK(BotThinker::threads_alive() == 1);
    h.key(SDLK_ESCAPE);
    REQUIRE(h.scene() == "pause");
    h.frame(3);
    CHECK(g->session().actions() == actions);  // nothing is played under a dialog
    REQUIRE(h.press("leave"));
    h.frame();
    CHECK(h.scene() == "menu");
    CHECK(BotThinker::threads_alive() == 0);
}

#ifdef __linux__
// The threads of this process at the nice value `nice` (Linux keeps one per thread:
// /proc/self/task/TID/stat, the 19th field, counted after the command's closing parenthesis).
static int threads_at_nice(int nice) {
    int count = 0;
    for (const auto& entry : std::filesystem::directory_iterator("/proc/self/task")) {
        std::ifstream stat(entry.path() / "stat");
        std::string text((std::istreambuf_iterator<char>(stat)), std::istreambuf_iterator<char>());
        const size_t close = text.rfind(')');
        if (close == std::string::npos) continue;
        std::istringstream fields(text.substr(close + 2));
        std::string field;
        for (int i = 3; i <= 19 && fields >> field; ++i)
            if (i == 19 && std::stoi(field) == nice) ++count;
    }
    return count;
}

TEST_CASE("the window's computer searches on the threads of its setting, all below the window",
          "[ui][bots]") {
    Harness h;
    Setup s = two_players({"BA/RFr", "BA/RFr", "BA/Rr", "BA/C"});
    s.players[1].computer = "hard";
    h.app->settings().hard_ms = 30000;  // it thinks until cancelled
    h.app->settings().computer_threads = 2;
    // Run at nice 10 or more already (a niced test command), a thread cannot go below its
    // process's value, and the window's thread cannot be told from the computer's by it.
    const int own_nice = getpriority(PRIO_PROCESS, 0);
    const int expected = search_threads(2);  // 1 on a one-core machine
    auto* g = start_game(h, s);
    place_first(h, *g);
    h.key(SDLK_SPACE);
    REQUIRE(g->computer_turn());
    REQUIRE(frames_until(
        h,
        [&] {
            return g->computer_thinking() && (own_nice >= 10 || threads_at_nice(10) == expected);
        },
        200));
    CHECK(BotThinker::threads_alive() == 1);
    h.key(SDLK_BACKSPACE);  // take-back: the thought ends, every search thread with it
    CHECK_FALSE(g->bot_threads_active());
    if (own_nice < 10) CHECK(threads_at_nice(10) == 0);
}
#endif

TEST_CASE("the computer's search threads come from settings.json, within the machine's cores",
          "[ui][bots]") {
    CHECK(Settings{}.computer_threads == 2);
    CHECK(parse_settings(R"({"computer_threads": 1})").computer_threads == 1);
    CHECK(parse_settings(R"({"computer_threads": 0})").computer_threads == 2);    // out of range
    CHECK(parse_settings(R"({"computer_threads": "2"})").computer_threads == 2);  // not a number
    CHECK(search_threads(1) == 1);
    CHECK(search_threads(0) == 1);
    CHECK(search_threads(2) >= 1);
    CHECK(search_threads(2) <= 2);
    CHECK(search_threads(1000) ==
          static_cast<int>(std::max(1u, std::thread::hardware_concurrency())));
}

TEST_CASE("a take-back in a game with a computer reaches the person's last action", "[ui][bots]") {
    Harness h;
    Setup s = two_players({"BA/RFr", "BA/RFr", "BA/Rr", "BA/C", "BA/L"});
    s.players[1].computer = "greedy";
    h.app->settings().computer_speed = "instant";
    auto* g = start_game(h, s);
    place_first(h, *g);
    h.key(SDLK_SPACE);
    REQUIRE(frames_until(h, [&] { return g->session().state().current_player == 0; }));
    // Anna's turn again: Bernd's tile confirmed Anna's last turn, so only his moves are left.
    const int actions = g->session().actions();
    h.key(SDLK_BACKSPACE);
    CHECK(g->session().actions() == actions);
    CHECK(g->message() == "Only the computer's moves are left to take back this turn.");
    // Anna places her tile; a take-back takes exactly that back.
    place_first(h, *g);
    REQUIRE(g->session().actions() == actions + 1);
    h.key(SDLK_BACKSPACE);
    CHECK(g->session().actions() == actions);
    CHECK(g->message() == "Took back Anna's last action.");
}

TEST_CASE("the hint shows a legal action with its expected gain, and can be switched off",
          "[ui][bots]") {
    Harness h;
    h.app->settings().hard_ms = 20;  // the hint thinks at most as long as the hard computer
    auto* g = start_game(h, two_players({"BA/RFr", "BA/C", "BA/Rr", "BA/L"}));
    REQUIRE(h.widget("hint"));
    h.key(SDLK_h);
    REQUIRE(frames_until(h, [&] { return g->hint().has_value(); }));
    const GameScene::Hint& hint = *g->hint();
    REQUIRE_FALSE(hint.plan.empty());
    CHECK(legal(g->session(), hint.plan.front()));
    CHECK(is_place(hint.plan.front()));
    CHECK(g->prompt().rfind("Hint: place the tile as shown on the gold square", 0) == 0);
    CHECK(g->prompt().find(" · expected ") != std::string::npos);
    h.shot("bots-hint");
    // Playing a move puts the hint away; the button asks again, now for the figure step.
    place_first(h, *g);
    CHECK_FALSE(g->hint());
    REQUIRE(h.press("hint"));
    REQUIRE(frames_until(h, [&] { return g->hint().has_value(); }));
    CHECK(legal(g->session(), g->hint()->plan.front()));
    CHECK(g->prompt().rfind("Hint: ", 0) == 0);

    // Switched off in the settings: no button, and H is the controls again.
    h.app->settings().show_hints = false;
    h.frame();
    CHECK_FALSE(h.widget("hint"));
    h.key(SDLK_h);
    CHECK(h.scene() == "help");
}

}  // namespace carc::app::test

namespace carc::app::test {

TEST_CASE("the review's second opinion names the computer's choice and the difference",
          "[ui][bots][review]") {
    Harness h;
    h.app->settings().hard_ms = 20;  // the opinion thinks at most as long as the hard computer
    const std::string file =
        std::string(CARC_TEST_SOURCE_DIR) + "/scenarios/abbot-garden-completed.carc.json";
    REQUIRE_FALSE(open_game_file(*h.app, file, OpenMode::Review));
    h.frame();
    auto* review = h.as<ReviewScene>();
    REQUIRE(review);
    // At the start there is no move to weigh.
    h.key(SDLK_c);
    CHECK_FALSE(review->opinion());
    CHECK(review->message().find("no move to weigh") != std::string::npos);
    // The first move where the player had a choice.
    const GameSession& s = review->session();
    int move = 0;
    for (int k = 1; k <= s.actions() && move == 0; ++k)
        if (legal_actions(s.rules(), *s.snapshot(static_cast<size_t>(k - 1))).size() >= 2) move = k;
    REQUIRE(move > 0);
    review->jump(move);
    REQUIRE(h.press("opinion"));
    REQUIRE(frames_until(h, [&] { return review->opinion().has_value(); }));
    const ReviewScene::Opinion& o = *review->opinion();
    CHECK(o.position == move);
    CHECK_FALSE(o.forced);
    const GameState& before = *s.snapshot(static_cast<size_t>(move - 1));
    CHECK(o.played == tr_describe(s.rules(), before,
                                  *resolve_action(s.rules(), before,
                                                  s.record().actions[static_cast<size_t>(move - 1)])));
    const ActionList legal = legal_actions(s.rules(), before);
    CHECK(std::find(legal.begin(), legal.end(), o.choice_action) != legal.end());
    CHECK(o.choice == tr_describe(s.rules(), before, o.choice_action));
    CHECK(o.text.rfind("Move " + std::to_string(move) + ", ", 0) == 0);
    if (o.same) {
        CHECK(o.cost == 0.0);
        CHECK(o.text.find("would play the same") != std::string::npos);
    } else {
        char cost[32];
        std::snprintf(cost, sizeof cost, "%.1f", std::abs(o.cost));
        CHECK(o.text.find(o.choice.substr(1)) != std::string::npos);  // named, first letter lowered
        CHECK(o.text.find(cost) != std::string::npos);
    }
    h.shot("bots-opinion");
    // Moving on while it thinks abandons the thought.
    review->jump(move + 1);
    h.key(SDLK_c);
    h.key(SDLK_RIGHT);
    h.frame(2);
    CHECK_FALSE(review->opinion_thinking());
    CHECK(BotThinker::threads_alive() == 0);
}

}  // namespace carc::app::test

namespace carc::app::test {

TEST_CASE("the computer's speed, the hard computer's time and hints are settings kept on disk",
          "[ui][bots]") {
    Harness h;
    REQUIRE(h.press("Settings"));
    REQUIRE(h.scene() == "settings");
    CHECK(h.widget("speed:0")->style == ButtonStyle::Selected);    // normal
    CHECK(h.widget("hard_ms:1")->style == ButtonStyle::Selected);  // 2 s
    CHECK(h.widget("hints:on")->style == ButtonStyle::Selected);
    REQUIRE(h.press("speed:2"));
    REQUIRE(h.press("hard_ms:2"));
    REQUIRE(h.press("hints:off"));
    h.shot("bots-settings");
    const Settings s = read_settings(h.pref_dir + "/settings.json");
    CHECK(s.computer_speed == "instant");
    CHECK(s.hard_ms == 5000);
    CHECK_FALSE(s.show_hints);
    CHECK(h.app->settings().computer_speed == "instant");
}

}  // namespace carc::app::test
