// The real game binary started headless (SDL's dummy video driver, the software renderer) with a
// data folder of the test's, its standard output and error read through a pipe: for the tests
// that need a process of their own (two windows at once, a named pipe where a file is read, the
// memory of a whole game).
#pragma once

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <optional>
#include <string>
#include <vector>

extern char** environ;

namespace carc::app::test {

// A running game window whose standard output and error come through a pipe.
struct GameProcess {
    pid_t pid = 0;
    int out = -1;
    std::string text;  // what it printed so far
    bool exited = false;
    int status = 0;

    GameProcess(const std::vector<std::string>& args, const std::string& prefs) {
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
    ~GameProcess() {
        if (!exited) {
            kill(pid, SIGKILL);
            waitpid(pid, &status, 0);
        }
        if (out >= 0) close(out);
    }
    // Reads its output until a line starts with `prefix` or `seconds` pass; returns the rest of
    // that line, or nothing.
    std::optional<std::string> wait_line(const std::string& prefix, double seconds) {
        const auto end = std::chrono::steady_clock::now() + std::chrono::duration<double>(seconds);
        char buf[4096];
        for (;;) {
            for (size_t at = 0; (at = text.find(prefix, at)) != std::string::npos; ++at) {
                const size_t eol = text.find('\n', at);
                if ((at == 0 || text[at - 1] == '\n') && eol != std::string::npos)
                    return text.substr(at + prefix.size(), eol - at - prefix.size());
            }
            const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
                end - std::chrono::steady_clock::now());
            if (left.count() <= 0) return std::nullopt;
            pollfd p{out, POLLIN, 0};
            if (poll(&p, 1, static_cast<int>(left.count())) <= 0) return std::nullopt;
            const ssize_t n = read(out, buf, sizeof buf);
            if (n <= 0) return std::nullopt;
            text.append(buf, static_cast<size_t>(n));
        }
    }
    // Reads its output until it prints nothing for `quiet` seconds (a game playing itself has
    // ended) or `seconds` pass; calls `watch` after each piece read. True when it went quiet.
    template <class Watch>
    bool read_until_quiet(double quiet, double seconds, Watch watch) {
        const auto end = std::chrono::steady_clock::now() + std::chrono::duration<double>(seconds);
        char buf[4096];
        while (std::chrono::steady_clock::now() < end) {
            pollfd p{out, POLLIN, 0};
            if (poll(&p, 1, static_cast<int>(quiet * 1000)) <= 0) return true;
            const ssize_t n = read(out, buf, sizeof buf);
            if (n <= 0) return false;
            text.append(buf, static_cast<size_t>(n));
            watch();
        }
        return false;
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
    // A line of /proc/PID/status in KiB ("VmHWM": the most resident memory so far), or -1.
    long status_kb(const std::string& field) const {
        std::ifstream in("/proc/" + std::to_string(pid) + "/status");
        for (std::string line; std::getline(in, line);)
            if (line.rfind(field + ":", 0) == 0) return std::atol(line.c_str() + field.size() + 1);
        return -1;
    }
};

}  // namespace carc::app::test
