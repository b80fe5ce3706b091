// Shrines, the "cult places" (seed 004, "De cultusplaatsen", lines 167-202; digest B and cases
// 26-29).
//
// A shrine is a monastery-like feature (data: kind "shrine", "like": "monastery", so every figure
// that may stand on a monastery may stand on it; a follower there is the heretic). It is complete
// when surrounded and scores like a monastery: 9 complete, 1 + its neighbours at the end.
// Placement: a shrine may not border more than one monastery, nor a monastery more than one
// shrine (004:178; the 8 surrounding squares, as JCloisterZone counts them).
// The challenge: a shrine and the monastery beside it, both occupied, challenge each other (004:
// 182; the monk placed beside an occupied shrine too, as JCZ reads it). The first of the two to be
// completed scores; the other's followers go home with nothing — no score at all, so the fairy's +3
// is not paid to them either (001:670). Both completed by one tile: both score (004:188). Open at
// the end: each scores as an unfinished monastery (004:198). A challenge exists only while both
// are occupied, so taking the abbot back ends it (003:308). Nothing is remembered: the board says
// who challenges whom.
// Elements (JCloisterZone's): the shrine tiles and the challenges switch on and off apart
// (options tiles, challenges, JCZ's element "shrine"). Without challenges a shrine is a monastery
// of its own score column: placed anywhere, scored alone, nobody sent home; challenges without the
// shrine tiles have nothing to challenge.
// House rule (004:202, option adjacency = relaxed): tiles go anywhere, but a follower may not go
// onto a shrine or monastery where it would face more than one occupied challenger, or a
// challenger that already faces another.
#include <algorithm>
#include <array>

#include "modules.hpp"

namespace carc {

namespace {
namespace shrines_rules {

constexpr Noun kShrine{"shrine", "shrines"};
constexpr Noun kNeighbour{"neighbour", "neighbours"};

struct ShrinesSettings {
    FeatureKind shrine = FeatureKind::Monastery;
    bool relaxed = false;
    bool challenges = true;
    explicit ShrinesSettings(const Ruleset& r)
        : shrine(r.catalog->kind("shrine").value_or(FeatureKind::Monastery)),
          relaxed(r.option("shrines.adjacency") == "relaxed"),
          challenges(r.option_on("shrines.challenges")) {}
};

bool relaxed(const Ruleset& rules) { return rules.option("shrines.adjacency") == "relaxed"; }

class ShrinesModule final : public ModuleWithSettings<ShrinesSettings> {
public:
    std::string_view id() const override { return "shrines"; }

    // Asked while the ruleset is built, before the settings exist (then read the option itself),
    // and for every placement listed (then the settings: no string lookups in the hot loop).
    bool relaxed_rule(const Ruleset& rules) const {
        const auto* s = static_cast<const ShrinesSettings*>(rules.settings_of(*this));
        return s ? s->relaxed : relaxed(rules);
    }
    bool challenges_on(const Ruleset& rules) const {
        const auto* s = static_cast<const ShrinesSettings*>(rules.settings_of(*this));
        return s ? s->challenges : rules.option_on("shrines.challenges");
    }
    bool restricts_placement(const Ruleset& rules) const override { return challenges_on(rules) && !relaxed_rule(rules); }
    std::optional<Message> placement_forbidden(const Ruleset& rules, const GameState& state,
                                               TileTypeId type, Pos pos, int) const override {
        const TileType& t = rules.tiles[type];
        if (t.cloister < 0) return std::nullopt;
        const FeatureKind kind = t.features[static_cast<size_t>(t.cloister)].kind;
        if (!challenges(rules, kind)) return std::nullopt;
        const FeatureKind other = counterpart(rules, kind);
        int facing = 0;
        for (Pos q : around(pos)) {
            if (cloister_root(rules, state, q, other) < 0) continue;
            if (++facing > 1)
                return Message("a {kind} may not border more than one {other}",
                               {{"kind", arg::Kind{kind}}, {"other", arg::Kind{other}}});
            for (Pos r : around(q))
                if (cloister_root(rules, state, r, kind) >= 0)
                    return Message("the {other} at {pos} already borders a {kind}",
                                   {{"other", arg::Kind{other}},
                                    {"pos", arg::Square{q}},
                                    {"kind", arg::Kind{kind}}});
        }
        return std::nullopt;
    }

    bool restricts_deploy(const Ruleset& rules) const override { return challenges_on(rules) && relaxed_rule(rules); }
    std::optional<Message> deploy_forbidden(const Ruleset& rules, const GameState& state,
                                            int figure, int tile, int root) const override {
        const FeatureKind kind = state.features.node(root).kind;
        if (!challenges(rules, kind) || !rules.figures[static_cast<size_t>(figure)].follower)
            return std::nullopt;
        const Pos pos = state.board.tile(tile).pos;
        const std::vector<int> rivals = occupied_rivals(rules, state, pos, kind);
        if (rivals.size() > 1)
            return Message(
                "a follower here would challenge more than one {other} (house rule: one challenge "
                "each)",
                {{"other", arg::Kind{counterpart(rules, kind)}}});
        if (rivals.size() == 1) {
            const Pos q = state.board.tile(state.features.node(rivals[0]).tile).pos;
            for (int r : occupied_rivals(rules, state, q, counterpart(rules, kind)))
                if (r != root)
                    return Message(
                        "the {other} at {pos} is already challenged (house rule: one challenge "
                        "each)",
                        {{"other", arg::Kind{counterpart(rules, kind)}}, {"pos", arg::Square{q}}});
        }
        return std::nullopt;
    }

    // Like a monastery: 1 for the shrine and 1 per neighbour (9 when surrounded).
    void score(const Ruleset& rules, const GameState&, FeatureScoring& s) const override {
        if (s.kind != settings(rules).shrine) return;
        s.event.terms.push_back({kShrine, 1, 1});
        s.event.terms.push_back({kNeighbour, s.tile_count - 1, 1});
    }

    // The challenge is decided when one of the pair is completed and scored while the other,
    // still occupied, is not completed by the same tile.
    void after_feature_scored(const Ruleset& rules, GameState& state, const ScoreEvent& e,
                              Events* events) const override {
        if (!e.complete || e.final_scoring || e.category != category_of(rules, e.kind))
            return;  // not a bonus about it
        if (!challenges(rules, e.kind)) return;
        const int node = state.node_of(e.feature);
        if (node < 0) return;
        const int winner = state.features.find(node);
        const Pos pos = state.board.tile(state.features.node(winner).tile).pos;
        bool removed = false;
        for (int loser : occupied_rivals(rules, state, pos, e.kind)) {
            if (std::find(state.completed.begin(), state.completed.end(), loser) !=
                state.completed.end())
                continue;  // completed by the same tile: it scores too
            const Pos at = state.board.tile(state.features.node(loser).tile).pos;
            for (int i = static_cast<int>(state.figures.size()) - 1; i >= 0; --i) {
                const Figure f = state.figures[static_cast<size_t>(i)];
                if (!f.on_feature() || state.features.find(f.node) != loser) continue;
                if (events)
                    events->push_back(
                        ModuleEvent{Message("{player}'s {figure} on the {kind} at {pos} loses the "
                                            "challenge and goes home without points",
                                            {{"player", arg::Player{f.owner}},
                                             {"figure", arg::Figure{f.kind}},
                                             {"kind", arg::Kind{state.features.node(loser).kind}},
                                             {"pos", arg::Square{at}}}),
                                    {at, pos}});
                remove_figure(rules, state, i, events);
                removed = true;
            }
        }
        if (removed) figures_returned(rules, state, events);
    }

    void check_invariants(const Ruleset& rules, const GameState& state,
                          std::vector<std::string>& problems) const override {
        for (int index = 0; index < static_cast<int>(state.board.tiles().size()); ++index) {
            const PlacedTile& t = state.board.tile(index);
            const TileType& type = rules.tiles[t.type];
            if (type.cloister < 0) continue;
            const FeatureKind kind = kind_at(state, index, type.cloister);
            if (!challenges(rules, kind)) continue;
            const FeatureKind other = counterpart(rules, kind);
            int bordering = 0;
            for (Pos q : around(t.pos)) bordering += cloister_root(rules, state, q, other) >= 0;
            if (!settings(rules).relaxed && bordering > 1)
                problems.push_back("a " + std::string(rules.catalog->kind_name(kind)) +
                                   " borders " + std::to_string(bordering) + " of the other kind");
            const int root = state.features.find(node_at(state, index, type.cloister));
            if (state.features.node(root).followers > 0 &&
                occupied_rivals(rules, state, t.pos, kind).size() > 1)
                problems.push_back("an occupied " + std::string(rules.catalog->kind_name(kind)) +
                                   " challenges more than one neighbour");
        }
    }

private:
    // Whether a feature of kind k takes part in challenges (none when they are switched off).
    bool challenges(const Ruleset& rules, FeatureKind k) const {
        const ShrinesSettings& s = settings(rules);
        return s.challenges && (k == FeatureKind::Monastery || k == s.shrine);
    }
    FeatureKind counterpart(const Ruleset& rules, FeatureKind k) const {
        return k == FeatureKind::Monastery ? settings(rules).shrine : FeatureKind::Monastery;
    }
    static std::array<Pos, 8> around(Pos p) {
        return {Pos{p.x - 1, p.y - 1}, Pos{p.x, p.y - 1},    Pos{p.x + 1, p.y - 1},
                Pos{p.x - 1, p.y},     Pos{p.x + 1, p.y},    Pos{p.x - 1, p.y + 1},
                Pos{p.x, p.y + 1},     Pos{p.x + 1, p.y + 1}};
    }
    // The root of the monastery-like feature of kind `kind` on the tile at `p`, or -1.
    static int cloister_root(const Ruleset& rules, const GameState& state, Pos p,
                             FeatureKind kind) {
        const int t = state.board.tile_index(p);
        if (t < 0) return -1;
        const TileType& type = rules.tiles[state.board.tile(t).type];
        if (type.cloister < 0 || kind_at(state, t, type.cloister) != kind) return -1;
        return state.features.find(node_at(state, t, type.cloister));
    }
    // The occupied features of the other kind around the one of kind `kind` at `p`.
    std::vector<int> occupied_rivals(const Ruleset& rules, const GameState& state, Pos p,
                                     FeatureKind kind) const {
        std::vector<int> out;
        const FeatureKind other = counterpart(rules, kind);
        for (Pos q : around(p)) {
            const int r = cloister_root(rules, state, q, other);
            if (r >= 0 && state.features.node(r).followers > 0) out.push_back(r);
        }
        return out;
    }
};

}  // namespace shrines_rules
}  // namespace

const Module& shrines_module() {
    static const shrines_rules::ShrinesModule module;
    return module;
}

}  // namespace carc
