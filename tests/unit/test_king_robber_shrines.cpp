// King & Robber and Shrines, what the scenario games cannot show: the King's point for a
// completed city kept off the board (the City of Carcassonne, asked through the generic
// completed_off_board hook before the Count exists), the scoreboard's query of the cards, the
// shrine tile sets, and the figures a kind "like" a monastery takes.
#include <algorithm>
#include <catch2/catch.hpp>

#include "carc/engine.hpp"
#include "modules/king_robber.hpp"
#include "carc/module.hpp"
#include "game_builder.hpp"

using namespace carc;
using carc::test::catalog;
using carc::test::GameBuilder;

namespace {

// Stands in for the Count: one completed city that is not made of board tiles.
class OneCityOffTheBoard final : public Module {
public:
    std::string_view id() const override { return "test-city-off-the-board"; }
    int completed_off_board(const Ruleset&, const GameState&, FeatureKind kind) const override {
        return kind == FeatureKind::City ? 1 : 0;
    }
};

Ruleset rules_for(std::vector<std::string> expansions, std::vector<std::string> draw,
                  std::map<std::string, std::map<std::string, std::string>> options = {}) {
    Setup s;
    s.expansions = std::move(expansions);
    s.options = std::move(options);
    s.players = {{"Anna", ""}, {"Ben", ""}};
    s.draw_order = std::move(draw);
    auto r = load_ruleset(s, catalog());
    if (!r) FAIL(r.error());
    return std::move(r.value());
}

int ending_score(const Ruleset& rules) {
    // Anna closes the start tile's city with a cap to the north and passes: the game is over.
    Snapshot game = start_game(rules).state;
    auto placed = apply(rules, *game, place_action({0, -1}, 2));
    REQUIRE(placed);
    auto passed = apply(rules, *placed->state, pass_action());
    REQUIRE(passed);
    REQUIRE(passed->state->over());
    return passed->state->players[0].score;
}

}  // namespace

TEST_CASE("the King counts each completed city a module keeps off the board (004:154)",
          "[king-robber]") {
    Ruleset rules = rules_for({"base", "king-robber"}, {"BA/C"});
    CHECK(ending_score(rules) == 1);  // one completed city on the board
    static const OneCityOffTheBoard city;
    rules.modules.push_back(&city);
    rules.module_state_offset.push_back(rules.module_data_size);
    rules.module_settings.push_back(nullptr);
    CHECK(ending_score(rules) == 2);  // plus the City of Carcassonne
}

TEST_CASE("the scoreboard can ask who holds the King and the Robber Baron", "[king-robber]") {
    GameBuilder without({"BA/C"});
    CHECK_FALSE(king_robber_cards(without.rules, *without.state));

    GameBuilder g({"BA/C", "BA/C"}, {"base", "king-robber"});
    auto cards = king_robber_cards(g.rules, *g.state);
    REQUIRE(cards);
    CHECK(cards->king_holder == -1);
    g.place(0, -1, 2);
    g.pass();
    cards = king_robber_cards(g.rules, *g.state);
    REQUIRE(cards);
    CHECK(cards->king_holder == 0);
    CHECK(cards->king_size == 2);
    CHECK(cards->robber_holder == -1);
}

TEST_CASE("shrines: five tiles, the sixth as an option", "[shrines]") {
    const Ruleset five = rules_for({"base", "shrines"}, {"BA/C"});
    const Ruleset six =
        rules_for({"base", "shrines"}, {"BA/C"}, {{"shrines", {{"sixth_shrine", "true"}}}});
    CHECK(std::find(five.tile_set_ids.begin(), five.tile_set_ids.end(), "cult/5") !=
          five.tile_set_ids.end());
    CHECK(std::find(six.tile_set_ids.begin(), six.tile_set_ids.end(), "cult/6") !=
          six.tile_set_ids.end());
    CHECK(six.tile_set.size() == five.tile_set.size() + 1);
}

TEST_CASE("a shrine takes every figure a monastery takes, and only when shrines are in play",
          "[shrines][kinds]") {
    const auto shrine = catalog().kind("shrine");
    REQUIRE(shrine);
    CHECK(catalog().is_like(*shrine, FeatureKind::Monastery));
    CHECK_FALSE(catalog().is_like(*shrine, FeatureKind::City));
    const Ruleset with = rules_for({"base", "abbot", "inns-cathedrals", "shrines"}, {"BA/C"});
    for (const char* figure : {"follower", "abbot", "large"}) {
        INFO(figure);
        const auto& places = with.figures[static_cast<size_t>(with.figure(figure))].places;
        CHECK(std::find(places.begin(), places.end(), *shrine) != places.end());
    }
    const Ruleset without = rules_for({"base", "abbot"}, {"BA/C"});
    const auto& places = without.figures[static_cast<size_t>(without.figure("follower"))].places;
    CHECK(std::find(places.begin(), places.end(), *shrine) == places.end());
}
