// Pass 2 of the .jcz import (docs/jcz.md, "The mapping"): the setup's tile sets, elements and
// rules through the tables of mapping.hpp into our expansions, options and figure counts; the
// start tiles, the players and the seed. What our program cannot play is Unsupported, named.
#include <algorithm>
#include <map>
#include <set>

#include "carc/engine.hpp"
#include "import_parts.hpp"

namespace carc::jcz_import {

namespace {

// Whether an element's value switches it on. JCZ writes counts for figures and true/1 for
// switches; it deletes elements that are off, but 0 and false mean off too.
bool element_on(const json& v, const std::string& path, long long* count) {
    if (v.is_boolean()) {
        if (count) *count = v.get<bool>() ? 1 : 0;
        return v.get<bool>();
    }
    const long long n = json_read::expect_integer(v, path);
    if (n < 0 || n > 99) json_read::fail(path, "not a sensible count");
    if (count) *count = n;
    return n > 0;
}

std::string option_text(const json& v, const std::string& path) {
    if (v.is_string()) return v.get<std::string>();
    if (v.is_boolean()) return v.get<bool>() ? "true" : "false";
    if (v.is_number_integer() || v.is_number_unsigned()) return std::to_string(json_read::expect_integer(v, path));
    json_read::fail(path, "a rule value is a string, a number or a boolean, found " + json_read::type_name(v));
}

const OptionDef* find_option(const ExpansionDef& e, std::string_view id) {
    for (const OptionDef& o : e.options)
        if (o.id == id) return &o;
    return nullptr;
}

bool has_choice(const OptionDef& o, const std::string& value) {
    for (auto& c : o.choices)
        if (c.first == value) return true;
    return false;
}

struct SetupMapper {
    const Catalog& catalog;
    std::vector<std::string>& notes;
    std::set<std::string> expansions;                          // ours, in the game
    std::map<std::string, std::map<std::string, std::string>> options;
    std::map<std::string, std::string> option_origin;          // "base.edition" -> "tile set basic:1"
    std::set<std::string> sets_in;                             // our expansions with a tile set in the file
    std::vector<const TileDef*> set_tiles;                     // the kinds of tile those sets hold
    std::map<std::string, long long> elements;                 // JCZ elements that are on -> count
    std::map<std::string, int> figures;                        // figure counts other than ours

    void set_option(const ExpansionDef& e, const std::string& option, const std::string& value,
                    const std::string& origin) {
        const OptionDef* o = find_option(e, option);
        if (!o) unsupported(origin + ": our " + e.name + " has no option " + in_quotes(option));
        if (!has_choice(*o, value))
            unsupported(origin + ": our " + e.name + " option " + in_quotes(option) + " has no value " + in_quotes(value));
        const std::string key = e.id + "." + option;
        auto it = options[e.id].find(option);
        if (it != options[e.id].end() && it->second != value)
            unsupported(origin + " and " + option_origin[key] + " together (they need " + e.name + " option " +
                        in_quotes(option) + " to be both " + in_quotes(it->second) + " and " + in_quotes(value) + ")");
        options[e.id][option] = value;
        option_origin[key] = origin;
    }

    const ExpansionDef& expansion_for(std::string_view id, const std::string& what) {
        const ExpansionDef* e = catalog.find_expansion(id);
        if (!e) unsupported(what + " needs our expansion " + in_quotes(id) + ", which is not in this program's data");
        return *e;
    }

    void read_sets(const json& j) {
        ObjectReader r(j, "/setup/sets");
        std::set<std::string> present;  // the file's tile set ids
        std::vector<std::pair<std::string, const TileSetDef*>> replacing;  // each of them, ours
        for (const std::string& id : r.unread()) {
            long long count = 0;
            if (!element_on(r.get(id), r.child(id), &count)) continue;
            const ExpansionDef* owner = nullptr;
            const TileSetDef* set = nullptr;
            int variants = 0;  // our sets of that id: one an option value (a JCZ rule's, not the set's)
            for (const ExpansionDef& e : catalog.expansions)
                for (const TileSetDef& s : e.sets)
                    if (s.id == id) {
                        owner = &e;
                        set = &s;
                        ++variants;
                    }
            if (!set)
                unsupported("tile set " + id + " (JCZ expansion " + jcz::jcz_set_expansion_name(id) +
                            ") is not in this program's data");
            if (count != 1) unsupported(std::to_string(count) + " copies of tile set " + id + " (we play one)");
            expansions.insert(owner->id);
            sets_in.insert(owner->id);
            for (const auto& [tile, copies] : set->counts)
                if (const TileDef* t = catalog.find_tile(tile)) set_tiles.push_back(t);
            if (variants == 1)
                for (auto& [option, value] : set->when) set_option(*owner, option, value, "tile set " + id);
            present.insert(id);
            replacing.emplace_back(id, set);
        }
        // A set that stands in for others (the Winter Edition's `winter` for the basic sets):
        // their expansion is in the game with its tiles coming from this set, and a file naming
        // both plays two piles where ours plays one.
        for (auto& [id, set] : replacing)
            for (const std::string& gone : set->replaces) {
                if (present.count(gone))
                    unsupported("tile sets " + id + " and " + gone + " together (our " + id +
                                " is played instead of " + gone + ")");
                for (const ExpansionDef& e : catalog.expansions)
                    for (const TileSetDef& s : e.sets)
                        if (s.id == gone) {
                            expansions.insert(e.id);
                            sets_in.insert(e.id);
                        }
            }
        switch_off_absent_sets(present);
    }

    // An expansion whose tile sets are switched one by one (the Siege's Besiegers and Cathars):
    // a switch that only sets missing from the file need is off. The file names every set it plays.
    void switch_off_absent_sets(const std::set<std::string>& present) {
        for (const std::string& id : sets_in) {
            const ExpansionDef* e = catalog.find_expansion(id);
            if (!e) continue;
            for (const OptionDef& o : e->options) {
                if (!o.is_bool() || options[e->id].count(o.id)) continue;
                const TileSetDef* absent = nullptr;
                for (const TileSetDef& s : e->sets) {
                    auto w = s.when.find(o.id);
                    if (w != s.when.end() && w->second == "true" && !present.count(s.id)) absent = &s;
                }
                if (absent) set_option(*e, o.id, "false", "no tile set " + absent->id);
            }
        }
    }

    void read_elements(const json& j) {
        ObjectReader r(j, "/setup/elements");
        for (const std::string& key : r.unread()) {
            long long count = 0;
            if (!element_on(r.get(key), r.child(key), &count)) continue;
            const JczElement* row = jcz::find_element(key);
            if (!row) unsupported("element " + in_quotes(key) + " belongs to no supported expansion");
            expansion_for(row->expansion, "element " + in_quotes(key));
            elements[key] = count;
            if (row->enables) expansions.insert(std::string(row->expansion));
        }
        for (const JczElement& row : jcz::element_rows()) {
            const bool on = elements.count(std::string(row.element)) > 0;
            if (on && !expansions.count(std::string(row.expansion)))
                notes.push_back("element " + in_quotes(row.element) + " changes nothing without " +
                                in_quotes(row.expansion) + " (only the abbot can stand in a garden)");
        }
        for (const std::string& id : std::set<std::string>(expansions)) apply_rows(expansion_for(id, "the setup"));
    }

    // The element rows of one expansion that is in the game.
    void apply_rows(const ExpansionDef& e) {
        const bool tiles_in = e.sets.empty() || sets_in.count(e.id);
        for (const JczElement& row : jcz::element_rows()) {
            if (row.expansion != e.id) continue;
            const std::string element(row.element);
            auto it = elements.find(element);
            const bool on = it != elements.end();
            const std::string origin = "element " + in_quotes(element);
            switch (row.use) {
            case jcz::ElementUse::Figure: {
                const FigureDef* fig = nullptr;
                for (const FigureDef& f : e.figures)
                    if (f.id == row.target) fig = &f;
                if (!fig) unsupported(origin + ": our " + e.name + " has no figure " + in_quotes(row.target));
                if (on && it->second != fig->count) {
                    if (it->second < kMinFigureCount || it->second > kMaxFigureCount)
                        unsupported(origin + ": " + std::to_string(it->second) +
                                    " per player; a game of ours has " +
                                    std::to_string(kMinFigureCount) + " to " +
                                    std::to_string(kMaxFigureCount));
                    figures[fig->id] = static_cast<int>(it->second);
                }
                if (fig->when.empty()) {
                    if (!on)
                        unsupported(origin + " is off, but our " + e.name + " always has its " + fig->name + " figures");
                    break;
                }
                for (auto& [option, value] : fig->when) {
                    std::string v = value;
                    if (!on) {
                        const OptionDef* o = find_option(e, option);
                        if (!o || !o->is_bool())
                            unsupported(origin + " is off, and our " + e.name + " cannot leave out its " + fig->name);
                        v = value == "true" ? "false" : "true";
                    }
                    set_option(e, option, v, origin);
                }
                break;
            }
            case jcz::ElementUse::Switch:
                set_option(e, std::string(row.target), on ? "true" : "false", origin);
                break;
            case jcz::ElementUse::Part:
                if (!on && tiles_in) unsupported(origin + " is off, but our " + e.name + " always includes it");
                // Without the expansion's tiles a part may still stand on others' (River II's pig herd).
                if (const TileDef* t = on || row.target.empty() ? nullptr : jcz::tile_carrying(catalog, set_tiles, row.target))
                    unsupported(origin + " is off, but tile " + t->id + " has it, which our " + e.name + " always plays");
                break;
            }
        }
        if (!tiles_in) {
            // The expansion is in for its figures only (e.g. the pig on basic tiles): switch its
            // tiles off with the option every one of its sets requires.
            std::optional<std::string> switch_off;
            for (const OptionDef& o : e.options) {
                if (!o.is_bool()) continue;
                bool in_all = true;
                for (const TileSetDef& s : e.sets) {
                    auto w = s.when.find(o.id);
                    in_all &= w != s.when.end() && w->second == "true";
                }
                if (in_all) switch_off = o.id;
            }
            if (!switch_off)
                unsupported("the game has " + e.name + " without its tiles, which our " + e.name + " cannot leave out");
            set_option(e, *switch_off, "false", "no tile set of " + e.name);
        }
    }

    // Every rule of the file through the rules the codecs declare (jcz::declared_rules); a rule the
    // file leaves out has JCZ's default, which need not be ours. A rule or value we do not have is
    // unsupported, never replaced by a default.
    void read_rules(const json* j) {
        const std::vector<jcz::DeclaredRule> declared = jcz::declared_rules(catalog);
        std::map<std::string, std::string> given;  // JCZ key -> value
        if (j) {
            ObjectReader r(*j, "/setup/rules");
            for (const std::string& key : r.unread()) {
                const std::string value = option_text(r.get(key), r.child(key));
                bool known = false;
                for (const jcz::DeclaredRule& d : declared) known |= d.rule.rule == key;
                if (!known) unsupported("rule " + in_quotes(key) + " = " + in_quotes(value) + " belongs to no supported expansion");
                given[key] = value;
            }
        }
        for (const jcz::DeclaredRule& d : declared) {
            if (!expansions.count(d.expansion->id)) continue;  // JCZ applies a rule only with its expansion
            const auto it = d.rule.rule.empty() ? given.end() : given.find(std::string(d.rule.rule));
            const bool by_default = it == given.end();
            const std::string value = by_default ? std::string(d.rule.jcz_default) : it->second;
            const std::string origin = d.rule.rule.empty()
                                           ? jcz::rule_name(d.rule) + " (JCZ has no setting for it)"
                                           : "rule " + in_quotes(d.rule.rule) + " = " + in_quotes(value) +
                                                 (by_default ? " (JCZ's default)" : "");
            const std::optional<std::string> ours = jcz::rule_from_jcz(d.rule, value);
            if (!ours)
                unsupported(origin + ": our " + d.expansion->name + " has no such reading" +
                            (d.rule.option.empty() ? "" : " (option " + in_quotes(d.rule.option) + ")"));
            if (!d.rule.option.empty()) set_option(*d.expansion, std::string(d.rule.option), *ours, origin);
        }
    }

    // Expansions in catalogue order (base first), options that differ from our defaults.
    void fill(Setup& s) const {
        s.figures = figures;
        s.expansions.clear();
        for (const ExpansionDef& e : catalog.expansions)
            if (expansions.count(e.id)) s.expansions.push_back(e.id);
        s.options.clear();
        for (auto& [exp, values] : options) {
            const ExpansionDef* e = catalog.find_expansion(exp);
            for (auto& [id, value] : values) {
                const OptionDef* o = find_option(*e, id);
                if (o && o->default_value != value) s.options[exp][id] = value;
            }
        }
    }
};

uint64_t fnv1a(const std::string& s) {
    uint64_t h = 0xcbf29ce484222325ull;
    for (unsigned char c : s) h = (h ^ c) * 0x100000001b3ull;
    return h;
}

}  // namespace

Setup read_setup(const JczFile& f, const Catalog& catalog, std::vector<std::string>& notes) {
    SetupMapper m{catalog, notes, {}, {}, {}, {}, {}, {}, {}};
    ObjectReader r(*f.setup, "/setup");
    m.read_sets(need(r, "sets"));
    m.read_elements(need(r, "elements"));
    m.read_rules(r.find("rules"));
    if (!m.expansions.count(catalog.base_game()))
        unsupported("the game has no tile set of the basic game (basic:1 or basic:2), which every game of ours has");
    if (const json* addons = r.find("addons"))
        if (!addons->is_null() && !addons->empty()) unsupported("the game uses JCZ add-ons (fan expansions)");
    Setup s;
    m.fill(s);
    if (const json* start = r.find("start")) {
        json_read::expect_array(*start, "/setup/start");
        for (size_t i = 0; i < start->size(); ++i) {
            ObjectReader sr((*start)[i], "/setup/start/" + std::to_string(i));
            StartTile t;
            t.tile = need_string(sr, "tile");
            const long long x = need_integer(sr, "x"), y = need_integer(sr, "y");
            if (x < -1000 || x > 1000 || y < -1000 || y > 1000) sr.fail("x", "position out of range");
            t.pos = {static_cast<int>(x), static_cast<int>(y)};
            const long long deg = sr.optional_integer("rotation").value_or(0);
            if (deg < 0 || deg > 270 || deg % 90 != 0) sr.fail("rotation", "expected 0, 90, 180 or 270 degrees");
            t.rotation = static_cast<int>(deg / 90);
            if (!catalog.find_tile(t.tile)) unsupported("start tile " + t.tile + " is not in this program's data");
            s.start.push_back(t);
        }
    }
    for (size_t i = 0; i < f.players->size(); ++i) {
        ObjectReader pr((*f.players)[i], "/players/" + std::to_string(i));
        PlayerSetup p;
        p.name = need_string(pr, "name");
        if (p.name.empty()) pr.fail("name", "a player has no name");
        if (auto slot = pr.optional_integer("slot")) p.color = jcz::colour_of_slot(static_cast<int>(*slot));
        s.players.push_back(p);
    }
    if (s.players.empty()) json_read::fail("/players", "the game has no players");
    // A JCZ colour slot we have no colour for (JCZ has nine) takes the first colour nobody else
    // has, so that the player is drawn in a colour and an export and its import keep it.
    for (PlayerSetup& p : s.players) {
        if (!p.color.empty()) continue;
        for (int slot = 0; !jcz::colour_of_slot(slot).empty(); ++slot) {
            const std::string colour = jcz::colour_of_slot(slot);
            if (std::none_of(s.players.begin(), s.players.end(), [&](const PlayerSetup& q) { return q.color == colour; })) {
                p.color = colour;
                break;
            }
        }
    }
    // JCZ's test games may have one player: a test position, not a game (docs/jcz.md).
    if (s.players.size() == 1) {
        s.position = true;
        notes.push_back("one player: a test position, not a game (a game needs " + std::to_string(kMinPlayers) +
                        " seats)");
    }
    s.seed = fnv1a(f.game_id + "|" + f.created);
    return s;
}

// The start tiles the expansions choose by themselves, as the engine lays them out.
std::vector<StartTile> default_start(const Catalog& catalog, Setup s) {
    s.start.clear();
    s.draw_order.reset();
    auto rules = load_ruleset(s, catalog);
    if (!rules) unsupported("setup: " + rules.error());
    const GameState state = initial_state(*rules, nullptr);
    std::vector<StartTile> out;
    for (const PlacedTile& t : state.board.tiles())
        out.push_back({rules->tiles[t.type].id, t.pos, t.rotation});
    return out;
}

bool same_start(const std::vector<StartTile>& a, const std::vector<StartTile>& b) {
    if (a.size() != b.size()) return false;
    for (size_t i = 0; i < a.size(); ++i)
        if (a[i].tile != b[i].tile || !(a[i].pos == b[i].pos) || a[i].rotation != b[i].rotation) return false;
    return true;
}

}  // namespace carc::jcz_import
