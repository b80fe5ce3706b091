// The Abbot (rules p. 8). Each player has one abbot, placed instead of a follower and only on a
// monastery or a garden of the tile just placed. A garden scores like a monastery: 9 when
// surrounded, 1 + its neighbours at the end. In a turn where you place no figure you may take
// your abbot back and score 1 + its neighbours at once, unless its feature is already complete
// (then it scores as usual this turn). Taking the abbot back scores the abbot, not the feature.
#include "modules.hpp"

namespace carc {

namespace {

class AbbotModule final : public Module {
public:
    std::string_view id() const override { return "abbot"; }

    void score(const Ruleset&, const GameState&, FeatureScoring& s) const override {
        if (s.kind != FeatureKind::Garden) return;
        s.event.terms.push_back({"garden", 1, 1});
        s.event.terms.push_back({"neighbour", s.tile_count - 1, 1});
    }

    void add_figure_actions(const Ruleset& rules, const GameState& state, ActionList& out) const override {
        const int abbot = rules.figure("abbot");
        for (const Figure& f : state.figures) {
            if (f.owner != state.current_player || f.kind != abbot) continue;
            const PlacedTile& t = state.board.tile(f.tile);
            if (t.neighbours == 8) continue;  // complete: it scores at the end of this turn
            out.push_back(ReturnFigure{t.pos, f.local, abbot});
        }
    }

    bool apply_action(const Ruleset& rules, GameState& state, const Action& action, Events* events) const override {
        const auto* ret = std::get_if<ReturnFigure>(&action);
        if (!ret || ret->figure != rules.figure("abbot")) return false;
        const int tile = state.board.tile_index(ret->pos);
        for (size_t i = 0; i < state.figures.size(); ++i) {
            const Figure& f = state.figures[i];
            if (f.tile != tile || f.local != ret->feature || f.kind != ret->figure) continue;
            const PlacedTile& t = state.board.tile(tile);
            ScoreEvent e;
            e.category = ScoreCategory::AbbotReturn;
            e.kind = rules.tiles[t.type].features[f.local].kind;
            e.feature = {t.pos, f.local};
            e.tiles.push_back(t.pos);
            for (int dy = -1; dy <= 1; ++dy)
                for (int dx = -1; dx <= 1; ++dx)
                    if ((dx || dy) && state.board.occupied({t.pos.x + dx, t.pos.y + dy}))
                        e.tiles.push_back({t.pos.x + dx, t.pos.y + dy});
            e.terms.push_back({"abbot's tile", 1, 1});
            e.terms.push_back({"neighbour", t.neighbours, 1});
            e.awards.push_back({f.owner, e.base_points(), {}});
            add_points(state, f.owner, e.base_points(), e.category);
            if (events) events->push_back(e);
            remove_figure(rules, state, static_cast<int>(i), events);
            for (const Module* m : rules.modules) m->on_figures_returned(rules, state, events);
            return true;
        }
        return false;
    }
};

}  // namespace

const Module& abbot_module() {
    static const AbbotModule module;
    return module;
}

}  // namespace carc
