// Player views (carc/player_view.hpp): what a seat may not know, replaced by what depends on
// nothing hidden.
#include "carc/player_view.hpp"

#include <algorithm>

#include "carc/module.hpp"

namespace carc {

namespace {

// The generator of every view: any constant does, as long as it is the same whatever the game's
// generator was ("view" in ASCII).
constexpr uint64_t kViewGenerator = 0x76696577ull;

// Each stack's unseen tiles in a canonical order: the draws pick by position among the rest of a
// stack, so a view tells which tiles are left, never in which order they lie.
void sort_unseen_tiles(DrawPile& pile) {
    if (pile.fixed_order) {
        // A known order (a scenario, an imported game) is the game's, not a seat's: the view
        // draws uniformly among the rest. Such a game records no stacks: one stack.
        pile.fixed_order = false;
        pile.stack_ends.clear();
    }
    size_t begin = pile.next;
    for (uint16_t end : pile.stack_ends) {
        if (end <= begin) continue;
        std::sort(pile.tiles.begin() + static_cast<long>(begin), pile.tiles.begin() + end);
        begin = end;
    }
    std::sort(pile.tiles.begin() + static_cast<long>(begin), pile.tiles.end());
    // Every player saw the tiles set aside; the order they went aside in says nothing once the
    // pile is shuffled, and in a fixed order it was the order to come.
    std::sort(pile.set_aside.begin(), pile.set_aside.end());
}

}  // namespace

void redact(const Ruleset& rules, GameState& state, int seat) {
    state.rng = Rng{kViewGenerator};
    sort_unseen_tiles(state.pile);
    // Face-down outcomes are nobody's in the engine's list: a rule that lets a player look at
    // their own keeps it in its module's state too, and its redact hook leaves it to that seat.
    // A token drawn face down goes back into its bag's counts: what the view's bag holds is what
    // the seat has not seen (in the bag or face down), else the counts would tell the token.
    for (ChanceOutcome& o : state.chance.face_down) {
        if (o.value == kHiddenOutcome) continue;  // a view's already
        if (rules.chance_sources[o.source].is_bag()) return_to_bag(rules, state, o.source, o.value);
        o.value = kHiddenOutcome;
    }
    // What the last action drew is for the record; a seat learns it from the events, which name a
    // face-down draw only as such.
    state.chance.drawn.clear();
    for (const Module* m : rules.modules) m->redact(rules, state, seat);
}

GameState player_view(const Ruleset& rules, const GameState& state, int seat) {
    GameState view = state;
    redact(rules, view, seat);
    return view;
}

}  // namespace carc
