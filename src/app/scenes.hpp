// Constructors of every scene, so that scenes can move between each other without including each
// other's headers. The scene classes themselves live in their own headers for tests.
#pragma once

#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "scene.hpp"

namespace carc::app {

class App;
class GameSession;
class TileArt;

std::unique_ptr<Scene> make_menu_scene(App& app);
std::unique_ptr<Scene> make_setup_scene(App& app);
std::unique_ptr<Scene> make_settings_overlay(App& app);
std::unique_ptr<Scene> make_rules_overlay(App& app, const std::string& expansion_id);
std::unique_ptr<Scene> make_help_overlay(App& app);
// The in-game menu; `expansions` lists (id, name) of the expansions in play for their rules.
std::unique_ptr<Scene> make_pause_overlay(
    App& app, std::vector<std::pair<std::string, std::string>> expansions);
std::unique_ptr<Scene> make_game_scene(App& app, std::shared_ptr<GameSession> session);
std::unique_ptr<Scene> make_end_scene(App& app, std::shared_ptr<GameSession> session,
                                      std::shared_ptr<TileArt> art);

}  // namespace carc::app
