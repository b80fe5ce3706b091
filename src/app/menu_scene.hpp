// The main menu: New game, Continue, Load, Review a saved game, Settings, Quit, over a small
// landscape played by the engine itself. Continue, Load and Review need saved games, which this
// version does not write yet; they are shown disabled with the reason, and the saved-games work
// turns them on by giving them actions.
#pragma once

#include <memory>
#include <string>

#include "board_view.hpp"
#include "carc/engine.hpp"
#include "scene.hpp"
#include "tile_art.hpp"
#include "widgets.hpp"

namespace carc::app {

class MenuScene : public Scene {
public:
    explicit MenuScene(App& app);
    const char* name() const override { return "menu"; }
    void event(App& app, const SDL_Event& e) override;
    void render(App& app) override;
    bool animating() const override { return art_ && art_->pending(); }
    WidgetSet* widgets() override { return &ui_; }

private:
    void layout(App& app);

    WidgetSet ui_;
    std::unique_ptr<Ruleset> rules_;  // for the backdrop only
    Snapshot backdrop_;
    std::unique_ptr<TileArt> art_;
    BoardView view_;
    bool first_frame_ = true;
};

}  // namespace carc::app
