// Demos: the scenario games shown to players, "Show me" beside a rule in the rules panel. They
// ship with the game in data/demos/ (installed beside the tables and the rules texts), each a
// scenario file (tests/scenarios' format, data/save.hpp) that also names its title in the players'
// words, the rules it shows ("expansion#anchor", as data/rules/links.json spells them) and the
// action the rule is about (show_at: the number of actions done when the review opens). ctest
// verifies them as it verifies tests/scenarios; a demo that no longer verifies cannot be shown,
// so loading verifies each with the same check (verify_save) and keeps why one fails.
#pragma once

#include <string>
#include <vector>

#include "carc/catalog.hpp"
#include "carc/rule_links.hpp"
#include "data/save.hpp"

namespace carc {

struct Demo {
    std::string path;   // the file
    std::string id;     // its name without ".carc.json"
    SaveFile save;      // title, teaches and show_at included
    std::vector<RuleLink> teaches;
    // Why it cannot be shown: its replay differs from its expect block, a field is missing or
    // wrong. Empty: it verifies.
    std::vector<std::string> problems;
    bool verified() const { return problems.empty(); }
};

struct DemoShelf {
    std::vector<Demo> demos;          // by file name
    std::vector<std::string> errors;  // files that could not be read at all
    // The first demo that verifies and teaches `rule`, or null.
    const Demo* for_rule(const RuleLink& rule) const;
    // Every demo that verifies and teaches a rule of `expansion`, in file order.
    std::vector<const Demo*> for_expansion(const std::string& expansion) const;
};

// "expansion#anchor" -> the link, or nothing when the text is not spelled so.
std::optional<RuleLink> parse_rule_link(const std::string& text);

// Reads and verifies every <data_dir>/demos/*.carc.json (a missing folder: no demos).
DemoShelf demos(const Catalog& catalog, const std::string& data_dir);

}  // namespace carc
