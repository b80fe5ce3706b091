// Saves that were cut short or garbled anywhere must come back as errors naming the file, never
// crash (these tests also run under ASan/UBSan), and a game saved whole must replay exactly.
#include <catch2/catch.hpp>

#include "data/jcz.hpp"
#include "data/save.hpp"
#include "game_builder.hpp"

using namespace carc;

namespace {

// A complete random game, as carc-cli selfplay would save it.
SaveFile random_game_save(std::vector<std::string> expansions, int players, uint64_t seed) {
    Setup setup;
    setup.expansions = std::move(expansions);
    for (int p = 0; p < players; ++p) setup.players.push_back({"P" + std::to_string(p + 1), ""});
    setup.seed = seed;
    auto rules = load_ruleset(setup, test::catalog());
    REQUIRE(rules);
    GameState state = initial_state(*rules, nullptr);
    Rng choice{seed * 31 + 7};
    SaveFile save;
    save.game.setup = setup;
    ActionList legal;
    while (state.phase != Phase::GameOver) {
        legal_actions(*rules, state, legal);
        const Action a = legal[choice.below(static_cast<uint32_t>(legal.size()))];
        save.game.actions.push_back(record_action(*rules, state, a));
        apply_in_place(*rules, state, a, nullptr);
    }
    save.digest = digest_to_save(*rules, state);
    return save;
}

}  // namespace

TEST_CASE("a saved game replays to the same state for every expansion mix", "[save]") {
    const std::vector<std::vector<std::string>> mixes = {
        {"base"}, {"base", "river"}, {"base", "river", "abbot"}, {"base", "inns-cathedrals"},
        {"base", "traders-builders"}, {"base", "river", "abbot", "inns-cathedrals", "traders-builders"}};
    uint64_t seed = 100;
    for (const auto& mix : mixes) {
        for (int g = 0; g < 5; ++g) {
            const SaveFile save = random_game_save(mix, 2 + g % 3, ++seed);
            auto back = parse_save(save_to_json(save), "roundtrip.carc.json");
            REQUIRE(back);
            auto replay = replay_game(test::catalog(), back->game);
            REQUIRE(replay);
            CHECK(state_digest(*replay->states.back()) == save.digest);
            CHECK(verify_save(*back, replay).empty());
            CHECK(replay->states.back()->phase == Phase::GameOver);
        }
    }
}

TEST_CASE("a save cut short anywhere is an error, never a crash", "[save]") {
    const std::string text = save_to_json(random_game_save({"base", "abbot"}, 2, 4242));
    const std::string name = "cut.carc.json";
    for (size_t cut = 0; cut + 2 < text.size(); cut += 3) {
        auto save = parse_save(text.substr(0, cut), name);
        REQUIRE_FALSE(save);
        CHECK(save.error().rfind(name + ": ", 0) == 0);
    }
}

TEST_CASE("garbled saves are errors or valid games, never crashes", "[save]") {
    const std::string text = save_to_json(random_game_save({"base", "river", "abbot"}, 3, 777));
    Rng rng{12345};
    int refused = 0, replayed = 0;
    for (int i = 0; i < 600; ++i) {
        std::string bad = text;
        const int edits = 1 + static_cast<int>(rng.below(4));
        for (int e = 0; e < edits; ++e) {
            const size_t at = rng.below(static_cast<uint32_t>(bad.size()));
            static const char kChars[] = "0123456789-\"{}[],:x ";
            bad[at] = kChars[rng.below(sizeof(kChars) - 1)];
        }
        auto save = parse_save(bad, "garbled.carc.json");
        if (!save) {
            CHECK(save.error().rfind("garbled.carc.json: ", 0) == 0);
            ++refused;
            continue;
        }
        auto replay = replay_game(test::catalog(), save->game);
        if (!replay) {
            ++refused;
            continue;
        }
        // A garble that still parses and replays is a different valid game (or whitespace).
        ++replayed;
    }
    CHECK(refused > 300);
    CHECK(refused + replayed == 600);
}

TEST_CASE("player names are bounded wherever a game comes from", "[save][names]") {
    // 20 characters (not bytes) are a name; 21 are refused, with the start of the name quoted.
    const std::string longest = "Ōkubo Toshimichi-san", longer = longest + "x";
    REQUIRE(utf8_length(longest) == kMaxPlayerNameLength);
    Setup setup;
    setup.expansions = {"base"};
    setup.players = {{longest, "red"}, {"Ben", "blue"}};
    CHECK(load_ruleset(setup, test::catalog()));
    setup.players[0].name = longer;
    auto refused = load_ruleset(setup, test::catalog());
    REQUIRE_FALSE(refused);
    CHECK(refused.error() == "the name \"" + longest + "…\" has 21 characters; a player's name has at most 20");

    const std::string save_text = R"({"format": "carcassonne-save", "version": 2, "setup": {"expansions": ["base"],
        "options": {}, "players": [{"name": ")" + longer + R"("}, {"name": "Ben"}], "seed": 1}, "actions": []})";
    auto save = parse_save(save_text, "long.carc.json");
    REQUIRE_FALSE(save);
    CHECK(save.error() == "long.carc.json: /setup/players/0/name: the name \"" + longest +
                              "…\" has 21 characters; a player's name has at most 20");

    const std::string jcz_text = R"({"appVersion": "5.7.0", "setup": {"sets": {"basic:2": 1}, "elements": {"small-follower": 7},
        "rules": {}, "start": [{"tile": "BA/RCr", "x": 0, "y": 0, "rotation": 0}], "options": {}},
        "players": [{"name": ")" + longer + R"(", "slot": 0}, {"name": "Ben", "slot": 1}], "replay": []})";
    const JczImport jcz = import_jcz(jcz_text, test::catalog());
    CHECK(jcz.status == JczStatus::Unsupported);
    CHECK(jcz.message == "setup: the name \"" + longest + "…\" has 21 characters; a player's name has at most 20");
}
