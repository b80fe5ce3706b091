#include "expansions/abbey_mayor_view.hpp"

#include <algorithm>

#include "carc/abbey_mayor.hpp"
#include "shell/app.hpp"
#include "shell/gfx.hpp"
#include "shell/i18n.hpp"
#include "shell/theme.hpp"

namespace carc::app {

void draw_abbey_icon(SDL_Renderer* r, const SDL_Rect& box) {
    const float x = static_cast<float>(box.x), y = static_cast<float>(box.y);
    const float w = static_cast<float>(box.w), h = static_cast<float>(box.h);
    fill_round_rect(r, {x, y, w, h}, w * 0.14f, Color{112, 150, 70, 255});
    draw_round_rect(r, {x, y, w, h}, w * 0.14f, Color{60, 84, 38, 255}, std::max(1.0f, w / 14));
    // The abbey: a stone hall under a red roof, a small tower beside it.
    fill_rect(r,
              {static_cast<int>(x + w * 0.22f), static_cast<int>(y + h * 0.48f),
               static_cast<int>(w * 0.56f), static_cast<int>(h * 0.32f)},
              Color{236, 226, 204, 255});
    fill_convex(r,
                {{x + w * 0.16f, y + h * 0.50f},
                 {x + w * 0.50f, y + h * 0.26f},
                 {x + w * 0.84f, y + h * 0.50f}},
                Color{176, 58, 46, 255});
    fill_rect(r,
              {static_cast<int>(x + w * 0.44f), static_cast<int>(y + h * 0.62f),
               std::max(1, static_cast<int>(w * 0.12f)), static_cast<int>(h * 0.18f)},
              Color{70, 50, 40, 255});
}

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

void draw_wagon_origin(App& app, BoardView& view, const Ruleset& rules, const GameState& s) {
    if (s.phase != Phase::ModuleStep) return;
    const auto from = wagon_moves_from(rules, s, s.acting_player);
    if (!from || !view.visible(*from)) return;
    const Color owner =
        player_color(rules.setup.players[static_cast<size_t>(s.acting_player)].color).fill;
    view.outline_cell(app, *from, owner.with_alpha(230),
                      static_cast<float>(std::max(3, app.px(4))));
}

std::optional<TileTypeId> abbey_placed_by(const Ruleset& rules, const Action& a) {
    if (!a.def || a.def->id() != "place_abbey") return std::nullopt;
    return abbey_tile(rules);
}

bool builds_barn(const Action& a) { return a.def && a.def->id() == "place_barn"; }

std::string supply_note(const Ruleset& rules, int figure) {
    if (figure >= 0 && figure == barn_figure(rules))
        return _("instead of a follower, on a corner of the new tile where four fields meet");
    return "";
}

}  // namespace carc::app
