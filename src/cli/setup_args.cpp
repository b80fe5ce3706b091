// The shared setup arguments (setup_args.hpp).
#include "setup_args.hpp"

#include <iostream>

namespace carc::cli {

bool read_setup_args(const Args& args, Setup& setup) {
    for (size_t i = 0; i + 1 < args.size(); ++i) {
        if (args[i] != "--option") continue;
        const std::string& kv = args[i + 1];
        const size_t dot = kv.find('.'), eq = kv.find('=');
        if (dot == std::string::npos || eq == std::string::npos || eq < dot) {
            std::cerr << "error: --option expects expansion.option=value, got \"" << kv << "\"\n";
            return false;
        }
        setup.options[kv.substr(0, dot)][kv.substr(dot + 1, eq - dot - 1)] = kv.substr(eq + 1);
    }
    for (size_t i = 0; i + 1 < args.size(); ++i) {
        if (args[i] != "--figure") continue;
        const std::string& kv = args[i + 1];
        const size_t eq = kv.find('=');
        const std::string count = eq == std::string::npos ? "" : kv.substr(eq + 1);
        if (eq == 0 || count.empty() || count.size() > 3 ||
            count.find_first_not_of("0123456789") != std::string::npos) {
            std::cerr << "error: --figure expects figure=count, got \"" << kv << "\"\n";
            return false;
        }
        setup.figures[kv.substr(0, eq)] = std::stoi(count);
    }
    return true;
}

}  // namespace carc::cli
