// Bazaars of Bridges, Castles & Bazaars (issue 32 WP27; seeds 003:2050-2056 — a bazaar's bidding
// awards "(+number) of points … to seller, if any" and "(-number) … to buyer", and "players are
// allowed to have negative points as a result"; 000:627 — bazaar payments cannot be robbed). The
// seeds give the payments, not the course of the auction; that follows JCloisterZone
// (docs/rules-coverage.md), as the architecture asks where the seeds are silent:
//
// - A turn whose tile shows a bazaar ends with an auction, after the turn's last part (the
//   builder's second tile), unless the tiles of an earlier auction are still being played. With
//   fewer tiles left in the pile than players, or a player alone, there is none.
// - As many tiles as players are drawn face up (the row). The player after the one whose turn it
//   is picks a tile of the row and bids for it, 0 or more points; every other player still without
//   a tile may raise, once, in turn, or pass. If nobody raised, the picker buys the tile and pays
//   the bid to the bank; otherwise the picker either buys it, paying the highest bidder, or sells it
//   to the highest bidder, who pays the picker. Then the next player without a tile picks; the
//   last tile goes to the last player without one for nothing.
// - The bought tiles are played in turn order from the player after the auction's: each is that
//   player's tile of their next turn instead of a draw (a step before the draw hands it). A bought
//   tile that fits nowhere is out of the game, and the player draws instead. While bought tiles
//   wait, an empty pile does not end the game (Module::tiles_held).
//
// A bid is 0 to 999 points (the seeds and JCloisterZone set no ceiling; scores may go below zero,
// so a bid is not capped by the bidder's score).
#include <algorithm>
#include <array>

#include "modules/bazaars.hpp"
#include "carc/engine.hpp"
#include "modules.hpp"

namespace carc {

namespace {
namespace bazaars_rules {

constexpr int kSeats = 8;
constexpr int kMaxBid = 999;

// Where the auction is.
enum class Stage : int8_t { None, Picking, Bidding, Deal };

struct BazaarsState {
    std::array<int16_t, kSeats> row_tile;    // the row's tiles (-1: none)
    std::array<int16_t, kSeats> bought_tile; // the bought tiles in the order they are played
    int16_t price;                           // the current bid
    std::array<int8_t, kSeats> row_owner;    // who has bought each tile of the row (-1: nobody yet)
    std::array<int8_t, kSeats> bought_owner; // whose each bought tile is
    int8_t row_size;
    Stage stage;
    int8_t picker;     // the player whose pick is auctioned
    int8_t auctioned;  // the row's index of that tile (-1: none)
    int8_t bidder;     // the highest bidder so far
    uint8_t pending;   // a bazaar tile was placed this turn: an auction at its end
    uint8_t active;    // an auction's tiles are still being played: no other auction
    int8_t bought_count, bought_next;
    uint8_t spare;
};

struct BazaarsSettings {
    bool on;
    int tag;
    int category;
    explicit BazaarsSettings(const Ruleset& r)
        : on(r.option_on("bridges-castles-bazaars.bazaars")),
          tag(r.tag("bazaar")),
          category(std::max(0, r.category("bazaar"))) {}
};

constexpr std::array<std::string_view, 2> kDealWords = {"buy", "sell"};

const BazaarsSettings& bazaar_settings(const Ruleset& rules);
BazaarsState& bazaar_state(const Ruleset& rules, GameState& state);
const BazaarsState& bazaar_state(const Ruleset& rules, const GameState& state);

void emit_event(Events* events, Message m) {
    if (events) events->push_back(ModuleEvent{std::move(m), {}});
}

bool has_row_tile(const BazaarsState& s, int player) {
    for (int i = 0; i < s.row_size; ++i)
        if (s.row_owner[static_cast<size_t>(i)] == player) return true;
    return false;
}

int unsold(const BazaarsState& s) {
    int n = 0;
    for (int i = 0; i < s.row_size; ++i) n += s.row_owner[static_cast<size_t>(i)] < 0;
    return n;
}

arg::Count points_of(int n) { return arg::Count{n, Noun{"point", "points"}}; }

arg::Text tile_name(const Ruleset& rules, int tile) { return arg::Text{rules.tiles[static_cast<size_t>(tile)].id}; }

// "bazaar_bid": the picker's bid for a tile of the row, or a raise of the current bid.
class BazaarBid final : public FieldsActionDef {
public:
    std::string_view id() const override { return "bazaar_bid"; }
    void apply(const Ruleset& rules, GameState& state, const Action& a, Events* events) const override {
        BazaarsState& s = bazaar_state(rules, state);
        if (s.stage == Stage::Picking) {
            s.auctioned = a.place;
            s.stage = Stage::Bidding;
        }
        s.price = a.value;
        s.bidder = static_cast<int8_t>(state.acting_player);
        const int tile = s.row_tile[static_cast<size_t>(s.auctioned)];
        emit_event(events, Message("{player} bids {points} for {tile}",
                                   {{"player", arg::Player{state.acting_player}},
                                    {"points", int{a.value}},
                                    {"tile", tile_name(rules, tile)}}));
    }
    Message why_illegal(const Ruleset& rules, const GameState& state, const Action& a) const override {
        const BazaarsState& s = bazaar_state(rules, state);
        if (s.stage != Stage::Picking && s.stage != Stage::Bidding) return Message("there is no bazaar's auction now");
        if (s.stage == Stage::Bidding && a.place != s.auctioned)
            return Message("the bids are for the tile picked, the bazaar's tile {row}", {{"row", s.auctioned + 1}});
        if (a.place < 0 || a.place >= s.row_size || s.row_owner[static_cast<size_t>(a.place)] >= 0)
            return Message("that tile of the bazaar is not for sale");
        return Message("that is not possible now");
    }
    Message describe(const Ruleset& rules, const GameState& state, const Action& a) const override {
        const BazaarsState& s = bazaar_state(rules, state);
        const int row = a.place;
        if (row >= 0 && row < s.row_size)
            return Message("bid {points} for {tile}", {{"points", int{a.value}},
                                                       {"tile", tile_name(rules, s.row_tile[static_cast<size_t>(row)])}});
        return Message("bid {points}", {{"points", int{a.value}}});
    }
    std::span<const FieldDef> fields() const override { return kFields; }
    ValueRange value_range(const Ruleset& rules, const GameState& state, const Action&) const override {
        const BazaarsState& s = bazaar_state(rules, state);
        if (s.stage == Stage::Bidding) return {static_cast<int16_t>(s.price + 1), kMaxBid};
        return {0, kMaxBid};
    }
    // The few bids a bot or a random game tries: the lowest and a few small raises (a tile is worth
    // a handful of points; the range's far end would only give points away).
    void sample_values(const Ruleset& rules, const GameState& state, const Action& a,
                       std::vector<int16_t>& out) const override {
        const ValueRange r = value_range(rules, state, a);
        for (int step : {0, 1, 2, 3, 5, 8})
            if (r.min + step <= r.max) out.push_back(static_cast<int16_t>(r.min + step));
    }
    Message out_of_range(const Ruleset&, const GameState&, const Action&, ValueRange r) const override {
        if (r.min > 0) return Message("raise above {points}, up to {max}", {{"points", r.min - 1}, {"max", int{r.max}}});
        return Message("a bid is {min} to {max} points", {{"min", int{r.min}}, {"max", int{r.max}}});
    }

private:
    static constexpr FieldDef kFields[] = {{"row", FieldKind::Number, Slot::Place},
                                           {"bid", FieldKind::Number, Slot::Value}};
};

// "bazaar_deal": the picker, outbid, buys the tile (paying the highest bidder) or sells it to them.
class BazaarDeal final : public FieldsActionDef {
public:
    std::string_view id() const override { return "bazaar_deal"; }
    void apply(const Ruleset& rules, GameState& state, const Action& a, Events* events) const override;
    Message why_illegal(const Ruleset& rules, const GameState& state, const Action&) const override {
        if (bazaar_state(rules, state).stage != Stage::Deal)
            return Message("the picker buys or sells once the others have bid");
        return Message("that is not possible now");
    }
    Message describe(const Ruleset&, const GameState&, const Action& a) const override {
        return a.value == 0 ? Message("buy the tile") : Message("sell the tile");
    }
    std::span<const FieldDef> fields() const override { return kFields; }

private:
    static constexpr FieldDef kFields[] = {{"deal", FieldKind::Choice, Slot::Value, kDealWords}};
};

const BazaarBid kBid;
const BazaarDeal kDeal;

// The picked tile changes hands: `sell` gives it to the highest bidder, who pays the picker; else
// the picker keeps it and pays the bid (to the highest bidder, or to the bank when nobody raised).
void settle(const Ruleset& rules, GameState& state, bool sell, Events* events) {
    BazaarsState& s = bazaar_state(rules, state);
    const auto category = static_cast<ScoreCategory>(bazaar_settings(rules).category);
    const int picker = s.picker, bidder = s.bidder, price = s.price;
    const int tile = s.row_tile[static_cast<size_t>(s.auctioned)];
    if (sell) {
        add_points(state, bidder, -price, category);
        add_points(state, picker, price, category);
        emit_event(events, Message("{buyer} buys {tile} from {seller} for {points}",
                                   {{"buyer", arg::Player{bidder}}, {"tile", tile_name(rules, tile)},
                                    {"seller", arg::Player{picker}}, {"points", points_of(price)}}));
    } else if (bidder != picker) {
        add_points(state, picker, -price, category);
        add_points(state, bidder, price, category);
        emit_event(events, Message("{buyer} buys {tile} for {points} paid to {bidder}",
                                   {{"buyer", arg::Player{picker}}, {"tile", tile_name(rules, tile)},
                                    {"points", points_of(price)}, {"bidder", arg::Player{bidder}}}));
    } else {
        add_points(state, picker, -price, category);
        emit_event(events, Message("{buyer} buys {tile} for {points} paid to the bank",
                                   {{"buyer", arg::Player{picker}}, {"tile", tile_name(rules, tile)},
                                    {"points", points_of(price)}}));
    }
    s.row_owner[static_cast<size_t>(s.auctioned)] = static_cast<int8_t>(sell ? bidder : picker);
    s.auctioned = -1;
    s.bidder = -1;
    s.price = 0;
}

// The auction is over: the bought tiles wait in turn order from the player after the auction's.
void close_auction(const Ruleset& rules, GameState& state) {
    BazaarsState& s = bazaar_state(rules, state);
    s.bought_count = 0;
    s.bought_next = 0;
    for (int k = 1; k <= rules.player_count(); ++k) {
        const int p = (state.current_player + k) % rules.player_count();
        for (int i = 0; i < s.row_size; ++i)
            if (s.row_owner[static_cast<size_t>(i)] == p) {
                s.bought_tile[static_cast<size_t>(s.bought_count)] = s.row_tile[static_cast<size_t>(i)];
                s.bought_owner[static_cast<size_t>(s.bought_count)] = static_cast<int8_t>(p);
                ++s.bought_count;
            }
    }
    s.row_tile.fill(-1);
    s.row_owner.fill(-1);
    s.row_size = 0;
    s.stage = Stage::None;
    s.picker = -1;
}

// The next player without a tile picks; the last tile goes to the last such player for nothing.
StepStatus next_pick(const Ruleset& rules, GameState& state, Events* events) {
    BazaarsState& s = bazaar_state(rules, state);
    const int left = unsold(s);
    for (int k = 1; left > 0 && k <= rules.player_count(); ++k) {
        const int p = (s.picker + k) % rules.player_count();
        if (has_row_tile(s, p)) continue;
        if (left > 1) {
            s.picker = static_cast<int8_t>(p);
            s.stage = Stage::Picking;
            return StepStatus::await(p);
        }
        for (int i = 0; i < s.row_size; ++i)
            if (s.row_owner[static_cast<size_t>(i)] < 0) {
                s.row_owner[static_cast<size_t>(i)] = static_cast<int8_t>(p);
                emit_event(events, Message("{player} takes the last tile of the bazaar, {tile}, for nothing",
                                           {{"player", arg::Player{p}},
                                            {"tile", tile_name(rules, s.row_tile[static_cast<size_t>(i)])}}));
            }
        break;
    }
    close_auction(rules, state);
    return StepStatus::done();
}

// After a bid or a pass: the next player without a tile may raise; once round to the picker, the
// picker buys (nobody raised) or chooses to buy or sell.
StepStatus next_bidder(const Ruleset& rules, GameState& state, Events* events) {
    BazaarsState& s = bazaar_state(rules, state);
    for (int p = next_player(rules, state.acting_player);; p = next_player(rules, p)) {
        if (p == s.picker) {
            if (s.bidder == s.picker) {
                settle(rules, state, false, events);
                return next_pick(rules, state, events);
            }
            s.stage = Stage::Deal;
            return StepStatus::await(p);
        }
        if (!has_row_tile(s, p)) return StepStatus::await(p);
    }
}

void BazaarDeal::apply(const Ruleset& rules, GameState& state, const Action& a, Events* events) const {
    settle(rules, state, a.value == 1, events);
}

// Whether a tile can be placed now (by its edges, or as a module places it: with a bridge).
bool placeable(const Ruleset& rules, const GameState& state, TileTypeId t) {
    if (has_legal_placement(rules, state, t)) return true;
    for (const Module* m : rules.modules)
        if (m->places_unfitting_tile(rules, state, t)) return true;
    return false;
}

// The auction at the end of a bazaar's turn.
class AuctionStep final : public TurnStep {
public:
    std::string_view id() const override { return "bazaar_auction"; }
    StepStatus enter(const Ruleset& rules, GameState& state, Events* events) const override {
        BazaarsState& s = bazaar_state(rules, state);
        if (!s.pending) return StepStatus::done();
        // After the turn's last part (the builder's second tile comes first).
        for (const Module* m : rules.modules)
            if (m->another_part(rules, state)) return StepStatus::done();
        s.pending = 0;
        const int players = rules.player_count();
        if (players < 2 || players > kSeats || state.pile.remaining() < players) {
            emit_event(events, Message("Too few tiles are left for the bazaar: no auction"));
            return StepStatus::done();
        }
        s.row_size = 0;
        while (s.row_size < players && state.pile.remaining() > 0) {
            const TileTypeId t = state.pile.draw(state.rng);
            if (sets_aside(rules, state, t)) {
                state.pile.set_aside_last();
                continue;
            }
            s.row_tile[static_cast<size_t>(s.row_size)] = static_cast<int16_t>(t);
            s.row_owner[static_cast<size_t>(s.row_size)] = -1;
            ++s.row_size;
        }
        s.active = 1;
        emit_event(events, Message("The bazaar opens: {count} tiles for auction", {{"count", int{s.row_size}}}));
        s.picker = static_cast<int8_t>(state.current_player);  // next_pick starts after them
        return next_pick(rules, state, events);
    }
    void list(const Ruleset& rules, const GameState& state, ActionList& out) const override {
        const BazaarsState& s = bazaar_state(rules, state);
        Action bid;
        bid.def = &kBid;
        bid.value = kOpenValue;
        if (s.stage == Stage::Picking) {
            for (int i = 0; i < s.row_size; ++i)
                if (s.row_owner[static_cast<size_t>(i)] < 0) {
                    bid.place = static_cast<int8_t>(i);
                    out.push_back(bid);
                }
        } else if (s.stage == Stage::Bidding) {
            bid.place = s.auctioned;
            if (s.price < kMaxBid) out.push_back(bid);
            out.push_back(pass_action());
        } else if (s.stage == Stage::Deal) {
            for (int v = 0; v < 2; ++v) {
                Action deal;
                deal.def = &kDeal;
                deal.value = static_cast<int16_t>(v);
                out.push_back(deal);
            }
        }
    }
    StepStatus apply(const Ruleset& rules, GameState& state, const Action& a, Events* events) const override {
        if (is_pass(a))
            emit_event(events, Message("{player} does not raise", {{"player", arg::Player{state.acting_player}}}));
        a.def->apply(rules, state, a, events);
        if (a.def == &kDeal) return next_pick(rules, state, events);
        return next_bidder(rules, state, events);
    }
    Message prompt(const Ruleset& rules, const GameState& state) const override {
        const BazaarsState& s = bazaar_state(rules, state);
        if (s.stage == Stage::Picking) return Message("Bazaar: pick a tile and bid for it");
        if (s.stage == Stage::Bidding)
            return Message("Bazaar: raise the bid of {points} or pass", {{"points", int{s.price}}});
        return Message("Bazaar: buy the tile for {points} paid to {bidder}, or sell it to them",
                       {{"points", points_of(s.price)}, {"bidder", arg::Player{s.bidder}}});
    }

private:
    static bool sets_aside(const Ruleset& rules, const GameState& state, TileTypeId t) {
        for (const Module* m : rules.modules)
            if (m->set_aside_drawn(rules, state, t)) return true;
        return false;
    }
};

// Before the draw: the current player's bought tile, instead of the pile's next.
class HandStep final : public TurnStep {
public:
    std::string_view id() const override { return "bazaar_tile"; }
    StepStatus enter(const Ruleset& rules, GameState& state, Events* events) const override {
        BazaarsState& s = bazaar_state(rules, state);
        if (s.bought_next >= s.bought_count || s.bought_owner[static_cast<size_t>(s.bought_next)] != state.current_player)
            return StepStatus::done();
        const auto t = static_cast<TileTypeId>(s.bought_tile[static_cast<size_t>(s.bought_next)]);
        ++s.bought_next;
        if (!placeable(rules, state, t)) {
            state.discarded.push_back(t);
            emit_event(events, Message("{tile}, bought at the bazaar, fits nowhere and leaves the game",
                                       {{"tile", tile_name(rules, t)}}));
            return StepStatus::done();
        }
        state.drawn = t;
        emit_event(events, Message("{player} plays {tile}, bought at the bazaar",
                                   {{"player", arg::Player{state.current_player}}, {"tile", tile_name(rules, t)}}));
        return StepStatus::go_to(rules.turn.index_of(steps::draw) + 1);  // past the draw only
    }
};

const AuctionStep kAuctionStep;
const HandStep kHandStep;

class BazaarsModule final : public ModuleWithState<BazaarsState, BazaarsSettings> {
public:
    std::string_view id() const override { return "bazaars"; }
    std::vector<const ActionDef*> action_defs() const override { return {&kBid, &kDeal}; }

    void configure(Ruleset& rules) const override {
        if (!rules.option_on("bridges-castles-bazaars.bazaars")) return;
        rules.turn.insert_before(steps::draw, &kHandStep);
        rules.turn.insert_before(steps::turn_end, &kAuctionStep);
    }

    BazaarsState initial_state(const Ruleset&) const override {
        BazaarsState s{};
        s.row_tile.fill(-1);
        s.bought_tile.fill(-1);
        s.row_owner.fill(-1);
        s.bought_owner.fill(-1);
        s.picker = -1;
        s.auctioned = -1;
        s.bidder = -1;
        return s;
    }

    void on_turn_start(const Ruleset& rules, GameState& state, Events*) const override {
        BazaarsState& s = my(rules, state);
        if (s.active && s.row_size == 0 && s.bought_next >= s.bought_count) s.active = 0;
    }

    void on_tile_placed(const Ruleset& rules, GameState& state, int tile, Events*) const override {
        const BazaarsSettings& set = settings(rules);
        if (!set.on || set.tag < 0) return;
        BazaarsState& s = my(rules, state);
        if (!s.active && rules.tiles[state.board.tile(tile).type].has(set.tag)) s.pending = 1;
    }

    int tiles_held(const Ruleset& rules, const GameState& state) const override {
        const BazaarsState& s = my(rules, state);
        return s.row_size + s.bought_count - s.bought_next;
    }

    // From the auction until every bought tile is played, each player's tile is the one bought
    // (JCloisterZone offers no abbey then, the seeds are silent); a builder's second tile is drawn.
    bool hands_the_tile(const Ruleset& rules, const GameState& state) const override {
        return my(rules, state).active && state.part == 0;
    }

    bool may_lower_scores(const Ruleset& rules) const override { return settings(rules).on; }

    void check_invariants(const Ruleset& rules, const GameState& state, std::vector<std::string>& problems) const override {
        const BazaarsState& s = my(rules, state);
        if (s.row_size < 0 || s.row_size > kSeats) problems.push_back("the bazaar's row has a wrong size");
        if (s.bought_next > s.bought_count) problems.push_back("more bought tiles played than bought");
        for (int i = s.bought_next; i < s.bought_count; ++i)
            for (int j = i + 1; j < s.bought_count; ++j)
                if (s.bought_owner[static_cast<size_t>(i)] == s.bought_owner[static_cast<size_t>(j)])
                    problems.push_back("a player bought two tiles at one bazaar");
        if (s.row_size > 0 && s.bought_next < s.bought_count)
            problems.push_back("an auction while the tiles of the last one are still being played");
        if (s.stage != Stage::None && state.step != rules.turn.index_of("bazaar_auction"))
            problems.push_back("an auction outside the bazaar's step");
        // Points change hands, and only the bank takes any: the scores' sum drops by what was
        // paid to it, never rises from the bazaar.
        int sum = 0;
        for (size_t p = 0; p < state.players.size(); ++p)
            if (static_cast<size_t>(settings(rules).category) < state.players[p].by_category.size())
                sum += state.players[p].by_category[static_cast<size_t>(settings(rules).category)];
        if (sum > 0) problems.push_back("the bazaar gave the players points");
    }

    const BazaarsState& state_of(const Ruleset& rules, const GameState& state) const { return my(rules, state); }
    BazaarsState& state_of(const Ruleset& rules, GameState& state) const { return my(rules, state); }
};

const BazaarsModule kBazaars;

const BazaarsSettings& bazaar_settings(const Ruleset& rules) { return kBazaars.settings(rules); }
BazaarsState& bazaar_state(const Ruleset& rules, GameState& state) { return kBazaars.state_of(rules, state); }
const BazaarsState& bazaar_state(const Ruleset& rules, const GameState& state) { return kBazaars.state_of(rules, state); }

bool in_play(const Ruleset& rules) {
    return std::find(rules.modules.begin(), rules.modules.end(), &kBazaars) != rules.modules.end();
}

}  // namespace bazaars_rules
}  // namespace

const Module& bazaars_module() { return bazaars_rules::kBazaars; }

std::optional<BazaarAuction> bazaar_auction(const Ruleset& rules, const GameState& state) {
    if (!bazaars_rules::in_play(rules)) return std::nullopt;
    const bazaars_rules::BazaarsState& s = bazaars_rules::bazaar_state(rules, state);
    if (s.stage == bazaars_rules::Stage::None || s.row_size <= 0) return std::nullopt;
    BazaarAuction out;
    out.stage = s.stage == bazaars_rules::Stage::Picking   ? BazaarAuction::Stage::Picking
                : s.stage == bazaars_rules::Stage::Bidding ? BazaarAuction::Stage::Bidding
                                            : BazaarAuction::Stage::Deal;
    for (int i = 0; i < s.row_size; ++i) {
        out.row.push_back(static_cast<TileTypeId>(s.row_tile[static_cast<size_t>(i)]));
        out.owner.push_back(s.row_owner[static_cast<size_t>(i)]);
    }
    out.picker = s.picker;
    out.auctioned = s.auctioned;
    out.bidder = s.bidder;
    out.price = s.stage == bazaars_rules::Stage::Picking ? 0 : s.price;
    return out;
}

std::vector<TileTypeId> bazaar_tiles_waiting(const Ruleset& rules, const GameState& state, int player) {
    std::vector<TileTypeId> out;
    if (!bazaars_rules::in_play(rules)) return out;
    const bazaars_rules::BazaarsState& s = bazaars_rules::bazaar_state(rules, state);
    for (int i = s.bought_next; i < s.bought_count; ++i)
        if (s.bought_owner[static_cast<size_t>(i)] == player)
            out.push_back(static_cast<TileTypeId>(s.bought_tile[static_cast<size_t>(i)]));
    return out;
}

}  // namespace carc
