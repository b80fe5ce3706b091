// "Seats…" in the game menu: who plays each seat of the game on the table, a person or a
// computer of a level, switched seat by seat with the same button as in the setup screen. The
// change is saved with the game at once (its autosave slot), so a game continued later has the
// same seats; the game itself (its state and digest) does not change.
#include <memory>

#include "scenes/overlays.hpp"
#include "scenes/scenes.hpp"
#include "shell/app.hpp"
#include "shell/bot_seat.hpp"
#include "shell/game_session.hpp"
#include "shell/i18n.hpp"
#include "shell/saved_games.hpp"
#include "shell/text.hpp"
#include "shell/theme.hpp"
#include "widgets/panels.hpp"

namespace carc::app {

namespace {

class SeatsOverlay : public Overlay {
public:
    explicit SeatsOverlay(std::shared_ptr<GameSession> session) : session_(std::move(session)) {
        ui_.set_focus("close");
    }
    const char* name() const override { return "seats"; }
    void render(App& app) override {
        layout(app);
        frame(app, size_.x, size_.y);
        Text& t = app.text();
        t.draw(_("Seats"), panel_.x + app.px(28), panel_.y + app.px(22), app.px(24), theme::kAccent,
               FontStyle::Bold);
        // Two lines at most above the first seat: longer languages wrap rather than shorten.
        t.draw(_("Who plays each seat from now on. Click a seat's button for the next choice."),
               panel_.x + app.px(28), panel_.y + app.px(58), app.px(13), theme::kTextDim,
               FontStyle::Regular, Align::Left, panel_.w - app.px(56));
        const Ruleset& rules = session_->rules();
        for (int p = 0; p < rules.player_count(); ++p) {
            const Widget* w = ui_.find("seat" + std::to_string(p));
            if (!w) continue;
            const PlayerSetup& seat = rules.setup.players[static_cast<size_t>(p)];
            const PlayerColor c = player_color(seat.color);
            const int chip = app.px(30);
            draw_player_chip(
                app, {panel_.x + app.px(28), w->rect.y + (w->rect.h - chip) / 2, chip, chip},
                c.fill, c.ink, c.letter);
            t.draw_fit(seat.name, panel_.x + app.px(70), w->rect.y + app.px(10),
                       w->rect.x - panel_.x - app.px(80), app.px(16), theme::kText,
                       FontStyle::Bold);
        }
        ui_.render(app);
        ui_.render_tooltip(app);
    }

private:
    void layout(App& app) override {
        ui_.begin();
        const int n = session_->rules().player_count();
        const int row = app.px(48);
        size_ = {app.px(560), app.px(110) + n * row + app.px(80)};
        const int w = std::min(size_.x, app.width() - app.px(40));
        const int h = std::min(size_.y, app.height() - app.px(40));
        const SDL_Rect p{(app.width() - w) / 2, (app.height() - h) / 2, w, h};
        for (int i = 0; i < n; ++i) {
            const std::string level =
                session_->rules().setup.players[static_cast<size_t>(i)].computer;
            Widget& b = ui_.button(
                "seat" + std::to_string(i),
                {p.x + p.w - app.px(28) - app.px(220), p.y + app.px(96) + i * row, app.px(220),
                 app.px(40)},
                seat_label(level),
                [this, &app, i, level] {
                    session_->set_computer(i, next_seat_level(level));
                    if (app.options().autosave) (void)app.saves().autosave(*session_);
                },
                level.empty() ? ButtonStyle::Quiet : ButtonStyle::Selected);
            b.font_px = app.px(14);
            b.hint = _("A person, or the computer at a level (greedy, easy, medium, hard).");
        }
        ui_.button(
            "close", {p.x + p.w - app.px(148), p.y + p.h - app.px(62), app.px(120), app.px(44)},
            _("Close"), [&app] { app.pop(); }, ButtonStyle::Primary);
    }
    std::shared_ptr<GameSession> session_;
    SDL_Point size_{};
};

}  // namespace

std::unique_ptr<Scene> make_seats_overlay(App&, std::shared_ptr<GameSession> session) {
    return std::make_unique<SeatsOverlay>(std::move(session));
}

}  // namespace carc::app
