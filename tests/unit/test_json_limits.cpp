// Every reader of a JSON document refuses a file that is too large or nests too deeply, before
// parsing it, with a sentence saying which limit (docs/reliability.md); the limits do not refuse
// what the program itself writes, and brackets inside strings do not count. A key given twice in
// one object is refused too, with its path, rather than resolved silently.
#include <catch2/catch.hpp>
#include <string>

#include "carc/catalog.hpp"
#include "data/jcz.hpp"
#include "carc/json_limits.hpp"
#include "data/save.hpp"
#include "data/json_reader.hpp"
#include "game_builder.hpp"

using namespace carc;

namespace {
std::string nested(int depth) {
    return "{\"a\": " + std::string(depth - 1, '[') + std::string(depth - 1, ']') + "}";
}
}  // namespace

TEST_CASE("JSON readers refuse documents nested too deeply, by the depth alone", "[limits]") {
    CHECK_FALSE(json_limits_problem(nested(kMaxJsonDepth), kMaxSaveBytes));
    const auto problem = json_limits_problem(nested(kMaxJsonDepth + 1), kMaxSaveBytes);
    REQUIRE(problem);
    CHECK(*problem == "arrays and objects nest more than 64 levels deep (at byte 69)");
    // Brackets in strings, also after an escaped quote, are text.
    CHECK_FALSE(
        json_limits_problem("{\"a\": \"\\\"" + std::string(200, '[') + "\"}", kMaxSaveBytes));

    const std::string deep = nested(200);
    auto save = parse_save(deep, "deep.carc.json");
    REQUIRE_FALSE(save.ok());
    CHECK(save.error() ==
          "deep.carc.json: arrays and objects nest more than 64 levels deep (at byte 69)");
    auto expansion = parse_expansion(deep, "deep.json");
    REQUIRE_FALSE(expansion.ok());
    CHECK(expansion.error() ==
          "deep.json: arrays and objects nest more than 64 levels deep (at byte 69)");
    const JczImport jcz = import_jcz(deep, test::catalog());
    CHECK(jcz.status == JczStatus::Malformed);
    CHECK(jcz.message == "arrays and objects nest more than 64 levels deep (at byte 69)");
}

TEST_CASE("JSON readers refuse files larger than their limit", "[limits]") {
    const std::string huge(kMaxSaveBytes + 1, ' ');
    auto save = parse_save(huge, "huge.carc.json");
    REQUIRE_FALSE(save.ok());
    CHECK(save.error() == "huge.carc.json: the file is 33 MB; at most 32 MB is read");
    CHECK(import_jcz(huge, test::catalog()).message == "the file is 33 MB; at most 32 MB is read");
    auto expansion = parse_expansion(std::string(kMaxExpansionBytes + 1, ' '), "huge.json");
    REQUIRE_FALSE(expansion.ok());
    CHECK(expansion.error() == "huge.json: the file is 9 MB; at most 8 MB is read");
    // A file at the limit is read (and here refused for what it holds, not for its size).
    CHECK(parse_save(std::string(kMaxSaveBytes, ' '), "big.carc.json").error().find("MB") ==
          std::string::npos);
}

TEST_CASE("JSON readers refuse a key given twice in one object", "[limits]") {
    const std::string twice = " the key is given twice in one object (which one would count?)";
    // A save with a second actions list once read as that (empty) list.
    auto top = parse_save(R"({"format": "carcassonne-save", "version": 2, "actions": [], "actions": []})",
                          "twice.carc.json");
    REQUIRE_FALSE(top.ok());
    CHECK(top.error() == "twice.carc.json: /actions:" + twice);
    auto nested = parse_save(
        R"({"setup": {"players": [{"name": "A"}, {"name": "B", "color": "red", "name": "C"}]}})",
        "nested.carc.json");
    REQUIRE_FALSE(nested.ok());
    CHECK(nested.error() == "nested.carc.json: /setup/players/1/name:" + twice);
    // Keys of different objects, and the same text as a value, are not the same key.
    auto fine = json_read::parse_unique_keys(R"([{"a": 1}, {"a": {"a": "a"}}, "a"])");
    CHECK(fine.size() == 3);

    const JczImport jcz = import_jcz(R"({"setup": {}, "players": [], "setup": {}})", test::catalog());
    CHECK(jcz.status == JczStatus::Malformed);
    CHECK(jcz.message == "/setup:" + twice);
    auto expansion = parse_expansion(R"({"id": "x", "name": "X", "id": "y"})", "twice.json");
    REQUIRE_FALSE(expansion.ok());
    CHECK(expansion.error() == "twice.json: /id:" + twice);
}
