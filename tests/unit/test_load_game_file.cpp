// The window's one reader of game files (carc::load_game_file, carc::summarize_game_file): a save
// whose every action replays legally but whose digest another version's rules gave opens under
// today's rules, marked replayed_differently, and saving it again with today's digest of its save
// version ends the mark; a file that cannot be replayed (an illegal action, a truncated or newer
// file, every file of tests/data/bad-saves) is still refused with its own error naming the file
// (docs/save-format.md, "When the digest differs").
#include <unistd.h>

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <nlohmann/json.hpp>

#include "data/save_index.hpp"
#include "game_builder.hpp"

using namespace carc;
namespace fs = std::filesystem;

namespace {

const std::string kOtherVersion =
    std::string(CARC_TESTS_DIR) + "/data/other-version-saves/digest-mismatch.carc.json";
const std::string kBadSaves = std::string(CARC_TESTS_DIR) + "/data/bad-saves";

std::string slurp(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
}

// A folder of the test's own, removed however the test ends.
struct Folder {
    fs::path path = fs::temp_directory_path() /
                    ("carc-test-load-game-file-" + std::to_string(static_cast<long>(getpid())));
    Folder() { fs::create_directories(path); }
    ~Folder() {
        std::error_code ec;
        fs::remove_all(path, ec);
    }
    std::string file(const std::string& name) const { return (path / name).string(); }
};

}  // namespace

TEST_CASE("load_game_file opens a save whose digest another version gave, marked, and a save "
          "with today's digest ends the mark",
          "[save][load]") {
    const std::string before = slurp(kOtherVersion);
    auto game = load_game_file(test::catalog(), kOtherVersion);
    REQUIRE(game);
    INFO(game->replayed_differently);
    // The mark is digest_mismatch's sentence with the file first, as an error would have been.
    CHECK(game->replayed_differently.rfind(kOtherVersion + ": ", 0) == 0);
    CHECK(game->replayed_differently.find("different position") != std::string::npos);
    CHECK(game->replayed_differently.find("file says 0123456789abcdef") != std::string::npos);
    CHECK_FALSE(game->imported);
    // Every action replayed: the game stands where today's rules put it.
    CHECK(game->save.game.actions.size() == 91);
    REQUIRE(game->replay.states.size() == 92);
    const GameState& last = *game->replay.states.back();
    CHECK(game->save.digest == "0123456789abcdef");  // as read: nothing is rewritten
    CHECK(save_digest(game->save, game->replay.rules, last) != game->save.digest);
    CHECK(slurp(kOtherVersion) == before);

    // The Load list's summary: a normal game, marked.
    const SaveSummary summary = summarize_game_file(test::catalog(), kOtherVersion);
    CHECK(summary.ok());
    CHECK(summary.replayed_differently);
    CHECK(summary.actions == 91);
    CHECK(summary.name == "selfplay seed 5");
    REQUIRE(summary.scores.size() == 2);
    CHECK(summary.scores[0] == last.players[0].score);
    CHECK(summary.scores[1] == last.players[1].score);

    // Saved again as the window saves (GameSession::to_save): the digest its save version computes
    // today. The file of version 1 is written as version 2, and then opens unmarked.
    Folder folder;
    SaveFile again = game->save;
    again.digest = digest_to_save(game->replay.rules, last);
    const std::string path = folder.file("saved-again.carc.json");
    REQUIRE(write_save(path, again));
    auto reread = read_save(path);
    REQUIRE(reread);
    CHECK(reread->version == 2);
    CHECK(reread->digest == state_digest_for(2, game->replay.rules, last));
    auto reopened = load_game_file(test::catalog(), path);
    REQUIRE(reopened);
    CHECK(reopened->replayed_differently.empty());
    CHECK(reopened->replay.states.back()->turn == last.turn);
    CHECK_FALSE(summarize_game_file(test::catalog(), path).replayed_differently);
    CHECK(slurp(kOtherVersion) == before);
}

TEST_CASE("load_game_file leaves a save unmarked when its digest matches or it has none",
          "[save][load]") {
    for (const std::string name : {"abbot-middle", "builder-second-tile"}) {
        const std::string path = std::string(CARC_TESTS_DIR) + "/data/v1-saves/" + name + ".carc.json";
        INFO(path);
        auto game = load_game_file(test::catalog(), path);
        REQUIRE(game);
        CHECK_FALSE(game->save.digest.empty());
        CHECK(game->replayed_differently.empty());
    }
    // Without a digest nothing can differ.
    Folder folder;
    auto save = read_save(kOtherVersion);
    REQUIRE(save);
    save->digest.clear();
    const std::string path = folder.file("no-digest.carc.json");
    REQUIRE(write_save(path, *save));
    auto game = load_game_file(test::catalog(), path);
    REQUIRE(game);
    CHECK(game->replayed_differently.empty());
}

TEST_CASE("load_game_file still refuses what cannot be replayed, with its own error", "[save][load]") {
    int files = 0;
    for (const auto& entry : fs::directory_iterator(kBadSaves)) {
        const std::string path = entry.path().string();
        INFO(path);
        auto game = load_game_file(test::catalog(), path);
        REQUIRE_FALSE(game);
        CHECK(game.error().rfind(path, 0) == 0);  // the file first
        CHECK(game.error().find("different position") == std::string::npos);
        const SaveSummary s = summarize_game_file(test::catalog(), path);
        CHECK_FALSE(s.ok());
        CHECK_FALSE(s.replayed_differently);
        CHECK(s.error == game.error());
        ++files;
    }
    CHECK(files >= 20);
    auto why = [](const std::string& name) {
        auto game = load_game_file(test::catalog(), kBadSaves + "/" + name);
        return game ? std::string() : game.error();
    };
    CHECK(why("illegal-action-middle.carc.json").find("action 21") != std::string::npos);
    CHECK(why("wrong-tile-drawn.carc.json").find("action") != std::string::npos);
    CHECK(why("newer-version.carc.json").find("newer version") != std::string::npos);
    CHECK(why("truncated-in-actions.carc.json").find("truncated") != std::string::npos);

    // An illegal action in a file whose digest also differs: the action is the error.
    Folder folder;
    nlohmann::json file = nlohmann::json::parse(slurp(kOtherVersion));
    nlohmann::json& eleventh = file["actions"][10];
    REQUIRE(eleventh["type"] == "place");
    eleventh["x"] = 40;  // far from every tile
    const std::string path = folder.file("illegal-and-other-digest.carc.json");
    std::ofstream(path) << file.dump(1);
    auto game = load_game_file(test::catalog(), path);
    REQUIRE_FALSE(game);
    INFO(game.error());
    CHECK(game.error().rfind(path, 0) == 0);
    CHECK(game.error().find("action 11") != std::string::npos);
}
