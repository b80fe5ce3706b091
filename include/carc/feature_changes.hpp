// Changing placed tiles: what a module may do to features that are already on the board (issue
// 32, "changing features"). A module may add a feature to a placed tile (a bridge: a road across
// a field, joined with the neighbours' features at its ends), retype a placed tile's edges (so
// that the next tile beside it must match the new kind), change a feature's kind (a castle), and
// re-wire a placed tile's connections: link two of its local features into one and unlink them
// again (a ferry joining two road ends across a lake, then moved). The core joins what the change
// joins, rebuilds the set an unlink splits from its own nodes (the union-find only unites),
// notes the nodes in GameState::touched so that the turn's find_completed step finds what the
// change completed, and tells the modules through on_feature_extended (the builder's double turn).
//
// A placed tile's features are no longer only those of its type: read them through node_at,
// side_feature_at and half_feature_at, never as `first_node + local` or from the tile type's
// tables when the local index may name an added feature. rebuild_all recomputes the whole feature
// graph from the board, the added features and the figures: selfplay's checker compares it with
// the incremental graph after every action (feature_graph_problems).
#pragma once

#include <span>
#include <string>
#include <vector>

#include "carc/event.hpp"
#include "carc/state.hpp"

namespace carc {

// The node of local feature `local` of placed tile `tile`: `first_node + local` for a feature of
// its type, the added feature's node otherwise; -1 when the tile has no such feature.
int node_at(const GameState& state, int tile, int local);
// How many features placed tile `tile` has: its type's, then the added ones.
int feature_count_at(const Ruleset& rules, const GameState& state, int tile);
// The local feature of placed tile `tile` that reaches side `side` (a road or a city), or -1:
// an added feature on that side first, else the type's.
int side_feature_at(const Ruleset& rules, const GameState& state, int tile, Side side);
// The city of placed tile `tile` that shares side `side` with side_feature_at's (the tile type's
// FeatureDef::shared_sides: HS/CC!.v's small city on the north side), or -1. A city laid against
// that side joins both. Added features share no side.
int shared_side_feature_at(const Ruleset& rules, const GameState& state, int tile, Side side);
// The local feature of placed tile `tile` on half-edge `half` (a field), or -1; as above.
int half_feature_at(const Ruleset& rules, const GameState& state, int tile, int half);

// The feature a module added to placed tile `tile` as local feature `local`, or nullptr (a
// feature of its type, or none).
const AddedFeature* added_feature_at(const GameState& state, int tile, int local);
// The kind of local feature `local` (< feature_count_at) of placed tile `tile` now: its node's,
// which change_kind may have changed from what its type or the added feature says.
inline FeatureKind kind_at(const GameState& state, int tile, int local) {
    return state.features.node(node_at(state, tile, local)).kind;
}
// The sides and half-edges (on the board) that local feature `local` of placed tile `tile`
// reaches: its type's, turned as the tile is, or the added feature's.
SideMask sides_at(const Ruleset& rules, const GameState& state, int tile, int local);
HalfMask halves_at(const Ruleset& rules, const GameState& state, int tile, int local);

// Adds a feature of `kind` to placed tile `tile`, reaching the sides `sides` and the half-edges
// `halves` (on the board, not per rotation), with its own attribute values (by Ruleset attribute
// slot; missing ones are 0). It is joined with the neighbours' features on those sides and
// half-edges, as if the tile had been placed with it; a side met by nothing stays open, one met by
// a tile that ends features (the abbey) is closed. Its node goes into state.touched and every
// module hears on_feature_extended for the feature it is now part of (by the current player).
// Returns its node. The edges are not retyped: a module that changes them calls retype_edges.
int add_feature(const Ruleset& rules, GameState& state, int tile, FeatureKind kind, SideMask sides,
                HalfMask halves, std::span<const int16_t> attributes, Events* events);
// Turns the feature of node `feature` (the whole set: all its nodes, on every tile) into kind
// `kind` (a completed city of two half-cities into a castle). The set keeps its size, open edges,
// attributes and figures (they stay standing), and keeps the new kind as later tiles or added
// features join it. It is no longer the feature that was found completed this part (it leaves
// state.completed: a castle is not scored as a city) and goes into state.touched, so that the
// next find_completed looks at it with its new kind. False, and nothing changes, when `kind` is
// not in play or the feature already has it. The caller's own event says what happened.
bool change_kind(const Ruleset& rules, GameState& state, int feature, FeatureKind kind);
// Makes local features `a` and `b` (< feature_count_at) of placed tile `tile` one feature (a
// ferry joining two road ends across its lake) and remembers the link in state.links. No side is
// met: the feature keeps the open edges of both (so two completed roads linked are one completed
// road). When they were two features, either leaves state.completed, a node goes into
// state.touched (the turn's find_completed finds the joined road completed and it is scored as
// one) and every module hears on_feature_extended for the feature (by the current player). False,
// and nothing changes, when either is not a feature of the tile, they are the same, their kinds
// differ now, or they are linked already. `extends` false: the link re-wires roads already placed
// and extends nothing by the player's tile, so no module hears on_feature_extended (a ferry moved:
// JCloisterZone's builder counts only what the tile placed reaches).
bool link_features(const Ruleset& rules, GameState& state, int tile, int a, int b, Events* events,
                   bool extends = true);
// Removes the link of `a` and `b` on placed tile `tile`. Their feature is rebuilt from its own
// nodes (a partial rebuild, as rebuild_all would compute it without the link: joins across
// edges, the other links, the kind changes, the followers), so that it splits in two unless
// something else still joins them; it leaves state.completed and both nodes go into
// state.touched (a part that is closed now is found completed). Nothing grows: no module hears
// of it. False, and nothing changes, when they are not linked.
bool unlink_features(const Ruleset& rules, GameState& state, int tile, int a, int b);
// Joins local feature `a` of placed tile `tile_a` and `b` of `tile_b` (the same tile or another)
// into one feature, through something off the edges (a tunnel), meeting `met` open ends of theirs
// (a tunnel's two entrances: 2). Remembered in state.joins and in rebuild_all. The set leaves
// state.completed, a node goes into state.touched (the turn's find_completed finds the road the
// join completed) and, when they were two features, every module hears on_feature_extended (by
// the current player). False, and nothing changes, when either is not a feature of its tile,
// they are the same feature of the same tile, or their kinds differ now. Never undone.
bool join_features(const Ruleset& rules, GameState& state, int tile_a, int a, int tile_b, int b, int met,
                   Events* events);
// Whether a module linked local features `a` and `b` of placed tile `tile` (either order).
bool features_linked(const GameState& state, int tile, int a, int b);
// Changes the edge kind of the sides `sides` of placed tile `tile`: later tiles beside it must
// match `kind` there (legal placements, and the explanation of an illegal one, read the new kind).
void retype_edges(const Ruleset& rules, GameState& state, int tile, SideMask sides, EdgeKind kind);

// Every module hears that the feature of `root` grew by something `player` did (a tile placed, a
// feature added).
void feature_extended(const Ruleset& rules, GameState& state, int root, int player, Events* events);
// The same for every feature of placed tile `tile` (each set once): what a tile placement extended.
void features_extended_by_tile(const Ruleset& rules, GameState& state, int tile, int player, Events* events);

// The feature graph computed from scratch: the nodes of every placed tile and added feature, each
// with its own open edges and attributes, joined across every pair of neighbours (and closed by
// tiles that end features) and by the links, the kind changes applied in order to the sets as
// they are now, followers counted from the figures. Slow; for the oracle only.
FeatureGraph rebuild_all(const Ruleset& rules, const GameState& state);
// Where the state's incremental feature graph differs from rebuild_all (per node: its tile, local
// index and kind; the partition into sets and each set's member ring; per set: size, open edges,
// followers, attributes). Empty when they agree.
// (The kind changes themselves are the state's record; rebuild_all copies them.)
std::vector<std::string> feature_graph_problems(const Ruleset& rules, const GameState& state);

}  // namespace carc
