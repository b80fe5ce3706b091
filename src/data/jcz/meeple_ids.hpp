// JCloisterZone's meeple ids ("<player>.<kind>.<n>", JCZ's MeepleIdProvider names them after the
// figure's class and gives the lowest number not in use) for the figures of one game, which the
// .jcz exporter hands out and the importer reads: the figures on the board by feature, and the
// figures waiting in an off-board place (Ruleset::places) in the order they entered it. A figure
// keeps its id while it waits in a place and when it leaves it for the board, so every module
// whose figures leave the board or wait off it (a prison, a quarter) keeps its books here through
// its codec (codec.hpp), and neither the importer nor the exporter knows which places there are.
// Internal to src/data/jcz and the codecs.
#pragma once

#include <functional>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>
#include <vector>

#include "carc/action.hpp"
#include "carc/result.hpp"

namespace carc {

struct GameState;
struct Ruleset;

class JczMeepleIds {
public:
    // How the ids of a file name our figures ("0.small.1" -> player 0 and figure "follower"): the
    // importer's reading, with its errors; without one (the exporter) parse() refuses.
    using Parser = std::function<Result<std::pair<int, std::string>>(std::string_view)>;
    explicit JczMeepleIds(Parser parser = {}) : parser_(std::move(parser)) {}

    Result<std::pair<int, std::string>> parse(std::string_view meeple_id) const;

    // --- On the board (the exporter's numbering).
    // A new id for `player`'s figure of JCZ kind `kind` deployed on feature `local` at pos.
    std::string deploy(int player, std::string_view kind, Pos pos, int local);
    // The id of the figure on feature `local` at pos, or "".
    std::string id_at(Pos pos, int local) const;
    // The figure there went home: its number is free again.
    void returned(Pos pos, int local);

    // --- In off-board places, in the order entered.
    // A new id for `player`'s figure of kind `kind` entering `place` from the supply (exporter).
    std::string enter_place(int player, std::string_view kind, int place);
    // The file's id entering `place` (importer).
    void enter_place(const std::string& meeple_id, int place);
    // The figure on feature `local` at pos moves into `place` with its id (its number stays taken);
    // returns the id, or "" when no id stands there.
    std::string board_to_place(Pos pos, int local, int place);
    // The last of `player`'s figures of `kind` that entered `place` leaves it for the feature at pos
    // (exporter); returns its id, or "" when none waits there.
    std::string leave_place(int player, std::string_view kind, int place, Pos pos, int local);
    // The figure with this id leaves its place (importer).
    void leave_place(std::string_view meeple_id);
    // The place the figure with this id waits in, or none.
    std::optional<int> place_of(std::string_view meeple_id) const;
    // The first id of `owner`'s `figure` (our figure id) that entered `place`, or "".
    std::string first_in_place(int place, int owner, std::string_view figure) const;
    // After an action: drops from each of `places` the first ids of each owner and figure beyond
    // what the game state holds there (InPlace figures), frees their numbers and returns them (also
    // kept as last_released()): those figures are back in their owners' supplies.
    std::vector<std::string> reconcile(const Ruleset& rules, const GameState& state, const std::vector<int>& places);
    const std::vector<std::string>& last_released() const { return released_; }

private:
    struct Meeple {
        int player;
        std::string kind;
        int n;
        std::string id;
    };
    struct Waiting {
        std::string id;
        int place;
        int owner;           // -1 when the id names no player
        std::string kind;    // the id's kind ("small")
        std::string figure;  // our figure id, "" when the kind is none of ours
    };
    static std::tuple<int, int, int> key(Pos p, int local) { return {p.x, p.y, local}; }
    std::pair<int, std::string> next_id(int player, std::string_view kind);  // its number and id
    void free_number(std::string_view meeple_id);

    Parser parser_;
    std::map<std::pair<int, std::string>, std::set<int>> used_;
    // A multimap: figures moved out of a place land together on one feature.
    std::multimap<std::tuple<int, int, int>, Meeple> on_board_;
    std::vector<Waiting> waiting_;  // in the order entered
    std::vector<std::string> released_;
};

}  // namespace carc
