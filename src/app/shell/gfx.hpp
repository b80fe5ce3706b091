// Small drawing helpers over SDL_Renderer: colours, owned textures and surfaces, filled and
// outlined shapes (rounded rectangles, circles, thick lines, polygons through SDL_RenderGeometry,
// which the software renderer supports too), and SVG rasterisation through SDL2_image. Every
// scene draws with these, so the look stays consistent and blending is always set explicitly.
#pragma once

#include <SDL2/SDL.h>

#include <memory>
#include <string>
#include <vector>

namespace carc::app {

struct Color {
    uint8_t r = 0, g = 0, b = 0, a = 255;
    Color with_alpha(int alpha) const {
        return {r, g, b, static_cast<uint8_t>(alpha < 0 ? 0 : alpha > 255 ? 255 : alpha)};
    }
    friend bool operator==(const Color&, const Color&) = default;
};
Color mix(Color a, Color b, float t);     // t = 0 gives a
Color hex_color(const std::string& hex);  // "#rrggbb"
std::string hex_string(Color c);

struct TextureDeleter {
    void operator()(SDL_Texture* t) const { SDL_DestroyTexture(t); }
};
struct SurfaceDeleter {
    void operator()(SDL_Surface* s) const { SDL_FreeSurface(s); }
};
using TexturePtr = std::unique_ptr<SDL_Texture, TextureDeleter>;
using SurfacePtr = std::unique_ptr<SDL_Surface, SurfaceDeleter>;

inline bool contains(const SDL_Rect& r, int x, int y) {
    return x >= r.x && y >= r.y && x < r.x + r.w && y < r.y + r.h;
}
inline SDL_Rect inset(SDL_Rect r, int d) { return {r.x + d, r.y + d, r.w - 2 * d, r.h - 2 * d}; }

void fill_rect(SDL_Renderer* r, const SDL_Rect& rect, Color c);
void draw_rect(SDL_Renderer* r, const SDL_Rect& rect, Color c, int thickness = 1);
void fill_round_rect(SDL_Renderer* r, const SDL_FRect& rect, float radius, Color c);
void draw_round_rect(SDL_Renderer* r, const SDL_FRect& rect, float radius, Color c,
                     float thickness);
void fill_circle(SDL_Renderer* r, float cx, float cy, float radius, Color c);
void draw_circle(SDL_Renderer* r, float cx, float cy, float radius, Color c, float thickness);
void draw_line(SDL_Renderer* r, SDL_FPoint a, SDL_FPoint b, Color c, float thickness);
void draw_polyline(SDL_Renderer* r, const std::vector<SDL_FPoint>& pts, Color c, float thickness);
// A convex polygon, filled as a fan from its first point.
void fill_convex(SDL_Renderer* r, const std::vector<SDL_FPoint>& pts, Color c);
// A vertical gradient filling a rectangle.
void fill_gradient(SDL_Renderer* r, const SDL_Rect& rect, Color top, Color bottom);

// Rasterises SVG text to a w × h surface (nullptr and SDL_GetError() on failure).
SurfacePtr rasterise_svg(const std::string& svg, int w, int h);
TexturePtr texture_from(SDL_Renderer* r, SDL_Surface* s);
// After a cache freed many textures: hands the free pages of the heap back to the system
// (glibc's malloc_trim), so the window's resident memory follows what it holds.
void release_freed_memory();

}  // namespace carc::app
