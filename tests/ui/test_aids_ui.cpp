// The learning aids on the game screen against the engine's oracle (carc/analysis.hpp): the
// remaining-tiles panel and its filter, the hover tip of an open square with the dead and
// single-fit marks, the ownership overlay and its tip, the projected scores beside the real ones;
// and the purist switch (setup, settings, saves), which hides all of it while the rules stay.
#include <algorithm>
#include <catch2/catch.hpp>

#include "board/learning_aids.hpp"
#include "carc/analysis.hpp"
#include "shell/i18n.hpp"
#include "shell/text.hpp"
#include "ui_harness.hpp"
#include "widgets/scoreboard.hpp"

using namespace carc;
using namespace carc::app;
using namespace carc::app::test;

namespace {

// Anna's knight in the start tile's city, Bernd's monk south of the start, a crossroads east;
// Bernd holds BA/Cccc+, BA/RFr and BA/L are still to come (tests/data/analyse/ has the same game
// with its hand-counted analysis).
const char* kThreeTurns = R"({
  "format": "carcassonne-save", "version": 2, "name": "three-turns",
  "setup": {"expansions": ["base"], "options": {},
            "players": [{"name": "Anna", "color": "red"}, {"name": "Bernd", "color": "blue"}],
            "draw_order": ["BA/CFc+", "BA/L", "BA/RRRR", "BA/Cccc+", "BA/RFr", "BA/L"], "seed": 1},
  "actions": [
    {"type": "place", "tile": "BA/CFc+", "x": 0, "y": -1, "rotation": 1},
    {"type": "deploy", "figure": "follower", "feature": "city", "location": "NS"},
    {"type": "place", "tile": "BA/L", "x": 0, "y": 1, "rotation": 0},
    {"type": "deploy", "figure": "follower", "feature": "monastery", "location": "I"},
    {"type": "place", "tile": "BA/RRRR", "x": 1, "y": 0, "rotation": 0},
    {"type": "pass"}
  ]
})";

bool same_groups(const std::vector<RemainingTile>& a, const std::vector<RemainingTile>& b) {
    if (a.size() != b.size()) return false;
    for (size_t i = 0; i < a.size(); ++i)
        if (a[i].type != b[i].type || a[i].count != b[i].count) return false;
    return true;
}

}  // namespace

TEST_CASE("the remaining-tiles panel shows the oracle's tiles, and its filter those that fit",
          "[ui][aids]") {
    Harness h;
    // BA/C closes the start tile's city: afterwards no open square shows a city, so BA/Cccc+ is
    // still to come but fits nowhere now.
    GameScene* g = start_game(h, two_players({"BA/C", "BA/RRRR", "BA/L", "BA/Cccc+"}));
    REQUIRE(g);
    REQUIRE(g->session().act(place_action({0, -1}, 2)) == std::nullopt);
    REQUIRE(g->session().act(pass_action()) == std::nullopt);
    h.frame(2);
    const Analysis oracle = analyse(g->session().rules(), g->session().state());
    REQUIRE(oracle.remaining_count == 2);  // BA/RRRR is in Bernd's hand

    REQUIRE(h.press("tiles"));
    REQUIRE(h.scene() == "remaining-tiles");
    auto* panel = h.as<RemainingTilesOverlay>();
    REQUIRE(panel);
    CHECK(same_groups(panel->shown(), oracle.remaining));
    CHECK(panel->shown_count() == 2);
    CHECK(panel->cells().size() == oracle.remaining.size());  // each group drawn as a tile
    h.shot("aids-remaining-tiles");

    REQUIRE(h.press("fits-filter"));
    REQUIRE(panel->fitting_only());
    const auto fitting = panel->shown();
    REQUIRE(fitting.size() == 1);
    CHECK(g->session().rules().tiles[fitting[0].type].id == "BA/L");
    CHECK(panel->cells().size() == 1);
    h.key(SDLK_f);  // the key switches the filter too
    CHECK_FALSE(panel->fitting_only());
    h.key(SDLK_t);  // and T closes the panel
    CHECK(h.scene() == "game");
}

TEST_CASE("an open square's tip says how many remaining tiles fit; dead squares are crossed",
          "[ui][aids]") {
    Harness h;
    // The crossroads and a monastery are left: the city square north of the start is dead, the
    // road squares and the field square take one tile each.
    GameScene* g = start_game(h, two_players({"BA/RFr", "BA/RRRR", "BA/L"}));
    REQUIRE(g);
    const Analysis oracle = analyse(g->session().rules(), g->session().state());
    REQUIRE(oracle.dead_squares == 1);
    for (const SquareFit& s : oracle.squares) {
        const SDL_Point c = g->board().cell_centre(s.pos);
        h.move(c.x + 3, c.y + 3);
        REQUIRE(g->hovered_square());
        CHECK(*g->hovered_square() == s.pos);
        const std::string tip = g->square_tip();
        char expected[160];
        if (s.dead())
            std::snprintf(expected, sizeof expected,
                          "None of the %d remaining tiles fits here: this square can never be "
                          "filled.",
                          oracle.remaining_count);
        else
            std::snprintf(expected, sizeof expected, "Only 1 of %d remaining tiles fits here.",
                          oracle.remaining_count);
        CHECK(tip == expected);
        const auto& shown = h.app->tooltips();
        CHECK(std::find(shown.begin(), shown.end(), tip) != shown.end());
    }
    // The dead square's cross runs through its centre: red there, the table elsewhere.
    const SDL_Point dead = g->board().cell_centre({0, -1});
    h.move(10, 700);
    const SDL_Color mark = h.pixel(dead.x, dead.y);
    CHECK(mark.r > mark.g + 60);
    const SDL_Point bare = g->board().cell_centre({1, -1});  // diagonal: not an open square
    const SDL_Color table = h.pixel(bare.x, bare.y);
    CHECK(table.r < table.g);
    h.shot("aids-dead-square");
}

TEST_CASE("a square only one remaining tile fits says so in words, not a number in a ring",
          "[ui][aids]") {
    Harness h;
    GameScene* g = start_game(h, two_players({"BA/RFr", "BA/RRRR", "BA/L"}));
    REQUIRE(g);
    const Analysis oracle = analyse(g->session().rules(), g->session().state());
    REQUIRE(oracle.single_fit_squares == 3);
    h.move(10, 700);
    Text& t = h.app->text();
    t.record(true);
    h.app->render_frame();
    t.record(false);
    for (const SquareFit& s : oracle.squares) {
        if (!s.single()) continue;
        const SDL_Rect cell = g->board().cell_rect(s.pos);
        int words = 0;
        for (const Text::Drawn& d : t.drawn()) {
            if (!SDL_HasIntersection(&d.box, &cell)) continue;
            CHECK(d.text != "1");  // the figure step's places are numbers in rings
            words += d.text == "only 1 tile" ? 1 : 0;
        }
        CHECK(words == 1);
    }
}

TEST_CASE("the ownership overlay and the projected scores agree with the oracle", "[ui][aids]") {
    Harness h;
    GameScene* g = continue_game(h, kThreeTurns);
    const Ruleset& rules = g->session().rules();
    const GameState& s = g->session().state();
    const auto holdings = feature_holdings(rules, s);
    REQUIRE(holdings.size() == 2);

    // Projected scores beside the real ones: Anna's open city (2 tiles, a pennant) and Bernd's
    // monastery with two neighbours are worth 3 each at the end.
    const auto rows = g->scoreboard();
    REQUIRE(rows.size() == 2);
    CHECK(rows[0].score == 0);
    CHECK(rows[0].projected == std::optional<int>(3));
    CHECK(rows[1].projected == std::optional<int>(3));
    int projected_items = 0;
    for (const ScoreboardItem& item : g->score_items())
        projected_items += item.kind == ScoreboardItem::Kind::Projected;
    CHECK(projected_items == 2);

    // The city runs north-south through (0, -1): a point near its north edge, clear of the knight.
    const SDL_Rect city_cell = g->board().cell_rect({0, -1});
    const int cx = city_cell.x + city_cell.w / 2, cy = city_cell.y + city_cell.h / 8;
    const SDL_Color before = h.pixel(cx, cy);
    // The Owners switch is a tool like its neighbours: a button's background behind its box and
    // label, not a bare checkbox on the board (issue 31, item 5). Its right padding shows the
    // background; the gap after it shows the board.
    {
        const Widget* owners = h.widget("owners");
        REQUIRE(owners);
        const SDL_Rect r = owners->rect;
        const SDL_Color inside = h.pixel(r.x + r.w - 4, r.y + r.h / 2);
        const SDL_Color beyond = h.pixel(r.x + r.w + 2, r.y + r.h / 2);
        CHECK((inside.r != beyond.r || inside.g != beyond.g || inside.b != beyond.b));
    }
    REQUIRE(h.press("owners"));
    REQUIRE(g->ownership_shown());
    const SDL_Color tinted = h.pixel(cx, cy);
    CHECK((before.r != tinted.r || before.g != tinted.g || before.b != tinted.b));

    // Pointing at the monastery names its holder and both values, as the oracle counts them.
    const PlacedTile* cloister = s.board.at({0, 1});
    REQUIRE(cloister);
    const SDL_FPoint at = g->board().feature_point(g->art(), *cloister, 0);
    h.move(static_cast<int>(at.x), static_cast<int>(at.y));
    REQUIRE(g->hovered_holding() >= 0);
    const FeatureHolding* monastery = nullptr;
    for (const FeatureHolding& hd : holdings)
        if (hd.root == g->hovered_holding()) monastery = &hd;
    REQUIRE(monastery);
    CHECK(monastery->kind == FeatureKind::Monastery);
    CHECK(g->holding_tip() == "Monastery\nHeld by: Bernd\nWorth if completed now: " +
                                  std::to_string(monastery->value_if_completed) +
                                  " points each.\nWorth at the end if unfinished: " +
                                  std::to_string(monastery->value_at_end) + " points each.");
    CHECK(monastery->value_if_completed == 9);
    CHECK(monastery->value_at_end == 3);
    h.shot("aids-ownership");
    h.key(SDLK_o);
    CHECK_FALSE(g->ownership_shown());
}

TEST_CASE("the bare table hides every aid but keeps the rules; saves keep the switch",
          "[ui][aids]") {
    Harness h;
    auto save = parse_save(kThreeTurns, "three-turns.carc.json");
    REQUIRE(save.ok());
    CHECK_FALSE(save->purist);  // older saves read as off
    auto replay = replay_game(*h.app->catalog(), save->game);
    REQUIRE(replay.ok());
    auto session = std::make_shared<GameSession>(*h.app->catalog(), std::move(replay->rules),
                                                 std::move(replay->states),
                                                 std::move(replay->events), save->game);
    session->info().purist = true;
    h.app->replace_all(make_game_scene(*h.app, session));
    h.frame(2);
    GameScene* g = h.as<GameScene>();
    REQUIRE(g);
    CHECK_FALSE(g->aids_shown());
    // Nothing is lit, so the words speak of squares beside the tiles and count no fits.
    CHECK(g->prompt().find("beside the others") != std::string::npos);
    CHECK(g->prompt().find("highlighted") == std::string::npos);
    CHECK(g->prompt().find("fit)") == std::string::npos);
    CHECK(g->side_hint().find("beside the tiles") != std::string::npos);
    CHECK(g->side_hint().find("lit") == std::string::npos);
    CHECK_FALSE(h.widget("tiles"));
    CHECK_FALSE(h.widget("owners"));
    CHECK_FALSE(h.widget("hint"));
    for (const ScoreRow& row : g->scoreboard()) CHECK_FALSE(row.projected);
    h.key(SDLK_t);
    CHECK(h.scene() == "game");
    h.key(SDLK_o);
    CHECK_FALSE(g->ownership_shown());
    const SDL_Point dead = g->board().cell_centre({0, -2});
    h.move(dead.x, dead.y);
    CHECK(g->square_tip().empty());
    // The rules still hold: BA/Cccc+ does not fit the field south of the monastery, and the
    // refusal says why.
    const SDL_Point field = g->board().cell_centre({0, 2});
    h.click(field.x, field.y);
    CHECK_FALSE(g->message().empty());
    CHECK(g->session().actions() == 6);
    // The one legal square (north of the city) is not lit; with the aids back on, it is.
    const auto cells = g->session().legal_cells();
    REQUIRE(cells.size() == 1);
    h.move(10, 700);
    const SDL_Point legal = g->board().cell_centre(cells.front());
    const SDL_Color bare = h.pixel(legal.x, legal.y + 20);

    // Kept in the save, and read back.
    const SaveFile out = g->session().to_save();
    CHECK(out.purist);
    const std::string text = save_to_json(out);
    CHECK(text.find("\"purist\": true") != std::string::npos);
    auto back = parse_save(text, "back.carc.json");
    REQUIRE(back.ok());
    CHECK(back->purist);

    // The settings' switch applies to the game under way.
    h.app->settings().purist = true;
    h.frame();
    h.app->settings().purist = false;
    h.frame(2);
    CHECK(g->aids_shown());
    CHECK(g->prompt().find("highlighted square (1 fits)") != std::string::npos);
    CHECK(g->side_hint().find("Click a lit square") != std::string::npos);
    const SDL_Color lit = h.pixel(legal.x, legal.y + 20);
    CHECK((bare.r != lit.r || bare.g != lit.g || bare.b != lit.b));
    CHECK(h.widget("tiles"));
    CHECK_FALSE(g->session().to_save().purist);
}

TEST_CASE("the setup screen's bare-table switch reaches the new game", "[ui][aids]") {
    Harness h;
    REQUIRE(h.press("New game"));
    REQUIRE(h.widget("purist"));
    CHECK_FALSE(h.widget("purist")->checked);
    REQUIRE(h.press("purist"));
    CHECK(h.app->settings().purist);
    REQUIRE(h.widget("purist"));
    CHECK(h.widget("purist")->checked);
    REQUIRE(h.press("start"));
    REQUIRE(h.scene() == "game");
    GameScene* g = h.as<GameScene>();
    REQUIRE(g);
    CHECK(g->session().info().purist);
    CHECK_FALSE(g->aids_shown());
}

TEST_CASE("a click on a feature the figure step cannot take names the rule", "[ui][aids]") {
    Harness h;
    GameScene* g = start_game(h, two_players({"BA/RFr", "BA/RFr", "BA/L"}));
    REQUIRE(g);
    // A square that touches no tile (diagonal to the start) says so.
    const SDL_Point diagonal = g->board().cell_centre({1, 1});
    h.click(diagonal.x, diagonal.y);
    CHECK(g->message().rfind("A tile must touch a placed tile along a whole side", 0) == 0);
    CHECK(g->session().actions() == 0);
    // Anna's thief on the road west of the start; Bernd extends the same road east.
    REQUIRE(g->session().act(place_action({-1, 0}, 0)) == std::nullopt);
    const int follower = g->session().rules().figure("follower");
    REQUIRE(g->session().act(deploy_action(follower, {-1, 0}, 0)) == std::nullopt);
    place_first(h, *g);
    REQUIRE(g->session().state().phase == Phase::PlaceFigure);
    const GameState& s = g->session().state();
    const PlacedTile* t = s.board.at({1, 0});
    REQUIRE(t);
    REQUIRE(g->session().rules().tiles[t->type].features[0].kind == FeatureKind::Road);
    const SDL_Rect cell = g->board().cell_rect({1, 0});
    // The road runs west-east through the middle: a point on it, clear of the field markers.
    h.click(cell.x + cell.w / 8, cell.y + cell.h / 2);
    CHECK(g->message() == "This road is already occupied (there is a follower somewhere in it).");
    CHECK(g->session().actions() == 3);
}

TEST_CASE("the aids' tips speak the chosen language, with the plural of their numbers",
          "[ui][aids][i18n]") {
    struct EnglishAgain {
        ~EnglishAgain() { set_language("en"); }
    } english_again;
    Harness h;
    GameScene* g = continue_game(h, kThreeTurns);
    REQUIRE(g);
    REQUIRE(set_language("de", CARC_TEST_LOCALE_DIR));
    LearningAids aids;
    aids.refresh(g->session().rules(), g->session().state());
    REQUIRE(aids.analysis().remaining_count == 2);
    int dead = 0, single = 0;
    for (const SquareFit& s : aids.analysis().squares) {
        if (s.dead()) {
            ++dead;
            CHECK(aids.square_text(s) ==
                  "Keine der 2 verbleibenden Karten passt hier: Dieses Feld kann nie gefüllt werden.");
        } else if (s.single()) {
            ++single;
            CHECK(aids.square_text(s) == "Nur 1 der 2 verbleibenden Karten passt hier.");
        }
    }
    CHECK(dead == 1);
    CHECK(single > 0);
    const FeatureHolding* monastery = nullptr;
    for (const FeatureHolding& hd : aids.holdings())
        if (hd.kind == FeatureKind::Monastery) monastery = &hd;
    REQUIRE(monastery);
    CHECK(aids.holding_text(g->session().rules(), *monastery) ==
          "Kloster\nIm Besitz von: Bernd\nWert, wenn jetzt vollendet: 9 Punkte für jeden.\n"
          "Wert am Ende, falls unvollendet: 3 Punkte für jeden.");
    // A switch of language reaches the next tip at once.
    REQUIRE(set_language("fr", CARC_TEST_LOCALE_DIR));
    CHECK(aids.holding_text(g->session().rules(), *monastery) ==
          "Monastère\nAux mains de : Bernd\nValeur en cas d'achèvement maintenant : 9 points "
          "chacun.\nValeur en fin de partie sans achèvement : 3 points chacun.");
}

TEST_CASE("the bare table's ghost tile looks the same where the tile fits and where it does not",
          "[ui][aids]") {
    Harness h;
    GameScene* g = continue_game(h, kThreeTurns);
    const auto cells = g->session().legal_cells();
    REQUIRE(cells.size() == 1);
    const Pos legal = cells.front();
    const Pos field{0, 2};  // open, beside the monastery, but no city may border it
    const SDL_Point at_legal = g->board().cell_centre(legal);
    const SDL_Point at_field = g->board().cell_centre(field);

    // With the aids, the ghost shows only where the tile fits.
    h.move(at_field.x, at_field.y);
    CHECK_FALSE(g->hovered_cell());

    h.app->settings().purist = true;
    h.frame(2);
    REQUIRE_FALSE(g->aids_shown());
    // The ghost under the pointer, in the same rotation and with no count of rotations, on both.
    h.move(at_legal.x, at_legal.y);
    REQUIRE(g->hovered_cell());
    CHECK(*g->hovered_cell() == legal);
    const int rotation = g->shown_rotation();
    CHECK(g->rotation_badge().empty());
    const SDL_Rect legal_cell = g->board().cell_rect(legal);
    std::vector<SDL_Color> over_legal;
    for (int k = 1; k <= 3; ++k)
        over_legal.push_back(
            h.pixel(legal_cell.x + legal_cell.w * k / 4, legal_cell.y + legal_cell.h * k / 4));
    h.move(at_field.x, at_field.y);
    REQUIRE(g->hovered_cell());
    CHECK(*g->hovered_cell() == field);
    CHECK(g->shown_rotation() == rotation);
    CHECK(g->rotation_badge().empty());
    const SDL_Rect field_cell = g->board().cell_rect(field);
    for (int k = 1; k <= 3; ++k) {
        const SDL_Color c =
            h.pixel(field_cell.x + field_cell.w * k / 4, field_cell.y + field_cell.h * k / 4);
        const SDL_Color& l = over_legal[static_cast<size_t>(k - 1)];
        CHECK((c.r == l.r && c.g == l.g && c.b == l.b));
    }

    // The rules hold on the click: the field refuses the city with the rule's reason.
    h.click(at_field.x, at_field.y);
    CHECK_FALSE(g->message().empty());
    CHECK(g->session().actions() == 6);
    // R turns the tile all four ways, fitting or not.
    std::vector<int> seen;
    for (int i = 0; i < 4; ++i) {
        seen.push_back(g->shown_rotation());
        h.key(SDLK_r);
    }
    CHECK(g->shown_rotation() == seen.front());
    std::sort(seen.begin(), seen.end());
    CHECK(seen == std::vector<int>{0, 1, 2, 3});
    // Tab goes through every open square, not only the one where the tile fits.
    std::vector<Pos> tabbed;
    for (int i = 0; i < 12 && tabbed.size() < 2; ++i) {
        h.key(SDLK_TAB);
        if (g->hovered_cell() &&
            std::find(tabbed.begin(), tabbed.end(), *g->hovered_cell()) == tabbed.end())
            tabbed.push_back(*g->hovered_cell());
    }
    CHECK(tabbed.size() == 2);
    // Where it fits, the click places it.
    h.move(at_legal.x, at_legal.y);
    const auto& legal_actions = g->session().legal();
    auto fits = [&](int r) {
        return std::find(legal_actions.begin(), legal_actions.end(), place_action(legal, r)) !=
               legal_actions.end();
    };
    // BA/Cccc+ fits any way round north of the city: every rotation places it.
    REQUIRE(fits(g->shown_rotation()));
    h.click(at_legal.x, at_legal.y);
    CHECK(g->session().actions() == 7);
}

TEST_CASE(
    "a click where the figure step offers nothing says what it asks; on a place's feature it takes "
    "it",
    "[ui][aids]") {
    Harness h;
    // Anna has placed BA/RFr west of the start, its road running west to east.
    GameScene* g = continue_game(h, R"({
      "format": "carcassonne-save", "version": 2, "name": "figure-step",
      "setup": {"expansions": ["base"], "options": {},
                "players": [{"name": "Anna", "color": "red"}, {"name": "Bernd", "color": "blue"}],
                "draw_order": ["BA/RFr", "BA/RFr", "BA/L"], "seed": 7},
      "actions": [{"type": "place", "tile": "BA/RFr", "x": -1, "y": 0, "rotation": 0}]
    })");
    REQUIRE(g->session().state().phase == Phase::PlaceFigure);
    REQUIRE_FALSE(g->drawn_markers().empty());
    // The new tile's road (west to east through the middle), clicked beside its marker: the
    // player means the road, and the one figure that fits goes there.
    const SDL_Rect cell = g->board().cell_rect({-1, 0});
    std::optional<SDL_Point> off_marker;
    for (int k = 1; k < 8 && !off_marker; ++k) {
        const SDL_Point p{cell.x + cell.w * k / 8, cell.y + cell.h / 2};
        const bool on_marker = std::any_of(g->drawn_markers().begin(), g->drawn_markers().end(),
                                           [&](const GameScene::DrawnMarker& m) {
                                               return !m.on_card && contains(m.rect, p.x, p.y);
                                           });
        if (!on_marker) off_marker = p;
    }
    REQUIRE(off_marker);
    h.click(off_marker->x, off_marker->y);
    REQUIRE(g->session().actions() == 2);
    const GameState& s = g->session().state();
    const auto on_road = std::find_if(s.figures.begin(), s.figures.end(), [&](const Figure& f) {
        return f.owner == 0 && f.on_feature() && s.board.tile(f.tile).pos == Pos{-1, 0} &&
               s.features.node(f.node).kind == FeatureKind::Road;
    });
    CHECK(on_road != s.figures.end());
    // Bernd's figure step: the empty table, away from every tile, gets the step's own request
    // rather than silence.
    place_first(h, *g);
    REQUIRE(g->session().state().phase == Phase::PlaceFigure);
    // An empty square away from every tile that no panel covers (where the fit put the board).
    std::optional<SDL_Point> empty;
    for (const Pos p : {Pos{1, -2}, Pos{2, -2}, Pos{-2, -2}, Pos{2, 2}, Pos{-2, 2}, Pos{3, 0}, Pos{-3, 0}}) {
        const SDL_Point c = g->board().cell_centre(p);
        const SDL_Rect& board = g->board().viewport();
        if (!empty && contains(board, c.x, c.y) && c.y > h.app->px(70) && !contains(g->card(), c.x, c.y) &&
            !contains(g->prompt_rect(), c.x, c.y) && !s.board.at(p))
            empty = c;
    }
    REQUIRE(empty);
    h.click(empty->x, empty->y);
    CHECK(g->message() == "Nothing to choose there. Place a figure.");
    CHECK(g->session().actions() == 3);
}
