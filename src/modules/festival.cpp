// The Festival (issue 35): ten tiles with a festival. Whoever places one may, instead of the turn's
// figure (step 2 of the turn), take one of their own figures back from the board into their
// supply; it scores nothing for leaving.
//
// The seeds say little: seed 000's figures' tables ask of every figure "can be removed by
// festival?" (their marks are lost in the text), with notes 3 and 4 (a builder or pig whose last
// follower of its feature leaves goes too) and 42 (a shepherd taken back leaves its sheep on the
// board); seed 001 (line 745): a festival used to take a figure back is the turn's action, so the
// fairy is not moved that turn; and 001:108: a builder taken back by a festival still gives its
// second tile when the festival tile extended its feature. The rest follows JCloisterZone
// (FestivalCapability, ActionPhase.handleReturnMeeple; docs/rules-coverage.md, "The Festival"):
// - the offer comes with the turn's figure step of a part whose tile is a festival tile (the
//   builder's second tile too), beside the figures, the tower pieces and the other modules' moves;
//   it may be declined like any of them;
// - any of the player's own figures standing on the board may come back (option `takes_back`: any
//   figure, JCZ's "meeple", the default; or followers only): not a neutral
//   figure, nor a figure waiting off the board (a prisoner, a City quarter);
// - a follower of a feature the festival tile completes may come back before the scoring (the
//   scoring comes after the figure step): the feature scores without it.
#include <algorithm>

#include "carc/engine.hpp"
#include "modules.hpp"

namespace carc {

namespace {
namespace festival_rules {

struct FestivalSettings {
    int festival_tag;
    bool followers_only;
    // The option's values are JCloisterZone's words: "meeple" for any figure, or followers only.
    explicit FestivalSettings(const Ruleset& r)
        : festival_tag(r.tag("festival")), followers_only(r.option("festival.takes_back") != "meeple") {}
};

const FestivalSettings& festival_settings(const Ruleset& rules);

// A figure the festival may reach: one of the player's own, standing on a feature of a placed tile
// or at a tile's corner (the barn).
bool may_take_back(const Ruleset& rules, const Figure& f, int player) {
    if (f.owner != player) return false;
    if (!f.on_feature() && f.where != FigureWhere::OnCorner) return false;
    const FigureDef& def = rules.figures[f.kind];
    if (def.neutral) return false;
    return !festival_settings(rules).followers_only || def.follower;
}

bool festival_tile_placed(const Ruleset& rules, const GameState& state) {
    const int tag = festival_settings(rules).festival_tag;
    if (tag < 0 || state.placed_tile < 0) return false;
    return rules.tiles[state.board.tile(state.placed_tile).type].has(tag);
}

// The figure an action names: at the tile of a.pos, feature (or corner field) a.feature, kind
// a.figure, the acting player's; -1 if none.
int named_figure(const Ruleset& rules, const GameState& state, const Action& a) {
    const int tile = state.board.tile_index(a.pos);
    if (tile < 0) return -1;
    for (size_t i = 0; i < state.figures.size(); ++i) {
        const Figure& f = state.figures[i];
        if (f.tile == tile && f.local == a.feature && f.kind == a.figure && may_take_back(rules, f, state.acting_player))
            return static_cast<int>(i);
    }
    return -1;
}

// "festival": the acting player's figure named by the action goes back to their supply, unscored.
class TakeBack final : public ActionDef {
public:
    std::string_view id() const override { return "festival"; }
    void apply(const Ruleset& rules, GameState& state, const Action& a, Events* events) const override {
        const int i = named_figure(rules, state, a);
        if (i < 0) return;
        if (events)
            events->push_back(ModuleEvent{Message("{player} takes the {figure} back from {pos} (festival)",
                                                  {{"player", arg::Player{state.acting_player}},
                                                   {"figure", arg::Figure{a.figure}},
                                                   {"pos", arg::Square{a.pos}}}),
                                          {a.pos}});
        take_back_figure(rules, state, i, events);
        figures_returned(rules, state, events);
    }
    Message why_illegal(const Ruleset& rules, const GameState& state, const Action& a) const override {
        if (!festival_tile_placed(rules, state) || state.phase != Phase::PlaceFigure)
            return Message("a festival takes a figure back only instead of placing a figure, in a turn whose tile "
                           "is a festival tile");
        if (festival_settings(rules).followers_only && a.figure >= 0 &&
            static_cast<size_t>(a.figure) < rules.figures.size() && !rules.figures[static_cast<size_t>(a.figure)].follower)
            return Message("in this game a festival takes back only followers (option: what a festival takes back)");
        return Message("a festival takes back only one of your own figures standing on the board");
    }
    Message describe(const Ruleset&, const GameState&, const Action& a) const override {
        return Message("take the {figure} back from {pos} (festival)", {{"figure", arg::Figure{a.figure}}, {"pos", arg::Square{a.pos}}});
    }
    ActionRecord record(const Ruleset& rules, const GameState& state, const Action& a) const override {
        return record_figure_at(id(), rules, state, a);
    }
    Result<Action> resolve(const Ruleset& rules, const GameState& state, const ActionRecord& r) const override {
        if (!r.pos) return error("taking a figure back needs its position");
        return resolve_figure_at(*this, rules, state, r, *r.pos);
    }
};

const TakeBack kTakeBack;

class FestivalModule final : public ModuleWithSettings<FestivalSettings> {
public:
    std::string_view id() const override { return "festival"; }
    std::vector<const ActionDef*> action_defs() const override { return {&kTakeBack}; }

    void add_step_actions(const Ruleset& rules, const GameState& state, std::string_view step,
                          ActionList& out) const override {
        if (step != steps::action || !festival_tile_placed(rules, state)) return;
        for (const Figure& f : state.figures) {
            if (!may_take_back(rules, f, state.acting_player)) continue;
            Action a;
            a.def = &kTakeBack;
            a.pos = state.board.tile(f.tile).pos;
            a.feature = f.local;
            a.figure = static_cast<int8_t>(f.kind);
            // Two like figures on one feature of one tile are one choice.
            if (std::find(out.begin(), out.end(), a) == out.end()) out.push_back(a);
        }
    }

    const FestivalSettings& settings_of(const Ruleset& rules) const { return settings(rules); }
};

const FestivalModule& the_module() {
    static const FestivalModule module;
    return module;
}

const FestivalSettings& festival_settings(const Ruleset& rules) { return the_module().settings_of(rules); }

}  // namespace festival_rules
}  // namespace

const Module& festival_module() { return festival_rules::the_module(); }

}  // namespace carc
