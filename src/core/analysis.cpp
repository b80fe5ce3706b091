// The learning aids' oracle (include/carc/analysis.hpp): counts from the pile, the engine's
// placement check per remaining tile type, and its scoring previews.
#include "carc/analysis.hpp"
#include "carc/module.hpp"

#include <algorithm>
#include <set>

namespace carc {

std::vector<RemainingTile> remaining_tiles(const Ruleset& rules, const GameState& state) {
    std::vector<RemainingTile> out;
    if (state.over()) return out;
    std::vector<int> counts(rules.tiles.size(), 0);
    // The drawn tile has left the pile already (pile.next is past it): it is in hand, not to come.
    for (size_t i = state.pile.next; i < state.pile.tiles.size(); ++i)
        ++counts[state.pile.tiles[i]];
    for (TileTypeId t : state.pile.set_aside) ++counts[t];
    for (size_t t = 0; t < counts.size(); ++t)
        if (counts[t] > 0) out.push_back({static_cast<TileTypeId>(t), counts[t]});
    return out;
}

std::vector<SquareFit> square_fits(const Ruleset& rules, const GameState& state,
                                   const std::vector<RemainingTile>& remaining) {
    std::vector<SquareFit> squares;
    for (const FrontierCell& c : state.board.frontier()) squares.push_back({c.pos, 0, {}, std::nullopt});
    std::sort(squares.begin(), squares.end(), [](const SquareFit& a, const SquareFit& b) {
        return a.pos.y != b.pos.y ? a.pos.y < b.pos.y : a.pos.x < b.pos.x;
    });
    auto find_square = [&](Pos p) {
        return std::lower_bound(squares.begin(), squares.end(), p, [](const SquareFit& s, Pos q) {
            return s.pos.y != q.y ? s.pos.y < q.y : s.pos.x < q.x;
        });
    };
    ActionList placements;
    for (const RemainingTile& r : remaining) {
        // The engine's own list of legal placements of this tile now: edges and modules' rules.
        legal_placements(rules, state, r.type, placements);
        for (const Action& a : placements) {
            auto it = find_square(a.pos);
            if (it == squares.end() || it->pos != a.pos) continue;
            if (!it->types.empty() && it->types.back() == r.type) continue;  // another rotation
            it->types.push_back(r.type);
            it->fitting += r.count;
        }
    }
    for (SquareFit& square : squares)
        for (const Module* m : rules.modules)
            if (!square.besides_the_pile)
                square.besides_the_pile = m->fills_square_besides_the_pile(rules, state, square.pos);
    return squares;
}

std::vector<FeatureHolding> feature_holdings(const Ruleset& rules, const GameState& state) {
    std::set<int> roots;
    for (const Figure& f : state.figures)
        if (f.on_feature() && f.owner >= 0 && rules.figures[f.kind].follower)
            roots.insert(state.features.find(f.node));
    std::vector<FeatureHolding> out;
    for (int root : roots) {
        const FeatureKind kind = state.features.node(root).kind;
        if (rules.kind_never_completes[static_cast<size_t>(kind)]) continue;  // no majority there
        const ScoreEvent end = score_preview(rules, state, root);
        if (end.awards.empty()) continue;
        const ScoreEvent done = score_if_completed(rules, state, root);
        FeatureHolding h;
        h.root = root;
        h.kind = kind;
        h.complete = end.complete;
        for (const Award& a : end.awards) h.holders.push_back(a.player);
        std::sort(h.holders.begin(), h.holders.end());
        state.features.for_each_member(root, [&](int n) { h.nodes.push_back(n); });
        std::sort(h.nodes.begin(), h.nodes.end());
        h.tiles = end.tiles;
        h.value_at_end = end.awards.front().points;
        h.value_if_completed = done.awards.empty() ? h.value_at_end : done.awards.front().points;
        out.push_back(std::move(h));
    }
    return out;
}

Analysis analyse(const Ruleset& rules, const GameState& state) {
    Analysis a;
    a.remaining = remaining_tiles(rules, state);
    for (const RemainingTile& r : a.remaining) a.remaining_count += r.count;
    a.squares = square_fits(rules, state, a.remaining);
    for (const SquareFit& s : a.squares) {
        a.dead_squares += s.dead() ? 1 : 0;
        a.single_fit_squares += s.single() ? 1 : 0;
    }
    a.projected = projected_scores(rules, state);
    return a;
}

}  // namespace carc
