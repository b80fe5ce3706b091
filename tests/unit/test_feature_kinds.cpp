// Changing placed tiles II (carc/feature_changes.hpp): what the engine reads of a placed tile's
// features goes through the state, so that a feature added to the tile just placed takes a
// follower in the same turn, is named in records and saves and read back from them; and a
// feature's kind may change (change_kind: a city made a castle), which later joins keep and
// legality, scoring, explanations and the digest read. A test-only module, "test-changes", does
// what the expansions will: it lays a road west to east across the field of every monastery tile
// placed with field edges there (as a bridge), and offers to make a completed city of the tile
// just placed a castle (a kind its expansion declares, never completed nor scored).
#include <catch2/catch.hpp>

#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>

#include "carc/engine.hpp"
#include "carc/feature_changes.hpp"
#include "carc/module.hpp"
#include "carc/record.hpp"
#include "game_builder.hpp"
#include "recorded_game.hpp"

using namespace carc;
namespace fs = std::filesystem;

namespace {

constexpr SideMask kBridgeAxis = side_bit(Side::W) | side_bit(Side::E);

FeatureKind castle_kind(const Ruleset& rules) { return *rules.catalog->kind("castle"); }

class MakeCastleDef final : public FieldsActionDef {
public:
    std::string_view id() const override { return "test_castle"; }
    void apply(const Ruleset& rules, GameState& state, const Action& a, Events*) const override {
        const int tile = state.board.tile_index(a.pos);
        change_kind(rules, state, node_at(state, tile, a.feature), castle_kind(rules));
    }
    Message describe(const Ruleset&, const GameState&, const Action& a) const override {
        return Message("a castle at {pos}", {{"pos", arg::Square{a.pos}}});
    }
    std::span<const FieldDef> fields() const override { return kFields; }

private:
    static constexpr FieldDef kFields[] = {{"square", FieldKind::Square, Slot::Pos},
                                           {"feature", FieldKind::Feature, Slot::Feature}};
};

const MakeCastleDef kMakeCastle;

class TestChanges final : public Module {
public:
    std::string_view id() const override { return "test-changes"; }
    std::vector<const ActionDef*> action_defs() const override { return {&kMakeCastle}; }
    void on_tile_placed(const Ruleset& rules, GameState& state, int tile, Events* events) const override {
        if (rules.tiles[state.board.tile(tile).type].cloister < 0) return;
        for (Side s : {Side::W, Side::E})
            if (state.board.edge(tile, s) != EdgeKind::Field || side_feature_at(rules, state, tile, s) >= 0) return;
        add_feature(rules, state, tile, FeatureKind::Road, kBridgeAxis, 0, {}, events);
        retype_edges(rules, state, tile, kBridgeAxis, EdgeKind::Road);
    }
    void add_step_actions(const Ruleset& rules, const GameState& state, std::string_view step,
                          ActionList& out) const override {
        if (step != steps::action || state.placed_tile < 0) return;
        const int count = feature_count_at(rules, state, state.placed_tile);
        for (int l = 0; l < count; ++l) {
            const int root = state.features.find(node_at(state, state.placed_tile, l));
            if (state.features.node(root).kind != FeatureKind::City || state.features.node(root).open_edges != 0) continue;
            Action a;
            a.def = &kMakeCastle;
            a.pos = state.board.tile(state.placed_tile).pos;
            a.feature = static_cast<int16_t>(l);
            out.push_back(a);
        }
    }
};

const TestChanges kTestChanges;

const Module* with_test_changes(std::string_view id) {
    return id == "test-changes" ? &kTestChanges : find_module(id);
}

// The shipped base game (and the Abbot, whose gardens the base tiles show) and the test
// expansion with its castle.
const Catalog& test_catalog() {
    static const Catalog c = [] {
        const fs::path dir = fs::temp_directory_path() / ("carc-test-kinds-" + std::to_string(getpid()));
        fs::create_directories(dir / "expansions");
        for (const char* file : {"base.json", "abbot.json"})
            fs::copy_file(fs::path(CARC_TEST_DATA_DIR) / "expansions" / file, dir / "expansions" / file,
                          fs::copy_options::overwrite_existing);
        std::ofstream(dir / "expansions" / "test-changes.json")
            << R"({"format": "carcassonne-expansion", "version": 1, "id": "test-changes", "name": "Test changes",
  "summary": "A test expansion: roads across fields, castles.", "requires": ["base"],
  "feature_kinds": [{"id": "castle", "name": "castle", "completes": "never"}], "tiles": [], "sets": []})";
        auto r = load_catalog(dir.string());
        fs::remove_all(dir);
        if (!r) FAIL(r.error());
        for (ExpansionDef& e : r->expansions)
            if (e.id == "test-changes") e.modules.push_back("test-changes");
        return std::move(r.value());
    }();
    return c;
}

Setup test_setup(std::vector<std::string> draw) {
    Setup s;
    s.expansions = {"base", "test-changes"};
    s.players = {{"Anna", ""}, {"Ben", ""}};
    s.draw_order = std::move(draw);
    return s;
}

// A game of the test expansion, recorded as a save holds it.
struct Game : test::RecordedGame {
    explicit Game(std::vector<std::string> draw)
        : RecordedGame(test_catalog(), &with_test_changes, test_setup(std::move(draw))) {}
    std::vector<Action> deploys() const {
        std::vector<Action> out;
        for (const Action& a : legal_actions(rules, *state))
            if (is_deploy(a)) out.push_back(a);
        return out;
    }
    std::string why(const Action& a) const {
        auto m = why_illegal(rules, *state, a);
        return m ? format(rules, *m) : std::string();
    }
};

Action deploy_follower(const Ruleset& rules, Pos pos, int local) { return deploy_action(rules.figure("follower"), pos, local); }

}  // namespace

TEST_CASE("a follower goes on a feature added to the tile just placed, and its record replays", "[feature-kinds]") {
    // BA/L (a monastery in one field) south of the start tile: the module lays a road across it,
    // west to east, as feature 2 of the tile.
    Game g({"BA/L", "BA/LR"});
    g.act(place_action({0, 1}, 0));
    const int t = g.tile({0, 1});
    REQUIRE(feature_count_at(g.rules, *g.state, t) == 3);
    CHECK(kind_at(*g.state, t, 2) == FeatureKind::Road);
    CHECK(sides_at(g.rules, *g.state, t, 2) == kBridgeAxis);
    CHECK(halves_at(g.rules, *g.state, t, 2) == 0);
    CHECK(halves_at(g.rules, *g.state, t, 1) == 0xFF);  // the field still holds every half-edge
    CHECK(location_name(g.rules, *g.state, t, 2) == "WE");
    CHECK(find_feature(g.rules, *g.state, {0, 1}, FeatureKind::Road, "WE") == 2);
    CHECK(find_feature(g.rules, *g.state, {0, 1}, FeatureKind::Road, "NS") == -1);

    // The deploys list the added road beside the tile's own features.
    const Action on_road = deploy_follower(g.rules, {0, 1}, 2);
    const auto deploys = g.deploys();
    CHECK(std::count(deploys.begin(), deploys.end(), on_road) == 1);
    CHECK(std::count(deploys.begin(), deploys.end(), deploy_follower(g.rules, {0, 1}, 0)) == 1);  // the monastery
    CHECK(g.why(on_road).empty());
    CHECK_THAT(describe(g.rules, *g.state, on_road), Catch::Contains("thief on the road WE"));
    const ActionRecord r = record_action(g.rules, *g.state, on_road);
    CHECK(r.feature == "road");
    CHECK(r.location == "WE");
    auto back = resolve_action(g.rules, *g.state, r);
    REQUIRE(back);
    CHECK(*back == on_road);
    // Past the features the tile has now: refused with the usual words.
    CHECK_THAT(g.why(deploy_follower(g.rules, {0, 1}, 3)), Catch::Contains("has no such feature"));

    g.act(on_road);
    const Figure f = g.state->figures.back();
    CHECK(f.local == 2);
    CHECK(f.node == node_at(*g.state, t, 2));
    CHECK(format(g.rules, explain_figure(g.rules, *g.state, f)) == "Anna's follower on the road WE at (0, 1)");
    CHECK(g.state->features.node(g.state->features.find(f.node)).followers == 1);

    // Ben's BA/LR west of it, its road turned east, continues the road (the edges were retyped:
    // a field there would not fit): one road of two tiles.
    CHECK_THAT(g.why(place_action({-1, 1}, 0)), Catch::Contains("road"));
    g.act(place_action({-1, 1}, 3));
    CHECK(g.state->features.find(node_at(*g.state, g.tile({-1, 1}), 1)) == g.state->features.find(f.node));
    CHECK(g.state->features.node(g.state->features.find(f.node)).size == 2);
    // The added road of the earlier tile is a feature of it like the others: a deploy there is
    // refused because the road has Anna's thief, not for want of the feature.
    CHECK_THAT(g.why(deploy_follower(g.rules, {0, 1}, 2)), Catch::Contains("already occupied"));
    g.act(pass_action());
    REQUIRE(g.state->over());
    g.require_save_replays();
}

TEST_CASE("a completed city made a castle is not scored, and its knight stays", "[feature-kinds]") {
    // The start tile's city (north) goes on through BA/CFc.1 turned north-south, where Anna puts
    // a knight; Ben closes it with BA/C turned south: a city of three tiles. Made a castle, it is
    // not scored (the knight stays, Anna has 0); left a city, Anna scores 6.
    for (const bool castle : {false, true}) {
        CAPTURE(castle);
        Game g({"BA/CFc.1", "BA/C"});
        g.act(place_action({0, -1}, 1));
        g.act(deploy_follower(g.rules, {0, -1}, 0));
        g.act(place_action({0, -2}, 2));
        const int cap = g.tile({0, -2});
        std::vector<Action> offers;
        for (const Action& a : legal_actions(g.rules, *g.state))
            if (a.def == &kMakeCastle) offers.push_back(a);
        REQUIRE(offers.size() == 1);
        CHECK(offers[0].feature == 0);
        const std::string before = state_digest(*g.state);
        g.act(castle ? offers[0] : pass_action());
        const GameState& s = *g.state;
        const int knight_node = node_at(s, g.tile({0, -1}), 0);
        if (!castle) {
            CHECK(s.players[0].score == 6);
            CHECK(s.features.node(s.features.find(knight_node)).followers == 0);
            CHECK(s.features.kind_changes().empty());
            continue;
        }
        CHECK(state_digest(s) != before);
        const FeatureKind kind = castle_kind(g.rules);
        // Every node of the set is a castle now, the start tile's too.
        for (int tile : {0, g.tile({0, -1}), cap}) {
            const int local = tile == 0 ? 1 : 0;
            CHECK(kind_at(s, tile, local) == kind);
        }
        CHECK(s.features.node(s.features.find(knight_node)).size == 3);
        CHECK(s.features.node(s.features.find(knight_node)).followers == 1);
        CHECK(s.over());
        CHECK(s.players[0].score == 0);
        const Figure* knight = nullptr;
        for (const Figure& f : s.figures)
            if (f.owner == 0 && f.on_feature()) knight = &f;
        REQUIRE(knight);
        CHECK(format(g.rules, explain_figure(g.rules, s, *knight)) == "Anna's follower on the castle NS at (0, -1)");
        // Its record names the castle where the city was: found by its kind now.
        ActionRecord r;
        record_feature(g.rules, s, {0, -1}, 0, r);
        CHECK(r.feature == "castle");
        CHECK(r.location == "NS");
        CHECK(find_feature(g.rules, s, {0, -1}, kind, "NS") == 0);
        CHECK(find_feature(g.rules, s, {0, -1}, FeatureKind::City, "NS") == -1);
        g.require_save_replays();
    }
}

TEST_CASE("a changed kind survives later joins, and legality and scoring read it", "[feature-kinds]") {
    // Anna's thief on the road of BA/Rr east of the start tile: one road of two tiles, open at
    // both ends. Made a castle, it stays one as Ben's BA/Rr west of the start tile joins it: no
    // follower may go there, and at the end it scores nothing (a castle is never completed); left
    // a road, Anna scores its 3 tiles.
    for (const bool changed : {false, true}) {
        CAPTURE(changed);
        Game g({"BA/Rr", "BA/Rr"});
        g.act(place_action({1, 0}, 0));
        g.act(deploy_follower(g.rules, {1, 0}, 0));
        const FeatureKind castle = castle_kind(g.rules);
        const int road = node_at(*g.state, 0, 0);
        if (changed)
            g.change([&](GameState& s) {
                CHECK_FALSE(change_kind(g.rules, s, road, FeatureKind::Road));   // it is one already
                CHECK_FALSE(change_kind(g.rules, s, road, FeatureKind::River));  // not in play
                CHECK(s.features.kind_changes().empty());
                REQUIRE(change_kind(g.rules, s, road, castle));
                CHECK(s.touched == std::vector<int16_t>{static_cast<int16_t>(s.features.find(road))});
            });
        CHECK(feature_graph_problems(g.rules, *g.state).empty());
        g.act(place_action({-1, 0}, 2));
        const GameState& s = *g.state;
        const int west = g.tile({-1, 0});
        REQUIRE(s.features.find(node_at(s, west, 0)) == s.features.find(road));
        CHECK(s.features.node(s.features.find(road)).size == 3);
        CHECK(kind_at(s, west, 0) == (changed ? castle : FeatureKind::Road));
        if (changed) {
            const Action thief = deploy_follower(g.rules, {-1, 0}, 0);
            CHECK_THAT(g.why(thief), Catch::Contains("castle"));
            for (const Action& a : legal_actions(g.rules, s)) CHECK_FALSE((is_deploy(a) && a.feature == 0));
        }
        g.act(pass_action());
        REQUIRE(g.state->over());
        CHECK(g.state->players[0].score == (changed ? 0 : 3));
    }
}

TEST_CASE("sets of changed kinds joining take the latest change, as the rebuilt graph does", "[feature-kinds]") {
    // Two roads made castle and city (in that order) are joined by a tile between them: the set is
    // a city; made a castle again, it is a castle.
    FeatureGraph g;
    g.set_attribute_count(0);
    const std::vector<AttributeDef> none;
    const int a = g.add(0, 0, FeatureKind::Road, 1, {});
    const int b = g.add(1, 0, FeatureKind::Road, 1, {});
    const int c = g.add(2, 0, FeatureKind::Road, 2, {});
    const auto castle = static_cast<FeatureKind>(kBuiltinFeatureKinds);
    g.change_kind(a, castle);
    g.change_kind(b, FeatureKind::City);
    CHECK(g.node(a).kind == castle);
    g.unite(c, a, 2, none);
    CHECK(g.node(c).kind == castle);  // the road joined the castle
    g.unite(c, b, 2, none);
    for (int n : {a, b, c}) CHECK(g.node(n).kind == FeatureKind::City);
    g.change_kind(c, castle);
    for (int n : {a, b, c}) CHECK(g.node(n).kind == castle);
    CHECK(g.kind_changes().size() == 3);
}
