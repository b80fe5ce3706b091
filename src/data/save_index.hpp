// Opening saved games the way every front end should, and listing a folder of them. A game file
// is our save (*.carc.json) or a JCloisterZone game (*.jcz, imported); opening it replays every
// action and checks the final state against the saved digest. A damaged, truncated, unknown-version
// or not-a-save file, or one with an illegal action, is refused with one sentence that names the
// file and the problem (an illegal action with its 1-based index). A file whose every action is
// legal but whose last position is not the one its digest names (a version whose rules played it
// differently saved it: a rule fix since) opens as today's rules play it, marked so that the
// window can tell the player (docs/save-format.md, "When the digest differs"); the command line's
// checkers stay strict. Nothing here ever writes. The listing gives
// what a Load screen shows per file (name, date, players, expansions, turn, scores, finished or
// not) newest first, and keeps its results per file until the file changes, so listing again is
// cheap.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "carc/catalog.hpp"
#include "carc/record.hpp"
#include "carc/result.hpp"
#include "data/save.hpp"

namespace carc {

struct LoadedGame {
    SaveFile save;      // as read (a .jcz: as imported, name from the file when it has none)
    Replay replay;      // every snapshot and the events of every action
    bool imported = false;  // came from a .jcz
    // Every action replayed legally but the last position is not the one the file's digest names:
    // another version, whose rules played the game differently, saved it (or the digest was
    // edited). The game stands as today's rules play it; this holds digest_mismatch's sentence
    // (for logs and tests), and is empty when the digest matches or the file has none.
    std::string replayed_differently;
};

// True for a path ending in ".jcz" (any case).
bool is_jcz_path(const std::string& path);
// Reads, imports when it is a .jcz, replays and checks the digest (a differing digest is not an
// error: LoadedGame::replayed_differently). Errors start with the path.
// `modules` as for load_ruleset (tests play their own modules).
Result<LoadedGame> load_game_file(const Catalog& catalog, const std::string& path, ModuleLookup modules = nullptr);

struct SaveSummary {
    std::string path;
    std::string name;     // the save's name, else the file name without its extension
    std::string created;  // ISO 8601 as written in the file (may be empty)
    int64_t modified_ns = 0;  // the file's modification time, nanoseconds since 1970
    std::vector<PlayerSetup> players;
    std::vector<std::string> expansions;
    std::vector<int> scores;  // after the last action, in seat order
    int actions = 0;
    int turn = 0;
    bool over = false;
    bool replayed_differently = false;  // LoadedGame::replayed_differently: opens, with a notice
    std::optional<BranchInfo> branched_from;
    std::string error;  // why the file was refused (starts with its path); empty when it opens
    bool ok() const { return error.empty(); }
};

// The summary of one file (never fails: a refused file has `error` set).
SaveSummary summarize_game_file(const Catalog& catalog, const std::string& path);

// Summaries of the *.carc.json files in folders (not hidden ones, not temporary files), newest
// modification first. Files are replayed once and remembered until their size or time changes.
class SaveIndex {
public:
    std::vector<SaveSummary> list(const Catalog& catalog, const std::vector<std::string>& dirs);
    // The summary of one file, from the cache when the file has not changed.
    SaveSummary summary(const Catalog& catalog, const std::string& path);
    void forget(const std::string& path) { cache_.erase(path); }

private:
    struct Entry {
        int64_t modified_ns = 0;
        uintmax_t size = 0;
        SaveSummary summary;
    };
    std::map<std::string, Entry> cache_;
};

// Modification time (ns since 1970) and size of a file; nullopt when it cannot be read.
std::optional<std::pair<int64_t, uintmax_t>> file_stamp(const std::string& path);

}  // namespace carc
