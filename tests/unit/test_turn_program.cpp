// The turn program: the steps modules hang after the same core step stand in the rules' order
// (their rank), not in the order the modules are configured in, which follows the data files'
// names. scripts/soak found the wagon's move after the City's placement (docs/architecture.md).
#include <catch2/catch.hpp>

#include "carc/turn.hpp"
#include "game_builder.hpp"

using namespace carc;

namespace {

class NamedStep final : public TurnStep {
public:
    explicit NamedStep(std::string_view id) : id_(id) {}
    std::string_view id() const override { return id_; }
    StepStatus enter(const Ruleset&, GameState&, Events*) const override { return StepStatus::done(); }
    void list(const Ruleset&, const GameState&, ActionList&) const override {}

private:
    std::string_view id_;
};

std::vector<std::string> ids(const TurnProgram& program) {
    std::vector<std::string> out;
    for (const TurnStep* s : program.steps()) out.emplace_back(s->id());
    return out;
}

int position(const Ruleset& rules, std::string_view id) {
    const int at = rules.turn.index_of(id);
    INFO(id);
    REQUIRE(at >= 0);
    return at;
}

}  // namespace

TEST_CASE("steps hung after the same step stand by rank, whatever order they were hung in", "[turn]") {
    const NamedStep scoring("scoring"), turn_end("turn_end"), wagon("wagon"), city("city"), dragon("dragon"),
        also_city("also_city");
    for (int order = 0; order < 6; ++order) {
        TurnProgram program;
        program.add_turn_step(&scoring);
        program.add_turn_step(&turn_end);
        std::vector<std::pair<const NamedStep*, int>> hung = {
            {&wagon, after_scoring::scored_figures}, {&city, after_scoring::rewards}, {&dragon, after_scoring::end_of_part}};
        // Every order of the three (6 permutations).
        std::vector<int> perm = {0, 1, 2};
        for (int k = 0; k < order; ++k) std::next_permutation(perm.begin(), perm.end());
        for (int i : perm) REQUIRE(program.insert_after("scoring", hung[static_cast<size_t>(i)].first,
                                                        hung[static_cast<size_t>(i)].second));
        // An equal rank goes after the ones already there.
        REQUIRE(program.insert_after("scoring", &also_city, after_scoring::rewards));
        INFO("permutation " << order);
        CHECK(ids(program) ==
              std::vector<std::string>{"scoring", "wagon", "city", "also_city", "dragon", "turn_end"});
        CHECK(program.end_index() == 6);
    }
}

TEST_CASE("after the scoring: the wagon moves, then the City rewards the turn, then the dragon flies", "[turn]") {
    // The data files' order configures Abbey & Mayor first, then the Count, then P&D.
    test::GameBuilder g({"BA/L"}, {"base", "abbey-mayor", "count", "princess-dragon"}, 2,
                        {{"princess-dragon", {{"dragon_moves", "after-scoring"}}}});
    const int scoring = position(g.rules, steps::scoring);
    const int wagon = position(g.rules, "wagon_moves");
    const int city = position(g.rules, "city_place");
    const int dragon = position(g.rules, "dragon_flight");
    CHECK(scoring < wagon);
    CHECK(wagon < city);
    CHECK(city < dragon);
    CHECK(dragon < position(g.rules, steps::turn_end));
}
