// The bots' view of a game (view.hpp).
#include "bot/view.hpp"

#include <algorithm>
#include <limits>

#include "carc/module.hpp"

namespace carc::bot {

void imagine_hidden_draws(const Ruleset& rules, GameState& view, Rng& bot_rng) {
    view.rng.state = bot_rng.next();
    for (ChanceOutcome& o : view.chance.face_down) {
        if (o.value != kHiddenOutcome) continue;
        const ChanceSource& source = rules.chance_sources[o.source];
        if (!source.is_bag()) {
            o.value = static_cast<int16_t>(bot_rng.below(static_cast<uint32_t>(source.faces)) + 1);
            continue;
        }
        // The view's bag holds every token the seat has not seen, this one among them: a uniform
        // pick, which then leaves the bag as the real draw did.
        const int total = bag_total(rules, view, o.source);
        if (total == 0) {  // not in a view made by player_view; keep the outcome a valid token
            o.value = 0;
            continue;
        }
        int pick = static_cast<int>(bot_rng.below(static_cast<uint32_t>(total)));
        int16_t token = 0;
        while (pick >= bag_count(rules, view, o.source, token)) pick -= bag_count(rules, view, o.source, token++);
        take_from_bag(rules, view, o.source, token);
        o.value = token;
    }
    for (const Module* m : rules.modules) m->imagine_hidden(rules, view, bot_rng);
}

double margin_of(const std::vector<double>& values, int player) {
    double best_other = -std::numeric_limits<double>::infinity();
    for (size_t p = 0; p < values.size(); ++p)
        if (static_cast<int>(p) != player) best_other = std::max(best_other, values[p]);
    return values[static_cast<size_t>(player)] - best_other;
}

uint64_t decision_seed(uint64_t bot_seed, const GameState& state) {
    Rng mix{bot_seed ^ (static_cast<uint64_t>(state.actions) << 20) ^
            static_cast<uint64_t>(state.acting_player + 1)};
    mix.next();
    return mix.next();
}

}  // namespace carc::bot
