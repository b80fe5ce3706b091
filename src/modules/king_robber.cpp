// King & Robber Baron (seed 004, "Koning en Roofridder", lines 135-165; digest B and cases 23-25).
//
// Whoever completes the first city takes the King card, points or not; a later, strictly larger
// city (counted in tiles, 004 footnote 14) moves it to its completer. The Robber Baron card works
// the same way for roads (footnote 15). The card changes hands after the feature is scored (003:
// 686-688, "3b"). At the end the King scores 1 per completed city on the board, plus each completed
// city a module keeps off the board (the City of Carcassonne), the Robber 1 per completed road; an
// inn adds nothing (004:287). House rules of 004:158-165 are the option `scoring`: 10 per card; 15
// per card or 40 for both; or, continuously, 1 to the holder at every completion and nothing at
// the end. The house rule does not say who is paid for the completion that moves a card; as
// JCloisterZone reads it, the card's holder before the scoring of the turn's part is paid for
// every city (road) that part completed, and only then may the card change hands: the first
// completion pays nobody.
// The expansion's tiles and each card switch on and off apart (options tiles, king, robber,
// JCloisterZone's elements): the cards need no tile of the expansion, and a card out of the game is
// never taken (so "40 for both" cannot be won).
#include "modules/king_robber.hpp"

#include <algorithm>
#include <cstdlib>

#include "modules.hpp"

namespace carc {

namespace {
namespace king_robber_rules {

constexpr Noun kCompletedCity{"completed city", "completed cities"};
constexpr Noun kCompletedRoad{"completed road", "completed roads"};
constexpr Noun kCard{"card", "cards"};
constexpr Noun kBothCards{"pair of cards", "pairs of cards"};
constexpr Noun kCompletion{"completion", "completions"};

// The two cards: who holds each (-1: still on the table) and how many tiles took it.
struct CardsState {
    int8_t king_holder = -1;
    int8_t robber_holder = -1;
    int16_t king_size = 0;
    int16_t robber_size = 0;
};

enum class CardScoring : uint8_t { PerFeature, TenPerCard, FifteenPerCard, Continuously };

struct KingRobberSettings {
    CardScoring scoring;
    ScoreCategory king, robber;
    bool king_on, robber_on;  // the cards in the game (options king, robber: JCZ's elements)
    explicit KingRobberSettings(const Ruleset& r)
        : scoring(parse(r.option("king-robber.scoring"))),
          king(static_cast<ScoreCategory>(r.category("king"))),
          robber(static_cast<ScoreCategory>(r.category("robber"))),
          king_on(r.option_on("king-robber.king")),
          robber_on(r.option_on("king-robber.robber")) {}
    bool in_game(bool king_card) const { return king_card ? king_on : robber_on; }
    static CardScoring parse(const std::string& v) {
        if (v == "10/20") return CardScoring::TenPerCard;
        if (v == "15/40") return CardScoring::FifteenPerCard;
        if (v == "continuously") return CardScoring::Continuously;
        return CardScoring::PerFeature;  // "default", JCloisterZone's name too
    }
};

int distinct_tiles(const GameState& state, int root) {
    std::vector<int> tiles;
    state.features.for_each_member(root,
                                   [&](int n) { tiles.push_back(state.features.node(n).tile); });
    std::sort(tiles.begin(), tiles.end());
    return static_cast<int>(std::unique(tiles.begin(), tiles.end()) - tiles.begin());
}

class KingRobberModule final : public ModuleWithState<CardsState, KingRobberSettings> {
public:
    std::string_view id() const override { return "king-robber"; }
    using ModuleWithState::my;

    // Every completed city or road, scored or not (an empty one too: "it does not matter whether
    // you scored it", 004:147), after its scoring.
    void on_feature_completed(const Ruleset& rules, GameState& state, int root,
                              Events* events) const override {
        const FeatureKind kind = state.features.node(root).kind;
        if (kind != FeatureKind::City && kind != FeatureKind::Road) return;
        const bool king = kind == FeatureKind::City;
        if (!settings(rules).in_game(king)) return;
        CardsState& s = my(rules, state);
        int8_t& holder = king ? s.king_holder : s.robber_holder;
        int16_t& size = king ? s.king_size : s.robber_size;
        if (settings(rules).scoring == CardScoring::Continuously)
            pay_for_the_part(rules, state, kind, root, holder, events);
        const int tiles = distinct_tiles(state, root);
        // With links in the game (a ferry moved) a completed road may be joined to an open one
        // again: then, as JCZ's RobberCapability does always, the card goes by the largest one
        // completed on the board now (before this part), not by the size it was taken with.
        int threshold = size;
        if (!state.links.empty()) {
            threshold = 0;
            for (int n = 0; n < state.features.size(); ++n)
                if (state.features.find(n) == n && state.features.node(n).kind == kind &&
                    feature_complete(rules, state, n) && !completed_this_part(rules, state, n))
                    threshold = std::max(threshold, distinct_tiles(state, n));
        }
        if (holder < 0 || tiles > threshold) {
            const bool moves = holder != state.current_player;
            holder = static_cast<int8_t>(state.current_player);
            size = static_cast<int16_t>(tiles);
            if (events) {
                const Pos at = state.board.tile(state.features.node(root).tile).pos;
                events->push_back(
                    ModuleEvent{Message(moves ? "{player} takes the {card}: a {kind} of {count}"
                                              : "{player} keeps the {card}: a {kind} of {count}",
                                        {{"player", arg::Player{holder}},
                                         {"card", arg::Word{king ? "King" : "Robber Baron"}},
                                         {"kind", arg::Kind{kind}},
                                         {"count", arg::Count{tiles, Noun{"tile", "tiles"}}}}),
                                {at}});
            }
        }
    }

    void final_scoring(const Ruleset& rules, GameState& state, Events* events) const override {
        const CardsState s = my(rules, state);
        switch (settings(rules).scoring) {
            case CardScoring::Continuously:
                return;  // paid as the game went
            case CardScoring::PerFeature:
                for (const bool king : {true, false}) {
                    const int holder = king ? s.king_holder : s.robber_holder;
                    if (holder < 0) continue;
                    const FeatureKind kind = king ? FeatureKind::City : FeatureKind::Road;
                    int off_board = 0;
                    for (const Module* m : rules.modules)
                        off_board += m->completed_off_board(rules, state, kind);
                    ScoreEvent e = card_event(rules, king);
                    e.terms.push_back({king ? kCompletedCity : kCompletedRoad,
                                       completed_on_board(rules, state, kind), 1});
                    if (off_board > 0) e.terms.push_back({kOffBoardCity, off_board, 1});
                    credit(state, e, holder, e.base_points(), events);
                }
                return;
            case CardScoring::TenPerCard:
            case CardScoring::FifteenPerCard: {
                const int each = settings(rules).scoring == CardScoring::TenPerCard ? 10 : 15;
                if (each == 15 && s.king_holder >= 0 && s.king_holder == s.robber_holder) {
                    ScoreEvent e = card_event(rules, true);
                    e.title = Message("King and Robber Baron");
                    e.terms.push_back({kBothCards, 1, 40});
                    credit(state, e, s.king_holder, 40, events);
                    return;
                }
                for (const bool king : {true, false}) {
                    const int holder = king ? s.king_holder : s.robber_holder;
                    if (holder < 0) continue;
                    ScoreEvent e = card_event(rules, king);
                    e.terms.push_back({kCard, 1, each});
                    credit(state, e, holder, each, events);
                }
                return;
            }
        }
    }

    void check_invariants(const Ruleset& rules, const GameState& state,
                          std::vector<std::string>& problems) const override {
        const CardsState& s = my(rules, state);
        // A card is held by the largest feature of its kind completed so far: at least as large as
        // every one already scored, at most the largest (features the tile of this part completed
        // wait for the scoring step).
        for (const bool king : {true, false}) {
            const int holder = king ? s.king_holder : s.robber_holder;
            const int size = king ? s.king_size : s.robber_size;
            if (!settings(rules).in_game(king)) {
                if (holder >= 0) problems.push_back(std::string(king ? "King" : "Robber Baron") + " card held though it is not in the game");
                continue;
            }
            const FeatureKind kind = king ? FeatureKind::City : FeatureKind::Road;
            int largest = 0, largest_settled = 0;
            for (int n = 0; n < state.features.size(); ++n) {
                if (state.features.find(n) != n || state.features.node(n).kind != kind ||
                    !feature_complete(rules, state, n))
                    continue;
                const int tiles = distinct_tiles(state, n);
                largest = std::max(largest, tiles);
                if (!completed_this_part(rules, state, n))
                    largest_settled = std::max(largest_settled, tiles);
            }
            // With links (a ferry moved) a completed road may be joined to an open one again, and a
            // part of it completed anew: the size the card was taken with bounds nothing then (the
            // card goes by the largest completed now, as in JCZ).
            const bool reopened_possible = !state.links.empty();
            if ((holder >= 0) != (size > 0) ||
                (!reopened_possible && (size < largest_settled || size > largest)))
                problems.push_back(std::string(king ? "King" : "Robber Baron") +
                                   " card taken by a feature of " + std::to_string(size) +
                                   " tiles, but the largest completed one has " +
                                   std::to_string(largest));
            if (holder >= rules.player_count()) problems.push_back("card held by no player");
        }
    }

private:
    static constexpr Noun kOffBoardCity{"completed city off the board",
                                        "completed cities off the board"};

    ScoreEvent card_event(const Ruleset& rules, bool king) const {
        ScoreEvent e;
        e.category = king ? settings(rules).king : settings(rules).robber;
        e.kind = king ? FeatureKind::City : FeatureKind::Road;
        e.title = Message(king ? "King" : "Robber Baron");
        e.complete = true;
        e.final_scoring = true;
        return e;
    }
    // "Continuously": at the first city (road) of the scoring step's list, before any card moves,
    // its holder gets 1 per city (road) the part completed.
    void pay_for_the_part(const Ruleset& rules, GameState& state, FeatureKind kind, int root, int holder,
                          Events* events) const {
        int completions = 0;
        bool first = true;
        for (int16_t r : state.completed) {
            if (state.features.node(r).kind != kind || !feature_complete(rules, state, r)) continue;
            if (completions == 0) first = r == root;
            ++completions;
        }
        if (!first || completions == 0 || holder < 0) return;
        ScoreEvent e = card_event(rules, kind == FeatureKind::City);
        e.final_scoring = false;
        e.terms.push_back({kCompletion, completions, 1});
        credit(state, e, holder, completions, events);
    }
    static void credit(GameState& state, ScoreEvent& e, int player, int points, Events* events) {
        e.awards.push_back({player, points, {}});
        add_points(state, player, points, e.category);
        if (events) events->push_back(std::move(e));
    }
    // Before the scoring step, a feature this part completed touches the new tile, or, when the
    // new tile's edges end every feature (the abbey), a neighbour of it.
    static bool completed_this_part(const Ruleset& rules, const GameState& state, int root) {
        if (std::find(state.completed.begin(), state.completed.end(), root) !=
            state.completed.end())
            return true;
        if (state.placed_tile < 0) return false;
        const PlacedTile& placed = state.board.tile(state.placed_tile);
        const bool closes_neighbours = rules.tiles[placed.type].ends_features;
        bool touches = false;
        state.features.for_each_member(root, [&](int n) {
            const int tile = state.features.node(n).tile;
            if (tile == state.placed_tile) touches = true;
            else if (closes_neighbours) {
                const Pos p = state.board.tile(tile).pos;
                touches |= std::abs(p.x - placed.pos.x) + std::abs(p.y - placed.pos.y) == 1;
            }
        });
        return touches;
    }
    static int completed_on_board(const Ruleset& rules, const GameState& state, FeatureKind kind) {
        int count = 0;
        for (int n = 0; n < state.features.size(); ++n)
            if (state.features.find(n) == n && state.features.node(n).kind == kind &&
                feature_complete(rules, state, n))
                ++count;
        return count;
    }
};

const KingRobberModule& instance() {
    static const KingRobberModule module;
    return module;
}

}  // namespace king_robber_rules
}  // namespace

const Module& king_robber_module() { return king_robber_rules::instance(); }

std::optional<KingRobberCards> king_robber_cards(const Ruleset& rules, const GameState& state) {
    if (std::find(rules.modules.begin(), rules.modules.end(), &king_robber_rules::instance()) == rules.modules.end())
        return std::nullopt;
    const king_robber_rules::CardsState& s = king_robber_rules::instance().my(rules, state);
    return KingRobberCards{s.king_holder, s.king_size, s.robber_holder, s.robber_size};
}

}  // namespace carc
