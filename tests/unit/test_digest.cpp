// The digests saves store: each save version keeps the digest its engine computed, so that a save
// of any version still verifies after the state's layout grows (docs/save-format.md). Fixed
// positions pin the digests of every version; the golden saves (version 3) and tests/data/v2-saves
// verify against the frozen function; a game read from a save is written back with its version.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

#include <unistd.h>

#include "carc/module.hpp"
#include "data/save.hpp"
#include "game_builder.hpp"

using namespace carc;

namespace {

// A seeded game played by a seeded random choice, stopped after `actions` actions.
struct Position {
    Ruleset rules;
    GameState state;
};

Position play(std::vector<std::string> expansions, int players, uint64_t seed, int actions) {
    Setup setup;
    setup.expansions = std::move(expansions);
    for (int p = 0; p < players; ++p) setup.players.push_back({"P" + std::to_string(p + 1), ""});
    setup.seed = seed;
    auto rules = load_ruleset(setup, test::catalog());
    if (!rules) FAIL(rules.error());
    GameState state = initial_state(*rules, nullptr);
    Rng choice{seed * 31 + 7};
    ActionList legal;
    for (int i = 0; i < actions && state.phase != Phase::GameOver; ++i) {
        legal_actions(*rules, state, legal);
        apply_in_place(*rules, state, legal[choice.below(static_cast<uint32_t>(legal.size()))], nullptr);
    }
    return {std::move(rules.value()), std::move(state)};
}

const std::vector<std::string> kEverything = {"base", "river", "abbot", "inns-cathedrals", "traders-builders",
                                              "princess-dragon", "king-robber", "shrines", "tower",
                                              "abbey-mayor"};

std::string tests_dir() { return CARC_TESTS_DIR; }

}  // namespace

TEST_CASE("the digests of every save version are pinned for fixed positions", "[digest]") {
    struct Pin {
        std::vector<std::string> expansions;
        int players;
        uint64_t seed;
        int actions;
        const char* v1;
        const char* v2;
        const char* v4;
    };
    // The version-2/3 values were checked with the engine before version 4 (main at 06305e1):
    // its carc-cli replay --verify accepts these positions saved as version 3 with them.
    const Pin pins[] = {
        {{"base"}, 2, 7, 0, "965be5120978fa00", "bbf44b55b775bcea", "aafa15a7c3d6feca"},
        {{"base"}, 2, 7, 60, "71c4f2c59ee25b4e", "04b4a50c992aa8ba", "3f157d13aa9de7fa"},
        {{"base", "river", "abbot", "inns-cathedrals", "traders-builders"}, 3, 11, 90, "7f251d690d23d9a3", "28240372fb9f717e", "499876ee5d88b231"},
        {kEverything, 5, 13, 200, "0b5922f1bac55e0f", "60e597395b2d372d", "506c272c940e6ca6"},
    };
    for (const Pin& pin : pins) {
        const Position pos = play(pin.expansions, pin.players, pin.seed, pin.actions);
        INFO("seed " << pin.seed << ", " << pin.actions << " actions");
        CHECK(state_digest_for(1, pos.rules, pos.state) == pin.v1);
        CHECK(state_digest_for(2, pos.rules, pos.state) == pin.v2);
        CHECK(state_digest_for(3, pos.rules, pos.state) == pin.v2);
        CHECK(state_digest_for(4, pos.rules, pos.state) == pin.v4);
        CHECK(state_digest_for(kSaveVersion, pos.rules, pos.state) == state_digest(pos.state));
    }
}

TEST_CASE("the modules' state bytes of versions 2 and 3 are today's, laid out as today", "[digest]") {
    const Position pos = play(kEverything, 4, 21, 150);
    std::string legacy;
    for (const Module* m : pos.rules.modules) m->legacy_state_bytes(2, pos.rules, pos.state, legacy);
    CHECK(legacy == std::string(pos.state.module_data.begin(), pos.state.module_data.end()));
}

TEST_CASE("saves of versions 2 and 3 replay to their stored digests", "[digest][save]") {
    std::vector<std::string> files;
    for (const char* dir : {"/data/golden-saves", "/data/v2-saves"})
        for (const auto& e : std::filesystem::directory_iterator(tests_dir() + dir))
            if (e.path().string().ends_with(".carc.json")) files.push_back(e.path().string());
    REQUIRE(files.size() >= 18);
    int v2 = 0, v3 = 0;
    for (const std::string& file : files) {
        INFO(file);
        auto save = read_save(file);
        REQUIRE(save);
        // An expansion whose games only a later version can hash (Bridges, Castles & Bazaars: its
        // castles change features) has a golden save of that version; ctest golden-save/* verifies it.
        if (save->version >= 5 && file.find("/golden-saves/") != std::string::npos) continue;
        REQUIRE((save->version == 2 || save->version == 3));
        REQUIRE_FALSE(save->digest.empty());
        (save->version == 2 ? v2 : v3) += 1;
        auto replay = replay_game(test::catalog(), save->game);
        REQUIRE(replay);
        CHECK(verify_save(*save, replay).empty());
        CHECK(save_digest(*save, replay->rules, *replay->states.back()) == save->digest);
        CHECK(state_digest_v2(replay->rules, *replay->states.back()) == save->digest);
    }
    CHECK(v2 >= 4);
    CHECK(v3 >= 14);
}

TEST_CASE("a game read from a save is saved again with its version and that version's digest",
          "[digest][save]") {
    for (const char* file : {"v2-saves/tower-ransom-before-the-tile", "golden-saves/tower"}) {
        auto save = read_save(tests_dir() + "/data/" + file + ".carc.json");
        REQUIRE(save);
        const int version = save->version;
        auto replay = replay_game(test::catalog(), save->game);
        REQUIRE(replay);
        // As the window saves a continued game: the record, with the digest its version stores.
        SaveFile again;
        again.game = save->game;
        again.digest = digest_to_save(replay->rules, *replay->states.back());
        CHECK(again.digest == save->digest);
        auto back = parse_save(save_to_json(again), "again.carc.json");
        REQUIRE(back);
        CHECK(back->version == version);
        CHECK(verify_save(*back, replay).empty());
    }
    // A version-1 game is saved again as version 2, as before.
    auto v1 = read_save(tests_dir() + "/data/v1-saves/abbot-middle.carc.json");
    REQUIRE(v1);
    REQUIRE(v1->version == 1);
    auto replay = replay_game(test::catalog(), v1->game);
    REQUIRE(replay);
    SaveFile again;
    again.game = v1->game;
    again.digest = digest_to_save(replay->rules, *replay->states.back());
    auto back = parse_save(save_to_json(again), "again.carc.json");
    REQUIRE(back);
    CHECK(back->version == 2);
    CHECK(verify_save(*back, replay).empty());
    // A new game is saved with the current version and the current digest.
    const Position pos = play({"base", "abbot"}, 3, 5, 40);
    CHECK(save_version_of(pos.rules.setup) == kSaveVersion);
    CHECK(digest_to_save(pos.rules, pos.state) == state_digest(pos.state));
}

TEST_CASE("a new expansion file that declares a feature kind moves no saved digest", "[digest][save]") {
    // The shipped data plus a file that sorts before every other and declares a kind: in memory
    // every declared kind moves up by one (the castle too), the digests saves store stay.
    namespace fs = std::filesystem;
    const fs::path dir = fs::temp_directory_path() / ("carc-test-early-kind-" + std::to_string(static_cast<long>(getpid())));
    fs::create_directories(dir / "expansions");
    for (const auto& entry : fs::directory_iterator(fs::path(CARC_TEST_DATA_DIR) / "expansions"))
        fs::copy_file(entry.path(), dir / "expansions" / entry.path().filename(), fs::copy_options::overwrite_existing);
    std::ofstream(dir / "expansions" / "aaa-early.json") << R"({
  "format": "carcassonne-expansion", "version": 1, "id": "aaa-early", "name": "Early",
  "summary": "A test file that sorts first and declares a kind.", "requires": ["base"],
  "feature_kinds": [{"id": "early", "name": "early spot", "completes": "never"}],
  "tiles": [{"id": "TEST/E", "features": [{"kind": "early"}, {"kind": "field", "halves": "NL NR EL ER SL SR WL WR"}]}],
  "sets": [{"id": "aaa-early:1", "tiles": {"TEST/E": 1}}]
})";
    auto early = load_catalog(dir.string());
    fs::remove_all(dir);
    INFO((early ? "" : early.error()));
    REQUIRE(early);
    REQUIRE(early->kind("castle"));
    REQUIRE(test::catalog().kind("castle"));
    CHECK(static_cast<int>(*early->kind("castle")) == static_cast<int>(*test::catalog().kind("castle")) + 1);

    // Bridges, Castles & Bazaars' golden game makes castles (features added to placed tiles).
    auto save = read_save(tests_dir() + "/data/golden-saves/bridges-castles-bazaars.carc.json");
    REQUIRE(save);
    auto shipped = replay_game(test::catalog(), save->game);
    auto moved = replay_game(*early, save->game);
    REQUIRE(shipped);
    REQUIRE(moved);
    REQUIRE_FALSE(moved->states.back()->added.empty());
    CHECK(state_digest(*moved->states.back()) != state_digest(*shipped->states.back()));  // the numbers moved
    CHECK(save_digest(*save, shipped->rules, *shipped->states.back()) == save->digest);
    CHECK(save_digest(*save, moved->rules, *moved->states.back()) == save->digest);
    CHECK(verify_save(*save, moved).empty());
}
