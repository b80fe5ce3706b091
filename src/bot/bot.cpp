// The levels of bot.hpp: what each one looks at and how it chooses.
#include "bot/bot.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <thread>

#include "bot/one_move.hpp"
#include "bot/search.hpp"
#include "bot/view.hpp"

namespace carc::bot {

namespace {

// Search iterations per millisecond of budget: below the rate of one core in a base game (about
// 10 per ms in the middle of a game, see docs/bots.md), so that the budget, not the clock,
// normally ends the search and the answer is reproducible.
constexpr long long kHardIterationsPerMs = 4;
// Easy's slips: it picks among its moves with chances that fall by e for every this many
// points a move is worse than the best (0.5: about as strong as greedy, see docs/bots.md).
constexpr double kEasyTemperature = 0.5;

constexpr std::string_view kLevelNames[] = {"greedy", "easy", "medium", "hard"};

}  // namespace

std::optional<Level> parse_level(std::string_view name) {
    for (Level l : kLevels)
        if (level_name(l) == name) return l;
    return std::nullopt;
}

std::string_view level_name(Level level) { return kLevelNames[static_cast<size_t>(level)]; }

long long iterations_for(Level level, int milliseconds) {
    if (level != Level::Hard) return 0;
    return std::max<long long>(1, kHardIterationsPerMs * milliseconds);
}

std::optional<double> margin_of_choice(const Decision& decision, const Action& action) {
    for (const Choice& c : decision.choices)
        if (c.action == action) return c.expected_margin;
    return std::nullopt;
}

SecondOpinion second_opinion(const Decision& decision, const Action& played) {
    SecondOpinion o;
    o.choice = decision.action;
    o.same = decision.action == played;
    // A move the search never weighed counts as its worst choice.
    o.played_margin =
        margin_of_choice(decision, played)
            .value_or(decision.choices.empty() ? 0.0 : decision.choices.back().expected_margin);
    o.choice_margin = margin_of_choice(decision, decision.action).value_or(o.played_margin);
    o.cost = o.same ? 0.0 : o.choice_margin - o.played_margin;
    if (std::abs(o.cost) < 0.05) o.cost = 0.0;  // the same to a tenth of a point (a symmetric tile)
    return o;
}

struct Bot::Memory {
    explicit Memory(const Ruleset& rules) : one_move(rules, EvalWeights{}) {}
    OneMove one_move;
    std::vector<std::unique_ptr<Search>> searches;  // one per thread, kept for their memory
};

Bot::Bot(const Ruleset& rules, Level level, uint64_t seed)
    : rules_(&rules), level_(level), seed_(seed), memory_(std::make_unique<Memory>(rules)) {}
Bot::~Bot() = default;
Bot::Bot(Bot&&) noexcept = default;
Bot& Bot::operator=(Bot&&) noexcept = default;

Decision Bot::think(const GameState& state, const ThinkLimits& limits) {
    return decide(state, limits, nullptr);
}

Decision Bot::think(const GameState& state, const ThinkLimits& limits, const Action& examine) {
    return decide(state, limits, &examine);
}

Decision Bot::decide(const GameState& game, const ThinkLimits& limits, const Action* examine) {
    using Clock = std::chrono::steady_clock;
    const auto start = Clock::now();
    // A bot sees what its seat may see, whoever hands it the game: everything below reads the view.
    const GameState state = player_view(*rules_, game, game.acting_player);
    Decision out;
    Rng rng{decision_seed(seed_, state)};

    if (level_ != Level::Hard) {
        const Valuation valuation =
            level_ == Level::Greedy ? Valuation::Immediate : Valuation::Estimate;
        std::vector<Choice> choices = memory_->one_move.weigh(state, rng, valuation);
        const double here = memory_->one_move.position_margin();
        double best = -1e300;
        for (const Choice& c : choices) best = std::max(best, c.expected_margin);
        size_t pick = 0;
        if (level_ == Level::Easy) {
            // A human's slips: worse moves are chosen now and then, seldom much worse ones.
            double total = 0;
            std::vector<double> weight;
            for (const Choice& c : choices) {
                weight.push_back(std::exp((c.expected_margin - best) / kEasyTemperature));
                total += weight.back();
            }
            double r = static_cast<double>(rng.next() >> 11) * 0x1.0p-53 * total;
            for (pick = 0; pick + 1 < choices.size() && r >= weight[pick]; ++pick)
                r -= weight[pick];
        } else {
            // The best; among equals, any.
            std::vector<size_t> ties;
            for (size_t i = 0; i < choices.size(); ++i)
                if (choices[i].expected_margin >= best - 1e-9) ties.push_back(i);
            pick = ties[rng.below(static_cast<uint32_t>(ties.size()))];
        }
        out.action = choices[pick].action;
        out.expected_gain = choices[pick].expected_margin - here;
        Rng plan_rng{decision_seed(seed_, state)};
        out.plan = memory_->one_move.plan(state, plan_rng, valuation, out.action);
        std::stable_sort(choices.begin(), choices.end(), [](const Choice& a, const Choice& b) {
            return a.expected_margin > b.expected_margin;
        });
        out.choices = std::move(choices);
    } else {
        SearchLimits search;
        search.iterations =
            limits.iterations > 0 ? limits.iterations : iterations_for(level_, limits.milliseconds);
        // The search stops a little before the caller's deadline, which bounds the whole decision
        // (issue 36: none over 2 s): after the search the trees are merged and the plan looked up,
        // an evaluation or a few, tens of milliseconds on the biggest board.
        const int reserve = std::min(limits.milliseconds / 10, 100);
        search.deadline = start + std::chrono::milliseconds(limits.milliseconds - reserve);
        search.cancel = limits.cancel;
        search.examine = examine;
        const size_t threads = static_cast<size_t>(std::max(1, limits.threads));
        auto& searches = memory_->searches;
        while (searches.size() < threads)
            searches.push_back(std::make_unique<Search>(*rules_, EvalWeights{}, SearchSettings{}));
        const uint64_t seed = rng.next();
        if (threads == 1) {
            searches[0]->run(state, seed, search);
        } else {
            std::vector<std::thread> workers;
            for (size_t t = 1; t < threads; ++t)
                workers.emplace_back(
                    [&, t] { searches[t]->run(state, seed + 0x9E3779B97F4A7C15ull * t, search); });
            searches[0]->run(state, seed, search);
            for (std::thread& w : workers) w.join();
        }
        // Merge the trees' root statistics, action by action (in the first tree's order).
        std::vector<Choice> merged;
        double root_margin = 0;
        for (size_t t = 0; t < threads; ++t) {
            const Search& s = *searches[t];
            out.iterations += s.iterations();
            out.stopped_early |= s.stopped_early();
            root_margin += s.root_margin() / static_cast<double>(threads);
            for (const Choice& c : s.root_choices()) {
                auto it = std::find_if(merged.begin(), merged.end(),
                                       [&](const Choice& m) { return m.action == c.action; });
                if (it == merged.end()) {
                    merged.push_back(c);
                    continue;
                }
                const long long visits = it->visits + c.visits;
                it->expected_margin = (it->expected_margin * static_cast<double>(it->visits) +
                                       c.expected_margin * static_cast<double>(c.visits)) /
                                      static_cast<double>(visits);
                it->visits = visits;
            }
        }
        std::stable_sort(merged.begin(), merged.end(), [](const Choice& a, const Choice& b) {
            if (a.visits != b.visits) return a.visits > b.visits;
            return a.expected_margin > b.expected_margin;
        });
        if (merged.empty()) {
            // Not one iteration finished (cancelled at once): the first legal action.
            const ActionList listed = legal_actions(*rules_, state);
            ActionList scratch;
            merged.push_back({concrete_actions(*rules_, state, listed, scratch, Expand::Sample).front(), root_margin, 0});
        }
        if (examine && merged.size() > 1 && merged.front().action == *examine) {
            // The action under examination was given visits it may not have earned: it is the
            // bot's choice only if it also does at least as well as the runner-up.
            if (merged[1].expected_margin > merged.front().expected_margin)
                std::swap(merged[0], merged[1]);
        }
        out.action = merged.front().action;
        out.expected_gain = merged.front().expected_margin - root_margin;
        out.plan = searches[0]->plan();
        if (out.plan.empty() || !(out.plan.front() == out.action)) out.plan = {out.action};
        out.choices = std::move(merged);
    }
    out.seconds = std::chrono::duration<double>(Clock::now() - start).count();
    return out;
}

}  // namespace carc::bot
