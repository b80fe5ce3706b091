// The Vineyards of Hills & Sheep (seed 003, the scoring of a monastic building, lines 957-964:
// "Neighboring Vineyard(s): (+3) points / vignoble", beside the 9 points of the completed
// building). Every monastic building counts (000's note: monasteries, abbeys, shrines and the
// like; here the monastery kind, the abbey's monastery and every kind declared "like" a
// monastery); a garden is not one. A tile with a vineyard (data: tag "vineyard") among the eight
// around it adds 3 points to the building's score, in the same score event.
//
// An incomplete building at the end scores no vineyard: the seeds name the vineyards only for the
// completed building, and JCloisterZone's test game vineyards-incomplete-monastery says so too
// (docs/rules-coverage.md). Nor does the abbot taken back early count them (003 line 305).
#include "modules.hpp"

namespace carc {

namespace {
namespace vineyards_rules {

constexpr int kVineyardPoints = 3;
constexpr Noun kVineyard{"vineyard", "vineyards"};

struct VineyardSettings {
    bool on;
    int vineyard_tag;
    explicit VineyardSettings(const Ruleset& r)
        : on(r.option_on("hills-sheep.vineyards")), vineyard_tag(r.tag("vineyard")) {}
};

class VineyardsModule final : public ModuleWithSettings<VineyardSettings> {
public:
    std::string_view id() const override { return "vineyards"; }

    void score(const Ruleset& rules, const GameState& state, FeatureScoring& f) const override {
        const VineyardSettings& s = settings(rules);
        if (!s.on || s.vineyard_tag < 0 || !f.complete || f.final_scoring) return;
        if (f.kind != FeatureKind::Monastery && !rules.catalog->is_like(f.kind, FeatureKind::Monastery)) return;
        const Pos centre = state.board.tile(state.features.node(f.root).tile).pos;
        int vineyards = 0;
        for (int dy = -1; dy <= 1; ++dy)
            for (int dx = -1; dx <= 1; ++dx) {
                if (dx == 0 && dy == 0) continue;
                const int t = state.board.tile_index({centre.x + dx, centre.y + dy});
                if (t >= 0 && rules.tiles[state.board.tile(t).type].has(s.vineyard_tag)) ++vineyards;
            }
        if (vineyards == 0) return;
        f.event.terms.push_back({kVineyard, vineyards, kVineyardPoints});
        f.event.tags.push_back("vineyard");
    }
};

}  // namespace vineyards_rules
}  // namespace

const Module& vineyards_module() {
    static const vineyards_rules::VineyardsModule module;
    return module;
}

}  // namespace carc
