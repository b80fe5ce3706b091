// Under the Big Top (issue 35). What the seeds say, and where they are silent JCloisterZone (its
// BigTopCapability, BigTopPhase, AnimalToken, AcrobatsCapability, RingmasterCapability), as
// docs/rules-coverage.md lists:
//
// - The big top (000:313, 321, 332): it goes onto the first circus tile placed, over an animal
//   token face down; when another circus tile is placed, it scores where it stands and moves onto
//   the new tile over a new token; after its last scoring, at the end, it leaves. Its scoring
//   (003:1917–1930): the token is turned up and every player scores the token's points for each of
//   their followers on the big top's tile and the eight around it (followers off the board, in the
//   City of Carcassonne, are not there). The tokens (seeds silent: JCZ): one bag of 16, worth 1
//   (×1), 3 (×4), 4 (×5), 5 (×3), 6 (×2) and 7 (×1); the big top moves after the turn's scoring
//   (JCZ's BigTopPhase follows its ScoringPhase and the scored figures' moves). *Decision:* the token is drawn
//   from the bag when it is turned up, not when the big top goes up: nobody may look at it before,
//   so every seat's chances are the same, and a JCZ file, which draws it then, names it.
// - Acrobats (001:182, 208; 003:314–316): in the figure step a player may put a normal follower
//   onto an acrobat space of the tile just placed or of the eight around it, up to three stacked in
//   a pyramid (001:551's way there from anywhere is not built: docs/rules-coverage.md); instead of placing a figure, a
//   player may score a full pyramid: every player scores 5 points a follower in it, and they go
//   home. At the end every pyramid scores the same, full or not. A ringmaster never climbs the
//   pyramid (JCZ's Ringmaster); the seeds allow no other special figure there (000 note 6 leaves
//   the phantom open: JCZ refuses it, and so do we).
// - The ringmaster (003:667–673): a follower of each player like a normal one; when its feature
//   scores, after the feature, its owner scores 2 points for every circus or acrobat tile on its
//   tile and the eight around it, even when the feature earned them nothing. It applies to the
//   basic kinds the seed names and, by its extended rule (003:671), to every kind; JCZ's bonus
//   comes at the end's count too (the fields score only then, and 003:670 names them).
#include "modules/big_top.hpp"

#include <algorithm>
#include <array>
#include <cstdlib>

#include "carc/chance.hpp"
#include "carc/feature_changes.hpp"
#include "modules.hpp"

namespace carc {

namespace {
namespace big_top_rules {

constexpr std::array<int, kAnimalTokenKinds> kTokenPoints = {1, 3, 4, 5, 6, 7};
constexpr std::array<int, kAnimalTokenKinds> kTokenCounts = {1, 4, 5, 3, 2, 1};
constexpr int kAcrobatPoints = 5;
constexpr int kRingmasterPoints = 2;
// JCZ's BigTopPhase comes after its ScoringPhase and the scored figures' moves, before the rewards.
constexpr int kAfterTheScoredFigures = (after_scoring::scored_figures + after_scoring::rewards) / 2;

constexpr Noun kBigTopFollower{"follower near the big top", "followers near the big top"};
constexpr Noun kAcrobat{"acrobat", "acrobats"};
constexpr Noun kCircusTileNoun{"circus or acrobat tile", "circus or acrobat tiles"};

// The figure that climbs a pyramid: the one the data tags the plain follower (the base game's).
int plain_follower(const Ruleset& r) {
    for (size_t k = 0; k < r.figures.size(); ++k) {
        const auto& tags = r.figures[k].tags;
        if (std::find(tags.begin(), tags.end(), "plain-follower") != tags.end()) return static_cast<int>(k);
    }
    return -1;
}

struct BigTopSettings {
    int big_top;      // the neutral figure, -1 without the big top
    int ringmaster;   // -1 without the ringmaster
    int acrobat;      // the figure that climbs a pyramid (the normal follower), -1 without acrobats
    int bag;          // the animal tokens' chance source
    int circus_tag;
    int acrobats_tag;
    FeatureKind acrobats_kind;
    bool has_acrobats_kind;
    ScoreCategory big_top_category;
    ScoreCategory acrobats_category;
    ScoreCategory ringmaster_category;
    explicit BigTopSettings(const Ruleset& r)
        : big_top(r.figure("big-top")),
          ringmaster(r.figure("ringmaster")),
          acrobat(r.option_on("big-top.acrobats") ? plain_follower(r) : -1),
          bag(r.chance_source(kAnimalTokenSource)),
          circus_tag(r.tag("circus")),
          acrobats_tag(r.tag("acrobats")),
          acrobats_kind(r.catalog->kind("acrobats").value_or(FeatureKind::Road)),
          has_acrobats_kind(r.catalog->kind("acrobats").has_value()),
          big_top_category(static_cast<ScoreCategory>(std::max(0, r.category("big-top")))),
          acrobats_category(static_cast<ScoreCategory>(std::max(0, r.category("acrobats")))),
          ringmaster_category(static_cast<ScoreCategory>(std::max(0, r.category("ringmaster")))) {}
};

const BigTopSettings& bt_settings(const Ruleset& rules);

bool has_tag(const Ruleset& rules, const GameState& state, int tile, int tag) {
    return tag >= 0 && rules.tiles[state.board.tile(tile).type].has(tag);
}

bool around(Pos a, Pos b) { return std::abs(a.x - b.x) <= 1 && std::abs(a.y - b.y) <= 1; }

int big_top_index(const Ruleset& rules, const GameState& state) {
    const int figure = bt_settings(rules).big_top;
    if (figure < 0) return -1;
    const int i = neutral_figure(state, figure);
    return i < 0 ? -1 : state.figures[static_cast<size_t>(i)].tile;
}

// Pays every player with followers counted in `counts` `each` points a follower, one event a
// player made from `model` (its title, category, kind, feature, tiles and tag already set).
void pay_per_follower(GameState& state, const std::vector<int>& counts, const ScoreEvent& model, Noun what, int each,
                      Events* events) {
    for (size_t p = 0; p < counts.size(); ++p) {
        if (counts[p] == 0) continue;
        ScoreEvent e = model;
        e.terms.push_back({what, counts[p], each});
        e.awards.push_back({static_cast<int>(p), e.base_points(), {}});
        add_points(state, static_cast<int>(p), e.base_points(), e.category);
        if (events) events->push_back(std::move(e));
    }
}

// Turns the animal token under the big top up and pays each player its points for every follower
// of theirs on the big top's tile and the eight around it (003:1917–1930). The token is drawn from
// the bag now, when it is turned up: nobody may know it before (the seeds' face-down token), and
// drawing it at this moment, as JCZ's BigTopCapability does, is the same chance for every seat and
// lets a JCZ file name it (its COMMIT's generator, big_top_jcz.cpp).
void score_big_top(const Ruleset& rules, GameState& state, bool final_scoring, Events* events) {
    const int tile = big_top_index(rules, state);
    if (tile < 0) return;
    const int token = draw_chance(rules, state, bt_settings(rules).bag, events);
    if (token < 0 || token >= kAnimalTokenKinds) return;  // the bag is empty: more circus tiles than tokens
    const Pos at = state.board.tile(tile).pos;
    std::vector<int> counts(static_cast<size_t>(rules.player_count()), 0);
    for (const Figure& f : state.figures)
        if (f.owner >= 0 && is_follower_on_board(rules, f) && around(state.board.tile(f.tile).pos, at))
            ++counts[static_cast<size_t>(f.owner)];
    ScoreEvent model;
    model.title = Message("The big top at {pos}", {{"pos", arg::Square{at}}});
    model.category = bt_settings(rules).big_top_category;
    model.complete = true;
    model.final_scoring = final_scoring;
    model.feature = {at, -1};
    model.tiles = {at};
    model.tags.push_back("big-top");
    pay_per_follower(state, counts, model, kBigTopFollower, kTokenPoints[static_cast<size_t>(token)], events);
}

// Puts the big top onto `tile` (its token, face down for the players, is drawn when it scores).
void raise_big_top(const Ruleset& rules, GameState& state, int tile, Events* events) {
    const BigTopSettings& s = bt_settings(rules);
    const int i = neutral_figure(state, s.big_top);
    if (i < 0)
        add_figure(rules, state, -1, s.big_top, FigureWhere::OnTile, tile, 0, -1);
    else
        state.figures[static_cast<size_t>(i)].tile = static_cast<int16_t>(tile);
    const Pos at = state.board.tile(tile).pos;
    if (events) events->push_back(ModuleEvent{Message("the big top goes up at {pos}", {{"pos", arg::Square{at}}}), {at}});
}

// The acrobat space of a tile (its feature index), or -1.
int acrobat_local(const Ruleset& rules, const GameState& state, int tile) {
    const BigTopSettings& s = bt_settings(rules);
    if (!s.has_acrobats_kind || !has_tag(rules, state, tile, s.acrobats_tag)) return -1;
    const int n = feature_count_at(rules, state, tile);
    for (int l = 0; l < n; ++l)
        if (kind_at(state, tile, l) == s.acrobats_kind) return l;
    return -1;
}

int followers_on(const GameState& state, int tile, int local) {
    return state.features.node(state.features.find(node_at(state, tile, local))).followers;
}

// Every player's followers on the acrobat space, scored 5 each (003:315–316).
void score_pyramid(const Ruleset& rules, GameState& state, int tile, int local, bool final_scoring, Events* events) {
    const int node = node_at(state, tile, local);
    const int root = state.features.find(node);
    std::vector<int> counts(static_cast<size_t>(rules.player_count()), 0);
    for (const Figure& f : state.figures)
        if (f.owner >= 0 && f.on_feature() && state.features.find(f.node) == root) ++counts[static_cast<size_t>(f.owner)];
    ScoreEvent model;
    model.title = Message("The acrobats' pyramid at {pos}", {{"pos", arg::Square{state.board.tile(tile).pos}}});
    model.category = bt_settings(rules).acrobats_category;
    model.kind = bt_settings(rules).acrobats_kind;
    model.complete = !final_scoring;
    model.final_scoring = final_scoring;
    model.feature = state.ref(root);
    model.tiles = {state.board.tile(tile).pos};
    model.tags.push_back("acrobats");
    pay_per_follower(state, counts, model, kAcrobat, kAcrobatPoints, events);
}

// "score_acrobats": instead of placing a figure, the player scores a full pyramid.
class ScoreAcrobats final : public SquareActionDef {
public:
    constexpr ScoreAcrobats() : SquareActionDef("scoring the acrobats needs the square of their pyramid") {}
    std::string_view id() const override { return "score_acrobats"; }
    void apply(const Ruleset& rules, GameState& state, const Action& a, Events* events) const override {
        const int tile = state.board.tile_index(a.pos);
        const int local = tile < 0 ? -1 : acrobat_local(rules, state, tile);
        if (local < 0) return;
        score_pyramid(rules, state, tile, local, false, events);
        return_figures(rules, state, state.features.find(node_at(state, tile, local)), events);
    }
    Message why_illegal(const Ruleset& rules, const GameState& state, const Action& a) const override {
        const int tile = state.board.tile_index(a.pos);
        const int local = tile < 0 ? -1 : acrobat_local(rules, state, tile);
        if (local < 0) return Message("there is no acrobat space at {pos}", {{"pos", arg::Square{a.pos}}});
        if (followers_on(state, tile, local) < kPyramidHeight)
            return Message("only a full pyramid of three acrobats may be scored");
        return Message("a pyramid is scored instead of placing a figure");
    }
    Message describe(const Ruleset&, const GameState&, const Action& a) const override {
        return Message("score the acrobats' pyramid at {pos}", {{"pos", arg::Square{a.pos}}});
    }
};

const ScoreAcrobats kScoreAcrobats;

// After the turn's scoring: a circus tile just placed moves the big top, which scores first.
class BigTopStep final : public TurnStep {
public:
    std::string_view id() const override { return "big_top"; }
    StepStatus enter(const Ruleset& rules, GameState& state, Events* events) const override {
        const BigTopSettings& s = bt_settings(rules);
        if (s.big_top < 0 || state.placed_tile < 0 || !has_tag(rules, state, state.placed_tile, s.circus_tag))
            return StepStatus::done();
        if (big_top_index(rules, state) == state.placed_tile) return StepStatus::done();
        score_big_top(rules, state, false, events);
        raise_big_top(rules, state, state.placed_tile, events);
        return StepStatus::done();
    }
    void list(const Ruleset&, const GameState&, ActionList&) const override {}
};

const BigTopStep kBigTopStep;

class BigTopModule final : public ModuleWithSettings<BigTopSettings> {
public:
    std::string_view id() const override { return "big-top"; }
    std::vector<const ActionDef*> action_defs() const override { return {&kScoreAcrobats}; }

    void configure(Ruleset& rules) const override {
        rules.turn.insert_after(steps::scoring, &kBigTopStep, kAfterTheScoredFigures);
    }

    std::vector<ChanceSource> chance_sources(const Ruleset& rules) const override {
        if (rules.figure("big-top") < 0) return {};
        return {ChanceSource{kAnimalTokenSource, "the animal tokens", 0,
                             {{"animal-1", "an animal token of 1 point", kTokenCounts[0]},
                              {"animal-3", "an animal token of 3 points", kTokenCounts[1]},
                              {"animal-4", "an animal token of 4 points", kTokenCounts[2]},
                              {"animal-5", "an animal token of 5 points", kTokenCounts[3]},
                              {"animal-6", "an animal token of 6 points", kTokenCounts[4]},
                              {"animal-7", "an animal token of 7 points", kTokenCounts[5]}}}};
    }

    // The figure step: a normal follower onto an acrobat space on or beside the new tile, and the
    // scoring of a full pyramid instead of a figure.
    void add_step_actions(const Ruleset& rules, const GameState& state, std::string_view step, ActionList& out) const override {
        if (step != steps::action || state.placed_tile < 0 || state.acting_player != state.current_player) return;
        const BigTopSettings& s = bt_settings(rules);
        if (s.acrobat < 0) return;
        const PlayerState& me = state.players[static_cast<size_t>(state.acting_player)];
        const bool can_climb = me.supply[static_cast<size_t>(s.acrobat)] > 0;
        const Pos here = state.board.tile(state.placed_tile).pos;
        const int count = static_cast<int>(state.board.tiles().size());
        for (int t = 0; t < count; ++t) {
            const int local = acrobat_local(rules, state, t);
            if (local < 0) continue;
            const int followers = followers_on(state, t, local);
            const Pos pos = state.board.tile(t).pos;
            if (followers >= kPyramidHeight) {
                out.push_back(kScoreAcrobats.make(pos));
                continue;
            }
            if (!can_climb || !around(pos, here)) continue;
            if (tile_closed_to_figures(rules, state, t)) continue;
            const int root = state.features.find(node_at(state, t, local));
            if (module_forbids(rules, state, s.acrobat, t, root)) continue;
            out.push_back(deploy_action(s.acrobat, pos, local));
        }
    }

    // A ringmaster on the scored feature: 2 points for every circus or acrobat tile on and around
    // its tile, after the feature (003:667–673).
    void after_feature_scored(const Ruleset& rules, GameState& state, const ScoreEvent& scored, Events* events) const override {
        const BigTopSettings& s = bt_settings(rules);
        if (s.ringmaster < 0 || !scored.is_feature_score()) return;
        const int node = state.node_of(scored.feature);
        if (node < 0) return;
        const int root = state.features.find(node);
        for (const Figure& f : state.figures) {
            if (f.kind != s.ringmaster || f.owner < 0 || !f.on_feature() || state.features.find(f.node) != root) continue;
            const Pos at = state.board.tile(f.tile).pos;
            int tiles = 0;
            for (int dy = -1; dy <= 1; ++dy)
                for (int dx = -1; dx <= 1; ++dx) {
                    const int t = state.board.tile_index({at.x + dx, at.y + dy});
                    if (t >= 0 && (has_tag(rules, state, t, s.circus_tag) || has_tag(rules, state, t, s.acrobats_tag))) ++tiles;
                }
            if (tiles == 0) continue;
            ScoreEvent e;
            e.title = Message("{player}'s ringmaster at {pos}", {{"player", arg::Player{f.owner}}, {"pos", arg::Square{at}}});
            e.category = s.ringmaster_category;
            e.kind = scored.kind;
            e.complete = scored.complete;
            e.final_scoring = scored.final_scoring;
            e.feature = scored.feature;
            e.tiles = {at};
            e.tags.push_back("ringmaster");
            e.terms.push_back({kCircusTileNoun, tiles, kRingmasterPoints});
            e.awards.push_back({f.owner, e.base_points(), {}});
            add_points(state, f.owner, e.base_points(), e.category);
            if (events) events->push_back(std::move(e));
        }
    }

    // At the end: every pyramid scores as it stands, then the big top scores for the last time and
    // leaves the board (000:332).
    void final_scoring(const Ruleset& rules, GameState& state, Events* events) const override {
        const int count = static_cast<int>(state.board.tiles().size());
        if (bt_settings(rules).acrobat >= 0)
            for (int t = 0; t < count; ++t) {
                const int local = acrobat_local(rules, state, t);
                if (local >= 0 && followers_on(state, t, local) > 0) score_pyramid(rules, state, t, local, true, events);
            }
        score_big_top(rules, state, true, events);
    }

    void check_invariants(const Ruleset& rules, const GameState& state, std::vector<std::string>& problems) const override {
        const int tile = big_top_index(rules, state);
        if (tile >= 0 && !has_tag(rules, state, tile, bt_settings(rules).circus_tag))
            problems.push_back("big top: the big top stands on a tile without a circus");
        const int count = static_cast<int>(state.board.tiles().size());
        for (int t = 0; t < count; ++t) {
            const int local = acrobat_local(rules, state, t);
            if (local >= 0 && followers_on(state, t, local) > kPyramidHeight)
                problems.push_back("big top: more than three acrobats in a pyramid");
        }
    }
};

const BigTopModule kBigTop;

const BigTopSettings& bt_settings(const Ruleset& rules) { return kBigTop.settings(rules); }

bool in_game(const Ruleset& rules) {
    return std::find(rules.modules.begin(), rules.modules.end(), &kBigTop) != rules.modules.end();
}

}  // namespace big_top_rules
}  // namespace

int animal_token_points(int token) {
    return token >= 0 && token < kAnimalTokenKinds ? big_top_rules::kTokenPoints[static_cast<size_t>(token)] : 0;
}

int animal_token_count(int token) {
    return token >= 0 && token < kAnimalTokenKinds ? big_top_rules::kTokenCounts[static_cast<size_t>(token)] : 0;
}

int big_top_tile(const Ruleset& rules, const GameState& state) {
    return big_top_rules::in_game(rules) ? big_top_rules::big_top_index(rules, state) : -1;
}

std::vector<AcrobatSpace> acrobat_spaces(const Ruleset& rules, const GameState& state) {
    std::vector<AcrobatSpace> out;
    if (!big_top_rules::in_game(rules)) return out;
    const int count = static_cast<int>(state.board.tiles().size());
    for (int t = 0; t < count; ++t) {
        const int local = big_top_rules::acrobat_local(rules, state, t);
        if (local >= 0) out.push_back({state.board.tile(t).pos, local, big_top_rules::followers_on(state, t, local)});
    }
    return out;
}

const Module& big_top_module() { return big_top_rules::kBigTop; }

}  // namespace carc
