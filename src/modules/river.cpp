// The River (rules p. 8). The spring starts the game instead of the usual start tile, which stays
// in the box; the other river tiles are shuffled and drawn first, the lake last of them, then the
// land tiles. A river tile must continue the river, and the river may not turn the same way on
// two tiles in a row: that would bend it back on itself (the U-turn rule). The rule text adds that
// the river must flow outward and never collide with itself; as JCloisterZone does, an open end
// of the river must therefore lead into free land: the cell ahead of it, the two cells beside
// that one and the three beyond must all be empty. (Two curves the same way in a row always break
// this too; the U-turn gets its own explanation.)
#include <algorithm>

#include "modules.hpp"

namespace carc {

namespace {

int river_feature(const TileType& t) {
    for (size_t l = 0; l < t.features.size(); ++l)
        if (t.features[l].kind == FeatureKind::River) return static_cast<int>(l);
    return -1;
}

// How the river turns on a tile it enters through `in` (the side touching the river upstream):
// 0 straight or ending (spring, lake), 1 to the right, 3 to the left.
int turn_on_tile(SideMask river_sides, Side in) {
    const SideMask others = static_cast<SideMask>(river_sides & ~side_bit(in));
    if (others == 0) return 0;
    int out = 0;
    while (!(others & (1u << out))) ++out;
    const int heading = static_cast<int>(opposite(in));
    return (out - heading) & 3;
}

class RiverModule final : public Module {
public:
    std::string_view id() const override { return "river"; }

    void arrange_pile(const Ruleset& rules, PileSetup& pile) const override {
        std::vector<TileTypeId> river, lake;
        std::optional<TileTypeId> spring;
        const int spring_tag = rules.tag("spring"), lake_tag = rules.tag("lake");
        for (auto& stack : pile.stacks) {
            std::vector<TileTypeId> land;
            for (TileTypeId t : stack) {
                const TileType& type = rules.tiles[t];
                if (river_feature(type) < 0)
                    land.push_back(t);
                else if (type.has(spring_tag))
                    spring = t;
                else if (type.has(lake_tag))
                    lake.push_back(t);
                else
                    river.push_back(t);
            }
            stack = std::move(land);
        }
        if (!spring) return;
        pile.start = {{*spring, {0, 0}, 0}};
        pile.stacks.insert(pile.stacks.begin(), {river, lake});
    }

    bool restricts_placement(const Ruleset&) const override { return true; }

    std::optional<Message> placement_forbidden(const Ruleset& rules, const GameState& state, TileTypeId tile, Pos pos,
                                               int rotation) const override {
        const TileType& type = rules.tiles[tile];
        const int local = river_feature(type);
        if (local < 0) return std::nullopt;
        const SideMask mine = rotate_sides(type.features[static_cast<size_t>(local)].sides, rotation);
        int up = -1;
        for (int s = 0; s < kSides; ++s)
            if ((mine & (1u << s)) && state.board.occupied(neighbour(pos, static_cast<Side>(s)))) up = s;
        if (up < 0) return Message("a river tile must continue the river");
        const Side in = static_cast<Side>(up);
        const PlacedTile& prev = *state.board.at(neighbour(pos, in));
        const TileType& prev_type = rules.tiles[prev.type];
        const int prev_local = river_feature(prev_type);
        if (prev_local < 0) return std::nullopt;
        const SideMask theirs =
            rotate_sides(prev_type.features[static_cast<size_t>(prev_local)].sides, prev.rotation);
        // The upstream tile is entered through its side that does not face us.
        const SideMask prev_others = static_cast<SideMask>(theirs & ~side_bit(opposite(in)));
        int prev_turn = 0;
        if (prev_others) {
            int prev_in = 0;
            while (!(prev_others & (1u << prev_in))) ++prev_in;
            prev_turn = turn_on_tile(theirs, static_cast<Side>(prev_in));
        }
        const int my_turn = turn_on_tile(mine, in);
        if (my_turn != 0 && my_turn == prev_turn)
            return Message("the river may not turn {direction} twice in a row (no U-turn)",
                           {{"direction", arg::Word{my_turn == 1 ? "right" : "left"}}});
        return blocked_outflow(state, pos, mine);
    }

private:
    static std::optional<Message> blocked_outflow(const GameState& state, Pos pos, SideMask river) {
        for (int s = 0; s < kSides; ++s) {
            const Side side = static_cast<Side>(s);
            if (!(river & side_bit(side)) || state.board.occupied(neighbour(pos, side))) continue;
            const Pos ahead = neighbour(pos, side), beyond = neighbour(ahead, side);
            for (Pos q : {neighbour(ahead, rotate(side, 1)), neighbour(ahead, rotate(side, 3)), beyond,
                          neighbour(beyond, rotate(side, 1)), neighbour(beyond, rotate(side, 3))})
                if (state.board.occupied(q))
                    return Message("the river must flow out into free land: its {side} end would run towards the tile at {pos}",
                                   {{"side", arg::SideName{side}}, {"pos", arg::Square{q}}});
        }
        return std::nullopt;
    }
};

}  // namespace

const Module& river_module() {
    static const RiverModule module;
    return module;
}

}  // namespace carc
