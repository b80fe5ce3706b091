#include "board/corner_places.hpp"

#include <algorithm>

#include "board/board_view.hpp"
#include "shell/app.hpp"
#include "shell/theme.hpp"

namespace carc::app {

void draw_corner_places(App& app, BoardView& view, const std::vector<ChoicePlace>& places, int lit,
                        Color hot) {
    SDL_Renderer* r = app.renderer();
    const float px = static_cast<float>(view.tile_px());
    const float size = std::max(4.0f, px * 0.07f);  // clear of the markers beside it
    for (size_t i = 0; i < places.size(); ++i) {
        const ChoicePlace& p = places[i];
        if (p.corner < 0 || !view.visible(p.tile)) continue;
        const Vec2 c = corner_point(p.corner);
        const SDL_FPoint at = view.to_screen(static_cast<float>(p.tile.x) + c.x / 100,
                                             static_cast<float>(p.tile.y) + c.y / 100);
        // A wedge inside the tile, its point on the corner where the four fields meet.
        const float sx = c.x > 50 ? -size : size, sy = c.y > 50 ? -size : size;
        const Color fill = static_cast<int>(i) == lit ? hot : theme::kLegal;
        fill_convex(r, {at, {at.x + sx, at.y}, {at.x, at.y + sy}}, fill.with_alpha(220));
        draw_line(r, {at.x + sx, at.y}, {at.x, at.y + sy}, Color{30, 24, 10, 200},
                  std::max(1.0f, static_cast<float>(app.px(1))));
    }
}

}  // namespace carc::app
