// Re-wiring placed tiles (carc/feature_changes.hpp: link_features, unlink_features): two local
// features of one placed tile made one feature and split again, as a ferry joins two road ends
// across a lake and is moved later. A link joins the two sets; an unlink rebuilds the set from its
// own nodes (the union-find only unites), so that sizes, open edges, followers and attributes
// (a largest-value one too) are those of each part; completion and scoring follow the new roads,
// and the builder hears of a road a link extended. A test-only module, "test-ferries", does what
// the Ferries will: its lake tile (four road ends, the north one with a toll, the east one with
// a lantern) gets a ferry linking its north and south ends when placed, and a player may move a
// ferry to two other ends instead of placing a figure. Random games check the incremental graph
// against rebuild_all after every link, unlink and action.
#include <algorithm>
#include <catch2/catch.hpp>

#include "carc/engine.hpp"
#include "carc/feature_changes.hpp"
#include "carc/module.hpp"
#include "recorded_game.hpp"
#include "test_module_catalog.hpp"

using namespace carc;
namespace {

// The lake tile's road ends, by local index on the tile (turned 0: local 0 is north...).
constexpr int kNorth = 0, kEast = 1, kSouth = 2, kWest = 3;

bool is_lake(const Ruleset& rules, const GameState& state, int tile) {
    return rules.tiles[state.board.tile(tile).type].id == "TF/lake";
}

// Moves the ferry of a lake tile: its link (if any) is undone, and the road ends on the two
// board sides of the value are linked.
class MoveFerryDef final : public FieldsActionDef {
public:
    std::string_view id() const override { return "test_ferry"; }
    void apply(const Ruleset& rules, GameState& state, const Action& a,
               Events* events) const override {
        const int tile = state.board.tile_index(a.pos);
        std::vector<FeatureLink> old;
        for (const FeatureLink& l : state.links)
            if (l.tile == tile) old.push_back(l);
        for (const FeatureLink& l : old) unlink_features(rules, state, tile, l.a, l.b);
        int ends[2], n = 0;
        for (int s = 0; s < kSides && n < 2; ++s)
            if ((a.value >> s) & 1)
                ends[n++] = side_feature_at(rules, state, tile, static_cast<Side>(s));
        link_features(rules, state, tile, ends[0], ends[1], events);
    }
    Message describe(const Ruleset&, const GameState&, const Action& a) const override {
        return Message("a ferry at {pos}", {{"pos", arg::Square{a.pos}}});
    }
    std::span<const FieldDef> fields() const override { return kFields; }

private:
    static constexpr std::string_view kSideNames[] = {"N", "E", "S", "W"};
    static constexpr FieldDef kFields[] = {{"square", FieldKind::Square, Slot::Pos},
                                           {"ends", FieldKind::Set, Slot::Value, kSideNames}};
};

const MoveFerryDef kMoveFerry;

class TestFerries final : public Module {
public:
    std::string_view id() const override { return "test-ferries"; }
    std::vector<const ActionDef*> action_defs() const override { return {&kMoveFerry}; }
    void on_tile_placed(const Ruleset& rules, GameState& state, int tile,
                        Events* events) const override {
        if (is_lake(rules, state, tile)) link_features(rules, state, tile, kNorth, kSouth, events);
    }
    // Instead of a figure: any lake's ferry to any other two of its road ends.
    void add_step_actions(const Ruleset& rules, const GameState& state, std::string_view step,
                          ActionList& out) const override {
        if (step != steps::action) return;
        for (int t = 0; t < static_cast<int>(state.board.tiles().size()); ++t) {
            if (!is_lake(rules, state, t)) continue;
            for (int a = 0; a < kSides; ++a)
                for (int b = a + 1; b < kSides; ++b) {
                    const int local_a = side_feature_at(rules, state, t, static_cast<Side>(a));
                    const int local_b = side_feature_at(rules, state, t, static_cast<Side>(b));
                    if (features_linked(state, t, local_a, local_b)) continue;
                    Action move;
                    move.def = &kMoveFerry;
                    move.pos = state.board.tile(t).pos;
                    move.value = static_cast<int16_t>((1 << a) | (1 << b));
                    out.push_back(move);
                }
        }
    }
};

const TestFerries kTestFerries;

const Module* with_test_ferries(std::string_view id) {
    return id == "test-ferries" ? &kTestFerries : find_module(id);
}

// The base game, the Abbot (the gardens of its tiles), Traders & Builders (the builder) and
// Abbey & Mayor (an attribute its tiles name), and the test expansion with its lake.
const Catalog& ferries_catalog() {
    static const Catalog c = test::catalog_with_test_module(
        "test-ferries", "Test ferries", "A test expansion: a lake whose ferry links road ends.",
        R"("attributes": [{"id": "toll", "merge": "add", "kinds": ["road"]},
                 {"id": "lantern", "merge": "any", "kinds": ["road"]}],
  "tiles": [{"id": "TF/lake", "features": [
    {"kind": "road", "sides": "N", "toll": 1}, {"kind": "road", "sides": "E", "lantern": 2},
    {"kind": "road", "sides": "S"}, {"kind": "road", "sides": "W"},
    {"kind": "field", "halves": "WR NL"}, {"kind": "field", "halves": "NR EL"},
    {"kind": "field", "halves": "ER SL"}, {"kind": "field", "halves": "SR WL"}]}],
  "sets": [{"id": "test-ferries:1", "tiles": {"TF/lake": 4}}])",
        {"base.json", "abbot.json", "abbey-mayor.json", "traders-builders.json"});
    return c;
}

// A game of the test expansion with a fixed draw order (the lake as the start tile, unless
// `lake_start` is false; more expansions from `more`), recorded as a save holds it.
struct LakeGame : test::RecordedGame {
    // No draw order: a pile shuffled by `seed`.
    explicit LakeGame(std::vector<std::string> draw, bool lake_start = true,
                      std::vector<std::string> more = {}, uint64_t seed = 0)
        : RecordedGame(ferries_catalog(), &with_test_ferries,
                       setup(std::move(draw), lake_start, std::move(more), seed)) {}
    static Setup setup(std::vector<std::string> draw, bool lake_start,
                       std::vector<std::string> more, uint64_t seed) {
        Setup s;
        s.expansions = {"base", "test-ferries"};
        s.expansions.insert(s.expansions.end(), more.begin(), more.end());
        s.players = {{"Anna", ""}, {"Ben", ""}};
        s.seed = seed;
        if (!draw.empty()) s.draw_order = std::move(draw);
        if (lake_start) s.start = {{"TF/lake", {0, 0}, 0}};
        return s;
    }
    void place(int x, int y, int rotation) { act(place_action({x, y}, rotation)); }
    void deploy(int x, int y, int local) {
        act(deploy_action(rules.figure("follower"), {x, y}, local));
    }
    void pass() { act(pass_action()); }
    int root(Pos p, int local) const {
        return state->features.find(node_at(*state, tile(p), local));
    }
    const FeatureNode& set(Pos p, int local) const { return state->features.node(root(p, local)); }
    int attribute(Pos p, int local, std::string_view id) const {
        return state->features.attribute(root(p, local), rules.attribute(id));
    }
};

constexpr Pos kLake{0, 0};

}  // namespace

TEST_CASE("a link makes two road ends one road, and an unlink splits it back into its parts",
          "[feature-links]") {
    // Anna's follower on a straight road east of the lake, Ben's on one north of it: two roads of
    // two tiles, each open at its far end. The north end of the lake has a toll (added up), the
    // east end a lantern (the largest kept).
    LakeGame g({"BA/RFr", "BA/RFr", "BA/L"});
    g.place(1, 0, 0);
    g.deploy(1, 0, 0);
    g.place(0, -1, 1);
    g.deploy(0, -1, 0);
    const FeatureNode north = g.set(kLake, kNorth), east = g.set(kLake, kEast);
    CHECK(north.size == 2);
    CHECK(north.open_edges == 1);
    CHECK(north.followers == 1);
    CHECK(g.attribute(kLake, kNorth, "toll") == 1);
    CHECK(g.attribute(kLake, kNorth, "lantern") == 0);
    CHECK(east.size == 2);
    CHECK(g.attribute(kLake, kEast, "lantern") == 2);
    CHECK(g.root(kLake, kNorth) != g.root(kLake, kEast));

    // Linked: one road of four nodes on three tiles, open at both far ends, both followers on it.
    const std::string unlinked_digest = state_digest(*g.state);
    g.change([&](GameState& s) {
        CHECK(link_features(g.rules, s, 0, kNorth, kEast, nullptr));
        CHECK(s.touched == std::vector<int16_t>{static_cast<int16_t>(node_at(s, 0, kNorth))});
    });
    CHECK(features_linked(*g.state, 0, kEast, kNorth));
    CHECK(g.state->links == std::vector<FeatureLink>{{0, kNorth, kEast}});
    CHECK(state_digest(*g.state) != unlinked_digest);  // the link is part of the state
    CHECK(g.root(kLake, kNorth) == g.root(kLake, kEast));
    const FeatureNode joined = g.set(kLake, kNorth);
    CHECK(joined.size == 4);
    CHECK(joined.open_edges == 2);  // a link meets no side
    CHECK(joined.followers == 2);
    CHECK(g.attribute(kLake, kNorth, "toll") == 1);
    CHECK(g.attribute(kLake, kNorth, "lantern") == 2);
    CHECK(g.root({1, 0}, 0) == g.root({0, -1}, 0));

    // Refused, and nothing changes: linked already, one feature twice, past the tile's features,
    // a road end and a field, a link that is not there.
    g.change([&](GameState& s) {
        CHECK_FALSE(link_features(g.rules, s, 0, kEast, kNorth, nullptr));
        CHECK_FALSE(link_features(g.rules, s, 0, kSouth, kSouth, nullptr));
        CHECK_FALSE(link_features(g.rules, s, 0, kSouth, 8, nullptr));
        CHECK_FALSE(link_features(g.rules, s, 0, kSouth, 4, nullptr));
        CHECK_FALSE(unlink_features(g.rules, s, 0, kSouth, kWest));
        CHECK(s.links.size() == 1);
    });

    // Unlinked: the two roads again, each with its own follower, toll and lantern (the north road
    // loses the lantern it had only through the east end: a union-find could not undo a maximum).
    g.change([&](GameState& s) {
        s.touched.clear();
        CHECK(unlink_features(g.rules, s, 0, kEast, kNorth));
        CHECK(s.links.empty());
        CHECK(s.touched.size() == 2);
    });
    CHECK_FALSE(features_linked(*g.state, 0, kNorth, kEast));
    CHECK(g.root(kLake, kNorth) != g.root(kLake, kEast));
    for (int end : {kNorth, kEast}) {
        CAPTURE(end);
        const FeatureNode part = g.set(kLake, end);
        CHECK(part.size == 2);
        CHECK(part.open_edges == 1);
        CHECK(part.followers == 1);
        CHECK(g.attribute(kLake, end, "toll") == (end == kNorth ? 1 : 0));
        CHECK(g.attribute(kLake, end, "lantern") == (end == kEast ? 2 : 0));
    }
    CHECK(g.root({1, 0}, 0) == g.root(kLake, kEast));
    CHECK(g.root({0, -1}, 0) == g.root(kLake, kNorth));
    CHECK(g.set(kLake, kSouth).size == 1);
    CHECK(g.set(kLake, kWest).size == 1);
}

TEST_CASE("links and unlinks over and over keep the graph equal to the rebuilt one",
          "[feature-links]") {
    // The road ends of the lake linked and unlinked in every pair, alone and overlapping: a set
    // joined by several links stays one when one of them goes.
    LakeGame g({"BA/RFr", "BA/RFr", "BA/Rr", "BA/L"});
    g.place(1, 0, 0);
    g.deploy(1, 0, 0);
    g.place(0, -1, 1);
    g.deploy(0, -1, 0);
    g.place(-1, 0, 3);  // BA/Rr: a curve from the west end of the lake turning south
    const int ends[] = {kNorth, kEast, kSouth, kWest};
    auto link = [&](int a, int b) {
        g.change([&](GameState& s) { REQUIRE(link_features(g.rules, s, 0, a, b, nullptr)); });
    };
    auto unlink = [&](int a, int b) {
        g.change([&](GameState& s) { REQUIRE(unlink_features(g.rules, s, 0, a, b)); });
    };
    for (int round = 0; round < 3; ++round)
        for (int a : ends)
            for (int b : ends) {
                if (a >= b) continue;
                CAPTURE(round, a, b);
                if (round == 0) {  // each pair alone: linked, then apart again
                    link(a, b);
                    CHECK(g.root(kLake, a) == g.root(kLake, b));
                    unlink(a, b);
                    CHECK(g.root(kLake, a) != g.root(kLake, b));
                } else if (round == 1) {  // every pair linked, and left so
                    link(a, b);
                    CHECK(g.root(kLake, a) == g.root(kLake, b));
                } else {  // each pair unlinked while the other five links hold them together, then
                          // again
                    unlink(a, b);
                    CHECK(g.root(kLake, a) == g.root(kLake, b));
                    link(a, b);
                }
            }
    CHECK(g.state->links.size() == 6);
    const FeatureNode all = g.set(kLake, kNorth);
    CHECK(all.size == 7);  // four ends and three roads
    CHECK(all.followers == 2);
    CHECK(all.open_edges ==
          4);  // the far ends of the three roads (the curve's is its south) and the bare south end
    g.change([&](GameState& s) {
        for (int a : ends)
            for (int b : ends)
                if (a < b && !(a == kNorth && b == kEast))
                    REQUIRE(unlink_features(g.rules, s, 0, a, b));
    });
    CHECK(g.root(kLake, kNorth) == g.root(kLake, kEast));
    CHECK(g.set(kLake, kNorth).size == 4);
    CHECK(g.set(kLake, kNorth).followers == 2);
    CHECK(g.set(kLake, kWest).size == 2);
    CHECK(g.set(kLake, kSouth).size == 1);
}

TEST_CASE("two roads completed by one tile and linked in that turn score as one road",
          "[feature-links]") {
    // Anna's monastery road ends north of the lake: a road of two tiles, completed, nobody on it.
    // Ben's monastery road ends east of it, with his follower. Linked before the turn's end, the
    // two are one road of three tiles: Ben scores 3; not linked, his road of two tiles scores 2.
    for (const bool link : {false, true}) {
        CAPTURE(link);
        LakeGame g({"BA/LR", "BA/LR", "BA/L"});
        g.place(0, -1, 0);
        g.pass();
        g.place(1, 0, 1);
        if (link)
            g.change([&](GameState& s) {
                REQUIRE(link_features(g.rules, s, 0, kNorth, kEast, nullptr));
            });
        g.deploy(1, 0, 1);
        const auto scores = g.scores();
        REQUIRE(scores.size() == 1);
        CHECK(scores[0].kind == FeatureKind::Road);
        CHECK(scores[0].complete);
        CHECK(scores[0].tiles.size() == (link ? 3u : 2u));
        CHECK(g.state->players[1].score == (link ? 3 : 2));
        CHECK(g.set(kLake, kEast).followers == 0);  // Ben's follower went home
        CHECK(g.state->touched.empty());
    }
}

TEST_CASE(
    "an unlink leaves each follower on its own part, and the part it closes scores in that turn",
    "[feature-links]") {
    // Anna's follower on the road east of the lake, Ben's north of it; linked, Anna closes the
    // north road's far end with a monastery: one road, still open to the east. Ben then places a
    // tile away from the road and the ferry is moved off: the north road is complete (its lake end
    // ends it) and scores 3 for Ben in that turn; Anna's follower stays on the open east road.
    LakeGame g({"BA/RFr", "BA/RFr", "BA/LR", "BA/L", "BA/L"});
    g.place(1, 0, 0);
    g.deploy(1, 0, 0);
    g.place(0, -1, 1);
    g.deploy(0, -1, 0);
    g.change([&](GameState& s) { REQUIRE(link_features(g.rules, s, 0, kNorth, kEast, nullptr)); });
    g.place(0, -2, 0);
    g.pass();
    CHECK(g.scores().empty());
    CHECK(g.set(kLake, kNorth).open_edges == 1);
    CHECK(g.set(kLake, kNorth).followers == 2);

    g.place(-1, -1, 0);  // BA/L, beside no road
    g.change([&](GameState& s) { REQUIRE(unlink_features(g.rules, s, 0, kNorth, kEast)); });
    const FeatureNode north = g.set(kLake, kNorth), east = g.set(kLake, kEast);
    CHECK(north.size == 3);
    CHECK(north.open_edges == 0);
    CHECK(north.followers == 1);
    CHECK(east.size == 2);
    CHECK(east.open_edges == 1);
    CHECK(east.followers == 1);
    g.pass();
    const auto scores = g.scores();
    REQUIRE(scores.size() == 1);
    CHECK(scores[0].tiles.size() == 3);
    CHECK(scores[0].base_points() == 3);
    CHECK(g.state->players[1].score == 3);
    CHECK(g.state->players[0].score == 0);
    CHECK(g.set(kLake, kNorth).followers == 0);
    CHECK(g.set(kLake, kEast).followers == 1);  // Anna's follower still stands
}

TEST_CASE("the builder hears of a road a link extended", "[feature-links]") {
    // Anna's follower and builder on the road east of the lake; Ben's road north of it. Anna's next
    // tile is away from the road: when a link joins her road with Ben's she places a second tile.
    for (const bool link : {false, true}) {
        CAPTURE(link);
        LakeGame g({"BA/RFr", "BA/RFr", "BA/L", "BA/L", "BA/L"}, true, {"traders-builders"});
        g.place(1, 0, 0);
        g.deploy(1, 0, 0);
        g.change([&](GameState& s) {
            add_figure(g.rules, s, 0, g.rules.figure("builder"), FigureWhere::OnFeature,
                       g.tile({1, 0}), 0, -1);
        });
        g.place(0, -1, 1);
        g.pass();
        g.place(-1, -1, 0);
        if (link)
            g.change([&](GameState& s) {
                REQUIRE(link_features(g.rules, s, 0, kNorth, kEast, nullptr));
            });
        g.pass();
        CHECK(g.state->current_player == (link ? 0 : 1));
        CHECK(g.state->part == (link ? 1 : 0));
    }
}

TEST_CASE(
    "a module's ferry links a lake's road ends, is moved by an action, and its game replays from "
    "the save",
    "[feature-links]") {
    // The lake east of the start tile continues its road west: placed, its ferry links its north
    // and south ends. Moved to its west and east ends, the start tile's road runs across the lake
    // into Ben's road beyond it.
    LakeGame g({"TF/lake", "BA/RFr", "BA/L"}, false);
    g.place(1, 0, 0);
    const int lake = g.tile({1, 0});
    CHECK(features_linked(*g.state, lake, kNorth, kSouth));
    CHECK(g.state->features.find(node_at(*g.state, lake, kNorth)) ==
          g.state->features.find(node_at(*g.state, lake, kSouth)));
    std::vector<Action> moves;
    for (const Action& a : legal_actions(g.rules, *g.state))
        if (a.def == &kMoveFerry) moves.push_back(a);
    CHECK(moves.size() == 5);  // every pair of the four ends but the linked one
    const auto west_east =
        std::find_if(moves.begin(), moves.end(), [](const Action& a) { return a.value == 0b1010; });
    REQUIRE(west_east != moves.end());
    const ActionRecord r = record_action(g.rules, *g.state, *west_east);
    auto back = resolve_action(g.rules, *g.state, r);
    REQUIRE(back);
    CHECK(*back == *west_east);
    g.act(*west_east);
    CHECK(g.state->links == std::vector<FeatureLink>{{static_cast<int16_t>(lake), kEast, kWest}});
    CHECK(g.root({1, 0}, kNorth) != g.root({1, 0}, kSouth));
    CHECK(g.root({1, 0}, kWest) == g.root({0, 0}, 0));
    CHECK(g.root({1, 0}, kEast) == g.root({0, 0}, 0));
    g.place(2, 0, 0);
    CHECK(g.root({2, 0}, 0) == g.root({0, 0}, 0));
    CHECK(g.set({0, 0}, 0).size == 4);  // the start tile's road, two lake ends, Ben's road
    g.deploy(2, 0, 0);
    g.place(0, 1, 0);
    g.pass();
    REQUIRE(g.state->over());
    g.require_save_replays();
}

TEST_CASE(
    "random games with ferries moved at random keep the graph equal to the rebuilt one and replay",
    "[feature-links]") {
    // Shuffled games of the base game, the Abbot, Traders & Builders and the test lakes, every
    // action chosen at random among the legal ones (a ferry moved often: any lake's, at every
    // figure step). RecordedGame::act compares the graph with rebuild_all after every action; the
    // record of each game replays to its digest.
    int lakes = 0, moves = 0, splits = 0;
    for (uint64_t seed = 1; seed <= 6; ++seed) {
        LakeGame g({}, false, {"abbot", "traders-builders"}, seed);
        Rng choice{seed * 977};
        ActionList scratch;
        while (!g.state->over()) {
            const ActionList listed = legal_actions(g.rules, *g.state);
            const ActionList& legal =
                concrete_actions(g.rules, *g.state, listed, scratch, Expand::Sample);
            REQUIRE_FALSE(legal.empty());
            const Action a = legal[choice.below(static_cast<uint32_t>(legal.size()))];
            std::vector<FeatureLink> before;
            if (a.def == &kMoveFerry) before = g.state->links;
            g.act(a);
            if (a.def != &kMoveFerry) continue;
            ++moves;
            for (const FeatureLink& l : before)  // the link the move undid: its ends apart again?
                if (!features_linked(*g.state, l.tile, l.a, l.b))
                    splits += g.state->features.find(node_at(*g.state, l.tile, l.a)) !=
                              g.state->features.find(node_at(*g.state, l.tile, l.b));
        }
        for (int t = 0; t < static_cast<int>(g.state->board.tiles().size()); ++t)
            lakes += is_lake(g.rules, *g.state, t);
        g.require_save_replays();
    }
    CHECK(lakes > 12);
    CHECK(moves > 30);
    CHECK(splits > 20);
}
