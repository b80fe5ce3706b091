// What a player still saw wrong at 200 % and in busy games (issue 31, items 3, 4 and 8): the
// board framed inside the free area for the busiest figure step, fitted into the largest free
// rectangle on a tile step, the ransom's prompt clear of the tower, the toolbar, panels and log
// whole at 200 %, and the log rewritten when the language changes.
#include <algorithm>
#include <catch2/catch.hpp>

#include "board/framing.hpp"
#include "scenes/game_scene.hpp"
#include "ui_harness.hpp"

using namespace carc;
using namespace carc::app;
using carc::app::test::continue_game;
using carc::app::test::Harness;

namespace busy_table_ui {

std::string busy_save(const std::string& setup, const std::string& actions) {
    return R"({"format": "carcassonne-save", "version": 2, "name": "test", "setup": )" + setup +
           R"(, "actions": [)" + actions + "]}";
}

// Anna and Ben: Anna's follower on a city closed at once (a scoring in the log), then a road.
constexpr const char* kScoredSetup =
    R"({"expansions": ["base"], "options": {},
        "players": [{"name": "Anna", "color": "red"}, {"name": "Ben", "color": "blue"}],
        "draw_order": ["BA/C", "BA/RFr", "BA/RFr", "BA/RFr"], "seed": 1})";
constexpr const char* kScoredActions = R"(
        {"type": "place", "tile": "BA/C", "x": 0, "y": -1, "rotation": 2},
        {"type": "deploy", "figure": "follower", "feature": "city", "location": "S"},
        {"type": "place", "tile": "BA/RFr", "x": 1, "y": 0, "rotation": 0}, {"type": "pass"})";

struct BusyEnglishAfter {
    ~BusyEnglishAfter() { set_language("en"); }
};

}  // namespace busy_table_ui

using namespace busy_table_ui;

TEST_CASE("the log's lines already written follow a switch of language", "[i18n][layout]") {
    BusyEnglishAfter english_after;
    // The lines a scene opened in German writes, to compare with.
    std::vector<std::string> german;
    {
        Harness h(false);  // a new window starts in English
        REQUIRE(set_language("de", CARC_TEST_LOCALE_DIR));
        german = continue_game(h, busy_save(kScoredSetup, kScoredActions))->log_lines();
        set_language("en");
    }
    Harness h(false);
    GameScene* g = continue_game(h, busy_save(kScoredSetup, kScoredActions));
    const std::vector<std::string> english = g->log_lines();
    REQUIRE_FALSE(english.empty());
    REQUIRE(english != german);
    // The settings switch the language while the game stays open.
    REQUIRE(set_language("de", CARC_TEST_LOCALE_DIR));
    h.frame(2);
    CHECK(g->log_lines() == german);
}
