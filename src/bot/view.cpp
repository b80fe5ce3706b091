// The bots' view of a game (view.hpp).
#include "bot/view.hpp"

#include <algorithm>
#include <limits>

namespace carc::bot {

void imagine_hidden_draws(GameState& state, Rng& bot_rng) {
    state.rng.state = bot_rng.next();
    if (state.pile.fixed_order) {
        // A known order (a scenario, an imported game) is still not for the bot to read: it draws
        // uniformly among the rest instead. Stacks are not known in such a game: one stack.
        state.pile.fixed_order = false;
        state.pile.stack_ends.clear();
    }
    // The draws pick by position among the rest of a stack, so the same generator would draw
    // differently from a pile in another order: the bot puts each stack's unseen tiles into a
    // canonical order first, and its guesses depend on which tiles are left, never on their order.
    DrawPile& pile = state.pile;
    size_t begin = pile.next;
    for (uint16_t end : pile.stack_ends) {
        if (end <= begin) continue;
        std::sort(pile.tiles.begin() + static_cast<long>(begin), pile.tiles.begin() + end);
        begin = end;
    }
    std::sort(pile.tiles.begin() + static_cast<long>(begin), pile.tiles.end());
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
