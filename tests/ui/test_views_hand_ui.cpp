// What the game and end screens show of the expansions in the player's hand and beside the
// scoreboard, word for word (issue 32 WP22): A&M's abbey taken instead of the drawn tile (its
// button, the turn button's tooltip, the prompts, the side hint and the card's title, the refusal
// beside a hole), the Tower's ransom beside the scoreboard (the button, its tooltip and the side
// hint), the builder's second tile (the banner's note) and the end table's line of inn roads,
// cathedral cities and the pig. Written against the scenes before these words moved into the
// expansions' views, so that the move is seen to change nothing on screen.
#include <catch2/catch.hpp>

#include "carc/engine.hpp"
#include "data/save.hpp"
#include "scenes/end_scene.hpp"
#include "scenes/game_scene.hpp"
#include "scenes/scenes.hpp"
#include "ui_harness.hpp"

using namespace carc;
using namespace carc::app;
using carc::app::test::Harness;

namespace {

// The first `actions` actions of scenario <name> (tests/scenarios/ or data/demos/), continued on
// the game screen.
GameScene* hand_scenario_start(Harness& h, const std::string& name, size_t actions) {
    auto save = read_save(carc::test_support::scenario_file(std::string(CARC_TEST_SOURCE_DIR), CARC_TEST_DATA_DIR, name));
    if (!save) FAIL(save.error());
    REQUIRE(save->game.actions.size() >= actions);
    return test::continue_game(h, test::scenario_cut(name + ".carc.json", save->game.actions.size() - actions));
}

// The end screen of a whole scenario game, its final count shown to the end.
EndScene* hand_scenario_end(Harness& h, const std::string& name) {
    GameScene* g = test::continue_game(h, test::scenario_cut(name + ".carc.json", 0));
    REQUIRE(g->session().over());
    for (int i = 0; i < 10 && h.scene() != "end"; ++i) h.wait(640);
    REQUIRE(h.scene() == "end");
    auto* end = h.as<EndScene>();
    h.key(SDLK_RETURN);  // skip the final count's replay
    REQUIRE(end->done());
    return end;
}

}  // namespace

TEST_CASE("the abbey in hand: its button, prompts, hints, card title and refusal in words", "[views-hand]") {
    Harness h(false);
    // Anna's turn 3 of am-abbey-closes-what-meets-it: the hole at (0, 1) is closed on all sides.
    GameScene* g = hand_scenario_start(h, "am-abbey-closes-what-meets-it", 12);
    h.app->render_frame();
    const Widget* take = h.widget("abbey");
    REQUIRE(take);
    CHECK(take->label == "Place your abbey (B)");
    CHECK(take->hint == "Instead of the drawn tile, into a hole with tiles on all four sides (it goes back into the pile)");
    REQUIRE(h.widget("rotate"));
    CHECK(h.widget("rotate")->enabled);
    CHECK(h.widget("rotate")->hint == "Only rotations that fit somewhere (or on the square you point at)");
    const std::string drawn_prompt = g->prompt();
    CHECK(drawn_prompt.rfind("Anna: place the tile on a highlighted square (", 0) == 0);
    const std::string offered = " · B: your abbey instead";
    CHECK(drawn_prompt.size() > offered.size());
    CHECK(drawn_prompt.compare(drawn_prompt.size() - offered.size(), offered.size(), offered) == 0);
    CHECK(g->side_hint() == "Click a lit square · R turns · Tab picks a square, Enter places");

    REQUIRE(h.press("abbey"));
    h.app->render_frame();
    const Widget* back = h.widget("abbey");
    REQUIRE(back);
    CHECK(back->label == "Back to the drawn tile (B)");
    CHECK(back->hint == "Place the tile you drew after all");
    REQUIRE(h.widget("rotate"));
    CHECK_FALSE(h.widget("rotate")->enabled);
    CHECK(h.widget("rotate")->hint == "The abbey fits any way round");
    CHECK(g->prompt() == "Anna: place your abbey into a lit hole (1 fits) · B: the drawn tile instead");
    CHECK(g->side_hint() == "Click a lit hole · Tab picks a hole, Enter places · B: the drawn tile");
    CHECK(g->card_title() == "Anna's abbey");
    h.shot("views-hand-abbey");
    // A square beside the tiles that is no hole: the engine's reason, said for the abbey.
    const SDL_Point open_square = g->board().cell_centre({0, -1});
    h.click(open_square.x, open_square.y);
    CHECK(g->message().find("only into a hole with tiles on all four sides") != std::string::npos);

    // The bare table: no lit holes in the words.
    g->session().info().purist = true;
    CHECK(g->prompt() == "Anna: place your abbey into a hole · B: the drawn tile instead");
    CHECK(g->side_hint() == "Click a hole · Tab goes round the holes, Enter places · B: the drawn tile");
    g->session().info().purist = false;

    // Back to the drawn tile by B: the card is the player's tile again.
    h.key(SDLK_b);
    CHECK(g->card_title() == "Anna's tile");
}

TEST_CASE("the ransom beside the scoreboard: its button, tooltip and hint in words", "[views-hand]") {
    // The scenario tower-ransom-after-the-tile before Anna's tile (save version 3: the ransom at
    // any moment of the turn): Ben's tower holds Anna's only follower.
    const std::string moves = R"([
        {"type": "place", "tile": "BA/C", "x": 0, "y": -1, "rotation": 2},
        {"type": "deploy", "figure": "follower", "feature": "city", "location": "S"},
        {"type": "place", "tile": "BA/RFr", "x": 1, "y": 0, "rotation": 0},
        {"type": "pass"},
        {"type": "place", "tile": "BA/RFr", "x": -1, "y": 0, "rotation": 0},
        {"type": "deploy", "figure": "follower", "feature": "road", "location": "WE"},
        {"type": "place", "tile": "TO/F", "x": -1, "y": 1, "rotation": 0},
        {"type": "add_tower_piece", "x": -1, "y": 1},
        {"type": "capture", "figure": "follower", "feature": "road", "location": "WE", "x": -1, "y": 0, "player": 0}])";
    const auto save = [&](int version) {
        return R"({"format": "carcassonne-save", "version": )" + std::to_string(version) +
               R"(, "name": "ransom", "setup": {"expansions": ["base", "tower"], "options": {}, "players": [{"name": "Anna", "color": "red"}, {"name": "Ben", "color": "blue"}], "figures": {"follower": 1}, "draw_order": ["BA/C", "BA/RFr", "BA/RFr", "TO/F", "BA/L"], "seed": 1}, "actions": )" +
               moves + "}";
    };
    SECTION("at any moment of the turn: beside the tile step's buttons") {
        Harness h(false);
        GameScene* g = test::continue_game(h, save(3));
        REQUIRE(g->session().state().phase == Phase::PlaceTile);
        h.app->render_frame();
        const Widget* button = h.widget("ransom-0");
        REQUIRE(button);
        CHECK(button->label == "Buy back your follower: 3 to Ben (1)");
        CHECK(button->hint == "Pay Ben 3 points to free your follower (the ransom: once a turn, at any moment of it)");
        CHECK_FALSE(h.widget("ransom-1"));
        CHECK(g->side_hint() == "Click a lit square · R turns · Tab picks a square, Enter places");
        h.shot("views-hand-ransom");
        // Paid: the row is gone.
        h.key(SDLK_1);
        h.app->render_frame();
        CHECK_FALSE(h.widget("ransom-0"));
    }
    SECTION("in the ransom's step of a game begun before it could be paid any time") {
        Harness h(false);
        GameScene* g = test::continue_game(h, save(2));
        REQUIRE(g->session().state().phase == Phase::ModuleStep);
        h.app->render_frame();
        const Widget* button = h.widget("ransom-0");
        REQUIRE(button);
        CHECK(button->label == "Buy back your follower: 3 to Ben (1)");
        CHECK(button->hint == "Pay Ben 3 points to free your follower (the ransom: once a turn, before the tile)");
        CHECK(g->side_hint() == "A button below or its number frees a prisoner; Space goes on");
        h.key(SDLK_SPACE);  // goes on: the prisoner stays, the tile step's words
        REQUIRE(g->session().state().phase == Phase::PlaceTile);
        CHECK(g->side_hint() == "Click a lit square · R turns · Tab picks a square, Enter places");
    }
}

TEST_CASE("the builder's second tile: the banner's note and the card's title", "[views-hand]") {
    Harness h(false);
    // builder-double-turn: Anna has extended her builder's city; passing the figure step gives
    // her a second tile.
    GameScene* g = hand_scenario_start(h, "builder-double-turn", 9);
    REQUIRE(g->session().state().phase == Phase::PlaceFigure);
    h.key(SDLK_SPACE);
    REQUIRE(g->session().state().phase == Phase::PlaceTile);
    REQUIRE(g->session().state().bonus_turn());
    CHECK(g->banner() == "Anna's turn");
    CHECK(g->banner_note() == "Builder: draw again — a second tile this turn");
    CHECK(g->card_title() == "Anna's second tile");
    h.shot("views-hand-builder");
}

TEST_CASE("the end table's line of expansion elements in words", "[views-hand]") {
    struct Case {
        const char* scenario;
        const char* anna;
    };
    const Case cases[] = {
        {"inn-road-completed", "of which roads with an inn 8"},
        {"cathedral-city-completed", "of which cities with a cathedral 21"},
        {"pig-with-majority", "of which pig 1"},
        {"pig-without-majority", ""},
    };
    for (const Case& c : cases) {
        INFO(c.scenario);
        Harness h(false);
        EndScene* end = hand_scenario_end(h, c.scenario);
        CHECK(end->elements_line(0) == c.anna);
        CHECK(end->elements_line(1).empty());
    }
}
