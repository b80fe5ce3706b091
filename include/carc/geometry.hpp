// Geometry of the tile grid: positions, the four sides of a tile, the eight field half-edges and
// quarter-turn rotations. The vocabulary is the one Carcassonne software already shares (the
// JCloisterZone catalogue): sides N E S W, half-edges NL NR EL ER SL SR WL WR (left and right as
// seen from the tile centre looking out), x growing east, y growing south, rotations clockwise.
// Everything here is constexpr and allocation-free because the legality and union-find code calls
// it in its innermost loops.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

namespace carc {

struct Pos {
    int x = 0;
    int y = 0;
    friend constexpr bool operator==(Pos, Pos) = default;
};

// Sides in clockwise order, so that rotating by r quarter turns adds r.
enum class Side : uint8_t { N = 0, E = 1, S = 2, W = 3 };

constexpr int kSides = 4;
constexpr int kHalfEdges = 8;

constexpr Side rotate(Side s, int quarter_turns) {
    return static_cast<Side>((static_cast<int>(s) + quarter_turns) & 3);
}
constexpr Side opposite(Side s) { return rotate(s, 2); }

constexpr Pos neighbour(Pos p, Side s) {
    switch (s) {
    case Side::N: return {p.x, p.y - 1};
    case Side::E: return {p.x + 1, p.y};
    case Side::S: return {p.x, p.y + 1};
    case Side::W: return {p.x - 1, p.y};
    }
    return p;
}

// Half-edges are numbered clockwise from the north-west corner: NL=0 NR=1 EL=2 ER=3 SL=4 SR=5
// WL=6 WR=7. Half-edge h lies on side h/2; a rotation by r quarter turns adds 2r.
constexpr int rotate_half(int half, int quarter_turns) { return (half + 2 * quarter_turns) & 7; }
constexpr Side side_of_half(int half) { return static_cast<Side>(half >> 1); }

// The half-edge of the neighbour that touches half-edge h: NL (west half of the north side) meets
// the neighbour's SR (west half of its south side), and so on.
constexpr int facing_half(int half) { return ((half + 4) & 7) ^ 1; }

constexpr char side_letter(Side s) { return "NESW"[static_cast<int>(s)]; }
inline constexpr std::array<std::string_view, 8> kHalfEdgeNames = {"NL", "NR", "EL", "ER",
                                                                   "SL", "SR", "WL", "WR"};

// Bit sets of sides (bit i = side i) and of half-edges (bit i = half-edge i).
using SideMask = uint8_t;
using HalfMask = uint8_t;

constexpr SideMask side_bit(Side s) { return static_cast<SideMask>(1u << static_cast<int>(s)); }
constexpr SideMask rotate_sides(SideMask m, int r) {
    r &= 3;
    return static_cast<SideMask>(((m << r) | (m >> (4 - r))) & 0xF);
}
constexpr HalfMask rotate_halves(HalfMask m, int r) {
    int s = (2 * r) & 7;
    return static_cast<HalfMask>(((m << s) | (m >> (8 - s))) & 0xFF);
}

// Names of locations on a tile as JCloisterZone writes them: a set of sides is N, E, NW, WE,
// _N (every side but N), NWSE...; a set of half-edges is "NL.NR.EL"; a feature in the middle of
// the tile (monastery, garden) is "I". Parsing accepts any order of letters as well.
std::string side_mask_name(SideMask m);
std::string half_mask_name(HalfMask m);
std::optional<SideMask> parse_side_mask(std::string_view name);
std::optional<HalfMask> parse_half_mask(std::string_view name);

// "R0".."R270" in JCZ files, quarter turns (0..3) in ours.
std::string rotation_name(int quarter_turns);

}  // namespace carc

template <>
struct std::hash<carc::Pos> {
    size_t operator()(carc::Pos p) const noexcept {
        return std::hash<uint64_t>{}((static_cast<uint64_t>(static_cast<uint32_t>(p.x)) << 32) |
                                     static_cast<uint32_t>(p.y));
    }
};
