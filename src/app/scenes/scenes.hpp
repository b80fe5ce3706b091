// Constructors of every scene, so that scenes can move between each other without including each
// other's headers. The scene classes themselves live in their own headers for tests.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "carc/record.hpp"
#include "carc/rule_links.hpp"
#include "scenes/scene.hpp"

namespace carc::app {

class App;
class GameSession;
class TileArt;

// How a game file is opened: Play continues an unfinished game (a finished one opens in the
// review), Review shows it move by move.
enum class OpenMode : uint8_t { Play, Review };

std::unique_ptr<Scene> make_menu_scene(App& app);
std::unique_ptr<Scene> make_setup_scene(App& app);
std::unique_ptr<Scene> make_settings_overlay(App& app);
// An expansion's rules text, opened at the rule `anchor` when given (a log line's rule).
std::unique_ptr<Scene> make_rules_overlay(App& app, const std::string& expansion_id,
                                          const std::string& anchor = "");
// The controls, and buttons for the rules texts of the given expansions (id, name): those in
// play when asked from a game.
std::unique_ptr<Scene> make_help_overlay(
    App& app, std::vector<std::pair<std::string, std::string>> rules = {});
// The in-game menu: save, export, the rules of the expansions in play, leave. `notify` shows
// what a save or an export did.
std::unique_ptr<Scene> make_pause_overlay(App& app, std::shared_ptr<GameSession> session,
                                          std::function<void(const std::string&)> notify);
std::unique_ptr<Scene> make_game_scene(App& app, std::shared_ptr<GameSession> session);
// Who plays each seat of a game (person or computer of a level), switched seat by seat; the
// game's autosave follows.
std::unique_ptr<Scene> make_seats_overlay(App& app, std::shared_ptr<GameSession> session);
std::unique_ptr<Scene> make_end_scene(App& app, std::shared_ptr<GameSession> session,
                                      std::shared_ptr<TileArt> art);
// The list of saved games, to play on (Load) or to review.
std::unique_ptr<Scene> make_load_scene(App& app, OpenMode mode);
// The move-by-move viewer of a game; `art` may be shared with the scene it comes from.
std::unique_ptr<Scene> make_review_scene(App& app, std::shared_ptr<GameSession> session,
                                         std::shared_ptr<TileArt> art = nullptr);
// What "Show me" opens the review with: the demo's title (translated), the rules text's title,
// the rule's words, the rule, and the position to open at (its action just done).
struct ShownRule {
    std::string title;
    std::string rules_title;
    std::string text;
    RuleLink rule;
    int position = 0;
};
// A demo in the review, opened at the rule's action with the rule beside the board; Esc returns
// to the scene below.
std::unique_ptr<Scene> make_demo_review_scene(App& app, std::shared_ptr<GameSession> session,
                                              ShownRule shown);
// A message with an OK button (a file that could not be opened, a save that failed).
std::unique_ptr<Scene> make_message_overlay(App& app, std::string title, std::string text);
// Save under a name the player edits; `done` gets a sentence saying where it went.
std::unique_ptr<Scene> make_save_overlay(App& app, std::shared_ptr<GameSession> session,
                                         std::function<void(const std::string&)> done);
// Export a game record as a .jcz to a path the player may edit.
std::unique_ptr<Scene> make_export_overlay(App& app, GameRecord record, std::string name,
                                           std::function<void(const std::string&)> done);

// Opens a game file in the given mode. Returns why it cannot be opened (naming the file); the
// scenes then stay as they were and nothing is written. A game another version's rules played
// differently opens with a message saying so (replayed_differently_notice).
std::optional<std::string> open_game_file(App& app, const std::string& path, OpenMode mode);
// What the player is told on opening a game another version's rules played differently
// (SessionInfo::replayed_differently): the game's name and the file's, and that it now follows
// today's rules. open_game_file shows it in a message over the game or the review.
std::string replayed_differently_notice(const std::string& game, const std::string& path);
// A file dropped onto the window or named on the command line: opened to play on, or a message
// saying why not.
void open_dropped_file(App& app, const std::string& path);

}  // namespace carc::app
