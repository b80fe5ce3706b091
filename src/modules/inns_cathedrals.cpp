// Inns & Cathedrals (003: "Road with inn", "City with cathedral"; 001: Exp. 1 clarifications).
// A completed road with an inn scores 2 per tile instead of 1, a completed city with a cathedral
// 3 per tile and 3 per pennant instead of 2; left unfinished at the end of the game, either
// scores nothing. An inn counts only for the road segments it stands beside: the data puts the
// inn on those road features alone. The large meeple is data too (strength 2): it counts as two
// followers in a majority and the feature still scores once.
#include "modules.hpp"

namespace carc {

namespace {
namespace inns_cathedrals_rules {

void set_each(ScoreEvent& e, std::string_view what, int each) {
    for (ScoreTerm& t : e.terms)
        if (t.what.singular == what) t.each = each;
}

struct Slots {
    int inn, cathedral;
    explicit Slots(const Ruleset& r) : inn(r.attribute("inn")), cathedral(r.attribute("cathedral")) {}
};

class InnsCathedralsModule final : public ModuleWithSettings<Slots> {
public:
    std::string_view id() const override { return "inns-cathedrals"; }

    void score(const Ruleset& rules, const GameState& state, FeatureScoring& s) const override {
        if (s.kind == FeatureKind::Road) {
            const int inn = settings(rules).inn;
            if (inn < 0 || state.features.attribute(s.root, inn) == 0) return;
            set_each(s.event, "tile", s.complete ? 2 : 0);
            s.event.notes.push_back(s.complete ? Message("inn: 2 per tile") : Message("inn on an unfinished road: nothing"));
            s.event.tags.push_back("inn");
        } else if (s.kind == FeatureKind::City) {
            const int cathedral = settings(rules).cathedral;
            if (cathedral < 0 || state.features.attribute(s.root, cathedral) == 0) return;
            set_each(s.event, "tile", s.complete ? 3 : 0);
            set_each(s.event, "pennant", s.complete ? 3 : 0);
            s.event.notes.push_back(s.complete ? Message("cathedral: 3 per tile and pennant")
                                               : Message("cathedral in an unfinished city: nothing"));
            s.event.tags.push_back("cathedral");
        }
    }
};

}  // namespace inns_cathedrals_rules
}  // namespace

const Module& inns_cathedrals_module() {
    static const inns_cathedrals_rules::InnsCathedralsModule module;
    return module;
}

}  // namespace carc
