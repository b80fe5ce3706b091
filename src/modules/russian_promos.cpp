// The Russian Promos (issue 34): Baba Yaga's hut and a crossroads (2013), Solovei Razboynik's tree
// and Vodyanoy's lake (2016).
//
// The seeds say little: 003:1253-1276 scores Baba Yaga's hut for the player(s) with the majority
// on it, "1 for the feature tile", "0 points for no empty square spaces around it", and the little
// buildings on its tile and the tiles around it; 000 (note 28, line 524) lets a player free one
// trapped follower per turn "if no other action takes place" in the figure step (phase 2), and its
// note 38 (line 570) that the traps concern followers only, not the special figures. Where they
// are silent this follows JCloisterZone (YagaHut, RussianPromosTrapCapability, RussianPromosTrapPhase;
// written down in docs/rules-coverage.md):
// - the hut is a monastic building (completed when surrounded) that scores 1 and 1 for every empty
//   square around it, complete or at the end: 9 with no neighbour, 1 when surrounded;
// - Solovei Razboynik catches every follower on the road through his tile, Vodyanoy every follower
//   on the eight tiles around his lake (not one in a castle, or already caught); the caught follower
//   stands on the trap, out of its feature. They catch right after a tile is placed and again after
//   the turn's figure, before anything is found completed, so a road completed through Razboynik's
//   tile scores without the followers he caught;
// - no figure goes onto Vodyanoy's tile, nor onto a trap;
// - instead of the turn's figure, its player may free one of their caught followers, back to their
//   supply, from a trap other than the tile just placed;
// - at the end, each follower still in Vodyanoy's lake costs its owner 2 points; Razboynik's score
//   nothing.
#include <algorithm>
#include <array>
#include <cstdlib>

#include "carc/feature_changes.hpp"
#include "modules.hpp"

namespace carc {

namespace {
namespace russian_promos_rules {

constexpr Noun kHut{"Yaga's hut", "Yaga's huts"};
constexpr Noun kEmptySquare{"empty square around it", "empty squares around it"};
constexpr Noun kCaught{"follower held by Vodyanoy", "followers held by Vodyanoy"};

// Every trap placed in the game, by board tile (the sets have two; room for more copies).
constexpr int kMaxTraps = 8;
struct TrapState {
    std::array<int16_t, kMaxTraps> tiles{};
    int16_t count = 0;
};

struct RussianSettings {
    std::optional<FeatureKind> hut, razboynik, vodyanoy;
    int hut_category, vodyanoy_category;
    explicit RussianSettings(const Ruleset& r)
        : hut(r.catalog->kind("yaga-hut")),
          razboynik(r.catalog->kind("razboynik")),
          vodyanoy(r.catalog->kind("vodyanoy")),
          hut_category(r.category("yaga-hut")),
          vodyanoy_category(r.category("vodyanoy")) {}
    bool is_trap(FeatureKind k) const { return (razboynik && k == *razboynik) || (vodyanoy && k == *vodyanoy); }
};

const RussianSettings& russian_settings(const Ruleset& rules);
TrapState& traps(const Ruleset& rules, GameState& state);

// The local index of the trap on a tile type, or -1.
int trap_local(const Ruleset& rules, const RussianSettings& s, TileTypeId type) {
    const auto& features = rules.tiles[type].features;
    for (size_t i = 0; i < features.size(); ++i)
        if (s.is_trap(features[i].kind)) return static_cast<int>(i);
    return -1;
}

FeatureKind kind_at(const GameState& state, const Figure& f) { return state.features.node(state.features.find(f.node)).kind; }

bool spans_tiles(const Ruleset& rules, FeatureKind k) {
    const int declared = static_cast<int>(k) - kBuiltinFeatureKinds;
    return declared >= 0 && static_cast<size_t>(declared) < rules.catalog->declared_kinds.size() &&
           rules.catalog->declared_kinds[static_cast<size_t>(declared)].spans_tiles;
}

// The traps catch followers (000:570, note 38: no special figure), not one whose strength its
// module computes from its feature (the mayor: its city's pennants), which means nothing off it.
bool catchable(const FigureDef& def) { return def.follower && !def.computed_strength; }

// Whether figure `f` is a follower the trap on `trap_tile` catches now.
bool exposed(const Ruleset& rules, const RussianSettings& s, const GameState& state, const Figure& f, int trap_tile) {
    if (!f.on_feature() || !catchable(rules.figures[f.kind])) return false;
    const FeatureKind k = kind_at(state, f);
    if (s.is_trap(k) || spans_tiles(rules, k)) return false;
    const PlacedTile& t = state.board.tile(trap_tile);
    const int local = trap_local(rules, s, t.type);
    if (local < 0) return false;
    const FeatureKind trap = rules.tiles[t.type].features[static_cast<size_t>(local)].kind;
    if (s.vodyanoy && trap == *s.vodyanoy) {
        if (f.tile == trap_tile) return false;  // nothing stands there but the caught
        const Pos a = t.pos, b = state.board.tile(f.tile).pos;
        return std::abs(a.x - b.x) <= 1 && std::abs(a.y - b.y) <= 1;
    }
    // Razboynik: the followers on the road through his tile, his own tile's part of it too.
    const auto& features = rules.tiles[t.type].features;
    for (size_t i = 0; i < features.size(); ++i)
        if (features[i].kind == FeatureKind::Road) {
            const int road = node_at(state, trap_tile, static_cast<int>(i));
            if (road >= 0 && state.features.find(road) == state.features.find(f.node)) return true;
        }
    return false;
}

// Moves every exposed follower onto its trap, traps in the order they were placed.
void catch_exposed(const Ruleset& rules, GameState& state, Events* events) {
    const RussianSettings& s = russian_settings(rules);
    const TrapState& tr = traps(rules, state);
    for (int i = 0; i < tr.count; ++i) {
        const int trap_tile = tr.tiles[static_cast<size_t>(i)];
        const PlacedTile& t = state.board.tile(trap_tile);
        const int local = trap_local(rules, s, t.type);
        const int trap_node = node_at(state, trap_tile, local);
        const int trap_root = state.features.find(trap_node);
        for (Figure& f : state.figures) {
            if (!exposed(rules, s, state, f, trap_tile)) continue;
            const Pos from = state.board.tile(f.tile).pos;
            const FeatureKind was = kind_at(state, f);
            --state.features.node(state.features.find(f.node)).followers;
            f.tile = static_cast<int16_t>(trap_tile);
            f.local = static_cast<uint8_t>(local);
            f.node = static_cast<int16_t>(trap_node);
            ++state.features.node(trap_root).followers;
            if (events)
                events->push_back(ModuleEvent{
                    Message("{player}'s {figure} on the {kind} at {pos} is caught by the {trap} at {at}",
                            {{"player", arg::Player{f.owner}},
                             {"figure", arg::Figure{f.kind}},
                             {"kind", arg::Kind{was}},
                             {"pos", arg::Square{from}},
                             {"trap", arg::Kind{state.features.node(trap_root).kind}},
                             {"at", arg::Square{t.pos}}}),
                    {from, t.pos}});
        }
    }
}

// After the turn's figure: the follower just placed within a trap's reach is caught at once.
class TrapsAfterFigure final : public TurnStep {
public:
    std::string_view id() const override { return "traps_catch"; }
    StepStatus enter(const Ruleset& rules, GameState& state, Events* events) const override {
        catch_exposed(rules, state, events);
        return StepStatus::done();
    }
};

const TrapsAfterFigure kTrapsAfterFigure;

// "free_trapped": one of the current player's caught followers goes back to their supply, instead
// of the turn's figure.
class FreeTrapped final : public ActionDef {
public:
    std::string_view id() const override { return "free_trapped"; }

    void apply(const Ruleset& rules, GameState& state, const Action& a, Events* events) const override {
        const int i = caught_at(rules, state, a, state.acting_player);
        if (i < 0) return;
        if (events)
            events->push_back(ModuleEvent{Message("{player} frees {figure} from the {trap} at {pos}",
                                                  {{"player", arg::Player{state.acting_player}},
                                                   {"figure", arg::Figure{a.figure, true}},
                                                   {"trap", arg::Kind{kind_at(state, state.figures[static_cast<size_t>(i)])}},
                                                   {"pos", arg::Square{a.pos}}}),
                                          {a.pos}});
        remove_figure(rules, state, i, events);
        figures_returned(rules, state, events);
    }

    Message why_illegal(const Ruleset& rules, const GameState& state, const Action& a) const override {
        const int any = caught_at(rules, state, a, -1);
        if (any < 0) return Message("no follower is caught there");
        if (caught_at(rules, state, a, state.acting_player) < 0) return Message("that figure is not yours");
        if (state.phase != Phase::PlaceFigure) return Message("a caught follower is freed only instead of placing a figure");
        if (state.board.tile_index(a.pos) == state.placed_tile)
            return Message("a follower caught by the tile just placed is freed in a later turn");
        return Message("a caught follower cannot be freed now");
    }

    Message describe(const Ruleset&, const GameState&, const Action& a) const override {
        return Message("free {figure} from the trap at {pos}", {{"figure", arg::Figure{a.figure, true}}, {"pos", arg::Square{a.pos}}});
    }

    ActionRecord record(const Ruleset& rules, const GameState& state, const Action& a) const override {
        return record_figure_at(id(), rules, state, a);
    }

    Result<Action> resolve(const Ruleset& rules, const GameState& state, const ActionRecord& r) const override {
        if (!r.pos) return error("freeing a caught follower needs the trap's square");
        return resolve_figure_at(*this, rules, state, r, *r.pos);
    }

    // A caught figure of that kind on the trap the action names, of `owner` (any owner: -1).
    static int caught_at(const Ruleset& rules, const GameState& state, const Action& a, int owner) {
        const int tile = state.board.tile_index(a.pos);
        if (tile < 0) return -1;
        const RussianSettings& s = russian_settings(rules);
        for (size_t i = 0; i < state.figures.size(); ++i) {
            const Figure& f = state.figures[i];
            if (f.on_feature() && f.tile == tile && f.local == a.feature && f.kind == a.figure &&
                (owner < 0 || f.owner == owner) && s.is_trap(kind_at(state, f)))
                return static_cast<int>(i);
        }
        return -1;
    }
};

const FreeTrapped kFreeTrapped;

class RussianPromosModule final : public ModuleWithState<TrapState, RussianSettings> {
public:
    std::string_view id() const override { return "russian-promos"; }

    std::vector<const ActionDef*> action_defs() const override { return {&kFreeTrapped}; }

    void configure(Ruleset& rules) const override { rules.turn.insert_after(steps::action, &kTrapsAfterFigure); }

    void on_tile_placed(const Ruleset& rules, GameState& state, int tile, Events* events) const override {
        const RussianSettings& s = settings(rules);
        if (!s.razboynik && !s.vodyanoy) return;
        TrapState& tr = my(rules, state);
        if (trap_local(rules, s, state.board.tile(tile).type) >= 0 && tr.count < kMaxTraps)
            tr.tiles[static_cast<size_t>(tr.count++)] = static_cast<int16_t>(tile);
        if (tr.count > 0) catch_exposed(rules, state, events);
    }

    // Nothing goes onto Vodyanoy's tile (JCZ's isMeepleDeploymentAllowed).
    // Asked while the ruleset is built, before the settings exist: the catalogue says.
    bool closes_tiles(const Ruleset& rules) const override { return has_vodyanoy(rules); }
    std::optional<Message> tile_closed(const Ruleset& rules, const GameState& state, int tile) const override {
        const RussianSettings& s = settings(rules);
        const int local = trap_local(rules, s, state.board.tile(tile).type);
        if (local < 0 || !s.vodyanoy) return std::nullopt;
        const FeatureKind k = rules.tiles[state.board.tile(tile).type].features[static_cast<size_t>(local)].kind;
        if (k != *s.vodyanoy) return std::nullopt;
        return Message("no figure may go onto the tile of the {trap}", {{"trap", arg::Kind{k}}});
    }

    // Into the hut goes what may also stand on a road: JCZ's YagaHut is no Monastery, so the figures
    // that stand on monastic buildings only (the abbot) stay out, though the hut is like a monastery.
    bool restricts_deploy(const Ruleset& rules) const override { return rules.catalog->kind("yaga-hut").has_value(); }
    std::optional<Message> deploy_forbidden(const Ruleset& rules, const GameState& state, int figure, int, int root) const override {
        const RussianSettings& s = settings(rules);
        if (!s.hut || state.features.node(root).kind != *s.hut) return std::nullopt;
        const auto& places = rules.figures[static_cast<size_t>(figure)].places;
        if (std::find(places.begin(), places.end(), FeatureKind::Road) != places.end()) return std::nullopt;
        return Message("only a figure that may also stand on a road goes into the {kind}", {{"kind", arg::Kind{*s.hut}}});
    }

    void add_step_actions(const Ruleset& rules, const GameState& state, std::string_view step, ActionList& out) const override {
        if (step != steps::action) return;
        const RussianSettings& s = settings(rules);
        if (my(rules, state).count == 0) return;
        for (const Figure& f : state.figures) {
            if (f.owner != state.current_player || !f.on_feature() || f.tile == state.placed_tile || !s.is_trap(kind_at(state, f)))
                continue;
            Action a;
            a.def = &kFreeTrapped;
            a.pos = state.board.tile(f.tile).pos;
            a.feature = static_cast<int16_t>(f.local);
            a.figure = static_cast<int8_t>(f.kind);
            if (std::find(out.begin(), out.end(), a) == out.end()) out.push_back(a);
        }
    }

    // Baba Yaga's hut: 1, and 1 for every empty square around it (003:1254-1257; JCZ's YagaHut).
    void score(const Ruleset& rules, const GameState&, FeatureScoring& s) const override {
        const RussianSettings& rs = settings(rules);
        if (!rs.hut || s.kind != *rs.hut) return;
        s.event.terms.push_back({kHut, 1, 1});
        s.event.terms.push_back({kEmptySquare, 9 - s.tile_count, 1});
    }

    bool may_lower_scores(const Ruleset& rules) const override { return has_vodyanoy(rules); }
    static bool has_vodyanoy(const Ruleset& rules) { return rules.catalog->kind("vodyanoy").has_value(); }

    // Each follower still in Vodyanoy's lake costs its owner 2 points.
    void final_scoring(const Ruleset& rules, GameState& state, Events* events) const override {
        const RussianSettings& s = settings(rules);
        if (!s.vodyanoy) return;
        const TrapState& tr = my(rules, state);
        for (int i = 0; i < tr.count; ++i) {
            const int tile = tr.tiles[static_cast<size_t>(i)];
            const int local = trap_local(rules, s, state.board.tile(tile).type);
            if (rules.tiles[state.board.tile(tile).type].features[static_cast<size_t>(local)].kind != *s.vodyanoy) continue;
            std::array<int, 8> caught{};
            for (const Figure& f : state.figures)
                if (f.on_feature() && f.tile == tile && f.local == local && f.owner >= 0 && f.owner < 8 && rules.figures[f.kind].follower)
                    ++caught[static_cast<size_t>(f.owner)];
            for (int p = 0; p < rules.player_count(); ++p) {
                const int n = caught[static_cast<size_t>(p)];
                if (n == 0) continue;
                ScoreEvent e;
                e.category = static_cast<ScoreCategory>(s.vodyanoy_category);
                e.kind = *s.vodyanoy;
                e.final_scoring = true;
                e.title = Message("Vodyanoy at the end");
                e.feature = {state.board.tile(tile).pos, local};
                e.tiles.push_back(state.board.tile(tile).pos);
                e.terms.push_back({kCaught, n, -2});
                e.awards.push_back({p, e.base_points(), {}});
                add_points(state, p, e.base_points(), e.category);
                if (events) events->push_back(std::move(e));
            }
        }
    }

    void check_invariants(const Ruleset& rules, const GameState& state, std::vector<std::string>& problems) const override {
        const RussianSettings& s = settings(rules);
        for (const Figure& f : state.figures)
            if (f.on_feature() && s.is_trap(kind_at(state, f)) && !rules.figures[f.kind].follower)
                problems.push_back("russian-promos: a figure that is no follower is caught by a trap");
        const TrapState& tr = my(rules, state);
        for (int i = 0; i < tr.count; ++i)
            if (trap_local(rules, s, state.board.tile(tr.tiles[static_cast<size_t>(i)]).type) < 0)
                problems.push_back("russian-promos: a remembered trap tile has no trap");
    }

    TrapState& state_of(const Ruleset& rules, GameState& state) const { return my(rules, state); }
    const TrapState& state_of(const Ruleset& rules, const GameState& state) const { return my(rules, state); }
};

const RussianPromosModule& the_module() {
    static const RussianPromosModule module;
    return module;
}

const RussianSettings& russian_settings(const Ruleset& rules) { return the_module().settings(rules); }
TrapState& traps(const Ruleset& rules, GameState& state) { return the_module().state_of(rules, state); }

}  // namespace russian_promos_rules
}  // namespace

const Module& russian_promos_module() { return russian_promos_rules::the_module(); }

}  // namespace carc
