// JCloisterZone setups that switch elements without their tiles (issue 30 item 17): JCZ's
// `setup.elements` and `setup.sets` map to our expansions' element options and back, so the wagon,
// the barn, the fairy or the King on the base tiles import, and such games of ours export.
#include <algorithm>
#include <nlohmann/json.hpp>

#include "data/jcz.hpp"
#include "game_builder.hpp"

using namespace carc;
using carc::test::catalog;
using carc::test::jcz_dir;
using carc::test::read_text;

namespace {
using Options = std::map<std::string, std::map<std::string, std::string>>;

JczImport imported(const std::string& text) {
    JczImport imp = import_jcz(text, catalog());
    INFO(jcz_status_name(imp.status) << ": " << imp.message);
    REQUIRE(imp.ok());
    return imp;
}

// A game of ours with one tile placed, as export needs a move.
GameRecord one_tile_game(std::vector<std::string> expansions, Options options, std::string tile) {
    GameRecord g;
    g.setup.expansions = std::move(expansions);
    g.setup.options = std::move(options);
    g.setup.players = {{"Anna", "red"}, {"Ben", "blue"}};
    g.setup.draw_order = std::vector<std::string>{tile, "BA/L"};
    g.setup.seed = 5;
    g.actions.resize(1);
    g.actions[0].type = "place";
    g.actions[0].tile = tile;
    g.actions[0].pos = Pos{0, 1};
    g.actions[0].rotation = 0;
    return g;
}
}  // namespace

TEST_CASE("JCZ elements without their tile sets import as our elements without tiles", "[jcz][elements]") {
    // The barn alone on basic:2 (JCZ: element "barn", no abbey-and-mayor set).
    const std::string barn = read_text(jcz_dir() + "/elements/barn-on-the-base-tiles.jcz");
    const JczImport b = imported(barn);
    CHECK(b.game.record.setup.expansions == std::vector<std::string>{"base", "abbey-mayor"});
    CHECK(b.game.record.setup.options ==
          Options{{"abbey-mayor",
                   {{"abbeys", "false"}, {"mayor", "false"}, {"tiles", "false"}, {"wagon", "false"}, {"wagon_move", "nearby"}}}});
    CHECK(b.game.notes.size() == 1);  // only the draw order's: the barn acts on any tiles

    // The fairy alone (JCZ's fairy-endgame tests have this setup), the King alone, shrine tiles
    // without challenges, P&D's tiles without the dragon.
    CHECK(imported(read_text(jcz_dir() + "/games/fairy-alone-on-the-base-tiles.jcz")).game.record.setup.options ==
          Options{{"princess-dragon", {{"dragon", "false"}, {"tiles", "false"}}}});
    CHECK(imported(read_text(jcz_dir() + "/games/king-alone-on-the-base-tiles.jcz")).game.record.setup.options ==
          Options{{"king-robber", {{"robber", "false"}, {"tiles", "false"}}}});
    CHECK(imported(read_text(jcz_dir() + "/games/shrine-beside-two-monasteries-without-challenges.jcz"))
              .game.record.setup.options == Options{{"shrines", {{"challenges", "false"}}}});
    CHECK(imported(read_text(jcz_dir() + "/games/volcano-without-the-dragon.jcz")).game.record.setup.options ==
          Options{{"princess-dragon", {{"dragon", "false"}}}});

    // The dragon or the tower pieces without the tiles they act on import too, and the import says so.
    auto doc = nlohmann::json::parse(barn);
    doc["setup"]["elements"]["dragon"] = 1;
    doc["setup"]["elements"]["tower"] = 1;
    const JczImport idle = imported(doc.dump());
    CHECK(idle.game.record.setup.options.at("princess-dragon") ==
          std::map<std::string, std::string>{{"fairy_figure", "false"}, {"tiles", "false"}});
    CHECK(idle.game.record.setup.options.at("tower") == std::map<std::string, std::string>{{"tiles", "false"}});
    CHECK(std::count(idle.game.notes.begin(), idle.game.notes.end(),
                     "The dragon cannot act without its tiles: it enters the board only on a volcano and flies only "
                     "when a dragon tile is placed.") == 1);
    CHECK(std::count(idle.game.notes.begin(), idle.game.notes.end(),
                     "Tower pieces cannot act without the Tower's tiles: only they have tower foundations to build on.") == 1);

    // A part JCZ switches off that our game would play on another expansion's tiles: refused.
    auto herd = nlohmann::json::parse(barn);
    herd["setup"]["sets"]["river/2:2"] = 1;
    herd["setup"]["elements"]["pig"] = 1;
    const JczImport no_herd = import_jcz(herd.dump(), catalog());
    CHECK(no_herd.status == JczStatus::Unsupported);
    CHECK(no_herd.message == "element \"pig-herd\" is off, but tile RI.2/II+ has it, which our Traders & Builders always plays");

    // The City of Carcassonne is its Count's board: the Count without it stays refused, and says why.
    auto count = nlohmann::json::parse(barn);
    count["setup"]["elements"]["count"] = 1;
    const JczImport refused = import_jcz(count.dump(), catalog());
    CHECK(refused.status == JczStatus::Unsupported);
    CHECK(refused.message == "the game has The City of Carcassonne without its tiles, which our The City of "
                             "Carcassonne cannot leave out");
}

TEST_CASE("our elements without their tiles export as JCZ elements without tile sets, and back", "[jcz][elements][export]") {
    struct Case {
        std::vector<std::string> expansions;
        Options options;
        std::string tile;
        nlohmann::json sets, elements;
    };
    const Case cases[] = {
        // JCZ's default wagon-move is C2, which reads back as our `nearby` (docs/jcz.md).
        {{"base", "abbey-mayor"},
         {{"abbey-mayor", {{"tiles", "false"}, {"abbeys", "false"}, {"mayor", "false"}, {"barn", "false"}, {"wagon_move", "nearby"}}}},
         "BA/L",
         {{"basic:2", 1}},
         {{"small-follower", 7}, {"farmers", true}, {"wagon", 1}}},
        {{"base", "princess-dragon"},
         {{"princess-dragon", {{"tiles", "false"}, {"fairy_figure", "false"}}}},
         "BA/L",
         {{"basic:2", 1}},
         {{"small-follower", 7}, {"farmers", true}, {"dragon", 1}}},
        {{"base", "tower"},
         {{"tower", {{"pieces", "false"}}}},
         "TO/FG",
         {{"basic:2", 1}, {"tower:2", 1}},
         {{"small-follower", 7}, {"farmers", true}}},
        // A part on another expansion's tiles is written without its own tiles: River II's pig
        // herd acts with Traders & Builders in the game.
        {{"base", "river-2", "traders-builders"},
         {{"traders-builders", {{"tiles", "false"}, {"builder", "false"}, {"trade_goods", "false"}}}},
         "BA/L",
         {{"basic:2", 1}, {"river/2:2", 1}},
         {{"small-follower", 7}, {"farmers", true}, {"pig", 1}, {"pig-herd", true}}},
        {{"base", "king-robber", "shrines"},
         {{"king-robber", {{"tiles", "false"}, {"king", "false"}}}, {"shrines", {{"challenges", "false"}}}},
         "BA/L",
         {{"basic:2", 1}, {"cult/5", 1}},
         {{"small-follower", 7}, {"farmers", true}, {"robber", true}}},
    };
    for (const Case& c : cases) {
        INFO(c.elements.dump());
        GameRecord g = one_tile_game(c.expansions, c.options, c.tile);
        // JCZ draws the whole river first: the river game is its start, drawn by its seed.
        if (std::find(c.expansions.begin(), c.expansions.end(), "river-2") != c.expansions.end()) {
            g.setup.draw_order.reset();
            g.actions.clear();
        }
        auto text = export_jcz(catalog(), g);
        INFO((text ? "" : text.error()));
        REQUIRE(text);
        const auto doc = nlohmann::json::parse(*text);
        CHECK(doc["setup"]["sets"] == c.sets);
        CHECK(doc["setup"]["elements"] == c.elements);
        const JczImport back = imported(*text);
        CHECK(back.game.record.setup.expansions == c.expansions);
        for (const auto& [expansion, options] : c.options) CHECK(back.game.record.setup.options.at(expansion) == options);
    }
}
