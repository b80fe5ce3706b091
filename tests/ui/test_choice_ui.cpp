// The figure step as a choice of place, then of figure: one marker per feature, on the feature,
// never overlapping, inside its tile and card; every choice reachable by click, number and Tab.
// Checked on the tile with the most places of every supported expansion, in the real window.
#include <algorithm>
#include <catch2/catch.hpp>

#include "board/choice_layer.hpp"
#include "board/tile_art.hpp"
#include "carc/engine.hpp"
#include "scenes/game_scene.hpp"
#include "ui_harness.hpp"

using namespace carc;
using namespace carc::app;
using carc::app::test::Harness;
using carc::app::test::shipped_catalog;
using carc::app::test::start_game;

namespace {

Setup three_players(std::vector<std::string> expansions) {
    Setup s;
    s.expansions = std::move(expansions);
    s.players = {{"Anna", "red"}, {"Bernd", "blue"}, {"Clara", "green"}};
    s.seed = 7;
    return s;
}

// Features of a tile a figure may stand on in this ruleset (every figure that needs no follower
// of its own there: the choices of the first turn), and a tower foundation (a piece goes there).
int figure_features(const Ruleset& rules, const TileType& t) {
    int n = 0;
    const auto tower = rules.catalog->kind("tower");
    for (const FeatureType& f : t.features) {
        bool fits = tower && f.kind == *tower;  // a tower takes a piece
        for (const FigureDef& fig : rules.figures)
            fits = fits ||
                   (fig.needs == FigureDef::Needs::EmptyFeature &&
                    std::find(fig.places.begin(), fig.places.end(), f.kind) != fig.places.end());
        n += fits;
    }
    return n;
}

// The tile of the expansion's own tiles with the most such features (that can be drawn first
// and take a figure: not a dragon tile, set aside until a volcano is out, nor a volcano).
std::string worst_tile(const Ruleset& rules, const std::string& expansion) {
    std::string best;
    int most = -1;
    for (TileTypeId id : rules.tile_set) {
        const TileType& t = rules.tiles[id];
        if (t.expansion != expansion || t.has_tag("dragon") || t.has_tag("volcano")) continue;
        const int n = figure_features(rules, t);
        if (n > most) {
            most = n;
            best = t.id;
        }
    }
    return best;
}

bool rects_overlap(const SDL_Rect& a, const SDL_Rect& b) { return SDL_HasIntersection(&a, &b); }
bool rect_inside(const SDL_Rect& inner, const SDL_Rect& outer) {
    return inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.w <= outer.x + outer.w &&
           inner.y + inner.h <= outer.y + outer.h;
}

// Checks what the figure step drew last frame.
void check_layout(Harness& h, GameScene& g) {
    h.app->render_frame();
    const GameState& s = g.session().state();
    const auto& markers = g.drawn_markers();
    const auto& places = g.choices().places();
    size_t on_board = 0, on_card = 0;
    for (size_t i = 0; i < markers.size(); ++i) {
        const auto& m = markers[i];
        INFO("marker of place " << m.place << (m.on_card ? " on the card" : " on the board"));
        const ChoicePlace& p = places[static_cast<size_t>(m.place)];
        const SDL_Rect box = m.on_card ? g.card_tile() : g.board().cell_rect(p.tile);
        CHECK(rect_inside(m.rect, box));
        // On its own feature: the point under the marker's centre belongs to it.
        const PlacedTile* t = s.board.at(p.tile);
        REQUIRE(t);
        const SDL_FPoint c = carc::app::test::marker_centre(m.rect, box);
        CHECK(g.art().feature_at(t->type, t->rotation, c.x, c.y) == p.local);
        for (size_t j = 0; j < i; ++j)
            if (markers[j].on_card == m.on_card) {
                INFO("against place " << markers[j].place << " at " << markers[j].rect.x << ","
                                      << markers[j].rect.y << " " << markers[j].rect.w << " vs "
                                      << m.rect.x << "," << m.rect.y << " " << m.rect.w);
                CHECK_FALSE(rects_overlap(m.rect, markers[j].rect));
            }
        (m.on_card ? on_card : on_board) += 1;
    }
    // Every place has its marker on the board; those of the new tile also on the card.
    const Pos new_tile = s.board.tile(s.placed_tile).pos;
    size_t on_new_tile = 0;
    for (const ChoicePlace& p : places) on_new_tile += p.tile == new_tile;
    CHECK(on_board == places.size());
    CHECK(on_card == on_new_tile);
    CHECK(rect_inside(g.card_tile(), g.card()));
    const auto& rows = g.card_rows();
    const size_t expected_rows =
        g.choices().open_place() >= 0
            ? places[static_cast<size_t>(g.choices().open_place())].options.size()
            : places.size();
    // A card without room for every row lists the first ones and says how many more there are.
    CHECK(rows.size() + static_cast<size_t>(g.hidden_rows()) == expected_rows);
    CHECK(g.hidden_rows() == 0);  // not on these tiles, in this window
    for (size_t i = 0; i < rows.size(); ++i) {
        CHECK(rect_inside(rows[i], g.card()));
        CHECK_FALSE(rects_overlap(rows[i], g.card_tile()));
        for (size_t j = 0; j < i; ++j) CHECK_FALSE(rects_overlap(rows[i], rows[j]));
    }
    // The card stays on the board, left of the side panel.
    CHECK(rect_inside(g.card(), g.board().viewport()));
}

// Places `tile` first (drawn first) on the first legal square; returns the scene in its figure
// step.
GameScene* open_figure_step(Harness& h, Setup setup, const std::string& tile) {
    setup.draw_order = std::vector<std::string>{tile, "BA/RFr", "BA/RFr", "BA/RFr"};
    GameScene* g = start_game(h, setup);
    REQUIRE(g);
    const auto cells = g->session().legal_cells();
    REQUIRE_FALSE(cells.empty());
    const SDL_Point c = g->board().cell_centre(cells.front());
    h.click(c.x, c.y);
    REQUIRE(g->session().state().phase == Phase::PlaceFigure);
    h.move(5, 300);
    return g;
}

}  // namespace

TEST_CASE("markers stand on their own feature and keep clear of each other on every tile",
          "[choice]") {
    Setup setup = three_players(
        {"base", "river", "abbot", "inns-cathedrals", "traders-builders", "princess-dragon"});
    auto rules = load_ruleset(setup, shipped_catalog());
    REQUIRE(rules);
    const TileMarks slots = tile_marks(*rules);
    for (const TileType& t : rules->tiles) {
        const TileGeometry base = build_tile_geometry(t, slots);
        std::vector<int> locals;
        for (size_t l = 0; l < t.features.size(); ++l)
            if (t.features[l].kind != FeatureKind::River) locals.push_back(static_cast<int>(l));
        for (int rot = 0; rot < 4; ++rot) {
            INFO(t.id << " turned " << rot);
            const TileGeometry g = rotated(base, rot);
            float radius = 11.0f;
            const auto pts = spread_markers(g, locals, radius);
            REQUIRE(pts.size() == locals.size());
            CHECK(radius >= 7.0f);  // readable on the card: at least 14 % of the tile
            for (size_t i = 0; i < pts.size(); ++i) {
                CHECK(g.labels.at(pts[i]) == locals[i]);
                CHECK(pts[i].x - radius >= 0);
                CHECK(pts[i].y - radius >= 0);
                CHECK(pts[i].x + radius <= 100);
                CHECK(pts[i].y + radius <= 100);
                for (size_t j = 0; j < i; ++j) CHECK(distance(pts[i], pts[j]) >= 2 * radius);
            }
        }
    }
}

TEST_CASE("the figure step on the most crowded tile of every expansion stays clear", "[choice]") {
    struct Case {
        std::vector<std::string> expansions;
        std::string own;   // whose tiles to search
        std::string tile;  // or this tile (a magic portal: places on the start tile too)
    };
    const Case cases[] = {
        {{"base"}, "base", ""},
        {{"base", "river"}, "river", ""},
        {{"base", "abbot"}, "base", ""},
        {{"base", "inns-cathedrals"}, "inns-cathedrals", ""},
        {{"base", "inns-cathedrals"}, "base", ""},
        {{"base", "traders-builders"}, "traders-builders", ""},
        {{"base", "princess-dragon"}, "princess-dragon", ""},
        {{"base", "abbot", "inns-cathedrals", "princess-dragon"}, "princess-dragon", ""},
        {{"base", "inns-cathedrals", "princess-dragon"}, "portal", "DG/CRr.g"},
        {{"base", "tower"}, "tower", ""},
        {{"base", "inns-cathedrals", "tower"}, "tower", ""},
        {{"base", "abbey-mayor"}, "abbey-mayor", ""}};
    for (const Case& c : cases) {
        Harness h(false);
        const Setup setup = three_players(c.expansions);
        auto rules = load_ruleset(setup, *h.app->catalog());
        REQUIRE(rules);
        const std::string tile = c.tile.empty() ? worst_tile(*rules, c.own) : c.tile;
        INFO(tile << " with " << c.expansions.back());
        GameScene* g = open_figure_step(h, setup, tile);
        const auto& places = g->choices().places();
        REQUIRE_FALSE(places.empty());
        size_t options = 0;
        for (const ChoicePlace& p : places) options += p.options.size();
        // One place per feature of the new tile, whatever number of figures fit there (a
        // portal adds places on other tiles).
        const GameState& s = g->session().state();
        const Pos new_tile = s.board.tile(s.placed_tile).pos;
        CHECK(std::count_if(places.begin(), places.end(), [&](const ChoicePlace& p) {
                  return p.tile == new_tile;
              }) <= figure_features(*rules, rules->tiles[*rules->tile(tile)]));
        if (!c.tile.empty())
            CHECK(std::any_of(places.begin(), places.end(),
                              [&](const ChoicePlace& p) { return !(p.tile == new_tile); }));
        h.shot("choice-" + c.own + "-" + std::to_string(options));
        check_layout(h, *g);
        // At the largest and the smallest zoom too.
        for (int i = 0; i < 6; ++i) h.key(SDLK_PLUS);
        check_layout(h, *g);
        for (int i = 0; i < 14; ++i) h.key(SDLK_MINUS);
        check_layout(h, *g);
        h.key(SDLK_HOME);
        // The second step: a place where several figures fit lists them, still clear.
        for (size_t i = 0; i < places.size(); ++i)
            if (places[i].options.size() > 1 && i < 9) {
                h.key(SDLK_1 + static_cast<SDL_Keycode>(i));
                REQUIRE(g->choices().open_place() == static_cast<int>(i));
                h.shot("choice-open-" + c.own);
                check_layout(h, *g);
                h.key(SDLK_ESCAPE);
                CHECK(g->choices().open_place() == -1);
                CHECK(h.scene() == "game");  // Esc backed out of the figure, not into the menu
                break;
            }
    }
}

TEST_CASE("every one of many figure choices is reachable by number, Tab and click", "[choice]") {
    Harness h(false);
    // Inns & Cathedrals: a follower and a large meeple for each free feature.
    const Setup setup = three_players({"base", "inns-cathedrals"});
    auto rules = load_ruleset(setup, *h.app->catalog());
    REQUIRE(rules);
    GameScene* g = open_figure_step(h, setup, worst_tile(*rules, "base"));
    GameSession& session = g->session();
    const auto places = g->choices().places();
    size_t total = 0;
    for (const ChoicePlace& p : places) total += p.options.size();
    CHECK(total >= 10);
    auto deployed = [&](const Action& expected) {
        REQUIRE(session.actions() == 2);
        auto done =
            resolve_action(session.rules(), *session.snapshot(1), session.record().actions[1]);
        return done && *done == expected;
    };
    for (size_t i = 0; i < places.size(); ++i)
        for (size_t k = 0; k < places[i].options.size(); ++k) {
            INFO("place " << i << " option " << k);
            const Action expected = places[i].options[k].action;
            // By keys: numbers while there are ten or fewer entries, else Tab and Enter.
            auto pick = [&](size_t index) {
                if (index < 10) {
                    h.key(index == 9 ? SDLK_0 : SDLK_1 + static_cast<SDL_Keycode>(index));
                } else {
                    for (size_t t = 0; t <= index; ++t) h.key(SDLK_TAB);
                    h.key(SDLK_RETURN);
                }
            };
            pick(i);
            if (places[i].options.size() > 1) {
                REQUIRE(g->choices().open_place() == static_cast<int>(i));
                CHECK(g->choices().focus() == 0);  // Enter alone takes the first figure
                for (size_t t = 0; t < k; ++t) h.key(SDLK_TAB);
                h.key(SDLK_RETURN);
            }
            CHECK(deployed(expected));
            h.key(SDLK_BACKSPACE);
            REQUIRE(session.state().phase == Phase::PlaceFigure);
            // By clicks: the place's marker, then the figure's row on the card.
            const SDL_FPoint at = g->place_points()[i];
            h.click(static_cast<int>(at.x), static_cast<int>(at.y));
            if (places[i].options.size() > 1) {
                REQUIRE(g->choices().open_place() == static_cast<int>(i));
                h.app->render_frame();
                const SDL_Rect row = g->card_rows()[k];
                h.click(row.x + row.w / 2, row.y + row.h / 2);
            }
            CHECK(deployed(expected));
            h.key(SDLK_BACKSPACE);
            REQUIRE(session.state().phase == Phase::PlaceFigure);
        }
    // Space still skips.
    h.key(SDLK_SPACE);
    CHECK(session.state().phase == Phase::PlaceTile);
    CHECK(session.state().figures.empty());
}
