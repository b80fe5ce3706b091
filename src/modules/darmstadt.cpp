// Darmstadt (issue 34): two churches and the Darmstadtium.
//
// Seed 003 ("Feature scoring", line 958): a Darmstadt church is a monastic building, scored as a
// monastery (9 points completed, 1 + 1 per neighbour at the end); so the abbot, the shrines'
// challenge and every rule about monasteries take it as one (000's note "Monastic buildings are:
// … Darmstadt churches"). The data makes it a monastery on a tile tagged `church`.
// Seed 003 line 1018 ("Bonus scoring (epilog)"): when a church is completed, the players with the
// majority on its tile and the eight around it get 3 points, all tied players in full. The seeds
// say no more, so the rest follows JCloisterZone (ChurchCapability; written down in
// docs/rules-coverage.md): the majority is the number of followers (a large meeple counts one) on
// any feature of those nine tiles, the church's owner having no part of their own; it is counted
// when the church is completed, before any figure of that scoring goes home, also when nobody
// holds the church; a church left unfinished at the end of the game gives no bonus.
// Seed 003 line 884 ("City with Darmstadtium"): the city scores 3 points more; JCZ adds them only
// to a completed city, and so do we (the city's feature attribute `darmstadtium`).
//
// The turn: `church_majority` (just before the scoring) finds the winners of each church the tile
// completed while every figure still stands; `church_bonus` (right after the scoring, as a scoring
// the church's scoring sets off) pays them, so the log reads the church's points, then its bonus.
#include <algorithm>
#include <array>

#include "modules.hpp"

namespace carc {

namespace {
namespace darmstadt_rules {

constexpr int kChurchBonus = 3;
constexpr int kDarmstadtiumBonus = 3;
constexpr Noun kChurch{"church", "churches"};
constexpr Noun kDarmstadtium{"Darmstadtium", "Darmstadtium"};

// The rank of `church_majority` among the steps before the scoring: the last, so that it counts the
// figures as the scoring finds them (after the City's meeples moved out onto the board).
constexpr int kLastBeforeScoring = 1000;

// The churches of one part waiting for their bonus: the tile set has two, a part can complete both.
constexpr int kMaxPendingChurches = 4;

struct ChurchesState {
    std::array<int16_t, kMaxPendingChurches> church_tile;  // board index, -1: none
    std::array<uint8_t, kMaxPendingChurches> winners;      // bit p: player p has the majority
};

struct DarmstadtSettings {
    int church_tag, darmstadtium, category;
    explicit DarmstadtSettings(const Ruleset& r)
        : church_tag(r.tag("church")), darmstadtium(r.attribute("darmstadtium")), category(r.category("church")) {}
};

ChurchesState& churches(const Ruleset& rules, GameState& state);
const DarmstadtSettings& darmstadt_settings(const Ruleset& rules);

// The players with the most followers on the tile `church` and the eight around it, as bits.
uint8_t majority_around(const Ruleset& rules, const GameState& state, int church) {
    const Pos c = state.board.tile(church).pos;
    std::array<int, 8> followers{};
    for (const Figure& f : state.figures) {
        if (!is_follower_on_board(rules, f) || f.tile < 0 || f.owner < 0 || f.owner >= 8) continue;
        const Pos p = state.board.tile(f.tile).pos;
        if (std::abs(p.x - c.x) <= 1 && std::abs(p.y - c.y) <= 1) ++followers[static_cast<size_t>(f.owner)];
    }
    const int best = *std::max_element(followers.begin(), followers.end());
    uint8_t winners = 0;
    if (best > 0)
        for (size_t p = 0; p < followers.size(); ++p)
            if (followers[p] == best) winners = static_cast<uint8_t>(winners | (1u << p));
    return winners;
}

class ChurchMajority final : public TurnStep {
public:
    std::string_view id() const override { return "church_majority"; }
    StepStatus enter(const Ruleset& rules, GameState& state, Events*) const override {
        const int tag = darmstadt_settings(rules).church_tag;
        if (tag < 0) return StepStatus::done();
        ChurchesState& pending = churches(rules, state);
        size_t n = 0;
        for (int16_t root : state.completed) {
            const FeatureNode& node = state.features.node(root);
            if (node.kind != FeatureKind::Monastery || !rules.tiles[state.board.tile(node.tile).type].has(tag)) continue;
            if (n == pending.church_tile.size()) break;
            pending.church_tile[n] = node.tile;
            pending.winners[n] = majority_around(rules, state, node.tile);
            ++n;
        }
        return StepStatus::done();
    }
};

class ChurchBonus final : public TurnStep {
public:
    std::string_view id() const override { return "church_bonus"; }
    StepStatus enter(const Ruleset& rules, GameState& state, Events* events) const override {
        ChurchesState& pending = churches(rules, state);
        for (size_t i = 0; i < pending.church_tile.size(); ++i) {
            if (pending.church_tile[i] < 0) continue;
            pay(rules, state, pending.church_tile[i], pending.winners[i], events);
            pending.church_tile[i] = -1;
            pending.winners[i] = 0;
        }
        return StepStatus::done();
    }

private:
    static void pay(const Ruleset& rules, GameState& state, int church, uint8_t winners, Events* events) {
        if (winners == 0) return;
        ScoreEvent e;
        e.category = static_cast<ScoreCategory>(darmstadt_settings(rules).category);
        e.kind = FeatureKind::Monastery;
        e.complete = true;
        const Pos c = state.board.tile(church).pos;
        e.feature = {c, rules.tiles[state.board.tile(church).type].cloister};
        if (events)
            for (int dy = -1; dy <= 1; ++dy)
                for (int dx = -1; dx <= 1; ++dx)
                    if (state.board.tile_index({c.x + dx, c.y + dy}) >= 0) e.tiles.push_back({c.x + dx, c.y + dy});
        e.tags.push_back("church");
        e.title = Message("Church bonus at {pos}: the most followers on its tile and the eight around it",
                          {{"pos", arg::Square{c}}});
        e.terms.push_back({kChurch, 1, kChurchBonus});
        for (int p = 0; p < rules.player_count() && p < 8; ++p)
            if (winners & (1u << p)) {
                e.awards.push_back({p, e.base_points(), {}});
                add_points(state, p, e.base_points(), e.category);
            }
        if (events) events->push_back(std::move(e));
    }
};

const ChurchMajority kChurchMajority;
const ChurchBonus kChurchBonusStep;

class DarmstadtModule final : public ModuleWithState<ChurchesState, DarmstadtSettings> {
public:
    std::string_view id() const override { return "darmstadt"; }

    void configure(Ruleset& rules) const override {
        rules.turn.insert_before(steps::scoring, &kChurchMajority, kLastBeforeScoring);
        rules.turn.insert_after(steps::scoring, &kChurchBonusStep, after_scoring::set_off);
    }

    ChurchesState initial_state(const Ruleset&) const override {
        ChurchesState s{};
        s.church_tile.fill(-1);
        return s;
    }

    void score(const Ruleset& rules, const GameState& state, FeatureScoring& s) const override {
        if (s.kind != FeatureKind::City || !s.complete) return;
        const int slot = settings(rules).darmstadtium;
        if (slot < 0 || state.features.attribute(s.root, slot) == 0) return;
        s.event.terms.push_back({kDarmstadtium, 1, kDarmstadtiumBonus});
        s.event.notes.push_back(Message("the Darmstadtium: 3 more points"));
        s.event.tags.push_back("darmstadtium");
    }

    void check_invariants(const Ruleset& rules, const GameState& state, std::vector<std::string>& problems) const override {
        // No church waits for its bonus while a player is asked: both steps and the scoring between
        // them run without a decision.
        for (int16_t t : my(rules, state).church_tile)
            if (t >= 0) problems.push_back("a church's bonus was never paid");
    }

    ChurchesState& state_of(const Ruleset& rules, GameState& state) const { return my(rules, state); }
};

const DarmstadtModule& the_module() {
    static const DarmstadtModule module;
    return module;
}

ChurchesState& churches(const Ruleset& rules, GameState& state) { return the_module().state_of(rules, state); }
const DarmstadtSettings& darmstadt_settings(const Ruleset& rules) { return the_module().settings(rules); }

}  // namespace darmstadt_rules
}  // namespace

const Module& darmstadt_module() { return darmstadt_rules::the_module(); }

}  // namespace carc
