// Import of JCloisterZone saved games (.jcz, JCZ 5.7 and later) into our GameRecord.
//
// The work is done in four passes, each with its own kind of error:
//   1. read the JSON: a damaged file is Malformed and names the JSON path;
//   2. map the setup through the tables of mapping.hpp (Unsupported names what is missing);
//   3. read the replay messages, applying UNDO, into typed messages (Unsupported for a message
//      type, meeple kind, feature or location no supported expansion uses, anywhere in the replay;
//      else Malformed for the first damaged one);
//   4. step our engine through the messages, so that a move it refuses is reported where it
//      happens (Diverged), with our reason.
// The setup comes before the messages so that a game of an expansion we do not have is always
// Unsupported: FAIL is for what our rules can judge.
// JCZ's COMMIT ends every turn part's action phase (the City's moves, the wagons' and the Count
// come after it, docs/jcz.md "The order of the messages"), and JCZ writes PASS only where it asks:
// a figure that could have been placed, the abbey before the tile, a step of a module whose codec
// says so. Our engine ends a turn by itself when the figure step offers nothing. Where the two
// disagree about that, the import bridges the gap and records a difference.
// The passes live in import_messages.cpp, import_setup.cpp, import_draws.cpp and
// import_replay.cpp (import_parts.hpp).
#include <filesystem>
#include <fstream>
#include <sstream>

#include "carc/engine.hpp"
#include "data/file_io.hpp"
#include "data/jcz.hpp"
#include "import_parts.hpp"

namespace carc {

namespace {

using json_read::DataError;
using json_read::json;

// Fills `game` as it goes, so that a divergence leaves the actions up to it.
void import_document(const json& doc, const Catalog& catalog, JczGame& game) {
    jcz_import::JczFile f = jcz_import::read_file(doc);
    // The setup first: a game of an expansion or element we do not have is unsupported, whatever
    // its messages hold.
    Setup s = jcz_import::read_setup(f, catalog, game.notes);
    s.older_save = f.older_save;
    f.messages = jcz_import::read_messages(*f.replay, catalog);
    game.name = f.name;
    game.created = f.created;
    game.app_version = f.app_version;
    game.test_description = f.test_description;
    for (const std::string& a : f.assertions) game.assertions.push_back(parse_jcz_assertion(a));
    if (jcz_import::same_start(s.start, jcz_import::default_start(catalog, s))) s.start.clear();
    jcz_import::choose_draw_order(f, catalog, s, game.notes);
    game.record.setup = s;
    auto rules = load_ruleset(s, catalog);
    if (!rules) jcz_import::unsupported("setup: " + rules.error());
    // Elements without the tiles they act on (the dragon without volcanoes) are legal, and said.
    for (const IdleElement& idle : idle_elements(*rules)) game.notes.push_back(idle.option->idle_notice);
    jcz_import::replay_messages(*rules, catalog, game, f.messages, f.initial_random,
                                f.draw_order ? std::optional<size_t>(f.draw_order->size()) : std::nullopt);
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
    } catch (const jcz_import::UnsupportedError& e) {
        return fail(JczStatus::Unsupported, e.what());
    } catch (const jcz_import::DivergedError& e) {
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
