// The engine's queries and events about figures that let one expansion's figure meet another
// expansion's rules without either naming the other (issue 32): a figure entering a tile runs
// every module's on_figure_entered_tile, and what "stands on a tile" means is answered here, once.
#include "carc/module.hpp"

namespace carc {

void figure_entered_tile(const Ruleset& rules, GameState& state, int figure, int tile, Events* events) {
    for (const Module* m : rules.modules) m->on_figure_entered_tile(rules, state, figure, tile, events);
}

bool figure_stands_on_tile(const Ruleset& rules, const GameState& state, const Figure& f, int tile) {
    if (!f.on_feature() || f.tile != tile) return false;
    const int kind = static_cast<int>(state.features.node(state.features.find(f.node)).kind);
    if (kind < kBuiltinFeatureKinds) return true;
    return !rules.catalog->declared_kinds[static_cast<size_t>(kind - kBuiltinFeatureKinds)].spans_tiles;
}

}  // namespace carc
