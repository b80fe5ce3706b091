// Text through SDL2_ttf with the bundled DejaVu fonts. Sizes are in output pixels (the caller has
// applied the UI scale), so text is rendered at the screen's real resolution and stays crisp on
// high-DPI displays. Rendered strings are cached as textures and evicted when unused for a while,
// which keeps the per-frame cost of panels and logs at a few texture copies.
#pragma once

#include <SDL2/SDL_ttf.h>

#include <map>
#include <string>
#include <string_view>
#include <tuple>
#include <unordered_map>

#include "gfx.hpp"

namespace carc::app {

enum class FontStyle : uint8_t { Regular, Bold };
enum class Align : uint8_t { Left, Center, Right };

struct TextBox {
    SDL_Texture* texture = nullptr;
    int w = 0;
    int h = 0;
};

class Text {
public:
    Text(SDL_Renderer* renderer, std::string font_dir);
    ~Text();
    Text(const Text&) = delete;
    Text& operator=(const Text&) = delete;

    bool ok() const { return ok_; }
    const std::string& error() const { return error_; }

    TTF_Font* font(int px, FontStyle style);
    // Size of a single line (no wrapping).
    SDL_Point measure(std::string_view s, int px, FontStyle style = FontStyle::Regular);
    int line_height(int px, FontStyle style = FontStyle::Regular);
    // A cached texture of the text; wrap > 0 wraps at that width in pixels.
    TextBox get(std::string_view s, int px, Color c, FontStyle style = FontStyle::Regular,
                int wrap = 0);
    // Draws at (x, y) = top left (or top centre / top right) and returns the box drawn.
    SDL_Rect draw(std::string_view s, int x, int y, int px, Color c,
                  FontStyle style = FontStyle::Regular, Align align = Align::Left, int wrap = 0);
    // Draws, shortening with "…" to fit max_w.
    SDL_Rect draw_fit(std::string_view s, int x, int y, int max_w, int px, Color c,
                      FontStyle style = FontStyle::Regular, Align align = Align::Left);
    // A single-glyph surface for compositing (figure letters); caller owns it.
    SurfacePtr render_surface(std::string_view s, int px, Color c, FontStyle style);

    void end_frame();  // ages the cache and frees what has not been drawn recently
    size_t cached() const { return cache_.size(); }

private:
    struct Entry {
        TexturePtr texture;
        int w = 0, h = 0;
        uint64_t last_used = 0;
    };
    SDL_Renderer* renderer_;
    std::string font_dir_;
    bool ok_ = true;
    std::string error_;
    std::map<std::pair<int, FontStyle>, TTF_Font*> fonts_;
    std::unordered_map<std::string, Entry> cache_;
    uint64_t frame_ = 0;
};

}  // namespace carc::app
