// JczMeepleIds (src/data/jcz/meeple_ids.hpp): JCZ's meeple numbers (the lowest free one of the
// player's kind), ids that keep their number while they wait in an off-board place and leave it
// with it (the City's quarters: the last to enter leaves first), and the reconciliation of a
// place's ids with the game state (the Tower's prisons: the first of a kind goes home).
#include <catch2/catch.hpp>

#include "carc/record.hpp"
#include "data/save.hpp"
#include "data/jcz/meeple_ids.hpp"

#include "game_builder.hpp"

using namespace carc;
using carc::test::catalog;

TEST_CASE("meeple ids: lowest free number, kept in a place, the last to enter leaves first", "[jcz]") {
    JczMeepleIds ids;
    CHECK(ids.deploy(0, "small", {0, 0}, 1) == "0.small.1");
    CHECK(ids.deploy(0, "small", {1, 0}, 0) == "0.small.2");
    CHECK(ids.deploy(1, "small", {2, 0}, 0) == "1.small.1");
    CHECK(ids.enter_place(0, "small", 5) == "0.small.3");
    CHECK(ids.enter_place(0, "small", 5) == "0.small.4");
    CHECK(ids.enter_place(0, "big", 5) == "0.big.1");
    CHECK(ids.place_of("0.small.3") == 5);
    CHECK_FALSE(ids.place_of("0.small.1"));
    CHECK(ids.leave_place(0, "small", 5, {3, 0}, 2) == "0.small.4");
    CHECK(ids.id_at({3, 0}, 2) == "0.small.4");
    CHECK_FALSE(ids.place_of("0.small.4"));
    CHECK(ids.leave_place(1, "small", 5, {3, 0}, 2).empty());  // nobody of player 1 waits there
    ids.returned({0, 0}, 1);
    CHECK(ids.id_at({0, 0}, 1).empty());
    CHECK(ids.deploy(0, "small", {4, 0}, 0) == "0.small.1");  // its number is free again
    CHECK(ids.deploy(0, "small", {5, 0}, 0) == "0.small.5");  // 3 waits in the place, 4 is on the board
    CHECK(ids.board_to_place({1, 0}, 0, 7) == "0.small.2");
    CHECK(ids.id_at({1, 0}, 0).empty());
    CHECK(ids.place_of("0.small.2") == 7);
    CHECK_FALSE(ids.parse("0.small.1"));  // without the file's reading, ids are written, not read
}

TEST_CASE("meeple ids in a place follow the game state's figures there", "[jcz]") {
    // tower-reach-jumps-a-gap: Ben's tower takes Anna's follower at (1, 0) prisoner (action 13).
    auto save = read_save(std::string(CARC_TESTS_DIR) + "/scenarios/tower-reach-jumps-a-gap.carc.json");
    REQUIRE(save);
    auto replay = replay_game(catalog(), save->game);
    REQUIRE(replay);
    const Ruleset& rules = replay->rules;
    const int bens_prison = rules.place("prison-2");
    REQUIRE(bens_prison >= 0);

    JczMeepleIds ids;
    CHECK(ids.deploy(0, "small", {1, 0}, 0) == "0.small.1");
    CHECK(ids.deploy(0, "small", {2, 0}, 0) == "0.small.2");
    CHECK(ids.board_to_place({1, 0}, 0, bens_prison) == "0.small.1");
    // The prison holds Anna's follower after the capture: nothing goes home.
    CHECK(ids.reconcile(rules, *replay->states[13], {bens_prison}).empty());
    CHECK(ids.first_in_place(bens_prison, 0, "follower") == "0.small.1");
    CHECK(ids.first_in_place(bens_prison, 1, "follower").empty());
    // A place not watched is left alone.
    CHECK(ids.reconcile(rules, *replay->states[12], {}).empty());
    CHECK(ids.place_of("0.small.1") == bens_prison);
    // Before the capture the prison is empty: the id goes home, and its number is free again.
    const std::vector<std::string> home = ids.reconcile(rules, *replay->states[12], {bens_prison});
    CHECK(home == std::vector<std::string>{"0.small.1"});
    CHECK(ids.last_released() == home);
    CHECK_FALSE(ids.place_of("0.small.1"));
    CHECK(ids.deploy(0, "small", {3, 0}, 0) == "0.small.1");
}
