// The catalogue: everything read from data/expansions/*.json, exactly as written there and
// validated, before any game is set up. One ExpansionDef per file: its tiles (features, the edges
// they touch, attributes such as pennants, the cities each field borders, drawing hints), its tile
// sets with counts, its figures, its options and the rule modules it switches on. A Catalog is a
// plain value passed around explicitly; there is no global registry of tiles.
#pragma once

#include <array>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "carc/geometry.hpp"
#include "carc/result.hpp"

namespace carc {

// Feature kinds. The core's six have a geometry class that decides how they connect: road, city
// and river touch whole sides; fields touch half-edges; monasteries and gardens sit in the middle
// of one tile and are complete when surrounded. An expansion may declare more kinds in its data
// (`"feature_kinds": [{"id": "shrine", "name": "shrine"}]`): they take the values after the core's,
// sit in the middle of a tile and complete when surrounded, like a monastery; their points go to
// the score category of the same id, which the expansion declares too. A declared kind may instead
// never complete (`"completes": "never"`: the tower): it is never scored, its figures stay until
// the end and count in no majority, and it does not take a tile's one cloister slot.
enum class FeatureKind : uint8_t { Road, City, Field, Monastery, Garden, River };
constexpr int kBuiltinFeatureKinds = 6;
// A sanity limit (the catalogue loader refuses more): sets of feature kinds are 64-bit masks.
constexpr int kMaxFeatureKinds = 64;

// The core's kinds by name ("road", "city"...); declared kinds need the catalogue (Catalog::kind).
std::string_view feature_kind_name(FeatureKind k);
std::optional<FeatureKind> parse_feature_kind(std::string_view name);
constexpr bool touches_sides(FeatureKind k) {
    return k == FeatureKind::Road || k == FeatureKind::City || k == FeatureKind::River;
}
// In the middle of one tile, complete when its eight neighbours are there: monasteries, gardens
// and every kind an expansion declares.
constexpr bool is_cloister_like(FeatureKind k) {
    return k == FeatureKind::Monastery || k == FeatureKind::Garden ||
           static_cast<int>(k) >= kBuiltinFeatureKinds;
}

// A kind an expansion declares (its value: kBuiltinFeatureKinds + its index in
// Catalog::declared_kinds).
struct FeatureKindDef {
    std::string id;    // "shrine": in tiles, figures' places, saves
    std::string name;  // "shrine": in sentences
    // A core kind this one stands in for where a rule says "a monastery or the like" (the shrine
    // is like a monastery): the figures that may stand on that kind may stand on this one, and a
    // rule that moves meeples onto monasteries may ask Catalog::is_like. Empty: like nothing.
    std::string like;
    bool never_completes = false;  // "completes": "never" (the tower); default "surrounded"
    // "spans_tiles": true: a feature of this kind stands across its tiles and on none of them
    // alone, so that what enters one of its tiles (the dragon) does not reach its figures.
    bool spans_tiles = false;
    // "saved_as": the number saves of version 4 hashed this kind by when declared kinds were
    // numbered in the catalogue's file order (before Under the Big Top). Only the seven kinds of
    // that time carry it; a kind declared later enters a save's digest by its id (digest.cpp).
    int saved_as = -1;
};

struct FeatureDef {
    FeatureKind kind = FeatureKind::Field;
    SideMask sides = 0;                   // road, city, river
    // City only: sides it shares with the tile's city drawn on them (`"shares_sides"`: HS/CC!.v's
    // small east city also reaches the north edge). A city laid against such a side joins both;
    // until then the two are cities of their own.
    SideMask shared_sides = 0;
    // Road only: ends inside the tile that a module may join to another feature (`"inner_ends"`:
    // a tunnel's entrance). Each is an open end of the road until the module joins it.
    uint8_t inner_ends = 0;
    HalfMask halves = 0;                  // field; 0 for an inner field that touches no side
    std::map<std::string, int> attributes;  // "pennants": 1, "inn": 1, ...
    std::vector<SideMask> borders_cities;   // field only: each entry names a city by a side it touches
    std::optional<std::array<float, 2>> anchor;  // drawing hint: where figures stand, in 0..1
};

struct TileDef {
    std::string id;                 // JCloisterZone catalogue id, e.g. "BA/RCr"
    std::vector<std::string> tags;  // symbols modules read: "spring", "lake", "volcano", "dragon"...
    std::vector<FeatureDef> features;
    // Half-edges that deliberately carry nothing: the inner edges of a board of squares (the City
    // of Carcassonne) that only ever face another square of the same board.
    HalfMask bare_halves = 0;
    std::map<std::string, std::string> draw;  // drawing hints, see docs/data-format.md
    // Its sides end every road, city and field that meets them, whatever the neighbour shows
    // (the abbey): no fields at its edges, and a neighbour's road or city loses that open side.
    bool ends_features = false;
};

struct TileSetDef {
    std::string id;                            // "basic:2"
    std::map<std::string, std::string> when;   // option values that select this set
    std::vector<std::pair<std::string, int>> counts;  // tile id -> copies, in file order
    // A set may name a tile another file defines (River II's spring is the River's): the
    // ruleset builds that tile for the game even when its own expansion is off.
    std::vector<std::string> removes;  // tiles of other sets this one takes out of the game
    // Expansions of which at least one must be in the game for the set to play (empty: none
    // needed): GQ11's two river tiles come only with a River, as JCloisterZone's `<requires>`.
    std::vector<std::string> with_any;
    // Sets this one stands in for: while it is in the game they are not, whichever options
    // select them (the Winter Edition's pile is a whole base game in winter dress, played
    // instead of `basic:1` or `basic:2`, as JCloisterZone's `winter` set is).
    std::vector<std::string> replaces;
    int total() const;
};

struct FigureDef {
    std::string id;       // "follower", "abbot", ...
    std::string name;     // "Follower"
    int count = 0;        // per player; for a neutral figure, how many are on the table at most
    int strength = 1;     // weight in majorities
    bool follower = true; // occupies its feature and counts in majorities (builder, pig: no)
    bool neutral = false; // belongs to nobody (the dragon, the fairy, the Count)
    bool computed_strength = false;  // a module computes the strength (Module::figure_strength)
    std::vector<FeatureKind> places;  // feature kinds it may be deployed on
    // Nothing: it goes onto a feature whoever stands there (the shepherd shares a field with farmers).
    enum class Needs : uint8_t { EmptyFeature, OwnFollower, Nothing } needs = Needs::EmptyFeature;
    std::string role;     // shown in the figure step; empty: derived from the feature kind
    std::string art;      // the drawing: assets/figures/<art>.svg ("meeple", "dragon"...)
    std::map<std::string, std::string> when;  // options of its expansion that put it in play
    // What the figure does that another expansion's rules may react to, as words any module may
    // read ("devours": it eats what stands on the tiles it enters), so that the module reacting
    // names the capability rather than the figure or its expansion (docs/data-format.md).
    std::vector<std::string> tags;
    bool has_tag(std::string_view tag) const;
};

// A column of the score table: where the points of some scorings go ("fairy", "trade goods").
// The core's categories are those of its feature kinds; expansions declare the others.
struct CategoryDef {
    std::string id;      // "trade-goods"
    std::string name;    // "trade goods" (in sentences and tooltips)
    std::string column;  // "Goods" (a short column title)
};

// A place off the board where figures wait (a City quarter); modules may add more (prisons).
struct PlaceDef {
    std::string id;
    std::string name;
};

// What a part of an expansion needs among the tiles of a game to ever act: a tile with tag `tag`
// (the dragon's volcano), a feature of kind `kind` (the tower's foundation) or a feature carrying
// attribute `attribute` (the cities' trade goods); any one of the listed values will do.
struct TileNeed {
    enum class What : uint8_t { Tag, Kind, Attribute } what = What::Tag;
    std::vector<std::string> any_of;
};

struct OptionDef {
    std::string id;          // "farmers"
    std::string name;        // "Farmers"
    std::string description;
    std::vector<std::pair<std::string, std::string>> choices;  // value -> label; bool: "true"/"false"
    std::string default_value;
    // A switch of one part of the expansion that may play without the others, which
    // JCloisterZone calls an element: its tiles ("tiles"), a figure, a card, the trade goods.
    // `carc-cli --expansions abbey-mayor:wagon` names the elements it keeps on.
    bool element = false;
    // When the switch is on, what the game's tiles must hold for the part to act (every entry;
    // none: it acts with any tiles), and the sentence the setup shows when they do not
    // (idle_elements in ruleset.hpp).
    std::vector<TileNeed> needs_tiles;
    std::string idle_notice;
    // The value that games saved before the option existed played (a save of version 2 or older
    // that does not give the option: Setup::older_save). The Tower's ransom before the tile.
    std::optional<std::string> older_saves;
    bool is_bool() const;
};

struct AttributeDef {
    std::string id;
    enum class Merge : uint8_t { Add, Any } merge = Merge::Add;
    std::vector<FeatureKind> kinds;  // features that may carry it
};

struct ExpansionDef {
    std::string id;          // "base", "river", "abbot"
    std::string name;
    std::string summary;     // one line for the setup screen
    // What of its rules is not built yet; non-empty: the setup screen does not offer it (saves,
    // scenario games and carc-cli still play the parts that are built).
    std::string unfinished;
    std::string rules_text;  // file in data/rules/<language>/ with its short rules ("<id>.md" unless named)
    std::string source;      // file it was read from
    int max_players = 5;
    std::vector<std::string> requires_expansions;
    std::vector<std::string> modules;
    std::vector<FeatureKind> feature_kinds;  // kinds this expansion introduces (the core's or declared)
    std::vector<FeatureKindDef> declared_kinds;  // the new kinds it declares
    std::vector<AttributeDef> attributes;
    std::vector<FigureDef> figures;
    std::vector<std::string> tokens;  // per-player token kinds it introduces (trade goods)
    std::vector<CategoryDef> categories;  // score categories it introduces
    std::vector<PlaceDef> places;         // off-board places it introduces
    std::vector<OptionDef> options;
    std::vector<TileDef> tiles;
    std::vector<TileSetDef> sets;
    std::optional<std::string> start_tile;
    // Squares laid out together before the first draw instead of the start tile (the City of
    // Carcassonne's 4x3 boards): which tile, where, turned how far. The expansion's module decides
    // when the block is used.
    struct StartSquare {
        std::string tile;
        Pos pos;
        int rotation = 0;
    };
    std::vector<StartSquare> start_block;
};

struct Catalog {
    std::string data_dir;
    // Sorted: the base game first (the one expansion that requires none), then by file name.
    std::vector<ExpansionDef> expansions;
    std::vector<FeatureKindDef> declared_kinds;  // the kinds expansions declare, in file order

    // A kind's id ("road", "shrine"), the kind of an id, and its noun in sentences.
    std::string_view kind_name(FeatureKind k) const;
    std::optional<FeatureKind> kind(std::string_view id) const;
    std::string_view kind_noun(FeatureKind k) const;
    // Whether `k` is `core` or a declared kind like it ("like": "monastery").
    bool is_like(FeatureKind k, FeatureKind core) const;

    const ExpansionDef* find_expansion(std::string_view id) const;
    // The id of the game every other expansion builds on (the first, which requires none): what
    // a new game and the tools play when no expansion is named. Empty in an empty catalogue.
    std::string base_game() const;
    const TileDef* find_tile(std::string_view id) const;
    const ExpansionDef* expansion_of_tile(std::string_view id) const;
    const ExpansionDef* expansion_declaring(FeatureKind k) const;
};

// Reads and validates every data/expansions/*.json. Errors name the file and the JSON path.
Result<Catalog> load_catalog(const std::string& data_dir);
// Validates one expansion document given as text (used by tests and the fuzzer).
Result<ExpansionDef> parse_expansion(const std::string& text, const std::string& source);
// Cross-file checks: tile ids unique, required expansions and declared kinds present.
Result<bool> validate_catalog(const Catalog& catalog);

// Where the program finds its data folder (expansions/ and rules/): $CARC_DATA_DIR, else the
// installed share/carcassonne beside bin/, else data/ of the tree the binary sits in or was built
// from, else the compiled-in installed folder (docs/install.md).
std::string default_data_dir(const char* argv0);

}  // namespace carc
