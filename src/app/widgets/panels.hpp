// Shared pieces of the client's look: panels, player chips (colour plus letter), tooltips,
// pills with a message, and key caps. Scenes compose their screens from these.
#pragma once

#include <SDL2/SDL.h>

#include <functional>
#include <string>

#include "shell/gfx.hpp"

namespace carc::app {

class App;
class WidgetSet;

inline SDL_FRect to_f(const SDL_Rect& r) {
    return {static_cast<float>(r.x), static_cast<float>(r.y), static_cast<float>(r.w),
            static_cast<float>(r.h)};
}
inline SDL_FRect inset_f(const SDL_FRect& r, int d) {
    const float f = static_cast<float>(d);
    return {r.x + f, r.y + f, r.w - 2 * f, r.h - 2 * f};
}

void draw_panel(App& app, const SDL_Rect& rect, Color fill = {24, 28, 30, 236});
// A round chip in the player's colour with their letter: the colour-blind cue next to names.
void draw_player_chip(App& app, const SDL_Rect& rect, Color fill, Color ink, char letter);
// A box with wrapped text near `at`, kept inside the window.
void draw_tooltip(App& app, const std::string& text, SDL_Point at, int max_w = 0);
// The empty box of a tooltip w × h near `at`, kept inside the window; returns where it went.
SDL_Rect draw_tooltip_box(App& app, SDL_Point at, int w, int h);
// A rounded label centred at (cx, y) and returns its rectangle.
SDL_Rect draw_pill(App& app, const std::string& text, int cx, int y, int font_px, Color bg,
                   Color fg);
// The small round "?" at the end of a log line that opens the rule it applies, centred in
// `rect`; brighter while the line is pointed at.
void draw_rule_badge(App& app, const SDL_Rect& rect, bool lit);

// The log opened over the board (L), in the game and the review: where the side panel has no
// room for its lines (many seats, a large interface size), or to read back a long stretch.
struct LogPlacement {
    SDL_Rect panel{};  // open: at the board's right edge, at most 480 interface pixels wide
    SDL_Rect lines{};  // where the log's lines go: under the open panel's title, or in the side
};
// `board` is the board's area, `top` the first row under its toolbar, `side_lines` the log's
// place in the side panel.
LogPlacement place_log(App& app, bool open, const SDL_Rect& board, int top,
                       const SDL_Rect& side_lines);
// The panel, opaque, with its title and how to close it.
void draw_open_log_panel(App& app, const SDL_Rect& panel, const std::string& title);
// The button at the right end of the side panel's log heading, whose row begins at `y`: "Open
// (L)", or "Close (L)" while the log is open. Added only when the row fits in the window (L
// alone opens the log then).
void add_log_button(App& app, WidgetSet& ui, int right, int y, bool open,
                    std::function<void()> toggle);

}  // namespace carc::app
