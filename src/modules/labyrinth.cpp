// The Labyrinth (issue 34): one tile, LA/Rrrr, whose labyrinth joins its four roads into one.
//
// Seed 003 ("Feature scoring", roads, lines 491-494 and 1459-1462): "The labyrinth tile counts as
// 1 road tile" and "merges all roads connected to it for scoring" — the data's one road feature on
// all four sides does both, in either variant. Seed 003 line 623-626 ("Bonus scoring" of roads):
// "(+2) points / meeple on road network. Only if using advanced rules." Seed 000 (its table's
// "deploy to labyrinth?") says nothing more. Where the seeds are silent this follows JCloisterZone
// (Road.LABYRINTH, AbstractActionPhase; written down in docs/rules-coverage.md):
// - option `variant` = "advanced" (JCZ's rule labyrinth-variant, whose default is "advanced") or
//   "basic"; the basic variant is the joined road alone;
// - advanced, deploying: a follower may go on a road of the tile just placed that others already
//   occupy when the stretch of it the labyrinth divides off — the road followed from there up to,
//   not through, a labyrinth tile — holds no figure; and on the labyrinth's own road when no figure
//   stands on the labyrinth tile's road itself;
// - advanced, scoring: a completed road through a labyrinth scores 2 points more for every figure
//   on it (every player's followers and the builder: JCZ counts its meeples), with the road's
//   points, to whoever wins it; an unfinished road at the end earns no bonus.
// Its JCloisterZone codec is labyrinth_jcz.cpp (docs/jcz.md).
#include <algorithm>
#include <utility>
#include <vector>

#include "carc/feature_changes.hpp"
#include "modules.hpp"

namespace carc {

namespace {
namespace labyrinth_rules {

constexpr int kPointsPerFigure = 2;
constexpr Noun kFigureOnRoad{"figure on the labyrinth road", "figures on the labyrinth road"};

struct LabyrinthSettings {
    int tag;        // the tile tag "labyrinth", -1 when no labyrinth tile is in play
    bool advanced;  // option variant = "advanced"
    explicit LabyrinthSettings(const Ruleset& r)
        : tag(r.tag("labyrinth")), advanced(r.option("labyrinth.variant") == "advanced") {}
};

bool is_labyrinth(const Ruleset& rules, const GameState& state, int tag, int tile) {
    return rules.tiles[state.board.tile(tile).type].has(tag);
}

bool figure_on_node(const GameState& state, int node) {
    return std::any_of(state.figures.begin(), state.figures.end(),
                       [&](const Figure& f) { return f.on_feature() && f.node == node; });
}

// Whether no figure stands on the stretch of road that starts at local feature `local` of placed
// tile `tile` and is followed tile by tile up to, not through, the labyrinth tiles (JCZ's
// findSegmentBorderedBy).
bool stretch_is_free(const Ruleset& rules, const GameState& state, int tag, int tile, int local) {
    std::vector<std::pair<int, int>> todo{{tile, local}};
    std::vector<std::pair<int, int>> seen = todo;
    while (!todo.empty()) {
        const auto [t, l] = todo.back();
        todo.pop_back();
        if (figure_on_node(state, node_at(state, t, l))) return false;
        const SideMask sides = sides_at(rules, state, t, l);
        for (int s = 0; s < 4; ++s) {
            const Side side = static_cast<Side>(s);
            if (!(sides & side_bit(side))) continue;
            const int next = state.board.tile_index(neighbour(state.board.tile(t).pos, side));
            if (next < 0 || is_labyrinth(rules, state, tag, next)) continue;
            const int next_local = side_feature_at(rules, state, next, opposite(side));
            if (next_local < 0 || kind_at(state, next, next_local) != FeatureKind::Road) continue;
            const std::pair<int, int> part{next, next_local};
            if (std::find(seen.begin(), seen.end(), part) != seen.end()) continue;
            seen.push_back(part);
            todo.push_back(part);
        }
    }
    return true;
}

// Whether the road of `root` passes through a labyrinth tile.
bool road_has_labyrinth(const Ruleset& rules, const GameState& state, int tag, int root) {
    bool found = false;
    state.features.for_each_member(root, [&](int n) {
        found = found || is_labyrinth(rules, state, tag, state.features.node(n).tile);
    });
    return found;
}

class LabyrinthModule final : public ModuleWithSettings<LabyrinthSettings> {
public:
    std::string_view id() const override { return "labyrinth"; }

    bool admits_to_occupied(const Ruleset& rules) const override {
        const LabyrinthSettings& s = settings(rules);
        return s.advanced && s.tag >= 0;
    }

    // The free stretch admits a follower deployed (on the new tile or through a magic portal) and a
    // wagon moving on; the labyrinth's own road admits a deployed follower only (JCZ's WagonPhase
    // keeps the ordinary rule there).
    bool admits_beside_followers(const Ruleset& rules, const GameState& state, int /*figure*/, int tile,
                                 int local, Arrival arrival) const override {
        const LabyrinthSettings& s = settings(rules);
        if (!s.advanced || s.tag < 0 || kind_at(state, tile, local) != FeatureKind::Road) return false;
        if (is_labyrinth(rules, state, s.tag, tile))
            return arrival == Arrival::Deployed && !figure_on_node(state, node_at(state, tile, local));
        return stretch_is_free(rules, state, s.tag, tile, local);
    }

    void score(const Ruleset& rules, const GameState& state, FeatureScoring& f) const override {
        const LabyrinthSettings& s = settings(rules);
        if (!s.advanced || s.tag < 0 || f.kind != FeatureKind::Road || !f.complete) return;
        if (!road_has_labyrinth(rules, state, s.tag, f.root)) return;
        const int figures = static_cast<int>(std::count_if(state.figures.begin(), state.figures.end(), [&](const Figure& g) {
            return g.on_feature() && state.features.find(g.node) == f.root;
        }));
        if (figures == 0) return;
        f.event.terms.push_back({kFigureOnRoad, figures, kPointsPerFigure});
        f.event.tags.push_back("labyrinth");
    }
};

}  // namespace labyrinth_rules
}  // namespace

const Module& labyrinth_module() {
    static const labyrinth_rules::LabyrinthModule module;
    return module;
}

}  // namespace carc
