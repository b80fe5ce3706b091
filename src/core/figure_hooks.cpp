// The engine's queries and events about figures that let one expansion's figure meet another
// expansion's rules without either naming the other (issue 32): a figure entering a tile runs
// every module's on_figure_entered_tile, and what "stands on a tile" means is answered here, once.
#include "carc/module.hpp"

namespace carc {

void figure_entered_tile(const Ruleset& rules, GameState& state, int figure, int tile, Events* events) {
    for (const Module* m : rules.modules) m->on_figure_entered_tile(rules, state, figure, tile, events);
}

bool figure_stands_on_tile(const Ruleset&, const GameState&, const Figure& f, int tile) {
    return f.on_feature() && f.tile == tile;
}

}  // namespace carc
