// The River and River II (rules p. 8 of 002; 004 lines 25, 55-57 for River II). The spring starts
// the game instead of the usual start tile, which stays in the box; the other river tiles are
// drawn first, the lake last of them, then the land tiles. A river tile must continue the river,
// and no two consecutive curves may turn the same way: that would bend the river back on itself
// (the U-turn rule, 002 lines 703 and 707). "Consecutive" is read as the rulebook means it, "never
// a 180° U-turn": the river's next curve may not turn the way its last curve did, whatever
// straight tiles lie between them (option `u_turn` = `seed`). JCloisterZone compares only a curve
// with the tile beside it (`u_turn` = `jcz`, which its imported games use); every game legal
// under the rulebook reading is legal there too, so exports replay in JCloisterZone. The rule
// text adds that the river must flow outward and never collide with itself; as JCloisterZone
// does, an open end of the river must therefore lead into free land: the cell ahead of it, the
// two cells beside that one and the three beyond must all be empty. (Two curves the same way in a
// row always break this too; the U-turn gets its own explanation.)
//
// River II brings the fork (tag `fork`): it is drawn right after the spring, and from there the
// river runs on in two branches, one ending in a city, the other in the lake. The U-turn rule
// holds on each branch on its own: walking upstream from a branch, the fork is a curve when that
// branch turns away from the water coming in, and straight when it goes on in line. Each open
// end of a new tile must lead into free land, as above; the branches may run side by side, but
// they never meet (the open end of an earlier branch would have had the other in its way). The
// seeds give River II no page of its own (004 line 31 points to one that is not among them), so
// its order and the rest follow JCloisterZone's (digest, section B). With both
// rivers in the game, there is one spring, the fork after it, both rivers' tiles shuffled
// together, and River II's lake last: River II's tile sets take River I's lake out of the game
// (a third river end with no branch left for it), as JCloisterZone's sets do. GQ11 brings a
// spring of its own with a road (tag `replaces-spring`): with it in the game, that one starts the
// river and the River's spring stays in the box (JCloisterZone's default start with GQ11's river
// tiles; the seeds have no page on GQ11).
#include <algorithm>
#include <array>
#include <optional>

#include "modules.hpp"

namespace carc {

namespace {
namespace river_rules {

int river_feature(const TileType& t) {
    for (size_t l = 0; l < t.features.size(); ++l)
        if (t.features[l].kind == FeatureKind::River) return static_cast<int>(l);
    return -1;
}

// The sides placed tile `tile` shows the river on (read through the state: its features now).
SideMask river_sides(const Ruleset& rules, const GameState& state, int tile) {
    const int count = feature_count_at(rules, state, tile);
    for (int l = 0; l < count; ++l)
        if (kind_at(state, tile, l) == FeatureKind::River) return sides_at(rules, state, tile, l);
    return 0;
}

// How the river turns from the side `in` (where its water comes from) to the side `out`:
// 0 straight, 1 to the right, 3 to the left.
int turn_between(Side in, Side out) {
    return (static_cast<int>(out) - static_cast<int>(opposite(in))) & 3;
}

// The side through which the water reaches a placed river tile: the one whose neighbour was laid
// before it (the river grows from the spring outward, so every tile but the spring has exactly
// one). None for the spring.
std::optional<Side> upstream_side(const GameState& state, int index, SideMask sides) {
    const Pos pos = state.board.tile(index).pos;
    for (int s = 0; s < kSides; ++s) {
        if (!(sides & (1u << s))) continue;
        const int other = state.board.tile_index(neighbour(pos, static_cast<Side>(s)));
        if (other >= 0 && other < index) return static_cast<Side>(s);
    }
    return std::nullopt;
}

// The river's last curve upstream of a tile entered through its side `in`: the turn it made
// (1 right, 3 left; 0 when only the spring and straight stretches lie upstream) and where. At a
// fork, the turn is that of the branch the walk came up. With `through_straights` false, only
// the tile right upstream is looked at.
struct Curve {
    int turn = 0;
    Pos pos;
};

Curve last_curve_upstream(const Ruleset& rules, const GameState& state, Pos pos, Side in,
                          bool through_straights) {
    Pos at = neighbour(pos, in);
    Side downstream = opposite(in);  // the side of `at` facing downstream
    // The river is a tree grown from the spring, so the walk visits each placed tile at most once.
    for (size_t steps = 0; steps < state.board.tiles().size(); ++steps) {
        const int index = state.board.tile_index(at);
        if (index < 0) break;
        const SideMask sides = river_sides(rules, state, index);
        if (!(sides & side_bit(downstream))) break;
        const std::optional<Side> entry = upstream_side(state, index, sides);
        if (!entry) break;  // the spring
        const int turn = turn_between(*entry, downstream);
        if (turn != 0) return {turn, at};
        if (!through_straights) break;
        at = neighbour(at, *entry);
        downstream = opposite(*entry);
    }
    return {};
}

arg::Word turn_word(int turn) { return {turn == 1 ? "right" : "left"}; }

// The cells an open river end at `pos`, flowing out through `side`, needs free: the one ahead,
// the two beside that one, and the three beyond.
std::array<Pos, 6> outflow_cells(Pos pos, Side side) {
    const Pos ahead = neighbour(pos, side), beyond = neighbour(ahead, side);
    return {ahead,  neighbour(ahead, rotate(side, 1)),  neighbour(ahead, rotate(side, 3)),
            beyond, neighbour(beyond, rotate(side, 1)), neighbour(beyond, rotate(side, 3))};
}

struct RiverSettings {
    bool through_straights;  // the seed's U-turn reading (option u_turn of either river)
    explicit RiverSettings(const Ruleset& r)
        : through_straights(r.option("river.u_turn") != "jcz" &&
                            r.option("river-2.u_turn") != "jcz") {}
};

class RiverModule final : public ModuleWithSettings<RiverSettings> {
public:
    std::string_view id() const override { return "river"; }

    // Both rivers say how their U-turn rule is read; one game has one river, so they must agree.
    std::optional<std::string> refuse_setup(const Ruleset& rules) const override {
        const std::string &one = rules.option("river.u_turn"),
                          &two = rules.option("river-2.u_turn");
        if (!one.empty() && !two.empty() && one != two)
            return std::string(
                "The River and The River II read the U-turn rule differently in this setup "
                "(\"No U-turn\" options): the two rivers form one river, so choose the same "
                "reading for both.");
        return std::nullopt;
    }

    void arrange_pile(const Ruleset& rules, PileSetup& pile) const override {
        std::vector<TileTypeId> river, forks, lakes;
        std::optional<TileTypeId> spring;
        bool spring_replaces = false;  // the chosen spring is tagged `replaces-spring`
        const int spring_tag = rules.tag("spring"), lake_tag = rules.tag("lake"),
                  fork_tag = rules.tag("fork"), replaces_tag = rules.tag("replaces-spring");
        for (auto& stack : pile.stacks) {
            std::vector<TileTypeId> land;
            for (TileTypeId t : stack) {
                const TileType& type = rules.tiles[t];
                if (river_feature(type) < 0)
                    land.push_back(t);
                else if (type.has(spring_tag)) {
                    // One river, one spring: a second copy (both rivers) stays in the box, and a
                    // spring tagged `replaces-spring` (GQ11's) starts the game instead of the
                    // River's own, as JCloisterZone's setup chooses it.
                    const bool replaces = type.has(replaces_tag);
                    if (!spring || (replaces && !spring_replaces)) spring = t;
                    spring_replaces |= replaces;
                }
                else if (type.has(lake_tag))
                    lakes.push_back(t);
                else if (type.has(fork_tag))
                    forks.push_back(t);
                else
                    river.push_back(t);
            }
            stack = std::move(land);
        }
        if (!spring) return;
        pile.start = {{*spring, {0, 0}, 0}};
        pile.stacks.insert(pile.stacks.begin(), {forks, river, lakes});
        pile.stacks.erase(
            std::remove_if(pile.stacks.begin(), pile.stacks.begin() + 3,
                           [](const std::vector<TileTypeId>& s) { return s.empty(); }),
            pile.stacks.begin() + 3);
    }

    bool restricts_placement(const Ruleset&) const override { return true; }

    std::optional<Message> placement_forbidden(const Ruleset& rules, const GameState& state,
                                               TileTypeId tile, Pos pos,
                                               int rotation) const override {
        const TileType& type = rules.tiles[tile];
        const int local = river_feature(type);
        if (local < 0) return std::nullopt;
        const SideMask mine =
            rotate_sides(type.features[static_cast<size_t>(local)].sides, rotation);
        int up = -1;
        for (int s = 0; s < kSides; ++s)
            if ((mine & (1u << s)) && state.board.occupied(neighbour(pos, static_cast<Side>(s))))
                up = s;
        if (up < 0) return Message("a river tile must continue the river");
        const Side in = static_cast<Side>(up);
        std::optional<Curve> last;  // looked up for the first curve of this tile
        for (int s = 0; s < kSides; ++s) {
            if (!(mine & (1u << s)) || s == up) continue;
            const int my_turn = turn_between(in, static_cast<Side>(s));
            if (my_turn == 0) continue;
            if (!last)
                last =
                    last_curve_upstream(rules, state, pos, in, settings(rules).through_straights);
            if (last->turn != my_turn) continue;
            if (last->pos == neighbour(pos, in))
                return Message("the river may not turn {direction} twice in a row (no U-turn)",
                               {{"direction", turn_word(my_turn)}});
            return Message(
                "the river last turned {direction} at {pos}, so its next curve must turn {other}: "
                "straight tiles between two curves do not allow a U-turn",
                {{"direction", turn_word(my_turn)},
                 {"pos", arg::Square{last->pos}},
                 {"other", turn_word(4 - my_turn)}});
        }
        return blocked_outflow(state, pos, mine);
    }

    // The river never collides with itself: every river tile but the spring touches exactly one
    // river tile laid before it.
    void check_invariants(const Ruleset& rules, const GameState& state,
                          std::vector<std::string>& problems) const override {
        const auto& tiles = state.board.tiles();
        for (size_t i = 1; i < tiles.size(); ++i) {
            const SideMask sides = river_sides(rules, state, static_cast<int>(i));
            if (!sides) continue;
            int earlier = 0;
            for (int s = 0; s < kSides; ++s) {
                if (!(sides & (1u << s))) continue;
                const int other =
                    state.board.tile_index(neighbour(tiles[i].pos, static_cast<Side>(s)));
                earlier += other >= 0 && other < static_cast<int>(i);
            }
            if (earlier != 1)
                problems.push_back("a river tile joins the river at " + std::to_string(earlier) +
                                   " places");
        }
    }

private:
    static std::optional<Message> blocked_outflow(const GameState& state, Pos pos, SideMask river) {
        for (int s = 0; s < kSides; ++s) {
            const Side side = static_cast<Side>(s);
            if (!(river & side_bit(side)) || state.board.occupied(neighbour(pos, side))) continue;
            for (Pos q : outflow_cells(pos, side))
                if (state.board.occupied(q))
                    return Message(
                        "the river must flow out into free land: its {side} end would run towards "
                        "the tile at {pos}",
                        {{"side", arg::SideName{side}}, {"pos", arg::Square{q}}});
        }
        return std::nullopt;
    }
};

}  // namespace river_rules
}  // namespace

const Module& river_module() {
    static const river_rules::RiverModule module;
    return module;
}

}  // namespace carc
