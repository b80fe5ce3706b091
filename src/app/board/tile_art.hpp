// Tile pictures for one ruleset: the geometry of every tile type (built on first use), and
// textures rasterised from the generated SVG per tile type, rotation and pixel size. Sizes come
// from the board's zoom levels, so tiles are always drawn 1:1 and stay sharp from the whole map
// down to one tile filling the screen. Rasterising is spread over frames by a time budget; until
// a size is ready the nearest cached size is scaled, so zooming never stalls a frame. Also holds
// highlight masks: one alpha texture per tile, rotation and feature, from the label map. Both
// caches hold a bounded number of bytes (kTileBytes, kMaskBytes): over it, the textures drawn
// longest ago go first (never one drawn in the last frame), so a long game of many tile types and
// zoom levels keeps the window's memory flat (docs/reliability.md).
#pragma once

#include <SDL2/SDL.h>

#include <map>
#include <memory>
#include <string>
#include <tuple>
#include <vector>

#include "board/tile_geometry.hpp"
#include "carc/ruleset.hpp"
#include "shell/gfx.hpp"

namespace carc::app {

class TileArt {
public:
    TileArt(SDL_Renderer* renderer, const Ruleset& rules);

    const TileGeometry& geometry(TileTypeId type, int rotation);
    // The tile at `px` pixels, or the nearest size already made when this frame's budget is
    // spent (draw it scaled). Null only when nothing could be rasterised.
    SDL_Texture* tile(TileTypeId type, int rotation, int px);
    // White where the feature is, transparent elsewhere, with a brighter rim; tint with colour mod.
    SDL_Texture* mask(TileTypeId type, int rotation, int local);
    // Local feature under a point of the tile (0..1 in each direction), or -1.
    int feature_at(TileTypeId type, int rotation, float fx, float fy);
    // The name of the expansion's mark under a point of the tile (0..1 in each direction: an
    // inn, a volcano, a shrine), or empty.
    std::string mark_tip(TileTypeId type, int rotation, float fx, float fy);
    // Where a figure on that feature stands, 0..1 in each direction.
    SDL_FPoint anchor(TileTypeId type, int rotation, int local);

    void begin_frame(double budget_ms);  // resets the rasterising budget
    // Progressive art may leave a tile out (null) for a frame when the budget is spent and no
    // other size exists yet; backdrops use it so the first frame is never held up.
    void set_progressive(bool on) { progressive_ = on; }
    bool pending() const { return deferred_; }  // some tile was drawn from a stand-in this frame
    size_t textures() const { return textures_.size(); }
    // Bytes of pixels the caches hold (4 per pixel), and their bounds.
    size_t texture_bytes() const { return texture_bytes_; }
    size_t mask_bytes() const { return mask_bytes_; }
    static constexpr size_t kTileBytes = 16u << 20;
    static constexpr size_t kMaskBytes = 4u << 20;

private:
    struct Entry {
        TexturePtr texture;
        uint64_t last_used = 0;
        size_t bytes = 0;
    };
    using Cache = std::map<std::tuple<int, int, int>, Entry>;
    // Drops the entries drawn longest ago until `bytes` is at most three quarters of `budget`
    // (when it is over it), keeping those drawn in the last frame.
    void trim(Cache& cache, size_t& bytes, size_t budget);
    SDL_Renderer* renderer_;
    const Ruleset& rules_;
    TileMarks marks_;  // the expansions' marks of this game's tiles
    std::vector<std::unique_ptr<TileGeometry>> base_;                      // per type, rotation 0
    std::map<std::pair<int, int>, std::unique_ptr<TileGeometry>> turned_;  // (type, rotation)
    Cache textures_;  // (type, rotation, px)
    Cache masks_;     // (type, rotation, local)
    size_t texture_bytes_ = 0;
    size_t mask_bytes_ = 0;
    uint64_t frame_ = 0;
    uint64_t budget_end_ = 0;  // performance counter
    bool deferred_ = false;
    bool progressive_ = false;
};

}  // namespace carc::app
