#include "settings.hpp"

#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "carc/save.hpp"

namespace carc::app {

Settings read_settings(const std::string& path) {
    Settings s;
    std::ifstream in(path);
    if (!in) return s;
    std::stringstream buf;
    buf << in.rdbuf();
    const auto j = nlohmann::json::parse(buf.str(), nullptr, false);
    if (!j.is_object()) return s;
    // Each key on its own: one bad value keeps the rest.
    if (j.contains("ui_scale_percent") && j["ui_scale_percent"].is_number_integer()) {
        const int v = j["ui_scale_percent"].get<int>();
        if (v == 0 || (v >= 75 && v <= 300)) s.ui_scale_percent = v;
    }
    if (j.contains("animations") && j["animations"].is_boolean())
        s.animations = j["animations"].get<bool>();
    if (j.contains("fullscreen") && j["fullscreen"].is_boolean())
        s.fullscreen = j["fullscreen"].get<bool>();
    if (j.contains("players") && j["players"].is_array())
        for (const auto& p : j["players"])
            if (p.is_object() && p.contains("name") && p["name"].is_string() &&
                p.contains("color") && p["color"].is_string())
                s.players.push_back({p["name"].get<std::string>(), p["color"].get<std::string>()});
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
    j["ui_scale_percent"] = s.ui_scale_percent;
    j["animations"] = s.animations;
    j["fullscreen"] = s.fullscreen;
    j["players"] = nlohmann::json::array();
    for (const PlayerSetup& p : s.players)
        j["players"].push_back({{"name", p.name}, {"color", p.color}});
    j["expansions"] = s.expansions;
    j["options"] = s.options;
    return write_file_atomic(path, j.dump(2) + "\n").ok();
}

}  // namespace carc::app
