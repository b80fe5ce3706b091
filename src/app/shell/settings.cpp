#include "shell/settings.hpp"

#include <nlohmann/json.hpp>

#include "data/file_io.hpp"
#include "carc/json_limits.hpp"
#include "data/save.hpp"
#include "shell/i18n.hpp"

namespace carc::app {

Settings read_settings(const std::string& path) {
    // A missing, unreadable or oversized file, or no file at all (a named pipe, a device), gives
    // the defaults, at once.
    auto text = read_file_limited(path, kMaxSettingsBytes);
    return text ? parse_settings(*text) : Settings{};
}

Settings parse_settings(const std::string& text) {
    Settings s;
    if (json_limits_problem(text, kMaxSettingsBytes)) return s;
    const auto j = nlohmann::json::parse(text, nullptr, false);
    if (!j.is_object()) return s;
    // Each key on its own: one bad value keeps the rest.
    if (j.contains("language") && j["language"].is_string())
        s.language = supported_language(j["language"].get<std::string>());
    if (j.contains("ui_scale_percent") && j["ui_scale_percent"].is_number_integer()) {
        const int v = j["ui_scale_percent"].get<int>();
        if (v == 0 || (v >= 75 && v <= 300)) s.ui_scale_percent = v;
    }
    if (j.contains("animations") && j["animations"].is_boolean())
        s.animations = j["animations"].get<bool>();
    if (j.contains("fullscreen") && j["fullscreen"].is_boolean())
        s.fullscreen = j["fullscreen"].get<bool>();
    if (j.contains("computer_speed") && j["computer_speed"].is_string())
        for (const char* speed : kComputerSpeeds)
            if (j["computer_speed"].get<std::string>() == speed) s.computer_speed = speed;
    if (j.contains("hard_ms") && j["hard_ms"].is_number_integer()) {
        const int v = j["hard_ms"].get<int>();
        if (v >= kMinHardMs && v <= kMaxHardMs) s.hard_ms = v;
    }
    if (j.contains("computer_threads") && j["computer_threads"].is_number_integer()) {
        const int v = j["computer_threads"].get<int>();
        if (v >= 1 && v <= kMaxComputerThreads) s.computer_threads = v;
    }
    if (j.contains("show_hints") && j["show_hints"].is_boolean())
        s.show_hints = j["show_hints"].get<bool>();
    if (j.contains("purist") && j["purist"].is_boolean()) s.purist = j["purist"].get<bool>();
    if (j.contains("sound_volume") && j["sound_volume"].is_number_integer()) {
        const int v = j["sound_volume"].get<int>();
        if (v >= 0 && v <= 100) s.sound_volume = v;
    }
    if (j.contains("sound_muted") && j["sound_muted"].is_boolean())
        s.sound_muted = j["sound_muted"].get<bool>();
    if (j.contains("players") && j["players"].is_array())
        for (const auto& p : j["players"])
            if (p.is_object() && p.contains("name") && p["name"].is_string() &&
                p.contains("color") && p["color"].is_string()) {
                PlayerSetup seat{p["name"].get<std::string>(), p["color"].get<std::string>(), ""};
                // A name longer than a game takes keeps its first characters (as the setup
                // screen's field would have).
                seat.name = std::string(utf8_prefix(seat.name, kMaxPlayerNameLength));
                // A level this version does not know seats a person.
                if (p.contains("computer") && p["computer"].is_string())
                    for (const char* level : kComputerLevels)
                        if (p["computer"].get<std::string>() == level) seat.computer = level;
                s.players.push_back(seat);
            }
    if (j.contains("expansions") && j["expansions"].is_array())
        for (const auto& e : j["expansions"])
            if (e.is_string()) s.expansions.push_back(current_expansion_id(e.get<std::string>()));
    if (j.contains("options") && j["options"].is_object())
        for (const auto& [exp, opts] : j["options"].items())
            if (opts.is_object())
                for (const auto& [id, value] : opts.items())
                    if (value.is_string()) s.options[current_expansion_id(exp)][id] = value.get<std::string>();
    return s;
}

bool write_settings(const std::string& path, const Settings& s) {
    nlohmann::json j;
    if (!s.language.empty()) j["language"] = s.language;
    j["ui_scale_percent"] = s.ui_scale_percent;
    j["animations"] = s.animations;
    j["fullscreen"] = s.fullscreen;
    j["computer_speed"] = s.computer_speed;
    j["hard_ms"] = s.hard_ms;
    j["computer_threads"] = s.computer_threads;
    j["show_hints"] = s.show_hints;
    j["purist"] = s.purist;
    j["sound_volume"] = s.sound_volume;
    j["sound_muted"] = s.sound_muted;
    j["players"] = nlohmann::json::array();
    for (const PlayerSetup& p : s.players) {
        nlohmann::json seat = {{"name", p.name}, {"color", p.color}};
        if (!p.computer.empty()) seat["computer"] = p.computer;
        j["players"].push_back(seat);
    }
    j["expansions"] = s.expansions;
    j["options"] = s.options;
    return write_file_atomic(path, j.dump(2) + "\n").ok();
}

}  // namespace carc::app
