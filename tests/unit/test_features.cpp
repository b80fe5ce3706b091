#include <catch2/catch.hpp>

#include "carc/state.hpp"
#include "game_builder.hpp"

using namespace carc;
using carc::test::GameBuilder;

TEST_CASE("union-find joins sets, sums open edges and attributes", "[features]") {
    FeatureGraph g;
    g.set_attribute_count(2);
    std::vector<AttributeDef> defs(2);
    defs[0].merge = AttributeDef::Merge::Add;
    defs[1].merge = AttributeDef::Merge::Any;
    const int a = g.add(0, 0, FeatureKind::City, 2, {1, 0});
    const int b = g.add(1, 0, FeatureKind::City, 1, {1, 1});
    const int c = g.add(2, 0, FeatureKind::City, 3, {0, 1});
    int root = g.unite(a, b, 2, defs);
    CHECK(g.find(a) == g.find(b));
    CHECK(g.node(root).open_edges == 1);
    CHECK(g.attribute(root, 0) == 2);
    CHECK(g.attribute(root, 1) == 1);
    root = g.unite(b, c, 2, defs);
    CHECK(g.node(root).size == 3);
    CHECK(g.node(root).open_edges == 2);
    CHECK(g.attribute(root, 0) == 2);
    CHECK(g.attribute(root, 1) == 1);  // "any" keeps the maximum, it does not add
    int members = 0;
    g.for_each_member(root, [&](int) { ++members; });
    CHECK(members == 3);
    // Joining a set with itself (a loop) only closes edges.
    root = g.unite(a, c, 2, defs);
    CHECK(g.node(root).open_edges == 0);
    CHECK(g.node(root).size == 3);
}

TEST_CASE("placing tiles joins features across edges", "[features]") {
    // Start tile BA/RCr: road W-E, city N. A city cap above it closes a two-tile city.
    GameBuilder g({"BA/C"});
    const GameState& s0 = *g.state;
    REQUIRE(s0.board.tiles().size() == 1);
    g.place(0, -1, 2);  // BA/C turned 180: its city faces south onto the start tile's city
    const GameState& s = *g.state;
    const int start_city = s.board.tile(0).first_node + 1;
    const int new_city = s.board.tile(1).first_node + 0;  // BA/C: city is feature 0
    CHECK(s.features.find(start_city) == s.features.find(new_city));
    CHECK(s.features.node(s.features.find(new_city)).open_edges == 0);
}
