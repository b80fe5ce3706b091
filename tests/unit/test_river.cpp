#include <catch2/catch.hpp>

#include "game_builder.hpp"

using namespace carc;
using carc::test::GameBuilder;

TEST_CASE("the river: spring first, then the river tiles, the lake last, then the land",
          "[river]") {
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
                apply_in_place(*rules, state,
                               legal[choice.below(static_cast<uint32_t>(legal.size()))], nullptr);
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

TEST_CASE(
    "River II: spring first, then the fork, the rest shuffled, the lake last; with the River, one "
    "spring and one lake",
    "[river]") {
    for (const bool both : {false, true}) {
        INFO((both ? "River and River II" : "River II"));
        Setup s;
        s.expansions = both ? std::vector<std::string>{"base", "river", "river-2"}
                            : std::vector<std::string>{"base", "river-2"};
        s.players = {{"Anna", ""}, {"Ben", ""}};
        for (uint64_t seed = 1; seed <= 10; ++seed) {
            s.seed = seed;
            auto rules = load_ruleset(s, test::catalog());
            REQUIRE(rules);
            GameState state = initial_state(*rules, nullptr);
            REQUIRE(state.board.tiles().size() == 1);
            CHECK(rules->tiles[state.board.tile(0).type].id == "RI/s");
            CHECK(rules->tiles[state.drawn].id == "RI.2/III");
            // The stacks: the fork, the other river tiles (River II's 9, and the River's 10
            // between its spring and lake), the lake with the volcano, the 71 land tiles. The
            // second spring and the River's lake stay in the box.
            const size_t rest = both ? 19 : 9;
            const DrawPile& pile = state.pile;
            REQUIRE(pile.stack_ends.size() == 4);
            CHECK(pile.stack_ends[0] == 1);
            CHECK(pile.stack_ends[1] == 1 + rest);
            CHECK(pile.stack_ends[2] == 2 + rest);
            CHECK(pile.tiles.size() == 2 + rest + 71);
            for (size_t i = 1; i < pile.stack_ends[2]; ++i) {
                const TileType& t = rules->tiles[pile.tiles[i]];
                const bool river =
                    std::any_of(t.features.begin(), t.features.end(),
                                [](const FeatureType& f) { return f.kind == FeatureKind::River; });
                CHECK(river);
                CHECK(!t.has_tag("spring"));
                CHECK(!t.has_tag("fork"));
                CHECK(t.has_tag("lake") == (i == pile.stack_ends[1]));
                CHECK(t.id != "RI.1/I.e");
            }
            CHECK(rules->tiles[pile.tiles[pile.stack_ends[1]]].id == "RI.2/I.v");
        }
    }
}

TEST_CASE("River II: no U-turn on either branch: the fork's turn counts for the branch that turns",
          "[river]") {
    // The fork at (1, 0) takes the water from the spring in the west and sends it north (a left
    // turn) and east (straight on). Then a curve (RI.2/II, river W S). North branch, at (1, -1):
    // turning left again (rotation 0) is a U-turn; turning right (rotation 3) is fine. East
    // branch, at (2, 0): only the spring and a straight stretch upstream, so either curve.
    for (const std::string reading : {"seed", "jcz"}) {
        INFO(reading);
        GameBuilder g({"RI.2/III", "RI.2/II"}, {"base", "river-2"}, 2,
                      {{"river-2", {{"edition", "1"}, {"u_turn", reading}}}});
        g.place(1, 0, 0);
        g.pass();
        const ActionList placements = legal_actions(g.rules, *g.state);
        const ActionList expected = {place_action({1, -1}, 3), place_action({2, 0}, 0),
                                     place_action({2, 0}, 1)};
        CHECK(std::is_permutation(placements.begin(), placements.end(), expected.begin(),
                                  expected.end()));
        CHECK(g.why(place_action({1, -1}, 0)) ==
              "the river may not turn left twice in a row (no U-turn)");
    }
}

TEST_CASE("River II: the U-turn walk goes up a branch through the fork", "[river]") {
    // The fork at (1, 0) turned 270°: the water comes in from the west and splits north (a left
    // turn) and south (a right turn). A straight tile on the south branch at (1, 1), then a curve
    // at (1, 2). The rulebook reading remembers the fork's right turn through the straight tile,
    // so the south branch must curve left (east, rotation 2); JCloisterZone's reading sees only
    // the straight tile beside it and allows the right curve (west, rotation 1) too. On the north
    // branch only the right curve (rotation 3) fits in both readings.
    for (const std::string reading : {"seed", "jcz"}) {
        INFO(reading);
        GameBuilder g({"RI.2/III", "RI.2/LIFI", "RI.2/II"}, {"base", "river-2"}, 2,
                      {{"river-2", {{"edition", "1"}, {"u_turn", reading}}}});
        g.place(1, 0, 3);
        g.pass();
        g.place(1, 1, 1);
        g.pass();
        const ActionList placements = legal_actions(g.rules, *g.state);
        ActionList expected = {place_action({1, 2}, 2), place_action({1, -1}, 3)};
        if (reading == "jcz") expected.push_back(place_action({1, 2}, 1));
        CHECK(std::is_permutation(placements.begin(), placements.end(), expected.begin(),
                                  expected.end()));
        if (reading == "seed")
            CHECK(g.why(place_action({1, 2}, 1)) ==
                  "the river last turned right at (1, 0), so its next curve must turn left: "
                  "straight tiles between two "
                  "curves do not allow a U-turn");
    }
}

TEST_CASE("tile sets may name another file's tiles and take tiles out, and unknown ones are errors",
          "[data]") {
    // River II's sets hold the River's spring and remove the River's lake.
    const Catalog& c = test::catalog();
    const ExpansionDef* two = c.find_expansion("river-2");
    REQUIRE(two);
    REQUIRE(two->sets.size() == 2);
    CHECK(two->sets[0].removes == std::vector<std::string>{"RI.1/I.e"});
    CHECK(c.expansion_of_tile("RI/s")->id == "river");
    CHECK(two->sets[0].total() == 12);

    Catalog bad = c;
    for (ExpansionDef& e : bad.expansions)
        if (e.id == "river-2") e.sets[0].counts.emplace_back("RI.9/X", 1);
    auto unknown = validate_catalog(bad);
    REQUIRE_FALSE(unknown);
    CHECK(unknown.error().find("/sets/0/tiles/RI.9/X: no tile \"RI.9/X\" in any expansion file") !=
          std::string::npos);

    Catalog bad_remove = c;
    for (ExpansionDef& e : bad_remove.expansions)
        if (e.id == "river-2") e.sets[0].removes.push_back("RI.9/X");
    auto unknown_removed = validate_catalog(bad_remove);
    REQUIRE_FALSE(unknown_removed);
    CHECK(unknown_removed.error().find(
              "/sets/0/remove: no tile \"RI.9/X\" in any expansion file") != std::string::npos);
}

TEST_CASE("The River and River II must read the U-turn rule alike", "[river]") {
    Setup s;
    s.expansions = {"base", "river", "river-2"};
    s.players = {{"Anna", ""}, {"Ben", ""}};
    s.options["river"]["u_turn"] = "jcz";
    auto refused = load_ruleset(s, test::catalog());
    REQUIRE_FALSE(refused);
    CHECK(refused.error().find("choose the same reading for both") != std::string::npos);
    s.options["river-2"]["u_turn"] = "jcz";
    CHECK(load_ruleset(s, test::catalog()));
}
