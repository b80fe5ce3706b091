// `carc-cli demos`: the scenarios the rules panel's "Show me" opens, each verified with the check
// ctest runs on every scenario; the game shows only those that pass.
#include <iostream>

#include "carc/demos.hpp"
#include "cli.hpp"

namespace carc::cli {

int list_demos(const Catalog& catalog, const Args& args) {
    if (!positional(args, {"--data"}).empty()) {
        std::cerr << "error: demos takes no file\n";
        return 2;
    }
    const DemoShelf shelf = demos(catalog, catalog.data_dir);
    int failed = 0;
    for (const std::string& error : shelf.errors) {
        std::cout << "FAIL " << error << "\n";
        ++failed;
    }
    for (const Demo& d : shelf.demos) {
        std::string rules;
        for (const std::string& rule : d.save.teaches) rules += (rules.empty() ? "" : ", ") + rule;
        if (d.verified()) {
            std::cout << "verified " << d.id << ": \"" << d.save.title << "\" shows " << rules
                      << " at action " << *d.save.show_at << "\n";
            continue;
        }
        ++failed;
        for (const std::string& problem : d.problems) std::cout << "FAIL " << d.id << ": " << problem << "\n";
    }
    std::cout << shelf.demos.size() << " demos, " << failed << " failed\n";
    return failed ? 1 : 0;
}

}  // namespace carc::cli
