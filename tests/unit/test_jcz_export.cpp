// Export to JCloisterZone's format: random games of every supported expansion mix go out and come
// back with the same actions and the same state digest, at the end and at any point in between;
// the messages are the ones JCZ itself writes for the same game; JCZ's test games survive the way
// out and back; what JCZ cannot represent is refused with a sentence saying what.
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include <nlohmann/json.hpp>

#include "carc/jcz.hpp"
#include "data/jcz_mapping.hpp"
#include "game_builder.hpp"

namespace {

using namespace carc;
using carc::test::catalog;
namespace fs = std::filesystem;
using Options = std::map<std::string, std::map<std::string, std::string>>;

struct Mix {
    std::vector<std::string> expansions;
    Options options;
};

std::vector<Mix> mixes() {
    std::vector<Mix> out = {
        {{"base"}, {}},
        {{"base"}, {{"base", {{"farmers", "false"}, {"edition", "1"}, {"tiny_city", "2"}}}}},
        {{"base", "river"}, {}},
        {{"base", "river"}, {{"river", {{"edition", "1"}}}}},
        {{"base", "river"}, {{"river", {{"u_turn", "jcz"}}}}},
        {{"base", "abbot"}, {}},
        {{"base", "river", "abbot"}, {{"base", {{"farmers", "false"}}}}},
    };
    // The expansions being written alongside this code join when the catalogue has them.
    if (catalog().find_expansion("inns-cathedrals")) {
        out.push_back({{"base", "inns-cathedrals"}, {}});
        out.push_back({{"base", "inns-cathedrals", "abbot"}, {{"inns-cathedrals", {{"edition", "1"}}}}});
    }
    if (catalog().find_expansion("traders-builders")) {
        out.push_back({{"base", "traders-builders"}, {}});
        out.push_back({{"base", "traders-builders"},
                       {{"traders-builders", {{"tiles", "false"}, {"builder", "false"}, {"trade_goods", "false"}}}}});
    }
    if (catalog().find_expansion("inns-cathedrals") && catalog().find_expansion("traders-builders"))
        out.push_back({{"base", "river", "abbot", "inns-cathedrals", "traders-builders"}, {}});
    return out;
}

// A game of uniformly random legal actions, as carc-cli selfplay plays it.
GameRecord random_game(const Mix& mix, int players, uint64_t seed) {
    static const char* kNames[] = {"Anna", "Ben", "Cleo", "Dan", "Eve", "Finn"};
    static const char* kColours[] = {"red", "blue", "yellow", "green", "black", "grey"};
    GameRecord g;
    g.setup.expansions = mix.expansions;
    g.setup.options = mix.options;
    for (int p = 0; p < players; ++p) g.setup.players.push_back({kNames[p], kColours[p]});
    g.setup.seed = seed;
    auto rules = load_ruleset(g.setup, catalog());
    INFO((rules ? "" : rules.error()));
    REQUIRE(rules.ok());
    GameState state = initial_state(*rules, nullptr);
    Rng choice{seed * 0x9E3779B97F4A7C15ull + 7};
    ActionList legal;
    while (state.phase != Phase::GameOver) {
        legal_actions(*rules, state, legal);
        REQUIRE_FALSE(legal.empty());
        const Action a = legal[choice.below(static_cast<uint32_t>(legal.size()))];
        g.actions.push_back(record_action(*rules, state, a));
        apply_in_place(*rules, state, a, nullptr);
    }
    return g;
}

bool same_action(const ActionRecord& a, const ActionRecord& b) {
    return a.type == b.type && a.tile == b.tile && a.pos == b.pos && a.rotation == b.rotation && a.figure == b.figure &&
           a.feature == b.feature && a.location == b.location;
}

std::string digest_after(const GameRecord& g, int actions) {
    auto r = replay_game(catalog(), g, actions);
    INFO((r ? "" : r.error()));
    REQUIRE(r.ok());
    return state_digest(*r->states.back());
}

// The options a game comes back with from JCZ: rules JCZ plays one way take its reading.
Options options_after_jcz(const Setup& setup) {
    Options out = setup.options;
    for (const jcz::FixedRuleRow& row : jcz::fixed_rule_rows()) {
        const ExpansionDef* e = catalog().find_expansion(row.expansion);
        if (!e || std::find(setup.expansions.begin(), setup.expansions.end(), e->id) ==
                      setup.expansions.end())
            continue;
        for (const OptionDef& o : e->options)
            if (o.id == row.option) {
                if (o.default_value == row.jcz_value)
                    out[e->id].erase(o.id);
                else
                    out[e->id][o.id] = std::string(row.jcz_value);
            }
        if (out[e->id].empty()) out.erase(e->id);
    }
    return out;
}

// Export, import, and compare: the same actions, the same setup (JCZ's fixed rules aside), the
// same final digest.
void round_trip(const GameRecord& g, const std::string& what) {
    INFO(what);
    auto text = export_jcz(catalog(), g);
    INFO((text ? "" : text.error()));
    REQUIRE(text.ok());
    const JczImport back = import_jcz(*text, catalog());
    INFO(jcz_status_name(back.status) << ": " << back.message);
    REQUIRE(back.ok());
    CHECK(back.game.differences.empty());
    const GameRecord& h = back.game.record;
    REQUIRE(h.actions.size() == g.actions.size());
    for (size_t i = 0; i < g.actions.size(); ++i) {
        INFO("action " << i + 1);
        CHECK(same_action(h.actions[i], g.actions[i]));
    }
    CHECK(h.setup.seed == g.setup.seed);
    CHECK(h.setup.draw_order == g.setup.draw_order);
    CHECK(std::set<std::string>(h.setup.expansions.begin(), h.setup.expansions.end()) ==
          std::set<std::string>(g.setup.expansions.begin(), g.setup.expansions.end()));
    CHECK(h.setup.options == options_after_jcz(g.setup));
    REQUIRE(h.setup.players.size() == g.setup.players.size());
    for (size_t p = 0; p < g.setup.players.size(); ++p) {
        CHECK(h.setup.players[p].name == g.setup.players[p].name);
        CHECK(h.setup.players[p].color == g.setup.players[p].color);
    }
    CHECK(digest_after(h, -1) == digest_after(g, -1));
}

void round_trips(int games_per_mix, uint64_t first_seed) {
    int n = 0;
    for (const Mix& mix : mixes()) {
        int max_players = 0;
        for (const std::string& id : mix.expansions)
            max_players = std::max(max_players, catalog().find_expansion(id)->max_players);
        for (int i = 0; i < games_per_mix; ++i, ++n) {
            const uint64_t seed = first_seed + static_cast<uint64_t>(n);
            const int seats = max_players - kMinPlayers + 1;
            const int players = kMinPlayers + static_cast<int>(seed % static_cast<uint64_t>(seats));
            const GameRecord g = random_game(mix, players, seed);
            std::string name;
            for (const std::string& e : mix.expansions) name += e + " ";
            round_trip(g, name + "seed " + std::to_string(seed));
            // At any point: the first k actions, exported and imported, reach the same position.
            Rng cut{seed};
            GameRecord part = g;
            part.actions.resize(cut.below(static_cast<uint32_t>(g.actions.size() + 1)));
            round_trip(part, name + "seed " + std::to_string(seed) + " after " + std::to_string(part.actions.size()));
        }
    }
}

std::string jcz_dir() { return std::string(CARC_TESTS_DIR) + "/data/jcz"; }
std::string reference_dir() { return std::string(CARC_TESTS_DIR) + "/../../shared/reference/jcz/engine-tests"; }

std::string read_text(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

ExpansionDef& base_of(Catalog& c) {
    for (ExpansionDef& e : c.expansions)
        if (e.id == "base") return e;
    FAIL("no base expansion");
    throw 0;
}

// The replay messages without the bookkeeping (player, clock) that JCZ does not always write.
nlohmann::json moves(const nlohmann::json& doc) {
    nlohmann::json out = nlohmann::json::array();
    for (const auto& m : doc.at("replay")) out.push_back({{"type", m.at("type")}, {"payload", m.at("payload")}});
    return out;
}

}  // namespace

TEST_CASE("random games of every expansion mix survive export to JCZ and back", "[jcz][export]") {
    round_trips(3, 1);
}

// Thousands of games: ctest runs this as jcz/export-round-trip-thousands (label slow).
TEST_CASE("thousands of random games survive export to JCZ and back", "[.][jcz-slow]") {
    round_trips(250, 100000);
}

TEST_CASE("games with a fixed draw order and imported games survive export and back", "[jcz][export]") {
    GameRecord g;
    g.setup.players = {{"Anna", "red"}, {"Ben", "blue"}};
    g.setup.draw_order = std::vector<std::string>{"BA/C", "BA/RFr", "BA/L", "BA/Cc.1"};
    g.setup.seed = 99;
    g.actions.resize(1);
    g.actions[0].type = ActionRecord::Type::Place;
    g.actions[0].tile = "BA/C";
    g.actions[0].pos = Pos{0, -1};
    g.actions[0].rotation = 2;
    round_trip(g, "fixed order, one action");
    for (const auto& e : fs::directory_iterator(jcz_dir() + "/games")) {
        const JczImport imp = import_jcz_file(e.path().string(), catalog());
        REQUIRE(imp.ok());
        round_trip(imp.game.record, e.path().filename().string());
    }
}

TEST_CASE("exported messages are the ones JCZ writes for the same game", "[jcz][export]") {
    std::vector<std::string> files = {jcz_dir() + "/games/base-roads-cities-fields.jcz",
                                      jcz_dir() + "/games/river-discard.jcz"};
    std::error_code ec;
    if (fs::exists(reference_dir(), ec)) {
        for (const auto& e : fs::recursive_directory_iterator(reference_dir()))
            if (e.path().extension() == ".jcz") files.push_back(e.path().string());
    } else {
        WARN("no " << reference_dir() << ": JCZ's own test games are not compared");
    }
    for (const std::string& file : files) {
        INFO(file);
        const JczImport imp = import_jcz_file(file, catalog());
        if (imp.status == JczStatus::Unsupported) continue;
        REQUIRE(imp.ok());
        auto text = export_jcz(catalog(), imp.game.record);
        REQUIRE(text.ok());
        const auto original = nlohmann::json::parse(read_text(file));
        const auto exported = nlohmann::json::parse(*text);
        // PLACE_TILE, DEPLOY_MEEPLE with the lowest free meeple number, PASS only where a figure
        // could go, COMMIT after every turn: message for message.
        CHECK(moves(exported) == moves(original));
        for (const char* key : {"sets", "elements", "rules", "start"})
            CHECK(exported["setup"][key] == original["setup"][key]);
        // And JCZ's assertions still hold on the game read back from our file.
        JczImport back = import_jcz(*text, catalog());
        REQUIRE(back.ok());
        auto r = replay_game(catalog(), back.game.record);
        REQUIRE(r.ok());
        for (const JczAssertion& a : imp.game.assertions) {
            INFO(a.text);
            CHECK(check_jcz_assertion(*r, a).ok);
        }
    }
}

TEST_CASE("an export with assertions states every player's final score", "[jcz][export]") {
    const JczImport imp = import_jcz_file(jcz_dir() + "/games/abbot-return.jcz", catalog());
    REQUIRE(imp.ok());
    JczExportOptions options;
    options.with_assertions = true;
    options.name = "Abbots";
    options.created = "2026-11-29T12:00:00.000Z";
    auto text = export_jcz(catalog(), imp.game.record, options);
    REQUIRE(text.ok());
    const auto doc = nlohmann::json::parse(*text);
    CHECK(doc["name"] == "Abbots");
    CHECK(doc["created"] == "2026-11-29T12:00:00.000Z");
    CHECK(doc["test"]["assertions"] == nlohmann::json::array({"Cleo has 4 points", "Dan has 4 points"}));
    CHECK(doc["setup"]["elements"] ==
          nlohmann::json::parse(R"({"small-follower": 7, "farmers": true, "abbot": 1, "garden": 1})"));
    CHECK(doc["players"][0]["slot"] == 2);  // Cleo is yellow
    // The RETURN_MEEPLE pointer is written as JCZ 5 writes meeple pointers.
    bool found = false;
    for (const auto& m : doc["replay"])
        if (m["type"] == "RETURN_MEEPLE") {
            found = true;
            CHECK(m["payload"]["source"] == "ABBOT_RETURN");
            CHECK(m["payload"]["pointer"]["featurePointer"]["feature"].is_string());
            CHECK(m["payload"]["pointer"]["meepleId"].get<std::string>().find(".abbot.1") != std::string::npos);
        }
    CHECK(found);
    // The file is itself a test game that passes.
    const JczImport back = import_jcz(*text, catalog());
    REQUIRE(back.ok());
    REQUIRE(back.game.assertions.size() == 2);
    auto r = replay_game(catalog(), back.game.record);
    REQUIRE(r.ok());
    for (const JczAssertion& a : back.game.assertions) CHECK(check_jcz_assertion(*r, a).ok);
}

TEST_CASE("what JCZ cannot represent is refused with what it is", "[jcz][export]") {
    SECTION("more copies of a tile than the tile sets hold") {
        GameRecord g;
        g.setup.players = {{"Anna", ""}, {"Ben", ""}};
        g.setup.draw_order = std::vector<std::string>(5, "BA/L");
        auto text = export_jcz(catalog(), g);
        REQUIRE_FALSE(text.ok());
        CHECK(text.error().find("5 × BA/L") != std::string::npos);
    }
    SECTION("assertions with a player name JCZ's test runner cannot read") {
        GameRecord g;
        g.setup.players = {{"Anna Maria", ""}, {"Ben", ""}};
        CHECK(export_jcz(catalog(), g).ok());
        JczExportOptions options;
        options.with_assertions = true;
        auto text = export_jcz(catalog(), g, options);
        REQUIRE_FALSE(text.ok());
        CHECK(text.error().find("\"Anna Maria\"") != std::string::npos);
    }
    SECTION("an option of ours without a JCZ counterpart") {
        Catalog changed = catalog();
        ExpansionDef& base = base_of(changed);
        OptionDef extra;
        extra.id = "dusk";
        extra.name = "Dusk";
        extra.choices = {{"false", "Off"}, {"true", "On"}};
        extra.default_value = "false";
        base.options.push_back(extra);
        GameRecord g;
        g.setup.players = {{"Anna", ""}, {"Ben", ""}};
        g.setup.options["base"]["dusk"] = "true";
        auto text = export_jcz(changed, g);
        REQUIRE_FALSE(text.ok());
        CHECK(text.error().find("option \"Dusk\" = \"true\" has no JCloisterZone counterpart") != std::string::npos);
        g.setup.options.clear();
        CHECK(export_jcz(changed, g).ok());  // at its default it says nothing
    }
    SECTION("a figure without a JCZ counterpart") {
        Catalog changed = catalog();
        ExpansionDef& base = base_of(changed);
        FigureDef wizard;
        wizard.id = "wizard";
        wizard.name = "Wizard";
        wizard.count = 1;
        wizard.places = {FeatureKind::City};
        base.figures.push_back(wizard);
        GameRecord g;
        g.setup.players = {{"Anna", ""}, {"Ben", ""}};
        auto text = export_jcz(changed, g);
        REQUIRE_FALSE(text.ok());
        CHECK(text.error().find("the Wizard has no JCloisterZone counterpart") != std::string::npos);
    }
    SECTION("a game that does not replay") {
        GameRecord g;
        g.setup.players = {{"Anna", ""}, {"Ben", ""}};
        g.actions.resize(1);
        g.actions[0].type = ActionRecord::Type::Pass;
        auto text = export_jcz(catalog(), g);
        REQUIRE_FALSE(text.ok());
        CHECK(text.error().find("does not replay") != std::string::npos);
    }
}

TEST_CASE("export_jcz_file writes the file the game window exports", "[jcz][export]") {
    const std::string path = (fs::temp_directory_path() / "carc-test-export.jcz").string();
    GameRecord g;
    g.setup.players = {{"Anna", "red"}, {"Ben", "blue"}};
    g.setup.seed = 5;
    auto ok = export_jcz_file(catalog(), g, path);
    REQUIRE(ok.ok());
    const JczImport back = import_jcz_file(path, catalog());
    CHECK(back.ok());
    CHECK(back.game.record.setup.seed == 5);
    CHECK_FALSE(back.game.record.setup.draw_order);
    fs::remove(path);
    CHECK_FALSE(export_jcz_file(catalog(), g, "/nonexistent-folder/x.jcz").ok());
}
