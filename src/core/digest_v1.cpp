// The digest of saves of version 1: the first engine's digest, recomputed from today's state.
// FROZEN: every save of version 1 stores this function's result. Do not edit it; a change of the
// state that it reads must keep its result for every game of version 1 (docs/save-format.md).
#include <array>

#include "carc/module.hpp"
#include "carc/state.hpp"
#include "digest_hash.hpp"

namespace carc {

std::string state_digest_v1(const Ruleset& rules, const GameState& s) {
    using digest_hash::Fnv;
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
    digest_hash::pile_and_board(f, s);
    for (const Figure& fig : s.figures) {
        f.num(static_cast<uint8_t>(fig.owner));
        f.num(fig.kind);
        f.num(fig.tile);
        f.num(fig.local);
    }
    const int abbot = rules.category("abbot"), goods = rules.category("trade-goods");
    for (const PlayerState& p : s.players) {
        f.num(p.score);
        // Kinds beyond those in play count as 0, as the first engine's arrays held them.
        for (size_t k = 0; k < 8; ++k) f.num(k < p.supply.size() ? p.supply[k] : 0);
        for (size_t t = 0; t < 4; ++t) f.num(t < p.tokens.size() ? p.tokens[t] : 0);
        std::array<int, 7> old{};
        for (size_t c = 0; c < 5 && c < p.by_category.size(); ++c) old[c] = p.by_category[c];
        if (abbot >= 0) old[5] = p.by_category[static_cast<size_t>(abbot)];
        if (goods >= 0) old[6] = p.by_category[static_cast<size_t>(goods)];
        for (int v : old) f.num(v);
    }
    return f.hex();
}

}  // namespace carc
