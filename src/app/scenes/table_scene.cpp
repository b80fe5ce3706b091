#include "scenes/table_scene.hpp"

#include <algorithm>

#include "shell/app.hpp"
#include "shell/i18n.hpp"
#include "shell/text.hpp"
#include "shell/theme.hpp"
#include "widgets/panels.hpp"

namespace carc::app {

namespace {

constexpr uint64_t kTableMessageDuration = 3500;

}  // namespace

TableScene::TableScene(App& app, std::shared_ptr<GameSession> session,
                       std::shared_ptr<TileArt> art, bool progressive_art)
    : session_(std::move(session)), art_(std::move(art)), rule_links_(app.rule_links()) {
    if (!art_) {
        art_ = std::make_shared<TileArt>(app.renderer(), session_->rules());
        art_->set_progressive(progressive_art);
    }
}

void TableScene::open_log(bool open) {
    log_open_ = open;
    log_scroll_ = 0;
    log_hits_.clear();
    log_moved();
}

void TableScene::place_board(const SDL_Rect& board) {
    board_rect_ = board;
    view_.set_viewport(board_rect_);
}

void TableScene::place_log_area(App& app, SDL_Point button, int open_top,
                                const SDL_Rect& in_side) {
    add_log_button(app, ui_, button.x, button.y, log_open_, [this] { open_log(!log_open_); });
    const LogPlacement placed = place_log(app, log_open_, board_rect_, open_top, in_side);
    log_panel_ = placed.panel;
    log_rect_ = placed.lines;
}

bool TableScene::widgets_take(App& app, const SDL_Event& e) {
    layout(app);
    if (!ui_.event(app, e)) return false;
    ui_.run_pending();
    return true;
}

void TableScene::tell(App& app, std::string text) {
    message_ = std::move(text);
    message_at_ = app.now();
}

void TableScene::expire_message(uint64_t now) {
    if (!message_.empty() && now - message_at_ > kTableMessageDuration) message_.clear();
}

Color TableScene::seat_color(int player) const {
    const Ruleset& rules = session_->rules();
    return player >= 0 ? player_color(rules.setup.players[static_cast<size_t>(player)].color).fill
                       : theme::kText;
}

Color TableScene::scorer_color(const ScoreEvent& e) const {
    return seat_color(e.awards.empty() ? -1 : e.awards[0].player);
}

int TableScene::fit_max_level(App& app) {
    int max_level = 0;
    while (max_level + 1 < BoardView::levels() && BoardView::level_px(max_level + 1) <= app.px(112))
        ++max_level;
    return max_level;
}

void TableScene::draw_side_ground(App& app) {
    SDL_Renderer* r = app.renderer();
    fill_rect(r, side_rect_, Color{24, 28, 30, 255});
    fill_rect(r, {side_rect_.x, 0, std::max(1, app.px(1)), side_rect_.h}, theme::kPanelLine);
}

void TableScene::outline_placed(App& app, Pos pos, int player, uint8_t alpha, float width) {
    view_.outline_cell(app, pos, seat_color(player).with_alpha(alpha), width);
}

bool TableScene::light_scored_feature(App& app, const GameState& s, const ScoreEvent& e,
                                      uint8_t alpha) {
    const int node = s.node_of(e.feature);
    if (node < 0 || !e.is_feature_score()) return false;
    view_.draw_feature(app, *art_, s, node, scorer_color(e).with_alpha(alpha));
    return true;
}

void TableScene::draw_layers_and_figures(const BoardContext& ctx, int hovered_figure,
                                         const std::function<void()>& over_choices) {
    draw_board_layer(ctx, BoardLayer::OverChoices);
    if (over_choices) over_choices();
    draw_board_layer(ctx, BoardLayer::UnderFigures);
    view_.draw_figures(ctx.app, *art_, ctx.rules, ctx.state, hovered_figure);
    draw_board_layer(ctx, BoardLayer::OverFigures);
}

void TableScene::draw_award_dots(App& app, int x, int y, const ScoreEvent& e) {
    int dx = 0;
    for (const Award& a : e.awards) {
        fill_circle(app.renderer(), static_cast<float>(x + app.px(5) + dx),
                    static_cast<float>(y + app.px(8)), static_cast<float>(app.px(4)),
                    seat_color(a.player));
        dx += app.px(4);
    }
}

void TableScene::draw_log_more(App& app, const SDL_Rect& area, const std::string& text) {
    draw_pill(app, text, area.x + area.w / 2, area.y + area.h - app.px(24), app.px(12),
              theme::kAccentDark, theme::kText);
}

void TableScene::draw_log_moved_note(App& app, int x, int y, int w) {
    if (y + app.px(20) < app.height())
        app.text().draw(_("Open over the board"), x, y, app.px(13), theme::kTextFaint,
                        FontStyle::Regular, Align::Left, w);
}

bool TableScene::log_language_changed() {
    if (log_language_ == language()) return false;
    log_language_ = language();
    return true;
}

}  // namespace carc::app
