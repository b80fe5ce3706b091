// Import of JCloisterZone saved games: our synthetic games under tests/data/jcz/ (every message
// type we read), the malformed, unsupported and diverging files with the error each must give,
// the assertions, the saves made from imports, and a fuzz pass over damaged copies.
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

#include "data/jcz.hpp"
#include "data/json_reader.hpp"
#include "game_builder.hpp"

namespace {

using namespace carc;
using carc::test::catalog;
using carc::test::jcz_dir;
using carc::test::read_text;
namespace fs = std::filesystem;



std::vector<std::string> files_in(const std::string& folder) {
    std::vector<std::string> out;
    for (const auto& e : fs::directory_iterator(jcz_dir() + "/" + folder))
        if (e.path().extension() == ".jcz") out.push_back(e.path().string());
    std::sort(out.begin(), out.end());
    return out;
}

JczImport import_ok(const std::string& name) {
    // A folder in the name ("compat/...") or one of games/.
    const std::string path = jcz_dir() + (name.find('/') == std::string::npos ? "/games/" : "/") + name;
    JczImport imp = import_jcz_file(path, catalog());
    INFO(name << ": " << imp.message);
    REQUIRE(imp.ok());
    return imp;
}

Replay replayed(const JczGame& game) {
    auto r = replay_game(catalog(), game.record);
    INFO((r ? "" : r.error()));
    REQUIRE(r.ok());
    return std::move(r.value());
}

int score_of(const Replay& r, int player) { return r.states.back()->players[static_cast<size_t>(player)].score; }

}  // namespace

TEST_CASE("every synthetic JCZ game imports, replays and meets its assertions", "[jcz]") {
    // games/: files JCZ's own engine replays too (docs/jcz.md, "Test games"); compat/: files in
    // JCZ's format that only we read as they are (our exports of earlier versions, a flat meeple
    // pointer, draw orders JCZ's pack cannot make, a second pig in a field).
    auto files = files_in("games");
    REQUIRE(files.size() >= 5);
    const auto compat = files_in("compat");
    REQUIRE(compat.size() >= 5);
    files.insert(files.end(), compat.begin(), compat.end());
    for (const std::string& file : files) {
        INFO(file);
        const JczImport imp = import_jcz_file(file, catalog());
        INFO(imp.message);
        REQUIRE(imp.ok());
        CHECK(imp.game.differences.empty());
        CHECK_FALSE(imp.game.assertions.empty());
        CHECK(imp.game.action_messages.size() == imp.game.record.actions.size());
        const Replay r = replayed(imp.game);
        for (const JczAssertion& a : imp.game.assertions) {
            const JczAssertionResult res = check_jcz_assertion(r, a);
            INFO(a.text << " -> " << res.got);
            CHECK(res.ok);
        }
    }
}

TEST_CASE("JCZ import: placements, deploys, passes and the setup of a base game", "[jcz]") {
    const JczImport imp = import_ok("base-roads-cities-fields.jcz");
    const GameRecord& g = imp.game.record;
    CHECK(g.setup.expansions == std::vector<std::string>{"base"});
    CHECK(g.setup.options.empty());  // basic:2 and farmers: our defaults
    CHECK(g.setup.start.empty());     // BA/RCr at (0, 0): our default start
    REQUIRE(g.setup.players.size() == 2);
    CHECK(g.setup.players[1].name == "Ben");
    CHECK(g.setup.players[1].color == "blue");
    REQUIRE(g.setup.draw_order);
    CHECK(*g.setup.draw_order == std::vector<std::string>{"BA/C", "BA/RRR", "BA/RRR", "BA/C"});
    // 4 tiles, 3 deploys, 1 pass; COMMIT becomes nothing.
    REQUIRE(g.actions.size() == 8);
    CHECK(g.actions[0].type == "place");
    CHECK(g.actions[0].tile == "BA/C");
    CHECK(g.actions[0].rotation == 2);
    CHECK(g.actions[1].type == "deploy");
    CHECK(g.actions[1].feature == "city");
    CHECK(g.actions[1].location == "S");
    CHECK(g.actions[5].type == "pass");
    CHECK(g.actions[7].feature == "field");
    CHECK(imp.game.action_messages == std::vector<int>{1, 2, 4, 5, 7, 8, 10, 11});
    const Replay r = replayed(imp.game);
    CHECK(r.states.back()->phase == Phase::GameOver);
    CHECK(score_of(r, 0) == 4);
    CHECK(score_of(r, 1) == 6);
}

TEST_CASE("JCZ import: the abbot is deployed and taken back through both meeple pointer forms", "[jcz]") {
    const JczImport imp = import_ok("compat/abbot-return-both-pointer-forms.jcz");
    const GameRecord& g = imp.game.record;
    CHECK(g.setup.expansions == std::vector<std::string>{"base", "abbot"});
    int returns = 0;
    for (const ActionRecord& a : g.actions)
        if (a.type == "return") {
            ++returns;
            CHECK(a.figure == "abbot");
            CHECK(a.location == "I");
        }
    CHECK(returns == 2);
    const Replay r = replayed(imp.game);
    CHECK(score_of(r, 0) == 4);
    CHECK(score_of(r, 1) == 4);
}

TEST_CASE("JCZ import: UNDO takes back messages, and elements and rules map to our options", "[jcz]") {
    const JczImport imp = import_ok("undo-tiny-city.jcz");
    const GameRecord& g = imp.game.record;
    CHECK(g.setup.players.size() == 2);
    CHECK(g.setup.options.at("base").at("edition") == "1");
    CHECK(g.setup.options.at("base").at("farmers") == "false");
    CHECK(g.setup.options.at("base").at("tiny_city") == "2");
    // endTurn 2 cuts the draw order after the two tiles placed.
    CHECK(*g.setup.draw_order == std::vector<std::string>{"BA/C", "BA/C"});
    REQUIRE(g.actions.size() == 4);
    CHECK(g.actions[0].pos == Pos{0, 1});  // the undone placement at (0, -1) is gone
    CHECK(imp.game.action_messages[0] == 5);
    CHECK(replayed(imp.game).states.back()->phase == Phase::GameOver);
}

TEST_CASE("JCZ import: a tile JCZ discarded is drawn and discarded by our engine too", "[jcz]") {
    const JczImport imp = import_ok("compat/river-lake-drawn-early-discard.jcz");
    CHECK(imp.game.record.setup.expansions == std::vector<std::string>{"base", "river"});
    const Replay r = replayed(imp.game);
    const GameState& last = *r.states.back();
    REQUIRE(last.discarded.size() == 1);
    CHECK(r.rules.tiles[last.discarded[0]].id == "RI.1/II");
}

TEST_CASE("JCZ import: without a draw order the rest of the tile sets follows the placed tiles", "[jcz]") {
    const JczImport imp = import_ok("compat/unfinished-no-draw-order.jcz");
    const GameRecord& g = imp.game.record;
    REQUIRE(g.setup.draw_order);
    CHECK(g.setup.draw_order->size() == 71);  // basic:2 is 72 tiles, one of them the start
    CHECK((*g.setup.draw_order)[0] == "BA/RFr");
    CHECK((*g.setup.draw_order)[1] == "BA/L");
    CHECK_FALSE(imp.game.notes.empty());
    const Replay r = replayed(imp.game);
    CHECK(r.states.back()->phase == Phase::PlaceFigure);
    // The same file gives the same order every time.
    CHECK(*import_ok("compat/unfinished-no-draw-order.jcz").game.record.setup.draw_order == *g.setup.draw_order);
}

TEST_CASE("JCZ import bridges figure-step disagreements and records them", "[jcz]") {
    const JczImport imp = import_jcz_file(jcz_dir() + "/differences/pass-and-commit.jcz", catalog());
    REQUIRE(imp.ok());
    REQUIRE(imp.game.differences.size() == 2);
    CHECK(imp.game.differences[0].find("message 5 (PASS)") != std::string::npos);
    CHECK(imp.game.differences[1].find("message 8 (COMMIT)") != std::string::npos);
    CHECK(imp.game.differences[1].find("monastery") != std::string::npos);
    const auto& actions = imp.game.record.actions;
    REQUIRE(actions.size() == 5);  // place, deploy, place, place, pass (inserted for the COMMIT)
    CHECK(actions[4].type == "pass");
    replayed(imp.game);
}

namespace {

struct Expected {
    const char* file;
    JczStatus status;
    const char* says;
};

// Each negative file and a piece of the sentence it must produce.
const Expected kExpected[] = {
    {"malformed/bad-location.jcz", JczStatus::Malformed,
     "/replay/1/payload/pointer/location: \"NL.QQ\""},
    {"malformed/bad-meeple-id.jcz", JczStatus::Malformed,
     "/replay/1/payload/meepleId: a meeple id is"},
    {"malformed/bad-position.jcz", JczStatus::Malformed,
     "/replay/3/payload/position: a position is [x, y]"},
    {"malformed/bad-rotation.jcz", JczStatus::Malformed, "found \"R45\""},
    {"malformed/empty.jcz", JczStatus::Malformed, "the file is empty"},
    {"malformed/end-turn-too-early.jcz", JczStatus::Malformed, "/gameAnnotations/endTurn"},
    {"malformed/figure-not-in-setup.jcz", JczStatus::Malformed, "setup does not have"},
    {"malformed/message-without-type.jcz", JczStatus::Malformed, "/replay/4: missing key \"type\""},
    {"malformed/missing-commit.jcz", JczStatus::Malformed, "no COMMIT"},
    {"malformed/no-players.jcz", JczStatus::Malformed, "/players: the game has no players"},
    {"malformed/no-setup.jcz", JczStatus::Malformed, "/: missing key \"setup\""},
    {"malformed/not-json.jcz", JczStatus::Malformed, "not valid JSON"},
    {"malformed/player-without-name.jcz", JczStatus::Malformed, "/players/1: missing key \"name\""},
    {"malformed/position-not-numbers.jcz", JczStatus::Malformed,
     "/replay/3/payload/position/0: expected an integer"},
    {"malformed/replay-not-array.jcz", JczStatus::Malformed, "/replay: expected an array"},
    {"malformed/sets-not-object.jcz", JczStatus::Malformed, "/setup/sets: expected an object"},
    {"malformed/start-rotation-45.jcz", JczStatus::Malformed, "/setup/start/0/rotation"},
    {"malformed/tile-not-in-draw-order.jcz", JczStatus::Malformed,
     "is not in gameAnnotations.drawOrder"},
    {"malformed/truncated.jcz", JczStatus::Malformed, "the file is truncated"},
    {"malformed/undo-after-commit.jcz", JczStatus::Malformed, "UNDO after COMMIT"},
    {"malformed/undo-first.jcz", JczStatus::Malformed, "UNDO with nothing before it"},
    {"unsupported/abbot-without-garden.jcz", JczStatus::Unsupported, "element \"garden\" is off"},
    {"unsupported/addons.jcz", JczStatus::Unsupported, "add-ons"},
    {"unsupported/city-gates-inner-city.jcz", JczStatus::Unsupported, "tile set city-gates:1"},
    {"unsupported/damaged-message-then-neutral-figure.jcz", JczStatus::Unsupported,
     "/replay/3: message type MOVE_NEUTRAL_FIGURE"},
    {"malformed/tower-at-location-n.jcz", JczStatus::Malformed, "\"N\" is not a location of a Tower"},
    // A one-word location no expansion of ours reads (the Monasteries' AS_ABBOT is read since they came).
    {"unsupported/location-iii-of-a-monastery.jcz", JczStatus::Unsupported,
     "/replay/1: location \"III\" of a Monastery belongs to no supported expansion"},
    // The Phantom is played since issue 35: a phantom deployed in a game whose setup has no element
    // "phantom" is now a malformed file, no longer an unsupported kind.
    {"malformed/meeple-phantom-without-its-element.jcz", JczStatus::Malformed,
     "the meeple 0.phantom.1 is our figure \"phantom\", which this game's setup does not have"},
    {"unsupported/monasteries-as-abbot.jcz", JczStatus::Unsupported, "tile set monasteries:1"},
    {"malformed/count-without-its-expansion.jcz", JczStatus::Malformed,
     "MOVE_NEUTRAL_FIGURE is an action of The City of Carcassonne, which the file's setup does not have"},
    {"malformed/neutral-figure-without-its-expansion.jcz", JczStatus::Malformed,
     "MOVE_NEUTRAL_FIGURE is an action of The Princess & the Dragon, which the file's setup does not have"},
    {"unsupported/no-basic-set.jcz", JczStatus::Unsupported, "Carcassonne"},
    {"unsupported/no-followers.jcz", JczStatus::Unsupported, "element \"small-follower\" is off"},
    {"unsupported/barn-placement-occupied.jcz", JczStatus::Unsupported,
     "rule \"barn-placement\" = \"occupied\": our Abbey & Mayor has no such reading"},
    {"unsupported/king-robber-scoring-unknown.jcz", JczStatus::Unsupported,
     "rule \"king-and-robber-scoring\" = \"20/40\": our King & Robber Baron option \"scoring\" has no value \"20/40\""},
    {"malformed/princess-without-her-expansion.jcz", JczStatus::Malformed,
     "RETURN_MEEPLE is an action of The Princess & the Dragon, which the file's setup does not have"},
    // Under the Big Top is played since issue 35: a tile set no expansion of ours has stands here.
    {"unsupported/set-catapult.jcz", JczStatus::Unsupported, "tile set catapult:1"},
    {"unsupported/setup-only.jcz", JczStatus::Unsupported, "setup without a game"},
    {"unsupported/sixteen-followers.jcz", JczStatus::Unsupported,
     "element \"small-follower\": 16 per player; a game of ours has 1 to 15"},
    {"unsupported/six-players.jcz", JczStatus::Unsupported, "6 players"},
    {"unsupported/two-copies-of-basic.jcz", JczStatus::Unsupported, "2 copies of tile set basic:2"},
    {"unsupported/unknown-rule.jcz", JczStatus::Unsupported,
     "rule \"bazaar-no-auction\" = \"true\" belongs to no supported expansion"},
    {"unsupported/version-4.jcz", JczStatus::Unsupported, "JCloisterZone 4.4.0"},
    {"diverged/drawn-tile-differs.jcz", JczStatus::Diverged,
     "message 1 (PLACE_TILE BA/C at (0, -1) R180): our engine drew BA/L"},
    {"diverged/edges-do-not-match.jcz", JczStatus::Diverged, "does not meet the road"},
    {"diverged/farmers-off.jcz", JczStatus::Diverged, "farmers are switched off"},
    {"diverged/feature-missing-in-our-data.jcz", JczStatus::Diverged,
     "our data has no city at E there: BA/C turned 180° has city S"},
    {"diverged/not-touching.jcz", JczStatus::Diverged, "touches none"},
    {"diverged/occupied-field.jcz", JczStatus::Diverged, "already occupied"},
    {"diverged/other-players-meeple.jcz", JczStatus::Diverged, "the meeple is Ben's"},
    {"diverged/wrong-turn.jcz", JczStatus::Diverged,
     "it is by Anna, but in our game it is Ben's turn"},
};

}  // namespace

TEST_CASE("malformed, unsupported and diverging JCZ files give the error they should", "[jcz]") {
    std::map<std::string, const Expected*> by_file;
    for (const Expected& e : kExpected) by_file[e.file] = &e;
    // Every file in the three folders has an expectation, and every expectation a file.
    size_t seen = 0;
    for (const char* folder : {"malformed", "unsupported", "diverged"})
        for (const std::string& path : files_in(folder)) {
            const std::string rel = std::string(folder) + "/" + fs::path(path).filename().string();
            INFO(rel);
            REQUIRE(by_file.count(rel));
            ++seen;
            const JczImport imp = import_jcz_file(path, catalog());
            INFO(jcz_status_name(imp.status) << ": " << imp.message);
            CHECK(imp.status == by_file[rel]->status);
            CHECK(imp.message.find(by_file[rel]->says) != std::string::npos);
        }
    CHECK(seen == std::size(kExpected));
}

TEST_CASE("a diverging import keeps the actions before the problem", "[jcz]") {
    const JczImport imp = import_jcz_file(jcz_dir() + "/diverged/occupied-field.jcz", catalog());
    REQUIRE(imp.status == JczStatus::Diverged);
    CHECK(imp.game.record.actions.size() == 3);  // the first turn and Ben's placement
}

TEST_CASE("JCZ rows of an expansion missing from the catalogue make a file unsupported", "[jcz]") {
    Catalog without = catalog();
    without.expansions.erase(std::remove_if(without.expansions.begin(), without.expansions.end(),
                                            [](const ExpansionDef& e) { return e.id == "abbot"; }),
                             without.expansions.end());
    const std::string text = read_text(jcz_dir() + "/compat/abbot-return-both-pointer-forms.jcz");
    const JczImport imp = import_jcz(text, without);
    CHECK(imp.status == JczStatus::Unsupported);
    CHECK(imp.message.find("needs our expansion \"abbot\"") != std::string::npos);
    CHECK(import_jcz(text, catalog()).ok());
}

TEST_CASE("JCZ assertions are read in JCZ's forms", "[jcz]") {
    JczAssertion a = parse_jcz_assertion("Wendy has 16 points");
    CHECK(a.kind == JczAssertion::Kind::Points);
    CHECK(a.player == "Wendy");
    CHECK(a.points == 16);
    a = parse_jcz_assertion("Eve has 1 point");
    CHECK(a.kind == JczAssertion::Kind::Points);
    CHECK(a.points == 1);
    a = parse_jcz_assertion("Bob scored road for 0 points");
    CHECK(a.kind == JczAssertion::Kind::Scored);
    CHECK(a.feature == "road");
    CHECK(a.points == 0);
    a = parse_jcz_assertion("Anna Maria scored City for 8 points");
    CHECK(a.player == "Anna Maria");
    CHECK(a.feature == "city");
    CHECK(parse_jcz_assertion("Player can pass").kind == JczAssertion::Kind::CanPass);
    CHECK(parse_jcz_assertion("Player can't pass").kind == JczAssertion::Kind::CannotPass);
    CHECK(parse_jcz_assertion("phase is ActionPhase").kind == JczAssertion::Kind::InPhase);
    CHECK(parse_jcz_assertion("phase is TilePhase").feature == "TilePhase");
    CHECK(parse_jcz_assertion("phase is CornCirclePhase").kind == JczAssertion::Kind::Unknown);
    CHECK(parse_jcz_assertion("phase is").kind == JczAssertion::Kind::Unknown);
    CHECK(parse_jcz_assertion("Bob has many points").kind == JczAssertion::Kind::Unknown);
    a = parse_jcz_assertion("  Bob has -3 points\n");
    CHECK(a.kind == JczAssertion::Kind::Points);
    CHECK(a.player == "Bob");
    CHECK(a.points == -3);
    CHECK(parse_jcz_assertion("Bob has  points").kind == JczAssertion::Kind::Unknown);
    CHECK(parse_jcz_assertion("Bob has 1234567 points").kind == JczAssertion::Kind::Unknown);
    CHECK(parse_jcz_assertion(" has 3 points").kind == JczAssertion::Kind::Unknown);
    CHECK(parse_jcz_assertion("Bob scored  for 3 points").kind == JczAssertion::Kind::Unknown);
    CHECK(parse_jcz_assertion("Bob scored city2 for 3 points").kind == JczAssertion::Kind::Unknown);
    // A name of 50,000 characters: read, not a stack overflow (scripts/fuzz jcz; std::regex
    // recursed once per character).
    a = parse_jcz_assertion(std::string(50000, 'x') + " scored city for 3 points");
    CHECK(a.kind == JczAssertion::Kind::Scored);
    CHECK(a.player.size() == 50000);
    CHECK(parse_jcz_assertion(std::string(50000, 'x') + " has 3 points").points == 3);
}

TEST_CASE("a failing JCZ assertion says what our game shows", "[jcz]") {
    const JczImport imp = import_ok("base-roads-cities-fields.jcz");
    const Replay r = replayed(imp.game);
    JczAssertionResult res = check_jcz_assertion(r, parse_jcz_assertion("Anna has 5 points"));
    CHECK_FALSE(res.ok);
    CHECK(res.got == "Anna has 4 points");
    res = check_jcz_assertion(r, parse_jcz_assertion("Ben scored city for 3 points"));
    CHECK_FALSE(res.ok);
    CHECK(res.got == "Ben scored road 3, field 3");
    res = check_jcz_assertion(r, parse_jcz_assertion("Zoe has 0 points"));
    CHECK_FALSE(res.ok);
    CHECK(res.got.find("no player is called \"Zoe\"") != std::string::npos);
    res = check_jcz_assertion(r, parse_jcz_assertion("Player can pass"));
    CHECK_FALSE(res.ok);
    CHECK(res.got.find("the game is over") != std::string::npos);
}

TEST_CASE("an imported JCZ game becomes a save whose expect block holds the file's scores", "[jcz]") {
    const JczImport imp = import_ok("compat/abbot-return-both-pointer-forms.jcz");
    auto save = jcz_to_save(catalog(), imp.game, "fallback");
    REQUIRE(save.ok());
    CHECK(save->name == "fallback");  // the file's name is empty
    CHECK(save->description.find("Imported from JCloisterZone 5.7.0") != std::string::npos);
    REQUIRE(save->expect);
    CHECK(save->expect->scores == std::map<std::string, int>{{"Cleo", 4}, {"Dan", 4}});
    // Written and read back, it verifies.
    auto again = parse_save(save_to_json(*save), "imported.carc.json");
    REQUIRE(again.ok());
    auto r = replay_game(catalog(), again->game);
    CHECK(verify_save(*again, r).empty());
}

TEST_CASE("damaged JCZ files never crash the importer", "[jcz][fuzz]") {
    // Each garbled or mutated file that still reads as JSON replays a whole game: the sanitizer
    // build varies each file 8 times instead of 60 and cuts it in about 100 places instead of 400
    // (it was the longest test there, over a minute and a half; the fuzz target jcz runs millions).
#ifdef __SANITIZE_ADDRESS__
    constexpr int kVariants = 8;
    constexpr size_t kCuts = 100;
#else
    constexpr int kVariants = 60;
    constexpr size_t kCuts = 400;
#endif
    Rng rng{2026};
    int runs = 0;
    for (const std::string& file : files_in("games")) {
        const std::string text = read_text(file);
        // Cuts all along the file (kCuts per file, every 13th byte in a small one): each must
        // be refused, never accepted half-read. (A cut that leaves out only the final line break
        // leaves the whole file.) Every 13th byte of the largest file took minutes under the
        // sanitizers; the fuzz target jcz covers the reader byte by byte.
        const size_t whole = text.find_last_not_of(" \n\r\t") + 1;
        const size_t step = std::max<size_t>(13, whole / kCuts) | 1;
        for (size_t cut = 0; cut < whole; cut += step) {
            const JczImport imp = import_jcz(text.substr(0, cut), catalog());
            CHECK_FALSE(imp.ok());
            ++runs;
        }
        // Garbled bytes and JSON-level changes: any status, but a message whenever not Ok.
        for (int i = 0; i < kVariants; ++i) {
            std::string bad = text;
            for (int k = 0; k < 3; ++k) {
                const size_t at = rng.below(static_cast<uint32_t>(bad.size()));
                static const char kBytes[] = "{}[]\",:0-9aZ. \x01\xff";
                bad[at] = kBytes[rng.below(sizeof kBytes - 1)];
            }
            const JczImport imp = import_jcz(bad, catalog());
            CHECK((imp.ok() || !imp.message.empty()));
            ++runs;
        }
        const auto doc = nlohmann::json::parse(text);
        for (int i = 0; i < kVariants; ++i) {
            nlohmann::json mutated = doc;
            // Replace one value somewhere in the replay with a value of another type.
            auto& replay = mutated["replay"];
            auto& msg = replay[rng.below(static_cast<uint32_t>(replay.size()))];
            static const nlohmann::json kValues[] = {nullptr, 7, -3, "R90", "x.y", nlohmann::json::array({1, 2}),
                                                     nlohmann::json::object(), true, 1e9};
            const nlohmann::json value = kValues[rng.below(std::size(kValues))];
            switch (rng.below(4)) {
            case 0: msg["type"] = value; break;
            case 1: msg["payload"] = value; break;
            case 2:
                if (msg["payload"].is_object() && !msg["payload"].empty())
                    msg["payload"].begin().value() = value;
                break;
            default:
                // A pointer is an object with a position, or a bare position [x, y] (JCZ's
                // little buildings): then the pointer itself is replaced.
                if (msg["payload"].is_object() && msg["payload"].contains("pointer")) {
                    if (msg["payload"]["pointer"].is_object())
                        msg["payload"]["pointer"]["position"] = value;
                    else
                        msg["payload"]["pointer"] = value;
                }
                break;
            }
            const JczImport imp = import_jcz(mutated.dump(), catalog());
            CHECK((imp.ok() || !imp.message.empty()));
            ++runs;
        }
    }
    CHECK(runs > 500);
}

// Note for the owner of src/data/json_reader.cpp: ObjectReader::get reports a missing key at
// "<path>/<path>" (it calls the member fail(), which appends the key argument to the path), e.g.
// "/players/1//players/1: missing key "name"" instead of "/players/1: missing key "name"". The
// JCZ importer works around it; save files show the doubled path. Hidden ([.]) until fixed: run
// with `carc_unit_tests "[json_reader_bug]"`.
TEST_CASE("ObjectReader names a missing key at the object's path", "[json_reader]") {
    const auto j = nlohmann::json::parse(R"({"players": [{"slot": 1}]})");
    try {
        json_read::ObjectReader r(j["players"][0], "/players/0");
        r.get("name");
        FAIL("no error");
    } catch (const json_read::DataError& e) {
        CHECK(std::string(e.what()) == "/players/0: missing key \"name\"");
    }
}

TEST_CASE("a one-player JCZ game is read as a test position, and only a file makes one", "[jcz]") {
    const JczImport imp = import_ok("one-player-position.jcz");
    const GameRecord& g = imp.game.record;
    REQUIRE(g.setup.players.size() == 1);
    CHECK(g.setup.position);
    CHECK(std::any_of(imp.game.notes.begin(), imp.game.notes.end(),
                      [](const std::string& n) { return n.find("a test position, not a game") != std::string::npos; }));
    const Replay r = replayed(imp.game);
    CHECK(score_of(r, 0) == 3);
    // Our save of it is read back as a position too, and verifies.
    auto save = jcz_to_save(catalog(), imp.game, "one");
    REQUIRE(save.ok());
    auto again = parse_save(save_to_json(*save), "one.carc.json");
    REQUIRE(again.ok());
    CHECK(again->game.setup.position);
    CHECK(verify_save(*again, replay_game(catalog(), again->game)).empty());
    // A new game still needs two seats.
    Setup fresh = g.setup;
    fresh.position = false;
    auto refused = load_ruleset(fresh, catalog());
    REQUIRE_FALSE(refused.ok());
    CHECK(refused.error().find("1 player: this game takes 2 to") != std::string::npos);
}
