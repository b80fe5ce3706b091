#include "scenes/end_scene.hpp"

#include <algorithm>
#include <cmath>

#include "expansions/expansion_view.hpp"
#include "scenes/scenes.hpp"
#include "shell/app.hpp"
#include "shell/i18n.hpp"
#include "shell/text.hpp"
#include "shell/theme.hpp"
#include "widgets/panels.hpp"
#include "widgets/score_chart.hpp"

namespace carc::app {

namespace {

constexpr uint64_t kStepTime = 1200;

std::string column_title(const Ruleset& rules, ScoreCategory c) {
    const size_t i = static_cast<size_t>(c);
    return i < rules.categories.size() ? tr(rules.categories[i].column) : "?";
}

}  // namespace

EndScene::EndScene(App& app, std::shared_ptr<GameSession> session, std::shared_ptr<TileArt> art)
    : session_(std::move(session)), art_(std::move(art)) {
    if (!art_) art_ = std::make_shared<TileArt>(app.renderer(), session_->rules());
    bool final_part = false;
    if (!session_->events().empty())
        for (const Event& e : session_->events().back()) {
            if (std::holds_alternative<FinalScoringStarted>(e)) final_part = true;
            // Scorings worth nothing to anyone stay in the log, out of the count shown here.
            if (const auto* s = std::get_if<ScoreEvent>(&e))
                if (final_part && std::any_of(s->awards.begin(), s->awards.end(),
                                              [](const Award& a) { return a.points != 0; }))
                    steps_.push_back(*s);
        }
    step_at_ = app.now();
    if (!app.animations()) step_ = static_cast<int>(steps_.size());
    ui_.set_focus("new");
}

std::vector<int> EndScene::shown_scores() const {
    const GameState& s = session_->state();
    std::vector<int> out;
    for (const PlayerState& p : s.players) out.push_back(p.score);
    // Take off the final count's steps not shown yet.
    for (int i = std::max(0, step_ + 1); i < static_cast<int>(steps_.size()); ++i)
        for (const Award& a : steps_[static_cast<size_t>(i)].awards)
            out[static_cast<size_t>(a.player)] -= a.points;
    return out;
}

std::vector<std::vector<int>> EndScene::shown_categories() const {
    const GameState& s = session_->state();
    std::vector<std::vector<int>> out;
    for (const PlayerState& p : s.players) out.emplace_back(p.by_category.begin(), p.by_category.end());
    for (int i = std::max(0, step_ + 1); i < static_cast<int>(steps_.size()); ++i) {
        const ScoreEvent& e = steps_[static_cast<size_t>(i)];
        for (const Award& a : e.awards)
            out[static_cast<size_t>(a.player)][static_cast<size_t>(e.category)] -= a.points;
    }
    return out;
}

namespace {

// Where the expansions' points of one player came from, as parts of the columns above: "of which
// roads with an inn 8 · pig 1", or empty. `elements` are the expansions' words for them.
std::string elements_words(const std::vector<ScoreElement>& elements, const ElementPoints& ep) {
    std::string parts;
    for (size_t k = 0; k < elements.size() && k < ep.points.size(); ++k) {
        if (!ep.points[k]) continue;
        parts += (parts.empty() ? _("of which ") : " · ") + elements[k].words + " " + std::to_string(ep.points[k]);
    }
    return parts;
}

}  // namespace

std::string EndScene::elements_line(int player) const {
    const auto elements = shown_element_points();
    const std::vector<ScoreElement> element_words = gather_score_elements(session_->rules());
    return player >= 0 && player < static_cast<int>(elements.size())
               ? elements_words(gather_score_elements(session_->rules()), elements[static_cast<size_t>(player)])
               : std::string();
}

std::vector<ElementPoints> EndScene::shown_element_points() const {
    std::vector<const ScoreEvent*> events;
    for (const Events& evs : session_->events()) {
        for (const Event& e : evs) {
            if (std::holds_alternative<FinalScoringStarted>(e)) break;  // those are steps_
            if (const auto* s = std::get_if<ScoreEvent>(&e)) events.push_back(s);
        }
    }
    for (int i = 0; i <= step_ && i < static_cast<int>(steps_.size()); ++i)
        events.push_back(&steps_[static_cast<size_t>(i)]);
    return element_points(gather_score_elements(session_->rules()), session_->rules().player_count(), events);
}

std::vector<ScoreCategory> EndScene::columns() const {
    const Ruleset& rules = session_->rules();
    std::vector<ScoreCategory> cols = {ScoreCategory::Road, ScoreCategory::City,
                                       ScoreCategory::Monastery};
    if (rules.kind_enabled[static_cast<int>(FeatureKind::Garden)])
        cols.push_back(ScoreCategory::Garden);
    bool fields = false;
    for (const FigureDef& f : rules.figures)
        fields = fields ||
                 std::find(f.places.begin(), f.places.end(), FeatureKind::Field) != f.places.end();
    if (fields) cols.push_back(ScoreCategory::Field);
    // The categories the expansions in play declare (abbot returns, trade goods...).
    for (size_t c = kCoreScoreCategories; c < rules.categories.size(); ++c) cols.push_back(static_cast<ScoreCategory>(c));
    // Points from a category the table would not show still count: show it after all.
    const GameState& s = session_->state();
    for (int c = 0; c < static_cast<int>(rules.categories.size()); ++c) {
        const auto cat = static_cast<ScoreCategory>(c);
        if (std::find(cols.begin(), cols.end(), cat) != cols.end()) continue;
        for (const PlayerState& p : s.players)
            if (p.by_category[static_cast<size_t>(c)] != 0) {
                cols.push_back(cat);
                break;
            }
    }
    return cols;
}

std::string EndScene::headline() const {
    if (!done()) return _("Final scoring");
    const auto winners = leaders(session_->state());
    const auto& players = session_->rules().setup.players;
    std::string names;
    for (size_t i = 0; i < winners.size(); ++i) {
        if (i) names += i + 1 == winners.size() ? _(" and ") : ", ";
        names += players[static_cast<size_t>(winners[i])].name;
    }
    const int score = session_->state().players[static_cast<size_t>(winners.front())].score;
    return fill(winners.size() > 1 ? P_("{names} share the victory with {score} point",
                                        "{names} share the victory with {score} points", score)
                                   : P_("{names} wins with {score} point", "{names} wins with {score} points", score),
                {{"names", names}, {"score", std::to_string(score)}});
}

void EndScene::advance(App& app) {
    if (done()) return;
    ++step_;
    step_at_ = app.now();
}

void EndScene::layout(App& app) {
    const int panel_w = std::max(app.px(560), app.width() * 46 / 100);
    panel_rect_ = {app.width() - panel_w, 0, panel_w, app.height()};
    board_rect_ = {0, 0, app.width() - panel_w, app.height()};
    view_.set_viewport(board_rect_);
    if (!fitted_) {
        std::vector<Pos> cells;
        for (const PlacedTile& t : session_->state().board.tiles()) cells.push_back(t.pos);
        view_.fit(cells, BoardView::levels() - 1);
        fitted_ = true;
    }
    ui_.begin();
    const int bw = (panel_w - app.px(4 * 20)) / 3, bh = app.px(48);
    int x = panel_rect_.x + app.px(20);
    const int y = app.height() - bh - app.px(20);
    Widget& again = ui_.button(
        "new", {x, y, bw, bh}, _("New game"),
        [&app] {
            app.replace_all(make_menu_scene(app));
            app.push(make_setup_scene(app));
        },
        ButtonStyle::Primary);
    x += bw + app.px(20);
    Widget& review = ui_.button("review", {x, y, bw, bh}, _("Review this game"),
                                [this, &app] { app.push(make_review_scene(app, session_, art_)); });
    review.hint = _("Go through the game move by move (the game is saved and stays reviewable).");
    x += bw + app.px(20);
    Widget& menu = ui_.button("menu", {x, y, bw, bh}, _("Main menu"),
                              [&app] { app.replace_all(make_menu_scene(app)); });
    // The labels in full: a smaller font in a narrow panel rather than "Review this ga…".
    int fpx = app.px(15);
    auto widest = [&] {
        int m = 0;
        for (const Widget* b : {&again, &review, &menu})
            m = std::max(m, app.text().measure(b->label, fpx, FontStyle::Bold).x);
        return m;
    };
    while (fpx > app.px(11) && widest() > bw - app.px(16))
        --fpx;
    for (Widget* w : {&again, &review, &menu}) w->font_px = fpx;
}

void EndScene::event(App& app, const SDL_Event& e) {
    layout(app);
    if (!done() && e.type == SDL_KEYDOWN) {
        const SDL_Keycode k = e.key.keysym.sym;
        if (k == SDLK_SPACE || k == SDLK_RIGHT) {
            advance(app);
            return;
        }
        if (k == SDLK_RETURN || k == SDLK_KP_ENTER || k == SDLK_ESCAPE) {
            step_ = static_cast<int>(steps_.size());
            return;
        }
    }
    if (!done() && e.type == SDL_MOUSEBUTTONUP && contains(board_rect_, e.button.x, e.button.y)) {
        advance(app);
        return;
    }
    if (ui_.event(app, e)) ui_.run_pending();
}

void EndScene::update(App& app, double) {
    if (!done() && app.now() - step_at_ >= (step_ < 0 ? 700 : kStepTime)) advance(app);
}

void EndScene::render(App& app) {
    SDL_Renderer* r = app.renderer();
    art_->begin_frame(8.0);
    layout(app);
    const GameState& s = session_->state();
    const Ruleset& rules = session_->rules();
    Text& t = app.text();

    // The board, with the feature being counted lit up.
    fill_rect(r, board_rect_, theme::kTable);
    SDL_RenderSetClipRect(r, &board_rect_);
    view_.draw_tiles(app, *art_, s);
    const ScoreEvent* current =
        step_ >= 0 && !done() ? &steps_[static_cast<size_t>(step_)] : nullptr;
    if (current) {
        const Color c =
            current->awards.empty()
                ? theme::kText
                : player_color(
                      rules.setup.players[static_cast<size_t>(current->awards[0].player)].color)
                      .fill;
        const float pulse = 0.7f + 0.3f * std::sin(static_cast<float>(app.now()) / 120.0f);
        const int node = s.node_of(current->feature);
        if (node >= 0)
            view_.draw_feature(app, *art_, s, node, c.with_alpha(static_cast<int>(235 * pulse)));
        // The tiles that count, outlined, so even a one-tile feature stands out on a large board.
        for (Pos p : current->tiles)
            view_.outline_cell(app, p, c.with_alpha(200), static_cast<float>(app.px(3)));
    }
    // The expansions' things: the final position, with no choice under way.
    const BoardContext ctx{app, view_, *art_, rules, s};
    draw_board_layer(ctx, BoardLayer::OverChoices);
    draw_board_layer(ctx, BoardLayer::UnderFigures);
    view_.draw_figures(app, *art_, rules, s);
    draw_board_layer(ctx, BoardLayer::OverFigures);
    if (current && !current->awards.empty()) {
        if (const PlacedTile* tile = s.board.at(current->feature.pos)) {
            SDL_FPoint p = view_.feature_point(*art_, *tile, current->feature.local);
            p.y -= view_.figure_px() * 0.6f + static_cast<float>(app.px(30));
            int offset = -static_cast<int>(current->awards.size() - 1) * app.px(34);
            for (const Award& a : current->awards) {
                const PlayerColor pc =
                    player_color(rules.setup.players[static_cast<size_t>(a.player)].color);
                draw_pill(app, "+" + std::to_string(a.points), static_cast<int>(p.x) + offset,
                          static_cast<int>(p.y), app.px(20), pc.fill, pc.ink);
                offset += app.px(68);
            }
        }
    }
    SDL_RenderSetClipRect(r, nullptr);
    if (current) {
        const std::string text = std::to_string(step_ + 1) + "/" + std::to_string(steps_.size()) +
                                 "  " + tr_describe(rules, *current);
        const TextBox box =
            t.get(text, app.px(15), theme::kText, FontStyle::Bold, board_rect_.w - app.px(80));
        const SDL_Rect pill{board_rect_.w / 2 - box.w / 2 - app.px(16), app.px(20),
                            box.w + app.px(32), box.h + app.px(16)};
        fill_round_rect(r, to_f(pill), static_cast<float>(app.px(12)), Color{20, 22, 24, 230});
        const SDL_Rect dst{pill.x + app.px(16), pill.y + app.px(8), box.w, box.h};
        if (box.texture) SDL_RenderCopy(r, box.texture, nullptr, &dst);
    }
    if (!done())
        draw_pill(app, _("Space: next · Enter: results"), board_rect_.w / 2,
                  board_rect_.h - app.px(50), app.px(13), Color{20, 22, 24, 220}, theme::kTextDim);

    // The panel: headline, table, chart.
    fill_rect(r, panel_rect_, Color{24, 28, 30, 255});
    const int pad = app.px(22);
    const int x = panel_rect_.x + pad, w = panel_rect_.w - 2 * pad;
    const SDL_Rect head = t.draw(headline(), x, app.px(22), app.px(done() ? 24 : 22),
                                 theme::kAccent, FontStyle::Bold, Align::Left, w);
    const auto cols = columns();
    const auto scores = shown_scores();
    const auto cats = shown_categories();
    const auto elements = shown_element_points();
    const std::vector<ScoreElement> element_words = gather_score_elements(session_->rules());
    const int name_w = std::min(app.px(150), w / 3);
    const int col_w = (w - name_w) / static_cast<int>(cols.size() + 1);
    int y = std::max(app.px(86), head.y + head.h + app.px(14));
    // Column headers must fit: one row when they do, else every other one a line lower (each
    // then has two columns' width), else a smaller font, else shortened.
    std::vector<std::string> titles;
    for (ScoreCategory c : cols) titles.push_back(column_title(session_->rules(), c));
    titles.push_back(_("Total"));
    const int gap = app.px(8);
    int hpx = app.px(12);
    auto widest = [&](int px) {
        int m = 0;
        for (const std::string& title : titles)
            m = std::max(m, t.measure(title, px, FontStyle::Bold).x);
        return m;
    };
    bool staggered = widest(hpx) > col_w - gap;
    while (staggered && hpx > app.px(9) && widest(hpx) > 2 * col_w - gap) --hpx;
    const int line = t.line_height(hpx, FontStyle::Bold);
    header_rects_.clear();
    for (size_t c = 0; c < titles.size(); ++c) {
        const int cx = x + name_w + static_cast<int>(c) * col_w + col_w / 2;
        const bool low = staggered && c % 2 == 1;
        const int room = (staggered ? 2 * col_w : col_w) - gap;
        const Color colour = c + 1 == titles.size() ? theme::kAccent : theme::kTextDim;
        header_rects_.push_back(t.draw_fit(titles[c], cx, y + (low ? line : 0), room, hpx, colour,
                                           FontStyle::Bold, Align::Center));
        if (low)  // a short tick from the lower title up to the column's line
            fill_rect(r, {cx, y + line - app.px(2), std::max(1, app.px(1)), app.px(2)},
                      theme::kTextFaint);
    }
    y += app.px(24) + (staggered ? line : 0);
    const auto winners = leaders(s);
    std::vector<int> order(scores.size());
    for (size_t i = 0; i < order.size(); ++i) order[i] = static_cast<int>(i);
    if (done())
        std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
            return scores[static_cast<size_t>(a)] > scores[static_cast<size_t>(b)];
        });
    for (int p : order) {
        const PlayerColor pc = player_color(rules.setup.players[static_cast<size_t>(p)].color);
        const bool won = done() && std::find(winners.begin(), winners.end(), p) != winners.end();
        const SDL_Rect row{x - app.px(8), y - app.px(4), w + app.px(16), app.px(34)};
        fill_round_rect(r, to_f(row), static_cast<float>(app.px(6)),
                        won ? pc.fill.with_alpha(60) : Color{255, 255, 255, 10});
        draw_player_chip(app, {x, y + app.px(2), app.px(22), app.px(22)}, pc.fill, pc.ink,
                         pc.letter);
        t.draw_fit(rules.setup.players[static_cast<size_t>(p)].name + (won ? "  ★" : ""),
                   x + app.px(30), y + app.px(4), name_w - app.px(34), app.px(15), theme::kText,
                   FontStyle::Bold);
        for (size_t c = 0; c < cols.size(); ++c)
            t.draw(std::to_string(cats[static_cast<size_t>(p)][static_cast<size_t>(cols[c])]),
                   x + name_w + static_cast<int>(c) * col_w + col_w / 2, y + app.px(4), app.px(15),
                   theme::kText, FontStyle::Regular, Align::Center);
        t.draw(std::to_string(scores[static_cast<size_t>(p)]),
               x + name_w + static_cast<int>(cols.size()) * col_w + col_w / 2, y + app.px(2),
               app.px(18), theme::kText, FontStyle::Bold, Align::Center);
        y += app.px(40);
        // Where the expansions' points came from, as parts of the columns above.
        if (const std::string parts = elements_words(element_words, elements[static_cast<size_t>(p)]);
            !parts.empty()) {
            t.draw_fit(parts, x + app.px(30), y - app.px(6), w - app.px(30), app.px(12),
                       theme::kTextDim, FontStyle::Regular);
            y += app.px(14);
        }
    }
    y += app.px(14);
    const int chart_bottom = app.height() - app.px(96);
    if (done()) {
        t.draw(_("Scores over the game"), x, y, app.px(16), theme::kText, FontStyle::Bold);
        y += app.px(30);
        const auto history = session_->score_history();
        std::vector<ChartSeries> series;
        for (size_t p = 0; p < scores.size(); ++p) {
            const PlayerColor pc = player_color(rules.setup.players[p].color);
            ChartSeries cs{pc.fill, pc.ink, pc.letter, {}};
            for (const auto& point : history) cs.values.push_back(point[p]);
            series.push_back(std::move(cs));
        }
        draw_score_chart(app, {x, y, w, chart_bottom - y}, series, true);
    } else {
        // The steps still to come, so the count reads like a list being ticked off.
        t.draw(_("Counted so far"), x, y, app.px(16), theme::kText, FontStyle::Bold);
        y += app.px(30);
        const int first = std::max(0, step_ - 6);
        for (int i = first;
             i <= step_ && i < static_cast<int>(steps_.size()) && y < chart_bottom - app.px(20);
             ++i) {
            const Color c = i == step_ ? theme::kText : theme::kTextDim;
            y += t.draw(tr_describe(rules, steps_[static_cast<size_t>(i)]), x, y, app.px(13), c,
                        FontStyle::Regular, Align::Left, w)
                     .h +
                 app.px(6);
        }
    }
    ui_.render(app);
    ui_.render_tooltip(app);
}

std::unique_ptr<Scene> make_end_scene(App& app, std::shared_ptr<GameSession> session,
                                      std::shared_ptr<TileArt> art) {
    return std::make_unique<EndScene>(app, std::move(session), std::move(art));
}

}  // namespace carc::app
