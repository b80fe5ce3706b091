// One game being played at this table: the ruleset, every snapshot since the start with the
// events that led to it, the record of the actions (as carc::record_action writes them, ready for
// saving), and the undo boundary. The client never changes a state itself: it asks the engine
// for legal actions, applies one, and keeps the new snapshot. Undo simply steps back to an older
// snapshot, as far as the last confirmed turn. Also answers the questions the game screen asks
// about the current legal actions: which cells may take the tile, in which rotations, and which
// figures may go where. It also carries what its save file says besides the record (name, start
// date, autosave slot, the game it was branched from) and makes that save. No SDL here, so it is
// tested directly.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "carc/engine.hpp"
#include "carc/player_view.hpp"
#include "carc/record.hpp"
#include "data/save.hpp"

namespace carc::app {

struct FigureOption {
    Action action;
    int figure = -1;  // Ruleset::figures index (deploy and return)
    int local = -1;   // feature on the tile just placed (deploy) or on its own tile (return)
    Pos pos;          // tile of the feature
    FeatureKind kind = FeatureKind::Road;
    std::string role;  // "knight", "abbot", ...
    bool is_return = false;
};

// What a game's save holds besides the record, and where the game is saved.
struct SessionInfo {
    std::string name;            // shown in the Load screen; the Save dialog changes it
    std::string created;         // ISO 8601, UTC: when the game was started
    std::string autosave_path;   // this game's autosave slot; empty until the first autosave
    std::string autosave_error;  // why the last autosave failed; empty when it succeeded
    std::string source_path;     // the file the game was opened from, if any
    std::optional<BranchInfo> branched_from;
    // The bare table (the purist switch): the window hides its learning aids. Kept in the save.
    bool purist = false;
    // The file opened replays to another position than its digest names (LoadedGame::
    // replayed_differently): opening it tells the player once. Saving writes today's digest.
    bool replayed_differently = false;
};

class GameSession {
public:
    // Starts a new game. The catalogue must outlive the session (the ruleset points into it).
    GameSession(const Catalog& catalog, Ruleset rules);
    // Continues a game from known snapshots (a replayed save, a branch in review).
    GameSession(const Catalog& catalog, Ruleset rules, std::vector<Snapshot> states,
                std::vector<Events> events, GameRecord record);

    const Catalog& catalog() const { return *catalog_; }
    const Ruleset& rules() const { return *rules_; }
    // The whole game, for what its owner does with it: applying actions, saving, the review of
    // a finished game, the end screen's count (docs/architecture.md, "Player views").
    const GameState& state() const { return *states_.back(); }
    // What the window shows and lists: the view of viewing_seat() (carc/player_view.hpp), which
    // hides the order of the pile, the generator and face-down outcomes. Its legal actions are
    // the game's.
    const GameState& view() const { return view_; }
    // Whose view the window shows: the person who acts now; while a computer acts, the only
    // person at the table if there is one; else nobody's own (kSpectator: computers playing each
    // other, several people watching a computer).
    int viewing_seat() const;
    const Snapshot& snapshot(size_t i) const { return states_[i]; }
    const std::vector<Snapshot>& states() const { return states_; }
    const std::vector<Events>& events() const { return events_; }  // events_[0]: game start
    const GameRecord& record() const { return record_; }
    int actions() const { return static_cast<int>(states_.size()) - 1; }
    bool over() const { return state().phase == Phase::GameOver; }

    SessionInfo& info() { return info_; }
    const SessionInfo& info() const { return info_; }
    // The game as a save file: the info, the record and the digest of the current state.
    SaveFile to_save() const;
    // For a game continued from its save: undo may again reach back to the start of the turn of
    // the player who placed the last tile, as it could before the game was saved. (Derived from
    // the record, which does not say whether that tile was itself taken back and placed again.)
    void restore_undo_boundary();

    const ActionList& legal() const { return legal_; }
    // Applies a legal action; returns the reason when the engine refuses it.
    std::optional<std::string> act(const Action& action);

    // Undo goes back one action, never past the start of the current player's turn once that
    // player has placed a tile: placing your tile confirms the turns before it.
    bool can_undo() const;
    bool undo();
    int confirmed() const { return confirmed_; }
    // The player whose action the next undo would take back.
    int undo_player() const;
    // Who chose action `i` (0-based; the acting player before it).
    int player_of_action(int i) const { return players_[static_cast<size_t>(i)]; }

    // Hands a seat to a person (empty level) or a computer of a level ("greedy" … "hard"): the
    // ruleset's setup and the record (so the save) say so. The game itself does not change.
    void set_computer(int player, const std::string& level);

    // Tile step: the cells that take the drawn tile and the rotations that fit there.
    // Whether `a` places the drawn tile: the core's place, or a module's action that places it
    // with something more (a bridge that makes it fit), whose record names the drawn tile too.
    bool places_drawn_tile(const Action& a) const;
    std::vector<Pos> legal_cells() const;
    std::vector<int> legal_rotations(Pos p) const;
    // The same, one rotation per distinct placement: a tile that looks the same turned by a half
    // (a straight road) offers its two legal rotations as one.
    std::vector<int> distinct_rotations(Pos p) const;
    // Figure step: every choice besides passing, deploys first, in the engine's order.
    std::vector<FigureOption> figure_options() const;
    bool can_pass() const;

    // Scores after each completed turn: [point][player]; the last point is the final count.
    std::vector<std::vector<int>> score_history() const;

private:
    void refresh();

    const Catalog* catalog_;
    std::unique_ptr<Ruleset> rules_;  // stable address: snapshots and views refer to it
    std::vector<Snapshot> states_;
    std::vector<Events> events_;
    std::vector<int> players_;  // who acted, per action
    GameRecord record_;
    SessionInfo info_;
    ActionList legal_;
    GameState view_;  // player_view of the last snapshot for viewing_seat(), made by refresh()
    int confirmed_ = 0;
};

}  // namespace carc::app
