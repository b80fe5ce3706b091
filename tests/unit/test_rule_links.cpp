// The log's rule links (include/carc/rule_links.hpp, data/rules/links.json): every rule a log line
// can open exists, under the same anchor, in every language's rules text of its expansion; every
// action and every logged event of every scenario game links to a rule of an expansion in play;
// and a damaged links file is refused with the file and the place named.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

#include "carc/record.hpp"
#include "carc/rule_links.hpp"
#include "data/save.hpp"
#include "game_builder.hpp"

using namespace carc;
using carc::test::catalog;
using carc::test::shipped_links;
namespace fs = std::filesystem;

namespace {

std::string text_of_file(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream buffer;
    buffer << in.rdbuf();
    return buffer.str();
}

// A line of the log that names no rule: which action or event of which scenario, and what.
std::string unlinked(const fs::path& scenario, int action, const std::string& what) {
    return scenario.filename().string() + ", action " + std::to_string(action) + ": " + what;
}

// The events the game's or the review's log shows a line for (turn headings and the tile and
// figure of an action are the action's own line).
bool logged(const Event& e) {
    return !std::holds_alternative<TurnStarted>(e) && !std::holds_alternative<TilePlaced>(e) &&
           !std::holds_alternative<FigureDeployed>(e);
}

}  // namespace

TEST_CASE("rule anchors are read from the start of a rules line", "[rule-links]") {
    std::string line = "{#large-meeple} **Large meeple**: placed like a follower";
    CHECK(take_rule_anchor(line) == "large-meeple");
    CHECK(line == "**Large meeple**: placed like a follower");
    std::string plain = "A {#word} in the middle is text";
    CHECK(take_rule_anchor(plain).empty());
    std::string unclosed = "{#open text";
    CHECK(take_rule_anchor(unclosed).empty());
    std::string capital = "{#Inn} text";
    CHECK(take_rule_anchor(capital).empty());
    CHECK(rule_anchors("# Title\n\n{#turn} **Your turn**\n1. {#place-tile} Draw\n   {#not} a wrap\n"
                       "- {#road} Road\n  - {#nested} Nested\nOptions\n") ==
          std::vector<std::string>{"turn", "place-tile", "not", "road", "nested"});
}

TEST_CASE("every rule a log line can open exists in every language's text", "[rule-links]") {
    const fs::path rules_dir = fs::path(CARC_TEST_DATA_DIR) / "rules";
    std::vector<fs::path> languages;
    for (const auto& entry : fs::directory_iterator(rules_dir))
        if (entry.is_directory()) languages.push_back(entry.path());
    REQUIRE(languages.size() == 5);
    const auto targets = shipped_links().targets();
    REQUIRE(targets.size() >= 40);
    std::set<std::string> linked_expansions;
    for (const RuleLink& t : targets) {
        INFO(t.expansion + "#" + t.anchor);
        const ExpansionDef* e = catalog().find_expansion(t.expansion);
        REQUIRE(e);
        linked_expansions.insert(t.expansion);
        for (const fs::path& language : languages) {
            INFO(language.filename().string());
            const auto anchors = rule_anchors(text_of_file(language / e->rules_text));
            CHECK(std::count(anchors.begin(), anchors.end(), t.anchor) == 1);
        }
    }
    // Each expansion's log lines open its own text: all twelve are linked.
    CHECK(linked_expansions.size() == catalog().expansions.size());
    // The same anchors, in the same order, in every language.
    for (const ExpansionDef& e : catalog().expansions) {
        const auto english = rule_anchors(text_of_file(rules_dir / "en" / e.rules_text));
        CHECK(english.size() >= 3);
        for (const fs::path& language : languages) {
            INFO(language.filename().string() + "/" + e.rules_text);
            CHECK(rule_anchors(text_of_file(language / e.rules_text)) == english);
        }
    }
}

TEST_CASE("every action and logged event of every scenario links to a rule in play",
          "[rule-links]") {
    const RuleLinks& links = shipped_links();
    std::vector<std::string> missing;
    std::map<std::string, int> opened;  // "expansion#anchor" -> lines that open it
    int files = 0;
    // The scenarios, and the demos that ship with the game (data/demos/).
    std::vector<fs::directory_entry> entries;
    for (const fs::path& folder : {fs::path(CARC_TESTS_DIR) / "scenarios", fs::path(CARC_TEST_DATA_DIR) / "demos"})
        for (const auto& entry : fs::directory_iterator(folder)) entries.push_back(entry);
    for (const auto& entry : entries) {
        if (entry.path().string().find(".carc.json") == std::string::npos) continue;
        auto save = read_save(entry.path().string());
        REQUIRE(save);
        auto replay = replay_game(catalog(), save->game);
        if (!replay) continue;  // a scenario whose expect block is an error
        ++files;
        const Ruleset& rules = replay->rules;
        auto note = [&](const std::optional<RuleLink>& link, int action, const std::string& what) {
            if (!link)
                missing.push_back(unlinked(entry.path(), action, what));
            else
                ++opened[link->expansion + "#" + link->anchor];
        };
        for (size_t i = 0; i < replay->events.size(); ++i) {
            const int action = static_cast<int>(i);
            if (i >= 1) {
                const GameState& before = *replay->states[i - 1];
                auto a = resolve_action(rules, before, save->game.actions[i - 1]);
                REQUIRE(a);
                note(links.for_action(rules, before, *a), action,
                     "the action " + save->game.actions[i - 1].type);
            }
            const auto event_links = links.for_events(rules, replay->events[i]);
            REQUIRE(event_links.size() == replay->events[i].size());
            for (size_t k = 0; k < event_links.size(); ++k)
                if (logged(replay->events[i][k]))
                    note(event_links[k], action, describe(rules, replay->events[i][k]));
        }
    }
    CHECK(files >= 140);  // the scenarios that replay to their end (the others expect an error)
    INFO("unlinked log lines: " << missing.size());
    for (const std::string& m : missing) UNSCOPED_INFO(m);
    CHECK(missing.empty());
    // The scenarios reach rules of many texts, not one fallback.
    CHECK(opened.size() >= 30);
    CHECK(opened.count("base#city") == 1);
    CHECK(opened.count("inns-cathedrals#inn") == 1);
    CHECK(opened.count("princess-dragon#dragon") == 1);
    CHECK(opened.count("tower#prisoners") == 1);
}

TEST_CASE("a scoring line links to the most particular rule", "[rule-links]") {
    const RuleLinks& links = shipped_links();
    Setup setup;
    setup.expansions = {"base", "inns-cathedrals"};
    setup.players = {{"Anna", "red"}, {"Ben", "blue"}};
    auto rules = load_ruleset(setup, catalog());
    if (!rules) FAIL(rules.error());
    ScoreEvent city;
    city.kind = FeatureKind::City;
    city.category = ScoreCategory::City;
    city.complete = true;
    CHECK(links.for_event(*rules, city) == RuleLink{"base", "city"});
    city.tags.push_back("cathedral");
    CHECK(links.for_event(*rules, city) == RuleLink{"inns-cathedrals", "cathedral"});
    ScoreEvent road;
    road.kind = FeatureKind::Road;
    road.final_scoring = true;
    CHECK(links.for_event(*rules, road) == RuleLink{"base", "unfinished"});
    ScoreEvent field;
    field.kind = FeatureKind::Field;
    field.category = ScoreCategory::Field;
    field.final_scoring = true;
    CHECK(links.for_event(*rules, field) == RuleLink{"base", "fields"});
    // A rule of an expansion not in play is never opened.
    ModuleEvent dragon{Message("The dragon lands"), {}};
    CHECK_FALSE(links.for_event(*rules, dragon));
}

TEST_CASE("a damaged links file is refused with the file and the place named", "[rule-links]") {
    auto bad_condition = RuleLinks::parse(
        R"({"links": [{"when": {"colour": "red"}, "rule": "base#city"}]})", "links.json");
    REQUIRE_FALSE(bad_condition);
    CHECK(bad_condition.error().find("links.json: /links/0/when/colour: unknown condition") !=
          std::string::npos);
    auto no_anchor = RuleLinks::parse(
        R"({"links": [{"when": {"tag": "inn"}, "rule": "inns-cathedrals"}]})", "links.json");
    REQUIRE_FALSE(no_anchor);
    CHECK(
        no_anchor.error().find("/links/0/rule: \"inns-cathedrals\" is not \"expansion#anchor\"") !=
        std::string::npos);
    auto empty_when =
        RuleLinks::parse(R"({"links": [{"when": {}, "rule": "base#city"}]})", "links.json");
    REQUIRE_FALSE(empty_when);
    CHECK(empty_when.error().find("names no condition") != std::string::npos);
    auto not_json = RuleLinks::parse("{", "links.json");
    REQUIRE_FALSE(not_json);
    CHECK(not_json.error().find("links.json: not valid JSON") != std::string::npos);
    auto missing = RuleLinks::load("/nonexistent/links.json");
    REQUIRE_FALSE(missing);
    CHECK(missing.error().find("/nonexistent/links.json: cannot be opened") != std::string::npos);
}
