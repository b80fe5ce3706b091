// What a user can do to their files, against the real game binary (docs/reliability.md, "What a
// user can do to their files"): a named pipe or a device where the window reads a file (the game
// named on the command line, settings.json) must not keep the window from opening. The binary is
// started headless, as the kill test does (test_autosave_kill.cpp).
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <chrono>
#include <cstring>
#include <filesystem>
#include <string>
#include <vector>

#include "ui_harness.hpp"

extern char** environ;

using carc::app::test::temp_dir;
namespace fs = std::filesystem;

namespace {

// A running game window whose standard output and error come through a pipe.
struct Window {
    pid_t pid = 0;
    int out = -1;
    std::string text;  // what it printed so far
    bool exited = false;
    int status = 0;

    Window(const std::vector<std::string>& args, const std::string& prefs) {
        int fds[2];
        REQUIRE(pipe(fds) == 0);
        posix_spawn_file_actions_t actions;
        posix_spawn_file_actions_init(&actions);
        posix_spawn_file_actions_adddup2(&actions, fds[1], STDOUT_FILENO);
        posix_spawn_file_actions_adddup2(&actions, fds[1], STDERR_FILENO);
        posix_spawn_file_actions_addclose(&actions, fds[0]);
        std::vector<const char*> argv = {CARC_GAME_BINARY, "--software"};
        for (const std::string& a : args) argv.push_back(a.c_str());
        argv.push_back(nullptr);
        std::vector<std::string> env_strings = {"SDL_VIDEODRIVER=dummy", "SDL_AUDIODRIVER=dummy",
                                                "CARC_PREF_DIR=" + prefs};
        for (char** e = environ; *e; ++e)
            if (std::strncmp(*e, "SDL_VIDEODRIVER=", 16) != 0 &&
                std::strncmp(*e, "SDL_AUDIODRIVER=", 16) != 0 &&
                std::strncmp(*e, "CARC_PREF_DIR=", 14) != 0)
                env_strings.push_back(*e);
        std::vector<char*> envp;
        for (std::string& s : env_strings) envp.push_back(s.data());
        envp.push_back(nullptr);
        const int spawned = posix_spawn(&pid, CARC_GAME_BINARY, &actions, nullptr,
                                        const_cast<char* const*>(argv.data()), envp.data());
        posix_spawn_file_actions_destroy(&actions);
        close(fds[1]);
        out = fds[0];
        REQUIRE(spawned == 0);
    }
    ~Window() {
        if (!exited) {
            kill(pid, SIGKILL);
            waitpid(pid, &status, 0);
        }
        if (out >= 0) close(out);
    }
    // Reads its output until it ends or `seconds` pass; true when the process exited meanwhile.
    bool wait_exit(double seconds) {
        const auto end = std::chrono::steady_clock::now() + std::chrono::duration<double>(seconds);
        char buf[4096];
        for (;;) {
            const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
                end - std::chrono::steady_clock::now());
            if (left.count() <= 0) return false;
            pollfd p{out, POLLIN, 0};
            if (poll(&p, 1, static_cast<int>(left.count())) <= 0) return false;
            const ssize_t n = read(out, buf, sizeof buf);
            if (n > 0) {
                text.append(buf, static_cast<size_t>(n));
                continue;
            }
            break;  // end of output: the process closed it
        }
        exited = waitpid(pid, &status, 0) == pid;
        return exited;
    }
};

}  // namespace

TEST_CASE("a named pipe or a device read by the window never keeps it from opening",
          "[files]") {
    const std::string prefs = temp_dir("fifo");
    // settings.json a named pipe: nobody will ever write to it.
    REQUIRE(mkfifo((prefs + "/settings.json").c_str(), 0644) == 0);
    const std::string pipe = prefs + "/game.carc.json";
    REQUIRE(mkfifo(pipe.c_str(), 0644) == 0);
    {
        Window w({"--first-frame", pipe}, prefs);
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
        Window w({"--first-frame", jcz}, prefs);
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
