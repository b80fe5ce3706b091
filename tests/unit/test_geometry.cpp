#include <catch2/catch.hpp>

#include "carc/geometry.hpp"

using namespace carc;

TEST_CASE("sides rotate clockwise and face their opposite", "[geometry]") {
    CHECK(rotate(Side::N, 1) == Side::E);
    CHECK(rotate(Side::W, 1) == Side::N);
    CHECK(rotate(Side::S, 3) == Side::E);
    CHECK(opposite(Side::E) == Side::W);
    CHECK(neighbour({0, 0}, Side::N) == Pos{0, -1});  // y grows south
    CHECK(neighbour({0, 0}, Side::E) == Pos{1, 0});
}

TEST_CASE("half-edges meet the mirrored half of the neighbour", "[geometry]") {
    // NL is the west half of the north side; the tile to the north touches it with SR.
    CHECK(kHalfEdgeNames[facing_half(0)] == "SR");
    CHECK(kHalfEdgeNames[facing_half(1)] == "SL");
    CHECK(kHalfEdgeNames[facing_half(2)] == "WR");
    CHECK(kHalfEdgeNames[facing_half(3)] == "WL");
    for (int h = 0; h < 8; ++h) CHECK(facing_half(facing_half(h)) == h);
    CHECK(kHalfEdgeNames[rotate_half(0, 1)] == "EL");  // NL turned a quarter is EL
}

TEST_CASE("location names follow JCloisterZone", "[geometry]") {
    CHECK(side_mask_name(side_bit(Side::N) | side_bit(Side::W)) == "NW");
    CHECK(side_mask_name(side_bit(Side::W) | side_bit(Side::E)) == "WE");
    CHECK(side_mask_name(side_bit(Side::N) | side_bit(Side::S)) == "NS");
    CHECK(side_mask_name(0xF) == "NWSE");
    CHECK(side_mask_name(side_bit(Side::E) | side_bit(Side::S) | side_bit(Side::W)) == "_N");
    CHECK(parse_side_mask("_N") == (side_bit(Side::E) | side_bit(Side::S) | side_bit(Side::W)));
    CHECK(parse_side_mask("N W") == (side_bit(Side::N) | side_bit(Side::W)));
    CHECK_FALSE(parse_side_mask("NN"));
    CHECK_FALSE(parse_side_mask("Q"));
    CHECK(half_mask_name(0b00110101) == "NL.EL.SL.SR");
    CHECK(parse_half_mask("NL.NR.EL.ER.WL.WR") == 0b11001111);
    CHECK_FALSE(parse_half_mask("NX"));
}

TEST_CASE("rotating masks", "[geometry]") {
    CHECK(rotate_sides(side_bit(Side::N) | side_bit(Side::W), 2) == (side_bit(Side::S) | side_bit(Side::E)));
    CHECK(rotate_halves(0b00000011, 1) == 0b00001100);  // NL NR -> EL ER
    CHECK(rotate_halves(0b11000000, 1) == 0b00000011);  // WL WR -> NL NR
}
