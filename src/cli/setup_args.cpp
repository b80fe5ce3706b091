// The shared setup arguments (setup_args.hpp).
#include "setup_args.hpp"

#include <algorithm>
#include <iostream>

namespace carc::cli {

bool read_expansions(const std::string& list, const Catalog& catalog, Setup& setup) {
    setup.expansions.clear();
    for (const std::string& item : split(list, ',')) {
        const size_t colon = item.find(':');
        if (colon == std::string::npos) {
            setup.expansions.push_back(item);
            continue;
        }
        const std::string id = item.substr(0, colon);
        const ExpansionDef* e = catalog.find_expansion(id);
        if (!e) {
            std::cerr << "error: --expansions: unknown expansion \"" << id << "\" in \"" << item << "\"\n";
            return false;
        }
        std::string known;
        for (const OptionDef& o : e->options)
            if (o.element) known += (known.empty() ? "" : ", ") + o.id;
        const std::vector<std::string> kept =
            colon + 1 == item.size() ? std::vector<std::string>{} : split(item.substr(colon + 1), '+');
        for (const std::string& name : kept) {
            const bool found = std::any_of(e->options.begin(), e->options.end(),
                                           [&](const OptionDef& o) { return o.element && o.id == name; });
            if (!found) {
                std::cerr << "error: --expansions: " << e->name << " has no element \"" << name << "\" ("
                          << (known.empty() ? std::string("it has none") : "its elements: " + known) << ")\n";
                return false;
            }
        }
        for (const OptionDef& o : e->options)
            if (o.element)
                setup.options[id][o.id] = std::find(kept.begin(), kept.end(), o.id) != kept.end() ? "true" : "false";
        setup.expansions.push_back(id);
    }
    return true;
}

void note_idle_elements(const Ruleset& rules) {
    for (const IdleElement& idle : idle_elements(rules)) std::cerr << "note: " << idle.option->idle_notice << "\n";
}

bool read_setup_args(const Args& args, const Catalog& catalog, Setup& setup) {
    if (!read_expansions(value_of(args, "--expansions").value_or(catalog.base_game()), catalog, setup)) return false;
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
