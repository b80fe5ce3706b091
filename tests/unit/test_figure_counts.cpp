// Figure counts as a setup value (Setup::figures): a house rule or a JCloisterZone setup gives each
// player another number of a figure. load_ruleset checks them, the engine fills the supply with
// them, saves keep them (save version 2; saves without them stay version 1).
#include "data/save.hpp"
#include "game_builder.hpp"

namespace {

using namespace carc;
using carc::test::catalog;

Setup two_players(std::vector<std::string> expansions, std::map<std::string, int> figures) {
    Setup s;
    s.expansions = std::move(expansions);
    s.players = {{"Anna", "red"}, {"Ben", "blue"}};
    s.figures = std::move(figures);
    return s;
}

std::string error_of(const Setup& s) {
    auto r = load_ruleset(s, catalog());
    return r ? std::string("no error") : r.error();
}

}  // namespace

TEST_CASE("a figure count of the setup fills every player's supply", "[figures]") {
    auto rules = load_ruleset(
        two_players({"base", "traders-builders"}, {{"follower", 5}, {"pig", 2}}), catalog());
    REQUIRE(rules.ok());
    CHECK(rules->figures[static_cast<size_t>(rules->figure("follower"))].count == 5);
    CHECK(rules->figures[static_cast<size_t>(rules->figure("pig"))].count == 2);
    CHECK(rules->figures[static_cast<size_t>(rules->figure("builder"))].count ==
          1);  // the rules' count
    const GameState state = initial_state(*rules, nullptr);
    for (const PlayerState& p : state.players) {
        CHECK(p.supply[static_cast<size_t>(rules->figure("follower"))] == 5);
        CHECK(p.supply[static_cast<size_t>(rules->figure("pig"))] == 2);
        CHECK(p.supply[static_cast<size_t>(rules->figure("builder"))] == 1);
    }
    // The catalogue keeps the rules' count for the next game.
    auto plain = load_ruleset(two_players({"base", "traders-builders"}, {}), catalog());
    REQUIRE(plain.ok());
    CHECK(plain->figures[static_cast<size_t>(plain->figure("follower"))].count == 7);
}

TEST_CASE("figure counts that make no game are refused with what is wrong", "[figures]") {
    CHECK(error_of(two_players({"base"}, {{"wizard", 2}})) ==
          "figure count for \"wizard\": no expansion has such a figure");
    CHECK(error_of(two_players({"base"}, {{"pig", 2}})) ==
          "figure count for the Pig: Traders & Builders is not in this game");
    Setup no_pig = two_players({"base", "traders-builders"}, {{"pig", 2}});
    no_pig.options["traders-builders"]["pig"] = "false";
    CHECK(error_of(no_pig) ==
          "figure count for the Pig: Traders & Builders has it switched off in this game");
    CHECK(error_of(two_players({"base"}, {{"follower", 0}})) ==
          "figure count for the Follower: 0 is not 1 to 15");
    CHECK(error_of(two_players({"base"}, {{"follower", 16}})) ==
          "figure count for the Follower: 16 is not 1 to 15");
    CHECK(error_of(two_players({"base"}, {{"follower", 15}})) == "no error");
}

TEST_CASE("saves keep figure counts, and only the figures that have some", "[figures][save]") {
    SaveFile s;
    s.game.setup = two_players({"base", "traders-builders"}, {{"pig", 2}});
    s.game.setup.seed = 9;
    const std::string text = save_to_json(s);
    CHECK(text.find("\"version\": 5") != std::string::npos);
    CHECK(text.find("\"figures\": {\"pig\":2}") != std::string::npos);
    auto back = parse_save(text, "two-pigs.carc.json");
    REQUIRE(back.ok());
    CHECK(back->game.setup.figures == std::map<std::string, int>{{"pig", 2}});

    s.game.setup.figures.clear();
    const std::string plain = save_to_json(s);
    CHECK(plain.find("\"version\": 5") != std::string::npos);  // its digest is this version's
    CHECK(plain.find("figures") == std::string::npos);
}

TEST_CASE("damaged figure counts in a save are refused with the path", "[figures][save]") {
    auto save_with = [](int version, const std::string& figures) {
        return R"({"format": "carcassonne-save", "version": )" + std::to_string(version) +
               R"(, "setup": {"expansions": ["base"], "players": [{"name": "A"}], "seed": 3, "figures": )" +
               figures + R"(}, "actions": []})";
    };
    CHECK(parse_save(save_with(2, R"({"follower": 5})"), "a.carc.json").ok());
    CHECK(parse_save(save_with(2, R"({"follower": "five"})"), "a.carc.json").error() ==
          "a.carc.json: /setup/figures/follower: expected an integer, found a string");
    CHECK(parse_save(save_with(2, R"({"follower": 99})"), "a.carc.json").error() ==
          "a.carc.json: /setup/figures/follower: a figure count is 1 to 15");
    CHECK(parse_save(save_with(2, "[5]"), "a.carc.json").error() ==
          "a.carc.json: /setup/figures: expected an object, found an array");
    // Version 1 had no figure counts: the key is as unknown there as any other.
    const auto v1 = parse_save(save_with(1, R"({"follower": 5})"), "a.carc.json");
    REQUIRE_FALSE(v1.ok());
    CHECK(v1.error().find("figures") != std::string::npos);
}
