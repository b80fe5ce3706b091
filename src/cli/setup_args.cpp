// The shared setup arguments (setup_args.hpp).
#include "setup_args.hpp"

#include <algorithm>
#include <iostream>

namespace carc::cli {

bool read_setup_args(const Args& args, Setup& setup) {
    for (size_t i = 0; i + 1 < args.size(); ++i) {
        if (args[i] != "--option") continue;
        const std::string& kv = args[i + 1];
        const size_t dot = kv.find('.'), eq = kv.find('=');
        if (dot == std::string::npos || eq == std::string::npos || eq < dot) {
            std::cerr << "error: --option expects expansion.option=value, got \"" << kv << "\"\n";
            return false;
        }
        setup.options[kv.substr(0, dot)][kv.substr(dot + 1, eq - dot - 1)] = kv.substr(eq + 1);
    }
    for (size_t i = 0; i + 1 < args.size(); ++i) {
        if (args[i] != "--figure") continue;
        const std::string& kv = args[i + 1];
        const size_t eq = kv.find('=');
        const std::string count = eq == std::string::npos ? "" : kv.substr(eq + 1);
        if (eq == 0 || count.empty() || count.size() > 3 ||
            count.find_first_not_of("0123456789") != std::string::npos) {
            std::cerr << "error: --figure expects figure=count, got \"" << kv << "\"\n";
            return false;
        }
        setup.figures[kv.substr(0, eq)] = std::stoi(count);
    }
    return true;
}

bool check_player_count(const Catalog& catalog, const std::vector<std::string>& expansions,
                        long long players) {
    int most = 0;
    std::string mix;
    for (const std::string& id : expansions) {
        mix += (mix.empty() ? "" : ", ") + id;
        if (const ExpansionDef* e = catalog.find_expansion(id)) most = std::max(most, e->max_players);
    }
    // No expansion known: load_ruleset names the unknown one; only the colour list bounds here.
    if (most == 0) most = kMaxCommandPlayers;
    most = std::min(most, kMaxCommandPlayers);
    if (players >= kMinPlayers && players <= most) return true;
    std::cerr << "error: --players " << players << ": this game (" << mix << ") takes " << kMinPlayers
              << " to " << most << " players\n";
    return false;
}

}  // namespace carc::cli
