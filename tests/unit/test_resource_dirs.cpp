// The search for the read-only folders (docs/install.md, "How the programs find their files"): an
// installed copy uses the share/carcassonne beside its bin/ even inside a source tree, a program
// in a tree finds the tree's folder, the environment overrides both, and a program outside its
// build folder never falls back to the sources it was built from. Each case builds its folders in
// a temporary directory; the marker is one no real folder holds.
#include <unistd.h>

#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>
#include <string>

#include "carc/resource_dirs.hpp"

using namespace carc;
namespace fs = std::filesystem;

namespace {

constexpr const char* kMarker = "carc-test-resource-marker";
constexpr const char* kEnv = "CARC_TEST_RESOURCE_DIR";

struct TempRoot {
    fs::path path;
    TempRoot() {
        path = fs::temp_directory_path() /
               ("carc-test-resource-dirs-" + std::to_string(static_cast<long>(getpid())));
        fs::remove_all(path);
        fs::create_directories(path);
    }
    ~TempRoot() {
        std::error_code ec;
        fs::remove_all(path, ec);
    }
    // A folder holding the marker, and its path.
    fs::path folder(const std::string& relative) const {
        fs::create_directories(path / relative / kMarker);
        return path / relative;
    }
};

ResourceKind kind(const char* source_dir = nullptr) { return {kEnv, "data", kMarker, source_dir}; }

}  // namespace

TEST_CASE("an installed program uses the share/carcassonne beside its bin/", "[resource-dirs]") {
    TempRoot root;
    const fs::path installed = root.folder("destdir/usr/share/carcassonne");
    // A tree's data/ above the install must not win: the install is a copy of its own.
    root.folder("data");
    const std::string exe = (root.path / "destdir/usr/bin/carc-cli").string();
    CHECK(fs::path(find_resource_dir_for(kind(), exe)) == installed);
}

TEST_CASE("a program in a tree finds the tree's folder in a parent", "[resource-dirs]") {
    TempRoot root;
    const fs::path data = root.folder("tree/data");
    CHECK(fs::path(find_resource_dir_for(kind(), (root.path / "tree/build/carc-cli").string())) ==
          data);
    CHECK(fs::path(find_resource_dir_for(kind(), (root.path / "tree/carc-cli").string())) == data);
}

TEST_CASE("the environment overrides the search", "[resource-dirs]") {
    TempRoot root;
    root.folder("tree/data");
    setenv(kEnv, "/somewhere/else", 1);
    const std::string found = find_resource_dir_for(kind(), (root.path / "tree/build/x").string());
    unsetenv(kEnv);
    CHECK(found == "/somewhere/else");
}

TEST_CASE("a program outside its build folder never uses the sources it was built from",
          "[resource-dirs]") {
    TempRoot root;
    const fs::path sources = root.folder("src/data");
    const std::string source_dir = sources.string();
    // Without a folder of its own it gets the bare name, for the loader's error to name.
    CHECK(find_resource_dir_for(kind(source_dir.c_str()),
                                (root.path / "moved/bin/carc-cli").string()) == "data");
    CHECK(find_resource_dir_for(kind(), "") == "data");
}
