// Framing a choice: when a step opens, where the board must move so that every target of the
// choice (a lit square, a place's tile, the tower that captures, a City quarter) is visible and
// clear of every panel drawn over the board (the toolbar, the turn banner, the prompt, the corner
// card, an expansion's panel). The scenes ask once per new step, not every frame, so that the
// player's own panning afterwards stays until the next choice. frame_choice is a pure function of
// screen rectangles, tested without a window; frame_view applies its answer to a BoardView. The
// corner card's limit (a quarter of the board at most) lives here too: the card is one of the
// panels framing works around, and the larger it is the less board is left to frame in.
#pragma once

#include <SDL2/SDL.h>

#include <cstddef>
#include <vector>

namespace carc::app {

class BoardView;

// What frame_choice works from, all in screen pixels.
struct FramingRequest {
    SDL_Rect board{};                // the board's part of the window
    std::vector<SDL_Rect> panels;    // drawn over the board
    std::vector<SDL_Rect> targets;   // at the current zoom, the most important first
    // The tile sizes the board may take, the current one first, then smaller ones: framing zooms
    // out when the targets do not fit, never in.
    std::vector<int> zoom_px;
    int margin = 0;  // kept free around each target
};

struct Framing {
    size_t zoom = 0;      // index into FramingRequest::zoom_px
    SDL_FPoint pan{};     // how far to move the board on screen, at that zoom (BoardView::pan)
    size_t framed = 0;    // the targets (the first ones) the answer shows clear of every panel
    bool moved() const { return zoom != 0 || pan.x != 0 || pan.y != 0; }
};

// Whether a target lies wholly inside the board and overlaps no panel.
bool clear_of_panels(const SDL_Rect& target, const SDL_Rect& board,
                     const std::vector<SDL_Rect>& panels);
// The largest rectangles of the board no panel overlaps (each touches a panel or the board's
// edge on every side).
std::vector<SDL_Rect> free_rects(const SDL_Rect& board, const std::vector<SDL_Rect>& panels);
// The least move (at the largest tile size that allows it) that shows every target clear of the
// panels. When the targets are already all clear, no move: the player's view stays. When no size
// shows them all, as many of the first targets as can be shown together.
Framing frame_choice(const FramingRequest& request);

// How to frame `targets` (screen rectangles at the view's current zoom) around `panels`:
// zooming out no further than tile size `min_tile_px` when that shows them all, else (with
// `below_min`) as far as the smallest size does (targets wider apart than the free part).
Framing frame_in_view(const BoardView& view, const std::vector<SDL_Rect>& targets,
                      const std::vector<SDL_Rect>& panels, int min_tile_px, int margin,
                      bool below_min = true);
// Moves the view as `f` says.
void apply_framing(BoardView& view, const Framing& f);
// frame_in_view, applied; true when the view moved.
bool frame_view(BoardView& view, const std::vector<SDL_Rect>& targets,
                const std::vector<SDL_Rect>& panels, int min_tile_px, int margin);

// The tallest the corner card may be at width `card_w` so that it covers at most a quarter of
// the board.
int card_height_limit(const SDL_Rect& board, int card_w);

}  // namespace carc::app
