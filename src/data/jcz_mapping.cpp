// The JCloisterZone vocabulary tables (see jcz_mapping.hpp). Each row is one line: adding an
// expansion's elements, meeple kinds or rules is adding rows here.
#include "jcz_mapping.hpp"

#include <array>

#include "carc/engine.hpp"

namespace carc::jcz {

const std::vector<ElementRow>& element_rows() {
    using U = ElementUse;
    using V = ElementValue;
    static const std::vector<ElementRow> rows = {
        // element          expansion           use        target         enables value
        {"small-follower", "base", U::Figure, "follower", true, V::Count},
        {"farmers", "base", U::Switch, "farmers", true, V::True},
        {"abbot", "abbot", U::Figure, "abbot", true, V::Count},
        {"garden", "abbot", U::Part, "", false, V::One},
        {"big-follower", "inns-cathedrals", U::Figure, "large", true, V::Count},
        {"inn", "inns-cathedrals", U::Part, "", true, V::True},
        {"cathedral", "inns-cathedrals", U::Part, "", true, V::True},
        {"builder", "traders-builders", U::Figure, "builder", true, V::Count},
        {"pig", "traders-builders", U::Figure, "pig", true, V::Count},
        {"traders", "traders-builders", U::Switch, "trade_goods", true, V::True},
        {"pig-herd", "traders-builders", U::Part, "", true, V::True},
    };
    return rows;
}

const ElementRow* find_element(std::string_view element) {
    for (const ElementRow& r : element_rows())
        if (r.element == element) return &r;
    return nullptr;
}

const std::vector<MeepleRow>& meeple_rows() {
    static const std::vector<MeepleRow> rows = {
        {"small", "base", "follower"},
        {"abbot", "abbot", "abbot"},
        {"big", "inns-cathedrals", "large"},
        {"builder", "traders-builders", "builder"},
        {"pig", "traders-builders", "pig"},
    };
    return rows;
}

const MeepleRow* meeple_by_kind(std::string_view kind) {
    for (const MeepleRow& r : meeple_rows())
        if (r.kind == kind) return &r;
    return nullptr;
}

const MeepleRow* meeple_by_figure(std::string_view figure) {
    for (const MeepleRow& r : meeple_rows())
        if (r.figure == figure) return &r;
    return nullptr;
}

const std::vector<RuleRow>& rule_rows() {
    static const std::vector<RuleRow> rows = {
        {"tiny-city-scoring", "base", "tiny_city", "4"},
    };
    return rows;
}

const RuleRow* find_rule(std::string_view rule) {
    for (const RuleRow& r : rule_rows())
        if (r.rule == rule) return &r;
    return nullptr;
}

const std::vector<FixedRuleRow>& fixed_rule_rows() {
    static const std::vector<FixedRuleRow> rows = {
        // JCZ forbids only two curves the same way side by side; the rulebook reading forbids more.
        {"river", "u_turn", "jcz"},
    };
    return rows;
}

const std::vector<ReturnRow>& return_rows() {
    static const std::vector<ReturnRow> rows = {
        {"ABBOT_RETURN", "abbot"},
    };
    return rows;
}

std::string jcz_set_expansion_name(std::string_view set_id) {
    const size_t cut = set_id.find_first_of(":/");
    return std::string(set_id.substr(0, cut));
}

namespace {
// JCZ's feature class names, in the order of FeatureKind.
constexpr std::array<std::string_view, kFeatureKinds> kFeatureNames = {"Road", "City", "Field",
                                                                       "Monastery", "Garden", "River"};
static_assert(static_cast<int>(FeatureKind::Road) == 0 && static_cast<int>(FeatureKind::River) == 5);

constexpr std::array<std::string_view, 6> kColours = {"red", "blue", "yellow", "green", "black", "grey"};
}  // namespace

std::optional<FeatureKind> feature_from_jcz(std::string_view name) {
    for (size_t i = 0; i < kFeatureNames.size(); ++i)
        if (kFeatureNames[i] == name) return static_cast<FeatureKind>(i);
    return std::nullopt;
}

std::string_view feature_to_jcz(FeatureKind kind) { return kFeatureNames[static_cast<size_t>(kind)]; }

bool jcz_refuses(const Ruleset& rules, const GameState& state, const Action& action) {
    if (!is_deploy(action) || state.phase != Phase::PlaceFigure || state.placed_tile < 0) return false;
    if (rules.figures[static_cast<size_t>(action.figure)].follower) return false;
    const int tile = state.board.tile_index(action.pos);
    if (tile < 0) return false;
    const int root = state.features.find(state.board.tile(tile).first_node + action.feature);
    const FeatureNode& n = state.features.node(root);
    return touches_sides(n.kind) && n.open_edges == 0;
}

bool jcz_figure_step_has_choice(const Ruleset& rules, const GameState& state) {
    if (state.phase != Phase::PlaceFigure) return false;
    for (const Action& a : legal_actions(rules, state))
        if (!is_pass(a) && !jcz_refuses(rules, state, a)) return true;
    return false;
}

std::optional<int> rotation_from_jcz(std::string_view name) {
    static constexpr std::array<std::string_view, 4> names = {"R0", "R90", "R180", "R270"};
    for (size_t i = 0; i < names.size(); ++i)
        if (names[i] == name) return static_cast<int>(i);
    return std::nullopt;
}

std::string colour_of_slot(int slot) {
    if (slot < 0 || slot >= static_cast<int>(kColours.size())) return "";
    return std::string(kColours[static_cast<size_t>(slot)]);
}

int slot_of_colour(const std::string& colour, int fallback) {
    for (size_t i = 0; i < kColours.size(); ++i)
        if (kColours[i] == colour) return static_cast<int>(i);
    return fallback;
}

}  // namespace carc::jcz
