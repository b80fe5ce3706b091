// The game state: a plain value that copies cheaply and holds everything a game is, so that a
// snapshot can be published as shared_ptr<const GameState> and replays are exact. It contains the
// board (a dense grid around the placed tiles, with the open frontier and the edge constraints of
// every open cell cached for fast legality), the features of all placed tiles joined by union-find
// (each root holds the merged size, open edges, follower count and attributes), the figures out
// of the supply (on features, on tiles, in off-board places), the players, the draw pile, the
// random generator and the rest of the game's chance (bags, face-down outcomes), where the turn
// is (its step and who acts), and one block of bytes in which each module keeps its own typed
// state.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "carc/chance.hpp"
#include "carc/event.hpp"
#include "carc/geometry.hpp"
#include "carc/ruleset.hpp"
#include "carc/small_vec.hpp"

namespace carc {

// SplitMix64: tiny, fast and identical on every platform, so a seed replays bit for bit.
struct Rng {
    uint64_t state = 0;
    uint64_t next() {
        uint64_t z = (state += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }
    // Uniform in [0, n) by multiply-shift (Lemire); n > 0.
    uint32_t below(uint32_t n) { return static_cast<uint32_t>(((next() >> 32) * n) >> 32); }
};

struct PlacedTile {
    Pos pos;
    TileTypeId type = 0;
    uint8_t rotation = 0;
    uint8_t neighbours = 0;   // placed tiles among the 8 around it
    int16_t first_node = 0;   // node of its local feature 0 (a feature added later: node_at)
    uint8_t edges = 0;        // its edge kinds now, 2 bits per side as in TileType::signature
    uint8_t changed = 0;      // PlacedTile::kFeaturesAdded | kEdgesRetyped: it differs from its type
    static constexpr uint8_t kFeaturesAdded = 1;  // GameState::added holds features of it
    static constexpr uint8_t kEdgesRetyped = 2;   // a side was retyped since: read `edges`
};

// One cell of the grid: the tile placed there, or its slot in the frontier when it is open.
struct Cell {
    int16_t tile = -1;
    int16_t frontier = -1;  // index into Board::frontier(), -1 when not open
};

// An empty cell next to placed tiles. What its placed neighbours demand is cached as a
// constraint code: the sum over sides s of (edge kind + 1) * 5^s, 0 for a side with no
// neighbour. TileType::fits[code] then lists the rotations that match, in one lookup.
struct FrontierCell {
    Pos pos;
    uint16_t constraint = 0;
};

class Board {
public:
    int tile_index(Pos p) const {
        const int cx = p.x - min_x_, cy = p.y - min_y_;
        if (cx < 0 || cy < 0 || cx >= width_ || cy >= height_) return -1;
        return cells_[static_cast<size_t>(cy * width_ + cx)].tile;
    }
    Cell cell(Pos p) const {
        const int cx = p.x - min_x_, cy = p.y - min_y_;
        if (cx < 0 || cy < 0 || cx >= width_ || cy >= height_) return {};
        return cells_[static_cast<size_t>(cy * width_ + cx)];
    }
    bool occupied(Pos p) const { return tile_index(p) >= 0; }
    const PlacedTile* at(Pos p) const {
        const int i = tile_index(p);
        return i < 0 ? nullptr : &tiles_[static_cast<size_t>(i)];
    }
    const std::vector<PlacedTile>& tiles() const { return tiles_; }
    const PlacedTile& tile(int index) const { return tiles_[static_cast<size_t>(index)]; }
    const std::vector<FrontierCell>& frontier() const { return frontier_; }
    size_t heap_bytes() const;
    void reserve(size_t tiles) {
        tiles_.reserve(tiles);
        frontier_.reserve(tiles + 8);
    }

    // Puts a tile down; the caller has checked legality. Returns its index.
    int place(Pos p, TileTypeId type, int rotation, uint8_t signature, int16_t first_node);
    // The edge kind of placed tile `tile` on side `s` now (a module may have retyped it).
    EdgeKind edge(int tile, Side s) const {
        return static_cast<EdgeKind>((tiles_[static_cast<size_t>(tile)].edges >> (2 * static_cast<int>(s))) & 3);
    }
    // Changes the edge kind of a placed tile's side (a bridge turns a field edge into a road
    // edge): the tile's edges and the constraint of the empty square beside it, so that the next
    // tile there must match the new kind. O(1).
    void retype_side(int tile, Side s, EdgeKind kind);
    // Notes that GameState::added holds features of placed tile `tile`.
    void mark_features_added(int tile) { tiles_[static_cast<size_t>(tile)].changed |= PlacedTile::kFeaturesAdded; }
    // Tiles whose 8 neighbours became complete with the last placement (it and its neighbours).
    const int16_t* last_surrounded_begin() const { return surrounded_.data(); }
    const int16_t* last_surrounded_end() const { return surrounded_.data() + surrounded_count_; }

private:
    Cell& cell_ref(Pos p) {
        return cells_[static_cast<size_t>((p.y - min_y_) * width_ + (p.x - min_x_))];
    }
    void ensure_inside(Pos p);  // grows the grid so that p and its neighbours are inside

    int min_x_ = 0, min_y_ = 0, width_ = 0, height_ = 0;
    std::vector<Cell> cells_;
    std::vector<PlacedTile> tiles_;
    std::vector<FrontierCell> frontier_;
    std::array<int16_t, 9> surrounded_{};
    int surrounded_count_ = 0;
};

struct FeatureNode {
    int16_t parent = 0;
    int16_t next = 0;  // circular list of the members of a set, for enumeration
    int16_t tile = 0;
    uint8_t local = 0;
    FeatureKind kind = FeatureKind::Field;
    // Meaningful on roots only:
    int16_t size = 1;
    int16_t open_edges = 0;  // sides of roads and cities not yet met by a neighbour
    int16_t followers = 0;   // follower figures (any owner) in the whole set
};

// A feature set a module turned into another kind (a city made a castle): the node named, and the
// kind. The set holding that node has the kind of the latest change among its members, whatever
// joins it later (FeatureGraph::change_kind).
struct KindChange {
    int16_t node = -1;
    FeatureKind kind = FeatureKind::Field;
};

class FeatureGraph {
public:
    int find(int node) const {
        while (nodes_[static_cast<size_t>(node)].parent != node)
            node = nodes_[static_cast<size_t>(node)].parent;
        return node;
    }
    const FeatureNode& node(int i) const { return nodes_[static_cast<size_t>(i)]; }
    FeatureNode& node(int i) { return nodes_[static_cast<size_t>(i)]; }
    int size() const { return static_cast<int>(nodes_.size()); }
    int attribute(int root, int slot) const {
        return attributes_[static_cast<size_t>(root * attribute_count_ + slot)];
    }
    int attribute_count() const { return attribute_count_; }

    void set_attribute_count(int n) { attribute_count_ = n; }
    void reserve(size_t nodes) {
        nodes_.reserve(nodes);
        attributes_.reserve(nodes * static_cast<size_t>(attribute_count_));
    }
    int add(int tile, int local, FeatureKind kind, int open_edges,
            const std::vector<int16_t>& attributes);
    // Joins two sets. `met_edges` open sides disappear (2 when two sides meet). Attributes merge
    // by their rule: Add sums, Any keeps the maximum. Sets of two kinds (one changed) take the
    // kind of the latest change among their members.
    int unite(int a, int b, int met_edges, const std::vector<AttributeDef>& attribute_defs);
    // Every member of the set of `node` becomes `kind`, and stays so as the set grows; remembered
    // in kind_changes (feature_changes.hpp: change_kind).
    void change_kind(int node, FeatureKind kind);
    const std::vector<KindChange>& kind_changes() const { return kind_changes_; }
    // Gives every member of the set of `root` the kind of the latest change among its members;
    // nothing when there is none (they keep their own kinds).
    void settle_kind(int root);
    // Makes `node` a set of its own again, as add made it (the partial rebuild of a split set,
    // feature_changes.cpp: unlink_features): every member of its old set must be reset so, then
    // joined again. Its figures are not counted: the caller counts them.
    void reset(int node, FeatureKind kind, int open_edges, std::span<const int16_t> attributes);
    template <class F>
    void for_each_member(int root, F&& f) const {
        int n = root;
        do {
            f(n);
            n = nodes_[static_cast<size_t>(n)].next;
        } while (n != root);
    }
    size_t heap_bytes() const;

private:
    std::vector<FeatureNode> nodes_;
    std::vector<int16_t> attributes_;  // node-major, attribute_count_ per node
    std::vector<KindChange> kind_changes_;  // in the order made; empty in games without any
    int attribute_count_ = 0;
};

// Where a figure out of the supply stands.
enum class FigureWhere : uint8_t {
    OnFeature,  // a feature of a placed tile: followers, builder, pig
    OnTile,     // a placed tile as a whole: the dragon, the fairy
    InPlace,    // an off-board place of Ruleset::places: a City quarter, a prison
    // The north-west corner of a placed tile, where it meets three others (the barn): `tile` is
    // the tile south-east of the corner point, `local` and `node` its feature at that corner (a
    // field). Not on a feature: the figure belongs to no tile alone (the dragon does not eat it).
    OnCorner,
};

struct Figure {
    int8_t owner = 0;   // player, or -1 for a neutral figure
    uint8_t kind = 0;   // index into Ruleset::figures
    FigureWhere where = FigureWhere::OnFeature;
    uint8_t local = 0;  // OnFeature, OnCorner: feature index on its tile
    int16_t tile = -1;  // OnFeature, OnTile, OnCorner: placed tile index
    int16_t node = -1;  // OnFeature, OnCorner: its feature node
    int16_t place = -1; // InPlace: index into Ruleset::places
    // Unique among the figures out of the supply: the lowest number free when it came out (the
    // fairy names its follower so; a module that remembers a serial forgets it when that
    // figure leaves, in on_figures_returned). 1..127.
    uint16_t serial = 0;
    bool on_feature() const { return where == FigureWhere::OnFeature; }
};

// Sized by the ruleset (initial_state): one entry per figure kind, token kind and score category
// in play. Today's expansions all together fit inline (SmallVec); more kinds go to the heap.
struct PlayerState {
    int score = 0;
    SmallVec<int8_t, 16> supply;       // per figure kind (Ruleset::figures): how many are left
    SmallVec<int16_t, 8> tokens;       // per token kind (Ruleset::tokens)
    SmallVec<int, 16> by_category;     // points per score category (Ruleset::categories)
};

// How the client and the tests see the turn: placing the tile, the turn's one action (a figure,
// or what a module offers instead), a step of a module (the dragon's flight...), or the end.
enum class Phase : uint8_t { PlaceTile, PlaceFigure, ModuleStep, GameOver };

struct DrawPile {
    std::vector<TileTypeId> tiles;
    std::vector<uint16_t> stack_ends;  // the pile is a sequence of stacks shuffled separately
    uint16_t next = 0;
    bool fixed_order = false;          // draw in the given order, no shuffling
    std::vector<TileTypeId> set_aside;  // drawn, but held back by a module's rule for later
    int remaining() const { return static_cast<int>(tiles.size()) - next; }
    // Takes the next tile: a uniform pick among the rest of the current stack (a lazy shuffle),
    // or simply the next one in a fixed order. There must be one left.
    TileTypeId draw(Rng& rng);
    // Holds the tile just drawn back for later: out of the pile, into set_aside (so the pile
    // lists only the tiles really drawn, in their order).
    void set_aside_last();
    // Puts the set-aside tiles back among those still to draw: shuffled into the current stack,
    // or, in a fixed order, next in the order they were set aside.
    void return_set_aside();
};

// A feature a module put on a placed tile after it was placed (a bridge): its node, and what the
// tile's type would say of it (its sides and half-edges, on the board, not per rotation). Its
// local index on the tile follows the type's features: the first added is features.size().
struct AddedFeature {
    int16_t tile = -1;
    int16_t node = -1;
    uint8_t local = 0;
    FeatureKind kind = FeatureKind::Road;
    SideMask sides = 0;   // the sides it reaches (its open edges, a road's or a city's)
    HalfMask halves = 0;  // the half-edges it holds (a field's)
};

// Two local features of one placed tile that a module made one feature (a ferry joining two road
// ends across a lake): `a` < `b`. A link joins no sides: the set keeps the open edges of both.
struct FeatureLink {
    int16_t tile = -1;
    uint8_t a = 0;
    uint8_t b = 0;
    bool operator==(const FeatureLink&) const = default;
};

// Two features of placed tiles (the same tile or two) that a module joined through something off
// the edges (a tunnel under the landscape, from one tunnel entrance to another): local feature
// `a` of `tile_a` and `b` of `tile_b`. Unlike a link, a join meets `met` open ends of theirs (a
// tunnel's two entrances: 2), so that a road both ends of whose tunnel are taken may be complete.
struct FeatureJoin {
    int16_t tile_a = -1;
    int16_t tile_b = -1;
    uint8_t a = 0;
    uint8_t b = 0;
    uint8_t met = 0;
    bool operator==(const FeatureJoin&) const = default;
};

struct GameState {
    Phase phase = Phase::PlaceTile;
    int current_player = 0;  // whose turn it is
    int acting_player = 0;   // who must act now (-1 once the game is over)
    int turn = 0;
    uint8_t part = 0;            // 0, or 1 for the second tile of a builder's double turn
    uint8_t step = 0;            // index into Ruleset::turn
    TileTypeId drawn = 0;        // the tile to place (phase PlaceTile)
    int16_t placed_tile = -1;    // the tile placed in this part of the turn
    int actions = 0;             // actions applied since the start
    Rng rng;
    ChanceState chance;  // bags, face-down outcomes, what the last action drew (carc/chance.hpp)
    DrawPile pile;
    std::vector<TileTypeId> discarded;
    Board board;
    FeatureGraph features;
    std::vector<Figure> figures;
    std::vector<PlayerState> players;
    std::vector<int16_t> completed;    // roots the scoring step scores: those this part's tile completed (find_completed), then fields a module adds (a barn's)
    std::array<uint64_t, 2> serials_in_use{1, 0};  // bit s: serial s is taken (0 never: it means "none")
    std::vector<uint8_t> module_data;  // every module's own state (Ruleset::module_state_offset)
    // Changing features (docs/architecture.md, "Changing placed tiles"): empty in every game
    // without them, and then not in the digest.
    std::vector<AddedFeature> added;            // in the order they were added
    std::vector<int16_t> added_attributes;      // Ruleset::attributes.size() per added feature, its own values
    std::vector<int16_t> touched;               // nodes a change joined or split this part: find_completed reads them
    std::vector<FeatureLink> links;             // in the order they were made; an unlinked one leaves it
    std::vector<FeatureJoin> joins;             // in the order they were made; never undone

    bool over() const { return phase == Phase::GameOver; }
    bool bonus_turn() const { return part > 0; }
    FeatureRef ref(int node) const;  // stable name of a node
    int node_of(FeatureRef f) const;  // -1 when no such feature
    size_t size_in_bytes() const;
};

// A digest of everything that matters in a state, as 16 hex digits. Saves store it to detect a
// replay that diverges: each save version the digest its engine computed (docs/save-format.md),
// `state_digest_for` below. This one is the position's fingerprint in memory, to compare two
// states of one catalogue: a declared feature kind enters it by its number, which a new
// expansion file may change, where a save's digest codes it by its id (digest.cpp).
std::string state_digest(const GameState& state);
// The digest as the first engine computed it, for saves of version 1 (frozen: digest_v1.cpp).
std::string state_digest_v1(const Ruleset& rules, const GameState& state);
// The digest of saves of versions 2 and 3 (frozen: digest_v2.cpp); empty for a game whose players
// have more than 16 figure kinds, 8 token kinds or 16 score categories (no such save exists).
std::string state_digest_v2(const Ruleset& rules, const GameState& state);
// The digest a save of this version stores.
std::string state_digest_for(int version, const Ruleset& rules, const GameState& state);

}  // namespace carc
