// Feature kinds an expansion declares in its data (docs/architecture.md, "Data: tags, kinds,
// categories"): a kind unknown to the core, with its tiles, a figure that goes on it and a score
// category of the same id, works without any code: it sits in the middle of its tile, completes
// when surrounded, and its scorings go to its own column.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <string>

#include <unistd.h>

#include "carc/engine.hpp"
#include "carc/module.hpp"
#include "carc/record.hpp"

using namespace carc;
namespace fs = std::filesystem;

namespace {

constexpr const char* kWells = R"({
  "format": "carcassonne-expansion", "version": 1, "id": "wells", "name": "Wells",
  "summary": "A test expansion with a feature kind of its own.", "requires": ["base"],
  "feature_kinds": [{"id": "well", "name": "well"}],
  "score_categories": [{"id": "well", "name": "wells", "column": "Wells"}],
  "figures": [{"id": "digger", "name": "Digger", "count": 1, "places": ["well"]}],
  "tiles": [{"id": "TEST/W", "features": [{"kind": "well"}, {"kind": "field", "halves": "NL NR EL ER SL SR WL WR"}]}],
  "sets": [{"id": "wells:1", "tiles": {"TEST/W": 2}}]
})";

// A data folder with the shipped base game (and the Abbot, whose gardens its tiles show) and the
// test expansion.
std::string data_with_wells() {
    const fs::path dir = fs::temp_directory_path() / ("carc-test-declared-kinds-" + std::to_string(static_cast<long>(getpid())));
    fs::create_directories(dir / "expansions");
    for (const char* file : {"base.json", "abbot.json"})
        fs::copy_file(fs::path(CARC_TEST_DATA_DIR) / "expansions" / file, dir / "expansions" / file,
                      fs::copy_options::overwrite_existing);
    std::ofstream(dir / "expansions" / "wells.json") << kWells;
    return dir.string();
}

// A two-player game of the base game and the test expansion, its one tile south of the start,
// and the digger deployed on the well: the steps that follow (the game ends).
Result<Step> dig_the_well(const Ruleset& rules) {
    auto game = start_game(rules).state;
    auto placed = apply(rules, *game, place_action({0, 1}, 0));
    if (!placed) return placed;
    ActionRecord rec;
    rec.type = "deploy";
    rec.figure = "digger";
    rec.feature = "well";
    rec.location = "I";
    auto deploy = resolve_action(rules, *placed->state, rec);
    if (!deploy) return error(deploy.error());
    CHECK(record_action(rules, *placed->state, *deploy).feature == "well");
    return apply(rules, *placed->state, *deploy);
}

Setup wells_setup() {
    Setup setup;
    setup.expansions = {"base", "wells"};
    setup.players = {{"Anna", "red"}, {"Ben", "blue"}};
    setup.draw_order = std::vector<std::string>{"TEST/W"};
    return setup;
}

}  // namespace

TEST_CASE("a feature kind declared in data is a kind of the game", "[data][kinds]") {
    auto catalog = load_catalog(data_with_wells());
    INFO((catalog ? "" : catalog.error()));
    REQUIRE(catalog);
    const auto well = catalog->kind("well");
    REQUIRE(well);
    CHECK(static_cast<int>(*well) == kBuiltinFeatureKinds);
    CHECK(catalog->kind_name(*well) == "well");
    CHECK(is_cloister_like(*well));

    auto rules = load_ruleset(wells_setup(), *catalog);
    REQUIRE(rules);
    // The well's tile goes south of the start tile; the digger may stand on the well.
    auto step = dig_the_well(*rules);
    REQUIRE(step);
    // The game ends: the unfinished well is scored with the other features, in its own column.
    REQUIRE(step->state->over());
    bool scored = false;
    for (const Event& e : step->events)
        if (const auto* s = std::get_if<ScoreEvent>(&e); s && s->kind == *well) {
            scored = true;
            CHECK(rules->categories[static_cast<size_t>(s->category)].id == "well");
            CHECK(describe(*rules, *s).rfind("Well (unfinished)", 0) == 0);
        }
    CHECK(scored);
}

TEST_CASE("a data file that redeclares a core kind is refused", "[data][kinds]") {
    std::string text = kWells;
    text.replace(text.find(R"({"id": "well", "name": "well"})"), 30, R"({"id": "road", "name": "road"})");
    auto e = parse_expansion(text, "wells.json");
    REQUIRE_FALSE(e);
    CHECK(e.error().find("\"road\" is one of the core's feature kinds") != std::string::npos);
}

TEST_CASE("a declared kind that never completes is never scored and leaves the cloister slot free", "[data][kinds]") {
    // The tower's shape: a kind beside a monastery on one tile, never complete, never scored.
    std::string text = kWells;
    text.replace(text.find(R"({"id": "well", "name": "well"})"), 30, R"({"id": "well", "name": "well", "completes": "never"})");
    text.replace(text.find(R"([{"kind": "well"}, )"), 19, R"([{"kind": "well"}, {"kind": "monastery"}, )");
    const fs::path dir = fs::path(data_with_wells());
    std::ofstream(dir / "expansions" / "wells.json") << text;
    auto catalog = load_catalog(dir.string());
    INFO((catalog ? "" : catalog.error()));
    REQUIRE(catalog);
    auto rules = load_ruleset(wells_setup(), *catalog);
    REQUIRE(rules);
    const auto well = catalog->kind("well");
    REQUIRE(well);
    CHECK(rules->kind_never_completes[static_cast<size_t>(*well)]);
    // The monastery keeps the tile's cloister slot.
    const TileType& tile = rules->tiles[*rules->tile("TEST/W")];
    REQUIRE(tile.cloister >= 0);
    CHECK(tile.features[static_cast<size_t>(tile.cloister)].kind == FeatureKind::Monastery);
    auto step = dig_the_well(*rules);
    REQUIRE(step);
    REQUIRE(step->state->over());
    for (const Event& e : step->events)
        if (const auto* s = std::get_if<ScoreEvent>(&e)) CHECK(s->kind != *well);
    CHECK(step->state->players[0].score == 0);
    fs::remove(dir / "expansions" / "wells.json");
}

TEST_CASE("a declared kind completes surrounded or never", "[data][kinds]") {
    std::string text = kWells;
    text.replace(text.find(R"({"id": "well", "name": "well"})"), 30, R"({"id": "well", "name": "well", "completes": "soon"})");
    auto catalog_dir = fs::temp_directory_path() / ("carc-test-declared-kinds-bad-" + std::to_string(static_cast<long>(getpid())));
    fs::create_directories(catalog_dir / "expansions");
    fs::copy_file(fs::path(CARC_TEST_DATA_DIR) / "expansions" / "base.json", catalog_dir / "expansions" / "base.json",
                  fs::copy_options::overwrite_existing);
    std::ofstream(catalog_dir / "expansions" / "wells.json") << text;
    auto catalog = load_catalog(catalog_dir.string());
    REQUIRE_FALSE(catalog);
    CHECK(catalog.error().find("wells.json") != std::string::npos);
    CHECK(catalog.error().find("completes") != std::string::npos);
}

TEST_CASE("a declared kind's saved number is in range and nobody else's", "[data][kinds]") {
    const auto refusal = [](const std::string& saved_as, const std::string& tag) {
        std::string text = kWells;
        text.replace(text.find(R"({"id": "well", "name": "well"})"), 30,
                     R"({"id": "well", "name": "well", "saved_as": )" + saved_as + "}");
        const auto dir = fs::temp_directory_path() /
                         ("carc-test-declared-kinds-saved-" + tag + "-" + std::to_string(static_cast<long>(getpid())));
        fs::create_directories(dir / "expansions");
        for (const char* file : {"base.json", "abbot.json", "shrines.json"})
            fs::copy_file(fs::path(CARC_TEST_DATA_DIR) / "expansions" / file, dir / "expansions" / file,
                          fs::copy_options::overwrite_existing);
        std::ofstream(dir / "expansions" / "wells.json") << text;
        auto catalog = load_catalog(dir.string());
        fs::remove_all(dir);
        return catalog ? std::string() : catalog.error();
    };
    // The shrine was saved as 11 (data/expansions/shrines.json): the wells may not be too.
    const std::string twice = refusal("11", "twice");
    CHECK(twice.find("wells.json") != std::string::npos);
    CHECK(twice.find("saved as 11, as \"shrine\" is") != std::string::npos);
    const std::string low = refusal("2", "low");
    CHECK(low.find("saved_as") != std::string::npos);
    const std::string free_number = refusal("40", "free");
    INFO(free_number);
    CHECK(free_number.empty());
}
