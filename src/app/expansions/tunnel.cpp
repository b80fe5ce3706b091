// The Tunnel on the table (its view, registered in registry.cpp): every tunnel entrance is a
// tunnel's mouth where its road ends inside the tile (the tiles' InnerEnd mark: a stone arch, dark
// inside, cut into the mound the painter raises in the middle of such a tile); a tunnel token on it
// is a disc in its owner's colour with the number of its pair beside the mouth, and pointing there
// says whose token lies there and what the pair does, or that the entrance is free. The tokens a
// player has left are a disc in their colour on the scoreboard row, with a tooltip; the tunnel
// step's choices read "Tunnel token, pair 1" on the entrance.
#include <SDL2/SDL.h>

#include <cmath>
#include <string>

#include "board/board_view.hpp"
#include "board/choice_layer.hpp"
#include "board/svg_paint.hpp"
#include "board/tile_geometry.hpp"
#include "board/tile_marks.hpp"
#include "carc/feature_changes.hpp"
#include "expansions/expansion_view.hpp"
#include "modules/tunnel.hpp"
#include "shell/app.hpp"
#include "shell/gfx.hpp"
#include "shell/i18n.hpp"
#include "shell/text.hpp"
#include "shell/theme.hpp"

namespace carc::app {

namespace {

namespace tunnel_paint {

using Svg = svg::Writer;

// A half-disc of radius `r` at `p`, its flat side toward the road (north), bulging south.
std::string half_disc(Vec2 p, float r) {
    return "M" + svg::num(p.x - r) + " " + svg::num(p.y) + " A" + svg::num(r) + " " + svg::num(r) + " 0 0 0 " +
           svg::num(p.x + r) + " " + svg::num(p.y) + " Z";
}

// A tunnel's mouth at `p`, its road coming from the north (the painter turns it), cut into the
// mound south of it: a stone arch open to the road, dark inside, the road running into the dark.
void mouth(Svg& s, Vec2 p, float) {
    s.path(half_disc(p, 7.5f), svg::fill("#9c8d78", "stroke=\"#5e5244\" stroke-width=\"0.8\""));
    s.path(half_disc(p, 4.8f), svg::fill("#1e1813"));
    // The arch's stones: short joints across the ring.
    for (float a : {30.0f, 60.0f, 90.0f, 120.0f, 150.0f}) {
        const float c = std::cos(a * 3.14159265f / 180.0f), sn = std::sin(a * 3.14159265f / 180.0f);
        s.path("M" + svg::num(p.x + 4.8f * c) + " " + svg::num(p.y + 4.8f * sn) + " L" + svg::num(p.x + 7.5f * c) + " " +
                   svg::num(p.y + 7.5f * sn),
               "fill=\"none\" stroke=\"#5e5244\" stroke-width=\"0.6\"");
    }
}

}  // namespace tunnel_paint

constexpr TileMark kTunnelMarks[] = {
    {.id = "tunnel-mouth", .placement = MarkPlacement::InnerEnd, .source = "tunnel", .draw = &tunnel_paint::mouth},
};

// A tunnel entrance of the board: the road it ends, where it is drawn (screen), and its token.
struct EntranceSpot {
    Pos pos;
    int local = 0;
    SDL_FPoint at{};
    int owner = -1;  // -1: free
    int pair = 0;
};

// Where the token of the entrance of local road `local` of the tile at `pos` lies, and where
// pointing says whose it is: an eighth of the tile from its middle toward the road's side, and a
// sixth beside the road (clockwise of it, seen from the middle), beside the tunnel's mouth the
// painter draws at the road's end and clear of a figure standing on the road.
SDL_FPoint entrance_point(const BoardView& view, const Ruleset& rules, const GameState& s, int tile, int local) {
    const SDL_Rect cell = view.cell_rect(s.board.tile(tile).pos);
    float dx = 0.0f, dy = 0.0f;
    const SideMask sides = sides_at(rules, s, tile, local);
    if (sides & side_bit(Side::N)) dy -= 1.0f;
    if (sides & side_bit(Side::S)) dy += 1.0f;
    if (sides & side_bit(Side::E)) dx += 1.0f;
    if (sides & side_bit(Side::W)) dx -= 1.0f;
    const float w = static_cast<float>(cell.w);
    return {static_cast<float>(cell.x) + w * (0.5f + 0.125f * dx + 0.17f * dy),
            static_cast<float>(cell.y) + w * (0.5f + 0.125f * dy - 0.17f * dx)};
}

// Every entrance on the board with its token, if any.
std::vector<EntranceSpot> entrances(const BoardView& view, const Ruleset& rules, const GameState& s) {
    std::vector<EntranceSpot> out;
    if (tunnel_pairs(rules) == 0) return out;
    const std::vector<TunnelToken> tokens = tunnel_tokens(rules, s);
    const auto& tiles = s.board.tiles();
    for (size_t t = 0; t < tiles.size(); ++t) {
        const TileType& type = rules.tiles[tiles[t].type];
        for (size_t l = 0; l < type.features.size(); ++l) {
            if (type.features[l].inner_ends == 0) continue;
            EntranceSpot e;
            e.pos = tiles[t].pos;
            e.local = static_cast<int>(l);
            e.at = entrance_point(view, rules, s, static_cast<int>(t), e.local);
            for (const TunnelToken& k : tokens)
                if (k.pos == e.pos && k.local == e.local) {
                    e.owner = k.owner;
                    e.pair = k.pair;
                }
            out.push_back(e);
        }
    }
    return out;
}

PlayerColor owner_color(const Ruleset& rules, int owner) {
    return player_color(rules.setup.players[static_cast<size_t>(owner)].color);
}

void draw_entrances(App& app, BoardView& view, const Ruleset& rules, const GameState& s) {
    SDL_Renderer* r = app.renderer();
    const float px = static_cast<float>(view.tile_px());
    for (const EntranceSpot& e : entrances(view, rules, s)) {
        // A free entrance is the tile's own picture (the mouth); a token covers it.
        if (!view.visible(e.pos) || e.owner < 0) continue;
        const PlayerColor c = owner_color(rules, e.owner);
        const float token = std::max(5.0f, px * 0.085f);
        fill_circle(r, e.at.x, e.at.y, token, c.fill);
        draw_circle(r, e.at.x, e.at.y, token, c.outline, std::max(1.0f, token * 0.18f));
        if (px >= 40) {
            Text& text = app.text();
            const int fpx = std::max(8, static_cast<int>(token * 1.3f));
            text.draw(std::to_string(e.pair + 1), static_cast<int>(e.at.x),
                      static_cast<int>(e.at.y) - text.line_height(fpx, FontStyle::Bold) / 2, fpx, c.ink, FontStyle::Bold,
                      Align::Center);
        }
    }
}

// The pair's number as the player reads it ("1" for the first).
std::string pair_number(int pair) { return std::to_string(pair + 1); }

class TunnelView : public ExpansionView {
public:
    std::string_view module_id() const override { return "tunnel"; }
    std::span<const TileMark> tile_marks() const override { return kTunnelMarks; }

    void draw_board(const BoardContext& ctx, BoardLayer layer) const override {
        if (layer == BoardLayer::UnderFigures) draw_entrances(ctx.app, ctx.view, ctx.rules, ctx.state);
    }

    std::optional<std::string> board_tip(const TableContext& table, SDL_Point at) const override {
        const float reach = static_cast<float>(table.view.tile_px()) * 0.1f;
        for (const EntranceSpot& e : entrances(table.view, table.rules, table.state)) {
            const float dx = static_cast<float>(at.x) - e.at.x, dy = static_cast<float>(at.y) - e.at.y;
            if (dx * dx + dy * dy > reach * reach) continue;
            if (e.owner < 0)
                return std::string(_("A free tunnel entrance: the road is not complete until a pair of tunnel tokens "
                                     "joins it to another entrance"));
            return app::fill(_("{player}'s tunnel token, pair {pair}: the second token of the pair joins this road "
                               "to the other entrance's under the landscape"),
                             {{"player", table.rules.setup.players[static_cast<size_t>(e.owner)].name},
                              {"pair", pair_number(e.pair)}});
        }
        return std::nullopt;
    }

    void row_items(const Ruleset& rules, const GameState& s, int player, std::vector<RowItem>& out) const override {
        const int pairs = tunnel_pairs(rules);
        if (pairs == 0) return;
        int left = 0;
        for (int p = 0; p < pairs; ++p) left += tunnel_tokens_left(rules, s, player, p);
        RowItem item;
        item.icon = RowItem::Icon::Dot;
        item.color = owner_color(rules, player).fill;
        item.count = left;
        item.width = 2.0f / 3.0f;
        item.count_gap = 3;
        item.tip = app::fill(P_("Tunnel tokens: {count} left. After your figure you may put one on a free tunnel "
                                "entrance; the second token of a pair joins the two roads into one.",
                                "Tunnel tokens: {count} left. After your figure you may put one on a free tunnel "
                                "entrance; the second token of a pair joins the two roads into one.",
                                left),
                             {{"count", std::to_string(left)}});
        item.id = "tunnel-tokens";
        item.kind = ScoreboardItem::Kind::Item;
        out.push_back(std::move(item));
    }

    std::optional<ChoiceWords> choice_words(const Ruleset&, const GameState&, const Action& a,
                                            const ChoiceTarget&) const override {
        if (!a.def || a.def->id() != "place_tunnel") return std::nullopt;
        return ChoiceWords{app::fill(_("Tunnel token, pair {pair}"), {{"pair", pair_number(a.value)}}),
                           _("joins this road to the pair's other entrance"), false, _("A tunnel token")};
    }

    std::optional<std::pair<std::string, std::string>> pass_words(const Ruleset& rules, const GameState& s,
                                                                  const std::vector<ChoicePlace>&) const override {
        if (s.phase != Phase::ModuleStep || rules.turn.step(s.step).id() != "tunnel") return std::nullopt;
        return std::pair<std::string, std::string>{_("No tunnel token (Space)"), _("Keep your tunnel tokens for later")};
    }
};

}  // namespace

const ExpansionView& tunnel_view() {
    static const TunnelView view;
    return view;
}

}  // namespace carc::app
