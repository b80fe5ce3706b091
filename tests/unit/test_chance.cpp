// Recorded chance (include/carc/chance.hpp): a test-only module, "test-chance", declares a die of
// six faces and a bag of two red tokens and one blue, and in a step of its own after each tile
// placed rolls the die (its face in points for the current player) and draws from the bag while
// it holds a token (10 points for red, 100 for blue), face down: the token is revealed at the start
// of the next turn. Through it: a seeded game is reproducible; a record stating outcomes replays
// them; a save with outcomes round-trips to the same digest; an impossible stated outcome is an
// error naming the file and the action; the bag never yields more than it holds; the selfplay
// checker's path; a record of today's format (no outcomes) still replays.
#include <catch2/catch.hpp>

#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>

#include "carc/module.hpp"
#include "data/save.hpp"
#include "data/save_index.hpp"
#include "test_module_catalog.hpp"

using namespace carc;
namespace fs = std::filesystem;

namespace {

enum Source { kDie = 0, kBag = 1 };
enum Token { kRed = 0, kBlue = 1 };

class RollStep final : public TurnStep {
public:
    std::string_view id() const override { return "test_roll"; }
    StepStatus enter(const Ruleset& rules, GameState& state, Events* events) const override {
        const int face = draw_chance(rules, state, kDie, events);
        state.players[static_cast<size_t>(state.current_player)].score += face;
        const int token = draw_chance(rules, state, kBag, events, Face::Down);
        if (token >= 0) state.players[static_cast<size_t>(state.current_player)].score += token == kBlue ? 100 : 10;
        return StepStatus::done();
    }
};

const RollStep kRollStep;

class TestChance final : public Module {
public:
    std::string_view id() const override { return "test-chance"; }
    void configure(Ruleset& rules) const override { rules.turn.insert_after(steps::place_tile, &kRollStep); }
    std::vector<ChanceSource> chance_sources(const Ruleset&) const override {
        return {ChanceSource{"test_die", "the die", 6, {}},
                ChanceSource{"test_bag", "the bag", 0, {{"red", "a red token", 2}, {"blue", "a blue token", 1}}}};
    }
    void on_turn_start(const Ruleset& rules, GameState& state, Events* events) const override {
        while (!state.chance.face_down.empty()) reveal_chance(rules, state, 0, events);
    }
};

const TestChance kTestChance;

const Module* with_test_chance(std::string_view id) { return id == "test-chance" ? &kTestChance : find_module(id); }

// The shipped base game and the test expansion.
const Catalog& test_catalog() {
    static const Catalog c = test::catalog_with_test_module("test-chance", "Test chance", "A test expansion: a die and a bag.");
    return c;
}

Setup test_setup(uint64_t seed, bool fixed_order = false) {
    Setup s;
    s.expansions = {"base", "test-chance"};
    s.players = {{"Anna", ""}, {"Ben", ""}};
    s.seed = seed;
    if (fixed_order) s.draw_order = std::vector<std::string>{"BA/L", "BA/L", "BA/L", "BA/L", "BA/L"};
    return s;
}

Ruleset rules_for(const Setup& setup) {
    auto r = load_ruleset(setup, test_catalog(), &with_test_chance);
    if (!r) FAIL(r.error());
    return std::move(r.value());
}

struct Played {
    GameRecord record;
    std::vector<std::string> digests;  // after each action
    std::vector<int> bag_totals;       // after each action
};

// Plays the first legal action `actions` times (or to the end), recording as the window does.
Played play(const Ruleset& rules, int actions = 1000) {
    Played out;
    out.record.setup = rules.setup;
    Snapshot s = start_game(rules).state;
    record_chance(rules, *s, 0, out.record.chance);
    for (int i = 0; i < actions && s->phase != Phase::GameOver; ++i) {
        const Action a = legal_actions(rules, *s).front();
        out.record.actions.push_back(record_action(rules, *s, a));
        auto step = apply(rules, *s, a);
        REQUIRE(step);
        s = step->state;
        record_chance(rules, *s, static_cast<int>(out.record.actions.size()), out.record.chance);
        out.digests.push_back(state_digest(*s));
        out.bag_totals.push_back(bag_total(rules, *s, kBag));
    }
    return out;
}

std::string write_temp(const std::string& name, const std::string& text) {
    const fs::path path = fs::temp_directory_path() / ("carc-test-chance-" + std::to_string(getpid()) + "-" + name);
    std::ofstream(path) << text;
    return path.string();
}

}  // namespace

TEST_CASE("a seeded game draws its chance from the generator, the same every time", "[chance]") {
    const Ruleset rules = rules_for(test_setup(7));
    REQUIRE(rules.chance_sources.size() == 2);
    CHECK(rules.chance_source("test_bag") == kBag);
    const Played a = play(rules, 12);
    const Played b = play(rules, 12);
    CHECK(a.digests == b.digests);
    REQUIRE(a.record.chance.size() == b.record.chance.size());
    // A roll for every tile placed; the bag gave its three tokens, then nothing.
    const auto places = std::count_if(a.record.actions.begin(), a.record.actions.end(),
                                      [](const ActionRecord& r) { return r.type == "place"; });
    REQUIRE(places >= 4);
    int rolls = 0, draws = 0;
    for (const ChanceRecord& c : a.record.chance) {
        CHECK(c.action >= 1);
        if (c.source == "test_die") {
            ++rolls;
            const long long face = std::get<long long>(c.outcome);
            CHECK((face >= 1 && face <= 6));
        } else {
            ++draws;
        }
    }
    CHECK(rolls == places);
    CHECK(draws == 3);
    // Another seed rolls differently somewhere in six rolls (with overwhelming likelihood: 6^-6).
    const Played other = play(rules_for(test_setup(8)), 12);
    std::vector<long long> faces_a, faces_b;
    for (const ChanceRecord& c : a.record.chance)
        if (c.source == "test_die") faces_a.push_back(std::get<long long>(c.outcome));
    for (const ChanceRecord& c : other.record.chance)
        if (c.source == "test_die") faces_b.push_back(std::get<long long>(c.outcome));
    CHECK(faces_a != faces_b);
}

TEST_CASE("the bag never yields more than it holds, and what it holds is in the digest", "[chance]") {
    const Ruleset rules = rules_for(test_setup(3));
    Snapshot s = start_game(rules).state;
    CHECK(bag_total(rules, *s, kBag) == 3);
    const std::string before = state_digest(*s);
    // The same position with another token in the bag is another position.
    GameState more = *s;
    return_to_bag(rules, more, kBag, kBlue);
    CHECK(bag_count(rules, more, kBag, kBlue) == 2);
    CHECK(state_digest(more) != before);

    const Played p = play(rules, 30);
    int reds = 0, blues = 0;
    for (const ChanceRecord& c : p.record.chance)
        if (c.source == "test_bag") (std::get<std::string>(c.outcome) == "red" ? reds : blues)++;
    CHECK(reds == 2);
    CHECK(blues == 1);
    CHECK(p.bag_totals.back() == 0);
    for (size_t i = 1; i < p.bag_totals.size(); ++i) CHECK(p.bag_totals[i] <= p.bag_totals[i - 1]);

    // An empty bag draws nothing: no outcome, no step of the generator, no log line.
    GameState emptied = *s;
    for (int i = 0; i < 3; ++i) REQUIRE(draw_chance(rules, emptied, kBag, nullptr) >= 0);
    CHECK(bag_total(rules, emptied, kBag) == 0);
    const uint64_t rng = emptied.rng.state;
    const size_t drawn = emptied.chance.drawn.size();
    Events events;
    CHECK(draw_chance(rules, emptied, kBag, &events) == -1);
    CHECK(emptied.rng.state == rng);
    CHECK(emptied.chance.drawn.size() == drawn);
    CHECK(events.empty());
}

TEST_CASE("a record stating outcomes replays exactly them", "[chance]") {
    // A fixed draw order, as a scenario or an import has it.
    const Ruleset rules = rules_for(test_setup(11, true));
    const Played seeded = play(rules);
    REQUIRE(!seeded.record.chance.empty());
    // The record as it is (the seeded outcomes stated) replays to the same states.
    auto same = replay_game(test_catalog(), seeded.record, -1, &with_test_chance);
    REQUIRE(same);
    CHECK(state_digest(*same->states.back()) == seeded.digests.back());

    // State other outcomes: every roll a 6, the blue token first.
    GameRecord told = seeded.record;
    told.chance.clear();
    int tiles = 0;
    for (size_t i = 0; i < told.actions.size(); ++i) {
        if (told.actions[i].type != "place") continue;
        const int action = static_cast<int>(i + 1);
        told.chance.push_back({action, "test_die", 6LL});
        if (tiles < 3) told.chance.push_back({action, "test_bag", std::string(tiles == 0 ? "blue" : "red")});
        ++tiles;
    }
    REQUIRE(tiles == 5);
    auto replay = replay_game(test_catalog(), told, -1, &with_test_chance);
    REQUIRE(replay);
    // The two games differ only in what chance gave the player whose tile it was.
    const GameState& seeded_end = *same->states.back();
    std::vector<int> difference(2, 0);
    auto points = [](const std::vector<ChanceRecord>& chance, int action) {
        int sum = 0;
        for (const ChanceRecord& c : chance) {
            if (c.action != action) continue;
            if (c.source == "test_die") sum += static_cast<int>(std::get<long long>(c.outcome));
            else sum += std::get<std::string>(c.outcome) == "blue" ? 100 : 10;
        }
        return sum;
    };
    for (size_t i = 0; i < told.actions.size(); ++i) {
        const int player = replay->states[i]->current_player;
        const int action = static_cast<int>(i + 1);
        difference[static_cast<size_t>(player)] += points(told.chance, action) - points(seeded.record.chance, action);
    }
    CHECK(replay->states.back()->players[0].score - seeded_end.players[0].score == difference[0]);
    CHECK(replay->states.back()->players[1].score - seeded_end.players[1].score == difference[1]);
    CHECK(difference != std::vector<int>{0, 0});
    // The log says what was drawn: the die's face at once, the face-down token when revealed.
    std::vector<std::string> lines;
    for (const Events& ev : replay->events)
        for (const Event& e : ev) lines.push_back(describe(replay->rules, e));
    CHECK(std::count(lines.begin(), lines.end(), "the die shows 6") == 5);
    CHECK(std::count(lines.begin(), lines.end(), "a face-down draw from the bag") == 3);
    CHECK(std::count(lines.begin(), lines.end(), "the face-down draw from the bag is a blue token") == 1);
    CHECK(std::count(lines.begin(), lines.end(), "the face-down draw from the bag is a red token") == 2);
    // The checked API with the stated outcomes: what it drew is what was stated.
    CHECK(replay->states[1]->chance.drawn ==
          std::vector<ChanceOutcome>{{kDie, 6}, {kBag, kBlue}});
}

TEST_CASE("an impossible stated outcome is an error naming the file and the action", "[chance]") {
    const Ruleset rules = rules_for(test_setup(5, true));
    const Played p = play(rules);
    SaveFile save;
    save.game = p.record;
    save.digest = p.digests.back();
    auto refused = [&](std::vector<ChanceRecord> chance, const std::string& name) {
        SaveFile bad = save;
        bad.game.chance = std::move(chance);
        const std::string path = write_temp(name, save_to_json(bad));
        auto loaded = load_game_file(test_catalog(), path, &with_test_chance);
        fs::remove(path);
        REQUIRE_FALSE(loaded);
        return loaded.error();
    };
    const std::string face = refused({{1, "test_die", 7LL}}, "face.carc.json");
    CHECK(face.find("face.carc.json: action 1 (") != std::string::npos);
    CHECK(face.find("chance: test_die has faces 1 to 6, not 7") != std::string::npos);
    // The bag holds one blue token: a second cannot come out (at the second tile placed).
    int second = 0;
    for (size_t i = 1; i < p.record.actions.size() && !second; ++i)
        if (p.record.actions[i].type == "place") second = static_cast<int>(i + 1);
    REQUIRE(second > 1);
    const std::string blue = refused({{1, "test_die", 3LL},
                                      {1, "test_bag", std::string("blue")},
                                      {second, "test_die", 3LL},
                                      {second, "test_bag", std::string("blue")}},
                                     "blue.carc.json");
    CHECK(blue.find("blue.carc.json: action " + std::to_string(second) + " (place BA/L") != std::string::npos);
    CHECK(blue.find("chance: test_bag holds no blue now (it holds 2 red)") != std::string::npos);
    CHECK(refused({{1, "test_bag", std::string("green")}}, "green.carc.json")
              .find("action 1 (place BA/L") != std::string::npos);
    CHECK(refused({{1, "test_bag", std::string("green")}}, "green.carc.json")
              .find("chance: test_bag holds no token \"green\" (its tokens: red, blue)") != std::string::npos);
    CHECK(refused({{1, "dice", 2LL}}, "dice.carc.json")
              .find("action 1 (place BA/L") != std::string::npos);
    CHECK(refused({{1, "dice", 2LL}}, "dice.carc.json")
              .find("chance: no source \"dice\" in this game (it has test_die, test_bag)") != std::string::npos);
    // More outcomes than the action draws; an outcome of a pass, which draws nothing.
    CHECK(refused({{1, "test_die", 1LL}, {1, "test_bag", std::string("red")}, {1, "test_die", 3LL}}, "many.carc.json")
              .find("chance: 3 outcomes stated, but 2 drawn") != std::string::npos);
    // Outcomes are stated in the order drawn: the die first, then the bag.
    CHECK(refused({{1, "test_bag", std::string("red")}}, "order.carc.json")
              .find("chance: the outcome stated is one of test_bag, but test_die was drawn from") != std::string::npos);
    if (second > 2)  // action 2 is the first tile's figure step: it draws nothing
        CHECK(refused({{2, "test_die", 1LL}}, "pass.carc.json").find("chance: 1 outcome stated, but 0 drawn") !=
              std::string::npos);

    // What the file itself gets wrong is refused while reading, with its path in the file.
    std::string text = save_to_json(save);
    auto with = [&](const std::string& chance) {
        std::string t = text;
        const size_t at = t.find(",\n  \"chance\": [");
        REQUIRE(at != std::string::npos);
        const size_t end = t.find("\n  ]", at);
        t.replace(at, end + 4 - at, ",\n  \"chance\": " + chance);
        return parse_save(t, "edited.carc.json");
    };
    auto unordered = with(R"([{"action": 3, "source": "test_die", "outcome": 1}, {"action": 1, "source": "test_die", "outcome": 1}])");
    REQUIRE_FALSE(unordered);
    CHECK(unordered.error().find("edited.carc.json") != std::string::npos);
    CHECK(unordered.error().find("/chance/1/action: outcomes of chance are in the order of their actions") != std::string::npos);
    auto beyond = with(R"([{"action": 99, "source": "test_die", "outcome": 1}])");
    REQUIRE_FALSE(beyond);
    CHECK(beyond.error().find("/chance/0/action") != std::string::npos);
    auto listy = with(R"([{"action": 1, "source": "test_die", "outcome": [1]}])");
    REQUIRE_FALSE(listy);
    CHECK(listy.error().find("/chance/0/outcome: an outcome of chance is a number") != std::string::npos);
}

TEST_CASE("a save with outcomes of chance round-trips to the same digest", "[chance]") {
    const Ruleset rules = rules_for(test_setup(21));
    const Played p = play(rules, 9);
    SaveFile save;
    save.game = p.record;
    save.digest = p.digests.back();
    const std::string text = save_to_json(save);
    CHECK(text.find("\"chance\": [") != std::string::npos);
    CHECK(text.find(R"({"action":1,"source":"test_die","outcome":)") != std::string::npos);
    auto read = parse_save(text, "chance.carc.json");
    REQUIRE(read);
    REQUIRE(read->game.chance.size() == p.record.chance.size());
    CHECK(save_to_json(*read) == text);
    auto replay = replay_game(test_catalog(), read->game, -1, &with_test_chance);
    REQUIRE(replay);
    CHECK(verify_save(*read, replay).empty());
    // Replayed part way, the outcomes of the later actions wait unused.
    auto part = replay_game(test_catalog(), read->game, 4, &with_test_chance);
    REQUIRE(part);
    CHECK(state_digest(*part->states.back()) == p.digests[3]);
    // Cut after four actions (a branch, an export to a turn), it keeps the outcomes of those only.
    GameRecord cut = read->game;
    keep_first_actions(cut, 4);
    CHECK(cut.actions.size() == 4);
    CHECK(!cut.chance.empty());
    CHECK(cut.chance.size() < read->game.chance.size());
    for (const ChanceRecord& c : cut.chance) CHECK(c.action <= 4);
    auto cut_replay = replay_game(test_catalog(), cut, -1, &with_test_chance);
    REQUIRE(cut_replay);
    CHECK(state_digest(*cut_replay->states.back()) == p.digests[3]);
    // Uncut, outcomes beyond the actions are refused.
    GameRecord beyond = cut;
    beyond.chance.push_back({5, "test_die", 1LL});
    auto refused = replay_game(test_catalog(), beyond, -1, &with_test_chance);
    REQUIRE_FALSE(refused);
    CHECK(refused.error().find("names action 5: outcomes go with actions 0 to 4, in their order") != std::string::npos);
}

TEST_CASE("a record of today's format, without outcomes, still replays: the generator draws them",
          "[chance]") {
    const Ruleset rules = rules_for(test_setup(33));
    const Played p = play(rules, 10);
    GameRecord bare = p.record;
    bare.chance.clear();
    SaveFile save;
    save.game = bare;
    save.digest = p.digests.back();
    const std::string text = save_to_json(save);
    CHECK(text.find("\"chance\"") == std::string::npos);
    auto read = parse_save(text, "bare.carc.json");
    REQUIRE(read);
    auto replay = replay_game(test_catalog(), read->game, -1, &with_test_chance);
    REQUIRE(replay);
    CHECK(verify_save(*read, replay).empty());
    // A game without a source of chance has no bags and no outcomes: nothing new in its state.
    Setup plain = test_setup(33);
    plain.expansions = {"base"};
    auto base = load_ruleset(plain, test_catalog(), &with_test_chance);
    REQUIRE(base);
    CHECK(base->chance_sources.empty());
    Snapshot s = start_game(*base).state;
    CHECK(s->chance.bags.empty());
    auto step = apply(*base, *s, legal_actions(*base, *s).front());
    REQUIRE(step);
    CHECK(step->state->chance.drawn.empty());
}

TEST_CASE("the fast path and the checked API with stated outcomes agree, as selfplay checks", "[chance]") {
    const Ruleset rules = rules_for(test_setup(44));
    GameState fast = initial_state(rules, nullptr);
    Snapshot checked = start_game(rules).state;
    std::vector<ChanceRecord> chance;
    int action = 0;
    while (fast.phase != Phase::GameOver && action < 60) {
        const ActionList legal = legal_actions(rules, fast);
        const Action a = legal[static_cast<size_t>(action * 7) % legal.size()];
        const ActionRecord rec = record_action(rules, fast, a);
        apply_in_place(rules, fast, a, nullptr);
        ++action;
        const size_t before = chance.size();
        record_chance(rules, fast, action, chance);
        auto stated = resolve_chance(rules, std::span<const ChanceRecord>(chance).subspan(before));
        REQUIRE(stated);
        auto resolved = resolve_action(rules, *checked, rec);
        REQUIRE(resolved);
        auto step = apply(rules, *checked, *resolved, *stated);
        REQUIRE(step);
        checked = step->state;
        REQUIRE(state_digest(*checked) == state_digest(fast));
    }
    CHECK(action == 60);
}

TEST_CASE("unsound sources of chance are refused", "[chance]") {
    struct Bad final : Module {
        std::vector<ChanceSource> sources;
        std::string_view id() const override { return "test-chance"; }
        std::vector<ChanceSource> chance_sources(const Ruleset&) const override { return sources; }
    };
    static Bad bad;
    auto problem = [](std::vector<ChanceSource> sources) {
        bad.sources = std::move(sources);
        auto r = load_ruleset(test_setup(1), test_catalog(),
                              [](std::string_view id) -> const Module* { return id == "test-chance" ? &bad : find_module(id); });
        REQUIRE_FALSE(r);
        return r.error();
    };
    CHECK(problem({{"d", "the die", 0, {}}}) ==
          "test-chance: \"d\" is a die of 1 to 100 faces or a bag of tokens, not both nor neither");
    CHECK(problem({{"d", "the die", 6, {}}, {"d", "the die", 4, {}}}) ==
          "test-chance declares the source of chance \"d\" twice");
    CHECK(problem({{"b", "the bag", 0, {{"x", "an x", 1}, {"x", "an x", 2}}}}) ==
          "test-chance: \"b\" lists the token \"x\" twice");
    CHECK(problem({{"b", "the bag", 0, {{"x", "an x", -1}}}}) == "test-chance: \"b\" holds -1 of \"x\" (0 to 1000)");
}
