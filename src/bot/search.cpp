// Monte Carlo tree search (search.hpp).
#include "bot/search.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include "bot/view.hpp"

namespace carc::bot {

namespace {

// Decisions of one player in a row before a draw or another player that finish_turn plays: far
// more than any expansion needs (a tile, its figure, a portal's figure, ...).
constexpr int kMaxTurnSteps = 8;
// Evaluations a node's whole-turn priors may spend on follow-ups; beyond them the rest of its
// actions are valued as they stand. The root gets what medium spends on a decision; a reply less,
// since a search meets many: in a base game neither is reached (about 300), in a big board of
// every expansion they keep one node from costing seconds.
constexpr long long kRootFollowUpEvaluations = 6000;
constexpr long long kReplyFollowUpEvaluations = 1000;

}  // namespace

Search::Search(const Ruleset& rules, const EvalWeights& weights, const SearchSettings& settings)
    : rules_(rules), settings_(settings), evaluator_(rules, weights) {}

int Search::find_edge(int node, const Action& action) const {
    for (int e = nodes_[static_cast<size_t>(node)].first_child; e >= 0;
         e = nodes_[static_cast<size_t>(e)].next_sibling)
        if (nodes_[static_cast<size_t>(e)].action == action) return e;
    return -1;
}

uint32_t Search::root_prior_weight() const {
    return static_cast<uint32_t>(std::max(1.0, settings_.root_prior_visits));
}

int Search::add_edge(int node, const ActionList& legal, const Prior& prior, int mover) {
    Node edge;
    edge.action = legal[static_cast<size_t>(prior.legal_index)];
    edge.legal_index = prior.legal_index;
    edge.mover = static_cast<int8_t>(mover);
    // It starts from its prior, as if visited a few times.
    const uint32_t weight = node == 0 ? root_prior_weight() : 1u;
    edge.visits = weight;
    edge.reward_sum = prior.reward * static_cast<float>(weight);
    edge.margin_sum = prior.margin * static_cast<float>(weight);
    edge.next_sibling = nodes_[static_cast<size_t>(node)].first_child;
    nodes_.push_back(edge);
    const int id = static_cast<int>(nodes_.size()) - 1;
    nodes_[static_cast<size_t>(node)].first_child = id;
    ++nodes_[static_cast<size_t>(node)].edge_count;
    return id;
}

int Search::outcome_child(int edge, uint32_t key, bool& created) {
    created = false;
    for (int c = nodes_[static_cast<size_t>(edge)].first_child; c >= 0;
         c = nodes_[static_cast<size_t>(c)].next_sibling)
        if (nodes_[static_cast<size_t>(c)].key == key) return c;
    Node outcome;
    outcome.key = key;
    outcome.next_sibling = nodes_[static_cast<size_t>(edge)].first_child;
    nodes_.push_back(outcome);
    const int id = static_cast<int>(nodes_.size()) - 1;
    nodes_[static_cast<size_t>(edge)].first_child = id;
    created = true;
    return id;
}

void Search::compute_priors(int node, const ActionList& legal, bool whole_turn) {
    const int mover = state_.acting_player;
    const size_t first = priors_.size();
    const long long follow_up_budget =
        node == 0 ? kRootFollowUpEvaluations : kReplyFollowUpEvaluations;
    follow_up_evaluations_ = 0;
    float lowest_margin = std::numeric_limits<float>::max();
    for (size_t i = 0; i < legal.size(); ++i) {
        if (i > 0 && out_of_time()) {
            // The deadline holds even inside a node's priors (a root of hundreds of squares on a
            // big board costs seconds): the actions not valued yet come last, below every valued
            // one, and the search ends after this iteration (stopped_early).
            for (size_t rest = i; rest < legal.size(); ++rest)
                priors_.push_back({static_cast<int16_t>(rest), 0.0f, lowest_margin});
            break;
        }
        child_ = state_;
        apply_in_place(rules_, child_, legal[i], nullptr);
        const bool finished = whole_turn && follow_up_evaluations_ < follow_up_budget &&
                              !(node == 0 && root_follow_ups_late()) && !child_.over() &&
                              child_.acting_player == mover && !new_tile_drawn(state_, child_) &&
                              finish_turn(child_);
        const bool over = child_.over();
        const double unseen = unseen_tiles(child_);
        // child_ is scratch: valued in place.
        const double margin = margin_of(
            finished ? finished_values_ : evaluator_.expected_scores_consuming(child_), mover);
        priors_.push_back({static_cast<int16_t>(i),
                           static_cast<float>(reward_of(over, unseen, margin)),
                           static_cast<float>(margin)});
        lowest_margin = std::min(lowest_margin, static_cast<float>(margin));
    }
    std::stable_sort(priors_.begin() + static_cast<long>(first), priors_.end(),
                     [](const Prior& a, const Prior& b) { return a.reward > b.reward; });
    Node& d = nodes_[static_cast<size_t>(node)];
    d.priors = static_cast<int32_t>(first);
    d.prior_count = static_cast<int16_t>(legal.size());
}

int Search::select_edge(int node, const ActionList& legal, bool root, const SearchLimits& limits) {
    const Node& d = nodes_[static_cast<size_t>(node)];
    if (root && limits.examine) {
        // The action under examination gets at least an average share of the root's visits.
        const int e = find_edge(node, *limits.examine);
        if (e >= 0 && static_cast<long long>(nodes_[static_cast<size_t>(e)].visits) *
                              std::max<int>(1, d.edge_count) <
                          iterations_)
            return e;
    }
    const double log_n = std::log(static_cast<double>(std::max<uint32_t>(2, d.visits)));
    double best = -std::numeric_limits<double>::infinity();
    int chosen = -1;
    for (int e = d.first_child; e >= 0; e = nodes_[static_cast<size_t>(e)].next_sibling) {
        const Node& edge = nodes_[static_cast<size_t>(e)];
        const size_t i = static_cast<size_t>(edge.legal_index);
        // In another imagined game the list may differ (a tile discarded on the way): an action
        // that is not legal here is not available in this iteration.
        if (i >= legal.size() || !(legal[i] == edge.action)) {
            if (std::find(legal.begin(), legal.end(), edge.action) == legal.end()) continue;
        }
        const double mean = edge.reward_sum / edge.visits;
        const double ucb = mean + exploration_ * std::sqrt(log_n / edge.visits);
        if (ucb > best) {
            best = ucb;
            chosen = e;
        }
    }
    return chosen;
}

double Search::unseen_tiles(const GameState& state) {
    return state.pile.remaining() + static_cast<double>(state.pile.set_aside.size());
}

double Search::reward_of(bool over, double unseen, double margin) const {
    if (over) return margin > 0 ? 1.0 : margin == 0 ? 0.5 : 0.0;
    const double scale = settings_.chance_scale + settings_.chance_scale_per_tile * unseen;
    return 1.0 / (1.0 + std::exp(-margin / scale));
}

bool Search::finish_turn(GameState& state) {
    const int mover = state.acting_player;
    const int turn = state.turn, part = state.part;
    bool valued = false;
    for (int step = 0; step < kMaxTurnSteps; ++step) {
        if (state.over() || state.acting_player != mover || state.turn != turn ||
            state.part != part)
            break;
        legal_actions(rules_, state, steps_);
        make_concrete(rules_, state, steps_, open_scratch_, Expand::Sample);
        double best = -std::numeric_limits<double>::infinity();
        size_t pick = 0;
        for (size_t i = 0; i < steps_.size(); ++i) {
            // Past the deadline the turn is left unfinished: the caller values it as it stands.
            if (out_of_time()) return false;
            step_ = state;
            apply_in_place(rules_, step_, steps_[i], nullptr);
            const std::vector<double>& values = evaluator_.expected_scores_consuming(step_);
            ++follow_up_evaluations_;
            const double margin = margin_of(values, mover);
            if (margin > best) {
                best = margin;
                pick = i;
                finished_values_ = values;
            }
        }
        apply_in_place(rules_, state, steps_[pick], nullptr);
        valued = true;
    }
    // The last step's value is the finished position's, unless the turn went on past the cap.
    return valued && (state.over() || state.acting_player != mover || state.turn != turn ||
                      state.part != part);
}

void Search::leaf_rewards(GameState& leaf, const std::vector<double>* known) {
    const size_t players = leaf.players.size();
    rewards_.assign(players, 0.0);
    margins_.assign(players, 0.0);
    const bool over = leaf.over();
    const double unseen = unseen_tiles(leaf);
    const std::vector<double>& values = known ? *known : evaluator_.expected_scores_consuming(leaf);
    for (size_t p = 0; p < players; ++p) {
        margins_[p] = margin_of(values, static_cast<int>(p));
        rewards_[p] = reward_of(over, unseen, margins_[p]);
    }
}

void Search::iterate(const SearchLimits& limits) {
    state_ = root_;
    state_.rng.state = rng_.next();  // this iteration's imagined order of the hidden draws
    path_.clear();
    decisions_.clear();
    int node = 0;
    int last_mover = -1, last_turn = -1, last_part = -1;
    int draws = 0;  // turns begun below the root on this walk
    for (size_t depth = 0; !state_.over(); ++depth) {
        // A position reached for the first time is valued as it is; the next visit looks further.
        decisions_.push_back(node);
        if (nodes_[static_cast<size_t>(node)].visits == 0 && node != 0) break;
        if (legal_.size() <= depth) legal_.resize(depth + 1);
        ActionList& legal = legal_[depth];
        legal_actions(rules_, state_, legal);
        make_concrete(rules_, state_, legal, open_scratch_, Expand::Sample);
        if (nodes_[static_cast<size_t>(node)].priors < 0)
            compute_priors(node, legal, draws <= settings_.whole_turn_prior_draws);
        const Node& d = nodes_[static_cast<size_t>(node)];
        const double widening = node == 0 ? settings_.root_widening : settings_.widening;
        const size_t width = std::min<size_t>(
            static_cast<size_t>(d.prior_count),
            static_cast<size_t>(1.0 + widening * std::pow(static_cast<double>(d.visits),
                                                          settings_.widening_power)));
        const bool room = nodes_.size() + 4 < nodes_.capacity();
        if (room && static_cast<size_t>(d.edge_count) < width)
            add_edge(node, legal, priors_[static_cast<size_t>(d.priors + d.edge_count)],
                     state_.acting_player);
        if (node == 0 && limits.examine && room && find_edge(0, *limits.examine) < 0) {
            const auto it = std::find(legal.begin(), legal.end(), *limits.examine);
            for (int p = d.priors; it != legal.end() && p < d.priors + d.prior_count; ++p)
                if (priors_[static_cast<size_t>(p)].legal_index == it - legal.begin())
                    add_edge(0, legal, priors_[static_cast<size_t>(p)], state_.acting_player);
        }
        const int edge = select_edge(node, legal, node == 0, limits);
        if (edge < 0) break;  // nothing tried is legal in this imagined game: value it as it is
        if (node == 0 && settings_.common_root_draws) {
            // This action's k-th visit imagines the draws every root action's k-th visit does.
            const uint32_t k = nodes_[static_cast<size_t>(edge)].visits - root_prior_weight();
            Rng draws{common_draws_seed_ + 0xD1B54A32D192ED03ull * k};
            state_.rng.state = draws.next();
        }
        const int turn = state_.turn, part = state_.part;
        last_mover = state_.acting_player;
        last_turn = turn;
        last_part = part;
        apply_in_place(rules_, state_, nodes_[static_cast<size_t>(edge)].action, nullptr);
        path_.push_back(edge);
        if (!room) break;
        const bool drawn = state_.turn != turn || state_.part != part;
        draws += drawn;
        bool created = false;
        node = outcome_child(edge, drawn && !state_.over() ? state_.drawn + 1u : 0u, created);
    }
    // A leaf in the middle of a turn is valued as its player would finish the turn.
    const bool finished = !state_.over() && state_.acting_player == last_mover &&
                          state_.turn == last_turn && state_.part == last_part &&
                          finish_turn(state_);
    leaf_rewards(state_, finished ? &finished_values_ : nullptr);
    for (int n : decisions_) ++nodes_[static_cast<size_t>(n)].visits;
    for (int e : path_) {
        Node& edge = nodes_[static_cast<size_t>(e)];
        ++edge.visits;
        edge.reward_sum += static_cast<float>(rewards_[static_cast<size_t>(edge.mover)]);
        edge.margin_sum += static_cast<float>(margins_[static_cast<size_t>(edge.mover)]);
    }
    ++iterations_;
}

void Search::run(const GameState& root, uint64_t seed, const SearchLimits& limits) {
    rng_ = Rng{seed};
    root_ = root;
    imagine_hidden_draws(rules_, root_, rng_);
    common_draws_seed_ = rng_.next();
    root_player_ = root.acting_player;
    iterations_ = 0;
    stopped_early_ = false;
    limits_ = &limits;
    root_follow_ups_cut_ = false;
    {
        // The root's follow-ups may take half the time left; the iterations get the rest.
        const auto now = std::chrono::steady_clock::now();
        root_follow_ups_until_ = limits.deadline == std::chrono::steady_clock::time_point::max()
                                     ? limits.deadline
                                     : now + (limits.deadline - now) / 2;
    }
    nodes_.clear();
    priors_.clear();
    // Room for a few edges and an outcome per iteration, reserved at once: no reallocation
    // during the search (the walk keeps references into the pool), and the same pool all game.
    const size_t capacity =
        std::min(settings_.max_nodes, static_cast<size_t>(4 * limits.iterations + 64));
    if (nodes_.capacity() < capacity) nodes_.reserve(capacity);
    nodes_.push_back(Node{});
    {
        root_margin_ = margin_of(evaluator_.expected_scores(root_), root_player_);
        // A chance of winning changes by about 1 / (4 scale) per point of lead near even.
        const double unseen = unseen_tiles(root_);
        exploration_ = settings_.exploration_points /
                       (4.0 * (settings_.chance_scale + settings_.chance_scale_per_tile * unseen));
    }
    // The first iteration always runs (it values at least one root action, so there is an
    // answer); after it, the clock ends the search as soon as it is past the deadline.
    while (iterations_ < limits.iterations && (iterations_ == 0 || !out_of_time())) iterate(limits);
    limits_ = nullptr;
}

bool Search::root_follow_ups_late() {
    // On a big board the root's priors with their follow-ups (every square with every figure)
    // may cost more than the whole budget: past half the time, the root's remaining actions are
    // valued as they stand (one evaluation each instead of one per follow-up), so that all of
    // them are valued before the deadline and the iterations get the other half. A decision
    // that needed this is not the unhurried one: it counts as stopped early.
    if (!root_follow_ups_cut_ && std::chrono::steady_clock::now() >= root_follow_ups_until_)
        root_follow_ups_cut_ = true;
    return root_follow_ups_cut_;
}

bool Search::out_of_time() {
    // Read before every evaluation of a node's priors and of a turn's follow-up: an evaluation
    // costs microseconds at least (milliseconds on a big board), the clock tens of nanoseconds.
    // Before the deadline nothing depends on it, so a search the deadline did not cut is
    // reproducible.
    if (!stopped_early_ && limits_ &&
        ((limits_->cancel && limits_->cancel->load(std::memory_order_relaxed)) ||
         std::chrono::steady_clock::now() >= limits_->deadline))
        stopped_early_ = true;
    return stopped_early_;
}

std::vector<Choice> Search::root_choices() const {
    std::vector<Choice> out;
    for (int e = nodes_[0].first_child; e >= 0; e = nodes_[static_cast<size_t>(e)].next_sibling) {
        const Node& edge = nodes_[static_cast<size_t>(e)];
        if (edge.visits == 0) continue;
        out.push_back({edge.action, edge.margin_sum / edge.visits, edge.visits});
    }
    std::stable_sort(out.begin(), out.end(), [](const Choice& a, const Choice& b) {
        if (a.visits != b.visits) return a.visits > b.visits;
        return a.expected_margin > b.expected_margin;
    });
    return out;
}

std::vector<Action> Search::plan() const {
    std::vector<Action> out;
    int node = 0;
    while (node >= 0) {
        int best = -1;
        for (int e = nodes_[static_cast<size_t>(node)].first_child; e >= 0;
             e = nodes_[static_cast<size_t>(e)].next_sibling)
            if (best < 0 ||
                nodes_[static_cast<size_t>(e)].visits > nodes_[static_cast<size_t>(best)].visits)
                best = e;
        if (best < 0 || nodes_[static_cast<size_t>(best)].mover != root_player_ ||
            nodes_[static_cast<size_t>(best)].visits == 0)
            break;
        out.push_back(nodes_[static_cast<size_t>(best)].action);
        // Only while the same player goes on without a draw: the outcome without a new tile.
        node = -1;
        for (int c = nodes_[static_cast<size_t>(best)].first_child; c >= 0;
             c = nodes_[static_cast<size_t>(c)].next_sibling)
            if (nodes_[static_cast<size_t>(c)].key == 0) node = c;
    }
    return out;
}

}  // namespace carc::bot
