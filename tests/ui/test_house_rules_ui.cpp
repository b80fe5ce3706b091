// The setup screen's house rule for figure counts: each figure in play has a "−" / count / "+"
// row; a count other than the rules' goes into the setup and the game, clicking the count goes
// back to the rules', and figures that leave the game leave the setup too.
#include <catch2/catch.hpp>

#include "scenes/game_scene.hpp"
#include "scenes/setup_scene.hpp"
#include "shell/game_session.hpp"
#include "ui_harness.hpp"

using namespace carc;
using namespace carc::app;
using carc::app::test::Harness;

namespace {

// Scrolls the expansions column until the widget is inside it, then clicks it.
bool press_in_column(Harness& h, const std::string& id) {
    for (int i = 0; i < 60; ++i) {
        const Widget* w = h.widget(id);
        if (!w) return false;
        // Copies: every frame lays the widgets out again.
        const SDL_Rect c = w->clip, r = w->rect;
        if (r.y >= c.y && r.y + r.h <= c.y + c.h) return h.press(id);
        h.move(c.x + c.w / 2, c.y + c.h / 2);
        h.wheel(r.y < c.y ? 1 : -1);
    }
    return false;
}

}  // namespace

TEST_CASE("figure counts are a house rule of the setup screen", "[ui]") {
    Harness h;
    REQUIRE(h.press("New game"));
    auto* setup = h.as<SetupScene>();
    REQUIRE(setup);
    REQUIRE(h.widget("fig:follower"));
    CHECK(h.widget("fig:follower")->label == "7 Followers each");
    CHECK_FALSE(h.widget("fig:pig"));  // Traders & Builders is off
    REQUIRE(press_in_column(h, "exp:traders-builders"));
    REQUIRE(press_in_column(h, "fig:pig+"));
    REQUIRE(press_in_column(h, "fig:follower-"));
    REQUIRE(press_in_column(h, "fig:follower-"));
    CHECK(setup->setup().figures == std::map<std::string, int>{{"follower", 5}, {"pig", 2}});
    CHECK(h.widget("fig:pig")->label == "2 Pigs each · house rule");
    h.shot("setup-house-rules");
    // The count itself goes back to the rules' count.
    REQUIRE(press_in_column(h, "fig:pig"));
    CHECK(setup->setup().figures == std::map<std::string, int>{{"follower", 5}});
    // A count stops at the engine's range.
    for (int i = 0; i < 20; ++i) press_in_column(h, "fig:builder+");
    CHECK(setup->setup().figures.at("builder") == kMaxFigureCount);
    CHECK_FALSE(h.widget("fig:builder+")->enabled);
    // A figure switched off, or its expansion, takes its count out of the setup.
    REQUIRE(press_in_column(h, "opt:traders-builders.builder"));
    CHECK_FALSE(h.widget("fig:builder"));
    CHECK(setup->setup().figures == std::map<std::string, int>{{"follower", 5}});
    REQUIRE(press_in_column(h, "opt:traders-builders.builder"));
    CHECK(setup->setup().figures.at("builder") == kMaxFigureCount);
    REQUIRE(press_in_column(h, "exp:traders-builders"));
    CHECK(setup->setup().figures == std::map<std::string, int>{{"follower", 5}});
    // The game gets the count: every player starts with five followers.
    REQUIRE(h.press("start"));
    REQUIRE(h.scene() == "game");
    const GameSession& session = h.as<GameScene>()->session();
    const int follower = session.rules().figure("follower");
    REQUIRE(follower >= 0);
    CHECK(session.rules().setup.figures == std::map<std::string, int>{{"follower", 5}});
    for (const PlayerState& p : session.state().players)
        CHECK(p.supply[static_cast<size_t>(follower)] == 5);
}
