// Why, everywhere: a log line opens the rules text at the rule it applies (data/rules/links.json),
// scrolled to it and highlighted — in the game (a click on the line) and in the review (its "?").
#include <algorithm>
#include <catch2/catch.hpp>
#include <fstream>
#include <sstream>

#include "scenes/overlays.hpp"
#include "scenes/review_scene.hpp"
#include "shell/i18n.hpp"
#include "shell/markdown.hpp"
#include "ui_harness.hpp"
#include "../scenario_files.hpp"

using namespace carc;
using namespace carc::app;
using namespace carc::app::test;

namespace {

std::string scenario_text(const std::string& name) {
    std::ifstream in(carc::test_support::scenario_file(std::string(CARC_TEST_SOURCE_DIR), CARC_TEST_DATA_DIR, name));
    REQUIRE(in);
    std::stringstream buffer;
    buffer << in.rdbuf();
    return buffer.str();
}

const TextBlock* block_with_anchor(const RulesOverlay& rules, const std::string& anchor) {
    for (const TextBlock& b : rules.blocks())
        if (b.anchor == anchor) return &b;
    return nullptr;
}

// The rules text is open at `anchor`: the rule is highlighted inside the text's viewport, drawn
// in the accent colour, and its words begin with `words`.
void check_open_at(Harness& h, const std::string& title, const std::string& anchor,
                   const std::string& words) {
    REQUIRE(h.scene() == "rules");
    const RulesOverlay* rules = h.as<RulesOverlay>();
    REQUIRE(rules);
    CHECK(rules->title() == title);
    CHECK(rules->anchor() == anchor);
    const TextBlock* block = block_with_anchor(*rules, anchor);
    REQUIRE(block);
    CHECK(block->text.rfind(words, 0) == 0);
    const SDL_Rect band = rules->highlighted();
    const SDL_Rect view = rules->viewport();
    REQUIRE(band.h > 0);
    const int middle = band.y + band.h / 2;
    CHECK(middle > view.y);
    CHECK(middle < view.y + view.h);
    // The band's outline in the accent colour (over the dark panel).
    const SDL_Color edge = h.pixel(band.x, middle);
    CHECK(edge.r > 150);
    CHECK(edge.b < 120);
}

// Clicks the game's log entry that begins with `start`.
void click_log_entry(Harness& h, const GameScene& g, const std::string& start) {
    const auto lines = g.log_lines();
    int entry = -1;
    for (size_t i = 0; i < lines.size(); ++i)
        if (lines[i].rfind(start, 0) == 0) entry = static_cast<int>(i);
    INFO(start);
    REQUIRE(entry >= 0);
    SDL_Rect row{};
    for (const auto& [r, i] : g.log_rows())
        if (i == entry) row = r;
    REQUIRE(row.w > 0);
    h.click(row.x + row.w / 3, row.y + row.h / 2);
    h.frame(2);
}

}  // namespace

TEST_CASE("a rules text's anchors mark its blocks and are not shown", "[ui][rule-links]") {
    const auto blocks = parse_markdown(
        "# Title\n\n{#turn} **Your turn**\n1. {#place-tile} Draw a tile\n"
        "- {#inn} **Inn**: a road\n  that goes on\n{#options} Options: none\n\n"
        "Plain paragraph\n");
    REQUIRE(blocks.size() == 6);
    CHECK(blocks[1].kind == TextBlock::Kind::Subheading);
    CHECK(blocks[1].anchor == "turn");
    CHECK(blocks[1].text == "Your turn");
    CHECK(blocks[2].anchor == "place-tile");
    CHECK(blocks[2].text == "Draw a tile");
    CHECK(blocks[3].anchor == "inn");
    CHECK(blocks[3].text == "Inn: a road that goes on");
    CHECK(blocks[4].kind == TextBlock::Kind::Paragraph);
    CHECK(blocks[4].anchor == "options");
    CHECK(blocks[4].text == "Options: none");
    CHECK(blocks[5].anchor.empty());
}

TEST_CASE("clicking a game's log line opens the rules at the rule it applies", "[ui][rule-links]") {
    Harness h;
    {
        // Base: a completed two-tile city.
        GameScene* g = continue_game(h, scenario_text("city-two-tiles-scores-4.carc.json"));
        REQUIRE(g->log_rule(0) == RuleLink{"base", "city"});
        click_log_entry(h, *g, "City, 2 tiles");
        check_open_at(h, "Carcassonne", "city", "City, walls closed");
        h.key(SDLK_ESCAPE);
        CHECK(h.scene() == "game");
    }
    {
        // Inns & Cathedrals: the inn doubles the completed road.
        GameScene* g = continue_game(h, scenario_text("inn-road-completed.carc.json"));
        click_log_entry(h, *g, "Road, 4 tiles");
        check_open_at(h, "Inns & Cathedrals", "inn", "Inn: a completed road");
        h.shot("aids-log-rule");  // docs/aids-log-rule.png
        h.key(SDLK_ESCAPE);
        CHECK(h.scene() == "game");
    }
    {
        // The Tower, in French: the same anchor in the translated text.
        struct EnglishAfter {
            ~EnglishAfter() { set_language("en"); }
        } english_after;
        REQUIRE(set_language("fr", CARC_TEST_LOCALE_DIR));
        GameScene* g = continue_game(h, scenario_text("tower-piece-takes-a-prisoner.carc.json"));
        // Played to the end: the game screen stays until the end screen replaces it.
        REQUIRE(g);
        const auto lines = g->log_lines();
        int prisoner = -1;
        for (size_t i = 0; i < lines.size(); ++i)
            if (g->log_rule(static_cast<int>(i)) == RuleLink{"tower", "prisoners"})
                prisoner = static_cast<int>(i);
        REQUIRE(prisoner >= 0);
        click_log_entry(h, *g, lines[static_cast<size_t>(prisoner)]);
        check_open_at(h, "La Tour", "prisoners", "Prisonniers");
    }
}

TEST_CASE("a review's log line opens its rule from its question mark", "[ui][rule-links]") {
    Harness h;
    auto save = parse_save(scenario_text("pd-dragon-eats-everything-on-its-tile.carc.json"),
                           "pd.carc.json");
    REQUIRE(save.ok());
    auto replay = replay_game(*h.app->catalog(), save->game);
    REQUIRE(replay.ok());
    auto session = std::make_shared<GameSession>(*h.app->catalog(), std::move(replay->rules),
                                                 std::move(replay->states),
                                                 std::move(replay->events), save->game);
    h.app->replace_all(make_review_scene(*h.app, session));
    h.frame(2);
    h.key(SDLK_END);
    h.frame(2);
    auto* review = h.as<ReviewScene>();
    REQUIRE(review);
    const int at_end = review->position();
    const auto lines = review->log_lines();
    const auto rules = review->log_rules();
    REQUIRE(lines.size() == rules.size());
    bool dragon = false, unfinished = false;
    for (size_t i = 0; i < lines.size(); ++i) {
        if (lines[i] == "The dragon lands") {
            dragon = true;
            CHECK(rules[i] == RuleLink{"princess-dragon", "dragon"});
        }
        if (lines[i].rfind("Road (unfinished), 5 tiles", 0) == 0) {
            unfinished = true;
            CHECK(rules[i] == RuleLink{"base", "unfinished"});
        }
    }
    CHECK(dragon);
    CHECK(unfinished);
    // Every line of the turn shown links to a rule but the turn's heading.
    CHECK(std::count(rules.begin(), rules.end(), std::nullopt) == 1);

    auto click_badge = [&](const RuleLink& link) {
        SDL_Rect badge{};
        for (const auto& [r, l] : review->log_rule_badges())
            if (l == link && badge.w == 0) badge = r;
        REQUIRE(badge.w > 0);
        h.click(badge.x + badge.w / 2, badge.y + badge.h / 2);
        h.frame(2);
    };
    click_badge({"princess-dragon", "dragon"});
    check_open_at(h, "The Princess & the Dragon", "dragon",
                  "Dragon: after you place a dragon tile");
    h.key(SDLK_ESCAPE);
    REQUIRE(h.scene() == "review");
    click_badge({"base", "unfinished"});
    check_open_at(h, "Carcassonne", "unfinished", "Unfinished roads 1 per tile");
    h.key(SDLK_ESCAPE);
    REQUIRE(h.scene() == "review");
    // The "?" opened the rule without moving through the game.
    CHECK(review->position() == at_end);
}
