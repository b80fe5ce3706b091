// One move deep (one_move.hpp).
#include "bot/one_move.hpp"

#include <limits>

#include "bot/view.hpp"

namespace carc::bot {

namespace {

// Beyond this many valued positions in one decision (a portal can reach every free feature of the
// board, after each square of the tile) the rest of a turn is valued as it stands: about a
// quarter of a second on one core, so that no level keeps a player waiting.
constexpr long long kMaxEvaluations = 6000;
// Decisions of one player in a row before a draw or another player (a dragon's steps are shared,
// a portal follows a tile): far more than any expansion needs.
constexpr size_t kMaxDepth = 12;

}  // namespace

OneMove::OneMove(const Ruleset& rules, const EvalWeights& weights)
    : rules_(rules), evaluator_(rules, weights), states_(kMaxDepth), lists_(kMaxDepth) {}

double OneMove::value(GameState& leaf) {
    ++evaluations_;
    // The leaf is this decision's own scratch copy: count it in place.
    if (valuation_ == Valuation::Estimate)
        return margin_of(evaluator_.expected_scores_consuming(leaf), mover_);
    count_final_scores(rules_, leaf);
    std::vector<double> scores(leaf.players.size());
    for (size_t p = 0; p < scores.size(); ++p) scores[p] = leaf.players[p].score;
    return margin_of(scores, mover_);
}

double OneMove::best_after(const GameState& parent, const Action& action, size_t depth,
                           Action* best_next) {
    GameState& s = states_[depth];
    s = parent;
    apply_in_place(rules_, s, action, nullptr);
    const bool goes_on = !s.over() && s.acting_player == mover_ && !new_tile_drawn(parent, s) &&
                         evaluations_ < kMaxEvaluations && depth + 1 < kMaxDepth;
    if (!goes_on) return value(s);
    legal_actions(rules_, s, lists_[depth]);
    make_concrete(rules_, s, lists_[depth], open_scratch_, Expand::Sample);
    double best = -std::numeric_limits<double>::infinity();
    // lists_[depth] stays untouched by deeper calls (they use depth + 1).
    for (size_t i = 0; i < lists_[depth].size(); ++i) {
        const Action next = lists_[depth][i];
        const double v = best_after(states_[depth], next, depth + 1, nullptr);
        if (v > best) {
            best = v;
            if (best_next) *best_next = next;
        }
    }
    return best;
}

const std::vector<Choice>& OneMove::weigh(const GameState& state, Rng& rng, Valuation valuation) {
    valuation_ = valuation;
    mover_ = state.acting_player;
    evaluations_ = 0;
    root_ = state;
    imagine_hidden_draws(rules_, root_, rng);
    choices_.clear();
    ActionList legal = legal_actions(rules_, root_);
    make_concrete(rules_, root_, legal, open_scratch_, Expand::Sample);
    for (const Action& a : legal) choices_.push_back({a, best_after(root_, a, 0, nullptr), 0});
    GameState here = root_;
    position_margin_ = value(here);
    return choices_;
}

std::vector<Action> OneMove::plan(const GameState& state, Rng& rng, Valuation valuation,
                                  const Action& action) {
    valuation_ = valuation;
    mover_ = state.acting_player;
    evaluations_ = 0;
    root_ = state;
    imagine_hidden_draws(rules_, root_, rng);
    std::vector<Action> out{action};
    GameState s = root_;
    Action current = action;
    for (;;) {
        const GameState before = s;
        apply_in_place(rules_, s, current, nullptr);
        if (s.over() || s.acting_player != mover_ || new_tile_drawn(before, s)) break;
        Action next;
        best_after(before, current, 0, &next);
        if (!next.def) break;
        out.push_back(next);
        current = next;
    }
    return out;
}

}  // namespace carc::bot
