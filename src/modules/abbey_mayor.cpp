// Abbey & Mayor (issue 13; seeds 000 "Seguidores" and the mayor's note 2, 001 Exp. 5, 003 the
// ghost's note on a lone mayor), the abbey and the mayor; the wagon and the barn are not built
// yet (docs/rules-coverage.md). Each player has one abbey tile. Instead of the tile drawn, a
// player may put it into a hole with tiles on all four sides, whatever their edges show; its
// sides end every road, city and field that meets them (TileDef::ends_features, so the core
// completes and scores what it closed), and a monk may go on it as on a monastery. The drawn tile
// goes back into the pile: the abbey replaces drawing it. The mayor goes into cities only; its
// strength in the majority is the number of pennants in its city, so with none it occupies the
// city but cannot win it alone (000 note 2: "aun valiendo cero, 'ocupa' la ciudad").
#include <algorithm>

#include "modules.hpp"

namespace carc {

namespace {

struct AbbeyMayorState {
    std::array<int8_t, 8> abbeys_left;  // per player: abbey tiles still in the supply
};

struct AbbeyMayorSettings {
    int abbey_tile;  // the abbey's tile type, or -1 without abbeys
    int abbey_tag;
    int mayor;     // figure index, or -1
    int pennants;  // attribute slot, or -1
    explicit AbbeyMayorSettings(const Ruleset& r)
        : abbey_tile(-1),
          abbey_tag(r.tag("abbey")),
          mayor(r.figure("mayor")),
          pennants(r.attribute("pennants")) {
        if (r.option_on("abbey-mayor.abbeys"))
            for (size_t t = 0; t < r.tiles.size(); ++t)
                if (r.tiles[t].has(abbey_tag)) abbey_tile = static_cast<int>(t);
    }
};

const AbbeyMayorSettings& names(const Ruleset& rules);
AbbeyMayorState& abbey_state(const Ruleset& rules, GameState& state);
const AbbeyMayorState& abbey_state(const Ruleset& rules, const GameState& state);

// A hole: an empty square with a placed tile on each of its four sides (every side of its
// constraint code demands something).
bool is_hole(uint16_t constraint) {
    for (int s = 0; s < kSides; ++s)
        if ((constraint / kConstraintWeight[s]) % 5 == 0) return false;
    return true;
}

bool is_hole_at(const GameState& state, Pos p) {
    if (state.board.occupied(p)) return false;
    for (int s = 0; s < kSides; ++s)
        if (!state.board.occupied(neighbour(p, static_cast<Side>(s)))) return false;
    return true;
}

// Other expansions' placement rules hold for the abbey too (a shrine borders one monastery only).
std::optional<Message> forbidden_by_other_rules(const Ruleset& rules, const GameState& state, Pos pos) {
    const int abbey = names(rules).abbey_tile;
    for (const Module* m : rules.modules)
        if (m->restricts_placement(rules))
            if (auto why = m->placement_forbidden(rules, state, static_cast<TileTypeId>(abbey), pos, 0)) return why;
    return std::nullopt;
}

// "place_abbey": the player's abbey tile into a hole, instead of the tile drawn.
class PlaceAbbey final : public SquareActionDef {
public:
    constexpr PlaceAbbey() : SquareActionDef("placing the abbey needs its position") {}
    std::string_view id() const override { return "place_abbey"; }

    void apply(const Ruleset& rules, GameState& state, const Action& a,
               Events* events) const override {
        const AbbeyMayorSettings& n = names(rules);
        --abbey_state(rules, state).abbeys_left[static_cast<size_t>(state.current_player)];
        // The drawn tile was the last one taken from the pile: it goes back among those still to
        // draw (next in a fixed order), as if the player had not drawn it.
        --state.pile.next;
        if (events)
            events->push_back(
                ModuleEvent{Message("{tile} goes back into the pile",
                                    {{"tile", arg::Text{rules.tiles[state.drawn].id}}}),
                            {}});
        state.drawn = static_cast<TileTypeId>(n.abbey_tile);
        core_actions::place.apply(rules, state, place_action(a.pos, 0), events);
    }

    Message why_illegal(const Ruleset& rules, const GameState& state,
                        const Action& a) const override {
        const AbbeyMayorSettings& n = names(rules);
        if (n.abbey_tile < 0) return Message("this game is played without abbeys");
        if (state.phase != Phase::PlaceTile)
            return Message("the abbey is placed instead of the drawn tile, before any figure");
        if (abbey_state(rules, state).abbeys_left[static_cast<size_t>(state.current_player)] <= 0)
            return Message("{player} has placed their abbey already",
                           {{"player", arg::Player{state.current_player}}});
        if (state.board.occupied(a.pos))
            return Message("there is a tile at {pos} already", {{"pos", arg::Square{a.pos}}});
        if (!is_hole_at(state, a.pos))
            return Message(
                "an abbey goes only into a hole with tiles on all four sides; {pos} is not one",
                {{"pos", arg::Square{a.pos}}});
        if (auto why = forbidden_by_other_rules(rules, state, a.pos)) return *why;
        return Message("the abbey cannot go there now");
    }

    Message describe(const Ruleset&, const GameState&, const Action& a) const override {
        return Message("place the abbey at {pos}", {{"pos", arg::Square{a.pos}}});
    }
};

const PlaceAbbey kPlaceAbbey;

class AbbeyMayorModule final : public ModuleWithState<AbbeyMayorState, AbbeyMayorSettings> {
public:
    std::string_view id() const override { return "abbey-mayor"; }

    std::vector<const ActionDef*> action_defs() const override { return {&kPlaceAbbey}; }

    void add_step_actions(const Ruleset& rules, const GameState& state, std::string_view step,
                          ActionList& out) const override {
        if (step != steps::place_tile || settings(rules).abbey_tile < 0) return;
        if (my(rules, state).abbeys_left[static_cast<size_t>(state.current_player)] <= 0) return;
        for (const FrontierCell& c : state.board.frontier())
            if (is_hole(c.constraint) && !forbidden_by_other_rules(rules, state, c.pos))
                out.push_back(kPlaceAbbey.make(c.pos));
    }

    std::optional<int> figure_strength(const Ruleset& rules, const GameState& state,
                                       const Figure& f, int root) const override {
        const AbbeyMayorSettings& n = settings(rules);
        if (f.kind != n.mayor) return std::nullopt;
        return n.pennants < 0 ? 0 : state.features.attribute(root, n.pennants);
    }

    void check_invariants(const Ruleset& rules, const GameState& state,
                          std::vector<std::string>& problems) const override {
        const AbbeyMayorSettings& n = settings(rules);
        const AbbeyMayorState& s = my(rules, state);
        int placed = 0;
        for (const PlacedTile& t : state.board.tiles()) {
            if (!rules.tiles[t.type].has(n.abbey_tag)) continue;
            ++placed;
            for (int side = 0; side < kSides; ++side)
                if (!state.board.occupied(neighbour(t.pos, static_cast<Side>(side))))
                    problems.push_back("an abbey stands where it had no tile on every side");
        }
        int left = 0, given = 0;
        for (int p = 0; p < rules.player_count(); ++p) {
            left += s.abbeys_left[static_cast<size_t>(p)];
            given += n.abbey_tile >= 0 ? 1 : 0;
            if (s.abbeys_left[static_cast<size_t>(p)] < 0)
                problems.push_back("a player placed more abbeys than they had");
        }
        if (placed + left != given)
            problems.push_back("abbeys on the board and in the supplies do not add up");
        for (const Figure& f : state.figures)
            if (f.kind == n.mayor && f.on_feature() &&
                state.features.node(f.node).kind != FeatureKind::City)
                problems.push_back("a mayor stands outside a city");
    }

    const AbbeyMayorSettings& names_of(const Ruleset& rules) const { return settings(rules); }
    AbbeyMayorState& state_of(const Ruleset& rules, GameState& state) const {
        return my(rules, state);
    }
    const AbbeyMayorState& state_of(const Ruleset& rules, const GameState& state) const {
        return my(rules, state);
    }

protected:
    AbbeyMayorState initial_state(const Ruleset& rules) const override {
        AbbeyMayorState s{};
        if (rules.option_on("abbey-mayor.abbeys"))
            for (int p = 0; p < rules.player_count(); ++p)
                s.abbeys_left[static_cast<size_t>(p)] = 1;
        return s;
    }
};

const AbbeyMayorModule& the_module() {
    static const AbbeyMayorModule module;
    return module;
}

const AbbeyMayorSettings& names(const Ruleset& rules) { return the_module().names_of(rules); }
AbbeyMayorState& abbey_state(const Ruleset& rules, GameState& state) {
    return the_module().state_of(rules, state);
}
const AbbeyMayorState& abbey_state(const Ruleset& rules, const GameState& state) {
    return the_module().state_of(rules, state);
}

}  // namespace

const Module& abbey_mayor_module() { return the_module(); }

int abbeys_left(const Ruleset& rules, const GameState& state, int player) {
    const auto& in_play = rules.modules;
    if (std::find(in_play.begin(), in_play.end(), &the_module()) == in_play.end()) return 0;
    if (player < 0 || player >= rules.player_count()) return 0;
    return abbey_state(rules, state).abbeys_left[static_cast<size_t>(player)];
}

}  // namespace carc
