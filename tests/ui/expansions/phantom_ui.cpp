// The Phantom at the table, headless (issue 35): the setup screen offers the expansion by its name
// in the five languages; after Anna's follower the game waits for her phantom and offers the
// phantom alone on the new tile, its supply's tooltip saying what it is for; the phantom stands on
// the road in its own see-through art, and pointing at it names it beside its role and score
// (before the view's figure_tip the window said only "Thief of Anna") (English at 100 %, German
// at 200 %).
#include <catch2/catch.hpp>
#include <string>

#include "scenes/game_scene.hpp"
#include "scenes/setup_scene.hpp"
#include "shell/i18n.hpp"
#include "ui_harness.hpp"

using namespace carc;
using namespace carc::app;
using carc::app::test::check_setup_offers_expansion;
using carc::app::test::continue_game;
using carc::app::test::Harness;
using carc::app::test::scenario_cut;

namespace {

constexpr const char* kScenario = "phantom-counts-as-a-follower-in-the-majority";
constexpr const char* kTipStart = "Phantom (thief) of Anna: the phantom counts like any follower. If scored now: ";
constexpr const char* kTipStartDe = "Phantom (Wegelagerer) von Anna: Das Phantom zählt wie jeder Gefolgsmann. Bei Wertung jetzt: ";
constexpr const char* kSupplyNote = "may come as a second follower in a turn, after the first; it counts like any follower";

struct PhantomInEnglishAgain {
    ~PhantomInEnglishAgain() { set_language("en"); }
};

bool starts_with(const std::string& s, const std::string& prefix) { return s.compare(0, prefix.size(), prefix) == 0; }

// Points at the phantom on the board and returns whether a tooltip starting with `start` was drawn.
bool points_at_phantom(Harness& h, GameScene& g, const std::string& start) {
    const GameState& s = g.session().state();
    const int phantom = g.session().rules().figure("phantom");
    for (size_t i = 0; i < s.figures.size(); ++i) {
        if (s.figures[i].kind != phantom) continue;
        const auto at = g.board().figure_point(g.art(), s, i);
        REQUIRE(at);
        h.move(static_cast<int>(at->x), static_cast<int>(at->y));
        h.app->render_frame();
        for (const std::string& tip : h.app->tooltips())
            if (starts_with(tip, start)) return true;
        return false;
    }
    FAIL("the phantom is not on the board");
    return false;
}

}  // namespace

TEST_CASE("the setup screen offers The Phantom by name in five languages", "[ui][phantom]") {
    PhantomInEnglishAgain english;
    Harness h;
    check_setup_offers_expansion(h, "phantom", {{"en", "The Phantom"}, {"de", "Das Phantom"}, {"fr", "Le Fantôme"},
                                                {"es", "El Fantasma"}, {"nl", "De Geest"}});
}

TEST_CASE("after the turn's follower the phantom is offered, then stands on its road and is explained",
          "[ui][phantom]") {
    Harness h(false);
    h.app->settings().ui_scale_percent = 100;
    h.app->apply_settings();
    // Anna's follower is in the field: the phantom's step offers the phantom alone (or a pass).
    GameScene* g = continue_game(h, scenario_cut(kScenario, 12));
    h.app->render_frame();
    const int phantom = g->session().rules().figure("phantom");
    bool road = false;
    for (const Action& a : g->session().legal()) {
        CHECK((is_pass(a) || a.figure == phantom));
        road = road || (is_deploy(a) && a.figure == phantom);
    }
    CHECK(road);
    bool noted = false;
    for (const ScoreboardItem& i : g->score_items())
        noted = noted || (i.kind == ScoreboardItem::Kind::Supply && i.tip.find(kSupplyNote) != std::string::npos);
    CHECK(noted);
    h.shot("phantom-step-100");

    g = continue_game(h, scenario_cut(kScenario, 11));
    h.app->render_frame();
    CHECK(points_at_phantom(h, *g, kTipStart));
    h.shot("phantom-on-road-tip-100");

    PhantomInEnglishAgain english;
    REQUIRE(set_language("de", CARC_TEST_LOCALE_DIR));
    h.app->settings().ui_scale_percent = 200;
    h.app->apply_settings();
    h.frame(2);
    h.app->render_frame();
    CHECK(points_at_phantom(h, *g, kTipStartDe));
    h.shot("phantom-on-road-tip-200-de");
}
