// The registry of expansion views (src/app/expansions/registry.cpp): every view answers for a
// module of the engine under that module's id; a game asks exactly the views of its modules, in
// the ruleset's order; and what the scenes ask through it reaches the window: the barn's note in
// the supply's tooltip, the goods' colours on the scoreboard. The views' drawing, places, tips and
// refusals are covered where their expansion is played (test_city_ui, test_tower_ui,
// test_abbey_mayor_ui, test_king_robber_ui).
#include <algorithm>
#include <catch2/catch.hpp>

#include "carc/engine.hpp"
#include "carc/module.hpp"
#include "expansions/expansion_view.hpp"
#include "scenes/game_scene.hpp"
#include "ui_harness.hpp"
#include "widgets/scoreboard.hpp"

using namespace carc;
using namespace carc::app;
using carc::app::test::Harness;

namespace {

Ruleset views_ruleset(std::vector<std::string> expansions) {
    Setup s;
    s.expansions = std::move(expansions);
    s.players = {{"Anna", "red"}, {"Bernd", "blue"}};
    s.seed = 5;
    auto rules = load_ruleset(s, test::shipped_catalog());
    if (!rules) FAIL(rules.error());
    return std::move(*rules);
}

}  // namespace

TEST_CASE("every expansion view is registered under the id of a module it shows", "[views]") {
    const std::vector<std::string_view> modules = module_ids();
    const std::vector<std::string_view> views = view_ids();
    REQUIRE_FALSE(views.empty());
    for (std::string_view id : views) {
        INFO(std::string(id));
        CHECK(std::find(modules.begin(), modules.end(), id) != modules.end());
        const ExpansionView* v = find_view(id);
        REQUIRE(v);
        CHECK(v->module_id() == id);
        CHECK(std::count(views.begin(), views.end(), id) == 1);
    }
    CHECK(find_view("no-such-module") == nullptr);
}

TEST_CASE("a game asks the views of its own modules only, in the ruleset's order", "[views]") {
    const Ruleset base = views_ruleset({"base"});
    CHECK(views_in_play(base).empty());

    const Ruleset rules = views_ruleset({"base", "tower", "abbey-mayor"});
    std::vector<const ExpansionView*> expected;
    for (const Module* m : rules.modules)
        if (const ExpansionView* v = find_view(m->id())) expected.push_back(v);
    CHECK(views_in_play(rules) == expected);
    // The Tower's and Abbey & Mayor's (the base game has no view of its own).
    std::vector<std::string_view> ids;
    for (const ExpansionView* v : expected) ids.push_back(v->module_id());
    std::sort(ids.begin(), ids.end());
    CHECK(ids == std::vector<std::string_view>{"abbey-mayor", "tower"});
}

TEST_CASE("the supply's tooltip adds the barn's note from its view, and nothing to a follower",
          "[views][abbey-mayor]") {
    Harness h(false);
    GameScene* g = start_game(h, [] {
        Setup s = test::two_players();
        s.expansions = {"base", "abbey-mayor"};
        return s;
    }());
    const Ruleset& rules = g->session().rules();
    const std::string barn = rules.figures[static_cast<size_t>(rules.figure("barn"))].name;
    const std::string follower =
        rules.figures[static_cast<size_t>(rules.figure("follower"))].name;
    CHECK(find_supply_note(rules, rules.figure("barn")) ==
          "instead of a follower, on a corner of the new tile where four fields meet");
    CHECK(find_supply_note(rules, rules.figure("follower")).empty());
    CHECK(find_supply_note(views_ruleset({"base"}), 0).empty());

    h.app->render_frame();
    int barns = 0, followers = 0;
    for (const ScoreboardItem& i : g->score_items()) {
        if (i.kind != ScoreboardItem::Kind::Supply) continue;
        if (i.tip.rfind(barn + ":", 0) == 0) {
            ++barns;
            CHECK(i.tip.find("(instead of a follower, on a corner of the new tile where four "
                             "fields meet)") != std::string::npos);
        } else if (i.tip.rfind(follower + ":", 0) == 0) {
            ++followers;
            CHECK(i.tip.find('(') == std::string::npos);
        }
    }
    CHECK(barns == 2);  // one per player
    CHECK(followers == 2);
}

TEST_CASE("Traders & Builders' view gives each good its colour on the scoreboard; a token without "
          "a view is a grey dot",
          "[views][traders-builders]") {
    Harness h(false);
    GameScene* g = start_game(h, [] {
        Setup s = test::two_players();
        s.expansions = {"base", "traders-builders"};
        return s;
    }());
    h.app->render_frame();
    const std::vector<ScoreboardItem> items = g->score_items();
    const std::pair<std::string, SDL_Color> goods[] = {
        {"wine", {140, 60, 160, 255}}, {"grain", {224, 180, 55, 255}}, {"cloth", {70, 120, 200, 255}}};
    for (const auto& [id, color] : goods) {
        INFO(id);
        int rows = 0;
        for (const ScoreboardItem& i : items) {
            if (i.item != id) continue;
            ++rows;
            CHECK(i.kind == ScoreboardItem::Kind::Supply);
            CHECK(i.tip.find(": 0 tokens (the most of a kind scores 10 at the end)") !=
                  std::string::npos);
            // The dot's middle (two thirds of the icon's height wide, at the item's left).
            const SDL_Color c = h.pixel(i.rect.x + i.rect.h / 3, i.rect.y + i.rect.h / 2);
            CHECK(int(c.r) == int(color.r));
            CHECK(int(c.g) == int(color.g));
            CHECK(int(c.b) == int(color.b));
        }
        CHECK(rows == 2);
    }

    // A ruleset with a token no view knows: a grey dot named by the token's id.
    Ruleset rules = g->session().rules();
    rules.tokens.push_back("salt");
    GameState state = g->session().state();
    for (PlayerState& p : state.players) p.tokens.resize(rules.tokens.size());
    const std::vector<ScoreRow> rows = score_rows(rules, state);
    REQUIRE(rows.size() == 2);
    const auto salt = std::find_if(rows[0].items.begin(), rows[0].items.end(),
                                   [](const RowItem& i) { return i.id == "salt"; });
    REQUIRE(salt != rows[0].items.end());
    CHECK(salt->tip == "salt: 0");
    CHECK(salt->icon == RowItem::Icon::Dot);
    CHECK(std::count_if(rows[0].items.begin(), rows[0].items.end(),
                        [](const RowItem& i) { return i.id == "wine"; }) == 1);
}
