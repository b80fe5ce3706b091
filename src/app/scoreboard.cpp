#include "scoreboard.hpp"

#include "app.hpp"
#include "figure_art.hpp"
#include "panels.hpp"
#include "text.hpp"
#include "theme.hpp"

namespace carc::app {

std::vector<ScoreRow> score_rows(const Ruleset& rules, const GameState& s) {
    std::vector<ScoreRow> rows;
    for (int p = 0; p < rules.player_count(); ++p) {
        ScoreRow r;
        r.name = rules.setup.players[static_cast<size_t>(p)].name;
        r.color = rules.setup.players[static_cast<size_t>(p)].color;
        r.score = s.players[static_cast<size_t>(p)].score;
        for (size_t k = 0; k < rules.figures.size(); ++k)
            r.supply.emplace_back(rules.figures[k].name,
                                  s.players[static_cast<size_t>(p)].supply[k]);
        for (size_t k = 0; k < rules.tokens.size() && k < static_cast<size_t>(kMaxTokenKinds); ++k)
            r.tokens.emplace_back(rules.tokens[k], s.players[static_cast<size_t>(p)].tokens[k]);
        r.current = s.phase != Phase::GameOver && p == s.current_player;
        rows.push_back(std::move(r));
    }
    return rows;
}

int score_row_height(App& app) { return app.px(54); }

int draw_scoreboard(App& app, const Ruleset& rules, const std::vector<ScoreRow>& rows, int x, int y,
                    int w) {
    SDL_Renderer* r = app.renderer();
    Text& t = app.text();
    for (size_t i = 0; i < rows.size(); ++i) {
        const ScoreRow& row = rows[i];
        const PlayerColor pc = player_color(row.color);
        const SDL_Rect rr{x - app.px(6), y, w + app.px(12), app.px(50)};
        if (row.current) {
            fill_round_rect(r, to_f(rr), static_cast<float>(app.px(8)), pc.fill.with_alpha(48));
            fill_round_rect(r, to_f({rr.x, rr.y + app.px(6), app.px(4), rr.h - app.px(12)}), 2.0f,
                            pc.fill);
        }
        const int icon = app.px(36);
        if (SDL_Texture* tex = app.figures().get(FigureShape::Meeple, pc, icon)) {
            const SDL_Rect dst{x + app.px(4), y + app.px(7), icon, icon};
            SDL_RenderCopy(r, tex, nullptr, &dst);
        }
        t.draw_fit(row.name, x + app.px(50), y + app.px(6), w - app.px(120), app.px(16),
                   theme::kText, FontStyle::Bold);
        // Supply as small figures with counts (and goods as coloured dots), which stays short
        // however many expansions are in play; with many of them the gaps shrink so nothing runs
        // under the score.
        const int sy = y + app.px(28), ipx = app.px(16), fpx = app.px(12);
        const std::string score = std::to_string(row.score);
        const int right =
            x + w - app.px(4) - t.measure(score, app.px(26), FontStyle::Bold).x - app.px(8);
        std::vector<int> sizes;
        int natural = 0;
        for (size_t k = 0; k < row.supply.size(); ++k) {
            const FigureDef& def = rules.figures[k];
            const FigureShape shape =
                figure_shape(def, def.places.empty() ? FeatureKind::Road : def.places.front());
            sizes.push_back(static_cast<int>(static_cast<float>(ipx) * figure_scale(def) *
                                             (shape == FigureShape::Farmer ? 1.1f : 1.0f)));
            natural +=
                sizes.back() + app.px(2) + t.measure(std::to_string(row.supply[k].second), fpx).x;
        }
        for (const auto& token : row.tokens)
            natural += app.px(13) + t.measure(std::to_string(token.second), fpx).x;
        const int items = static_cast<int>(row.supply.size() + row.tokens.size());
        int gap = app.px(8);
        const int room = right - (x + app.px(50));
        if (items > 1 && natural + gap * items > room)
            gap = std::max(app.px(2), (room - natural) / items);
        int sx = x + app.px(50);
        for (size_t k = 0; k < row.supply.size(); ++k) {
            const FigureDef& def = rules.figures[k];
            const FigureShape shape =
                figure_shape(def, def.places.empty() ? FeatureKind::Road : def.places.front());
            const int size = sizes[k];
            if (SDL_Texture* tex = app.figures().get(
                    shape == FigureShape::Farmer ? FigureShape::Meeple : shape, pc, size, false)) {
                const SDL_Rect dst{sx, sy + ipx - size, size, size};
                SDL_RenderCopy(r, tex, nullptr, &dst);
            }
            sx += size + app.px(2);
            sx +=
                t.draw(std::to_string(row.supply[k].second), sx, sy, fpx, theme::kTextDim).w + gap;
        }
        static const std::pair<const char*, Color> kGoods[] = {{"wine", {140, 60, 160, 255}},
                                                               {"grain", {224, 180, 55, 255}},
                                                               {"cloth", {70, 120, 200, 255}}};
        for (const auto& [good, n] : row.tokens) {
            Color c = theme::kTextDim;
            for (const auto& [id, col] : kGoods)
                if (good == id) c = col;
            fill_circle(r, static_cast<float>(sx + app.px(5)),
                        static_cast<float>(sy + ipx / 2 + app.px(1)), static_cast<float>(app.px(5)),
                        c);
            sx += app.px(13);
            sx += t.draw(std::to_string(n), sx, sy, fpx, theme::kTextDim).w + gap;
        }
        t.draw(score, x + w - app.px(4), y + app.px(8), app.px(26), theme::kText, FontStyle::Bold,
               Align::Right);
        y += score_row_height(app);
    }
    return y;
}

}  // namespace carc::app
