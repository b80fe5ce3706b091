// The demos ("Show me" in the rules panel, carc/demos.hpp): every rule of a rules text and every
// rule a log line can open has a demo that verifies, every demo in data/demos/ verifies (the check ctest's scenario/<name> runs),
// the rules it teaches are anchors of its expansion's rules text, and the action it opens at is
// the one that applies a rule it teaches.
#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include "carc/demos.hpp"
#include "carc/record.hpp"
#include "game_builder.hpp"

using namespace carc;
using carc::test::catalog;
using carc::test::shipped_links;
namespace fs = std::filesystem;

namespace {

const DemoShelf& shipped_demos() {
    static const DemoShelf shelf = demos(catalog(), CARC_TEST_DATA_DIR);
    return shelf;
}

std::string english_rules_text(const std::string& expansion) {
    const ExpansionDef* e = catalog().find_expansion(expansion);
    if (!e) return {};
    std::ifstream in(fs::path(CARC_TEST_DATA_DIR) / "rules" / "en" / e->rules_text, std::ios::binary);
    std::stringstream buffer;
    buffer << in.rdbuf();
    return buffer.str();
}

std::string spelled(const RuleLink& rule) { return rule.expansion + "#" + rule.anchor; }

}  // namespace

TEST_CASE("every demo verifies and names a title, its rules and the action to show", "[demos]") {
    const DemoShelf& shelf = shipped_demos();
    CHECK(shelf.errors == std::vector<std::string>{});
    CHECK(shelf.demos.size() >= 40);
    for (const Demo& d : shelf.demos) {
        INFO(d.id);
        CHECK(d.problems == std::vector<std::string>{});
        for (const RuleLink& rule : d.teaches) {
            INFO(spelled(rule));
            const auto anchors = rule_anchors(english_rules_text(rule.expansion));
            CHECK(std::find(anchors.begin(), anchors.end(), rule.anchor) != anchors.end());
            // A demo plays the expansion whose rule it shows.
            const auto& in_play = d.save.game.setup.expansions;
            CHECK(std::find(in_play.begin(), in_play.end(), rule.expansion) != in_play.end());
        }
    }
}

TEST_CASE("every rule a log line can open has a demo", "[demos]") {
    std::vector<std::string> without;
    for (const RuleLink& rule : shipped_links().targets())
        if (!shipped_demos().for_rule(rule)) without.push_back(spelled(rule));
    CHECK(without == std::vector<std::string>{});
}

// The rules panel offers "Show me" beside every anchored rule, not only those a log line opens:
// the options, the set-up rules and the table's controls too.
TEST_CASE("every rule of every expansion's rules text has a demo", "[demos]") {
    std::vector<std::string> without;
    size_t anchors_seen = 0;
    for (const ExpansionDef& e : catalog().expansions)
        for (const std::string& anchor : rule_anchors(english_rules_text(e.id))) {
            ++anchors_seen;
            const RuleLink rule{e.id, anchor};
            if (!shipped_demos().for_rule(rule)) without.push_back(spelled(rule));
        }
    CHECK(anchors_seen >= 80);
    CHECK(without == std::vector<std::string>{});
}

TEST_CASE("a demo opens at an action that applies a rule it teaches", "[demos]") {
    const std::vector<RuleLink> linked = shipped_links().targets();
    for (const Demo& d : shipped_demos().demos) {
        INFO(d.id);
        // Rules no log line opens (a turn's order, the options) have no action to check.
        std::set<std::string> taught;
        for (const RuleLink& rule : d.teaches)
            if (std::find(linked.begin(), linked.end(), rule) != linked.end()) taught.insert(spelled(rule));
        if (taught.empty() || !d.save.show_at || *d.save.show_at < 1) continue;
        auto replay = replay_game(catalog(), d.save.game);
        REQUIRE(replay);
        const size_t at = static_cast<size_t>(*d.save.show_at);
        REQUIRE(at < replay->events.size());
        std::set<std::string> applied;
        const GameState& before = *replay->states[at - 1];
        if (auto a = resolve_action(replay->rules, before, d.save.game.actions[at - 1]))
            if (auto link = shipped_links().for_action(replay->rules, before, *a)) applied.insert(spelled(*link));
        for (const auto& link : shipped_links().for_events(replay->rules, replay->events[at]))
            if (link) applied.insert(spelled(*link));
        INFO("action " << at);
        CHECK(std::any_of(taught.begin(), taught.end(), [&](const std::string& r) { return applied.count(r); }));
    }
}

TEST_CASE("a demo that no longer verifies is kept with why, and never offered", "[demos]") {
    const fs::path dir = fs::temp_directory_path() / "carc-demos-test";
    fs::remove_all(dir);
    fs::create_directories(dir / "demos");
    const Demo& good = shipped_demos().demos.front();
    SaveFile broken = good.save;
    REQUIRE(broken.expect);
    broken.expect->scores.begin()->second += 1;
    REQUIRE(write_save((dir / "demos" / "broken.carc.json").string(), broken));
    const DemoShelf shelf = demos(catalog(), dir.string());
    REQUIRE(shelf.demos.size() == 1);
    CHECK_FALSE(shelf.demos[0].verified());
    CHECK(shelf.for_rule(good.teaches.front()) == nullptr);
    fs::remove_all(dir);
}
