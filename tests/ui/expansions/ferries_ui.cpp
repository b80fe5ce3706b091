// The Ferries at the table, headless (issue 35): the setup screen offers the expansion by its name
// in the five languages; after the lake tile's figure step the prompt asks for the ferry, its
// choices sit on the lake tile named by their two road ends, and the ferry chosen is drawn there, a
// raft with a rope to each of the two ends it joins; a later tile whose roads lead to ferries offers
// their moves with a pass button that says what passing does, the moved ferry's ropes go to its new
// ends, and while another ferry may still move the moved one glows and its tooltip says it moved
// (English at 100 %, German at 200 %). While a lake's options are listed, the one focused lights
// its two roads on the board.
#include <catch2/catch.hpp>
#include <algorithm>
#include <string>

#include "scenes/game_scene.hpp"
#include "scenes/setup_scene.hpp"
#include "shell/gfx.hpp"
#include "shell/i18n.hpp"
#include "shell/theme.hpp"
#include "ui_harness.hpp"

using namespace carc;
using namespace carc::app;
using carc::app::test::check_setup_offers_expansion;
using carc::app::test::continue_game;
using carc::app::test::Harness;
using carc::app::test::scenario_cut;

namespace {

// Two lakes, at (1, 0) and (1, 1); the curves at (2, 1) and (2, 0) lead to both ferries.
constexpr const char* kTwoLakes = "ferries-each-ferry-once-a-turn";
constexpr size_t kBeforeTheFirstFerry = 11;  // Anna's lake at (1, 0) waits for its ferry
constexpr size_t kBeforeBensMoves = 2;       // Ben's curve at (2, 0) leads to both ferries

// The colours of ferries.cpp's rope and moved glow.
constexpr Color kFerryRope{92, 62, 34, 255};

struct FerriesInEnglishAgain {
    ~FerriesInEnglishAgain() { set_language("en"); }
};

bool near_colour(SDL_Color a, Color b, int within = 24) {
    return std::abs(a.r - b.r) < within && std::abs(a.g - b.g) < within && std::abs(a.b - b.b) < within;
}

// A point of the lake tile at `p`, `along` of the tile's width from its middle towards `side` (the
// rope to a road end runs from the middle to a quarter of the width; the raft covers the first
// tenth, a choice marker on the lake about a sixth).
SDL_Point lake_point(GameScene& g, Pos p, Side side, float along) {
    const SDL_Rect cell = g.board().cell_rect(p);
    const Pos d = neighbour(Pos{0, 0}, side);
    const float w = static_cast<float>(cell.w);
    return {static_cast<int>(static_cast<float>(cell.x) + w * (0.5f + along * static_cast<float>(d.x))),
            static_cast<int>(static_cast<float>(cell.y) + w * (0.5f + along * static_cast<float>(d.y)))};
}

bool rope_towards(Harness& h, GameScene& g, Pos p, Side side) {
    const SDL_Point at = lake_point(g, p, side, 0.22f);
    return near_colour(h.pixel(at.x, at.y), kFerryRope);
}

// Beside the raft, inside the glow a ferry moved this turn has (1.6 times the raft's half width).
bool glows(Harness& h, GameScene& g, Pos p) {
    const SDL_Rect cell = g.board().cell_rect(p);
    const float w = static_cast<float>(cell.w);
    const SDL_Color c = h.pixel(static_cast<int>(static_cast<float>(cell.x) + w * 0.58f),
                                static_cast<int>(static_cast<float>(cell.y) + w * 0.60f));
    return c.r > 210 && c.b < 200;  // warm yellow over the lake's light blue
}

// The choice layer's place on the lake at `p`, or -1.
int ferry_place(GameScene& g, Pos p) {
    const auto& places = g.choices().places();
    for (size_t i = 0; i < places.size(); ++i)
        if (places[i].tile == p && !places[i].options.empty() && places[i].options.front().action.def &&
            (places[i].options.front().action.def->id() == "place_ferry" ||
             places[i].options.front().action.def->id() == "move_ferry"))
            return static_cast<int>(i);
    return -1;
}

// The option of place `place` whose label is `label`, or -1.
int option_labelled(GameScene& g, int place, const std::string& label) {
    const auto& options = g.choices().places()[static_cast<size_t>(place)].options;
    for (size_t i = 0; i < options.size(); ++i)
        if (options[i].label == label) return static_cast<int>(i);
    return -1;
}

std::vector<std::string> option_labels(GameScene& g, int place) {
    std::vector<std::string> out;
    for (const ChoiceOption& o : g.choices().places()[static_cast<size_t>(place)].options) out.push_back(o.label);
    return out;
}

bool a_tooltip_says(const App& app, const std::string& words) {
    for (const std::string& tip : app.tooltips())
        if (tip.find(words) != std::string::npos) return true;
    return false;
}

void point_at_lake(Harness& h, GameScene& g, Pos p) {
    const SDL_Point c = lake_point(g, p, Side::N, 0.0f);
    h.move(c.x, c.y);
    h.app->render_frame();
}

// Chooses option `label` of the ferry place on the lake at `p` by its keys, as a player would.
void choose_ferry(Harness& h, GameScene& g, Pos p, const std::string& label) {
    const int place = ferry_place(g, p);
    REQUIRE(place >= 0);
    const int option = option_labelled(g, place, label);
    INFO("options: " << Catch::Detail::stringify(option_labels(g, place)));
    REQUIRE(option >= 0);
    h.key(SDLK_1 + place);
    h.key(SDLK_1 + option);
    h.frame(4);
}

}  // namespace

TEST_CASE("the setup screen offers The Ferries by name in five languages", "[ui][ferries]") {
    FerriesInEnglishAgain english;
    Harness h;
    check_setup_offers_expansion(h, "ferries", {{"en", "The Ferries"}, {"de", "Die Fähren"}, {"fr", "Les Bacs"},
                                                {"es", "Los Transbordadores"}, {"nl", "De Veerponten"}});
}

TEST_CASE("the lake tile's ferry step asks for the ferry and the ferry is drawn where it is placed",
          "[ui][ferries]") {
    Harness h(false);
    h.app->settings().ui_scale_percent = 100;
    h.app->apply_settings();
    GameScene* g = continue_game(h, scenario_cut(kTwoLakes, kBeforeTheFirstFerry));
    h.app->render_frame();
    CHECK(g->step_prompt() == "Anna: put the ferry on the lake between two road ends");
    CHECK(g->prompt().find("Anna: put the ferry on the lake between two road ends") != std::string::npos);
    // One place, on the lake, with the three pairs of FR/RRR's road ends; no pass (the ferry must be placed).
    REQUIRE(g->choices().places().size() == 1);
    const int place = ferry_place(*g, {1, 0});
    REQUIRE(place == 0);
    CHECK(option_labels(*g, place) == std::vector<std::string>{"Ferry between the south and the east road ends",
                                                               "Ferry between the west and the east road ends",
                                                               "Ferry between the south and the west road ends"});
    CHECK(g->choices().places()[0].title == "The ferry");
    CHECK_FALSE(h.widget("Leave the ferries (Space)"));
    h.shot("ferries-place-step-100");
    // The place's number opens its three options on the corner card; the option focused lights
    // its two roads on the lake tile in Anna's colour: first the south and the east, then (Tab) the
    // west and the east.
    const Color hot = mix(player_color(g->session().rules().setup.players[0].color).fill, Color{255, 255, 255, 255}, 0.25f);
    const SDL_Point south = lake_point(*g, {1, 0}, Side::S, 0.4f), west = lake_point(*g, {1, 0}, Side::W, 0.4f);
    CHECK_FALSE(near_colour(h.pixel(south.x, south.y), hot, 60));
    h.key(SDLK_1);
    h.frame(2);
    CHECK(g->choices().open_place() == 0);
    CHECK(g->card_rows().size() == 3);
    CHECK(near_colour(h.pixel(south.x, south.y), hot, 60));
    CHECK_FALSE(near_colour(h.pixel(west.x, west.y), hot, 60));
    h.shot("ferries-place-options-100");
    h.key(SDLK_TAB);
    h.frame(2);
    CHECK_FALSE(near_colour(h.pixel(south.x, south.y), hot, 60));
    CHECK(near_colour(h.pixel(west.x, west.y), hot, 60));
    h.key(SDLK_ESCAPE);
    h.frame(2);

    choose_ferry(h, *g, {1, 0}, "Ferry between the west and the east road ends");
    CHECK(g->session().state().current_player == 1);
    h.app->render_frame();
    CHECK(rope_towards(h, *g, {1, 0}, Side::W));
    CHECK(rope_towards(h, *g, {1, 0}, Side::E));
    CHECK_FALSE(rope_towards(h, *g, {1, 0}, Side::S));
    point_at_lake(h, *g, {1, 0});
    CHECK(a_tooltip_says(*h.app,
                         "The ferry joins the west and the east road ends into one road; the other roads end at the lake"));
    h.shot("ferries-placed-100");
}

TEST_CASE("a ferry the new tile's roads lead to may move, is drawn at its new ends and glows this turn",
          "[ui][ferries]") {
    Harness h(false);
    h.app->settings().ui_scale_percent = 100;
    h.app->apply_settings();
    GameScene* g = continue_game(h, scenario_cut(kTwoLakes, kBeforeBensMoves));
    h.app->render_frame();
    CHECK(g->step_prompt() == "Ben: move a ferry your roads lead to, or pass");
    // Both lakes are offered, and the pass button says what passing does.
    REQUIRE(ferry_place(*g, {1, 0}) >= 0);
    REQUIRE(ferry_place(*g, {1, 1}) >= 0);
    CHECK(h.widget("Leave the ferries (Space)"));
    CHECK(rope_towards(h, *g, {1, 0}, Side::W));
    CHECK_FALSE(rope_towards(h, *g, {1, 0}, Side::S));
    CHECK_FALSE(glows(h, *g, {1, 0}));
    h.shot("ferries-move-step-100");

    choose_ferry(h, *g, {1, 0}, "Ferry between the south and the east road ends");
    // The other ferry may still move: the step waits, and the moved one glows and says it moved.
    CHECK(g->session().state().current_player == 1);
    CHECK(g->step_prompt() == "Ben: move a ferry your roads lead to, or pass");
    CHECK(ferry_place(*g, {1, 0}) < 0);
    CHECK(ferry_place(*g, {1, 1}) >= 0);
    CHECK(rope_towards(h, *g, {1, 0}, Side::S));
    CHECK(rope_towards(h, *g, {1, 0}, Side::E));
    CHECK_FALSE(rope_towards(h, *g, {1, 0}, Side::W));
    CHECK(glows(h, *g, {1, 0}));
    CHECK_FALSE(glows(h, *g, {1, 1}));
    point_at_lake(h, *g, {1, 0});
    CHECK(a_tooltip_says(*h.app, "The ferry joins the south and the east road ends into one road"));
    CHECK(a_tooltip_says(*h.app, "It moved this turn: it may not move again until the next turn"));
    h.shot("ferries-moved-glows-100");

    // Leaving the other ferry ends Ben's turn; the glow goes with it.
    REQUIRE(h.press("Leave the ferries (Space)"));
    h.frame(4);
    CHECK(g->session().state().current_player == 0);
    CHECK_FALSE(glows(h, *g, {1, 0}));
    CHECK(rope_towards(h, *g, {1, 0}, Side::S));
}

TEST_CASE("the ferry step speaks German at 200 %", "[ui][ferries]") {
    FerriesInEnglishAgain english;
    Harness h(false);
    REQUIRE(set_language("de", CARC_TEST_LOCALE_DIR));
    h.app->settings().ui_scale_percent = 200;
    h.app->apply_settings();
    GameScene* g = continue_game(h, scenario_cut(kTwoLakes, kBeforeTheFirstFerry));
    h.frame(2);
    CHECK(g->step_prompt() == "Anna: Setze die Fähre auf den See zwischen zwei Straßenenden");
    const int place = ferry_place(*g, {1, 0});
    REQUIRE(place >= 0);
    CHECK(option_labelled(*g, place, "Fähre für die Straßenenden im Westen und im Osten") >= 0);
    h.shot("ferries-place-step-200-de");

    g = continue_game(h, scenario_cut(kTwoLakes, kBeforeBensMoves));
    h.frame(2);
    CHECK(g->step_prompt() == "Ben: Versetze eine Fähre, zu der deine Straßen führen, oder passe");
    CHECK(h.widget("Fähren lassen (Leertaste)"));
    choose_ferry(h, *g, {1, 0}, "Fähre für die Straßenenden im Süden und im Osten");
    CHECK(rope_towards(h, *g, {1, 0}, Side::S));
    CHECK(glows(h, *g, {1, 0}));
    point_at_lake(h, *g, {1, 0});
    CHECK(a_tooltip_says(*h.app, "Die Fähre verbindet die Straßenenden im Süden und im Osten zu einer Straße"));
    h.shot("ferries-moved-glows-200-de");
}
