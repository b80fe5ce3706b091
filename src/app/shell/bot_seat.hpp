// Computer players at the table. A seat is a person or a computer of a level (PlayerSetup::
// computer: "greedy", "easy", "medium", "hard"); the setup screen and the game menu's "Seats…"
// switch it. A BotThinker runs one bot::Bot decision on a worker thread, on a snapshot it keeps
// alive, so the window goes on drawing and taking input while the computer thinks; cancel()
// abandons the thought and joins the thread (take-back, leaving, loading: the destructor cancels
// too, so no thread outlives its scene). The game scene uses it for the computer's moves and the
// hint, the review for its second opinion. No drawing here.
#pragma once

#include <atomic>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <thread>
#include <utility>

#include "bot/bot.hpp"
#include "carc/engine.hpp"

namespace carc::app {

// A computer level's name in the current language ("hard").
std::string level_name(const std::string& computer);
// "Person", or "Computer · hard".
std::string seat_label(const std::string& computer);
// The next choice for a seat: person, then each level from greedy to hard, then person again.
std::string next_seat_level(const std::string& computer);
// The level of a computer seat; none for a person (or a seat out of range).
std::optional<bot::Level> seat_level(const Ruleset& rules, int player);
// A seat's bot seed: from the game's seed and the seat, so a game replays the same.
uint64_t seat_seed(const Ruleset& rules, int player);
// The search threads a thought uses: `wanted`, at least 1 and at most the machine's cores.
int search_threads(int wanted);

struct ThinkJob {
    Snapshot state;
    bot::Level level = bot::Level::Greedy;
    uint64_t seed = 0;
    int milliseconds = 1000;
    // Search threads (Settings::computer_threads); fewer when the machine has fewer cores.
    int threads = 1;
    std::optional<Action> examine;  // a move played to be weighed with care (the review)
};

class BotThinker {
public:
    explicit BotThinker(const Ruleset& rules) : rules_(&rules) {}
    ~BotThinker() { cancel(); }
    BotThinker(const BotThinker&) = delete;
    BotThinker& operator=(const BotThinker&) = delete;

    // Starts thinking on a worker thread (abandoning any thought under way). The state must not
    // be over.
    void start(ThinkJob job);
    // Abandons the thought under way, if any, and waits for the thread to end (at once: the bot
    // polls the flag).
    void cancel();
    // A thread is running or holds an answer not yet taken.
    bool active() const { return thread_.joinable(); }
    bool thinking() const { return thread_.joinable() && !done_.load(); }
    // The answer, once the thread has finished (joins it); none while it thinks or when idle.
    std::optional<bot::Decision> take();
    // The job of the thought under way or of the answer waiting.
    const ThinkJob& job() const { return job_; }
    // Why the last thought gave no answer (an exception in the bot); empty normally.
    const std::string& error() const { return error_; }
    // Worker threads of all thinkers not yet joined (tests: none outlives its scene).
    static int threads_alive();

private:
    const Ruleset* rules_;
    std::thread thread_;
    std::atomic<bool> cancel_{false};
    std::atomic<bool> done_{false};
    ThinkJob job_;
    std::optional<bot::Decision> result_;
    std::string error_;
    // One bot per level and seed, kept for its memory; used by the worker thread only while it
    // runs (the main thread touches it only after joining).
    std::map<std::pair<bot::Level, uint64_t>, std::unique_ptr<bot::Bot>> bots_;
};

}  // namespace carc::app
