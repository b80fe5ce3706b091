// Computer players for any seat and any expansion mix. A Bot looks at a snapshot of the game and
// answers with one of legal_actions(rules, state) for whoever acts now (state.acting_player: in
// the dragon's flight every player steers in turn), plus how much that action is expected to gain
// and how it compared with the others. It plays only through legal_actions and apply_in_place,
// so every expansion the engine knows is one it can play; it sees what a player sees: think() may
// be handed the whole game, and reads only the acting player's view of it (carc/player_view.hpp:
// never the order of the draw pile, the generator or a face-down outcome), imagining what the view
// hides with its own generator (view.hpp).
//
// Levels: greedy (the best immediate value, one move deep: what the engine's end-of-game count
// would give right after this turn), easy (the full position estimate of evaluation.hpp, one
// move deep, with a human's slips: worse moves now and then, seldom much worse ones), medium (the
// same estimate, one move deep, always its best), hard (Monte Carlo tree search over the actions
// of every player and the tiles they may draw, seeded with medium's values and the estimate at
// its leaves: it refines medium's ranking by looking at the draws and replies that follow).
//
// Reproducible: a Bot made with the same level and seed gives the same answer in the same
// position, whatever it was asked before, as long as its search ran to its budget (Decision::
// stopped_early says when a deadline or a cancel cut it short). The budget is a number of search
// iterations, derived from ThinkLimits::milliseconds by a fixed rate; the milliseconds are also a
// hard deadline. With threads > 1 every thread searches its own tree from its own seed and the
// trees are merged: reproducible for the same thread count, different from one thread.
//
// Threads: a Bot is used by one thread at a time and keeps its memory between decisions (flat
// over a game); think() reads the snapshot only, so the game window may think on a worker thread
// about the snapshot it keeps alive and poll `cancel` to abandon it.
#pragma once

#include <atomic>
#include <memory>
#include <optional>
#include <string_view>
#include <vector>

#include "carc/engine.hpp"

namespace carc::bot {

enum class Level : uint8_t { Greedy, Easy, Medium, Hard };
std::optional<Level> parse_level(std::string_view name);
std::string_view level_name(Level level);
inline constexpr Level kLevels[] = {Level::Greedy, Level::Easy, Level::Medium, Level::Hard};

struct ThinkLimits {
    int milliseconds = 2000;  // the thinking budget and a deadline that always holds
    int threads = 1;          // search threads (hard)
    // The search budget in iterations; 0: from milliseconds (see iterations_for).
    long long iterations = 0;
    const std::atomic<bool>* cancel = nullptr;  // set by another thread to stop at once
};

// The iterations a level searches within `milliseconds` (0 for the levels that do not search).
long long iterations_for(Level level, int milliseconds);

struct Choice {
    Action action;
    double expected_margin =
        0;                 // the acting player's expected final lead over the best rival, in points
    long long visits = 0;  // how often the search tried it (0: a level without search)
};

struct Decision {
    Action action;
    // What the action adds to the acting player's expected lead over the best rival, in points,
    // compared with the position before it (the hint's "expected gain").
    double expected_gain = 0;
    std::vector<Choice> choices;  // every action weighed, best first
    // The action and the ones the same player would take next before anyone else acts or a tile
    // is drawn (a tile's square, then its follower).
    std::vector<Action> plan;
    long long iterations = 0;    // search iterations run (all threads)
    bool stopped_early = false;  // a deadline or the cancel flag ended the search
    double seconds = 0;
};

class Bot {
public:
    Bot(const Ruleset& rules, Level level, uint64_t seed);
    ~Bot();
    Bot(Bot&&) noexcept;
    Bot& operator=(Bot&&) noexcept;

    Level level() const { return level_; }
    // The action to play now; the game must not be over.
    Decision think(const GameState& state, const ThinkLimits& limits = {});
    // The same, making sure `examine` (a legal action, the move a player made) is weighed with
    // care, so that its expected margin can be compared with the bot's choice (analyse-game, the
    // review's second opinion).
    Decision think(const GameState& state, const ThinkLimits& limits, const Action& examine);

private:
    Decision decide(const GameState& state, const ThinkLimits& limits, const Action* examine);
    struct Memory;
    const Ruleset* rules_;
    Level level_;
    uint64_t seed_;
    std::unique_ptr<Memory> memory_;
};

// The expected margin of `action` among the choices, if it was weighed.
std::optional<double> margin_of_choice(const Decision& decision, const Action& action);

// A second opinion on a move played: the bot's choice beside it and how many points of expected
// lead (the player's expected final score minus the best rival's) the move played gives away
// compared with that choice. From a Decision of think(state, limits, played).
struct SecondOpinion {
    Action choice;             // the bot's choice
    bool same = false;         // the bot would have played the move played
    double played_margin = 0;  // expected margin after the move played
    double choice_margin = 0;  // expected margin after the bot's choice
    double cost = 0;           // choice_margin - played_margin; 0 when the same (to 0.05)
};
SecondOpinion second_opinion(const Decision& decision, const Action& played);

}  // namespace carc::bot
