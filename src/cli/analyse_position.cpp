// analyse: the learning aids' oracle on a saved game (include/carc/analysis.hpp), after action N
// (default: the end). The lines are those the game window's panel and overlay must agree with:
//   remaining: K tiles
//   square X Y: F of K fit        (one per open square, sorted by y, then x)
//   dead squares: D
//   projected: NAME S, NAME S, ...
#include <iostream>

#include "carc/analysis.hpp"
#include "carc/record.hpp"
#include "data/save.hpp"
#include "cli.hpp"

namespace carc::cli {

int analyse_position(const Catalog& catalog, const Args& args) {
    const auto files = positional(args, {"--to", "--data"});
    if (files.size() != 1) {
        std::cerr << "error: analyse takes one save file\n";
        return 2;
    }
    auto save = read_save(files[0]);
    if (!save) {
        std::cerr << "error: " << save.error() << "\n";
        return 2;
    }
    const long long to = number_or(args, "--to", -1);
    if (value_of(args, "--to") &&
        (to < 0 || to > static_cast<long long>(save->game.actions.size()))) {
        std::cerr << "error: --to " << *value_of(args, "--to") << ": " << files[0] << " has "
                  << save->game.actions.size() << " actions\n";
        return 2;
    }
    auto replay = replay_game(catalog, save->game, static_cast<int>(to));
    if (!replay) {
        std::cerr << "error: " << files[0] << ": " << replay.error() << "\n";
        return 2;
    }
    const Replay& r = *replay;
    const GameState& state = *r.states.back();
    if (to < 0 && !save->digest.empty() && save->digest != save_digest(*save, r.rules, state)) {
        std::cerr << "error: " << files[0]
                  << ": the game replays to a different position than the one saved: the file "
                     "was edited or made by an incompatible version\n";
        return 2;
    }
    const Analysis a = analyse(r.rules, state);
    std::cout << "remaining: " << a.remaining_count << " tiles\n";
    for (const SquareFit& s : a.squares)
        std::cout << "square " << s.pos.x << " " << s.pos.y << ": " << s.fitting << " of "
                  << a.remaining_count << " fit\n";
    std::cout << "dead squares: " << a.dead_squares << "\nprojected: ";
    for (size_t p = 0; p < a.projected.size(); ++p)
        std::cout << (p ? ", " : "") << r.rules.setup.players[p].name << " " << a.projected[p];
    std::cout << "\n";
    return 0;
}

}  // namespace carc::cli
