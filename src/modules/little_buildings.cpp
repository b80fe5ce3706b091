// Little Buildings (issue 34): each player's sheds, houses and towers.
//
// Seed 003 ("Feature scoring": roads line 603, cities 869, monastic buildings 982, fields 1093)
// gives the scoring, under "Basic rules": "(+1) point / little building" on the feature's tiles —
// the road's tiles, the city's tiles, the monastic building's tile and its neighbours, the field's
// tiles — to whoever scores the feature (the building's owner plays no part in it). Seed 003
// line 306: little buildings are not counted when the abbot is taken back (the Abbot's own
// scoring, which has no hook of ours). The seeds' "Variant rules" are empty in the text, and
// seed 000 says nothing, so the rest follows JCloisterZone (LittleBuildingsCapability; written
// down in docs/rules-coverage.md):
// - each player has 6 / players (rounded down) of each kind: 2 players 3, 3 players 2, 4 to 6 1;
// - instead of a follower (the turn's one action), one of them goes onto the tile just placed;
//   a tile holds at most the one building of the turn it was placed in;
// - the buildings count whenever the feature is scored: completed, or at the end unfinished
//   (also a field's farmers at the end), with the feature's points, for every player who scores it;
// - option `scoring` = "3-2-1" (JCZ's rule little-buildings-scoring "3/2/1"): a tower is worth 3,
//   a house 2, a shed 1; otherwise ("standard", JCZ's "1/1/1") each is worth 1.
// Its JCloisterZone codec is little_buildings_jcz.cpp (docs/jcz.md).
#include <algorithm>
#include <array>

#include "modules.hpp"
#include "modules/little_buildings.hpp"

namespace carc {

namespace {
namespace little_buildings_rules {

constexpr int kSeats = 8;
// 6 / players of each of three kinds: never more than 18 on the board.
constexpr int kMaxBuildings = 18;
constexpr int kBuildingsShared = 6;

constexpr Noun kLittleBuildingNoun{"little building", "little buildings"};
constexpr std::array<Noun, kLittleBuildingKinds> kKindNouns = {Noun{"shed", "sheds"}, Noun{"house", "houses"},
                                                              Noun{"little tower", "little towers"}};

int buildings_each(const Ruleset& rules) {
    return rules.player_count() > 0 ? kBuildingsShared / rules.player_count() : 0;
}

// What the module remembers: the buildings on the board (tile and kind, in the order they were
// built) and each player's supply by kind.
struct BuildingsState {
    std::array<int16_t, kMaxBuildings> tile;  // board index of the tile it stands on
    std::array<std::array<int8_t, kLittleBuildingKinds>, kSeats> left;
    std::array<uint8_t, kMaxBuildings> kind;  // LittleBuilding
    uint8_t count;
    uint8_t unused;  // keeps the struct free of padding bytes (the digest hashes every byte)
};

struct BuildingsSettings {
    std::array<int, kLittleBuildingKinds> points{};
    explicit BuildingsSettings(const Ruleset& r) {
        const bool variant = r.option("little-buildings.scoring") == "3-2-1";
        points = variant ? std::array<int, kLittleBuildingKinds>{1, 2, 3} : std::array<int, kLittleBuildingKinds>{1, 1, 1};
    }
};

const BuildingsState* buildings_of(const Ruleset& rules, const GameState& state);
BuildingsState& buildings_mut(const Ruleset& rules, GameState& state);

// One sentence per kind rather than a kind's word inside one sentence: the languages give the
// three kinds different genders, so the words around them differ.
Message none_left(int kind, int player) {
    switch (kind) {
    case 0: return Message("{player} has no shed left", {{"player", arg::Player{player}}});
    case 1: return Message("{player} has no house left", {{"player", arg::Player{player}}});
    default: return Message("{player} has no little tower left", {{"player", arg::Player{player}}});
    }
}
Message build_at(int kind, Pos pos) {
    switch (kind) {
    case 0: return Message("build a shed at {pos}", {{"pos", arg::Square{pos}}});
    case 1: return Message("build a house at {pos}", {{"pos", arg::Square{pos}}});
    default: return Message("build a little tower at {pos}", {{"pos", arg::Square{pos}}});
    }
}

// "place_little_building": the turn's action, a building of the chosen kind on the tile just placed.
class PlaceLittleBuilding final : public FieldsActionDef {
public:
    std::string_view id() const override { return "place_little_building"; }
    void apply(const Ruleset& rules, GameState& state, const Action& a, Events*) const override {
        BuildingsState& s = buildings_mut(rules, state);
        if (s.count >= kMaxBuildings) return;
        s.tile[s.count] = static_cast<int16_t>(state.board.tile_index(a.pos));
        s.kind[s.count] = static_cast<uint8_t>(a.value);
        ++s.count;
        --s.left[static_cast<size_t>(state.acting_player)][static_cast<size_t>(a.value)];
    }
    Message why_illegal(const Ruleset& rules, const GameState& state, const Action& a) const override {
        if (!buildings_of(rules, state)) return Message("this game is played without little buildings");
        if (a.value < 0 || a.value >= kLittleBuildingKinds) return Message("a little building is a shed, a house or a little tower");
        if (state.phase != Phase::PlaceFigure || state.placed_tile < 0 || state.board.tile_index(a.pos) != state.placed_tile)
            return Message("a little building goes on the tile just placed, instead of a follower");
        if (little_buildings_left(rules, state, state.acting_player, static_cast<LittleBuilding>(a.value)) <= 0)
            return none_left(a.value, state.acting_player);
        return Message("no little building can be placed now");
    }
    Message describe(const Ruleset&, const GameState&, const Action& a) const override {
        return build_at(a.value, a.pos);
    }
    std::span<const FieldDef> fields() const override { return kFields; }

    Action make(Pos pos, int kind) const {
        Action a;
        a.def = this;
        a.pos = pos;
        a.value = static_cast<int16_t>(kind);
        return a;
    }

private:
    static constexpr FieldDef kFields[] = {{"square", FieldKind::Square, Slot::Pos},
                                           {"building", FieldKind::Choice, Slot::Value, kLittleBuildingWords}};
};

const PlaceLittleBuilding kPlaceLittleBuilding;

// The tiles whose buildings a feature counts: a monastic building's own and its eight neighbours;
// a road's, city's or field's own tiles. Other kinds (a tower's foundation, a castle) count none.
bool counts_tile(const Ruleset& rules, const GameState& state, const FeatureScoring& s, int tile) {
    if (s.kind == FeatureKind::Monastery || s.kind == FeatureKind::Garden ||
        rules.catalog->is_like(s.kind, FeatureKind::Monastery)) {
        const Pos c = state.board.tile(state.features.node(s.root).tile).pos;
        const Pos p = state.board.tile(tile).pos;
        return std::abs(p.x - c.x) <= 1 && std::abs(p.y - c.y) <= 1;
    }
    if (s.kind != FeatureKind::Road && s.kind != FeatureKind::City && s.kind != FeatureKind::Field) return false;
    bool found = false;
    state.features.for_each_member(s.root, [&](int n) { found = found || state.features.node(n).tile == tile; });
    return found;
}

class LittleBuildingsModule final : public ModuleWithState<BuildingsState, BuildingsSettings> {
public:
    std::string_view id() const override { return "little-buildings"; }
    std::vector<const ActionDef*> action_defs() const override { return {&kPlaceLittleBuilding}; }

    BuildingsState initial_state(const Ruleset& rules) const override {
        BuildingsState s{};
        s.tile.fill(-1);
        const int each = std::min(buildings_each(rules), kMaxBuildings / kLittleBuildingKinds);
        for (int p = 0; p < rules.player_count() && p < kSeats; ++p)
            s.left[static_cast<size_t>(p)].fill(static_cast<int8_t>(each));
        return s;
    }

    void add_step_actions(const Ruleset& rules, const GameState& state, std::string_view step, ActionList& out) const override {
        if (step != steps::action || state.placed_tile < 0) return;
        const BuildingsState& s = my(rules, state);
        if (s.count >= kMaxBuildings || state.acting_player < 0 || state.acting_player >= kSeats) return;
        const Pos pos = state.board.tile(state.placed_tile).pos;
        for (int k = 0; k < kLittleBuildingKinds; ++k)
            if (s.left[static_cast<size_t>(state.acting_player)][static_cast<size_t>(k)] > 0)
                out.push_back(kPlaceLittleBuilding.make(pos, k));
    }

    // Beside the feature's points, after the witch has halved them (ScoreStage::Added).
    ScoreStage score_stage() const override { return ScoreStage::Added; }

    void score(const Ruleset& rules, const GameState& state, FeatureScoring& s) const override {
        const BuildingsState& b = my(rules, state);
        if (b.count == 0) return;
        std::array<int, kLittleBuildingKinds> on{};
        for (int i = 0; i < b.count; ++i)
            if (counts_tile(rules, state, s, b.tile[static_cast<size_t>(i)])) ++on[b.kind[static_cast<size_t>(i)]];
        if (on[0] + on[1] + on[2] == 0) return;
        const BuildingsSettings& set = settings(rules);
        if (set.points == std::array<int, kLittleBuildingKinds>{1, 1, 1}) {
            s.event.terms.push_back({kLittleBuildingNoun, on[0] + on[1] + on[2], 1});
        } else {
            for (size_t k = 0; k < on.size(); ++k)
                if (on[k] > 0) s.event.terms.push_back({kKindNouns[k], on[k], set.points[k]});
        }
        s.event.tags.push_back("little-buildings");
    }

    void check_invariants(const Ruleset& rules, const GameState& state, std::vector<std::string>& problems) const override {
        const BuildingsState& s = my(rules, state);
        std::array<int, kLittleBuildingKinds> placed{};
        for (int i = 0; i < s.count; ++i) {
            const int t = s.tile[static_cast<size_t>(i)];
            if (t < 0 || t >= static_cast<int>(state.board.tiles().size())) problems.push_back("a little building stands on no placed tile");
            for (int j = 0; j < i; ++j)
                if (s.tile[static_cast<size_t>(j)] == t) problems.push_back("two little buildings stand on one tile");
            if (s.kind[static_cast<size_t>(i)] >= kLittleBuildingKinds) problems.push_back("a little building of no kind");
            else ++placed[s.kind[static_cast<size_t>(i)]];
        }
        const int each = std::min(buildings_each(rules), kMaxBuildings / kLittleBuildingKinds);
        for (size_t k = 0; k < placed.size(); ++k) {
            int left = 0;
            for (int p = 0; p < rules.player_count() && p < kSeats; ++p) {
                const int n = s.left[static_cast<size_t>(p)][k];
                if (n < 0) problems.push_back("a player has fewer than no little buildings");
                left += n;
            }
            if (left + placed[k] != each * std::min(rules.player_count(), kSeats))
                problems.push_back("the little buildings on the board and in the supplies do not add up");
        }
    }

    // A building still in the supply is worth its points once: one feature it stands in scoring it
    // for its owner (it may add to other scores too, and to rivals' ones).
    double held_worth(const Ruleset& rules, const GameState& state, int player) const override {
        if (player < 0 || player >= kSeats) return 0.0;
        double worth = 0.0;
        for (int k = 0; k < kLittleBuildingKinds; ++k)
            worth += my(rules, state).left[static_cast<size_t>(player)][static_cast<size_t>(k)] *
                     points(rules, static_cast<LittleBuilding>(k));
        return worth;
    }

    const BuildingsState& view(const Ruleset& rules, const GameState& state) const { return my(rules, state); }
    BuildingsState& mut(const Ruleset& rules, GameState& state) const { return my(rules, state); }
    int points(const Ruleset& rules, LittleBuilding kind) const { return settings(rules).points[static_cast<size_t>(kind)]; }
};

const LittleBuildingsModule& the_module() {
    static const LittleBuildingsModule module;
    return module;
}

const BuildingsState* buildings_of(const Ruleset& rules, const GameState& state) {
    return has_little_buildings(rules) ? &the_module().view(rules, state) : nullptr;
}
BuildingsState& buildings_mut(const Ruleset& rules, GameState& state) { return the_module().mut(rules, state); }

}  // namespace little_buildings_rules
}  // namespace

const Module& little_buildings_module() { return little_buildings_rules::the_module(); }

bool has_little_buildings(const Ruleset& rules) {
    return std::find(rules.modules.begin(), rules.modules.end(), &little_buildings_rules::the_module()) != rules.modules.end();
}

std::optional<LittleBuilding> little_building_on(const Ruleset& rules, const GameState& state, int tile) {
    const little_buildings_rules::BuildingsState* s = little_buildings_rules::buildings_of(rules, state);
    if (!s) return std::nullopt;
    for (int i = 0; i < s->count; ++i)
        if (s->tile[static_cast<size_t>(i)] == tile) return static_cast<LittleBuilding>(s->kind[static_cast<size_t>(i)]);
    return std::nullopt;
}

int little_buildings_left(const Ruleset& rules, const GameState& state, int player, LittleBuilding kind) {
    const little_buildings_rules::BuildingsState* s = little_buildings_rules::buildings_of(rules, state);
    if (!s || player < 0 || player >= little_buildings_rules::kSeats) return 0;
    return s->left[static_cast<size_t>(player)][static_cast<size_t>(kind)];
}

int little_building_points(const Ruleset& rules, LittleBuilding kind) {
    return has_little_buildings(rules) ? little_buildings_rules::the_module().points(rules, kind) : 0;
}

}  // namespace carc
