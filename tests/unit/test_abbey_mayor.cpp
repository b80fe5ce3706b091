// Abbey & Mayor: the engine queries the game window will use (abbeys left, where one fits) and
// the names of AM/CCcc+'s two inner fields. The rules themselves are proven by
// tests/scenarios/am-*.
#include <catch2/catch.hpp>

#include "game_builder.hpp"
#include "modules/abbey_mayor.hpp"
#include "modules/modules.hpp"

using namespace carc;

namespace {

std::vector<Pos> abbey_squares(const test::GameBuilder& g) {
    // Where the current player may put an abbey: the place_abbey actions listed now.
    std::vector<Pos> out;
    for (const Action& a : legal_actions(g.rules, *g.state))
        if (a.def->id() == "place_abbey") out.push_back(a.pos);
    return out;
}

}  // namespace

TEST_CASE("an abbey is offered in holes only, one per player", "[abbey-mayor]") {
    // The board of the scenario am-abbey-closes-what-meets-it: (0, 1) becomes a hole.
    test::GameBuilder g({"BA/RFr", "BA/RFr", "BA/C", "BA/LR", "BA/L", "BA/C", "BA/L", "BA/RFr"},
                        {"base", "abbey-mayor"});
    CHECK(abbeys_left(g.rules, *g.state, 0) == 1);
    CHECK(abbeys_left(g.rules, *g.state, 1) == 1);
    CHECK(abbey_squares(g).empty());  // no hole yet
    g.place(-1, 0, 0);
    g.pass();
    g.place(1, 0, 0);
    g.pass();
    g.place(-1, 1, 1);
    g.pass();
    g.place(1, 1, 1);
    g.pass();
    g.place(1, 2, 0);
    g.pass();
    CHECK(abbey_squares(g).empty());  // (0, 1) has three neighbours
    g.place(0, 2, 0);
    g.pass();
    REQUIRE(abbey_squares(g) == std::vector<Pos>{{0, 1}});
    for (const Action& a : legal_actions(g.rules, *g.state))
        if (a.def->id() == "place_abbey") g.act(a);
    CHECK(abbeys_left(g.rules, *g.state, 0) == 0);
    CHECK(abbeys_left(g.rules, *g.state, 1) == 1);
    CHECK(g.state->board.at({0, 1})->type == *g.rules.tile("AM/A"));
}

TEST_CASE("no abbeys without the expansion or with the option off", "[abbey-mayor]") {
    test::GameBuilder base({"BA/RFr"});
    CHECK(abbeys_left(base.rules, *base.state, 0) == 0);
    test::GameBuilder off({"BA/RFr"}, {"base", "abbey-mayor"}, 2,
                          {{"abbey-mayor", {{"abbeys", "false"}}}});
    CHECK(abbeys_left(off.rules, *off.state, 0) == 0);
    CHECK(off.rules.figure("mayor") >= 0);
}

TEST_CASE("a tile with two inner fields names them I and II", "[abbey-mayor]") {
    test::GameBuilder g({"AM/CCcc+", "BA/RFr"}, {"base", "abbey-mayor"});
    g.place(0, -1, 0);
    const PlacedTile& t = *g.state->board.at({0, -1});
    const TileType& type = g.rules.tiles[t.type];
    std::vector<std::string> inner;
    for (size_t l = 0; l < type.features.size(); ++l)
        if (type.features[l].kind == FeatureKind::Field)
            inner.push_back(location_name(type, t.rotation, static_cast<int>(l)));
    CHECK(inner == std::vector<std::string>{"I", "II"});
    CHECK(find_feature(g.rules, *g.state, {0, -1}, FeatureKind::Field, "II") ==
          find_feature(g.rules, *g.state, {0, -1}, FeatureKind::Field, "I") + 1);
    g.deploy("follower", "field", "II");
    CHECK(g.state->figures.back().local ==
          find_feature(g.rules, *g.state, {0, -1}, FeatureKind::Field, "II"));
}
