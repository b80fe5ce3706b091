// GQ11 at the table, headless (issue 34): the setup screen offers it by name in the five
// languages, and its field tile GQ/F shows its pig herd (three pigs on trodden earth, Traders &
// Builders' field mark, board/tile_marks.hpp InField) where a plain field tile shows none; pointing
// at the pigs says what the herd does (English at 100 %, German at 200 %).
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

namespace {

// GQ/F south of the start tile, BA/C (all field but its city) east of it; Anna to play.
const char* const kGq11Game = R"({"format": "carcassonne-save", "version": 5, "name": "gq11",
    "setup": {"expansions": ["base", "gq11", "traders-builders"], "options": {},
              "players": [{"name": "Anna", "color": "red"}, {"name": "Ben", "color": "blue"}],
              "draw_order": ["GQ/F", "BA/C", "BA/C"], "seed": 1},
    "actions": [{"type": "place", "tile": "GQ/F", "x": 0, "y": 1, "rotation": 0}, {"type": "pass"},
                {"type": "place", "tile": "BA/C", "x": 1, "y": 1, "rotation": 1}, {"type": "pass"}]})";

constexpr const char* kHerdTip =
    "Pig herd: with Traders & Builders, each farmer who wins this field scores 1 more per completed city";
constexpr const char* kPigPink = "#f4a9b8";

struct Gq11InEnglishAgain {
    ~Gq11InEnglishAgain() { set_language("en"); }
};

}  // namespace

TEST_CASE("the setup screen offers GQ11 by name in five languages", "[ui][gq11]") {
    Gq11InEnglishAgain english;
    Harness h;
    check_setup_offers_expansion(h, "gq11",
                                 {{"en", "GQ11 Mini Expansion"}, {"de", "GQ11-Mini-Erweiterung"},
                                  {"fr", "Mini-extension GQ11"}, {"es", "Miniexpansión GQ11"},
                                  {"nl", "GQ11-mini-uitbreiding"}});
}

TEST_CASE("the pig herd is drawn in its field, as pigs, and named by its tooltip", "[ui][gq11][marks]") {
    Harness h(false);
    h.app->settings().ui_scale_percent = 100;
    h.app->apply_settings();
    GameScene* g = continue_game(h, kGq11Game);
    h.app->render_frame();
    const GameState& s = g->session().state();
    auto svg_at = [&](Pos p) {
        const PlacedTile* t = s.board.at(p);
        REQUIRE(t);
        return tile_svg(g->art().geometry(t->type, t->rotation));
    };
    CHECK(svg_at({0, 1}).find(kPigPink) != std::string::npos);
    CHECK(svg_at({1, 1}).find(kPigPink) == std::string::npos);
    CHECK(svg_at({0, 0}).find(kPigPink) == std::string::npos);
    CHECK(points_at_mark(h, *g, {0, 1}, "pig-herd", kHerdTip));
    h.shot("gq11-pig-herd-100");

    Gq11InEnglishAgain english;
    REQUIRE(set_language("de", CARC_TEST_LOCALE_DIR));
    h.app->settings().ui_scale_percent = 200;
    h.app->apply_settings();
    h.frame(2);
    h.app->render_frame();
    CHECK(points_at_mark(h, *g, {0, 1}, "pig-herd",
                         "Schweineherde: mit Händler & Baumeister zählt jeder Bauer, der diese Wiese gewinnt, 1 "
                         "mehr pro fertiger Stadt"));
    h.shot("gq11-pig-herd-200-de");
}
