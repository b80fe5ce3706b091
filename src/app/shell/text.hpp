// Text through SDL2_ttf. The bundled DejaVu fonts come first; a character they lack (Japanese in
// a player's name, an emoji) is taken glyph by glyph from the first fallback font that has it,
// found at run time among the system's fonts (Noto CJK, Droid Sans Fallback, Noto Color Emoji,
// Symbola: Debian packages that scripts/bootstrap installs). Sizes are in output pixels (the
// caller has applied the UI scale), so text is rendered at the screen's real resolution and stays
// crisp on high-DPI displays. Text may be rich (bold runs, for the rules texts) and wraps at word
// boundaries; a word wider than the whole width is the only thing ever broken, and that is
// counted so tests can insist it never happens. Rendered strings are cached as textures and
// evicted when unused for a while, which keeps the per-frame cost of panels and logs at a few
// texture copies.
#pragma once

#include <SDL2/SDL_ttf.h>

#include <map>
#include <string>
#include <string_view>
#include <tuple>
#include <unordered_map>
#include <vector>

#include "shell/gfx.hpp"

namespace carc::app {

enum class FontStyle : uint8_t { Regular, Bold };
enum class Align : uint8_t { Left, Center, Right };

struct TextBox {
    SDL_Texture* texture = nullptr;
    int w = 0;
    int h = 0;
};

// A run of rich text.
struct Span {
    std::string text;
    FontStyle style = FontStyle::Regular;
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
    // The same for rich text.
    TextBox get(const std::vector<Span>& spans, int px, Color c, int wrap = 0);
    // Draws at (x, y) = top left (or top centre / top right) and returns the box drawn.
    SDL_Rect draw(std::string_view s, int x, int y, int px, Color c,
                  FontStyle style = FontStyle::Regular, Align align = Align::Left, int wrap = 0);
    // Draws, shortening with "…" to fit max_w: the longest prefix (whole characters) that fits
    // with "…" after it, found in O(log n) measurements, and remembered while it is drawn.
    SDL_Rect draw_fit(std::string_view s, int x, int y, int max_w, int px, Color c,
                      FontStyle style = FontStyle::Regular, Align align = Align::Left);
    // A single-glyph surface for compositing (figure letters); caller owns it.
    SurfacePtr render_surface(std::string_view s, int px, Color c, FontStyle style);

    // True when every character of `s` has a glyph in the bundled or a fallback font.
    bool covers(std::string_view s);
    // Words wider than the width they were wrapped to (broken mid-word), since the start, and
    // the first thousand of them (the layout checks name them).
    int words_broken() const { return words_broken_; }
    const std::vector<std::string>& broken_words() const { return broken_words_; }
    // Characters drawn as boxes because no font has them, since the start.
    int missing_glyphs() const { return missing_glyphs_; }
    // Texts draw_fit had to shorten with "…", since the start (the layout checks of every
    // language look for them).
    const std::vector<std::string>& shortened() const { return shortened_; }
    // While recording, every text drawn is kept with the part of its box that shows (inside the
    // renderer's clip rectangle): the layout checks look for texts outside the window or on top
    // of each other.
    struct Drawn {
        std::string text;
        SDL_Rect box;
    };
    void record(bool on) {
        if (on) drawn_.clear();
        recording_ = on;
    }
    const std::vector<Drawn>& drawn() const { return drawn_; }
    // Every text made into a texture (drawn, or kept to be drawn: tooltips, wrapped lines, the
    // hint), as long as a sink is set: the one place all the window's words pass through, so a
    // test can read them all. nullptr stops it.
    void capture(std::vector<std::string>* sink) { capture_ = sink; }
    // The fallback fonts found on this system, in the order they are tried.
    std::vector<std::string> fallback_files();

    void end_frame();  // ages the cache and frees what has not been drawn recently
    size_t cached() const { return cache_.size(); }
    // Bytes of pixels the cached textures hold (4 per pixel), and their bound: over it, the
    // texts drawn longest ago are freed at the end of the frame (never one of that frame).
    size_t cached_bytes() const { return bytes_; }
    static constexpr size_t kCacheBytes = 8u << 20;

private:
    bool recording_ = false;
    std::vector<std::string>* capture_ = nullptr;
    std::vector<Drawn> drawn_;
    std::vector<std::string> shortened_;
    struct Entry {
        TexturePtr texture;
        int w = 0, h = 0;
        uint64_t last_used = 0;
    };
    struct Fallback {
        std::string regular, bold;  // bold may be empty: the regular one made bold
        bool bitmap = false;        // fixed-size colour glyphs (emoji), scaled to the line
    };
    // A text fitted by draw_fit: as it is, shortened, or not shown at all (not even "…" fits).
    struct Fit {
        bool shortened = false;
        bool shows = true;
        std::string text;  // when shortened
        uint64_t last_used = 0;
    };
    Fit fit(std::string_view s, int max_w, int px, FontStyle style);
    std::unordered_map<std::string, Fit> fits_;
    // One piece of a line in one font.
    struct Run {
        TTF_Font* font = nullptr;
        std::string text;
        float scale = 1;  // bitmap fonts are scaled to the line height
        int w = 0;
        bool colour = false;
    };

    // Which font has the character: -1 the bundled one, i >= 0 fallback i, -2 none.
    int provider(uint32_t cp);
    void find_fallbacks();
    TTF_Font* fallback_font(int i, int px, FontStyle style);
    std::vector<Run> runs(std::string_view s, int px, FontStyle style);
    int width(const std::vector<Run>& rs) const;
    bool plain(std::string_view s);  // every character in the bundled font
    SurfacePtr compose(const std::vector<Span>& spans, int px, Color c, int wrap);
    TextBox cached(std::string key, SurfacePtr surf, Color c);
    void forget(std::unordered_map<std::string, Entry>::iterator it);
    size_t bytes_ = 0;

    SDL_Renderer* renderer_;
    std::string font_dir_;
    bool ok_ = true;
    std::string error_;
    std::map<std::pair<int, FontStyle>, TTF_Font*> fonts_;
    std::unordered_map<std::string, Entry> cache_;
    uint64_t frame_ = 0;
    std::vector<Fallback> fallbacks_;
    bool fallbacks_found_ = false;
    std::map<std::tuple<int, int, FontStyle>, TTF_Font*> fallback_fonts_;
    std::unordered_map<uint32_t, int8_t> providers_;
    int words_broken_ = 0;
    std::vector<std::string> broken_words_;
    void count_broken(std::string word);
    int missing_glyphs_ = 0;
};

}  // namespace carc::app
