// The position estimate of evaluation.hpp.
#include "bot/evaluation.hpp"

#include <algorithm>
#include <cmath>

#include "carc/module.hpp"

namespace carc::bot {

namespace {

// Sides of a square whose neighbour is placed, from its constraint code (a digit per side, 0 free).
SideMask placed_sides(uint16_t code) {
    SideMask m = 0;
    for (int s = 0; s < kSides; ++s, code /= 5)
        if (code % 5 != 0) m |= side_bit(static_cast<Side>(s));
    return m;
}

uint16_t constraint_of(const GameState& state, Pos square) {
    const Cell cell = state.board.cell(square);
    return cell.frontier < 0
               ? 0
               : state.board.frontier()[static_cast<size_t>(cell.frontier)].constraint;
}

int points_of(const ScoreEvent& e, int player) {
    for (const Award& a : e.awards)
        if (a.player == player) return a.points;
    return 0;
}

bool completes_when_surrounded(FeatureKind kind) {
    return !touches_sides(kind) && kind != FeatureKind::Field;
}

}  // namespace

namespace {

constexpr size_t kFacings = 16;  // every set of sides

size_t closing_key(uint16_t code, SideMask facing, bool any_fit) {
    return (static_cast<size_t>(code) * kFacings + facing) * 2 + (any_fit ? 1 : 0);
}

}  // namespace

Evaluator::Evaluator(const Ruleset& rules, EvalWeights weights)
    : rules_(rules),
      weights_(weights),
      unseen_(rules.tiles.size(), 0),
      counted_unseen_(rules.tiles.size(), -1),
      closing_stamp_(kConstraintCodes * kFacings * 2, 0),
      closing_cache_(kConstraintCodes * kFacings * 2, 0) {}

void Evaluator::count_unseen(const GameState& state) {
    for (TileTypeId t : unseen_types_) unseen_[t] = 0;
    unseen_types_.clear();
    unseen_total_ = 0;
    auto add = [&](TileTypeId t) {
        if (unseen_[t]++ == 0) unseen_types_.push_back(t);
        ++unseen_total_;
    };
    // Which tiles are left is public (all tiles minus those on the board or discarded); their
    // order in the pile is not, and is never looked at.
    for (size_t i = state.pile.next; i < state.pile.tiles.size(); ++i) add(state.pile.tiles[i]);
    for (TileTypeId t : state.pile.set_aside) add(t);
    if (state.phase == Phase::PlaceTile) add(state.drawn);  // in hand, not yet on the board
    if (counted_unseen_ != unseen_) {
        counted_unseen_ = unseen_;
        ++closing_generation_;
    }
}

int Evaluator::own_turns_left(const GameState& state) const {
    const int players = static_cast<int>(state.players.size());
    return (unseen_total_ + players - 1) / players;
}

void Evaluator::open_squares(const GameState& state, int root, std::vector<OpenSquare>& out) const {
    out.clear();
    const FeatureNode& rn = state.features.node(root);
    if (completes_when_surrounded(rn.kind)) {
        const Pos c = state.board.tile(rn.tile).pos;
        for (int dy = -1; dy <= 1; ++dy)
            for (int dx = -1; dx <= 1; ++dx)
                if ((dx || dy) && !state.board.occupied({c.x + dx, c.y + dy}))
                    out.push_back({{c.x + dx, c.y + dy}, 0});
        return;
    }
    state.features.for_each_member(root, [&](int n) {
        const FeatureNode& node = state.features.node(n);
        const PlacedTile& tile = state.board.tile(node.tile);
        const SideMask sides = sides_at(rules_, state, node.tile, node.local);
        for (int s = 0; s < kSides; ++s) {
            if (!(sides & side_bit(static_cast<Side>(s)))) continue;
            const Pos q = neighbour(tile.pos, static_cast<Side>(s));
            if (state.board.occupied(q)) continue;
            const SideMask facing = side_bit(opposite(static_cast<Side>(s)));
            auto it = std::find_if(out.begin(), out.end(),
                                   [&](const OpenSquare& o) { return o.pos == q; });
            if (it == out.end())
                out.push_back({q, facing});
            else
                it->facing |= facing;
        }
    });
}

int Evaluator::closing_count(const GameState& state, const OpenSquare& square, bool any_fit) const {
    const uint16_t code = constraint_of(state, square.pos);
    const size_t key = closing_key(code, square.facing, any_fit);
    if (closing_stamp_[key] == closing_generation_) return closing_cache_[key];
    const SideMask met = placed_sides(code);
    int count = 0;
    for (TileTypeId t : unseen_types_) {
        const TileType& type = rules_.tiles[t];
        bool closes = false;
        for (unsigned fits = type.fits[code]; fits && !closes; fits &= fits - 1) {
            const int r = __builtin_ctz(fits);
            closes = true;
            if (any_fit) break;
            // Every part of the tile that meets the feature must stop at sides already met.
            for (int s = 0; s < kSides && closes; ++s) {
                if (!(square.facing & side_bit(static_cast<Side>(s)))) continue;
                const int local = type.side_feature[static_cast<size_t>(r)][static_cast<size_t>(s)];
                closes =
                    local >= 0 &&
                    (rotate_sides(type.features[static_cast<size_t>(local)].sides, r) & ~met) == 0;
            }
        }
        if (closes) count += unseen_[t];
    }
    closing_stamp_[key] = closing_generation_;
    closing_cache_[key] = count;
    return count;
}

double Evaluator::chance_from_squares(const GameState& state, int root,
                                      const std::vector<OpenSquare>& squares,
                                      double* filled_share) {
    if (filled_share) *filled_share = squares.empty() ? 1.0 : 0.0;
    if (squares.empty()) return 1.0;
    if (unseen_total_ == 0) return 0.0;
    const bool surrounded = completes_when_surrounded(state.features.node(root).kind);
    const double own = own_turns_left(state);
    const double rivals = own * static_cast<double>(state.players.size() - 1);
    // One tile fills one square: the turns that can serve a square are shared among them. Anyone
    // may fill a cloister's square with any tile that fits; a road or city waits for its owner.
    const double turns = (own + (surrounded ? weights_.rival_fill_share * rivals : 0.0)) /
                         static_cast<double>(squares.size());
    double chance = 1.0, filled = 0.0;
    for (const OpenSquare& q : squares) {
        const int closing = closing_count(state, q, surrounded);
        const double miss = 1.0 - static_cast<double>(closing) / unseen_total_;
        const double p = 1.0 - std::pow(miss, turns);
        chance *= p;
        filled += p;
    }
    if (filled_share) *filled_share = filled / static_cast<double>(squares.size());
    return chance;
}

double Evaluator::completion_chance(const GameState& state, int root) {
    count_unseen(state);
    if (state.features.node(root).kind == FeatureKind::Field) return 0.0;
    if (feature_complete(rules_, state, root)) return 1.0;
    open_squares(state, root, squares_);
    return chance_from_squares(state, root, squares_, nullptr);
}

int Evaluator::closing_tiles(const GameState& state, int root, Pos square) {
    count_unseen(state);
    open_squares(state, root, squares_);
    for (const OpenSquare& q : squares_)
        if (q.pos == square)
            return closing_count(state, q,
                                 completes_when_surrounded(state.features.node(root).kind));
    return 0;
}

const std::vector<double>& Evaluator::expected_scores(const GameState& state) {
    if (state.over()) return sum_up(state);
    add_promises(state);
    // What the board pays if the game ended now: the engine's own end-of-game count, on a copy.
    projection_ = state;
    project_and_settle(projection_);
    return sum_up(projection_);
}

const std::vector<double>& Evaluator::expected_scores_consuming(GameState& scratch) {
    if (scratch.over()) return sum_up(scratch);
    add_promises(scratch);
    project_and_settle(scratch);
    return sum_up(scratch);
}

void Evaluator::add_completion(int player, int root, int if_completed, double share) {
    additions_.push_back({player, 0.0, static_cast<int>(waiting_.size())});
    waiting_.push_back({root, share, if_completed});
}

void Evaluator::add_field(int root, double more_cities, int completed_cities) {
    additions_.push_back({-1, 0.0, static_cast<int>(waiting_.size())});
    waiting_.push_back({root, more_cities, completed_cities});
}

void Evaluator::project_and_settle(GameState& scratch) {
    if (waiting_.empty()) {
        count_final_scores(rules_, scratch);
        return;
    }
    count_final_scores(rules_, scratch, &counted_);
    // The additions that waited, in their places, as add_promises would have made them.
    std::vector<Addition> settled;
    settled.swap(settled_);
    settled.clear();
    for (const Addition& a : additions_) {
        if (a.waiting < 0) {
            settled.push_back(a);
            continue;
        }
        const Waiting& w = waiting_[static_cast<size_t>(a.waiting)];
        const auto first = std::find_if(counted_.begin(), counted_.end(),
                                        [&](const CountedAward& c) { return c.root == w.root; });
        if (a.player >= 0) {
            int now = 0;
            for (auto c = first; c != counted_.end() && c->root == w.root; ++c)
                if (c->player == a.player) {
                    now = c->points;
                    break;
                }
            settled.push_back({a.player, w.factor * (w.count - now), -1});
            continue;
        }
        // A field: each of its winners gets what a completed city adds to it now (or the
        // usual worth when it borders none yet) per city more.
        if (first == counted_.end()) continue;
        const double per_city = w.count > 0 ? static_cast<double>(first->base_points) / w.count
                                            : weights_.farm_city_points;
        for (auto c = first; c != counted_.end() && c->root == w.root; ++c)
            if (c->player >= 0) settled.push_back({c->player, w.factor * per_city, -1});
    }
    additions_.swap(settled);
    settled_.swap(settled);
}

const std::vector<double>& Evaluator::sum_up(const GameState& projected) {
    const size_t players = projected.players.size();
    values_.assign(players, 0.0);
    for (size_t p = 0; p < players; ++p) values_[p] = projected.players[p].score;
    if (!projected.over())
        for (const Addition& a : additions_) values_[static_cast<size_t>(a.player)] += a.points;
    return values_;
}

void Evaluator::add_promises(const GameState& state) {
    const size_t players = state.players.size();
    additions_.clear();
    waiting_.clear();
    // 2. Followers still to use, worth less as the game runs out.
    count_unseen(state);
    const double follower =
        weights_.follower_value * std::min(1.0, own_turns_left(state) / weights_.follower_horizon);
    for (size_t p = 0; p < players; ++p)
        for (size_t k = 0; k < rules_.figures.size(); ++k)
            if (rules_.figures[k].follower && !rules_.figures[k].neutral)
                add(static_cast<int>(p), follower * state.players[p].supply[k]);
    // The modules' pieces still to place (Little Buildings), worth less as the game runs out.
    const double horizon = std::min(1.0, own_turns_left(state) / weights_.follower_horizon);
    for (const Module* m : rules_.modules)
        for (size_t p = 0; p < players; ++p)
            if (const double worth = m->held_worth(rules_, state, static_cast<int>(p)); worth > 0.0)
                add(static_cast<int>(p), worth * horizon);

    // 3. What the occupied features promise beyond the end count.
    roots_.clear();
    for (const Figure& f : state.figures)
        if (f.on_feature() && f.owner >= 0 && rules_.figures[f.kind].follower)
            roots_.push_back(state.features.find(f.node));
    std::sort(roots_.begin(), roots_.end());
    roots_.erase(std::unique(roots_.begin(), roots_.end()), roots_.end());
    for (int root : roots_) {
        const FeatureKind kind = state.features.node(root).kind;
        double comes_back = 0.0;  // chance that its followers return to the supply in time
        double return_share = weights_.returning_share;
        if (kind == FeatureKind::Field) {
            // More cities may be completed around the field: each adds what a completed city
            // adds to this field now (or the usual 3 when it borders none yet).
            cities_.clear();
            int completed = 0;
            state.features.for_each_member(root, [&](int n) {
                const FeatureNode& node = state.features.node(n);
                const auto& type_features = rules_.tiles[state.board.tile(node.tile).type].features;
                if (node.local >= type_features.size()) return;  // added to the tile: borders no city of its type
                for (uint8_t c : type_features[node.local].cities)
                    cities_.push_back(state.features.find(node_at(state, node.tile, c)));
            });
            std::sort(cities_.begin(), cities_.end());
            cities_.erase(std::unique(cities_.begin(), cities_.end()), cities_.end());
            double more_cities = 0.0;
            for (int city : cities_) {
                if (state.features.node(city).open_edges == 0) {
                    ++completed;
                    continue;
                }
                open_squares(state, city, squares_);
                more_cities += chance_from_squares(state, city, squares_, nullptr);
            }
            if (more_cities > 0.0) add_field(root, more_cities, completed);
        } else if (feature_complete(rules_, state, root)) {
            comes_back = 1.0;  // scored this turn: the end count already has its completed value
            return_share = 1.0;
        } else {
            open_squares(state, root, squares_);
            double filled_share = 0.0;
            comes_back = chance_from_squares(state, root, squares_, &filled_share);
            // A cloister pays for each neighbour it gets; a road or city only when closed.
            const double share = completes_when_surrounded(kind) ? filled_share : comes_back;
            if (share > 0.0) {
                const ScoreEvent done = score_if_completed(rules_, state, root);
                if (counted_at_end(kind)) {
                    for (const Award& a : done.awards)
                        add_completion(a.player, root, a.points, share);
                } else {
                    const ScoreEvent now = score_preview(rules_, state, root);
                    for (const Award& a : done.awards)
                        add(a.player, share * (a.points - points_of(now, a.player)));
                }
            }
        }
        if (comes_back > 0.0) {
            const double returning = follower * return_share * comes_back;
            for (const Figure& f : state.figures)
                if (f.on_feature() && f.owner >= 0 && rules_.figures[f.kind].follower &&
                    state.features.find(f.node) == root)
                    add(f.owner, returning);
        }
    }
}

}  // namespace carc::bot
