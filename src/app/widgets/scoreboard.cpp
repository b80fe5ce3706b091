#include "widgets/scoreboard.hpp"

#include <algorithm>

#include "board/figure_art.hpp"
#include "expansions/expansion_view.hpp"
#include "shell/app.hpp"
#include "shell/i18n.hpp"
#include "shell/text.hpp"
#include "shell/theme.hpp"
#include "widgets/panels.hpp"

namespace carc::app {

namespace {

// A token no view in play shows (ExpansionView::row_items gives an item of the token's id): a
// grey dot with the count, the token's id in its tooltip.
RowItem plain_token_item(const std::string& token, int n) {
    RowItem item;
    item.icon = RowItem::Icon::Dot;
    item.color = theme::kTextDim;
    item.count = n;
    item.width = 2.0f / 3.0f;
    item.count_gap = 3;
    item.tip = fill("{token}: {count}", {{"token", token}, {"count", std::to_string(n)}});
    item.id = token;
    item.kind = ScoreboardItem::Kind::Supply;
    return item;
}

}  // namespace

std::vector<ScoreRow> score_rows(const Ruleset& rules, const GameState& s) {
    std::vector<ScoreRow> rows;
    for (int p = 0; p < rules.player_count(); ++p) {
        ScoreRow r;
        r.name = rules.setup.players[static_cast<size_t>(p)].name;
        r.color = rules.setup.players[static_cast<size_t>(p)].color;
        r.score = s.players[static_cast<size_t>(p)].score;
        for (size_t k = 0; k < rules.figures.size(); ++k)
            if (!rules.figures[k].neutral)  // nobody's: not in a player's supply
                r.supply.push_back({static_cast<int>(k), rules.figures[k].name,
                                    s.players[static_cast<size_t>(p)].supply[k]});
        gather_row_items(rules, s, p, r.items);
        for (size_t k = 0; k < rules.tokens.size() && k < static_cast<size_t>(kMaxTokenKinds); ++k)
            if (std::none_of(r.items.begin(), r.items.end(),
                             [&](const RowItem& item) { return item.id == rules.tokens[k]; }))
                r.items.push_back(
                    plain_token_item(rules.tokens[k], s.players[static_cast<size_t>(p)].tokens[k]));
        r.current = s.phase != Phase::GameOver && p == s.current_player;
        r.acting = s.phase != Phase::GameOver && p == s.acting_player;
        // Where the points came from, by the categories in play (the fairy's among them).
        const auto& by = s.players[static_cast<size_t>(p)].by_category;
        for (size_t c = 0; c < rules.categories.size() && c < by.size(); ++c)
            if (by[c] != 0)
                r.breakdown += (r.breakdown.empty() ? "" : " · ") + tr(rules.categories[c].column) +
                               " " + std::to_string(by[c]);
        if (r.breakdown.empty()) r.breakdown = _("No points yet");
        rows.push_back(std::move(r));
    }
    return rows;
}

namespace {

// The pixels an item's icon takes across, for an icon `ipx` high.
int item_icon_w(const RowItem& item, int ipx) {
    return static_cast<int>(static_cast<float>(ipx) * item.width);
}

// Draws a row item's icon with its top-left at (sx, sy) and an icon height of `ipx`, then its
// count; returns the x after them.
int draw_row_item(App& app, const Ruleset& rules, const RowItem& item, int sx, int sy, int ipx,
                  int fpx) {
    SDL_Renderer* r = app.renderer();
    Text& t = app.text();
    const int w = item_icon_w(item, ipx);
    switch (item.icon) {
    case RowItem::Icon::Figure: {
        // Behind bars: the figure, in its owner's colours, with two dark strokes across it.
        const bool known = item.figure >= 0 &&
                           item.figure < static_cast<int>(rules.figures.size()) &&
                           item.owner >= 0 && item.owner < rules.player_count();
        if (!known) break;
        const PlayerColor pc =
            player_color(rules.setup.players[static_cast<size_t>(item.owner)].color);
        const FigureDef& def = rules.figures[static_cast<size_t>(item.figure)];
        if (SDL_Texture* tex = app.figures().get(app.figures().pose(def), &pc, w, false)) {
            const SDL_Rect dst{sx, sy + ipx - w, w, w};
            SDL_RenderCopy(r, tex, nullptr, &dst);
        }
        for (int b = 1; b <= 2; ++b) {
            const float bx = static_cast<float>(sx + w * b / 3);
            draw_line(r, {bx, static_cast<float>(sy + ipx - w)}, {bx, static_cast<float>(sy + ipx)},
                      Color{20, 20, 20, 200}, std::max(1.0f, static_cast<float>(app.px(1))));
        }
        break;
    }
    case RowItem::Icon::Dot:
        fill_circle(r, static_cast<float>(sx) + static_cast<float>(w) / 2,
                    static_cast<float>(sy + ipx / 2), static_cast<float>(w) / 2, item.color);
        break;
    case RowItem::Icon::Painter:
        if (item.paint) item.paint(r, {sx, sy, w, ipx});
        break;
    case RowItem::Icon::Piece: {
        if (item.figure < 0 || item.figure >= static_cast<int>(rules.figures.size())) break;
        const FigureDef& def = rules.figures[static_cast<size_t>(item.figure)];
        if (SDL_Texture* tex = app.figures().get(app.figures().pose(def), nullptr, ipx, false)) {
            const SDL_Rect dst{sx + (w - ipx) / 2, sy, ipx, ipx};
            SDL_RenderCopy(r, tex, nullptr, &dst);
        }
        break;
    }
    }
    sx += w;
    if (item.show_count) {
        sx += app.px(item.count_gap);
        sx += t.draw(std::to_string(item.count), sx, sy + (ipx - t.line_height(fpx)) / 2, fpx,
                     theme::kTextDim)
                  .w;
    }
    return sx;
}

}  // namespace

std::vector<RowItem> neutral_items(const Ruleset& rules, const GameState& state) {
    std::vector<RowItem> out;
    gather_neutral_items(rules, state, out);
    return out;
}

int draw_neutral_items(App& app, const Ruleset& rules, const std::vector<RowItem>& neutral,
                       int right, int y, int ipx, std::vector<ScoreboardItem>* items) {
    const int fpx = app.px(12), gap = app.px(8);
    int width = 0;
    for (const RowItem& item : neutral)
        width += item_icon_w(item, ipx) + gap +
                 (item.show_count ? app.px(item.count_gap) +
                                        app.text().measure(std::to_string(item.count), fpx).x
                                  : 0);
    const int left = right - width;
    int sx = left;
    for (const RowItem& item : neutral) {
        const int x0 = sx;
        sx = draw_row_item(app, rules, item, sx, y, ipx, fpx);
        if (items)
            items->push_back({item.kind, {x0, y, sx - x0, ipx}, item.tip, -1, item.owner, item.id});
        sx += gap;
    }
    return left;
}

int score_row_height(App& app, bool compact) { return app.px(compact ? 44 : 56); }

std::string player_pose(App& app, const Ruleset& rules) {
    for (const FigureDef& def : rules.figures)
        if (def.follower && !def.neutral) return app.figures().pose(def);
    return "meeple";
}

int draw_scoreboard(App& app, const Ruleset& rules, const std::vector<ScoreRow>& rows, int x, int y,
                    int w, bool compact, std::vector<ScoreboardItem>* items) {
    SDL_Renderer* r = app.renderer();
    Text& t = app.text();
    const int row_h = score_row_height(app, compact);
    for (size_t i = 0; i < rows.size(); ++i) {
        const ScoreRow& row = rows[i];
        const PlayerColor pc = player_color(row.color);
        const SDL_Rect rr{x - app.px(6), y, w + app.px(12), row_h - app.px(4)};
        if (row.current) {
            fill_round_rect(r, to_f(rr), static_cast<float>(app.px(8)), pc.fill.with_alpha(48));
            fill_round_rect(r, to_f({rr.x, rr.y + app.px(6), app.px(4), rr.h - app.px(12)}), 2.0f,
                            pc.fill);
        }
        // Someone else chooses in the current player's turn (the dragon's flight): ringed.
        if (row.acting && !row.current)
            draw_round_rect(r, to_f(rr), static_cast<float>(app.px(8)), pc.fill,
                            static_cast<float>(std::max(2, app.px(2))));
        const int icon = app.px(compact ? 28 : 36);
        if (SDL_Texture* tex = app.figures().get(player_pose(app, rules), &pc, icon)) {
            const SDL_Rect dst{x + app.px(4), y + (rr.h - icon) / 2, icon, icon};
            SDL_RenderCopy(r, tex, nullptr, &dst);
        }
        const int left = x + icon + app.px(12);
        const int score_px = app.px(compact ? 21 : 26);
        const std::string score = std::to_string(row.score);
        const SDL_Point score_size = t.measure(score, score_px, FontStyle::Bold);
        const SDL_Rect score_rect{x + w - app.px(4) - score_size.x, y + (rr.h - score_size.y) / 2,
                                  score_size.x, score_size.y};
        // The projection stands left of the score on the name's line, smaller and dimmer (the
        // real score leads); the supply below keeps its room.
        SDL_Rect projected_rect{score_rect.x, score_rect.y, 0, 0};
        std::string projected;
        if (row.projected) {
            projected = "→ " + std::to_string(*row.projected);
            const int ppx = app.px(compact ? 12 : 14);
            const SDL_Point size = t.measure(projected, ppx);
            projected_rect = {score_rect.x - app.px(8) - size.x, y + app.px(compact ? 4 : 8),
                              size.x, size.y};
        }
        const int right = score_rect.x - app.px(8);
        const int name_right = (row.projected ? projected_rect.x : score_rect.x) - app.px(8);
        const SDL_Rect name_rect =
            t.draw_fit(row.name, left, y + app.px(compact ? 3 : 6), name_right - left,
                       app.px(compact ? 14 : 16), theme::kText, FontStyle::Bold);
        if (items) items->push_back({ScoreboardItem::Kind::Name, name_rect, row.name});
        // Supply as figures with counts (and goods as coloured dots): large enough to tell apart,
        // each named by its tooltip. With many kinds the gaps shrink, then the icons, so nothing
        // runs under the score.
        const int fpx = app.px(compact ? 11 : 12);
        int ipx = app.px(compact ? 16 : 20);
        int sy = y + rr.h - ipx - app.px(compact ? 2 : 5);
        std::vector<float> scales;
        std::vector<std::string> poses;
        for (const ScoreRow::Supply& item : row.supply) {
            const FigureDef& def = rules.figures[static_cast<size_t>(item.figure)];
            poses.push_back(app.figures().pose(def));
            scales.push_back(app.figures().scale(def, poses.back()));
        }
        const int items_n = static_cast<int>(row.supply.size() + row.items.size());
        // An item's width with its count, for an icon `size` high.
        auto item_w = [&](const RowItem& item, int size) {
            return item_icon_w(item, size) +
                   (item.show_count ? app.px(item.count_gap) +
                                          t.measure(std::to_string(item.count), fpx).x
                                    : 0);
        };
        auto natural = [&](int size) {
            int n = 0;
            for (size_t k = 0; k < row.supply.size(); ++k)
                n += static_cast<int>(static_cast<float>(size) * scales[k]) + app.px(2) +
                     t.measure(std::to_string(row.supply[k].count), fpx).x;
            for (const RowItem& item : row.items) n += item_w(item, size);
            return n;
        };
        const int room = right - left;
        int gap = app.px(8);
        while (ipx > app.px(10) && natural(ipx) + app.px(2) * items_n > room) --ipx;
        // Too many kinds for one line even with the smallest icons (a game with six
        // expansions): two lines of small icons between the name and the row's bottom, rather
        // than counts running under the score and out of the window.
        const bool two_lines = !compact && natural(ipx) + app.px(2) * items_n > room;
        if (two_lines) {
            ipx = app.px(12);
            sy = y + rr.h - 2 * ipx - app.px(4);
            gap = app.px(5);
        }
        if (!two_lines && items_n > 1 && natural(ipx) + gap * items_n > room)
            gap = std::max(app.px(2), (room - natural(ipx)) / items_n);
        int sx = left;
        // The next item starts the second line when it would run past the score.
        auto make_room = [&](int item_w) {
            if (two_lines && sy < y + rr.h - ipx - app.px(4) && sx > left && sx + item_w > right) {
                sx = left;
                sy += ipx + app.px(2);
            }
        };
        auto count_w = [&](int n) { return t.measure(std::to_string(n), fpx).x; };
        for (size_t k = 0; k < row.supply.size(); ++k) {
            const FigureDef& def = rules.figures[static_cast<size_t>(row.supply[k].figure)];
            const int size = static_cast<int>(static_cast<float>(ipx) * scales[k]);
            make_room(size + app.px(2) + count_w(row.supply[k].count));
            const int x0 = sx;
            if (SDL_Texture* tex = app.figures().get(poses[k], &pc, size, false)) {
                const SDL_Rect dst{sx, sy + ipx - size, size, size};
                SDL_RenderCopy(r, tex, nullptr, &dst);
            }
            sx += size + app.px(2);
            const SDL_Rect n = t.draw(std::to_string(row.supply[k].count), sx,
                                      sy + (ipx - t.line_height(fpx)) / 2, fpx, theme::kTextDim);
            sx += n.w;
            if (items) {
                const std::string note = find_supply_note(rules, row.supply[k].figure);
                items->push_back({ScoreboardItem::Kind::Supply,
                                  {x0, sy + ipx - size, sx - x0, size},
                                  fill(_("{figure}: {count} of {total} left"),
                                       {{"figure", tr(def.name)},
                                        {"count", std::to_string(row.supply[k].count)},
                                        {"total", std::to_string(def.count)}}) +
                                      (note.empty() ? "" : " (" + note + ")")});
            }
            sx += gap;
        }
        for (const RowItem& item : row.items) {
            make_room(item_w(item, ipx));
            const int x0 = sx;
            sx = draw_row_item(app, rules, item, sx, sy, ipx, fpx);
            if (items)
                items->push_back({item.kind, {x0, sy, sx - x0, ipx}, item.tip,
                                  static_cast<int>(i), item.owner, item.id});
            sx += gap;
        }
        t.draw(score, score_rect.x, score_rect.y, score_px, theme::kText, FontStyle::Bold);
        if (items) items->push_back({ScoreboardItem::Kind::Score, score_rect, row.breakdown});
        if (row.projected) {
            t.draw(projected, projected_rect.x, projected_rect.y, app.px(compact ? 12 : 14),
                   theme::kTextDim);
            if (items) {
                const std::string tip =
                    fill(_("{points} if the game ended now (the end-of-game count of the board as "
                           "it stands)"),
                         {{"points", std::to_string(*row.projected)}});
                items->push_back({ScoreboardItem::Kind::Projected, projected_rect, tip,
                                  static_cast<int>(i)});
            }
        }
        y += row_h;
    }
    return y;
}

}  // namespace carc::app
