// What a user can do to their files, against the real game binary (docs/reliability.md, "What a
// user can do to their files"): a named pipe or a device where the window reads a file (the game
// named on the command line, settings.json) must not keep the window from opening, and two windows
// started at once in one data folder must never write their games to one autosave. The binary is
// started headless, as the kill test does (test_autosave_kill.cpp).
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>

#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>
#include <string>

#include "data/save.hpp"
#include "shell/app.hpp"
#include "shell/settings.hpp"
#include "game_process.hpp"
#include "ui_harness.hpp"

using carc::app::test::GameProcess;
using carc::app::test::temp_dir;
namespace fs = std::filesystem;

TEST_CASE("a named pipe or a device read by the window never keeps it from opening",
          "[files]") {
    const std::string prefs = temp_dir("fifo");
    // settings.json a named pipe: nobody will ever write to it.
    REQUIRE(mkfifo((prefs + "/settings.json").c_str(), 0644) == 0);
    const std::string pipe = prefs + "/game.carc.json";
    REQUIRE(mkfifo(pipe.c_str(), 0644) == 0);
    {
        GameProcess w({"--first-frame", pipe}, prefs);
        REQUIRE(w.wait_exit(30));
        INFO(w.text);
        CHECK(WIFEXITED(w.status));
        CHECK(w.text.find("error: " + pipe + ": is a named pipe (FIFO), not a file") != std::string::npos);
        CHECK(w.text.find("first frame: ") != std::string::npos);
    }
    // A .jcz, and settings.json a link to a device that never ends.
    fs::remove(prefs + "/settings.json");
    fs::create_symlink("/dev/zero", prefs + "/settings.json");
    const std::string jcz = prefs + "/game.jcz";
    REQUIRE(mkfifo(jcz.c_str(), 0644) == 0);
    {
        GameProcess w({"--first-frame", jcz}, prefs);
        REQUIRE(w.wait_exit(30));
        INFO(w.text);
        CHECK(WIFEXITED(w.status));
        CHECK(w.text.find("is a named pipe (FIFO), not a file") != std::string::npos);
        CHECK(w.text.find("first frame: ") != std::string::npos);
    }
    // The settings left as they were: the window wrote nothing over them.
    CHECK(fs::is_symlink(prefs + "/settings.json"));
    std::error_code ec;
    fs::remove_all(prefs, ec);
}

TEST_CASE("settings.json is read from the user's data folder, not XDG_CONFIG_HOME", "[files]") {
    // SDL_GetPrefPath puts it under $XDG_DATA_HOME/carcassonne-table/carcassonne/ (docs/ui.md):
    // a settings.json in $XDG_CONFIG_HOME/carcassonne/ is not the game's, and $CARC_PREF_DIR
    // overrides both.
    const std::string home = temp_dir("xdg");
    const std::string data_folder = home + "/data/carcassonne-table/carcassonne";
    fs::create_directories(data_folder);
    fs::create_directories(home + "/config/carcassonne");
    Settings wanted;
    wanted.ui_scale_percent = 200;
    REQUIRE(write_settings(data_folder + "/settings.json", wanted));
    wanted.ui_scale_percent = 150;
    REQUIRE(write_settings(home + "/config/carcassonne/settings.json", wanted));
    const char* pref_before = std::getenv("CARC_PREF_DIR");
    const std::string kept_pref = pref_before ? pref_before : "";
    unsetenv("CARC_PREF_DIR");
    setenv("XDG_DATA_HOME", (home + "/data").c_str(), 1);
    setenv("XDG_CONFIG_HOME", (home + "/config").c_str(), 1);
    setenv("SDL_VIDEODRIVER", "dummy", 1);
    {
        carc::app::AppOptions o;
        o.software = true;
        o.vsync = false;
        o.autosave = false;
        o.data_dir = CARC_TEST_DATA_DIR;
        o.assets_dir = CARC_TEST_ASSETS_DIR;
        carc::app::App app(o);
        REQUIRE(app.ok());
        CHECK(app.pref_dir() == data_folder);
        CHECK(app.settings().ui_scale_percent == 200);
    }
    unsetenv("XDG_DATA_HOME");
    unsetenv("XDG_CONFIG_HOME");
    if (!kept_pref.empty()) setenv("CARC_PREF_DIR", kept_pref.c_str(), 1);
    std::error_code ec;
    fs::remove_all(home, ec);
}

TEST_CASE("two windows started at once in one data folder never share an autosave",
          "[.slow][files]") {
    // Each round starts two windows together, each playing a game of its own seed, and reads the
    // autosave slot each took for it (their first write). Before the names were taken atomically,
    // 3 pairs in 46 took the same name and one game was lost. CARC_RACE_ROUNDS asks for more.
    const char* rounds_env = std::getenv("CARC_RACE_ROUNDS");
    const int rounds = rounds_env ? std::max(1, std::atoi(rounds_env)) : 40;
    int same_second = 0;
    for (int round = 0; round < rounds; ++round) {
        const std::string prefs = temp_dir("race");
        const std::string seed_a = std::to_string(1000 + 2 * round), seed_b = std::to_string(1001 + 2 * round);
        GameProcess a({"--autoplay", seed_a, "--players", "2", "--expansions", "base"}, prefs);
        GameProcess b({"--autoplay", seed_b, "--players", "2", "--expansions", "base"}, prefs);
        const auto slot_a = a.wait_line("autosave ", 60), slot_b = b.wait_line("autosave ", 60);
        INFO("round " << round << "\n" << a.text << "\n" << b.text);
        REQUIRE(slot_a);
        REQUIRE(slot_b);
        CHECK(*slot_a != *slot_b);
        // Names of one second differ only by their counter: the case the names were taken at once.
        same_second += slot_a->substr(0, slot_a->rfind("game-") + 20) ==
                       slot_b->substr(0, slot_b->rfind("game-") + 20);
        // Stopped while playing on (a kill can only lose the action in progress): each slot holds
        // its own window's game.
        kill(a.pid, SIGKILL);
        kill(b.pid, SIGKILL);
        a.wait_exit(10);
        b.wait_exit(10);
        auto save_a = carc::read_save(*slot_a), save_b = carc::read_save(*slot_b);
        REQUIRE(save_a);
        REQUIRE(save_b);
        CHECK(std::to_string(save_a->game.setup.seed) == seed_a);
        CHECK(std::to_string(save_b->game.setup.seed) == seed_b);
        std::error_code ec;
        fs::remove_all(prefs, ec);
    }
    std::printf("two windows at once: %d rounds, %d with both slots named in the same second\n",
                rounds, same_second);
}
