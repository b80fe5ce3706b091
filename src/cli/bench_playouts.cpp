// bench --playouts: the hard bot's search speed, one thread: iterations per second from a
// base-game opening (the first decision of a 2-player game), the median of five rounds of the
// same search; the same from a position in the middle of a game; and the peak memory over a whole
// game of hard against hard, read after every decision, to show that it stays flat. Targets live
// here, not in the tests: at least 10,000 iterations per second from the opening.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <iostream>

#include "bot/bot.hpp"
#include "bot/search.hpp"
#include "cli.hpp"

namespace carc::cli {

namespace {

using Clock = std::chrono::steady_clock;

// Iterations per second of one search of `iterations` from `state`.
double search_rate(const Ruleset& rules, const GameState& state, long long iterations,
                   uint64_t seed) {
    bot::Search search(rules, bot::EvalWeights{});
    bot::SearchLimits limits;
    limits.iterations = iterations;
    const auto start = Clock::now();
    search.run(state, seed, limits);
    return static_cast<double>(search.iterations()) /
           std::chrono::duration<double>(Clock::now() - start).count();
}

}  // namespace

int bench_playouts(const Catalog& catalog, const Args& args) {
    const long long iterations = number_or(args, "--iterations", 20000);
    const long long game_ms = number_or(args, "--ms", 250);
    if (iterations < 100 || game_ms < 1) {
        std::cerr << "error: --iterations must be at least 100 and --ms at least 1\n";
        return 2;
    }
    Setup setup;
    setup.players = {{"A", "red"}, {"B", "blue"}};
    setup.seed = 1;
    auto rules = load_ruleset(setup, catalog);
    if (!rules) {
        std::cerr << "error: " << rules.error() << "\n";
        return 2;
    }
    const Ruleset& R = *rules;
    const GameState opening = initial_state(R, nullptr);
    constexpr int kRounds = 5;
    std::vector<double> rates;
    for (int round = 0; round < kRounds; ++round)
        rates.push_back(search_rate(R, opening, iterations, 7));
    std::vector<double> sorted = rates;
    std::sort(sorted.begin(), sorted.end());

    // The middle of a game: 40 random actions in.
    GameState middle = opening;
    Rng choice{99};
    for (int i = 0; i < 40 && !middle.over(); ++i) {
        const ActionList listed = legal_actions(R, middle);
        ActionList scratch;
        const ActionList& legal = concrete_actions(R, middle, listed, scratch, Expand::Sample);
        apply_in_place(R, middle, legal[choice.below(static_cast<uint32_t>(legal.size()))],
                       nullptr);
    }
    const double middle_rate = search_rate(R, middle, iterations, 7);

    // A whole game, hard against hard: the peak resident memory after every decision.
    bot::ThinkLimits limits;
    limits.milliseconds = static_cast<int>(game_ms);
    std::vector<bot::Bot> bots;
    bots.emplace_back(R, bot::Level::Hard, 1);
    bots.emplace_back(R, bot::Level::Hard, 2);
    GameState game = opening;
    long first_kb = 0, last_kb = 0;
    int decisions = 0;
    while (!game.over()) {
        const bot::Decision d = bots[static_cast<size_t>(game.acting_player)].think(game, limits);
        apply_in_place(R, game, d.action, nullptr);
        last_kb = peak_rss_kb();
        if (decisions++ == 0) first_kb = last_kb;
    }

    char line[256];
    std::printf(
        "playouts: base, 2 players, the first decision of seed 1, %lld iterations per round "
        "(median of %d "
        "rounds)\nrounds:",
        iterations, kRounds);
    for (double r : rates) std::printf(" %.0f", r);
    std::printf(" iterations/s\n");
    std::snprintf(line, sizeof line,
                  "middle of a game (after 40 random actions): %.0f iterations/s\n", middle_rate);
    std::cout << line;
    std::snprintf(line, sizeof line,
                  "memory: hard against hard, %lld ms per decision (%lld iterations): peak RSS "
                  "%.1f MB after the "
                  "first decision, %.1f MB after the last (%d decisions)\n",
                  game_ms, bot::iterations_for(bot::Level::Hard, static_cast<int>(game_ms)),
                  first_kb / 1024.0, last_kb / 1024.0, decisions);
    std::cout << line;
    std::snprintf(line, sizeof line, "playouts: %.0f/s\n", sorted[kRounds / 2]);
    std::cout << line;
    return 0;
}

}  // namespace carc::cli
