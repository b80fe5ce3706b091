// Hills & Sheep on the table (the views of its modules hills and vineyards, registered in
// registry.cpp): the hills and the vineyards as marks on their tiles (board/tile_marks.hpp), each
// on a badge drawn upright like every mark, with a tooltip saying what it does; and, under each
// hill that took a tile of the pile, the edge of that face-down tile showing along the hill tile's
// south and east sides, so that the table shows a tile lies there without telling which (the
// engine's player view does not know it either).
#include <algorithm>
#include <string>

#include "board/board_view.hpp"
#include "board/svg_paint.hpp"
#include "expansions/expansion_view.hpp"
#include "modules/hills.hpp"
#include "shell/app.hpp"
#include "shell/gfx.hpp"
#include "shell/i18n.hpp"

namespace carc::app {

namespace {

namespace paint {

using namespace svg;

constexpr const char* kLine = "stroke=\"#2f3a1c\" stroke-width=\"0.35\" stroke-linejoin=\"round\"";

// A green hill with a lighter crest, on a sky-blue badge.
void hill(Writer& s, Vec2 p, float) {
    const float r = 8.5f, k = r * 0.86f;
    badge(s, p, r, "#6fa8d6");
    s.path(symbol_path(p, k, {"M", -0.85f, 0.45f, "Q", -0.1f, -0.75f, 0.85f, 0.45f, "Z"}), fill("#5c8f32", kLine));
    s.path(symbol_path(p, k, {"M", -0.35f, -0.12f, "Q", -0.05f, -0.38f, 0.3f, -0.14f}),
           "fill=\"none\" stroke=\"#a9d46f\" stroke-width=\"0.6\" stroke-linecap=\"round\"");
}

// A bunch of grapes under a leaf, on a straw-coloured badge.
void vineyard(Writer& s, Vec2 p, float) {
    const float r = 8.5f, k = r * 0.86f;
    badge(s, p, r, "#e8d9a0");
    s.path(symbol_path(p, k, {"M", 0.0f, -0.45f, "Q", 0.45f, -0.85f, 0.7f, -0.5f, "Q", 0.35f, -0.25f, 0.0f, -0.45f, "Z"}),
           fill("#4f8a2a", kLine));
    constexpr float kGrapes[][2] = {{-0.3f, -0.25f}, {0.0f, -0.25f}, {0.3f, -0.25f}, {-0.15f, 0.05f},
                                    {0.15f, 0.05f},  {0.0f, 0.35f}};
    for (const auto& g : kGrapes) circle(s, p + Vec2{g[0] * k, g[1] * k}, 0.17f * k, fill("#6b2d7a", kLine));
}

}  // namespace paint

constexpr TileMark kHillMarks[] = {
    {.id = "hill",
     .placement = MarkPlacement::TileBadge,
     .source = "hill",
     .draw = &paint::hill,
     .tip = [] {
         return std::string(_("Hill: placing this tile puts the next tile of the pile face down under it, out of "
                              "the game; in a tie of majority the tied players with a follower on a hill tile of "
                              "the feature win"));
     },
     .words = [](int) { return std::string(C_("tile part", "a hill")); }},
};

constexpr TileMark kVineyardMarks[] = {
    {.id = "vineyard",
     .placement = MarkPlacement::TileBadge,
     .source = "vineyard",
     .draw = &paint::vineyard,
     .tip = [] {
         return std::string(_("Vineyard: a completed monastery on one of the eight tiles around it scores 3 more "
                              "points"));
     },
     .words = [](int) { return std::string(C_("tile part", "a vineyard")); }},
};

// The face-down tile under a hill: its back's edge along the south and east sides of the cell,
// as if the hill tile lay a little askew on it.
void draw_tiles_under_hills(BoardView& view, App& app, const Ruleset& rules, const GameState& s) {
    const Color back{122, 86, 52, 255}, rim{58, 40, 24, 255};
    const float edge = std::max(3.0f, static_cast<float>(view.tile_px()) * 0.06f);
    for (int t = 0; t < static_cast<int>(s.board.tiles().size()); ++t) {
        const Pos pos = s.board.tile(t).pos;
        if (!view.visible(pos) || !tile_under_hill(rules, s, t)) continue;
        const SDL_Rect c = view.cell_rect(pos);
        const float x = static_cast<float>(c.x), y = static_cast<float>(c.y);
        const float w = static_cast<float>(c.w), h = static_cast<float>(c.h);
        const SDL_FRect south{x + edge, y + h - edge, w - edge, edge};
        const SDL_FRect east{x + w - edge, y + edge, edge, h - edge};
        for (const SDL_FRect& r : {south, east}) {
            fill_round_rect(app.renderer(), r, edge * 0.3f, back);
            draw_round_rect(app.renderer(), r, edge * 0.3f, rim, 1.0f);
        }
    }
}

class HillsView : public ExpansionView {
public:
    std::string_view module_id() const override { return "hills"; }
    std::span<const TileMark> tile_marks() const override { return kHillMarks; }
    void draw_board(const BoardContext& ctx, BoardLayer layer) const override {
        if (layer == BoardLayer::UnderFigures) draw_tiles_under_hills(ctx.view, ctx.app, ctx.rules, ctx.state);
    }
    std::optional<std::string> board_tip(const TableContext& ctx, SDL_Point at) const override {
        const Pos pos = ctx.view.cell_at(at.x, at.y);
        const int t = ctx.state.board.tile_index(pos);
        if (t < 0 || !tile_under_hill(ctx.rules, ctx.state, t)) return std::nullopt;
        // Only over the face-down tile's edge: the rest of the hill tile keeps its own tooltips.
        const SDL_Rect c = ctx.view.cell_rect(pos);
        const int band = std::max(3, c.w * 6 / 100);  // the edge drawn by draw_tiles_under_hills
        if (at.x < c.x + c.w - band && at.y < c.y + c.h - band) return std::nullopt;
        return std::string(_("A tile of the pile lies face down under this hill: nobody knows which, and it is out "
                             "of the game"));
    }
};

class VineyardsView : public ExpansionView {
public:
    std::string_view module_id() const override { return "vineyards"; }
    std::span<const TileMark> tile_marks() const override { return kVineyardMarks; }
};

}  // namespace

const ExpansionView& hills_view() {
    static const HillsView view;
    return view;
}

const ExpansionView& vineyards_view() {
    static const VineyardsView view;
    return view;
}

}  // namespace carc::app
