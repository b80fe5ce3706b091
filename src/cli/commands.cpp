// check-data and replay, and the argument helpers.
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include "carc/engine.hpp"
#include "carc/record.hpp"
#include "carc/rule_links.hpp"
#include "data/save.hpp"
#include "cli.hpp"

namespace carc::cli {

std::optional<std::string> value_of(const Args& args, const std::string& name) {
    for (size_t i = 0; i + 1 < args.size(); ++i)
        if (args[i] == name) return args[i + 1];
    return std::nullopt;
}

bool has_flag(const Args& args, const std::string& name) {
    for (const auto& a : args)
        if (a == name) return true;
    return false;
}

std::vector<std::string> positional(const Args& args, const std::vector<std::string>& value_flags) {
    std::vector<std::string> out;
    for (size_t i = 0; i < args.size(); ++i) {
        if (args[i].rfind("--", 0) == 0) {
            for (const auto& f : value_flags)
                if (args[i] == f) ++i;
            continue;
        }
        out.push_back(args[i]);
    }
    return out;
}

long long number_or(const Args& args, const std::string& name, long long fallback) {
    auto v = value_of(args, name);
    if (!v) return fallback;
    try {
        size_t used = 0;
        const long long n = std::stoll(*v, &used);
        if (used == v->size()) return n;
    } catch (...) {
    }
    std::cerr << "error: " << name << " expects a number, got \"" << *v << "\"\n";
    std::exit(2);
}

bool write_output(const Args& args, const std::string& out, const std::vector<std::string>& inputs,
                  const std::function<Result<bool>(const WriteOptions&)>& write) {
    for (const std::string& in : inputs)
        if (same_file(in, out)) {
            std::cerr << "error: " << out << ": is the input file " << in
                      << ": the output would replace it; choose another --out\n";
            return false;
        }
    WriteOptions options;
    options.replace_existing = has_flag(args, "--force");
    auto written = write(options);
    if (!written) {
        std::error_code ec;
        const bool exists = std::filesystem::is_regular_file(out, ec);
        std::cerr << "error: " << written.error()
                  << (!options.replace_existing && exists ? " (--force replaces it)" : "") << "\n";
        return false;
    }
    return true;
}

std::vector<std::string> split(const std::string& s, char sep) {
    std::vector<std::string> out;
    std::stringstream in(s);
    std::string item;
    while (std::getline(in, item, sep))
        if (!item.empty()) out.push_back(item);
    return out;
}

int check_data(const Catalog& catalog, const Args&) {
    namespace fs = std::filesystem;
    int problems = 0;
    // Every language's folder of rules texts (rules/en/, rules/de/...) has each expansion's text.
    std::vector<fs::path> languages;
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(fs::path(catalog.data_dir) / "rules", ec))
        if (entry.is_directory()) languages.push_back(entry.path());
    std::sort(languages.begin(), languages.end());
    if (std::find(languages.begin(), languages.end(), fs::path(catalog.data_dir) / "rules" / "en") == languages.end()) {
        std::cerr << "error: " << (fs::path(catalog.data_dir) / "rules" / "en").string()
                  << ": missing (the English rules texts)\n";
        ++problems;
    }
    for (const ExpansionDef& e : catalog.expansions) {
        for (const fs::path& language : languages) {
            const fs::path rules = language / e.rules_text;
            std::ifstream in(rules);
            std::string first;
            if (!in || !std::getline(in, first) || first.empty()) {
                std::cerr << "error: " << rules.string() << ": missing or empty (the rules text of " << e.name << ")\n";
                ++problems;
            }
        }
        for (const TileSetDef& s : e.sets) std::cout << s.id << " " << s.total() << " tiles\n";
        // An expansion of figures, tokens or rules only (the Abbot, Little Buildings) is listed too.
        if (e.sets.empty()) std::cout << e.id << " no tiles\n";
    }
    // The log's rule links: every rule named exists, once, in every language's text of its
    // expansion, and each text has the English text's anchors.
    const fs::path links_file = fs::path(catalog.data_dir) / "rules" / "links.json";
    auto links = RuleLinks::load(links_file.string());
    if (!links) {
        std::cerr << "error: " << links.error() << "\n";
        ++problems;
    }
    auto anchors_of = [](const fs::path& path) {
        std::ifstream in(path);
        std::stringstream text;
        text << in.rdbuf();
        return rule_anchors(text.str());
    };
    if (links)
        for (const RuleLink& target : links->targets()) {
            const ExpansionDef* e = catalog.find_expansion(target.expansion);
            if (!e) {
                std::cerr << "error: " << links_file.string() << ": \"" << target.expansion << "#"
                          << target.anchor << "\" names no expansion of the catalogue\n";
                ++problems;
                continue;
            }
            for (const fs::path& language : languages) {
                const auto anchors = anchors_of(language / e->rules_text);
                if (std::count(anchors.begin(), anchors.end(), target.anchor) != 1) {
                    std::cerr << "error: " << (language / e->rules_text).string()
                              << ": needs the anchor {#" << target.anchor << "} once ("
                              << links_file.string() << " links to it)\n";
                    ++problems;
                }
            }
        }
    for (const ExpansionDef& e : catalog.expansions) {
        const auto english = anchors_of(fs::path(catalog.data_dir) / "rules" / "en" / e.rules_text);
        for (const fs::path& language : languages)
            if (anchors_of(language / e.rules_text) != english) {
                std::cerr << "error: " << (language / e.rules_text).string()
                          << ": its rule anchors differ from the English text's\n";
                ++problems;
            }
    }
    std::cout << catalog.expansions.size() << " expansions, ";
    size_t tiles = 0;
    for (const ExpansionDef& e : catalog.expansions) tiles += e.tiles.size();
    std::cout << tiles << " tile types\n";
    return problems ? 2 : 0;
}

namespace {

void print_scores(const Ruleset& rules, const GameState& state) {
    for (int p = 0; p < rules.player_count(); ++p)
        std::cout << "  " << rules.setup.players[static_cast<size_t>(p)].name << ": "
                  << state.players[static_cast<size_t>(p)].score << "\n";
}

void print_summary(const Ruleset& rules, const GameState& state) {
    std::cout << "board: " << state.board.tiles().size() << " tiles, " << state.pile.remaining()
              << " left to draw, " << state.discarded.size() << " discarded\n";
    for (const Figure& f : state.figures) std::cout << "  " << format(rules, explain_figure(rules, state, f)) << "\n";
    if (state.phase == Phase::GameOver) {
        std::cout << "the game is over\n";
        return;
    }
    std::cout << "turn " << state.turn << ": " << rules.setup.players[static_cast<size_t>(state.acting_player)].name;
    if (state.phase == Phase::PlaceTile)
        std::cout << " places " << rules.tiles[state.drawn].id << "\n";
    else if (state.phase == Phase::PlaceFigure)
        std::cout << " may place a figure\n";
    else
        std::cout << ": " << format(rules, prompt(rules, state)) << "\n";
}

}  // namespace

int replay(const Catalog& catalog, const Args& args) {
    const auto files = positional(args, {"--to", "--data"});
    if (files.size() != 1) {
        std::cerr << "error: replay takes one save file\n";
        return 2;
    }
    auto save = read_save(files[0]);
    if (!save) {
        std::cerr << "error: " << save.error() << "\n";
        return 2;
    }
    const bool verify = has_flag(args, "--verify");
    const long long to = number_or(args, "--to", -1);
    if (value_of(args, "--to") && (to < 0 || to > static_cast<long long>(save->game.actions.size()))) {
        std::cerr << "error: --to " << to << ": the game has " << save->game.actions.size() << " actions\n";
        return 2;
    }
    auto result = replay_game(catalog, save->game, static_cast<int>(to));
    // One seat: a test position read from a file (an imported JCZ test game), not a game.
    const std::string position = save->game.setup.position ? " (one seat: a test position, not a game)" : "";
    if (verify) {
        auto diffs = verify_save(*save, result);
        for (const auto& d : diffs) std::cout << "FAIL " << files[0] << ": " << d << "\n";
        if (!diffs.empty()) return 1;
        std::cout << "verified " << files[0] << position << "\n";
        return 0;
    }
    if (!result) {
        std::cerr << "error: " << files[0] << ": " << result.error() << "\n";
        return 2;
    }
    const Replay& r = *result;
    if (auto mismatch = to < 0 ? digest_mismatch(*save, r) : std::nullopt) {
        std::cerr << "error: " << files[0] << ": " << *mismatch << "\n";
        return 2;
    }
    if (!position.empty()) std::cout << files[0] << position << "\n";
    // Every event with --events (each action's after its number), else the scorings and the end.
    const bool all_events = has_flag(args, "--events");
    for (size_t i = 0; i < r.events.size(); ++i) {
        if (all_events && i > 0)
            std::cout << "action " << i << ": "
                      << describe(r.rules, *r.states[i - 1], *resolve_action(r.rules, *r.states[i - 1], save->game.actions[i - 1]))
                      << "\n";
        for (const Event& e : r.events[i])
            if (all_events || std::holds_alternative<ScoreEvent>(e) || std::holds_alternative<TileDiscarded>(e) ||
                std::holds_alternative<FinalScoringStarted>(e) || std::holds_alternative<GameEnded>(e) ||
                std::holds_alternative<TokensTaken>(e))
                std::cout << (all_events ? "  " : "") << describe(r.rules, e) << "\n";
    }
    if (to >= 0) {
        std::cout << "after action " << to << ":\n";
        print_summary(r.rules, *r.states.back());
    }
    std::cout << "scores:\n";
    print_scores(r.rules, *r.states.back());
    return 0;
}

}  // namespace carc::cli
