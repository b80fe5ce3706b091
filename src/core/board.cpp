// The grid of placed tiles with its frontier, and the union-find of features.
#include <algorithm>

#include "carc/feature_changes.hpp"
#include "carc/state.hpp"

namespace carc {

namespace {
constexpr int kGrowMargin = 6;  // extra cells added on each growth, so regrowth is rare
}

void Board::ensure_inside(Pos p) {
    const bool inside = width_ > 0 && p.x - 1 >= min_x_ && p.y - 1 >= min_y_ &&
                        p.x + 1 < min_x_ + width_ && p.y + 1 < min_y_ + height_;
    if (inside) return;
    int lo_x = p.x - 1 - kGrowMargin, hi_x = p.x + 1 + kGrowMargin;
    int lo_y = p.y - 1 - kGrowMargin, hi_y = p.y + 1 + kGrowMargin;
    if (width_ > 0) {
        lo_x = std::min(lo_x, min_x_);
        lo_y = std::min(lo_y, min_y_);
        hi_x = std::max(hi_x, min_x_ + width_ - 1);
        hi_y = std::max(hi_y, min_y_ + height_ - 1);
    }
    const int new_w = hi_x - lo_x + 1, new_h = hi_y - lo_y + 1;
    std::vector<Cell> cells(static_cast<size_t>(new_w * new_h));
    for (int y = 0; y < height_; ++y)
        for (int x = 0; x < width_; ++x)
            cells[static_cast<size_t>((y + min_y_ - lo_y) * new_w + (x + min_x_ - lo_x))] =
                cells_[static_cast<size_t>(y * width_ + x)];
    cells_ = std::move(cells);
    min_x_ = lo_x;
    min_y_ = lo_y;
    width_ = new_w;
    height_ = new_h;
}

int Board::place(Pos p, TileTypeId type, int rotation, uint8_t signature, int16_t first_node) {
    ensure_inside(p);  // p and its 8 neighbours are now inside the grid: no bounds checks below
    const int index = static_cast<int>(tiles_.size());
    const int at = (p.y - min_y_) * width_ + (p.x - min_x_);
    Cell& c = cells_[static_cast<size_t>(at)];
    if (c.frontier >= 0) {
        const size_t slot = static_cast<size_t>(c.frontier);
        const FrontierCell moved = frontier_.back();
        frontier_[slot] = moved;
        frontier_.pop_back();
        if (!(moved.pos == p)) cell_ref(moved.pos).frontier = static_cast<int16_t>(slot);
        c.frontier = -1;
    }
    c.tile = static_cast<int16_t>(index);
    PlacedTile t;
    t.pos = p;
    t.type = type;
    t.rotation = static_cast<uint8_t>(rotation);
    t.first_node = first_node;
    t.edges = signature;

    const int side_offset[4] = {-width_, 1, width_, -1};  // N E S W
    for (int s = 0; s < kSides; ++s) {
        Cell& n = cells_[static_cast<size_t>(at + side_offset[s])];
        if (n.tile >= 0) continue;
        if (n.frontier < 0) {
            n.frontier = static_cast<int16_t>(frontier_.size());
            frontier_.push_back({neighbour(p, static_cast<Side>(s)), 0});
        }
        const int facing = (s + 2) & 3;
        const int kind = (signature >> (2 * s)) & 3;
        uint16_t& constraint = frontier_[static_cast<size_t>(n.frontier)].constraint;
        constraint = static_cast<uint16_t>(constraint + (kind + 1) * kConstraintWeight[facing]);
    }
    surrounded_count_ = 0;
    const int ring[8] = {-width_ - 1, -width_, -width_ + 1, -1, 1, width_ - 1, width_, width_ + 1};
    for (int d : ring) {
        const int other = cells_[static_cast<size_t>(at + d)].tile;
        if (other < 0) continue;
        if (++tiles_[static_cast<size_t>(other)].neighbours == 8)
            surrounded_[static_cast<size_t>(surrounded_count_++)] = static_cast<int16_t>(other);
        ++t.neighbours;
    }
    if (t.neighbours == 8) surrounded_[static_cast<size_t>(surrounded_count_++)] = static_cast<int16_t>(index);
    tiles_.push_back(t);
    return index;
}

void Board::retype_side(int tile, Side s, EdgeKind kind) {
    PlacedTile& t = tiles_[static_cast<size_t>(tile)];
    const int shift = 2 * static_cast<int>(s);
    const int old = (t.edges >> shift) & 3, now = static_cast<int>(kind);
    if (old == now) return;
    t.edges = static_cast<uint8_t>((t.edges & ~(3 << shift)) | (now << shift));
    t.changed |= PlacedTile::kEdgesRetyped;
    // The empty square on that side demands the new kind: its constraint code moves by the
    // difference, weighted for the side facing this tile (see FrontierCell).
    const Cell n = cell(neighbour(t.pos, s));
    if (n.tile >= 0 || n.frontier < 0) return;
    uint16_t& constraint = frontier_[static_cast<size_t>(n.frontier)].constraint;
    constraint = static_cast<uint16_t>(constraint + (now - old) * kConstraintWeight[(static_cast<int>(s) + 2) & 3]);
}

size_t Board::heap_bytes() const {
    return cells_.capacity() * sizeof(Cell) + tiles_.capacity() * sizeof(PlacedTile) +
           frontier_.capacity() * sizeof(FrontierCell);
}

int FeatureGraph::add(int tile, int local, FeatureKind kind, int open_edges,
                      const std::vector<int16_t>& attributes) {
    const int id = static_cast<int>(nodes_.size());
    FeatureNode n;
    n.parent = static_cast<int16_t>(id);
    n.next = static_cast<int16_t>(id);
    n.tile = static_cast<int16_t>(tile);
    n.local = static_cast<uint8_t>(local);
    n.kind = kind;
    n.open_edges = static_cast<int16_t>(open_edges);
    nodes_.push_back(n);
    for (int i = 0; i < attribute_count_; ++i)
        attributes_.push_back(i < static_cast<int>(attributes.size()) ? attributes[static_cast<size_t>(i)] : 0);
    return id;
}

int FeatureGraph::unite(int a, int b, int met_edges, const std::vector<AttributeDef>& attribute_defs) {
    // Path halving keeps later finds short.
    auto find_halving = [this](int x) {
        while (nodes_[static_cast<size_t>(x)].parent != x) {
            auto& n = nodes_[static_cast<size_t>(x)];
            n.parent = nodes_[static_cast<size_t>(n.parent)].parent;
            x = n.parent;
        }
        return x;
    };
    int ra = find_halving(a), rb = find_halving(b);
    if (ra == rb) {
        nodes_[static_cast<size_t>(ra)].open_edges = static_cast<int16_t>(nodes_[static_cast<size_t>(ra)].open_edges - met_edges);
        return ra;
    }
    if (nodes_[static_cast<size_t>(ra)].size < nodes_[static_cast<size_t>(rb)].size) std::swap(ra, rb);
    FeatureNode& big = nodes_[static_cast<size_t>(ra)];
    FeatureNode& small = nodes_[static_cast<size_t>(rb)];
    small.parent = static_cast<int16_t>(ra);
    big.size = static_cast<int16_t>(big.size + small.size);
    big.open_edges = static_cast<int16_t>(big.open_edges + small.open_edges - met_edges);
    big.followers = static_cast<int16_t>(big.followers + small.followers);
    std::swap(big.next, small.next);
    // Only a changed kind makes two joined sets differ (edges match kind for kind).
    const bool kinds_differ = big.kind != small.kind;
    for (int i = 0; i < attribute_count_; ++i) {
        int16_t& dst = attributes_[static_cast<size_t>(ra * attribute_count_ + i)];
        const int16_t src = attributes_[static_cast<size_t>(rb * attribute_count_ + i)];
        if (attribute_defs[static_cast<size_t>(i)].merge == AttributeDef::Merge::Add)
            dst = static_cast<int16_t>(dst + src);
        else
            dst = std::max(dst, src);
    }
    if (kinds_differ && !kind_changes_.empty()) settle_kind(ra);
    return ra;
}

void FeatureGraph::change_kind(int node, FeatureKind kind) {
    kind_changes_.push_back({static_cast<int16_t>(node), kind});
    for_each_member(find(node), [&](int n) { nodes_[static_cast<size_t>(n)].kind = kind; });
}

void FeatureGraph::reset(int node, FeatureKind kind, int open_edges, std::span<const int16_t> attributes) {
    FeatureNode& n = nodes_[static_cast<size_t>(node)];
    n.parent = static_cast<int16_t>(node);
    n.next = static_cast<int16_t>(node);
    n.kind = kind;
    n.size = 1;
    n.open_edges = static_cast<int16_t>(open_edges);
    n.followers = 0;
    for (int i = 0; i < attribute_count_; ++i)
        attributes_[static_cast<size_t>(node * attribute_count_ + i)] =
            i < static_cast<int>(attributes.size()) ? attributes[static_cast<size_t>(i)] : 0;
}

void FeatureGraph::settle_kind(int root) {
    for (auto c = kind_changes_.rbegin(); c != kind_changes_.rend(); ++c)
        if (find(c->node) == root) {
            for_each_member(root, [&](int n) { nodes_[static_cast<size_t>(n)].kind = c->kind; });
            return;
        }
}

size_t FeatureGraph::heap_bytes() const {
    return nodes_.capacity() * sizeof(FeatureNode) + attributes_.capacity() * sizeof(int16_t) +
           kind_changes_.capacity() * sizeof(KindChange);
}

FeatureRef GameState::ref(int node) const {
    const FeatureNode& n = features.node(node);
    return {board.tile(n.tile).pos, n.local};
}

int GameState::node_of(FeatureRef f) const {
    const int t = board.tile_index(f.pos);
    if (t < 0 || f.local < 0) return -1;
    return node_at(*this, t, f.local);
}

size_t GameState::size_in_bytes() const {
    size_t players_heap = 0;  // kinds beyond SmallVec's inline room
    for (const PlayerState& p : players)
        players_heap += p.supply.heap_bytes() + p.tokens.heap_bytes() + p.by_category.heap_bytes();
    return sizeof(GameState) + pile.tiles.capacity() * sizeof(TileTypeId) +
           pile.stack_ends.capacity() * sizeof(uint16_t) + pile.set_aside.capacity() * sizeof(TileTypeId) +
           discarded.capacity() * sizeof(TileTypeId) + board.heap_bytes() + features.heap_bytes() +
           figures.capacity() * sizeof(Figure) + players.capacity() * sizeof(PlayerState) +
           completed.capacity() * sizeof(int16_t) + module_data.capacity() + players_heap +
           added.capacity() * sizeof(AddedFeature) + (added_attributes.capacity() + touched.capacity()) * sizeof(int16_t) +
           links.capacity() * sizeof(FeatureLink) + joins.capacity() * sizeof(FeatureJoin) +
           chance.bags.capacity() * sizeof(int16_t) +
           (chance.face_down.capacity() + chance.drawn.capacity()) * sizeof(ChanceOutcome);
}

}  // namespace carc
