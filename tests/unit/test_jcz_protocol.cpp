// JCloisterZone's turn protocol and spellings in our exports (docs/jcz.md, "The order of the
// messages", "Rules"): random games are exported and their messages checked against JCZ's phases
// (the abbey asked before the tile, the COMMIT that ends the action phase before the City's moves
// and the wagons', the Count's move after it, a COMMIT after each wagon's move, the abbeys asked
// again once the pile is empty), and read back as the same game; JCZ's spellings (the abbey
// AM/A, the barn's meeple ids, the Tower at I, the shrine element); every rule a codec declares
// both ways. JCZ's own engine replays the same kind of games in ../shared/tools/jczoracle
// (check-mixes.sh, scripts/jcz-roundtrip); these tests need no Java.
#include <algorithm>
#include <nlohmann/json.hpp>
#include <set>

#include "modules/abbey_mayor.hpp"
#include "data/jcz.hpp"
#include "data/jcz/mapping.hpp"
#include "game_builder.hpp"

namespace {

using namespace carc;
using carc::test::catalog;
using json = nlohmann::json;

GameRecord random_game(std::vector<std::string> expansions, std::map<std::string, std::map<std::string, std::string>> options,
                       int players, uint64_t seed) {
    static const char* kNames[] = {"Anna", "Ben", "Cleo", "Dan", "Eve"};
    GameRecord g;
    g.setup.expansions = std::move(expansions);
    g.setup.options = std::move(options);
    for (int p = 0; p < players; ++p) g.setup.players.push_back({kNames[p], ""});
    g.setup.seed = seed;
    auto played = jcz_play_on(catalog(), g, 0, seed);
    INFO((played ? "" : played.error()));
    REQUIRE(played.ok());
    return *played;
}

// The export of `g` as JSON, read back as the same game with no rules difference.
json exported(const GameRecord& g, JczImport* back = nullptr) {
    auto text = export_jcz(catalog(), g);
    INFO((text ? "" : text.error()));
    REQUIRE(text.ok());
    JczImport imp = import_jcz(*text, catalog());
    INFO(imp.message);
    REQUIRE(imp.ok());
    CHECK(imp.game.differences.empty());
    // The same game: as many actions (a builder on a feature its tile completes, which JCZ
    // refuses and which changes nothing, comes back as passing) and the same final position.
    REQUIRE(imp.game.record.actions.size() == g.actions.size());
    auto ours = replay_game(catalog(), g);
    auto theirs = replay_game(catalog(), imp.game.record);
    REQUIRE(ours.ok());
    REQUIRE(theirs.ok());
    CHECK(state_digest(*theirs->states.back()) == state_digest(*ours->states.back()));
    if (back) *back = std::move(imp);
    return json::parse(*text);
}

bool is_quarter(const json& payload) {
    return payload.contains("pointer") && payload["pointer"].value("feature", "") == "Quarter";
}

}  // namespace

TEST_CASE("JCZ asks for the abbey before every tile while it fits: declined, it is PASS then COMMIT", "[jcz][protocol]") {
    int declined = 0, asked_at_the_end = 0;
    for (uint64_t seed = 1; seed <= 6; ++seed) {
        INFO("seed " << seed);
        const GameRecord g = random_game({"base", "abbey-mayor"}, {{"abbey-mayor", {{"wagon", "false"}}}}, 2 + seed % 3, seed);
        JczImport back;
        const json doc = exported(g, &back);
        const json& messages = doc["replay"];
        auto r = replay_game(catalog(), g);
        REQUIRE(r.ok());
        for (size_t i = 0; i < g.actions.size(); ++i) {
            if (g.actions[i].type != "place") continue;
            const GameState& before = *r->states[i];
            bool abbey_fits = false;
            for (const Action& a : legal_actions(r->rules, before)) abbey_fits |= a.def->id() == "place_abbey";
            // The action's message (1-based), and the two before it.
            const int at = back.game.action_messages[i] - 1;
            REQUIRE(at >= 0);
            REQUIRE(messages[static_cast<size_t>(at)]["type"] == "PLACE_TILE");
            const bool pass_commit = at >= 2 && messages[static_cast<size_t>(at - 2)]["type"] == "PASS" &&
                                     messages[static_cast<size_t>(at - 1)]["type"] == "COMMIT" &&
                                     messages[static_cast<size_t>(at - 2)]["player"] == before.current_player;
            INFO("action " << i + 1);
            CHECK(pass_commit == abbey_fits);
            declined += pass_commit;
        }
        // Once the pile is empty, every holder of an abbey that fits declines it after the last COMMIT.
        size_t last_commit = 0;
        for (size_t m = 0; m < messages.size(); ++m)
            if (messages[m]["type"] == "COMMIT") last_commit = m;
        for (size_t m = last_commit + 1; m < messages.size(); ++m) {
            CHECK(messages[m]["type"] == "PASS");
            CHECK(abbeys_left(r->rules, *r->states.back(), messages[m]["player"].get<int>()) > 0);
            ++asked_at_the_end;
        }
        // Every abbey placed is JCZ's tile id.
        for (const json& m : messages)
            if (m["type"] == "PLACE_TILE" && m["payload"]["tileId"].get<std::string>().rfind("AM", 0) == 0 &&
                m["payload"]["tileId"].get<std::string>().size() == 4)
                CHECK(m["payload"]["tileId"] == "AM/A");
    }
    CHECK(declined > 0);
    CHECK(asked_at_the_end > 0);
}

TEST_CASE("JCZ's COMMIT ends the action phase: the City's moves, the Count and the wagons come after it", "[jcz][protocol]") {
    int after_commit = 0, wagon_moves = 0;
    for (uint64_t seed = 1; seed <= 6; ++seed) {
        INFO("seed " << seed);
        // The wagon's reach JCZ plays by default (C2): with ours, "adjoining", the export refuses
        // the games where C2 offers a wagon a move ours did not (test_jcz_rules.cpp).
        const GameRecord g = random_game({"base", "count", "abbey-mayor"},
                                         {{"abbey-mayor", {{"barn", "false"}, {"wagon_move", "nearby"}}}}, 2 + seed % 3, seed);
        const json messages = exported(g)["replay"];
        std::set<std::string> in_the_city;  // meeple ids waiting in a quarter
        bool committed = true;              // the current turn part's COMMIT is read
        int turn_player = -1;
        for (size_t m = 0; m < messages.size(); ++m) {
            const json& msg = messages[m];
            const std::string type = msg["type"];
            const json& p = msg["payload"];
            INFO("message " << m + 1 << ": " << msg.dump());
            if (type == "PLACE_TILE") {
                committed = false;
                turn_player = msg["player"];
            } else if (type == "COMMIT") {
                committed = true;
            } else if (type == "DEPLOY_MEEPLE" && is_quarter(p)) {
                CHECK(committed);  // a meeple into the City: after the scoring
                in_the_city.insert(p["meepleId"].get<std::string>());
                ++after_commit;
            } else if (type == "DEPLOY_MEEPLE" && in_the_city.count(p["meepleId"].get<std::string>())) {
                CHECK(committed);  // a move out of the City: before the scoring, after the COMMIT
                in_the_city.erase(p["meepleId"].get<std::string>());
                ++after_commit;
            } else if (type == "MOVE_NEUTRAL_FIGURE") {
                CHECK(committed);  // the Count
                ++after_commit;
            } else if (type == "DEPLOY_MEEPLE" && p["meepleId"].get<std::string>().find(".wagon.") != std::string::npos &&
                       (committed || msg["player"] != turn_player)) {
                // A wagon moving on after the scoring: JCZ waits for its owner's COMMIT.
                CHECK(committed);
                REQUIRE(m + 1 < messages.size());
                CHECK(messages[m + 1]["type"] == "COMMIT");
                ++wagon_moves;
            }
        }
    }
    CHECK(after_commit > 0);
    CHECK(wagon_moves > 0);
}

TEST_CASE("JCZ's spellings: barns <player>.barn.<n> beside the pig, the Tower at I, the shrine element", "[jcz][protocol]") {
    int barns = 0, pigs = 0;
    for (uint64_t seed = 1; seed <= 4; ++seed) {
        const GameRecord g = random_game({"base", "traders-builders", "abbey-mayor"}, {{"abbey-mayor", {{"wagon", "false"}}}},
                                         3, seed);
        const json doc = exported(g);
        for (const json& m : doc["replay"])
            if (m["type"] == "DEPLOY_MEEPLE") {
                const std::string id = m["payload"]["meepleId"];
                barns += id.find(".barn.") != std::string::npos;
                pigs += id.find(".pig.") != std::string::npos;
            }
    }
    CHECK(barns > 0);
    CHECK(pigs > 0);
    int tower_pointers = 0;
    for (uint64_t seed = 1; seed <= 3; ++seed) {
        const json doc = exported(random_game({"base", "tower"}, {}, 2, seed));
        for (const json& m : doc["replay"]) {
            const json& p = m["payload"];
            const json* pointer = p.contains("pointer") ? &p["pointer"] : nullptr;
            if (pointer && pointer->contains("featurePointer")) pointer = &(*pointer)["featurePointer"];
            if (pointer && pointer->value("feature", "") == "Tower") {
                CHECK((*pointer)["location"] == "I");
                ++tower_pointers;
            }
        }
    }
    CHECK(tower_pointers > 0);
    const json shrines = exported(random_game({"base", "shrines"}, {}, 2, 1));
    CHECK(shrines["setup"]["elements"]["shrine"] == true);
}

TEST_CASE("every JCZ rule a codec declares goes out and comes back with each value of its option", "[jcz][protocol]") {
    const std::vector<jcz::DeclaredRule> declared = jcz::declared_rules(catalog());
    std::set<std::string> keys;
    for (const jcz::DeclaredRule& d : declared) keys.insert(std::string(d.rule.rule));
    // The rules of our expansions in JCZ's client (src/renderer/models/rules.js).
    for (const char* k : {"tiny-city-scoring", "dragon-move", "fairy-placement", "princess-action", "count-move",
                          "coc-final-scoring", "king-and-robber-scoring", "barn-placement"})
        CHECK(keys.count(k));
    for (const jcz::DeclaredRule& d : declared) {
        if (d.rule.option.empty()) continue;
        const OptionDef* option = nullptr;
        for (const OptionDef& o : d.expansion->options)
            if (o.id == d.rule.option) option = &o;
        REQUIRE(option);
        std::vector<std::string> values;
        for (const auto& c : option->choices) values.push_back(c.first);
        if (values.empty()) values = {"true", "false"};
        for (const std::string& value : values) {
            INFO(d.expansion->id << "." << option->id << " = " << value);
            GameRecord g;
            g.setup.players = {{"Anna", ""}, {"Ben", ""}};
            g.setup.expansions = {"base"};
            if (d.expansion->id != "base") g.setup.expansions.push_back(d.expansion->id);
            if (value != option->default_value) g.setup.options[d.expansion->id][option->id] = value;
            const auto theirs = jcz::rule_to_jcz(d.rule, value);
            auto text = export_jcz(catalog(), g);
            if (!theirs) {
                // Our value JCZ has no reading for: refused with the rule's name.
                REQUIRE_FALSE(text.ok());
                CHECK(text.error().find("has no JCloisterZone counterpart") != std::string::npos);
                continue;
            }
            INFO((text ? "" : text.error()));
            REQUIRE(text.ok());
            const json doc = json::parse(*text);
            if (!d.rule.rule.empty()) {
                const json& rules = doc["setup"]["rules"];
                CHECK(rules.contains(std::string(d.rule.rule)) == (*theirs != d.rule.jcz_default));
                if (rules.contains(std::string(d.rule.rule))) CHECK(rules[std::string(d.rule.rule)] == *theirs);
            }
            const JczImport back = import_jcz(*text, catalog());
            REQUIRE(back.ok());
            const auto& options = back.game.record.setup.options;
            const auto ours = jcz::rule_from_jcz(d.rule, *theirs);
            REQUIRE(ours);
            const auto e = options.find(d.expansion->id);
            const std::string got = e != options.end() && e->second.count(option->id) ? e->second.at(option->id)
                                                                                     : option->default_value;
            CHECK(got == *ours);
        }
    }
}
