#include <catch2/catch.hpp>

#include "game_builder.hpp"

using namespace carc;
using carc::test::GameBuilder;

TEST_CASE("the river: spring first, then the river tiles, the lake last, then the land", "[river]") {
    Setup s;
    s.expansions = {"base", "river"};
    s.players = {{"Anna", ""}, {"Ben", ""}};
    for (uint64_t seed = 1; seed <= 20; ++seed) {
        s.seed = seed;
        auto rules = load_ruleset(s, test::catalog());
        REQUIRE(rules);
        GameState state = initial_state(*rules, nullptr);
        REQUIRE(state.board.tiles().size() == 1);
        CHECK(rules->tiles[state.board.tile(0).type].id == "RI/s");
        // 12 river tiles with the spring, 71 land tiles: the base start tile stays in the box.
        CHECK(state.pile.tiles.size() == 11 + 71);
        CHECK(rules->tiles[state.drawn].expansion == "river");
        CHECK(rules->tiles[state.drawn].tags == 0);
        ActionList legal;
        Rng choice{seed};
        for (int i = 0; i < 10; ++i) {  // the 10 river tiles between spring and lake
            REQUIRE(state.phase == Phase::PlaceTile);
            CHECK(rules->tiles[state.drawn].expansion == "river");
            CHECK(!rules->tiles[state.drawn].has_tag("lake"));
            while (state.phase == Phase::PlaceTile || state.phase == Phase::PlaceFigure) {
                legal_actions(*rules, state, legal);
                const bool placing = state.phase == Phase::PlaceTile;
                apply_in_place(*rules, state, legal[choice.below(static_cast<uint32_t>(legal.size()))], nullptr);
                if (placing && state.phase == Phase::PlaceTile) break;
                if (!placing) break;
            }
        }
        REQUIRE(state.phase == Phase::PlaceTile);
        CHECK(rules->tiles[state.drawn].has_tag("lake"));
    }
}

TEST_CASE("without the river the base start tile starts the game", "[river]") {
    Setup s;
    s.players = {{"Anna", ""}, {"Ben", ""}};
    auto rules = load_ruleset(s, test::catalog());
    REQUIRE(rules);
    GameState state = initial_state(*rules, nullptr);
    CHECK(rules->tiles[state.board.tile(0).type].id == "BA/RCr");
    CHECK(state.pile.tiles.size() == 71);
}

TEST_CASE("the river's next curve may not turn the way its last curve did (option u_turn)",
          "[river]") {
    // 002 lines 703 and 707, the example of issue 21: right curve, straight, then a third tile at
    // the river's end (1, 2). Turned 90° it curves right again and the river would flow back west:
    // a U. Turned 180° it curves left. Rulebook reading: only the left curve. JCloisterZone's
    // reading compares the curve with the straight tile beside it only, and allows both.
    for (const std::string reading : {"seed", "jcz"}) {
        INFO(reading);
        GameBuilder g({"RI.1/II", "RI.1/IFI", "RI.1/II"}, {"base", "river"}, 2,
                      {{"river", {{"edition", "1"}, {"u_turn", reading}}}});
        g.place(1, 0, 0);
        g.pass();
        g.place(1, 1, 1);
        g.pass();
        const ActionList placements = legal_actions(g.rules, *g.state);
        const ActionList left_only = {place_action({1, 2}, 2)},
                         both = {place_action({1, 2}, 1), place_action({1, 2}, 2)};
        CHECK(placements == (reading == "seed" ? left_only : both));
        const std::string why = g.why(place_action({1, 2}, 1));
        if (reading == "seed")
            CHECK(why ==
                  "the river last turned right at (1, 0), so its next curve must turn left: "
                  "straight tiles "
                  "between two curves do not allow a U-turn");
        else
            CHECK(why.empty());
    }
}

TEST_CASE("the rulebook reading of the U-turn rule is the default", "[river]") {
    GameBuilder g({"RI.1/II"}, {"base", "river"});
    CHECK(g.rules.option("river.u_turn") == "seed");
}
