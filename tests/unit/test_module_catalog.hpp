// The catalogue of a unit test that plays a test-only module (test_payload.cpp's open bids,
// test_chance.cpp's dice and bags, test_feature_links.cpp's lakes): the shipped base game (and
// the Abbot, whose gardens the base tiles show, or the shipped files the test names), and an
// expansion of the test's own whose module is the test's, without tiles unless the test gives
// them. The catalogue knows the program's modules only: the test's joins the expansion here, and
// load_ruleset finds it through the test's ModuleLookup.
#pragma once

#include <catch2/catch.hpp>

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <initializer_list>
#include <string>

#include "carc/catalog.hpp"

namespace carc::test {

// `id` is the expansion's and its module's id; `name` and `summary` its words; `body` the rest of
// its file (its tiles and sets, attributes...); `shipped` the files of data/expansions beside it.
inline Catalog catalog_with_test_module(const std::string& id, const std::string& name, const std::string& summary,
                                        const std::string& body = R"("tiles": [], "sets": [])",
                                        std::initializer_list<const char*> shipped = {"base.json", "abbot.json"}) {
    namespace fs = std::filesystem;
    const fs::path dir = fs::temp_directory_path() / ("carc-" + id + "-" + std::to_string(getpid()));
    fs::create_directories(dir / "expansions");
    for (const char* file : shipped)
        fs::copy_file(fs::path(CARC_TEST_DATA_DIR) / "expansions" / file, dir / "expansions" / file,
                      fs::copy_options::overwrite_existing);
    std::ofstream(dir / "expansions" / (id + ".json"))
        << R"({"format": "carcassonne-expansion", "version": 1, "id": ")" << id << R"(", "name": ")" << name
        << R"(", "summary": ")" << summary << R"(", "requires": ["base"], )" << body << "}";
    auto r = load_catalog(dir.string());
    fs::remove_all(dir);
    if (!r) FAIL(r.error());
    for (ExpansionDef& e : r->expansions)
        if (e.id == id) e.modules.push_back(id);
    return std::move(r.value());
}

}  // namespace carc::test
