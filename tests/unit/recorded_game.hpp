// A unit test's game that plays a test-only module (test_feature_kinds.cpp's castles,
// test_feature_links.cpp's ferries) as a save would hold it: it keeps the record of every action,
// compares the incremental feature graph with rebuild_all after every action and every change a
// test makes outside the actions, and checks that its save replays to the same digest.
#pragma once

#include <catch2/catch.hpp>
#include <memory>
#include <string>
#include <vector>

#include "carc/engine.hpp"
#include "carc/feature_changes.hpp"
#include "carc/record.hpp"
#include "data/save.hpp"

namespace carc::test {

struct RecordedGame {
    const Catalog* catalog = nullptr;
    ModuleLookup modules = nullptr;
    Ruleset rules;
    Snapshot state;
    GameRecord record;
    Events events;  // everything the actions said, in order

    RecordedGame(const Catalog& c, ModuleLookup lookup, Setup setup)
        : catalog(&c), modules(lookup) {
        record.setup = std::move(setup);
        auto r = load_ruleset(record.setup, c, lookup);
        if (!r) FAIL(r.error());
        rules = std::move(r.value());
        state = start_game(rules).state;
    }
    void act(const Action& a) {
        record.actions.push_back(record_action(rules, *state, a));
        auto step = apply(rules, *state, a);
        if (!step) FAIL(describe(rules, *state, a) + ": " + step.error());
        state = step->state;
        events.insert(events.end(), step->events.begin(), step->events.end());
        require_graph_agrees();
    }
    // A change made outside any action (as a module's hook would make it).
    template <class F>
    void change(F&& f) {
        GameState s = *state;
        f(s);
        state = std::make_shared<const GameState>(std::move(s));
        require_graph_agrees();
    }
    void require_graph_agrees() const {
        const auto problems = feature_graph_problems(rules, *state);
        INFO((problems.empty() ? std::string() : problems.front()));
        REQUIRE(problems.empty());
    }
    int tile(Pos p) const { return state->board.tile_index(p); }
    std::vector<ScoreEvent> scores() const {
        std::vector<ScoreEvent> out;
        for (const Event& e : events)
            if (auto s = std::get_if<ScoreEvent>(&e)) out.push_back(*s);
        return out;
    }
    // The save's round trip: written, read, replayed to the same digest.
    void require_save_replays() const {
        SaveFile save;
        save.game = record;
        save.digest = digest_to_save(rules, *state);
        auto read = parse_save(save_to_json(save), "recorded.carc.json");
        REQUIRE(read);
        auto replay = replay_game(*catalog, read->game, -1, modules);
        if (!replay) FAIL(replay.error());
        CHECK(verify_save(*read, replay).empty());
        CHECK(state_digest(*replay->states.back()) == state_digest(*state));
    }
};

}  // namespace carc::test
