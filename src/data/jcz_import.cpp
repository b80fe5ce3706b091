// Import of JCloisterZone saved games (.jcz, JCZ 5.7 and later) into our GameRecord.
//
// The work is done in four passes, each with its own kind of error:
//   1. read the JSON: a damaged file is Malformed and names the JSON path;
//   2. map the setup through the tables of jcz_mapping.hpp (Unsupported names what is missing);
//   3. read the replay messages, applying UNDO, into typed messages (Unsupported for a message
//      type, meeple kind, feature or location no supported expansion uses, anywhere in the replay;
//      else Malformed for the first damaged one);
//   4. step our engine through the messages, so that a move it refuses is reported where it
//      happens (Diverged), with our reason.
// The setup comes before the messages so that a game of an expansion we do not have is always
// Unsupported: FAIL is for what our rules can judge.
// JCZ writes COMMIT at the end of every turn and PASS only when a figure could have been placed;
// our engine ends a turn by itself when the figure step offers nothing. Where the two disagree
// about that, the import bridges the gap and records a difference.
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

#include "carc/engine.hpp"
#include "carc/file_io.hpp"
#include "carc/jcz.hpp"
#include "carc/module.hpp"
#include "jcz_mapping.hpp"
#include "json_reader.hpp"

namespace carc {

using jcz::kEndOfDrawOrder;
using json_read::DataError;
using json_read::json;
using json_read::ObjectReader;

namespace {

// Thrown by the passes below and turned into a status at the entry point.
struct UnsupportedError : std::runtime_error {
    using std::runtime_error::runtime_error;
};
struct DivergedError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

[[noreturn]] void unsupported(const std::string& what) { throw UnsupportedError(what); }

// Whether some tile set holds the tile (the abbey comes from the players' supplies instead).
bool in_a_tile_set(const Catalog& catalog, const std::string& tile) {
    for (const ExpansionDef& e : catalog.expansions)
        for (const TileSetDef& set : e.sets)
            for (const auto& [id, count] : set.counts)
                if (id == tile) return true;
    return false;
}
[[noreturn]] void diverged(const std::string& what) { throw DivergedError(what); }

// Required keys, read so that a missing one is reported at the object's own path. (ObjectReader::get
// reports it at "<path>/<path>"; see the note in tests/unit/test_jcz_import.cpp.)
const json& need(ObjectReader& r, const std::string& key) {
    if (!r.has(key)) json_read::fail(r.path().empty() ? "/" : r.path(), "missing key \"" + key + "\"");
    return r.get(key);
}
std::string need_string(ObjectReader& r, const std::string& key) {
    need(r, key);
    return r.string(key);
}
long long need_integer(ObjectReader& r, const std::string& key) {
    need(r, key);
    return r.integer(key);
}

std::string at(Pos p) { return "(" + std::to_string(p.x) + ", " + std::to_string(p.y) + ")"; }
using jcz::in_quotes;

// Pass 1 and 3: the file and its messages -------------------------------------------------------

struct JczMessage {
    int index = 0;     // 1-based position in /replay
    std::string path;  // "/replay/3"
    std::string type;
    std::optional<int> player;
    // PLACE_TILE
    std::string tile;
    Pos pos;
    int rotation = 0;
    // DEPLOY_MEEPLE, RETURN_MEEPLE
    FeatureKind kind = FeatureKind::Road;
    std::string feature_name;  // as the file writes it ("City", "Tower")
    std::string location;
    std::string meeple_id;
    int meeple_player = 0;
    std::string figure;  // our figure id
    std::string meeple_kind;  // the id's kind ("small", "pig")
    std::string source;  // RETURN_MEEPLE
    // A message of a module's own (the dragon's steps, the fairy, the princess): its codec and
    // payload, read in the replay with the game's meeples.
    const JczCodec* codec = nullptr;
    const json* payload = nullptr;
    const ExpansionDef* codec_expansion = nullptr;  // the expansion whose module reads it

    std::string describe() const {
        std::string s = "message " + std::to_string(index) + " (" + type;
        if (type == "PLACE_TILE") s += " " + tile + " at " + at(pos) + " " + rotation_name(rotation);
        if (type == "DEPLOY_MEEPLE" || type == "RETURN_MEEPLE")
            s += " " + meeple_id + " " + feature_name + " " + location + " at " + at(pos);
        return s + ")";
    }
};

struct JczFile {
    std::string app_version, name, created, game_id;
    const json* setup = nullptr;
    const json* players = nullptr;
    const json* replay = nullptr;   // read after the setup (read_messages)
    std::vector<JczMessage> messages;  // UNDO applied
    std::optional<std::vector<std::string>> draw_order;
    std::optional<long long> end_turn;
    std::optional<uint64_t> our_seed;  // written by our exporter
    bool our_shuffle = false;          // our exporter's game was drawn by that seed
    std::string test_description;
    std::vector<std::string> assertions;
};

Pos read_position(const json& j, const std::string& path) {
    json_read::expect_array(j, path);
    if (j.size() != 2) json_read::fail(path, "a position is [x, y]");
    const long long x = json_read::expect_integer(j[0], path + "/0");
    const long long y = json_read::expect_integer(j[1], path + "/1");
    if (x < -1000 || x > 1000 || y < -1000 || y > 1000) json_read::fail(path, "position out of range");
    return {static_cast<int>(x), static_cast<int>(y)};
}

// "0.small.1" -> player 0 and our figure for kind "small".
void read_meeple_id(JczMessage& m, const std::string& id, const std::string& path, const Catalog& catalog) {
    m.meeple_id = id;
    const size_t a = id.find('.'), b = a == std::string::npos ? a : id.find('.', a + 1);
    if (a == std::string::npos || b == std::string::npos || a == 0 || b == a + 1 || b + 1 >= id.size())
        json_read::fail(path, "a meeple id is \"<player>.<kind>.<number>\", found " + in_quotes(id));
    const std::string player = id.substr(0, a), kind = id.substr(a + 1, b - a - 1);
    if (player.size() > 2 || !std::all_of(player.begin(), player.end(), [](char c) { return c >= '0' && c <= '9'; }))
        json_read::fail(path, "meeple id " + in_quotes(id) + " does not start with a player number");
    m.meeple_player = std::stoi(player);
    m.meeple_kind = kind;
    const jcz::MeepleRow* row = jcz::meeple_by_kind(kind);
    if (!row) unsupported("meeple kind " + in_quotes(kind) + " (in " + in_quotes(id) + ") belongs to no supported expansion");
    if (!catalog.find_expansion(row->expansion))
        unsupported("meeple kind " + in_quotes(kind) + " needs our expansion " + in_quotes(row->expansion) +
                    ", which is not in this program's data");
    m.figure = std::string(row->figure);
}

// A feature pointer {position, feature, location}.
void read_pointer(JczMessage& m, const json& j, const std::string& path, const Catalog& catalog) {
    ObjectReader r(j, path);
    m.pos = read_position(need(r, "position"), r.child("position"));
    const std::string feature = need_string(r, "feature");
    m.feature_name = feature;
    // A kind an expansion declares, named by JCZ with a feature class of its own (the Tower).
    if (const jcz::DeclaredFeatureRow* row = jcz::declared_feature_by_jcz(feature)) {
        auto declared = catalog.kind(row->kind);
        if (!declared) unsupported(m.path + ": feature " + in_quotes(feature) + " needs our expansion's kind " + in_quotes(row->kind));
        m.kind = *declared;
        m.location = need_string(r, "location");
        if (m.location != row->location) r.fail("location", in_quotes(m.location) + " is not a location of a " + feature);
        return;
    }
    auto kind = jcz::feature_from_jcz(feature);
    if (!kind) unsupported(m.path + ": feature " + in_quotes(feature) + " belongs to no supported expansion");
    m.kind = *kind;
    m.location = need_string(r, "location");
    bool valid = false;
    if (touches_sides(m.kind))
        valid = parse_side_mask(m.location).has_value();
    else if (m.kind == FeatureKind::Field)
        // "I": a field inside cities; "II": a second one (AM/CCcc+)
        valid = parse_half_mask(m.location).has_value() || m.location == "I" || m.location == "II";
    else
        valid = m.location == "I";
    if (valid) return;
    // JCZ names a location with one word of capitals (N, NW, I, AS_ABBOT, TOWER...) or joins
    // half-edges with dots (NL.NR.EL). One word we do not know for this feature is a place that
    // an expansion we do not have puts there (the inner city of City Gates, the abbot's place of
    // the Monasteries); anything else cannot be a JCZ location.
    const bool one_word = !m.location.empty() && m.location.find('.') == std::string::npos &&
                          std::all_of(m.location.begin(), m.location.end(), [](char c) {
                              return (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
                          });
    if (one_word)
        unsupported(m.path + ": location " + in_quotes(m.location) + " of a " + feature +
                    " belongs to no supported expansion");
    r.fail("location", in_quotes(m.location) + " is not a location of a " + feature);
}

// The codec of a module of the catalogue that reads this message, and its expansion, or null.
std::pair<const JczCodec*, const ExpansionDef*> codec_for(const Catalog& catalog, std::string_view type,
                                                          const json& payload) {
    for (const ExpansionDef& e : catalog.expansions)
        for (const std::string& id : e.modules)
            if (const Module* m = find_module(id))
                if (const JczCodec* c = m->jcz(); c && c->claims(type, payload)) return {c, &e};
    return {nullptr, nullptr};
}

JczMessage read_message(const json& j, int index, const Catalog& catalog) {
    JczMessage m;
    m.index = index;
    m.path = "/replay/" + std::to_string(index - 1);
    ObjectReader r(j, m.path);
    m.type = need_string(r, "type");
    if (auto p = r.optional_integer("player")) {
        if (*p < 0 || *p > 99) r.fail("player", "not a player number");
        m.player = static_cast<int>(*p);
    }
    static const json empty = json::object();
    const json* payload = r.find("payload");
    if (!payload || payload->is_null()) payload = &empty;
    const std::string ppath = r.child("payload");
    ObjectReader pr(*payload, ppath);
    if (m.type == "PLACE_TILE") {
        m.tile = need_string(pr, "tileId");
        if (catalog.find_tile(m.tile) && !in_a_tile_set(catalog, m.tile)) {
            // A tile from a player's supply (the abbey): the module that owns it reads the message.
            auto [codec, expansion] = codec_for(catalog, m.type, *payload);
            if (!codec) unsupported("placing " + m.tile + ", a tile from a player's supply, belongs to no supported expansion");
            m.codec = codec;
            m.payload = payload;
            m.codec_expansion = expansion;
            return m;
        }
        const std::string rot = need_string(pr, "rotation");
        auto q = jcz::rotation_from_jcz(rot);
        if (!q) pr.fail("rotation", "expected R0, R90, R180 or R270, found " + in_quotes(rot));
        m.rotation = *q;
        m.pos = read_position(need(pr, "position"), pr.child("position"));
    } else if (m.type == "DEPLOY_MEEPLE") {
        if (auto [codec, expansion] = codec_for(catalog, m.type, *payload); codec) {
            // A deploy to a module's own place (a quarter of the City): its codec reads it.
            read_meeple_id(m, need_string(pr, "meepleId"), pr.child("meepleId"), catalog);
            m.codec = codec;
            m.payload = payload;
            m.codec_expansion = expansion;
            return m;
        }
        read_pointer(m, need(pr, "pointer"), pr.child("pointer"), catalog);
        read_meeple_id(m, need_string(pr, "meepleId"), pr.child("meepleId"), catalog);
    } else if (auto [codec, expansion] = codec_for(catalog, m.type, *payload); codec) {
        m.codec = codec;
        m.payload = payload;
        m.codec_expansion = expansion;
    } else if (m.type == "RETURN_MEEPLE") {
        m.source = need_string(pr, "source");
        const jcz::ReturnRow* row = nullptr;
        for (const jcz::ReturnRow& rr : jcz::return_rows())
            if (rr.source == m.source) row = &rr;
        if (!row) unsupported(m.path + ": RETURN_MEEPLE with source " + m.source + " belongs to no supported expansion");
        // JCZ 5 writes a meeple pointer as {featurePointer: {...}, meepleId}; a flat
        // {position, feature, location, meepleId} is read as well.
        ObjectReader ptr(need(pr, "pointer"), pr.child("pointer"));
        if (const json* fp = ptr.find("featurePointer"))
            read_pointer(m, *fp, ptr.child("featurePointer"), catalog);
        else
            read_pointer(m, need(pr, "pointer"), pr.child("pointer"), catalog);
        read_meeple_id(m, need_string(ptr, "meepleId"), ptr.child("meepleId"), catalog);
        if (m.figure != row->figure)
            ptr.fail("meepleId", m.source + " takes back a " + std::string(row->figure) + ", not " + in_quotes(m.meeple_id));
    } else if (m.type == "EXCHANGE_FOLLOWER" && catalog.find_expansion("tower")) {
        // The Tower: which of the captor's followers comes back in an exchange (see exchange_choice).
        read_meeple_id(m, need_string(pr, "meepleId"), pr.child("meepleId"), catalog);
    } else if (m.type == "PASS" || m.type == "COMMIT" || m.type == "UNDO") {
        // Nothing in the payload matters: COMMIT's random number drew JCZ's next tile, which
        // the placed tiles and the draw order tell us.
    } else {
        unsupported(m.path + ": message type " + m.type + " belongs to no supported expansion");
    }
    return m;
}

std::optional<uint64_t> read_our_seed(const json& j, const std::string& path) {
    ObjectReader r(j, path);
    const std::string s = need_string(r, "seed");
    if (s.empty() || s.size() > 20 || !std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; }))
        r.fail("seed", "expected a decimal number in a string");
    try {
        return std::stoull(s);
    } catch (const std::exception&) {
        r.fail("seed", "out of range");
    }
}

JczFile read_file(const json& doc) {
    JczFile f;
    ObjectReader r(doc, "");
    // Unknown top-level keys are ignored: JCZ adds bookkeeping (clock, initialRandom...) that
    // does not change the game.
    f.app_version = r.optional_string("appVersion").value_or("");
    if (!f.app_version.empty()) {
        const int major = std::atoi(f.app_version.c_str());
        if (major > 0 && major < 5)
            unsupported("made by JCloisterZone " + f.app_version + "; files of version 5.7 and later are read");
    }
    if (!r.has("replay") || !r.has("players")) {
        if (r.has("slots")) unsupported("the JCloisterZone 4 save format is not read (version 5.7 and later are)");
        if (r.has("setup")) unsupported("the file holds a game setup without a game (no players or replay)");
    }
    f.name = r.optional_string("name").value_or("");
    f.created = r.optional_string("created").value_or("");
    if (const json* id = r.find("gameId")) f.game_id = id->is_string() ? id->get<std::string>() : id->dump();
    f.setup = &json_read::expect_object(need(r, "setup"), "/setup");
    f.players = &json_read::expect_array(need(r, "players"), "/players");
    if (const json* t = r.find("test")) {
        ObjectReader tr(*t, "/test");
        f.test_description = tr.optional_string("description").value_or("");
        if (const json* a = tr.find("assertions")) {
            json_read::expect_array(*a, "/test/assertions");
            for (size_t i = 0; i < a->size(); ++i)
                f.assertions.push_back(json_read::expect_string((*a)[i], "/test/assertions/" + std::to_string(i)));
        }
    }
    if (const json* ga = r.find("gameAnnotations")) {
        ObjectReader ar(*ga, "/gameAnnotations");
        if (const json* d = ar.find("drawOrder")) {
            json_read::expect_array(*d, "/gameAnnotations/drawOrder");
            std::vector<std::string> order;
            for (size_t i = 0; i < d->size(); ++i)
                order.push_back(json_read::expect_string((*d)[i], "/gameAnnotations/drawOrder/" + std::to_string(i)));
            f.draw_order = std::move(order);
        }
        if (auto e = ar.optional_integer("endTurn")) {
            if (*e < 0) ar.fail("endTurn", "a turn number is not negative");
            f.end_turn = *e;
        }
        if (const json* ours = ar.find("carcassonne")) {
            f.our_seed = read_our_seed(*ours, "/gameAnnotations/carcassonne");
            if (ours->contains("shuffled")) {
                const json& sh = (*ours)["shuffled"];
                if (!sh.is_boolean()) json_read::fail("/gameAnnotations/carcassonne/shuffled", "expected true or false");
                f.our_shuffle = sh.get<bool>();
            }
        }
    }
    f.replay = &json_read::expect_array(need(r, "replay"), "/replay");
    return f;
}

// Reads the replay messages, applying UNDO. Something no supported expansion has, anywhere in the
// replay, makes the file unsupported even when an earlier message is damaged: FAIL is for games
// our rules can judge.
std::vector<JczMessage> read_messages(const json& replay, const Catalog& catalog) {
    std::vector<JczMessage> effective;
    std::optional<DataError> first_damage;
    for (size_t i = 0; i < replay.size(); ++i) {
        JczMessage m;
        try {
            m = read_message(replay[i], static_cast<int>(i) + 1, catalog);
        } catch (const DataError& e) {
            if (!first_damage) first_damage = e;
            continue;
        } catch (const json::exception& e) {
            if (!first_damage)
                first_damage = DataError("/replay/" + std::to_string(i) + ": " + e.what());
            continue;
        }
        if (first_damage) continue;  // only looking for unsupported messages now
        if (m.type != "UNDO") {
            effective.push_back(std::move(m));
            continue;
        }
        // UNDO takes back the message before it, within the turn: JCZ cannot undo a turn that
        // was committed (its random number already drew the next tile).
        try {
            if (effective.empty()) json_read::fail(m.path, "UNDO with nothing before it to undo");
            if (effective.back().type == "COMMIT")
                json_read::fail(m.path, "UNDO after COMMIT: a committed turn cannot be undone");
        } catch (const DataError& e) {
            first_damage = e;
            continue;
        }
        effective.pop_back();
    }
    if (first_damage) throw *first_damage;
    return effective;
}

// Pass 2: the setup -----------------------------------------------------------------------------

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
        for (const std::string& id : r.unread()) {
            long long count = 0;
            if (!element_on(r.get(id), r.child(id), &count)) continue;
            const ExpansionDef* owner = nullptr;
            const TileSetDef* set = nullptr;
            for (const ExpansionDef& e : catalog.expansions)
                for (const TileSetDef& s : e.sets)
                    if (s.id == id) {
                        owner = &e;
                        set = &s;
                    }
            if (!set)
                unsupported("tile set " + id + " (JCZ expansion " + jcz::jcz_set_expansion_name(id) +
                            ") is not in this program's data");
            if (count != 1) unsupported(std::to_string(count) + " copies of tile set " + id + " (we play one)");
            expansions.insert(owner->id);
            sets_in.insert(owner->id);
            for (auto& [option, value] : set->when) set_option(*owner, option, value, "tile set " + id);
        }
    }

    void read_elements(const json& j) {
        ObjectReader r(j, "/setup/elements");
        for (const std::string& key : r.unread()) {
            long long count = 0;
            if (!element_on(r.get(key), r.child(key), &count)) continue;
            const jcz::ElementRow* row = jcz::find_element(key);
            if (!row) unsupported("element " + in_quotes(key) + " belongs to no supported expansion");
            expansion_for(row->expansion, "element " + in_quotes(key));
            elements[key] = count;
            if (row->enables) expansions.insert(std::string(row->expansion));
        }
        for (const jcz::ElementRow& row : jcz::element_rows()) {
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
        for (const jcz::ElementRow& row : jcz::element_rows()) {
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

    void read_rules(const json* j) {
        std::set<std::string> given;
        if (j) {
            ObjectReader r(*j, "/setup/rules");
            for (const std::string& key : r.unread()) {
                const std::string value = option_text(r.get(key), r.child(key));
                const jcz::RuleRow* row = jcz::find_rule(key);
                if (!row) unsupported("rule " + in_quotes(key) + " = " + in_quotes(value) + " is not supported");
                given.insert(key);
                if (!expansions.count(std::string(row->expansion))) continue;
                set_option(expansion_for(row->expansion, "rule " + in_quotes(key)), std::string(row->option), value,
                           "rule " + in_quotes(key));
            }
        }
        // A rule JCZ does not write has its JCZ default, which need not be ours.
        for (const jcz::RuleRow& row : jcz::rule_rows())
            if (!given.count(std::string(row.rule)) && expansions.count(std::string(row.expansion)))
                set_option(expansion_for(row.expansion, "rule " + in_quotes(row.rule)), std::string(row.option),
                           std::string(row.jcz_default), "rule " + in_quotes(row.rule) + " (JCZ default)");
        for (const jcz::FixedRuleRow& row : jcz::fixed_rule_rows())
            if (expansions.count(std::string(row.expansion)))
                set_option(expansion_for(row.expansion, "JCZ's own rule"), std::string(row.option),
                           std::string(row.jcz_value),
                           "JCZ's own rule for " + in_quotes(row.option));
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

Setup read_setup(const JczFile& f, const Catalog& catalog, std::vector<std::string>& notes) {
    SetupMapper m{catalog, notes, {}, {}, {}, {}, {}, {}};
    ObjectReader r(*f.setup, "/setup");
    m.read_sets(need(r, "sets"));
    m.read_elements(need(r, "elements"));
    m.read_rules(r.find("rules"));
    if (!m.expansions.count("base"))
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

std::vector<std::string> tile_ids(const Ruleset& rules, const std::vector<TileTypeId>& tiles) {
    std::vector<std::string> out;
    out.reserve(tiles.size());
    for (TileTypeId t : tiles) out.push_back(rules.tiles[t].id);
    return out;
}

// The rest of JCZ's pack once `drawn` is out of it. JCZ's pack is the tiles of the game's sets
// minus the start tiles laid out (in a River game that includes the base start tile, which our
// River leaves in the box). The rest is laid out in our stacks (the river first...), each shuffled
// from the seed, so that the same file always gives the same game; a tile none of our stacks
// holds joins the last one, as JCZ shuffles it among the land tiles.
std::vector<std::string> rest_of_pack(const Catalog& catalog, Setup s,
                                      const std::vector<std::string>& drawn,
                                      std::vector<std::string>& notes) {
    s.draw_order.reset();
    auto rules = load_ruleset(s, catalog);
    if (!rules) unsupported("setup: " + rules.error());
    const GameState state = initial_state(*rules, nullptr);
    std::map<TileTypeId, int> pack;
    for (TileTypeId t : rules->tile_set) ++pack[t];
    for (const PlacedTile& t : state.board.tiles())
        if (pack[t.type] > 0) --pack[t.type];
    int extra = 0;
    for (const std::string& id : drawn) {
        auto t = rules->tile(id);
        if (t && pack[*t] > 0)
            --pack[*t];
        else
            ++extra;
    }
    if (extra)
        notes.push_back(std::to_string(extra) +
                        " drawn tiles are not in the game's tile sets as we count them");
    std::vector<std::vector<TileTypeId>> stacks;
    size_t begin = 0;
    for (uint16_t end : state.pile.stack_ends) {
        stacks.emplace_back();
        for (size_t i = begin; i < end; ++i) {
            const TileTypeId t = state.pile.tiles[i];
            if (pack[t] > 0) {
                stacks.back().push_back(t);
                --pack[t];
            }
        }
        begin = end;
    }
    if (stacks.empty()) stacks.emplace_back();
    for (TileTypeId t : rules->tile_set)
        if (pack[t] > 0) {
            stacks.back().push_back(t);
            --pack[t];
        }
    Rng rng{s.seed};
    std::vector<std::string> out;
    for (auto& stack : stacks) {
        for (size_t i = stack.size(); i > 1; --i) std::swap(stack[i - 1], stack[rng.below(static_cast<uint32_t>(i))]);
        for (TileTypeId t : stack) out.push_back(rules->tiles[t].id);
    }
    return out;
}

// Chooses how our game draws, as JCZ's pack does (docs/jcz.md, "The draw order"): the file's draw
// order, which ends the game when it ends with "#END" and is otherwise followed by the rest of
// JCZ's pack; without a draw order, the placed tiles followed by the rest of the pack; cut at
// gameAnnotations.endTurn. A file our exporter wrote from a shuffled game comes back with that
// game's own seed and no fixed order when the seed reproduces the draw order exactly.
void choose_draw_order(const JczFile& f, const Catalog& catalog, Setup& s, std::vector<std::string>& notes) {
    std::vector<const JczMessage*> placements;
    for (const JczMessage& m : f.messages)
        if (m.type == "PLACE_TILE" && !m.codec) placements.push_back(&m);  // not the abbey: it is not drawn
    auto draws_on = [&](std::vector<std::string>& order, const std::string& why) {
        const std::vector<std::string> rest = rest_of_pack(catalog, s, order, notes);
        if (rest.empty()) return;
        notes.push_back(why + (rest.size() == 1
                                   ? ": the tile left in its pack follows"
                                   : ": the " + std::to_string(rest.size()) +
                                         " tiles left in its pack follow in a shuffled order"));
        order.insert(order.end(), rest.begin(), rest.end());
    };
    if (!f.draw_order) {
        std::vector<std::string> order;
        for (const JczMessage* m : placements) order.push_back(m->tile);
        draws_on(order,
                 "the file has no draw order (tiles JCZ discarded are not recorded and are among "
                 "the rest)");
        s.draw_order = std::move(order);
        return;
    }
    std::vector<std::string> given = *f.draw_order;
    const bool ends_there = !given.empty() && given.back() == kEndOfDrawOrder;
    if (ends_there) given.pop_back();
    for (size_t i = 0; i < given.size(); ++i)
        if (given[i] == kEndOfDrawOrder)
            json_read::fail(
                "/gameAnnotations/drawOrder/" + std::to_string(i),
                std::string(kEndOfDrawOrder) + " ends a draw order: it can only be its last entry");
    size_t next = 0;
    for (const JczMessage* m : placements) {
        size_t j = next;
        while (j < given.size() && given[j] != m->tile) ++j;
        if (j == given.size())
            json_read::fail(m->path + "/payload/tileId",
                            m->tile + " is not in gameAnnotations.drawOrder after its position " + std::to_string(next + 1));
        next = j + 1;
    }
    if (f.our_seed) s.seed = *f.our_seed;
    std::vector<std::string> order = given;
    std::optional<size_t> limit;  // draws before the game ends at endTurn
    if (f.end_turn) {
        const size_t turns = static_cast<size_t>(*f.end_turn);
        if (turns < placements.size())
            json_read::fail("/gameAnnotations/endTurn", "the game ends after turn " + std::to_string(turns) +
                                                            " but the replay places " + std::to_string(placements.size()) +
                                                            " tiles");
        limit = next + (turns - placements.size());
    }
    if (!ends_there && (!limit || *limit > order.size()))
        draws_on(order, "the draw order does not end with \"" + std::string(kEndOfDrawOrder) +
                            "\", so JCZ draws on");
    if (limit) {
        order.resize(std::min(order.size(), *limit));
        s.draw_order = std::move(order);
        return;
    }
    if (f.our_seed) {
        // Our own export: the seed comes back in any case (it is part of the state), and when it
        // shuffles the tile sets into exactly this draw order, the game was a shuffled one.
        s.draw_order.reset();
        // Untouched by JCZ's pack rules: every placement is checked against our draw in the replay.
        if (f.our_shuffle && ends_there) return;
        auto rules = load_ruleset(s, catalog);
        if (rules && tile_ids(*rules, draw_sequence(initial_state(*rules, nullptr))) == order)
            return;
    }
    s.draw_order = std::move(order);
}

// Pass 4: the replay ----------------------------------------------------------------------------

// Meeple ids as the file writes them: "<player>.<kind>.<n>", the kind naming our figure.
class FileMeeples final : public JczMeeples {
public:
    FileMeeples(const Catalog& catalog, const jcz::PrisonerIds& prisoners) : catalog_(catalog), prisoners_(prisoners) {}
    Result<std::pair<int, std::string>> parse(std::string_view id) const override {
        JczMessage m;
        try {
            read_meeple_id(m, std::string(id), "/meepleId", catalog_);
        } catch (const DataError& e) {
            return error(e.what());
        }
        return std::make_pair(m.meeple_player, m.figure);
    }
    std::string id_at(Pos, int) const override { return ""; }
    std::optional<int> holder(std::string_view id) const override { return prisoners_.holder(id); }

private:
    const Catalog& catalog_;
    const jcz::PrisonerIds& prisoners_;
};

struct Converter {
    const Ruleset& rules;
    JczGame& out;
    Snapshot state;
    const jcz::PrisonerIds& prisoners;  // the Tower's prisoners by meeple id
    FileMeeples meeples;
    bool awaiting_commit = false;  // a tile was placed and its turn not yet committed
    // Meeples waiting in an off-board place (a quarter of the City), by meeple id: their next
    // DEPLOY_MEEPLE moves them out of it onto the feature.
    std::map<std::string, std::string> waiting_in_place;
    jcz::PrisonerIds* tower = nullptr;           // the same, to update; null without The Tower
    std::vector<std::string> last_freed;         // meeple ids the last action sent home from a prison

    std::string player_name(int p) const {
        if (p < 0 || p >= rules.player_count()) return "player " + std::to_string(p);
        return rules.setup.players[static_cast<size_t>(p)].name;
    }

    std::string offers() const {
        ActionList legal = legal_actions(rules, *state);
        std::string s;
        int shown = 0;
        for (const Action& a : legal) {
            if (is_pass(a)) continue;
            if (shown == 3) {
                s += ", ...";
                break;
            }
            s += (shown++ ? ", " : "") + describe(rules, *state, a);
        }
        return s;
    }

    std::string features_of(Pos pos) const {
        const PlacedTile* t = state->board.at(pos);
        if (!t) return "no tile there";
        const TileType& type = rules.tiles[t->type];
        std::string s;
        for (size_t l = 0; l < type.features.size(); ++l)
            s += (l ? ", " : "") + std::string(feature_kind_name(type.features[l].kind)) + " " +
                 location_name(type, t->rotation, static_cast<int>(l));
        return type.id + " turned " + std::to_string(t->rotation * 90) + "° has " + s;
    }

    void check_player(const JczMessage& m) const {
        // Whoever acts: the current player, or in a module's step another (a wagon's owner).
        if (m.player && *m.player != state->acting_player)
            diverged(m.describe() + ": it is by " + player_name(*m.player) + ", but in our game it is " +
                     player_name(state->acting_player) + "'s turn");
    }

    void check_not_over(const JczMessage& m) const {
        if (state->phase == Phase::GameOver)
            diverged(m.describe() + ": our game is already over (the draw pile is empty)");
    }

    void apply_record(const JczMessage& m, const ActionRecord& rec) {
        auto action = resolve_action(rules, *state, rec);
        if (!action) {
            // A location that names no feature of our tile is a difference in the tile data.
            const auto kind = parse_feature_kind(rec.feature);
            if ((rec.type == "deploy" || rec.type == "return") && kind &&
                state->board.at(m.pos) && find_feature(rules, *state, m.pos, *kind, rec.location) < 0)
                diverged(m.describe() + ": our data has no " + rec.feature + " at " + rec.location + " there: " +
                         features_of(m.pos));
            diverged(m.describe() + ": " + action.error());
        }
        auto step = apply(rules, *state, *action);
        if (!step) diverged(m.describe() + ": our engine refuses: " + step.error());
        out.record.actions.push_back(record_action(rules, *state, *action));
        out.action_messages.push_back(m.index);
        const int actor = state->acting_player;
        state = step->state;
        follow_prisoners(m, rec, actor);
    }

    // The Tower: a follower taken from another player joins its captor's list under its JCZ id;
    // an exchange or a ransom sends the first ids of a kind home (jcz::PrisonerIds).
    void follow_prisoners(const JczMessage& m, const ActionRecord& rec, int actor) {
        if (!tower) return;
        if (rec.type == "capture" && rec.player && *rec.player != actor && m.payload) {
            // The capture was read from this payload, so it has its pointer; a missing one is an
            // empty id rather than a lookup of a missing key (undefined behaviour in nlohmann-json).
            std::string id;
            if (m.payload->is_object()) {
                const auto pointer = m.payload->find("pointer");
                if (pointer != m.payload->end() && pointer->is_object()) {
                    const auto meeple = pointer->find("meepleId");
                    if (meeple != pointer->end() && meeple->is_string()) id = meeple->get<std::string>();
                }
            }
            tower->captured(id, actor);
        }
        last_freed = tower->reconcile(rules, *state);
    }

    // JCZ asks the captor which follower comes back when the other player held several kinds of
    // theirs; our engine gives back the first taken. Only the same kind is the same game.
    void exchange_choice(const JczMessage& m) {
        if (!tower) json_read::fail(m.path, "EXCHANGE_FOLLOWER is an action of The Tower, which the file's setup does not have");
        for (const std::string& id : last_freed) {
            auto freed = meeples.parse(id);
            if (freed && freed->first == m.meeple_player && freed->second == m.figure) return;
        }
        diverged(m.describe() + ": JCZ's captor took back " + m.meeple_id +
                 " in the exchange; our engine gives back the follower taken first, of another kind");
    }

    // The Tower's ransom step comes before the tile in our game; JCZ has no such step, and a file
    // that pays no ransom there goes straight to its PLACE_TILE: we go on without paying.
    void skip_ransom_step(const JczMessage& m) {
        if (!tower || state->phase != Phase::ModuleStep || rules.turn.step(state->step).id() != "tower_ransom") return;
        ActionRecord rec;
        rec.type = "pass";
        apply_record(m, rec);
    }

    void place(const JczMessage& m) {
        // Every draw follows a COMMIT (its random number drew the tile), so two placements
        // without one between them are not a JCZ game.
        if (awaiting_commit) json_read::fail(m.path, "PLACE_TILE before the turn before it was committed (no COMMIT)");
        check_not_over(m);
        skip_ransom_step(m);
        check_player(m);
        const std::string drawn = rules.tiles[state->drawn].id;
        if (drawn != m.tile) {
            bool discarded = false;
            for (TileTypeId t : state->discarded) discarded |= rules.tiles[t].id == m.tile;
            if (discarded)
                diverged(m.describe() + ": our engine found no legal place for " + m.tile +
                         " and discarded it; it drew " + drawn + " instead");
            diverged(m.describe() + ": our engine drew " + drawn + " here");
        }
        ActionRecord rec;
        rec.type = "place";
        rec.tile = m.tile;
        rec.pos = m.pos;
        rec.rotation = m.rotation;
        apply_record(m, rec);
        awaiting_commit = true;
    }

    void figure_action(const JczMessage& m, const std::string& type) {
        check_not_over(m);
        // A module's step may deploy too (the wagon's move after scoring).
        if (state->phase != Phase::PlaceFigure && state->phase != Phase::ModuleStep)
            diverged(m.describe() + ": our engine ended the turn after the tile, because its figure step offered "
                                    "nothing (JCZ offered this)");
        check_player(m);
        if (m.meeple_player != state->acting_player)
            diverged(m.describe() + ": the meeple is " + player_name(m.meeple_player) + "'s, but in our game it is " +
                     player_name(state->acting_player) + "'s turn");
        // The id's kind may stand for another of our figures that this game has (JCZ's barn is a "pig").
        const jcz::MeepleRow* row = jcz::meeple_in_game(m.meeple_kind, rules);
        if (!row)
            json_read::fail(m.path, "the meeple " + m.meeple_id + " is our figure " + in_quotes(m.figure) +
                                        ", which this game's setup does not have");
        ActionRecord rec;
        rec.type = type;
        if (type == "deploy" && row->placed_by != "deploy") {
            // Placed by an action of its own at the pointer's square (the barn at its north-west corner).
            rec.type = std::string(row->placed_by);
            rec.pos = m.pos;
            apply_record(m, rec);
            return;
        }
        if (auto w = waiting_in_place.find(m.meeple_id); type == "deploy" && w != waiting_in_place.end()) {
            rec.type = "city_move";  // out of the City's quarter onto the feature
            rec.place = w->second;
            waiting_in_place.erase(w);
        }
        rec.figure = std::string(row->figure);
        rec.feature = std::string(rules.catalog->kind_name(m.kind));
        rec.location = m.location;
        rec.pos = m.pos;
        name_centre_kind(rec);
        // A declared kind's one JCZ location ("TOWER") is the middle of our tile.
        if (jcz::declared_feature_of(*rules.catalog, m.kind)) rec.location = "I";
        apply_record(m, rec);
    }

    void pass(const JczMessage& m) {
        // When our figure step offers only what JCZ refuses (a builder on a feature the tile
        // completes), JCZ has no figure step, so its PASS answers the step after ours (keeping a
        // scored wagon): our figure step passes first, as at a COMMIT.
        if (state->phase == Phase::PlaceFigure && !jcz::jcz_figure_step_has_choice(rules, *state)) {
            check_player(m);
            ActionRecord skip;
            skip.type = "pass";
            apply_record(m, skip);
        }
        if (state->phase != Phase::PlaceFigure && state->phase != Phase::ModuleStep) {
            check_not_over(m);
            out.differences.push_back(m.describe() + ": JCZ offered a figure action after the tile, our engine offered "
                                                     "none and ended the turn");
            return;
        }
        check_player(m);
        ActionRecord rec;
        rec.type = "pass";
        apply_record(m, rec);
    }

    void commit(const JczMessage& m) {
        if (!awaiting_commit) json_read::fail(m.path, "COMMIT without a tile placed in this turn");
        awaiting_commit = false;
        if (state->phase != Phase::PlaceFigure) return;
        // When our figure step offers only what JCZ refuses (a builder on a feature the tile
        // completes, which has no effect), JCZ has no figure step and records none: our pass is
        // the same turn, not a rules difference.
        if (jcz::jcz_figure_step_has_choice(rules, *state))
            out.differences.push_back(
                m.describe() +
                ": JCZ ended the turn without a figure action possible, our engine offers " +
                offers());
        ActionRecord rec;
        rec.type = "pass";
        apply_record(m, rec);
    }

    // JCZ names a feature "like" a core kind by that kind (a shrine is its Monastery): a record
    // for the middle of a tile whose centre is such a kind names ours.
    void name_centre_kind(ActionRecord& rec) const {
        const auto kind = rules.catalog->kind(rec.feature);
        const PlacedTile* t = rec.pos ? state->board.at(*rec.pos) : nullptr;
        if (!kind || !t || rec.location != "I") return;
        const TileType& type = rules.tiles[t->type];
        if (type.cloister < 0) return;
        const FeatureKind centre = type.features[static_cast<size_t>(type.cloister)].kind;
        if (centre != *kind && rules.catalog->is_like(centre, *kind)) rec.feature = std::string(rules.catalog->kind_name(centre));
    }

    // A module's message: its codec makes the record; whoever acts in our game must be its player.
    void module_action(const JczMessage& m) {
        if (!rules.has(m.codec_expansion->id))
            json_read::fail(m.path, m.type + " is an action of " + m.codec_expansion->name +
                                        ", which the file's setup does not have");
        check_not_over(m);
        if (m.player && *m.player != state->acting_player)
            diverged(m.describe() + ": it is by " + player_name(*m.player) + ", but in our game " +
                     player_name(state->acting_player) + " acts now");
        auto rec = m.codec->read(m.type, *m.payload, meeples);
        if (!rec) json_read::fail(m.path + "/payload", rec.error());
        name_centre_kind(*rec);
        apply_record(m, *rec);
        if (m.type == "DEPLOY_MEEPLE" && !rec->place.empty()) waiting_in_place[m.meeple_id] = rec->place;
        if (m.type == "PLACE_TILE") awaiting_commit = true;  // a tile from a supply is this turn's tile
    }

    void run(const std::vector<JczMessage>& messages) {
        for (const JczMessage& m : messages) {
            if (m.codec)
                module_action(m);
            else if (m.type == "PLACE_TILE")
                place(m);
            else if (m.type == "DEPLOY_MEEPLE")
                figure_action(m, "deploy");
            else if (m.type == "RETURN_MEEPLE")
                figure_action(m, "return");
            else if (m.type == "PASS")
                pass(m);
            else if (m.type == "COMMIT")
                commit(m);
            else if (m.type == "EXCHANGE_FOLLOWER")
                exchange_choice(m);
        }
    }
};

// Fills `game` as it goes, so that a divergence leaves the actions up to it.
void import_document(const json& doc, const Catalog& catalog, JczGame& game) {
    JczFile f = read_file(doc);
    // The setup first: a game of an expansion or element we do not have is unsupported, whatever
    // its messages hold.
    Setup s = read_setup(f, catalog, game.notes);
    f.messages = read_messages(*f.replay, catalog);
    game.name = f.name;
    game.created = f.created;
    game.app_version = f.app_version;
    game.test_description = f.test_description;
    for (const std::string& a : f.assertions) game.assertions.push_back(parse_jcz_assertion(a));
    if (same_start(s.start, default_start(catalog, s))) s.start.clear();
    choose_draw_order(f, catalog, s, game.notes);
    game.record.setup = s;
    auto rules = load_ruleset(s, catalog);
    if (!rules) unsupported("setup: " + rules.error());
    if (const std::string both = jcz::ambiguous_figures(*rules); !both.empty())
        unsupported("setup: a game with " + both + ": JCZ names both by one meeple kind and numbers them in an "
                    "order its engine does not fix, so their deploys cannot be told apart");
    jcz::PrisonerIds prisoners;
    Converter c{*rules, game, start_game(*rules).state, prisoners, FileMeeples(catalog, prisoners), false, {},
                rules->has("tower") ? &prisoners : nullptr, {}};
    c.run(f.messages);
}

}  // namespace

std::string_view jcz_status_name(JczStatus status) {
    switch (status) {
    case JczStatus::Ok: return "ok";
    case JczStatus::Malformed: return "malformed";
    case JczStatus::Unsupported: return "unsupported";
    case JczStatus::Diverged: return "diverged";
    }
    return "?";
}

JczImport import_jcz(const std::string& text, const Catalog& catalog) {
    JczImport result;
    auto fail = [&](JczStatus status, std::string message) {
        result.status = status;
        result.message = std::move(message);
        return result;
    };
    if (text.empty()) return fail(JczStatus::Malformed, "the file is empty");
    if (auto problem = json_limits_problem(text, kMaxJczBytes)) return fail(JczStatus::Malformed, *problem);
    json doc;
    try {
        doc = json_read::parse_unique_keys(text);
    } catch (const DataError& e) {
        return fail(JczStatus::Malformed, e.what());
    } catch (const json::parse_error& e) {
        const bool truncated = e.byte >= text.size();
        return fail(JczStatus::Malformed, std::string(truncated ? "the file is truncated" : "not valid JSON") +
                                              " (at byte " + std::to_string(e.byte) + ")");
    } catch (const json::exception& e) {
        return fail(JczStatus::Malformed, "not valid JSON: " + json_read::exception_text(e));
    }
    try {
        import_document(doc, catalog, result.game);
        return result;
    } catch (const DataError& e) {
        return fail(JczStatus::Malformed, e.what());
    } catch (const UnsupportedError& e) {
        return fail(JczStatus::Unsupported, e.what());
    } catch (const DivergedError& e) {
        return fail(JczStatus::Diverged, e.what());
    } catch (const json::exception& e) {
        return fail(JczStatus::Malformed, e.what());
    } catch (const std::exception& e) {
        return fail(JczStatus::Malformed, e.what());
    }
}

JczImport import_jcz_file(const std::string& path, const Catalog& catalog) {
    auto text = read_file_limited(path, kMaxJczBytes);
    if (!text) {
        JczImport result;
        result.status = JczStatus::Malformed;
        // The message goes after the path at the callers: without the path read_file_limited put first.
        result.message = text.error().substr(text.error().rfind(path + ": ", 0) == 0 ? path.size() + 2 : 0);
        return result;
    }
    return import_jcz(*text, catalog);
}

}  // namespace carc
