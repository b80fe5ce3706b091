// Passes 1 and 3 of the .jcz import (docs/jcz.md): the file's top-level fields, and its replay
// messages read into typed messages with UNDO applied. A message type, meeple kind, feature or
// location that no supported expansion uses is Unsupported anywhere in the replay; otherwise the
// first damaged message is Malformed with its JSON path.
#include <algorithm>

#include "carc/module.hpp"
#include "import_parts.hpp"

namespace carc::jcz_import {

bool in_a_tile_set(const Catalog& catalog, const std::string& tile) {
    for (const ExpansionDef& e : catalog.expansions)
        for (const TileSetDef& set : e.sets)
            for (const auto& [id, count] : set.counts)
                if (id == tile) return true;
    return false;
}

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

namespace {

Pos read_position(const json& j, const std::string& path) {
    json_read::expect_array(j, path);
    if (j.size() != 2) json_read::fail(path, "a position is [x, y]");
    const long long x = json_read::expect_integer(j[0], path + "/0");
    const long long y = json_read::expect_integer(j[1], path + "/1");
    if (x < -1000 || x > 1000 || y < -1000 || y > 1000) json_read::fail(path, "position out of range");
    return {static_cast<int>(x), static_cast<int>(y)};
}

}  // namespace

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
    const JczMeepleKind* row = jcz::meeple_by_kind(kind);
    if (!row) unsupported("meeple kind " + in_quotes(kind) + " (in " + in_quotes(id) + ") belongs to no supported expansion");
    if (!catalog.find_expansion(row->expansion))
        unsupported("meeple kind " + in_quotes(kind) + " needs our expansion " + in_quotes(row->expansion) +
                    ", which is not in this program's data");
    m.figure = std::string(row->figure);
}

namespace {

// A feature pointer {position, feature, location}.
void read_pointer(JczMessage& m, const json& j, const std::string& path, const Catalog& catalog) {
    ObjectReader r(j, path);
    m.pos = read_position(need(r, "position"), r.child("position"));
    const std::string feature = need_string(r, "feature");
    m.feature_name = feature;
    // A kind an expansion declares, named by JCZ with a feature class of its own (the Tower).
    const std::string location = need_string(r, "location");
    if (const JczDeclaredFeature* row = jcz::declared_feature_by_jcz(feature, location)) {
        auto declared = catalog.kind(row->kind);
        if (!declared) unsupported(m.path + ": feature " + in_quotes(feature) + " needs our expansion's kind " + in_quotes(row->kind));
        m.kind = *declared;
        m.location = location;
        if (!row->reads(m.location)) r.fail("location", in_quotes(m.location) + " is not a location of a " + feature);
        return;
    }
    auto kind = jcz::feature_from_jcz(feature);
    if (!kind) unsupported(m.path + ": feature " + in_quotes(feature) + " belongs to no supported expansion");
    m.kind = *kind;
    m.location = location;
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
            if (const JczCodec* c = find_jcz_codec(id); c && c->claims(type, payload)) return {c, &e};
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
    if (payload->is_object())
        if (const auto it = payload->find("random"); it != payload->end() && it->is_number()) m.random = it->get<double>();
    if (m.type == "PLACE_TILE") {
        m.tile = need_string(pr, "tileId");
        // A tile from a player's supply (the abbey): the module that owns it reads the message (also
        // under an id our older exports wrote, which is no tile of our catalogue now).
        if (auto [codec, expansion] = codec_for(catalog, m.type, *payload); codec) {
            m.codec = codec;
            m.payload = payload;
            m.codec_expansion = expansion;
            return m;
        }
        if (catalog.find_tile(m.tile) && !in_a_tile_set(catalog, m.tile))
            unsupported("placing " + m.tile + ", a tile from a player's supply, belongs to no supported expansion");
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
        const JczReturnSource* row = nullptr;
        for (const JczReturnSource& rr : jcz::return_rows())
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

}  // namespace

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
    if (const json* random = r.find("initialRandom"); random && random->is_number()) f.initial_random = random->get<double>();
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
            if (ours->contains("older_save")) {
                const json& older = (*ours)["older_save"];
                if (!older.is_boolean()) json_read::fail("/gameAnnotations/carcassonne/older_save", "expected true or false");
                f.older_save = older.get<bool>();
            }
            if (ours->contains("out_of_play")) {
                const std::string where = "/gameAnnotations/carcassonne/out_of_play";
                const json& taken = (*ours)["out_of_play"];
                json_read::expect_array(taken, where);
                for (size_t i = 0; i < taken.size(); ++i)
                    f.out_of_play.push_back(json_read::expect_string(taken[i], where + "/" + std::to_string(i)));
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

}  // namespace carc::jcz_import
