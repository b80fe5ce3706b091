// The registry of JCloisterZone codecs: the one place that names every expansion's codec, one line
// each, by the id of the module it belongs to (data/expansions/*.json name modules; River and
// River II share the River's). Each codec lives beside its module (src/modules/<module>_jcz.cpp).
// The order is the order of JCZ's vocabulary tables (src/data/jcz/mapping.cpp): the exporter
// writes `setup.elements` in it, and a meeple kind two codecs declare (the pig: Traders &
// Builders' pig, and Abbey & Mayor's barn as our older exports named it) is read by the first.
// A new expansion adds its line at the end.
#include <array>
#include <cstring>
#include <utility>

#include "carc/module.hpp"
#include "carc/ruleset.hpp"
#include "codec.hpp"

namespace carc {

const JczCodec& base_jcz_codec();
const JczCodec& river_jcz_codec();
const JczCodec& abbot_jcz_codec();
const JczCodec& inns_cathedrals_jcz_codec();
const JczCodec& traders_builders_jcz_codec();
const JczCodec& princess_dragon_jcz_codec();
const JczCodec& count_jcz_codec();
const JczCodec& king_robber_jcz_codec();
const JczCodec& abbey_mayor_jcz_codec();
const JczCodec& tower_jcz_codec();
const JczCodec& shrines_jcz_codec();
const JczCodec& bridges_jcz_codec();
const JczCodec& bazaars_jcz_codec();
const JczCodec& castles_jcz_codec();
const JczCodec& wind_roses_jcz_codec();
const JczCodec& siege_jcz_codec();
const JczCodec& hills_jcz_codec();
const JczCodec& vineyards_jcz_codec();
const JczCodec& little_buildings_jcz_codec();
const JczCodec& sheep_jcz_codec();
const JczCodec& flier_jcz_codec();
const JczCodec& phantom_jcz_codec();
const JczCodec& monasteries_jcz_codec();
const JczCodec& goldmines_jcz_codec();
const JczCodec& labyrinth_jcz_codec();
const JczCodec& mage_witch_jcz_codec();
const JczCodec& corn_circles_jcz_codec();
const JczCodec& russian_promos_jcz_codec();
const JczCodec& tunnel_jcz_codec();
const JczCodec& festival_jcz_codec();
const JczCodec& ferries_jcz_codec();
const JczCodec& big_top_jcz_codec();

namespace {
using Entry = std::pair<std::string_view, const JczCodec& (*)()>;
constexpr std::array kCodecs = {
    Entry{"base", &base_jcz_codec},
    Entry{"river", &river_jcz_codec},
    Entry{"abbot", &abbot_jcz_codec},
    Entry{"inns-cathedrals", &inns_cathedrals_jcz_codec},
    Entry{"traders-builders", &traders_builders_jcz_codec},
    Entry{"princess-dragon", &princess_dragon_jcz_codec},
    Entry{"count", &count_jcz_codec},
    Entry{"king-robber", &king_robber_jcz_codec},
    Entry{"abbey-mayor", &abbey_mayor_jcz_codec},
    Entry{"tower", &tower_jcz_codec},
    Entry{"shrines", &shrines_jcz_codec},
    Entry{"bridges", &bridges_jcz_codec},
    Entry{"bazaars", &bazaars_jcz_codec},
    Entry{"castles", &castles_jcz_codec},
    Entry{"wind-roses", &wind_roses_jcz_codec},
    Entry{"siege", &siege_jcz_codec},
    Entry{"hills", &hills_jcz_codec},
    Entry{"vineyards", &vineyards_jcz_codec},
    Entry{"little-buildings", &little_buildings_jcz_codec},
    Entry{"sheep", &sheep_jcz_codec},
    Entry{"flier", &flier_jcz_codec},
    Entry{"phantom", &phantom_jcz_codec},
    Entry{"monasteries", &monasteries_jcz_codec},
    Entry{"goldmines", &goldmines_jcz_codec},
    Entry{"labyrinth", &labyrinth_jcz_codec},
    Entry{"mage-witch", &mage_witch_jcz_codec},
    Entry{"corn-circles", &corn_circles_jcz_codec},
    Entry{"russian-promos", &russian_promos_jcz_codec},
    Entry{"tunnel", &tunnel_jcz_codec},
    Entry{"festival", &festival_jcz_codec},
    Entry{"ferries", &ferries_jcz_codec},
    Entry{"big-top", &big_top_jcz_codec},
};
}  // namespace

int JczRandom::next_int(int bound) {
    // JCZ's RandomGenerator.getNextInt: the number's bits (Double.doubleToLongBits) stepped by
    // the linear congruential generator of java.util.Random, modulo 2^48 - 1 as JCZ masks it.
    constexpr uint64_t kMask = 281474976710655ULL;  // 2^48 - 1
    constexpr uint64_t kMultiplier = 25214903917ULL, kIncrement = 11ULL;
    const int next = static_cast<int>(random_ * bound);
    uint64_t bits = 0;
    std::memcpy(&bits, &random_, sizeof bits);
    const uint64_t x = (kMultiplier * (bits & kMask) + kIncrement) & kMask;
    random_ = static_cast<double>(x) / static_cast<double>(kMask + 1);
    return next;
}

const JczCodec* find_jcz_codec(std::string_view module_id) {
    for (const auto& [id, get] : kCodecs)
        if (id == module_id) return &get();
    return nullptr;
}

const std::vector<const JczCodec*>& jcz_codecs() {
    static const std::vector<const JczCodec*> all = [] {
        std::vector<const JczCodec*> out;
        for (const auto& [id, get] : kCodecs) out.push_back(&get());
        return out;
    }();
    return all;
}

std::vector<const JczCodec*> jcz_codecs_in(const Ruleset& rules) {
    std::vector<const JczCodec*> out;
    for (const Module* m : rules.modules)
        if (const JczCodec* c = find_jcz_codec(m->id())) out.push_back(c);
    return out;
}

}  // namespace carc
