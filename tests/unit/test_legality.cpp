#include <catch2/catch.hpp>

#include <algorithm>

#include "game_builder.hpp"
#include "modules/modules.hpp"

using namespace carc;
using carc::test::GameBuilder;

namespace {
int count_places(const ActionList& actions) {
    return static_cast<int>(std::count_if(actions.begin(), actions.end(),
                                          [](const Action& a) { return is_place(a); }));
}
}  // namespace

TEST_CASE("legal placements around the start tile", "[legality]") {
    // Start BA/RCr: city north, road west-east, field south.
    SECTION("a city cap fits only where a side meets the city or a field") {
        GameBuilder g({"BA/C"});
        const ActionList legal = legal_actions(g.rules, *g.state);
        // North cell: city must face south (1 rotation). West/east cells demand a road: none.
        // South cell: the north side must be field: the 3 rotations without the city on the north.
        CHECK(count_places(legal) == 4);
        for (const Action& a : legal) {
            const auto& p = (a);
            CHECK(!why_illegal(g.rules, *g.state, a));
            if (p.pos == Pos{0, -1}) CHECK(p.rotation == 2);
        }
    }
    SECTION("a straight road fits east and west in two rotations each, south in two") {
        GameBuilder g({"BA/RFr"});
        CHECK(count_places(legal_actions(g.rules, *g.state)) == 6);
    }
    SECTION("the all-city tile fits only north") {
        GameBuilder g({"BA/Cccc+"});
        const ActionList legal = legal_actions(g.rules, *g.state);
        CHECK(count_places(legal) == 4);  // every rotation of a symmetric tile is listed
        for (const Action& a : legal) CHECK((a).pos == Pos{0, -1});
    }
}

TEST_CASE("illegal placements are explained", "[legality]") {
    GameBuilder g({"BA/C"});
    CHECK(g.why(place_action({0, 0}, 0)) == "there is already a tile at (0, 0)");
    CHECK(g.why(place_action({5, 5}, 0)) ==
          "a tile must touch a placed tile along a whole side; (5, 5) touches none");
    CHECK(g.why(place_action({1, 0}, 0)) ==
          "the field on the west edge does not meet the road of the tile to the west");
    auto r = g.try_apply(place_action({1, 0}, 0));
    REQUIRE_FALSE(r);
    CHECK(r.error() == "the field on the west edge does not meet the road of the tile to the west");
}

TEST_CASE("the figure step lists free features of the new tile only", "[legality]") {
    GameBuilder g({"BA/CFc+", "BA/CFc.1"});
    g.place(0, -1, 1);
    // City (N-S band) and two fields: three deploys plus pass.
    ActionList legal = legal_actions(g.rules, *g.state);
    CHECK(legal.size() == 4);
    CHECK(is_pass(legal.back()));
    g.deploy("follower", "city", "NS");
    g.place(0, -2, 1);
    legal = legal_actions(g.rules, *g.state);
    // The city is Anna's now; Ben may only take the two fields (each joins a free field) or pass.
    CHECK(legal.size() == 3);
    for (const Action& a : legal)
        if (is_deploy(a))
            CHECK(g.rules.tiles[g.state->board.tile(g.state->placed_tile).type].features[static_cast<size_t>(a.feature)].kind ==
                  FeatureKind::Field);
}

TEST_CASE("a turn with nothing to choose after the tile ends by itself", "[legality]") {
    // Ben places a city cap that closes Anna's city... with no follower left he could not deploy,
    // but here the point is a tile with no free feature: a field joined to Anna's farmer's field
    // and a city joined to her knight.
    GameBuilder g({"BA/C", "BA/RFr"}, {"base"}, 2, {{"base", {{"farmers", "false"}}}});
    g.place(0, -1, 2);  // closes the start city; only the city is deployable without farmers
    CHECK(g.state->phase == Phase::PlaceFigure);
    g.pass();
    CHECK(g.state->current_player == 1);
    g.place(1, 0, 0);  // a road: Ben may still take it
    CHECK(g.state->phase == Phase::PlaceFigure);
}

TEST_CASE("no figure may be deployed once the supply is empty", "[legality]") {
    std::vector<std::string> draw(16, "BA/L");
    GameBuilder g(draw);
    for (int i = 0; i < 7; ++i) {
        g.place(i, 1, 0);  // Anna
        g.deploy("follower", "monastery", "I");
        g.place(i, 2, 0);  // Ben
        g.pass();
    }
    CHECK(g.state->players[0].supply[0] == 0);
    g.place(7, 1, 0);
    // Nothing to choose: Anna's turn ended by itself and Ben draws the next tile.
    CHECK(g.state->phase == Phase::PlaceTile);
    CHECK(g.state->current_player == 1);
    CHECK(g.state->turn == 16);
}

namespace {
// The deploys the figure step offers, as "figure kind location", sorted.
std::vector<std::string> deploy_targets(const GameBuilder& g) {
    std::vector<std::string> out;
    const PlacedTile& tile = g.state->board.tile(g.state->placed_tile);
    const TileType& type = g.rules.tiles[tile.type];
    for (const Action& a : legal_actions(g.rules, *g.state))
        if (is_deploy(a))
            out.push_back(g.rules.figures[static_cast<size_t>(a.figure)].id + " " +
                          std::string(feature_kind_name(
                              type.features[static_cast<size_t>(a.feature)].kind)) +
                          " " + location_name(type, tile.rotation, a.feature));
    std::sort(out.begin(), out.end());
    return out;
}
}  // namespace

TEST_CASE("inns, cathedrals, pennants, goods and river segments are never offered as places",
          "[legality]") {
    // 000 lines 29, 36-37, 47, 57-63: these parts of a tile cannot be claimed. Inns, cathedrals,
    // pennants and goods are attributes of a road or city, not places; the river is a feature no
    // figure may take. The figure step offers exactly the roads, cities, fields, monasteries and
    // gardens of each tile.
    const std::vector<std::string> all = {"base", "abbot", "inns-cathedrals", "traders-builders"};
    SECTION("an inn: its road and fields only") {
        GameBuilder g({"IC/RFr.iG"}, all);
        g.place(1, 0, 0);
        CHECK(deploy_targets(g) ==
              std::vector<std::string>{"abbot garden I", "follower field ER.SL.SR.WL",
                                       "follower field NL.NR.EL.WR", "follower road WE",
                                       "large field ER.SL.SR.WL", "large field NL.NR.EL.WR",
                                       "large road WE"});
    }
    SECTION("a cathedral: its city only") {
        GameBuilder g({"IC/Cccc.c"}, all);
        g.place(0, -1, 0);
        CHECK(deploy_targets(g) ==
              std::vector<std::string>{"follower city NWSE", "large city NWSE"});
    }
    SECTION("a pennant or a goods symbol: its city and fields only") {
        for (const char* tile : {"BA/CFc+", "TB/CFc.w"}) {
            INFO(tile);
            GameBuilder g({tile}, all);
            g.place(0, -1, 1);
            CHECK(deploy_targets(g) ==
                  std::vector<std::string>{"follower city NS", "follower field EL.ER",
                                           "follower field WL.WR", "large city NS",
                                           "large field EL.ER", "large field WL.WR"});
        }
    }
    SECTION("a river segment: the fields beside it only") {
        GameBuilder g({"RI.1/IFI"}, {"base", "river"});
        g.place(1, 0, 0);
        CHECK(deploy_targets(g) ==
              std::vector<std::string>{"follower field ER.SL.SR.WL", "follower field NL.NR.EL.WR"});
        CHECK(g.why(deploy_action(0, {1, 0}, 2)) == "a follower cannot go on a river");
    }
}

TEST_CASE("taking the abbot back is a figure action instead of a follower, builder or pig",
          "[legality]") {
    // 003 lines 296-298: the abbot is taken back instead of other figure placements. Anna's tile
    // extends her road: her builder, a farmer and taking the abbot back are offered side by side;
    // taking the abbot back ends her figure step with the builder and followers still at home.
    GameBuilder g({"BA/L", "BA/RFr", "BA/RFr", "BA/L", "BA/RFr", "BA/L"},
                  {"base", "abbot", "traders-builders"});
    g.place(0, 1, 0);
    g.deploy("abbot", "monastery", "I");
    g.place(1, 0, 0);
    g.pass();
    g.place(2, 0, 0);
    g.deploy("follower", "road", "WE");
    g.place(1, 1, 0);
    g.pass();
    g.place(-1, 0, 0);
    CHECK(deploy_targets(g) == std::vector<std::string>{"builder road WE",
                                                        "follower field ER.SL.SR.WL",
                                                        "follower field NL.NR.EL.WR"});
    const int abbot = g.rules.figure("abbot"), builder = g.rules.figure("builder");
    const Action take_back = abbot_return_action(abbot, {0, 1}, 0);
    const ActionList legal = legal_actions(g.rules, *g.state);
    REQUIRE(std::find(legal.begin(), legal.end(), take_back) != legal.end());
    const PlayerState before = g.state->players[0];
    g.act(take_back);
    CHECK(g.state->current_player == 1);
    CHECK(g.state->phase == Phase::PlaceTile);
    CHECK(g.state->players[0].supply[static_cast<size_t>(builder)] == 1);
    CHECK(g.state->players[0].supply[0] == before.supply[0]);
    CHECK(g.state->players[0].supply[static_cast<size_t>(abbot)] == 1);
}

TEST_CASE("the abbot may come back in a turn where nothing else could be placed", "[legality]") {
    // 002 lines 733-737. Without farmers, Anna's city cap joins Ben's city: no deploy is possible,
    // yet the figure step stays open for the abbot.
    GameBuilder g({"BA/L", "BA/CFc.1", "BA/C"}, {"base", "abbot"}, 2,
                  {{"base", {{"farmers", "false"}}}});
    g.place(0, 1, 0);
    g.deploy("abbot", "monastery", "I");
    g.place(0, -1, 1);
    g.deploy("follower", "city", "NS");
    g.place(0, -2, 2);
    REQUIRE(g.state->phase == Phase::PlaceFigure);
    const ActionList legal = legal_actions(g.rules, *g.state);
    CHECK(legal == ActionList{abbot_return_action(g.rules.figure("abbot"), {0, 1}, 0), pass_action()});
}
