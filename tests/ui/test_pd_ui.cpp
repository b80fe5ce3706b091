// The Princess & the Dragon at the table, headless: the dragon's flight steered by each player in
// turn (the prompt names who steers, only the tiles the engine lists are lit, a click on one moves
// the dragon there, the flight is drawn step by step), a follower sent through the magic portal
// to a far feature, a knight sent home by the princess, the fairy moved beside a follower, and the
// figures drawn where they stand. Each game starts from a short record replayed by the engine, as
// a saved game would, and goes on through the game screen's clicks and keys.
#include <algorithm>
#include <catch2/catch.hpp>
#include <set>

#include "board/board_view.hpp"
#include "board/choice_layer.hpp"
#include "board/figure_art.hpp"
#include "carc/engine.hpp"
#include "carc/module.hpp"
#include "carc/record.hpp"
#include "data/save.hpp"
#include "scenes/game_scene.hpp"
#include "scenes/overlays.hpp"
#include "shell/i18n.hpp"
#include "ui_harness.hpp"

using namespace carc;
using namespace carc::app;
using carc::app::test::continue_game;
using carc::app::test::Harness;

namespace {

std::string save_text(const std::string& setup, const std::string& actions) {
    return R"({"format": "carcassonne-save", "version": 2, "name": "test", "setup": )" + setup +
           R"(, "actions": [)" + actions + "]}";
}

// Where a neutral figure of kind `id` stands, or none.
std::optional<Pos> neutral_at(const GameSession& session, const std::string& id) {
    const GameState& s = session.state();
    const int i = neutral_figure(s, session.rules().figure(id));
    if (i < 0) return std::nullopt;
    return s.board.tile(s.figures[static_cast<size_t>(i)].tile).pos;
}

int supply(const GameState& s, int player, int figure) {
    return s.players[static_cast<size_t>(player)].supply[static_cast<size_t>(figure)];
}

// A point of the square at `p` away from its marker (a corner of the tile), on the board.
SDL_Point corner_of(GameScene& g, Pos p) {
    const SDL_Rect r = g.board().cell_rect(p);
    return {r.x + r.w / 8, r.y + r.h / 8};
}

std::set<std::pair<int, int>> squares(const std::vector<Pos>& ps) {
    std::set<std::pair<int, int>> out;
    for (Pos p : ps) out.insert({p.x, p.y});
    return out;
}

// The squares the engine lets the acting player choose now (the dragon's next tiles).
std::vector<Pos> legal_squares(const GameSession& session) {
    std::vector<Pos> out;
    for (const Action& a : session.legal())
        if (!is_pass(a) && a.feature < 0) out.push_back(a.pos);
    return out;
}

// Checks that the lit places of the step are exactly the engine's squares, each with one marker
// drawn inside its square.
void check_lit_squares(Harness& h, GameScene& g) {
    h.app->render_frame();
    std::vector<Pos> lit;
    for (const ChoicePlace& p : g.choices().places()) {
        CHECK(p.local == -1);  // a whole tile
        lit.push_back(p.tile);
    }
    CHECK(squares(lit) == squares(legal_squares(g.session())));
    REQUIRE(g.drawn_markers().size() == lit.size());
    for (const auto& m : g.drawn_markers()) {
        const SDL_Rect cell =
            g.board().cell_rect(g.choices().places()[static_cast<size_t>(m.place)].tile);
        CHECK(SDL_HasIntersection(&m.rect, &cell));
        CHECK(m.rect.x >= cell.x);
        CHECK(m.rect.x + m.rect.w <= cell.x + cell.w);
    }
}

constexpr const char* kSixSteps =
    R"({"expansions": ["base", "princess-dragon"], "options": {},
        "players": [{"name": "Anna", "color": "red"}, {"name": "Ben", "color": "blue"},
                    {"name": "Cleo", "color": "green"}],
        "draw_order": ["BA/RFr", "BA/RFr", "BA/RFr", "BA/RFr", "BA/RFr", "DG/RFr.v", "DG/RFr.d",
                       "BA/RFr", "BA/RFr"],
        "seed": 1})";

}  // namespace

TEST_CASE(
    "the dragon's flight: each player steers in turn, only its tiles are lit, a click moves it",
    "[pd]") {
    Harness h(false);
    // Anna's thief on the road at (1, 0); a volcano at (-1, 0) brings the dragon; Anna places a
    // dragon tile at (6, 0) and passes: the flight begins.
    GameScene* g = continue_game(h, save_text(kSixSteps, R"(
        {"type": "place", "tile": "BA/RFr", "x": 1, "y": 0, "rotation": 0},
        {"type": "deploy", "figure": "follower", "feature": "road", "location": "WE"},
        {"type": "place", "tile": "BA/RFr", "x": 2, "y": 0, "rotation": 0}, {"type": "pass"},
        {"type": "place", "tile": "BA/RFr", "x": 3, "y": 0, "rotation": 0}, {"type": "pass"},
        {"type": "place", "tile": "BA/RFr", "x": 4, "y": 0, "rotation": 0}, {"type": "pass"},
        {"type": "place", "tile": "BA/RFr", "x": 5, "y": 0, "rotation": 0}, {"type": "pass"},
        {"type": "place", "tile": "DG/RFr.v", "x": -1, "y": 0, "rotation": 0},
        {"type": "place", "tile": "DG/RFr.d", "x": 6, "y": 0, "rotation": 0}, {"type": "pass"})"));
    GameSession& session = g->session();
    const Ruleset& rules = session.rules();
    REQUIRE(session.state().phase == Phase::ModuleStep);
    REQUIRE(neutral_at(session, "dragon") == Pos{-1, 0});
    const int anna = 0;
    CHECK(supply(session.state(), anna, rules.figure("follower")) == 6);

    const char* steerers[] = {"Anna", "Ben", "Cleo", "Anna", "Ben", "Cleo"};
    for (int step = 0; step < 6; ++step) {
        INFO("step " << step + 1);
        const GameState& s = session.state();
        REQUIRE(s.phase == Phase::ModuleStep);
        // The player who steers, named by the engine's prompt, on the card, the banner and the
        // prompt line; the current player stays Anna.
        CHECK(s.current_player == anna);
        CHECK(rules.setup.players[static_cast<size_t>(s.acting_player)].name == steerers[step]);
        const std::string engine_words = format(rules, carc::prompt(rules, s));
        CHECK(g->step_prompt().rfind(std::string(steerers[step]) + ": ", 0) == 0);
        CHECK(g->prompt().find(engine_words.substr(engine_words.find(':'))) != std::string::npos);
        CHECK(g->prompt().find("step " + std::to_string(step + 1) + " of 6") != std::string::npos);
        CHECK(g->banner() == g->step_prompt());
        // Only the tiles the dragon may enter are lit, each with a marker.
        check_lit_squares(h, *g);
        h.shot("pd-flight-" + std::to_string(step + 1));
        const std::vector<Pos> lit = legal_squares(session);
        REQUIRE(lit.size() == 1);  // a straight road of tiles: one way on
        // The card names the way in the board's terms (it shows no coordinates).
        CHECK(g->choices().places().front().title == "Move the dragon to the next tile east");
        const Pos from = *neutral_at(session, "dragon");
        // A tile that is not lit (where it came from, once it has flown) takes no click.
        if (step > 0) {
            const Pos back{from.x - 1, from.y};
            const SDL_Point c = corner_of(*g, back);
            const int actions = session.actions();
            h.click(c.x, c.y);
            CHECK(session.actions() == actions);
            CHECK(neutral_at(session, "dragon") == from);
        }
        // Three ways to choose: a click anywhere on the lit tile, on its marker, its number.
        if (step % 3 == 0) {
            const SDL_Point c = corner_of(*g, lit.front());
            h.click(c.x, c.y);
        } else if (step % 3 == 1) {
            const auto& m = g->drawn_markers().front();
            h.click(m.rect.x + m.rect.w / 2, m.rect.y + m.rect.h / 2);
        } else {
            h.key(SDLK_1);
        }
        CHECK(neutral_at(session, "dragon") == lit.front());
        // The flight so far, from its take-off tile, drawn step by step.
        if (step < 5) {
            const auto trails = g->trails();
            REQUIRE(trails.size() == 1);
            CHECK(trails.front().size() == static_cast<size_t>(step + 2));
            CHECK(trails.front().front() == Pos{-1, 0});
            CHECK(trails.front().back() == lit.front());
        }
    }
    // Six steps, then it lands: Anna's thief at (1, 0) was eaten, and the game goes on with
    // Ben's turn; the flight stays drawn until the next tile is placed.
    const GameState& s = session.state();
    CHECK(neutral_at(session, "dragon") == Pos{5, 0});
    CHECK(supply(s, anna, rules.figure("follower")) == 7);
    CHECK(s.phase == Phase::PlaceTile);
    CHECK(s.current_player == 1);
    REQUIRE(g->trails().size() == 1);
    CHECK(g->trails().front().size() == 7);
    // The log tells the flight in the board's words, and the figure it sent home.
    const auto lines = g->log_lines();
    for (const Event& e : session.events().back())
        if (const auto* m = std::get_if<ModuleEvent>(&e)) {
            std::string text = tr_format(rules, m->message);
            text[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(text[0])));
            CHECK(std::find(lines.begin(), lines.end(), text) != lines.end());
        }
    bool eaten_logged = false;
    for (size_t k = 0; k < session.events().size(); ++k)
        for (const Event& e : session.events()[k])
            if (std::holds_alternative<FigureReturned>(e)) {
                std::string text = tr_describe(rules, e);
                text[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(text[0])));
                eaten_logged =
                    eaten_logged || std::find(lines.begin(), lines.end(), text) != lines.end();
            }
    CHECK(eaten_logged);
    // Ben places his tile: the flight's trail is gone.
    test::place_first(h, *g);
    CHECK(g->trails().empty());
}

TEST_CASE("the dragon and the fairy are drawn where they stand, in their own colours", "[pd]") {
    Harness h(false);
    // Anna's thief on the road at (1, 0), her fairy beside it; the dragon on the volcano.
    GameScene* g =
        continue_game(h, save_text(R"({"expansions": ["base", "princess-dragon"], "options": {},
                         "players": [{"name": "Anna", "color": "red"}, {"name": "Ben", "color": "blue"}],
                         "draw_order": ["BA/RFr", "DG/F.v", "BA/L", "BA/RFr", "BA/RFr"], "seed": 1})",
                                   R"(
        {"type": "place", "tile": "BA/RFr", "x": 1, "y": 0, "rotation": 0},
        {"type": "deploy", "figure": "follower", "feature": "road", "location": "WE"},
        {"type": "place", "tile": "DG/F.v", "x": 0, "y": 1, "rotation": 0},
        {"type": "place", "tile": "BA/L", "x": 1, "y": 1, "rotation": 0},
        {"type": "move_fairy", "figure": "follower", "feature": "road", "location": "WE", "x": 1, "y": 0})"));
    GameSession& session = g->session();
    const GameState& s = session.state();
    REQUIRE(neutral_at(session, "dragon") == Pos{0, 1});
    REQUIRE(neutral_at(session, "fairy") == Pos{1, 0});
    for (size_t i = 0; i < s.figures.size(); ++i) {
        const Figure& f = s.figures[i];
        const auto spot = figure_spot(g->art(), s, i);
        REQUIRE(spot);
        const auto screen = g->board().figure_point(g->art(), s, i);
        REQUIRE(screen);
        INFO("figure " << session.rules().figures[f.kind].id);
        if (f.kind == session.rules().figure("dragon")) {
            // Alone on its tile: in the middle.
            CHECK(spot->x == Approx(0.5f));
            CHECK(spot->y == Approx(0.5f));
        } else if (f.kind == session.rules().figure("fairy")) {
            // At the edge of its tile, beside the thief but not on it.
            CHECK((spot->x < 0.2f || spot->x > 0.8f || spot->y < 0.2f || spot->y > 0.8f));
            for (size_t j = 0; j < s.figures.size(); ++j)
                if (j != i && s.figures[j].tile == f.tile) {
                    const auto thief = figure_spot(g->art(), s, j);
                    REQUIRE(thief);
                    CHECK(std::hypot(spot->x - thief->x, spot->y - thief->y) >= 0.3f);
                }
        }
        // Pointing at a figure finds that figure.
        h.move(static_cast<int>(screen->x), static_cast<int>(screen->y));
        CHECK(g->hovered_figure() == static_cast<int>(i));
    }
    // The dragon keeps its own red; a player's figure takes the player's colours.
    const PlayerColor blue = player_color("blue");
    FigureArt& art = h.app->figures();
    CHECK(art.coloured_svg("dragon", nullptr) == art.coloured_svg("dragon", &blue));
    // Nothing of the neutral figures in the players' supplies.
    for (const ScoreRow& row : g->scoreboard())
        for (const ScoreRow::Supply& item : row.supply)
            CHECK_FALSE(session.rules().figures[static_cast<size_t>(item.figure)].neutral);
    h.shot("pd-figures");
}

TEST_CASE("the magic portal lights every feature it may reach and sends a follower far away",
          "[pd]") {
    Harness h(false);
    // Ben's portal tile goes down at (0, 1): Anna's thief may go onto the empty road at (1, 0).
    GameScene* g =
        continue_game(h, save_text(R"({"expansions": ["base", "princess-dragon"], "options": {},
                         "players": [{"name": "Anna", "color": "red"}, {"name": "Ben", "color": "blue"}],
                         "draw_order": ["BA/RFr", "BA/C", "DG/RRR.g", "BA/RFr"], "seed": 1})",
                                   R"(
        {"type": "place", "tile": "BA/RFr", "x": 1, "y": 0, "rotation": 0}, {"type": "pass"},
        {"type": "place", "tile": "BA/C", "x": 0, "y": -1, "rotation": 2}, {"type": "pass"},
        {"type": "place", "tile": "DG/RRR.g", "x": 0, "y": 1, "rotation": 0})"));
    GameSession& session = g->session();
    const GameState& s = session.state();
    REQUIRE(s.phase == Phase::PlaceFigure);
    const Pos portal{0, 1};
    // Every deploy the engine lists elsewhere is a lit place; every place is one the engine lists.
    std::set<std::tuple<int, int, int>> far_deploys, far_places;
    for (const Action& a : session.legal())
        if (is_deploy(a) && !(a.pos == portal)) far_deploys.insert({a.pos.x, a.pos.y, a.feature});
    for (const ChoicePlace& p : g->choices().places())
        if (!p.take_back && !(p.tile == portal)) far_places.insert({p.tile.x, p.tile.y, p.local});
    REQUIRE(far_deploys.size() >= 4);  // the start tile's and the other tiles' open features
    CHECK(far_places == far_deploys);
    // The places of the new tile come first and are on the card; those far away are marked on
    // the board, named by where they lie.
    const auto& places = g->choices().places();
    CHECK(places.front().tile == portal);
    h.app->render_frame();
    int far_markers = 0;
    for (const auto& m : g->drawn_markers())
        far_markers += !m.on_card && !(places[static_cast<size_t>(m.place)].tile == portal);
    CHECK(far_markers == static_cast<int>(far_places.size()));
    CHECK(g->prompt().find("anywhere on the board") != std::string::npos);
    // The road at (1, 0), through its marker.
    const PlacedTile* target = s.board.at({1, 0});
    REQUIRE(target);
    int road = -1;
    for (size_t i = 0; i < places.size(); ++i)
        if (places[i].tile == Pos{1, 0} && places[i].kind == FeatureKind::Road)
            road = static_cast<int>(i);
    REQUIRE(road >= 0);
    CHECK(places[static_cast<size_t>(road)].title.find("Road · next tile north-east") == 0);
    h.shot("pd-portal");
    const auto marker = std::find_if(g->drawn_markers().begin(), g->drawn_markers().end(),
                                     [&](const auto& m) { return m.place == road && !m.on_card; });
    REQUIRE(marker != g->drawn_markers().end());
    h.click(marker->rect.x + marker->rect.w / 2, marker->rect.y + marker->rect.h / 2);
    // One figure fits there: placed at once, on the far road, and the turn goes on to Ben.
    const GameState& after = session.state();
    const auto on_road =
        std::find_if(after.figures.begin(), after.figures.end(), [&](const Figure& f) {
            return f.owner == 0 && f.on_feature() && after.board.tile(f.tile).pos == Pos{1, 0};
        });
    REQUIRE(on_road != after.figures.end());
    CHECK(after.board.tile(on_road->tile).pos == Pos{1, 0});
    CHECK(session.rules().tiles[target->type].features[on_road->local].kind == FeatureKind::Road);
    CHECK(after.current_player == 1);
}

TEST_CASE("the princess lets the player pick the knight to send home", "[pd]") {
    Harness h(false);
    GameScene* g = continue_game(
        h,
        save_text(R"({"expansions": ["base", "traders-builders", "princess-dragon"], "options": {},
                         "players": [{"name": "Anna", "color": "red"}, {"name": "Ben", "color": "blue"}],
                         "draw_order": ["BA/RFr", "BA/CFc.1", "BA/RFr", "BA/CFc.1", "DG/Cc.p", "BA/RFr"], "seed": 1})",
                  R"(
        {"type": "place", "tile": "BA/RFr", "x": 1, "y": 0, "rotation": 0}, {"type": "pass"},
        {"type": "place", "tile": "BA/CFc.1", "x": 0, "y": -1, "rotation": 1},
        {"type": "deploy", "figure": "follower", "feature": "city", "location": "NS"},
        {"type": "place", "tile": "BA/RFr", "x": -1, "y": 0, "rotation": 0}, {"type": "pass"},
        {"type": "place", "tile": "BA/CFc.1", "x": 0, "y": -2, "rotation": 1},
        {"type": "deploy", "figure": "builder", "feature": "city", "location": "NS"},
        {"type": "place", "tile": "DG/Cc.p", "x": 0, "y": -3, "rotation": 2})"));
    GameSession& session = g->session();
    const Ruleset& rules = session.rules();
    REQUIRE(session.state().phase == Phase::PlaceFigure);
    // One place per knight the princess may send home: on Ben's knight, in Ben's colours.
    const auto& places = g->choices().places();
    int knight = -1;
    for (size_t i = 0; i < places.size(); ++i)
        if (places[i].take_back && places[i].tile == Pos{0, -1}) knight = static_cast<int>(i);
    REQUIRE(knight >= 0);
    const ChoicePlace& p = places[static_cast<size_t>(knight)];
    REQUIRE(p.options.size() == 1);
    CHECK(p.options.front().owner == 1);
    CHECK(p.kind == FeatureKind::City);
    CHECK(p.title == g->choices().places()[static_cast<size_t>(knight)].options.front().label);
    CHECK(p.title.find("Ben") != std::string::npos);
    // Its marker stands on the knight's city at (0, -1).
    h.app->render_frame();
    const auto marker =
        std::find_if(g->drawn_markers().begin(), g->drawn_markers().end(),
                     [&](const auto& m) { return m.place == knight && !m.on_card; });
    REQUIRE(marker != g->drawn_markers().end());
    const SDL_Rect cell = g->board().cell_rect({0, -1});
    CHECK(SDL_HasIntersection(&marker->rect, &cell));
    h.shot("pd-princess");
    // Chosen by its number key: the knight goes home, and the builder it kept company.
    REQUIRE(knight < 9);
    h.key(SDLK_1 + static_cast<SDL_Keycode>(knight));
    const GameState& s = session.state();
    CHECK(supply(s, 1, rules.figure("follower")) == 7);
    CHECK(supply(s, 1, rules.figure("builder")) == 1);
    CHECK(s.current_player == 1);
    const auto lines = g->log_lines();
    CHECK(std::any_of(lines.begin(), lines.end(), [](const std::string& l) {
        return l.find("princess") != std::string::npos;
    }));
}

TEST_CASE("the fairy's move lights the followers it may join", "[pd]") {
    Harness h(false);
    // Anna has a thief at (1, 0) and a knight at (1, -1); she places a cloister at (0, 1).
    GameScene* g =
        continue_game(h, save_text(R"({"expansions": ["base", "princess-dragon"], "options": {},
                         "players": [{"name": "Anna", "color": "red"}, {"name": "Ben", "color": "blue"}],
                         "draw_order": ["BA/RFr", "BA/C", "BA/C", "BA/RFr", "BA/L", "BA/RFr"], "seed": 1})",
                                   R"(
        {"type": "place", "tile": "BA/RFr", "x": 1, "y": 0, "rotation": 0},
        {"type": "deploy", "figure": "follower", "feature": "road", "location": "WE"},
        {"type": "place", "tile": "BA/C", "x": 0, "y": -1, "rotation": 2}, {"type": "pass"},
        {"type": "place", "tile": "BA/C", "x": 1, "y": -1, "rotation": 0},
        {"type": "deploy", "figure": "follower", "feature": "city", "location": "N"},
        {"type": "place", "tile": "BA/RFr", "x": 2, "y": 0, "rotation": 0}, {"type": "pass"},
        {"type": "place", "tile": "BA/L", "x": 0, "y": 1, "rotation": 0})"));
    GameSession& session = g->session();
    const GameState& s = session.state();
    REQUIRE(s.phase == Phase::PlaceFigure);
    // A place on each of Anna's followers (not on Ben's), lit on the board.
    std::set<std::pair<int, int>> fairy_squares;
    for (const ChoicePlace& p : g->choices().places())
        if (p.take_back) fairy_squares.insert({p.tile.x, p.tile.y});
    std::set<std::pair<int, int>> annas;
    for (const Figure& f : s.figures)
        if (f.owner == 0 && f.on_feature()) {
            const Pos at = s.board.tile(f.tile).pos;
            annas.insert({at.x, at.y});
        }
    CHECK(fairy_squares == annas);
    for (const ChoicePlace& p : g->choices().places())
        if (p.take_back) {
            INFO(p.title);
            CHECK(p.title.rfind("Move the fairy next to your follower at ", 0) == 0);
            CHECK(p.title.find('(') == std::string::npos);  // no coordinates
        }
    CHECK(annas.size() == 2);
    h.app->render_frame();
    h.shot("pd-fairy");
    // Chosen by clicking its marker on the thief's tile.
    int thief = -1;
    const auto& places = g->choices().places();
    for (size_t i = 0; i < places.size(); ++i)
        if (places[i].take_back && places[i].tile == Pos{1, 0}) thief = static_cast<int>(i);
    REQUIRE(thief >= 0);
    const auto marker = std::find_if(g->drawn_markers().begin(), g->drawn_markers().end(),
                                     [&](const auto& m) { return m.place == thief && !m.on_card; });
    REQUIRE(marker != g->drawn_markers().end());
    h.click(marker->rect.x + marker->rect.w / 2, marker->rect.y + marker->rect.h / 2);
    CHECK(neutral_at(session, "fairy") == Pos{1, 0});
    CHECK(session.state().current_player == 1);
}

TEST_CASE("the \"?\" panel of a P&D game offers the rules of each expansion in play", "[pd]") {
    Harness h(false);
    GameScene* g =
        continue_game(h, save_text(R"({"expansions": ["base", "princess-dragon"], "options": {},
                         "players": [{"name": "Anna", "color": "red"}, {"name": "Ben", "color": "blue"}],
                         "draw_order": ["BA/RFr", "BA/C"], "seed": 1})",
                                   ""));
    REQUIRE(g);
    h.key(SDLK_F1);
    REQUIRE(h.scene() == "help");
    // One button per expansion in play, none for an expansion not in play.
    REQUIRE(h.press("rules:base"));
    REQUIRE(h.scene() == "rules");
    h.key(SDLK_ESCAPE);
    REQUIRE(h.scene() == "help");
    CHECK_FALSE(h.press("rules:river"));
    REQUIRE(h.press("rules:princess-dragon"));
    auto* rules = h.as<RulesOverlay>();
    REQUIRE(rules);
    CHECK(rules->title() == "The Princess & the Dragon");
    // The text of data/rules/en/princess_dragon.md: its bullets, bold names apart.
    for (const char* name : {"Volcano", "Dragon", "Fairy", "Magic portal", "Princess"}) {
        INFO(name);
        CHECK(std::any_of(rules->blocks().begin(), rules->blocks().end(), [&](const TextBlock& b) {
            return b.kind == TextBlock::Kind::Bullet &&
                   b.text.rfind(std::string(name) + ":", 0) == 0;
        }));
    }
    h.shot("pd-rules");
}
