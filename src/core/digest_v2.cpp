// The digest of saves of versions 2 and 3 (they differ in how options read, not in the digest).
// FROZEN: every save of version 2 or 3 stores this function's result. Do not edit it. It is the
// digest of those versions' engine, where each player had fixed arrays of 16 figure kinds, 8
// token kinds and 16 score categories: the values in play are hashed padded with zeros to those
// sizes, so the result stays exact however far the limits grow. A module whose state struct
// changes gives the bytes its old struct had (Module::legacy_state_bytes). A game over those
// sizes cannot be a game of version 2 or 3: its digest is empty.
#include "carc/module.hpp"
#include "carc/state.hpp"
#include "digest_hash.hpp"

namespace carc {

std::string state_digest_v2(const Ruleset& rules, const GameState& s) {
    using digest_hash::Fnv;
    constexpr size_t kFigureKinds = 16, kTokenKinds = 8, kScoreCategories = 16;
    for (const PlayerState& p : s.players)
        if (p.supply.size() > kFigureKinds || p.tokens.size() > kTokenKinds ||
            p.by_category.size() > kScoreCategories)
            return {};
    std::string module_data;  // as saves of versions 2 and 3 laid it out
    for (const Module* m : rules.modules) m->legacy_state_bytes(2, rules, s, module_data);

    Fnv f;
    f.num(static_cast<int>(s.phase));
    f.num(s.step);
    f.num(s.current_player);
    f.num(s.acting_player);
    f.num(s.turn);
    f.num(s.part);
    f.num(s.phase == Phase::PlaceTile ? s.drawn : -1);
    f.num(s.placed_tile);
    digest_hash::pile_and_board(f, s);
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
        for (size_t k = 0; k < kFigureKinds; ++k) f.num(k < p.supply.size() ? p.supply[k] : 0);
        for (size_t t = 0; t < kTokenKinds; ++t) f.num(t < p.tokens.size() ? p.tokens[t] : 0);
        for (size_t c = 0; c < kScoreCategories; ++c) f.num(c < p.by_category.size() ? p.by_category[c] : 0);
    }
    f.num(static_cast<int64_t>(module_data.size()));
    for (char b : module_data) f.byte(static_cast<uint8_t>(b));
    return f.hex();
}

}  // namespace carc
