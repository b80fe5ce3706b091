// The Monasteries (issue 34): six German and Dutch/Belgian monasteries (MO/M1-M4, MO/MR1-2).
//
// The seeds say: a German or Dutch/Belgian monastery is a monastic building, scored as a
// monastery (003:958: 9 points completed, 1 + 1 per neighbour at the end; 000's note "Monastic
// buildings are: … German monasteries, Dutch/Belgian monasteries"); a follower may also be
// deployed on it "as abbot (on a side)", and every figure valid as a monk may be (000:124 and its
// note 7: no official rule, an extension of the followers valid as monks). What an abbot scores
// the seeds do not say, so it follows JCloisterZone (Monastery.getMonasteryOwners,
// FinalScoring.getSpecialMonasteryPoints, ScoringPhase.collectCompleted; docs/rules-coverage.md):
// - the data gives each such tile a second middle feature, the abbot's place (our declared kind
//   `abbot-place`, JCZ's location AS_ABBOT), which never completes; it is "like" a monastery, so
//   that the figures that may stand on a monastery may stand there (000:124, note 7), and the
//   little buildings on its tile and the eight around it add to the abbot's score (JCZ's
//   getSpecialMonasteryPoints appends the monastery's little buildings);
// - one follower per monastery: a monk keeps the abbot's place empty and an abbot the monastery;
// - the abbot scores only at the end of the game: 1 for the monastery's tile and 1 for every tile
//   of the unbroken rows running north, east, south and west from it.
#include <algorithm>
#include <array>
#include <optional>

#include "modules.hpp"

namespace carc {

namespace {
namespace monasteries_rules {

constexpr Noun kMonasteryTile{"monastery's tile", "monastery's tiles"};
constexpr std::array<Noun, 4> kRowTiles = {Noun{"tile in line to the north", "tiles in line to the north"},
                                           Noun{"tile in line to the east", "tiles in line to the east"},
                                           Noun{"tile in line to the south", "tiles in line to the south"},
                                           Noun{"tile in line to the west", "tiles in line to the west"}};
constexpr std::array<Pos, 4> kDirections = {Pos{0, -1}, Pos{1, 0}, Pos{0, 1}, Pos{-1, 0}};

struct MonasteriesSettings {
    std::optional<FeatureKind> abbot_place;
    explicit MonasteriesSettings(const Ruleset& r) : abbot_place(r.catalog->kind("abbot-place")) {}
};

// The local feature of kind `kind` on tile type `type`, or -1.
int local_of_kind(const Ruleset& rules, TileTypeId type, FeatureKind kind) {
    const auto& features = rules.tiles[type].features;
    for (size_t i = 0; i < features.size(); ++i)
        if (features[i].kind == kind) return static_cast<int>(i);
    return -1;
}

bool follower_on(const Ruleset& rules, const GameState& state, int tile, int local) {
    if (local < 0) return false;
    for (const Figure& f : state.figures)
        if (is_follower_on_board(rules, f) && f.tile == tile && f.local == local) return true;
    return false;
}

// How many tiles lie one after the other from `from` in direction `d`, without a gap.
int unbroken_row(const GameState& state, Pos from, Pos d) {
    int n = 0;
    for (Pos p{from.x + d.x, from.y + d.y}; state.board.occupied(p); p = {p.x + d.x, p.y + d.y}) ++n;
    return n;
}

class MonasteriesModule final : public ModuleWithSettings<MonasteriesSettings> {
public:
    std::string_view id() const override { return "monasteries"; }

    bool restricts_deploy(const Ruleset& rules) const override { return settings(rules).abbot_place.has_value(); }

    // A monastery has either its monk or its abbot (JCZ: the two places are one monastery's).
    std::optional<Message> deploy_forbidden(const Ruleset& rules, const GameState& state, int, int tile,
                                            int root) const override {
        const auto place = settings(rules).abbot_place;
        const FeatureKind kind = state.features.node(root).kind;
        if (kind != *place && kind != FeatureKind::Monastery) return std::nullopt;
        const TileTypeId type = state.board.tile(tile).type;
        const int place_local = local_of_kind(rules, type, *place);
        if (place_local < 0) return std::nullopt;
        if (kind == *place && follower_on(rules, state, tile, rules.tiles[type].cloister))
            return Message("this monastery has its monk: its abbot's place stays empty");
        if (kind == FeatureKind::Monastery && follower_on(rules, state, tile, place_local))
            return Message("a follower lies on this monastery's abbot's place: it takes no monk");
        return std::nullopt;
    }

    // The abbot: 1 for the monastery's tile and 1 for every tile in line from it, each way.
    void score(const Ruleset& rules, const GameState& state, FeatureScoring& s) const override {
        const auto place = settings(rules).abbot_place;
        if (!place || s.kind != *place) return;
        const Pos c = state.board.tile(state.features.node(s.root).tile).pos;
        const bool detailed = !s.event.tiles.empty();
        if (detailed) s.event.tiles.assign(1, c);
        s.event.title = Message("Abbot's place at {pos}", {{"pos", arg::Square{c}}});
        s.event.terms.push_back({kMonasteryTile, 1, 1});
        for (size_t d = 0; d < kDirections.size(); ++d) {
            const int n = unbroken_row(state, c, kDirections[d]);
            if (n == 0) continue;
            s.event.terms.push_back({kRowTiles[d], n, 1});
            if (detailed)
                for (int k = 1; k <= n; ++k) s.event.tiles.push_back({c.x + k * kDirections[d].x, c.y + k * kDirections[d].y});
        }
    }

    // The abbots score now, after the other features (JCZ's FinalScoring: after the completable
    // features and the castles, before the fields; no rule reads the order between these).
    void final_scoring(const Ruleset& rules, GameState& state, Events* events) const override {
        const auto place = settings(rules).abbot_place;
        if (!place) return;
        std::vector<int> roots;
        for (const Figure& f : state.figures) {
            if (!is_follower_on_board(rules, f)) continue;
            const int root = state.features.find(f.node);
            if (state.features.node(root).kind != *place) continue;
            if (std::find(roots.begin(), roots.end(), root) == roots.end()) roots.push_back(root);
        }
        std::sort(roots.begin(), roots.end());
        for (int root : roots) score_feature(rules, state, root, false, true, events);
    }

    void check_invariants(const Ruleset& rules, const GameState& state, std::vector<std::string>& problems) const override {
        const auto place = settings(rules).abbot_place;
        if (!place) return;
        for (int t = 0; t < static_cast<int>(state.board.tiles().size()); ++t) {
            const TileTypeId type = state.board.tile(t).type;
            const int place_local = local_of_kind(rules, type, *place);
            if (place_local >= 0 && follower_on(rules, state, t, place_local) &&
                follower_on(rules, state, t, rules.tiles[type].cloister))
                problems.push_back("a monastery has a monk and a follower on its abbot's place");
        }
    }
};

}  // namespace monasteries_rules
}  // namespace

const Module& monasteries_module() {
    static const monasteries_rules::MonasteriesModule module;
    return module;
}

}  // namespace carc
