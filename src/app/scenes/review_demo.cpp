// The review of a demo (the ReviewScene members declared under "A demo opened by Show me"): the
// rules panel's "Show me" opens a scenario of data/demos/ at the action its rule is about, and a
// card on the board's left gives the demo's title, the rule's words as the rules text has them and
// the points that action gives, so the player reads the rule and watches it applied side by side.
// The arrows step through the game as in any review; Esc returns to the game below, untouched.
#include <algorithm>

#include "board/framing.hpp"
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

namespace {

struct RuleCardLine {
    TextBox box;
    int gap_after;
};

}  // namespace

// The card's lines, each wrapped to `wrap`: the demo's title, the rule's words, where its action
// is, the action's points and the keys.
static std::vector<RuleCardLine> rule_card_lines(App& app, const ShownRule& shown, int pos,
                                                 std::vector<std::string> points, int wrap) {
    Text& t = app.text();
    const std::string here =
        pos == shown.position
            ? fill(_("Move {number}: the rule applied"), {{"number", std::to_string(pos)}})
            : fill(_("Move {number} applies the rule (now at move {position})"),
                   {{"number", std::to_string(shown.position)}, {"position", std::to_string(pos)}});
    if (points.empty()) points.push_back(_("This move scores no points."));
    std::vector<RuleCardLine> lines;
    lines.push_back({t.get(fill(_("Show me · {rules}"), {{"rules", shown.rules_title}}), app.px(12),
                           theme::kAccent, FontStyle::Bold, wrap),
                     app.px(4)});
    lines.push_back({t.get(shown.title, app.px(16), theme::kText, FontStyle::Bold, wrap), app.px(8)});
    lines.push_back({t.get(shown.text, app.px(13), theme::kText, FontStyle::Regular, wrap), app.px(10)});
    lines.push_back({t.get(here, app.px(12), theme::kAccent, FontStyle::Bold, wrap), app.px(4)});
    for (const std::string& p : points)
        lines.push_back({t.get(p, app.px(13), theme::kText, FontStyle::Regular, wrap), app.px(3)});
    lines.push_back({t.get(_("← → step through the game · Esc: back to your game"), app.px(12),
                           theme::kTextFaint, FontStyle::Regular, wrap),
                     0});
    return lines;
}

static int rule_card_padding(App& app) { return app.px(14); }
static int rule_card_width(App& app, const SDL_Rect& board) {
    return std::min(app.px(380), board.w * 2 / 5);
}

SDL_Rect ReviewScene::rule_card_rect(App& app) {
    if (!shown_) return {};
    const int pad = rule_card_padding(app), w = rule_card_width(app, board_rect_);
    int h = 2 * pad + app.px(6);
    for (const RuleCardLine& l : rule_card_lines(app, *shown_, pos_, shown_points(), w - 2 * pad))
        h += l.box.h + l.gap_after;
    // Under the toolbar (its buttons end at 50 px), on the board's left.
    const int top = board_rect_.y + app.px(62);
    return {board_rect_.x + app.px(12), top, w, std::min(h, board_rect_.y + board_rect_.h - top - app.px(12))};
}

void ReviewScene::fit_beside_rule_card(App& app, const std::vector<Pos>& cells, int max_level) {
    // The card is a panel over the board like the game's corner card: the board goes into the
    // part it leaves free (beside it or under it) that shows the tiles largest, so the card never
    // covers the tiles the demo is about.
    const std::vector<SDL_Rect> panels{{board_rect_.x, board_rect_.y, board_rect_.w, app.px(56)},
                                       rule_card_rect(app)};
    const std::vector<SDL_Rect> areas = free_rects(board_rect_, panels);
    if (areas.empty()) {
        view_.fit(cells, max_level);
        return;
    }
    view_.fit_into(cells, max_level, BoardView::best_area_to_fit(cells, max_level, areas));
}

void ReviewScene::draw_rule_card(App& app) {
    rule_card_ = rule_card_rect(app);
    if (!shown_) return;
    SDL_Renderer* r = app.renderer();
    const int pad = rule_card_padding(app);
    const std::vector<RuleCardLine> lines =
        rule_card_lines(app, *shown_, pos_, shown_points(), rule_card_.w - 2 * pad);
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
