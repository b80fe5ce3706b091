// The engine's projections the bots read: the end-of-game count on a copy (projected_scores) and
// a feature's worth once completed (score_if_completed).
#include <catch2/catch.hpp>

#include "game_builder.hpp"

using namespace carc;
using carc::test::GameBuilder;

TEST_CASE("projected scores are the end-of-game count of the position", "[projection]") {
    // Start tile BA/RCr: road W-E, city N. BA/CFc+ turned a quarter joins its city (2 tiles, 1
    // pennant, open to the north); BA/L south of the start is a monastery with one neighbour.
    GameBuilder g({"BA/CFc+", "BA/L", "BA/CFc+"});
    g.place(0, -1, 1);
    g.deploy("follower", "city", "NS");
    CHECK(projected_scores(g.rules, *g.state) == std::vector<int>{3, 0});  // 2 tiles + 1 pennant, open
    const int city = g.state->board.at({0, -1})->first_node;
    const ScoreEvent city_done = score_if_completed(g.rules, *g.state, city);
    CHECK(city_done.base_points() == 6);  // completed: 2 per tile and per pennant
    REQUIRE(city_done.awards.size() == 1);
    CHECK(city_done.awards[0].player == 0);

    g.place(0, 1, 0);
    const int monastery = g.state->board.at({0, 1})->first_node;
    CHECK(score_if_completed(g.rules, *g.state, monastery).base_points() == 9);  // with all 8 neighbours
    CHECK(score_preview(g.rules, *g.state, monastery).base_points() == 2);     // its tile and the start tile
    g.deploy("follower", "monastery", "I");
    const std::vector<int> projected = projected_scores(g.rules, *g.state);
    CHECK(projected == std::vector<int>{3, 2});
    CHECK(g.score(0) == 0);  // projecting touched a copy only
    CHECK(g.score(1) == 0);

    // Far from both features: the last tile changes nothing, and the real count agrees.
    g.place(1, -1, 1);
    const std::vector<int> before_end = projected_scores(g.rules, *g.state);
    g.pass();
    REQUIRE(g.state->over());
    CHECK(before_end == std::vector<int>{g.score(0), g.score(1)});
    CHECK(projected_scores(g.rules, *g.state) == before_end);  // once over: the final scores
}

namespace {

Ruleset projection_rules(std::vector<std::string> expansions, int players, uint64_t seed,
                         std::map<std::string, std::map<std::string, std::string>> options = {}) {
    Setup s;
    s.expansions = std::move(expansions);
    static const char* names[] = {"Anna", "Ben", "Cleo", "Dan"};
    static const char* colours[] = {"red", "blue", "yellow", "green"};
    for (int i = 0; i < players; ++i) s.players.push_back({names[i], colours[i]});
    s.options = std::move(options);
    s.seed = seed;
    auto r = load_ruleset(s, carc::test::catalog());
    if (!r) FAIL(r.error());
    return std::move(r.value());
}

}  // namespace

TEST_CASE("the lean end-of-game count gives the scores of project_final_scores", "[projection]") {
    // count_final_scores is the bots' fast path of the same count: in every position of random
    // games of every expansion mix it must leave the same scores (and points by category) as
    // project_final_scores. Random play leaves followers everywhere (farmers, knights on open
    // cities, mayors, wagons, barns, the fairy's follower), so every hook of the count is met.
    struct Mix {
        std::vector<std::string> expansions;
        int players;
        std::map<std::string, std::map<std::string, std::string>> options;
    };
    const std::vector<Mix> mixes = {
        {{"base"}, 2, {}},
        {{"base", "river", "abbot", "inns-cathedrals", "traders-builders", "princess-dragon"},
         3,
         {}},
        {{"base", "abbot", "inns-cathedrals", "traders-builders", "princess-dragon", "count",
          "king-robber", "shrines", "tower", "abbey-mayor"},
         4,
         {}},
        {{"base", "river-2", "king-robber"}, 2, {{"king-robber", {{"scoring", "15/40"}}}}},
        {{"base", "abbey-mayor", "inns-cathedrals"}, 3, {}},
    };
    for (size_t m = 0; m < mixes.size(); ++m) {
        const Mix& mix = mixes[m];
        const Ruleset rules = projection_rules(mix.expansions, mix.players, 40 + m, mix.options);
        GameState state = initial_state(rules, nullptr);
        Rng choice{23 + m};
        int compared = 0, with_points = 0;
        for (;;) {
            GameState reference = state, lean = state;
            project_final_scores(rules, reference);
            count_final_scores(rules, lean);
            for (size_t p = 0; p < state.players.size(); ++p) {
                INFO("mix " << m << ", player " << p << ", action " << compared);
                CHECK(lean.players[p].score == reference.players[p].score);
                CHECK(lean.players[p].by_category == reference.players[p].by_category);
                with_points += reference.players[p].score > state.players[p].score;
            }
            ++compared;
            if (state.over()) break;
            const ActionList legal = legal_actions(rules, state);
            apply_in_place(rules, state, legal[choice.below(static_cast<uint32_t>(legal.size()))],
                           nullptr);
        }
        INFO("mix " << m);
        CHECK(compared > 60);
        CHECK(with_points > compared / 2);  // the count had something to count in most positions
    }
}
