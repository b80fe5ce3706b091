// The expansion modules in this folder, one per file, and helpers several of them share.
// registry.cpp maps the module ids of data/expansions/*.json to these objects. Beside a module, its
// JCloisterZone codec (<module>_jcz.cpp, registered in src/data/jcz/codecs.cpp) and, when the codec
// needs more of the module than its public queries, <module>_parts.hpp.
#pragma once

#include "carc/module.hpp"

namespace carc {

const Module& base_module();
const Module& river_module();
const Module& abbot_module();
const Module& inns_cathedrals_module();
const Module& traders_builders_module();
const Module& princess_dragon_module();
const Module& count_module();
const Module& king_robber_module();
const Module& shrines_module();
const Module& tower_module();
const Module& abbey_mayor_module();
const Module& bridges_module();
const Module& bazaars_module();
const Module& castles_module();
const Module& wind_roses_module();
const Module& darmstadt_module();
const Module& goldmines_module();
const Module& siege_module();
const Module& hills_module();
const Module& vineyards_module();
const Module& little_buildings_module();
const Module& labyrinth_module();
const Module& sheep_module();
const Module& watchtowers_module();
const Module& mage_witch_module();
const Module& corn_circles_module();
const Module& russian_promos_module();
const Module& flier_module();
const Module& tunnel_module();
const Module& ferries_module();
const Module& festival_module();
const Module& phantom_module();
const Module& monasteries_module();
const Module& big_top_module();

// Taking the abbot back from a feature of the tile at `tile` (the Abbot's "return" action).
Action abbot_return_action(int figure, Pos tile, int feature);

// Completed cities a field borders, each counted once (base farmers; the pig counts them too).
int completed_cities_bordering(const Ruleset& rules, const GameState& state, int field_root);

}  // namespace carc
