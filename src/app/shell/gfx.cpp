// Shapes are built from triangles so that they are antialiased by nothing but look the same on
// every renderer, including the software one used under Xvfb and in tests.
#include "shell/gfx.hpp"

#ifdef __GLIBC__
#include <malloc.h>
#endif

#include <SDL2/SDL_image.h>

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace carc::app {

namespace {

SDL_Color sdl(Color c) { return {c.r, c.g, c.b, c.a}; }

void push_arc(std::vector<SDL_FPoint>& out, float cx, float cy, float r, float a0, float a1,
              int steps) {
    for (int i = 0; i <= steps; ++i) {
        const float a = a0 + (a1 - a0) * static_cast<float>(i) / static_cast<float>(steps);
        out.push_back({cx + r * std::cos(a), cy + r * std::sin(a)});
    }
}

std::vector<SDL_FPoint> round_rect_points(const SDL_FRect& q, float radius) {
    const float pi = 3.14159265f;
    radius = std::min({radius, q.w / 2, q.h / 2});
    const int steps = radius < 4 ? 2 : radius < 12 ? 4 : 7;
    std::vector<SDL_FPoint> pts;
    push_arc(pts, q.x + q.w - radius, q.y + radius, radius, -pi / 2, 0, steps);
    push_arc(pts, q.x + q.w - radius, q.y + q.h - radius, radius, 0, pi / 2, steps);
    push_arc(pts, q.x + radius, q.y + q.h - radius, radius, pi / 2, pi, steps);
    push_arc(pts, q.x + radius, q.y + radius, radius, pi, 1.5f * pi, steps);
    return pts;
}

}  // namespace

Color mix(Color a, Color b, float t) {
    auto m = [t](uint8_t x, uint8_t y) {
        return static_cast<uint8_t>(
            std::lround(static_cast<float>(x) + (static_cast<float>(y) - x) * t));
    };
    return {m(a.r, b.r), m(a.g, b.g), m(a.b, b.b), m(a.a, b.a)};
}

Color hex_color(const std::string& hex) {
    unsigned v = 0;
    if (hex.size() == 7 && hex[0] == '#') std::sscanf(hex.c_str() + 1, "%06x", &v);
    return {static_cast<uint8_t>(v >> 16), static_cast<uint8_t>(v >> 8), static_cast<uint8_t>(v),
            255};
}

std::string hex_string(Color c) {
    char buf[8];
    std::snprintf(buf, sizeof buf, "#%02x%02x%02x", c.r, c.g, c.b);
    return buf;
}

void fill_rect(SDL_Renderer* r, const SDL_Rect& rect, Color c) {
    SDL_SetRenderDrawBlendMode(r, c.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND);
    SDL_SetRenderDrawColor(r, c.r, c.g, c.b, c.a);
    SDL_RenderFillRect(r, &rect);
}

void draw_rect(SDL_Renderer* r, const SDL_Rect& rect, Color c, int thickness) {
    fill_rect(r, {rect.x, rect.y, rect.w, thickness}, c);
    fill_rect(r, {rect.x, rect.y + rect.h - thickness, rect.w, thickness}, c);
    fill_rect(r, {rect.x, rect.y + thickness, thickness, rect.h - 2 * thickness}, c);
    fill_rect(
        r, {rect.x + rect.w - thickness, rect.y + thickness, thickness, rect.h - 2 * thickness}, c);
}

void fill_convex(SDL_Renderer* r, const std::vector<SDL_FPoint>& pts, Color c) {
    if (pts.size() < 3) return;
    std::vector<SDL_Vertex> v;
    v.reserve(pts.size());
    for (SDL_FPoint p : pts) v.push_back({p, sdl(c), {0, 0}});
    std::vector<int> idx;
    idx.reserve((pts.size() - 2) * 3);
    for (int i = 1; i + 1 < static_cast<int>(pts.size()); ++i) idx.insert(idx.end(), {0, i, i + 1});
    SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
    SDL_RenderGeometry(r, nullptr, v.data(), static_cast<int>(v.size()), idx.data(),
                       static_cast<int>(idx.size()));
}

void fill_round_rect(SDL_Renderer* r, const SDL_FRect& rect, float radius, Color c) {
    if (radius < 1) {
        fill_rect(r,
                  {static_cast<int>(rect.x), static_cast<int>(rect.y), static_cast<int>(rect.w),
                   static_cast<int>(rect.h)},
                  c);
        return;
    }
    fill_convex(r, round_rect_points(rect, radius), c);
}

void draw_polyline(SDL_Renderer* r, const std::vector<SDL_FPoint>& pts, Color c, float thickness) {
    if (pts.size() < 2) return;
    std::vector<SDL_Vertex> v;
    std::vector<int> idx;
    const float h = thickness / 2;
    for (size_t i = 1; i < pts.size(); ++i) {
        const SDL_FPoint a = pts[i - 1], b = pts[i];
        float dx = b.x - a.x, dy = b.y - a.y;
        const float len = std::sqrt(dx * dx + dy * dy);
        if (len < 1e-4f) continue;
        dx /= len;
        dy /= len;
        // Extend each piece by half the width so joints have no gaps.
        const SDL_FPoint a2{a.x - dx * h * 0.5f, a.y - dy * h * 0.5f},
            b2{b.x + dx * h * 0.5f, b.y + dy * h * 0.5f};
        const int base = static_cast<int>(v.size());
        v.push_back({{a2.x - dy * h, a2.y + dx * h}, sdl(c), {0, 0}});
        v.push_back({{a2.x + dy * h, a2.y - dx * h}, sdl(c), {0, 0}});
        v.push_back({{b2.x + dy * h, b2.y - dx * h}, sdl(c), {0, 0}});
        v.push_back({{b2.x - dy * h, b2.y + dx * h}, sdl(c), {0, 0}});
        idx.insert(idx.end(), {base, base + 1, base + 2, base, base + 2, base + 3});
    }
    SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
    SDL_RenderGeometry(r, nullptr, v.data(), static_cast<int>(v.size()), idx.data(),
                       static_cast<int>(idx.size()));
}

void draw_line(SDL_Renderer* r, SDL_FPoint a, SDL_FPoint b, Color c, float thickness) {
    draw_polyline(r, {a, b}, c, thickness);
}

void draw_round_rect(SDL_Renderer* r, const SDL_FRect& rect, float radius, Color c,
                     float thickness) {
    auto pts = round_rect_points(rect, std::max(radius, 0.5f));
    pts.push_back(pts.front());
    draw_polyline(r, pts, c, thickness);
}

void fill_circle(SDL_Renderer* r, float cx, float cy, float radius, Color c) {
    std::vector<SDL_FPoint> pts;
    const int steps = std::clamp(static_cast<int>(radius * 1.5f), 12, 48);
    push_arc(pts, cx, cy, radius, 0, 2 * 3.14159265f, steps);
    pts.pop_back();
    fill_convex(r, pts, c);
}

void draw_circle(SDL_Renderer* r, float cx, float cy, float radius, Color c, float thickness) {
    std::vector<SDL_FPoint> pts;
    const int steps = std::clamp(static_cast<int>(radius * 1.5f), 12, 48);
    push_arc(pts, cx, cy, radius, 0, 2 * 3.14159265f, steps);
    draw_polyline(r, pts, c, thickness);
}

void fill_gradient(SDL_Renderer* r, const SDL_Rect& rect, Color top, Color bottom) {
    const float x0 = static_cast<float>(rect.x), y0 = static_cast<float>(rect.y);
    const float x1 = x0 + static_cast<float>(rect.w), y1 = y0 + static_cast<float>(rect.h);
    const SDL_Vertex v[4] = {{{x0, y0}, sdl(top), {0, 0}},
                             {{x1, y0}, sdl(top), {0, 0}},
                             {{x1, y1}, sdl(bottom), {0, 0}},
                             {{x0, y1}, sdl(bottom), {0, 0}}};
    const int idx[6] = {0, 1, 2, 0, 2, 3};
    SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
    SDL_RenderGeometry(r, nullptr, v, 4, idx, 6);
}

SurfacePtr rasterise_svg(const std::string& svg, int w, int h) {
    SDL_RWops* rw = SDL_RWFromConstMem(svg.data(), static_cast<int>(svg.size()));
    if (!rw) return nullptr;
    SurfacePtr s(IMG_LoadSizedSVG_RW(rw, w, h));
    SDL_RWclose(rw);
    return s;
}

TexturePtr texture_from(SDL_Renderer* r, SDL_Surface* s) {
    if (!s) return nullptr;
    return TexturePtr(SDL_CreateTextureFromSurface(r, s));
}

void release_freed_memory() {
#ifdef __GLIBC__
    malloc_trim(0);
#endif
}

}  // namespace carc::app
