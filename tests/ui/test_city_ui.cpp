// The City of Carcassonne at the table, headless: a meeple placed into a quarter after a scoring
// that helped only the opponent (by a click on the quarter) and the Count's move (by Tab and
// Enter); the move out of the City before a completed road scores, first the opponent's say
// (named, passed by Space), then the active player's two meeples by a click and by a number key;
// the end of the game's market meeples moved onto fields one at a time, each prompt naming its
// player; and the quarter markers inside their panels, apart, at three zooms. Each game is a
// scenario of tests/scenarios cut before its City moves and continued through the game screen.
#include <algorithm>
#include <cctype>
#include <catch2/catch.hpp>

#include "board/choice_layer.hpp"
#include "modules/count.hpp"
#include "carc/engine.hpp"
#include "expansions/count.hpp"
#include "scenes/game_scene.hpp"
#include "shell/i18n.hpp"
#include "shell/text.hpp"
#include "ui_harness.hpp"

using namespace carc;
using namespace carc::app;
using carc::app::test::Harness;
using carc::app::test::scenario_cut;

namespace {

std::vector<int> scores(GameScene& g) {
    std::vector<int> out;
    for (const PlayerState& p : g.session().state().players) out.push_back(p.score);
    return out;
}

int place_of_quarter(GameScene& g, const std::string& id) {
    const int q = g.session().rules().place(id);
    const auto& places = g.choices().places();
    for (size_t i = 0; i < places.size(); ++i)
        if (places[i].place == q) return static_cast<int>(i);
    return -1;
}

// The centre of the marker drawn last frame for place `place` on the board.
SDL_Point marker_centre(GameScene& g, int place) {
    for (const GameScene::DrawnMarker& m : g.drawn_markers())
        if (m.place == place && !m.on_card)
            return {m.rect.x + m.rect.w / 2, m.rect.y + m.rect.h / 2};
    FAIL("no marker drawn for place " << place);
    return {};
}

const CityQuarter& quarter(const std::vector<CityQuarter>& quarters, const Ruleset& rules,
                           const std::string& id) {
    const int place = rules.place(id);
    const auto it = std::find_if(quarters.begin(), quarters.end(),
                                 [&](const CityQuarter& q) { return q.place == place; });
    REQUIRE(it != quarters.end());
    return *it;
}

bool contains_text(const std::string& s, const std::string& part) {
    return s.find(part) != std::string::npos;
}

}  // namespace

TEST_CASE("a meeple into the City by a click on its quarter, then the Count by Tab and Enter",
          "[city]") {
    Harness h(false);
    // Anna's tile completed Ben's city (8 to him, nothing to her): she may enter the City.
    GameScene* g =
        continue_game(h, scenario_cut("count-16-helping-an-opponent-enters-the-city.carc.json", 2));
    const Ruleset& rules = g->session().rules();
    REQUIRE(g->session().state().phase == Phase::ModuleStep);
    CHECK(contains_text(g->prompt(), "Anna:"));
    CHECK(contains_text(g->prompt(), "place a meeple in the City"));
    // Four quarters, each a place with the follower as its option.
    const auto places = g->choices().places();
    REQUIRE(places.size() == 4);
    for (const ChoicePlace& p : places) {
        CHECK(p.place >= 0);
        REQUIRE(p.options.size() == 1);
        CHECK(p.options.front().figure == rules.figure("follower"));
    }
    CHECK(places[0].title == "Castle quarter");
    const int cathedral = place_of_quarter(*g, "cathedral");
    REQUIRE(cathedral >= 0);
    h.frame();
    h.shot("city-enter-a-quarter");
    // Each quarter is chosen over the City square on its side (brought into view by it): the west
    // one for the castle and the cathedral, the east one for the market and the blacksmith.
    {
        const std::vector<Pos> squares = city_squares(rules, g->session().state());
        REQUIRE(squares.size() == 2);
        const auto [west, east] = std::minmax_element(squares.begin(), squares.end(),
                                                      [](Pos a, Pos b) { return a.x < b.x; });
        const auto quarters = city_quarters(rules, g->session().state());
        REQUIRE(quarters.size() == 4);
        for (size_t i = 0; i < quarters.size(); ++i) {
            INFO(quarters[i].name);
            const auto p = std::find_if(places.begin(), places.end(),
                                        [&](const ChoicePlace& c) { return c.place == quarters[i].place; });
            REQUIRE(p != places.end());
            CHECK(p->tile == (i == 0 || i == 3 ? *west : *east));
            CHECK(p->options.front().role == "waits in the " + quarters[i].name);
        }
    }
    // Passing keeps the meeple out of the City.
    REQUIRE(h.widget("pass"));
    CHECK(h.widget("pass")->label == "Pass: stay out of the City (Space)");
    CHECK(h.widget("pass")->hint == "Keep the meeple in your supply");
    // Every quarter's name is whole on its panel at the starting zoom, in English and in German
    // (a smaller letter rather than "Blacksm…").
    // Each quarter's row on the card says where that quarter later sends its meeple.
    {
        Text& t = h.app->text();
        t.record(true);
        h.app->render_frame();
        t.record(false);
        int rows = 0;
        for (const CityQuarter& q : city_quarters(rules, g->session().state())) {
            if (q.sends_to.empty()) continue;
            std::string row = q.name + " →";
            for (size_t k = 0; k < q.sends_to.size(); ++k)
                row += (k ? " · " : " ") + std::string(rules.catalog->kind_noun(q.sends_to[k]));
            row[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(row[0])));
            INFO(row);
            CHECK(std::any_of(t.drawn().begin(), t.drawn().end(), [&](const Text::Drawn& d) { return d.text == row; }));
            ++rows;
        }
        CHECK(rows == 4);
    }
    for (const char* language : {"de", "en"}) {  // English last: the rest of the test reads it
        REQUIRE(set_language(language, CARC_TEST_LOCALE_DIR));
        std::vector<std::string> names;
        for (const CityQuarter& q : city_quarters(rules, g->session().state()))
            names.push_back(capitalised(tr(q.name.substr(0, q.name.rfind(" quarter")))));
        REQUIRE(names.size() == 4);
        const size_t before = h.app->text().shortened().size();
        h.app->render_frame();
        const auto& cut = h.app->text().shortened();
        for (size_t i = before; i < cut.size(); ++i) {
            INFO(language << ": shortened \"" << cut[i] << "\"");
            CHECK(std::find(names.begin(), names.end(), cut[i]) == names.end());
        }
    }
    const SDL_Point at = marker_centre(*g, cathedral);
    h.click(at.x, at.y);

    // The follower waits in the cathedral; now the Count may move, Anna still choosing.
    const auto quarters = city_quarters(rules, g->session().state());
    REQUIRE(quarter(quarters, rules, "cathedral").meeples.size() == 1);
    CHECK(g->session()
              .state()
              .figures[static_cast<size_t>(quarter(quarters, rules, "cathedral").meeples[0])]
              .owner == 0);
    CHECK(quarter(quarters, rules, "castle").count_here);
    CHECK(contains_text(g->prompt(), "Anna: move the Count"));
    const auto count_places = g->choices().places();
    REQUIRE(count_places.size() == 3);  // every quarter but his own
    CHECK(place_of_quarter(*g, "castle") == -1);
    for (const ChoicePlace& p : count_places) {
        REQUIRE(p.options.size() == 1);
        CHECK(p.take_back);
        CHECK(p.options.front().label == "Move the Count here");
    }
    h.app->render_frame();
    REQUIRE(h.widget("pass"));
    CHECK(h.widget("pass")->label == "Leave the Count (Space)");
    CHECK(h.widget("pass")->hint == "The Count stays where he is");
    const int market = place_of_quarter(*g, "market");
    REQUIRE(market >= 0);
    for (int i = 0; i <= market; ++i) h.key(SDLK_TAB);
    REQUIRE(g->choices().focus() == market);
    h.frame();
    h.shot("city-count-to-the-market");
    h.key(SDLK_RETURN);
    CHECK(quarter(city_quarters(rules, g->session().state()), rules, "market").count_here);
    CHECK(scores(*g) == std::vector<int>{0, 8});
    const auto log = g->log_lines();
    CHECK(std::find(log.begin(), log.end(), "Anna places a follower in the cathedral quarter") !=
          log.end());
    CHECK(std::find(log.begin(), log.end(), "The Count moves to the market quarter") != log.end());
    // Pointing at a quarter says who waits there and where they may go.
    const GameState& after = g->session().state();
    CHECK(quarter_tip(rules, after, rules.place("cathedral")) ==
          "Cathedral quarter: Anna's follower. Its meeples move out onto a completed monastery "
          "before it scores.");
    CHECK(quarter_tip(rules, after, rules.place("market")) ==
          "Market quarter: the Count. Its meeples move out onto a field at the end of the game; "
          "none leaves while the Count is here.");
    // The same words under the pointer, on the market's panel (a picture with CARC_UI_SHOTS).
    const auto boxes = quarter_boxes(g->board(), rules, after);
    const auto panel = std::find_if(boxes.begin(), boxes.end(), [&](const QuarterBox& b) {
        return b.place == rules.place("market");
    });
    REQUIRE(panel != boxes.end());
    h.move(static_cast<int>(panel->rect.x + panel->rect.w * 0.3f),
           static_cast<int>(panel->rect.y + panel->rect.h * 0.5f));
    h.frame();
    h.shot("city-quarter-tip");
}

TEST_CASE(
    "the move out of the City: the opponent passes by Space, the player moves two meeples by click "
    "and key",
    "[city]") {
    Harness h(false);
    // Anna completes the road Ben's thief holds; both have blacksmith meeples. Ben (on her
    // left) has his say first.
    GameScene* g =
        continue_game(h, scenario_cut("count-18-two-blacksmith-meeples-take-a-road.carc.json", 3));
    const Ruleset& rules = g->session().rules();
    REQUIRE(g->session().state().phase == Phase::ModuleStep);
    CHECK(g->session().state().acting_player == 1);
    CHECK(contains_text(g->prompt(), "Ben: move meeples out of the City"));
    REQUIRE(g->choices().places().size() == 1);
    const ChoicePlace road = g->choices().places().front();
    CHECK(road.place == -1);
    CHECK(road.kind == FeatureKind::Road);
    REQUIRE(road.options.size() == 1);
    CHECK(contains_text(road.options.front().label, "blacksmith quarter"));
    h.app->render_frame();
    REQUIRE(h.widget("pass"));
    CHECK(h.widget("pass")->label == "Done: no more out of the City (Space)");
    CHECK(h.widget("pass")->hint == "Leave the rest of your meeples in the City; the feature scores");
    h.key(SDLK_SPACE);  // Ben keeps his meeple in the City

    // Anna's say: the same road, by a click on its marker.
    REQUIRE(g->session().state().acting_player == 0);
    CHECK(contains_text(g->prompt(), "Anna: move meeples out of the City"));
    REQUIRE(g->choices().places().size() == 1);
    h.frame();
    h.shot("city-move-out");
    const SDL_Point at = marker_centre(*g, 0);
    h.click(at.x, at.y);
    // One is out; she may send the second (number key) before the road scores.
    REQUIRE(g->session().state().phase == Phase::ModuleStep);
    CHECK(g->session().state().acting_player == 0);
    CHECK(quarter(city_quarters(rules, g->session().state()), rules, "blacksmith").meeples.size() ==
          2);
    h.key(SDLK_1);
    // Two followers against Ben's thief: Anna 3 (her earlier roads gave each of them 3).
    CHECK(scores(*g) == std::vector<int>{6, 6});
    const auto bs = quarter(city_quarters(rules, g->session().state()), rules, "blacksmith");
    REQUIRE(bs.meeples.size() == 1);
    CHECK(g->session().state().figures[static_cast<size_t>(bs.meeples[0])].owner == 1);
    const auto log = g->log_lines();
    CHECK(std::count_if(log.begin(), log.end(), [](const std::string& l) {
              return contains_text(l,
                                   "Anna moves a follower from the blacksmith quarter to the road");
          }) == 2);
}

TEST_CASE("the end of the game: market meeples move onto fields one at a time, each player named",
          "[city]") {
    Harness h(false);
    GameScene* g =
        continue_game(h, scenario_cut("count-21-market-meeples-move-out-at-the-end.carc.json", 3));
    const Ruleset& rules = g->session().rules();
    // Ben placed the last tile: Anna, Ben, Anna. No pass: a market meeple must go.
    const std::vector<int> order{0, 1, 0};
    for (int mover : order) {
        REQUIRE(g->session().state().phase == Phase::ModuleStep);
        REQUIRE(g->session().state().acting_player == mover);
        CHECK(contains_text(g->prompt(), std::string(mover == 0 ? "Anna" : "Ben") +
                                             ": move one of your meeples out of the City"));
        CHECK_FALSE(g->session().can_pass());
        const auto places = g->choices().places();
        REQUIRE_FALSE(places.empty());
        for (const ChoicePlace& p : places) CHECK(p.kind == FeatureKind::Field);
        h.key(SDLK_1);
    }
    CHECK(quarter(city_quarters(rules, g->session().state()), rules, "market").meeples.empty());
    CHECK(g->session().over());
    // The end screen draws the City too (a picture with CARC_UI_SHOTS).
    for (int i = 0; i < 20 && h.scene() == "game"; ++i) h.wait(200);
    CHECK(h.scene() == "end");
    h.shot("city-end-screen");
}

TEST_CASE("the City's quarter markers stand inside their panels and apart at three zooms",
          "[city]") {
    Harness h(false);
    GameScene* g =
        continue_game(h, scenario_cut("count-16-helping-an-opponent-enters-the-city.carc.json", 2));
    const Ruleset& rules = g->session().rules();
    auto check = [&] {
        h.frame();
        const auto boxes = quarter_boxes(g->board(), rules, g->session().state());
        REQUIRE(boxes.size() == 4);
        std::vector<SDL_Rect> drawn;
        for (const GameScene::DrawnMarker& m : g->drawn_markers())
            if (!m.on_card) drawn.push_back(m.rect);
        REQUIRE(drawn.size() == 4);
        for (size_t i = 0; i < boxes.size(); ++i) {
            const int place =
                place_of_quarter(*g, rules.places[static_cast<size_t>(boxes[i].place)].id);
            REQUIRE(place >= 0);
            const SDL_Rect m = [&] {
                for (const GameScene::DrawnMarker& d : g->drawn_markers())
                    if (d.place == place && !d.on_card) return d.rect;
                return SDL_Rect{};
            }();
            const SDL_FRect& b = boxes[i].rect;
            CHECK(static_cast<float>(m.x) >= b.x - 1);
            CHECK(static_cast<float>(m.y) >= b.y - 1);
            CHECK(static_cast<float>(m.x + m.w) <= b.x + b.w + 1);
            CHECK(static_cast<float>(m.y + m.h) <= b.y + b.h + 1);
        }
        for (size_t i = 0; i < drawn.size(); ++i)
            for (size_t j = i + 1; j < drawn.size(); ++j)
                CHECK_FALSE(SDL_HasIntersection(&drawn[i], &drawn[j]));
    };
    check();
    for (int i = 0; i < 6; ++i) h.key(SDLK_PLUS);
    check();
    for (int i = 0; i < 14; ++i) h.key(SDLK_MINUS);
    check();
}
