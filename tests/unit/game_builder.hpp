// A small driver for unit tests: a game with a fixed draw order, advanced by placing tiles and
// figures by board position and location name, failing the test on any illegal step.
#pragma once

#include <catch2/catch.hpp>

#include <fstream>
#include <memory>
#include <sstream>
#include <string>

#include "carc/engine.hpp"
#include "carc/record.hpp"
#include "carc/rule_links.hpp"

namespace carc::test {

inline const Catalog& catalog() {
    static const Catalog c = [] {
        auto r = load_catalog(CARC_TEST_DATA_DIR);
        if (!r) FAIL(r.error());
        return std::move(r.value());
    }();
    return c;
}

// data/rules/links.json as shipped.
inline const RuleLinks& shipped_links() {
    static const RuleLinks links = [] {
        auto r = RuleLinks::load(std::string(CARC_TEST_DATA_DIR) + "/rules/links.json");
        if (!r) FAIL(r.error());
        return *r;
    }();
    return links;
}

struct GameBuilder {
    Ruleset rules;
    Snapshot state;
    Events events;  // everything that happened, in order

    explicit GameBuilder(std::vector<std::string> draw_order, std::vector<std::string> expansions = {"base"},
                         int players = 2, std::map<std::string, std::map<std::string, std::string>> options = {}) {
        Setup s;
        s.expansions = std::move(expansions);
        s.options = std::move(options);
        static const char* names[] = {"Anna", "Ben", "Cleo", "Dan", "Eve", "Finn"};
        for (int i = 0; i < players; ++i) s.players.push_back({names[i], ""});
        s.draw_order = std::move(draw_order);
        auto r = load_ruleset(s, catalog());
        if (!r) FAIL(r.error());
        rules = std::move(r.value());
        Step first = start_game(rules);
        state = first.state;
        events = std::move(first.events);
    }

    Result<Step> try_apply(const Action& a) { return apply(rules, *state, a); }
    // Why the action is illegal now, in English; empty when it is legal.
    std::string why(const Action& a) const {
        auto m = why_illegal(rules, *state, a);
        return m ? format(rules, *m) : std::string();
    }

    void act(const Action& a) {
        auto step = try_apply(a);
        if (!step) FAIL(describe(rules, *state, a) + ": " + step.error());
        state = step->state;
        events.insert(events.end(), step->events.begin(), step->events.end());
    }
    void place(int x, int y, int rotation) { act(place_action({x, y}, rotation)); }
    void deploy(const std::string& figure, const std::string& kind, const std::string& location) {
        ActionRecord r;
        r.type = "deploy";
        r.figure = figure;
        r.feature = kind;
        r.location = location;
        auto a = resolve_action(rules, *state, r);
        if (!a) FAIL(a.error());
        act(*a);
    }
    void pass() { act(pass_action()); }
    int score(int player) const { return state->players[static_cast<size_t>(player)].score; }
    std::vector<ScoreEvent> scores() const {
        std::vector<ScoreEvent> out;
        for (const Event& e : events)
            if (auto s = std::get_if<ScoreEvent>(&e)) out.push_back(*s);
        return out;
    }
};

// The JCloisterZone test files (tests/data/jcz) and a whole file as text.
inline std::string jcz_dir() { return std::string(CARC_TESTS_DIR) + "/data/jcz"; }
inline std::string read_text(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

}  // namespace carc::test
