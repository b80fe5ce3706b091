// Every scenario game verified in one process: its whole replay against its expect block (scores,
// events, absent events, the expected error). ctest also verifies each scenario through
// `carc-cli replay --verify` in the release build; the sanitizer build verifies them here, where
// 245 processes of the instrumented CLI cost about 160 s of CPU in starting alone.
#include <catch2/catch.hpp>
#include <filesystem>

#include "carc/record.hpp"
#include "data/save.hpp"
#include "game_builder.hpp"

using namespace carc;
namespace fs = std::filesystem;

TEST_CASE("every scenario game replays to the scores and events its expect block states",
          "[scenarios]") {
    int files = 0;
    // The demos shown to players are scenarios that ship with the game (data/demos/).
    std::vector<fs::directory_entry> entries;
    for (const fs::path& folder : {fs::path(CARC_TESTS_DIR) / "scenarios", fs::path(CARC_TEST_DATA_DIR) / "demos"})
        for (const auto& entry : fs::directory_iterator(folder)) entries.push_back(entry);
    for (const auto& entry : entries) {
        const std::string path = entry.path().string();
        if (path.find(".carc.json") == std::string::npos) continue;
        INFO(path);
        auto save = read_save(path);
        REQUIRE(save);
        REQUIRE(save->expect);  // a scenario states what its game must give
        const auto replay = replay_game(test::catalog(), save->game);
        const std::vector<std::string> differences = verify_save(*save, replay);
        CHECK(differences == std::vector<std::string>{});
        ++files;
    }
    CHECK(files >= 200);
}
