// The Phantom on the table (its view, registered in registry.cpp). The phantom is a figure of the
// data drawn from its own art (assets/figures/phantom.svg: the player's colours, see-through, a
// broken outline); its step is a figure step like the turn's first, so the choice layer offers
// its places as it offers a follower's. The view adds the words: what the phantom is for, in the
// supply's tooltip, and on the board whose phantom it is, beside the core's role and score.
#include "expansions/expansion_view.hpp"
#include "shell/i18n.hpp"

namespace carc::app {

namespace {

int phantom_figure(const Ruleset& rules) { return rules.figure("phantom"); }

class PhantomView : public ExpansionView {
public:
    std::string_view module_id() const override { return "phantom"; }

    std::string supply_note(const Ruleset& rules, int figure) const override {
        if (figure < 0 || figure != phantom_figure(rules)) return "";
        return _("may come as a second follower in a turn, after the first; it counts like any follower");
    }

    std::optional<std::string> figure_tip(const Ruleset& rules, const GameState& state, const Figure& f) const override {
        if (f.kind != phantom_figure(rules) || !f.on_feature() || f.owner < 0) return std::nullopt;
        const FeatureKind kind = state.features.node(f.node).kind;
        const ScoreEvent preview = score_preview(rules, state, f.node);
        return fill(_("{role} of {player}: the phantom counts like any follower. If scored now: {score}"),
                    {{"player", rules.setup.players[static_cast<size_t>(f.owner)].name},
                     {"role", capitalised(tr(figure_role(rules, f.kind, kind)))},
                     {"score", tr_describe(rules, preview)}});
    }
};

}  // namespace

const ExpansionView& phantom_view() {
    static const PhantomView view;
    return view;
}

}  // namespace carc::app
