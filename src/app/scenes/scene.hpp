// A screen of the client (menu, setup, game, end of game) or an overlay on top of one (rules
// text, pause menu). The App keeps a stack of scenes: events go to the top one, and drawing
// starts at the highest scene that is not an overlay. Scenes lay themselves out from the current
// output size on every frame, so a resize needs no special handling.
#pragma once

#include <SDL2/SDL.h>

#include <string>

namespace carc::app {

class App;
class WidgetSet;

class Scene {
public:
    virtual ~Scene() = default;
    virtual const char* name() const = 0;
    virtual void event(App& app, const SDL_Event& e) = 0;
    virtual void update(App&, double /*dt_ms*/) {}
    virtual void render(App& app) = 0;
    virtual bool overlay() const { return false; }
    // True while something moves, so the loop keeps drawing instead of waiting for input.
    virtual bool animating() const { return false; }
    // The scene's buttons and fields, for keyboard focus and for tests that click by label.
    virtual WidgetSet* widgets() { return nullptr; }
    // A file dropped onto the window. False leaves it to the App, which opens it as a game.
    virtual bool file_dropped(App&, const std::string& /*path*/) { return false; }
};

}  // namespace carc::app
