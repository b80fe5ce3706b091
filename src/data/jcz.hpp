// JCloisterZone saved games (.jcz, the JSON format of JCZ 5.7 and later) in both directions.
// Import turns a file into our GameRecord: the setup (tile sets, elements, rules, start tiles),
// the players and the replay messages as our actions, stepping our engine alongside so that every
// message is checked where it happens: a file that needs something we do not support is refused
// as Unsupported and names it, a damaged file is Malformed and names the JSON path, and a move our
// engine will not make is Diverged with the message number and the reason. The file's test
// assertions ("Anna has 12 points", "Anna scored city for 8 points", "Player can pass") are read
// and can be evaluated on the replayed game, which is how carc-cli jcz-check compares our rules
// with JCZ's test games. Export writes any of our games, at any point, as a .jcz that JCZ replays
// to the same position; what JCZ cannot represent is refused with a sentence saying what.
// docs/jcz.md describes the mapping and the decisions.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "carc/catalog.hpp"
#include "carc/record.hpp"
#include "carc/result.hpp"
#include "data/save.hpp"

namespace carc {

enum class JczStatus : uint8_t {
    Ok,
    Malformed,    // not a readable .jcz: bad JSON, a missing or mistyped field, an impossible message
    Unsupported,  // a valid file that needs an expansion, element, rule or message we do not have
    Diverged,     // our engine refuses a move of the file: a rules or data difference with JCZ
};
std::string_view jcz_status_name(JczStatus status);  // "ok", "malformed", ...

struct JczAssertion {
    enum class Kind : uint8_t { Points, Scored, CanPass, CannotPass, InPhase, Unknown };
    Kind kind = Kind::Unknown;
    std::string text;     // as written in the file
    std::string player;   // Points, Scored
    std::string feature;  // Scored: "road", "city", "field", "monastery", "garden"; InPhase: JCZ's phase ("TilePhase")
    int points = 0;       // Points, Scored
};
// Reads one assertion text; Kind::Unknown when it is none of the forms above.
JczAssertion parse_jcz_assertion(const std::string& text);

struct JczGame {
    GameRecord record;
    std::string name;         // JCZ "name" (often empty)
    std::string created;      // JCZ "created", ISO 8601
    std::string app_version;  // JCZ "appVersion"
    std::string test_description;
    std::vector<JczAssertion> assertions;
    // Places where JCZ and our engine disagreed about whether a figure could be placed, bridged
    // during import (a PASS our engine did not need, or a turn JCZ ended without one). The game
    // replays, but these are rules differences: jcz-check counts them as failures.
    std::vector<std::string> differences;
    // Remarks that change nothing in the game but are worth knowing (e.g. how the rest of an
    // unfinished game's pile was made up).
    std::vector<std::string> notes;
    std::vector<int> action_messages;  // for each action, the 1-based replay message it came from
};

struct JczImport {
    JczStatus status = JczStatus::Ok;
    std::string message;  // what went wrong (without the file name); empty when Ok
    JczGame game;         // complete when Ok; the actions up to the problem when Diverged
    bool ok() const { return status == JczStatus::Ok; }
};

JczImport import_jcz(const std::string& text, const Catalog& catalog);
JczImport import_jcz_file(const std::string& path, const Catalog& catalog);

// The imported game as one of our saves: the record, the digest of its final state, and an
// `expect` block with the scores the file's "<Name> has <N> points" assertions state.
Result<SaveFile> jcz_to_save(const Catalog& catalog, const JczGame& game, const std::string& fallback_name);

struct JczAssertionResult {
    bool ok = false;
    std::string got;  // what our game shows, in words: "Anna has 10 points", ...
};
// Evaluates an assertion on a replayed game (final scores, every score event, the last state).
JczAssertionResult check_jcz_assertion(const Replay& replay, const JczAssertion& assertion);

struct JczExportOptions {
    bool with_assertions = false;  // add test.assertions with every player's final score
    std::string name;              // JCZ "name"
    std::string created;           // ISO 8601; empty: now
};
// The game as a .jcz document, or why JCZ cannot represent it.
Result<std::string> export_jcz(const Catalog& catalog, const GameRecord& game,
                               const JczExportOptions& options = {});
// The round trip through JCZ (docs/jcz.md, "A JCZ game played on"): where to cut an imported game
// (its end, or when it is over the last tile placed in its first half), and the game cut after
// `keep` actions and played on to its end with random legal moves drawn from `seed`.
size_t jcz_default_cut(const Catalog& catalog, const GameRecord& game);
Result<GameRecord> jcz_play_on(const Catalog& catalog, const GameRecord& game, size_t keep, uint64_t seed);

// Export for the game window's "Export for JCloisterZone…": writes atomically to `path`.
Result<bool> export_jcz_file(const Catalog& catalog, const GameRecord& game, const std::string& path,
                             const JczExportOptions& options = {});

}  // namespace carc
