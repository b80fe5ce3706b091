#include "carc/rule_links.hpp"

#include <algorithm>
#include <sstream>

#include "carc/action_def.hpp"
#include "carc/catalog.hpp"
#include "data/file_io.hpp"
#include "carc/json_limits.hpp"
#include "carc/state.hpp"
#include "json_reader.hpp"

namespace carc {

using json_read::DataError;
using json_read::ObjectReader;
using nlohmann::json;

namespace {

constexpr size_t kMaxLinksBytes = 1 << 20;

bool anchor_char(char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-'; }

// "{#id}" at the start of `s` -> the id's length, or 0.
size_t anchor_length(std::string_view s) {
    if (s.rfind("{#", 0) != 0) return 0;
    size_t i = 2;
    while (i < s.size() && anchor_char(s[i])) ++i;
    return i > 2 && i < s.size() && s[i] == '}' ? i - 2 : 0;
}

// The text of a rules line after its list marker ("- ", "* ", "1. "), where an anchor may stand.
size_t after_marker(std::string_view t) {
    if (t.rfind("- ", 0) == 0 || t.rfind("* ", 0) == 0) return 2;
    size_t i = 0;
    while (i < t.size() && t[i] >= '0' && t[i] <= '9') ++i;
    if (i > 0 && i + 1 < t.size() && (t[i] == '.' || t[i] == ')') && t[i + 1] == ' ') return i + 2;
    return 0;
}

const std::vector<std::string> kConditionKeys = {"message", "note",   "tag",      "category",
                                                 "kind",    "final",  "complete", "event",
                                                 "action",  "figure", "tile_kind", "tile_expansion"};

}  // namespace

std::string take_rule_anchor(std::string& line) {
    const size_t n = anchor_length(line);
    if (n == 0) return "";
    std::string id = line.substr(2, n);
    size_t end = n + 3;
    while (end < line.size() && line[end] == ' ') ++end;
    line.erase(0, end);
    return id;
}

std::vector<std::string> rule_anchors(const std::string& markdown) {
    std::vector<std::string> out;
    std::istringstream in(markdown);
    std::string line;
    while (std::getline(in, line)) {
        const size_t a = line.find_first_not_of(" \t");
        if (a == std::string::npos) continue;
        std::string rest = line.substr(a);
        rest.erase(0, after_marker(rest));
        if (std::string id = take_rule_anchor(rest); !id.empty()) out.push_back(std::move(id));
    }
    return out;
}

struct RuleLinks::Facts {
    std::vector<std::pair<std::string_view, std::string>> values;
    void add(std::string_view key, std::string value) {
        values.emplace_back(key, std::move(value));
    }
    bool holds(const Condition& c) const {
        return std::any_of(values.begin(), values.end(),
                           [&](const auto& v) { return v.first == c.key && v.second == c.value; });
    }
};

Result<RuleLinks> RuleLinks::load(const std::string& path) {
    auto text = read_file_limited(path, kMaxLinksBytes);
    if (!text) return error(text.error() + " (the rule links of the log)");
    return parse(*text, path);
}

Result<RuleLinks> RuleLinks::parse(const std::string& text, const std::string& source) {
    if (auto problem = json_limits_problem(text, kMaxLinksBytes))
        return error(source + ": " + *problem);
    try {
        const json doc = json_read::parse_unique_keys(text);
        ObjectReader top(json_read::expect_object(doc, ""), "");
        top.allow("comment");
        RuleLinks links;
        const json& list = json_read::expect_array(top.get("links"), "/links");
        for (size_t i = 0; i < list.size(); ++i) {
            const std::string path = "/links/" + std::to_string(i);
            ObjectReader r(json_read::expect_object(list[i], path), path);
            Entry entry;
            ObjectReader when(json_read::expect_object(r.get("when"), r.child("when")),
                              r.child("when"));
            for (const auto& [key, value] : r.get("when").items()) {
                if (std::find(kConditionKeys.begin(), kConditionKeys.end(), key) ==
                    kConditionKeys.end())
                    when.fail(key,
                              "unknown condition (expected one of message, note, tag, category, "
                              "kind, final, complete, event, action, figure, tile_kind, "
                              "tile_expansion)");
                if (key == "final" || key == "complete") {
                    if (!value.is_boolean()) when.fail(key, "expected true or false");
                    entry.when.push_back({key, value.get<bool>() ? "true" : "false"});
                } else {
                    entry.when.push_back({key, json_read::expect_string(value, when.child(key))});
                }
            }
            if (entry.when.empty()) r.fail("when", "names no condition: it would match every line");
            const json& target = r.get("rule");
            std::vector<std::string> names;
            if (target.is_array()) {
                for (size_t k = 0; k < target.size(); ++k)
                    names.push_back(json_read::expect_string(
                        target[k], r.child("rule") + "/" + std::to_string(k)));
            } else {
                names.push_back(json_read::expect_string(target, r.child("rule")));
            }
            if (names.empty()) r.fail("rule", "expected \"expansion#anchor\" or a list of them");
            for (const std::string& name : names) {
                const size_t hash = name.find('#');
                if (hash == std::string::npos || hash == 0 || hash + 1 == name.size())
                    r.fail("rule", "\"" + name + "\" is not \"expansion#anchor\"");
                std::string anchor = name.substr(hash + 1);
                if (!std::all_of(anchor.begin(), anchor.end(), anchor_char))
                    r.fail("rule", "anchor \"" + anchor + "\" may hold only a-z, 0-9 and -");
                entry.rules.push_back({name.substr(0, hash), std::move(anchor)});
            }
            r.finish();
            links.entries_.push_back(std::move(entry));
        }
        top.finish();
        return links;
    } catch (const json::parse_error& e) {
        return error(source + ": not valid JSON (byte " + std::to_string(e.byte) + ")");
    } catch (const DataError& e) {
        return error(source + ": " + e.what());
    } catch (const json::exception& e) {
        return error(source + ": " + json_read::exception_text(e));
    }
}

std::optional<RuleLink> RuleLinks::first_match(const Ruleset& rules, const Facts& facts) const {
    for (const Entry& e : entries_) {
        if (!std::all_of(e.when.begin(), e.when.end(),
                         [&](const Condition& c) { return facts.holds(c); }))
            continue;
        for (const RuleLink& link : e.rules)
            if (rules.has(link.expansion)) return link;
    }
    return std::nullopt;
}

std::optional<RuleLink> RuleLinks::for_event(const Ruleset& rules, const Event& event) const {
    Facts f;
    auto kind_name = [&](FeatureKind k) {
        return std::string(rules.catalog ? rules.catalog->kind_name(k) : feature_kind_name(k));
    };
    auto figure_id = [&](int figure) {
        return figure >= 0 && figure < static_cast<int>(rules.figures.size())
                   ? rules.figures[static_cast<size_t>(figure)].id
                   : std::string();
    };
    std::visit(
        [&](const auto& e) {
            using T = std::decay_t<decltype(e)>;
            if constexpr (std::is_same_v<T, ScoreEvent>) {
                f.add("event", "score");
                f.add("kind", kind_name(e.kind));
                const size_t c = static_cast<size_t>(e.category);
                if (c < rules.categories.size()) f.add("category", rules.categories[c].id);
                f.add("final", e.final_scoring ? "true" : "false");
                f.add("complete", e.complete ? "true" : "false");
                for (std::string_view tag : e.tags) f.add("tag", std::string(tag));
                if (!e.title.empty()) f.add("message", std::string(e.title.text));
                for (const Message& note : e.notes) f.add("note", std::string(note.text));
            } else if constexpr (std::is_same_v<T, ModuleEvent>) {
                f.add("event", "module");
                f.add("message", std::string(e.message.text));
            } else if constexpr (std::is_same_v<T, TurnStarted>) {
                f.add("event", "turn-started");
            } else if constexpr (std::is_same_v<T, TileDrawn>) {
                f.add("event", "tile-drawn");
            } else if constexpr (std::is_same_v<T, TileDiscarded>) {
                f.add("event", "tile-discarded");
            } else if constexpr (std::is_same_v<T, TilePlaced>) {
                f.add("event", "tile-placed");
            } else if constexpr (std::is_same_v<T, FigureDeployed>) {
                f.add("event", "figure-deployed");
                f.add("figure", figure_id(e.figure));
            } else if constexpr (std::is_same_v<T, FigureReturned>) {
                f.add("event", "figure-returned");
                f.add("figure", figure_id(e.figure));
            } else if constexpr (std::is_same_v<T, FinalScoringStarted>) {
                f.add("event", "final-scoring");
            } else if constexpr (std::is_same_v<T, TokensTaken>) {
                f.add("event", "tokens-taken");
            } else if constexpr (std::is_same_v<T, GameEnded>) {
                f.add("event", "game-ended");
            }
        },
        event);
    return first_match(rules, f);
}

std::vector<std::optional<RuleLink>> RuleLinks::for_events(const Ruleset& rules,
                                                           const Events& events) const {
    std::vector<std::optional<RuleLink>> out;
    out.reserve(events.size());
    std::optional<RuleLink> cause;  // of the last score or module event
    for (const Event& e : events) {
        std::optional<RuleLink> link;
        if (std::holds_alternative<FigureReturned>(e) && cause) link = cause;
        if (!link) link = for_event(rules, e);
        if (std::holds_alternative<ScoreEvent>(e) || std::holds_alternative<ModuleEvent>(e))
            cause = link;
        out.push_back(std::move(link));
    }
    return out;
}

std::optional<RuleLink> RuleLinks::for_action(const Ruleset& rules, const GameState& before,
                                              const Action& action) const {
    if (!action.def) return std::nullopt;
    Facts f;
    f.add("action", std::string(action.def->id()));
    // A placed tile's kinds of feature: a river tile follows the river's rules.
    if (action.def == &core_actions::place && before.drawn < rules.tiles.size())
        for (const auto& feature : rules.tiles[before.drawn].features)
            f.add("tile_kind", std::string(rules.catalog ? rules.catalog->kind_name(feature.kind)
                                                         : feature_kind_name(feature.kind)));
    // The file that defines a placed tile: a tile set without rules of its own (the Winter
    // Edition's, Spiel Doch!'s) shows its tiles' text when one of them is placed.
    if (action.def == &core_actions::place && before.drawn < rules.tiles.size() && rules.catalog)
        if (const ExpansionDef* owner = rules.catalog->expansion_of_tile(rules.tiles[before.drawn].id))
            f.add("tile_expansion", owner->id);
    if (action.figure >= 0 && action.figure < static_cast<int>(rules.figures.size()))
        f.add("figure", rules.figures[static_cast<size_t>(action.figure)].id);
    return first_match(rules, f);
}

std::vector<RuleLink> RuleLinks::targets() const {
    std::vector<RuleLink> out;
    for (const Entry& e : entries_)
        for (const RuleLink& link : e.rules)
            if (std::find(out.begin(), out.end(), link) == out.end()) out.push_back(link);
    return out;
}

}  // namespace carc
