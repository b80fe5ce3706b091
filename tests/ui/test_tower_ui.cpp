// The Tower at the table, headless: a tower piece chosen in the figure step by click and by
// keyboard (the tower is a place like any other, its options the piece and a follower), the
// capture step lighting only the followers within the tower's reach and taking one by a click,
// the prisoner shown in its captor's scoreboard row, and the ransom (3 points, named on its
// button) paid by mouse and by key. Each game is set up through the engine, as a saved game
// would be, and goes on through the game screen's clicks and keys.
#include <algorithm>
#include <catch2/catch.hpp>
#include <functional>

#include "board/board_view.hpp"
#include "board/choice_layer.hpp"
#include "carc/engine.hpp"
#include "modules/tower.hpp"
#include "scenes/game_scene.hpp"
#include "scenes/scenes.hpp"
#include "shell/i18n.hpp"
#include "shell/text.hpp"
#include "ui_harness.hpp"

using namespace carc;
using namespace carc::app;
using carc::app::test::Harness;

namespace {

// Anna (red) and Ben (blue) with The Tower and a fixed draw.
Setup tower_table(std::vector<std::string> draw) {
    Setup s;
    s.expansions = {"base", "tower"};
    s.players = {{"Anna", "red"}, {"Ben", "blue"}};
    s.seed = 1;
    s.draw_order = std::move(draw);
    return s;
}

// Applies the first legal action `pick` accepts (the test's way of playing earlier turns).
void play(GameSession& session, const std::function<bool(const Action&)>& pick) {
    const ActionList& legal = session.legal();
    const auto it = std::find_if(legal.begin(), legal.end(), pick);
    REQUIRE(it != legal.end());
    REQUIRE_FALSE(session.act(*it));
}

std::function<bool(const Action&)> place_at(Pos p, int rotation = 0) {
    return [=](const Action& a) { return is_place(a) && a.pos == p && a.rotation == rotation; };
}

// A follower from the supply onto a feature of kind `kind` of the tile at `p`.
std::function<bool(const Action&)> deploy_on(const GameSession& session, Pos p, FeatureKind kind) {
    return [&session, p, kind](const Action& a) {
        if (!is_deploy(a) || !(a.pos == p)) return false;
        const PlacedTile* t = session.state().board.at(p);
        return t &&
               session.rules().tiles[t->type].features[static_cast<size_t>(a.feature)].kind == kind;
    };
}

GameScene* open(Harness& h, std::shared_ptr<GameSession> session) {
    h.app->replace_all(make_game_scene(*h.app, std::move(session)));
    h.frame(2);
    GameScene* g = h.as<GameScene>();
    REQUIRE(g);
    return g;
}

// The place of the step on the tower at `p`, or -1.
int tower_place(GameScene& g, Pos p) {
    const auto tower = g.session().rules().catalog->kind("tower");
    const auto& places = g.choices().places();
    for (size_t i = 0; i < places.size(); ++i)
        if (places[i].tile == p && tower && places[i].kind == *tower) return static_cast<int>(i);
    return -1;
}

int height_at(const GameSession& session, Pos p) {
    for (const TowerInfo& t : towers(session.rules(), session.state()))
        if (t.pos == p) return t.height;
    return -1;
}

// Anna's follower on the road east of the start, Ben's farmer west of it; Anna places a tower
// foundation under Ben's tile and is in her figure step. The tower at (-1, 1) reaches Ben's
// farmer at (-1, 0), not Anna's follower at (1, 0) (a diagonal).
std::shared_ptr<GameSession> tower_beside_two_followers(const Catalog& catalog) {
    auto rules =
        load_ruleset(tower_table({"BA/RFr", "BA/RFr", "TO/F", "BA/RFr", "BA/RFr"}), catalog);
    if (!rules) FAIL(rules.error());
    auto session = std::make_shared<GameSession>(catalog, std::move(*rules));
    play(*session, place_at({1, 0}));
    play(*session, deploy_on(*session, {1, 0}, FeatureKind::Road));
    play(*session, place_at({-1, 0}));
    play(*session, deploy_on(*session, {-1, 0}, FeatureKind::Field));
    play(*session, place_at({-1, 1}));
    REQUIRE(session->state().phase == Phase::PlaceFigure);
    return session;
}

// The scoreboard items of kind `kind` drawn last frame.
// The Tower view's scoreboard items of one id ("prisoner", "tower-pieces").
std::vector<ScoreboardItem> items_of(GameScene& g, std::string_view id) {
    std::vector<ScoreboardItem> out;
    for (const ScoreboardItem& i : g.score_items())
        if (i.kind == ScoreboardItem::Kind::Item && i.item == id) out.push_back(i);
    return out;
}

}  // namespace

TEST_CASE(
    "a tower piece by click, the capture lights only the followers in reach, a click takes one",
    "[tower]") {
    Harness h(false);
    auto session = tower_beside_two_followers(*h.app->catalog());
    GameScene* g = open(h, session);
    const Ruleset& rules = session->rules();
    const int anna = 0, ben = 1;
    const int follower = rules.figure("follower");

    // The new tile's tower is a place; with no piece yet, a piece is its only option.
    const int place = tower_place(*g, {-1, 1});
    REQUIRE(place >= 0);
    const ChoicePlace& tower = g->choices().places()[static_cast<size_t>(place)];
    REQUIRE(tower.options.size() == 1);
    CHECK(option_text(tower.options.front()) == "Tower piece (raises it to 1)");
    h.shot("tower-figure-step");
    h.app->render_frame();
    const SDL_FPoint at = g->place_points()[static_cast<size_t>(place)];
    h.click(static_cast<int>(at.x), static_cast<int>(at.y));
    CHECK(height_at(*session, {-1, 1}) == 1);
    CHECK(tower_pieces_left(rules, session->state(), anna) == 9);

    // The capture step: exactly the followers the engine says the tower reaches, each lit.
    REQUIRE(session->state().phase == Phase::ModuleStep);
    CHECK(g->prompt().find("prisoner") != std::string::npos);
    const auto in_reach = followers_in_reach(rules, session->state(), {-1, 1});
    REQUIRE(in_reach.size() == 1);
    const Figure& farmer = session->state().figures[static_cast<size_t>(in_reach.front())];
    CHECK(farmer.owner == ben);
    const auto& places = g->choices().places();
    REQUIRE(places.size() == 1);
    CHECK(places.front().tile == Pos{-1, 0});
    CHECK(places.front().local == farmer.local);
    CHECK(places.front().options.front().label ==
          "Take Ben's follower prisoner (next tile north of the tower)");
    h.shot("tower-capture-step");
    h.app->render_frame();
    REQUIRE(g->drawn_markers().size() == 1);  // on the board only: Anna's own follower is not lit
    const SDL_Rect cell = g->board().cell_rect({-1, 0});
    const SDL_Rect m = g->drawn_markers().front().rect;
    CHECK(SDL_HasIntersection(&m, &cell));
    REQUIRE(h.widget("pass"));
    CHECK(h.widget("pass")->label == "Take no prisoner (Space)");
    CHECK(h.widget("pass")->hint == "The tower grows without taking anyone");

    // A click on Anna's own follower, out of reach on a diagonal, says why in the rule's words.
    {
        const GameState& s = session->state();
        int own = -1;
        for (size_t i = 0; i < s.figures.size(); ++i)
            if (s.figures[i].owner == anna && s.figures[i].tile >= 0 &&
                s.figures[i].where == FigureWhere::OnFeature)
                own = static_cast<int>(i);
        REQUIRE(own >= 0);
        const auto p = g->board().figure_point(g->art(), s, static_cast<size_t>(own));
        REQUIRE(p);
        h.click(static_cast<int>(p->x), static_cast<int>(p->y));
        CHECK(session->state().phase == Phase::ModuleStep);
        CHECK(g->message() ==
              "A tower of height 1 reaches its own tile and 1 tiles north, east, south and west.");
    }
    // A click on the farmer's marker takes him prisoner.
    const SDL_FPoint mark = g->place_points().front();
    h.click(static_cast<int>(mark.x), static_cast<int>(mark.y));
    REQUIRE(session->state().phase == Phase::PlaceTile);
    CHECK(prisoners_held_by(rules, session->state(), anna).size() == 1);
    CHECK(
        session->state().players[static_cast<size_t>(ben)].supply[static_cast<size_t>(follower)] ==
        6);

    // The scoreboard: Anna's row holds Ben's follower, in his colours, with a tooltip that names
    // the ransom; each row shows its tower pieces.
    h.shot("tower-prisoner");
    h.app->render_frame();
    const auto prisoners = items_of(*g, "prisoner");
    REQUIRE(prisoners.size() == 1);
    CHECK(prisoners.front().row == anna);
    CHECK(prisoners.front().owner == ben);
    CHECK(prisoners.front().tip.find("Ben's follower") != std::string::npos);
    CHECK(prisoners.front().tip.find("3 points") != std::string::npos);
    const auto pieces = items_of(*g, "tower-pieces");
    REQUIRE(pieces.size() == 2);
    CHECK(pieces[0].tip == "Tower pieces: 9 left");
    CHECK(pieces[1].tip == "Tower pieces: 10 left");
    const auto log = g->log_lines();
    CHECK(std::find(log.begin(), log.end(),
                    "Anna's tower takes Ben's follower at 1 tile west of the start prisoner") != log.end());
}

TEST_CASE("a follower on the tower's own tile is offered as standing there", "[tower]") {
    Harness h(false);
    auto session = tower_beside_two_followers(*h.app->catalog());
    // Anna's farmer on the foundation's tile instead of a piece; Ben raises that tower next.
    play(*session, deploy_on(*session, {-1, 1}, FeatureKind::Field));
    play(*session, [](const Action& a) { return is_place(a); });
    play(*session, [](const Action& a) { return a.def && a.def->id() == "add_tower_piece" && a.pos == Pos{-1, 1}; });
    REQUIRE(session->state().phase == Phase::ModuleStep);
    GameScene* g = open(h, session);
    const auto& places = g->choices().places();
    const auto own_tile = std::find_if(places.begin(), places.end(),
                                       [](const ChoicePlace& p) { return p.tile == Pos{-1, 1}; });
    REQUIRE(own_tile != places.end());
    REQUIRE(own_tile->options.size() == 1);
    CHECK(own_tile->options.front().label == "Take Anna's follower prisoner (on the tower's tile)");
    CHECK(own_tile->title == own_tile->options.front().label);
    CHECK(own_tile->take_back);
}

TEST_CASE("by keyboard: a tower piece by Tab and Enter, a follower on a tower by its numbers",
          "[tower]") {
    Harness h(false);
    auto session = tower_beside_two_followers(*h.app->catalog());
    const Ruleset& rules = session->rules();
    // Anna's piece (no capture: she passes), then Ben's tile: the tower now takes a piece or a
    // follower.
    play(*session, [](const Action& a) { return a.def && a.def->id() == "add_tower_piece"; });
    play(*session, [](const Action& a) { return is_pass(a); });
    play(*session, place_at({2, 0}));
    GameScene* g = open(h, session);
    REQUIRE(session->state().current_player == 1);

    int place = tower_place(*g, {-1, 1});
    REQUIRE(place >= 0);
    {
        const ChoicePlace& tower = g->choices().places()[static_cast<size_t>(place)];
        CHECK(tower.title == "Tower · 3 tiles west and 1 tile south");
        REQUIRE(tower.options.size() == 2);
        CHECK(option_text(tower.options[0]) == "Tower piece (raises it to 2)");
        CHECK(option_text(tower.options[1]) == "Follower");
    }
    // Tab to the tower, Enter opens it, Enter takes the first option: the piece. The loop is
    // bounded by the number of places.
    const int count = static_cast<int>(g->choices().places().size());
    for (int i = 0; i < count && g->choices().focus() != place; ++i) h.key(SDLK_TAB);
    REQUIRE(g->choices().focus() == place);
    h.key(SDLK_RETURN);
    REQUIRE(g->choices().open_place() == place);
    h.shot("tower-open-place");
    CHECK(g->prompt().find("which figure on the tower? 1 Tower piece · 2 Follower") !=
          std::string::npos);
    // Take it back, and choose the follower by the numbers instead.
    h.key(SDLK_ESCAPE);
    CHECK(g->choices().open_place() == -1);
    REQUIRE(place < 9);
    h.key(SDLK_1 + static_cast<SDL_Keycode>(place));
    REQUIRE(g->choices().open_place() == place);
    h.key(SDLK_2);
    REQUIRE(session->state().phase == Phase::PlaceTile);
    const auto all = towers(rules, session->state());
    const auto it = std::find_if(all.begin(), all.end(), [](const TowerInfo& t) {
        return t.pos == Pos{-1, 1};
    });
    REQUIRE(it != all.end());
    CHECK(it->finished);
    CHECK(it->height == 1);

    // Anna's next figure step: a finished tower is no place any more.
    play(*session, place_at({3, 0}));
    g = open(h, session);
    CHECK(tower_place(*g, {-1, 1}) == -1);
    h.shot("tower-finished");
    // A click on it says why: the rule, not silence.
    const SDL_Point c = g->board().cell_centre({-1, 1});
    const SDL_Rect cell = g->board().cell_rect({-1, 1});
    h.app->render_frame();
    const PlacedTile* t = session->state().board.at({-1, 1});
    REQUIRE(t);
    // A point of the foundation, searched downwards from the middle (bounded by the tile).
    const int fx = c.x;
    int fy = -1;
    for (int dy = 0; dy < cell.h / 2; ++dy) {
        const BoardView::Hit hit = g->board().feature_at(g->art(), session->state(), c.x, c.y + dy);
        const auto tower = rules.catalog->kind("tower");
        if (hit.local >= 0 && tower &&
            rules.tiles[t->type].features[static_cast<size_t>(hit.local)].kind == *tower) {
            fy = c.y + dy;
            break;
        }
    }
    REQUIRE(fy >= 0);
    h.click(fx, fy);
    CHECK(g->message() == "This tower is finished: a follower stands on it.");
}

TEST_CASE("a piece on the new tile's tower by Tab and Enter", "[tower]") {
    Harness h(false);
    auto session = tower_beside_two_followers(*h.app->catalog());
    GameScene* g = open(h, session);
    const int place = tower_place(*g, {-1, 1});
    REQUIRE(place >= 0);
    const int count = static_cast<int>(g->choices().places().size());
    for (int i = 0; i < count && g->choices().focus() != place; ++i) h.key(SDLK_TAB);
    REQUIRE(g->choices().focus() == place);
    h.key(SDLK_RETURN);  // its only option: the piece
    CHECK(height_at(*session, {-1, 1}) == 1);
    REQUIRE(session->state().phase == Phase::ModuleStep);
    h.key(SDLK_1);  // the only follower in reach
    CHECK(prisoners_held_by(session->rules(), session->state(), 0).size() == 1);
}

namespace {

// The scenario tower-ransom-three-points up to Anna's ransom step: her city scored 4, Ben's tower
// took her thief.
std::string ransom_step_save() {
    const char* actions = R"([
        {"type": "place", "tile": "BA/C", "x": 0, "y": -1, "rotation": 2},
        {"type": "deploy", "figure": "follower", "feature": "city", "location": "S"},
        {"type": "place", "tile": "BA/RFr", "x": 1, "y": 0, "rotation": 0},
        {"type": "pass"},
        {"type": "place", "tile": "BA/RFr", "x": -1, "y": 0, "rotation": 0},
        {"type": "deploy", "figure": "follower", "feature": "road", "location": "WE"},
        {"type": "place", "tile": "TO/F", "x": -1, "y": 1, "rotation": 0},
        {"type": "add_tower_piece", "x": -1, "y": 1},
        {"type": "capture", "figure": "follower", "feature": "road", "location": "WE", "x": -1, "y": 0, "player": 0}])";
    return R"({"format": "carcassonne-save", "version": 2, "name": "ransom", "setup": {"expansions": ["base", "tower"], "options": {}, "players": [{"name": "Anna", "color": "red"}, {"name": "Ben", "color": "blue"}], "draw_order": ["BA/C", "BA/RFr", "BA/RFr", "TO/F", "BA/L"], "seed": 1}, "actions": )" +
        std::string(actions) + "}";
}

}  // namespace

TEST_CASE("the ransom: its button names the price, pays 3 and returns the follower, by key too",
          "[tower]") {
    const std::string save = ransom_step_save();
    for (const char* how : {"button", "key", "go on"}) {
        INFO(how);
        Harness h(false);
        GameScene* g = test::continue_game(h, save);
        GameSession& session = g->session();
        const Ruleset& rules = session.rules();
        const int follower = rules.figure("follower");
        REQUIRE(session.state().phase == Phase::ModuleStep);
        REQUIRE(session.state().current_player == 0);
        CHECK(session.state().players[0].score == 4);
        CHECK(g->choices().empty());  // nothing on the board: the ransom is a button
        h.shot("tower-ransom");
        h.app->render_frame();
        const auto prisoners = items_of(*g, "prisoner");
        REQUIRE(prisoners.size() == 1);
        CHECK(prisoners.front().row == 1);
        CHECK(prisoners.front().owner == 0);
        const Widget* button = h.widget("ransom-0");
        REQUIRE(button);
        CHECK(button->label == "Buy back your follower: 3 to Ben (1)");
        CHECK(button->hint.find("Pay Ben 3 points to free your follower") == 0);
        CHECK(g->prompt().find("press a prisoner's number") != std::string::npos);
        // The ransom's step (a game begun before the ransom could be paid any time): passing goes on.
        REQUIRE(h.widget("pass"));
        CHECK(h.widget("pass")->label == "Go on, keep them prisoner (Space)");
        CHECK(h.widget("pass")->hint == "Place your tile without paying a ransom");
        const int supply_before = session.state().players[0].supply[static_cast<size_t>(follower)];
        if (std::string(how) == "button") REQUIRE(h.press("ransom-0"));
        if (std::string(how) == "key") h.key(SDLK_1);
        if (std::string(how) == "go on") {
            h.key(SDLK_SPACE);
            CHECK(session.state().phase == Phase::PlaceTile);
            CHECK(session.state().players[0].score == 4);
            CHECK(prisoners_held_by(rules, session.state(), 1).size() == 1);
            continue;
        }
        CHECK(session.state().players[0].score == 1);
        CHECK(session.state().players[1].score == 3);
        CHECK(session.state().players[0].supply[static_cast<size_t>(follower)] ==
              supply_before + 1);
        CHECK(prisoners_held_by(rules, session.state(), 1).empty());
        CHECK(session.state().phase == Phase::PlaceTile);
        const auto log = g->log_lines();
        CHECK(std::find(log.begin(), log.end(),
                        "Anna pays Ben 3 points and frees their follower") != log.end());
        h.app->render_frame();
        CHECK(items_of(*g, "prisoner").empty());
    }
}

TEST_CASE("the ransom's buttons read whole at 200 % in every language, in a large and a small window",
          "[tower][i18n]") {
    struct EnglishAgain {
        ~EnglishAgain() { set_language("en"); }
    } english_again;
    for (const char* language : {"en", "de", "es", "fr", "nl"})
        for (const SDL_Point window : {SDL_Point{1280, 800}, SDL_Point{800, 560}})
            for (const int scale : {100, 200}) {
                INFO(language << " " << window.x << "x" << window.y << " at " << scale << " %");
                Harness h(false, window.x, window.y);
                REQUIRE(set_language(language, CARC_TEST_LOCALE_DIR));  // after the window's own choice
                h.app->settings().ui_scale_percent = scale;
                h.app->apply_settings();
                GameScene* g = test::continue_game(h, ransom_step_save());
                REQUIRE(g);
                h.app->render_frame();
                h.shot(std::string("tower-ransom-") + language + "-" + std::to_string(window.x) + "-" +
                       std::to_string(scale));
                // The ransom's button and the one that goes on without paying.
                for (const char* id : {"ransom-0", "pass"}) {
                    const Widget* button = h.widget(id);
                    REQUIRE(button);
                    INFO(button->label);
                    const auto& shortened = h.app->text().shortened();
                    CHECK(std::find(shortened.begin(), shortened.end(), button->label) == shortened.end());
                    CHECK(button->rect.x + button->rect.w <= h.app->width());
                    CHECK(button->rect.y + button->rect.h <= h.app->height());
                }
            }
}

TEST_CASE("an exchange of prisoners is logged and empties both prisons on the scoreboard",
          "[tower]") {
    // The scenario tower-prisoners-exchanged-at-once up to Ben's capture: Anna holds Ben's monk,
    // Ben's piece raised the tower to 2 and reaches Anna's thief.
    const std::string save =
        R"({"format": "carcassonne-save", "version": 2, "name": "exchange", "setup": {"expansions": ["base", "tower"], "options": {}, "players": [{"name": "Anna", "color": "red"}, {"name": "Ben", "color": "blue"}], "draw_order": ["BA/RFr", "BA/L", "TO/F", "BA/L", "BA/L"], "seed": 1}, "actions": [
        {"type": "place", "tile": "BA/RFr", "x": 1, "y": 0, "rotation": 0},
        {"type": "deploy", "figure": "follower", "feature": "road", "location": "WE"},
        {"type": "place", "tile": "BA/L", "x": 0, "y": 1, "rotation": 0},
        {"type": "deploy", "figure": "follower", "feature": "monastery", "location": "I"},
        {"type": "place", "tile": "TO/F", "x": 1, "y": 1, "rotation": 0},
        {"type": "add_tower_piece", "x": 1, "y": 1},
        {"type": "capture", "figure": "follower", "feature": "monastery", "location": "I", "x": 0, "y": 1, "player": 1},
        {"type": "place", "tile": "BA/L", "x": 2, "y": 1, "rotation": 0},
        {"type": "add_tower_piece", "x": 1, "y": 1}]})";
    Harness h(false);
    GameScene* g = test::continue_game(h, save);
    GameSession& session = g->session();
    const int follower = session.rules().figure("follower");
    REQUIRE(session.state().phase == Phase::ModuleStep);
    h.app->render_frame();
    auto prisoners = items_of(*g, "prisoner");
    REQUIRE(prisoners.size() == 1);
    CHECK(prisoners.front().row == 0);  // Anna holds Ben's monk
    CHECK(prisoners.front().owner == 1);
    REQUIRE(g->choices().places().size() == 1);  // Anna's thief, the only follower in reach
    h.key(SDLK_1);
    REQUIRE(session.state().phase == Phase::PlaceTile);
    const auto log = g->log_lines();
    CHECK(std::find(log.begin(), log.end(), "Ben and Anna exchange prisoners") != log.end());
    h.app->render_frame();
    CHECK(items_of(*g, "prisoner").empty());
    for (int p = 0; p < 2; ++p)
        CHECK(
            session.state().players[static_cast<size_t>(p)].supply[static_cast<size_t>(follower)] ==
            7);
}

TEST_CASE("the ransom at any moment of the turn: before the tile by its number, after it by its button",
          "[tower]") {
    // The scenario tower-ransom-after-the-tile (save version 3: the ransom is offered at every
    // decision of the turn, seed 003:119-123): Ben's tower took Anna's only follower.
    const std::string head =
        R"({"format": "carcassonne-save", "version": 3, "name": "ransom", "setup": {"expansions": ["base", "tower"], "options": {}, "players": [{"name": "Anna", "color": "red"}, {"name": "Ben", "color": "blue"}], "figures": {"follower": 1}, "draw_order": ["BA/C", "BA/RFr", "BA/RFr", "TO/F", "BA/L"], "seed": 1}, "actions": [
        {"type": "place", "tile": "BA/C", "x": 0, "y": -1, "rotation": 2},
        {"type": "deploy", "figure": "follower", "feature": "city", "location": "S"},
        {"type": "place", "tile": "BA/RFr", "x": 1, "y": 0, "rotation": 0},
        {"type": "pass"},
        {"type": "place", "tile": "BA/RFr", "x": -1, "y": 0, "rotation": 0},
        {"type": "deploy", "figure": "follower", "feature": "road", "location": "WE"},
        {"type": "place", "tile": "TO/F", "x": -1, "y": 1, "rotation": 0},
        {"type": "add_tower_piece", "x": -1, "y": 1},
        {"type": "capture", "figure": "follower", "feature": "road", "location": "WE", "x": -1, "y": 0, "player": 0})";
    SECTION("before the tile: no step asks, the number key pays and the tile is still to place") {
        Harness h(false);
        GameScene* g = test::continue_game(h, head + "]}");
        GameSession& session = g->session();
        REQUIRE(session.state().phase == Phase::PlaceTile);
        h.app->render_frame();
        h.shot("tower-ransom-before-the-tile");
        const Widget* button = h.widget("ransom-0");
        REQUIRE(button);
        CHECK(button->label == "Buy back your follower: 3 to Ben (1)");
        CHECK(button->hint.find("once a turn, at any moment of it") != std::string::npos);
        h.key(SDLK_1);
        CHECK(session.state().players[0].score == 1);
        CHECK(session.state().phase == Phase::PlaceTile);
        h.app->render_frame();
        CHECK(!h.widget("ransom-0"));  // once a turn
    }
    SECTION("after the tile: the markers keep the numbers, the button pays, the follower goes out") {
        Harness h(false);
        GameScene* g = test::continue_game(
            h, head + R"(, {"type": "place", "tile": "BA/L", "x": 0, "y": 1, "rotation": 0}]})");
        GameSession& session = g->session();
        const Ruleset& rules = session.rules();
        const int follower = rules.figure("follower");
        REQUIRE(session.state().phase == Phase::PlaceFigure);
        CHECK(session.state().players[0].supply[static_cast<size_t>(follower)] == 0);
        h.app->render_frame();
        CHECK(!g->choices().empty());  // the tower piece's places
        h.shot("tower-ransom-after-the-tile");
        const Widget* button = h.widget("ransom-0");
        REQUIRE(button);
        CHECK(button->label == "Buy back your follower: 3 to Ben");  // the numbers are the markers'
        REQUIRE(h.press("ransom-0"));
        CHECK(session.state().players[0].score == 1);
        CHECK(session.state().players[1].score == 3);
        CHECK(session.state().phase == Phase::PlaceFigure);
        CHECK(session.state().players[0].supply[static_cast<size_t>(follower)] == 1);
        h.app->render_frame();
        CHECK(!h.widget("ransom-0"));
    }
    SECTION("at 200 % in 1280x800, before and after the tile, every button stays on screen") {
        Harness h(false, 1280, 800);
        h.app->settings().ui_scale_percent = 200;
        h.app->apply_settings();
        const std::string after = R"(, {"type": "place", "tile": "BA/L", "x": 0, "y": 1, "rotation": 0}]})";
        for (const std::string& save : {head + "]}", head + after}) {
            test::continue_game(h, save);
            h.app->render_frame();
            h.shot(save.size() > head.size() + 2 ? "tower-ransom-after-the-tile-200" : "tower-ransom-before-the-tile-200");
            const SDL_Rect window{0, 0, h.app->width(), h.app->height()};
            for (const char* id : {"ransom-0", "undo"}) {
                INFO(id);
                const Widget* w = h.widget(id);
                REQUIRE(w);
                CHECK(w->rect.x >= 0);
                CHECK(w->rect.y >= 0);
                CHECK(w->rect.x + w->rect.w <= window.w);
                CHECK(w->rect.y + w->rect.h <= window.h);
            }
        }
    }
}
