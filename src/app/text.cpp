#include "text.hpp"

#include <cstdio>

namespace carc::app {

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

SDL_Point Text::measure(std::string_view s, int px, FontStyle style) {
    TTF_Font* f = font(px, style);
    int w = 0, h = 0;
    if (f && !s.empty()) TTF_SizeUTF8(f, std::string(s).c_str(), &w, &h);
    if (f && s.empty()) h = TTF_FontHeight(f);
    return {w, h};
}

int Text::line_height(int px, FontStyle style) {
    TTF_Font* f = font(px, style);
    return f ? TTF_FontLineSkip(f) : px;
}

TextBox Text::get(std::string_view s, int px, Color c, FontStyle style, int wrap) {
    if (s.empty()) return {};
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
    const std::string str(s);
    const SDL_Color col{c.r, c.g, c.b, 255};
    SurfacePtr surf(
        wrap > 0 ? TTF_RenderUTF8_Blended_Wrapped(f, str.c_str(), col, static_cast<Uint32>(wrap))
                 : TTF_RenderUTF8_Blended(f, str.c_str(), col));
    if (!surf) return {};
    Entry e;
    e.texture = texture_from(renderer_, surf.get());
    if (!e.texture) return {};
    SDL_SetTextureBlendMode(e.texture.get(), SDL_BLENDMODE_BLEND);
    if (c.a != 255) SDL_SetTextureAlphaMod(e.texture.get(), c.a);
    e.w = surf->w;
    e.h = surf->h;
    e.last_used = frame_;
    TextBox box{e.texture.get(), e.w, e.h};
    cache_.emplace(std::move(key), std::move(e));
    return box;
}

SDL_Rect Text::draw(std::string_view s, int x, int y, int px, Color c, FontStyle style, Align align,
                    int wrap) {
    const TextBox b = get(s, px, c, style, wrap);
    if (!b.texture) return {x, y, 0, 0};
    SDL_Rect dst{x, y, b.w, b.h};
    if (align == Align::Center) dst.x -= b.w / 2;
    if (align == Align::Right) dst.x -= b.w;
    SDL_RenderCopy(renderer_, b.texture, nullptr, &dst);
    return dst;
}

SDL_Rect Text::draw_fit(std::string_view s, int x, int y, int max_w, int px, Color c,
                        FontStyle style, Align align) {
    if (measure(s, px, style).x <= max_w) return draw(s, x, y, px, c, style, align);
    std::string cut(s);
    while (!cut.empty()) {
        // Drop one UTF-8 character at a time.
        while (!cut.empty() && (static_cast<unsigned char>(cut.back()) & 0xC0) == 0x80)
            cut.pop_back();
        if (!cut.empty()) cut.pop_back();
        const std::string candidate = cut + "…";
        if (measure(candidate, px, style).x <= max_w)
            return draw(candidate, x, y, px, c, style, align);
    }
    return {x, y, 0, 0};
}

SurfacePtr Text::render_surface(std::string_view s, int px, Color c, FontStyle style) {
    TTF_Font* f = font(px, style);
    if (!f) return nullptr;
    return SurfacePtr(
        TTF_RenderUTF8_Blended(f, std::string(s).c_str(), SDL_Color{c.r, c.g, c.b, 255}));
}

void Text::end_frame() {
    ++frame_;
    if (frame_ % 120 != 0 || cache_.size() < 256) return;
    for (auto it = cache_.begin(); it != cache_.end();)
        it = frame_ - it->second.last_used > 240 ? cache_.erase(it) : std::next(it);
}

}  // namespace carc::app
