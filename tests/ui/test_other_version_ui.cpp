// Games another version's rules played differently, through the real client, headless: a save whose
// every action replays legally but whose digest differs (tests/data/other-version-saves) opens to
// play on and in the review with one message naming the game and the file, in the player's
// language, the original file untouched; saving it writes today's digest of its save version and
// the message does not come back; the Load list shows it as a game with an "Other version" tag;
// Continue, a dropped file and the window's command line open it; renaming keeps what the file says
// (docs/save-format.md, "When the digest differs"). With CARC_UI_SHOTS=folder the message is
// pictured at 100 % and 200 % and in German, and the Load list with the tag.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <iterator>

#include "data/save_index.hpp"
#include "game_process.hpp"
#include "scenes/game_scene.hpp"
#include "scenes/load_scene.hpp"
#include "scenes/menu_scene.hpp"
#include "scenes/review_scene.hpp"
#include "shell/file_dialogs.hpp"
#include "shell/game_session.hpp"
#include "shell/i18n.hpp"
#include "shell/saved_games.hpp"
#include "ui_harness.hpp"

using namespace carc;
using namespace carc::app;
using carc::app::test::GameProcess;
using carc::app::test::Harness;
using carc::app::test::shipped_catalog;
using carc::app::test::temp_dir;
namespace fs = std::filesystem;

namespace {

const std::string kOtherVersion =
    std::string(CARC_TEST_SOURCE_DIR) + "/data/other-version-saves/digest-mismatch.carc.json";
const std::string kV1Save = std::string(CARC_TEST_SOURCE_DIR) + "/data/v1-saves/abbot-middle.carc.json";

std::string file_text(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
}

struct ScratchFolder {
    std::string path = temp_dir("other-version");
    ~ScratchFolder() {
        std::error_code ec;
        fs::remove_all(path, ec);
    }
};

// Back to English whatever a test did, so the other tests read English.
struct BackToEnglish {
    ~BackToEnglish() { set_language("en"); }
};

// The corpus game cut to its first `actions` actions and still carrying the file's digest, which
// no position of today's rules has: a game in progress that another version saved.
std::string unfinished_copy(const std::string& path, size_t actions) {
    auto save = read_save(kOtherVersion);
    REQUIRE(save);
    REQUIRE(save->game.actions.size() > actions);
    save->game.actions.resize(actions);
    fs::create_directories(fs::path(path).parent_path());
    REQUIRE(write_save(path, *save));
    return path;
}

// The message on top is the notice about `file` (named by its file name and the game's name).
void check_notice(Harness& h, const std::string& file) {
    REQUIRE(h.scene() == "message");
    const auto* m = h.as<MessageOverlay>();
    INFO(m->text());
    CHECK(m->title() == _("Saved by another version"));
    CHECK(m->text() == replayed_differently_notice("selfplay seed 5", file));
    CHECK(m->text().find(fs::path(file).filename().string()) != std::string::npos);
    CHECK(m->text().find("selfplay seed 5") != std::string::npos);
}

// One action by keyboard, as a player would: Tab and Enter place the tile, Space skips the figure.
void play_one(Harness& h, GameScene& g) {
    const int before = g.session().actions();
    if (g.session().state().phase == Phase::PlaceTile) {
        h.key(SDLK_TAB);
        h.key(SDLK_RETURN);
    } else {
        h.key(SDLK_SPACE);
    }
    REQUIRE(g.session().actions() == before + 1);
}

std::string load_row_id(const LoadScene& load, const std::string& path) {
    for (size_t i = 0; i < load.rows().size(); ++i)
        if (fs::equivalent(load.rows()[i].path, path)) return "row:" + std::to_string(i);
    return "";
}

}  // namespace

TEST_CASE("a game another version's rules played differently opens with a notice, in play and "
          "in review, and saving it ends the notice",
          "[ui][saves]") {
    ScratchFolder files;
    Harness h;
    REQUIRE(h.app->ok());
    const std::string path = unfinished_copy(files.path + "/sunday.carc.json", 40);
    const std::string bytes = file_text(path);

    // To play on: the game under the message, which OK closes once.
    REQUIRE_FALSE(open_game_file(*h.app, path, OpenMode::Play));
    check_notice(h, path);
    h.move(1, h.app->height() - 1);
    h.shot("other-version-notice-100");
    h.key(SDLK_RETURN);
    REQUIRE(h.scene() == "game");
    auto* g = h.as<GameScene>();
    CHECK(g->session().actions() == 40);
    CHECK(g->session().info().replayed_differently);
    CHECK(g->session().info().autosave_path.empty());  // opening wrote nothing
    h.frame(3);
    CHECK(h.scene() == "game");  // said once
    CHECK(file_text(path) == bytes);

    // Saved under a name: today's digest for its save version (a file of version 1 is written as
    // version 2); the file opened stays as it was.
    play_one(h, *g);
    h.key(SDLK_s, KMOD_CTRL);
    REQUIRE(h.scene() == "save");
    h.type("Sunday again");
    h.key(SDLK_RETURN);
    REQUIRE(h.scene() == "game");
    const std::string saved = h.app->saves().saves_dir() + "/Sunday again.carc.json";
    auto written = read_save(saved);
    REQUIRE(written);
    CHECK(written->version == 2);
    CHECK(written->digest == digest_to_save(g->session().rules(), g->session().state()));
    CHECK(written->digest == state_digest_for(2, g->session().rules(), g->session().state()));
    CHECK(file_text(path) == bytes);
    // The autosave slot the first action made has today's digest too.
    REQUIRE_FALSE(g->session().info().autosave_path.empty());
    CHECK(load_game_file(shipped_catalog(), g->session().info().autosave_path)->replayed_differently.empty());

    // Opened again, the saved game has no message.
    REQUIRE_FALSE(open_game_file(*h.app, saved, OpenMode::Play));
    REQUIRE(h.scene() == "game");
    CHECK_FALSE(h.as<GameScene>()->session().info().replayed_differently);
    CHECK(h.as<GameScene>()->session().actions() == 41);

    // In the review: the same message over the viewer.
    REQUIRE_FALSE(open_game_file(*h.app, kOtherVersion, OpenMode::Review));
    check_notice(h, kOtherVersion);
    h.key(SDLK_RETURN);
    REQUIRE(h.scene() == "review");
    CHECK(h.as<ReviewScene>()->session().actions() == 91);
    h.frame(3);
    CHECK(h.scene() == "review");

    // At 200 % the message still fits the window.
    h.app->settings().ui_scale_percent = 200;
    h.app->apply_settings();
    REQUIRE_FALSE(open_game_file(*h.app, path, OpenMode::Play));
    check_notice(h, path);
    h.frame();
    const Widget* ok = h.widget("ok");
    REQUIRE(ok);
    CHECK(ok->rect.x >= 0);
    CHECK(ok->rect.y + ok->rect.h <= h.app->height());
    h.move(1, h.app->height() - 1);
    h.shot("other-version-notice-200");
    REQUIRE(h.press("ok"));
    CHECK(h.scene() == "game");
    CHECK(file_text(path) == bytes);
}

TEST_CASE("the notice about a game another version played is in the player's language",
          "[ui][saves][i18n]") {
    BackToEnglish english;
    ScratchFolder files;
    Harness h;
    REQUIRE(h.app->ok());
    const std::string path = unfinished_copy(files.path + "/sonntag.carc.json", 40);
    for (const char* code : {"de", "fr", "es", "nl"}) {
        INFO(code);
        REQUIRE(set_language(code, CARC_TEST_LOCALE_DIR));
        REQUIRE_FALSE(open_game_file(*h.app, path, OpenMode::Play));
        REQUIRE(h.scene() == "message");
        const auto* m = h.as<MessageOverlay>();
        CHECK(m->title() != "Saved by another version");
        CHECK(m->text().find("was saved by another version") == std::string::npos);
        CHECK(m->text().find("sonntag.carc.json") != std::string::npos);
        CHECK(m->text().find("selfplay seed 5") != std::string::npos);
        h.move(1, h.app->height() - 1);
        if (std::string(code) == "de") h.shot("other-version-notice-de-100");
        h.key(SDLK_RETURN);
        CHECK(h.scene() == "game");
    }
}

TEST_CASE("the Load list, Continue, a dropped file and the window's command line open a game "
          "another version played differently",
          "[ui][saves]") {
    ScratchFolder prefs;
    const std::string slot = prefs.path + "/autosave/game-20261101-101010.carc.json";
    const std::string named = prefs.path + "/saves/selfplay.carc.json";
    unfinished_copy(slot, 30);
    fs::create_directories(prefs.path + "/saves");
    fs::copy_file(kOtherVersion, named);
    const std::string named_bytes = file_text(named);

    Harness h(true, 1280, 800, prefs.path);
    REQUIRE(h.app->saves().autosave_dir() == prefs.path + "/autosave");
    // Continue offers the autosave as any unfinished game.
    REQUIRE(h.as<MenuScene>()->continue_game());
    CHECK(h.as<MenuScene>()->continue_game()->path == slot);

    // The Load list: both listed as games, with their scores, tagged.
    REQUIRE(h.press("Load"));
    REQUIRE(h.scene() == "load");
    auto* load = h.as<LoadScene>();
    REQUIRE(load->rows().size() == 2);
    for (const SaveSummary& row : load->rows()) {
        INFO(row.path);
        CHECK(row.ok());
        CHECK(row.replayed_differently);
        CHECK(row.scores.size() == 2);
    }
    const std::string id = load_row_id(*load, named);
    REQUIRE_FALSE(id.empty());
    const Widget* row = h.widget(id);
    REQUIRE(row);
    CHECK(row->hint.find(named) == 0);
    CHECK(row->hint.find("another version") != std::string::npos);
    h.move(1, h.app->height() - 1);
    h.shot("other-version-load-list");
    // Chosen, it opens (a finished game in the review, an unfinished one to play on) with the notice.
    REQUIRE(h.press(id));
    check_notice(h, named);
    h.key(SDLK_RETURN);
    CHECK((h.scene() == "game" || h.scene() == "review"));
    CHECK(file_text(named) == named_bytes);

    // Continue: the notice, then the game in its own slot; the first action rewrites the slot with
    // today's digest, as every action of an autosaved game does, and the notice is gone.
    h.app->replace_all(make_menu_scene(*h.app));
    h.frame(2);
    REQUIRE(h.press("continue"));
    check_notice(h, slot);
    h.key(SDLK_RETURN);
    REQUIRE(h.scene() == "game");
    auto* g = h.as<GameScene>();
    CHECK(g->session().info().autosave_path == slot);
    play_one(h, *g);
    auto slot_game = load_game_file(shipped_catalog(), slot);
    REQUIRE(slot_game);
    CHECK(slot_game->replayed_differently.empty());
    CHECK(slot_game->save.game.actions.size() == 31);

    // Dropped onto the window: the notice, not "Cannot open this file".
    h.app->replace_all(make_menu_scene(*h.app));
    h.frame(2);
    h.drop(named);
    check_notice(h, named);
    h.key(SDLK_RETURN);

    // Renaming keeps what the file says: the other version's digest stays (renaming is not
    // saving), and a save of version 1 written as version 2 keeps opening without a notice.
    const std::string v1 = prefs.path + "/saves/old.carc.json";
    fs::copy_file(kV1Save, v1);
    auto renamed = h.app->saves().rename(shipped_catalog(), v1, "Old game");
    REQUIRE(renamed);
    auto v1_game = load_game_file(shipped_catalog(), *renamed);
    REQUIRE(v1_game);
    CHECK(v1_game->save.version == 2);
    CHECK(v1_game->replayed_differently.empty());
    auto other = h.app->saves().rename(shipped_catalog(), named, "Other game");
    REQUIRE(other);
    auto other_game = load_game_file(shipped_catalog(), *other);
    REQUIRE(other_game);
    CHECK(other_game->save.name == "Other game");
    CHECK_FALSE(other_game->replayed_differently.empty());

    // Named on the window's command line: it opens (no error), as when dropped.
    fs::create_directories(prefs.path + "/cli-prefs");
    GameProcess w({"--first-frame", *other}, prefs.path + "/cli-prefs");
    REQUIRE(w.wait_exit(60));
    INFO(w.text);
    CHECK(WIFEXITED(w.status));
    CHECK(WEXITSTATUS(w.status) == 0);
    CHECK(w.text.find("error:") == std::string::npos);
    CHECK(w.text.find("first frame: ") != std::string::npos);
}
