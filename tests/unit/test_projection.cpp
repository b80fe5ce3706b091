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
