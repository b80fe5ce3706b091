// The Flying Machines on the table (their view, registered in registry.cpp): a tile with a flying
// machine carries a badge (board/tile_marks.hpp), a little biplane on a sky-blue disc, and a white
// arrow on the tile that points the way the machine flies (turned with the tile); launching a
// follower is worded on the new tile ("Launch a meeple with the flying machine"); the flight of the
// turn is drawn from the machine to the square it reached, a dashed line, and the die showing
// its roll, and pointing at the die says what it rolled.
#include <SDL2/SDL.h>
#include <algorithm>
#include <cmath>
#include <string>

#include "board/board_view.hpp"
#include "board/choice_layer.hpp"
#include "board/svg_paint.hpp"
#include "expansions/expansion_view.hpp"
#include "modules/flier.hpp"
#include "shell/app.hpp"
#include "shell/gfx.hpp"
#include "shell/i18n.hpp"
#include "shell/text.hpp"

namespace carc::app {

namespace {

constexpr Color kArrow{250, 250, 245, 235};
constexpr Color kArrowEdge{40, 70, 110, 230};
constexpr Color kFlight{40, 110, 200, 240};
constexpr Color kDieFace{252, 250, 240, 255};
constexpr Color kDieEdge{40, 40, 40, 255};

namespace paint {

using svg::badge;
using svg::fill;
using svg::symbol_path;
using Svg = svg::Writer;

// The flying machine: a biplane seen from above (wings, body, tail) on a sky-blue disc.
void flying_machine(Svg& s, Vec2 p, float) {
    const float r = 8.5f, k = r * 0.9f;
    badge(s, p, r, "#3d7cc9");
    s.path(symbol_path(p, k, {"M", -0.8f, -0.2f, "L", 0.8f, -0.2f, "L", 0.8f, 0.05f, "L", -0.8f, 0.05f, "Z"}),
           fill("#f4efe2", "stroke=\"#5a4630\" stroke-width=\"0.4\""));
    s.path(symbol_path(p, k, {"M", -0.1f, -0.55f, "L", 0.1f, -0.55f, "L", 0.08f, 0.65f, "L", -0.08f, 0.65f, "Z"}),
           fill("#a0703c", "stroke=\"#5a4630\" stroke-width=\"0.4\""));
    s.path(symbol_path(p, k, {"M", -0.35f, 0.5f, "L", 0.35f, 0.5f, "L", 0.35f, 0.65f, "L", -0.35f, 0.65f, "Z"}),
           fill("#f4efe2", "stroke=\"#5a4630\" stroke-width=\"0.4\""));
}

}  // namespace paint

SDL_FPoint centre_of(const BoardView& view, Pos pos) {
    const SDL_Rect c = view.cell_rect(pos);
    return {static_cast<float>(c.x) + static_cast<float>(c.w) / 2, static_cast<float>(c.y) + static_cast<float>(c.h) / 2};
}

// An arrow from `from` to `to` with its head at `to`.
void draw_arrow(SDL_Renderer* r, SDL_FPoint from, SDL_FPoint to, float width, Color body, Color edge) {
    const float dx = to.x - from.x, dy = to.y - from.y;
    const float len = std::sqrt(dx * dx + dy * dy);
    if (len < 1) return;
    const float ux = dx / len, uy = dy / len, nx = -uy, ny = ux;
    const float head = width * 2.6f;
    const SDL_FPoint base{to.x - ux * head, to.y - uy * head};
    draw_line(r, from, base, edge, width + 2);
    draw_line(r, from, base, body, width);
    const std::vector<SDL_FPoint> tip = {to, {base.x + nx * head * 0.6f, base.y + ny * head * 0.6f},
                                         {base.x - nx * head * 0.6f, base.y - ny * head * 0.6f}};
    fill_convex(r, tip, body);
    draw_polyline(r, {tip[0], tip[1], tip[2], tip[0]}, edge, std::max(1.0f, width * 0.3f));
}

// The arrow on every placed tile with a flying machine, along its direction.
void draw_machine_arrows(BoardView& view, App& app, const Ruleset& rules, const GameState& s) {
    const float px = static_cast<float>(view.tile_px());
    if (px < 24) return;
    const auto& tiles = s.board.tiles();
    for (int t = 0; t < static_cast<int>(tiles.size()); ++t) {
        const auto step = flying_machine_on(rules, s, t);
        if (!step || !view.visible(tiles[static_cast<size_t>(t)].pos)) continue;
        const SDL_FPoint c = centre_of(view, tiles[static_cast<size_t>(t)].pos);
        const float ux = static_cast<float>(step->dx), uy = static_cast<float>(step->dy);
        const float n = std::sqrt(ux * ux + uy * uy);
        const float reach = px * 0.3f;
        const SDL_FPoint from{c.x - ux / n * reach * 0.5f, c.y - uy / n * reach * 0.5f};
        const SDL_FPoint to{c.x + ux / n * reach, c.y + uy / n * reach};
        draw_arrow(app.renderer(), from, to, std::max(2.0f, px * 0.035f), kArrow, kArrowEdge);
    }
}

// The die showing `value` (1 to 3 pips) centred at `c`, `size` pixels across.
void draw_die(App& app, SDL_FPoint c, float size, int value) {
    SDL_Renderer* r = app.renderer();
    const float h = size / 2;
    fill_convex(r, {{c.x - h, c.y - h}, {c.x + h, c.y - h}, {c.x + h, c.y + h}, {c.x - h, c.y + h}}, kDieFace);
    draw_polyline(r, {{c.x - h, c.y - h}, {c.x + h, c.y - h}, {c.x + h, c.y + h}, {c.x - h, c.y + h}, {c.x - h, c.y - h}},
                  kDieEdge, std::max(1.0f, size * 0.06f));
    const float pip = std::max(1.5f, size * 0.09f), off = size * 0.26f;
    const auto dot = [&](float x, float y) { fill_circle(r, c.x + x, c.y + y, pip, kDieEdge); };
    if (value == 1 || value == 3) dot(0, 0);
    if (value >= 2) {
        dot(-off, -off);
        dot(off, off);
    }
}

// Where this turn's die stands: in the lower right corner of the machine's tile, where it was
// rolled (the landing tile's choice markers stay clear), and its size.
std::optional<std::pair<SDL_FPoint, float>> die_spot(const BoardView& view, const Flight& f) {
    const float px = static_cast<float>(view.tile_px());
    const SDL_FPoint at = centre_of(view, f.machine);
    return std::make_pair(SDL_FPoint{at.x + px * 0.28f, at.y + px * 0.28f}, std::max(14.0f, px * 0.24f));
}

void draw_flight(BoardView& view, App& app, const Ruleset& rules, const GameState& s) {
    const auto flight = flight_this_turn(rules, s);
    if (!flight) return;
    SDL_FPoint from = centre_of(view, flight->machine);
    const SDL_FPoint to = centre_of(view, flight->landing);
    const float px = static_cast<float>(view.tile_px());
    // Dashed: the follower flew through the air over the squares between.
    float dx = to.x - from.x, dy = to.y - from.y, len = std::sqrt(dx * dx + dy * dy);
    if (len < 1) return;
    // From beyond the machine's own arrow (flier.cpp draws it 0.3 tile long).
    from = {from.x + dx / len * px * 0.36f, from.y + dy / len * px * 0.36f};
    dx = to.x - from.x;
    dy = to.y - from.y;
    len = std::sqrt(dx * dx + dy * dy);
    const int dashes = std::max(2, static_cast<int>(len / std::max(6.0f, px * 0.12f)));
    for (int i = 0; i + 1 < dashes; i += 2) {
        const float a = static_cast<float>(i) / static_cast<float>(dashes), b = static_cast<float>(i + 1) / static_cast<float>(dashes);
        draw_line(app.renderer(), {from.x + dx * a, from.y + dy * a}, {from.x + dx * b, from.y + dy * b}, kFlight,
                  std::max(2.0f, px * 0.04f));
    }
    if (const auto spot = die_spot(view, *flight)) draw_die(app, spot->first, spot->second, flight->distance);
}

constexpr TileMark kFlierMarks[] = {
    {.id = "flying-machine",
     .placement = MarkPlacement::TileBadge,
     .source = "flier-w",
     .draw = &paint::flying_machine,
     .tip = [] {
         return std::string(_("Flying machine: instead of placing a follower here, launch one; a die says how "
                              "far it flies (1 to 3 tiles) along the arrow, and it joins a road, city or "
                              "monastery where it lands"));
     },
     .words = [](int) { return std::string(C_("tile part", "a flying machine")); }},
    {.id = "flying-machine-diagonal",
     .placement = MarkPlacement::TileBadge,
     .source = "flier-nw",
     .draw = &paint::flying_machine,
     .tip = [] {
         return std::string(_("Flying machine: instead of placing a follower here, launch one; a die says how "
                              "far it flies (1 to 3 tiles) along the arrow, and it joins a road, city or "
                              "monastery where it lands"));
     },
     .words = [](int) { return std::string(C_("tile part", "a flying machine")); }},
};

class FlierView : public ExpansionView {
public:
    std::string_view module_id() const override { return "flier"; }
    std::span<const TileMark> tile_marks() const override { return kFlierMarks; }

    void draw_board(const BoardContext& ctx, BoardLayer layer) const override {
        if (layer == BoardLayer::UnderFigures) draw_machine_arrows(ctx.view, ctx.app, ctx.rules, ctx.state);
        if (layer == BoardLayer::OverFigures) draw_flight(ctx.view, ctx.app, ctx.rules, ctx.state);
    }

    // The die of this turn's flight, when pointed at.
    std::optional<std::string> board_tip(const TableContext& table, SDL_Point at) const override {
        const auto flight = flight_this_turn(table.rules, table.state);
        if (!flight) return std::nullopt;
        const auto spot = die_spot(table.view, *flight);
        if (!spot) return std::nullopt;
        const float h = spot->second / 2;
        if (std::abs(static_cast<float>(at.x) - spot->first.x) > h || std::abs(static_cast<float>(at.y) - spot->first.y) > h)
            return std::nullopt;
        return app::fill(P_("The die shows {count}: the follower flew {count} tile along the arrow",
                            "The die shows {count}: the follower flew {count} tiles along the arrow", flight->distance),
                         {{"count", std::to_string(flight->distance)}});
    }

    std::optional<ChoiceWords> choice_words(const Ruleset& rules, const GameState&, const Action& a,
                                            const ChoiceTarget&) const override {
        if (!a.def || a.def->id() != "launch_flier") return std::nullopt;
        return ChoiceWords{app::fill(_("Launch with the flying machine: {figure}"), {{"figure", figure_in_text(rules, a.figure)}}),
                           _("flies 1 to 3 tiles along the arrow"), false, _("The flying machine")};
    }
};

}  // namespace

const ExpansionView& flier_view() {
    static const FlierView view;
    return view;
}

}  // namespace carc::app
