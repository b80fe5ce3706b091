#include "shell/app.hpp"

#include <SDL2/SDL_image.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>

#include "board/board_words.hpp"
#include "board/figure_art.hpp"
#include "carc/resource_dirs.hpp"
#include "scenes/scene.hpp"
#include "scenes/scenes.hpp"
#include "shell/i18n.hpp"
#include "shell/saved_games.hpp"
#include "shell/sound.hpp"
#include "shell/text.hpp"
#include "shell/theme.hpp"
#include "widgets/widgets.hpp"

namespace carc::app {

std::string default_assets_dir(const char* argv0) {
#ifdef CARC_SOURCE_ASSETS_DIR
    const char* source_dir = CARC_SOURCE_ASSETS_DIR;
#else
    const char* source_dir = nullptr;
#endif
    return find_resource_dir({"CARC_ASSETS_DIR", "assets", "fonts", source_dir}, argv0);
}

App::App(AppOptions options) : options_(std::move(options)) {
    if (options_.assets_dir.empty()) options_.assets_dir = default_assets_dir(nullptr);
    if (options_.data_dir.empty()) options_.data_dir = default_data_dir(nullptr);
    // A click that also gives the window the focus is a click like any other: SDL would drop it
    // when it comes within 10 ms of the focus change (what xdotool and quick players do).
    SDL_SetHint(SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH, "1");
    if (const char* trace = std::getenv("CARC_TRACE")) trace_.reset(std::fopen(trace, "w"));
    const Uint32 subsystems =
        options_.offscreen ? SDL_INIT_EVENTS : SDL_INIT_VIDEO | SDL_INIT_EVENTS;
    if (SDL_Init(subsystems) != 0) {
        error_ = std::string("cannot start SDL: ") + SDL_GetError();
        return;
    }
    IMG_Init(IMG_INIT_PNG);
    set_message_words(&in_board_words);  // the window speaks of the board in its own words
    if (options_.load_settings) settings_ = read_settings(pref_dir() + "/settings.json");
    // Screenshots, benchmarks and tests load no settings: English unless --lang says otherwise.
    set_language(options_.load_settings ? starting_language(settings_.language)
                                        : language_override().empty() ? "en" : language_override());
    // Sound only at a real window: the dummy video driver (the tests) and the offscreen surface
    // (screenshots, the frame benchmark, which start no video) open no audio device.
    const char* video = options_.offscreen ? nullptr : SDL_GetCurrentVideoDriver();
    sound_ = std::make_unique<Sound>(video && std::string_view(video) != "dummy");
    sound_->set_volume(settings_.sound_muted ? 0 : settings_.sound_volume);

    if (options_.offscreen) {
        surface_.reset(SDL_CreateRGBSurfaceWithFormat(0, options_.width, options_.height, 32,
                                                      SDL_PIXELFORMAT_ARGB8888));
        if (surface_) renderer_ = SDL_CreateSoftwareRenderer(surface_.get());
    } else {
        Uint32 flags = SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI;
        if (settings_.fullscreen) flags |= SDL_WINDOW_FULLSCREEN_DESKTOP;
        window_ = SDL_CreateWindow("Carcassonne", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED,
                                   options_.width, options_.height, flags);
        if (!window_) {
            error_ = std::string("cannot open a window: ") + SDL_GetError();
            return;
        }
        SDL_SetWindowMinimumSize(window_, kMinWindowWidth, kMinWindowHeight);
        // Without a GPU render node, OpenGL would be Mesa's software rasteriser: it takes about
        // 100 ms longer to start than SDL's own software renderer and draws no faster.
        std::error_code ec;
        const bool software = options_.software || !std::filesystem::exists("/dev/dri", ec);
        // The software renderer then draws straight into the window's shared memory; without this
        // hint SDL would back that memory with an OpenGL context first.
        if (software) SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0");
        if (!software)
            renderer_ = SDL_CreateRenderer(
                window_, -1,
                SDL_RENDERER_ACCELERATED | (options_.vsync ? SDL_RENDERER_PRESENTVSYNC : 0));
        if (!renderer_) renderer_ = SDL_CreateRenderer(window_, -1, SDL_RENDERER_SOFTWARE);
    }
    if (!renderer_) {
        error_ = std::string("cannot create a renderer: ") + SDL_GetError();
        return;
    }
    text_ = std::make_unique<Text>(renderer_, options_.assets_dir + "/fonts");
    if (!text_->ok()) {
        error_ = text_->error();
        return;
    }
    figures_ = std::make_unique<FigureArt>(renderer_, options_.assets_dir, *text_);
    if (!figures_->ok()) {
        error_ = figures_->error();
        return;
    }
    auto catalog = load_catalog(options_.data_dir);
    if (catalog)
        catalog_.emplace(std::move(*catalog));
    else
        catalog_error_ = catalog.error();
    if (catalog_) {
        auto links = RuleLinks::load(catalog_->data_dir + "/rules/links.json");
        if (links)
            rule_links_.emplace(std::move(*links));
        else
            std::fprintf(stderr, "carcassonne: %s\n", links.error().c_str());
    }
    SDL_StopTextInput();  // only while a text field is being edited
    update_size();
}

size_t App::overlays_on_top() const {
    size_t count = 0;
    for (auto it = scenes_.rbegin(); it != scenes_.rend() && (*it)->overlay(); ++it) ++count;
    return count;
}

const DemoShelf& App::demos() {
    if (!demos_) {
        demos_.emplace(catalog_ ? carc::demos(*catalog_, catalog_->data_dir) : DemoShelf{});
        for (const std::string& error : demos_->errors) std::fprintf(stderr, "carcassonne: %s\n", error.c_str());
        for (const Demo& d : demos_->demos)
            for (const std::string& problem : d.problems)
                std::fprintf(stderr, "carcassonne: demo %s is not shown: %s\n", d.id.c_str(), problem.c_str());
    }
    return *demos_;
}

App::~App() {
    scenes_.clear();
    retired_.clear();
    sound_.reset();
    figures_.reset();
    text_.reset();
    if (renderer_) SDL_DestroyRenderer(renderer_);
    if (window_) SDL_DestroyWindow(window_);
    surface_.reset();
    TTF_Quit();
    IMG_Quit();
    SDL_Quit();
}

std::string App::pref_dir() {
    if (!pref_dir_.empty()) return pref_dir_;
    std::string dir = options_.pref_dir;
    if (dir.empty())
        if (const char* env = std::getenv("CARC_PREF_DIR")) dir = env;
    if (dir.empty()) {
        if (char* p = SDL_GetPrefPath("carcassonne-table", "carcassonne")) {
            dir = p;
            SDL_free(p);
            while (!dir.empty() && dir.back() == '/') dir.pop_back();
        }
    }
    if (dir.empty()) return dir;
    std::error_code ec;
    std::filesystem::create_directories(dir, ec);
    pref_dir_ = dir;
    return pref_dir_;
}

SavedGames& App::saves() {
    if (!saves_) saves_ = std::make_unique<SavedGames>(pref_dir());
    return *saves_;
}

void App::save_settings() {
    const std::string dir = pref_dir();
    if (!dir.empty()) write_settings(dir + "/settings.json", settings_);
}

void App::toggle_mute() {
    settings_.sound_muted = !settings_.sound_muted;
    save_settings();
    apply_settings();
}

void App::apply_settings() {
    if (sound_) sound_->set_volume(settings_.sound_muted ? 0 : settings_.sound_volume);
    if (!settings_.language.empty() && settings_.language != language()) set_language(settings_.language);
    if (window_)
        SDL_SetWindowFullscreen(window_, settings_.fullscreen ? SDL_WINDOW_FULLSCREEN_DESKTOP : 0);
    update_size();
}

void App::update_size() {
    int w = options_.width, h = options_.height;
    if (renderer_) SDL_GetRendererOutputSize(renderer_, &w, &h);
    width_ = w;
    height_ = h;
    density_ = 1.0f;
    if (window_) {
        int ww = 0, wh = 0;
        SDL_GetWindowSize(window_, &ww, &wh);
        if (ww > 0) density_ = static_cast<float>(w) / static_cast<float>(ww);
    }
    float wanted = 1.0f;
    if (settings_.ui_scale_percent > 0)
        wanted = density_ * static_cast<float>(settings_.ui_scale_percent) / 100.0f;
    else  // follow the display: high-DPI density, and a little larger on big windows
        wanted = std::max(density_, std::clamp(static_cast<float>(h) / 900.0f, 1.0f, 3.0f));
    // Never so large that a scene gets less room than it is laid out for.
    const float room =
        std::min(static_cast<float>(w) / kMinLayoutWidth, static_cast<float>(h) / kMinLayoutHeight);
    scale_ = std::max(0.5f, std::min(wanted, room));
    scale_limited_ = settings_.ui_scale_percent > 0 && wanted > room + 0.001f;
}

void App::push(std::unique_ptr<Scene> scene) {
    changes_.push_back({Change::Kind::Push, std::move(scene)});
    if (!dispatching_) apply_scene_changes();
}
void App::pop() {
    changes_.push_back({Change::Kind::Pop, nullptr});
    if (!dispatching_) apply_scene_changes();
}
void App::replace_all(std::unique_ptr<Scene> scene) {
    changes_.push_back({Change::Kind::ReplaceAll, std::move(scene)});
    if (!dispatching_) apply_scene_changes();
}

void App::apply_scene_changes() {
    auto changes = std::move(changes_);
    changes_.clear();
    for (Change& c : changes) {
        switch (c.kind) {
            case Change::Kind::Push:
                scenes_.push_back(std::move(c.scene));
                break;
            case Change::Kind::Pop:
                if (!scenes_.empty()) {
                    retired_.push_back(std::move(scenes_.back()));
                    scenes_.pop_back();
                }
                break;
            case Change::Kind::ReplaceAll:
                for (auto& s : scenes_) retired_.push_back(std::move(s));
                scenes_.clear();
                scenes_.push_back(std::move(c.scene));
                break;
        }
    }
    if (!dispatching_) retired_.clear();
}

void App::handle(SDL_Event e) {
    switch (e.type) {
        case SDL_QUIT:
            quit_ = true;
            return;
        case SDL_WINDOWEVENT:
            if (e.window.event == SDL_WINDOWEVENT_SIZE_CHANGED ||
                e.window.event == SDL_WINDOWEVENT_RESIZED) {
                // Without a window manager nothing enforces the minimum size: the game does.
                int ww = 0, wh = 0;
                SDL_GetWindowSize(window_, &ww, &wh);
                if (window_ && !settings_.fullscreen &&
                    (ww < kMinWindowWidth || wh < kMinWindowHeight))
                    SDL_SetWindowSize(window_, std::max(ww, kMinWindowWidth),
                                      std::max(wh, kMinWindowHeight));
                update_size();
            }
            if (e.window.event == SDL_WINDOWEVENT_MINIMIZED) minimised_ = true;
            if (e.window.event == SDL_WINDOWEVENT_FOCUS_GAINED) has_focus_ = true;
            if (e.window.event == SDL_WINDOWEVENT_FOCUS_LOST) has_focus_ = false;
            if (e.window.event == SDL_WINDOWEVENT_RESTORED ||
                e.window.event == SDL_WINDOWEVENT_SHOWN ||
                e.window.event == SDL_WINDOWEVENT_EXPOSED)
                minimised_ = false;
            break;
        case SDL_MOUSEMOTION:
            e.motion.x =
                static_cast<Sint32>(std::lround(static_cast<float>(e.motion.x) * density_));
            e.motion.y =
                static_cast<Sint32>(std::lround(static_cast<float>(e.motion.y) * density_));
            e.motion.xrel =
                static_cast<Sint32>(std::lround(static_cast<float>(e.motion.xrel) * density_));
            e.motion.yrel =
                static_cast<Sint32>(std::lround(static_cast<float>(e.motion.yrel) * density_));
            mouse_ = {e.motion.x, e.motion.y};
            break;
        case SDL_DROPTEXT:
            // Dragged text is not a file; SDL still hands it over to be freed.
            SDL_free(e.drop.file);
            return;
        case SDL_DROPFILE: {
            // SDL hands over the file name; it must be freed whoever uses it.
            const std::string path = e.drop.file ? e.drop.file : "";
            SDL_free(e.drop.file);
            if (path.empty()) return;
            dispatching_ = true;
            Scene* s = top();
            const bool used = s && s->file_dropped(*this, path);
            if (!used) open_dropped_file(*this, path);
            dispatching_ = false;
            apply_scene_changes();
            return;
        }
        case SDL_MOUSEBUTTONDOWN:
            // Without a window manager nobody gives a clicked window the keyboard: the game
            // takes it, so keys typed after a click reach it.
            if (window_ && !has_focus_) {
                SDL_SetWindowInputFocus(window_);
                ++focus_requests_;
                has_focus_ = true;
            }
            [[fallthrough]];
        case SDL_MOUSEBUTTONUP:
            e.button.x =
                static_cast<Sint32>(std::lround(static_cast<float>(e.button.x) * density_));
            e.button.y =
                static_cast<Sint32>(std::lround(static_cast<float>(e.button.y) * density_));
            mouse_ = {e.button.x, e.button.y};
            break;
        default:
            break;
    }
    if (Scene* s = top()) {
        dispatching_ = true;
        s->event(*this, e);
        dispatching_ = false;
        apply_scene_changes();
    }
}

void App::step(double dt_ms) {
    now_ms_ += static_cast<uint64_t>(std::max(0.0, dt_ms));
    if (!options_.offscreen) {
        SDL_Event e;
        while (SDL_PollEvent(&e)) handle(e);
    }
    dispatching_ = true;
    for (size_t i = 0; i < scenes_.size(); ++i) scenes_[i]->update(*this, dt_ms);
    dispatching_ = false;
    apply_scene_changes();
    if (minimised_ || scenes_.empty()) return;
    render_frame();
    SDL_RenderPresent(renderer_);
}

void App::render_frame() {
    SDL_SetRenderDrawColor(renderer_, theme::kTable.r, theme::kTable.g, theme::kTable.b, 255);
    SDL_RenderClear(renderer_);
    size_t first = scenes_.empty() ? 0 : scenes_.size() - 1;
    while (first > 0 && scenes_[first]->overlay()) --first;
    dispatching_ = true;
    tooltips_.clear();
    scene_note_.clear();
    for (size_t i = first; i < scenes_.size(); ++i) {
        drawing_top_ = i + 1 == scenes_.size();
        // While the layout checks record the texts drawn (never in play), an overlay's texts are
        // compared among themselves: the scene under it is dimmed and covered.
        if (drawing_top_ && i > first && !text_->drawn().empty()) text_->record(true);
        scenes_[i]->render(*this);
    }
    drawing_top_ = true;
    dispatching_ = false;
    apply_scene_changes();
    text_->end_frame();
    ++frames_;
    if (trace_ && !scenes_.empty()) write_trace();
}

void App::trace(const std::string& line) {
    if (!trace_) return;
    std::fprintf(trace_.get(), "%s\n", line.c_str());
    std::fflush(trace_.get());
}

void App::write_trace() {
    // The top scene and its widgets in window coordinates, whenever they change: what a script
    // driving the window with xdotool needs to know where to click.
    std::string block = std::string("scene ") + scenes_.back()->name() + "\n";
    if (WidgetSet* w = scenes_.back()->widgets())
        for (const Widget& x : w->items()) {
            // Only what can be clicked now: enabled, and not scrolled out of its list.
            if (!x.enabled) continue;
            if (x.clip.w > 0 && !x.hit(x.rect.x + x.rect.w / 2, x.rect.y + x.rect.h / 2)) continue;
            char line[256];
            std::snprintf(line, sizeof line, "widget %s %d %d %d %d %d\n", x.id.c_str(),
                          static_cast<int>(static_cast<float>(x.rect.x) / density_),
                          static_cast<int>(static_cast<float>(x.rect.y) / density_),
                          static_cast<int>(static_cast<float>(x.rect.w) / density_),
                          static_cast<int>(static_cast<float>(x.rect.h) / density_),
                          x.checked ? 1 : 0);
            block += line;
        }
    block += scene_note_;
    if (block == last_trace_) return;
    last_trace_ = block;
    std::fprintf(trace_.get(), "%send\n", block.c_str());
    std::fflush(trace_.get());
}

bool App::save_png(const std::string& path) {
    SurfacePtr shot(
        SDL_CreateRGBSurfaceWithFormat(0, width_, height_, 32, SDL_PIXELFORMAT_ARGB8888));
    if (!shot) return false;
    if (SDL_RenderReadPixels(renderer_, nullptr, SDL_PIXELFORMAT_ARGB8888, shot->pixels,
                             shot->pitch) != 0)
        return false;
    return IMG_SavePNG(shot.get(), path.c_str()) == 0;
}

int App::run() {
    uint64_t last = SDL_GetTicks64();
    bool has_vsync = false;
    SDL_RendererInfo info;
    if (SDL_GetRendererInfo(renderer_, &info) == 0)
        has_vsync = (info.flags & SDL_RENDERER_PRESENTVSYNC) != 0;
    while (!quit_ && !scenes_.empty()) {
        bool busy = false;
        for (auto& s : scenes_) busy = busy || s->animating();
        // Idle: sleep until input arrives (or a slow tick for blinking carets and tooltips).
        if (!busy || minimised_) SDL_WaitEventTimeout(nullptr, minimised_ ? 500 : 250);
        const uint64_t start = SDL_GetTicks64();
        step(static_cast<double>(start - last));
        last = start;
        if (!has_vsync && options_.frame_cap) {
            const uint64_t spent = SDL_GetTicks64() - start;
            if (spent < 15) SDL_Delay(static_cast<Uint32>(15 - spent));
        }
    }
    return 0;
}

}  // namespace carc::app
