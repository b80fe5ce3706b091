// Mage & Witch (issue 34): eight tiles with a magic symbol and two neutral figures, the mage and
// the witch, that the players move onto unfinished roads and cities.
//
// Seed 000 (the neutral figures' table, lines 383 and 391): the mage and the witch are "deployed to
// unfinished city or road when first tile with magic symbol is placed"; each is "moved to
// unfinished city or road when a tile with magic symbol is placed. May not be placed on the same
// feature as the witch [the mage]; if so, one of them has to be moved elsewhere or removed from
// the board". Seed 003 (scoring during the game: roads 581-590, cities 849-856): a road or a city
// with the mage scores "(+1) point × length of road / tile" ("+1 point / tile" for a city, "the
// actual number of tiles"); with the witch "1/2 points (rounded up)", which "affects all points
// obtained from road [city] tiles (previous rows)". Seed 001 (the dragon's menu, 254-255 and 374-375):
// the dragon eats both.
//
// Where the seeds say no more, this follows JCloisterZone (MageAndWitchPhase,
// CompletableFeature.getMageAndWitchPoints, ScoreCompletable; written down in
// docs/rules-coverage.md):
// - the move comes right after the tile (and a goldmine's ingot), before the turn's figure, and is
//   not optional: the player moves one of the two, the mage or the witch, onto any part of an
//   unfinished road or city that holds neither of them;
// - a tile that joins the mage's and the witch's features asks the same move without the symbol;
// - when no such road or city exists: with both figures on the board the player takes one of them
//   off; with one, it leaves the board by itself;
// - the bonuses count at the end too (unfinished roads and cities); the witch takes half of the
//   feature's points after the mage's, rounded in the feature's favour: 5 points score 3;
// - a figure leaves the board when its road or city is completed, whether anybody scores it or not.
//
// The two figures are the engine's neutral figures (data/expansions/mage-witch.json) standing on
// features: they count in no majority, every module sees them on the board (the dragon eats
// them), and the core returns them with the figures of a scored feature.
#include <algorithm>

#include "mage_witch.hpp"
#include "modules.hpp"

namespace carc {

namespace {
namespace mage_witch_rules {

constexpr Noun kMageTile{"tile for the mage", "tiles for the mage"};
constexpr Noun kWitchPoint{"point taken by the witch", "points taken by the witch"};

struct MageWitchSettings {
    int magic_tag, mage, witch;
    explicit MageWitchSettings(const Ruleset& r) : magic_tag(r.tag("mage")), mage(r.figure("mage")), witch(r.figure("witch")) {}
    bool ours(int kind) const { return kind >= 0 && (kind == mage || kind == witch); }
};

const MageWitchSettings& mw_settings(const Ruleset& rules);

// The index in state.figures of the figure of kind `kind` on the board, or -1.
int on_board(const GameState& state, int kind) { return kind < 0 ? -1 : neutral_figure(state, kind); }

// The feature set the figure of kind `kind` stands on, or -1 when it is off the board.
int root_of(const GameState& state, int kind) {
    const int i = on_board(state, kind);
    return i < 0 ? -1 : state.features.find(state.figures[static_cast<size_t>(i)].node);
}

bool road_or_city(FeatureKind k) { return k == FeatureKind::Road || k == FeatureKind::City; }

// Every part of an unfinished road or city that holds neither figure: (tile, local feature), in
// the board's order. A tile a module closes to figures (the dragon's) offers none of its parts,
// as it refuses every other way onto it (module.hpp, tile_closed_to_figures).
std::vector<std::pair<int, int>> free_targets(const Ruleset& rules, const GameState& state) {
    const MageWitchSettings& s = mw_settings(rules);
    const int mage_root = root_of(state, s.mage), witch_root = root_of(state, s.witch);
    std::vector<std::pair<int, int>> out;
    const int tiles = static_cast<int>(state.board.tiles().size());
    for (int t = 0; t < tiles; ++t) {
        if (tile_closed_to_figures(rules, state, t)) continue;
        for (int l = 0, n = feature_count_at(rules, state, t); l < n; ++l) {
            const int root = state.features.find(node_at(state, t, l));
            const FeatureNode& node = state.features.node(root);
            if (!road_or_city(node.kind) || node.open_edges == 0 || root == mage_root || root == witch_root) continue;
            out.emplace_back(t, l);
        }
    }
    return out;
}

bool same_feature(const Ruleset& rules, const GameState& state) {
    const MageWitchSettings& s = mw_settings(rules);
    const int mage_root = root_of(state, s.mage);
    return mage_root >= 0 && mage_root == root_of(state, s.witch);
}

// The log's words, one sentence per figure and kind (a translation agrees with each noun).
Message moved_message(const MageWitchSettings& s, int kind, FeatureKind feature, Pos p) {
    const MessageArg pos{"pos", arg::Square{p}};
    if (feature == FeatureKind::City)
        return kind == s.mage ? Message("the mage moves onto the city at {pos}", {pos})
                              : Message("the witch moves onto the city at {pos}", {pos});
    return kind == s.mage ? Message("the mage moves onto the road at {pos}", {pos})
                          : Message("the witch moves onto the road at {pos}", {pos});
}

Message move_words(const MageWitchSettings& s, int kind, FeatureKind feature, Pos p) {
    const MessageArg pos{"pos", arg::Square{p}};
    if (feature == FeatureKind::City)
        return kind == s.mage ? Message("move the mage onto the city at {pos}", {pos})
                              : Message("move the witch onto the city at {pos}", {pos});
    return kind == s.mage ? Message("move the mage onto the road at {pos}", {pos})
                          : Message("move the witch onto the road at {pos}", {pos});
}

Message left_message(const MageWitchSettings& s, int kind) {
    return kind == s.mage ? Message("the mage leaves the board: no unfinished road or city is free")
                          : Message("the witch leaves the board: no unfinished road or city is free");
}

// "move_mage_witch": the mage or the witch (the action's figure) onto feature `feature` of the
// tile at pos, from wherever it stood or from the box.
class MoveMageWitch final : public ActionDef {
public:
    std::string_view id() const override { return "move_mage_witch"; }
    void apply(const Ruleset& rules, GameState& state, const Action& a, Events* events) const override {
        const int tile = state.board.tile_index(a.pos);
        const int i = on_board(state, a.figure);
        if (i < 0) {
            add_figure(rules, state, -1, a.figure, FigureWhere::OnFeature, tile, a.feature, -1);
        } else {
            Figure& f = state.figures[static_cast<size_t>(i)];
            f.tile = static_cast<int16_t>(tile);
            f.local = static_cast<uint8_t>(a.feature);
            f.node = static_cast<int16_t>(node_at(state, tile, a.feature));
        }
        if (events)
            events->push_back(ModuleEvent{
                moved_message(mw_settings(rules), a.figure, state.features.node(node_at(state, tile, a.feature)).kind, a.pos),
                {a.pos}});
    }
    Message why_illegal(const Ruleset& rules, const GameState& state, const Action& a) const override {
        const MageWitchSettings& s = mw_settings(rules);
        if (!s.ours(a.figure)) return Message("only the mage or the witch moves so");
        const int tile = state.board.tile_index(a.pos);
        if (tile < 0 || a.feature < 0 || a.feature >= feature_count_at(rules, state, tile))
            return Message("the mage and the witch go onto a road or a city of a placed tile");
        const int root = state.features.find(node_at(state, tile, a.feature));
        const FeatureNode& node = state.features.node(root);
        if (!road_or_city(node.kind)) return Message("the mage and the witch go only onto roads and cities");
        if (node.open_edges == 0) return Message("the mage and the witch go only onto an unfinished road or city");
        if (root == root_of(state, s.mage) || root == root_of(state, s.witch))
            return Message("the mage and the witch may not stand on the same road or city, and the figure moves");
        if (auto closed = tile_closed_to_figures(rules, state, tile)) return *closed;
        return Message("the mage or the witch moves only when a tile with the magic symbol is placed, or when they meet");
    }
    Message describe(const Ruleset& rules, const GameState& state, const Action& a) const override {
        const int tile = state.board.tile_index(a.pos);
        const FeatureKind kind = tile < 0 || a.feature < 0 || a.feature >= feature_count_at(rules, state, tile)
                                     ? FeatureKind::Road
                                     : state.features.node(node_at(state, tile, a.feature)).kind;
        return move_words(mw_settings(rules), a.figure, kind, a.pos);
    }
    ActionRecord record(const Ruleset& rules, const GameState& state, const Action& a) const override {
        return record_figure_at(id(), rules, state, a);
    }
    Result<Action> resolve(const Ruleset& rules, const GameState& state, const ActionRecord& r) const override {
        if (!r.pos) return error("moving the mage or the witch needs the square of its road or city");
        return resolve_figure_at(*this, rules, state, r, *r.pos);
    }
    Action make(Pos pos, int figure, int feature) const {
        Action a;
        a.def = this;
        a.pos = pos;
        a.figure = static_cast<int8_t>(figure);
        a.feature = static_cast<int16_t>(feature);
        return a;
    }
};

// "remove_mage_witch": no unfinished road or city is free, and both stand on the board: the player
// takes the action's figure off.
class RemoveMageWitch final : public ActionDef {
public:
    std::string_view id() const override { return "remove_mage_witch"; }
    void apply(const Ruleset& rules, GameState& state, const Action& a, Events* events) const override {
        const int i = on_board(state, a.figure);
        if (i < 0) return;
        const Pos p = state.board.tile(state.figures[static_cast<size_t>(i)].tile).pos;
        remove_figure(rules, state, i, events);
        figures_returned(rules, state, events);
        if (events)
            events->push_back(ModuleEvent{left_message(mw_settings(rules), a.figure), {p}});
    }
    Message why_illegal(const Ruleset&, const GameState&, const Action&) const override {
        return Message("the mage or the witch is taken off the board only when no unfinished road or city is free for it");
    }
    Message describe(const Ruleset& rules, const GameState&, const Action& a) const override {
        return a.figure == mw_settings(rules).mage ? Message("take the mage off the board") : Message("take the witch off the board");
    }
    ActionRecord record(const Ruleset& rules, const GameState&, const Action& a) const override {
        ActionRecord r;
        r.type = std::string(id());
        r.figure = rules.figures[static_cast<size_t>(a.figure)].id;
        return r;
    }
    Result<Action> resolve(const Ruleset& rules, const GameState&, const ActionRecord& r) const override {
        auto figure = resolve_figure(rules, r);
        if (!figure) return error(figure.error());
        return make(*figure);
    }
    Action make(int figure) const {
        Action a;
        a.def = this;
        a.figure = static_cast<int8_t>(figure);
        return a;
    }
};

const MoveMageWitch kMoveMageWitch;
const RemoveMageWitch kRemoveMageWitch;

// After the tile (and before the turn's figure): the magic symbol, or the two figures on one
// feature, asks the player to move one of them.
class MageWitchMove final : public TurnStep {
public:
    std::string_view id() const override { return "mage_witch"; }
    StepStatus enter(const Ruleset& rules, GameState& state, Events* events) const override {
        const MageWitchSettings& s = mw_settings(rules);
        const int placed = state.placed_tile;
        if (s.mage < 0 || s.witch < 0 || placed < 0) return StepStatus::done();
        const bool magic = s.magic_tag >= 0 && rules.tiles[state.board.tile(placed).type].has(s.magic_tag);
        if (!magic && !same_feature(rules, state)) return StepStatus::done();
        if (!free_targets(rules, state).empty()) return StepStatus::await(state.current_player);
        const int mage = on_board(state, s.mage), witch = on_board(state, s.witch);
        if (mage >= 0 && witch >= 0) return StepStatus::await(state.current_player);
        for (const int kind : {s.mage, s.witch}) {
            const int i = on_board(state, kind);
            if (i < 0) continue;
            const Pos p = state.board.tile(state.figures[static_cast<size_t>(i)].tile).pos;
            remove_figure(rules, state, i, events);
            figures_returned(rules, state, events);
            if (events)
                events->push_back(ModuleEvent{left_message(s, kind), {p}});
        }
        return StepStatus::done();
    }
    void list(const Ruleset& rules, const GameState& state, ActionList& out) const override {
        const MageWitchSettings& s = mw_settings(rules);
        const std::vector<std::pair<int, int>> targets = free_targets(rules, state);
        if (targets.empty()) {
            for (const int kind : {s.mage, s.witch})
                if (on_board(state, kind) >= 0) out.push_back(kRemoveMageWitch.make(kind));
            return;
        }
        for (const int kind : {s.mage, s.witch})
            for (const auto& [tile, local] : targets) out.push_back(kMoveMageWitch.make(state.board.tile(tile).pos, kind, local));
    }
    Message prompt(const Ruleset& rules, const GameState& state) const override {
        if (free_targets(rules, state).empty())
            return Message("{player}: no unfinished road or city is free: take the mage or the witch off the board",
                           {{"player", arg::Player{state.acting_player}}});
        return Message("{player}: move the mage or the witch onto an unfinished road or city",
                       {{"player", arg::Player{state.acting_player}}});
    }
};

const MageWitchMove kMageWitchMove;

class MageWitchModule final : public ModuleWithSettings<MageWitchSettings> {
public:
    std::string_view id() const override { return "mage-witch"; }

    std::vector<const ActionDef*> action_defs() const override { return {&kMoveMageWitch, &kRemoveMageWitch}; }

    void configure(Ruleset& rules) const override { rules.turn.insert_before(steps::action, &kMageWitchMove); }

    // After every module's price of the feature (an inn's, a castle's), before the little buildings'
    // points, which JCZ adds after the half (Road.getPoints, City.getPoints).
    ScoreStage score_stage() const override { return ScoreStage::OnTotal; }

    // The mage's tile bonus, then the witch's half (JCZ's getMageAndWitchPoints: the witch's term is
    // minus half the points so far, rounded down, so the feature keeps the half rounded up).
    void score(const Ruleset& rules, const GameState& state, FeatureScoring& f) const override {
        if (!road_or_city(f.kind) || f.priced_by_caller) return;
        const MageWitchSettings& s = settings(rules);
        if (root_of(state, s.mage) == f.root) {
            f.event.terms.push_back({kMageTile, f.tile_count, 1});
            f.event.tags.push_back("mage");
        }
        if (root_of(state, s.witch) == f.root) {
            const int taken = f.event.base_points() / 2;
            if (taken != 0) f.event.terms.push_back({kWitchPoint, -taken, 1});
            f.event.notes.push_back(Message("the witch halves the points, rounded up"));
            f.event.tags.push_back("witch");
        }
    }

    // A completed road or city that nobody scores lets its mage or witch go too (the core returns
    // them with a scored feature's figures).
    void on_feature_completed(const Ruleset& rules, GameState& state, int root, Events* events) const override {
        const MageWitchSettings& s = settings(rules);
        bool any = false;
        for (int i = static_cast<int>(state.figures.size()) - 1; i >= 0; --i) {
            const Figure& f = state.figures[static_cast<size_t>(i)];
            if (f.owner >= 0 || !f.on_feature() || !s.ours(f.kind) || state.features.find(f.node) != root) continue;
            remove_figure(rules, state, i, events);
            any = true;
        }
        if (any) figures_returned(rules, state, events);
    }

    void check_invariants(const Ruleset& rules, const GameState& state, std::vector<std::string>& problems) const override {
        const MageWitchSettings& s = settings(rules);
        int count = 0;
        for (const Figure& f : state.figures) {
            if (!s.ours(f.kind)) continue;
            ++count;
            if (f.owner >= 0 || !f.on_feature()) problems.push_back("mage-witch: the mage or the witch is not a neutral figure on a feature");
            else if (!road_or_city(state.features.node(state.features.find(f.node)).kind))
                problems.push_back("mage-witch: the mage or the witch stands on neither a road nor a city");
            else if (state.phase == Phase::PlaceTile && state.features.node(state.features.find(f.node)).open_edges == 0)
                problems.push_back("mage-witch: the mage or the witch stayed on a completed road or city");
        }
        if (count > 2) problems.push_back("mage-witch: more than the one mage and the one witch on the board");
        if (state.phase == Phase::PlaceTile && same_feature(rules, state))
            problems.push_back("mage-witch: the mage and the witch stand on the same feature at a turn's start");
    }
};

const MageWitchModule& the_module() {
    static const MageWitchModule module;
    return module;
}

const MageWitchSettings& mw_settings(const Ruleset& rules) { return the_module().settings(rules); }

bool in_play(const Ruleset& rules) {
    return std::find(rules.modules.begin(), rules.modules.end(), &the_module()) != rules.modules.end();
}

}  // namespace mage_witch_rules
}  // namespace

const Module& mage_witch_module() { return mage_witch_rules::the_module(); }

std::optional<MageWitchRole> mage_witch_role(const Ruleset& rules, int figure) {
    if (!mage_witch_rules::in_play(rules) || figure < 0) return std::nullopt;
    const mage_witch_rules::MageWitchSettings& s = mage_witch_rules::mw_settings(rules);
    if (figure == s.mage) return MageWitchRole::Mage;
    if (figure == s.witch) return MageWitchRole::Witch;
    return std::nullopt;
}

bool mage_witch_tile(const Ruleset& rules, TileTypeId type) {
    if (!mage_witch_rules::in_play(rules)) return false;
    const int tag = mage_witch_rules::mw_settings(rules).magic_tag;
    return tag >= 0 && rules.tiles[type].has(tag);
}

}  // namespace carc
