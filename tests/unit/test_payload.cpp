// The open action payload (include/carc/action_def.hpp): a test-only module, "test-bids", lists
// two actions open in the action step: a bid of 1 to 12 points for the current player (a Number
// field and a Player field) and an axis for the tile just placed (a Square field and a Choice
// field). Through it: listing with kOpenValue, apply inside and outside the range with the
// refusal's words, concrete values (all for perft, samples for the bots), record and resolve by
// field name, a save's round trip and the errors a save's wrong field gets.
#include <catch2/catch.hpp>

#include "carc/module.hpp"
#include "data/save.hpp"
#include "game_builder.hpp"
#include "test_module_catalog.hpp"

using namespace carc;

namespace {

class BidDef final : public ActionDef {
public:
    std::string_view id() const override { return "test_bid"; }
    void apply(const Ruleset&, GameState& state, const Action& a, Events*) const override {
        state.players[static_cast<size_t>(a.player)].score += a.value;
    }
    Message describe(const Ruleset&, const GameState&, const Action& a) const override {
        return Message("{player} bids {points}", {{"player", arg::Player{a.player}}, {"points", int{a.value}}});
    }
    ActionRecord record(const Ruleset& rules, const GameState& state, const Action& a) const override {
        return record_fields(*this, rules, state, a);
    }
    Result<Action> resolve(const Ruleset& rules, const GameState& state, const ActionRecord& r) const override {
        return resolve_fields(*this, rules, state, r);
    }
    std::span<const FieldDef> fields() const override { return kFields; }
    ValueRange value_range(const Ruleset&, const GameState&, const Action&) const override { return {1, 12}; }
    Message out_of_range(const Ruleset&, const GameState&, const Action&, ValueRange r) const override {
        return Message("a bid is {min} to {max} points", {{"min", int{r.min}}, {"max", int{r.max}}});
    }

private:
    static constexpr FieldDef kFields[] = {{"player", FieldKind::Player, Slot::Player},
                                           {"bid", FieldKind::Number, Slot::Value}};
};

constexpr std::string_view kAxes[] = {"north-south", "east-west"};

class AxisDef final : public ActionDef {
public:
    std::string_view id() const override { return "test_axis"; }
    void apply(const Ruleset&, GameState&, const Action&, Events*) const override {}
    Message describe(const Ruleset&, const GameState&, const Action& a) const override {
        return Message("axis {axis} at {pos}", {{"axis", int{a.value}}, {"pos", arg::Square{a.pos}}});
    }
    ActionRecord record(const Ruleset& rules, const GameState& state, const Action& a) const override {
        return record_fields(*this, rules, state, a);
    }
    Result<Action> resolve(const Ruleset& rules, const GameState& state, const ActionRecord& r) const override {
        return resolve_fields(*this, rules, state, r);
    }
    std::span<const FieldDef> fields() const override { return kFields; }
    ValueRange value_range(const Ruleset&, const GameState&, const Action&) const override { return {0, 1}; }

private:
    static constexpr FieldDef kFields[] = {{"square", FieldKind::Square, Slot::Pos},
                                           {"axis", FieldKind::Choice, Slot::Value, kAxes}};
};

const BidDef kBid;
const AxisDef kAxis;

class TestBids final : public Module {
public:
    std::string_view id() const override { return "test-bids"; }
    std::vector<const ActionDef*> action_defs() const override { return {&kBid, &kAxis}; }
    void add_step_actions(const Ruleset&, const GameState& state, std::string_view step,
                          ActionList& out) const override {
        if (step != steps::action || state.placed_tile < 0) return;
        Action bid;
        bid.def = &kBid;
        bid.player = static_cast<int8_t>(state.current_player);
        bid.value = kOpenValue;
        out.push_back(bid);
        Action axis;
        axis.def = &kAxis;
        axis.pos = state.board.tile(state.placed_tile).pos;
        axis.value = kOpenValue;
        out.push_back(axis);
    }
};

const TestBids kTestBids;

const Module* with_test_bids(std::string_view id) { return id == "test-bids" ? &kTestBids : find_module(id); }

// The shipped base game and the test expansion.
const Catalog& test_catalog() {
    static const Catalog c = test::catalog_with_test_module("test-bids", "Test bids", "A test expansion: open bids and axes.");
    return c;
}

Setup test_setup() {
    Setup s;
    s.expansions = {"base", "test-bids"};
    s.players = {{"Anna", ""}, {"Ben", ""}};
    s.draw_order = std::vector<std::string>{"BA/L", "BA/L", "BA/L"};
    return s;
}

Ruleset test_rules() {
    auto r = load_ruleset(test_setup(), test_catalog(), &with_test_bids);
    if (!r) FAIL(r.error());
    return std::move(r.value());
}

// The first tile placed: the action step waits with the open entries listed.
Snapshot at_action_step(const Ruleset& rules) {
    Snapshot s = start_game(rules).state;
    const ActionList legal = legal_actions(rules, *s);
    REQUIRE(!legal.empty());
    REQUIRE(is_place(legal.front()));
    auto step = apply(rules, *s, legal.front());
    REQUIRE(step);
    REQUIRE(step->state->phase == Phase::PlaceFigure);
    return step->state;
}

Action bid(int player, int value) {
    Action a;
    a.def = &kBid;
    a.player = static_cast<int8_t>(player);
    a.value = static_cast<int16_t>(value);
    return a;
}

std::string why(const Ruleset& rules, const GameState& state, const Action& a) {
    auto m = why_illegal(rules, state, a);
    return m ? format(rules, *m) : std::string();
}

uint64_t perft(const Ruleset& rules, const GameState& state, int depth) {
    if (depth == 0 || state.phase == Phase::GameOver) return 1;
    ActionList listed, scratch;
    legal_actions(rules, state, listed);
    uint64_t total = 0;
    for (const Action& a : concrete_actions(rules, state, listed, scratch, Expand::All)) {
        auto step = apply(rules, state, a);
        REQUIRE(step);
        total += perft(rules, *step->state, depth - 1);
    }
    return total;
}

}  // namespace

TEST_CASE("an action listed open stands for every value of its range", "[payload]") {
    const Ruleset rules = test_rules();
    // Nothing open before the tile: the list itself, not a copy.
    Snapshot start = start_game(rules).state;
    const ActionList placements = legal_actions(rules, *start);
    ActionList scratch;
    CHECK(&concrete_actions(rules, *start, placements, scratch, Expand::All) == &placements);

    Snapshot s = at_action_step(rules);
    const ActionList listed = legal_actions(rules, *s);
    const auto open = std::count_if(listed.begin(), listed.end(), [](const Action& a) { return a.value == kOpenValue; });
    CHECK(open == 2);

    const ActionList all = concrete_actions(rules, *s, listed, scratch, Expand::All);
    CHECK(all.size() == listed.size() - 2 + 12 + 2);
    std::vector<int> bids, axes;
    for (const Action& a : all) {
        CHECK(a.value != kOpenValue);
        if (a.def == &kBid) bids.push_back(a.value);
        if (a.def == &kAxis) axes.push_back(a.value);
    }
    CHECK(bids == std::vector<int>{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12});
    CHECK(axes == std::vector<int>{0, 1});

    // Samples: a range of more than 8 values gives its ends and 6 evenly spaced between; a
    // small one every value.
    ActionList sampled_scratch;
    const ActionList& sampled = concrete_actions(rules, *s, listed, sampled_scratch, Expand::Sample);
    bids.clear();
    axes.clear();
    for (const Action& a : sampled) {
        if (a.def == &kBid) bids.push_back(a.value);
        if (a.def == &kAxis) axes.push_back(a.value);
    }
    CHECK(bids == std::vector<int>{1, 2, 4, 5, 7, 8, 10, 12});
    CHECK(axes == std::vector<int>{0, 1});

    // In place, for lists kept per depth.
    ActionList in_place = listed, spare;
    make_concrete(rules, *s, in_place, spare, Expand::All);
    CHECK(in_place == all);
}

TEST_CASE("a value inside the range is legal, one outside is refused with the range", "[payload]") {
    const Ruleset rules = test_rules();
    Snapshot s = at_action_step(rules);
    const int anna = s->current_player;
    const ActionList listed = legal_actions(rules, *s);

    CHECK(is_listed(rules, *s, listed, bid(anna, 1)));
    CHECK(is_listed(rules, *s, listed, bid(anna, 12)));
    CHECK_FALSE(is_listed(rules, *s, listed, bid(anna, 13)));
    CHECK_FALSE(is_listed(rules, *s, listed, bid(anna, kOpenValue)));

    auto step = apply(rules, *s, bid(anna, 7));
    REQUIRE(step);
    CHECK(step->state->players[static_cast<size_t>(anna)].score == s->players[static_cast<size_t>(anna)].score + 7);
    CHECK(why(rules, *s, bid(anna, 7)).empty());

    for (int v : {0, 13, -3, int{kOpenValue}}) {
        INFO(v);
        auto refused = apply(rules, *s, bid(anna, v));
        REQUIRE_FALSE(refused);
        CHECK(refused.error() == "a bid is 1 to 12 points");
        CHECK(why(rules, *s, bid(anna, v)) == "a bid is 1 to 12 points");
    }
    // The definition's words by default; another operand not listed is not a range's matter.
    Action axis = listed[static_cast<size_t>(
        std::find_if(listed.begin(), listed.end(), [](const Action& a) { return a.def == &kAxis; }) - listed.begin())];
    axis.value = 2;
    CHECK(why(rules, *s, axis) == "the number must be 0 to 1");
    CHECK(why(rules, *s, bid(1 - anna, 5)) == "that is not possible now");
}

TEST_CASE("declared fields are recorded by name and resolved back", "[payload]") {
    const Ruleset rules = test_rules();
    Snapshot s = at_action_step(rules);
    const Pos placed = s->board.tile(s->placed_tile).pos;
    Action axis;
    axis.def = &kAxis;
    axis.pos = placed;
    axis.value = 1;
    const ActionRecord r = record_action(rules, *s, axis);
    CHECK(r.type == "test_axis");
    REQUIRE(r.pos);
    CHECK(*r.pos == placed);
    REQUIRE(r.fields.count("axis") == 1);
    CHECK(std::get<std::string>(r.fields.at("axis")) == "east-west");
    auto back = resolve_action(rules, *s, r);
    REQUIRE(back);
    CHECK(*back == axis);

    const ActionRecord b = record_action(rules, *s, bid(s->current_player, 9));
    CHECK(std::get<long long>(b.fields.at("bid")) == 9);
    REQUIRE(b.player);
    CHECK(*b.player == s->current_player);
    auto bid_back = resolve_action(rules, *s, b);
    REQUIRE(bid_back);
    CHECK(*bid_back == bid(s->current_player, 9));

    ActionRecord wrong = r;
    wrong.fields["axis"] = std::string("up-down");
    auto refused = resolve_action(rules, *s, wrong);
    REQUIRE_FALSE(refused);
    CHECK(refused.error() == "`axis` of test_axis is one of north-south, east-west, not \"up-down\"");
    wrong.fields["axis"] = 1LL;
    CHECK(resolve_action(rules, *s, wrong).error() == "`axis` of test_axis must be a word");
    wrong.fields.erase("axis");
    CHECK(resolve_action(rules, *s, wrong).error() == "`axis` of test_axis is missing");
    ActionRecord pass = record_action(rules, *s, pass_action());
    pass.fields["bid"] = 3LL;
    CHECK(resolve_action(rules, *s, pass).error() == "`bid` is not a field of pass");
}

TEST_CASE("a save holds the fields by name from version 5 and replays them", "[payload]") {
    const Ruleset rules = test_rules();
    Snapshot s = start_game(rules).state;
    GameRecord game{rules.setup, {}, {}};
    auto play = [&](const Action& a) {
        game.actions.push_back(record_action(rules, *s, a));
        auto step = apply(rules, *s, a);
        REQUIRE(step);
        s = step->state;
    };
    play(legal_actions(rules, *s).front());
    play(bid(s->current_player, 11));
    play(legal_actions(rules, *s).front());
    Action axis;
    axis.def = &kAxis;
    axis.pos = s->board.tile(s->placed_tile).pos;
    axis.value = 0;
    play(axis);

    SaveFile save;
    save.game = game;
    save.digest = state_digest(*s);
    const std::string text = save_to_json(save);
    CHECK(text.find("\"version\": 5,") != std::string::npos);
    CHECK(text.find("{\"type\":\"test_bid\",\"player\":0,\"bid\":11}") != std::string::npos);
    CHECK(text.find("\"axis\":\"north-south\"") != std::string::npos);

    auto read = parse_save(text, "payload.carc.json");
    REQUIRE(read);
    CHECK(std::get<long long>(read->game.actions[1].fields.at("bid")) == 11);
    auto replay = replay_game(test_catalog(), read->game, -1, &with_test_bids);
    REQUIRE(replay);
    CHECK(verify_save(*read, replay).empty());
    CHECK(replay->states.back()->players[0].score == 11);
    CHECK(save_to_json(*read) == text);

    // A Rotation field of another action than `place` is saved too (and 0, the default, is not).
    SaveFile turned = save;
    turned.game.actions[3].rotation = 3;
    const std::string turned_text = save_to_json(turned);
    CHECK(turned_text.find("\"rotation\":3,\"axis\":\"north-south\"") != std::string::npos);
    auto turned_back = parse_save(turned_text, "turned.carc.json");
    REQUIRE(turned_back);
    CHECK(turned_back->game.actions[3].rotation == 3);
    CHECK(read->game.actions[3].rotation == 0);

    // A wrong field names the action and the field.
    auto replay_error = [&](const std::string& from, const std::string& to) {
        std::string edited = text;
        const size_t at = edited.find(from);
        REQUIRE(at != std::string::npos);
        edited.replace(at, from.size(), to);
        auto file = parse_save(edited, "payload.carc.json");
        if (!file) return file.error();
        auto r = replay_game(test_catalog(), file->game, -1, &with_test_bids);
        REQUIRE_FALSE(r);
        return r.error();
    };
    CHECK(replay_error("\"bid\":11", "\"bid\":\"eleven\"") == "action 2: `bid` of test_bid must be a number");
    CHECK(replay_error("\"bid\":11", "\"bidd\":11") == "action 2: `bidd` is not a field of test_bid");
    CHECK(replay_error("\"bid\":11", "\"bid\":13").find("action 2 (") == 0);
    CHECK(replay_error("\"bid\":11", "\"bid\":13").find("a bid is 1 to 12 points") != std::string::npos);
    CHECK(replay_error("\"bid\":11", "\"bid\":{\"x\":1}") ==
          "payload.carc.json: /actions/1/bid: a field of an action is a number, a word or a list of words");
    // Before version 5 an action has no fields: the key is unknown.
    const std::string v4 = replay_error("\"version\": 5,", "\"version\": 4,");
    CHECK(v4.find("/actions/1") != std::string::npos);
    CHECK(v4.find("bid") != std::string::npos);
}

TEST_CASE("perft counts every value of an open entry", "[payload]") {
    const Ruleset rules = test_rules();
    Snapshot s = at_action_step(rules);
    const ActionList listed = legal_actions(rules, *s);
    CHECK(perft(rules, *s, 1) == listed.size() - 2 + 12 + 2);
    // Two plies from the start: each placement, then its action step's concrete actions.
    Snapshot start = start_game(rules).state;
    uint64_t expected = 0;
    for (const Action& place : legal_actions(rules, *start)) {
        auto step = apply(rules, *start, place);
        REQUIRE(step);
        const ActionList after = legal_actions(rules, *step->state);
        expected += after.size() - 2 + 12 + 2;
    }
    CHECK(perft(rules, *start, 2) == expected);
}

TEST_CASE("unsound field declarations are refused", "[payload]") {
    struct Bad final : ActionDef {
        std::span<const FieldDef> declared;
        std::string_view id() const override { return "bad"; }
        void apply(const Ruleset&, GameState&, const Action&, Events*) const override {}
        Message describe(const Ruleset&, const GameState&, const Action&) const override { return {}; }
        ActionRecord record(const Ruleset&, const GameState&, const Action&) const override { return {}; }
        Result<Action> resolve(const Ruleset&, const GameState&, const ActionRecord&) const override {
            return error("no");
        }
        std::span<const FieldDef> fields() const override { return declared; }
    };
    Bad bad;
    const FieldDef number_in_pos[] = {{"n", FieldKind::Number, Slot::Pos}};
    bad.declared = number_in_pos;
    CHECK(fields_problem(bad) == "field `n`: its kind does not fit its slot");
    const FieldDef two_values[] = {{"a", FieldKind::Number, Slot::Value}, {"b", FieldKind::Number, Slot::Value}};
    bad.declared = two_values;
    CHECK(fields_problem(bad) == "field `b`: another field has its slot");
    const FieldDef choice_without_words[] = {{"c", FieldKind::Choice, Slot::Value}};
    bad.declared = choice_without_words;
    CHECK(fields_problem(bad) == "field `c`: a choice or set needs its words");
    const FieldDef usual_key[] = {{"player", FieldKind::Player, Slot::Value}};
    bad.declared = usual_key;
    CHECK(fields_problem(bad).has_value());
    const FieldDef number_named_like_a_key[] = {{"place", FieldKind::Number, Slot::Place}};
    bad.declared = number_named_like_a_key;
    CHECK(fields_problem(bad).has_value());
    CHECK_FALSE(fields_problem(kBid).has_value());
    CHECK_FALSE(fields_problem(kAxis).has_value());
}

namespace {
constexpr FieldDef kRowBidFields[] = {{"row", FieldKind::Number, Slot::Place}, {"bid", FieldKind::Number, Slot::Value}};
}  // namespace

TEST_CASE("a small number in the place's slot is saved by name beside the value", "[payload]") {
    struct RowBid final : ActionDef {
        std::string_view id() const override { return "row_bid"; }
        void apply(const Ruleset&, GameState&, const Action&, Events*) const override {}
        Message describe(const Ruleset&, const GameState&, const Action&) const override { return {}; }
        ActionRecord record(const Ruleset& rules, const GameState& state, const Action& a) const override {
            return record_fields(*this, rules, state, a);
        }
        Result<Action> resolve(const Ruleset& rules, const GameState& state, const ActionRecord& r) const override {
            return resolve_fields(*this, rules, state, r);
        }
        std::span<const FieldDef> fields() const override { return kRowBidFields; }
    };
    const RowBid def;
    CHECK_FALSE(fields_problem(def).has_value());
    const Ruleset rules = test_rules();
    Snapshot s = start_game(rules).state;
    Action a;
    a.def = &def;
    a.place = 2;
    a.value = 7;
    const ActionRecord r = def.record(rules, *s, a);
    CHECK(r.place.empty());
    CHECK(std::get<long long>(r.fields.at("row")) == 2);
    CHECK(std::get<long long>(r.fields.at("bid")) == 7);
    CHECK_FALSE(undeclared_field(def, r).has_value());
    auto back = def.resolve(rules, *s, r);
    REQUIRE(back);
    CHECK(*back == a);
    ActionRecord wrong = r;
    wrong.fields["row"] = 300LL;
    CHECK(def.resolve(rules, *s, wrong).error() == "`row` of row_bid must be 0 to 127, not 300");
    wrong.fields.erase("row");
    CHECK(def.resolve(rules, *s, wrong).error() == "`row` of row_bid is missing");
}
