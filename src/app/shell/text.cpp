#include "shell/text.hpp"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>

namespace carc::app {

namespace {

// The next code point of UTF-8 text at `i` (advancing i); U+FFFD for a broken sequence.
uint32_t next_code_point(std::string_view s, size_t& i) {
    const auto b = [&](size_t k) { return static_cast<unsigned char>(s[k]); };
    const unsigned char c = b(i);
    int len = c < 0x80 ? 1 : (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 : (c >> 3) == 30 ? 4 : 0;
    if (len == 0 || i + static_cast<size_t>(len) > s.size()) {
        ++i;
        return 0xFFFD;
    }
    uint32_t cp = len == 1 ? c : c & (0x7F >> len);
    for (int k = 1; k < len; ++k) {
        if ((b(i + static_cast<size_t>(k)) & 0xC0) != 0x80) {
            ++i;
            return 0xFFFD;
        }
        cp = (cp << 6) | (b(i + static_cast<size_t>(k)) & 0x3F);
    }
    i += static_cast<size_t>(len);
    return cp;
}

// Joiners and variation selectors belong to the character before them.
bool attaches(uint32_t cp) { return cp == 0x200D || (cp >= 0xFE00 && cp <= 0xFE0F); }

// Fonts with wide coverage that Debian ships, best first: file names and whether their glyphs
// are fixed-size colour bitmaps.
struct KnownFallback {
    const char* regular;
    const char* bold;
    bool bitmap;
};
constexpr KnownFallback kKnownFallbacks[] = {
    {"NotoSansCJK-Regular.ttc", "NotoSansCJK-Bold.ttc", false},
    {"DroidSansFallbackFull.ttf", nullptr, false},
    {"NotoColorEmoji.ttf", nullptr, true},
    {"Symbola_hint.ttf", nullptr, false},
    {"Symbola.ttf", nullptr, false},
    {"NotoSans-Regular.ttf", "NotoSans-Bold.ttf", false},
};

}  // namespace

Text::Text(SDL_Renderer* renderer, std::string font_dir)
    : renderer_(renderer), font_dir_(std::move(font_dir)) {
    if (!TTF_WasInit() && TTF_Init() != 0) {
        ok_ = false;
        error_ = std::string("cannot start the font library: ") + TTF_GetError();
        return;
    }
    if (!font(16, FontStyle::Regular)) {
        ok_ = false;
        error_ = "cannot open the font in " + font_dir_ + ": " + TTF_GetError();
    }
}

Text::~Text() {
    cache_.clear();
    for (auto& [key, f] : fonts_)
        if (f) TTF_CloseFont(f);
    for (auto& [key, f] : fallback_fonts_)
        if (f) TTF_CloseFont(f);
}

TTF_Font* Text::font(int px, FontStyle style) {
    px = std::max(px, 6);
    const auto key = std::make_pair(px, style);
    auto it = fonts_.find(key);
    if (it != fonts_.end()) return it->second;
    const std::string file =
        font_dir_ + (style == FontStyle::Bold ? "/DejaVuSans-Bold.ttf" : "/DejaVuSans.ttf");
    TTF_Font* f = TTF_OpenFont(file.c_str(), px);
    if (f) TTF_SetFontHinting(f, TTF_HINTING_LIGHT);
    fonts_[key] = f;
    return f;
}

// --- fallback fonts ---------------------------------------------------------------------------

void Text::find_fallbacks() {
    if (fallbacks_found_) return;
    fallbacks_found_ = true;
    namespace fs = std::filesystem;
    // Where fontconfig keeps fonts on Debian, and the user's own folders.
    std::vector<fs::path> roots = {"/usr/share/fonts", "/usr/local/share/fonts"};
    if (const char* home = std::getenv("HOME")) {
        roots.push_back(fs::path(home) / ".local/share/fonts");
        roots.push_back(fs::path(home) / ".fonts");
    }
    std::map<std::string, std::string> found;  // file name -> path
    for (const fs::path& root : roots) {
        std::error_code ec;
        for (fs::recursive_directory_iterator it(root, ec), end; !ec && it != end;
             it.increment(ec)) {
            const std::string name = it->path().filename().string();
            for (const KnownFallback& k : kKnownFallbacks)
                if ((name == k.regular || (k.bold && name == k.bold)) && !found.count(name))
                    found[name] = it->path().string();
        }
    }
    for (const KnownFallback& k : kKnownFallbacks) {
        if (!found.count(k.regular)) continue;
        Fallback f;
        f.regular = found[k.regular];
        if (k.bold && found.count(k.bold)) f.bold = found[k.bold];
        f.bitmap = k.bitmap;
        fallbacks_.push_back(f);
    }
}

std::vector<std::string> Text::fallback_files() {
    find_fallbacks();
    std::vector<std::string> out;
    for (const Fallback& f : fallbacks_) out.push_back(f.regular);
    return out;
}

TTF_Font* Text::fallback_font(int i, int px, FontStyle style) {
    px = std::max(px, 6);
    const auto key = std::make_tuple(i, px, style);
    auto it = fallback_fonts_.find(key);
    if (it != fallback_fonts_.end()) return it->second;
    const Fallback& fb = fallbacks_[static_cast<size_t>(i)];
    const bool own_bold = style == FontStyle::Bold && !fb.bold.empty();
    TTF_Font* f = TTF_OpenFontIndex((own_bold ? fb.bold : fb.regular).c_str(), px, 0);
    if (f && style == FontStyle::Bold && !own_bold && !fb.bitmap)
        TTF_SetFontStyle(f, TTF_STYLE_BOLD);
    if (f && !fb.bitmap) TTF_SetFontHinting(f, TTF_HINTING_LIGHT);
    fallback_fonts_[key] = f;
    return f;
}

int Text::provider(uint32_t cp) {
    if (cp < 0x80) return -1;
    auto it = providers_.find(cp);
    if (it != providers_.end()) return it->second;
    int p = -2;
    if (TTF_Font* f = font(16, FontStyle::Regular); f && TTF_GlyphIsProvided32(f, cp)) p = -1;
    if (p == -2) {
        find_fallbacks();
        for (int i = 0; i < static_cast<int>(fallbacks_.size()) && p == -2; ++i)
            if (TTF_Font* f = fallback_font(i, 16, FontStyle::Regular);
                f && TTF_GlyphIsProvided32(f, cp))
                p = i;
    }
    providers_[cp] = static_cast<int8_t>(p);
    return p;
}

bool Text::plain(std::string_view s) {
    for (size_t i = 0; i < s.size();) {
        if (static_cast<unsigned char>(s[i]) < 0x80) {
            ++i;
            continue;
        }
        const uint32_t cp = next_code_point(s, i);
        if (!attaches(cp) && provider(cp) != -1) return false;
    }
    return true;
}

bool Text::covers(std::string_view s) {
    for (size_t i = 0; i < s.size();) {
        const uint32_t cp = next_code_point(s, i);
        if (!attaches(cp) && provider(cp) == -2) return false;
    }
    return true;
}

std::vector<Text::Run> Text::runs(std::string_view s, int px, FontStyle style) {
    std::vector<Run> out;
    int current = -3;
    for (size_t i = 0; i < s.size();) {
        const size_t start = i;
        const uint32_t cp = next_code_point(s, i);
        int p = attaches(cp) && current != -3 ? current : provider(cp);
        if (p == -2) p = -1;  // nobody has it: the bundled font's box
        if (p != current || out.empty()) {
            out.push_back({});
            current = p;
            Run& r = out.back();
            if (p == -1) {
                r.font = font(px, style);
            } else {
                const Fallback& fb = fallbacks_[static_cast<size_t>(p)];
                if (fb.bitmap) {
                    r.font = fallback_font(p, px, FontStyle::Regular);
                    r.colour = true;
                    if (r.font)
                        r.scale = static_cast<float>(line_height(px, style)) /
                                  static_cast<float>(std::max(1, TTF_FontHeight(r.font)));
                } else {
                    r.font = fallback_font(p, px, style);
                }
            }
        }
        out.back().text.append(s.substr(start, i - start));
    }
    for (Run& r : out) {
        int w = 0, h = 0;
        if (r.font) TTF_SizeUTF8(r.font, r.text.c_str(), &w, &h);
        r.w = static_cast<int>(static_cast<float>(w) * r.scale + 0.5f);
    }
    return out;
}

int Text::width(const std::vector<Run>& rs) const {
    int w = 0;
    for (const Run& r : rs) w += r.w;
    return w;
}

// --- measuring and rendering ------------------------------------------------------------------

SDL_Point Text::measure(std::string_view s, int px, FontStyle style) {
    TTF_Font* f = font(px, style);
    if (!f) return {0, 0};
    if (s.empty()) return {0, TTF_FontHeight(f)};
    if (plain(s)) {
        int w = 0, h = 0;
        TTF_SizeUTF8(f, std::string(s).c_str(), &w, &h);
        return {w, h};
    }
    return {width(runs(s, px, style)), TTF_FontHeight(f)};
}

int Text::line_height(int px, FontStyle style) {
    TTF_Font* f = font(px, style);
    return f ? TTF_FontLineSkip(f) : px;
}

SurfacePtr Text::compose(const std::vector<Span>& spans, int px, Color c, int wrap) {
    TTF_Font* base = font(px, FontStyle::Regular);
    if (!base) return nullptr;
    const int line_h = TTF_FontLineSkip(base), ascent = TTF_FontAscent(base);
    for (const Span& sp : spans)
        for (size_t i = 0; i < sp.text.size();) {
            const uint32_t cp = next_code_point(sp.text, i);
            if (cp >= 0x20 && !attaches(cp) && provider(cp) == -2) ++missing_glyphs_;
        }
    // Words (with the blanks after them) in their style, and forced line breaks.
    struct Word {
        std::string text;
        FontStyle style = FontStyle::Regular;
        bool newline = false;
    };
    std::vector<Word> words;
    for (const Span& sp : spans) {
        size_t i = 0;
        while (i < sp.text.size()) {
            if (sp.text[i] == '\n') {
                words.push_back({"", sp.style, true});
                ++i;
                continue;
            }
            size_t j = i;
            while (j < sp.text.size() && sp.text[j] != ' ' && sp.text[j] != '\n') ++j;
            while (j < sp.text.size() && sp.text[j] == ' ') ++j;
            words.push_back({sp.text.substr(i, j - i), sp.style, false});
            i = j;
        }
    }
    struct Placed {
        Run run;
        int x = 0;
    };
    std::vector<std::vector<Placed>> lines(1);
    int x = 0;
    auto trimmed = [](std::string t) {
        while (!t.empty() && t.back() == ' ') t.pop_back();
        return t;
    };
    auto place = [&](const std::vector<Run>& rs) {
        for (const Run& r : rs) {
            lines.back().push_back({r, x});
            x += r.w;
        }
    };
    for (const Word& w : words) {
        if (w.newline) {
            lines.emplace_back();
            x = 0;
            continue;
        }
        const std::vector<Run> rs = runs(w.text, px, w.style);
        const int ink = width(runs(trimmed(w.text), px, w.style));
        if (wrap > 0 && x > 0 && x + ink > wrap) {
            lines.emplace_back();
            x = 0;
        }
        if (wrap > 0 && ink > wrap) {
            // Wider than the whole line: the only case where a word is broken.
            count_broken(w.text);
            std::string piece;
            for (size_t i = 0; i < w.text.size();) {
                const size_t start = i;
                next_code_point(w.text, i);
                const std::string more = piece + w.text.substr(start, i - start);
                if (!piece.empty() && width(runs(more, px, w.style)) > wrap) {
                    place(runs(piece, px, w.style));
                    lines.emplace_back();
                    x = 0;
                    piece = w.text.substr(start, i - start);
                } else {
                    piece = more;
                }
            }
            place(runs(piece, px, w.style));
            continue;
        }
        place(rs);
    }
    int surface_w = 1;
    for (const auto& line : lines) {
        int w = 0;
        for (const Placed& p : line)
            w = std::max(w, p.x + (trimmed(p.run.text).empty() ? 0 : p.run.w));
        surface_w = std::max(surface_w, w);
    }
    SurfacePtr out(SDL_CreateRGBSurfaceWithFormat(
        0, surface_w, line_h * static_cast<int>(lines.size()), 32, SDL_PIXELFORMAT_ARGB8888));
    if (!out) return nullptr;
    SDL_FillRect(out.get(), nullptr, 0);
    const SDL_Color col{c.r, c.g, c.b, 255};
    for (size_t l = 0; l < lines.size(); ++l)
        for (const Placed& p : lines[l]) {
            if (!p.run.font || trimmed(p.run.text).empty()) continue;
            SurfacePtr glyphs(TTF_RenderUTF8_Blended(p.run.font, p.run.text.c_str(), col));
            if (!glyphs) continue;
            SurfacePtr argb(SDL_ConvertSurfaceFormat(glyphs.get(), SDL_PIXELFORMAT_ARGB8888, 0));
            if (!argb) continue;
            int y = static_cast<int>(l) * line_h;
            if (p.run.scale != 1.0f) {
                // Colour emoji come at one fixed size: scaled down to the line.
                const int w =
                    std::max(1, static_cast<int>(static_cast<float>(argb->w) * p.run.scale));
                const int h =
                    std::max(1, static_cast<int>(static_cast<float>(argb->h) * p.run.scale));
                SurfacePtr small(
                    SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888));
                if (!small || SDL_SoftStretchLinear(argb.get(), nullptr, small.get(), nullptr) != 0)
                    continue;
                argb = std::move(small);
                y += (line_h - h) / 2;
            } else {
                y += ascent - TTF_FontAscent(p.run.font);
            }
            // Runs do not overlap: copy their pixels as they are, alpha included.
            SDL_SetSurfaceBlendMode(argb.get(), SDL_BLENDMODE_NONE);
            SDL_Rect dst{p.x, y, argb->w, argb->h};
            SDL_BlitSurface(argb.get(), nullptr, out.get(), &dst);
        }
    return out;
}

TextBox Text::cached(std::string key, SurfacePtr surf, Color c) {
    if (!surf) return {};
    Entry e;
    e.texture = texture_from(renderer_, surf.get());
    if (!e.texture) return {};
    SDL_SetTextureBlendMode(e.texture.get(), SDL_BLENDMODE_BLEND);
    if (c.a != 255) SDL_SetTextureAlphaMod(e.texture.get(), c.a);
    e.w = surf->w;
    e.h = surf->h;
    e.last_used = frame_;
    bytes_ += static_cast<size_t>(e.w) * static_cast<size_t>(e.h) * 4;
    TextBox box{e.texture.get(), e.w, e.h};
    cache_.emplace(std::move(key), std::move(e));
    return box;
}

TextBox Text::get(std::string_view s, int px, Color c, FontStyle style, int wrap) {
    if (s.empty()) return {};
    if (capture_) capture_->emplace_back(s);
    char head[64];
    std::snprintf(head, sizeof head, "%d|%d|%02x%02x%02x%02x|%d|", px, static_cast<int>(style), c.r,
                  c.g, c.b, c.a, wrap);
    std::string key = head;
    key.append(s);
    auto it = cache_.find(key);
    if (it != cache_.end()) {
        it->second.last_used = frame_;
        return {it->second.texture.get(), it->second.w, it->second.h};
    }
    TTF_Font* f = font(px, style);
    if (!f) return {};
    if (!plain(s))
        return cached(std::move(key), compose({{std::string(s), style}}, px, c, wrap), c);
    const std::string str(s);
    const SDL_Color col{c.r, c.g, c.b, 255};
    if (wrap > 0) {
        // SDL_ttf breaks a word wider than the line in the middle: count it.
        size_t i = 0;
        while (i < str.size()) {
            size_t j = str.find_first_of(" \n", i);
            if (j == std::string::npos) j = str.size();
            if (j > i) {
                int w = 0, h = 0;
                TTF_SizeUTF8(f, str.substr(i, j - i).c_str(), &w, &h);
                if (w > wrap) count_broken(str.substr(i, j - i));
            }
            i = j + 1;
        }
    }
    SurfacePtr surf(
        wrap > 0 ? TTF_RenderUTF8_Blended_Wrapped(f, str.c_str(), col, static_cast<Uint32>(wrap))
                 : TTF_RenderUTF8_Blended(f, str.c_str(), col));
    return cached(std::move(key), std::move(surf), c);
}

TextBox Text::get(const std::vector<Span>& spans, int px, Color c, int wrap) {
    char head[64];
    std::snprintf(head, sizeof head, "rich|%d|%02x%02x%02x%02x|%d|", px, c.r, c.g, c.b, c.a, wrap);
    std::string key = head;
    for (const Span& sp : spans) key += (sp.style == FontStyle::Bold ? "\x01" : "\x02") + sp.text;
    if (capture_)
        for (const Span& sp : spans) capture_->push_back(sp.text);
    auto it = cache_.find(key);
    if (it != cache_.end()) {
        it->second.last_used = frame_;
        return {it->second.texture.get(), it->second.w, it->second.h};
    }
    return cached(std::move(key), compose(spans, px, c, wrap), c);
}

SDL_Rect Text::draw(std::string_view s, int x, int y, int px, Color c, FontStyle style, Align align,
                    int wrap) {
    const TextBox b = get(s, px, c, style, wrap);
    if (!b.texture) return {x, y, 0, 0};
    SDL_Rect dst{x, y, b.w, b.h};
    if (align == Align::Center) dst.x -= b.w / 2;
    if (align == Align::Right) dst.x -= b.w;
    SDL_RenderCopy(renderer_, b.texture, nullptr, &dst);
    if (recording_) {
        SDL_Rect shown = dst;
        if (SDL_RenderIsClipEnabled(renderer_)) {
            SDL_Rect clip;
            SDL_RenderGetClipRect(renderer_, &clip);
            if (!SDL_IntersectRect(&dst, &clip, &shown)) shown = {dst.x, dst.y, 0, 0};
        }
        if (shown.w > 0 && shown.h > 0) drawn_.push_back({std::string(s), shown});
    }
    return dst;
}

void Text::count_broken(std::string word) {
    ++words_broken_;
    if (broken_words_.size() < 1000) broken_words_.push_back(std::move(word));
}

SDL_Rect Text::draw_fit(std::string_view s, int x, int y, int max_w, int px, Color c,
                        FontStyle style, Align align) {
    // An empty label (a colour chip's button) has nothing to shorten, however little room.
    if (s.empty()) return draw(s, x, y, px, c, style, align);
    // A label is drawn every frame: it is fitted once, while it keeps being drawn.
    char head[48];
    std::snprintf(head, sizeof head, "%d|%d|%d|", px, static_cast<int>(style), max_w);
    std::string key = head;
    key.append(s);
    auto it = fits_.find(key);
    if (it == fits_.end()) it = fits_.emplace(std::move(key), fit(s, max_w, px, style)).first;
    Fit& f = it->second;
    f.last_used = frame_;
    if (f.shortened && shortened_.size() < 1000) shortened_.emplace_back(s);
    if (!f.shows) return {x, y, 0, 0};
    return draw(f.shortened ? std::string_view(f.text) : s, x, y, px, c, style, align);
}

Text::Fit Text::fit(std::string_view s, int max_w, int px, FontStyle style) {
    Fit f;
    if (measure(s, px, style).x <= max_w) return f;
    f.shortened = true;
    // Where each character ends; the most characters k whose prefix with "…" fits, by bisection
    // (the width grows with k): O(log n) measurements of O(n) each, where dropping one character
    // at a time measured the text once per character (a 10,000-character name froze the window).
    std::vector<size_t> ends;
    for (size_t i = 0; i < s.size();) {
        next_code_point(s, i);
        ends.push_back(i);
    }
    auto prefix = [&](size_t k) { return std::string(s.substr(0, k ? ends[k - 1] : 0)) + "…"; };
    auto fits = [&](size_t k) { return measure(prefix(k), px, style).x <= max_w; };
    if (!fits(0)) {
        f.shows = false;
        return f;
    }
    size_t lo = 0, hi = ends.size() - 1;  // prefix(lo) fits; the whole text (ends.size()) does not
    while (lo < hi) {
        const size_t mid = lo + (hi - lo + 1) / 2;
        if (fits(mid))
            lo = mid;
        else
            hi = mid - 1;
    }
    f.text = prefix(lo);
    return f;
}

SurfacePtr Text::render_surface(std::string_view s, int px, Color c, FontStyle style) {
    TTF_Font* f = font(px, style);
    if (!f) return nullptr;
    return SurfacePtr(
        TTF_RenderUTF8_Blended(f, std::string(s).c_str(), SDL_Color{c.r, c.g, c.b, 255}));
}

void Text::forget(std::unordered_map<std::string, Entry>::iterator it) {
    bytes_ -= static_cast<size_t>(it->second.w) * static_cast<size_t>(it->second.h) * 4;
    cache_.erase(it);
}

void Text::end_frame() {
    ++frame_;
    if (bytes_ > kCacheBytes) {
        // Over the bound (a game whose texts change every frame, a computer playing fast): the
        // texts drawn longest ago go, down to three quarters of it, never one of this frame.
        std::vector<std::pair<uint64_t, std::unordered_map<std::string, Entry>::iterator>> by_age;
        for (auto it = cache_.begin(); it != cache_.end(); ++it)
            if (it->second.last_used + 1 < frame_) by_age.emplace_back(it->second.last_used, it);
        std::sort(by_age.begin(), by_age.end(),
                  [](const auto& a, const auto& b) { return a.first < b.first; });
        for (const auto& [when, it] : by_age) {
            if (bytes_ <= kCacheBytes / 4 * 3) break;
            forget(it);
        }
        release_freed_memory();
    }
    if (frame_ % 120 != 0) return;
    if (cache_.size() >= 256)
        for (auto it = cache_.begin(); it != cache_.end();) {
            auto next = std::next(it);
            if (frame_ - it->second.last_used > 240) forget(it);
            it = next;
        }
    if (fits_.size() >= 256)
        for (auto it = fits_.begin(); it != fits_.end();)
            it = frame_ - it->second.last_used > 240 ? fits_.erase(it) : std::next(it);
}

}  // namespace carc::app
