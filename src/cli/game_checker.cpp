// The invariant checker of game_checker.hpp.
#include "game_checker.hpp"

#include <cstdlib>
#include <map>

#include "carc/module.hpp"

namespace carc::cli {

GameChecker::GameChecker(const Ruleset& rules, const GameState& start)
    : rules_(rules),
      shadow_(new_game(rules)),
      in_tile_sets_(rules.tiles.size(), 0),
      last_scores_(static_cast<size_t>(rules.player_count()), 0) {
    for (TileTypeId t : rules.tile_set) in_tile_sets_[t] = 1;
    total_tiles_ = tiles_in_game(start);
    record_chance(rules, start, 0, chance_);
}

void GameChecker::fail(int action, const std::string& what) {
    problems_.push_back("after action " + std::to_string(action) + ": " + what);
}

// The tiles of the pile, wherever they are now. The drawn tile is in hand from the draw until it is
// placed, also during a module's step between the two (the Tower's ransom). Tiles of a type that no
// tile set of the game holds came from the players' supplies (the abbeys), not from the pile: their
// module counts them.
int GameChecker::tiles_in_game(const GameState& s) const {
    const bool in_hand = s.phase != Phase::GameOver && s.step > rules_.turn.index_of(steps::draw) &&
                         s.step <= rules_.turn.index_of(steps::place_tile);
    int from_supplies = 0;
    for (const PlacedTile& t : s.board.tiles()) from_supplies += !in_tile_sets_[t.type];
    int held = 0;
    for (const Module* m : rules_.modules) held += m->tiles_held(rules_, s) + m->tiles_out_of_play(rules_, s);
    return static_cast<int>(s.board.tiles().size()) - from_supplies + s.pile.remaining() + held +
           static_cast<int>(s.discarded.size()) + static_cast<int>(s.pile.set_aside.size()) +
           (in_hand ? 1 : 0);
}

bool GameChecker::play(GameState& state, const Action& action) {
    if (action.value == kOpenValue) {
        fail(actions_ + 1, "an open entry of the legal list was played: pick from concrete_actions");
        return false;
    }
    const ActionRecord rec = record_action(rules_, state, action);
    records_.push_back(rec);
    apply_in_place(rules_, state, action, nullptr);
    ++actions_;
    // The log replays: the textual record, resolved and applied through the checked API, with the
    // outcomes of chance the fast path drew stated as a record states them.
    const size_t chance_before = chance_.size();
    record_chance(rules_, state, actions_, chance_);
    auto resolved = resolve_action(rules_, *shadow_, rec);
    if (!resolved) {
        fail(actions_, "the record does not resolve: " + resolved.error());
        return false;
    }
    auto stated = resolve_chance(rules_, std::span<const ChanceRecord>(chance_).subspan(chance_before));
    if (!stated) {
        fail(actions_, "the outcomes of chance do not resolve: " + stated.error());
        return false;
    }
    auto step = apply(rules_, *shadow_, *resolved, *stated);
    if (!step) {
        fail(actions_, "the checked API refused it: " + step.error());
        return false;
    }
    shadow_ = step->state;
    if (state_digest(*shadow_) != state_digest(state)) fail(actions_, "replay of the log diverged");
    check(state, actions_);
    return problems_.empty();
}

void GameChecker::check(const GameState& s, int action) {
    const int tiles = tiles_in_game(s);
    if (tiles != total_tiles_)
        fail(action, "tiles not conserved: " + std::to_string(tiles) + " instead of " +
                         std::to_string(total_tiles_));
    if (s.phase != Phase::GameOver &&
        (s.acting_player < 0 || s.acting_player >= rules_.player_count()))
        fail(action, "nobody is to act, but the game is not over");
    for (size_t k = 0; k < rules_.figures.size(); ++k) {
        if (rules_.figures[k].neutral) {
            int out = 0;
            for (const Figure& f : s.figures) out += f.kind == k;
            if (out > rules_.figures[k].count)
                fail(action, "too many " + rules_.figures[k].id + " figures on the table");
            continue;
        }
        for (int p = 0; p < rules_.player_count(); ++p) {
            int out = 0;
            for (const Figure& f : s.figures) out += f.owner == p && f.kind == k;
            if (out + s.players[static_cast<size_t>(p)].supply[k] != rules_.figures[k].count)
                fail(action, "figures not conserved: player " + std::to_string(p) + " " +
                                 rules_.figures[k].id);
        }
    }
    // Scoring of this part of the turn is still to come until the next tile is drawn.
    const bool scored = s.phase == Phase::PlaceTile || s.phase == Phase::GameOver;
    std::map<int, int> followers;
    for (const Figure& f : s.figures) {
        if (!f.on_feature()) continue;
        const int root = s.features.find(f.node);
        if (rules_.figures[f.kind].follower) ++followers[root];
        if (!scored) continue;
        const FeatureNode& n = s.features.node(root);
        if (n.kind != FeatureKind::Field && feature_complete(rules_, s, root))
            fail(action,
                 "a figure stayed on a completed " + std::string(feature_kind_name(n.kind)));
    }
    for (int node = 0; node < s.features.size(); ++node) {
        if (s.features.find(node) != node) continue;
        auto it = followers.find(node);
        if (s.features.node(node).followers != (it == followers.end() ? 0 : it->second))
            fail(action, "follower count of a feature is wrong");
    }
    // Points move between players only by transfers (the Tower's ransom): a player's score drops
    // only when others rise at least as much (the sum never drops), none below 0.
    // A module whose rules take points away (a bid paid to the bank) checks its own payments.
    bool may_lower = false;
    for (const Module* m : rules_.modules) may_lower |= m->may_lower_scores(rules_);
    int dropped = 0, risen = 0;
    for (size_t p = 0; p < s.players.size(); ++p) {
        const int change = s.players[p].score - last_scores_[p];
        (change < 0 ? dropped : risen) += std::abs(change);
        if (s.players[p].score < 0 && !may_lower) fail(action, "a score is negative");
        last_scores_[p] = s.players[p].score;
    }
    if (dropped > risen && !may_lower) fail(action, "a score decreased");
    // The incremental feature graph is the one computed from scratch (feature_changes.hpp).
    for (const std::string& what : feature_graph_problems(rules_, s)) fail(action, "feature graph: " + what);
    for (const Module* m : rules_.modules) {
        std::vector<std::string> problems;
        m->check_invariants(rules_, s, problems);
        for (const std::string& what : problems) fail(action, std::string(m->id()) + ": " + what);
    }
}

}  // namespace carc::cli
