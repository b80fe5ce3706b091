// The board on screen: a camera over the tile grid (pan, zoom levels, fit), and the drawing of a
// snapshot's tiles, figures and highlights through TileArt and FigureArt. Zoom moves through fixed
// tile sizes, so tile textures are always drawn at their rasterised size. Hit tests answer which
// cell, which feature of which tile, and which figure lies under a screen point.
#pragma once

#include <SDL2/SDL.h>

#include <optional>
#include <vector>

#include "carc/state.hpp"
#include "shell/gfx.hpp"
#include "shell/theme.hpp"

namespace carc::app {

class App;
class TileArt;

// Where figure `index` of the state stands on its tile (0..1 in each direction): on its feature's
// spot, on the tile's north-west corner (a barn), or, standing on a whole tile, in the middle (the
// dragon) or at the edge beside the figures on the tile's features (the fairy); none for a figure
// off the board.
std::optional<SDL_FPoint> figure_spot(TileArt& art, const GameState& s, size_t index);

class BoardView {
public:
    static int levels();
    static int level_px(int level);

    void set_viewport(const SDL_Rect& r) { viewport_ = r; }
    const SDL_Rect& viewport() const { return viewport_; }
    int level() const { return level_; }
    void set_level(int level);
    int tile_px() const { return level_px(level_); }

    // Keeps the board point under `at` fixed while zooming.
    void zoom_at(int steps, SDL_Point at);
    void pan(float dx_px, float dy_px);
    void centre_on(float bx, float by);

    // Board input, the same in every scene that shows a board. Keys: + and − zoom around the
    // middle of the viewport; W A S D, and the arrows when the scene has no other use for them,
    // pan by half a tile (at least `min_step_px`). True when the key was one of these.
    bool pan_zoom_key(SDL_Keycode k, bool arrows_pan, int min_step_px);
    // Mouse: a press on the board may start a drag, which begins after `slop_px` of motion so
    // that a click with a shaky hand stays a click; while dragging, motion pans the board.
    void press(SDL_Point at);
    void motion(SDL_Point to, SDL_Point rel, int slop_px);
    void release() { pressed_ = dragging_ = false; }
    bool pressed() const { return pressed_; }
    bool dragging() const { return dragging_; }
    // Largest zoom level (up to max_level) that shows all cells with a margin.
    void fit(const std::vector<Pos>& cells, int max_level);
    // The same inside a part of the viewport (what panels over the board leave free).
    void fit_into(const std::vector<Pos>& cells, int max_level, const SDL_Rect& area);
    // The level fit_into would choose for these cells in `area`.
    static int fitting_level(const std::vector<Pos>& cells, int max_level, const SDL_Rect& area);
    // Of the parts of the board the panels leave free (not empty), the one where fit_into shows
    // these cells largest; of those alike, the largest part.
    static SDL_Rect best_area_to_fit(const std::vector<Pos>& cells, int max_level,
                                     const std::vector<SDL_Rect>& areas);
    // Pans the least so that the cell lies inside `area` with a small margin (when it fits).
    void pan_into(Pos p, const SDL_Rect& area);

    SDL_FPoint to_screen(float bx, float by) const;
    SDL_FPoint to_board(float sx, float sy) const;
    Pos cell_at(int sx, int sy) const;
    SDL_Rect cell_rect(Pos p) const;
    SDL_Point cell_centre(Pos p) const;
    bool visible(Pos p) const;

    // The table under the viewport, with a faint grid once squares are big enough to read as
    // places; leaves the renderer clipped to the viewport.
    void draw_table(App& app) const;
    void draw_tiles(App& app, TileArt& art, const GameState& s);
    void draw_tile(App& app, TileArt& art, TileTypeId type, int rotation, Pos p,
                   uint8_t alpha = 255);
    // Figures of the snapshot; `lift` raises one figure (hovered) by a few pixels.
    void draw_figures(App& app, TileArt& art, const Ruleset& rules, const GameState& s,
                      int lift = -1);
    // A figure of kind `figure` standing on a feature of kind `kind` (none: on a whole tile), in
    // its owner's colours (null: a neutral figure).
    void draw_figure(App& app, const Ruleset& rules, int figure, std::optional<FeatureKind> kind,
                     const PlayerColor* owner, SDL_FPoint at, uint8_t alpha = 255);
    float figure_px() const;
    // The whole union-find set that `node` belongs to, tinted.
    void draw_feature(App& app, TileArt& art, const GameState& s, int node, Color c);
    void draw_tile_feature(App& app, TileArt& art, const PlacedTile& t, int local, Color c);
    void outline_cell(App& app, Pos p, Color c, float thickness);

    struct Hit {
        int tile = -1;
        int local = -1;
    };
    Hit feature_at(TileArt& art, const GameState& s, int sx, int sy) const;
    int figure_at(TileArt& art, const GameState& s, int sx, int sy) const;  // index in s.figures
    SDL_FPoint feature_point(TileArt& art, const PlacedTile& t, int local) const;  // screen
    // Where figure `index` of the state stands on screen; none when it is off the board.
    std::optional<SDL_FPoint> figure_point(TileArt& art, const GameState& s, size_t index) const;

private:
    SDL_Rect viewport_{0, 0, 800, 600};
    int level_ = 11;
    float cx_ = 0.5f, cy_ = 0.5f;  // board point at the viewport centre
    bool pressed_ = false, dragging_ = false;
    SDL_Point pressed_at_{};
};

}  // namespace carc::app
