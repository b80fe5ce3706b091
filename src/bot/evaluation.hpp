// The bots' estimate of a position: each player's expected final score, in points. It starts from
// the engine's own end-of-game count of the position (projected_scores on a copy), then adds
// what the board promises beyond it: for every unfinished road, city or cloister that holds a
// player's follower, the chance that it is completed before the end, estimated from the unseen
// tiles that could close each of its open squares (TileType::fits on the square's constraint),
// times what completing it adds (score_if_completed); for fields, the cities they border that
// may still be completed. Followers are worth points while turns remain to use them: those in
// the supply, and those on features likely to come back, less and less as the pile runs out; a
// follower stuck on a feature nothing can close is worth nothing. The estimate reads only what
// every player sees: the board, the figures, the scores and the multiset of unseen tiles, never
// the order of the pile. Nothing here names an expansion or a figure: figures count by their
// FigureDef (follower or not), features by their kind's shape.
#pragma once

#include <utility>
#include <vector>

#include "carc/engine.hpp"

namespace carc::bot {

// The tunable numbers of the estimate (docs/bots.md says how they were chosen).
struct EvalWeights {
    double follower_value = 3.0;     // a follower in the supply while many turns remain, in points
    double follower_horizon = 10.0;  // own turns left below which a follower loses value linearly
    double returning_share =
        0.6;  // a follower likely to come back, as a share of one in the supply
    double farm_city_points = 3.0;  // what a completed city adds to a field that borders none yet
    double rival_fill_share =
        0.35;  // how much a rival's turn helps fill a cloister's square, vs. one's own
};

class Evaluator {
public:
    explicit Evaluator(const Ruleset& rules, EvalWeights weights = {});

    // Each player's expected final score (indexed by player). The reference stays valid until the
    // next call. A finished game gives its final scores.
    const std::vector<double>& expected_scores(const GameState& state);
    // The same numbers, from a scratch state the caller no longer needs: the end-of-game count is
    // run on it in place instead of on a copy (the copy was most of an evaluation's cost on a big
    // board). Afterwards `scratch` holds the projected end, not the position.
    const std::vector<double>& expected_scores_consuming(GameState& scratch);

    // The chance that the feature with root `root` is completed before the game ends (roads,
    // cities, cloisters; 0 for fields, which never complete; 1 when complete already), from the
    // tiles still unseen in `state`.
    double completion_chance(const GameState& state, int root);

    // How many unseen tiles could close the open square `square` of feature `root`: tiles that fit
    // there in some rotation and end the feature at that square (for a cloister: any tile that
    // fits).
    int closing_tiles(const GameState& state, int root, Pos square);

    const EvalWeights& weights() const { return weights_; }

private:
    struct OpenSquare {
        Pos pos;
        SideMask facing = 0;  // sides of the square where the feature waits (roads, cities)
    };
    void count_unseen(const GameState& state);
    void open_squares(const GameState& state, int root, std::vector<OpenSquare>& out) const;
    int closing_count(const GameState& state, const OpenSquare& square, bool any_fit) const;
    double chance_from_squares(const GameState& state, int root,
                               const std::vector<OpenSquare>& squares, double* filled_share);
    int own_turns_left(const GameState& state) const;
    // Parts 2 and 3 of the estimate (followers, what occupied features promise), recorded as
    // additions in the order they are made, so that they can be added to the end-of-game count
    // afterwards in the same order (the same sums to the last bit as adding them directly).
    // What a feature gives now (score_preview) is mostly what the end-of-game count gives it: such
    // an addition waits for the count (count_final_scores lists its awards) instead of evaluating
    // the feature once more.
    void add_promises(const GameState& state);
    void add(int player, double points) { additions_.push_back({player, points, -1}); }
    // What completing `root` adds to `player`'s `if_completed` points, times `share`, once the
    // count says what it gives now.
    void add_completion(int player, int root, int if_completed, double share);
    // The field `root`: `more_cities` completed cities more, at what one adds to it now.
    void add_field(int root, double more_cities, int completed_cities);
    // The end-of-game count in place, then the additions that waited for it.
    void project_and_settle(GameState& scratch);
    // Whether the end-of-game count scores features of this kind (all but the river and the
    // kinds that never complete), so that it can say what one gives now.
    bool counted_at_end(FeatureKind kind) const {
        return kind != FeatureKind::River &&
               !rules_.kind_never_completes[static_cast<size_t>(kind)];
    }
    const std::vector<double>& sum_up(const GameState& projected);

    const Ruleset& rules_;
    EvalWeights weights_;
    GameState projection_;     // reused copy for the end-of-game count
    std::vector<int> unseen_;  // per tile type: copies not yet on the board or discarded
    std::vector<TileTypeId> unseen_types_;  // types with unseen copies, to loop over
    int unseen_total_ = 0;
    // closing_count's answers for the unseen tiles as they were last counted, by
    // (constraint code, facing sides, any fit): the siblings of a search or a one-move weighing
    // share their unseen tiles and ask about the same squares again and again. An entry is valid
    // when its stamp is the current generation; a new multiset of unseen tiles starts a new one.
    std::vector<int> counted_unseen_;  // unseen_ when the cache was filled
    mutable std::vector<uint32_t> closing_stamp_;
    mutable std::vector<int> closing_cache_;
    uint32_t closing_generation_ = 1;
    std::vector<double> values_;
    struct Addition {
        int player;  // -1 for a field's (its players are known after the count)
        double points;
        int waiting;  // -1: points are final; else its entry in waiting_
    };
    struct Waiting {
        int root;
        double factor;  // a completion's share, a field's expected cities more
        int count;      // a completion's points once completed, a field's completed cities
    };
    std::vector<Addition> additions_;  // add_promises' additions, in order
    std::vector<Waiting> waiting_;
    std::vector<CountedAward> counted_;              // the count's awards per feature
    std::vector<Addition> settled_;                  // scratch of project_and_settle
    std::vector<int> roots_;                         // features with followers, scratch
    std::vector<OpenSquare> squares_;                // scratch
    std::vector<int> cities_;                        // scratch
};

}  // namespace carc::bot
