// Reading, writing and verifying save files (docs/save-format.md).
#include "data/save.hpp"

#include <algorithm>
#include <sstream>

#include "json_reader.hpp"

namespace carc {

using json_read::DataError;
using json_read::json;
using json_read::ObjectReader;

namespace {

constexpr std::string_view kFormat = "carcassonne-save";

std::string option_value(const json& v, const std::string& path) {
    if (v.is_boolean()) return v.get<bool>() ? "true" : "false";
    if (v.is_string()) return v.get<std::string>();
    if (v.is_number_integer() || v.is_number_unsigned()) return std::to_string(json_read::expect_integer(v, path));
    json_read::fail(path, "an option value is a boolean, a number or a string");
}

Pos read_pos(ObjectReader& r) {
    const long long x = r.integer("x"), y = r.integer("y");
    if (x < -1000 || x > 1000 || y < -1000 || y > 1000) r.fail("x", "position out of range");
    return {static_cast<int>(x), static_cast<int>(y)};
}

// A key of an action that is none of the usual ones: a field of its definition (save version 5
// on), which the replay checks against the definition's fields() with the action's number.
FieldValue read_field(const json& v, const std::string& path) {
    if (v.is_number_integer() || v.is_number_unsigned()) return json_read::expect_integer(v, path);
    if (v.is_string()) return v.get<std::string>();
    if (v.is_array()) {
        std::vector<std::string> words;
        for (size_t i = 0; i < v.size(); ++i) words.push_back(json_read::expect_string(v[i], path + "/" + std::to_string(i)));
        return words;
    }
    json_read::fail(path, "a field of an action is a number, a word or a list of words");
}

// Any action type may appear: the types are the ActionDef ids of the game's expansions, which
// the replay checks (an unknown type is an error there, with the action's number).
ActionRecord read_action(const json& j, const std::string& path, long long version) {
    ObjectReader r(j, path);
    ActionRecord a;
    a.type = r.string("type");
    if (a.type.empty() || a.type.find_first_not_of("abcdefghijklmnopqrstuvwxyz_") != std::string::npos)
        r.fail("type", "\"" + a.type + "\" is not an action type (place, deploy, pass, return, move_dragon…)");
    if (auto t = r.optional_string("tile")) a.tile = *t;
    if (a.type == "place" || r.has("x") || r.has("y")) a.pos = read_pos(r);
    if (a.type == "place" || r.has("rotation")) {
        const long long rot = r.integer("rotation");
        if (rot < 0 || rot > 3) r.fail("rotation", "a rotation is 0 to 3 quarter turns");
        a.rotation = static_cast<int>(rot);
    }
    if (a.type == "deploy" || a.type == "return") {
        a.figure = r.string("figure");
        a.feature = r.string("feature");
    } else {
        a.figure = r.optional_string("figure").value_or("");
        a.feature = r.optional_string("feature").value_or("");
    }
    a.location = r.optional_string("location").value_or("");
    if (a.type == "return" && !a.pos) r.fail("x", "taking a figure back needs its position");
    if (auto p = r.optional_integer("player")) {
        if (*p < 0 || *p > 7) r.fail("player", "expected a player number 0..7");
        a.player = static_cast<int>(*p);
    }
    a.place = r.optional_string("place").value_or("");
    // Before version 5 an action has only the keys above: any other is as unknown as in a setup.
    if (version >= 5)
        for (const std::string& key : r.unread()) a.fields[key] = read_field(r.get(key), r.child(key));
    r.finish();
    return a;
}

Setup read_setup(const json& j, const std::string& path, long long version) {
    ObjectReader r(j, path);
    Setup s;
    s.expansions.clear();
    const json& ex = json_read::expect_array(r.get("expansions"), r.child("expansions"));
    for (size_t i = 0; i < ex.size(); ++i)
        s.expansions.push_back(current_expansion_id(
            json_read::expect_string(ex[i], r.child("expansions") + "/" + std::to_string(i))));
    if (const json* o = r.find("options")) {
        ObjectReader orr(*o, r.child("options"));
        for (const std::string& exp : orr.unread()) {
            ObjectReader er(orr.get(exp), orr.child(exp));
            for (const std::string& key : er.unread())
                s.options[current_expansion_id(exp)][key] = option_value(er.get(key), er.child(key));
        }
    }
    const json& players = json_read::expect_array(r.get("players"), r.child("players"));
    for (size_t i = 0; i < players.size(); ++i) {
        ObjectReader pr(players[i], r.child("players") + "/" + std::to_string(i));
        PlayerSetup p;
        p.name = pr.string("name");
        if (utf8_length(p.name) > kMaxPlayerNameLength) pr.fail("name", player_name_too_long(p.name));
        p.color = pr.optional_string("color").value_or("");
        if (auto level = pr.optional_string("computer")) {
            const bool known = std::any_of(std::begin(kComputerLevels), std::end(kComputerLevels),
                                           [&](const char* l) { return *level == l; });
            if (!known) pr.fail("computer", "expected greedy, easy, medium or hard");
            p.computer = *level;
        }
        pr.finish();
        s.players.push_back(p);
    }
    // A file with one seat holds a test position (an imported JCloisterZone test game), not a game.
    s.position = s.players.size() == 1;
    const json& seed = r.get("seed");
    if (!seed.is_number_unsigned() && !(seed.is_number_integer() && seed.get<long long>() >= 0))
        r.fail("seed", "expected a non-negative integer");
    s.seed = seed.get<uint64_t>();
    if (const json* d = r.find("draw_order")) {
        json_read::expect_array(*d, r.child("draw_order"));
        std::vector<std::string> order;
        for (size_t i = 0; i < d->size(); ++i)
            order.push_back(json_read::expect_string((*d)[i], r.child("draw_order") + "/" + std::to_string(i)));
        s.draw_order = std::move(order);
    }
    // Version 2 added the figure counts; in a version-1 save the key is as unknown as any other.
    if (const json* f = version >= 2 ? r.find("figures") : nullptr) {
        ObjectReader fr(*f, r.child("figures"));
        for (const std::string& id : fr.unread()) {
            const long long n = fr.integer(id);
            if (n < kMinFigureCount || n > kMaxFigureCount)
                fr.fail(id, "a figure count is " + std::to_string(kMinFigureCount) + " to " +
                                std::to_string(kMaxFigureCount));
            s.figures[id] = static_cast<int>(n);
        }
    }
    if (const json* st = r.find("start")) {
        json_read::expect_array(*st, r.child("start"));
        for (size_t i = 0; i < st->size(); ++i) {
            ObjectReader sr((*st)[i], r.child("start") + "/" + std::to_string(i));
            StartTile t;
            t.tile = sr.string("tile");
            t.pos = read_pos(sr);
            const long long rot = sr.optional_integer("rotation").value_or(0);
            if (rot < 0 || rot > 3) sr.fail("rotation", "a rotation is 0 to 3 quarter turns");
            t.rotation = static_cast<int>(rot);
            sr.finish();
            s.start.push_back(t);
        }
    }
    r.finish();
    return s;
}

// An outcome of chance (carc/record.hpp: ChanceRecord). Whether the source and the outcome exist
// in the game is the replay's to check, with the action's number.
ChanceRecord read_chance(const json& j, const std::string& path, size_t actions) {
    ObjectReader r(j, path);
    ChanceRecord c;
    const long long action = r.integer("action");
    if (action < 0 || static_cast<size_t>(action) > actions)
        r.fail("action", "an outcome of chance goes with an action 1 to " + std::to_string(actions) +
                             " (0: the start of the game)");
    c.action = static_cast<int>(action);
    c.source = r.string("source");
    const json& outcome = r.get("outcome");
    if (outcome.is_number_integer() || outcome.is_number_unsigned())
        c.outcome = json_read::expect_integer(outcome, r.child("outcome"));
    else if (outcome.is_string())
        c.outcome = outcome.get<std::string>();
    else
        r.fail("outcome", "an outcome of chance is a number (a die's face) or a word (a token)");
    r.finish();
    return c;
}

Expectation read_expect(const json& j, const std::string& path) {
    ObjectReader r(j, path);
    Expectation e;
    if (const json* s = r.find("scores")) {
        ObjectReader sr(*s, r.child("scores"));
        for (const std::string& name : sr.unread()) e.scores[name] = static_cast<int>(sr.integer(name));
    }
    if (const json* ev = r.find("events")) {
        json_read::expect_array(*ev, r.child("events"));
        for (size_t i = 0; i < ev->size(); ++i)
            e.events.push_back(json_read::expect_string((*ev)[i], r.child("events") + "/" + std::to_string(i)));
    }
    if (const json* ab = r.find("absent")) {
        json_read::expect_array(*ab, r.child("absent"));
        for (size_t i = 0; i < ab->size(); ++i)
            e.absent.push_back(json_read::expect_string((*ab)[i], r.child("absent") + "/" + std::to_string(i)));
    }
    if (auto err = r.optional_string("error")) e.error = *err;
    if (r.has("game_over")) e.game_over = r.boolean("game_over");
    r.finish();
    return e;
}

SaveFile read_save_json(const json& doc) {
    ObjectReader r(doc, "");
    if (r.string("format") != kFormat)
        r.fail("format", "this is not a Carcassonne save (expected format \"" + std::string(kFormat) + "\")");
    const long long version = r.integer("version");
    if (version > kSaveVersion)
        r.fail("version", "made by a newer version of the program (save version " + std::to_string(version) +
                              ", this program reads up to " + std::to_string(kSaveVersion) + ")");
    if (version < 1) r.fail("version", "unknown save version " + std::to_string(version));
    SaveFile s;
    s.version = static_cast<int>(version);
    s.name = r.optional_string("name").value_or("");
    s.description = r.optional_string("description").value_or("");
    s.title = r.optional_string("title").value_or("");
    if (const json* teaches = r.find("teaches")) {
        json_read::expect_array(*teaches, "/teaches");
        for (size_t i = 0; i < teaches->size(); ++i) {
            const json& rule = (*teaches)[i];
            if (!rule.is_string())
                json_read::fail("/teaches/" + std::to_string(i), "expected a rule (\"expansion#anchor\")");
            s.teaches.push_back(rule.get<std::string>());
        }
    }
    if (r.has("show_at")) s.show_at = static_cast<int>(r.integer("show_at"));
    s.created = r.optional_string("created").value_or("");
    s.engine = r.optional_string("engine").value_or("");
    s.game.setup = read_setup(r.get("setup"), "/setup", version);
    s.game.setup.older_save = version <= 2;
    s.game.setup.save_version = static_cast<int>(version);
    const json& actions = json_read::expect_array(r.get("actions"), "/actions");
    for (size_t i = 0; i < actions.size(); ++i)
        s.game.actions.push_back(read_action(actions[i], "/actions/" + std::to_string(i), version));
    if (const json* chance = r.find("chance")) {
        json_read::expect_array(*chance, "/chance");
        for (size_t i = 0; i < chance->size(); ++i) {
            const std::string path = "/chance/" + std::to_string(i);
            s.game.chance.push_back(read_chance((*chance)[i], path, s.game.actions.size()));
            if (i > 0 && s.game.chance[i].action < s.game.chance[i - 1].action)
                json_read::fail(path + "/action", "outcomes of chance are in the order of their actions");
        }
    }
    s.digest = r.optional_string("digest").value_or("");
    if (const json* e = r.find("expect")) s.expect = read_expect(*e, "/expect");
    if (const json* b = r.find("branched_from")) {
        ObjectReader br(*b, "/branched_from");
        BranchInfo info;
        info.file = br.string("file");
        info.action = static_cast<int>(br.integer("action"));
        br.finish();
        s.branched_from = info;
    }
    if (r.has("purist")) s.purist = r.boolean("purist");
    r.finish();
    return s;
}

// A definition's field, as read_field reads it back.
nlohmann::ordered_json field_json(const FieldValue& v) {
    if (const long long* n = std::get_if<long long>(&v)) return *n;
    if (const std::string* w = std::get_if<std::string>(&v)) return *w;
    return std::get<std::vector<std::string>>(v);
}

// Keys in the order a reader expects them ("type" first), not sorted; only the fields the action
// uses; then the definition's own fields (version 5 on), by name.
nlohmann::ordered_json action_json(const ActionRecord& a, int version) {
    nlohmann::ordered_json j = nlohmann::ordered_json::object();
    j["type"] = a.type;
    if (!a.tile.empty()) j["tile"] = a.tile;
    if (a.type == "place") {
        j["x"] = a.pos ? a.pos->x : 0;
        j["y"] = a.pos ? a.pos->y : 0;
        j["rotation"] = a.rotation;
        return j;
    }
    if (!a.figure.empty()) j["figure"] = a.figure;
    if (!a.feature.empty()) {
        j["feature"] = a.feature;
        j["location"] = a.location;
    }
    if (a.pos) {
        j["x"] = a.pos->x;
        j["y"] = a.pos->y;
    }
    if (a.player) j["player"] = *a.player;
    if (!a.place.empty()) j["place"] = a.place;
    // Only a definition's Rotation field turns anything but a placed tile (none before version 5).
    if (a.rotation != 0) j["rotation"] = a.rotation;
    // A game of an older version holds only the actions of its time's expansions, which declare
    // no fields (docs/save-format.md).
    if (version >= 5)
        for (const auto& [name, value] : a.fields) j[name] = field_json(value);
    return j;
}

json option_json(const std::string& v) {
    if (v == "true") return true;
    if (v == "false") return false;
    return v;
}

}  // namespace

// Saves from before Inns & Cathedrals and Traders & Builders took their hyphenated ids still
// open: the old spelling reads as the new one, in the expansion list and in the options.
std::string current_expansion_id(std::string id) {
    if (id == "inns_cathedrals") return "inns-cathedrals";
    if (id == "traders_builders") return "traders-builders";
    return id;
}

std::string_view engine_version() {
#ifdef CARC_VERSION
    return CARC_VERSION;
#else
    return "dev";
#endif
}

Result<SaveFile> parse_save(const std::string& text, const std::string& source) {
    if (text.empty()) return error(source + ": the file is empty");
    if (auto problem = json_limits_problem(text, kMaxSaveBytes)) return error(source + ": " + *problem);
    json doc;
    try {
        doc = json_read::parse_unique_keys(text);
    } catch (const DataError& e) {
        return error(source + ": " + e.what());
    } catch (const json::parse_error& e) {
        const bool truncated = e.byte >= text.size();
        return error(source + ": " + (truncated ? "the file is truncated" : "not valid JSON") + " (at byte " +
                     std::to_string(e.byte) + ")");
    } catch (const json::exception& e) {
        return error(source + ": not valid JSON: " + json_read::exception_text(e));
    }
    try {
        return read_save_json(doc);
    } catch (const DataError& e) {
        return error(source + ": " + e.what());
    } catch (const json::exception& e) {
        return error(source + ": " + e.what());
    }
}

Result<SaveFile> read_save(const std::string& path) {
    auto text = read_file_limited(path, kMaxSaveBytes);
    if (!text) return error(text.error());
    return parse_save(*text, path);
}

std::string save_to_json(const SaveFile& s) {
    // Hand-laid-out JSON: one action per line keeps long games readable and diffable.
    auto str = [](const nlohmann::ordered_json& j) {
        return j.dump(-1, ' ', false, json::error_handler_t::replace);
    };
    std::ostringstream out;
    out << "{\n";
    out << "  \"format\": " << str(std::string(kFormat)) << ",\n";
    // The current version, but a game read from an older save keeps its version (2 for one of
    // version 2 or older: its options keep the readings older saves played, OptionDef::
    // older_saves); the writer stored the digest of that version (digest_to_save).
    const int version = save_version_of(s.game.setup);
    out << "  \"version\": " << version << ",\n";
    out << "  \"engine\": " << str(s.engine) << ",\n";
    if (!s.name.empty()) out << "  \"name\": " << str(s.name) << ",\n";
    if (!s.description.empty()) out << "  \"description\": " << str(s.description) << ",\n";
    if (!s.title.empty()) out << "  \"title\": " << str(s.title) << ",\n";
    if (!s.teaches.empty()) out << "  \"teaches\": " << json(s.teaches).dump() << ",\n";
    if (s.show_at) out << "  \"show_at\": " << *s.show_at << ",\n";
    if (!s.created.empty()) out << "  \"created\": " << str(s.created) << ",\n";
    const Setup& st = s.game.setup;
    json setup = json::object();
    setup["expansions"] = st.expansions;
    json options = json::object();
    for (auto& [exp, values] : st.options)
        for (auto& [k, v] : values) options[exp][k] = option_json(v);
    nlohmann::ordered_json players = nlohmann::ordered_json::array();
    for (const PlayerSetup& p : st.players) {
        nlohmann::ordered_json pj = {{"name", p.name}};
        if (!p.color.empty()) pj["color"] = p.color;
        if (!p.computer.empty()) pj["computer"] = p.computer;
        players.push_back(pj);
    }
    out << "  \"setup\": {\n";
    out << "    \"expansions\": " << str(setup["expansions"]) << ",\n";
    out << "    \"options\": " << str(options) << ",\n";
    out << "    \"players\": " << str(players) << ",\n";
    if (st.draw_order) out << "    \"draw_order\": " << str(*st.draw_order) << ",\n";
    if (!st.figures.empty())
        out << "    \"figures\": " << str(nlohmann::ordered_json(st.figures)) << ",\n";
    if (!st.start.empty()) {
        nlohmann::ordered_json start = nlohmann::ordered_json::array();
        for (const StartTile& t : st.start)
            start.push_back({{"tile", t.tile}, {"x", t.pos.x}, {"y", t.pos.y}, {"rotation", t.rotation}});
        out << "    \"start\": " << str(start) << ",\n";
    }
    out << "    \"seed\": " << st.seed << "\n  },\n";
    if (s.branched_from)
        out << "  \"branched_from\": "
            << str(nlohmann::ordered_json{{"file", s.branched_from->file}, {"action", s.branched_from->action}})
            << ",\n";
    if (s.purist) out << "  \"purist\": true,\n";
    out << "  \"actions\": [";
    for (size_t i = 0; i < s.game.actions.size(); ++i)
        out << (i ? ",\n    " : "\n    ") << str(action_json(s.game.actions[i], version));
    out << (s.game.actions.empty() ? "]" : "\n  ]");
    // Only a game whose modules drew from a source of chance has outcomes to write.
    if (!s.game.chance.empty()) {
        out << ",\n  \"chance\": [";
        for (size_t i = 0; i < s.game.chance.size(); ++i) {
            const ChanceRecord& c = s.game.chance[i];
            nlohmann::ordered_json j = {{"action", c.action}, {"source", c.source}};
            if (const long long* n = std::get_if<long long>(&c.outcome))
                j["outcome"] = *n;
            else
                j["outcome"] = std::get<std::string>(c.outcome);
            out << (i ? ",\n    " : "\n    ") << str(j);
        }
        out << "\n  ]";
    }
    if (!s.digest.empty()) out << ",\n  \"digest\": " << str(s.digest);
    if (s.expect) {
        json e = json::object();
        if (!s.expect->scores.empty()) e["scores"] = s.expect->scores;
        if (!s.expect->events.empty()) e["events"] = s.expect->events;
        if (!s.expect->absent.empty()) e["absent"] = s.expect->absent;
        if (s.expect->error) e["error"] = *s.expect->error;
        if (s.expect->game_over) e["game_over"] = *s.expect->game_over;
        out << ",\n  \"expect\": " << e.dump(4);
    }
    out << "\n}\n";
    return out.str();
}

Result<bool> write_save(const std::string& path, const SaveFile& save, const WriteOptions& options) {
    return write_file_atomic(path, save_to_json(save), options);
}

std::string save_digest(const SaveFile& save, const Ruleset& rules, const GameState& state) {
    return state_digest_for(save.version, rules, state);
}

int save_version_of(const Setup& setup) {
    if (setup.older_save) return 2;
    if (setup.save_version >= 3 && setup.save_version < kSaveVersion) return setup.save_version;
    return kSaveVersion;
}

std::string digest_to_save(const Ruleset& rules, const GameState& state) {
    return state_digest_for(save_version_of(rules.setup), rules, state);
}

std::optional<std::string> digest_mismatch(const SaveFile& save, const Replay& replay) {
    const std::string digest = save_digest(save, replay.rules, *replay.states.back());
    if (save.digest.empty() || save.digest == digest) return std::nullopt;
    return "the game replays to a different position than the one saved (digest " + digest + ", file says " +
           save.digest + "): the file was edited or made by an incompatible version";
}

std::vector<std::string> verify_save(const SaveFile& save, const Result<Replay>& replay) {
    std::vector<std::string> diffs;
    const bool expect_error = save.expect && save.expect->error;
    if (!replay) {
        if (!expect_error)
            diffs.push_back("replay failed: " + replay.error());
        else if (replay.error().find(*save.expect->error) == std::string::npos)
            diffs.push_back("expected the error \"" + *save.expect->error + "\", got: " + replay.error());
        return diffs;
    }
    if (expect_error) diffs.push_back("expected the error \"" + *save.expect->error + "\" but the replay succeeded");
    const Replay& r = *replay;
    const GameState& last = *r.states.back();
    const std::string digest = save_digest(save, r.rules, last);
    if (!save.digest.empty() && save.digest != digest)
        diffs.push_back("state digest differs: file " + save.digest + ", replay " + digest);
    if (!save.expect) return diffs;
    const Expectation& e = *save.expect;
    for (auto& [name, score] : e.scores) {
        int found = -1;
        for (int p = 0; p < r.rules.player_count(); ++p)
            if (r.rules.setup.players[static_cast<size_t>(p)].name == name) found = p;
        if (found < 0) {
            diffs.push_back("expect names an unknown player \"" + name + "\"");
            continue;
        }
        const int got = last.players[static_cast<size_t>(found)].score;
        if (got != score)
            diffs.push_back(name + " has " + std::to_string(got) + " points, expected " + std::to_string(score));
    }
    std::vector<std::string> texts;
    for (const Events& evs : r.events)
        for (const Event& ev : evs) texts.push_back(describe(r.rules, ev));
    size_t next = 0;
    for (const std::string& want : e.events) {
        size_t i = next;
        while (i < texts.size() && texts[i] != want) ++i;
        if (i == texts.size()) {
            diffs.push_back("expected event not found (in order): " + want);
        } else {
            next = i + 1;
        }
    }
    for (const std::string& unwanted : e.absent)
        if (std::find(texts.begin(), texts.end(), unwanted) != texts.end())
            diffs.push_back("event that must not happen: " + unwanted);
    if (e.game_over && *e.game_over != (last.phase == Phase::GameOver))
        diffs.push_back(*e.game_over ? "the game should be over" : "the game should not be over");
    return diffs;
}

}  // namespace carc
