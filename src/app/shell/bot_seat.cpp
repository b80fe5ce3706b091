#include "shell/bot_seat.hpp"

#include <algorithm>
#include <exception>

#ifdef __linux__
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "shell/i18n.hpp"
#endif

namespace carc::app {

namespace {
std::atomic<int> alive_threads{0};
}

int BotThinker::threads_alive() { return alive_threads.load(); }

std::string level_name(const std::string& computer) {
    // The levels' names for the catalogue (kComputerLevels holds the saved ids).
    static const char* kLevelNames[] = {N_("greedy"), N_("easy"), N_("medium"), N_("hard")};
    (void)kLevelNames;
    return tr(computer);
}

std::string seat_label(const std::string& computer) {
    return computer.empty() ? std::string(_("Person"))
                            : fill(_("Computer · {level}"), {{"level", level_name(computer)}});
}

std::string next_seat_level(const std::string& computer) {
    if (computer.empty()) return kComputerLevels[0];
    const size_t n = std::size(kComputerLevels);
    for (size_t i = 0; i < n; ++i)
        if (computer == kComputerLevels[i]) return i + 1 < n ? kComputerLevels[i + 1] : "";
    return "";
}

std::optional<bot::Level> seat_level(const Ruleset& rules, int player) {
    if (player < 0 || player >= rules.player_count()) return std::nullopt;
    const std::string& level = rules.setup.players[static_cast<size_t>(player)].computer;
    if (level.empty()) return std::nullopt;
    return bot::parse_level(level);
}

uint64_t seat_seed(const Ruleset& rules, int player) {
    return (rules.setup.seed ^ 0xB07B07B07ull) +
           static_cast<uint64_t>(player) * 0x9E3779B97F4A7C15ull;
}

int search_threads(int wanted) {
    const int cores = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    return std::clamp(wanted, 1, cores);
}

void BotThinker::start(ThinkJob job) {
    cancel();
    job_ = std::move(job);
    cancel_ = false;
    done_ = false;
    result_.reset();
    error_.clear();
    auto& slot = bots_[{job_.level, job_.seed}];
    if (!slot) slot = std::make_unique<bot::Bot>(*rules_, job_.level, job_.seed);
    bot::Bot* bot = slot.get();
    ++alive_threads;
    thread_ = std::thread([this, bot] {
#ifdef __linux__
        // Below the window's thread: on a busy machine the frames come first, the thought a
        // little later (Linux gives each thread its own nice value).
        (void)setpriority(PRIO_PROCESS, static_cast<id_t>(syscall(SYS_gettid)), 10);
#endif
        bot::ThinkLimits limits;
        limits.milliseconds = job_.milliseconds;
        // The search's other threads are made by this one and inherit its nice value (Linux
        // copies it to a new thread), so all of them stay below the window's thread.
        limits.threads = search_threads(job_.threads);
        limits.cancel = &cancel_;
        try {
            result_ = job_.examine ? bot->think(*job_.state, limits, *job_.examine)
                                   : bot->think(*job_.state, limits);
        } catch (const std::exception& e) {
            error_ = e.what();
        } catch (...) {
            error_ = "an unknown error";
        }
        done_ = true;
    });
}

void BotThinker::cancel() {
    if (!thread_.joinable()) return;
    cancel_ = true;
    thread_.join();
    --alive_threads;
    result_.reset();
}

std::optional<bot::Decision> BotThinker::take() {
    if (!thread_.joinable() || !done_.load()) return std::nullopt;
    thread_.join();
    --alive_threads;
    std::optional<bot::Decision> out = std::move(result_);
    result_.reset();
    return out;
}

}  // namespace carc::app
