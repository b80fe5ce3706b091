// "Show me" (issue 31, rules you can watch): beside a rule with a demo (carc/demos.hpp) the rules
// panel has a button that opens the demo in the review at the action the rule is about, with the
// rule's words and that action's points on a card beside the board; the arrows step, and Esc
// returns to the game below, whose state nothing touched.
#include <algorithm>
#include <catch2/catch.hpp>

#include "carc/state.hpp"
#include "scenes/overlays.hpp"
#include "scenes/review_scene.hpp"
#include "shell/i18n.hpp"
#include "ui_harness.hpp"

using namespace carc;
using namespace carc::app;
using namespace carc::app::test;

namespace {

bool has_button_for(const RulesOverlay& rules, const std::string& anchor) {
    const auto& buttons = rules.show_me_buttons();
    return std::any_of(buttons.begin(), buttons.end(), [&](const auto& b) { return b.first == anchor; });
}

}  // namespace

TEST_CASE("Show me opens a rule's demo in the review at its action, and Esc returns to the game",
          "[ui][show-me]") {
    Harness h;
    GameScene* g = start_game(h, two_players());
    REQUIRE(g);
    place_first(h, *g);
    h.frame(2);
    GameSession* game = &g->session();
    const int actions_before = game->actions();
    const std::string digest_before = state_digest(game->state());

    // The game's rules panel (F1), the base game's rules text.
    h.key(SDLK_F1);
    REQUIRE(h.scene() == "help");
    REQUIRE(h.press("rules:base"));
    h.frame(2);
    REQUIRE(h.scene() == "rules");
    const RulesOverlay* rules = h.as<RulesOverlay>();
    REQUIRE(rules);
    const auto& anchors = rules->demo_anchors();
    CHECK(std::find(anchors.begin(), anchors.end(), "city") != anchors.end());
    // A rule with a demo has its button beside it, and only such a rule.
    REQUIRE(has_button_for(*rules, "city"));
    for (const auto& [anchor, rect] : rules->show_me_buttons())
        CHECK(h.app->demos().for_rule({"base", anchor}));
    const Demo* demo = h.app->demos().for_rule({"base", "city"});
    REQUIRE(demo);
    h.shot("show-me-rules");
    REQUIRE(h.press("show-me-city"));
    h.frame(2);

    // The review of the demo, at the action the rule is about, the rule beside the board.
    REQUIRE(h.scene() == "review");
    ReviewScene* review = h.as<ReviewScene>();
    REQUIRE(review);
    REQUIRE(review->shown_rule());
    CHECK(review->shown_rule()->rule == RuleLink{"base", "city"});
    CHECK(review->shown_rule()->title == demo->save.title);
    CHECK(review->session().info().name == demo->save.title);  // not the file's name
    CHECK(review->shown_rule()->text.rfind("City, walls closed", 0) == 0);
    CHECK(review->position() == *demo->save.show_at);
    const auto points = review->shown_points();
    REQUIRE_FALSE(points.empty());
    CHECK(points.front().rfind("City, ", 0) == 0);
    CHECK(review->rule_card().w > 0);
    CHECK_FALSE(review->can_play_from_here());  // watched, not played on
    h.shot("show-me");  // docs/show-me.png

    // The arrows step through the demo; the card stays and says where its action is.
    h.key(SDLK_LEFT);
    CHECK(review->position() == *demo->save.show_at - 1);
    CHECK(review->shown_rule());
    h.key(SDLK_RIGHT);
    CHECK(review->position() == *demo->save.show_at);

    // At 200 % the card still lies on the board, beside the side panel, not over it.
    h.app->settings().ui_scale_percent = 200;
    h.app->apply_settings();
    h.frame(2);
    const SDL_Rect card = review->rule_card();
    CHECK(card.w > 0);
    CHECK(card.x + card.w <= h.app->width() * 3 / 4);
    h.shot("show-me-200");
    h.app->settings().ui_scale_percent = 100;
    h.app->apply_settings();
    h.frame(2);

    // Esc: back to the game, under no panel, as it was.
    h.key(SDLK_ESCAPE);
    h.frame(2);
    REQUIRE(h.scene() == "game");
    GameScene* back = h.as<GameScene>();
    REQUIRE(back == g);
    CHECK(&back->session() == game);
    CHECK(game->actions() == actions_before);
    CHECK(state_digest(game->state()) == digest_before);
}

TEST_CASE("Show me is offered beside a rule of every expansion with a demo", "[ui][show-me]") {
    Harness h;
    for (const std::string expansion : {"inns-cathedrals", "tower", "princess-dragon", "abbey-mayor"}) {
        INFO(expansion);
        h.app->push(make_rules_overlay(*h.app, expansion));
        h.frame(2);
        REQUIRE(h.scene() == "rules");
        const RulesOverlay* rules = h.as<RulesOverlay>();
        REQUIRE(rules);
        CHECK_FALSE(rules->demo_anchors().empty());
        CHECK_FALSE(rules->show_me_buttons().empty());
        for (const std::string& anchor : rules->demo_anchors())
            CHECK(h.app->demos().for_rule({expansion, anchor}));
        h.key(SDLK_ESCAPE);
        h.frame(1);
    }
}

TEST_CASE("each expansion's rules text lists its demos by their titles, in every language",
          "[ui][show-me]") {
    struct EnglishAfter {
        ~EnglishAfter() { set_language("en"); }
    } english_after;
    Harness h;
    for (const std::string language : {"en", "de", "es", "fr", "nl"}) {
        INFO(language);
        REQUIRE(set_language(language, CARC_TEST_LOCALE_DIR));
        for (const ExpansionDef& e : h.app->catalog()->expansions) {
            const auto shown = h.app->demos().for_expansion(e.id);
            if (shown.empty()) continue;
            INFO(e.id);
            const RulesOverlay rules(*h.app, e.id);
            for (const Demo* d : shown) {
                const std::string title = tr(d->save.title);
                INFO(title);
                CHECK((std::string(language) == "en" || title != d->save.title));  // translated
                CHECK(std::any_of(rules.blocks().begin(), rules.blocks().end(),
                                  [&](const TextBlock& b) { return b.text == title; }));
            }
        }
    }
}

TEST_CASE("the Show me card covers none of the demo's tiles, at 100 % and 200 %, large and small",
          "[ui][show-me][framing]") {
    for (const SDL_Point size : {SDL_Point{1280, 800}, SDL_Point{800, 560}})
        for (const int scale : {100, 200}) {
            INFO(size.x << "x" << size.y << " at " << scale << " %");
            Harness h(true, size.x, size.y);
            h.app->settings().ui_scale_percent = scale;
            h.app->apply_settings();
            h.app->push(make_rules_overlay(*h.app, "base"));
            h.frame(2);
            REQUIRE(h.press("show-me-city"));
            h.frame(2);
            ReviewScene* review = h.as<ReviewScene>();
            REQUIRE(review);
            REQUIRE(review->shown_rule());
            h.app->render_frame();
            h.shot("show-me-card-" + std::to_string(size.x) + "-" + std::to_string(scale));
            const SDL_Rect card = review->rule_card();
            REQUIRE(card.w > 0);
            const SDL_Rect& board = review->board().viewport();
            for (const PlacedTile& t : review->session().state().board.tiles()) {
                INFO("tile at " << t.pos.x << ", " << t.pos.y);
                const SDL_Rect cell = review->board().cell_rect(t.pos);
                CHECK_FALSE(SDL_HasIntersection(&cell, &card));
                CHECK(cell.x >= board.x);
                CHECK(cell.x + cell.w <= board.x + board.w);
            }
        }
}
