#include "json_reader.hpp"

namespace carc::json_read {

std::string type_name(const json& j) {
    switch (j.type()) {
    case json::value_t::null: return "null";
    case json::value_t::boolean: return "a boolean";
    case json::value_t::number_integer:
    case json::value_t::number_unsigned: return "an integer";
    case json::value_t::number_float: return "a number";
    case json::value_t::string: return "a string";
    case json::value_t::array: return "an array";
    case json::value_t::object: return "an object";
    default: return "an unexpected value";
    }
}

std::string exception_text(const nlohmann::json::exception& e) {
    const std::string what = e.what();
    const size_t end_of_id = what.find("] ");
    return end_of_id == std::string::npos ? what : what.substr(end_of_id + 2);
}

void fail(const std::string& path, const std::string& what) {
    throw DataError((path.empty() ? std::string("/") : path) + ": " + what);
}

json parse_unique_keys(const std::string& text) {
    // Where the parser is: one frame per open array or object, with the keys seen so far.
    struct Frame {
        bool array = false;
        size_t index = 0;  // elements of an array finished
        std::string key;   // the key whose value is being read
        std::set<std::string> keys;
    };
    std::vector<Frame> frames;
    auto element_done = [&] {
        if (!frames.empty() && frames.back().array) ++frames.back().index;
    };
    const json::parser_callback_t callback = [&](int, json::parse_event_t event, json& parsed) {
        switch (event) {
        case json::parse_event_t::object_start:
        case json::parse_event_t::array_start:
            frames.push_back({event == json::parse_event_t::array_start, 0, "", {}});
            break;
        case json::parse_event_t::key: {
            Frame& f = frames.back();
            f.key = parsed.get<std::string>();
            if (!f.keys.insert(f.key).second) {
                std::string path;
                for (size_t i = 0; i + 1 < frames.size(); ++i)
                    path += "/" + (frames[i].array ? std::to_string(frames[i].index) : frames[i].key);
                fail(path + "/" + f.key, "the key is given twice in one object (which one would count?)");
            }
            break;
        }
        case json::parse_event_t::object_end:
        case json::parse_event_t::array_end:
            frames.pop_back();
            element_done();
            break;
        case json::parse_event_t::value:
            element_done();
            break;
        }
        return true;
    };
    return json::parse(text, callback);
}

const json& expect_array(const json& j, const std::string& path) {
    if (!j.is_array()) fail(path, "expected an array, found " + type_name(j));
    return j;
}

const json& expect_object(const json& j, const std::string& path) {
    if (!j.is_object()) fail(path, "expected an object, found " + type_name(j));
    return j;
}

std::string expect_string(const json& j, const std::string& path) {
    if (!j.is_string()) fail(path, "expected a string, found " + type_name(j));
    return j.get<std::string>();
}

long long expect_integer(const json& j, const std::string& path) {
    if (j.is_number_unsigned()) {
        const auto v = j.get<unsigned long long>();
        if (v > static_cast<unsigned long long>(INT64_MAX)) fail(path, "integer out of range");
        return static_cast<long long>(v);
    }
    if (!j.is_number_integer()) fail(path, "expected an integer, found " + type_name(j));
    return j.get<long long>();
}

ObjectReader::ObjectReader(const json& j, std::string path) : j_(j), path_(std::move(path)) {
    expect_object(j_, path_);
}

bool ObjectReader::has(const std::string& key) const { return j_.contains(key); }

const json& ObjectReader::get(const std::string& key) {
    auto it = j_.find(key);
    if (it == j_.end()) json_read::fail(path_, "missing key \"" + key + "\"");
    used_.insert(key);
    return *it;
}

const json* ObjectReader::find(const std::string& key) {
    auto it = j_.find(key);
    if (it == j_.end()) return nullptr;
    used_.insert(key);
    return &*it;
}

std::string ObjectReader::string(const std::string& key) {
    return expect_string(get(key), child(key));
}

std::optional<std::string> ObjectReader::optional_string(const std::string& key) {
    const json* j = find(key);
    if (!j) return std::nullopt;
    return expect_string(*j, child(key));
}

long long ObjectReader::integer(const std::string& key) {
    return expect_integer(get(key), child(key));
}

std::optional<long long> ObjectReader::optional_integer(const std::string& key) {
    const json* j = find(key);
    if (!j) return std::nullopt;
    return expect_integer(*j, child(key));
}

bool ObjectReader::boolean(const std::string& key) {
    const json& j = get(key);
    if (!j.is_boolean()) fail(child(key), "expected true or false, found " + type_name(j));
    return j.get<bool>();
}

std::set<std::string> ObjectReader::unread() const {
    std::set<std::string> out;
    for (auto it = j_.begin(); it != j_.end(); ++it)
        if (!used_.count(it.key())) out.insert(it.key());
    return out;
}

void ObjectReader::finish() const {
    for (auto it = j_.begin(); it != j_.end(); ++it)
        if (!used_.count(it.key())) json_read::fail(child(it.key()), "unknown key \"" + it.key() + "\"");
}

void ObjectReader::fail(const std::string& key, const std::string& what) const {
    json_read::fail(child(key), what);
}

}  // namespace carc::json_read

namespace carc {

namespace {
std::string megabytes(uintmax_t bytes) { return std::to_string((bytes + (1u << 20) - 1) >> 20) + " MB"; }
}  // namespace

std::string size_limit_text(uintmax_t bytes, size_t max_bytes) {
    return "the file is " + megabytes(bytes) + "; at most " + megabytes(max_bytes) + " is read";
}

std::optional<std::string> json_limits_problem(const std::string& text, size_t max_bytes) {
    if (text.size() > max_bytes) return size_limit_text(text.size(), max_bytes);
    int depth = 0;
    bool in_string = false;
    for (size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (in_string) {
            if (c == '\\') ++i;
            else if (c == '"') in_string = false;
        } else if (c == '"') {
            in_string = true;
        } else if (c == '[' || c == '{') {
            if (++depth > kMaxJsonDepth)
                return "arrays and objects nest more than " + std::to_string(kMaxJsonDepth) +
                       " levels deep (at byte " + std::to_string(i) + ")";
        } else if (c == ']' || c == '}') {
            --depth;
        }
    }
    return std::nullopt;
}

}  // namespace carc
