// The main menu: New game, Continue, Load, Review a saved game, Settings, Quit, over a small
// landscape played by the engine itself, its surroundings filled with tiles that fit so no hole
// shows the table. Continue resumes the most recently autosaved unfinished
// game and is disabled, with the reason, when there is none; Load and Review open the list of
// saved games (which can also open any file by path).
#pragma once

#include <memory>
#include <string>

#include "board/board_view.hpp"
#include "board/tile_art.hpp"
#include "carc/engine.hpp"
#include "data/save_index.hpp"
#include "scenes/scene.hpp"
#include "widgets/widgets.hpp"

namespace carc::app {

class MenuScene : public Scene {
public:
    explicit MenuScene(App& app);
    const char* name() const override { return "menu"; }
    void event(App& app, const SDL_Event& e) override;
    void update(App& app, double dt_ms) override;
    void render(App& app) override;
    bool animating() const override { return (art_ && art_->pending()) || !looked_for_saves_; }
    WidgetSet* widgets() override { return &ui_; }
    // The game Continue resumes, if any (looked for once the first frame is drawn).
    const std::optional<SaveSummary>& continue_game() const { return continue_; }
    // Why Continue could not open its game (the file changed since the menu looked).
    const std::string& error() const { return error_; }
    // The landscape behind the menu and the view over it (tests look for holes).
    const GameState* backdrop() const { return backdrop_.get(); }
    const BoardView& view() const { return view_; }

private:
    void layout(App& app);

    WidgetSet ui_;
    std::unique_ptr<Ruleset> rules_;  // for the backdrop only
    Snapshot backdrop_;
    std::unique_ptr<TileArt> art_;
    BoardView view_;
    bool first_frame_ = true;
    std::optional<SaveSummary> continue_;
    bool looked_for_saves_ = false;
    std::string error_;
    int panel_top_ = 0;
};

}  // namespace carc::app
