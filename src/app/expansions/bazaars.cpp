// The bazaars of Bridges, Castles & Bazaars at the table (the view of module `bazaars`): during an
// auction, a panel over the top of the board shows the row of tiles face up, which player bought
// which, the tile being bid for with the highest bid and its bidder, and whose decision it is; a
// click on a tile for sale picks it (the number entry then sets the bid). The deal's buttons say
// the amounts ("Buy it: pay Ben 4"). The tiles bought and waiting to be played stand beside their
// buyer's scoreboard row. The rules are src/modules/bazaars.cpp; this file only reads its queries.
#include <algorithm>
#include <string>

#include "board/board_view.hpp"
#include "board/board_words.hpp"
#include "board/tile_art.hpp"
#include "modules/bazaars.hpp"
#include "expansions/bazaars.hpp"
#include "shell/app.hpp"
#include "shell/i18n.hpp"
#include "shell/text.hpp"
#include "shell/theme.hpp"
#include "widgets/panels.hpp"

namespace carc::app {

namespace {

// Where the row is drawn: a panel at the top of the board, under the toolbar and the turn's
// banner (which comes with every bid), one square per tile with a line for its buyer or bid
// under it.
struct RowLayout {
    SDL_Rect panel{};
    std::vector<SDL_Rect> tiles;
    int heading_y = 0;
};

RowLayout row_layout(const SDL_Rect& viewport, float scale, size_t tiles) {
    auto px = [scale](float v) { return static_cast<int>(v * scale + 0.5f); };
    const int n = static_cast<int>(tiles);
    const int gap = px(16), pad = px(16);
    const int tile = std::clamp((viewport.w - 2 * pad - (n - 1) * gap - px(32)) / std::max(1, n), px(40), px(76));
    const int w = std::max(n * tile + (n - 1) * gap + 2 * pad, px(340));
    const int h = px(34) + tile + px(40);
    RowLayout out;
    out.panel = {viewport.x + (viewport.w - w) / 2, viewport.y + px(166), w, h};
    out.heading_y = out.panel.y + px(9);
    const int x0 = out.panel.x + (w - (n * tile + (n - 1) * gap)) / 2;
    for (int i = 0; i < n; ++i) out.tiles.push_back({x0 + i * (tile + gap), out.panel.y + px(34), tile, tile});
    return out;
}

std::string name_of(const Ruleset& rules, int player) {
    return player >= 0 && player < rules.player_count() ? rules.setup.players[static_cast<size_t>(player)].name : "?";
}

const Action* find_bid(const ActionList& legal, int row) {
    for (const Action& a : legal)
        if (a.def && a.def->id() == "bazaar_bid" && a.place == row) return &a;
    return nullptr;
}

// What the panel's heading says of the auction.
std::string auction_line(const Ruleset& rules, const BazaarAuction& a) {
    switch (a.stage) {
        case BazaarAuction::Stage::Picking:
            return app::fill(_("Bazaar: {player} picks a tile and bids for it"), {{"player", name_of(rules, a.picker)}});
        case BazaarAuction::Stage::Bidding:
            return app::fill(_("Bazaar: {player} bids {points} for tile {row}"),
                        {{"player", name_of(rules, a.bidder)},
                         {"points", std::to_string(a.price)},
                         {"row", std::to_string(a.auctioned + 1)}});
        case BazaarAuction::Stage::Deal:
            return app::fill(_("Bazaar: {bidder} bids {points}; {picker} buys or sells"),
                        {{"bidder", name_of(rules, a.bidder)},
                         {"points", std::to_string(a.price)},
                         {"picker", name_of(rules, a.picker)}});
    }
    return "";
}

// A tile of the row in words, for its tooltip.
std::string tile_tip(const Ruleset& rules, const BazaarAuction& a, int i) {
    const std::string tile = tile_words(rules, rules.tiles[static_cast<size_t>(a.row[static_cast<size_t>(i)])].id);
    const int owner = a.owner[static_cast<size_t>(i)];
    if (owner >= 0)
        return app::fill(_("Tile {row} ({tile}): bought by {player}, who places it instead of drawing"),
                    {{"row", std::to_string(i + 1)}, {"tile", tile}, {"player", name_of(rules, owner)}});
    if (i == a.auctioned)
        return app::fill(_("Tile {row} ({tile}): {player} bids {points} for it"),
                    {{"row", std::to_string(i + 1)}, {"tile", tile},
                     {"player", name_of(rules, a.bidder)}, {"points", std::to_string(a.price)}});
    if (a.stage == BazaarAuction::Stage::Picking)
        return app::fill(_("Tile {row} ({tile}): for sale; {player} may pick it and bid"),
                    {{"row", std::to_string(i + 1)}, {"tile", tile}, {"player", name_of(rules, a.picker)}});
    return app::fill(_("Tile {row} ({tile}): for sale later in this auction"),
                {{"row", std::to_string(i + 1)}, {"tile", tile}});
}

void draw_row(const BoardContext& ctx, const BazaarAuction& a) {
    App& app = ctx.app;
    SDL_Renderer* r = app.renderer();
    Text& t = app.text();
    const Ruleset& rules = ctx.rules;
    const RowLayout lay = row_layout(ctx.view.viewport(), app.scale(), a.row.size());
    fill_round_rect(r, to_f(lay.panel), static_cast<float>(app.px(12)), Color{20, 22, 24, 232});
    t.draw_fit(auction_line(rules, a), lay.panel.x + app.px(16), lay.heading_y, lay.panel.w - app.px(32),
               app.px(14), theme::kAccent, FontStyle::Bold);
    const bool picking = a.stage == BazaarAuction::Stage::Picking && ctx.places;
    for (size_t i = 0; i < a.row.size(); ++i) {
        const SDL_Rect& d = lay.tiles[i];
        const int owner = a.owner[i];
        const bool auctioned = static_cast<int>(i) == a.auctioned;
        // The tile whose bid the picker is setting now (the number entry), before the bid.
        const bool setting = ctx.number_target && a.stage == BazaarAuction::Stage::Picking &&
                             ctx.number_target->place == static_cast<int>(i);
        // The tile being bid for stands out in its highest bidder's colour (the picker's while
        // they set the first bid); the tiles a pick may take are framed in the accent colour.
        if (auctioned || setting || (picking && owner < 0)) {
            const int coloured = auctioned ? a.bidder : setting ? a.picker : -1;
            const Color frame = coloured >= 0
                                    ? player_color(rules.setup.players[static_cast<size_t>(coloured)].color).fill
                                    : theme::kAccent;
            const int b = app.px(auctioned || setting ? 4 : 2);
            fill_round_rect(r, to_f({d.x - b, d.y - b, d.w + 2 * b, d.h + 2 * b}), static_cast<float>(app.px(5)), frame);
        }
        if (SDL_Texture* tex = ctx.art.tile(a.row[i], 0, d.w)) SDL_RenderCopy(r, tex, nullptr, &d);
        if (owner >= 0) fill_round_rect(r, to_f(d), 0, Color{0, 0, 0, 110});  // sold: dimmed
        // Under the tile: its buyer, or the bid for it, or its number in the row.
        const int ly = d.y + d.h + app.px(6), chip = app.px(16);
        const int who = owner >= 0 ? owner : auctioned ? a.bidder : -1;
        std::string label = owner >= 0   ? name_of(rules, owner)
                            : auctioned ? app::fill(_("bid {points}"), {{"points", std::to_string(a.price)}})
                                        : app::fill(_("tile {row}"), {{"row", std::to_string(i + 1)}});
        int lx = d.x;
        if (who >= 0) {
            const PlayerColor pc = player_color(rules.setup.players[static_cast<size_t>(who)].color);
            draw_player_chip(app, {lx, ly, chip, chip}, pc.fill, pc.ink, pc.letter);
            lx += chip + app.px(4);
        }
        t.draw_fit(label, lx, ly, d.x + d.w + app.px(8) - lx, app.px(12),
                   auctioned ? theme::kText : theme::kTextDim, auctioned ? FontStyle::Bold : FontStyle::Regular);
    }
}

// A tile bought and waiting, beside its buyer's score: a small square tile with a road.
void paint_bought_tile(SDL_Renderer* r, const SDL_Rect& box) {
    const int s = std::min(box.w, box.h);
    const SDL_Rect tile{box.x + (box.w - s) / 2, box.y + (box.h - s) / 2, s, s};
    fill_round_rect(r, to_f(tile), static_cast<float>(s) / 8, Color{118, 158, 82, 255});
    fill_round_rect(r, to_f({tile.x, tile.y + s * 2 / 5, s, s / 5}), 0, Color{226, 214, 184, 255});
    fill_round_rect(r, to_f({tile.x + s / 3, tile.y, s / 3, s / 3}), 0, Color{196, 150, 96, 255});
}

class BazaarsView final : public ExpansionView {
public:
    std::string_view module_id() const override { return "bazaars"; }

    void draw_board(const BoardContext& ctx, BoardLayer layer) const override {
        if (layer != BoardLayer::OverFigures) return;
        if (const auto a = bazaar_auction(ctx.rules, ctx.state)) draw_row(ctx, *a);
    }

    std::optional<std::string> board_tip(const TableContext& table, SDL_Point at) const override {
        const auto a = bazaar_auction(table.rules, table.state);
        if (!a) return std::nullopt;
        const RowLayout lay = row_layout(table.view.viewport(), table.scale, a->row.size());
        for (size_t i = 0; i < lay.tiles.size(); ++i)
            if (SDL_PointInRect(&at, &lay.tiles[i])) return tile_tip(table.rules, *a, static_cast<int>(i));
        if (SDL_PointInRect(&at, &lay.panel)) return auction_line(table.rules, *a);
        return std::nullopt;
    }

    void board_panels(const TableContext& table, std::vector<SDL_Rect>& out) const override {
        if (const auto a = bazaar_auction(table.rules, table.state))
            out.push_back(row_layout(table.view.viewport(), table.scale, a->row.size()).panel);
    }

    std::optional<Action> choose_at(const TableContext& table, SDL_Point at, const ActionList& legal) const override {
        const auto a = bazaar_auction(table.rules, table.state);
        if (!a) return std::nullopt;
        const RowLayout lay = row_layout(table.view.viewport(), table.scale, a->row.size());
        for (size_t i = 0; i < lay.tiles.size(); ++i)
            if (SDL_PointInRect(&at, &lay.tiles[i]))
                if (const Action* bid = find_bid(legal, static_cast<int>(i))) return *bid;
        return std::nullopt;
    }

    std::optional<std::string> action_label(const Ruleset& rules, const GameState& state,
                                            const Action& action) const override {
        if (!action.def) return std::nullopt;
        const auto a = bazaar_auction(rules, state);
        if (!a) return std::nullopt;
        const std::string_view id = action.def->id();
        if (id == "bazaar_deal")
            return action.value == 0
                       ? app::fill(_("Buy it: pay {player} {points}"),
                              {{"player", name_of(rules, a->bidder)}, {"points", std::to_string(a->price)}})
                       : app::fill(_("Sell it: {player} pays you {points}"),
                              {{"player", name_of(rules, a->bidder)}, {"points", std::to_string(a->price)}});
        // The row's tiles by their number, as the panel labels them (its tooltips say what they show).
        if (id != "bazaar_bid" || action.place < 0 || action.place >= static_cast<int>(a->row.size()))
            return std::nullopt;
        if (action.value == kOpenValue)
            return a->stage == BazaarAuction::Stage::Picking
                       ? std::optional(app::fill(_("Pick tile {row} and bid…"), {{"row", std::to_string(action.place + 1)}}))
                       : std::nullopt;
        return app::fill(_("Bid {points} for tile {row}"),
                         {{"points", std::to_string(action.value)}, {"row", std::to_string(action.place + 1)}});
        return std::nullopt;
    }

    // A pass is a bidder's: the bid stays with its holder.
    std::optional<std::pair<std::string, std::string>> pass_words(const Ruleset& rules, const GameState& state,
                                                                  const std::vector<ChoicePlace>&) const override {
        const auto a = bazaar_auction(rules, state);
        if (!a || a->stage != BazaarAuction::Stage::Bidding) return std::nullopt;
        return std::pair<std::string, std::string>{
            _("Do not raise (Space)"),
            app::fill(_("{player}'s bid of {points} stands"),
                      {{"player", name_of(rules, a->bidder)}, {"points", std::to_string(a->price)}})};
    }

    void row_items(const Ruleset& rules, const GameState& state, int player,
                   std::vector<RowItem>& out) const override {
        const std::vector<TileTypeId> waiting = bazaar_tiles_waiting(rules, state, player);
        if (waiting.empty()) return;
        RowItem item;
        item.paint = &paint_bought_tile;
        item.width = 0.9f;
        item.count = static_cast<int>(waiting.size());
        item.show_count = false;
        item.tip = app::fill(_("Bought at the bazaar: {tile}, placed on the next turn instead of a drawn tile"),
                        {{"tile", tile_words(rules, rules.tiles[static_cast<size_t>(waiting.front())].id)}});
        item.id = "bazaar-tile";
        out.push_back(std::move(item));
    }
};

}  // namespace

std::vector<SDL_Rect> bazaar_row_rects(const TableContext& table) {
    const auto a = bazaar_auction(table.rules, table.state);
    if (!a) return {};
    return row_layout(table.view.viewport(), table.scale, a->row.size()).tiles;
}

const ExpansionView& bazaars_view() {
    static const BazaarsView view;
    return view;
}

}  // namespace carc::app
