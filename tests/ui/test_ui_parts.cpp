// The client's parts that need no window: the game session (undo boundary, legal squares and
// rotations, figure choices, score history), player colours and their letters, the rules text
// reader, chart ticks, settings files, and the colouring of figure art.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <set>

#include "board/figure_art.hpp"
#include "carc/engine.hpp"
#include "data/save.hpp"
#include "expansions/expansion_view.hpp"
#include "shell/game_session.hpp"
#include "shell/markdown.hpp"
#include "shell/modes.hpp"
#include "shell/settings.hpp"
#include "shell/theme.hpp"
#include "ui_harness.hpp"
#include "widgets/element_points.hpp"
#include "widgets/score_chart.hpp"
#include "../scenario_files.hpp"

using namespace carc;
using namespace carc::app;

namespace {

const Catalog& parts_catalog() { return test::shipped_catalog(); }

GameSession new_session(std::vector<std::string> expansions = {"base"}, uint64_t seed = 3) {
    Setup s;
    s.expansions = std::move(expansions);
    s.players = default_players(3);
    s.seed = seed;
    auto rules = load_ruleset(s, parts_catalog());
    if (!rules) FAIL(rules.error());
    return GameSession(parts_catalog(), std::move(*rules));
}

}  // namespace

TEST_CASE("session legal squares and rotations come from the engine's legal actions", "[session]") {
    GameSession g = new_session();
    size_t placements = 0;
    for (const Action& a : g.legal()) placements += is_place(a);
    size_t counted = 0;
    for (Pos p : g.legal_cells()) {
        const auto rots = g.legal_rotations(p);
        CHECK_FALSE(rots.empty());
        counted += rots.size();
    }
    CHECK(counted == placements);
    CHECK(g.legal_rotations({40, 40}).empty());
}

TEST_CASE("session undo reaches back to the last confirmed turn only", "[session]") {
    GameSession g = new_session();
    CHECK_FALSE(g.can_undo());
    const Pos p = g.legal_cells().front();
    REQUIRE_FALSE(g.act(place_action(p, g.legal_rotations(p).front())));
    CHECK(g.record().actions.size() == 1);
    CHECK(g.can_undo());
    CHECK(g.undo_player() == 0);
    REQUIRE(g.undo());
    CHECK(g.actions() == 0);
    CHECK(g.record().actions.empty());
    // Anna's full turn, then Bernd's tile: Anna's turn is confirmed.
    play_random_turns(g, 5, 1);
    const int after_anna = g.actions();
    REQUIRE(g.state().current_player == 1);
    CHECK(g.can_undo());
    const Pos q = g.legal_cells().front();
    REQUIRE_FALSE(g.act(place_action(q, g.legal_rotations(q).front())));
    while (g.undo()) {
    }
    CHECK(g.actions() == after_anna);
    // An illegal action is refused with the engine's reason and changes nothing.
    const auto why = g.act(place_action({50, 50}, 0));
    REQUIRE(why);
    CHECK_FALSE(why->empty());
    CHECK(g.actions() == after_anna);
}

TEST_CASE("session figure choices name their role and offer the abbot's take-back", "[session]") {
    GameSession g = new_session({"base", "abbot"}, 11);
    play_random_turns(g, 11, 30);
    bool saw_deploy = false;
    for (int i = 0; i < 200 && !g.over(); ++i) {
        if (g.state().phase == Phase::PlaceFigure) {
            for (const FigureOption& o : g.figure_options()) {
                CHECK_FALSE(o.role.empty());
                CHECK(std::find(g.legal().begin(), g.legal().end(), o.action) != g.legal().end());
                saw_deploy = saw_deploy || !o.is_return;
            }
            CHECK(g.can_pass());
        }
        g.act(g.legal().front());
    }
    CHECK(saw_deploy);
}

TEST_CASE("session score history ends with the final count", "[session]") {
    GameSession g = new_session({"base"}, 21);
    play_random_turns(g, 21, -1);
    REQUIRE(g.over());
    const auto history = g.score_history();
    REQUIRE(history.size() >= 3);
    for (size_t p = 0; p < 3; ++p) {
        CHECK(history.front()[p] == 0);
        CHECK(history.back()[p] == g.state().players[p].score);
        for (size_t i = 1; i < history.size(); ++i) CHECK(history[i][p] >= history[i - 1][p]);
    }
    // One point per turn played (one tile each), plus the start and the final count.
    int turns = 0;
    for (const Events& evs : g.events())
        for (const Event& e : evs)
            if (const auto* t = std::get_if<TilePlaced>(&e)) turns += t->player >= 0;
    CHECK(static_cast<int>(history.size()) == turns + 2);
}

TEST_CASE("player colours are distinct and each has its own letter", "[theme]") {
    std::set<char> letters;
    std::set<std::string> ids;
    for (const PlayerColor& c : player_colors()) {
        letters.insert(c.letter);
        ids.insert(c.id);
        CHECK(c.fill != c.outline);
    }
    CHECK(letters.size() == player_colors().size());
    CHECK(ids.size() == player_colors().size());
    CHECK(player_colors().size() >= 5);
    CHECK(player_color("nonsense").letter == 'N');
}

TEST_CASE("figure art swaps the colour keys for the player's colours", "[theme]") {
    test::Harness h(false);
    REQUIRE(h.app->ok());
    const PlayerColor red = player_color("red");
    for (const char* pose : {"meeple", "meeple-farmer", "abbot", "builder", "pig"}) {
        INFO(pose);
        const std::string svg = h.app->figures().coloured_svg(pose, &red);
        CHECK(svg.find("#f4f4f4") == std::string::npos);
        CHECK(svg.find(hex_string(red.fill)) != std::string::npos);
        CHECK(svg.find("<text") == std::string::npos);
        CHECK(h.app->figures().get(pose, &red, 40) != nullptr);
    }
}

TEST_CASE("every figure of every expansion is drawn from its own art", "[theme]") {
    test::Harness h(false);
    REQUIRE(h.app->ok());
    FigureArt& art = h.app->figures();
    const PlayerColor red = player_color("red");
    int neutral = 0;
    for (const ExpansionDef& e : test::shipped_catalog().expansions)
        for (const FigureDef& def : e.figures) {
            INFO(e.id << " " << def.id << " art " << def.art);
            REQUIRE_FALSE(def.art.empty());
            CHECK(art.has(def.art));  // assets/figures/<art>.svg
            CHECK(art.pose(def) == def.art);
            // Followers lie down in fields where their drawing has a lying pose.
            if (def.follower && art.has(def.art + "-farmer"))
                CHECK(art.pose(def, FeatureKind::Field) == def.art + "-farmer");
            else
                CHECK(art.pose(def, FeatureKind::Field) == def.art);
            CHECK(art.pose(def, FeatureKind::City) == def.art);
            // A neutral figure keeps its own colours and carries no letter; a player's figure
            // takes the player's colours.
            const std::string own = art.coloured_svg(def.art, nullptr);
            const std::string tinted = art.coloured_svg(def.art, &red);
            if (def.neutral) {
                ++neutral;
                CHECK(own == tinted);
                CHECK_FALSE(parse_figure_drawing(own).letter);
            } else {
                CHECK(own != tinted);
                CHECK(parse_figure_drawing(own).letter);
            }
            CHECK(art.get(def.art, def.neutral ? nullptr : &red, 48) != nullptr);
        }
    // The large meeple stands taller than a follower, the pig smaller, by strength and by art.
    FigureDef follower, large, pig;
    follower.art = large.art = "meeple";
    large.strength = 2;
    pig.art = "pig";
    pig.strength = 0;
    CHECK(art.scale(large, "meeple") == Approx(1.3f * art.scale(follower, "meeple")));
    CHECK(art.scale(pig, "pig") < art.scale(follower, "meeple"));
    // A drawing nobody made falls back to a follower rather than nothing.
    FigureDef unknown;
    unknown.art = "no-such-figure";
    CHECK(art.pose(unknown) == "meeple");
    // The dragon and the fairy (P&D), the Count (the City of Carcassonne), the mage and the witch,
    // the big top (Under the Big Top).
    int expected_neutral = 0;
    if (test::shipped_catalog().find_expansion("princess-dragon")) expected_neutral += 2;
    if (test::shipped_catalog().find_expansion("count")) expected_neutral += 1;
    if (test::shipped_catalog().find_expansion("mage-witch")) expected_neutral += 2;
    if (test::shipped_catalog().find_expansion("big-top")) expected_neutral += 1;
    CHECK(neutral == expected_neutral);
}

TEST_CASE("figure drawings say where the letter goes, how large they stand and if they lie",
          "[theme]") {
    const FigureDrawing plain =
        parse_figure_drawing("<svg xmlns=\"x\" width=\"100\"><path/></svg>");
    CHECK(plain.scale == 1.0f);
    CHECK(plain.shadow);
    CHECK_FALSE(plain.letter);
    const FigureDrawing d = parse_figure_drawing(
        "<svg width=\"100\" data-letter=\"0.5 0.6 0.3\" data-scale=\"1.5\" data-shadow=\"none\">"
        "<path data-scale=\"9\"/></svg>");
    CHECK(d.scale == 1.5f);
    CHECK_FALSE(d.shadow);
    REQUIRE(d.letter);
    CHECK(d.letter->x == 0.5f);
    CHECK(d.letter->y == Approx(0.6f));
    CHECK(d.letter->size == Approx(0.3f));
}

TEST_CASE("rules text reader knows headings and bullets and paragraphs", "[markdown]") {
    const auto blocks = parse_markdown(
        "# Title\n\nFirst line\ncontinues **here**.\n\n## Part\n- one\n- two\n  wraps\n");
    REQUIRE(blocks.size() == 5);
    CHECK(blocks[0].kind == TextBlock::Kind::Heading);
    CHECK(blocks[1].text == "First line continues here.");
    CHECK(blocks[2].kind == TextBlock::Kind::Subheading);
    CHECK(blocks[3].text == "one");
    CHECK(blocks[4].text == "two wraps");
}

TEST_CASE("chart ticks are round numbers", "[chart]") {
    CHECK(nice_step(100, 5) == 20);
    CHECK(nice_step(37, 5) == 10);
    CHECK(nice_step(8, 8) == 1);
    CHECK(nice_step(72, 8) == 10);
    CHECK(nice_step(0, 5) == 1);
}

TEST_CASE("settings survive a round trip and a damaged file gives defaults", "[settings]") {
    const std::string dir = test::temp_dir("settings");
    const std::string path = dir + "/settings.json";
    Settings s;
    s.ui_scale_percent = 125;
    s.animations = false;
    s.players = {{"Anna", "red"}, {"Zoë", "green"}};
    s.expansions = {"base", "river"};
    s.options["base"]["farmers"] = "false";
    REQUIRE(write_settings(path, s));
    const Settings r = read_settings(path);
    CHECK(r.ui_scale_percent == 125);
    CHECK_FALSE(r.animations);
    REQUIRE(r.players.size() == 2);
    CHECK(r.players[1].name == "Zoë");
    CHECK(r.options.at("base").at("farmers") == "false");
    std::ofstream(path) << "{\"ui_scale_percent\": \"big\", \"animations\": tru";
    const Settings d = read_settings(path);
    CHECK(d.ui_scale_percent == 0);
    CHECK(d.animations);
    // A table remembered before the expansion ids took their hyphens comes back under the new ids.
    std::ofstream(path) << R"({"expansions": ["base", "inns_cathedrals"],
                               "options": {"traders_builders": {"pig": "false"}}})";
    const Settings early = read_settings(path);
    CHECK(early.expansions == std::vector<std::string>{"base", "inns-cathedrals"});
    CHECK(early.options.at("traders-builders").at("pig") == "false");
    std::filesystem::remove_all(dir);
}

TEST_CASE("the end table's expansion line adds up inn roads, cathedral cities and the pig",
          "[end]") {
    // The scenario games state these points by hand; the line must show the same.
    struct Points {
        int inn_roads, cathedral_cities, pig;
    };
    struct Case {
        const char* file;
        Points anna;
    };
    const Case cases[] = {
        {"inn-road-completed", {8, 0, 0}},
        {"inn-road-unfinished", {0, 0, 0}},
        {"cathedral-city-completed", {0, 21, 0}},
        {"pig-with-majority", {0, 0, 1}},
        {"pig-without-majority", {0, 0, 0}},
    };
    for (const Case& c : cases) {
        INFO(c.file);
        auto save = read_save(carc::test_support::scenario_file(std::string(CARC_TEST_SOURCE_DIR), CARC_TEST_DATA_DIR, c.file));
        REQUIRE(save);
        auto replay = replay_game(parts_catalog(), save->game);
        REQUIRE(replay);
        std::vector<const ScoreEvent*> events;
        for (const Events& evs : replay->events)
            for (const Event& e : evs)
                if (const auto* s = std::get_if<ScoreEvent>(&e)) events.push_back(s);
        const std::vector<ScoreElement> elements = gather_score_elements(replay->rules);
        const auto points = element_points(elements, replay->rules.player_count(), events);
        // Anna's points of the element tagged `tag`, 0 when the game has no such element.
        const auto anna = [&](std::string_view tag) {
            for (size_t k = 0; k < elements.size(); ++k)
                if (elements[k].tag == tag) return points[0].points[k];
            return 0;
        };
        CHECK(anna("inn") == c.anna.inn_roads);
        CHECK(anna("cathedral") == c.anna.cathedral_cities);
        CHECK(anna("pig") == c.anna.pig);
        CHECK_FALSE(points[1].any());
    }
}
