// The Abbot (rules p. 8). Each player has one abbot, placed instead of a follower and only on a
// monastery or a garden of the tile just placed. A garden scores like a monastery: 9 when
// surrounded, 1 + its neighbours at the end. In a turn where you place no figure you may take
// your abbot back and score 1 + its neighbours at once, unless its feature is already complete
// (then it scores as usual this turn). Taking the abbot back scores the abbot, not the feature.
#include "modules.hpp"

namespace carc {

namespace {
namespace abbot_rules {

constexpr Noun kGarden{"garden", "gardens"};
constexpr Noun kNeighbour{"neighbour", "neighbours"};
constexpr Noun kAbbotsTile{"abbot's tile", "abbot's tiles"};

int abbot_at(const Ruleset& rules, const GameState& state, const Action& a) {
    const int tile = state.board.tile_index(a.pos);
    for (size_t i = 0; i < state.figures.size(); ++i) {
        const Figure& f = state.figures[i];
        if (f.on_feature() && f.tile == tile && f.local == a.feature && f.kind == a.figure &&
            rules.figures[f.kind].id == "abbot")
            return static_cast<int>(i);
    }
    return -1;
}

// "return": the abbot comes back from the board and scores its tile and neighbours now.
class TakeAbbotBack final : public ActionDef {
public:
    std::string_view id() const override { return "return"; }

    void apply(const Ruleset& rules, GameState& state, const Action& a, Events* events) const override {
        const int i = abbot_at(rules, state, a);
        if (i < 0) return;
        const Figure f = state.figures[static_cast<size_t>(i)];
        const PlacedTile& t = state.board.tile(f.tile);
        ScoreEvent e;
        e.category = static_cast<ScoreCategory>(rules.category("abbot"));
        e.kind = state.features.node(f.node).kind;
        e.title = Message("Abbot taken back from the {kind}", {{"kind", arg::Kind{e.kind}}});
        e.feature = {t.pos, f.local};
        e.tiles.push_back(t.pos);
        for (int dy = -1; dy <= 1; ++dy)
            for (int dx = -1; dx <= 1; ++dx)
                if ((dx || dy) && state.board.occupied({t.pos.x + dx, t.pos.y + dy}))
                    e.tiles.push_back({t.pos.x + dx, t.pos.y + dy});
        e.terms.push_back({kAbbotsTile, 1, 1});
        e.terms.push_back({kNeighbour, t.neighbours, 1});
        e.awards.push_back({f.owner, e.base_points(), {}});
        add_points(state, f.owner, e.base_points(), e.category);
        if (events) events->push_back(e);
        remove_figure(rules, state, i, events);
        figures_returned(rules, state, events);
    }

    Message why_illegal(const Ruleset& rules, const GameState& state, const Action& a) const override {
        const int t = state.board.tile_index(a.pos);
        if (t < 0) return Message("there is no tile there");
        for (const Figure& f : state.figures)
            if (f.on_feature() && f.tile == t && f.local == a.feature && f.kind == a.figure) {
                if (f.owner != state.acting_player) return Message("that figure is not yours");
                if (state.phase != Phase::PlaceFigure) return Message("the abbot comes back only instead of placing a figure");
                if (state.board.tile(t).neighbours == 8)
                    return Message("the {figure} cannot be taken back now: its feature is complete and scores this turn",
                                   {{"figure", arg::Figure{a.figure}}});
                return Message("the {figure} cannot be taken back now", {{"figure", arg::Figure{a.figure}}});
            }
        (void)rules;
        return Message("there is no such figure there");
    }

    Message describe(const Ruleset&, const GameState&, const Action& a) const override {
        return Message("take the {figure} back from {pos}", {{"figure", arg::Figure{a.figure}}, {"pos", arg::Square{a.pos}}});
    }

    ActionRecord record(const Ruleset& rules, const GameState& state, const Action& a) const override {
        return record_figure_at(id(), rules, state, a);
    }

    Result<Action> resolve(const Ruleset& rules, const GameState& state, const ActionRecord& r) const override {
        if (!r.pos) return error("taking a figure back needs its position");
        return resolve_figure_at(*this, rules, state, r, *r.pos);
    }
};

const TakeAbbotBack kTakeBack;

struct AbbotSettings {
    int abbot;
    explicit AbbotSettings(const Ruleset& r) : abbot(r.figure("abbot")) {}
};

class AbbotModule final : public ModuleWithSettings<AbbotSettings> {
public:
    std::string_view id() const override { return "abbot"; }

    std::vector<const ActionDef*> action_defs() const override { return {&kTakeBack}; }

    void score(const Ruleset&, const GameState&, FeatureScoring& s) const override {
        if (s.kind != FeatureKind::Garden) return;
        s.event.terms.push_back({kGarden, 1, 1});
        s.event.terms.push_back({kNeighbour, s.tile_count - 1, 1});
    }

    void add_step_actions(const Ruleset& rules, const GameState& state, std::string_view step,
                          ActionList& out) const override {
        if (step != steps::action) return;
        const int abbot = settings(rules).abbot;
        for (const Figure& f : state.figures) {
            if (f.owner != state.current_player || f.kind != abbot || !f.on_feature()) continue;
            const PlacedTile& t = state.board.tile(f.tile);
            if (t.neighbours == 8) continue;  // complete: it scores at the end of this turn
            out.push_back(abbot_return_action(abbot, t.pos, f.local));
        }
    }
};

}  // namespace abbot_rules
}  // namespace

Action abbot_return_action(int figure, Pos tile, int feature) {
    Action a;
    a.def = &abbot_rules::kTakeBack;
    a.pos = tile;
    a.feature = static_cast<int16_t>(feature);
    a.figure = static_cast<int8_t>(figure);
    return a;
}

const Module& abbot_module() {
    static const abbot_rules::AbbotModule module;
    return module;
}

}  // namespace carc
