// Building a Ruleset from a Setup and the Catalog: checking the setup, resolving options,
// choosing tile sets, and precomputing each tile type's rotation tables.
#include "carc/ruleset.hpp"

#include <algorithm>
#include <atomic>
#include <set>

#include "carc/module.hpp"
#include "internal.hpp"

namespace carc {

namespace {

EdgeKind edge_kind_of(FeatureKind k) {
    switch (k) {
    case FeatureKind::Road: return EdgeKind::Road;
    case FeatureKind::City: return EdgeKind::City;
    case FeatureKind::River: return EdgeKind::River;
    default: return EdgeKind::Field;
    }
}

Result<TileType> build_tile_type(Ruleset& rules, const TileDef& def, const std::string& expansion) {
    TileType t;
    t.id = def.id;
    for (const std::string& tag : def.tags) {
        int bit = rules.tag(tag);
        if (bit < 0) {
            if (static_cast<int>(rules.tags.size()) >= kMaxTileTags)
                return error("the tiles in play have more than " + std::to_string(kMaxTileTags) +
                             " different tags (tile " + def.id + ": \"" + tag + "\")");
            bit = static_cast<int>(rules.tags.size());
            rules.tags.push_back(tag);
        }
        t.tags |= uint64_t{1} << bit;
    }
    t.expansion = expansion;
    t.def = &def;
    t.ends_features = def.ends_features;
    rules.tiles_close_neighbours |= def.ends_features;
    std::vector<int> local_of(def.features.size(), -1);
    for (size_t i = 0; i < def.features.size(); ++i) {
        const FeatureDef& f = def.features[i];
        if (!rules.kind_enabled[static_cast<int>(f.kind)]) continue;
        local_of[i] = static_cast<int>(t.features.size());
        FeatureType ft;
        ft.kind = f.kind;
        ft.sides = f.sides;
        ft.shared_sides = f.shared_sides;
        ft.halves = f.halves;
        if (touches_sides(f.kind))
            ft.open_edges = static_cast<int8_t>(__builtin_popcount(f.sides) + __builtin_popcount(f.shared_sides) + f.inner_ends);
        ft.inner_ends = f.inner_ends;
        ft.anchor = f.anchor;
        ft.attributes.assign(rules.attributes.size(), 0);
        for (auto& [name, value] : f.attributes) {
            const int slot = rules.attribute(name);
            if (slot >= 0) ft.attributes[static_cast<size_t>(slot)] = static_cast<int16_t>(value);
        }
        t.features.push_back(std::move(ft));
    }
    // Field -> city references, by a side of the city.
    for (size_t i = 0; i < def.features.size(); ++i) {
        if (local_of[i] < 0) continue;
        for (SideMask ref : def.features[i].borders_cities) {
            for (size_t c = 0; c < def.features.size(); ++c) {
                const FeatureDef& g = def.features[c];
                if (g.kind == FeatureKind::City && (g.sides & ref) == ref && local_of[c] >= 0)
                    t.features[static_cast<size_t>(local_of[i])].cities.push_back(
                        static_cast<uint8_t>(local_of[c]));
            }
        }
    }
    for (int r = 0; r < 4; ++r) {
        t.side_feature[r].fill(-1);
        t.half_feature[r].fill(-1);
        t.shared_side_feature[r].fill(-1);
        uint8_t sig = 0;
        for (size_t l = 0; l < t.features.size(); ++l) {
            const FeatureType& f = t.features[l];
            for (int s = 0; s < kSides; ++s) {
                if (!(f.sides & (1u << s))) continue;
                const int board_side = (s + r) & 3;
                t.side_feature[r][board_side] = static_cast<int8_t>(l);
                sig |= static_cast<uint8_t>(static_cast<int>(edge_kind_of(f.kind)) << (2 * board_side));
            }
            for (int s = 0; s < kSides; ++s)
                if (f.shared_sides & (1u << s)) t.shared_side_feature[r][(s + r) & 3] = static_cast<int8_t>(l);
            for (int h = 0; h < kHalfEdges; ++h)
                if (f.halves & (1u << h)) t.half_feature[r][rotate_half(h, r)] = static_cast<int8_t>(l);
        }
        t.signature[r] = sig;
    }
    // A rotation satisfies exactly the codes that demand, on any subset of sides, the kinds it
    // shows there: 16 codes per rotation.
    for (int r = 0; r < 4; ++r)
        for (int subset = 0; subset < 16; ++subset) {
            int code = 0;
            for (int s = 0; s < kSides; ++s)
                if (subset & (1 << s)) code += (((t.signature[r] >> (2 * s)) & 3) + 1) * kConstraintWeight[s];
            t.fits[static_cast<size_t>(code)] |= static_cast<uint8_t>(1u << r);
        }
    for (size_t l = 0; l < t.features.size(); ++l)
        if (is_cloister_like(t.features[l].kind) && !rules.kind_never_completes[static_cast<int>(t.features[l].kind)]) {
            if (t.cloister >= 0)
                return error("tile " + def.id + " has two monasteries or gardens; not supported");
            t.cloister = static_cast<int8_t>(l);
        }
    return t;
}

bool set_selected(const TileSetDef& set, const ExpansionDef& e, const Ruleset& rules) {
    for (auto& [opt, value] : set.when)
        if (rules.option(e.id + "." + opt) != value) return false;
    if (set.with_any.empty()) return true;
    return std::any_of(set.with_any.begin(), set.with_any.end(),
                       [&](const std::string& other) { return rules.has(other); });
}

}  // namespace

bool TileType::has_tag(std::string_view name) const {
    if (!def) return false;
    return std::find(def->tags.begin(), def->tags.end(), name) != def->tags.end();
}

bool Ruleset::has(std::string_view expansion) const {
    for (const ExpansionDef* e : expansions)
        if (e->id == expansion) return true;
    return false;
}

const std::string& Ruleset::option(std::string_view key) const {
    static const std::string empty;
    auto it = options.find(std::string(key));
    return it == options.end() ? empty : it->second;
}

int Ruleset::option_int(std::string_view key) const {
    const std::string& v = option(key);
    try {
        return v.empty() ? 0 : std::stoi(v);
    } catch (...) {
        return 0;
    }
}

std::optional<TileTypeId> Ruleset::tile(std::string_view id) const {
    auto it = tile_index.find(std::string(id));
    if (it == tile_index.end()) return std::nullopt;
    return it->second;
}

int Ruleset::figure(std::string_view id) const {
    for (size_t i = 0; i < figures.size(); ++i)
        if (figures[i].id == id) return static_cast<int>(i);
    return -1;
}

int Ruleset::attribute(std::string_view id) const {
    for (size_t i = 0; i < attributes.size(); ++i)
        if (attributes[i].id == id) return static_cast<int>(i);
    return -1;
}

int Ruleset::token(std::string_view id) const {
    for (size_t i = 0; i < tokens.size(); ++i)
        if (tokens[i] == id) return static_cast<int>(i);
    return -1;
}

int Ruleset::category(std::string_view id) const {
    for (size_t i = 0; i < categories.size(); ++i)
        if (categories[i].id == id) return static_cast<int>(i);
    return -1;
}

int Ruleset::tag(std::string_view id) const {
    for (size_t i = 0; i < tags.size(); ++i)
        if (tags[i] == id) return static_cast<int>(i);
    return -1;
}

int Ruleset::place(std::string_view id) const {
    for (size_t i = 0; i < places.size(); ++i)
        if (places[i].id == id) return static_cast<int>(i);
    return -1;
}

const ActionDef* Ruleset::action_def(std::string_view id) const {
    for (const ActionDef* d : action_defs)
        if (d->id() == id) return d;
    return nullptr;
}

int Ruleset::chance_source(std::string_view id) const {
    for (size_t i = 0; i < chance_sources.size(); ++i)
        if (chance_sources[i].id == id) return static_cast<int>(i);
    return -1;
}

namespace {

// Why a module's source of chance cannot be: no id, a die and a bag at once, a die without faces,
// a bag's token twice or with a count out of range.
std::optional<std::string> chance_source_problem(const ChanceSource& c) {
    if (c.id.empty() || c.name.empty()) return std::string("a source of chance needs an id and a name");
    if (c.is_bag() == c.tokens.empty())
        return "\"" + std::string(c.id) + "\" is a die of 1 to " + std::to_string(kMaxDieFaces) +
               " faces or a bag of tokens, not both nor neither";
    if (c.faces < 0 || c.faces > kMaxDieFaces)
        return "\"" + std::string(c.id) + "\" has " + std::to_string(c.faces) + " faces (1 to " +
               std::to_string(kMaxDieFaces) + ")";
    for (size_t i = 0; i < c.tokens.size(); ++i) {
        const BagToken& t = c.tokens[i];
        if (t.id.empty() || t.name.empty()) return "a token of \"" + std::string(c.id) + "\" needs an id and a name";
        if (t.count < 0 || t.count > kMaxBagTokens)
            return "\"" + std::string(c.id) + "\" holds " + std::to_string(t.count) + " of \"" + std::string(t.id) +
                   "\" (0 to " + std::to_string(kMaxBagTokens) + ")";
        for (size_t j = 0; j < i; ++j)
            if (c.tokens[j].id == t.id) return "\"" + std::string(c.id) + "\" lists the token \"" + std::string(t.id) + "\" twice";
    }
    return std::nullopt;
}

}  // namespace

unsigned Module::next_key() {
    static std::atomic<unsigned> count{0};
    return count++;
}

static size_t index_of(const Ruleset& rules, const Module& m) {
    return static_cast<size_t>(std::find(rules.modules.begin(), rules.modules.end(), &m) - rules.modules.begin());
}

const void* Ruleset::settings_of(const Module& m) const {
    const size_t i = index_of(*this, m);
    return i < module_settings.size() ? module_settings[i].get() : nullptr;
}

uint32_t Ruleset::state_offset(const Module& m) const {
    const size_t i = index_of(*this, m);
    return i < module_state_offset.size() ? module_state_offset[i] : 0;
}

std::string player_name_too_long(std::string_view name) {
    return "the name \"" + std::string(utf8_prefix(name, kMaxPlayerNameLength)) + "…\" has " + std::to_string(utf8_length(name)) +
           " characters; a player's name has at most " + std::to_string(kMaxPlayerNameLength);
}

Result<Ruleset> load_ruleset(const Setup& setup, const Catalog& catalog, ModuleLookup modules) {
    if (!modules) modules = &find_module;
    Ruleset rules;
    rules.setup = setup;
    rules.catalog = &catalog;

    // Expansions: known, not repeated, with what they require, base first.
    std::set<std::string> wanted;
    for (const std::string& id : setup.expansions) {
        if (!catalog.find_expansion(id)) {
            std::string known;
            for (const ExpansionDef& e : catalog.expansions) known += (known.empty() ? "" : ", ") + e.id;
            return error("unknown expansion \"" + id + "\" (this program knows " + known + ")");
        }
        if (!wanted.insert(id).second) return error("expansion \"" + id + "\" is listed twice");
    }
    for (const ExpansionDef& e : catalog.expansions)
        if (wanted.count(e.id)) rules.expansions.push_back(&e);
    for (const ExpansionDef* e : rules.expansions)
        for (const std::string& req : e->requires_expansions)
            if (!wanted.count(req))
                return error(e->name + " needs the expansion \"" + req + "\"");
    if (rules.expansions.empty()) return error("no expansion selected");

    // Players: 2 to 5 with the base box, 6 with an expansion that brings a sixth colour
    // (002 lines 14-15 and 42); a game of one is not Carcassonne.
    int max_players = 0;
    for (const ExpansionDef* e : rules.expansions) max_players = std::max(max_players, e->max_players);
    const int n = static_cast<int>(setup.players.size());
    const int min_players = setup.position ? 1 : kMinPlayers;  // a one-seat test position read from a file
    if (n < min_players || n > max_players)
        return error(std::to_string(n) + (n == 1 ? " player" : " players") + ": this game takes " +
                     std::to_string(kMinPlayers) + " to " + std::to_string(max_players) +
                     " players");
    std::set<std::string> names, colours;
    for (const PlayerSetup& p : setup.players) {
        if (p.name.empty()) return error("a player has no name");
        if (utf8_length(p.name) > kMaxPlayerNameLength)
            return error(player_name_too_long(p.name));
        if (!names.insert(p.name).second) return error("two players are called \"" + p.name + "\"");
        // Seats are told apart by colour on the board: two of one colour cannot play.
        if (!p.color.empty() && !colours.insert(p.color).second)
            return error("two players have the colour \"" + p.color + "\"");
    }

    // Options: every declared option gets a value; unknown keys and values are errors.
    for (auto& [exp_id, values] : setup.options) {
        const ExpansionDef* e = catalog.find_expansion(exp_id);
        if (!e) return error("options for unknown expansion \"" + exp_id + "\"");
        for (auto& [opt, value] : values) {
            auto it = std::find_if(e->options.begin(), e->options.end(),
                                   [&opt = opt](const OptionDef& o) { return o.id == opt; });
            if (it == e->options.end())
                return error(e->name + " has no option \"" + opt + "\"");
            bool ok = false;
            for (auto& c : it->choices) ok |= c.first == value;
            if (!ok) return error("\"" + value + "\" is not a value of option " + exp_id + "." + opt);
        }
    }
    for (const ExpansionDef* e : rules.expansions)
        for (const OptionDef& o : e->options) {
            std::string value = setup.older_save && o.older_saves ? *o.older_saves : o.default_value;
            auto ex = setup.options.find(e->id);
            if (ex != setup.options.end()) {
                auto v = ex->second.find(o.id);
                if (v != ex->second.end()) value = v->second;
            }
            rules.options[e->id + "." + o.id] = value;
        }

    // Kinds, attributes, figures, score categories (the core's first), places.
    rules.categories = {{"road", "roads", "Roads"},
                        {"city", "cities", "Cities"},
                        {"monastery", "monasteries", "Monast."},
                        {"garden", "gardens", "Gardens"},
                        {"field", "fields", "Fields"}};
    for (const ExpansionDef* e : rules.expansions) {
        for (const CategoryDef& c : e->categories) rules.categories.push_back(c);
        for (const PlaceDef& p : e->places) rules.places.push_back(p);
    }
    if (rules.categories.size() > static_cast<size_t>(kMaxScoreCategories))
        return error("the expansions chosen have " + std::to_string(rules.categories.size()) +
                     " score categories together; a game has at most " + std::to_string(kMaxScoreCategories));
    rules.kind_enabled.assign(kBuiltinFeatureKinds + rules.catalog->declared_kinds.size(), 0);
    rules.kind_never_completes.assign(rules.kind_enabled.size(), 0);
    for (size_t i = 0; i < rules.catalog->declared_kinds.size(); ++i)
        rules.kind_never_completes[kBuiltinFeatureKinds + i] = rules.catalog->declared_kinds[i].never_completes;
    for (const ExpansionDef* e : rules.expansions) {
        for (FeatureKind k : e->feature_kinds) rules.kind_enabled[static_cast<size_t>(k)] = 1;
        // Every file whose tiles carry an attribute may declare it (A&M's, I&C's, P&D's, H&S's
        // and BCB's half-cities drawn larger carry `no-castle`): one slot for each id.
        for (const AttributeDef& a : e->attributes)
            if (rules.attribute(a.id) < 0) rules.attributes.push_back(a);
        for (const FigureDef& f : e->figures) {
            bool on = true;
            for (auto& [opt, value] : f.when) on &= rules.option(e->id + "." + opt) == value;
            if (on) rules.figures.push_back(f);
        }
        for (const std::string& t : e->tokens) rules.tokens.push_back(t);
    }
    if (rules.figures.size() > static_cast<size_t>(kMaxFigureKinds))
        return error("the expansions chosen have " + std::to_string(rules.figures.size()) +
                     " figure kinds together; a game has at most " + std::to_string(kMaxFigureKinds));
    // A declared kind "like" a core kind takes the figures that may stand on that kind (a shrine
    // takes whatever may stand on a monastery).
    for (size_t i = 0; i < catalog.declared_kinds.size(); ++i) {
        const FeatureKind kind = static_cast<FeatureKind>(kBuiltinFeatureKinds + static_cast<int>(i));
        const auto like = parse_feature_kind(catalog.declared_kinds[i].like);
        if (!like || !rules.kind_enabled[static_cast<int>(kind)]) continue;
        for (FigureDef& f : rules.figures)
            if (std::find(f.places.begin(), f.places.end(), *like) != f.places.end() &&
                std::find(f.places.begin(), f.places.end(), kind) == f.places.end())
                f.places.push_back(kind);
    }
    for (auto& [id, count] : setup.figures) {
        const int k = rules.figure(id);
        if (k < 0) {
            for (const ExpansionDef& e : catalog.expansions)
                for (const FigureDef& f : e.figures)
                    if (f.id == id)
                        return error("figure count for the " + f.name + ": " + e.name +
                                     (rules.has(e.id) ? " has it switched off in this game"
                                                      : " is not in this game"));
            return error("figure count for \"" + id + "\": no expansion has such a figure");
        }
        FigureDef& f = rules.figures[static_cast<size_t>(k)];
        if (count < kMinFigureCount || count > kMaxFigureCount)
            return error("figure count for the " + f.name + ": " + std::to_string(count) +
                         " is not " + std::to_string(kMinFigureCount) + " to " +
                         std::to_string(kMaxFigureCount));
        f.count = count;
    }
    if (rules.tokens.size() > static_cast<size_t>(kMaxTokenKinds))
        return error("the expansions chosen have " + std::to_string(rules.tokens.size()) +
                     " token kinds together; a game has at most " + std::to_string(kMaxTokenKinds));

    // Tile types: every tile of the enabled expansions.
    for (const ExpansionDef* e : rules.expansions)
        for (const TileDef& def : e->tiles) {
            auto t = build_tile_type(rules, def, e->id);
            if (!t) return error(t.error());
            rules.tile_index[def.id] = static_cast<TileTypeId>(rules.tiles.size());
            rules.tiles.push_back(std::move(t.value()));
        }

    // Tile sets chosen by the options.
    // (An expansion whose tiles are switched off by an option contributes none.) A set may name
    // a tile of another file (River II's spring is the River's): it is built here if its own
    // expansion is off. Tiles a set removes leave the game, whichever set brought them. A set
    // that replaces others (the Winter Edition's base game) keeps them out of the game.
    std::vector<std::string> replaced;
    for (const ExpansionDef* e : rules.expansions)
        for (const TileSetDef& s : e->sets)
            if (set_selected(s, *e, rules)) replaced.insert(replaced.end(), s.replaces.begin(), s.replaces.end());
    std::vector<TileTypeId> removed;
    for (const ExpansionDef* e : rules.expansions)
        for (const TileSetDef& s : e->sets) {
            if (!set_selected(s, *e, rules)) continue;
            if (std::find(replaced.begin(), replaced.end(), s.id) != replaced.end()) continue;
            rules.tile_set_ids.push_back(s.id);
            for (auto& [id, count] : s.counts) {
                if (!rules.tile(id)) {
                    const ExpansionDef* owner = catalog.expansion_of_tile(id);
                    auto t = build_tile_type(rules, *catalog.find_tile(id), owner->id);
                    if (!t) return error(t.error());
                    rules.tile_index[id] = static_cast<TileTypeId>(rules.tiles.size());
                    rules.tiles.push_back(std::move(t.value()));
                }
                for (int i = 0; i < count; ++i) rules.tile_set.push_back(*rules.tile(id));
            }
            for (const std::string& id : s.removes)
                if (auto t = rules.tile(id)) removed.push_back(*t);
        }
    for (TileTypeId t : removed)
        rules.tile_set.erase(std::remove(rules.tile_set.begin(), rules.tile_set.end(), t), rules.tile_set.end());

    auto check_tile = [&](const std::string& id, const std::string& where) -> std::optional<Error> {
        if (rules.tile(id)) return std::nullopt;
        if (const ExpansionDef* owner = catalog.expansion_of_tile(id))
            return error(where + ": tile \"" + id + "\" belongs to " + owner->name +
                         ", which is not in this game");
        return error(where + ": unknown tile \"" + id + "\"");
    };
    if (setup.draw_order)
        for (size_t i = 0; i < setup.draw_order->size(); ++i)
            if (auto e = check_tile((*setup.draw_order)[i], "draw order, tile " + std::to_string(i + 1)))
                return *e;
    for (size_t i = 0; i < setup.start.size(); ++i) {
        if (auto e = check_tile(setup.start[i].tile, "start tile " + std::to_string(i + 1))) return *e;
        if (setup.start[i].rotation < 0 || setup.start[i].rotation > 3)
            return error("start tile " + std::to_string(i + 1) + ": rotation must be 0..3 quarter turns");
        // One tile per square: a second one would make the board's open squares meet two tiles
        // on one side (scripts/fuzz jcz found such a file).
        for (size_t j = 0; j < i; ++j)
            if (setup.start[j].pos == setup.start[i].pos)
                return error("start tile " + std::to_string(i + 1) + ": the square (" +
                             std::to_string(setup.start[i].pos.x) + ", " +
                             std::to_string(setup.start[i].pos.y) + ") already holds start tile " +
                             std::to_string(j + 1));
    }

    // Modules, in expansion order; their action types after the core's; the turn program, which
    // modules extend in configure; each module's part of the state.
    for (const ExpansionDef* e : rules.expansions)
        for (const std::string& id : e->modules) {
            const Module* m = modules(id);
            if (!m) return error(e->source + ": no rule module \"" + id + "\"");
            // Two expansions may share a module (the River and River II): it runs once.
            if (std::find(rules.modules.begin(), rules.modules.end(), m) == rules.modules.end())
                rules.modules.push_back(m);
        }
    rules.action_defs = core_action_defs();
    for (const Module* m : rules.modules)
        for (const ActionDef* d : m->action_defs()) {
            if (rules.action_def(d->id())) return error(std::string(m->id()) + " declares the action \"" + std::string(d->id()) + "\" twice");
            if (auto why = fields_problem(*d))
                return error(std::string(m->id()) + ": the action \"" + std::string(d->id()) + "\": " + *why);
            rules.action_defs.push_back(d);
        }
    add_core_steps(rules.turn);
    for (const Module* m : rules.modules) m->configure(rules);
    for (const Module* m : rules.modules)
        if (auto why = m->refuse_setup(rules)) return error(*why);
    if (rules.turn.steps().size() > 200) return error("the turn program has too many steps");
    for (const Module* m : rules.modules)
        for (ChanceSource& c : m->chance_sources(rules)) {
            if (auto why = chance_source_problem(c)) return error(std::string(m->id()) + ": " + *why);
            if (rules.chance_source(c.id) >= 0)
                return error(std::string(m->id()) + " declares the source of chance \"" + std::string(c.id) + "\" twice");
            size_t start = 0;
            for (const ChanceSource& before : rules.chance_sources) start += before.tokens.size();
            rules.bag_start.push_back(static_cast<uint16_t>(start));
            rules.chance_sources.push_back(std::move(c));
        }
    for (const Module* m : rules.modules) {
        const StateLayout layout = m->state_layout();
        const uint32_t align = std::max<uint32_t>(1, layout.align);
        rules.module_data_size = (rules.module_data_size + align - 1) / align * align;
        rules.module_state_offset.push_back(rules.module_data_size);
        rules.module_data_size += layout.size;
    }
    for (const Module* m : rules.modules) rules.module_settings.push_back(m->make_settings(rules));
    unsigned keys = 0;
    for (const Module* m : rules.modules) keys = std::max(keys, m->key() + 1);
    rules.state_offset_by_key.assign(keys, 0);
    rules.settings_by_key.assign(keys, nullptr);
    for (size_t i = 0; i < rules.modules.size(); ++i) {
        const unsigned key = rules.modules[i]->key();
        rules.state_offset_by_key[key] = rules.module_state_offset[i];
        rules.settings_by_key[key] = rules.module_settings[i].get();
    }
    // The modules' switches last: a module may answer them from its settings (the labyrinth's
    // variant).
    for (const Module* m : rules.modules) {
        rules.placement_restricted |= m->restricts_placement(rules);
        rules.deploy_restricted |= m->restricts_deploy(rules);
        rules.occupancy_relaxed |= m->admits_to_occupied(rules);
        rules.tiles_closeable |= m->closes_tiles(rules);
    }
    return rules;
}

std::vector<IdleElement> replaced_options(const Ruleset& rules) {
    std::vector<std::string> replaced;
    for (const ExpansionDef* e : rules.expansions)
        for (const TileSetDef& s : e->sets)
            if (set_selected(s, *e, rules)) replaced.insert(replaced.end(), s.replaces.begin(), s.replaces.end());
    std::vector<IdleElement> out;
    if (replaced.empty()) return out;
    for (const ExpansionDef* e : rules.expansions)
        for (const OptionDef& o : e->options) {
            bool chooses = false, all_replaced = true;
            for (const TileSetDef& s : e->sets)
                if (s.when.count(o.id)) {
                    chooses = true;
                    all_replaced &= std::find(replaced.begin(), replaced.end(), s.id) != replaced.end();
                }
            for (const FigureDef& f : e->figures) chooses &= f.when.count(o.id) == 0;
            if (chooses && all_replaced) out.push_back({e, &o});
        }
    return out;
}

std::vector<IdleElement> idle_elements(const Ruleset& rules) {
    std::set<TileTypeId> in_game(rules.tile_set.begin(), rules.tile_set.end());
    auto add = [&](const std::string& id) {
        if (auto t = rules.tile(id)) in_game.insert(*t);
    };
    if (rules.setup.draw_order)
        for (const std::string& id : *rules.setup.draw_order) add(id);
    for (const StartTile& s : rules.setup.start) add(s.tile);
    auto met = [&](const TileNeed& need) {
        for (const std::string& name : need.any_of) {
            const int tag = need.what == TileNeed::What::Tag ? rules.tag(name) : -1;
            const int attribute = need.what == TileNeed::What::Attribute ? rules.attribute(name) : -1;
            const std::optional<FeatureKind> kind =
                need.what == TileNeed::What::Kind ? rules.catalog->kind(name) : std::nullopt;
            for (TileTypeId t : in_game) {
                const TileType& type = rules.tiles[t];
                if (type.has(tag)) return true;
                for (const FeatureType& f : type.features)
                    if ((kind && f.kind == *kind) ||
                        (attribute >= 0 && f.attributes[static_cast<size_t>(attribute)] != 0))
                        return true;
            }
        }
        return false;
    };
    std::vector<IdleElement> idle;
    for (const ExpansionDef* e : rules.expansions)
        for (const OptionDef& o : e->options) {
            if (o.needs_tiles.empty() || !rules.option_on(e->id + "." + o.id)) continue;
            if (!std::all_of(o.needs_tiles.begin(), o.needs_tiles.end(), met)) idle.push_back({e, &o});
        }
    return idle;
}

}  // namespace carc
