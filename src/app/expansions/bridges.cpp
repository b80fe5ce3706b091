// The bridges of Bridges, Castles & Bazaars on the table (their view, registered in registry.cpp):
// each bridge laid drawn across its tile from edge to edge (assets/figures/bridge.svg, turned a
// quarter for one that runs north-south), under the figures so that a follower on the road beside
// it stays in sight; and the bridges a player still has on their scoreboard row, with a tooltip.
// Where a bridge may go is the engine's (the place_bridge actions of legal_actions, which the
// choice layer lights on the tile just placed); this file only draws.
#include <algorithm>
#include <string>

#include "board/board_view.hpp"
#include "board/figure_art.hpp"
#include "modules/bridges.hpp"
#include "expansions/expansion_view.hpp"
#include "shell/app.hpp"
#include "shell/gfx.hpp"
#include "shell/i18n.hpp"

namespace carc::app {

namespace {

// A small wooden bridge for the scoreboard: a deck of planks between two rails, as the board's.
void paint_bridge(SDL_Renderer* r, const SDL_Rect& box) {
    const Color deck{168, 119, 63, 255}, rail{122, 78, 34, 255}, dark{74, 47, 18, 255};
    const float x = static_cast<float>(box.x), y = static_cast<float>(box.y);
    const float w = static_cast<float>(box.w), h = static_cast<float>(box.h);
    const float line = std::max(1.0f, h / 14);
    fill_round_rect(r, {x, y + h * 0.34f, w, h * 0.32f}, h * 0.04f, deck);
    for (int i = 1; i < 6; ++i) {
        const float px = x + w * static_cast<float>(i) / 6;
        draw_line(r, {px, y + h * 0.34f}, {px, y + h * 0.66f}, dark, line);
    }
    fill_round_rect(r, {x, y + h * 0.24f, w, h * 0.10f}, h * 0.03f, rail);
    fill_round_rect(r, {x, y + h * 0.66f, w, h * 0.10f}, h * 0.03f, rail);
}

// Every bridge on the board over its tile: the drawing spans the tile east-west, turned for one
// that runs north-south.
void draw_bridges(App& app, BoardView& view, const GameState& s) {
    const int px = view.tile_px();
    for (const AddedFeature& f : s.added) {
        if (f.kind != FeatureKind::Road) continue;
        const Pos pos = s.board.tile(f.tile).pos;
        if (!view.visible(pos)) continue;
        SDL_Texture* t = app.figures().get("bridge", nullptr, px, false);
        if (!t) return;
        const SDL_Rect cell = view.cell_rect(pos);
        const bool north_south = f.sides & side_bit(Side::N);
        SDL_RenderCopyEx(app.renderer(), t, nullptr, &cell, north_south ? 90.0 : 0.0, nullptr, SDL_FLIP_NONE);
    }
}

class BridgesView : public ExpansionView {
public:
    std::string_view module_id() const override { return "bridges"; }
    void draw_board(const BoardContext& ctx, BoardLayer layer) const override {
        if (layer == BoardLayer::UnderFigures) draw_bridges(ctx.app, ctx.view, ctx.state);
    }
    void row_items(const Ruleset& rules, const GameState& s, int player,
                   std::vector<RowItem>& out) const override {
        RowItem bridges;
        bridges.paint = &paint_bridge;
        bridges.width = 1.25f;
        bridges.count = bridges_left(rules, s, player);
        bridges.tip = app::fill(P_("Bridges: {count} left. After placing a tile a bridge may carry a road across "
                                   "one of its fields, or make a tile fit that a road would refuse.",
                                   "Bridges: {count} left. After placing a tile a bridge may carry a road across "
                                   "one of its fields, or make a tile fit that a road would refuse.",
                                   bridges.count),
                                {{"count", std::to_string(bridges.count)}});
        bridges.id = "bridges";
        out.push_back(std::move(bridges));
    }
};

}  // namespace

const ExpansionView& bridges_view() {
    static const BridgesView view;
    return view;
}

}  // namespace carc::app
