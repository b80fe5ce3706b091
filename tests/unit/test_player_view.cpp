// Player views (include/carc/player_view.hpp): what a seat may see of a game. Two games that
// differ only in something hidden (the order of the unseen tiles, of the tiles set aside, a fixed
// draw order, the generator, a coin lying face down) give every seat that may not know it the same
// view, and every computer level the same decision; a view keeps everything public (the board, the
// figures, the scores, the tile in hand, the tiles drawn, the legal actions); a module's own
// face-down thing is masked for the other seats and left to its owner (Module::redact); a view of a
// view is the view. The hidden coin comes from a test-only module, "test-hidden": after placing a
// tile a player with no coin out draws one from a purse of two gold and two lead coins, face down,
// may look at it (the rule that makes it theirs), and shows it at the start of their next turn (a
// gold coin is worth 10 points).
#include <catch2/catch.hpp>

#include <algorithm>

#include "bot/bot.hpp"
#include "bot/view.hpp"
#include "carc/chance.hpp"
#include "carc/module.hpp"
#include "carc/player_view.hpp"
#include "game_builder.hpp"
#include "test_module_catalog.hpp"

using namespace carc;

namespace {

enum Coin : int8_t { kGold = 0, kLead = 1 };

// Whose coin lies face down, and which (the owner knows it).
struct HiddenCoin {
    int8_t owner = -1;
    int8_t coin = -1;
};

class TestHidden;
const TestHidden& test_hidden();

class HideStep final : public TurnStep {
public:
    std::string_view id() const override { return "test_hide"; }
    StepStatus enter(const Ruleset& rules, GameState& state, Events* events) const override;
};

const HideStep kHideStep;

class TestHidden final : public ModuleWithState<HiddenCoin> {
public:
    std::string_view id() const override { return "test-hidden"; }
    void configure(Ruleset& rules) const override { rules.turn.insert_after(steps::place_tile, &kHideStep); }
    std::vector<ChanceSource> chance_sources(const Ruleset&) const override {
        return {ChanceSource{"test_purse", "the purse", 0, {{"gold", "a gold coin", 2}, {"lead", "a lead coin", 2}}}};
    }
    const HiddenCoin& coin(const Ruleset& rules, const GameState& state) const { return my(rules, state); }

    void hide(const Ruleset& rules, GameState& state, Events* events) const {
        HiddenCoin& h = my(rules, state);
        if (h.owner >= 0) return;  // one coin out at a time
        const int coin = draw_chance(rules, state, 0, events, Face::Down);
        if (coin < 0) return;
        h = {static_cast<int8_t>(state.current_player), static_cast<int8_t>(coin)};
    }
    void on_turn_start(const Ruleset& rules, GameState& state, Events* events) const override {
        HiddenCoin& h = my(rules, state);
        if (h.owner < 0 || h.owner != state.current_player) return;
        // The engine's outcome, not the owner's memory of it: a bot's imagined game guesses the
        // engine's and knows nothing of this module.
        const int coin = state.chance.face_down.front().value;
        reveal_chance(rules, state, 0, events);
        if (coin == kGold) state.players[static_cast<size_t>(h.owner)].score += 10;
        h = HiddenCoin{};
    }
    // The owner may look at their coin; nobody else.
    void redact(const Ruleset& rules, GameState& view, int seat) const override {
        HiddenCoin& h = my(rules, view);
        if (h.owner >= 0 && h.owner != seat) h.coin = kHiddenOutcome;
    }
    // The coin a bot imagines is the engine's outcome it imagined (already guessed).
    void imagine_hidden(const Ruleset& rules, GameState& view, Rng&) const override {
        HiddenCoin& h = my(rules, view);
        if (h.owner >= 0 && h.coin == kHiddenOutcome) h.coin = static_cast<int8_t>(view.chance.face_down.front().value);
    }

protected:
    HiddenCoin initial_state(const Ruleset&) const override { return HiddenCoin{}; }
};

const TestHidden kTestHidden;
const TestHidden& test_hidden() { return kTestHidden; }

StepStatus HideStep::enter(const Ruleset& rules, GameState& state, Events* events) const {
    test_hidden().hide(rules, state, events);
    return StepStatus::done();
}

const Module* with_test_hidden(std::string_view id) { return id == "test-hidden" ? &kTestHidden : find_module(id); }

Ruleset hidden_rules() {
    static const Catalog catalog =
        test::catalog_with_test_module("test-hidden", "Test hidden", "A test expansion: a coin face down.");
    Setup s;
    s.expansions = {"base", "test-hidden"};
    s.players = {{"Anna", "red"}, {"Ben", "blue"}, {"Cleo", "yellow"}};
    s.seed = 5;
    auto r = load_ruleset(s, catalog, &with_test_hidden);
    if (!r) FAIL(r.error());
    return std::move(r.value());
}

Ruleset shipped_rules(std::vector<std::string> expansions, uint64_t seed) {
    Setup s;
    s.expansions = std::move(expansions);
    s.players = {{"Anna", "red"}, {"Ben", "blue"}};
    s.seed = seed;
    auto r = load_ruleset(s, test::catalog());
    if (!r) FAIL(r.error());
    return std::move(r.value());
}

// The first player to draw a coin draws `coin` (stated, as a record states it: the generator moves
// on alike); then the first legal action, until another player is to place a tile while the coin
// lies face down.
GameState coin_face_down(const Ruleset& rules, Coin coin) {
    Snapshot s = start_game(rules).state;
    const ChanceOutcome stated[] = {{0, coin}};
    bool drawn = false;
    for (int i = 0; i < 100; ++i) {
        const Action a = legal_actions(rules, *s).front();
        const bool draws = !drawn && a.def->id() == "place";
        auto step = draws ? apply(rules, *s, a, stated) : apply(rules, *s, a);
        REQUIRE(step);
        s = step->state;
        drawn |= draws;
        if (drawn && s->phase == Phase::PlaceTile && s->acting_player != test_hidden().coin(rules, *s).owner) break;
    }
    REQUIRE(s->chance.face_down.size() == 1);
    return *s;
}

// A position of a game of `rules` after `actions` random actions, then on to a tile in hand.
GameState random_position(const Ruleset& rules, int actions, uint64_t seed) {
    GameState s = initial_state(rules, nullptr);
    Rng random{seed};
    for (int i = 0; !s.over() && (i < actions || s.phase != Phase::PlaceTile); ++i) {
        const ActionList legal = legal_actions(rules, s);
        apply_in_place(rules, s, legal[random.below(static_cast<uint32_t>(legal.size()))], nullptr);
    }
    return s;
}

// Reverses the unseen tiles of every stack: another order of the same tiles.
void reorder_unseen(DrawPile& pile) {
    size_t begin = pile.next;
    std::vector<size_t> ends(pile.stack_ends.begin(), pile.stack_ends.end());
    ends.push_back(pile.tiles.size());
    for (size_t end : ends) {
        if (end <= begin) continue;
        std::reverse(pile.tiles.begin() + static_cast<long>(begin), pile.tiles.begin() + static_cast<long>(end));
        begin = end;
    }
}

std::string view_digest(const Ruleset& rules, const GameState& state, int seat) {
    return state_digest(player_view(rules, state, seat));
}

bot::ThinkLimits budget(long long iterations) {
    bot::ThinkLimits limits;
    limits.iterations = iterations;
    limits.milliseconds = 600000;  // never the deadline: the iterations end the search
    return limits;
}

// Every level, thinking for the acting player of `a` and of `b`, decides the same: the action,
// its plan, and how it weighed every choice.
void same_decisions(const Ruleset& rules, const GameState& a, const GameState& b) {
    // 300 iterations a level; 100 in the sanitizer build, where these searches were the longest of
    // the player views' tests (any budget that expands draws tells a seat's view from the game's).
#ifdef __SANITIZE_ADDRESS__
    constexpr int kIterations = 100;
#else
    constexpr int kIterations = 300;
#endif
    for (bot::Level level : bot::kLevels) {
        INFO(bot::level_name(level));
        std::vector<bot::Decision> decisions;
        for (const GameState* game : {&a, &b})
            decisions.push_back(bot::Bot(rules, level, 77).think(*game, budget(kIterations)));
        CHECK(decisions[0].action == decisions[1].action);
        CHECK(decisions[0].plan == decisions[1].plan);
        REQUIRE(decisions[0].choices.size() == decisions[1].choices.size());
        for (size_t i = 0; i < decisions[0].choices.size(); ++i) {
            CHECK(decisions[0].choices[i].action == decisions[1].choices[i].action);
            CHECK(decisions[0].choices[i].expected_margin == decisions[1].choices[i].expected_margin);
        }
    }
}

// What every seat sees alike in `view` and `game`.
void check_public(const Ruleset& rules, const GameState& game, const GameState& view) {
    CHECK(view.phase == game.phase);
    CHECK(view.current_player == game.current_player);
    CHECK(view.acting_player == game.acting_player);
    CHECK(view.turn == game.turn);
    CHECK(view.part == game.part);
    CHECK(view.step == game.step);
    CHECK(view.drawn == game.drawn);
    CHECK(view.placed_tile == game.placed_tile);
    CHECK(view.actions == game.actions);
    CHECK(view.discarded == game.discarded);
    REQUIRE(view.board.tiles().size() == game.board.tiles().size());
    for (size_t i = 0; i < game.board.tiles().size(); ++i) {
        CHECK(view.board.tiles()[i].pos == game.board.tiles()[i].pos);
        CHECK(view.board.tiles()[i].type == game.board.tiles()[i].type);
        CHECK(view.board.tiles()[i].rotation == game.board.tiles()[i].rotation);
    }
    REQUIRE(view.figures.size() == game.figures.size());
    for (size_t i = 0; i < game.figures.size(); ++i) {
        CHECK(view.figures[i].owner == game.figures[i].owner);
        CHECK(view.figures[i].kind == game.figures[i].kind);
        CHECK(view.figures[i].tile == game.figures[i].tile);
        CHECK(view.figures[i].local == game.figures[i].local);
        CHECK(view.figures[i].place == game.figures[i].place);
    }
    REQUIRE(view.players.size() == game.players.size());
    for (size_t p = 0; p < game.players.size(); ++p) {
        CHECK(view.players[p].score == game.players[p].score);
        CHECK(std::equal(view.players[p].supply.begin(), view.players[p].supply.end(),
                         game.players[p].supply.begin(), game.players[p].supply.end()));
    }
    // The tiles drawn, in their order; which tiles are left and set aside, in any order.
    CHECK(view.pile.remaining() == game.pile.remaining());
    CHECK(std::equal(view.pile.tiles.begin(), view.pile.tiles.begin() + view.pile.next, game.pile.tiles.begin(),
                     game.pile.tiles.begin() + game.pile.next));
    auto sorted = [](std::vector<TileTypeId> v) {
        std::sort(v.begin(), v.end());
        return v;
    };
    CHECK(sorted({view.pile.tiles.begin() + view.pile.next, view.pile.tiles.end()}) ==
          sorted({game.pile.tiles.begin() + game.pile.next, game.pile.tiles.end()}));
    CHECK(sorted(view.pile.set_aside) == sorted(game.pile.set_aside));
    // The legal actions, in the engine's order.
    CHECK(legal_actions(rules, view) == legal_actions(rules, game));
}

}  // namespace

TEST_CASE("a bot never reads the order of the draw pile, of the tiles set aside, or the generator", "[view]") {
    // The Princess & the Dragon sets the dragon's tiles aside until the volcano comes.
    const Ruleset rules = shipped_rules({"base", "princess-dragon"}, 13);
    GameState a;
    for (uint64_t seed = 1;; ++seed) {
        a = random_position(rules, 12, seed);
        if (!a.over() && a.pile.set_aside.size() >= 2) break;
        REQUIRE(seed < 200);
    }
    GameState b = a;
    b.rng.state ^= 0xDEADBEEFull;
    reorder_unseen(b.pile);
    std::reverse(b.pile.set_aside.begin(), b.pile.set_aside.end());
    REQUIRE(b.pile.set_aside != a.pile.set_aside);
    REQUIRE(draw_sequence(a) != draw_sequence(b));
    REQUIRE(state_digest(a) != state_digest(b));
    for (int seat : {kSpectator, 0, 1}) CHECK(view_digest(rules, a, seat) == view_digest(rules, b, seat));
    same_decisions(rules, a, b);

    SECTION("a fixed order (a scenario, an imported game) is not the seat's either") {
        a.pile.fixed_order = b.pile.fixed_order = true;
        REQUIRE(draw_sequence(a) != draw_sequence(b));
        for (int seat : {kSpectator, 0, 1}) CHECK(view_digest(rules, a, seat) == view_digest(rules, b, seat));
        same_decisions(rules, a, b);
    }
}

TEST_CASE("a bot never reads a coin lying face down that is not its seat's", "[view]") {
    const Ruleset rules = hidden_rules();
    const GameState gold = coin_face_down(rules, kGold);
    const GameState lead = coin_face_down(rules, kLead);
    const int owner = test_hidden().coin(rules, gold).owner;
    REQUIRE(owner == test_hidden().coin(rules, lead).owner);
    REQUIRE(gold.acting_player != owner);
    REQUIRE(state_digest(gold) != state_digest(lead));
    // The purse's counts would tell the coin: the view counts it back in.
    CHECK(bag_total(rules, gold, 0) == 3);
    CHECK(bag_total(rules, player_view(rules, gold, kSpectator), 0) == 4);
    for (int seat = kSpectator; seat < rules.player_count(); ++seat) {
        INFO("seat " << seat);
        if (seat == owner)
            CHECK(view_digest(rules, gold, seat) != view_digest(rules, lead, seat));
        else
            CHECK(view_digest(rules, gold, seat) == view_digest(rules, lead, seat));
    }
    same_decisions(rules, gold, lead);
}

TEST_CASE("a module's face-down thing is its owner's to see, and masked for the other seats", "[view]") {
    const Ruleset rules = hidden_rules();
    const GameState game = coin_face_down(rules, kGold);
    const int owner = test_hidden().coin(rules, game).owner;
    for (int seat = kSpectator; seat < rules.player_count(); ++seat) {
        INFO("seat " << seat);
        const GameState view = player_view(rules, game, seat);
        CHECK(test_hidden().coin(rules, view).owner == owner);
        CHECK(test_hidden().coin(rules, view).coin == (seat == owner ? int{kGold} : int{kHiddenOutcome}));
        // The engine's own list is nobody's: masked for every seat (the owner knows the coin from
        // the module's state); what the last action drew is the record's.
        REQUIRE(view.chance.face_down.size() == 1);
        CHECK(view.chance.face_down[0].value == kHiddenOutcome);
        CHECK(view.chance.drawn.empty());
    }
}

TEST_CASE("a bot imagines what a view hides as a game that could be", "[view]") {
    const Ruleset rules = hidden_rules();
    const GameState game = coin_face_down(rules, kLead);
    const GameState view = player_view(rules, game, game.acting_player);
    int gold = 0;
    for (uint64_t seed = 1; seed <= 40; ++seed) {
        GameState imagined = view;
        Rng rng{seed};
        bot::imagine_hidden_draws(rules, imagined, rng);
        REQUIRE(imagined.chance.face_down.size() == 1);
        const int coin = imagined.chance.face_down[0].value;
        REQUIRE((coin == kGold || coin == kLead));
        // Out of the purse again, and the module's own guess agrees with the engine's.
        CHECK(bag_total(rules, imagined, 0) == bag_total(rules, game, 0));
        CHECK(test_hidden().coin(rules, imagined).coin == coin);
        CHECK(imagined.rng.state != view.rng.state);
        gold += coin == kGold;
    }
    // Two gold coins and two lead ones unseen: either, by the seed (40 guesses all alike: 2^-39).
    CHECK(gold > 0);
    CHECK(gold < 40);
}

TEST_CASE("a view keeps everything public, and a view of a view is the view", "[view]") {
    // The dragon's tiles set aside; a coin face down; the bazaar's row, drawn face up into its
    // module's state, and its open bids.
    const Ruleset pd = shipped_rules({"base", "princess-dragon"}, 3);
    const Ruleset hidden = hidden_rules();
    const Ruleset bazaars = shipped_rules({"base", "bridges-castles-bazaars"}, 4);
    for (const Ruleset* rules : {&pd, &hidden, &bazaars}) {
        GameState s = initial_state(*rules, nullptr);
        Rng random{9};
        int positions = 0, open_bids = 0;
        while (!s.over() && positions < 120) {
            for (int seat = kSpectator; seat < rules->player_count(); ++seat) {
                const GameState view = player_view(*rules, s, seat);
                check_public(*rules, s, view);
                CHECK(view.rng.state == player_view(*rules, view, seat).rng.state);
                CHECK(state_digest(player_view(*rules, view, seat)) == state_digest(view));
            }
            const ActionList listed = legal_actions(*rules, s);
            open_bids += std::any_of(listed.begin(), listed.end(), [](const Action& a) { return a.value == kOpenValue; });
            ActionList scratch;
            const ActionList& legal = concrete_actions(*rules, s, listed, scratch, Expand::Sample);
            apply_in_place(*rules, s, legal[random.below(static_cast<uint32_t>(legal.size()))], nullptr);
            ++positions;
        }
        CHECK(positions >= 100);  // most of a game, or all of it
        if (rules == &bazaars) CHECK(open_bids > 0);  // a bazaar was held
    }
}

TEST_CASE("bots play whole games with a coin face down, from their views", "[view]") {
    const Ruleset rules = hidden_rules();
    for (bot::Level level : bot::kLevels) {
        INFO(bot::level_name(level));
        std::vector<bot::Bot> bots;
        for (int p = 0; p < rules.player_count(); ++p) bots.emplace_back(rules, level, 40 + static_cast<uint64_t>(p));
        GameState s = initial_state(rules, nullptr);
        int decisions = 0;
        while (!s.over() && decisions < 400) {
            const bot::Decision d = bots[static_cast<size_t>(s.acting_player)].think(s, budget(40));
            const ActionList legal = legal_actions(rules, s);
            REQUIRE(std::find(legal.begin(), legal.end(), d.action) != legal.end());
            apply_in_place(rules, s, d.action, nullptr);
            ++decisions;
        }
        CHECK(s.over());
        CHECK(bag_total(rules, s, 0) + static_cast<int>(s.chance.face_down.size()) <= 4);
    }
}

TEST_CASE("a bot never reads the order of the bag of sheep", "[view][sheep]") {
    // Hills & Sheep's bag (issue 33): its content is public, its order stored nowhere; what comes
    // out next is the generator's choice, which no seat sees. Two games that differ only in the
    // generator, waiting for a shepherd's owner to grow or herd the flock, look alike to every seat,
    // and every level decides alike, though the next token drawn differs.
    const Ruleset rules = shipped_rules({"base", "hills-sheep"}, 21);
    const int bag = rules.chance_source("sheep_bag");
    REQUIRE(bag >= 0);
    GameState a;
    bool asked = false;
    for (uint64_t seed = 1; seed < 400 && !asked; ++seed) {
        a = initial_state(rules, nullptr);
        Rng random{seed};
        for (int i = 0; i < 400 && !a.over() && !asked; ++i) {
            const ActionList legal = legal_actions(rules, a);
            asked = legal.front().def->id() == "flock";
            if (!asked) apply_in_place(rules, a, legal[random.below(static_cast<uint32_t>(legal.size()))], nullptr);
        }
    }
    REQUIRE(asked);
    REQUIRE(bag_total(rules, a, bag) < 18);  // a flock is out of the bag
    GameState b = a;
    // Another generator draws another token next from the same bag.
    const Action grow = legal_actions(rules, a).front();
    REQUIRE(grow.value == 0);
    bool differs = false;
    for (uint64_t x = 1; x < 64 && !differs; ++x) {
        b = a;
        b.rng.state ^= x * 0x9E3779B97F4A7C15ull;
        GameState ga = a, gb = b;
        apply_in_place(rules, ga, grow, nullptr);
        apply_in_place(rules, gb, grow, nullptr);
        differs = ga.chance.bags != gb.chance.bags;
    }
    REQUIRE(differs);
    REQUIRE(state_digest(a) != state_digest(b));
    for (int seat : {kSpectator, 0, 1}) {
        CHECK(view_digest(rules, a, seat) == view_digest(rules, b, seat));
        CHECK(player_view(rules, a, seat).chance.bags == a.chance.bags);  // what the bag holds is known
    }
    same_decisions(rules, a, b);
}
