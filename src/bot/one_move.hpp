// One move deep: every action of the acting player, valued by the best way that player can go on
// until someone else acts or a tile is drawn (a tile's square, then its figure; the dragon's
// first step), so that a square is judged with its best follower. What a position is worth is
// either its immediate value (the engine's end-of-game count right now: the greedy baseline) or
// the bot's estimate (evaluation.hpp). The levels greedy, easy and medium choose from this.
#pragma once

#include <vector>

#include "bot/bot.hpp"
#include "bot/evaluation.hpp"

namespace carc::bot {

enum class Valuation : uint8_t {
    Immediate,  // the scores if the game ended after the move
    Estimate,   // the expected final scores of evaluation.hpp
};

class OneMove {
public:
    OneMove(const Ruleset& rules, const EvalWeights& weights);
    // Every legal action with the acting player's margin after it (Choice::expected_margin), in
    // the order of legal_actions. `state` is the acting player's view (player_view, as Bot gives
    // it); imagines what it hides with `rng`.
    const std::vector<Choice>& weigh(const GameState& state, Rng& rng, Valuation valuation);
    // The acting player's margin in the position weigh() was last given.
    double position_margin() const { return position_margin_; }
    // The same player's best continuation after `action` in the last weighed position.
    std::vector<Action> plan(const GameState& state, Rng& rng, Valuation valuation,
                             const Action& action);

private:
    double best_after(const GameState& parent, const Action& action, size_t depth,
                      Action* best_next);
    double value(GameState& leaf);

    const Ruleset& rules_;
    Evaluator evaluator_;
    Valuation valuation_ = Valuation::Immediate;
    int mover_ = 0;
    long long evaluations_ = 0;
    GameState root_;
    std::vector<GameState> states_;  // one per depth, reused
    std::vector<ActionList> lists_;  // legal actions per depth, reused (concrete: sampled values)
    ActionList open_scratch_;        // room for make_concrete
    std::vector<Choice> choices_;
    double position_margin_ = 0;
};

}  // namespace carc::bot
