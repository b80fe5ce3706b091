// The review's second opinion (the ReviewScene members declared under "The second opinion"): the
// hard computer thinks about the position before the move shown, weighing the move played with
// care (bot::Bot::think with `examine`), on a worker thread; bot::second_opinion turns its
// decision into the computer's choice and the points of expected lead the move played gives
// away, as carc-cli analyse-game prints them. The answer is shown over the board while the
// review stays at that move; moving elsewhere abandons a thought under way.
#include <algorithm>
#include <cstdio>

#include "scenes/review_scene.hpp"
#include "shell/app.hpp"
#include "shell/i18n.hpp"
#include "shell/text.hpp"
#include "shell/theme.hpp"
#include "widgets/panels.hpp"

namespace carc::app {

namespace {

// As long as the hint: at most a second, and never longer than the hard computer may think.
constexpr int kOpinionMs = 1000;

std::string points(double v) {
    char out[32];
    std::snprintf(out, sizeof out, "%.1f", v);
    return out;
}

}  // namespace

void ReviewScene::ask_opinion(App& app) {
    if (pos_ == 0) {
        tell(app, _("The start of the game: no move to weigh yet. Step to a move (→) first."));
        return;
    }
    if (opinion_ && opinion_->position == pos_) return;  // shown already
    if (thinker_.thinking() && opinion_asked_ == pos_) return;
    const Ruleset& rules = session_->rules();
    const Snapshot& before = session_->snapshot(static_cast<size_t>(pos_ - 1));
    auto played =
        resolve_action(rules, *before, session_->record().actions[static_cast<size_t>(pos_ - 1)]);
    if (!played) {
        tell(app, fill(_("This move cannot be weighed: {error}"), {{"error", played.error()}}));
        return;
    }
    // An open entry (a bid of 1 to 12) is a choice of its values: count them.
    const ActionList listed = legal_actions(rules, *before);
    ActionList scratch;
    const ActionList& legal = concrete_actions(rules, *before, listed, scratch, Expand::All);
    if (legal.size() < 2) {
        Opinion o;
        o.position = pos_;
        o.player = before->acting_player;
        o.played = tr_describe(rules, *before, *played);
        o.forced = true;
        o.same = true;
        o.choice_action = *played;
        o.text = fill(_("Move {number}, {player}: {action} — the only legal move."),
                      {{"number", std::to_string(pos_)},
                       {"player", rules.setup.players[static_cast<size_t>(o.player)].name},
                       {"action", in_sentence(o.played)}});
        opinion_ = std::move(o);
        return;
    }
    ThinkJob job;
    job.state = before;
    job.level = bot::Level::Hard;
    job.seed = rules.setup.seed ^ 0xA4A15E5ull;  // as analyse-game
    job.milliseconds = std::min(kOpinionMs, app.settings().hard_ms);
    job.threads = app.settings().computer_threads;
    job.examine = *played;
    opinion_asked_ = pos_;
    thinker_.start(std::move(job));
}

void ReviewScene::opinion_step(App&) {
    if (!thinker_.active()) return;
    if (opinion_asked_ != pos_) {  // the player moved on
        thinker_.cancel();
        return;
    }
    std::optional<bot::Decision> d = thinker_.take();
    if (!d) return;
    const Ruleset& rules = session_->rules();
    const GameState& before = *session_->snapshot(static_cast<size_t>(pos_ - 1));
    const Action played = *thinker_.job().examine;
    const bot::SecondOpinion second = bot::second_opinion(*d, played);
    Opinion o;
    o.position = pos_;
    o.player = before.acting_player;
    o.played = tr_describe(rules, before, played);
    o.choice = tr_describe(rules, before, second.choice);
    o.same = second.same;
    o.cost = second.cost;
    o.choice_action = second.choice;
    const std::string who = rules.setup.players[static_cast<size_t>(o.player)].name;
    o.text = fill(_("Move {number}, {player}: {action}. "),
                  {{"number", std::to_string(pos_)}, {"player", who}, {"action", in_sentence(o.played)}});
    const std::string choice = in_sentence(o.choice);
    if (o.same)
        o.text += _("The computer (hard) would play the same.");
    else if (o.cost > 0)
        o.text += fill(_("The computer (hard) would {choice}: expected {points} points more of lead."),
                       {{"choice", choice}, {"points", points(o.cost)}});
    else if (o.cost < 0)
        o.text += fill(_("The computer (hard) would {choice}, but the move played is expected {points} points better."),
                       {{"choice", choice}, {"points", points(-o.cost)}});
    else
        o.text += fill(_("The computer (hard) would {choice}: the same expected lead (difference 0.0)."),
                       {{"choice", choice}});
    opinion_ = std::move(o);
}

void ReviewScene::draw_opinion(App& app) {
    std::string text;
    if (thinker_.thinking() && opinion_asked_ == pos_)
        text = fill(_("The computer weighs move {number}…"), {{"number", std::to_string(pos_)}});
    else if (opinion_ && opinion_->position == pos_)
        text = opinion_->text;
    if (text.empty()) return;
    SDL_Renderer* r = app.renderer();
    // The computer's choice, where it differs, on the board: the tile it would have placed,
    // turned as it would turn it, on its square; else the tile of its figure, outlined.
    if (opinion_ && opinion_->position == pos_ && !opinion_->same &&
        !is_pass(opinion_->choice_action)) {
        SDL_RenderSetClipRect(r, &board_rect_);
        const Action& choice = opinion_->choice_action;
        const GameState& before = *session_->snapshot(static_cast<size_t>(pos_ - 1));
        if (is_place(choice) && before.phase == Phase::PlaceTile)
            view_.draw_tile(app, *art_, before.drawn, choice.rotation, choice.pos, 215);
        view_.outline_cell(app, choice.pos, theme::kAccent, static_cast<float>(std::max(3, app.px(4))));
        SDL_RenderSetClipRect(r, nullptr);
    }
    const TextBox box = app.text().get(text, app.px(14), theme::kText, FontStyle::Bold,
                                       board_rect_.w - app.px(120));
    if (!box.texture) return;
    const SDL_Rect m{board_rect_.x + board_rect_.w / 2 - box.w / 2 - app.px(16),
                     board_rect_.y + board_rect_.h - box.h - app.px(30), box.w + app.px(32),
                     box.h + app.px(16)};
    fill_round_rect(r, to_f(m), static_cast<float>(app.px(10)), Color{20, 22, 24, 230});
    const SDL_Rect dst{m.x + app.px(16), m.y + app.px(8), box.w, box.h};
    SDL_RenderCopy(r, box.texture, nullptr, &dst);
}

}  // namespace carc::app
