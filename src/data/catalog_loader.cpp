// Reading data/expansions/*.json into ExpansionDefs, with strict validation: unknown keys,
// malformed edges, dangling references and inconsistent tiles are errors naming file and path.
#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <set>

#include "carc/catalog.hpp"
#include "data/file_io.hpp"
#include "carc/module.hpp"
#include "carc/resource_dirs.hpp"
#include "json_reader.hpp"

namespace carc {

using json_read::DataError;
using json_read::json;
using json_read::ObjectReader;

namespace {

constexpr std::string_view kFormat = "carcassonne-expansion";
constexpr int kVersion = 1;

// The kinds expansions declare, visible while files are read (the catalogue's, or one file's own
// when a single document is parsed): a file may use a kind another file declares.
thread_local const std::vector<FeatureKindDef>* t_declared_kinds = nullptr;

FeatureKind read_kind(const json& j, const std::string& path) {
    const std::string name = json_read::expect_string(j, path);
    if (auto k = parse_feature_kind(name)) return *k;
    if (t_declared_kinds)
        for (size_t i = 0; i < t_declared_kinds->size(); ++i)
            if ((*t_declared_kinds)[i].id == name) return static_cast<FeatureKind>(kBuiltinFeatureKinds + static_cast<int>(i));
    json_read::fail(path, "unknown feature kind \"" + name + "\"");
}

// "feature_kinds": the core's kinds by name, new ones as {"id", "name"}.
std::vector<FeatureKindDef> declared_in(const json& doc) {
    std::vector<FeatureKindDef> out;
    if (!doc.is_object() || !doc.contains("feature_kinds") || !doc["feature_kinds"].is_array()) return out;
    const json& kinds = doc["feature_kinds"];
    for (size_t i = 0; i < kinds.size(); ++i) {
        if (!kinds[i].is_object()) continue;
        ObjectReader r(kinds[i], "/feature_kinds/" + std::to_string(i));
        FeatureKindDef d;
        d.id = r.string("id");
        d.name = r.optional_string("name").value_or(d.id);
        d.like = r.optional_string("like").value_or("");
        const std::string completes = r.optional_string("completes").value_or("surrounded");
        d.never_completes = completes == "never";
        d.spans_tiles = r.has("spans_tiles") && r.boolean("spans_tiles");
        if (auto saved = r.optional_integer("saved_as")) {
            if (*saved < kBuiltinFeatureKinds || *saved >= kMaxFeatureKinds)
                r.fail("saved_as", "the number a kind was saved as is from " + std::to_string(kBuiltinFeatureKinds) +
                                       " to " + std::to_string(kMaxFeatureKinds - 1));
            d.saved_as = static_cast<int>(*saved);
        }
        r.finish();
        if (!d.like.empty() && !parse_feature_kind(d.like)) r.fail("like", "\"" + d.like + "\" is not one of the core's feature kinds");
        if (completes != "surrounded" && completes != "never")
            r.fail("completes", "a declared kind completes \"surrounded\" or \"never\"");
        if (d.id.empty() || d.id.find_first_not_of("abcdefghijklmnopqrstuvwxyz-") != std::string::npos)
            r.fail("id", "a feature kind id is lower case letters and -");
        if (parse_feature_kind(d.id)) r.fail("id", "\"" + d.id + "\" is one of the core's feature kinds");
        out.push_back(std::move(d));
    }
    return out;
}

std::vector<FeatureKind> read_kind_list(const json& j, const std::string& path) {
    json_read::expect_array(j, path);
    std::vector<FeatureKind> out;
    for (size_t i = 0; i < j.size(); ++i) {
        const std::string at = path + "/" + std::to_string(i);
        // A kind is its name, or an object naming it under "id" (an object without one is refused
        // here: looking up a missing key of a const object is undefined behaviour in nlohmann-json).
        if (j[i].is_object() && !j[i].contains("id")) json_read::fail(at, "a kind is its name or an object with an \"id\"");
        const FeatureKind k = j[i].is_object() ? read_kind(j[i].at("id"), at + "/id") : read_kind(j[i], at);
        if (std::find(out.begin(), out.end(), k) != out.end()) json_read::fail(at, "listed twice");
        out.push_back(k);
    }
    return out;
}

std::vector<std::string> read_strings(const json& j, const std::string& path) {
    json_read::expect_array(j, path);
    std::vector<std::string> out;
    for (size_t i = 0; i < j.size(); ++i)
        out.push_back(json_read::expect_string(j[i], path + "/" + std::to_string(i)));
    return out;
}

SideMask read_sides(const json& j, const std::string& path) {
    const std::string text = json_read::expect_string(j, path);
    auto m = parse_side_mask(text);
    if (!m) json_read::fail(path, "\"" + text + "\" is not a set of sides (N E S W)");
    return *m;
}

HalfMask read_halves(const json& j, const std::string& path) {
    const std::string text = json_read::expect_string(j, path);
    auto m = parse_half_mask(text);
    if (!m)
        json_read::fail(path, "\"" + text +
                                  "\" is not a set of half-edges (NL NR EL ER SL SR WL WR)");
    return *m;
}

// "when": {"option": "value", ...}: the option values that put a set or a figure in play.
std::map<std::string, std::string> read_when(ObjectReader& r) {
    std::map<std::string, std::string> when;
    if (const json* w = r.find("when")) {
        ObjectReader wr(*w, r.child("when"));
        for (const std::string& key : wr.unread()) when[key] = wr.string(key);
    }
    return when;
}

// Each option a "when" names must be an option of the same file, and the value one of its choices.
void check_when(const std::vector<OptionDef>& options, const std::map<std::string, std::string>& when,
                const std::string& path) {
    for (auto& [opt, value] : when) {
        auto it = std::find_if(options.begin(), options.end(), [&opt = opt](const OptionDef& o) { return o.id == opt; });
        if (it == options.end()) json_read::fail(path + "/when/" + opt, "no option \"" + opt + "\" in this file");
        bool ok = false;
        for (auto& c : it->choices) ok |= c.first == value;
        if (!ok)
            json_read::fail(path + "/when/" + opt, "\"" + value + "\" is not a choice of option \"" + opt + "\"");
    }
}

FeatureDef read_feature(const json& j, const std::string& path) {
    ObjectReader r(j, path);
    FeatureDef f;
    f.kind = read_kind(r.get("kind"), r.child("kind"));
    if (touches_sides(f.kind)) {
        f.sides = read_sides(r.get("sides"), r.child("sides"));
        if (r.has("shares_sides")) {
            if (f.kind != FeatureKind::City) r.fail("shares_sides", "only a city shares a side with another city");
            f.shared_sides = read_sides(r.get("shares_sides"), r.child("shares_sides"));
        }
        // A road that ends inside the tile where a module may join it to another (a tunnel's
        // entrance): that end stays open until the module does.
        if (r.has("inner_ends")) {
            if (f.kind != FeatureKind::Road) r.fail("inner_ends", "only a road ends inside a tile");
            const int n = r.integer("inner_ends");
            if (n < 0 || n > 4) r.fail("inner_ends", "a road has 0 to 4 inner ends");
            f.inner_ends = static_cast<uint8_t>(n);
        }
    } else if (f.kind == FeatureKind::Field) {
        // An inner field lies between cities in the middle of the tile and touches no side.
        const bool inner = r.has("inner") && r.boolean("inner");
        if (inner && r.has("halves")) r.fail("inner", "an inner field has no half-edges");
        if (!inner) f.halves = read_halves(r.get("halves"), r.child("halves"));
    }
    if (const json* c = r.find("cities")) {
        if (f.kind != FeatureKind::Field) r.fail("cities", "only fields border cities");
        json_read::expect_array(*c, r.child("cities"));
        for (size_t i = 0; i < c->size(); ++i)
            f.borders_cities.push_back(
                read_sides((*c)[i], r.child("cities") + "/" + std::to_string(i)));
    }
    if (const json* a = r.find("anchor")) {
        json_read::expect_array(*a, r.child("anchor"));
        if (a->size() != 2 || !(*a)[0].is_number() || !(*a)[1].is_number())
            r.fail("anchor", "expected [x, y] with numbers between 0 and 1");
        const float x = (*a)[0].get<float>(), y = (*a)[1].get<float>();
        if (x < 0 || x > 1 || y < 0 || y > 1)
            r.fail("anchor", "expected [x, y] with numbers between 0 and 1");
        f.anchor = std::array<float, 2>{x, y};
    }
    // Every other key is an attribute ("pennants": 1); validate_catalog checks it is declared.
    for (const std::string& key : r.unread()) {
        const std::string p = r.child(key);
        const json& v = r.get(key);
        if (v.is_boolean()) {
            f.attributes[key] = v.get<bool>() ? 1 : 0;
        } else {
            const long long n = json_read::expect_integer(v, p);
            if (n < 0 || n > 100) json_read::fail(p, "attribute value out of range 0..100");
            f.attributes[key] = static_cast<int>(n);
        }
    }
    r.finish();
    return f;
}

// A tile must make sense as a square: side features do not overlap, fields do not overlap and
// never cover half-edges of a city side, and every field city reference names a city on it.
void check_tile_geometry(const TileDef& t, const std::string& path) {
    SideMask sides_used = 0;
    HalfMask halves_used = 0;
    SideMask city_sides = 0;
    for (size_t i = 0; i < t.features.size(); ++i) {
        const FeatureDef& f = t.features[i];
        const std::string fp = path + "/features/" + std::to_string(i);
        if (touches_sides(f.kind)) {
            if (sides_used & f.sides)
                json_read::fail(fp + "/sides", "side " + side_mask_name(sides_used & f.sides) +
                                                   " already belongs to another feature");
            sides_used |= f.sides;
            if (f.kind == FeatureKind::City) city_sides |= f.sides;
        }
        if (f.kind == FeatureKind::Field) {
            if (halves_used & f.halves)
                json_read::fail(fp + "/halves", half_mask_name(halves_used & f.halves) +
                                                    " already belongs to another field");
            halves_used |= f.halves;
        }
    }
    for (size_t i = 0; i < t.features.size(); ++i) {
        const FeatureDef& f = t.features[i];
        const std::string fp = path + "/features/" + std::to_string(i);
        if (f.kind != FeatureKind::Field) continue;
        for (int h = 0; h < kHalfEdges; ++h)
            if ((f.halves & (1u << h)) && (city_sides & side_bit(side_of_half(h))))
                json_read::fail(fp + "/halves", std::string(kHalfEdgeNames[h]) +
                                                    " lies on a city side");
        for (size_t c = 0; c < f.borders_cities.size(); ++c) {
            const SideMask ref = f.borders_cities[c];
            bool found = false;
            for (const FeatureDef& g : t.features)
                if (g.kind == FeatureKind::City && (g.sides & ref) == ref) found = true;
            if (!found)
                json_read::fail(fp + "/cities/" + std::to_string(c),
                                "no city of this tile touches side " + side_mask_name(ref));
        }
    }
    // A shared side is another city's side of the same tile (one city reaches it besides the one
    // drawn there: it joins whatever city is laid against it).
    for (size_t i = 0; i < t.features.size(); ++i) {
        const FeatureDef& f = t.features[i];
        if (!f.shared_sides) continue;
        const std::string fp = path + "/features/" + std::to_string(i) + "/shares_sides";
        if (f.shared_sides & f.sides) json_read::fail(fp, "a city shares no side with itself");
        if ((f.shared_sides & city_sides) != f.shared_sides)
            json_read::fail(fp, "side " + side_mask_name(f.shared_sides & ~city_sides) + " shows no other city");
    }
    if (halves_used & t.bare_halves)
        json_read::fail(path + "/bare", half_mask_name(halves_used & t.bare_halves) + " belongs to a field");
    // Every half-edge of a non-city side must belong to a field (or be declared bare), or the tile
    // has holes; a tile whose sides end every feature (the abbey) has nothing at its edges.
    for (int h = 0; !t.ends_features && h < kHalfEdges; ++h) {
        if (city_sides & side_bit(side_of_half(h))) continue;
        if (t.bare_halves & (1u << h)) continue;
        if (!(halves_used & (1u << h)))
            json_read::fail(path, std::string("half-edge ") + std::string(kHalfEdgeNames[h]) +
                                      " belongs to no field");
    }
}

TileDef read_tile(const json& j, const std::string& path) {
    ObjectReader r(j, path);
    TileDef t;
    t.id = r.string("id");
    if (t.id.empty()) r.fail("id", "empty tile id");
    if (const json* tags = r.find("tags")) t.tags = read_strings(*tags, r.child("tags"));
    if (r.has("ends_features")) t.ends_features = r.boolean("ends_features");
    const json& features = json_read::expect_array(r.get("features"), r.child("features"));
    for (size_t i = 0; i < features.size(); ++i)
        t.features.push_back(read_feature(features[i], r.child("features") + "/" + std::to_string(i)));
    if (r.has("bare")) t.bare_halves = read_halves(r.get("bare"), r.child("bare"));
    if (const json* d = r.find("draw")) {
        ObjectReader dr(*d, r.child("draw"));
        for (const std::string& key : dr.unread()) {
            const json& v = dr.get(key);
            if (v.is_string())
                t.draw[key] = v.get<std::string>();
            else if (v.is_boolean())
                t.draw[key] = v.get<bool>() ? "true" : "false";
            else
                dr.fail(key, "drawing hints are strings or booleans");
        }
    }
    r.finish();
    check_tile_geometry(t, path);
    return t;
}

// {"tag": "volcano"}, {"kind": "tower"}, {"attribute": ["wine", "grain", "cloth"]}: one key, whose
// value is a name or a list of names of which any one will do.
TileNeed read_tile_need(const json& j, const std::string& path) {
    ObjectReader r(j, path);
    TileNeed need;
    int keys = 0;
    for (auto [key, what] : {std::pair{"tag", TileNeed::What::Tag}, std::pair{"kind", TileNeed::What::Kind},
                             std::pair{"attribute", TileNeed::What::Attribute}}) {
        const json* v = r.find(key);
        if (!v) continue;
        ++keys;
        need.what = what;
        if (v->is_string()) {
            need.any_of.push_back(v->get<std::string>());
        } else {
            json_read::expect_array(*v, r.child(key));
            for (size_t i = 0; i < v->size(); ++i) {
                if (!(*v)[i].is_string()) json_read::fail(r.child(key) + "/" + std::to_string(i), "expected a name");
                need.any_of.push_back((*v)[i].get<std::string>());
            }
        }
        if (need.any_of.empty()) r.fail(key, "name at least one");
    }
    if (keys != 1) json_read::fail(path, "a need names one \"tag\", \"kind\" or \"attribute\"");
    r.finish();
    return need;
}

OptionDef read_option(const json& j, const std::string& path) {
    ObjectReader r(j, path);
    OptionDef o;
    o.id = r.string("id");
    o.name = r.string("name");
    if (auto d = r.optional_string("description")) o.description = *d;
    const std::string type = r.optional_string("type").value_or("choice");
    if (type == "bool") {
        o.choices = {{"true", "On"}, {"false", "Off"}};
        o.default_value = r.boolean("default") ? "true" : "false";
    } else if (type == "choice") {
        const json& cs = json_read::expect_array(r.get("choices"), r.child("choices"));
        for (size_t i = 0; i < cs.size(); ++i) {
            ObjectReader cr(cs[i], r.child("choices") + "/" + std::to_string(i));
            o.choices.emplace_back(cr.string("value"), cr.string("label"));
            cr.finish();
        }
        if (o.choices.empty()) r.fail("choices", "an option needs at least one choice");
        o.default_value = r.string("default");
        bool found = false;
        for (auto& c : o.choices) found |= c.first == o.default_value;
        if (!found) r.fail("default", "\"" + o.default_value + "\" is not one of the choices");
    } else {
        r.fail("type", "expected \"bool\" or \"choice\"");
    }
    if (r.has("element")) {
        o.element = r.boolean("element");
        if (o.element && type != "bool") r.fail("element", "an element is switched on or off: its option is a \"bool\"");
    }
    if (const json* needs = r.find("needs_tiles")) {
        if (type != "bool") r.fail("needs_tiles", "only a switch (\"bool\") can need tiles to act");
        json_read::expect_array(*needs, r.child("needs_tiles"));
        if (needs->empty()) r.fail("needs_tiles", "list at least one need, or leave the key out");
        for (size_t i = 0; i < needs->size(); ++i)
            o.needs_tiles.push_back(read_tile_need((*needs)[i], r.child("needs_tiles") + "/" + std::to_string(i)));
        o.idle_notice = r.string("idle_notice");
    } else if (r.has("idle_notice")) {
        r.fail("idle_notice", "a notice of what the switch needs comes with \"needs_tiles\"");
    }
    if (auto older = r.optional_string("older_saves")) {
        bool found = false;
        for (auto& c : o.choices) found |= c.first == *older;
        if (!found) r.fail("older_saves", "\"" + *older + "\" is not one of the choices");
        o.older_saves = *older;
    }
    r.finish();
    return o;
}

FigureDef read_figure(const json& j, const std::string& path) {
    ObjectReader r(j, path);
    FigureDef f;
    f.id = r.string("id");
    f.name = r.string("name");
    const long long count = r.integer("count");
    if (count < 0 || count > 20) r.fail("count", "expected 0..20 figures per player");
    f.count = static_cast<int>(count);
    const long long strength = r.optional_integer("strength").value_or(1);
    if (strength < 0 || strength > 10) r.fail("strength", "expected 0..10");
    f.strength = static_cast<int>(strength);
    // A figure that counts in majorities is a follower unless the data says otherwise.
    f.follower = r.has("follower") ? r.boolean("follower") : strength > 0;
    if (r.has("neutral")) f.neutral = r.boolean("neutral");
    if (r.has("computed_strength")) f.computed_strength = r.boolean("computed_strength");
    if (f.neutral && f.follower) r.fail("neutral", "a neutral figure is nobody's follower: add \"follower\": false");
    f.art = r.optional_string("art").value_or(f.id);
    if (f.art.empty() || f.art.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789-") != std::string::npos)
        r.fail("art", "expected the name of a drawing in assets/figures/ (lower case letters, digits, -)");
    f.places = r.has("places") ? read_kind_list(r.get("places"), r.child("places")) : std::vector<FeatureKind>{};
    const std::string needs = r.optional_string("needs").value_or("empty-feature");
    if (needs == "empty-feature")
        f.needs = FigureDef::Needs::EmptyFeature;
    else if (needs == "own-follower")
        f.needs = FigureDef::Needs::OwnFollower;
    else if (needs == "nothing")
        f.needs = FigureDef::Needs::Nothing;
    else
        r.fail("needs", "expected \"empty-feature\", \"own-follower\" or \"nothing\"");
    if (auto role = r.optional_string("role")) f.role = *role;
    f.when = read_when(r);
    if (const json* tags = r.find("tags")) {
        f.tags = read_strings(*tags, r.child("tags"));
        for (size_t i = 0; i < f.tags.size(); ++i) {
            const std::string at = r.child("tags") + "/" + std::to_string(i);
            const std::string& t = f.tags[i];
            if (t.empty() || t.find_first_not_of("abcdefghijklmnopqrstuvwxyz-") != std::string::npos)
                json_read::fail(at, "\"" + t + "\": a figure tag is lower case letters and -");
            if (std::find(f.tags.begin(), f.tags.begin() + static_cast<std::ptrdiff_t>(i), t) !=
                f.tags.begin() + static_cast<std::ptrdiff_t>(i))
                json_read::fail(at, "\"" + t + "\" listed twice");
        }
    }
    r.finish();
    return f;
}

AttributeDef read_attribute(const json& j, const std::string& path) {
    ObjectReader r(j, path);
    AttributeDef a;
    a.id = r.string("id");
    const std::string merge = r.string("merge");
    if (merge == "add")
        a.merge = AttributeDef::Merge::Add;
    else if (merge == "any")
        a.merge = AttributeDef::Merge::Any;
    else
        r.fail("merge", "expected \"add\" or \"any\"");
    a.kinds = read_kind_list(r.get("kinds"), r.child("kinds"));
    r.finish();
    return a;
}

// Tiles of other files are checked once the whole catalogue is read (validate_catalog).
TileSetDef read_set(const json& j, const std::string& path) {
    ObjectReader r(j, path);
    TileSetDef s;
    s.id = r.string("id");
    s.when = read_when(r);
    // "with_any": ["river", "river-2"]: the set plays only beside one of these expansions.
    if (const json* w = r.find("with_any")) {
        json_read::expect_array(*w, r.child("with_any"));
        if (w->empty()) r.fail("with_any", "names no expansion: leave it out instead");
        for (size_t i = 0; i < w->size(); ++i)
            s.with_any.push_back(json_read::expect_string((*w)[i], r.child("with_any") + "/" + std::to_string(i)));
    }
    ObjectReader tr(r.get("tiles"), r.child("tiles"));
    for (const std::string& key : tr.unread()) {
        const long long n = tr.integer(key);
        if (n < 1 || n > 50) tr.fail(key, "expected a count of 1..50");
        s.counts.emplace_back(key, static_cast<int>(n));
    }
    if (const json* rm = r.find("remove")) {
        json_read::expect_array(*rm, r.child("remove"));
        for (size_t i = 0; i < rm->size(); ++i) {
            const std::string rp = r.child("remove") + "/" + std::to_string(i);
            if (!(*rm)[i].is_string()) json_read::fail(rp, "expected a tile id");
            s.removes.push_back((*rm)[i].get<std::string>());
        }
    }
    if (const json* rp = r.find("replaces")) {
        s.replaces = read_strings(*rp, r.child("replaces"));
        for (const std::string& id : s.replaces)
            if (id == s.id) r.fail("replaces", "a tile set cannot replace itself");
    }
    r.finish();
    return s;
}

ExpansionDef read_expansion(const json& doc) {
    ObjectReader r(doc, "");
    const std::string format = r.string("format");
    if (format != kFormat) r.fail("format", "expected \"" + std::string(kFormat) + "\"");
    const long long version = r.integer("version");
    if (version != kVersion)
        r.fail("version", "version " + std::to_string(version) + " is not supported (expected " +
                              std::to_string(kVersion) + ")");
    ExpansionDef e;
    e.id = r.string("id");
    e.name = r.string("name");
    e.summary = r.string("summary");
    e.unfinished = r.optional_string("unfinished").value_or("");
    e.rules_text = r.optional_string("rules_text").value_or(e.id + ".md");
    if (e.rules_text.empty() || e.rules_text.find_first_of("/\\") != std::string::npos ||
        e.rules_text.front() == '.')
        r.fail("rules_text", "expected a file name in data/rules/<language>/, such as \"" + e.id + ".md\"");
    if (auto mp = r.optional_integer("max_players")) {
        if (*mp < 2 || *mp > 8) r.fail("max_players", "expected 2..8");
        e.max_players = static_cast<int>(*mp);
    }
    if (const json* req = r.find("requires")) e.requires_expansions = read_strings(*req, r.child("requires"));
    if (const json* m = r.find("modules")) e.modules = read_strings(*m, r.child("modules"));
    if (const json* k = r.find("feature_kinds")) {
        e.feature_kinds = read_kind_list(*k, r.child("feature_kinds"));
        e.declared_kinds = declared_in(doc);
    }
    if (const json* a = r.find("attributes")) {
        json_read::expect_array(*a, r.child("attributes"));
        for (size_t i = 0; i < a->size(); ++i)
            e.attributes.push_back(read_attribute((*a)[i], r.child("attributes") + "/" + std::to_string(i)));
    }
    if (const json* f = r.find("figures")) {
        json_read::expect_array(*f, r.child("figures"));
        for (size_t i = 0; i < f->size(); ++i)
            e.figures.push_back(read_figure((*f)[i], r.child("figures") + "/" + std::to_string(i)));
    }
    if (e.figures.size() > static_cast<size_t>(kMaxFigureKinds))
        r.fail("figures", std::to_string(e.figures.size()) + " figure kinds: an expansion declares at most " +
                              std::to_string(kMaxFigureKinds));
    if (const json* t = r.find("tokens")) e.tokens = read_strings(*t, r.child("tokens"));
    if (e.tokens.size() > static_cast<size_t>(kMaxTokenKinds))
        r.fail("tokens", std::to_string(e.tokens.size()) + " token kinds: an expansion declares at most " +
                             std::to_string(kMaxTokenKinds));
    if (const json* c = r.find("score_categories")) {
        json_read::expect_array(*c, r.child("score_categories"));
        for (size_t i = 0; i < c->size(); ++i) {
            ObjectReader cr((*c)[i], r.child("score_categories") + "/" + std::to_string(i));
            CategoryDef d;
            d.id = cr.string("id");
            d.name = cr.string("name");
            d.column = cr.string("column");
            cr.finish();
            e.categories.push_back(std::move(d));
        }
        if (e.categories.size() > static_cast<size_t>(kMaxScoreCategories))
            r.fail("score_categories", std::to_string(e.categories.size()) +
                                           " score categories: an expansion declares at most " +
                                           std::to_string(kMaxScoreCategories));
    }
    if (const json* pl = r.find("places")) {
        json_read::expect_array(*pl, r.child("places"));
        for (size_t i = 0; i < pl->size(); ++i) {
            ObjectReader pr((*pl)[i], r.child("places") + "/" + std::to_string(i));
            PlaceDef d;
            d.id = pr.string("id");
            d.name = pr.string("name");
            pr.finish();
            e.places.push_back(std::move(d));
        }
    }
    if (const json* o = r.find("options")) {
        json_read::expect_array(*o, r.child("options"));
        std::set<std::string> ids;
        for (size_t i = 0; i < o->size(); ++i) {
            OptionDef od = read_option((*o)[i], r.child("options") + "/" + std::to_string(i));
            if (!ids.insert(od.id).second)
                json_read::fail(r.child("options") + "/" + std::to_string(i), "option \"" + od.id + "\" declared twice");
            e.options.push_back(std::move(od));
        }
    }
    for (size_t i = 0; i < e.figures.size(); ++i)
        check_when(e.options, e.figures[i].when, r.child("figures") + "/" + std::to_string(i));
    std::set<std::string> tile_ids;
    if (const json* t = r.find("tiles")) {
        json_read::expect_array(*t, r.child("tiles"));
        for (size_t i = 0; i < t->size(); ++i) {
            TileDef td = read_tile((*t)[i], r.child("tiles") + "/" + std::to_string(i));
            if (!tile_ids.insert(td.id).second)
                json_read::fail(r.child("tiles") + "/" + std::to_string(i), "tile \"" + td.id + "\" defined twice");
            e.tiles.push_back(std::move(td));
        }
    }
    if (const json* s = r.find("sets")) {
        json_read::expect_array(*s, r.child("sets"));
        for (size_t i = 0; i < s->size(); ++i) {
            const std::string sp = r.child("sets") + "/" + std::to_string(i);
            TileSetDef set = read_set((*s)[i], sp);
            check_when(e.options, set.when, sp);
            e.sets.push_back(std::move(set));
        }
    }
    if (auto st = r.optional_string("start")) {
        if (!tile_ids.count(*st)) r.fail("start", "no tile \"" + *st + "\" in this file");
        e.start_tile = *st;
    }
    if (const json* b = r.find("start_block")) {
        json_read::expect_array(*b, r.child("start_block"));
        std::set<std::pair<int, int>> cells;
        for (size_t i = 0; i < b->size(); ++i) {
            const std::string bp = r.child("start_block") + "/" + std::to_string(i);
            ObjectReader sr((*b)[i], bp);
            ExpansionDef::StartSquare sq;
            sq.tile = sr.string("tile");
            if (!tile_ids.count(sq.tile)) sr.fail("tile", "no tile \"" + sq.tile + "\" in this file");
            sq.pos = {static_cast<int>(json_read::expect_integer(sr.get("x"), sr.child("x"))),
                      static_cast<int>(json_read::expect_integer(sr.get("y"), sr.child("y")))};
            const long long rot = sr.has("rotation") ? json_read::expect_integer(sr.get("rotation"), sr.child("rotation")) : 0;
            if (rot < 0 || rot > 3) sr.fail("rotation", "expected 0..3 quarter turns");
            sq.rotation = static_cast<int>(rot);
            if (std::abs(sq.pos.x) > 50 || std::abs(sq.pos.y) > 50) sr.fail("x", "a start square lies within 50 squares of the centre");
            if (!cells.insert({sq.pos.x, sq.pos.y}).second) sr.fail("x", "two start squares at one position");
            sr.finish();
            e.start_block.push_back(std::move(sq));
        }
    }
    r.finish();
    return e;
}

}  // namespace

bool FigureDef::has_tag(std::string_view tag) const {
    return std::find(tags.begin(), tags.end(), tag) != tags.end();
}

int TileSetDef::total() const {
    int n = 0;
    for (auto& [id, c] : counts) n += c;
    return n;
}

bool OptionDef::is_bool() const {
    return choices.size() == 2 && choices[0].first == "true" && choices[1].first == "false";
}

std::string_view feature_kind_name(FeatureKind k) {
    switch (k) {
    case FeatureKind::Road: return "road";
    case FeatureKind::City: return "city";
    case FeatureKind::Field: return "field";
    case FeatureKind::Monastery: return "monastery";
    case FeatureKind::Garden: return "garden";
    case FeatureKind::River: return "river";
    }
    return "feature";  // a kind an expansion declares: Catalog::kind_name knows it
}

std::optional<FeatureKind> parse_feature_kind(std::string_view name) {
    for (int i = 0; i < kBuiltinFeatureKinds; ++i)
        if (feature_kind_name(static_cast<FeatureKind>(i)) == name) return static_cast<FeatureKind>(i);
    return std::nullopt;
}

std::string_view Catalog::kind_name(FeatureKind k) const {
    const int i = static_cast<int>(k) - kBuiltinFeatureKinds;
    if (i < 0) return feature_kind_name(k);
    return static_cast<size_t>(i) < declared_kinds.size() ? std::string_view(declared_kinds[static_cast<size_t>(i)].id)
                                                          : std::string_view("feature");
}

std::string_view Catalog::kind_noun(FeatureKind k) const {
    const int i = static_cast<int>(k) - kBuiltinFeatureKinds;
    if (i >= 0 && static_cast<size_t>(i) < declared_kinds.size()) return declared_kinds[static_cast<size_t>(i)].name;
    return kind_name(k);
}

bool Catalog::is_like(FeatureKind k, FeatureKind core) const {
    if (k == core) return true;
    const int i = static_cast<int>(k) - kBuiltinFeatureKinds;
    return i >= 0 && static_cast<size_t>(i) < declared_kinds.size() &&
           parse_feature_kind(declared_kinds[static_cast<size_t>(i)].like) == core;
}

std::optional<FeatureKind> Catalog::kind(std::string_view id) const {
    if (auto k = parse_feature_kind(id)) return k;
    for (size_t i = 0; i < declared_kinds.size(); ++i)
        if (declared_kinds[i].id == id) return static_cast<FeatureKind>(kBuiltinFeatureKinds + static_cast<int>(i));
    return std::nullopt;
}

std::string Catalog::base_game() const { return expansions.empty() ? "" : expansions.front().id; }

const ExpansionDef* Catalog::find_expansion(std::string_view id) const {
    for (const auto& e : expansions)
        if (e.id == id) return &e;
    return nullptr;
}

const TileDef* Catalog::find_tile(std::string_view id) const {
    for (const auto& e : expansions)
        for (const auto& t : e.tiles)
            if (t.id == id) return &t;
    return nullptr;
}

const ExpansionDef* Catalog::expansion_of_tile(std::string_view id) const {
    for (const auto& e : expansions)
        for (const auto& t : e.tiles)
            if (t.id == id) return &e;
    return nullptr;
}

const ExpansionDef* Catalog::expansion_declaring(FeatureKind k) const {
    for (const auto& e : expansions)
        if (std::find(e.feature_kinds.begin(), e.feature_kinds.end(), k) != e.feature_kinds.end())
            return &e;
    return nullptr;
}

Result<ExpansionDef> parse_expansion(const std::string& text, const std::string& source) {
    if (auto problem = json_limits_problem(text, kMaxExpansionBytes)) return error(source + ": " + *problem);
    json doc;
    try {
        doc = json_read::parse_unique_keys(text);
    } catch (const DataError& e) {
        return error(source + ": " + e.what());
    } catch (const json::parse_error& e) {
        return error(source + ": not valid JSON (byte " + std::to_string(e.byte) + "): " +
                     std::string(e.what()).substr(std::string(e.what()).find(':') + 2));
    } catch (const json::exception& e) {
        return error(source + ": not valid JSON: " + json_read::exception_text(e));
    }
    try {
        // A single document sees the kinds it declares itself unless a catalogue is being read.
        std::vector<FeatureKindDef> own;
        const bool standalone = t_declared_kinds == nullptr;
        if (standalone) {
            own = declared_in(doc);
            t_declared_kinds = &own;
        }
        struct Reset {
            bool on;
            ~Reset() {
                if (on) t_declared_kinds = nullptr;
            }
        } reset{standalone};
        ExpansionDef e = read_expansion(doc);
        e.source = source;
        return e;
    } catch (const DataError& e) {
        return error(source + ": " + e.what());
    } catch (const json::exception& e) {
        return error(source + ": " + e.what());
    }
}

Result<bool> validate_catalog(const Catalog& catalog) {
    std::map<std::string, std::string> tile_owner;
    std::map<std::string, const AttributeDef*> attributes;
    std::map<std::string, std::string> attribute_source;  // the first file declaring it
    std::set<std::string> figure_ids;
    for (const auto& e : catalog.expansions) {
        for (const auto& a : e.attributes) {
            // Two files may declare one attribute, alike: a game of either alone has it.
            auto [it, inserted] = attributes.emplace(a.id, &a);
            if (!inserted && (it->second->merge != a.merge || it->second->kinds != a.kinds))
                return error(e.source + ": attribute \"" + a.id + "\" is declared otherwise in " +
                             attribute_source.at(a.id));
            attribute_source.emplace(a.id, e.source);
        }
        for (const auto& f : e.figures)
            if (!figure_ids.insert(f.id).second)
                return error(e.source + ": figure \"" + f.id + "\" is declared by two expansions");
    }
    std::set<std::string> ids;
    for (const auto& e : catalog.expansions) {
        if (!ids.insert(e.id).second)
            return error(e.source + ": expansion id \"" + e.id + "\" is used by two files");
        for (size_t i = 0; i < e.requires_expansions.size(); ++i)
            if (!catalog.find_expansion(e.requires_expansions[i]))
                return error(e.source + ": /requires/" + std::to_string(i) + ": no expansion \"" +
                             e.requires_expansions[i] + "\"");
        for (size_t i = 0; i < e.modules.size(); ++i)
            if (!find_module(e.modules[i]))
                return error(e.source + ": /modules/" + std::to_string(i) + ": no rule module \"" +
                             e.modules[i] + "\" in this program");
        for (size_t s = 0; s < e.sets.size(); ++s) {
            const std::string path = e.source + ": /sets/" + std::to_string(s);
            for (auto& [id, count] : e.sets[s].counts)
                if (!catalog.find_tile(id)) return error(path + "/tiles/" + id + ": no tile \"" + id + "\" in any expansion file");
            for (const std::string& id : e.sets[s].removes)
                if (!catalog.find_tile(id)) return error(path + "/remove: no tile \"" + id + "\" in any expansion file");
            for (const std::string& id : e.sets[s].with_any)
                if (!catalog.find_expansion(id)) return error(path + "/with_any: no expansion \"" + id + "\"");
            for (const std::string& id : e.sets[s].replaces) {
                bool known = false;
                for (const ExpansionDef& other : catalog.expansions)
                    for (const TileSetDef& set : other.sets) known |= set.id == id;
                if (!known) return error(path + "/replaces: no tile set \"" + id + "\" in any expansion file");
            }
        }
        for (size_t t = 0; t < e.tiles.size(); ++t) {
            const TileDef& tile = e.tiles[t];
            auto [it, inserted] = tile_owner.emplace(tile.id, e.source);
            if (!inserted)
                return error(e.source + ": /tiles/" + std::to_string(t) + ": tile \"" + tile.id +
                             "\" is also defined in " + it->second);
            for (size_t f = 0; f < tile.features.size(); ++f) {
                const FeatureDef& fd = tile.features[f];
                const std::string path = "/tiles/" + std::to_string(t) + "/features/" + std::to_string(f);
                if (!catalog.expansion_declaring(fd.kind))
                    return error(e.source + ": " + path + "/kind: no expansion declares feature kind \"" +
                                 std::string(catalog.kind_name(fd.kind)) + "\"");
                for (auto& [name, value] : fd.attributes) {
                    auto a = attributes.find(name);
                    if (a == attributes.end())
                        return error(e.source + ": " + path + "/" + name + ": unknown key \"" + name +
                                     "\" (not a declared attribute)");
                    if (std::find(a->second->kinds.begin(), a->second->kinds.end(), fd.kind) ==
                        a->second->kinds.end())
                        return error(e.source + ": " + path + "/" + name + ": a " +
                                     std::string(catalog.kind_name(fd.kind)) + " cannot carry \"" + name + "\"");
                }
            }
        }
        for (const auto& f : e.figures)
            for (FeatureKind k : f.places)
                if (!catalog.expansion_declaring(k))
                    return error(e.source + ": figure \"" + f.id + "\" goes on \"" +
                                 std::string(catalog.kind_name(k)) + "\", which no expansion declares");
        // What an element needs must be something tiles can have, or its notice would always show.
        for (size_t o = 0; o < e.options.size(); ++o)
            for (size_t n = 0; n < e.options[o].needs_tiles.size(); ++n) {
                const TileNeed& need = e.options[o].needs_tiles[n];
                const std::string path = e.source + ": /options/" + std::to_string(o) + "/needs_tiles/" + std::to_string(n);
                for (const std::string& name : need.any_of) {
                    bool known = false;
                    if (need.what == TileNeed::What::Kind) known = catalog.kind(name).has_value();
                    if (need.what == TileNeed::What::Attribute) known = attributes.count(name) > 0;
                    if (need.what == TileNeed::What::Tag)
                        for (const ExpansionDef& x : catalog.expansions)
                            for (const TileDef& t : x.tiles)
                                known |= std::find(t.tags.begin(), t.tags.end(), name) != t.tags.end();
                    if (!known)
                        return error(path + ": no tile of any expansion file has " +
                                     (need.what == TileNeed::What::Tag ? "the tag" : need.what == TileNeed::What::Kind ? "a feature of kind" : "a feature with attribute") +
                                     " \"" + name + "\"");
                }
            }
    }
    return true;
}

Result<Catalog> load_catalog(const std::string& data_dir) {
    namespace fs = std::filesystem;
    Catalog catalog;
    catalog.data_dir = data_dir;
    const fs::path dir = fs::path(data_dir) / "expansions";
    std::error_code ec;
    if (!fs::is_directory(dir, ec))
        return error(dir.string() + ": no such folder (is the data folder right? set CARC_DATA_DIR)");
    std::vector<fs::path> files;
    for (const auto& entry : fs::directory_iterator(dir, ec))
        if (entry.path().extension() == ".json") files.push_back(entry.path());
    if (ec) return error(dir.string() + ": " + ec.message());
    std::sort(files.begin(), files.end());
    std::vector<std::pair<std::string, std::string>> texts;  // path, contents
    for (const auto& path : files) {
        auto text = read_file_limited(path.string(), kMaxExpansionBytes);
        if (!text) return error(text.error());
        if (auto problem = json_limits_problem(*text, kMaxExpansionBytes))
            return error(path.string() + ": " + *problem);
        texts.emplace_back(path.string(), std::move(*text));
    }
    // The kinds every file declares first, so that any file may use them.
    for (const auto& [path, text] : texts) {
        try {
            for (FeatureKindDef& d : declared_in(json::parse(text))) {
                for (const FeatureKindDef& other : catalog.declared_kinds) {
                    if (other.id == d.id) return error(path + ": feature kind \"" + d.id + "\" is declared twice");
                    if (d.saved_as >= 0 && other.saved_as == d.saved_as)
                        return error(path + ": feature kind \"" + d.id + "\" is saved as " + std::to_string(d.saved_as) +
                                     ", as \"" + other.id + "\" is");
                }
                if (kBuiltinFeatureKinds + catalog.declared_kinds.size() >= static_cast<size_t>(kMaxFeatureKinds))
                    return error(path + ": feature kind \"" + d.id + "\" is one too many: the expansions declare at most " +
                                 std::to_string(kMaxFeatureKinds - kBuiltinFeatureKinds) + " kinds together (" +
                                 std::to_string(kMaxFeatureKinds) + " with the core's " +
                                 std::to_string(kBuiltinFeatureKinds) + ")");
                catalog.declared_kinds.push_back(std::move(d));
            }
        } catch (const DataError& e) {
            return error(path + ": " + e.what());
        } catch (const json::exception&) {
            // parse_expansion below reports the file's JSON error
        }
    }
    t_declared_kinds = &catalog.declared_kinds;
    struct Reset {
        ~Reset() { t_declared_kinds = nullptr; }
    } reset;
    for (const auto& [path, text] : texts) {
        auto e = parse_expansion(text, path);
        if (!e) return error(e.error());
        catalog.expansions.push_back(std::move(e.value()));
    }
    if (catalog.expansions.empty()) return error(dir.string() + ": no expansion files");
    std::stable_sort(catalog.expansions.begin(), catalog.expansions.end(),
                     [](const ExpansionDef& a, const ExpansionDef& b) {
                         return a.requires_expansions.empty() > b.requires_expansions.empty();
                     });
    auto valid = validate_catalog(catalog);
    if (!valid) return error(valid.error());
    return catalog;
}

std::string default_data_dir(const char* argv0) {
#ifdef CARC_SOURCE_DATA_DIR
    const char* source_dir = CARC_SOURCE_DATA_DIR;
#else
    const char* source_dir = nullptr;
#endif
    return find_resource_dir({"CARC_DATA_DIR", "data", "expansions", source_dir}, argv0);
}

}  // namespace carc
