// The Flying Machines at the table, headless (issue 34): the setup screen offers the expansion by
// its name in the five languages; a flying machine tile shows its badge, named by its tooltip, and
// a white arrow along the way it flies; after a launch the die of the flight stands on the square
// the follower flew from, showing its roll, and pointing at it says what it rolled (English at
// 100 %, German at 200 %); the landing step offers the landing tile's road and city, not its fields.
#include <catch2/catch.hpp>
#include <algorithm>
#include <cmath>
#include <string>

#include "board/tile_svg.hpp"
#include "carc/engine.hpp"
#include "carc/feature_changes.hpp"
#include "scenes/game_scene.hpp"
#include "scenes/setup_scene.hpp"
#include "shell/i18n.hpp"
#include "ui_harness.hpp"

using namespace carc;
using namespace carc::app;
using carc::app::test::check_setup_offers_expansion;
using carc::app::test::continue_game;
using carc::app::test::Harness;
using carc::app::test::points_at_mark;
using carc::app::test::scenario_cut;
using carc::app::test::tooltip_drawn;

namespace {

constexpr const char* kMachineTip =
    "Flying machine: instead of placing a follower here, launch one; a die says how far it flies (1 to 3 tiles) "
    "along the arrow, and it joins a road, city or monastery where it lands";
constexpr const char* kMachineBadge = "#3d7cc9";
constexpr const char* kDieTip = "The die shows 2: the follower flew 2 tiles along the arrow";

struct FlierInEnglishAgain {
    ~FlierInEnglishAgain() { set_language("en"); }
};

// A point of the die's face clear of its pips (flier.cpp's die_spot and draw_die): the die stands
// in the lower right corner of the machine's tile.
SDL_Point die_face_on_screen(GameScene& g, Pos machine) {
    const SDL_Rect cell = g.board().cell_rect(machine);
    const float px = static_cast<float>(g.board().tile_px());
    const float size = std::max(14.0f, px * 0.24f);
    const float cx = static_cast<float>(cell.x) + static_cast<float>(cell.w) / 2 + px * 0.28f;
    const float cy = static_cast<float>(cell.y) + static_cast<float>(cell.h) / 2 + px * 0.28f;
    return {static_cast<int>(cx + size * 0.3f), static_cast<int>(cy - size * 0.02f)};
}

// The tip of the arrow on a machine tile pointing west (flier.cpp's draw_machine_arrows), a little inside.
SDL_Point west_arrow_on_screen(GameScene& g, Pos tile) {
    const SDL_Rect cell = g.board().cell_rect(tile);
    const float px = static_cast<float>(g.board().tile_px());
    const float cx = static_cast<float>(cell.x) + static_cast<float>(cell.w) / 2;
    const float cy = static_cast<float>(cell.y) + static_cast<float>(cell.h) / 2;
    return {static_cast<int>(cx - px * 0.3f + std::max(3.0f, px * 0.05f)), static_cast<int>(cy)};
}

bool whitish(SDL_Color c) { return c.r > 225 && c.g > 225 && c.b > 210; }

}  // namespace

TEST_CASE("the setup screen offers the Flying Machines by name in five languages", "[ui][flier]") {
    FlierInEnglishAgain english;
    Harness h;
    check_setup_offers_expansion(h, "flier", {{"en", "Flying Machines"}, {"de", "Flugmaschinen"}, {"fr", "Machines volantes"},
                                              {"es", "Máquinas voladoras"}, {"nl", "Vliegmachines"}});
    h.shot("flier-setup-nl");
}

TEST_CASE("the flying machine, its arrow and the die of the flight are drawn and explained", "[ui][flier][marks]") {
    // The demo after Ben's launch: the die showed 2, the follower waits on the start tile to choose.
    Harness h(false);
    h.app->settings().ui_scale_percent = 100;
    h.app->apply_settings();
    GameScene* g = continue_game(h, scenario_cut("flier-lands-on-an-occupied-road", 5));
    h.app->render_frame();
    const GameState& s = g->session().state();
    const PlacedTile* machine = s.board.at({2, 0});
    const PlacedTile* start = s.board.at({0, 0});
    REQUIRE(machine);
    REQUIRE(start);
    CHECK(tile_svg(g->art().geometry(machine->type, machine->rotation)).find(kMachineBadge) != std::string::npos);
    CHECK(tile_svg(g->art().geometry(start->type, start->rotation)).find(kMachineBadge) == std::string::npos);
    CHECK(points_at_mark(h, *g, {2, 0}, "flying-machine", kMachineTip));
    h.shot("flier-machine-tip-100");

    // The landing offers the start tile's road and city: deploys there, none onto a field.
    const ActionList legal = legal_actions(g->session().rules(), s);
    REQUIRE_FALSE(legal.empty());
    for (const Action& a : legal) {
        CHECK(a.def->id() == std::string_view("deploy"));
        CHECK(a.pos == Pos{0, 0});
        CHECK(kind_at(s, s.board.tile_index(a.pos), a.feature) != FeatureKind::Field);
    }
    CHECK(legal.size() == 2);

    h.move(0, 0);
    h.app->render_frame();
    const SDL_Point arrow = west_arrow_on_screen(*g, {2, 0});
    CHECK(whitish(h.pixel(arrow.x, arrow.y)));
    const SDL_Point die = die_face_on_screen(*g, {2, 0});
    CHECK(whitish(h.pixel(die.x, die.y)));
    h.move(die.x, die.y);
    h.app->render_frame();
    CHECK(tooltip_drawn(*h.app, kDieTip));
    h.shot("flier-die-tip-100");

    FlierInEnglishAgain english;
    REQUIRE(set_language("de", CARC_TEST_LOCALE_DIR));
    h.app->settings().ui_scale_percent = 200;
    h.app->apply_settings();
    h.frame(2);
    h.move(0, 0);
    h.app->render_frame();
    const SDL_Point die2 = die_face_on_screen(*g, {2, 0});
    CHECK(whitish(h.pixel(die2.x, die2.y)));
    h.move(die2.x, die2.y);
    h.app->render_frame();
    CHECK(tooltip_drawn(*h.app, "Der Würfel zeigt 2: der Gefolgsmann flog 2 Karten weit entlang des Pfeils"));
    h.shot("flier-die-tip-200-de");
}
