// The review of a demo (the ReviewScene members declared under "A demo opened by Show me"): the
// rules panel's "Show me" opens a scenario of data/demos/ at the action its rule is about, and a
// card on the board's left gives the demo's title, the rule's words as the rules text has them and
// the points that action gives, so the player reads the rule and watches it applied side by side.
// The arrows step through the game as in any review; Esc returns to the game below, untouched.
#include <algorithm>

#include "scenes/review_scene.hpp"
#include "shell/app.hpp"
#include "shell/i18n.hpp"
#include "shell/text.hpp"
#include "shell/theme.hpp"
#include "widgets/panels.hpp"

namespace carc::app {

void ReviewScene::show_rule(ShownRule shown) {
    const int position = shown.position;
    shown_ = std::move(shown);
    jump(position);
}

std::vector<std::string> ReviewScene::shown_points() const {
    std::vector<std::string> lines;
    if (!shown_ || shown_->position < 1 || shown_->position > last()) return lines;
    for (const Event& e : session_->events()[static_cast<size_t>(shown_->position)])
        if (const auto* score = std::get_if<ScoreEvent>(&e))
            lines.push_back(tr_describe(session_->rules(), *score));
    return lines;
}

void ReviewScene::draw_rule_card(App& app) {
    rule_card_ = {};
    if (!shown_) return;
    SDL_Renderer* r = app.renderer();
    Text& t = app.text();
    const int pad = app.px(14);
    const int w = std::min(app.px(380), board_rect_.w * 2 / 5);
    const int wrap = w - 2 * pad;
    const std::string here =
        pos_ == shown_->position
            ? fill(_("Move {number}: the rule applied"), {{"number", std::to_string(pos_)}})
            : fill(_("Move {number} applies the rule (now at move {position})"),
                   {{"number", std::to_string(shown_->position)}, {"position", std::to_string(pos_)}});
    std::vector<std::string> points = shown_points();
    if (points.empty()) points.push_back(_("This move scores no points."));
    struct Line {
        TextBox box;
        int gap_after;
    };
    std::vector<Line> lines;
    lines.push_back({t.get(fill(_("Show me · {rules}"), {{"rules", shown_->rules_title}}), app.px(12),
                           theme::kAccent, FontStyle::Bold, wrap),
                     app.px(4)});
    lines.push_back({t.get(shown_->title, app.px(16), theme::kText, FontStyle::Bold, wrap), app.px(8)});
    lines.push_back({t.get(shown_->text, app.px(13), theme::kText, FontStyle::Regular, wrap), app.px(10)});
    lines.push_back({t.get(here, app.px(12), theme::kAccent, FontStyle::Bold, wrap), app.px(4)});
    for (const std::string& p : points)
        lines.push_back({t.get(p, app.px(13), theme::kText, FontStyle::Regular, wrap), app.px(3)});
    lines.push_back({t.get(_("← → step through the game · Esc: back to your game"), app.px(12),
                           theme::kTextFaint, FontStyle::Regular, wrap),
                     0});
    int h = 2 * pad;
    for (const Line& l : lines) h += l.box.h + l.gap_after;
    h += app.px(6);
    // Under the toolbar (its buttons end at 50 px), on the board's left.
    const int top = board_rect_.y + app.px(62);
    rule_card_ = {board_rect_.x + app.px(12), top, w, std::min(h, board_rect_.y + board_rect_.h - top - app.px(12))};
    fill_round_rect(r, to_f(rule_card_), static_cast<float>(app.px(10)), Color{20, 22, 24, 236});
    SDL_SetRenderDrawColor(r, theme::kAccent.r, theme::kAccent.g, theme::kAccent.b, 160);
    SDL_RenderDrawRect(r, &rule_card_);
    SDL_RenderSetClipRect(r, &rule_card_);
    int y = rule_card_.y + pad;
    for (size_t i = 0; i < lines.size(); ++i) {
        if (i + 1 == lines.size()) y += app.px(6);  // the keys stand apart from the points
        const TextBox& box = lines[i].box;
        if (box.texture) {
            const SDL_Rect dst{rule_card_.x + pad, y, box.w, box.h};
            SDL_RenderCopy(r, box.texture, nullptr, &dst);
        }
        y += box.h + lines[i].gap_after;
    }
    SDL_RenderSetClipRect(r, nullptr);
}

std::unique_ptr<Scene> make_demo_review_scene(App& app, std::shared_ptr<GameSession> session,
                                              ShownRule shown) {
    auto review = std::make_unique<ReviewScene>(app, std::move(session));
    review->show_rule(std::move(shown));
    return review;
}

}  // namespace carc::app
