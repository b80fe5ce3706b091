// The client's saved games in the user's data folder: named saves in saves/, one autosave slot per
// game in autosave/, JCloisterZone exports in exports/ (docs/save-format.md, docs/ui.md). A game is
// written to its slot after every accepted action (and after a take-back, with the shortened
// record), atomically, so a killed process loses at most the action in progress. Continue is the
// most recently written autosave of an unfinished game, which is the last game played: opening a
// file writes nothing until an action is played. Finished games keep their slot and stay
// reviewable; the player may rename or delete listed games. Opening a file replays it and returns a
// session ready to play on or review; a file that cannot be read is refused with a sentence naming
// it, and the program never writes over a file it could not read.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "data/save_index.hpp"

namespace carc::app {

class GameSession;

// Current time as ISO 8601 UTC ("2026-01-05T15:30:00Z").
std::string iso_now();
// A modification time (ns since 1970) as the Load screen shows it, in local time
// ("5 Jan 2026, 15:30").
std::string local_date(int64_t ns);
// A name made safe as a file name: no separators or control characters, trimmed, at most 80
// bytes; "game" when nothing is left.
std::string file_name_for(const std::string& name);
// A default name for a new game: its players and the start time ("Anna, Bernd · 5 Jan 15:30").
std::string default_game_name(const std::vector<PlayerSetup>& players);

class SavedGames {
public:
    // `root` is the user's data folder; empty when there is none (saving then fails with why).
    explicit SavedGames(std::string root);

    bool available() const { return !root_.empty(); }
    std::string saves_dir() const;
    std::string autosave_dir() const;
    std::string exports_dir() const;
    bool is_autosave(const std::string& path) const;

    // Every save and autosave, newest first (damaged ones with their error).
    std::vector<SaveSummary> list(const Catalog& catalog);
    // The most recently written autosave of an unfinished game.
    std::optional<SaveSummary> latest_unfinished(const Catalog& catalog);

    // Writes the session to its autosave slot; a new game gets a fresh slot on its first write.
    // Records the outcome in the session's info (autosave_error).
    Result<bool> autosave(GameSession& session);
    // Milliseconds each autosave took (serialising, writing, flushing, renaming), oldest first.
    const std::vector<double>& autosave_times() const { return autosave_ms_; }

    // Where a save of that name goes.
    std::string save_path(const std::string& name) const;
    // Writes a named save; the caller has asked before replacing an existing readable save.
    Result<std::string> save_as(GameSession& session, const std::string& name);

    // Reads and replays a game file (ours or .jcz). An autosave keeps writing to its own slot;
    // any other file starts a new slot on the first autosave, so the file opened stays as it is.
    // A game another version's rules played differently opens under today's rules with
    // SessionInfo::replayed_differently set; opening writes nothing either way.
    Result<std::shared_ptr<GameSession>> open(const Catalog& catalog, const std::string& path);

    // Gives a listed game another name. A named save moves to the file of its new name (refused
    // when another file has that name); an autosave keeps its file. The file's time is kept, so
    // renaming neither reorders the list nor makes the game the one Continue resumes. Returns the
    // game's path afterwards. The game is replayed first: the file is written with the digest of
    // the version it is written as (a save of version 1 as one of version 2).
    Result<std::string> rename(const Catalog& catalog, const std::string& path,
                               const std::string& name);
    // Deletes a listed file (the player confirmed). Only files in saves/ and autosave/.
    Result<bool> remove(const std::string& path);

    // A readable save (or .jcz) at `path`: the only kind of file the client will replace.
    static bool readable_game_file(const Catalog& catalog, const std::string& path);

private:
    // The n-th candidate name of a new autosave slot: "game-<date>-<time>[-n].carc.json".
    std::string autosave_name(int n) const;
    bool listed(const std::string& path) const;
    void remove_stale_temporaries() const;

    std::string root_;
    SaveIndex index_;
    std::vector<double> autosave_ms_;
};

}  // namespace carc::app
