#include <catch2/catch.hpp>

#include "game_builder.hpp"

using namespace carc;

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
