// The learning aids' oracle (carc/analysis.hpp) on small positions whose counts can be checked by
// hand: which tiles are still to come, how many of them fit each open square, dead and single-fit
// squares, the River's own placement rule, who holds which feature and what it is worth.
#include <catch2/catch.hpp>

#include "carc/analysis.hpp"
#include "game_builder.hpp"

using namespace carc;
using carc::test::GameBuilder;

namespace {

TileTypeId tile_id(const GameBuilder& g, const char* id) {
    auto t = g.rules.tile(id);
    REQUIRE(t);
    return *t;
}

const SquareFit& square_at(const Analysis& a, Pos p) {
    for (const SquareFit& s : a.squares)
        if (s.pos == p) return s;
    FAIL("no open square at " << p.x << " " << p.y);
    return a.squares.front();
}

// Deploys `figure` on the feature of kind `kind` of the tile just placed (one of that kind there).
void deploy_on(GameBuilder& g, const std::string& figure, FeatureKind kind) {
    const PlacedTile& t = g.state->board.tile(g.state->placed_tile);
    const TileType& type = g.rules.tiles[t.type];
    for (size_t l = 0; l < type.features.size(); ++l)
        if (type.features[l].kind == kind) {
            g.deploy(figure, std::string(feature_kind_name(kind)),
                     location_name(type, t.rotation, static_cast<int>(l)));
            return;
        }
    FAIL("no such feature on the tile just placed");
}

}  // namespace

TEST_CASE("remaining tiles: the pile without the tile in hand, grouped by type", "[analysis]") {
    // The start tile BA/RCr is on the board and BA/RFr in hand: four tiles are still to come.
    GameBuilder g({"BA/RFr", "BA/RRRR", "BA/L", "BA/L", "BA/Cccc+"});
    const Analysis a = analyse(g.rules, *g.state);
    CHECK(a.remaining_count == 4);
    REQUIRE(a.remaining.size() == 3);
    int ls = 0;
    for (const RemainingTile& r : a.remaining) {
        CHECK(r.type != tile_id(g, "BA/RFr"));
        if (r.type == tile_id(g, "BA/L")) ls = r.count;
    }
    CHECK(ls == 2);

    // Start tile: road west and east, city north, field south. The road squares only take the
    // crossroads (BA/L shows field everywhere, BA/Cccc+ city everywhere); the field square south
    // takes both monasteries; the city square north only the all-city tile.
    REQUIRE(a.squares.size() == 4);
    CHECK(square_at(a, {1, 0}).fitting == 1);
    REQUIRE(square_at(a, {1, 0}).types == std::vector<TileTypeId>{tile_id(g, "BA/RRRR")});
    CHECK(square_at(a, {-1, 0}).fitting == 1);
    CHECK(square_at(a, {0, 1}).fitting == 2);
    CHECK(square_at(a, {0, 1}).types == std::vector<TileTypeId>{tile_id(g, "BA/L")});
    CHECK(square_at(a, {0, -1}).fitting == 1);
    CHECK(a.dead_squares == 0);
    CHECK(a.single_fit_squares == 3);
    // Sorted by y, then x.
    CHECK(a.squares[0].pos == Pos{0, -1});
    CHECK(a.squares[1].pos == Pos{-1, 0});
    CHECK(a.squares[2].pos == Pos{1, 0});
    CHECK(a.squares[3].pos == Pos{0, 1});
}

TEST_CASE("a square no remaining tile fits is dead", "[analysis]") {
    // Only the crossroads and a monastery are left: the city square north of the start is dead.
    GameBuilder g({"BA/RFr", "BA/RRRR", "BA/L"});
    const Analysis a = analyse(g.rules, *g.state);
    CHECK(a.remaining_count == 2);
    CHECK(square_at(a, {0, -1}).dead());
    CHECK(square_at(a, {0, -1}).types.empty());
    CHECK(square_at(a, {1, 0}).single());
    CHECK(square_at(a, {0, 1}).single());
    CHECK(a.dead_squares == 1);
    CHECK(a.single_fit_squares == 3);

    // After the road is extended east, the cross still fits the new road end; once the cross is
    // drawn and placed, only the monastery is left and every road square dies.
    g.place(1, 0, 0);
    g.pass();
    const Analysis b = analyse(g.rules, *g.state);
    CHECK(b.remaining_count == 1);  // BA/RRRR in hand, BA/L to come
    CHECK(square_at(b, {2, 0}).dead());
    CHECK(square_at(b, {-1, 0}).dead());
    CHECK(square_at(b, {0, -1}).dead());
    CHECK(square_at(b, {1, -1}).single());  // north of BA/RFr: field
    CHECK(b.dead_squares == 3);
}

TEST_CASE("what fits where follows the River's own rules", "[analysis]") {
    // The spring at (0, 0) flows east. RI.1/IFI would match the spring's field on the north by its
    // edges alone, but a river tile must continue the river: north only the monastery fits.
    GameBuilder g({"RI.1/IFI", "RI.1/IFI", "BA/L", "RI.1/I.e"}, {"base", "river"});
    const Analysis a = analyse(g.rules, *g.state);
    CHECK(a.remaining_count == 3);
    CHECK(square_at(a, {0, -1}).types == std::vector<TileTypeId>{tile_id(g, "BA/L")});
    CHECK(square_at(a, {0, -1}).fitting == 1);
    CHECK(square_at(a, {1, 0}).fitting == 2);  // the straight river and the lake continue it
    CHECK(a.dead_squares == 0);
}

TEST_CASE("feature holdings: holders and values now and at the end; projected scores",
          "[analysis]") {
    GameBuilder g({"BA/C", "BA/L", "BA/RFr"});
    // BA/C turned 180° closes the start tile's city (2 tiles, nobody on it); Anna's farmer on its
    // field borders that completed city: 3 points at the end, complete or not.
    g.place(0, -1, 2);
    deploy_on(g, "follower", FeatureKind::Field);
    // Ben's monk south of the start: 2 tiles now (itself and the start), 9 once surrounded.
    g.place(0, 1, 0);
    deploy_on(g, "follower", FeatureKind::Monastery);

    const auto holdings = feature_holdings(g.rules, *g.state);
    REQUIRE(holdings.size() == 2);
    const FeatureHolding* field = nullptr;
    const FeatureHolding* monastery = nullptr;
    for (const FeatureHolding& h : holdings)
        (h.kind == FeatureKind::Field ? field : monastery) = &h;
    REQUIRE(field);
    REQUIRE(monastery);
    CHECK(field->holders == std::vector<int>{0});
    CHECK(field->value_at_end == 3);
    CHECK(field->value_if_completed == 3);
    CHECK(monastery->kind == FeatureKind::Monastery);
    CHECK(monastery->holders == std::vector<int>{1});
    CHECK(monastery->value_at_end == 2);
    CHECK(monastery->value_if_completed == 9);
    CHECK(monastery->nodes.size() == 1);

    const Analysis a = analyse(g.rules, *g.state);
    CHECK(a.projected == std::vector<int>{3, 2});
    CHECK(g.score(0) == 0);         // projecting touched a copy only
    CHECK(a.remaining_count == 0);  // BA/RFr is in hand
    CHECK(a.dead_squares == 8);     // nothing is left to fill the 8 open squares
}

TEST_CASE("tied holders are all listed", "[analysis]") {
    // Anna's thief on the road west of the start, Ben's on a road of its own south of the start;
    // two curves east join both roads into one: a tie, both hold it (5 tiles, open at both ends).
    GameBuilder g({"BA/RFr", "BA/RFr", "BA/Rr", "BA/Rr", "BA/L"});
    g.place(-1, 0, 0);
    deploy_on(g, "follower", FeatureKind::Road);
    g.place(0, 1, 0);
    deploy_on(g, "follower", FeatureKind::Road);
    REQUIRE(feature_holdings(g.rules, *g.state).size() == 2);
    g.place(1, 0, 0);  // road west and south
    g.pass();
    g.place(1, 1, 1);  // road north and west: the two roads meet
    g.pass();
    const auto holdings = feature_holdings(g.rules, *g.state);
    REQUIRE(holdings.size() == 1);
    CHECK(holdings[0].kind == FeatureKind::Road);
    CHECK(holdings[0].holders == std::vector<int>{0, 1});
    CHECK(holdings[0].tiles.size() == 5);
    CHECK(holdings[0].value_at_end == 5);
    CHECK(holdings[0].value_if_completed == 5);
    CHECK(analyse(g.rules, *g.state).projected == std::vector<int>{5, 5});
}
