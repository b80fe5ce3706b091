// Strict reading of JSON documents with errors that name the file and the JSON path
// ("data/expansions/base.json: /tiles/3/features/1/sides: unknown side 'Q'"). Every object is
// read through an ObjectReader that refuses keys nobody asked for, so a typo in a data file or a
// save is an error instead of a silently ignored setting.
#pragma once

#include <nlohmann/json.hpp>

#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "carc/json_limits.hpp"

namespace carc::json_read {

using nlohmann::json;

// Thrown while reading; caught at the entry points and turned into carc::Error.
struct DataError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

std::string type_name(const json& j);
// A JSON library error without its "[json.exception.out_of_range.406] " prefix: what the parser
// refused besides bad syntax ("number overflow parsing '1e999'").
std::string exception_text(const nlohmann::json::exception& e);

class ObjectReader {
public:
    ObjectReader(const json& j, std::string path);
    const std::string& path() const { return path_; }
    std::string child(const std::string& key) const { return path_ + "/" + key; }

    bool has(const std::string& key) const;
    const json& get(const std::string& key);  // required
    const json* find(const std::string& key);  // optional
    std::string string(const std::string& key);
    std::optional<std::string> optional_string(const std::string& key);
    long long integer(const std::string& key);
    std::optional<long long> optional_integer(const std::string& key);
    bool boolean(const std::string& key);
    // Marks keys as known without reading them (read elsewhere).
    void allow(const std::string& key) { used_.insert(key); }
    // Refuses keys that were not read or allowed.
    void finish() const;
    // Every key not read so far, for open-ended sections.
    std::set<std::string> unread() const;

    [[noreturn]] void fail(const std::string& key, const std::string& what) const;

private:
    const json& j_;
    std::string path_;
    std::set<std::string> used_;
};

// json::parse, refusing a key given twice in one object (nlohmann keeps the last silently, so an
// edited save with a second "actions" list would read as the second): throws DataError naming the
// key's path, and json::parse_error / json::exception as json::parse does.
json parse_unique_keys(const std::string& text);

[[noreturn]] void fail(const std::string& path, const std::string& what);
const json& expect_array(const json& j, const std::string& path);
const json& expect_object(const json& j, const std::string& path);
std::string expect_string(const json& j, const std::string& path);
long long expect_integer(const json& j, const std::string& path);

}  // namespace carc::json_read
