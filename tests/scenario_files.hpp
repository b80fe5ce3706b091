// Where a scenario game's file lies, for the tests that read one by name: tests/scenarios/, or
// data/demos/ for the scenarios shown to players ("Show me", carc/demos.hpp), which ship with the
// game and are verified like the others.
#pragma once

#include <filesystem>
#include <string>

namespace carc::test_support {

// `name` with or without ".carc.json"; `tests_dir` is tests/, `data_dir` data/.
inline std::string scenario_file(const std::string& tests_dir, const std::string& data_dir, std::string name) {
    if (!name.ends_with(".carc.json")) name += ".carc.json";
    const std::filesystem::path in_tests = std::filesystem::path(tests_dir) / "scenarios" / name;
    if (std::filesystem::exists(in_tests)) return in_tests.string();
    return (std::filesystem::path(data_dir) / "demos" / name).string();
}

}  // namespace carc::test_support
