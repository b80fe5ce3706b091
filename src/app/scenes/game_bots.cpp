// The game scene's computer players and hint (the GameScene members declared under "Computer
// players"). A computer seat's decision is thought out on a BotThinker's worker thread about the
// session's current snapshot; the frame loop polls it, so the window keeps drawing and taking
// Esc, the menu, take-back and the board's pan and zoom. The answer (the action and the same
// player's follow-up, its plan) is then shown one action at a time: a tile slides from the
// corner card to its square, a figure drops onto its place, anything else lights its square;
// each is applied through the same act() as a click when its animation ends, then a short pause
// lets the players follow. Space or Enter skips the animation; the "computer speed" setting
// shortens or drops it. Nothing is played while the game is over, while a dialog is on top, or
// in the review (another scene); a take-back or leaving cancels the thought and joins its thread.
#include <algorithm>
#include <cmath>
#include <cstdio>

#include "carc/feature_changes.hpp"
#include "expansions/expansion_view.hpp"
#include "scenes/game_scene.hpp"
#include "shell/app.hpp"
#include "shell/i18n.hpp"
#include "shell/text.hpp"
#include "shell/theme.hpp"
#include "widgets/panels.hpp"

namespace carc::app {

namespace {

// The hint thinks at most this long (and never longer than the hard computer may).
constexpr int kHintMs = 1000;
// A seat's level other than hard answers at once; this is only its deadline.
constexpr int kQuickLevelMs = 5000;

struct Pace {
    uint64_t slide_ms = 0, figure_ms = 0, pause_ms = 0;
};

Pace pace(const App& app, const Settings& s) {
    if (!app.animations() || s.computer_speed == "instant") return {};
    if (s.computer_speed == "fast") return {130, 100, 120};
    return {400, 300, 350};
}

float ease_out(float u) {
    u = std::clamp(u, 0.0f, 1.0f);
    return 1 - (1 - u) * (1 - u) * (1 - u);
}

// One of the words of the tile of the player's own (OwnTileWords), for a move that places it.
std::string own_tile_text(const Ruleset& rules, const GameState& s, std::string OwnTileWords::*words) {
    const auto own = find_own_tile_words(rules, s, 0);
    return own ? (*own).*words : std::string();
}

// The plan's actions in words, each in the state it is played in: applied to the game (`state`),
// since a view hides what an action could draw or reveal; the words name only the actions.
std::string plan_text(const Ruleset& rules, const GameState& state,
                      const std::vector<Action>& plan) {
    std::string text;
    GameState s = state;
    for (size_t i = 0; i < plan.size() && i < 2; ++i) {
        // The square and the rotation are on the board (the ghost); the engine's words name the
        // tile by its id and the square by coordinates.
        text +=
            (i ? _(", then ") : "") +
            (is_place(plan[i]) ? std::string(_("place the tile as shown on the gold square"))
             : find_own_tile(rules, plan[i]) ? own_tile_text(rules, s, &OwnTileWords::hint_plan)
                                                  : in_sentence(tr_describe(rules, s, plan[i])));
        if (i + 1 < plan.size()) {
            auto next = apply(rules, s, plan[i]);
            if (!next) break;
            s = *next->state;
        }
    }
    return text;
}

}  // namespace

bool GameScene::computer_turn() const {
    const GameState& s = session_->view();
    return !session_->over() && seat_level(session_->rules(), s.acting_player).has_value();
}

void GameScene::computer_cancel() {
    bots_.thinker.cancel();
    bots_.plan.clear();
    bots_.showing.reset();
    bots_.hold_until = 0;
}

int GameScene::undo_steps() const {
    if (!session_->can_undo()) return 0;
    const Ruleset& rules = session_->rules();
    bool computers = false;
    for (int p = 0; p < rules.player_count(); ++p) computers |= seat_level(rules, p).has_value();
    if (!computers) return 1;
    // Back to the last action a person chose: taking back only a computer's move would have the
    // computer play it again at once.
    for (int i = session_->actions() - 1; i >= session_->confirmed(); --i)
        if (!seat_level(rules, session_->player_of_action(i))) return session_->actions() - i;
    return 0;
}

void GameScene::computer_show(App& app, const Action& a) {
    const Pace p = pace(app, app.settings());
    bots_.showing = a;
    bots_.showing_since = app.now();
    bots_.showing_ms =
        is_place(a) || find_own_tile(session_->rules(), a) ? p.slide_ms : p.figure_ms;
}

void GameScene::ask_hint(App& app) {
    if (!app.settings().show_hints || !aids_shown() || session_->over() || computer_turn()) return;
    if (bots_.hint && bots_.hint->at == session_->actions()) return;  // shown already
    if (bots_.hint_thinker.thinking()) return;
    ThinkJob job;
    job.state = session_->states().back();
    job.level = bot::Level::Hard;
    job.seed = seat_seed(session_->rules(), session_->view().acting_player) ^ 0x4817ull;
    job.milliseconds = std::min(kHintMs, app.settings().hard_ms);
    job.threads = app.settings().computer_threads;
    bots_.hint_thinker.start(std::move(job));
}

void GameScene::computer_step(App& app) {
    const int n = session_->actions();
    const Snapshot& now_state = session_->states().back();
    // The hint belongs to the position it was asked in.
    if (bots_.hint && bots_.hint->at != n) bots_.hint.reset();
    if (bots_.hint_thinker.active() && bots_.hint_thinker.job().state != now_state)
        bots_.hint_thinker.cancel();
    if (auto d = bots_.hint_thinker.take()) {
        Hint h;
        h.at = n;
        h.plan = d->plan.empty() ? std::vector<Action>{d->action} : d->plan;
        h.gain = d->expected_gain;
        char gain[32];
        std::snprintf(gain, sizeof gain, "%+.1f", h.gain);
        h.text = fill(_("Hint: {plan} · expected {gain}"),
                      {{"plan", plan_text(session_->rules(), session_->state(), h.plan)}, {"gain", gain}});
        bots_.hint = std::move(h);
    }

    if (!computer_turn() || autoplay_) {
        if (bots_.thinker.active() || bots_.showing || !bots_.plan.empty()) computer_cancel();
        return;
    }
    // A thought about another position (a take-back, a seat handed over) is worth nothing.
    if (bots_.thinker.active() && bots_.thinker.job().state != now_state) bots_.thinker.cancel();
    if (app.top() != this) return;  // a dialog is up: think on, but play nothing
    const uint64_t now = app.now();
    const Pace p = pace(app, app.settings());
    if (bots_.showing) {
        if (now < bots_.showing_since + bots_.showing_ms) return;
        const Action a = *bots_.showing;
        const int player = session_->view().acting_player;
        bots_.showing.reset();
        act(app, a);
        if (session_->actions() == n) {  // refused: think again
            bots_.plan.clear();
            return;
        }
        const bool same_player = !session_->over() && session_->view().acting_player == player;
        if (!same_player || bots_.plan.empty()) bots_.hold_until = now + p.pause_ms;
        return;
    }
    if (now < bots_.hold_until) return;
    const ActionList& legal = session_->legal();
    if (!bots_.plan.empty() && bots_.plan_at == n &&
        std::find(legal.begin(), legal.end(), bots_.plan.front()) != legal.end()) {
        computer_show(app, bots_.plan.front());
        bots_.plan.erase(bots_.plan.begin());
        ++bots_.plan_at;
        return;
    }
    bots_.plan.clear();
    if (bots_.thinker.active()) {
        if (bots_.thinker.thinking()) return;
        std::optional<bot::Decision> d = bots_.thinker.take();
        if (!d || std::find(legal.begin(), legal.end(), d->action) == legal.end()) {
            // Never stuck: a bot that failed plays the first legal action, and says so.
            tell(app, bots_.thinker.error().empty()
                           ? std::string(_("The computer could not decide: it plays its first choice."))
                           : fill(_("The computer could not decide ({error}): it plays its first choice."),
                                  {{"error", bots_.thinker.error()}}));
            if (legal.empty()) return;
            d = bot::Decision{};
            d->action = legal.front();
        }
        bots_.plan = d->plan.empty() || !(d->plan.front() == d->action)
                         ? std::vector<Action>{d->action}
                         : d->plan;
        bots_.plan_at = n;
        computer_show(app, bots_.plan.front());
        bots_.plan.erase(bots_.plan.begin());
        ++bots_.plan_at;
        return;
    }
    const bot::Level level = *seat_level(session_->rules(), session_->view().acting_player);
    ThinkJob job;
    job.state = now_state;
    job.level = level;
    job.seed = seat_seed(session_->rules(), session_->view().acting_player);
    job.milliseconds = level == bot::Level::Hard ? app.settings().hard_ms : kQuickLevelMs;
    job.threads = app.settings().computer_threads;
    bots_.thinker.start(std::move(job));
}

std::string GameScene::computer_prompt() const {
    const GameState& s = session_->view();
    if (computer_turn()) {
        const std::string who = player_name(s.acting_player);
        if (bots_.showing)
            return fill(_("{player} (computer): {action} · Space shows it at once"),
                        {{"player", who},
                         {"action", is_place(*bots_.showing) ? std::string(_("places the tile"))
                                    : find_own_tile(session_->rules(), *bots_.showing)
                                        ? own_tile_text(session_->rules(), s, &OwnTileWords::computer_places)
                                        : in_sentence(tr_describe(session_->rules(), s, *bots_.showing))}});
        return fill(_("{player} (computer) is thinking…"), {{"player", who}});
    }
    if (bots_.hint_thinker.thinking()) return _("Looking for a hint…");
    if (bots_.hint && bots_.hint->at == session_->actions()) return bots_.hint->text;
    return "";
}

void GameScene::draw_computer(App& app) {
    if (!bots_.showing) {
        draw_hint(app);
        return;
    }
    SDL_Renderer* r = app.renderer();
    SDL_RenderSetClipRect(r, &board_rect_);
    const GameState& s = session_->view();
    const Ruleset& rules = session_->rules();
    const Action& a = *bots_.showing;
    const float u = bots_.showing_ms == 0 ? 1.0f
                                          : static_cast<float>(app.now() - bots_.showing_since) /
                                                static_cast<float>(bots_.showing_ms);
    const PlayerColor pc =
        player_color(rules.setup.players[static_cast<size_t>(std::max(0, s.acting_player))].color);
    const std::optional<TileTypeId> own = find_own_tile(rules, a);
    if (is_place(a) || own) {
        // From the tile in the corner card to its square (a tile of the player's own, the abbey,
        // instead of the drawn tile).
        const SDL_Rect from = hand_tile_;
        const SDL_Rect to = view_.cell_rect(a.pos);
        const float e = ease_out(u);
        auto lerp = [e](int x, int y) {
            return static_cast<int>(std::lround(static_cast<float>(x) + (y - x) * e));
        };
        const SDL_Rect at{lerp(from.x, to.x), lerp(from.y, to.y), lerp(from.w, to.w),
                          lerp(from.h, to.h)};
        if (SDL_Texture* t =
                art_->tile(own ? *own : s.drawn, own ? 0 : a.rotation, view_.tile_px()))
            SDL_RenderCopy(r, t, nullptr, &at);
        draw_round_rect(r, to_f(at), 0, pc.fill, static_cast<float>(std::max(2, app.px(3))));
    } else if (a.feature >= 0 && a.figure >= 0 && s.board.at(a.pos)) {
        // The figure drops onto its place.
        const PlacedTile& t = *s.board.at(a.pos);
        view_.draw_tile_feature(app, *art_, t, a.feature, pc.fill.with_alpha(120));
        SDL_FPoint at = view_.feature_point(*art_, t, a.feature);
        at.y -= (1 - ease_out(u)) * static_cast<float>(app.px(28));
        const FeatureKind kind = kind_at(s, s.board.tile_index(a.pos), a.feature);
        view_.draw_figure(app, rules, a.figure, kind, &pc, at,
                          static_cast<uint8_t>(std::clamp(u * 2, 0.2f, 1.0f) * 255));
    } else if (const auto spot = find_figure_spot(rules, s, a)) {
        // A figure on no feature drops onto its spot (the barn: the corner point of four fields).
        SDL_FPoint at = view_.to_screen(spot->x, spot->y);
        at.y -= (1 - ease_out(u)) * static_cast<float>(app.px(28));
        view_.draw_figure(app, rules, spot->figure, std::nullopt, &pc, at,
                          static_cast<uint8_t>(std::clamp(u * 2, 0.2f, 1.0f) * 255));
    } else if (!is_pass(a) && s.board.at(a.pos)) {
        view_.outline_cell(app, a.pos, pc.fill, static_cast<float>(std::max(3, app.px(4))));
    }
    SDL_RenderSetClipRect(r, nullptr);
}

void GameScene::draw_hint(App& app) {
    if (!bots_.hint || bots_.hint->at != session_->actions() || bots_.hint->plan.empty()) return;
    SDL_Renderer* r = app.renderer();
    SDL_RenderSetClipRect(r, &board_rect_);
    const GameState& s = session_->view();
    const Ruleset& rules = session_->rules();
    const std::vector<Action>& plan = bots_.hint->plan;
    const PlayerColor pc =
        player_color(rules.setup.players[static_cast<size_t>(std::max(0, s.acting_player))].color);
    const float thick = static_cast<float>(std::max(3, app.px(4)));
    // The figure's place on a tile: lit, with the figure standing there faintly.
    auto figure_on = [&](const PlacedTile& t, const Action& d) {
        view_.draw_tile_feature(app, *art_, t, d.feature, theme::kAccent.with_alpha(150));
        const FeatureKind kind = kind_at(s, s.board.tile_index(t.pos), d.feature);
        view_.draw_figure(app, rules, d.figure, kind, &pc, view_.feature_point(*art_, t, d.feature),
                          210);
    };
    const Action& first = plan.front();
    if (is_place(first)) {
        view_.draw_tile(app, *art_, s.drawn, first.rotation, first.pos, 215);
        view_.outline_cell(app, first.pos, theme::kAccent, thick);
        if (plan.size() > 1 && plan[1].feature >= 0 && plan[1].figure >= 0 &&
            plan[1].pos == first.pos) {
            PlacedTile ghost;
            ghost.pos = first.pos;
            ghost.type = s.drawn;
            ghost.rotation = static_cast<uint8_t>(first.rotation);
            figure_on(ghost, plan[1]);
        }
    } else if (const auto own = find_own_tile(rules, first)) {
        view_.draw_tile(app, *art_, *own, 0, first.pos, 215);
        view_.outline_cell(app, first.pos, theme::kAccent, thick);
    } else if (const auto spot = find_figure_spot(rules, s, first)) {
        view_.draw_figure(app, rules, spot->figure, std::nullopt, &pc, view_.to_screen(spot->x, spot->y), 210);
    } else if (first.feature >= 0 && first.figure >= 0 && s.board.at(first.pos)) {
        figure_on(*s.board.at(first.pos), first);
        view_.outline_cell(app, first.pos, theme::kAccent, thick);
    } else if (!is_pass(first) && s.board.at(first.pos)) {
        view_.outline_cell(app, first.pos, theme::kAccent, thick);
    }
    SDL_RenderSetClipRect(r, nullptr);
}

}  // namespace carc::app
