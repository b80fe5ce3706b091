// Events: what happened when an action was applied, in the order it happened. A score event is
// an expression that explains itself: the feature, its tiles, the terms of the sum
// ("4 tiles × 2 + 1 pennant × 2 = 10") and who received the points. The scoreboard, the log, the
// review screen, the save checker and the tests all read the same events.
#pragma once

#include <string>
#include <variant>
#include <vector>

#include "carc/geometry.hpp"
#include "carc/message.hpp"
#include "carc/ruleset.hpp"

namespace carc {

// Where points come from; the end-of-game table has one column per category. The core's
// categories are those of its feature kinds; an expansion declares its own in its data
// ("trade-goods", "fairy"), which take the following numbers (Ruleset::categories).
enum class ScoreCategory : uint8_t { Road, City, Monastery, Garden, Field };
constexpr int kCoreScoreCategories = 5;
// "roads", "trade goods": the category's name in sentences.
std::string_view category_name(const Ruleset& rules, ScoreCategory c);

// A stable reference to one feature: a tile of it and the feature's index on that tile.
struct FeatureRef {
    Pos pos;
    int local = 0;
    friend bool operator==(const FeatureRef&, const FeatureRef&) = default;
};

struct ScoreTerm {
    Noun what;  // "tile", "pennant", "neighbour"
    int count = 0;
    int each = 0;
    int value() const { return count * each; }
};

struct Award {
    int player = 0;
    int points = 0;
    std::vector<ScoreTerm> bonus;  // terms only this player gets (the pig)
};

struct ScoreEvent {
    Message title;  // replaces the feature name in the text when set ("Most wine (3 tokens)")
    ScoreCategory category = ScoreCategory::Road;
    FeatureKind kind = FeatureKind::Road;
    bool complete = false;       // completed during the game, or scored unfinished at the end
    bool final_scoring = false;  // part of the end-of-game count
    FeatureRef feature;
    std::vector<Pos> tiles;
    std::vector<ScoreTerm> terms;
    std::vector<Message> notes;      // rule remarks: "inn on an unfinished road: nothing"
    std::vector<std::string_view> tags;  // rule elements that changed it: "inn", "cathedral", "pig"
    std::vector<Award> awards;       // the majority; all tied players score in full
    // Set when the event is a feature's scoring by the core (evaluate): a declared kind's points
    // (a shrine's) go to a category of the expansion's, which is still the feature's own score.
    bool scores_feature = false;
    int base_points() const;
    // A feature's own score (in its kind's category), not a bonus about it (the abbot's return,
    // the fairy's points, a goods majority). Module scorings of a core kind (a barn's field)
    // count too.
    bool is_feature_score() const {
        return scores_feature || static_cast<int>(category) < kCoreScoreCategories;
    }
};

struct TurnStarted {
    int player = 0;
    int turn = 0;
    bool bonus = false;  // a second tile granted in the same turn (builder)
};
struct TileDrawn {
    int player = 0;
    TileTypeId tile = 0;
};
struct TileDiscarded {  // drawn, fits nowhere, out of the game
    int player = 0;
    TileTypeId tile = 0;
};
struct TilePlaced {
    int player = 0;
    TileTypeId tile = 0;
    Pos pos;
    int rotation = 0;
};
struct FigureDeployed {
    int player = 0;
    int figure = 0;
    FeatureRef feature;
};
// A figure left the board for its owner's supply (or, neutral, the box). `feature.local` is -1
// for a figure that stood on a tile rather than a feature, and pos is meaningless for one that
// waited off the board.
struct FigureReturned {
    int player = 0;
    int figure = 0;
    FeatureRef feature;
};
// Something a module's rule did that no other event says, with the squares it concerns:
// "The dragon moves to (2, 1)", "Anna's fairy point".
struct ModuleEvent {
    Message message;
    std::vector<Pos> squares;
};
struct FinalScoringStarted {};
struct TokensTaken {  // trade goods for completing a city
    int player = 0;
    int token = 0;
    int count = 0;
    FeatureRef feature;
};
struct GameEnded {
    std::vector<int> winners;
};

// A feature grew by something a player did: a tile placed with a part of it, or a feature added to
// a placed tile (a bridge). Not in the game's event list: the modules hear it
// (Module::on_feature_extended), as the builder hears of every extension of its road or city.
struct FeatureExtended {
    int root = 0;    // the set the feature belongs to now
    int player = 0;  // who extended it
};

using Event = std::variant<TurnStarted, TileDrawn, TileDiscarded, TilePlaced, FigureDeployed,
                           FigureReturned, ScoreEvent, FinalScoringStarted, TokensTaken,
                           GameEnded, ModuleEvent>;
using Events = std::vector<Event>;

struct GameState;
// "City, 4 tiles × 2 + 1 pennant × 2 = 10 — Anna", as a message and as English text.
Message explain(const Ruleset& rules, const ScoreEvent& e);
Message explain(const Ruleset& rules, const Event& e);
std::string describe(const Ruleset& rules, const ScoreEvent& e);
std::string describe(const Ruleset& rules, const Event& e);
Message breakdown_message(const ScoreEvent& e);  // "4 tiles × 2 + 1 pennant × 2 = 10"
std::string breakdown(const ScoreEvent& e);

}  // namespace carc
