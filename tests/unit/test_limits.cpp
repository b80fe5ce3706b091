// The limits of a game grow with its data (docs/architecture.md, "Data: tags, kinds, categories"):
// a test expansion with more figure kinds, score categories, token kinds, tile tags and feature
// kinds than any real expansion asks (and than the fixed arrays of save versions 2 and 3 held)
// plays whole games with Traders & Builders, whose figures, tokens and score category then come
// after the test's (indices beyond those arrays): its builder and pig stand on the board, its goods
// are collected and score in their column, and each game saves and replays to its digest. Data over the sanity limits is refused naming the file.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <string>

#include <unistd.h>

#include "carc/engine.hpp"
#include "carc/module.hpp"
#include "carc/record.hpp"
#include "data/save.hpp"

using namespace carc;
namespace fs = std::filesystem;

namespace {

constexpr int kDeclaredKinds = 12;  // 18 feature kinds with the core's 6 (versions 2-3: 16)
constexpr int kDiggers = 19;        // 20 figure kinds with the follower (16)
constexpr int kExtraCategories = 3; // 20 score categories with the core's 5 and one per kind (16)
constexpr int kTokens = 10;         // (8)
constexpr int kTagsPerTile = 4;     // 48 tile tags (32)

// A feature kind's id (lower case letters and -): "kind-a", "kind-b"... "kind-ba".
std::string kind_id(int i) {
    std::string letters;
    do {
        letters.insert(letters.begin(), static_cast<char>('a' + i % 26));
        i /= 26;
    } while (i > 0);
    return "kind-" + letters;
}

// An expansion file with those counts: kind N on tile TEST/KN (three of each) with four tags of
// its own, and every digger may stand on every declared kind.
std::string crowd_expansion() {
    std::string kinds, categories, places, figures, tiles, set, tokens;
    for (int k = 1; k <= kDeclaredKinds; ++k) {
        const std::string id = kind_id(k);
        kinds += std::string(k > 1 ? "," : "") + "{\"id\": \"" + id + "\", \"name\": \"kind " + id + "\"}";
        categories += "{\"id\": \"" + id + "\", \"name\": \"" + id + "s\", \"column\": \"" + id + "\"},";
        places += std::string(k > 1 ? "," : "") + "\"" + id + "\"";
        std::string tags;
        for (int t = 0; t < kTagsPerTile; ++t) tags += std::string(t ? "," : "") + "\"t" + std::to_string(k) + "-" + std::to_string(t) + "\"";
        tiles += std::string(k > 1 ? "," : "") + "{\"id\": \"TEST/K" + std::to_string(k) + "\", \"tags\": [" + tags +
                 "], \"features\": [{\"kind\": \"" + id + "\"}, {\"kind\": \"field\", \"halves\": \"NL NR EL ER SL SR WL WR\"}]}";
        set += std::string(k > 1 ? "," : "") + "\"TEST/K" + std::to_string(k) + "\": 3";
    }
    for (int c = 1; c <= kExtraCategories; ++c)
        categories += std::string(c > 1 ? "," : "") + "{\"id\": \"x" + std::to_string(c) + "\", \"name\": \"x\", \"column\": \"X\"}";
    for (int d = 1; d <= kDiggers; ++d)
        figures += std::string(d > 1 ? "," : "") + "{\"id\": \"digger" + std::to_string(d) +
                   "\", \"name\": \"Digger\", \"count\": 1, \"places\": [" + places + "]}";
    for (int t = 1; t <= kTokens; ++t) tokens += std::string(t > 1 ? "," : "") + "\"token" + std::to_string(t) + "\"";
    return R"({"format": "carcassonne-expansion", "version": 1, "id": "crowd", "name": "Crowd",
  "summary": "A test expansion over the limits of save versions 2 and 3.", "requires": ["base"],
  "feature_kinds": [)" + kinds + R"(], "score_categories": [)" + categories + R"(],
  "figures": [)" + figures + R"(], "tokens": [)" + tokens + R"(], "tiles": [)" + tiles + R"(],
  "sets": [{"id": "crowd:1", "tiles": {)" + set + R"(}}]})";
}

// A data folder with the shipped base game, Traders & Builders (and the Abbot and Abbey & Mayor,
// whose gardens and wagon links their tiles show) and `extra` as expansions/<name>.
fs::path data_with(const std::string& name, const std::string& extra) {
    const fs::path dir = fs::temp_directory_path() /
                         ("carc-test-limits-" + name + "-" + std::to_string(static_cast<long>(getpid())));
    fs::create_directories(dir / "expansions");
    for (const char* file : {"base.json", "abbot.json", "traders-builders.json", "abbey-mayor.json"})
        fs::copy_file(fs::path(CARC_TEST_DATA_DIR) / "expansions" / file, dir / "expansions" / file,
                      fs::copy_options::overwrite_existing);
    std::ofstream(dir / "expansions" / (name + ".json")) << extra;
    return dir;
}

}  // namespace

TEST_CASE("a game with more kinds than saves of versions 2 and 3 held plays, scores and saves", "[limits]") {
    const fs::path dir = data_with("crowd", crowd_expansion());
    auto catalog = load_catalog(dir.string());
    if (!catalog) FAIL(catalog.error());
    Setup setup;
    setup.expansions = {"base", "crowd", "traders-builders"};
    setup.players = {{"Anna", ""}, {"Ben", ""}, {"Cleo", ""}};
    int games_with_high_kinds = 0, high_points = 0, high_tokens = 0;
    for (uint64_t seed = 1; seed <= 4; ++seed) {
        setup.seed = seed;
        auto rules = load_ruleset(setup, *catalog);
        REQUIRE(rules);
        // Traders & Builders after the test expansion: builder 20, pig 21, goods 10-12, category 20.
        REQUIRE(rules->figures.size() == 1 + kDiggers + 2);
        REQUIRE(rules->figure("pig") == 1 + kDiggers + 1);
        REQUIRE(rules->categories.size() == 5 + kDeclaredKinds + kExtraCategories + 1);
        const int goods = rules->category("trade-goods");
        REQUIRE(goods == 5 + kDeclaredKinds + kExtraCategories);
        REQUIRE(rules->tokens.size() == kTokens + 3);
        REQUIRE(rules->token("cloth") == kTokens + 2);
        REQUIRE(rules->tags.size() >= kDeclaredKinds * kTagsPerTile);
        REQUIRE(rules->kind_enabled.size() == 6 + kDeclaredKinds);
        const TileType& last = rules->tiles[*rules->tile("TEST/K12")];
        CHECK(last.has(rules->tag("t12-3")));
        CHECK(rules->tag("t12-3") >= 32);
        CHECK_FALSE(last.has(rules->tag("t1-0")));

        // Each decision: the deploy of the highest figure kind when there is one, else a seeded
        // random choice; every action is checked (apply) and recorded.
        Snapshot state = start_game(*rules).state;
        REQUIRE(state->players[0].supply.size() == rules->figures.size());
        REQUIRE(state->players[0].by_category.size() == rules->categories.size());
        REQUIRE(state->players[0].tokens.size() == rules->tokens.size());
        CHECK(state->players[0].supply[kDiggers] == 1);
        CHECK(state->players[0].supply[static_cast<size_t>(rules->figure("pig"))] == 1);
        Rng choice{seed * 7 + 1};
        GameRecord record{setup, {}, {}};
        bool high_kind_on_board = false;
        while (!state->over()) {
            const ActionList legal = legal_actions(*rules, *state);
            REQUIRE_FALSE(legal.empty());
            Action pick = legal[choice.below(static_cast<uint32_t>(legal.size()))];
            for (const Action& a : legal)
                if (a.figure > pick.figure && record_action(*rules, *state, a).type == "deploy") pick = a;
            record.actions.push_back(record_action(*rules, *state, pick));
            auto step = apply(*rules, *state, pick);
            REQUIRE(step);
            state = step->state;
            for (const Figure& f : state->figures) high_kind_on_board |= f.kind >= 16;
        }
        games_with_high_kinds += high_kind_on_board;
        for (const PlayerState& p : state->players) {
            high_points += p.by_category[static_cast<size_t>(goods)];
            for (size_t t = kTokens; t < p.tokens.size(); ++t) high_tokens += p.tokens[t];
        }
        // The categories add up to the score, high ones included.
        for (const PlayerState& p : state->players) {
            int sum = 0;
            for (int v : p.by_category) sum += v;
            CHECK(sum == p.score);
        }

        // No save of version 2 or 3 can hold this game; version 4 saves and replays it.
        CHECK(state_digest_v2(*rules, *state).empty());
        SaveFile save;
        save.game = record;
        save.digest = digest_to_save(*rules, *state);
        CHECK(save.digest == state_digest(*state));
        auto back = parse_save(save_to_json(save), "crowd.carc.json");
        REQUIRE(back);
        CHECK(back->version == kSaveVersion);
        auto replay = replay_game(*catalog, back->game);
        REQUIRE(replay);
        CHECK(verify_save(*back, replay).empty());
    }
    CHECK(games_with_high_kinds == 4);
    CHECK(high_points > 0);
    CHECK(high_tokens > 0);
    fs::remove_all(dir);
}

TEST_CASE("data over the sanity limits is refused, naming the file", "[limits]") {
    auto refused = [](const std::string& name, const std::string& what, const std::string& list) {
        const std::string text = R"({"format": "carcassonne-expansion", "version": 1, "id": ")" + name +
                                 R"(", "name": "Too many", "summary": "x", "requires": ["base"], ")" + what +
                                 "\": [" + list + "]}";
        const fs::path dir = data_with(name, text);
        auto catalog = load_catalog(dir.string());
        fs::remove_all(dir);
        REQUIRE_FALSE(catalog);
        return catalog.error();
    };
    std::string figures, tokens, categories, kinds;
    for (int i = 0; i < 65; ++i) {
        const std::string n = std::to_string(i), sep = i ? "," : "";
        figures += sep + R"({"id": "f)" + n + R"(", "name": "F", "count": 1, "places": ["road"]})";
        tokens += sep + "\"t" + n + "\"";
        categories += sep + R"({"id": "c)" + n + R"(", "name": "c", "column": "C"})";
        if (i < 59) kinds += sep + R"({"id": ")" + kind_id(i) + R"(", "name": "k"})";
    }
    const std::string f = refused("figs", "figures", figures);
    CHECK(f.find("figs.json") != std::string::npos);
    CHECK(f.find("65 figure kinds: an expansion declares at most 64") != std::string::npos);
    const std::string t = refused("toks", "tokens", tokens);
    CHECK(t.find("toks.json") != std::string::npos);
    CHECK(t.find("65 token kinds: an expansion declares at most 64") != std::string::npos);
    const std::string c = refused("cats", "score_categories", categories);
    CHECK(c.find("cats.json") != std::string::npos);
    CHECK(c.find("65 score categories: an expansion declares at most 64") != std::string::npos);
    const std::string k = refused("kinds", "feature_kinds", kinds);
    INFO(k);
    CHECK(k.find("kinds.json: feature kind \"" + kind_id(58) + "\" is one too many") != std::string::npos);
    CHECK(k.find("at most 58 kinds") != std::string::npos);
}
