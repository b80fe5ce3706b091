// The JCloisterZone vocabulary tables (see mapping.hpp), gathered from the codecs of the registry
// (codecs.cpp) in its order: an expansion's elements, meeple kinds, return sources, declared
// features and rules are declared by its own codec, beside its module.
#include "mapping.hpp"

#include <algorithm>
#include <array>
#include <map>
#include <tuple>

#include "carc/engine.hpp"
#include "carc/module.hpp"
#include "codec.hpp"

namespace carc::jcz {

namespace {
// The rows `rows_of` gives for every registered codec, one after another in the registry's order.
template <typename Row>
std::vector<Row> gathered(std::vector<Row> (JczCodec::*rows_of)() const) {
    std::vector<Row> out;
    for (const JczCodec* c : jcz_codecs())
        for (Row& r : (c->*rows_of)()) out.push_back(std::move(r));
    return out;
}
}  // namespace

const std::vector<JczElement>& element_rows() {
    static const std::vector<JczElement> rows = gathered(&JczCodec::elements);
    return rows;
}

const TileDef* tile_carrying(const Catalog& catalog, const std::vector<const TileDef*>& tiles, std::string_view part) {
    const std::optional<FeatureKind> kind = catalog.kind(part);
    for (const TileDef* t : tiles) {
        if (std::find(t->tags.begin(), t->tags.end(), part) != t->tags.end()) return t;
        for (const FeatureDef& f : t->features)
            if ((kind && f.kind == *kind) || f.attributes.count(std::string(part))) return t;
    }
    return nullptr;
}

const JczElement* find_element(std::string_view element) {
    for (const JczElement& r : element_rows())
        if (r.element == element) return &r;
    return nullptr;
}

const std::vector<JczMeepleKind>& meeple_rows() {
    static const std::vector<JczMeepleKind> rows = gathered(&JczCodec::meeple_kinds);
    return rows;
}

const JczMeepleKind* meeple_by_kind(std::string_view kind) {
    for (const JczMeepleKind& r : meeple_rows())
        if (r.kind == kind) return &r;
    return nullptr;
}

const JczMeepleKind* meeple_by_figure(std::string_view figure) {
    for (const JczMeepleKind& r : meeple_rows())
        if (r.figure == figure && !r.legacy) return &r;
    return nullptr;
}

const JczMeepleKind* meeple_in_game(std::string_view kind, const Ruleset& rules) {
    const JczMeepleKind* legacy = nullptr;
    for (const JczMeepleKind& r : meeple_rows())
        if (r.kind == kind && !r.legacy && rules.figure(r.figure) >= 0) return &r;
    for (const JczMeepleKind& r : meeple_rows())
        if (r.kind == kind && r.legacy && rules.figure(r.figure) >= 0) legacy = &r;
    return legacy;
}

std::vector<DeclaredRule> declared_rules(const Catalog& catalog) {
    std::vector<DeclaredRule> out;
    for (const ExpansionDef& e : catalog.expansions)
        for (const std::string& id : e.modules)
            if (const JczCodec* c = find_jcz_codec(id))
                for (JczRule& r : c->rules()) out.push_back({&e, std::move(r)});
    return out;
}

std::optional<std::string> rule_to_jcz(const JczRule& rule, std::string_view ours) {
    if (rule.option.empty()) return rule.values.empty() ? std::string(rule.jcz_default) : std::string(rule.values.front().jcz);
    if (rule.values.empty()) return std::string(ours);
    for (const JczRuleValue& v : rule.values)
        if (v.ours == ours) return std::string(v.jcz);
    return std::nullopt;
}

std::optional<std::string> rule_from_jcz(const JczRule& rule, std::string_view jcz) {
    if (rule.values.empty()) {
        if (rule.option.empty()) return jcz == rule.jcz_default ? std::optional<std::string>("") : std::nullopt;
        return std::string(jcz);
    }
    for (const JczRuleValue& v : rule.values)
        if (v.jcz == jcz) return std::string(v.ours);
    return std::nullopt;
}

std::string rule_name(const JczRule& rule) {
    if (rule.rule.empty()) return "JCZ's own reading of " + in_quotes(rule.option);
    return "JCZ's rule " + in_quotes(rule.rule);
}

const std::vector<JczReturnSource>& return_rows() {
    static const std::vector<JczReturnSource> rows = gathered(&JczCodec::return_sources);
    return rows;
}

std::string jcz_set_expansion_name(std::string_view set_id) {
    const size_t cut = set_id.find_first_of(":/");
    return std::string(set_id.substr(0, cut));
}

namespace {
// JCZ's feature class names, in the order of FeatureKind.
constexpr std::array<std::string_view, kBuiltinFeatureKinds> kFeatureNames = {"Road", "City", "Field",
                                                                       "Monastery", "Garden", "River"};
static_assert(static_cast<int>(FeatureKind::Road) == 0 && static_cast<int>(FeatureKind::River) == 5);

constexpr std::array<std::string_view, 6> kColours = {"red", "blue", "yellow", "green", "black", "grey"};
}  // namespace

std::optional<FeatureKind> feature_from_jcz(std::string_view name) {
    for (size_t i = 0; i < kFeatureNames.size(); ++i)
        if (kFeatureNames[i] == name) return static_cast<FeatureKind>(i);
    return std::nullopt;
}

std::string_view feature_to_jcz(FeatureKind kind) {
    const size_t i = static_cast<size_t>(kind);
    return i < kFeatureNames.size() ? kFeatureNames[i] : std::string_view("?");  // a declared kind: its module's codec
}

std::string_view feature_to_jcz(const Catalog& catalog, FeatureKind kind) {
    if (const JczDeclaredFeature* row = declared_feature_of(catalog, kind)) return row->feature;
    const int i = static_cast<int>(kind) - kBuiltinFeatureKinds;
    if (i >= 0 && static_cast<size_t>(i) < catalog.declared_kinds.size())
        if (auto like = parse_feature_kind(catalog.declared_kinds[static_cast<size_t>(i)].like)) return feature_to_jcz(*like);
    return feature_to_jcz(kind);
}

bool sets_random(const Ruleset& rules, std::string_view type) {
    if (type == "COMMIT" || type == "DEPLOY_MEEPLE") return true;
    for (const JczCodec* codec : jcz_codecs_in(rules))
        if (codec->sets_random(type)) return true;
    return false;
}

bool jcz_refuses(const Ruleset& rules, const GameState& state, const Action& action) {
    if (!is_deploy(action) || state.phase != Phase::PlaceFigure || state.placed_tile < 0) return false;
    if (rules.figures[static_cast<size_t>(action.figure)].follower) return false;
    const int tile = state.board.tile_index(action.pos);
    if (tile < 0) return false;
    const int root = state.features.find(node_at(state, tile, action.feature));
    const FeatureNode& n = state.features.node(root);
    return touches_sides(n.kind) && n.open_edges == 0;
}

bool jcz_figure_step_has_choice(const Ruleset& rules, const GameState& state) {
    if (state.phase != Phase::PlaceFigure) return false;
    // A module's move JCZ offers beside the figure although ours comes later (a tunnel token):
    // JCZ waits in its action phase all the same.
    for (const JczCodec* codec : jcz_codecs_in(rules))
        if (codec->writes_pass(rules, state)) return true;
    const ActionList listed = legal_actions(rules, state);
    ActionList scratch;
    for (const Action& a : concrete_actions(rules, state, listed, scratch, Expand::All))
        if (!is_pass(a) && !jcz_refuses(rules, state, a)) return true;
    return false;
}

bool jcz_unasked_step(const Ruleset& rules, const GameState& state) {
    if (state.phase != Phase::ModuleStep) return false;
    for (const JczCodec* codec : jcz_codecs_in(rules))
        if (codec->writes_pass(rules, state)) return false;
    for (const Action& a : legal_actions(rules, state))
        if (is_pass(a)) return true;
    return false;
}

Snapshot jcz_pass_unasked_steps(const Ruleset& rules, Snapshot state, bool before_tile, size_t* passes) {
    const int tile_step = rules.turn.index_of(steps::place_tile);
    for (int guard = 0; guard < 64 && (before_tile || state->step >= tile_step) && jcz_unasked_step(rules, *state); ++guard) {
        std::optional<Action> pass;
        for (const Action& a : legal_actions(rules, *state))
            if (is_pass(a)) pass = a;
        auto step = apply(rules, *state, *pass);
        if (!step) break;
        state = step->state;
        if (passes) ++*passes;
    }
    return state;
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

const std::vector<JczDeclaredFeature>& declared_feature_rows() {
    static const std::vector<JczDeclaredFeature> rows = gathered(&JczCodec::declared_features);
    return rows;
}

const JczDeclaredFeature* declared_feature_by_jcz(std::string_view feature, std::string_view location) {
    for (const JczDeclaredFeature& r : declared_feature_rows())
        if (r.feature == feature && r.reads(location)) return &r;
    if (feature_from_jcz(feature)) return nullptr;
    for (const JczDeclaredFeature& r : declared_feature_rows())
        if (r.feature == feature) return &r;
    return nullptr;
}

const JczDeclaredFeature* declared_feature_of(const Catalog& catalog, FeatureKind kind) {
    if (static_cast<int>(kind) < kBuiltinFeatureKinds) return nullptr;
    const std::string_view id = catalog.kind_name(kind);
    for (const JczDeclaredFeature& r : declared_feature_rows())
        if (r.kind == id) return &r;
    return nullptr;
}

std::string location_to_jcz(const Ruleset& rules, const GameState& state, Pos pos, int local) {
    const int tile = state.board.tile_index(pos);
    if (tile < 0) return "";
    if (const JczDeclaredFeature* row = declared_feature_of(*rules.catalog, kind_at(state, tile, local));
        row && !row->location.empty())
        return std::string(row->location);
    return location_name(rules, state, tile, local);
}

bool in_step_before_tile(const Ruleset& rules, const GameState& state) {
    return state.phase == Phase::ModuleStep && state.step < rules.turn.index_of(steps::place_tile);
}

std::string token_of(const nlohmann::json& payload) {
    if (!payload.is_object() || !payload.contains("token")) return "";
    const nlohmann::json& t = payload["token"];
    if (t.is_string()) return t.get<std::string>();
    if (t.is_array() && t.size() == 2 && t[1].is_string()) return t[1].get<std::string>();
    return "";
}

Result<JczFeaturePointer> read_feature_pointer(const nlohmann::json& j) {
    const nlohmann::json* p = &j;
    if (j.is_object() && j.contains("featurePointer")) p = &j["featurePointer"];
    if (!p->is_object() || !p->contains("position") || !p->contains("feature") || !p->contains("location"))
        return error("a feature pointer is {position, feature, location}");
    const nlohmann::json& pos = (*p)["position"];
    if (!pos.is_array() || pos.size() != 2 || !pos[0].is_number_integer() || !pos[1].is_number_integer())
        return error("a position is [x, y]");
    if (!(*p)["feature"].is_string() || !(*p)["location"].is_string()) return error("feature and location are strings");
    JczFeaturePointer out;
    out.pos = {pos[0].get<int>(), pos[1].get<int>()};
    if (const JczDeclaredFeature* row = declared_feature_by_jcz((*p)["feature"].get<std::string>(),
                                                                      (*p)["location"].get<std::string>())) {
        if (!row->reads((*p)["location"].get<std::string>()))
            return error("a " + std::string(row->feature) + " is at location \"" + std::string(row->location) + "\"");
        out.feature = std::string(row->kind);
        out.location = row->location.empty() ? (*p)["location"].get<std::string>() : std::string("I");
        return out;
    }
    auto kind = feature_from_jcz((*p)["feature"].get<std::string>());
    if (!kind) return error("feature \"" + (*p)["feature"].get<std::string>() + "\" belongs to no supported expansion");
    out.feature = std::string(feature_kind_name(*kind));
    out.location = (*p)["location"].get<std::string>();
    return out;
}

Result<ActionRecord> read_meeple_pointer(std::string_view type, const nlohmann::json& pointer, const JczMeepleIds& meeples) {
    auto where = read_feature_pointer(pointer);
    if (!where) return error(where.error());
    if (!pointer.contains("meepleId") || !pointer["meepleId"].is_string()) return error("the pointer names no meeple");
    auto meeple = meeples.parse(pointer["meepleId"].get<std::string>());
    if (!meeple) return error(meeple.error());
    ActionRecord r;
    r.type = std::string(type);
    r.pos = where->pos;
    r.feature = where->feature;
    r.location = where->location;
    r.figure = meeple->second;
    r.player = meeple->first;
    return r;
}

nlohmann::ordered_json write_feature_pointer(const Ruleset& rules, const GameState& state, Pos pos, int local) {
    const int tile = state.board.tile_index(pos);
    if (tile < 0) return nlohmann::ordered_json::object();
    return {{"position", {pos.x, pos.y}},
            {"feature", std::string(feature_to_jcz(*rules.catalog, kind_at(state, tile, local)))},
            {"location", location_to_jcz(rules, state, pos, local)}};
}

}  // namespace carc::jcz
