#include "board/tile_art.hpp"

#include <algorithm>
#include <cmath>

#include "board/tile_svg.hpp"

namespace carc::app {

TileArt::TileArt(SDL_Renderer* renderer, const Ruleset& rules)
    : renderer_(renderer), rules_(rules), marks_(tile_marks(rules)) {
    base_.resize(rules.tiles.size());
}

const TileGeometry& TileArt::geometry(TileTypeId type, int rotation) {
    rotation &= 3;
    auto& base = base_[type];
    if (!base)
        base = std::make_unique<TileGeometry>(build_tile_geometry(rules_.tiles[type], marks_));
    if (rotation == 0) return *base;
    auto& turned = turned_[{type, rotation}];
    if (!turned) turned = std::make_unique<TileGeometry>(rotated(*base, rotation));
    return *turned;
}

void TileArt::begin_frame(double budget_ms) {
    ++frame_;
    deferred_ = false;
    budget_end_ = SDL_GetPerformanceCounter() +
                  static_cast<uint64_t>(
                      budget_ms * static_cast<double>(SDL_GetPerformanceFrequency()) / 1000.0);
    // Sizes and tiles nobody has drawn for a while go, once there are many or they are large.
    if (textures_.size() > 700 && frame_ % 60 == 0)
        for (auto it = textures_.begin(); it != textures_.end();) {
            if (frame_ - it->second.last_used > 120) {
                texture_bytes_ -= it->second.bytes;
                it = textures_.erase(it);
            } else {
                ++it;
            }
        }
    trim(textures_, texture_bytes_, kTileBytes);
    trim(masks_, mask_bytes_, kMaskBytes);
}

void TileArt::trim(Cache& cache, size_t& bytes, size_t budget) {
    if (bytes <= budget) return;
    std::vector<std::pair<uint64_t, Cache::iterator>> by_age;
    for (auto it = cache.begin(); it != cache.end(); ++it)
        if (it->second.last_used + 1 < frame_) by_age.emplace_back(it->second.last_used, it);
    std::sort(by_age.begin(), by_age.end(),
              [](const auto& a, const auto& b) { return a.first < b.first; });
    for (const auto& [when, it] : by_age) {
        if (bytes <= budget / 4 * 3) break;
        bytes -= it->second.bytes;
        cache.erase(it);
    }
    release_freed_memory();
}

SDL_Texture* TileArt::tile(TileTypeId type, int rotation, int px) {
    rotation &= 3;
    const auto key = std::make_tuple(static_cast<int>(type), rotation, px);
    auto it = textures_.find(key);
    if (it != textures_.end()) {
        it->second.last_used = frame_;
        return it->second.texture.get();
    }
    if (SDL_GetPerformanceCounter() > budget_end_) {
        // Out of time this frame: the nearest size we have, scaled.
        SDL_Texture* best = nullptr;
        int best_diff = 1 << 30;
        for (auto& [k, e] : textures_)
            if (std::get<0>(k) == type && std::get<1>(k) == rotation &&
                std::abs(std::get<2>(k) - px) < best_diff) {
                best_diff = std::abs(std::get<2>(k) - px);
                best = e.texture.get();
            }
        if (best || progressive_) {
            deferred_ = true;
            return best;
        }
    }
    SurfacePtr s = rasterise_svg(tile_svg(geometry(type, rotation)), px, px);
    TexturePtr t = texture_from(renderer_, s.get());
    if (!t) return nullptr;
    // Tiles are opaque: copying without blending is the cheapest path in the software renderer.
    SDL_SetTextureBlendMode(t.get(), SDL_BLENDMODE_NONE);
    SDL_SetTextureScaleMode(t.get(), SDL_ScaleModeLinear);
    SDL_Texture* raw = t.get();
    const size_t bytes = static_cast<size_t>(s->w) * static_cast<size_t>(s->h) * 4;
    texture_bytes_ += bytes;
    textures_[key] = Entry{std::move(t), frame_, bytes};
    return raw;
}

SDL_Texture* TileArt::mask(TileTypeId type, int rotation, int local) {
    rotation &= 3;
    const auto key = std::make_tuple(static_cast<int>(type), rotation, local);
    auto it = masks_.find(key);
    if (it != masks_.end()) {
        it->second.last_used = frame_;
        return it->second.texture.get();
    }
    const LabelMap& m = geometry(type, rotation).labels;
    constexpr int n = LabelMap::kSize;
    SurfacePtr s(SDL_CreateRGBSurfaceWithFormat(0, n, n, 32, SDL_PIXELFORMAT_ARGB8888));
    if (!s) return nullptr;
    auto* px = static_cast<uint32_t*>(s->pixels);
    const int pitch = s->pitch / 4;
    for (int y = 0; y < n; ++y)
        for (int x = 0; x < n; ++x) {
            uint32_t a = 0;
            if (m.at_cell(x, y) == local) {
                // Cells at the border of the feature form a stronger rim.
                bool rim = false;
                for (int dy = -2; dy <= 2 && !rim; ++dy)
                    for (int dx = -2; dx <= 2 && !rim; ++dx) {
                        const int nx = x + dx, ny = y + dy;
                        if (nx >= 0 && ny >= 0 && nx < n && ny < n && m.at_cell(nx, ny) != local)
                            rim = true;
                    }
                a = rim ? 255 : 120;
            }
            px[y * pitch + x] = (a << 24) | 0xFFFFFFu;
        }
    TexturePtr t = texture_from(renderer_, s.get());
    if (!t) return nullptr;
    SDL_SetTextureBlendMode(t.get(), SDL_BLENDMODE_BLEND);
    SDL_SetTextureScaleMode(t.get(), SDL_ScaleModeLinear);
    SDL_Texture* raw = t.get();
    mask_bytes_ += static_cast<size_t>(n) * n * 4;
    masks_[key] = Entry{std::move(t), frame_, static_cast<size_t>(n) * n * 4};
    return raw;
}

std::string TileArt::mark_tip(TileTypeId type, int rotation, float fx, float fy) {
    const Ornament* o = mark_at(geometry(type, rotation), {fx * 100, fy * 100});
    return o && o->mark->tip ? o->mark->tip() : std::string();
}

int TileArt::feature_at(TileTypeId type, int rotation, float fx, float fy) {
    const LabelMap& m = geometry(type, rotation).labels;
    const int cx = static_cast<int>(fx * LabelMap::kSize),
              cy = static_cast<int>(fy * LabelMap::kSize);
    const int v = m.at_cell(cx, cy);
    if (v >= 0) return v;
    // On a decoration (a village house): the nearest feature within a few cells.
    for (int r = 1; r <= 6; ++r)
        for (int dy = -r; dy <= r; ++dy)
            for (int dx = -r; dx <= r; ++dx) {
                const int w = m.at_cell(cx + dx, cy + dy);
                if (w >= 0) return w;
            }
    return -1;
}

SDL_FPoint TileArt::anchor(TileTypeId type, int rotation, int local) {
    const TileGeometry& g = geometry(type, rotation);
    if (local < 0 || local >= static_cast<int>(g.anchors.size())) return {0.5f, 0.5f};
    const Vec2 a = g.anchors[static_cast<size_t>(local)];
    return {a.x / 100.0f, a.y / 100.0f};
}

}  // namespace carc::app
