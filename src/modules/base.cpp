// The base game (rules pp. 3-7). A road scores 1 per tile, completed or not. A completed city
// scores 2 per tile and 2 per pennant, an unfinished one 1 and 1 at the end; with the
// first-edition rule a completed city of two tiles scores like an unfinished one. A monastery
// scores 1 for its tile and 1 per neighbour: 9 when surrounded. At the end a field gives its
// farmers' majority 3 points per completed city it borders, each city counted once per field.
// Without farmers, followers may not go into fields.
#include <algorithm>

#include "modules.hpp"

namespace carc {

namespace {
namespace base_rules {

constexpr Noun kTile{"tile", "tiles"};
constexpr Noun kPennant{"pennant", "pennants"};
constexpr Noun kMonastery{"monastery", "monasteries"};
constexpr Noun kNeighbour{"neighbour", "neighbours"};
constexpr Noun kCompletedCity{"completed city", "completed cities"};

struct BaseSettings {
    int pennants;          // attribute slot
    bool tiny_city_scores_2;  // the first edition's two-tile city
    explicit BaseSettings(const Ruleset& r)
        : pennants(r.attribute("pennants")), tiny_city_scores_2(r.option("base.tiny_city") == "2") {}
};

class BaseModule final : public ModuleWithSettings<BaseSettings> {
public:
    std::string_view id() const override { return "base"; }
    void configure(Ruleset& rules) const override;
    void arrange_pile(const Ruleset& rules, PileSetup& pile) const override;
    void score(const Ruleset& rules, const GameState& state, FeatureScoring& s) const override;
    // configure took fields from the followers' places when farmers are off: say so.
    std::optional<Message> explain_wrong_kind(const Ruleset& rules, int figure, FeatureKind kind) const override {
        if (kind == FeatureKind::Field && rules.figures[static_cast<size_t>(figure)].follower &&
            !rules.option_on("base.farmers"))
            return Message("farmers are switched off in this game");
        return std::nullopt;
    }
};

}  // namespace base_rules
}  // namespace

const Module& base_module() {
    static const base_rules::BaseModule module;
    return module;
}

void base_rules::BaseModule::configure(Ruleset& rules) const {
    if (rules.option_on("base.farmers")) return;
    for (FigureDef& f : rules.figures)
        f.places.erase(std::remove(f.places.begin(), f.places.end(), FeatureKind::Field), f.places.end());
}

void base_rules::BaseModule::arrange_pile(const Ruleset& rules, PileSetup& pile) const {
    const ExpansionDef* base = nullptr;
    for (const ExpansionDef* e : rules.expansions)
        if (e->id == "base") base = e;
    if (!base || !base->start_tile) return;
    const TileTypeId start = *rules.tile(*base->start_tile);
    // The start tile (dark back) is one of the set's tiles: it leaves the pile.
    for (auto& stack : pile.stacks) {
        auto it = std::find(stack.begin(), stack.end(), start);
        if (it != stack.end()) {
            stack.erase(it);
            break;
        }
    }
    pile.start = {{start, {0, 0}, 0}};
}

int completed_cities_bordering(const Ruleset& rules, const GameState& state, int field_root) {
    std::vector<int> cities;
    state.features.for_each_member(field_root, [&](int n) {
        const FeatureNode& node = state.features.node(n);
        const TileType& type = rules.tiles[state.board.tile(node.tile).type];
        if (static_cast<size_t>(node.local) >= type.features.size()) return;  // added to the tile (feature_changes.hpp): borders no city of its type
        for (uint8_t c : type.features[node.local].cities) {
            const int city = state.features.find(node_at(state, node.tile, c));
            if (state.features.node(city).open_edges == 0) cities.push_back(city);
        }
    });
    std::sort(cities.begin(), cities.end());
    const int distinct = static_cast<int>(std::unique(cities.begin(), cities.end()) - cities.begin());
    // Squares tagged `completed-city-for-fields` stand for one completed city that every field
    // touching them borders, once per field however many of them it touches (the City of
    // Carcassonne, 004 "De stad Carcassonne telt als stad die 3 punten waard is in een weide").
    const int tag = rules.tag("completed-city-for-fields");
    if (tag < 0) return distinct;
    bool touches = false;
    state.features.for_each_member(field_root, [&](int n) {
        touches |= rules.tiles[state.board.tile(state.features.node(n).tile).type].has(tag);
    });
    return distinct + (touches ? 1 : 0);
}

void base_rules::BaseModule::score(const Ruleset& rules, const GameState& state, FeatureScoring& s) const {
    if (s.priced_by_caller) return;
    switch (s.kind) {
    case FeatureKind::Road:
        s.event.terms.push_back({base_rules::kTile, s.tile_count, 1});
        break;
    case FeatureKind::City: {
        int each = s.complete ? 2 : 1;
        if (s.complete && s.tile_count == 2 && settings(rules).tiny_city_scores_2) {
            each = 1;
            s.event.notes.push_back(Message("first-edition rule: a two-tile city scores 1 per tile and pennant"));
        }
        s.event.terms.push_back({base_rules::kTile, s.tile_count, each});
        const int slot = settings(rules).pennants;
        const int pennants = slot >= 0 ? state.features.attribute(s.root, slot) : 0;
        if (pennants > 0) s.event.terms.push_back({base_rules::kPennant, pennants, each});
        break;
    }
    case FeatureKind::Monastery:
        s.event.terms.push_back({base_rules::kMonastery, 1, 1});
        s.event.terms.push_back({base_rules::kNeighbour, s.tile_count - 1, 1});
        break;
    case FeatureKind::Field:
        s.event.terms.push_back({base_rules::kCompletedCity, completed_cities_bordering(rules, state, s.root), 3});
        break;
    default: break;
    }
}

}  // namespace carc
