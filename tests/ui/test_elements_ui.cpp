// The setup screen switches an expansion's elements apart from its tiles (issue 30 item 17): the
// wagon alone on the base tiles starts a game; an element with nothing to act on among the tiles
// in play (tower pieces without tower foundations) keeps its switch, says so under it, in the
// player's language, and the game still starts.
#include <catch2/catch.hpp>

#include "scenes/game_scene.hpp"
#include "scenes/setup_scene.hpp"
#include "shell/game_session.hpp"
#include "shell/i18n.hpp"
#include "ui_harness.hpp"

using namespace carc;
using namespace carc::app;
using carc::app::test::Harness;

namespace {
bool click_in_column(Harness& h, const std::string& id) { return h.reveal(id) && h.press(id); }

constexpr const char* kTowerNotice =
    "⚠ Tower pieces cannot act without the Tower's tiles: only they have tower foundations to build on.";
}  // namespace

TEST_CASE("the setup screen plays an element without its tiles and says when it cannot act", "[ui][elements]") {
    Harness h;
    REQUIRE(h.press("New game"));
    auto* setup = h.as<SetupScene>();
    REQUIRE(setup);
    CHECK(setup->idle_notices().empty());

    // The Tower without its tiles: its pieces have no foundation. The notice is under the switch.
    REQUIRE(click_in_column(h, "exp:tower"));
    REQUIRE(click_in_column(h, "opt:tower.tiles"));
    CHECK(setup->setup().options.at("tower") == std::map<std::string, std::string>{{"tiles", "false"}});
    h.frame();
    CHECK(setup->idle_notices() == std::map<std::string, std::string>{{"tower.pieces", kTowerNotice}});
    const Widget* pieces = h.widget("opt:tower.pieces");
    REQUIRE(pieces);
    CHECK(pieces->checked);  // still on: the player decides
    CHECK(pieces->hint.find(kTowerNotice) != std::string::npos);
    // One notch further down: the notice whole (for the picture, CARC_UI_SHOTS).
    h.move(pieces->clip.x + 20, pieces->clip.y + 20);
    h.wheel(-1);
    h.shot("setup-element-without-its-tiles");
    // Its switch off, or the tiles back, and the notice goes.
    REQUIRE(click_in_column(h, "opt:tower.pieces"));
    h.frame();
    CHECK(setup->idle_notices().empty());
    REQUIRE(click_in_column(h, "opt:tower.pieces"));
    REQUIRE(click_in_column(h, "opt:tower.tiles"));
    h.frame();
    CHECK(setup->idle_notices().empty());
    REQUIRE(click_in_column(h, "opt:tower.tiles"));
    h.frame();
    CHECK(setup->idle_notices().size() == 1);

    // In German the notice is German.
    {
        struct EnglishAfter {
            ~EnglishAfter() { set_language("en"); }
        } english;
        REQUIRE(set_language("de", CARC_TEST_LOCALE_DIR));
        h.frame();
        const std::string german = setup->idle_notices().at("tower.pieces");
        CHECK(german != kTowerNotice);
        CHECK(german.rfind("⚠ ", 0) == 0);
        CHECK(german.find("Turm") != std::string::npos);
    }
    h.frame();
    CHECK(setup->idle_notices().at("tower.pieces") == kTowerNotice);
    REQUIRE(click_in_column(h, "exp:tower"));

    // The base tiles with the wagon alone: no notice (the wagon acts on any tiles), and the game
    // has the wagon and the 72 base tiles only.
    REQUIRE(click_in_column(h, "exp:abbey-mayor"));
    for (const char* element : {"opt:abbey-mayor.tiles", "opt:abbey-mayor.abbeys", "opt:abbey-mayor.mayor",
                                "opt:abbey-mayor.barn"})
        REQUIRE(click_in_column(h, element));
    CHECK(setup->setup().expansions == std::vector<std::string>{"base", "abbey-mayor"});
    CHECK(setup->setup().options.at("abbey-mayor") ==
          std::map<std::string, std::string>{{"tiles", "false"}, {"abbeys", "false"}, {"mayor", "false"}, {"barn", "false"}});
    CHECK_FALSE(setup->setup().options.count("tower"));
    h.frame();
    CHECK(setup->idle_notices().empty());
    REQUIRE(h.press("start"));
    REQUIRE(h.scene() == "game");
    const Ruleset& rules = h.as<GameScene>()->session().rules();
    CHECK(rules.figure("wagon") >= 0);
    CHECK(rules.figure("mayor") < 0);
    CHECK(rules.figure("barn") < 0);
    CHECK(rules.tile_set.size() == 72);
}

// Issue 31, item 5: a choice the rules refuse (the City of Carcassonne with a river) shows at once,
// under the switches of the expansions that settle it, each with a button that switches it off;
// Start waits. A neutral figure is counted on the table, not "each".
TEST_CASE("the setup screen says at once which expansions do not combine and offers to switch one off",
          "[ui][elements]") {
    Harness h;
    REQUIRE(h.press("New game"));
    auto* setup = h.as<SetupScene>();
    REQUIRE(setup);
    REQUIRE(click_in_column(h, "exp:count"));
    h.frame();
    CHECK(setup->conflict().empty());
    CHECK_FALSE(h.widget("off:count"));
    REQUIRE(click_in_column(h, "exp:river"));
    h.frame();
    CHECK(setup->conflict().find("cannot be combined with a river") != std::string::npos);
    REQUIRE(h.widget("off:count"));
    REQUIRE(h.widget("off:river"));
    CHECK_FALSE(h.widget("off:base"));  // the base game alone does not settle it (nothing plays without it)
    CHECK(h.widget("off:river")->label == "Switch off: The River");
    CHECK_FALSE(h.widget("start")->enabled);
    CHECK(setup->idle_notices().empty());  // a refusal is not an idle element's note
    h.shot("setup-conflict");
    REQUIRE(click_in_column(h, "off:river"));
    h.frame();
    CHECK(setup->conflict().empty());
    CHECK_FALSE(h.widget("off:count"));
    CHECK(h.widget("start")->enabled);
    CHECK(setup->setup().expansions == std::vector<std::string>{"base", "count"});
    // The Count is a neutral figure: one on the table, not one each.
    const Widget* count = h.widget("fig:count");
    REQUIRE(count);
    CHECK(count->label == "1 Count on the table");
}

// The refusal is the engine's sentence; the setup screen says it in the player's language
// (it reached the window in English before).
TEST_CASE("the City-with-a-river refusal is said in the chosen language", "[ui][elements][i18n]") {
    struct EnglishAgain {
        ~EnglishAgain() { set_language("en"); }
    } english_again;
    Harness h;
    REQUIRE(h.press("New game"));
    auto* setup = h.as<SetupScene>();
    REQUIRE(setup);
    REQUIRE(set_language("de", CARC_TEST_LOCALE_DIR));
    h.frame();
    REQUIRE(click_in_column(h, "exp:count"));
    REQUIRE(click_in_column(h, "exp:river"));
    h.frame();
    CHECK(setup->conflict().find("kann nicht mit einem Fluss kombiniert werden") != std::string::npos);
    CHECK(setup->conflict().find("cannot be combined") == std::string::npos);
}

TEST_CASE("the setup screen leaves out a choice of tile sets that another set replaces", "[ui][elements]") {
    Harness h;
    REQUIRE(h.press("New game"));
    REQUIRE(h.as<SetupScene>());
    h.frame();
    // The base game's edition chooses its pile...
    REQUIRE(h.widget("opt:base.edition=1"));
    REQUIRE(h.widget("opt:base.edition=2"));
    // ...which the Winter Edition's pile replaces: no choice left to make. Its farmers stay.
    REQUIRE(click_in_column(h, "exp:winter"));
    h.frame();
    CHECK_FALSE(h.widget("opt:base.edition=1"));
    CHECK_FALSE(h.widget("opt:base.edition=2"));
    CHECK(h.widget("opt:base.farmers"));
    // Winter off, the choice is back.
    REQUIRE(click_in_column(h, "exp:winter"));
    h.frame();
    CHECK(h.widget("opt:base.edition=1"));
}
