#include "carc/demos.hpp"

#include <algorithm>
#include <filesystem>

#include "carc/record.hpp"

namespace carc {

namespace fs = std::filesystem;

namespace {

constexpr std::string_view kDemoSuffix = ".carc.json";

// What a demo needs besides verifying: a title, at least one rule, an action to show.
std::vector<std::string> missing_fields(const SaveFile& save, const std::vector<RuleLink>& teaches) {
    std::vector<std::string> missing;
    if (save.title.empty()) missing.push_back("no title");
    if (save.teaches.empty()) missing.push_back("teaches no rule");
    if (teaches.size() != save.teaches.size()) missing.push_back("a rule it teaches is not \"expansion#anchor\"");
    const int actions = static_cast<int>(save.game.actions.size());
    if (!save.show_at)
        missing.push_back("no show_at");
    else if (*save.show_at < 0 || *save.show_at > actions)
        missing.push_back("show_at " + std::to_string(*save.show_at) + " is not between 0 and its " +
                          std::to_string(actions) + " actions");
    if (!save.expect) missing.push_back("no expect block: nothing to verify");
    return missing;
}

}  // namespace

std::optional<RuleLink> parse_rule_link(const std::string& text) {
    const size_t hash = text.find('#');
    if (hash == std::string::npos || hash == 0 || hash + 1 == text.size()) return std::nullopt;
    return RuleLink{text.substr(0, hash), text.substr(hash + 1)};
}

const Demo* DemoShelf::for_rule(const RuleLink& rule) const {
    for (const Demo& d : demos)
        if (d.verified() && std::find(d.teaches.begin(), d.teaches.end(), rule) != d.teaches.end())
            return &d;
    return nullptr;
}

std::vector<const Demo*> DemoShelf::for_expansion(const std::string& expansion) const {
    std::vector<const Demo*> found;
    for (const Demo& d : demos)
        if (d.verified() && std::any_of(d.teaches.begin(), d.teaches.end(),
                                        [&](const RuleLink& r) { return r.expansion == expansion; }))
            found.push_back(&d);
    return found;
}

DemoShelf demos(const Catalog& catalog, const std::string& data_dir) {
    DemoShelf shelf;
    std::error_code ec;
    const fs::path folder = fs::path(data_dir) / "demos";
    if (!fs::is_directory(folder, ec)) return shelf;
    std::vector<fs::path> files;
    for (const auto& entry : fs::directory_iterator(folder, ec)) {
        const std::string name = entry.path().filename().string();
        if (name.size() > kDemoSuffix.size() && name.ends_with(kDemoSuffix)) files.push_back(entry.path());
    }
    std::sort(files.begin(), files.end());
    for (const fs::path& file : files) {
        auto save = read_save(file.string());
        if (!save) {
            shelf.errors.push_back(save.error());
            continue;
        }
        Demo demo;
        demo.path = file.string();
        const std::string name = file.filename().string();
        demo.id = name.substr(0, name.size() - kDemoSuffix.size());
        for (const std::string& rule : save->teaches)
            if (auto link = parse_rule_link(rule)) demo.teaches.push_back(*link);
        demo.problems = missing_fields(*save, demo.teaches);
        if (save->expect) {
            const auto replay = replay_game(catalog, save->game);
            for (std::string& d : verify_save(*save, replay)) demo.problems.push_back(std::move(d));
        }
        demo.save = std::move(*save);
        shelf.demos.push_back(std::move(demo));
    }
    return shelf;
}

}  // namespace carc
