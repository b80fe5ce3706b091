// Save files (docs/save-format.md): JSON with a format name and version, the engine version, the
// setup (expansions, options, players, seed), the action list and the digest of the state after
// the last action. An optional `expect` block (final scores, events that must occur, an error
// that must stop the replay) turns a save into a test. Reading never crashes: a damaged,
// truncated or newer file is an error that names the file and the problem. Writing is atomic.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "data/file_io.hpp"
#include "carc/record.hpp"

namespace carc {

// 2: any action type of the game's expansions, figures off features, the digest of module state,
// setup.figures (figure counts). Version 1 is read with its own digest (state_digest_v1).
// 3: options may read differently in games begun earlier (OptionDef::older_saves: the Tower's
// ransom, any time in the turn since 3, a step before the tile in saves of version 2 and older).
// 4: the digest hashes each player's counts with their lengths (figure kinds, token kinds and
// score categories grow as the data asks); versions 2 and 3 keep their digest (state_digest_v2).
// 5: an action may carry its definition's own fields by name (ActionRecord::fields: "bid": 7);
// the digest is version 4's.
constexpr int kSaveVersion = 5;
std::string_view engine_version();

struct Expectation {
    std::map<std::string, int> scores;  // player name -> final score
    std::vector<std::string> events;    // describe() texts that must occur, in this order
    std::vector<std::string> absent;    // describe() texts that must not occur at all
    std::optional<std::string> error;   // the replay must stop with an error containing this
    std::optional<bool> game_over;
};

struct BranchInfo {
    std::string file;  // the save this game was branched from
    int action = 0;    // after how many of its actions
};

struct SaveFile {
    int version = kSaveVersion;  // of the file read; writing writes save_version_of(game.setup)
    std::string name;     // shown in the Load screen
    std::string description;  // what the game shows (scenario files: the rule and its source)
    // A scenario shown to players (a demo, carc/demos.hpp): its title in the players' words (an
    // English msgid, translated), the rules it shows ("expansion#anchor", data/rules/links.json's
    // spelling) and the number of actions done when the review opens: the action the rule is
    // about is the last one done.
    std::string title;
    std::vector<std::string> teaches;
    std::optional<int> show_at;
    std::string created;  // ISO 8601, UTC
    std::string engine = std::string(engine_version());
    GameRecord game;
    std::string digest;   // state_digest after all actions; empty when unknown
    std::optional<Expectation> expect;
    std::optional<BranchInfo> branched_from;
    // The players chose the bare table: the game window hides its learning aids (legal squares,
    // hints, remaining tiles, what fits where, ownership, projections). Not part of the game: the
    // digest and the replay ignore it. Written only when on; older saves read as off.
    bool purist = false;
};

Result<SaveFile> parse_save(const std::string& text, const std::string& source);
// An expansion id as spelled today: the early "inns_cathedrals" and "traders_builders" read as
// "inns-cathedrals" and "traders-builders" (saves, autosaves and remembered settings use it).
std::string current_expansion_id(std::string id);
// Reads a regular file of at most kMaxSaveBytes (read_file_limited) and parses it.
Result<SaveFile> read_save(const std::string& path);
std::string save_to_json(const SaveFile& save);
// Writes atomically (write_file_atomic in data/file_io.hpp).
Result<bool> write_save(const std::string& path, const SaveFile& save, const WriteOptions& options = {});

// The digest of a state as this save's version computes it (state_digest_for).
std::string save_digest(const SaveFile& save, const Ruleset& rules, const GameState& state);
// The version a game is saved with: a game read from a save keeps its version (one read from a
// save of version 1 or 2 is saved as 2: Setup::older_save; of version 3 as 3, of 4 as 4), a new game gets
// kSaveVersion.
int save_version_of(const Setup& setup);
// The digest to store with a game when saving it: that of the version it is saved with.
std::string digest_to_save(const Ruleset& rules, const GameState& state);
// Why the whole replay of a save does not reach the position the file's digest says ("the game
// replays to a different position than the one saved (digest …, file says …): the file was edited
// or made by an incompatible version"), or nothing (also when the file has no digest). Every
// command that reads a save whole checks it (replay, export-jcz, the window).
std::optional<std::string> digest_mismatch(const SaveFile& save, const Replay& replay);

// Checks a replay against the file: the digest, and the expect block when present.
// Returns the list of differences (empty when everything matches).
std::vector<std::string> verify_save(const SaveFile& save, const Result<Replay>& replay);

}  // namespace carc
