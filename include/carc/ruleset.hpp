// A Ruleset is the catalogue narrowed to one game: the expansions and options of a Setup, the
// tile types in play (features filtered to the enabled kinds, with rotation tables precomputed for
// the legality and union-find code), the figure kinds, the feature attributes and their merge
// rules, and the rule modules in the order they run. It is immutable once built and shared by
// reference with everything that plays the game.
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "carc/catalog.hpp"

namespace carc {

class Module;
class ActionDef;
class TurnStep;

using TileTypeId = uint16_t;
// Sanity limits of one game (load_ruleset) and of one expansion file (the catalogue loader), far
// above what the data asks (every expansion together: 12 figure kinds, 3 token kinds, 12 score
// categories, 10 tile tags), so that a mistake in a data file is an error rather than a game. The
// per-player counts grow with the data (PlayerState's SmallVecs); tile tags and figure kinds are
// bits of 64-bit masks (TileType::tags, the modules' sets of figure kinds).
constexpr int kMaxFigureKinds = 64;
constexpr int kMaxTokenKinds = 64;
constexpr int kMaxScoreCategories = 64;
constexpr int kMaxTileTags = 64;
// The range of a figure count a setup may give (Setup::figures).
constexpr int kMinFigureCount = 1;
constexpr int kMaxFigureCount = 15;
constexpr int kMinPlayers = 2;  // seats at the table, whoever plays them
// The longest player name, in characters (UTF-8 code points): what the setup screen lets a player
// type and the scoreboard shows. load_ruleset refuses a longer one, wherever it comes from.
constexpr size_t kMaxPlayerNameLength = 20;
// The characters (UTF-8 code points) of a text: its bytes less the continuation bytes.
inline size_t utf8_length(std::string_view s) {
    size_t n = 0;
    for (const char c : s) n += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
    return n;
}
// The first `chars` characters of a text (all of it when it has fewer).
inline std::string_view utf8_prefix(std::string_view s, size_t chars) {
    size_t cut = 0;
    for (size_t seen = 0; cut < s.size(); ++cut)
        if ((static_cast<unsigned char>(s[cut]) & 0xC0) != 0x80 && seen++ == chars) break;
    return s.substr(0, cut);
}
// Why a name is too long, quoting its start: "the name \"Bartholomew…\" has 31 characters; a
// player's name has at most 20".
std::string player_name_too_long(std::string_view name);

struct PlayerSetup {
    std::string name;
    std::string color;  // "red", "blue", ... (the client maps it to a colour and a second cue)
    // Who plays the seat: empty for a person, else a computer player's level (one of
    // kComputerLevels). Not part of the game's state: the digest ignores it, and a seat may
    // change hands between person and computer during a game.
    std::string computer = {};
};

// The computer players' levels as saves and settings spell them (src/bot: bot::parse_level).
inline constexpr const char* kComputerLevels[] = {"greedy", "easy", "medium", "hard"};

struct StartTile {
    std::string tile;
    Pos pos;
    int rotation = 0;
};

struct Setup {
    std::vector<std::string> expansions = {"base"};
    // expansion id -> option id -> value ("true"/"false" for switches).
    std::map<std::string, std::map<std::string, std::string>> options;
    std::vector<PlayerSetup> players;
    uint64_t seed = 0;
    // When present, tiles are drawn in exactly this order and the game ends when it runs out
    // (scenario games, imported games). Otherwise the expansions' tile sets are shuffled.
    std::optional<std::vector<std::string>> draw_order;
    // When non-empty, replaces the start tile(s) the expansions would choose.
    std::vector<StartTile> start;
    // Figure id -> how many each player has, for the figures whose count differs from the rules'
    // (a house rule, or a JCloisterZone setup such as two pigs). Empty: the rules' counts.
    std::map<std::string, int> figures;
    // A test position read from a file, not a game: it may have one seat (JCloisterZone's test
    // games with one player; docs/save-format.md). A new game still needs kMinPlayers seats; the
    // readers of files (saves, .jcz imports) set this when a file has one player.
    bool position = false;
    // Read from a save of version 2 or older: an option that declares what such games played
    // (OptionDef::older_saves) takes that value when the save does not give it, and the game is
    // saved again as version 2 (docs/save-format.md).
    bool older_save = false;
    // The version of the save this game was read from (0: a new game, or one from elsewhere): a
    // game keeps its version when saved again, with that version's digest (save_version_of and
    // digest_to_save in data/save.hpp; docs/save-format.md).
    int save_version = 0;
};

// A source of chance a module declares (Module::chance_sources; docs/architecture.md, "Recorded
// chance"): a die of `faces` faces, whose outcome is a face 1..faces, or a bag of tokens drawn
// without replacement, whose outcome is a token's index in `tokens`. What a bag holds is known to
// every player; the order of its tokens is not (it is never stored: each draw picks one). The
// words are the program's vocabulary (static storage): ids in saves, names in the log.
struct BagToken {
    std::string_view id;    // the save's outcome ("wolf", "sheep-2")
    std::string_view name;  // in the log: "a wolf"
    int count = 0;          // how many the bag holds at the start
};
struct ChanceSource {
    std::string_view id;    // the save's "source" ("flier_die", "sheep_bag"); one per game
    std::string_view name;  // in the log: "the die", "the bag of sheep"
    int faces = 0;          // a die: its faces (1 to kMaxDieFaces); a bag: 0
    std::vector<BagToken> tokens;  // a bag: what it holds at the start
    bool is_bag() const { return faces == 0; }
};
constexpr int kMaxDieFaces = 100;
constexpr int kMaxBagTokens = 1000;  // of one kind in one bag

// Edge kinds as packed in tile signatures: two bits per side.
enum class EdgeKind : uint8_t { Field = 0, Road = 1, City = 2, River = 3 };
// Constraint codes of open cells (see FrontierCell): each side is free or demands one kind.
constexpr int kConstraintCodes = 625;  // 5^4
constexpr int kConstraintWeight[4] = {1, 5, 25, 125};

struct FeatureType {
    FeatureKind kind = FeatureKind::Field;
    SideMask sides = 0;
    SideMask shared_sides = 0;        // city: FeatureDef::shared_sides
    HalfMask halves = 0;
    int8_t open_edges = 0;            // sides a road or city must see met to be complete (shared ones too, inner ends too)
    uint8_t inner_ends = 0;           // road: FeatureDef::inner_ends
    std::vector<int16_t> attributes;  // indexed by Ruleset attribute slot
    std::vector<uint8_t> cities;      // field: local indices of the cities it borders
    std::optional<std::array<float, 2>> anchor;
};

struct TileType {
    std::string id;
    uint64_t tags = 0;  // bit t: Ruleset::tags[t]
    std::string expansion;
    const TileDef* def = nullptr;  // into the Catalog the Ruleset was built from
    std::vector<FeatureType> features;
    // Per rotation: packed edge kinds (bits 2s..2s+1 for side s), and which local feature
    // touches each side and each half-edge (-1: none).
    std::array<uint8_t, 4> signature{};
    std::array<std::array<int8_t, 4>, 4> side_feature{};
    std::array<std::array<int8_t, 8>, 4> half_feature{};
    // Per rotation, the city that shares each side with side_feature's (FeatureDef::shared_sides;
    // -1: none). A city laid against that side joins both.
    std::array<std::array<int8_t, 4>, 4> shared_side_feature{};
    int8_t cloister = -1;  // local index of its monastery or garden, if any
    bool ends_features = false;  // TileDef::ends_features: its sides close the neighbours' features
    // Bit r set when rotation r satisfies the constraint code (see FrontierCell).
    std::array<uint8_t, kConstraintCodes> fits{};
    EdgeKind edge(int rotation, Side side) const {
        return static_cast<EdgeKind>((signature[rotation] >> (2 * static_cast<int>(side))) & 3);
    }
    bool has(int tag) const { return tag >= 0 && (tags >> tag) & 1u; }
    // By name, for code that runs rarely (drawing); modules look the bit up once with Ruleset::tag.
    bool has_tag(std::string_view name) const;
};

// The ordered steps of a turn, then those of the end of the game.
class TurnProgram {
public:
    const std::vector<const TurnStep*>& steps() const { return steps_; }
    const TurnStep& step(int index) const { return *steps_[static_cast<size_t>(index)]; }
    int index_of(std::string_view id) const;  // -1 when absent
    // Where the end of the game begins (its first step).
    int end_index() const { return end_; }

    // Building (Ruleset construction and Module::configure): the core's steps first, then
    // modules insert theirs next to a named step. False when that step does not exist.
    void add_turn_step(const TurnStep* step);
    void add_end_step(const TurnStep* step);
    // Steps inserted before the same step stand in the order of their `rank` (turn.hpp's
    // before_finding), lower first; equal ranks in the order they were inserted.
    bool insert_before(std::string_view id, const TurnStep* step, int rank = 0);
    // Steps hung after the same step stand in the order of their `rank` (turn.hpp's
    // after_scoring), lower first, whatever order the modules are configured in (which follows
    // the data files' names); equal ranks in the order they were hung.
    bool insert_after(std::string_view id, const TurnStep* step, int rank = 0);

private:
    struct Hung {
        std::string after;   // the step this one was hung after ("" for the others)
        std::string before;  // the step this one was inserted before ("" for the others)
        int rank = 0;
    };
    std::vector<const TurnStep*> steps_;
    std::vector<Hung> hung_;  // parallel to steps_
    int end_ = 0;
};

struct Ruleset {
    Setup setup;
    const Catalog* catalog = nullptr;
    std::vector<const ExpansionDef*> expansions;  // enabled, base first
    std::vector<const Module*> modules;           // in the order their hooks run
    std::vector<TileType> tiles;
    std::unordered_map<std::string, TileTypeId> tile_index;
    std::vector<FigureDef> figures;       // figure kinds in play, counts as the setup gives them
    std::vector<AttributeDef> attributes; // attribute slots
    std::vector<std::string> tokens;      // per-player token kinds (trade goods)
    std::vector<CategoryDef> categories;  // score categories: the core's, then the expansions'
    std::vector<PlaceDef> places;         // off-board places (City quarters, prisons)
    std::vector<std::string> tags;        // tile tags in play (bit index in TileType::tags)
    std::vector<const ActionDef*> action_defs;  // the core's action types, then the modules'
    // Actions a player may take at any of their own decisions in their turn, beside what the step
    // asks (The Tower's ransom, seed 003:119-123): their modules list them (Module::
    // add_any_time_actions) and the engine applies them without leaving the step.
    std::vector<const ActionDef*> any_time_defs;
    std::vector<const Module*> any_time_modules;
    // Modules whose after_step_action hook runs after every action a step applies (the phantom).
    std::vector<const Module*> step_action_watchers;
    TurnProgram turn;                     // the steps of a turn and of the end of the game
    // The sources of chance its modules declare (after configure), and for each the index of its
    // first count in ChanceState::bags (a bag's tokens, in order; a die has none).
    std::vector<ChanceSource> chance_sources;
    std::vector<uint16_t> bag_start;
    // Module state: each module with state owns [offset, offset + size) of GameState::module_data.
    std::vector<uint32_t> module_state_offset;  // parallel to modules
    // What each module looked up once for this game (figure indices, tags, options), parallel to
    // modules; null for a module with nothing to remember (ModuleWithState's Settings).
    std::vector<std::shared_ptr<const void>> module_settings;
    // The same two, by Module::key(), for the hook calls of every action (ModuleWithState::my):
    // as long as the largest key of the game's modules (load_ruleset), 0 and null for the others.
    std::vector<uint32_t> state_offset_by_key;
    std::vector<const void*> settings_by_key;
    uint32_t module_data_size = 0;
    std::map<std::string, std::string> options;  // "base.farmers" -> "true", all resolved
    // Per feature kind of the catalogue (the core's, then the declared ones): in play, and a
    // declared kind that never completes and is never scored (the tower; FeatureKindDef).
    std::vector<uint8_t> kind_enabled;
    std::vector<uint8_t> kind_never_completes;
    std::vector<TileTypeId> tile_set;     // the tiles of the chosen sets, start tile included
    std::vector<std::string> tile_set_ids;
    bool placement_restricted = false;    // some module filters tile placements
    bool deploy_restricted = false;       // some module forbids deploys feature by feature
    bool occupancy_relaxed = false;       // some module lets a figure onto an occupied feature
    bool tiles_closeable = false;         // some module closes whole tiles to deploys
    // Some tile of the game may end a neighbour's road or city without showing one on that side
    // (the abbey, TileType::ends_features): the scoring then looks at the neighbours' features too.
    bool tiles_close_neighbours = false;

    bool has(std::string_view expansion) const;
    const std::string& option(std::string_view key) const;  // "base.farmers"
    bool option_on(std::string_view key) const { return option(key) == "true"; }
    int option_int(std::string_view key) const;
    std::optional<TileTypeId> tile(std::string_view id) const;
    int figure(std::string_view id) const;     // index, or -1 when not in play
    int attribute(std::string_view id) const;  // slot, or -1
    int token(std::string_view id) const;      // slot, or -1
    int category(std::string_view id) const;   // score category, or -1
    int tag(std::string_view id) const;        // tile tag bit, or -1 (no tile in play has it)
    int place(std::string_view id) const;      // off-board place, or -1
    const ActionDef* action_def(std::string_view id) const;  // null when no module declares it
    int chance_source(std::string_view id) const;  // index in chance_sources, or -1
    uint32_t state_offset(const Module& m) const;  // where m's state lives in module_data
    const void* settings_of(const Module& m) const;  // what m looked up for this game, or null
    int player_count() const { return static_cast<int>(setup.players.size()); }
};

// Narrows the catalogue to a game. Errors: unknown expansion or option value, a required
// expansion missing, too few or too many players, an unknown tile in draw_order or start, a figure
// count for a figure not in the game or outside kMinFigureCount..kMaxFigureCount, an action
// definition whose declared fields cannot be (fields_problem).
// `modules` finds the rule modules the expansions name; null is the program's registry
// (find_module). Tests pass their own to play a test-only module (a ranged test action).
using ModuleLookup = const Module* (*)(std::string_view id);
Result<Ruleset> load_ruleset(const Setup& setup, const Catalog& catalog, ModuleLookup modules = nullptr);

// An element the game switches on that nothing among the game's tiles lets act
// (OptionDef::needs_tiles: the dragon without volcanoes and dragon tiles, tower pieces without
// tower foundations). Such a game is legal; the setup screen, carc-cli and the JCZ import say so
// with the option's idle_notice. The tiles looked at are those of the chosen sets, the setup's
// draw order and its start tiles.
struct IdleElement {
    const ExpansionDef* expansion = nullptr;
    const OptionDef* option = nullptr;
};
std::vector<IdleElement> idle_elements(const Ruleset& rules);

// Options whose only work is to choose among their expansion's tile sets (a set's `when` names
// them, no figure's does), when a set in the game replaces every set they choose among (the Winter
// Edition's pile instead of the base game's first or second edition): choosing changes nothing,
// so the setup screen leaves them out.
std::vector<IdleElement> replaced_options(const Ruleset& rules);

}  // namespace carc
