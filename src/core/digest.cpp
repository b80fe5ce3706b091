// The state digest: 16 hex digits over everything that matters in a state, so that a save can
// tell when its replay reaches a different position. Every module's state enters it as the bytes
// of GameState::module_data (ModuleWithState guarantees they hold no padding). Saves of version 1
// were written with the first engine's digest, which state_digest_v1 computes from today's state.
#include "carc/module.hpp"
#include "carc/state.hpp"

namespace carc {

namespace {

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

void pile_and_board(Fnv& f, const GameState& s) {
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

}  // namespace

std::string state_digest(const GameState& s) {
    Fnv f;
    f.num(static_cast<int>(s.phase));
    f.num(s.step);
    f.num(s.current_player);
    f.num(s.acting_player);
    f.num(s.turn);
    f.num(s.part);
    f.num(s.phase == Phase::PlaceTile ? s.drawn : -1);
    f.num(s.placed_tile);
    pile_and_board(f, s);
    f.num(static_cast<int64_t>(s.pile.set_aside.size()));
    for (TileTypeId t : s.pile.set_aside) f.num(t);
    for (const Figure& fig : s.figures) {
        f.num(fig.owner);
        f.num(fig.kind);
        f.num(static_cast<int>(fig.where));
        f.num(fig.tile);
        f.num(fig.local);
        f.num(fig.place);
        f.num(fig.serial);
    }
    for (const PlayerState& p : s.players) {
        f.num(p.score);
        for (int8_t v : p.supply) f.num(v);
        for (int16_t v : p.tokens) f.num(v);
        for (int v : p.by_category) f.num(v);
    }
    f.num(static_cast<int64_t>(s.module_data.size()));
    for (uint8_t b : s.module_data) f.byte(b);
    return f.hex();
}

std::string state_digest_v1(const Ruleset& rules, const GameState& s) {
    // The first engine's fields, in its order: phase (place tile 0, place figure 1, game over 2),
    // the builder's flags, 8 figure kinds, 4 token kinds and 7 categories, the abbot's and the
    // trade goods' at 5 and 6.
    Fnv f;
    f.num(s.phase == Phase::PlaceTile ? 0 : s.phase == Phase::GameOver ? 2 : 1);
    f.num(s.current_player);
    f.num(s.turn);
    f.num(s.part > 0);
    bool pending = false;
    if (s.phase == Phase::PlaceFigure)
        for (const Module* m : rules.modules) pending |= m->another_part(rules, s);
    f.num(pending);
    f.num(s.phase == Phase::PlaceTile ? s.drawn : -1);
    f.num(s.placed_tile);
    pile_and_board(f, s);
    for (const Figure& fig : s.figures) {
        f.num(static_cast<uint8_t>(fig.owner));
        f.num(fig.kind);
        f.num(fig.tile);
        f.num(fig.local);
    }
    const int abbot = rules.category("abbot"), goods = rules.category("trade-goods");
    for (const PlayerState& p : s.players) {
        f.num(p.score);
        for (size_t k = 0; k < 8; ++k) f.num(p.supply[k]);
        for (size_t t = 0; t < 4; ++t) f.num(p.tokens[t]);
        std::array<int, 7> old{};
        for (size_t c = 0; c < 5; ++c) old[c] = p.by_category[c];
        if (abbot >= 0) old[5] = p.by_category[static_cast<size_t>(abbot)];
        if (goods >= 0) old[6] = p.by_category[static_cast<size_t>(goods)];
        for (int v : old) f.num(v);
    }
    return f.hex();
}

}  // namespace carc
