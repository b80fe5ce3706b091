// arena: computer players against each other. N games with the seats rotating (with two bots: A
// first in odd games, B first in even ones), each bot seeded per game, the same game seeds for
// every pairing. The last line sums it up for the first bot:
//   arena: A won W of N (P %, ±C at 95 %), mean score A-B +D
// A tie for first place counts as a shared win: 1/k of a win to each of the k tied players (so W
// may end in .5). C is 1.96 standard errors of the per-game results. With more than two bots the
// mean score compares A with the mean of the others ("A-others"). --check runs every action
// through the selfplay invariants and the checked API as well. --iterations fixes the hard bot's
// search budget (--ms stays its deadline): on a loaded machine the same games then come out.
// --times adds, per bot, the percentiles of its wall-clock time per decision over the decisions
// that had a choice (more than one legal action: a forced move says nothing of the bot's pace),
// and how many of those went past the --ms deadline (issue 36: none should).
#include <sys/resource.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <iostream>

#include "bot/bot.hpp"
#include "cli.hpp"
#include "game_checker.hpp"
#include "setup_args.hpp"

namespace carc::cli {

namespace {

struct SeatStats {
    long long decisions = 0;
    double seconds = 0;
    double slowest = 0;
    long long stopped_early = 0;
    std::vector<double> choice_seconds;  // --times: per decision with a choice
};

// The nearest-rank percentile of sorted values: the smallest value with at least p % of them at
// or below it.
double percentile_of_sorted(const std::vector<double>& sorted, double p) {
    const double rank = std::ceil(p / 100.0 * static_cast<double>(sorted.size()));
    const size_t index = static_cast<size_t>(std::max(1.0, rank)) - 1;
    return sorted[std::min(index, sorted.size() - 1)];
}

std::string format_number(double v, int decimals) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*f", decimals, v);
    return buf;
}

}  // namespace

long peak_rss_kb() {
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss;
}

int arena(const Catalog& catalog, const Args& args) {
    const auto bot_names = split(value_of(args, "--bots").value_or(""), ',');
    const long long games = number_or(args, "--games", 100);
    const long long seed = number_or(args, "--seed", 1);
    const long long ms = number_or(args, "--ms", 2000);
    const long long threads = number_or(args, "--threads", 1);
    const long long iterations = number_or(args, "--iterations", 0);  // 0: from --ms
    const bool check = has_flag(args, "--check");
    const bool quiet = has_flag(args, "--quiet");
    const bool times = has_flag(args, "--times");
    Setup arguments;  // --expansions, --option and --figure, the same for every game
    if (!read_setup_args(args, catalog, arguments)) return 2;
    std::vector<bot::Level> levels;
    for (const std::string& name : bot_names) {
        auto level = bot::parse_level(name);
        if (!level) {
            std::cerr << "error: --bots: unknown level \"" << name
                      << "\" (greedy, easy, medium, hard)\n";
            return 2;
        }
        levels.push_back(*level);
    }
    if (levels.size() < 2 || levels.size() > 6) {
        std::cerr << "error: --bots takes two to six levels, as in --bots hard,greedy\n";
        return 2;
    }
    if (games < 1 || ms < 1 || threads < 1 || threads > 64 || iterations < 0) {
        std::cerr << "error: --games and --ms must be at least 1, --threads 1..64, --iterations at "
                     "least 0\n";
        return 2;
    }
    const size_t seats = levels.size();
    static const char* kColours[] = {"red", "blue", "yellow", "green", "black", "grey"};
    bot::ThinkLimits limits;
    limits.milliseconds = static_cast<int>(ms);
    limits.threads = static_cast<int>(threads);
    limits.iterations = iterations;

    double wins = 0;
    std::vector<double> results;  // per game: the first bot's share of the win
    double margin_sum = 0;
    std::vector<SeatStats> stats(seats);
    int violations = 0;
    for (long long g = 0; g < games; ++g) {
        Setup setup = arguments;
        setup.seed = static_cast<uint64_t>(seed + g);
        // Seat s is played by bot (s + g) % seats: everyone sits everywhere in turn.
        std::vector<size_t> bot_at(seats);
        for (size_t s = 0; s < seats; ++s) {
            bot_at[s] = (s + static_cast<size_t>(g)) % seats;
            setup.players.push_back(
                {std::string(bot::level_name(levels[bot_at[s]])) + " " + char('A' + bot_at[s]),
                 kColours[s]});
        }
        auto rules = load_ruleset(setup, catalog);
        if (!rules) {
            std::cerr << "error: " << rules.error() << "\n";
            return 2;
        }
        const Ruleset& R = *rules;
        if (g == 0) note_idle_elements(R);
        std::vector<bot::Bot> bots;
        for (size_t s = 0; s < seats; ++s)
            bots.emplace_back(R, levels[bot_at[s]],
                              setup.seed * 0x9E3779B97F4A7C15ull + bot_at[s] + 1);
        GameState state = initial_state(R, nullptr);
        GameChecker checker(R, state);
        while (!state.over()) {
            const size_t seat = static_cast<size_t>(state.acting_player);
            // Counted before thinking, outside the timed call: the choices the bot had.
            bool had_choice = false;
            if (times) {
                const ActionList listed = legal_actions(R, state);
                ActionList scratch;
                had_choice = concrete_actions(R, state, listed, scratch, Expand::Sample).size() > 1;
            }
            const bot::Decision d = bots[seat].think(state, limits);
            SeatStats& st = stats[bot_at[seat]];
            if (had_choice) st.choice_seconds.push_back(d.seconds);
            ++st.decisions;
            st.seconds += d.seconds;
            st.slowest = std::max(st.slowest, d.seconds);
            st.stopped_early += d.stopped_early;
            if (check) {
                if (!checker.play(state, d.action)) break;
            } else {
                apply_in_place(R, state, d.action, nullptr);
            }
        }
        violations += static_cast<int>(checker.problems().size());
        for (const std::string& p : checker.problems()) std::cout << "  violation " << p << "\n";

        // The first bot's share of the win, and its score against the others'.
        int best = 0;
        for (const PlayerState& p : state.players) best = std::max(best, p.score);
        int first_seat = 0;
        for (size_t s = 0; s < seats; ++s)
            if (bot_at[s] == 0) first_seat = static_cast<int>(s);
        int tied = 0;
        for (const PlayerState& p : state.players) tied += p.score == best;
        const int mine = state.players[static_cast<size_t>(first_seat)].score;
        const double share = mine == best ? 1.0 / tied : 0.0;
        wins += share;
        results.push_back(share);
        double others = 0;
        for (size_t s = 0; s < seats; ++s)
            if (static_cast<int>(s) != first_seat) others += state.players[s].score;
        margin_sum += mine - others / static_cast<double>(seats - 1);
        if (!quiet) {
            std::cout << "game " << g + 1 << " seed " << setup.seed << ":";
            for (size_t s = 0; s < seats; ++s)
                std::cout << (s ? ", " : " ") << setup.players[s].name << " "
                          << state.players[s].score;
            std::cout << "\n";
        }
    }
    for (size_t b = 0; b < seats; ++b) {
        const SeatStats& st = stats[b];
        if (st.decisions == 0) continue;
        std::cout << "time: " << bot_names[b] << " (bot " << char('A' + b) << ") "
                  << format_number(1000.0 * st.seconds / static_cast<double>(st.decisions), 1)
                  << " ms per decision, slowest " << format_number(1000.0 * st.slowest, 0)
                  << " ms, " << st.decisions << " decisions";
        if (st.stopped_early) std::cout << ", " << st.stopped_early << " cut by the deadline";
        std::cout << "\n";
    }
    for (size_t b = 0; times && b < seats; ++b) {
        std::vector<double> sorted = stats[b].choice_seconds;
        std::sort(sorted.begin(), sorted.end());
        std::cout << "times: " << bot_names[b] << " (bot " << char('A' + b) << ") " << sorted.size()
                  << " of " << stats[b].decisions << " decisions with a choice";
        if (!sorted.empty()) {
            const auto in_ms = [](double seconds) { return format_number(1000.0 * seconds, 1); };
            const double deadline = static_cast<double>(ms) / 1000.0;
            const auto over =
                std::count_if(sorted.begin(), sorted.end(), [&](double s) { return s > deadline; });
            std::cout << ": p50 " << in_ms(percentile_of_sorted(sorted, 50)) << " ms, p90 "
                      << in_ms(percentile_of_sorted(sorted, 90)) << " ms, p99 "
                      << in_ms(percentile_of_sorted(sorted, 99)) << " ms, max "
                      << in_ms(sorted.back()) << " ms, " << over << " over the " << ms
                      << " ms deadline";
        }
        std::cout << "\n";
    }
    std::cout << "memory: peak RSS " << format_number(peak_rss_kb() / 1024.0, 1) << " MB\n";
    if (check) std::cout << games << " games, " << violations << " invariant violations\n";

    const double n = static_cast<double>(games);
    const double mean = wins / n;
    double variance = 0;
    for (double r : results) variance += (r - mean) * (r - mean);
    variance = games > 1 ? variance / (n - 1) : 0.0;
    const double half_width = 1.96 * std::sqrt(variance / n);
    const std::string won =
        std::fmod(wins, 1.0) == 0.0 ? format_number(wins, 0) : format_number(wins, 1);
    const double mean_margin = margin_sum / n;
    const std::string versus = seats == 2 ? bot_names[1] : std::string("others");
    std::cout << "arena: " << bot_names[0] << " won " << won << " of " << games << " ("
              << format_number(100 * mean, 1) << " %, ±" << format_number(100 * half_width, 1)
              << " at 95 %), mean score " << bot_names[0] << "-" << versus << " "
              << (mean_margin >= 0 ? "+" : "") << format_number(mean_margin, 1) << "\n";
    return violations ? 1 : 0;
}

}  // namespace carc::cli
