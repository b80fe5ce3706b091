// Monte Carlo tree search for the level hard. The tree holds the decisions of every
// player (a tile's square, its figure, each step of the dragon, ...) and, after each action
// that ends a turn, one branch per tile the next player may draw. Each iteration imagines the
// hidden draws anew (view.hpp), walks down the tree choosing actions by UCB1 among those legal
// in that imagined game, adds one new action at the end of the walk, finishes the turn it is in
// the way medium would (the same player's best next steps, one at a time, until a draw or
// another player), and values the position it reaches with the estimate of evaluation.hpp,
// turned into a chance of winning for every player; the chances flow back up to the actions on
// the way. The second time the walk passes a node, every action there is valued one move deep
// (its prior); the node then offers its actions best prior first, more of them as it is visited
// more (progressive widening). At the root and in the next player's reply the prior is medium's
// own value (the estimate after the action and the same player's best follow-up, so a square is
// judged with its figure), and a root action starts from it as if visited several times: the
// search refines medium's ranking by looking at the draws and the replies that follow, rather
// than replacing it with the noise of a few hundred imagined games. Memory: one node pool reused
// across decisions, sized for the budget.
#pragma once

#include <atomic>
#include <chrono>
#include <vector>

#include "bot/bot.hpp"
#include "bot/evaluation.hpp"

namespace carc::bot {

struct SearchSettings {
    // UCB1's constant, in points of lead: turned into chances of winning at the root's scale, so
    // that the search explores among moves a few points apart, not among all of them.
    double exploration_points = 2.0;
    double root_prior_visits = 8.0;  // a root action's prior counts as this many visits
    // Nodes up to this many draws below the root value their actions with the same player's best
    // follow-up (a square with its figure, as medium does); deeper ones as the action leaves
    // the position (cheaper: most of the tree lies there).
    int whole_turn_prior_draws = 1;
    double widening = 2.0;        // a node may offer widening * visits^power of its actions,
    double widening_power = 0.5;  //   best prior first
    double root_widening = 4.0;   // the same at the root
    double chance_scale = 6.0;    // points of lead that make a win about 73 % likely at the end,
    double chance_scale_per_tile = 0.6;  // plus this much per unseen tile (more tiles, more doubt)
    size_t max_nodes = 4'000'000;        // the tree stops growing here (about 200 MB)
    // Common random draws: the k-th visit of every root action imagines the same hidden draws,
    // so that the root's actions are compared on the same luck, not each on its own.
    bool common_root_draws = true;
};

struct SearchLimits {
    long long iterations = 1000;
    std::chrono::steady_clock::time_point deadline = std::chrono::steady_clock::time_point::max();
    const std::atomic<bool>* cancel = nullptr;
    const Action* examine =
        nullptr;  // a root action to give at least a fair share of the iterations
};

class Search {
public:
    Search(const Ruleset& rules, const EvalWeights& weights, const SearchSettings& settings = {});

    // Searches from `root` (the acting player's decision, in that player's view: player_view, as
    // Bot gives it) with a generator seeded from `seed`, which imagines what the view hides.
    void run(const GameState& root, uint64_t seed, const SearchLimits& limits);

    // After run(): every root action tried, with its visits and mean margin (Choice), most
    // visited first; the root position's estimated margin; the principal plan of the root player.
    std::vector<Choice> root_choices() const;
    double root_margin() const { return root_margin_; }
    std::vector<Action> plan() const;
    long long iterations() const { return iterations_; }
    // The deadline or the cancel flag ended it, or the clock cut the root's follow-ups.
    bool stopped_early() const { return stopped_early_ || root_follow_ups_cut_; }
    size_t nodes() const { return nodes_.size(); }

private:
    struct Node {
        Action action;             // edge: the action taken
        int32_t first_child = -1;  // decision: its edges; edge: its outcomes
        int32_t next_sibling = -1;
        uint32_t key = 0;  // outcome: the tile drawn after the edge's action (+1), 0 none
        uint32_t visits = 0;
        float reward_sum = 0;      // edge: the mover's chances of winning, summed
        float margin_sum = 0;      // edge: the mover's margins, summed
        int32_t priors = -1;       // decision: its first entry in priors_ (sorted best first)
        int16_t prior_count = 0;   // decision: how many
        int16_t legal_index = -1;  // edge: where its action stood in the decision's legal list
        int16_t edge_count = 0;    // decision: edges made so far
        int8_t mover = -1;         // edge: who chose it
    };
    struct Prior {
        int16_t legal_index = -1;  // the action, in the decision's legal list
        float reward = 0;          // the mover's chance of winning after it, one step deep
        float margin = 0;
    };

    void iterate(const SearchLimits& limits);
    int select_edge(int node, const ActionList& legal, bool root, const SearchLimits& limits);
    int add_edge(int node, const ActionList& legal, const Prior& prior, int mover);
    uint32_t root_prior_weight() const;  // the visits a root action's prior counts as
    int outcome_child(int edge, uint32_t key, bool& created);
    // whole_turn: each action valued after the same player's best follow-up (else as it stands).
    void compute_priors(int node, const ActionList& legal, bool whole_turn);
    // `known`: the leaf's estimate when already computed.
    // The leaf is scratch: the estimate runs the end-of-game count on it in place.
    void leaf_rewards(GameState& leaf, const std::vector<double>* known = nullptr);
    // Plays the acting player's best next steps, one at a time by the estimate, while they go on
    // without a draw; true when it played any and left the estimate of the end in
    // finished_values_.
    bool finish_turn(GameState& state);
    // `over`, `unseen`: whether the valued position ends the game, and its tiles still unseen.
    double reward_of(bool over, double unseen, double margin) const;
    static double unseen_tiles(const GameState& state);
    // Whether the search must stop now (the deadline passed or cancelled); once true, it stays
    // true for this run and marks it stopped_early.
    bool out_of_time();
    // Whether the root's priors must do without follow-ups from now on (past half the time).
    bool root_follow_ups_late();
    int find_edge(int node, const Action& action) const;

    const Ruleset& rules_;
    SearchSettings settings_;
    Evaluator evaluator_;
    Rng rng_;
    uint64_t common_draws_seed_ = 0;  // the root's k-th draws come from this and k
    GameState root_;
    GameState state_;
    int root_player_ = 0;
    std::vector<Node> nodes_;
    std::vector<int> path_;          // edges of this iteration, from the root
    std::vector<int> decisions_;     // decision nodes of this iteration
    std::vector<ActionList> legal_;  // per depth, reused (concrete: sampled values)
    ActionList open_scratch_;        // room for make_concrete
    std::vector<Prior> priors_;
    GameState child_;                      // scratch for priors
    GameState step_;                       // scratch for finish_turn
    ActionList steps_;                     // finish_turn's legal actions (concrete)
    std::vector<double> finished_values_;  // finish_turn's estimate of where it ended
    long long follow_up_evaluations_ = 0;  // finish_turn's evaluations for this node's priors
    double exploration_ = 0;               // UCB1's constant in chances of winning, for this search
    std::vector<double> rewards_, margins_;
    long long iterations_ = 0;
    bool stopped_early_ = false;
    const SearchLimits* limits_ = nullptr;                         // run()'s limits while it runs
    std::chrono::steady_clock::time_point root_follow_ups_until_;  // see root_follow_ups_late
    bool root_follow_ups_cut_ = false;
    double root_margin_ = 0;
};

}  // namespace carc::bot
