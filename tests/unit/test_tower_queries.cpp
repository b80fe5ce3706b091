// The Tower's queries for the client (src/modules/tower.hpp), read along a scenario game: the
// towers and their heights, the pieces each player has left, the followers a tower reaches and
// the prisoners each player holds; and nothing at all in a game without The Tower.
#include <catch2/catch.hpp>

#include "carc/record.hpp"
#include "data/save.hpp"
#include "modules/tower.hpp"

#include "game_builder.hpp"
#include "../scenario_files.hpp"

using namespace carc;
using carc::test::catalog;

namespace {

Replay replay_scenario(const std::string& name) {
    auto save = read_save(carc::test_support::scenario_file(CARC_TESTS_DIR, CARC_TEST_DATA_DIR, name));
    REQUIRE(save);
    auto replay = replay_game(catalog(), save->game);
    REQUIRE(replay);
    return std::move(*replay);
}

}  // namespace

TEST_CASE("the tower queries follow a tower that grows and takes a prisoner", "[tower]") {
    // tower-reach-jumps-a-gap: Ben's tower at (1, 2) grows to 1 (action 8), then to 2 (action
    // 12) and takes Anna's follower at (1, 0) (action 13).
    const Replay r = replay_scenario("tower-reach-jumps-a-gap.carc.json");
    const Ruleset& rules = r.rules;

    const GameState& first_piece = *r.states[8];
    auto built = towers(rules, first_piece);
    REQUIRE(built.size() == 1);
    CHECK(built[0].pos == Pos{1, 2});
    CHECK(built[0].height == 1);
    CHECK_FALSE(built[0].finished);
    CHECK(tower_pieces_left(rules, first_piece, 1) == 9);
    CHECK(tower_pieces_left(rules, first_piece, 0) == 10);
    CHECK(followers_in_reach(rules, first_piece, {1, 2}).empty());

    const GameState& second_piece = *r.states[12];
    CHECK(towers(rules, second_piece)[0].height == 2);
    const auto reached = followers_in_reach(rules, second_piece, {1, 2});
    REQUIRE(reached.size() == 1);  // Anna's follower at (1, 0); Ben's monk at (0, 1) is off the lines
    CHECK(second_piece.figures[static_cast<size_t>(reached[0])].owner == 0);

    const GameState& after = *r.states[13];
    const auto held = prisoners_held_by(rules, after, 1);
    REQUIRE(held.size() == 1);
    CHECK(after.figures[static_cast<size_t>(held[0])].owner == 0);
    CHECK(after.figures[static_cast<size_t>(held[0])].where == FigureWhere::InPlace);
    CHECK(prisoners_held_by(rules, after, 0).empty());
}

TEST_CASE("the tower queries answer nothing without The Tower", "[tower]") {
    const Replay r = replay_scenario("city-two-tiles-scores-4.carc.json");
    const GameState& end = *r.states.back();
    CHECK(towers(r.rules, end).empty());
    CHECK(tower_pieces_left(r.rules, end, 0) == 0);
    CHECK(followers_in_reach(r.rules, end, {0, 0}).empty());
    CHECK(prisoners_held_by(r.rules, end, 0).empty());
}
