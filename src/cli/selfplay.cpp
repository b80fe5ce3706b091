// selfplay: complete games with uniformly random legal actions. After every action it checks the
// invariants a correct engine keeps; the game is also re-applied action by action from its
// textual record through the checked API, which must reach the same state digest.
#include <iostream>
#include <map>

#include "carc/engine.hpp"
#include "carc/module.hpp"
#include "carc/record.hpp"
#include "carc/save.hpp"
#include "cli.hpp"

namespace carc::cli {

namespace {

struct Checker {
    const Ruleset& rules;
    int total_tiles = 0;
    std::vector<int> last_scores;
    std::vector<std::string> problems;

    void fail(int action, const std::string& what) {
        problems.push_back("after action " + std::to_string(action) + ": " + what);
    }

    // The tiles of the pile, wherever they are now. Tiles of a type that no tile set of the game
    // holds came from the players' supplies (the abbeys), not from the pile: their module counts them.
    std::vector<char> in_tile_sets;  // by tile type

    int tiles_in_game(const GameState& s) {
        if (in_tile_sets.empty()) {
            in_tile_sets.assign(rules.tiles.size(), 0);
            for (TileTypeId t : rules.tile_set) in_tile_sets[t] = 1;
        }
        int from_supplies = 0;
        for (const PlacedTile& t : s.board.tiles()) from_supplies += !in_tile_sets[t.type];
        return static_cast<int>(s.board.tiles().size()) - from_supplies + s.pile.remaining() +
               static_cast<int>(s.discarded.size()) + static_cast<int>(s.pile.set_aside.size()) +
               (s.phase == Phase::PlaceTile ? 1 : 0);
    }

    void check(const GameState& s, int action) {
        const int tiles = tiles_in_game(s);
        if (tiles != total_tiles)
            fail(action, "tiles not conserved: " + std::to_string(tiles) + " instead of " + std::to_string(total_tiles));
        if (s.phase != Phase::GameOver && (s.acting_player < 0 || s.acting_player >= rules.player_count()))
            fail(action, "nobody is to act, but the game is not over");
        for (size_t k = 0; k < rules.figures.size(); ++k) {
            if (rules.figures[k].neutral) {
                int out = 0;
                for (const Figure& f : s.figures) out += f.kind == k;
                if (out > rules.figures[k].count) fail(action, "too many " + rules.figures[k].id + " figures on the table");
                continue;
            }
            for (int p = 0; p < rules.player_count(); ++p) {
                int out = 0;
                for (const Figure& f : s.figures) out += f.owner == p && f.kind == k;
                if (out + s.players[static_cast<size_t>(p)].supply[k] != rules.figures[k].count)
                    fail(action, "figures not conserved: player " + std::to_string(p) + " " + rules.figures[k].id);
            }
        }
        // Scoring of this part of the turn is still to come until the next tile is drawn.
        const bool scored = s.phase == Phase::PlaceTile || s.phase == Phase::GameOver;
        std::map<int, int> followers;
        for (const Figure& f : s.figures) {
            if (!f.on_feature()) continue;
            const int root = s.features.find(f.node);
            if (rules.figures[f.kind].follower) ++followers[root];
            if (!scored) continue;
            const FeatureNode& n = s.features.node(root);
            if (n.kind != FeatureKind::Field && feature_complete(rules, s, root))
                fail(action, "a figure stayed on a completed " + std::string(feature_kind_name(n.kind)));
        }
        for (int node = 0; node < s.features.size(); ++node) {
            if (s.features.find(node) != node) continue;
            auto it = followers.find(node);
            if (s.features.node(node).followers != (it == followers.end() ? 0 : it->second))
                fail(action, "follower count of a feature is wrong");
        }
        for (size_t p = 0; p < s.players.size(); ++p) {
            if (s.players[p].score < last_scores[p]) fail(action, "a score decreased");
            last_scores[p] = s.players[p].score;
        }
        for (const Module* m : rules.modules) {
            std::vector<std::string> problems;
            m->check_invariants(rules, s, problems);
            for (const std::string& what : problems) fail(action, std::string(m->id()) + ": " + what);
        }
    }
};

}  // namespace

int selfplay(const Catalog& catalog, const Args& args) {
    const long long games = number_or(args, "--games", 1);
    const long long seed = number_or(args, "--seed", 1);
    const long long players = number_or(args, "--players", 2);
    const auto expansions = split(value_of(args, "--expansions").value_or("base"), ',');
    const auto save_path = value_of(args, "--save");
    const bool quiet = has_flag(args, "--quiet");
    std::map<std::string, std::map<std::string, std::string>> options;
    for (size_t i = 0; i + 1 < args.size(); ++i) {
        if (args[i] != "--option") continue;
        const std::string& kv = args[i + 1];
        const size_t dot = kv.find('.'), eq = kv.find('=');
        if (dot == std::string::npos || eq == std::string::npos || eq < dot) {
            std::cerr << "error: --option expects expansion.option=value, got \"" << kv << "\"\n";
            return 2;
        }
        options[kv.substr(0, dot)][kv.substr(dot + 1, eq - dot - 1)] = kv.substr(eq + 1);
    }
    std::map<std::string, int> figures;  // --figure pig=2: a figure count (load_ruleset checks it)
    for (size_t i = 0; i + 1 < args.size(); ++i) {
        if (args[i] != "--figure") continue;
        const std::string& kv = args[i + 1];
        const size_t eq = kv.find('=');
        const std::string count = eq == std::string::npos ? "" : kv.substr(eq + 1);
        if (eq == 0 || count.empty() || count.size() > 3 ||
            count.find_first_not_of("0123456789") != std::string::npos) {
            std::cerr << "error: --figure expects figure=count, got \"" << kv << "\"\n";
            return 2;
        }
        figures[kv.substr(0, eq)] = std::stoi(count);
    }
    if (games < 1 || players < kMinPlayers || players > 6) {
        std::cerr << "error: --games must be at least 1 and --players " << kMinPlayers << "..6\n";
        return 2;
    }
    if (save_path && games != 1) {
        std::cerr << "error: --save writes one game: use --games 1\n";
        return 2;
    }
    static const char* kColours[] = {"red", "blue", "yellow", "green", "black", "grey"};
    int violations = 0;
    for (long long g = 0; g < games; ++g) {
        Setup setup;
        setup.expansions = expansions;
        setup.options = options;
        setup.figures = figures;
        for (long long p = 0; p < players; ++p)
            setup.players.push_back({"P" + std::to_string(p + 1), kColours[p]});
        setup.seed = static_cast<uint64_t>(seed + g);
        auto rules = load_ruleset(setup, catalog);
        if (!rules) {
            std::cerr << "error: " << rules.error() << "\n";
            return 2;
        }
        const Ruleset& R = *rules;
        GameState state = initial_state(R, nullptr);
        Snapshot shadow = new_game(R);
        Checker checker{R, 0, std::vector<int>(static_cast<size_t>(players), 0), {}, {}};
        checker.total_tiles = checker.tiles_in_game(state);
        Rng choice{setup.seed * 0x9E3779B97F4A7C15ull + 1};
        GameRecord record{setup, {}};
        ActionList legal;
        int action_count = 0;
        while (state.phase != Phase::GameOver) {
            legal_actions(R, state, legal);
            if (legal.empty()) {
                checker.fail(action_count, "no legal action but the game is not over");
                break;
            }
            const Action a = legal[choice.below(static_cast<uint32_t>(legal.size()))];
            const ActionRecord rec = record_action(R, state, a);
            record.actions.push_back(rec);
            apply_in_place(R, state, a, nullptr);
            ++action_count;
            // The log replays: the textual record, resolved and applied through the checked API.
            auto resolved = resolve_action(R, *shadow, rec);
            if (!resolved) {
                checker.fail(action_count, "the record does not resolve: " + resolved.error());
                break;
            }
            auto step = apply(R, *shadow, *resolved);
            if (!step) {
                checker.fail(action_count, "the checked API refused it: " + step.error());
                break;
            }
            shadow = step->state;
            if (state_digest(*shadow) != state_digest(state)) checker.fail(action_count, "replay of the log diverged");
            checker.check(state, action_count);
            if (!checker.problems.empty()) break;
        }
        violations += static_cast<int>(checker.problems.size());
        if (!quiet || !checker.problems.empty()) {
            std::cout << "game " << g + 1 << " seed " << setup.seed << ": " << state.board.tiles().size()
                      << " tiles, " << state.discarded.size() << " discarded, " << action_count << " actions, scores";
            for (size_t p = 0; p < state.players.size(); ++p) std::cout << " " << state.players[p].score;
            std::cout << "\n";
            for (const auto& p : checker.problems) std::cout << "  violation " << p << "\n";
        }
        if (save_path) {
            SaveFile save;
            save.name = "selfplay seed " + std::to_string(setup.seed);
            save.game = record;
            save.digest = state_digest(state);
            auto ok = write_save(*save_path, save);
            if (!ok) {
                std::cerr << "error: " << ok.error() << "\n";
                return 2;
            }
        }
    }
    std::cout << games << " games, " << violations << " invariant violations\n";
    return violations ? 1 : 0;
}

}  // namespace carc::cli
