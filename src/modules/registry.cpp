// The table of rule modules: the ids that data/expansions/*.json may name in "modules".
#include <array>
#include <utility>

#include "modules.hpp"

namespace carc {

namespace {
namespace module_registry {
using Entry = std::pair<std::string_view, const Module& (*)()>;
constexpr std::array kModules = {
    Entry{"base", &base_module},
    Entry{"river", &river_module},
    Entry{"abbot", &abbot_module},
    Entry{"inns-cathedrals", &inns_cathedrals_module},
    Entry{"traders-builders", &traders_builders_module},
    Entry{"princess-dragon", &princess_dragon_module},
    Entry{"count", &count_module},
    Entry{"king-robber", &king_robber_module},
    Entry{"shrines", &shrines_module},
    Entry{"tower", &tower_module},
    Entry{"abbey-mayor", &abbey_mayor_module},
    Entry{"bridges", &bridges_module},
    Entry{"bazaars", &bazaars_module},
    Entry{"castles", &castles_module},
    Entry{"wind-roses", &wind_roses_module},
    Entry{"darmstadt", &darmstadt_module},
    Entry{"goldmines", &goldmines_module},
    Entry{"siege", &siege_module},
    Entry{"hills", &hills_module},
    Entry{"vineyards", &vineyards_module},
    Entry{"little-buildings", &little_buildings_module},
    Entry{"sheep", &sheep_module},
    Entry{"watchtowers", &watchtowers_module},
    Entry{"labyrinth", &labyrinth_module},
    Entry{"mage-witch", &mage_witch_module},
    Entry{"corn-circles", &corn_circles_module},
    Entry{"russian-promos", &russian_promos_module},
    Entry{"flier", &flier_module},
    Entry{"tunnel", &tunnel_module},
    Entry{"ferries", &ferries_module},
    Entry{"festival", &festival_module},
    Entry{"phantom", &phantom_module},
    Entry{"monasteries", &monasteries_module},
    Entry{"big-top", &big_top_module},
};
}  // namespace module_registry
}  // namespace

const Module* find_module(std::string_view id) {
    for (const auto& [name, get] : module_registry::kModules)
        if (name == id) return &get();
    return nullptr;
}

std::vector<std::string_view> module_ids() {
    std::vector<std::string_view> out;
    for (const auto& [name, get] : module_registry::kModules) out.push_back(name);
    return out;
}

}  // namespace carc
