// Rule links: which paragraph of which expansion's rules text a log line applies. The rules texts
// (data/rules/<language>/<file>.md) mark their rules with anchors ("- {#inn} **Inn**: …"), the
// same ids in every language; data/rules/links.json maps what the engine reports (an event's
// message template, a score's tags, category and feature kind, an action's type and figure) to
// "expansion#anchor". The first entry whose conditions all hold and whose expansion is in play
// wins. The engine itself names no rule text: the mapping is data, read here, and both the window
// (a log line opens the rules at its rule) and `carc-cli check-data` (every target exists in every
// language) use it.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "carc/event.hpp"
#include "carc/result.hpp"

namespace carc {

struct Action;
struct GameState;

struct RuleLink {
    std::string expansion;  // "inns-cathedrals"
    std::string anchor;     // "inn"
    friend bool operator==(const RuleLink&, const RuleLink&) = default;
};

// The anchor that starts a rules text's line ("{#inn} **Inn**: …" -> "inn"), removed from `line`
// with the space after it; empty when the line has none. Anchor ids are lower-case letters,
// digits and hyphens.
std::string take_rule_anchor(std::string& line);
// Every anchor of a rules text, in order, for each line whose text (after a list marker or a
// numbered item's number) starts with one.
std::vector<std::string> rule_anchors(const std::string& markdown);

class RuleLinks {
public:
    // Reads data/rules/links.json (`path`); errors name the file and the JSON path.
    static Result<RuleLinks> load(const std::string& path);
    static Result<RuleLinks> parse(const std::string& text, const std::string& source);

    // The rule an event applies, for a game played with `rules`.
    std::optional<RuleLink> for_event(const Ruleset& rules, const Event& event) const;
    // The rule of each event of one action, in order: a figure sent home follows the rule of the
    // score or module event before it (the dragon's meal, a completed city).
    std::vector<std::optional<RuleLink>> for_events(const Ruleset& rules,
                                                    const Events& events) const;
    // The rule an action applies (the review's action lines).
    std::optional<RuleLink> for_action(const Ruleset& rules, const GameState& before,
                                       const Action& action) const;
    // Every target the file names, once each (for the checks).
    std::vector<RuleLink> targets() const;

    struct Condition {
        std::string key;    // "message", "tag", "category", "kind", "event", "action", "figure"…
        std::string value;  // for "final" and "complete": "true" or "false"
    };
    struct Entry {
        std::vector<Condition> when;
        std::vector<RuleLink> rules;  // the first whose expansion is in play
    };

private:
    struct Facts;
    std::optional<RuleLink> first_match(const Ruleset& rules, const Facts& facts) const;
    std::vector<Entry> entries_;
};

}  // namespace carc
