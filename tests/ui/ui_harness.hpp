// Drives the real client headless: SDL's dummy video driver, the software renderer (its pixels
// are the same everywhere), a fixed 1280×800 window, a private preferences folder, and synthetic
// SDL events pushed through SDL's own queue. Each helper steps whole frames with a fixed clock,
// so tests never depend on wall-clock time.
#pragma once

#include <SDL2/SDL.h>

#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <functional>
#include <memory>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>

#include "board/tile_geometry.hpp"
#include "carc/record.hpp"
#include "data/save.hpp"
#include "scenes/game_scene.hpp"
#include "scenes/scene.hpp"
#include "scenes/scenes.hpp"
#include "scenes/setup_scene.hpp"
#include "shell/i18n.hpp"
#include "shell/app.hpp"
#include "shell/game_session.hpp"
#include "widgets/widgets.hpp"
#include "../scenario_files.hpp"

namespace carc::app::test {

inline std::string temp_dir(const std::string& name) {
    const auto dir = std::filesystem::temp_directory_path() /
                     ("carc-ui-" + name + "-" +
                      std::to_string(static_cast<long>(SDL_GetPerformanceCounter() % 100000000)));
    std::filesystem::create_directories(dir);
    return dir.string();
}

class Harness {
public:
    // `prefs` reuses a preferences folder (a restart of the game); the harness then leaves it in
    // place. Otherwise it makes a private one and removes it at the end.
    explicit Harness(bool menu = true, int width = 1280, int height = 800, std::string prefs = "") {
        setenv("SDL_VIDEODRIVER", "dummy", 1);
        setenv("SDL_AUDIODRIVER", "dummy", 1);
        owns_prefs_ = prefs.empty();
        pref_dir = owns_prefs_ ? temp_dir("prefs") : prefs;
        AppOptions o;
        o.width = width;
        o.height = height;
        o.software = true;
        o.vsync = false;
        o.load_settings = false;
        o.pref_dir = pref_dir;
        o.data_dir = CARC_TEST_DATA_DIR;
        o.assets_dir = CARC_TEST_ASSETS_DIR;
        app = std::make_unique<App>(o);
        if (app->ok() && menu) {
            app->push(make_menu_scene(*app));
            frame(2);  // the menu looks for a game to continue after its first frame
        }
    }
    ~Harness() {
        app.reset();
        std::error_code ec;
        if (owns_prefs_) std::filesystem::remove_all(pref_dir, ec);
    }

    void frame(int n = 1) {
        for (int i = 0; i < n; ++i) app->step(16);
    }
    // Lets `ms` of the fixed clock pass in one long step and two ordinary frames: waiting out a
    // banner or an animation one 16 ms frame at a time drew hundreds of frames (seconds each
    // under the sanitizers), and everything on the screen moves by the clock, not by frames.
    void wait(int ms) {
        app->step(ms);
        frame(2);
    }
    void push(SDL_Event e) { SDL_PushEvent(&e); }
    void move(int x, int y) {
        SDL_Event e{};
        e.type = SDL_MOUSEMOTION;
        e.motion.x = x;
        e.motion.y = y;
        e.motion.xrel = x - mouse_x;
        e.motion.yrel = y - mouse_y;
        mouse_x = x;
        mouse_y = y;
        push(e);
        frame();
    }
    void click(int x, int y, Uint8 button = SDL_BUTTON_LEFT) {
        move(x, y);
        SDL_Event e{};
        e.type = SDL_MOUSEBUTTONDOWN;
        e.button.button = button;
        e.button.x = x;
        e.button.y = y;
        e.button.clicks = 1;
        push(e);
        e.type = SDL_MOUSEBUTTONUP;
        push(e);
        frame();
    }
    void wheel(int y) {
        SDL_Event e{};
        e.type = SDL_MOUSEWHEEL;
        e.wheel.y = y;
        push(e);
        frame();
    }
    void key(SDL_Keycode k, Uint16 mod = KMOD_NONE) {
        SDL_Event e{};
        e.type = SDL_KEYDOWN;
        e.key.keysym.sym = k;
        e.key.keysym.mod = mod;
        push(e);
        e.type = SDL_KEYUP;
        push(e);
        frame();
    }
    // A file dropped onto the window; SDL hands the name over to be freed by the app.
    void drop(const std::string& path) {
        SDL_Event e{};
        e.type = SDL_DROPFILE;
        e.drop.file = SDL_strdup(path.c_str());
        push(e);
        frame();
    }
    void type(const std::string& text) {
        // SDL delivers typed text in events of at most 31 bytes, never splitting a character.
        size_t at = 0;
        while (at < text.size()) {
            size_t n = std::min(text.size() - at, sizeof(SDL_TextInputEvent::text) - 1);
            while (at + n < text.size() &&
                   (static_cast<unsigned char>(text[at + n]) & 0xC0) == 0x80)
                --n;
            SDL_Event e{};
            e.type = SDL_TEXTINPUT;
            std::memcpy(e.text.text, text.data() + at, n);
            e.text.text[n] = 0;
            push(e);
            at += n;
        }
        frame();
    }

    Scene* top() const { return app->top(); }
    std::string scene() const { return app->top() ? app->top()->name() : ""; }
    template <class T>
    T* as() const {
        return dynamic_cast<T*>(app->top());
    }
    const Widget* widget(const std::string& id_or_label) const {
        WidgetSet* w = app->top() ? app->top()->widgets() : nullptr;
        return w ? w->find(id_or_label) : nullptr;
    }
    // Clicks the middle of a widget; false when there is no such widget.
    // Scrolls the list holding a widget (the setup screen's expansions) with the wheel over it,
    // as a player would, until the widget's middle shows; false when it never does.
    bool reveal(const std::string& id_or_label) {
        for (int i = 0; i < 400; ++i) {
            const Widget* w = widget(id_or_label);
            if (!w) return false;
            const int y = w->rect.y + w->rect.h / 2;
            // Copied: moving the mouse lays the scene out again, which rebuilds its widgets.
            const SDL_Rect clip = w->clip;
            if (clip.w == 0 || (y >= clip.y && y < clip.y + clip.h)) return true;
            move(clip.x + 20, clip.y + 20);
            wheel(y < clip.y ? 1 : -1);
        }
        return false;
    }
    bool press(const std::string& id_or_label) {
        const Widget* w = widget(id_or_label);
        if (!w) return false;
        const int x = w->rect.x + w->rect.w / 2, y = w->rect.y + w->rect.h / 2;
        click(x, y);
        return true;
    }
    // The colour of a pixel of the frame drawn now.
    SDL_Color pixel(int x, int y) {
        app->render_frame();
        Uint32 v = 0;
        SDL_Rect r{x, y, 1, 1};
        SDL_RenderReadPixels(app->renderer(), &r, SDL_PIXELFORMAT_ARGB8888, &v, 4);
        return {static_cast<Uint8>(v >> 16), static_cast<Uint8>(v >> 8), static_cast<Uint8>(v),
                255};
    }
    // Saves the current frame when CARC_UI_SHOTS names a folder (for looking at test states).
    void shot(const std::string& name) {
        if (const char* dir = std::getenv("CARC_UI_SHOTS")) {
            app->render_frame();
            app->save_png(std::string(dir) + "/" + name + ".png");
        }
    }

    std::unique_ptr<App> app;
    std::string pref_dir;
    int mouse_x = 0, mouse_y = 0;

private:
    bool owns_prefs_ = true;
};

// The shipped catalogue, loaded once, for tests that need no window.
inline const Catalog& shipped_catalog() {
    static const Catalog c = [] {
        auto loaded = load_catalog(CARC_TEST_DATA_DIR);
        if (!loaded) FAIL(loaded.error());
        return std::move(*loaded);
    }();
    return c;
}

// Where the centre of a drawn marker lies within `box` (its tile on the board or the card), as
// fractions of the box: the point whose feature the marker must stand on.
inline SDL_FPoint marker_centre(const SDL_Rect& marker, const SDL_Rect& box) {
    return {(static_cast<float>(marker.x) + static_cast<float>(marker.w) / 2 -
             static_cast<float>(box.x)) /
                static_cast<float>(box.w),
            (static_cast<float>(marker.y) + static_cast<float>(marker.h) / 2 -
             static_cast<float>(box.y)) /
                static_cast<float>(box.h)};
}

// Whether `inner` lies wholly within `outer` (touching edges count as within).
inline bool inside_rect(const SDL_Rect& inner, const SDL_Rect& outer) {
    return inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.w <= outer.x + outer.w &&
           inner.y + inner.h <= outer.y + outer.h;
}

// Anna (red) and Bernd (blue), a seed, and optionally a fixed draw order.
inline Setup two_players(std::vector<std::string> draw = {}, uint64_t seed = 7) {
    Setup s;
    s.players = {{"Anna", "red"}, {"Bernd", "blue"}};
    s.seed = seed;
    if (!draw.empty()) s.draw_order = draw;
    return s;
}

// Steps frames until `done` holds, at most `cap` of them, giving a worker thread (a computer's
// thought) a moment between frames; true when it held.
inline bool frames_until(Harness& h, const std::function<bool()>& done, int cap = 3000) {
    for (int i = 0; i < cap; ++i) {
        if (done()) return true;
        h.frame();
        SDL_Delay(1);
    }
    return done();
}

// Places the drawn tile by pointing at the first highlighted square and clicking it.
inline void place_first(Harness& h, GameScene& g) {
    const auto cells = g.session().legal_cells();
    REQUIRE_FALSE(cells.empty());
    const SDL_Point c = g.board().cell_centre(cells.front());
    h.move(c.x, c.y);
    REQUIRE(g.hovered_cell());
    CHECK(*g.hovered_cell() == cells.front());
    h.click(c.x, c.y);
}

// Starts a game of `setup` straight in the game screen, as if the setup screen had.
inline GameScene* start_game(Harness& h, const Setup& setup) {
    auto rules = load_ruleset(setup, *h.app->catalog());
    if (!rules) FAIL(rules.error());
    auto session = std::make_shared<GameSession>(*h.app->catalog(), std::move(*rules));
    h.app->replace_all(make_game_scene(*h.app, session));
    h.frame(2);
    return h.as<GameScene>();
}

// Where the mark `id` (an expansion's tile mark: a shrine, a church, a besiegers' camp) of the tile
// at `p` is on the screen, for the tests that point at it.
inline SDL_Point mark_on_screen(GameScene& g, Pos p, const std::string& id) {
    const PlacedTile* t = g.session().state().board.at(p);
    REQUIRE(t);
    const TileGeometry& geo = g.art().geometry(t->type, t->rotation);
    const SDL_Rect cell = g.board().cell_rect(p);
    for (const Ornament& o : geo.ornaments)
        if (o.mark && o.mark->id == id)
            return {cell.x + static_cast<int>(o.pos.x / 100 * static_cast<float>(cell.w)),
                    cell.y + static_cast<int>(o.pos.y / 100 * static_cast<float>(cell.h))};
    FAIL("no mark " << id << " on the tile at " << p.x << ", " << p.y);
    return {};
}

// The setup screen names the expansion `id` as `names` says in each language ({language, name}),
// and its switch puts it in the game's setup. The language is left as the last of `names`: the
// caller restores English.
inline void check_setup_offers_expansion(Harness& h, const std::string& id,
                                         const std::vector<std::pair<std::string, std::string>>& names) {
    REQUIRE(h.press("New game"));
    REQUIRE(h.as<SetupScene>());
    for (const auto& [language, name] : names) {
        INFO(language);
        REQUIRE(set_language(language, CARC_TEST_LOCALE_DIR));
        h.frame();
        REQUIRE(h.reveal("exp:" + id));
        const Widget* toggle = h.widget("exp:" + id);
        REQUIRE(toggle);
        CHECK(toggle->label == name);
    }
    REQUIRE(h.press("exp:" + id));
    const std::vector<std::string> chosen = h.as<SetupScene>()->setup().expansions;
    CHECK(std::find(chosen.begin(), chosen.end(), id) != chosen.end());
}

inline bool tooltip_drawn(const App& app, const std::string& tip) {
    const auto& tips = app.tooltips();
    return std::find(tips.begin(), tips.end(), tip) != tips.end();
}

// Points at the mark and returns whether its tooltip was drawn.
inline bool points_at_mark(Harness& h, GameScene& g, Pos p, const std::string& id, const std::string& tip) {
    const SDL_Point at = mark_on_screen(g, p, id);
    h.move(at.x, at.y);
    h.app->render_frame();
    return tooltip_drawn(*h.app, tip);
}

// The scenario `name` of tests/scenarios without its last `drop` actions and its expectations, as
// a save's text: a position to continue on the game screen before the moves a test plays.
inline std::string scenario_cut(const std::string& name, size_t drop) {
    const std::string path = carc::test_support::scenario_file(std::string(CARC_TEST_DATA_DIR) + "/../tests", CARC_TEST_DATA_DIR, name);
    std::ifstream in(path);
    REQUIRE(in);
    std::stringstream text;
    text << in.rdbuf();
    nlohmann::json j = nlohmann::json::parse(text.str());
    auto& actions = j.at("actions");
    REQUIRE(actions.size() >= drop);
    for (size_t i = 0; i < drop; ++i) actions.erase(actions.end() - 1);
    j.erase("expect");
    return j.dump();
}

// A game from a save's text (setup and the actions so far), continued on the game screen.
inline GameScene* continue_game(Harness& h, const std::string& save_text) {
    auto save = parse_save(save_text, "test.carc.json");
    REQUIRE(save.ok());
    auto replay = replay_game(*h.app->catalog(), save->game);
    if (!replay) FAIL(replay.error());
    auto session = std::make_shared<GameSession>(*h.app->catalog(), std::move(replay->rules),
                                                 std::move(replay->states),
                                                 std::move(replay->events), save->game);
    h.app->replace_all(make_game_scene(*h.app, session));
    h.frame(2);
    GameScene* g = h.as<GameScene>();
    REQUIRE(g);
    return g;
}

}  // namespace carc::app::test
