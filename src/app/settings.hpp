// Preferences kept between sessions in settings.json in the user's data folder: UI scale,
// animations, full screen, and the last table (seats, expansions, options) so the setup screen
// starts where the players left it. A missing or damaged file gives the defaults; it is never
// fatal and never overwritten unless the player changes something.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "carc/ruleset.hpp"

namespace carc::app {

struct Settings {
    int ui_scale_percent = 0;  // 0: follow the display
    bool animations = true;
    bool fullscreen = false;
    std::vector<PlayerSetup> players;
    std::vector<std::string> expansions;
    std::map<std::string, std::map<std::string, std::string>> options;
};

Settings read_settings(const std::string& path);
bool write_settings(const std::string& path, const Settings& settings);

}  // namespace carc::app
