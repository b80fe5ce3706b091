// bench: single-thread throughput of complete random games (by default the base game, 2 players,
// farmers; --expansions and --players choose any mix; uniform random legal actions, fixed seeds),
// through the mutable fast path. Also the time of one legal-placement listing, the size of a
// state and the time to load a game from its save. Targets live here, not in the tests:
// base games >= 20,000 games/s and base + P&D >= 5,000 games/s on one core, placement listing
// p99 < 20 us.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <iostream>

#include "carc/engine.hpp"
#include "carc/record.hpp"
#include "data/save.hpp"
#include "cli.hpp"
#include "setup_args.hpp"

namespace carc::cli {

namespace {

using Clock = std::chrono::steady_clock;

double seconds_since(Clock::time_point t) { return std::chrono::duration<double>(Clock::now() - t).count(); }

}  // namespace

int bench(const Catalog& catalog, const Args& args) {
    if (has_flag(args, "--playouts")) return bench_playouts(catalog, args);
    const long long games = number_or(args, "--games", 3000);
    const long long players = number_or(args, "--players", 2);
    Setup setup;
    if (!read_expansions(value_of(args, "--expansions").value_or(catalog.base_game()), catalog, setup)) return 2;
    if (games < 1) {
        std::cerr << "error: --games " << games << ": play at least 1 game\n";
        return 2;
    }
    if (!check_player_count(catalog, setup.expansions, players)) return 2;
    static const char* kColours[] = {"red", "blue", "yellow", "green", "black", "grey"};
    for (long long p = 0; p < players; ++p)
        setup.players.push_back({std::string(1, static_cast<char>('A' + p)), kColours[p]});
    auto rules = load_ruleset(setup, catalog);
    if (!rules) {
        std::cerr << "error: " << rules.error() << "\n";
        return 2;
    }
    Ruleset& R = *rules;

    // 1. Throughput: the same seeded games in five rounds; the median round is the figure, so
    //    that a neighbour stealing the core for a moment does not decide it.
    // The open entries of a list (a bid of 1 to 12) as the bots and selfplay see them: samples.
    ActionList listed, scratch;
    long long actions = 0;
    size_t state_bytes = 0;
    constexpr int kRounds = 5;
    std::vector<double> rates;
    for (int round = 0; round < kRounds; ++round) {
        const auto start = Clock::now();
        for (long long g = 0; g < games; ++g) {
            R.setup.seed = static_cast<uint64_t>(g + 1);
            GameState state = initial_state(R, nullptr);
            Rng choice{static_cast<uint64_t>(g) * 7919 + 17};
            while (state.phase != Phase::GameOver) {
                legal_actions(R, state, listed);
                const ActionList& legal = concrete_actions(R, state, listed, scratch, Expand::Sample);
                apply_in_place(R, state, legal[choice.below(static_cast<uint32_t>(legal.size()))], nullptr);
                if (round == 0) ++actions;
            }
            if (round == 0) state_bytes += state.size_in_bytes();
        }
        rates.push_back(static_cast<double>(games) / seconds_since(start));
    }
    std::vector<double> sorted_rates = rates;
    std::sort(sorted_rates.begin(), sorted_rates.end());
    const double median_rate = sorted_rates[kRounds / 2];

    // 2. Legal placement listing, timed call by call over the same kind of games.
    std::vector<double> call_us;
    ActionList places;
    for (long long g = 0; g < 300; ++g) {
        R.setup.seed = static_cast<uint64_t>(100000 + g);
        GameState state = initial_state(R, nullptr);
        Rng choice{static_cast<uint64_t>(g) + 99};
        while (state.phase != Phase::GameOver) {
            if (state.phase == Phase::PlaceTile) {
                const auto t0 = Clock::now();
                legal_placements(R, state, state.drawn, places);
                call_us.push_back(std::chrono::duration<double, std::micro>(Clock::now() - t0).count());
            }
            legal_actions(R, state, listed);
            const ActionList& legal = concrete_actions(R, state, listed, scratch, Expand::Sample);
            apply_in_place(R, state, legal[choice.below(static_cast<uint32_t>(legal.size()))], nullptr);
        }
    }
    std::sort(call_us.begin(), call_us.end());
    auto pct = [&](double q) { return call_us[static_cast<size_t>(q * static_cast<double>(call_us.size() - 1))]; };

    // 3. Loading a complete base game from its save: parse, then replay every action through the
    //    checked API, keeping every snapshot (what the review screen does).
    std::string save_text;
    size_t save_actions = 0;
    {
        R.setup.seed = 777;
        GameState state = initial_state(R, nullptr);
        Rng choice{4242};
        SaveFile save;
        save.game.setup = R.setup;
        while (state.phase != Phase::GameOver) {
            legal_actions(R, state, listed);
            const ActionList& legal = concrete_actions(R, state, listed, scratch, Expand::Sample);
            const Action a = legal[choice.below(static_cast<uint32_t>(legal.size()))];
            save.game.actions.push_back(record_action(R, state, a));
            apply_in_place(R, state, a, nullptr);
            record_chance(R, state, static_cast<int>(save.game.actions.size()), save.game.chance);
        }
        save.digest = digest_to_save(R, state);
        save_text = save_to_json(save);
        save_actions = save.game.actions.size();
    }
    const int replays = 50;
    const auto replay_start = Clock::now();
    for (int i = 0; i < replays; ++i) {
        auto save = parse_save(save_text, "bench.carc.json");
        auto replay = replay_game(catalog, save->game);
        if (!replay || save_digest(*save, replay->rules, *replay->states.back()) != save->digest) {
            std::cerr << "error: the bench game did not replay to its digest\n";
            return 1;
        }
    }
    const double replay_ms = seconds_since(replay_start) * 1000.0 / replays;

    char line[256];
    const std::string mix = value_of(args, "--expansions").value_or(catalog.base_game());
    std::cout << "bench: " << mix << ", " << players << " players, uniform random legal actions, seeds 1.." << games
              << " (median of " << kRounds << " rounds)\n";
    std::snprintf(line, sizeof line, "games: %lld per round, %lld actions per round, rounds:", games, actions);
    std::cout << line;
    for (double r : rates) {
        std::snprintf(line, sizeof line, " %.0f", r);
        std::cout << line;
    }
    std::cout << " games/s\n";
    std::snprintf(line, sizeof line, "legal placements per call: median %.2f us, p99 %.2f us (%zu calls)\n", pct(0.5),
                  pct(0.99), call_us.size());
    std::cout << line;
    std::snprintf(line, sizeof line, "state size: %zu bytes at game end (sizeof GameState %zu)\n",
                  state_bytes / static_cast<size_t>(games), sizeof(GameState));
    std::cout << line;
    std::snprintf(line, sizeof line, "replay from save: %.2f ms per complete game (%zu actions, all snapshots kept)\n",
                  replay_ms, save_actions);
    std::cout << line;
    std::snprintf(line, sizeof line, "bench: %.0f games/s\n", median_rate);
    std::cout << line;
    return 0;
}

}  // namespace carc::cli
