// Computer seats in saves (PlayerSetup::computer): a seat played by a bot keeps its level in the
// save, a seat without the key is a person (every save made before computer players), a level
// the program does not know is refused with the path, and the digest does not depend on who
// plays a seat (a game continues with seats switched between person and computer).
#include "data/save.hpp"
#include "game_builder.hpp"

namespace {

using namespace carc;
using carc::test::catalog;

std::string save_with_players(const std::string& players) {
    return R"({"format": "carcassonne-save", "version": 2, "setup": {"expansions": ["base"], "players": )" +
           players + R"(, "seed": 3}, "actions": []})";
}

}  // namespace

TEST_CASE("saves keep which seats are computers and their level", "[save][computer]") {
    SaveFile s;
    s.game.setup.players = {
        {"Anna", "red", ""}, {"Bernd", "blue", "hard"}, {"Clara", "green", "greedy"}};
    s.game.setup.seed = 5;
    const std::string text = save_to_json(s);
    CHECK(text.find(R"({"name":"Bernd","color":"blue","computer":"hard"})") != std::string::npos);
    CHECK(text.find(R"({"name":"Anna","color":"red"})") != std::string::npos);  // a person: no key
    auto back = parse_save(text, "bots.carc.json");
    REQUIRE(back.ok());
    REQUIRE(back->game.setup.players.size() == 3);
    CHECK(back->game.setup.players[0].computer.empty());
    CHECK(back->game.setup.players[1].computer == "hard");
    CHECK(back->game.setup.players[2].computer == "greedy");
}

TEST_CASE("a save without computer seats reads as persons, and an unknown level is refused",
          "[save][computer]") {
    auto old = parse_save(save_with_players(R"([{"name": "A"}, {"name": "B", "color": "blue"}])"),
                          "old.carc.json");
    REQUIRE(old.ok());
    for (const PlayerSetup& p : old->game.setup.players) CHECK(p.computer.empty());
    for (const char* level : kComputerLevels) {
        auto ok = parse_save(
            save_with_players(std::string(R"([{"name": "A"}, {"name": "B", "computer": ")") +
                              level + R"("}])"),
            "a.carc.json");
        REQUIRE(ok.ok());
        CHECK(ok->game.setup.players[1].computer == level);
    }
    CHECK(parse_save(save_with_players(R"([{"name": "A"}, {"name": "B", "computer": "genius"}])"),
                     "a.carc.json")
              .error() ==
          "a.carc.json: /setup/players/1/computer: expected greedy, easy, medium or hard");
    CHECK(parse_save(save_with_players(R"([{"name": "A", "computer": 3}, {"name": "B"}])"),
                     "a.carc.json")
              .error() ==
          "a.carc.json: /setup/players/0/computer: expected a string, found an integer");
}

TEST_CASE("who plays a seat does not change the game or its digest", "[save][computer]") {
    Setup people;
    people.players = {{"Anna", "red", ""}, {"Bernd", "blue", ""}};
    people.seed = 11;
    Setup bots = people;
    bots.players[1].computer = "medium";
    auto a = load_ruleset(people, catalog());
    auto b = load_ruleset(bots, catalog());
    REQUIRE(a.ok());
    REQUIRE(b.ok());
    CHECK(state_digest(*new_game(*a)) == state_digest(*new_game(*b)));
}
