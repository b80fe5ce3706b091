// The hash every state digest is made of (FNV-1a, 64 bits, integers as 8 little-endian bytes) and
// the part of the state every version hashes alike: the generator, the pile, the discarded and
// the placed tiles. The digests of older save versions (digest_v1.cpp, digest_v2.cpp) hash
// through these, so they are frozen with them: an edit here changes every saved digest.
#pragma once

#include <cstdint>
#include <string>

#include "carc/state.hpp"

namespace carc::digest_hash {

struct Fnv {
    uint64_t h = 0xcbf29ce484222325ull;
    void byte(uint8_t b) {
        h ^= b;
        h *= 0x100000001b3ull;
    }
    void num(int64_t v) {
        for (int i = 0; i < 8; ++i) byte(static_cast<uint8_t>(static_cast<uint64_t>(v) >> (8 * i)));
    }
    std::string hex() const {
        static const char* digits = "0123456789abcdef";
        std::string out(16, '0');
        for (int i = 0; i < 16; ++i) out[static_cast<size_t>(i)] = digits[(h >> (60 - 4 * i)) & 0xF];
        return out;
    }
};

inline void pile_and_board(Fnv& f, const GameState& s) {
    f.num(static_cast<int64_t>(s.rng.state));
    f.num(s.pile.remaining());
    for (size_t i = s.pile.next; i < s.pile.tiles.size(); ++i) f.num(s.pile.tiles[i]);
    for (TileTypeId t : s.discarded) f.num(t);
    for (const PlacedTile& t : s.board.tiles()) {
        f.num(t.pos.x);
        f.num(t.pos.y);
        f.num(t.type);
        f.num(t.rotation);
    }
}

}  // namespace carc::digest_hash
