// Changing placed tiles (carc/feature_changes.hpp): a feature added to a placed tile joins the
// neighbours' features, completes what it closes (found through state.touched), extends the
// builder's road; a retyped edge is what later tiles must match; and the incremental feature graph
// equals the one rebuilt from scratch over random games of every mix, also with features added,
// kinds changed and placed tiles re-wired (links and unlinks: test_feature_links.cpp).
#include <catch2/catch.hpp>

#include <algorithm>
#include <set>

#include "carc/engine.hpp"
#include "carc/feature_changes.hpp"
#include "carc/module.hpp"
#include "game_builder.hpp"

using namespace carc;
using carc::test::GameBuilder;

namespace {

// The builder's game with the start tile replaced: BA/L (a monastery in one field) at (0, 0).
GameBuilder monastery_start(std::vector<std::string> draw, std::vector<std::string> expansions = {"base"}) {
    GameBuilder g({}, expansions);
    Setup s;
    s.expansions = std::move(expansions);
    s.players = {{"Anna", ""}, {"Ben", ""}};
    s.draw_order = std::move(draw);
    s.start = {{"BA/L", {0, 0}, 0}};
    auto r = load_ruleset(s, test::catalog());
    if (!r) FAIL(r.error());
    g.rules = std::move(r.value());
    Step first = start_game(g.rules);
    g.state = first.state;
    g.events = std::move(first.events);
    return g;
}

// Changes the builder's current state with `change` (what a module's action would do).
template <class F>
void change(GameBuilder& g, F&& f) {
    GameState s = *g.state;
    f(s);
    g.state = std::make_shared<const GameState>(std::move(s));
}

int tiles_in(const GameState& s, int root) {
    std::set<int> tiles;
    s.features.for_each_member(root, [&](int n) { tiles.insert(s.features.node(n).tile); });
    return static_cast<int>(tiles.size());
}

void require_graph_agrees(const GameBuilder& g) {
    const auto problems = feature_graph_problems(g.rules, *g.state);
    INFO((problems.empty() ? std::string() : problems.front()));
    REQUIRE(problems.empty());
}

constexpr SideMask kWestEast = side_bit(Side::W) | side_bit(Side::E);

}  // namespace

TEST_CASE("a road added across a field joins the neighbours' road ends and completes them", "[feature-changes]") {
    // BA/LR: a monastery and a road ending at its south side. A at (-1, 0) turned so that its road
    // ends east, B at (1, 0) so that it ends west; the monastery start tile between them shows
    // fields there. Its west and east edges are roads first (as a bridge makes them), so that the
    // two tiles may be placed; then the road across it is added.
    GameBuilder g = monastery_start({"BA/LR", "BA/LR", "BA/L", "BA/L"});
    change(g, [&](GameState& s) { retype_edges(g.rules, s, 0, kWestEast, EdgeKind::Road); });
    g.place(-1, 0, 3);
    g.deploy("follower", "road", "E");
    g.place(1, 0, 1);
    g.pass();
    require_graph_agrees(g);
    const int a_road = node_at(*g.state, 1, 1), b_road = node_at(*g.state, 2, 1);
    CHECK(g.state->features.find(a_road) != g.state->features.find(b_road));
    CHECK(g.state->features.node(g.state->features.find(a_road)).open_edges == 1);  // its end at the start tile

    // Anna places a tile away from the road, then the road goes across the start tile.
    g.place(0, 1, 0);
    REQUIRE(g.state->phase == Phase::PlaceFigure);
    int added = -1;
    change(g, [&](GameState& s) {
        added = add_feature(g.rules, s, 0, FeatureKind::Road, kWestEast, 0, {}, nullptr);
    });
    const GameState& s = *g.state;
    require_graph_agrees(g);
    CHECK(feature_count_at(g.rules, s, 0) == 3);  // monastery, field, and the road
    CHECK(node_at(s, 0, 2) == added);
    CHECK(side_feature_at(g.rules, s, 0, Side::W) == 2);
    CHECK(side_feature_at(g.rules, s, 0, Side::N) == -1);
    CHECK(half_feature_at(g.rules, s, 0, 0) == 1);  // the field is still the field
    CHECK(s.ref(added) == FeatureRef{{0, 0}, 2});
    CHECK(s.node_of(FeatureRef{{0, 0}, 2}) == added);
    CHECK(s.node_of(FeatureRef{{0, 0}, 3}) == -1);
    const int road = s.features.find(added);
    CHECK(s.features.find(a_road) == road);
    CHECK(s.features.find(b_road) == road);
    CHECK(s.features.node(road).open_edges == 0);
    CHECK(s.features.node(road).size == 3);
    CHECK(tiles_in(s, road) == 3);
    CHECK(s.features.node(road).followers == 1);
    CHECK(s.touched == std::vector<int16_t>{static_cast<int16_t>(added)});
    CHECK_FALSE(state_digest(s).empty());

    // The tile placed (0, 1) has no road: only state.touched tells find_completed of this one.
    g.pass();
    require_graph_agrees(g);
    CHECK(g.state->touched.empty());
    const auto scores = g.scores();
    REQUIRE(scores.size() == 1);
    CHECK(scores[0].kind == FeatureKind::Road);
    CHECK(scores[0].complete);
    CHECK(scores[0].tiles.size() == 3);
    CHECK(scores[0].base_points() == 3);  // 3 tiles x 1
    CHECK(g.score(0) == 3);
    CHECK(g.state->features.node(g.state->features.find(added)).followers == 0);  // the follower went home
}

TEST_CASE("a feature added beside empty squares keeps its ends open", "[feature-changes]") {
    GameBuilder g = monastery_start({"BA/L", "BA/L"});
    int added = -1;
    change(g, [&](GameState& s) { added = add_feature(g.rules, s, 0, FeatureKind::Road, kWestEast, 0, {}, nullptr); });
    const GameState& s = *g.state;
    require_graph_agrees(g);
    CHECK(s.features.node(s.features.find(added)).open_edges == 2);
    CHECK(s.features.node(s.features.find(added)).size == 1);
    // Its edges were not retyped: the tile's edges are still fields (the module decides that).
    CHECK(s.board.edge(0, Side::W) == EdgeKind::Field);
}

TEST_CASE("a retyped edge is what a later neighbour must match", "[feature-changes]") {
    GameBuilder g = monastery_start({"BA/L", "BA/LR"});
    auto placements_at = [&](Pos p) {
        std::set<int> rotations;
        for (const Action& a : legal_actions(g.rules, *g.state))
            if (a.pos == p) rotations.insert(a.rotation);
        return rotations;
    };
    REQUIRE(placements_at({-1, 0}) == std::set<int>{0, 1, 2, 3});  // BA/L: fields all round
    const std::string before = state_digest(*g.state);
    change(g, [&](GameState& s) { retype_edges(g.rules, s, 0, side_bit(Side::W), EdgeKind::Road); });
    CHECK(g.state->board.edge(0, Side::W) == EdgeKind::Road);
    CHECK(g.state->board.edge(0, Side::E) == EdgeKind::Field);
    CHECK(state_digest(*g.state) != before);  // the change is part of the state
    CHECK(placements_at({-1, 0}).empty());   // a field edge no longer fits there
    CHECK(placements_at({1, 0}) == std::set<int>{0, 1, 2, 3});
    CHECK_THAT(g.why(place_action({-1, 0}, 0)), Catch::Contains("road"));
    // Back to a field: the square takes the monastery again (the constraint moved back).
    change(g, [&](GameState& s) { retype_edges(g.rules, s, 0, side_bit(Side::W), EdgeKind::Field); });
    CHECK(placements_at({-1, 0}) == std::set<int>{0, 1, 2, 3});
    change(g, [&](GameState& s) { retype_edges(g.rules, s, 0, side_bit(Side::W), EdgeKind::Road); });

    // BA/LR next: only with its road facing east, and it joins nothing (no road on the start
    // tile's side yet) until a road is added there; then they are one road.
    g.place(1, 0, 0);
    g.pass();
    REQUIRE(placements_at({-1, 0}) == std::set<int>{3});
    g.place(-1, 0, 3);
    require_graph_agrees(g);
    const int lr_road = node_at(*g.state, 2, 1);
    CHECK(g.state->features.node(g.state->features.find(lr_road)).open_edges == 1);
    int added = -1;
    change(g, [&](GameState& s) {
        added = add_feature(g.rules, s, 0, FeatureKind::Road, side_bit(Side::W), 0, {}, nullptr);
    });
    require_graph_agrees(g);
    CHECK(g.state->features.find(added) == g.state->features.find(lr_road));
    CHECK(g.state->features.node(g.state->features.find(added)).open_edges == 0);
}

TEST_CASE("a tile placed beside an added feature joins it", "[feature-changes]") {
    // The road is added and its edges retyped first; the next tiles are placed against it.
    GameBuilder g = monastery_start({"BA/LR", "BA/LR", "BA/L"});
    int added = -1;
    change(g, [&](GameState& s) {
        added = add_feature(g.rules, s, 0, FeatureKind::Road, kWestEast, 0, {}, nullptr);
        retype_edges(g.rules, s, 0, kWestEast, EdgeKind::Road);
    });
    g.place(-1, 0, 3);
    require_graph_agrees(g);
    CHECK(g.state->features.find(node_at(*g.state, 1, 1)) == g.state->features.find(added));
    g.deploy("follower", "road", "E");
    g.place(1, 0, 1);
    require_graph_agrees(g);
    g.pass();
    // B closed the road: it is found through the placed tile, as any road.
    const auto scores = g.scores();
    REQUIRE(scores.size() == 1);
    CHECK(scores[0].tiles.size() == 3);
    CHECK(g.score(0) == 3);
}

TEST_CASE("the builder hears of a road extended by an added feature", "[feature-changes]") {
    // Anna's follower and builder on the road of A (-1, 0); B (1, 0) is a straight road, so the
    // added road does not complete it. Anna's next tile is away from the road: without the added
    // road Ben plays next, with it Anna places a second tile.
    for (const bool add : {false, true}) {
        GameBuilder g = monastery_start({"BA/LR", "BA/RCr", "BA/L", "BA/L", "BA/L"}, {"base", "traders-builders"});
        change(g, [&](GameState& s) { retype_edges(g.rules, s, 0, kWestEast, EdgeKind::Road); });
        g.place(-1, 0, 3);
        g.deploy("follower", "road", "E");
        change(g, [&](GameState& s) {
            add_figure(g.rules, s, 0, g.rules.figure("builder"), FigureWhere::OnFeature, 1, 1, -1);
        });
        g.place(1, 0, 0);
        g.pass();
        REQUIRE(g.state->current_player == 0);
        g.place(0, 1, 0);
        if (add) change(g, [&](GameState& s) { add_feature(g.rules, s, 0, FeatureKind::Road, kWestEast, 0, {}, nullptr); });
        g.pass();
        require_graph_agrees(g);
        CAPTURE(add);
        CHECK(g.scores().empty());
        CHECK(g.state->current_player == (add ? 0 : 1));
        CHECK(g.state->part == (add ? 1 : 0));
    }
}

namespace {

// A road across a placed tile's field, as a bridge goes: two opposite sides with field edges and
// no feature of their own, each facing an empty square or a road. -1 when there is none to add.
struct Crossing {
    int tile = -1;
    SideMask sides = 0;
};

Crossing find_crossing(const Ruleset& rules, const GameState& s, Rng& rng) {
    const int count = static_cast<int>(s.board.tiles().size());
    const int from = static_cast<int>(rng.below(static_cast<uint32_t>(count)));
    for (int i = 0; i < count; ++i) {
        const int t = (from + i) % count;
        if (rules.tiles[s.board.tile(t).type].ends_features) continue;
        for (SideMask axis : {SideMask(side_bit(Side::N) | side_bit(Side::S)), kWestEast}) {
            bool fits = true;
            for (int side = 0; side < kSides && fits; ++side) {
                const Side sd = static_cast<Side>(side);
                if (!(axis & side_bit(sd))) continue;
                fits = s.board.edge(t, sd) == EdgeKind::Field && side_feature_at(rules, s, t, sd) < 0;
                const int other = s.board.tile_index(neighbour(s.board.tile(t).pos, sd));
                if (fits && other >= 0) fits = s.board.edge(other, opposite(sd)) == EdgeKind::Road;
            }
            if (fits) return {t, axis};
        }
    }
    return {};
}

// What random_rewiring did over the games.
struct Rewirings {
    int links = 0;
    int unlinks = 0;
    int splits = 0;  // unlinks after which the two features were apart again
};

// Re-wires the board at random (as ferries and tunnels would, on any kind): undoes a random link
// one time in three; else links two local features of one kind on a random placed tile, or
// unlinks them when they are linked (a few tries to find such a pair).
void random_rewiring(const Ruleset& rules, GameState& s, Rng& rng, Rewirings& done) {
    auto unlink = [&](int tile, int a, int b) {
        REQUIRE(unlink_features(rules, s, tile, a, b));
        ++done.unlinks;
        done.splits += s.features.find(node_at(s, tile, a)) != s.features.find(node_at(s, tile, b));
    };
    if (!s.links.empty() && rng.below(3) == 0) {
        const FeatureLink l = s.links[rng.below(static_cast<uint32_t>(s.links.size()))];
        unlink(l.tile, l.a, l.b);
        return;
    }
    for (int attempt = 0; attempt < 8; ++attempt) {
        const int tile = static_cast<int>(rng.below(static_cast<uint32_t>(s.board.tiles().size())));
        const auto count = static_cast<uint32_t>(feature_count_at(rules, s, tile));
        const int a = static_cast<int>(rng.below(count)), b = static_cast<int>(rng.below(count));
        if (a == b || kind_at(s, tile, a) != kind_at(s, tile, b)) continue;
        if (features_linked(s, tile, a, b)) {
            unlink(tile, a, b);
        } else {
            REQUIRE(link_features(rules, s, tile, a, b, nullptr));
            ++done.links;
        }
        return;
    }
}

}  // namespace

TEST_CASE("the incremental feature graph equals the rebuilt one over random games of every mix", "[feature-changes]") {
    // The rebuilt graph gives each set the kind of the latest change among its members: so must
    // the incremental one as changed sets join others (FeatureGraph::unite).
    const Catalog& catalog = test::catalog();
    std::vector<std::vector<std::string>> mixes;
    for (const ExpansionDef& e : catalog.expansions)
        if (e.id != "base") mixes.push_back({"base", e.id});
    mixes.push_back({"base", "abbey-mayor", "abbot", "inns-cathedrals", "king-robber", "princess-dragon",
                     "river-2", "shrines", "tower", "traders-builders"});
    mixes.push_back({"base", "abbey-mayor", "count", "tower", "traders-builders", "princess-dragon"});
    int games = 0, added_total = 0, kinds_changed = 0;
    Rewirings rewired;
    for (const auto& mix : mixes) {
        for (int game = 0; game < 3; ++game) {
            // The second game of each mix adds roads across fields as it goes (as bridges would),
            // and turns roads of the tile just placed into cities and cities into roads (as a
            // castle turns a city into another kind), before and after they are joined further.
            // The second and third re-wire placed tiles at random (random_rewiring), the partial
            // rebuild of each unlink meeting the added features and changed kinds in the second.
            const bool with_changes = game == 1;
            const bool with_links = game >= 1;
            Setup setup;
            setup.expansions = mix;
            setup.players = {{"A", ""}, {"B", ""}, {"C", ""}};
            setup.seed = 7700 + static_cast<uint64_t>(games);
            auto rules = load_ruleset(setup, catalog);
            REQUIRE(rules);
            const Ruleset& R = *rules;
            GameState state = initial_state(R, nullptr);
            Rng choice{setup.seed * 31 + 5};
            ActionList listed, scratch;
            int actions = 0;
            while (state.phase != Phase::GameOver) {
                if (with_changes && state.phase == Phase::PlaceFigure && choice.below(4) == 0) {
                    const Crossing c = find_crossing(R, state, choice);
                    if (c.tile >= 0) {
                        add_feature(R, state, c.tile, FeatureKind::Road, c.sides, 0, {}, nullptr);
                        retype_edges(R, state, c.tile, c.sides, EdgeKind::Road);
                        ++added_total;
                    }
                }
                if (with_changes && state.phase == Phase::PlaceFigure && choice.below(6) == 0) {
                    const int tile = state.placed_tile;
                    const int count = feature_count_at(R, state, tile);
                    for (int l = 0; l < count; ++l) {
                        const FeatureKind k = kind_at(state, tile, l);
                        if (k != FeatureKind::Road && k != FeatureKind::City) continue;
                        const FeatureKind other = k == FeatureKind::Road ? FeatureKind::City : FeatureKind::Road;
                        kinds_changed += change_kind(R, state, node_at(state, tile, l), other);
                        break;
                    }
                }
                if (with_links && state.phase == Phase::PlaceFigure && choice.below(2) == 0) {
                    random_rewiring(R, state, choice, rewired);
                    const auto problems = feature_graph_problems(R, state);
                    INFO((problems.empty() ? std::string() : problems.front()));
                    REQUIRE(problems.empty());
                }
                legal_actions(R, state, listed);
                const ActionList& legal = concrete_actions(R, state, listed, scratch, Expand::Sample);
                REQUIRE_FALSE(legal.empty());
                apply_in_place(R, state, legal[choice.below(static_cast<uint32_t>(legal.size()))], nullptr);
                ++actions;
                const auto problems = feature_graph_problems(R, state);
                if (!problems.empty()) {
                    std::string mix_name;
                    for (const auto& e : mix) mix_name += e + " ";
                    FAIL(mix_name + "game " + std::to_string(game) + " action " + std::to_string(actions) + ": " +
                         problems.front());
                }
            }
            ++games;
        }
    }
    CHECK(games == static_cast<int>(mixes.size()) * 3);
    CHECK(added_total > 20);  // the games with changes did change features
    CHECK(kinds_changed > 20);
    CHECK(rewired.links > 100);
    CHECK(rewired.unlinks > 50);
    CHECK(rewired.splits > 25);
}
