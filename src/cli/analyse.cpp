// analyse-game: a second opinion on every decision of a saved game. For each action where the
// player had a choice, the bot (hard by default) thinks about the position before it, weighing
// the move played with care, and the line shows the move played, the bot's choice and how many
// points of expected lead (the player's expected final score minus the best rival's) the move
// played gives away compared with the bot's choice ("=" when they agree). Forced actions are
// skipped. The summary lists each player's total and costliest moves.
#include <algorithm>
#include <cstdio>
#include <iostream>

#include "bot/bot.hpp"
#include "carc/record.hpp"
#include "data/save.hpp"
#include "cli.hpp"

namespace carc::cli {

namespace {

struct Verdict {
    int action = 0;  // 1-based
    int player = 0;
    std::string played;
    double cost = 0;  // points of expected lead given away (>= 0 when the bot's choice is better)
};

std::string padded(std::string text, size_t width) {
    if (text.size() < width) text.append(width - text.size(), ' ');
    return text;
}

}  // namespace

int analyse_game(const Catalog& catalog, const Args& args) {
    const auto files = positional(args, {"--ms", "--bot", "--threads", "--data"});
    if (files.size() != 1) {
        std::cerr << "error: analyse-game takes one save file\n";
        return 2;
    }
    const long long ms = number_or(args, "--ms", 1000);
    const long long threads = number_or(args, "--threads", 1);
    const auto level = bot::parse_level(value_of(args, "--bot").value_or("hard"));
    if (!level) {
        std::cerr << "error: --bot: unknown level \"" << *value_of(args, "--bot")
                  << "\" (greedy, easy, medium, hard)\n";
        return 2;
    }
    if (ms < 1 || threads < 1 || threads > 64) {
        std::cerr << "error: --ms must be at least 1 and --threads 1..64\n";
        return 2;
    }
    auto save = read_save(files[0]);
    if (!save) {
        std::cerr << "error: " << save.error() << "\n";
        return 2;
    }
    auto replay = replay_game(catalog, save->game);
    if (!replay) {
        std::cerr << "error: " << files[0] << ": " << replay.error() << "\n";
        return 2;
    }
    const Replay& r = *replay;
    const Ruleset& R = r.rules;
    bot::Bot adviser(R, *level, save->game.setup.seed ^ 0xA4A15E5ull);
    bot::ThinkLimits limits;
    limits.milliseconds = static_cast<int>(ms);
    limits.threads = static_cast<int>(threads);

    std::cout
        << "analyse-game: " << files[0] << ", " << bot::level_name(*level) << " bot, " << ms
        << " ms per decision; the last column is the expected lead the move played gives away\n";
    std::vector<Verdict> verdicts;
    ActionList listed, scratch;
    for (size_t i = 0; i + 1 < r.states.size(); ++i) {
        const GameState& before = *r.states[i];
        legal_actions(R, before, listed);
        // An open entry (a bid of 1 to 12) is a choice of its values: count them.
        const ActionList& legal = concrete_actions(R, before, listed, scratch, Expand::All);
        if (legal.size() < 2) continue;
        auto played = resolve_action(R, before, save->game.actions[i]);
        if (!played) {
            std::cerr << "error: " << files[0] << ": action " << i + 1 << ": " << played.error()
                      << "\n";
            return 2;
        }
        const bot::Decision d = adviser.think(before, limits, *played);
        const bot::SecondOpinion opinion = bot::second_opinion(d, *played);
        Verdict v;
        v.action = static_cast<int>(i) + 1;
        v.player = before.acting_player;
        v.played = describe(R, before, *played);
        const bool same = opinion.same;
        v.cost = opinion.cost;
        char cost[32];
        std::snprintf(cost, sizeof cost, "%+.1f", -v.cost);
        std::cout << padded(std::to_string(v.action), 4) << " "
                  << padded(R.setup.players[static_cast<size_t>(v.player)].name, 10) << " "
                  << padded(v.played, 44)
                  << " bot: " << padded(same ? "=" : describe(R, before, d.action), 44) << " "
                  << (v.cost == 0.0 ? "0.0" : cost) << "\n";
        verdicts.push_back(v);
    }
    std::cout << "summary (points of expected lead given away):\n";
    for (int p = 0; p < R.player_count(); ++p) {
        std::vector<Verdict> mine;
        double total = 0;
        for (const Verdict& v : verdicts)
            if (v.player == p) {
                mine.push_back(v);
                total += std::max(0.0, v.cost);
            }
        std::sort(mine.begin(), mine.end(),
                  [](const Verdict& a, const Verdict& b) { return a.cost > b.cost; });
        char line[64];
        std::snprintf(line, sizeof line, "%.1f over %zu decisions", total, mine.size());
        std::cout << "  " << R.setup.players[static_cast<size_t>(p)].name << ": " << line;
        const size_t shown = std::min<size_t>(3, mine.size());
        for (size_t k = 0; k < shown && mine[k].cost > 0.05; ++k) {
            std::snprintf(line, sizeof line, "%.1f", mine[k].cost);
            std::cout << (k ? ", " : "; costliest: ") << "action " << mine[k].action << " (" << line
                      << ")";
        }
        std::cout << "\n";
    }
    return 0;
}

}  // namespace carc::cli
