// The rules of ours that JCloisterZone plays otherwise or names otherwise, at the exchange: the
// abbot in the City's cathedral quarter, which JCZ lets no abbot enter, is refused by the export
// with its seed line, and a City placement that offers only the abbot is no step there; the wagon's reach is JCZ's `wagon-move` rule both ways (our `connected` its
// C1, our `nearby` its C2, our default written as C2 only when JCZ would play the game the same);
// King & Robber's `continuously` keeps JCZ's name (docs/jcz.md, docs/rules-coverage.md).
#include <nlohmann/json.hpp>

#include "data/jcz.hpp"
#include "data/save.hpp"
#include "game_builder.hpp"
#include "../scenario_files.hpp"

namespace {

using namespace carc;
using carc::test::catalog;

GameRecord scenario(const std::string& name) {
    auto save = read_save(carc::test_support::scenario_file(CARC_TESTS_DIR, CARC_TEST_DATA_DIR, name));
    INFO((save ? "" : save.error()));
    REQUIRE(save.ok());
    return save->game;
}

nlohmann::json exported_json(const GameRecord& game) {
    auto text = export_jcz(catalog(), game);
    INFO((text ? "" : text.error()));
    REQUIRE(text.ok());
    return nlohmann::json::parse(*text);
}

std::string option_after_import(const nlohmann::json& doc, const std::string& expansion, const std::string& option) {
    const JczImport back = import_jcz(doc.dump(), catalog());
    INFO(back.message);
    REQUIRE(back.ok());
    auto rules = load_ruleset(back.game.record.setup, catalog());
    REQUIRE(rules.ok());
    return rules->option(expansion + "." + option);
}

}  // namespace

TEST_CASE("an abbot entering the City of Carcassonne is refused by the export, with the seed line", "[jcz][export]") {
    // 004:98 and 000 note 13 let the abbot into the cathedral quarter; JCZ's Count phase lets in
    // only its small and big followers, wagons and mayors.
    auto text = export_jcz(catalog(), scenario("count-abbot-enters-the-cathedral"));
    REQUIRE_FALSE(text.ok());
    CHECK(text.error() ==
          "action 7: the Abbot entering the City of Carcassonne's cathedral quarter has no JCloisterZone counterpart: "
          "JCloisterZone lets no abbot into the City, the rules do (seed 004:98, 000 note 13)");
    // A follower entering the same quarter is written as before.
    CHECK(exported_json(scenario("count-16-helping-an-opponent-enters-the-city"))["replay"].dump().find("QUARTER_CATHEDRAL") !=
          std::string::npos);
}

TEST_CASE("a City placement that offers only the abbot is no step in JCZ, both ways", "[jcz][export]") {
    // count-abbot-enters-the-cathedral with one follower each: Anna's stands on her monastery, so
    // when her tile completes Ben's city (8 to him, nothing to her) our City placement offers her
    // only the abbot. She passes; JCZ, which lets no abbot in, asks nothing and records nothing.
    GameRecord g = scenario("count-abbot-enters-the-cathedral");
    g.setup.figures["follower"] = 1;
    g.actions[1].type = "deploy";
    g.actions[1].figure = "follower";
    g.actions[1].feature = "monastery";
    g.actions[1].location = "I";
    g.actions.resize(6);
    g.actions[5] = ActionRecord{};
    g.actions[5].type = "pass";
    auto ours = replay_game(catalog(), g);
    INFO((ours ? "" : ours.error()));
    REQUIRE(ours.ok());
    REQUIRE(ours->states.back()->phase == Phase::GameOver);
    const nlohmann::json doc = exported_json(g);
    std::vector<std::string> types;
    for (const auto& m : doc["replay"]) types.push_back(m["type"]);
    CHECK(types == std::vector<std::string>{"PLACE_TILE", "DEPLOY_MEEPLE", "COMMIT", "PLACE_TILE", "DEPLOY_MEEPLE",
                                            "COMMIT", "PLACE_TILE", "COMMIT"});
    const JczImport back = import_jcz(doc.dump(), catalog());
    INFO(back.message);
    REQUIRE(back.ok());
    auto again = replay_game(catalog(), back.game.record);
    REQUIRE(again.ok());
    CHECK(state_digest(*again->states.back()) == state_digest(*ours->states.back()));
}

TEST_CASE("the wagon's reach is JCZ's wagon-move rule both ways", "[jcz][export]") {
    SECTION("connected is C1") {
        const nlohmann::json doc = exported_json(scenario("am-wagon-connected-option-reaches-along-the-feature"));
        CHECK(doc["setup"]["rules"] == nlohmann::json{{"wagon-move", "C1"}});
        CHECK(option_after_import(doc, "abbey-mayor", "wagon_move") == "connected");
    }
    SECTION("nearby is C2, JCZ's default: no rule written, and no rule reads as C2") {
        const nlohmann::json doc = exported_json(scenario("am-wagon-nearby-option-any-feature-around"));
        CHECK(doc["setup"]["rules"].empty());
        CHECK(option_after_import(doc, "abbey-mayor", "wagon_move") == "nearby");
        nlohmann::json c2 = doc;
        c2["setup"]["rules"]["wagon-move"] = "C2";
        CHECK(option_after_import(c2, "abbey-mayor", "wagon_move") == "nearby");
    }
    SECTION("our default goes out as C2 when JCZ plays the game the same way") {
        // The only move of the wagon is one C2 offers too.
        const nlohmann::json doc = exported_json(scenario("am-wagon-from-a-city-to-the-road-into-it"));
        CHECK(doc["setup"]["rules"].empty());
        CHECK(option_after_import(doc, "abbey-mayor", "wagon_move") == "nearby");
    }
    SECTION("our default is refused when C2 offers the wagon a move it did not have") {
        // Anna's wagon had nowhere to go; C2 offers the start tile's road beside it.
        auto text = export_jcz(catalog(), scenario("am-wagon-nowhere-to-move"));
        REQUIRE_FALSE(text.ok());
        CHECK(text.error().find("JCloisterZone would play this game differently") != std::string::npos);
        CHECK(text.error().find("\"Wagon's reach\"") != std::string::npos);
    }
    SECTION("a value JCZ does not have is unsupported, never a silent default") {
        nlohmann::json doc = exported_json(scenario("am-wagon-connected-option-reaches-along-the-feature"));
        doc["setup"]["rules"]["wagon-move"] = "C3";
        const JczImport back = import_jcz(doc.dump(), catalog());
        CHECK(back.status == JczStatus::Unsupported);
        CHECK(back.message.find("\"C3\"") != std::string::npos);
    }
}

TEST_CASE("King & Robber's continuous scoring keeps JCZ's rule value", "[jcz][export]") {
    // Our reading of the house rule is JCZ's (the holder before the turn's scoring is paid): its
    // test games king-continuous-scoring and robber-continuous-scoring pass (jcz/reference).
    GameRecord g;
    g.setup.expansions = {"base", "king-robber"};
    g.setup.options["king-robber"]["scoring"] = "continuously";
    g.setup.players = {{"Anna", "red"}, {"Ben", "blue"}};
    g.setup.draw_order = std::vector<std::string>{"BA/C", "BA/C"};
    g.setup.seed = 5;
    g.actions.resize(1);
    g.actions[0].type = "place";
    g.actions[0].tile = "BA/C";
    g.actions[0].pos = Pos{0, -1};
    g.actions[0].rotation = 2;
    const nlohmann::json doc = exported_json(g);
    CHECK(doc["setup"]["rules"] == nlohmann::json{{"king-and-robber-scoring", "continuously"}});
    CHECK(option_after_import(doc, "king-robber", "scoring") == "continuously");
}
