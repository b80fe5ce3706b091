// The Siege (Besiegers, Cathars; issue 34). Ten tiles show a city under siege (data: the city
// attribute `besieged`, kept by a city however large it grows).
//
// - A completed besieged city scores 1 point less per tile and per pennant (003:820-825, "City
//   with Cathares / Siege / Besiegers: (-1) point × size of city, (-1) points × count of pennants"):
//   1 per tile and pennant instead of 2. The seeds list it among the scorings during the game and
//   say nothing of the end; there JCloisterZone takes the same point off (City.getStructurePoints:
//   "besieged", -tiles - pennants), so an unfinished besieged city scores nothing at the end, and a
//   two-tile city under the first-edition rule (1 per tile when completed) nothing either. Written
//   as 1 less on each tile and pennant term that is worth something: with a cathedral a completed
//   besieged city scores 2 per tile and pennant, as JCZ's +1 and -1 make it.
// - Farmers score a completed besieged city twice (003:1088-1091 and 1165-1168, "Symbole Cathares
//   adjacent to pré: (×2) points for affected city"): the field's count of completed cities gains a
//   second term, the besieged ones at the same price per city (3, or 1 for a field joined to a
//   barn). The pig's +1 per city is not doubled (JCZ's Field.getCityPoints: the pig counts the
//   cities once).
// - A knight escapes (001:131, "Removal of a knight from a besieged city"; 004:268-272, "the knight
//   escapes at the end of the turn, and cannot be deployed again in the same turn"): when the turn
//   is over (after a builder's second part), its player may take one of their followers back from
//   an unfinished besieged city when a monastic building (000: monasteries, abbeys, shrines; a kind
//   declared like a monastery) stands on one of the city's tiles or on one of the eight
//   squares around one of them (JCZ's EscapePhase with its default "any-tile"; the seeds do not
//   say which tiles count). Option `escape` (JCZ's element "escape") switches it off.
#include <algorithm>
#include <vector>

#include "carc/catalog.hpp"
#include "modules.hpp"

namespace carc {

namespace {
namespace siege_rules {

constexpr Noun kBesiegedCity{"besieged city", "besieged cities"};

struct SiegeSettings {
    int besieged;  // attribute slot, -1 when no tile of the game has it
    bool escape;
    explicit SiegeSettings(const Ruleset& r) : besieged(r.attribute("besieged")), escape(r.option_on("siege.escape")) {}
};

bool is_besieged(const GameState& state, const SiegeSettings& s, int root) {
    return s.besieged >= 0 && state.features.attribute(root, s.besieged) != 0;
}

// Completed besieged cities field `field_root` borders, each counted once (as the base count of
// completed cities does).
int besieged_cities_bordering(const Ruleset& rules, const GameState& state, const SiegeSettings& s, int field_root) {
    std::vector<int> cities;
    state.features.for_each_member(field_root, [&](int n) {
        const FeatureNode& node = state.features.node(n);
        const TileType& type = rules.tiles[state.board.tile(node.tile).type];
        if (static_cast<size_t>(node.local) >= type.features.size()) return;  // added to the tile: borders no city of its type
        for (uint8_t c : type.features[node.local].cities) {
            const int city = state.features.find(node_at(state, node.tile, c));
            const FeatureNode& root = state.features.node(city);
            // A castle made of a besieged city is a castle, no more a city (JCZ counts it so too).
            if (root.open_edges == 0 && root.kind == FeatureKind::City && is_besieged(state, s, city)) cities.push_back(city);
        }
    });
    std::sort(cities.begin(), cities.end());
    return static_cast<int>(std::unique(cities.begin(), cities.end()) - cities.begin());
}

// Whether a monastic building stands on the placed tile at `pos` or on one of the eight around it.
bool monastery_at_or_around(const Ruleset& rules, const GameState& state, Pos pos) {
    for (int dy = -1; dy <= 1; ++dy)
        for (int dx = -1; dx <= 1; ++dx) {
            const int t = state.board.tile_index({pos.x + dx, pos.y + dy});
            if (t < 0) continue;
            for (int local = 0, n = feature_count_at(rules, state, t); local < n; ++local) {
                const FeatureKind k = kind_at(state, t, local);
                if (k == FeatureKind::Monastery || rules.catalog->is_like(k, FeatureKind::Monastery)) return true;
            }
        }
    return false;
}

// "escape_from_siege": the acting player takes their follower on feature `feature` of the tile at pos back
// from the besieged city.
class Escape final : public ActionDef {
public:
    std::string_view id() const override { return "escape_from_siege"; }
    void apply(const Ruleset& rules, GameState& state, const Action& a, Events* events) const override {
        const int tile = state.board.tile_index(a.pos);
        for (size_t i = 0; i < state.figures.size(); ++i) {
            const Figure& f = state.figures[i];
            if (!is_follower_on_board(rules, f) || f.tile != tile || f.local != a.feature || f.kind != a.figure ||
                f.owner != state.acting_player)
                continue;
            if (events)
                events->push_back(ModuleEvent{Message("{player}'s {figure} escapes from the besieged city at {pos}",
                                                      {{"player", arg::Player{state.acting_player}},
                                                       {"figure", arg::Figure{a.figure}},
                                                       {"pos", arg::Square{a.pos}}}),
                                              {a.pos}});
            remove_figure(rules, state, static_cast<int>(i), events);
            figures_returned(rules, state, events);
            return;
        }
    }
    Message why_illegal(const Ruleset&, const GameState&, const Action&) const override {
        return Message("a knight escapes only at the end of its owner's turn, from an unfinished besieged city "
                       "with a monastery on or beside one of its tiles");
    }
    Message describe(const Ruleset&, const GameState&, const Action& a) const override {
        return Message("your {figure} at {pos} escapes from the besieged city",
                       {{"figure", arg::Figure{a.figure}}, {"pos", arg::Square{a.pos}}});
    }
    ActionRecord record(const Ruleset& rules, const GameState& state, const Action& a) const override {
        return record_figure_at(id(), rules, state, a);
    }
    Result<Action> resolve(const Ruleset& rules, const GameState& state, const ActionRecord& r) const override {
        if (!r.pos) return error("an escape needs the square of the knight");
        return resolve_figure_at(*this, rules, state, r, *r.pos);
    }
    Action make(Pos pos, int figure, int feature) const {
        Action a;
        a.def = this;
        a.pos = pos;
        a.figure = static_cast<int8_t>(figure);
        a.feature = static_cast<int16_t>(feature);
        return a;
    }
};

const Escape kEscape;

class SiegeModule;
const SiegeModule& the_module();

// The escape, once the turn is over: the current player's followers that may leave, or a pass.
class EscapeStep final : public TurnStep {
public:
    std::string_view id() const override { return "siege_escape"; }
    StepStatus enter(const Ruleset& rules, GameState& state, Events*) const override;
    void list(const Ruleset& rules, const GameState& state, ActionList& out) const override;
    Message prompt(const Ruleset&, const GameState& state) const override {
        return Message("{player}: a knight of yours may escape from a besieged city through the monastery beside "
                       "it, or pass", {{"player", arg::Player{state.acting_player}}});
    }
};

const EscapeStep kEscapeStep;

class SiegeModule final : public ModuleWithSettings<SiegeSettings> {
public:
    std::string_view id() const override { return "siege"; }

    std::vector<const ActionDef*> action_defs() const override { return {&kEscape}; }

    // Before the turn's end and before a bazaar's auction there (JCZ's EscapePhase precedes its
    // BazaarPhase), hence the rank below the usual 0.
    void configure(Ruleset& rules) const override {
        if (rules.option_on("siege.escape")) rules.turn.insert_before(steps::turn_end, &kEscapeStep, -10);
    }

    void score(const Ruleset& rules, const GameState& state, FeatureScoring& f) const override {
        const SiegeSettings& s = settings(rules);
        if (s.besieged < 0) return;
        if (f.kind == FeatureKind::City) {
            if (!is_besieged(state, s, f.root)) return;
            for (ScoreTerm& t : f.event.terms)
                if ((t.what.singular == std::string_view("tile") || t.what.singular == std::string_view("pennant")) &&
                    t.each > 0)
                    --t.each;
            f.event.notes.push_back(Message("besieged: 1 point less per tile and pennant"));
            f.event.tags.push_back("besieged");
        } else if (f.kind == FeatureKind::Field) {
            int each = 0;
            for (const ScoreTerm& t : f.event.terms)
                if (t.what.singular == std::string_view("completed city")) each = t.each;
            if (each == 0) return;
            const int besieged = besieged_cities_bordering(rules, state, s, f.root);
            if (besieged == 0) return;
            f.event.terms.push_back({kBesiegedCity, besieged, each});
            f.event.tags.push_back("besieged-farmers");
        }
    }

    // The followers the current player may take back now, as escapes.
    void escapes(const Ruleset& rules, const GameState& state, ActionList& out) const {
        const SiegeSettings& s = settings(rules);
        if (s.besieged < 0) return;
        std::vector<int> cities_with_monastery, cities_without;
        for (const Figure& f : state.figures) {
            if (!is_follower_on_board(rules, f) || f.owner != state.current_player) continue;
            const int root = state.features.find(f.node);
            if (state.features.node(root).kind != FeatureKind::City || !is_besieged(state, s, root)) continue;
            bool near = std::find(cities_with_monastery.begin(), cities_with_monastery.end(), root) != cities_with_monastery.end();
            if (!near) {
                if (std::find(cities_without.begin(), cities_without.end(), root) != cities_without.end()) continue;
                state.features.for_each_member(root, [&](int n) {
                    near = near || monastery_at_or_around(rules, state, state.board.tile(state.features.node(n).tile).pos);
                });
                (near ? cities_with_monastery : cities_without).push_back(root);
                if (!near) continue;
            }
            const Action a = kEscape.make(state.board.tile(f.tile).pos, f.kind, f.local);
            if (std::find_if(out.begin(), out.end(), [&](const Action& b) {
                    return b.def == a.def && b.pos == a.pos && b.figure == a.figure && b.feature == a.feature;
                }) == out.end())
                out.push_back(a);
        }
    }
};

StepStatus EscapeStep::enter(const Ruleset& rules, GameState& state, Events*) const {
    for (const Module* m : rules.modules)
        if (m->another_part(rules, state)) return StepStatus::done();  // the turn goes on
    ActionList options;
    the_module().escapes(rules, state, options);
    return options.empty() ? StepStatus::done() : StepStatus::await(state.current_player);
}

void EscapeStep::list(const Ruleset& rules, const GameState& state, ActionList& out) const {
    the_module().escapes(rules, state, out);
    out.push_back(pass_action());
}

const SiegeModule& the_module() {
    static const SiegeModule module;
    return module;
}

}  // namespace siege_rules
}  // namespace

const Module& siege_module() { return siege_rules::the_module(); }

}  // namespace carc
