// Scoring mechanics every expansion shares: the majority of followers, collecting the tiles of a
// feature, asking the modules for the terms of the sum, crediting points, putting figures on the
// table and returning them, and the order of the end-of-game count. What a feature is worth is
// written by the modules.
#include <algorithm>

#include "carc/engine.hpp"
#include "carc/module.hpp"
#include "internal.hpp"

namespace carc {

ScoreCategory category_of(const Ruleset& rules, FeatureKind kind) {
    // A declared kind's points go to the category of the same id (its expansion declares it).
    if (static_cast<int>(kind) >= kBuiltinFeatureKinds) {
        const int c = rules.category(rules.catalog->kind_name(kind));
        return static_cast<ScoreCategory>(c >= 0 ? c : static_cast<int>(ScoreCategory::Monastery));
    }
    switch (kind) {
    case FeatureKind::Road: return ScoreCategory::Road;
    case FeatureKind::City: return ScoreCategory::City;
    case FeatureKind::Monastery: return ScoreCategory::Monastery;
    case FeatureKind::Garden: return ScoreCategory::Garden;
    case FeatureKind::Field: return ScoreCategory::Field;
    case FeatureKind::River: return ScoreCategory::Road;
    }
    return ScoreCategory::Road;
}

void add_points(GameState& state, int player, int points, ScoreCategory category) {
    PlayerState& p = state.players[static_cast<size_t>(player)];
    p.score += points;
    p.by_category[static_cast<size_t>(category)] += points;
}

bool feature_complete(const Ruleset& rules, const GameState& state, int root) {
    const FeatureNode& n = state.features.node(root);
    if (is_cloister_like(n.kind))
        return state.board.tile(n.tile).neighbours == 8 && !rules.kind_never_completes[static_cast<int>(n.kind)];
    if (n.kind == FeatureKind::Field) return false;
    return n.open_edges == 0;
}

int figure_strength_in(const Ruleset& rules, const GameState& state, const Figure& f, int root) {
    const FigureDef& def = rules.figures[f.kind];
    if (def.computed_strength)
        for (const Module* m : rules.modules)
            if (auto s = m->figure_strength(rules, state, f, root)) return *s;
    return def.strength;
}

bool is_follower_on_board(const Ruleset& rules, const Figure& f) {
    return f.on_feature() && f.owner >= 0 && rules.figures[f.kind].follower;
}

std::optional<Message> module_forbids(const Ruleset& rules, const GameState& state, int figure, int tile,
                                      int root) {
    if (!rules.deploy_restricted) return std::nullopt;
    for (const Module* m : rules.modules)
        if (m->restricts_deploy(rules))
            if (auto why = m->deploy_forbidden(rules, state, figure, tile, root)) return why;
    return std::nullopt;
}

bool module_admits_beside_followers(const Ruleset& rules, const GameState& state, int figure, int tile, int local,
                                    Arrival arrival) {
    if (!rules.occupancy_relaxed) return false;
    for (const Module* m : rules.modules)
        if (m->admits_to_occupied(rules) && m->admits_beside_followers(rules, state, figure, tile, local, arrival)) return true;
    return false;
}

std::optional<Message> module_forbids_action(const Ruleset& rules, const GameState& state, const Action& a) {
    const int tile = state.board.tile_index(a.pos);
    if (tile < 0 || a.figure < 0 || a.figure >= static_cast<int>(rules.figures.size())) return std::nullopt;
    if (a.feature < 0 || a.feature >= feature_count_at(rules, state, tile)) return std::nullopt;
    return module_forbids(rules, state, a.figure, tile, state.features.find(node_at(state, tile, a.feature)));
}

bool has_follower_in(const Ruleset& rules, const GameState& state, int player, int root) {
    for (const Figure& f : state.figures)
        if (f.owner == player && is_follower_on_board(rules, f) && state.features.find(f.node) == root)
            return true;
    return false;
}

int neutral_figure(const GameState& state, int figure) {
    for (size_t i = 0; i < state.figures.size(); ++i)
        if (state.figures[i].kind == figure && state.figures[i].owner < 0) return static_cast<int>(i);
    return -1;
}

void run_score_hooks(const Ruleset& rules, const GameState& state, FeatureScoring& f) {
    bool later = false;  // most games have no module past the first stage: one pass
    for (const Module* m : rules.modules) {
        if (m->score_stage() == ScoreStage::Price) m->score(rules, state, f);
        else later = true;
    }
    if (!later) return;
    for (const ScoreStage stage : {ScoreStage::OnTotal, ScoreStage::Added})
        for (const Module* m : rules.modules)
            if (m->score_stage() == stage) m->score(rules, state, f);
}

namespace {

// The event for a feature, without crediting anything, written into `e` (cleared first) with
// `tiles` as scratch: the lean end-of-game count reuses both for every feature.
// `detailed`: also list the feature's tile positions (for the log, the board highlight and the
// tests); the fast path without an event sink needs only the points.
// `assumed_tiles`: when not negative, the tile count the modules see instead of the real one (a
// cloister imagined with all its neighbours).
void evaluate_into(const Ruleset& rules, const GameState& state, int root, bool complete,
                   bool final_scoring, bool detailed, int assumed_tiles, ScoreEvent& e,
                   std::vector<int>& tiles) {
    e.title = Message{};
    e.tiles.clear();
    e.terms.clear();
    e.notes.clear();
    e.tags.clear();
    e.awards.clear();
    const FeatureNode& rn = state.features.node(root);
    e.kind = rn.kind;
    e.category = category_of(rules, rn.kind);
    e.scores_feature = true;
    e.complete = complete;
    e.final_scoring = final_scoring;
    int first = root;
    tiles.clear();
    tiles.reserve(static_cast<size_t>(rn.size) + 8);
    state.features.for_each_member(root, [&](int n) {
        first = std::min(first, n);
        tiles.push_back(state.features.node(n).tile);
    });
    if (is_cloister_like(rn.kind)) {
        const Pos c = state.board.tile(rn.tile).pos;
        for (int dy = -1; dy <= 1; ++dy)
            for (int dx = -1; dx <= 1; ++dx) {
                const int t = state.board.tile_index({c.x + dx, c.y + dy});
                if (t >= 0 && t != rn.tile) tiles.push_back(t);
            }
    } else {
        std::sort(tiles.begin(), tiles.end());
        tiles.erase(std::unique(tiles.begin(), tiles.end()), tiles.end());
    }
    if (detailed) {
        e.tiles.reserve(tiles.size());
        for (int t : tiles) e.tiles.push_back(state.board.tile(t).pos);
    }
    e.feature = state.ref(first);

    // Majority: the players with the greatest strength of followers; ties all score unless a module
    // breaks the tie (a follower on a hill, Hills & Sheep).
    std::array<int, 8> strength{};
    for (const Figure& f : state.figures)
        if (is_follower_on_board(rules, f) && state.features.find(f.node) == root)
            strength[static_cast<size_t>(f.owner)] += figure_strength_in(rules, state, f, root);
    const int best = *std::max_element(strength.begin(), strength.end());
    if (best > 0)
        for (int p = 0; p < rules.player_count(); ++p)
            if (strength[static_cast<size_t>(p)] == best) e.awards.push_back({p, 0, {}});
    if (e.awards.size() > 1)
        for (const Module* m : rules.modules) m->break_majority_tie(rules, state, root, e);

    const int tile_count = assumed_tiles >= 0 ? assumed_tiles : static_cast<int>(tiles.size());
    FeatureScoring ctx{root, rn.kind, complete, final_scoring, tile_count, e};
    run_score_hooks(rules, state, ctx);
    const int base = e.base_points();
    for (Award& a : e.awards) {
        a.points = base;
        for (const ScoreTerm& t : a.bonus) a.points += t.value();
    }
}

ScoreEvent evaluate(const Ruleset& rules, const GameState& state, int root, bool complete,
                    bool final_scoring, bool detailed, int assumed_tiles = -1) {
    ScoreEvent e;
    std::vector<int> tiles;
    evaluate_into(rules, state, root, complete, final_scoring, detailed, assumed_tiles, e, tiles);
    return e;
}

// The kinds of the end-of-game count in the order it scores them: roads, cities, monasteries,
// gardens, the kinds expansions declare (except those that never complete: their followers only
// stand there, as the tower's), fields.
void final_count_kinds(const Ruleset& rules, std::vector<FeatureKind>& order) {
    order = {FeatureKind::Road, FeatureKind::City, FeatureKind::Monastery, FeatureKind::Garden};
    for (size_t i = 0; i < rules.catalog->declared_kinds.size(); ++i)
        if (!rules.catalog->declared_kinds[i].never_completes)
            order.push_back(static_cast<FeatureKind>(kBuiltinFeatureKinds + static_cast<int>(i)));
    order.push_back(FeatureKind::Field);
}

// What the end-of-game count keeps from one call to the next on a thread, so that a bot's
// thousands of counts per second allocate nothing once it has grown.
struct FinalCountScratch {
    struct Entry {
        int kind_rank;  // the kind's place in final_count_kinds
        int first;      // the feature's first node: the order of the count within a kind
        int root;
        bool operator<(const Entry& o) const {
            return kind_rank != o.kind_rank ? kind_rank < o.kind_rank : first < o.first;
        }
    };
    std::vector<FeatureKind> kinds;
    std::vector<int> rank_of_kind;  // by FeatureKind; -1: not counted
    std::vector<Entry> features;
    std::vector<int> tiles;
    ScoreEvent event;
};

// Every feature a follower holds, once, in the order of the count: kind by kind
// (final_count_kinds), and within a kind by the feature's first tile, so that the count reads
// like the board grew. Each feature is walked once to find its first node.
void list_features_to_count(const Ruleset& rules, const GameState& state, FinalCountScratch& s) {
    final_count_kinds(rules, s.kinds);
    s.rank_of_kind.assign(
        static_cast<size_t>(kBuiltinFeatureKinds) + rules.catalog->declared_kinds.size(), -1);
    for (size_t r = 0; r < s.kinds.size(); ++r)
        s.rank_of_kind[static_cast<size_t>(s.kinds[r])] = static_cast<int>(r);
    s.features.clear();
    for (const Figure& f : state.figures) {
        if (!f.on_feature() || f.owner < 0 || !rules.figures[f.kind].follower) continue;
        const int root = state.features.find(f.node);
        const int rank = s.rank_of_kind[static_cast<size_t>(state.features.node(root).kind)];
        if (rank < 0) continue;
        bool seen = false;
        for (const FinalCountScratch::Entry& e : s.features) seen = seen || e.root == root;
        if (seen) continue;
        int first = root;
        state.features.for_each_member(root, [&](int n) { first = std::min(first, n); });
        s.features.push_back({rank, first, root});
    }
    std::sort(s.features.begin(), s.features.end());
}

}  // namespace

int ScoreEvent::base_points() const {
    int total = 0;
    for (const ScoreTerm& t : terms) total += t.value();
    return total;
}

ScoreEvent score_feature(const Ruleset& rules, GameState& state, int root, bool complete,
                         bool final_scoring, Events* events) {
    ScoreEvent e = evaluate(rules, state, root, complete, final_scoring, events != nullptr);
    for (const Award& a : e.awards) add_points(state, a.player, a.points, e.category);
    if (events) events->push_back(e);
    for (const Module* m : rules.modules) m->after_feature_scored(rules, state, e, events);
    return e;
}

ScoreEvent score_preview(const Ruleset& rules, const GameState& state, int node) {
    const int root = state.features.find(node);
    const bool complete = feature_complete(rules, state, root);
    return evaluate(rules, state, root, complete, !complete, true);
}

ScoreEvent score_if_completed(const Ruleset& rules, const GameState& state, int node) {
    const int root = state.features.find(node);
    const FeatureKind kind = state.features.node(root).kind;
    // A cloister completes with its eight neighbours: the modules count nine tiles.
    return evaluate(rules, state, root, kind != FeatureKind::Field, false, false, is_cloister_like(kind) ? 9 : -1);
}

void project_final_scores(const Ruleset& rules, GameState& state) {
    if (!state.over()) final_scoring(rules, state, nullptr);
}

std::vector<int> projected_scores(const Ruleset& rules, const GameState& state) {
    std::vector<int> out;
    out.reserve(state.players.size());
    if (state.over()) {
        for (const PlayerState& p : state.players) out.push_back(p.score);
        return out;
    }
    GameState copy = state;
    project_final_scores(rules, copy);
    for (const PlayerState& p : copy.players) out.push_back(p.score);
    return out;
}

void remove_figure(const Ruleset& rules, GameState& state, int index, Events* events) {
    const Figure f = state.figures[static_cast<size_t>(index)];
    const FigureDef& def = rules.figures[f.kind];
    if (f.owner >= 0) ++state.players[static_cast<size_t>(f.owner)].supply[f.kind];
    if (f.on_feature() && def.follower) --state.features.node(state.features.find(f.node)).followers;
    state.serials_in_use[f.serial / 64] &= ~(1ull << (f.serial % 64));
    state.figures.erase(state.figures.begin() + index);
    FeatureRef where{};
    where.local = f.on_feature() ? f.local : -1;
    if (f.tile >= 0) where.pos = state.board.tile(f.tile).pos;
    emit(events, FigureReturned{f.owner, f.kind, where});
}

void figures_returned(const Ruleset& rules, GameState& state, Events* events) {
    for (const Module* m : rules.modules) m->on_figures_returned(rules, state, events);
}

void take_back_figure(const Ruleset& rules, GameState& state, int figure_index, Events* events) {
    for (const Module* m : rules.modules) m->before_figure_taken_back(rules, state, figure_index, events);
    remove_figure(rules, state, figure_index, events);
}

void return_figures(const Ruleset& rules, GameState& state, int root, Events* events) {
    bool any = false;
    for (int i = static_cast<int>(state.figures.size()) - 1; i >= 0; --i) {
        const Figure& f = state.figures[static_cast<size_t>(i)];
        if (f.on_feature() && state.features.find(f.node) == root) {
            remove_figure(rules, state, i, events);
            any = true;
        }
    }
    if (any) figures_returned(rules, state, events);
}

int add_figure(const Ruleset& rules, GameState& state, int player, int figure, FigureWhere where, int tile, int local,
               int place) {
    Figure f;
    f.owner = static_cast<int8_t>(player);
    f.kind = static_cast<uint8_t>(figure);
    f.where = where;
    // The lowest serial no figure on the table has: a figure that came and went (a builder on a
    // feature its tile completes) leaves the numbering as if it had never come.
    const int word = ~state.serials_in_use[0] ? 0 : 1;
    const int bit = __builtin_ctzll(~state.serials_in_use[static_cast<size_t>(word)]);
    state.serials_in_use[static_cast<size_t>(word)] |= 1ull << bit;
    f.serial = static_cast<uint16_t>(64 * word + bit);
    if (where != FigureWhere::InPlace) f.tile = static_cast<int16_t>(tile);
    if (where == FigureWhere::OnFeature || where == FigureWhere::OnCorner) {
        f.local = static_cast<uint8_t>(local);
        f.node = static_cast<int16_t>(node_at(state, tile, local));
        if (where == FigureWhere::OnFeature && rules.figures[static_cast<size_t>(figure)].follower)
            ++state.features.node(state.features.find(f.node)).followers;
    }
    if (where == FigureWhere::InPlace) f.place = static_cast<int16_t>(place);
    if (player >= 0) --state.players[static_cast<size_t>(player)].supply[static_cast<size_t>(figure)];
    state.figures.push_back(f);
    return static_cast<int>(state.figures.size()) - 1;
}

void final_scoring(const Ruleset& rules, GameState& state, Events* events) {
    emit(events, FinalScoringStarted{});
    thread_local FinalCountScratch scratch;
    list_features_to_count(rules, state, scratch);
    // score_feature may run a module's count that needs the scratch (a projection inside a
    // hook): the list is copied out first.
    const std::vector<FinalCountScratch::Entry> features = scratch.features;
    for (const FinalCountScratch::Entry& entry : features)
        score_feature(rules, state, entry.root, feature_complete(rules, state, entry.root), true,
                      events);
    for (const Module* m : rules.modules) m->final_scoring(rules, state, events);
}

void count_final_scores(const Ruleset& rules, GameState& state, std::vector<CountedAward>* awards) {
    if (awards) awards->clear();
    if (state.over()) return;
    thread_local FinalCountScratch scratch;
    FinalCountScratch& s = scratch;
    list_features_to_count(rules, state, s);
    // The rest is final_scoring's score_feature without an event sink, on one reused event.
    for (const FinalCountScratch::Entry& entry : s.features) {
        evaluate_into(rules, state, entry.root, feature_complete(rules, state, entry.root), true,
                      false, -1, s.event, s.tiles);
        for (const Award& a : s.event.awards)
            add_points(state, a.player, a.points, s.event.category);
        if (awards) {
            const int base = s.event.base_points();
            if (s.event.awards.empty()) awards->push_back({entry.root, base, -1, 0});
            for (const Award& a : s.event.awards)
                awards->push_back({entry.root, base, a.player, a.points});
        }
        for (const Module* m : rules.modules)
            m->after_feature_scored(rules, state, s.event, nullptr);
    }
    for (const Module* m : rules.modules) m->final_scoring(rules, state, nullptr);
}

}  // namespace carc
