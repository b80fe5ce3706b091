// selfplay: complete games with uniformly random legal actions. After every action it checks the
// invariants a correct engine keeps; the game is also re-applied action by action from its
// textual record through the checked API, which must reach the same state digest.
#include <cstdlib>
#include <iostream>
#include <map>

#include "carc/engine.hpp"
#include "carc/record.hpp"
#include "data/save.hpp"
#include "cli.hpp"
#include "game_checker.hpp"
#include "setup_args.hpp"

namespace carc::cli {

int selfplay(const Catalog& catalog, const Args& args) {
    const long long games = number_or(args, "--games", 1);
    const long long seed = number_or(args, "--seed", 1);
    const long long players = number_or(args, "--players", 2);
    const auto save_path = value_of(args, "--save");
    const bool quiet = has_flag(args, "--quiet");
    const bool check_saves = has_flag(args, "--check-saves");
    Setup arguments;  // --expansions, --option and --figure, the same for every game
    if (!read_setup_args(args, catalog, arguments)) return 2;
    if (games < 1) {
        std::cerr << "error: --games " << games << ": play at least 1 game\n";
        return 2;
    }
    if (!check_player_count(catalog, arguments.expansions, players)) return 2;
    if (save_path && games != 1) {
        std::cerr << "error: --save writes one game: use --games 1\n";
        return 2;
    }
    static const char* kColours[] = {"red", "blue", "yellow", "green", "black", "grey"};
    int violations = 0;
    for (long long g = 0; g < games; ++g) {
        Setup setup;
        setup.expansions = arguments.expansions;
        setup.options = arguments.options;
        setup.figures = arguments.figures;
        for (long long p = 0; p < players; ++p)
            setup.players.push_back({"P" + std::to_string(p + 1), kColours[p]});
        setup.seed = static_cast<uint64_t>(seed + g);
        auto rules = load_ruleset(setup, catalog);
        if (!rules) {
            std::cerr << "error: " << rules.error() << "\n";
            return 2;
        }
        const Ruleset& R = *rules;
        if (g == 0) note_idle_elements(R);
        GameState state = initial_state(R, nullptr);
        GameChecker checker(R, state);
        Rng choice{setup.seed * 0x9E3779B97F4A7C15ull + 1};
        ActionList listed, scratch;
        while (state.phase != Phase::GameOver) {
            legal_actions(R, state, listed);
            const ActionList& legal = concrete_actions(R, state, listed, scratch, Expand::Sample);
            if (legal.empty()) {
                checker.fail("no legal action but the game is not over");
                break;
            }
            if (!checker.play(state, legal[choice.below(static_cast<uint32_t>(legal.size()))])) break;
        }
        if (check_saves && checker.problems().empty()) {
            // What a player's save goes through: written, read back, replayed to the same digest.
            SaveFile save;
            save.game = GameRecord{setup, checker.records(), checker.chance()};
            save.digest = digest_to_save(R, state);
            auto read_back = parse_save(save_to_json(save), "selfplay.carc.json");
            if (!read_back) checker.fail("the save does not read back: " + read_back.error());
            else
                for (const std::string& d : verify_save(*read_back, replay_game(catalog, read_back->game)))
                    checker.fail("the save does not replay: " + d);
        }
        violations += static_cast<int>(checker.problems().size());
        if (!quiet || !checker.problems().empty()) {
            std::cout << "game " << g + 1 << " seed " << setup.seed << ": " << state.board.tiles().size()
                      << " tiles, " << state.discarded.size() << " discarded, " << checker.actions() << " actions, scores";
            for (size_t p = 0; p < state.players.size(); ++p) std::cout << " " << state.players[p].score;
            std::cout << "\n";
            for (const auto& p : checker.problems()) std::cout << "  violation " << p << "\n";
        }
        if (save_path) {
            SaveFile save;
            save.name = "selfplay seed " + std::to_string(setup.seed);
            save.game = GameRecord{setup, checker.records(), checker.chance()};
            save.digest = digest_to_save(R, state);
            if (!write_output(args, *save_path, {},
                              [&](const WriteOptions& o) { return write_save(*save_path, save, o); }))
                return kExitNotWritten;
        }
    }
    std::cout << games << " games, " << violations << " invariant violations\n";
    return violations ? 1 : 0;
}

}  // namespace carc::cli
