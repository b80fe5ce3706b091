// Mage & Witch at the table, headless (issue 34): the setup screen offers the expansion by its name
// in the five languages; a tile with the magic symbol shows its badge, named by its tooltip; the
// mage stands on its road in its own art, and pointing at it says what it does (before the view's
// figure_tip the window said only where it stands); the mage and the witch are at the head of the
// scoreboard with the same words, the witch waiting for the first tile with the magic symbol
// (English at 100 %, German at 200 %).
#include <catch2/catch.hpp>
#include <string>

#include "board/tile_svg.hpp"
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

constexpr const char* kSymbolTip =
    "Magic symbol: placing this tile moves the mage or the witch onto an unfinished road or city";
constexpr const char* kSymbolBadge = "#2a1640";
constexpr const char* kMageTip =
    "Mage: the road or city it stands on scores 1 more point per tile; it leaves when that feature is completed";
constexpr const char* kWitchWaitingTip =
    "Witch: waits off the board for the first tile with the magic symbol; a road or city with the witch scores half its "
    "points (rounded up)";
constexpr const char* kMageTipDe =
    "Magier: Die Straße oder Stadt, auf der er steht, bringt 1 Punkt mehr pro Karte; er geht, wenn sie fertig ist";

struct MageWitchInEnglishAgain {
    ~MageWitchInEnglishAgain() { set_language("en"); }
};

const ScoreboardItem* head_item(GameScene& g, const std::string& id) {
    for (const ScoreboardItem& i : g.score_items())
        if (i.item == id) return &i;
    return nullptr;
}

// Points at the mage on the board and returns whether `tip` was drawn.
bool points_at_mage(Harness& h, GameScene& g, const std::string& tip) {
    const GameState& s = g.session().state();
    const int mage = g.session().rules().figure("mage");
    for (size_t i = 0; i < s.figures.size(); ++i) {
        if (s.figures[i].kind != mage) continue;
        const auto at = g.board().figure_point(g.art(), s, i);
        REQUIRE(at);
        h.move(static_cast<int>(at->x), static_cast<int>(at->y));
        h.app->render_frame();
        return tooltip_drawn(*h.app, tip);
    }
    FAIL("the mage is not on the board");
    return false;
}

}  // namespace

TEST_CASE("the setup screen offers Mage & Witch by name in five languages", "[ui][mage-witch]") {
    MageWitchInEnglishAgain english;
    Harness h;
    check_setup_offers_expansion(h, "mage-witch", {{"en", "Mage & Witch"}, {"de", "Magier & Hexe"}, {"fr", "Magicien & Sorcière"},
                                                   {"es", "Mago y Bruja"}, {"nl", "Magiër & Heks"}});
}

TEST_CASE("the magic symbol, the mage on its road and the two figures' items are drawn and explained",
          "[ui][mage-witch][marks]") {
    // JCZ's mage game after Ben's tile with the magic symbol: the mage stands on the road of four
    // tiles, the witch still waits off the board.
    Harness h(false);
    h.app->settings().ui_scale_percent = 100;
    h.app->apply_settings();
    GameScene* g = continue_game(h, scenario_cut("mage-witch-mage-road-plus-one-a-tile", 3));
    h.app->render_frame();
    const GameState& s = g->session().state();
    const PlacedTile* magic = s.board.at({-1, 0});
    const PlacedTile* start = s.board.at({0, 0});
    REQUIRE(magic);
    REQUIRE(start);
    CHECK(tile_svg(g->art().geometry(magic->type, magic->rotation)).find(kSymbolBadge) != std::string::npos);
    CHECK(tile_svg(g->art().geometry(start->type, start->rotation)).find(kSymbolBadge) == std::string::npos);
    CHECK(points_at_mark(h, *g, {-1, 0}, "mage", kSymbolTip));
    h.shot("mage-witch-symbol-tip-100");

    CHECK(points_at_mage(h, *g, kMageTip));
    h.shot("mage-witch-mage-tip-100");

    h.app->render_frame();
    const ScoreboardItem* mage = head_item(*g, "mage");
    const ScoreboardItem* witch = head_item(*g, "witch");
    REQUIRE(mage);
    REQUIRE(witch);
    CHECK(mage->tip == kMageTip);
    CHECK(witch->tip == kWitchWaitingTip);
    h.move(witch->rect.x + witch->rect.w / 2, witch->rect.y + witch->rect.h / 2);
    h.app->render_frame();
    CHECK(tooltip_drawn(*h.app, kWitchWaitingTip));
    h.shot("mage-witch-witch-item-tip-100");

    MageWitchInEnglishAgain english;
    REQUIRE(set_language("de", CARC_TEST_LOCALE_DIR));
    h.app->settings().ui_scale_percent = 200;
    h.app->apply_settings();
    h.frame(2);
    h.app->render_frame();
    CHECK(points_at_mage(h, *g, kMageTipDe));
    h.shot("mage-witch-mage-tip-200-de");
}
