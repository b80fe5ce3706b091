// The round trip through JCloisterZone (docs/jcz.md, "A JCZ game played on"): a game read from a
// .jcz, cut where it still has tiles to draw and played on to its end with random legal moves,
// so that our export of the whole game can be replayed by JCZ's own engine.
#include "carc/engine.hpp"
#include "data/jcz.hpp"

namespace carc {

size_t jcz_default_cut(const Catalog& catalog, const GameRecord& game) {
    auto replay = replay_game(catalog, game);
    if (!replay || replay->states.back()->phase != Phase::GameOver) return game.actions.size();
    // A finished game: back to the last tile placed in its first half, so that half of it is
    // played anew.
    size_t cut = 0;
    for (size_t i = 0; i < game.actions.size() / 2 + 1 && i < game.actions.size(); ++i)
        if (game.actions[i].type == "place") cut = i;
    return cut;
}

Result<GameRecord> jcz_play_on(const Catalog& catalog, const GameRecord& game, size_t keep, uint64_t seed) {
    GameRecord out = game;
    keep_first_actions(out, keep);
    auto replay = replay_game(catalog, out);
    if (!replay) return error("the game does not replay: " + replay.error());
    const Ruleset& rules = replay->rules;
    Snapshot state = replay->states.back();
    Rng rng{seed};
    // A game ends: every draw order runs out. The bound only guards against a defect.
    for (int guard = 0; guard < 100000 && state->phase != Phase::GameOver; ++guard) {
        const ActionList listed = legal_actions(rules, *state);
        ActionList scratch;
        const ActionList& legal = concrete_actions(rules, *state, listed, scratch, Expand::Sample);
        if (legal.empty()) return error("no legal action at action " + std::to_string(out.actions.size() + 1));
        const Action& a = legal[rng.below(static_cast<uint32_t>(legal.size()))];
        auto step = apply(rules, *state, a);
        if (!step) return error("action " + std::to_string(out.actions.size() + 1) + ": " + step.error());
        out.actions.push_back(record_action(rules, *state, a));
        state = step->state;
        record_chance(rules, *state, static_cast<int>(out.actions.size()), out.chance);
    }
    if (state->phase != Phase::GameOver) return error("the game did not end");
    return out;
}

}  // namespace carc
