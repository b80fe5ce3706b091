// Abbey & Mayor at the table, headless: the abbey taken in hand instead of the drawn tile (a
// button or B) and put into the one lit hole by click and by keys, the refusal named beside it;
// the barn's corner as a place of the figure step (a marker in the tile's corner, on the field
// there) chosen by click, number and Tab, the barn then drawn on the corner point, clear of the
// other markers on a crossroads where eight places crowd; the wagon's move after its city was
// scored, lit and steered by the player whose wagon it is while the other's turn goes on, or kept.
// Each game is the start of a scenario game (tests/scenarios/am-*) or set up through the engine,
// and goes on through the game screen's clicks and keys.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <functional>

#include "board/board_view.hpp"
#include "board/choice_layer.hpp"
#include "board/figure_art.hpp"
#include "modules/abbey_mayor.hpp"
#include "carc/analysis.hpp"
#include "carc/engine.hpp"
#include "data/save.hpp"
#include "scenes/game_scene.hpp"
#include "scenes/scenes.hpp"
#include "ui_harness.hpp"
#include "../scenario_files.hpp"

using namespace carc;
using namespace carc::app;
using carc::app::test::Harness;

namespace {

// The first `actions` actions of the scenario game tests/scenarios/<name>.carc.json, on screen,
// with two more tiles at the end of its pile so that the game goes on after the moment tested;
// `computer` makes the first seat a computer of that level.
GameScene* scenario_start(Harness& h, const std::string& name, int actions,
                          const std::string& computer = "") {
    auto save = read_save(carc::test_support::scenario_file(std::string(CARC_TEST_SOURCE_DIR), CARC_TEST_DATA_DIR, name));
    if (!save) FAIL(save.error());
    save->game.setup.players[0].computer = computer;
    REQUIRE(save->game.setup.draw_order);
    save->game.setup.draw_order->push_back("BA/RFr");
    save->game.setup.draw_order->push_back("BA/RFr");
    auto rules = load_ruleset(save->game.setup, *h.app->catalog());
    if (!rules) FAIL(rules.error());
    auto session = std::make_shared<GameSession>(*h.app->catalog(), std::move(*rules));
    REQUIRE(static_cast<int>(save->game.actions.size()) >= actions);
    for (int i = 0; i < actions; ++i) {
        auto a = resolve_action(session->rules(), session->state(),
                                save->game.actions[static_cast<size_t>(i)]);
        if (!a) FAIL(a.error());
        REQUIRE_FALSE(session->act(*a));
    }
    h.app->replace_all(make_game_scene(*h.app, session));
    h.frame(2);
    GameScene* g = h.as<GameScene>();
    REQUIRE(g);
    return g;
}

bool log_has(GameScene& g, const std::string& words) {
    const auto lines = g.log_lines();
    return std::any_of(lines.begin(), lines.end(),
                       [&](const std::string& l) { return l.find(words) != std::string::npos; });
}

// The place on a corner of the new tile (the barn's), or -1.
int corner_place(GameScene& g) {
    const auto& places = g.choices().places();
    for (size_t i = 0; i < places.size(); ++i)
        if (places[i].corner >= 0) return static_cast<int>(i);
    return -1;
}

// Anna's turn 3 of am-abbey-closes-what-meets-it: the hole at (0, 1) is closed on all four sides.
constexpr Pos kHole{0, 1};

bool abbey_at_hole(GameScene& g) {
    const GameSession& s = g.session();
    const PlacedTile* t = s.state().board.at(kHole);
    return t && abbey_tile(s.rules()) && t->type == *abbey_tile(s.rules());
}

bool overlap(const SDL_Rect& a, const SDL_Rect& b) { return SDL_HasIntersection(&a, &b); }
bool inside(const SDL_Rect& inner, const SDL_Rect& outer) {
    return inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.w <= outer.x + outer.w &&
           inner.y + inner.h <= outer.y + outer.h;
}

}  // namespace

TEST_CASE("the learning aids never cross out a hole an abbey still held can fill", "[abbey-mayor][aids]") {
    Harness h(false);
    GameScene* g = scenario_start(h, "am-abbey-closes-what-meets-it", 12);
    const GameSession& session = g->session();
    const Analysis oracle = analyse(session.rules(), session.state());
    const auto hole = std::find_if(oracle.squares.begin(), oracle.squares.end(),
                                   [](const SquareFit& s) { return s.pos == kHole; });
    REQUIRE(hole != oracle.squares.end());
    CHECK(hole->fitting == 0);  // no tile of the pile fits the hole: only the abbeys can
    REQUIRE(hole->besides_the_pile);
    CHECK_FALSE(hole->dead());
    const SDL_Point c = g->board().cell_centre(kHole);
    h.move(c.x + 3, c.y + 3);
    REQUIRE(g->hovered_square());
    CHECK(g->square_tip() == "No remaining tile fits here, but an abbey a player still holds can fill it.");
    // Not crossed: the hole's centre shows the table, not the cross's red.
    h.move(10, 700);
    const SDL_Color centre = h.pixel(c.x, c.y);
    CHECK(centre.r <= centre.g + 60);
}

TEST_CASE("the abbey goes into the lit hole by click and the refusal elsewhere is named",
          "[abbey-mayor]") {
    Harness h(false);
    GameScene* g = scenario_start(h, "am-abbey-closes-what-meets-it", 12);
    GameSession& session = g->session();
    REQUIRE(session.state().phase == Phase::PlaceTile);
    REQUIRE(session.state().current_player == 0);
    CHECK(g->own_tile_offered());
    CHECK_FALSE(g->own_tile_chosen());
    CHECK(g->prompt().find("B: your abbey instead") != std::string::npos);
    // The supply row shows the abbey in hand.
    h.app->render_frame();
    int abbeys = 0;
    for (const ScoreboardItem& i : g->score_items())
        if (i.kind == ScoreboardItem::Kind::Item && i.item == "abbey") {
            ++abbeys;
            CHECK(i.tip.rfind("Abbey: 1 of 1 left", 0) == 0);
        }
    CHECK(abbeys == 2);

    REQUIRE(h.press("abbey"));
    REQUIRE(g->own_tile_chosen());
    CHECK(g->prompt().find("place your abbey into a lit hole (1 fits)") != std::string::npos);
    // Only the hole is lit: pointing at it shows the abbey there.
    const SDL_Point hole = g->board().cell_centre(kHole);
    h.move(hole.x, hole.y);
    REQUIRE(g->hovered_cell());
    CHECK(*g->hovered_cell() == kHole);
    h.shot("am-abbey-in-hand");
    // A square beside the board that is no hole: the engine's reason, and nothing placed.
    const SDL_Point open_square = g->board().cell_centre({0, -1});
    h.click(open_square.x, open_square.y);
    CHECK(g->message().find("only into a hole with tiles on all four sides") != std::string::npos);
    CHECK(session.state().phase == Phase::PlaceTile);

    h.click(hole.x, hole.y);
    CHECK(abbey_at_hole(*g));
    CHECK(abbeys_left(session.rules(), session.state(), 0) == 0);
    CHECK(log_has(*g, "goes back into the pile"));
    // It closed Anna's city and Ben's road and city at once; a monk may go on it now.
    REQUIRE(session.state().phase == Phase::PlaceFigure);
    const auto& places = g->choices().places();
    CHECK(std::any_of(places.begin(), places.end(), [](const ChoicePlace& p) {
        return p.tile == kHole && p.kind == FeatureKind::Monastery;
    }));
    CHECK_FALSE(g->own_tile_chosen());
    h.app->render_frame();
    for (const ScoreboardItem& i : g->score_items())
        if (i.kind == ScoreboardItem::Kind::Item && i.item == "abbey" && i.row == 0)
            CHECK(i.tip.rfind("Abbey: 0 of 1 left", 0) == 0);
}

TEST_CASE("the abbey by keys: B takes it in hand and back, Tab and Enter place it",
          "[abbey-mayor]") {
    Harness h(false);
    GameScene* g = scenario_start(h, "am-abbey-closes-what-meets-it", 12);
    GameSession& session = g->session();
    const size_t tile_squares = session.legal_cells().size();
    h.key(SDLK_b);
    REQUIRE(g->own_tile_chosen());
    h.key(SDLK_r);  // the abbey fits any way round: nothing turns
    CHECK(g->shown_rotation() == 0);
    h.key(SDLK_b);  // back to the drawn tile
    CHECK_FALSE(g->own_tile_chosen());
    CHECK(g->prompt().find("(" + std::to_string(tile_squares) + " fit)") != std::string::npos);
    h.key(SDLK_b);
    REQUIRE(g->own_tile_chosen());
    h.key(SDLK_TAB);
    REQUIRE(g->hovered_cell());
    CHECK(*g->hovered_cell() == kHole);
    h.key(SDLK_RETURN);
    CHECK(abbey_at_hole(*g));
    REQUIRE(session.state().phase == Phase::PlaceFigure);
    // Taken back, the drawn tile is in hand again and the abbey still offered.
    h.key(SDLK_BACKSPACE);
    REQUIRE(session.state().phase == Phase::PlaceTile);
    CHECK_FALSE(g->own_tile_chosen());
    CHECK(g->own_tile_offered());
    CHECK(abbeys_left(session.rules(), session.state(), 0) == 1);
}

TEST_CASE("the barn's corner is a place: chosen by click, number and Tab, drawn on the corner",
          "[abbey-mayor]") {
    Harness h(false);
    // Anna has just placed BA/L at (-1, 1): the north-west corner of (0, 1), where four fields
    // meet, is its north-east corner; Ben's farmer is in that field.
    GameScene* g = scenario_start(h, "am-barn-farmers-score-when-the-barn-comes", 9);
    GameSession& session = g->session();
    const Ruleset& rules = session.rules();
    REQUIRE(session.state().phase == Phase::PlaceFigure);
    const int place = corner_place(*g);
    REQUIRE(place >= 0);
    {
        const ChoicePlace p = g->choices().places()[static_cast<size_t>(place)];
        CHECK(p.tile == Pos{-1, 1});
        CHECK(p.corner == 0);
        CHECK(p.kind == FeatureKind::Field);
        CHECK(p.title == "Corner · north-east");
        REQUIRE(p.options.size() == 1);
        CHECK(option_text(p.options.front()) == "Barn (on the corner)");
    }
    const int ben_before = session.state().players[1].score;
    auto barn_built = [&] {
        const GameState& s = session.state();
        return std::any_of(s.figures.begin(), s.figures.end(), [&](const Figure& f) {
            return f.kind == barn_figure(rules) && f.where == FigureWhere::OnCorner &&
                   s.board.tile(f.tile).pos == Pos{0, 1};
        });
    };

    // By click on its marker: the barn stands on the corner point, Ben's farmer scores 3 for the
    // completed city and goes home.
    h.app->render_frame();
    const SDL_FPoint at = g->place_points()[static_cast<size_t>(place)];
    h.click(static_cast<int>(at.x), static_cast<int>(at.y));
    REQUIRE(barn_built());
    CHECK(session.state().players[1].score == ben_before + 3);
    {
        const GameState& s = session.state();
        for (size_t i = 0; i < s.figures.size(); ++i)
            if (s.figures[i].where == FigureWhere::OnCorner) {
                const auto spot = g->board().figure_point(g->art(), s, i);
                REQUIRE(spot);
                const SDL_FPoint corner = g->board().to_screen(0, 1);
                CHECK(std::abs(spot->x - corner.x) < 1.0f);
                CHECK(std::abs(spot->y - corner.y) < 1.0f);
            }
    }
    h.shot("am-barn-built");

    // By its number.
    h.key(SDLK_BACKSPACE);
    REQUIRE(session.state().phase == Phase::PlaceFigure);
    REQUIRE_FALSE(barn_built());
    REQUIRE(corner_place(*g) == place);
    h.key(SDLK_1 + static_cast<SDL_Keycode>(place));
    CHECK(barn_built());

    // By Tab and Enter.
    h.key(SDLK_BACKSPACE);
    REQUIRE_FALSE(barn_built());
    for (int i = 0; i <= place; ++i) h.key(SDLK_TAB);
    CHECK(g->choices().focus() == place);
    h.key(SDLK_RETURN);
    CHECK(barn_built());
}

TEST_CASE("a barn corner on a crowded crossroads keeps every marker clear and inside the tile",
          "[abbey-mayor]") {
    Harness h(false);
    Setup setup;
    setup.expansions = {"base", "abbey-mayor"};
    setup.players = {{"Anna", "red"}, {"Ben", "blue"}};
    setup.seed = 1;
    setup.draw_order = {"BA/Rr", "BA/RFr", "BA/RRRR", "BA/RFr"};
    auto rules = load_ruleset(setup, *h.app->catalog());
    if (!rules) FAIL(rules.error());
    auto session = std::make_shared<GameSession>(*h.app->catalog(), std::move(*rules));
    // A curve west of the start turning south, a straight road south of the start, and the
    // crossroads between them: its north-east corner meets three fields.
    auto place = [&](Pos p, int rotation) {
        REQUIRE_FALSE(session->act(place_action(p, rotation)));
        if (session->state().phase == Phase::PlaceFigure)
            REQUIRE_FALSE(session->act(pass_action()));
    };
    place({-1, 0}, 3);
    place({0, 1}, 0);
    REQUIRE_FALSE(session->act(place_action({-1, 1}, 0)));
    h.app->replace_all(make_game_scene(*h.app, session));
    h.frame(2);
    GameScene* g = h.as<GameScene>();
    REQUIRE(g);
    REQUIRE(session->state().phase == Phase::PlaceFigure);
    const int barn = corner_place(*g);
    REQUIRE(barn >= 0);
    CHECK(g->choices().places()[static_cast<size_t>(barn)].corner == 0);
    CHECK(g->choices().places().size() >= 9);  // four roads, four fields and the corner
    h.move(5, 300);
    for (int zoom : {0, 6, -14}) {
        for (int i = 0; i < std::abs(zoom); ++i) h.key(zoom > 0 ? SDLK_PLUS : SDLK_MINUS);
        h.app->render_frame();
        INFO("zoom steps " << zoom);
        const auto& markers = g->drawn_markers();
        const auto& places = g->choices().places();
        int corner_markers = 0;
        for (size_t i = 0; i < markers.size(); ++i) {
            const auto& m = markers[i];
            const ChoicePlace& p = places[static_cast<size_t>(m.place)];
            const SDL_Rect box = m.on_card ? g->card_tile() : g->board().cell_rect(p.tile);
            CHECK(inside(m.rect, box));
            // On its own feature (the corner's: the field there), and the corner's marker in the
            // tile's north-east quarter.
            const PlacedTile* t = session->state().board.at(p.tile);
            REQUIRE(t);
            const SDL_FPoint c = carc::app::test::marker_centre(m.rect, box);
            CHECK(g->art().feature_at(t->type, t->rotation, c.x, c.y) == p.local);
            if (p.corner >= 0) {
                ++corner_markers;
                CHECK(c.x > 0.5f);
                CHECK(c.y < 0.5f);
            }
            for (size_t j = 0; j < i; ++j)
                if (markers[j].on_card == m.on_card) CHECK_FALSE(overlap(m.rect, markers[j].rect));
        }
        CHECK(corner_markers == 2);  // on the board and on the card
    }
    h.shot("am-barn-crossroads");
}

TEST_CASE("the wagon moves on after its city is scored, steered by its owner in the other's turn",
          "[abbey-mayor]") {
    Harness h(false);
    // Anna's wagon is in the city at (0, -1); Ben's tile closes that city: the wagon goes home
    // with its 4 points and Anna may move it to the road into the city on Ben's tile.
    GameScene* g = scenario_start(h, "am-wagon-from-a-city-to-the-road-into-it", 3);
    GameSession& session = g->session();
    const Ruleset& rules = session.rules();
    // Ben places no figure: his tile's scoring sends Anna's wagon home, and the choice is hers.
    REQUIRE(session.state().phase == Phase::PlaceFigure);
    h.key(SDLK_SPACE);
    REQUIRE(session.state().phase == Phase::ModuleStep);
    CHECK(session.state().current_player == 1);
    CHECK(session.state().acting_player == 0);
    CHECK(g->prompt().rfind("Anna: move your wagon", 0) == 0);
    CHECK(g->banner().rfind("Anna: move your wagon", 0) == 0);  // the mouse changes hands
    const auto rows = g->scoreboard();
    CHECK(rows[0].acting);
    CHECK_FALSE(rows[0].current);
    CHECK(rows[1].current);
    const auto& places = g->choices().places();
    REQUIRE(places.size() == 1);
    CHECK(places.front().tile == Pos{1, -1});
    CHECK(places.front().kind == FeatureKind::Road);
    REQUIRE(h.widget("pass"));
    CHECK(h.widget("pass")->label == "Keep the wagon in the supply (Space)");
    CHECK(h.widget("pass")->hint == "Take the wagon back instead of moving it on");
    CHECK(wagon_moves_from(rules, session.state(), 0) == std::optional<Pos>(Pos{0, -1}));
    h.shot("am-wagon-step");

    auto wagon_on_road = [&] {
        const GameState& s = session.state();
        return std::any_of(s.figures.begin(), s.figures.end(), [&](const Figure& f) {
            return f.kind == rules.figure("wagon") && f.owner == 0 && f.on_feature() &&
                   s.board.tile(f.tile).pos == Pos{1, -1};
        });
    };
    h.app->render_frame();
    const SDL_FPoint at = g->place_points().front();
    h.click(static_cast<int>(at.x), static_cast<int>(at.y));
    CHECK(wagon_on_road());
    CHECK(log_has(*g, "Anna's wagon moves to the road"));
    CHECK(session.state().phase == Phase::PlaceTile);
    CHECK(session.state().current_player == 0);

    // Taken back, kept in the supply instead (Space).
    h.key(SDLK_BACKSPACE);
    REQUIRE(session.state().phase == Phase::ModuleStep);
    h.key(SDLK_SPACE);
    CHECK_FALSE(wagon_on_road());
    CHECK(log_has(*g, "Anna keeps the wagon in the supply"));
    CHECK(session.state().players[0].supply[static_cast<size_t>(rules.figure("wagon"))] == 1);
}

TEST_CASE("a computer's abbey is shown before it is placed and its prompt names it",
          "[abbey-mayor]") {
    Harness h(false);
    // The greedy computer plays Anna: the abbey closes her city and scores at once, more than the
    // drawn monastery can anywhere.
    GameScene* g = scenario_start(h, "am-abbey-closes-what-meets-it", 12, "greedy");
    REQUIRE(g->computer_turn());
    bool shown = false;
    for (int i = 0; i < 3000 && !abbey_at_hole(*g); ++i) {
        if (const auto& a = g->computer_showing(); a && a->def && a->def->id() == "place_abbey") {
            shown = true;
            CHECK(g->prompt().rfind("Anna (computer): places their abbey", 0) == 0);
        }
        h.frame();
        SDL_Delay(1);
    }
    CHECK(shown);
    CHECK(abbey_at_hole(*g));
}

TEST_CASE("the mayor is offered in cities only, chosen like any figure and drawn as itself",
          "[abbey-mayor]") {
    Harness h(false);
    // Anna has just placed AM/C++ (a city on all four sides, two pennants).
    GameScene* g = scenario_start(h, "am-mayor-counts-the-pennants", 1);
    GameSession& session = g->session();
    const Ruleset& rules = session.rules();
    const int mayor = rules.figure("mayor");
    REQUIRE(session.state().phase == Phase::PlaceFigure);
    const auto places = g->choices().places();
    int city = -1, option = -1;
    for (size_t i = 0; i < places.size(); ++i)
        for (size_t k = 0; k < places[i].options.size(); ++k)
            if (places[i].options[k].figure == mayor) {
                CHECK(places[i].kind == FeatureKind::City);  // nowhere else
                CHECK(option_text(places[i].options[k]) == "Mayor");
                city = static_cast<int>(i);
                option = static_cast<int>(k);
            }
    REQUIRE(city >= 0);
    REQUIRE(places[static_cast<size_t>(city)].options.size() > 1);  // the follower, the wagon
    h.key(SDLK_1 + static_cast<SDL_Keycode>(city));
    REQUIRE(g->choices().open_place() == city);
    h.key(SDLK_1 + static_cast<SDL_Keycode>(option));
    const GameState& s = session.state();
    REQUIRE(s.figures.size() == 1);
    CHECK(s.figures.front().kind == mayor);
    CHECK(s.figures.front().on_feature());
    // Its own drawing, not the follower's.
    const FigureDef& def = rules.figures[static_cast<size_t>(mayor)];
    CHECK(h.app->figures().pose(def, FeatureKind::City) == "mayor");
    CHECK(h.app->figures().pose(def, FeatureKind::City) !=
          h.app->figures().pose(rules.figures[static_cast<size_t>(rules.figure("follower"))],
                                FeatureKind::City));
}
