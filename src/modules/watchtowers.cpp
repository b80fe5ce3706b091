// Watchtowers (issue 34): twelve tiles, each with a watchtower showing one symbol.
//
// Seed 003 ("Bonus scoring (prolog)" of step 3B, lines 384-418 for roads and 690-724 for cities):
// when a road or a city is completed, a player with a follower on a segment of it adjacent to a
// watchtower, that is on the watchtower's own tile, scores a bonus that depends on the tower's
// symbol, "taking into account the watchtower tile and the 8 tiles around it":
//   meeple symbol     2 points per follower, whoever owns it (data tag watchtower-meeple);
//   road symbol       1 point per tile showing at least one road segment (watchtower-road);
//   monastery symbol  3 points per tile with a monastic building (watchtower-monastery);
//   pennant symbol    2 points per pennant (watchtower-pennant);
//   city symbol       1 point per tile showing at least one city segment (watchtower-city).
// It is a prolog: paid before the completed feature's own score, whoever wins that feature.
// Double tiles, Hans's statue and the City of Leipzig are not in this game.
//
// Where the seeds are silent this follows JCloisterZone (WatchtowerCapability; written down in
// docs/rules-coverage.md): each follower on the tower's tile in a completed feature earns the bonus
// once (two followers there, two bonuses); the followers counted are those on the board when the
// completion is found, the scoring one included, before any goes home; the bonus is paid for
// completions during the game only, not at the final count; a count of 0 pays nothing. A road or
// city segment is any feature of that kind the square shows now (a bridge's road too, not a city
// made a castle, seed: "Wooden bridges are considered as road segments"); pennants are those printed
// on the tiles' cities.
#include <array>
#include <string_view>

#include "carc/feature_changes.hpp"
#include "modules.hpp"

namespace carc {

namespace {
namespace watchtowers_rules {

// The symbols in the order of the seed's table, with their data tags, points and what they count.
enum class Symbol : uint8_t { Meeple, Road, Monastery, Pennant, City };
constexpr int kSymbols = 5;

struct SymbolRule {
    std::string_view tag;
    int points;
    Noun counted;
};

constexpr std::array<SymbolRule, kSymbols> kSymbolRules = {{
    {"watchtower-meeple", 2, Noun{"follower in sight", "followers in sight"}},
    {"watchtower-road", 1, Noun{"tile with a road", "tiles with a road"}},
    {"watchtower-monastery", 3, Noun{"tile with a monastic building", "tiles with a monastic building"}},
    {"watchtower-pennant", 2, Noun{"pennant", "pennants"}},
    {"watchtower-city", 1, Noun{"tile with a city", "tiles with a city"}},
}};

// The rank of `watchtower_bonus` among the steps before the scoring: the last, so that it counts
// the figures as the scoring finds them (after the City's meeples moved out onto the board).
constexpr int kLastBeforeScoring = 1000;

struct WatchtowerSettings {
    std::array<int, kSymbols> symbol_tags{};
    int pennants, category;
    explicit WatchtowerSettings(const Ruleset& r) : pennants(r.attribute("pennants")), category(r.category("watchtower")) {
        for (size_t s = 0; s < kSymbols; ++s) symbol_tags[s] = r.tag(kSymbolRules[s].tag);
    }
};

const WatchtowerSettings& watchtower_settings(const Ruleset& rules);

// The symbol of the watchtower on placed tile `tile`, or -1 when it has none.
int symbol_of(const Ruleset& rules, const GameState& state, int tile) {
    const TileType& type = rules.tiles[state.board.tile(tile).type];
    const auto& tags = watchtower_settings(rules).symbol_tags;
    for (size_t s = 0; s < tags.size(); ++s)
        if (type.has(tags[s])) return static_cast<int>(s);
    return -1;
}

bool shows_kind(const GameState& state, int tile, int features, FeatureKind kind) {
    for (int local = 0; local < features; ++local)
        if (kind_at(state, tile, local) == kind) return true;
    return false;
}

bool has_monastic_building(const Ruleset& rules, const GameState& state, int tile, int features) {
    for (int local = 0; local < features; ++local) {
        const FeatureKind k = kind_at(state, tile, local);
        if (k == FeatureKind::Monastery || rules.catalog->is_like(k, FeatureKind::Monastery)) return true;
    }
    return false;
}

int printed_pennants(const Ruleset& rules, const GameState& state, int tile) {
    const int slot = watchtower_settings(rules).pennants;
    if (slot < 0) return 0;
    int pennants = 0;
    for (const FeatureType& f : rules.tiles[state.board.tile(tile).type].features)
        if (f.kind == FeatureKind::City) pennants += f.attributes[static_cast<size_t>(slot)];
    return pennants;
}

// What the symbol counts on one placed tile (a square of the nine).
int count_on_tile(const Ruleset& rules, const GameState& state, Symbol symbol, int tile) {
    const int features = feature_count_at(rules, state, tile);
    switch (symbol) {
    case Symbol::Meeple: {
        int followers = 0;
        for (const Figure& f : state.figures)
            if (f.tile == tile && is_follower_on_board(rules, f)) ++followers;
        return followers;
    }
    case Symbol::Road: return shows_kind(state, tile, features, FeatureKind::Road) ? 1 : 0;
    case Symbol::Monastery: return has_monastic_building(rules, state, tile, features) ? 1 : 0;
    case Symbol::Pennant: return printed_pennants(rules, state, tile);
    case Symbol::City: return shows_kind(state, tile, features, FeatureKind::City) ? 1 : 0;
    }
    return 0;
}

// What the symbol counts on the watchtower's tile at `centre` and the eight squares around it.
int count_around(const Ruleset& rules, const GameState& state, Symbol symbol, Pos centre, std::vector<Pos>* squares) {
    int count = 0;
    for (int dy = -1; dy <= 1; ++dy)
        for (int dx = -1; dx <= 1; ++dx) {
            const Pos p{centre.x + dx, centre.y + dy};
            const int t = state.board.tile_index(p);
            if (t < 0) continue;
            count += count_on_tile(rules, state, symbol, t);
            if (squares) squares->push_back(p);
        }
    return count;
}

// Whether figure `f` stands in a road or city this part completed: the scoring's list also holds
// fields a module scores (a barn's), which are no segment of a watchtower's (JCZ's barn scoring
// comes after its watchtower's).
bool in_completed_road_or_city(const GameState& state, const Figure& f) {
    const int root = state.features.find(f.node);
    const FeatureKind kind = state.features.node(root).kind;
    if (kind != FeatureKind::Road && kind != FeatureKind::City) return false;
    for (int16_t completed : state.completed)
        if (completed == root) return true;
    return false;
}

class WatchtowerBonus final : public TurnStep {
public:
    std::string_view id() const override { return "watchtower_bonus"; }
    StepStatus enter(const Ruleset& rules, GameState& state, Events* events) const override {
        if (state.completed.empty()) return StepStatus::done();
        // Every count is taken before any bonus is paid: nothing here moves a figure, so the
        // order of the followers does not matter.
        for (const Figure& f : state.figures) {
            if (!is_follower_on_board(rules, f) || f.owner < 0) continue;
            const int symbol = symbol_of(rules, state, f.tile);
            if (symbol < 0 || !in_completed_road_or_city(state, f)) continue;
            pay(rules, state, f, static_cast<Symbol>(symbol), events);
        }
        return StepStatus::done();
    }

private:
    static void pay(const Ruleset& rules, GameState& state, const Figure& f, Symbol symbol, Events* events) {
        const Pos centre = state.board.tile(f.tile).pos;
        ScoreEvent e;
        const int count = count_around(rules, state, symbol, centre, events ? &e.tiles : nullptr);
        if (count == 0) return;
        const SymbolRule& rule = kSymbolRules[static_cast<size_t>(symbol)];
        e.category = static_cast<ScoreCategory>(watchtower_settings(rules).category);
        e.kind = state.features.node(f.node).kind;
        e.complete = true;
        e.feature = {centre, f.local};
        e.tags.push_back("watchtower");
        e.tags.push_back(rule.tag);
        e.title = Message("Watchtower at {pos}: its tile and the eight around it", {{"pos", arg::Square{centre}}});
        e.terms.push_back({rule.counted, count, rule.points});
        e.awards.push_back({f.owner, e.base_points(), {}});
        add_points(state, f.owner, e.base_points(), e.category);
        if (events) events->push_back(std::move(e));
    }
};

const WatchtowerBonus kWatchtowerBonus;

class WatchtowersModule final : public ModuleWithSettings<WatchtowerSettings> {
public:
    std::string_view id() const override { return "watchtowers"; }

    void configure(Ruleset& rules) const override {
        rules.turn.insert_before(steps::scoring, &kWatchtowerBonus, kLastBeforeScoring);
    }
};

const WatchtowersModule& the_module() {
    static const WatchtowersModule module;
    return module;
}

const WatchtowerSettings& watchtower_settings(const Ruleset& rules) { return the_module().settings(rules); }

}  // namespace watchtowers_rules
}  // namespace

const Module& watchtowers_module() { return watchtowers_rules::the_module(); }

}  // namespace carc
