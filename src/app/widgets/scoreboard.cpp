#include "widgets/scoreboard.hpp"

#include <algorithm>

#include "board/figure_art.hpp"
#include "carc/abbey_mayor.hpp"
#include "carc/module.hpp"
#include "carc/tower.hpp"
#include "expansions/abbey_mayor.hpp"
#include "expansions/expansion_view.hpp"
#include "expansions/tower.hpp"
#include "shell/app.hpp"
#include "shell/i18n.hpp"
#include "shell/text.hpp"
#include "shell/theme.hpp"
#include "widgets/panels.hpp"

namespace carc::app {

std::vector<ScoreRow> score_rows(const Ruleset& rules, const GameState& s) {
    std::vector<ScoreRow> rows;
    const bool tower_in_play = std::any_of(rules.modules.begin(), rules.modules.end(),
                                           [](const Module* m) { return m->id() == "tower"; });
    for (int p = 0; p < rules.player_count(); ++p) {
        ScoreRow r;
        r.name = rules.setup.players[static_cast<size_t>(p)].name;
        r.color = rules.setup.players[static_cast<size_t>(p)].color;
        r.score = s.players[static_cast<size_t>(p)].score;
        for (size_t k = 0; k < rules.figures.size(); ++k)
            if (!rules.figures[k].neutral)  // nobody's: not in a player's supply
                r.supply.push_back({static_cast<int>(k), rules.figures[k].name,
                                    s.players[static_cast<size_t>(p)].supply[k]});
        for (size_t k = 0; k < rules.tokens.size() && k < static_cast<size_t>(kMaxTokenKinds); ++k)
            r.tokens.emplace_back(rules.tokens[k], s.players[static_cast<size_t>(p)].tokens[k]);
        if (tower_in_play) {
            r.tower_pieces = tower_pieces_left(rules, s, p);
            for (int i : prisoners_held_by(rules, s, p)) {
                const Figure& f = s.figures[static_cast<size_t>(i)];
                auto it = std::find_if(r.prisoners.begin(), r.prisoners.end(), [&](const auto& q) {
                    return q.owner == f.owner && q.figure == f.kind;
                });
                if (it == r.prisoners.end())
                    r.prisoners.push_back({f.owner, f.kind, 1});
                else
                    ++it->count;
            }
        }
        if (abbey_tile(rules)) r.abbeys = abbeys_left(rules, s, p);
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

// The Tower's part of a row: the tower pieces left as a small stack with its count, then the
// prisoners held, each a follower in its owner's colours (with a count when several). Returns
// the x after them.
int draw_tower_items(App& app, const Ruleset& rules, const std::vector<ScoreRow>& rows, size_t i,
                     int sx, int sy, int ipx, int fpx, int gap,
                     std::vector<ScoreboardItem>* items) {
    SDL_Renderer* r = app.renderer();
    Text& t = app.text();
    const ScoreRow& row = rows[i];
    const int seat = static_cast<int>(i);
    {
        const int w = ipx * 3 / 4;
        const int x0 = sx;
        draw_tower_piece_icon(r, {sx - ipx / 8, sy, ipx, ipx});
        sx += w + app.px(2);
        sx += t.draw(std::to_string(row.tower_pieces), sx, sy + (ipx - t.line_height(fpx)) / 2, fpx,
                     theme::kTextDim)
                  .w;
        if (items)
            items->push_back({ScoreboardItem::Kind::TowerPieces,
                              {x0, sy, sx - x0, ipx},
                              fill(_("Tower pieces: {count} left"), {{"count", std::to_string(row.tower_pieces)}}),
                              seat});
        sx += gap;
    }
    for (const ScoreRow::Prisoner& q : row.prisoners) {
        const ScoreRow& owner = rows[static_cast<size_t>(q.owner)];
        const PlayerColor pc = player_color(owner.color);
        const FigureDef& def = rules.figures[static_cast<size_t>(q.figure)];
        const int size = ipx;
        const int x0 = sx;
        // Behind bars: the figure with two dark strokes across it.
        if (SDL_Texture* tex = app.figures().get(app.figures().pose(def), &pc, size, false)) {
            const SDL_Rect dst{sx, sy + ipx - size, size, size};
            SDL_RenderCopy(r, tex, nullptr, &dst);
        }
        for (int b = 1; b <= 2; ++b) {
            const float bx = static_cast<float>(sx + size * b / 3);
            draw_line(r, {bx, static_cast<float>(sy + ipx - size)},
                      {bx, static_cast<float>(sy + ipx)}, Color{20, 20, 20, 200},
                      std::max(1.0f, static_cast<float>(app.px(1))));
        }
        sx += size;
        if (q.count > 1)
            sx += t.draw(std::to_string(q.count), sx, sy + (ipx - t.line_height(fpx)) / 2, fpx,
                         theme::kTextDim)
                      .w;
        const std::string held = owners_figures(owner.name, def.name, q.count);
        if (items)
            items->push_back({ScoreboardItem::Kind::Prisoner,
                              {x0, sy, sx - x0, ipx},
                              fill(_("Prisoner of {captor}: {held}. {owner} may buy one back for 3 points paid to "
                                     "{captor}, once during their turn."),
                                   {{"captor", row.name}, {"held", held}, {"owner", owner.name}}),
                              seat,
                              q.owner});
        sx += gap;
    }
    return sx;
}

}  // namespace

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
        const int items_n = static_cast<int>(row.supply.size() + row.tokens.size() +
                                             (row.tower_pieces >= 0 ? 1 : 0) +
                                             row.prisoners.size() + (row.abbeys >= 0 ? 1 : 0));
        auto natural = [&](int size) {
            int n = 0;
            for (size_t k = 0; k < row.supply.size(); ++k)
                n += static_cast<int>(static_cast<float>(size) * scales[k]) + app.px(2) +
                     t.measure(std::to_string(row.supply[k].count), fpx).x;
            for (const auto& token : row.tokens)
                n += size * 2 / 3 + app.px(3) + t.measure(std::to_string(token.second), fpx).x;
            if (row.tower_pieces >= 0)
                n += size * 3 / 4 + app.px(2) + t.measure(std::to_string(row.tower_pieces), fpx).x;
            for (const auto& q : row.prisoners)
                n += size + (q.count > 1 ? t.measure(std::to_string(q.count), fpx).x : 0);
            if (row.abbeys >= 0)
                n += size * 4 / 5 + app.px(2) + t.measure(std::to_string(row.abbeys), fpx).x;
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
        if (row.abbeys >= 0) {
            // The abbey tile in hand: placed instead of a drawn tile, once.
            const int d = ipx * 4 / 5;
            make_room(d + app.px(2) + count_w(row.abbeys));
            const int x0 = sx;
            draw_abbey_icon(r, {sx, sy + (ipx - d) / 2, d, d});
            sx += d + app.px(2);
            sx += t.draw(std::to_string(row.abbeys), sx, sy + (ipx - t.line_height(fpx)) / 2, fpx,
                         theme::kTextDim)
                      .w;
            if (items)
                items->push_back(
                    {ScoreboardItem::Kind::Abbeys,
                     {x0, sy, sx - x0, ipx},
                     fill(_("Abbey: {count} of 1 left (instead of the drawn tile, into a hole with tiles on "
                            "all four sides: B in the tile step)"),
                          {{"count", std::to_string(row.abbeys)}}),
                     static_cast<int>(i)});
            sx += gap;
        }
        static const std::pair<const char*, Color> kGoods[] = {{"wine", {140, 60, 160, 255}},
                                                               {"grain", {224, 180, 55, 255}},
                                                               {"cloth", {70, 120, 200, 255}}};
        for (const auto& [good, n] : row.tokens) {
            Color c = theme::kTextDim;
            for (const auto& [id, col] : kGoods)
                if (good == id) c = col;
            const int d = ipx * 2 / 3;
            make_room(d + app.px(3) + count_w(n));
            const int x0 = sx;
            fill_circle(r, static_cast<float>(sx) + static_cast<float>(d) / 2,
                        static_cast<float>(sy + ipx / 2), static_cast<float>(d) / 2, c);
            sx += d + app.px(3);
            sx += t.draw(std::to_string(n), sx, sy + (ipx - t.line_height(fpx)) / 2, fpx,
                         theme::kTextDim)
                      .w;
            if (items) {
                const char* name = good == "wine"    ? N_("Wine")
                                   : good == "grain" ? N_("Grain")
                                   : good == "cloth" ? N_("Cloth")
                                                     : good.c_str();
                items->push_back({ScoreboardItem::Kind::Supply,
                                  {x0, sy, sx - x0, ipx},
                                  fill(P_("{goods}: {count} token (the most of a kind scores 10 at the end)",
                                          "{goods}: {count} tokens (the most of a kind scores 10 at the end)", n),
                                       {{"goods", tr(name)}, {"count", std::to_string(n)}})});
            }
            sx += gap;
        }
        if (row.tower_pieces >= 0) {
            int tower_w = ipx * 3 / 4 + app.px(2) + count_w(row.tower_pieces);
            for (const auto& q : row.prisoners) tower_w += gap + ipx + (q.count > 1 ? count_w(q.count) : 0);
            make_room(tower_w);
        }
        if (row.tower_pieces >= 0)
            sx = draw_tower_items(app, rules, rows, i, sx, sy, ipx, fpx, gap, items);
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
