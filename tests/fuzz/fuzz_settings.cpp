// Fuzz target: the game window's settings.json, which a player may edit. Whatever it holds, the
// reader gives settings within their ranges (a bad value keeps its default) and never fails.
#include "fuzz_support.hpp"
#include "shell/settings.hpp"

using namespace carc;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const app::Settings s =
        app::parse_settings(std::string(reinterpret_cast<const char*>(data), size));
    fuzz::require(
        s.ui_scale_percent == 0 || (s.ui_scale_percent >= 75 && s.ui_scale_percent <= 300),
        "the UI scale is in range");
    fuzz::require(s.hard_ms >= app::kMinHardMs && s.hard_ms <= app::kMaxHardMs,
                  "the computer's budget is in range");
    fuzz::require(s.computer_threads >= 1 && s.computer_threads <= app::kMaxComputerThreads,
                  "the computer's threads are in range");
    bool known_speed = false;
    for (const char* speed : app::kComputerSpeeds) known_speed |= s.computer_speed == speed;
    fuzz::require(known_speed, "the computer speed is one the window knows");
    return 0;
}
