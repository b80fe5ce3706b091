#include <catch2/catch.hpp>

#include "game_builder.hpp"

using namespace carc;

namespace {
Ruleset rules_with(std::map<std::string, std::map<std::string, std::string>> options) {
    Setup s;
    s.expansions = {"base", "inns-cathedrals", "traders-builders"};
    s.players = {{"Anna", ""}, {"Ben", ""}};
    s.options = std::move(options);
    auto r = load_ruleset(s, test::catalog());
    REQUIRE(r);
    return std::move(r.value());
}
}  // namespace

TEST_CASE("expansion elements switch on and off separately", "[elements]") {
    const Ruleset all = rules_with({});
    CHECK(all.figure("large") >= 0);
    CHECK(all.figure("builder") >= 0);
    CHECK(all.figure("pig") >= 0);
    CHECK(all.tile_set.size() == 72 + 18 + 24);
    CHECK(all.tokens == std::vector<std::string>{"wine", "grain", "cloth"});
    CHECK(all.figures[static_cast<size_t>(all.figure("large"))].strength == 2);

    const Ruleset parts = rules_with({{"inns-cathedrals", {{"tiles", "false"}}},
                                      {"traders-builders", {{"builder", "false"}, {"tiles", "false"}}}});
    CHECK(parts.figure("large") >= 0);
    CHECK(parts.figure("builder") < 0);
    CHECK(parts.figure("pig") >= 0);
    CHECK(parts.tile_set.size() == 72);

    const Ruleset first = rules_with({{"inns-cathedrals", {{"edition", "1"}, {"large_meeple", "false"}}}});
    CHECK(first.figure("large") < 0);
    CHECK(std::find(first.tile_set_ids.begin(), first.tile_set_ids.end(), "inns-and-cathedrals:1") !=
          first.tile_set_ids.end());
}

TEST_CASE("Inns & Cathedrals allows a sixth player", "[elements]") {
    Setup s;
    s.expansions = {"base", "inns-cathedrals"};
    for (const char* n : {"A", "B", "C", "D", "E", "F"}) s.players.push_back({n, ""});
    CHECK(load_ruleset(s, test::catalog()));
    s.expansions = {"base"};
    auto r = load_ruleset(s, test::catalog());
    REQUIRE_FALSE(r);
    CHECK(r.error() == "6 players: this game takes 2 to 5 players");
}
