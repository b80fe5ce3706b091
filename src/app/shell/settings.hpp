// Preferences kept between sessions in settings.json in the user's data folder: the language, UI
// scale, animations, full screen, the sounds' volume and mute, the computer players' pace and budget, hints, and the last table (seats,
// expansions, options) so the setup screen starts where the players left it. A missing or damaged
// file gives the defaults; it is never fatal and never overwritten unless the player changes
// something.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "carc/ruleset.hpp"

namespace carc::app {
inline constexpr const char* kComputerSpeeds[] = {"normal", "fast", "instant"};
inline constexpr int kMinHardMs = 100, kMaxHardMs = 30000;
inline constexpr int kMaxComputerThreads = 64;
}  // namespace carc::app

namespace carc::app {

struct Settings {
    // "en", "de"...; empty until the player picks one: the system's language is used meanwhile.
    std::string language;
    int ui_scale_percent = 0;  // 0: follow the display
    bool animations = true;
    bool fullscreen = false;
    // How fast a computer's move is shown: its tile slides to its square, then its figure
    // appears, then a pause ("normal"); "fast" at about a third of that; "instant" not at all.
    std::string computer_speed = "normal";
    // The hard computer's thinking budget per decision in the game window (the other levels
    // answer at once).
    int hard_ms = 2000;
    // Search threads of the window's computer (the hard level, the hint, the review's opinion),
    // at most the machine's cores: 2 uses both cores of a dual-core machine, each thread at nice
    // 10 below the window's; 1 leaves a core to other programs (settings.json only).
    int computer_threads = 2;
    bool show_hints = true;  // the Hint button and key (H) in the game
    // The bare table for new games (the setup screen's switch; each game keeps its own in its
    // save): no legal squares lit, no hints, no learning aids.
    bool purist = false;
    int sound_volume = 70;     // 0–100: the table's sounds (shell/sound.hpp)
    bool sound_muted = false;  // M in a game, or the toolbar's Sound switch
    std::vector<PlayerSetup> players;
    std::vector<std::string> expansions;
    std::map<std::string, std::map<std::string, std::string>> options;
};

Settings read_settings(const std::string& path);
// The settings a file's text gives (no SDL, no files: the fuzz target reads through it too).
Settings parse_settings(const std::string& text);
bool write_settings(const std::string& path, const Settings& settings);

}  // namespace carc::app
