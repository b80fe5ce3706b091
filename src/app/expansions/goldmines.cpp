// Goldmines on the table (its view, registered in registry.cpp): a goldmine tile carries a badge
// (board/tile_marks.hpp), a gold ingot on a dark brown disc; the ingots lying on a tile are drawn
// as small gold bars in the tile's upper right corner with their number, and pointing at them
// says how many there are and who takes them; the ingots a player holds are a gold dot with their
// number on the scoreboard row, whose tooltip says what they will be worth at the end.
#include <SDL2/SDL.h>
#include <algorithm>
#include <string>

#include "board/board_view.hpp"
#include "board/svg_paint.hpp"
#include "expansions/expansion_view.hpp"
#include "modules/goldmines.hpp"
#include "shell/app.hpp"
#include "shell/gfx.hpp"
#include "shell/i18n.hpp"
#include "shell/text.hpp"

namespace carc::app {

namespace {

constexpr Color kGold{236, 186, 48, 255};
constexpr Color kGoldShade{138, 94, 16, 255};
constexpr Color kGoldShine{255, 236, 160, 255};

namespace paint {

using svg::badge;
using svg::fill;
using svg::symbol_path;
using Svg = svg::Writer;

// The goldmine: an ingot (a trapezoid seen from the side) on a dark brown disc.
void goldmine(Svg& s, Vec2 p, float) {
    const float r = 8.5f, k = r * 0.9f;
    badge(s, p, r, "#4a2f1a");
    s.path(symbol_path(p, k, {"M", -0.75f, 0.4f, "L", -0.45f, -0.3f, "L", 0.45f, -0.3f, "L", 0.75f, 0.4f, "Z"}),
           fill("#ecba30", "stroke=\"#8a5e10\" stroke-width=\"0.5\" stroke-linejoin=\"round\""));
    s.path(symbol_path(p, k, {"M", -0.4f, -0.18f, "L", 0.1f, -0.18f}), "fill=\"none\" stroke=\"#fff0a0\" stroke-width=\"0.6\"");
}

}  // namespace paint

// The ingots on a tile's upper right corner: up to three bars stacked, and the number beside them.
void draw_ingots(App& app, BoardView& view, const GameState& s, const Ruleset& rules) {
    SDL_Renderer* r = app.renderer();
    const float px = static_cast<float>(view.tile_px());
    for (const auto& [pos, count] : gold_on_board(rules, s)) {
        if (!view.visible(pos)) continue;
        const SDL_Rect cell = view.cell_rect(pos);
        const float w = std::max(7.0f, px * 0.17f), h = std::max(3.0f, px * 0.065f);
        const float right = static_cast<float>(cell.x + cell.w) - px * 0.06f;
        const float top = static_cast<float>(cell.y) + px * 0.06f;
        const int drawn = std::min(count, 3);
        for (int i = 0; i < drawn; ++i) {
            const float y = top + h * static_cast<float>(drawn - 1 - i) * 0.9f;
            const float x = right - w - static_cast<float>(i % 2) * w * 0.15f;
            const float slant = w * 0.18f;
            fill_convex(r, {{x, y + h}, {x + slant, y}, {x + w - slant, y}, {x + w, y + h}}, kGold);
            draw_polyline(r, {{x, y + h}, {x + slant, y}, {x + w - slant, y}, {x + w, y + h}, {x, y + h}}, kGoldShade,
                          std::max(1.0f, h * 0.14f));
            draw_line(r, {x + slant * 1.4f, y + h * 0.35f}, {x + w * 0.55f, y + h * 0.35f}, kGoldShine,
                      std::max(1.0f, h * 0.12f));
        }
        if (px >= 40) {
            const float br = std::max(6.0f, px * 0.06f);
            const float bx = right - w - br * 1.3f, by = top + br;
            fill_circle(r, bx, by, br, Color{40, 28, 12, 235});
            draw_circle(r, bx, by, br, kGold, std::max(1.0f, br * 0.14f));
            Text& text = app.text();
            const int fpx = std::max(8, static_cast<int>(br * 1.3f));
            text.draw(std::to_string(count), static_cast<int>(bx),
                      static_cast<int>(by) - text.line_height(fpx, FontStyle::Bold) / 2, fpx, kGoldShine,
                      FontStyle::Bold, Align::Center);
        }
    }
}

// What the ingots a player holds are worth at the end (each, by how many: the rules' table).
int ingot_value(int ingots) { return ingots < 4 ? 1 : ingots < 7 ? 2 : ingots < 10 ? 3 : 4; }

constexpr TileMark kGoldminesMarks[] = {
    {.id = "goldmine",
     .placement = MarkPlacement::TileBadge,
     .source = "goldmine",
     .draw = &paint::goldmine,
     .tip = [] {
         return std::string(_("Goldmine: placing this tile puts a gold ingot on it and another on a tile "
                              "around it"));
     },
     .words = [](int) { return std::string(C_("tile part", "a goldmine")); }},
};

class GoldminesView : public ExpansionView {
public:
    std::string_view module_id() const override { return "goldmines"; }
    std::span<const TileMark> tile_marks() const override { return kGoldminesMarks; }

    void draw_board(const BoardContext& ctx, BoardLayer layer) const override {
        if (layer == BoardLayer::UnderFigures) draw_ingots(ctx.app, ctx.view, ctx.state, ctx.rules);
    }

    // The ingots, when pointed at in the tile's upper right quarter where they lie.
    std::optional<std::string> board_tip(const TableContext& table, SDL_Point at) const override {
        const Pos cell = table.view.cell_at(at.x, at.y);
        const SDL_Rect r = table.view.cell_rect(cell);
        if ((at.x - r.x) * 2 < r.w || (at.y - r.y) * 3 > r.h) return std::nullopt;
        for (const auto& [pos, count] : gold_on_board(table.rules, table.state)) {
            if (pos != cell) continue;
            return app::fill(P_("{count} gold ingot: the players who win a feature completed on this tile share "
                                "it out",
                                "{count} gold ingots: the players who win a feature completed on this tile "
                                "share them out, one each in turn",
                                count),
                             {{"count", std::to_string(count)}});
        }
        return std::nullopt;
    }

    void row_items(const Ruleset& rules, const GameState& s, int player, std::vector<RowItem>& out) const override {
        const int n = gold_held(rules, s, player);
        if (n < 0) return;
        RowItem item;
        item.icon = RowItem::Icon::Dot;
        item.color = kGold;
        item.count = n;
        item.width = 2.0f / 3.0f;
        item.count_gap = 3;
        item.tip = app::fill(P_("Gold: {count} ingot, worth {points} at the end (1 to 3 ingots: 1 point each; "
                                "4 to 6: 2; 7 to 9: 3; 10 or more: 4)",
                                "Gold: {count} ingots, worth {points} at the end (1 to 3 ingots: 1 point each; "
                                "4 to 6: 2; 7 to 9: 3; 10 or more: 4)",
                                n),
                             {{"count", std::to_string(n)}, {"points", std::to_string(n * ingot_value(n))}});
        item.id = "gold";
        item.kind = ScoreboardItem::Kind::Item;
        out.push_back(std::move(item));
    }
};

}  // namespace

const ExpansionView& goldmines_view() {
    static const GoldminesView view;
    return view;
}

}  // namespace carc::app
