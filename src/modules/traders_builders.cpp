// Traders & Builders (003: trade goods, pig; 001: Exp. 2 clarifications; 000: where the builder
// and the pig may go).
//
// Trade goods: whoever completes a city takes its wine, grain and cloth tokens, knight or not.
// At the end, the most tokens of each kind scores 10; tied players all score 10.
// Builder: goes on a road or city of the new tile where its owner already has a follower. When
// a later tile of that player extends that feature, the player places a second tile in the same
// turn; the second part never grants a third. The builder returns with the feature's scoring,
// or when the last follower of its owner leaves the feature.
// Pig: goes in a field where its owner has a farmer; at the end each completed city of that
// field scores the owner 1 more, if they have the majority there. It leaves with its last farmer.
// Pig herd (a field printed on a River II tile, 003 lines 1073-1074 and 1150-1151, a row of its
// own beside the pig): every farmer who wins that field scores 1 more per completed city, pig or
// not; a pig there adds its own 1 (JCloisterZone stacks the two). The herd is this expansion's
// element (JCloisterZone's `pig-herd`), so without Traders & Builders it is a plain field.
#include <algorithm>

#include "modules.hpp"

namespace carc {

namespace {
namespace traders_builders_rules {

constexpr Noun kPigCity{"completed city (pig)", "completed cities (pig)"};
constexpr Noun kHerdCity{"completed city (pig herd)", "completed cities (pig herd)"};
constexpr Noun kMajority{"majority", "majorities"};

// What the module remembers: whether the tile just placed extended its owner's builder's feature,
// which earns that player a second tile this turn.
struct BuilderState {
    uint8_t second_tile_earned = 0;
};

struct TradersBuildersSettings {
    int builder, pig, pig_herd;
    bool trade_goods;
    explicit TradersBuildersSettings(const Ruleset& r)
        : builder(r.figure("builder")),
          pig(r.figure("pig")),
          pig_herd(r.attribute("pig-herd")),
          trade_goods(r.option_on("traders-builders.trade_goods")) {}
};

class TradersBuildersModule final : public ModuleWithState<BuilderState, TradersBuildersSettings> {
public:
    std::string_view id() const override { return "traders-builders"; }

    // A tile placed earns nothing by itself; what it extends (on_feature_extended, heard right
    // after this) may earn the second tile.
    void on_tile_placed(const Ruleset& rules, GameState& state, int, Events*) const override {
        if (settings(rules).builder >= 0) my(rules, state).second_tile_earned = 0;
    }

    // A road or city of the player's builder grew by the player's tile, or by a feature added to a
    // placed tile (a bridge, 001:150-156): a second tile, in the first part of the turn only.
    void on_feature_extended(const Ruleset& rules, GameState& state, const FeatureExtended& e, Events*) const override {
        const int builder = settings(rules).builder;
        if (builder < 0 || state.part != 0 || e.player != state.current_player) return;
        const FeatureKind k = state.features.node(e.root).kind;
        if (k != FeatureKind::Road && k != FeatureKind::City) return;
        for (const Figure& f : state.figures)
            if (f.kind == builder && f.owner == e.player && f.on_feature() && state.features.find(f.node) == e.root) {
                my(rules, state).second_tile_earned = 1;
                return;
            }
    }

    // The second part never grants a third.
    bool another_part(const Ruleset& rules, const GameState& state) const override {
        return settings(rules).builder >= 0 && state.part == 0 && my(rules, state).second_tile_earned;
    }

    void on_feature_completed(const Ruleset& rules, GameState& state, int root, Events* events) const override {
        if (state.features.node(root).kind != FeatureKind::City || !settings(rules).trade_goods)
            return;
        for (size_t t = 0; t < rules.tokens.size(); ++t) {
            const int slot = rules.attribute(rules.tokens[t]);
            const int count = slot < 0 ? 0 : state.features.attribute(root, slot);
            if (count == 0) continue;
            state.players[static_cast<size_t>(state.current_player)].tokens[t] =
                static_cast<int16_t>(state.players[static_cast<size_t>(state.current_player)].tokens[t] + count);
            if (events)
                events->push_back(TokensTaken{state.current_player, static_cast<int>(t), count, state.ref(root)});
        }
    }

    void on_figures_returned(const Ruleset& rules, GameState& state, Events* events) const override {
        const int builder = settings(rules).builder, pig = settings(rules).pig;
        for (int i = static_cast<int>(state.figures.size()) - 1; i >= 0; --i) {
            const Figure f = state.figures[static_cast<size_t>(i)];
            if ((f.kind != builder && f.kind != pig) || !f.on_feature()) continue;
            if (!has_follower_in(rules, state, f.owner, state.features.find(f.node))) remove_figure(rules, state, i, events);
        }
    }

    void score(const Ruleset& rules, const GameState& state, FeatureScoring& s) const override {
        const int pig = settings(rules).pig, herd = settings(rules).pig_herd;
        if (s.kind != FeatureKind::Field) return;
        int cities = 0;
        for (const ScoreTerm& t : s.event.terms)
            if (t.what.singular == "completed city") cities = t.count;
        if (cities == 0) return;  // nothing to fatten
        if (herd >= 0 && state.features.attribute(s.root, herd) != 0 && !s.event.awards.empty()) {
            for (Award& a : s.event.awards) a.bonus.push_back({kHerdCity, cities, 1});
            s.event.tags.push_back("pig-herd");
        }
        if (pig < 0) return;
        // A second pig of the same owner in the field (a house rule or JCZ's "pig": 2) adds
        // nothing: the field has a pig or it has none.
        for (Award& a : s.event.awards) {
            const bool has_pig =
                std::any_of(state.figures.begin(), state.figures.end(), [&](const Figure& f) {
                    return f.kind == pig && f.owner == a.player && f.on_feature() &&
                           state.features.find(f.node) == s.root;
                });
            if (!has_pig) continue;
            a.bonus.push_back({kPigCity, cities, 1});
            if (std::find(s.event.tags.begin(), s.event.tags.end(), "pig") == s.event.tags.end())
                s.event.tags.push_back("pig");
        }
    }

    void final_scoring(const Ruleset& rules, GameState& state, Events* events) const override {
        if (!settings(rules).trade_goods) return;
        for (size_t t = 0; t < rules.tokens.size(); ++t) {
            int most = 0;
            for (const PlayerState& p : state.players) most = std::max<int>(most, p.tokens[t]);
            if (most == 0) continue;
            ScoreEvent e;
            e.category = static_cast<ScoreCategory>(rules.category("trade-goods"));
            e.kind = FeatureKind::City;
            e.final_scoring = true;
            e.complete = true;
            e.title = Message(most == 1 ? "Most {goods} ({count} token)" : "Most {goods} ({count} tokens)",
                              {{"goods", arg::Text{rules.tokens[t]}}, {"count", most}});
            e.terms.push_back({kMajority, 1, 10});
            for (size_t p = 0; p < state.players.size(); ++p)
                if (state.players[p].tokens[t] == most) {
                    e.awards.push_back({static_cast<int>(p), 10, {}});
                    add_points(state, static_cast<int>(p), 10, e.category);
                }
            if (events) events->push_back(e);
        }
    }

};

}  // namespace traders_builders_rules
}  // namespace

const Module& traders_builders_module() {
    static const traders_builders_rules::TradersBuildersModule module;
    return module;
}

}  // namespace carc
