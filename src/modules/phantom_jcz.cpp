// The Phantom's JCloisterZone codec (docs/jcz.md): its element ("phantom": how many each player
// has) and its meeple kind ("<player>.phantom.<n>", JCZ's MeepleIdProvider names it after the
// class Phantom). JCZ deploys the phantom with DEPLOY_MEEPLE like any follower, in its
// PhantomPhase after the action phase, and a PASS there declines it: the core's messages, so the
// codec reads and writes nothing of its own.
//
// Refused on export: a phantom step whose only offers are towers. JCZ's PhantomPhase.enter ends
// the phase when the new tile (with the portal, the flier) offers the phantom no place, before it
// adds the tower's options, so JCZ never offers a tower to the phantom then; the seeds let the
// phantom go wherever a follower may (001:625-627, 000 note 1), and ours offers the towers. Both
// the phantom put on a tower then and the pass that declines it have no JCZ counterpart.
#include "data/jcz/codec.hpp"

#include <algorithm>

#include "carc/engine.hpp"
#include "carc/feature_changes.hpp"
#include "carc/ruleset.hpp"
#include "carc/state.hpp"

namespace carc {

namespace {
namespace phantom_codec {

using U = jcz::ElementUse;
using V = jcz::ElementValue;

constexpr std::string_view kPhantomStep = "phantom_placement";

// The kind of feature a deploy puts its figure on when the figure's own places lack it (a tower:
// no follower lists it, JCZ offers it by its own capability), or nullopt.
std::optional<FeatureKind> foreign_place(const Ruleset& rules, const GameState& state, const Action& a) {
    if (!is_deploy(a) || a.figure < 0) return std::nullopt;
    const int tile = state.board.tile_index(a.pos);
    if (tile < 0) return std::nullopt;
    const FeatureKind kind = kind_at(state, tile, a.feature);
    const auto& places = rules.figures[static_cast<size_t>(a.figure)].places;
    if (std::find(places.begin(), places.end(), kind) != places.end()) return std::nullopt;
    return kind;
}

// Whether the phantom's step offers no place of the phantom's own kinds (on the new tile, through
// the portal, a flight), only such other places: JCZ's PhantomPhase offers nothing then.
bool only_foreign_places_offered(const Ruleset& rules, const GameState& state) {
    ActionList listed;
    current_step(rules, state).list(rules, state, listed);
    ActionList scratch;
    for (const Action& a : concrete_actions(rules, state, listed, scratch, Expand::All))
        if (!is_pass(a) && !foreign_place(rules, state, a)) return false;
    return true;
}

class PhantomJcz final : public JczCodec {
public:
    std::vector<JczElement> elements() const override {
        return {{"phantom", "phantom", U::Figure, "phantom", true, V::Count}};
    }
    // JCZ's Phantom extends SmallFollower: it stands on a tower as a small follower does.
    std::vector<JczMeepleKind> meeple_kinds() const override {
        return {{"phantom", "phantom", "phantom", "deploy", false, "small"}};
    }

    std::optional<std::string> refusal(const Ruleset& rules, const GameState& before, const Action& a) const override {
        if (before.phase != Phase::PlaceFigure || current_step(rules, before).id() != kPhantomStep) return std::nullopt;
        if (!only_foreign_places_offered(rules, before)) return std::nullopt;
        const auto kind = foreign_place(rules, before, a);
        const std::string what = kind ? "the phantom put on a " + std::string(rules.catalog->kind_name(*kind))
                                      : std::string("a pass declining the phantom");
        return what + " where the new tile offered the phantom no place (JCloisterZone's PhantomPhase ends when the "
                      "tile offers none, before it adds such places; the seeds let the phantom go there, 001:625-627)";
    }
};

}  // namespace phantom_codec
}  // namespace

const JczCodec& phantom_jcz_codec() {
    static const phantom_codec::PhantomJcz codec;
    return codec;
}

}  // namespace carc
