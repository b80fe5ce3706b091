// Changing placed tiles (feature_changes.hpp): features added to a placed tile, retyped edges,
// the on_feature_extended notifications, and the from-scratch rebuild of the feature graph that
// the oracle compares with the incremental one.
#include "carc/feature_changes.hpp"

#include <algorithm>

#include "carc/module.hpp"

namespace carc {

namespace {

int added_count_on(const GameState& state, int tile) {
    int n = 0;
    for (const AddedFeature& a : state.added) n += a.tile == tile;
    return n;
}

// What local feature `local` of placed tile `tile` is by itself, before any joining: its type's
// feature, or the feature a module added (its own attribute values in state.added_attributes).
struct OwnFeature {
    FeatureKind kind = FeatureKind::Field;
    int open_edges = 0;
    std::span<const int16_t> attributes;
};

OwnFeature own_feature(const Ruleset& rules, const GameState& state, int tile, int local) {
    if (const AddedFeature* a = added_feature_at(state, tile, local)) {
        const size_t count = rules.attributes.size();
        const size_t index = static_cast<size_t>(a - state.added.data());
        return {a->kind, touches_sides(a->kind) ? __builtin_popcount(a->sides) : 0,
                std::span<const int16_t>(state.added_attributes).subspan(index * count, count)};
    }
    const FeatureType& f = rules.tiles[state.board.tile(tile).type].features[static_cast<size_t>(local)];
    return {f.kind, f.open_edges, f.attributes};
}

// Joins `node`, local feature of placed tile `tile` reaching the sides `sides` and the half-edges
// `halves` (on the board), with the neighbours' features there as put_tile joins a tile's own:
// two open edges met per side, one closed by a neighbour that ends features (the abbey) and
// shows nothing there. Only with the nodes `accept` takes: the partial rebuild joins each pair
// of its members once.
template <class Accept>
void join_across_edges(const Ruleset& rules, GameState& state, int node, int tile, SideMask sides, HalfMask halves,
                       Accept&& accept) {
    const Pos pos = state.board.tile(tile).pos;
    for (int s = 0; s < kSides; ++s) {
        const Side side = static_cast<Side>(s);
        const bool on_side = sides & side_bit(side);
        const int their_halves = (halves >> (2 * s)) & 3;
        if (!on_side && their_halves == 0) continue;
        const int other = state.board.tile_index(neighbour(pos, side));
        if (other < 0) continue;
        if (on_side) {
            const int theirs = side_feature_at(rules, state, other, opposite(side));
            if (theirs >= 0) {
                const int partner = node_at(state, other, theirs);
                if (accept(partner)) state.features.unite(node, partner, 2, rules.attributes);
                // A second city of the neighbour shares that side: it is met too (one edge).
                const int shared = shared_side_feature_at(rules, state, other, opposite(side));
                if (shared >= 0 && accept(node_at(state, other, shared)))
                    state.features.unite(node, node_at(state, other, shared), 1, rules.attributes);
            } else if (rules.tiles[state.board.tile(other).type].ends_features) {
                --state.features.node(state.features.find(node)).open_edges;
            }
        }
        for (int h = 2 * s; h < 2 * s + 2; ++h) {
            if (!((halves >> h) & 1)) continue;
            const int their_field = half_feature_at(rules, state, other, facing_half(h));
            if (their_field < 0) continue;
            const int partner = node_at(state, other, their_field);
            if (accept(partner)) state.features.unite(node, partner, 0, rules.attributes);
        }
    }
}

// A set a change joined or split is no longer the one find_completed found: out of
// state.completed (its nodes go into state.touched, so that the next find_completed decides).
void leave_completed(GameState& state, int root) {
    state.completed.erase(std::remove(state.completed.begin(), state.completed.end(), root), state.completed.end());
}

// The partial rebuild: the set of `root` computed again from its own nodes, as rebuild_all
// computes it, after a link inside it was removed. Every member is reset to what it is by itself,
// then joined again with the other members across the sides and half-edges they share (each
// pair once), closed by tiles that end features, joined by the links between members; each part
// takes the kind of the latest change among its members, and counts the followers standing on
// it. The rest of the graph is not read: a set only ever joins its neighbours' sets, so every
// feature a member meets is a member. Cost: O(members x sides + links + figures), plus the kind
// changes per join of two kinds.
void rebuild_set(const Ruleset& rules, GameState& state, int root) {
    FeatureGraph& g = state.features;
    std::vector<int> members;
    members.reserve(static_cast<size_t>(g.node(root).size));
    g.for_each_member(root, [&](int n) { members.push_back(n); });
    std::sort(members.begin(), members.end());
    auto member = [&](int n) { return std::binary_search(members.begin(), members.end(), n); };

    for (int n : members) {
        const OwnFeature own = own_feature(rules, state, g.node(n).tile, g.node(n).local);
        g.reset(n, own.kind, own.open_edges, own.attributes);
    }
    for (int n : members) {
        // The sides and half-edges where the tile shows this feature now (as rebuild_all reads
        // them: an added feature on a side comes first).
        const int tile = g.node(n).tile, local = g.node(n).local;
        SideMask sides = 0;
        HalfMask halves = 0;
        for (int s = 0; s < kSides; ++s) {
            const Side side = static_cast<Side>(s);
            if (side_feature_at(rules, state, tile, side) == local) sides |= side_bit(side);
        }
        for (int h = 0; h < 2 * kSides; ++h)
            if (half_feature_at(rules, state, tile, h) == local) halves = static_cast<HalfMask>(halves | (1 << h));
        join_across_edges(rules, state, n, tile, sides, halves,
                          [&](int partner) { return partner > n && member(partner); });
    }
    for (const FeatureLink& l : state.links) {
        const int a = node_at(state, l.tile, l.a);
        if (member(a)) g.unite(a, node_at(state, l.tile, l.b), 0, rules.attributes);
    }
    for (const FeatureJoin& j : state.joins) {
        const int a = node_at(state, j.tile_a, j.a);
        if (member(a)) g.unite(a, node_at(state, j.tile_b, j.b), j.met, rules.attributes);
    }
    for (const Figure& f : state.figures)
        if (f.on_feature() && rules.figures[f.kind].follower && member(f.node)) ++g.node(g.find(f.node)).followers;
    if (g.kind_changes().empty()) return;
    for (int n : members)
        if (g.find(n) == n) g.settle_kind(n);
}

}  // namespace

const AddedFeature* added_feature_at(const GameState& state, int tile, int local) {
    if (!(state.board.tile(tile).changed & PlacedTile::kFeaturesAdded)) return nullptr;
    for (const AddedFeature& a : state.added)
        if (a.tile == tile && a.local == local) return &a;
    return nullptr;
}

int node_at(const GameState& state, int tile, int local) {
    const PlacedTile& t = state.board.tile(tile);
    const int node = t.first_node + local;
    if (local >= 0 && node < state.features.size()) {
        const FeatureNode& n = state.features.node(node);
        if (n.tile == tile && n.local == local) return node;
    }
    if (const AddedFeature* a = added_feature_at(state, tile, local)) return a->node;
    return -1;
}

int feature_count_at(const Ruleset& rules, const GameState& state, int tile) {
    const PlacedTile& t = state.board.tile(tile);
    const int own = static_cast<int>(rules.tiles[t.type].features.size());
    return (t.changed & PlacedTile::kFeaturesAdded) ? own + added_count_on(state, tile) : own;
}

SideMask sides_at(const Ruleset& rules, const GameState& state, int tile, int local) {
    if (const AddedFeature* a = added_feature_at(state, tile, local)) return a->sides;
    const PlacedTile& t = state.board.tile(tile);
    return rotate_sides(rules.tiles[t.type].features[static_cast<size_t>(local)].sides, t.rotation);
}

HalfMask halves_at(const Ruleset& rules, const GameState& state, int tile, int local) {
    if (const AddedFeature* a = added_feature_at(state, tile, local)) return a->halves;
    const PlacedTile& t = state.board.tile(tile);
    return rotate_halves(rules.tiles[t.type].features[static_cast<size_t>(local)].halves, t.rotation);
}

int side_feature_at(const Ruleset& rules, const GameState& state, int tile, Side side) {
    const PlacedTile& t = state.board.tile(tile);
    if (t.changed & PlacedTile::kFeaturesAdded)
        for (const AddedFeature& a : state.added)
            if (a.tile == tile && (a.sides & side_bit(side))) return a.local;
    return rules.tiles[t.type].side_feature[t.rotation][static_cast<int>(side)];
}

int shared_side_feature_at(const Ruleset& rules, const GameState& state, int tile, Side side) {
    const PlacedTile& t = state.board.tile(tile);
    return rules.tiles[t.type].shared_side_feature[t.rotation][static_cast<int>(side)];
}

int half_feature_at(const Ruleset& rules, const GameState& state, int tile, int half) {
    const PlacedTile& t = state.board.tile(tile);
    if (t.changed & PlacedTile::kFeaturesAdded)
        for (const AddedFeature& a : state.added)
            if (a.tile == tile && ((a.halves >> half) & 1)) return a.local;
    return rules.tiles[t.type].half_feature[t.rotation][half];
}

int add_feature(const Ruleset& rules, GameState& state, int tile, FeatureKind kind, SideMask sides,
                HalfMask halves, std::span<const int16_t> attributes, Events* events) {
    const int attribute_count = static_cast<int>(rules.attributes.size());
    std::vector<int16_t> own(static_cast<size_t>(attribute_count), 0);
    for (int i = 0; i < attribute_count && i < static_cast<int>(attributes.size()); ++i)
        own[static_cast<size_t>(i)] = attributes[static_cast<size_t>(i)];

    AddedFeature a;
    a.tile = static_cast<int16_t>(tile);
    a.local = static_cast<uint8_t>(feature_count_at(rules, state, tile));
    a.kind = kind;
    a.sides = sides;
    a.halves = halves;
    const int open = touches_sides(kind) ? __builtin_popcount(sides) : 0;
    const int node = state.features.add(tile, a.local, kind, open, own);
    a.node = static_cast<int16_t>(node);
    state.added.push_back(a);
    state.added_attributes.insert(state.added_attributes.end(), own.begin(), own.end());
    state.board.mark_features_added(tile);

    join_across_edges(rules, state, node, tile, sides, halves, [](int) { return true; });
    state.touched.push_back(static_cast<int16_t>(node));
    feature_extended(rules, state, state.features.find(node), state.current_player, events);
    return node;
}

bool change_kind(const Ruleset& rules, GameState& state, int feature, FeatureKind kind) {
    const size_t k = static_cast<size_t>(kind);
    if (k >= rules.kind_enabled.size() || !rules.kind_enabled[k]) return false;
    const int root = state.features.find(feature);
    if (state.features.node(root).kind == kind) return false;
    state.features.change_kind(root, kind);
    leave_completed(state, root);
    state.touched.push_back(static_cast<int16_t>(root));
    return true;
}

bool features_linked(const GameState& state, int tile, int a, int b) {
    const FeatureLink wanted{static_cast<int16_t>(tile), static_cast<uint8_t>(std::min(a, b)),
                             static_cast<uint8_t>(std::max(a, b))};
    return std::find(state.links.begin(), state.links.end(), wanted) != state.links.end();
}

bool link_features(const Ruleset& rules, GameState& state, int tile, int a, int b, Events* events, bool extends) {
    const int count = feature_count_at(rules, state, tile);
    if (a == b || a < 0 || b < 0 || a >= count || b >= count || features_linked(state, tile, a, b)) return false;
    const int node_a = node_at(state, tile, a), node_b = node_at(state, tile, b);
    if (state.features.node(node_a).kind != state.features.node(node_b).kind) return false;
    state.links.push_back({static_cast<int16_t>(tile), static_cast<uint8_t>(std::min(a, b)),
                           static_cast<uint8_t>(std::max(a, b))});
    const int root_a = state.features.find(node_a), root_b = state.features.find(node_b);
    if (root_a == root_b) return true;  // one feature already, joined another way: nothing grows
    leave_completed(state, root_a);
    leave_completed(state, root_b);
    const int root = state.features.unite(node_a, node_b, 0, rules.attributes);
    state.touched.push_back(static_cast<int16_t>(node_a));
    if (extends) feature_extended(rules, state, root, state.current_player, events);
    return true;
}

bool join_features(const Ruleset& rules, GameState& state, int tile_a, int a, int tile_b, int b, int met,
                   Events* events) {
    const int tiles = static_cast<int>(state.board.tiles().size());
    if (tile_a < 0 || tile_b < 0 || tile_a >= tiles || tile_b >= tiles) return false;
    if (a < 0 || b < 0 || a >= feature_count_at(rules, state, tile_a) || b >= feature_count_at(rules, state, tile_b)) return false;
    if (tile_a == tile_b && a == b) return false;
    const int node_a = node_at(state, tile_a, a), node_b = node_at(state, tile_b, b);
    if (state.features.node(node_a).kind != state.features.node(node_b).kind) return false;
    state.joins.push_back({static_cast<int16_t>(tile_a), static_cast<int16_t>(tile_b), static_cast<uint8_t>(a),
                           static_cast<uint8_t>(b), static_cast<uint8_t>(met)});
    const int root_a = state.features.find(node_a), root_b = state.features.find(node_b);
    leave_completed(state, root_a);
    leave_completed(state, root_b);
    const int root = state.features.unite(node_a, node_b, met, rules.attributes);
    state.touched.push_back(static_cast<int16_t>(node_a));
    if (root_a != root_b) feature_extended(rules, state, root, state.current_player, events);
    return true;
}

bool unlink_features(const Ruleset& rules, GameState& state, int tile, int a, int b) {
    const FeatureLink wanted{static_cast<int16_t>(tile), static_cast<uint8_t>(std::min(a, b)),
                             static_cast<uint8_t>(std::max(a, b))};
    const auto link = std::find(state.links.begin(), state.links.end(), wanted);
    if (link == state.links.end()) return false;
    state.links.erase(link);
    const int node_a = node_at(state, tile, a), node_b = node_at(state, tile, b);
    const int root = state.features.find(node_a);
    leave_completed(state, root);
    rebuild_set(rules, state, root);
    state.touched.push_back(static_cast<int16_t>(node_a));
    state.touched.push_back(static_cast<int16_t>(node_b));
    return true;
}

void retype_edges(const Ruleset&, GameState& state, int tile, SideMask sides, EdgeKind kind) {
    for (int s = 0; s < kSides; ++s)
        if (sides & side_bit(static_cast<Side>(s))) state.board.retype_side(tile, static_cast<Side>(s), kind);
}

void feature_extended(const Ruleset& rules, GameState& state, int root, int player, Events* events) {
    const FeatureExtended e{root, player};
    for (const Module* m : rules.modules) m->on_feature_extended(rules, state, e, events);
}

void features_extended_by_tile(const Ruleset& rules, GameState& state, int tile, int player, Events* events) {
    const int count = feature_count_at(rules, state, tile);
    int roots[32];
    int seen = 0;
    for (int l = 0; l < count; ++l) {
        const int root = state.features.find(node_at(state, tile, l));
        if (std::find(roots, roots + seen, root) != roots + seen) continue;
        if (seen < 32) roots[seen++] = root;
        feature_extended(rules, state, root, player, events);
    }
}

// The oracle --------------------------------------------------------------------------------

namespace {

// A node of the rebuilt graph: where it lies (found from the board, not from the incremental
// graph) and what it is by itself.
struct RebuiltNode {
    int tile = -1;
    int local = 0;
    OwnFeature own;
};

}  // namespace

FeatureGraph rebuild_all(const Ruleset& rules, const GameState& state) {
    std::vector<RebuiltNode> nodes(static_cast<size_t>(state.features.size()));
    const auto& tiles = state.board.tiles();
    for (size_t t = 0; t < tiles.size(); ++t) {
        const int count = static_cast<int>(rules.tiles[tiles[t].type].features.size());
        for (int l = 0; l < count; ++l) {
            const size_t node = static_cast<size_t>(tiles[t].first_node + l);
            if (node >= nodes.size()) continue;  // reported by the comparison: the node is missing
            nodes[node] = {static_cast<int>(t), l, own_feature(rules, state, static_cast<int>(t), l)};
        }
    }
    for (const AddedFeature& a : state.added)
        if (a.node >= 0 && static_cast<size_t>(a.node) < nodes.size())
            nodes[static_cast<size_t>(a.node)] = {a.tile, a.local, own_feature(rules, state, a.tile, a.local)};
    FeatureGraph g;
    g.set_attribute_count(static_cast<int>(rules.attributes.size()));
    g.reserve(nodes.size());
    for (const RebuiltNode& n : nodes)
        g.add(n.tile, n.local, n.own.kind, n.own.open_edges,
              std::vector<int16_t>(n.own.attributes.begin(), n.own.attributes.end()));

    for (size_t t = 0; t < tiles.size(); ++t) {
        const int tile = static_cast<int>(t);
        const bool ends = rules.tiles[tiles[t].type].ends_features;
        for (int s = 0; s < kSides; ++s) {
            const Side side = static_cast<Side>(s);
            const int other = state.board.tile_index(neighbour(tiles[t].pos, side));
            if (other < 0) continue;
            const int mine = side_feature_at(rules, state, tile, side);
            const int theirs = side_feature_at(rules, state, other, opposite(side));
            const int their_shared = shared_side_feature_at(rules, state, other, opposite(side));
            // A tile that ends features closes the neighbour's road or city on its side.
            if (ends && mine < 0 && theirs >= 0) {
                FeatureNode& root = g.node(g.find(node_at(state, other, theirs)));
                --root.open_edges;
                if (their_shared >= 0) --g.node(g.find(node_at(state, other, their_shared))).open_edges;
            }
            if (side != Side::E && side != Side::S) continue;  // each pair of neighbours once
            if (mine >= 0 && theirs >= 0)
                g.unite(node_at(state, tile, mine), node_at(state, other, theirs), 2, rules.attributes);
            // A city sharing the side with the one drawn there joins the city across it too.
            const int my_shared = shared_side_feature_at(rules, state, tile, side);
            if (my_shared >= 0 && theirs >= 0)
                g.unite(node_at(state, tile, my_shared), node_at(state, other, theirs), 1, rules.attributes);
            if (mine >= 0 && their_shared >= 0)
                g.unite(node_at(state, tile, mine), node_at(state, other, their_shared), 1, rules.attributes);
            for (int h = 2 * s; h < 2 * s + 2; ++h) {
                const int my_field = half_feature_at(rules, state, tile, h);
                const int their_field = half_feature_at(rules, state, other, facing_half(h));
                if (my_field >= 0 && their_field >= 0)
                    g.unite(node_at(state, tile, my_field), node_at(state, other, their_field), 0, rules.attributes);
            }
        }
    }
    // The links join local features of one tile, meeting no side.
    for (const FeatureLink& l : state.links) {
        const int a = node_at(state, l.tile, l.a), b = node_at(state, l.tile, l.b);
        if (a >= 0 && b >= 0 && a < g.size() && b < g.size()) g.unite(a, b, 0, rules.attributes);
    }
    // The joins (tunnels) meet the ends they name.
    for (const FeatureJoin& j : state.joins) {
        const int a = node_at(state, j.tile_a, j.a), b = node_at(state, j.tile_b, j.b);
        if (a >= 0 && b >= 0 && a < g.size() && b < g.size()) g.unite(a, b, j.met, rules.attributes);
    }
    // Each change gives its kind to the set its node is in now: the latest change in a set wins.
    for (const KindChange& c : state.features.kind_changes())
        if (c.node >= 0 && c.node < g.size()) g.change_kind(c.node, c.kind);
    for (const Figure& f : state.figures)
        if (f.on_feature() && rules.figures[f.kind].follower && f.node >= 0 && f.node < g.size())
            ++g.node(g.find(f.node)).followers;
    return g;
}

std::vector<std::string> feature_graph_problems(const Ruleset& rules, const GameState& state) {
    std::vector<std::string> out;
    const FeatureGraph& now = state.features;
    const FeatureGraph fresh = rebuild_all(rules, state);
    auto at = [&](int node) {
        const FeatureNode& n = now.node(node);
        std::string where = "node " + std::to_string(node);
        if (n.tile >= 0 && n.tile < static_cast<int>(state.board.tiles().size())) {
            const Pos p = state.board.tile(n.tile).pos;
            where += " (" + std::to_string(p.x) + "," + std::to_string(p.y) + " feature " + std::to_string(n.local) + ")";
        }
        return where;
    };
    // The two partitions must map one to one: by root, the other graph's root (-1: not met yet).
    std::vector<int> fresh_of_root(static_cast<size_t>(now.size()), -1), root_of_fresh(fresh_of_root);
    for (int node = 0; node < now.size(); ++node) {
        const FeatureNode& a = now.node(node);
        const FeatureNode& b = fresh.node(node);
        if (a.tile != b.tile || a.local != b.local || a.kind != b.kind) {
            out.push_back(at(node) + ": not the tile's feature it should be");
            continue;
        }
        const int root = now.find(node), fresh_root = fresh.find(node);
        int& mapped = fresh_of_root[static_cast<size_t>(root)];
        int& mapped_back = root_of_fresh[static_cast<size_t>(fresh_root)];
        if (mapped < 0) mapped = fresh_root;
        if (mapped_back < 0) mapped_back = root;
        if (mapped != fresh_root || mapped_back != root)
            out.push_back(at(node) + ": joined with other features than the rebuilt graph joins it with");
    }
    if (!out.empty()) return out;
    for (int root = 0; root < now.size(); ++root) {
        const int fresh_root = fresh_of_root[static_cast<size_t>(root)];
        if (fresh_root < 0) continue;  // not a root
        const FeatureNode& a = now.node(root);
        const FeatureNode& b = fresh.node(fresh_root);
        // The circular member list: every member once, nothing else (bounded: a broken list may
        // never come back to the root).
        int ring = 0;
        bool ring_ok = true;
        int m = root;
        do {
            ring_ok = ring_ok && now.find(m) == root;
            m = now.node(m).next;
        } while (m != root && ++ring < now.size());
        ++ring;
        if (!ring_ok || ring != b.size) out.push_back(at(root) + ": its member list is not its set");
        if (a.size != b.size) out.push_back(at(root) + ": size " + std::to_string(a.size) + ", rebuilt " + std::to_string(b.size));
        if (a.open_edges != b.open_edges)
            out.push_back(at(root) + ": " + std::to_string(a.open_edges) + " open edges, rebuilt " + std::to_string(b.open_edges));
        if (a.followers != b.followers)
            out.push_back(at(root) + ": " + std::to_string(a.followers) + " followers, rebuilt " + std::to_string(b.followers));
        for (int s = 0; s < now.attribute_count(); ++s)
            if (now.attribute(root, s) != fresh.attribute(fresh_root, s))
                out.push_back(at(root) + ": attribute " + rules.attributes[static_cast<size_t>(s)].id + " is " +
                              std::to_string(now.attribute(root, s)) + ", rebuilt " +
                              std::to_string(fresh.attribute(fresh_root, s)));
    }
    return out;
}

}  // namespace carc
