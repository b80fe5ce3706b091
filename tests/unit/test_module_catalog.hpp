// The catalogue of a unit test that plays a test-only module (test_payload.cpp's open bids,
// test_chance.cpp's dice and bags): the shipped base game (and the Abbot, whose gardens the base
// tiles show), and an expansion of the test's own without tiles whose module is the test's. The
// catalogue knows the program's modules only: the test's joins the expansion here, and
// load_ruleset finds it through the test's ModuleLookup.
#pragma once

#include <catch2/catch.hpp>

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "carc/catalog.hpp"

namespace carc::test {

// `id` is the expansion's and its module's id; `name` and `summary` its words.
inline Catalog catalog_with_test_module(const std::string& id, const std::string& name, const std::string& summary) {
    namespace fs = std::filesystem;
    const fs::path dir = fs::temp_directory_path() / ("carc-" + id + "-" + std::to_string(getpid()));
    fs::create_directories(dir / "expansions");
    for (const char* file : {"base.json", "abbot.json"})
        fs::copy_file(fs::path(CARC_TEST_DATA_DIR) / "expansions" / file, dir / "expansions" / file,
                      fs::copy_options::overwrite_existing);
    std::ofstream(dir / "expansions" / (id + ".json"))
        << R"({"format": "carcassonne-expansion", "version": 1, "id": ")" << id << R"(", "name": ")" << name
        << R"(", "summary": ")" << summary << R"(", "requires": ["base"], "tiles": [], "sets": []})";
    auto r = load_catalog(dir.string());
    fs::remove_all(dir);
    if (!r) FAIL(r.error());
    for (ExpansionDef& e : r->expansions)
        if (e.id == id) e.modules.push_back(id);
    return std::move(r.value());
}

}  // namespace carc::test
