// perft: counts the action sequences of a given length from a position, as chess engines do.
// Legal-move generation bugs show up as changed counts, so known counts are a cheap oracle; the
// count also runs through both paths of the engine (apply_in_place here, the checked apply in
// --check mode) and they must agree.
#include <chrono>
#include <iostream>

#include "carc/engine.hpp"
#include "carc/record.hpp"
#include "data/save.hpp"
#include "cli.hpp"
#include "setup_args.hpp"

namespace carc::cli {

namespace {

uint64_t perft(const Ruleset& rules, const GameState& state, int depth, bool checked) {
    if (depth == 0 || state.phase == Phase::GameOver) return 1;
    // Every value of an open entry is a move of its own: the true number of sequences.
    ActionList listed, scratch;
    legal_actions(rules, state, listed);
    const ActionList& legal = concrete_actions(rules, state, listed, scratch, Expand::All);
    uint64_t total = 0;
    for (const Action& a : legal) {
        if (checked) {
            auto step = apply(rules, state, a);
            if (!step) {
                std::cerr << "error: a listed action was refused: " << step.error() << "\n";
                std::exit(1);
            }
            total += perft(rules, *step->state, depth - 1, checked);
        } else {
            GameState next = state;
            apply_in_place(rules, next, a, nullptr);
            total += perft(rules, next, depth - 1, checked);
        }
    }
    return total;
}

}  // namespace

int perft_command(const Catalog& catalog, const Args& args) {
    const long long depth = number_or(args, "--depth", 3);
    const bool checked = has_flag(args, "--check");
    if (depth < 0 || depth > 12) {
        std::cerr << "error: --depth must be 0..12\n";
        return 2;
    }
    GameRecord game;
    const auto files = positional(args, {"--depth", "--seed", "--expansions", "--players", "--to", "--data"});
    if (!files.empty()) {
        auto save = read_save(files[0]);
        if (!save) {
            std::cerr << "error: " << save.error() << "\n";
            return 2;
        }
        game = save->game;
    } else {
        game.setup.seed = static_cast<uint64_t>(number_or(args, "--seed", 1));
        if (!read_expansions(value_of(args, "--expansions").value_or(catalog.base_game()), catalog, game.setup)) return 2;
        const long long players = number_or(args, "--players", 2);
        for (long long p = 0; p < players; ++p) game.setup.players.push_back({"P" + std::to_string(p + 1), ""});
    }
    auto replay = replay_game(catalog, game, static_cast<int>(number_or(args, "--to", -1)));
    if (!replay) {
        std::cerr << "error: " << replay.error() << "\n";
        return 2;
    }
    const GameState& start = *replay->states.back();
    for (int d = 1; d <= depth; ++d) {
        const auto t0 = std::chrono::steady_clock::now();
        const uint64_t n = perft(replay->rules, start, d, checked);
        const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        std::cout << "perft " << d << ": " << n << "  (" << s << " s)\n";
    }
    return 0;
}

}  // namespace carc::cli
