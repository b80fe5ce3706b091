// The application: SDL window and renderer (or an offscreen surface for screenshots and the frame
// benchmark), the shared services scenes draw with (text, figure art, the catalogue, settings),
// the scene stack and the frame loop. The loop sleeps when nothing moves and caps the frame rate
// when the renderer has no vsync (the software renderer under Xvfb), so an idle table costs no CPU.
// Time inside the app is an explicit clock advanced per frame, so tests step frames
// deterministically.
#pragma once

#include <SDL2/SDL.h>

#include <cstdio>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "carc/catalog.hpp"
#include "carc/demos.hpp"
#include "carc/rule_links.hpp"
#include "shell/gfx.hpp"
#include "shell/settings.hpp"

namespace carc::app {

class Scene;
class Text;
class FigureArt;
class SavedGames;
class Sound;

// The smallest window every scene is laid out for, and the least room (in interface points, that
// is output pixels divided by the interface scale) a scene ever gets: a larger interface size
// than the window has room for is shown at the largest that fits.
constexpr int kMinWindowWidth = 800;
constexpr int kMinWindowHeight = 560;
constexpr float kMinLayoutWidth = 800;
constexpr float kMinLayoutHeight = 500;

struct AppOptions {
    int width = 1280;
    int height = 800;
    bool offscreen = false;  // draw into a surface: no window, no events (screenshots, bench)
    bool software = false;   // force SDL's software renderer
    bool vsync = true;
    bool frame_cap = true;  // without vsync, pause to about 60 frames per second
    bool autosave = true;   // games write their autosave slot (not screenshots and benchmarks)
    bool load_settings = true;
    std::string pref_dir;  // empty: $CARC_PREF_DIR, else SDL_GetPrefPath
    std::string data_dir;
    std::string assets_dir;
};

// Where the fonts and figure art are: $CARC_ASSETS_DIR, else the installed share/carcassonne beside
// bin/, else assets/ of the tree the binary sits in or was built from (docs/install.md).
std::string default_assets_dir(const char* argv0);

class App {
public:
    explicit App(AppOptions options);
    ~App();
    App(const App&) = delete;
    App& operator=(const App&) = delete;

    bool ok() const { return error_.empty(); }
    const std::string& error() const { return error_; }

    int run();
    // One frame: pending events, update, draw, present. Tests call it with a fixed step.
    void step(double dt_ms);
    void render_frame();
    bool save_png(const std::string& path);

    void push(std::unique_ptr<Scene> scene);
    void pop();
    void replace_all(std::unique_ptr<Scene> scene);
    Scene* top() const { return scenes_.empty() ? nullptr : scenes_.back().get(); }
    size_t scene_count() const { return scenes_.size(); }
    // How many scenes from the top are overlays (panels over the scene below them).
    size_t overlays_on_top() const;
    void quit() { quit_ = true; }
    bool quitting() const { return quit_; }

    SDL_Renderer* renderer() const { return renderer_; }
    SDL_Window* window() const { return window_; }
    Text& text() { return *text_; }
    FigureArt& figures() { return *figures_; }
    const Catalog* catalog() const { return catalog_ ? &*catalog_ : nullptr; }
    const std::string& catalog_error() const { return catalog_error_; }
    // Which rule of which rules text each log line applies (data/rules/links.json); null when
    // the file is missing or damaged (its error went to stderr): the log then links nothing.
    const RuleLinks* rule_links() const { return rule_links_ ? &*rule_links_ : nullptr; }
    // The demos of data/demos/ ("Show me" in the rules panel), read and verified when first asked
    // for (a demo that no longer verifies is kept with why, and never shown).
    const DemoShelf& demos();
    const std::string& assets_dir() const { return options_.assets_dir; }
    const AppOptions& options() const { return options_; }
    Settings& settings() { return settings_; }
    void save_settings();
    void apply_settings();   // scale and full screen after a change
    std::string pref_dir();  // created on first use; empty when unavailable
    SavedGames& saves();     // the saved games in pref_dir()
    // The table's sounds; silent without an audio device (offscreen, the dummy video driver).
    Sound& sound() { return *sound_; }
    // Mutes or unmutes the sounds (M, the toolbar's switch) and keeps the choice.
    void toggle_mute();

    int width() const { return width_; }
    int height() const { return height_; }
    float scale() const { return scale_; }
    float density() const { return density_; }  // output pixels per window coordinate
    // The interface size chosen in Settings is more than the window has room for.
    bool scale_limited() const { return scale_limited_; }
    int px(float v) const { return static_cast<int>(v * scale_ + 0.5f); }
    uint64_t now() const { return now_ms_; }
    SDL_Point mouse() const { return mouse_; }
    bool animations() const { return settings_.animations; }
    uint64_t frames() const { return frames_; }
    // True while the scene being drawn is the top one: only it shows hover states and tooltips.
    bool drawing_top() const { return drawing_top_; }
    // The tooltips drawn in the last frame (tests read them).
    const std::vector<std::string>& tooltips() const { return tooltips_; }
    // Keyboard focus the game took itself (a click while the window did not have it).
    int focus_requests() const { return focus_requests_; }
    // With $CARC_TRACE naming a file, the top scene and its widgets are written there whenever
    // they change (for scripts that drive the real window); scenes add a note of their state.
    void set_scene_note(const std::string& note) { scene_note_ = note; }
    void trace(const std::string& line);
    void note_tooltip(const std::string& text) { tooltips_.push_back(text); }

private:
    void handle(SDL_Event e);
    void update_size();
    void apply_scene_changes();

    AppOptions options_;
    std::string error_;
    SDL_Window* window_ = nullptr;
    SDL_Renderer* renderer_ = nullptr;
    SurfacePtr surface_;  // offscreen target
    std::unique_ptr<Text> text_;
    std::unique_ptr<FigureArt> figures_;
    std::optional<Catalog> catalog_;
    std::string catalog_error_;
    std::optional<RuleLinks> rule_links_;
    std::optional<DemoShelf> demos_;
    Settings settings_;
    std::string pref_dir_;
    std::unique_ptr<SavedGames> saves_;
    std::unique_ptr<Sound> sound_;
    std::vector<std::unique_ptr<Scene>> scenes_;
    std::vector<std::unique_ptr<Scene>> retired_;  // popped during dispatch, freed after it
    struct Change {
        enum class Kind : uint8_t { Push, Pop, ReplaceAll } kind;
        std::unique_ptr<Scene> scene;
    };
    std::vector<Change> changes_;
    bool dispatching_ = false;
    bool quit_ = false;
    int width_ = 0, height_ = 0;
    float scale_ = 1.0f;
    bool scale_limited_ = false;
    float density_ = 1.0f;  // output pixels per window coordinate
    uint64_t now_ms_ = 0;
    uint64_t frames_ = 0;
    SDL_Point mouse_{-1, -1};
    bool minimised_ = false;
    bool drawing_top_ = true;
    bool has_focus_ = true;
    int focus_requests_ = 0;
    struct FileCloser {
        void operator()(std::FILE* f) const { std::fclose(f); }
    };
    std::unique_ptr<std::FILE, FileCloser> trace_;
    std::string last_trace_, scene_note_;
    void write_trace();
    std::vector<std::string> tooltips_;
};

}  // namespace carc::app
