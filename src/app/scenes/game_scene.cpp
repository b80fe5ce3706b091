// The game scene's core (game_scene.hpp): construction, following the session's state, acting
// and taking back, saving and autoplay, and the frame's update and render. The other members live
// by concern beside it: game_input.cpp (mouse and keys), game_board.cpp (the board, the figure
// step's markers, trails and scoring flashes), game_card.cpp (the corner card), game_prompt.cpp
// (the prompt, the banner and their words), game_side.cpp (the layout, the side panel, the log
// and the tips), game_bots.cpp (computer players and the hint), game_own_tile.cpp (a tile of the player's own in hand).
#include "scenes/game_scene.hpp"

#include <algorithm>
#include <cstdio>

#include "scenes/game_scene_shared.hpp"
#include "scenes/scenes.hpp"
#include "scenes/sound_cues.hpp"
#include "shell/app.hpp"
#include "shell/i18n.hpp"
#include "shell/modes.hpp"
#include "shell/saved_games.hpp"
#include "shell/sound.hpp"
#include "shell/theme.hpp"
#include "widgets/panels.hpp"
#include "widgets/scoreboard.hpp"

namespace carc::app {

namespace {

constexpr uint64_t kFxStagger = 550;
constexpr uint64_t kMessageDuration = 3500;

bool worth_points(const ScoreEvent& e) {
    return std::any_of(e.awards.begin(), e.awards.end(),
                       [](const Award& a) { return a.points != 0; });
}

}  // namespace

GameScene::GameScene(App& app, std::shared_ptr<GameSession> session, std::shared_ptr<TileArt> art)
    : TableScene(app, std::move(session), std::move(art), /*progressive_art=*/false),
      bots_(session_->rules()) {
    ui_.keyboard_navigation = false;  // the game's keys are its own
    purist_setting_ = app.settings().purist;
    state_changed();
    rebuild_log();
    const GameState& s = session_->view();
    if (s.phase == Phase::ModuleStep)
        banner_ = Banner{s.acting_player, step_prompt(), "", app.now()};
    else if (s.phase != Phase::GameOver)
        banner_ =
            Banner{s.current_player, fill(_("{player}'s turn"), {{"player", player_name(s.current_player)}}), "",
                   app.now()};
    if (session_->info().name.empty())
        session_->info().name = default_game_name(session_->rules().setup.players);
    // A new game gets its own autosave slot straight away, so even a game closed before its
    // first move can be continued. A game opened from a file (or branched from a review) gets
    // one with its first action: merely looking at a game must not make it the one Continue
    // resumes, and the file it came from stays as it is.
    const bool opened = !session_->info().source_path.empty() || session_->info().branched_from;
    if (session_->info().autosave_path.empty() && !session_->over() && !opened) autosave(app);
}

std::vector<std::pair<std::string, std::string>> GameScene::rules_in_play() const {
    std::vector<std::pair<std::string, std::string>> out;
    for (const ExpansionDef* x : session_->rules().expansions) out.emplace_back(x->id, x->name);
    return out;
}

std::string GameScene::player_name(int p) const {
    const auto& players = session_->rules().setup.players;
    return p >= 0 && p < static_cast<int>(players.size()) ? players[static_cast<size_t>(p)].name
                                                          : "?";
}

bool GameScene::offers_have_keys() const {
    return !choosing(session_->view()) || choices_.empty();
}

std::vector<Action> GameScene::standing_offers() const {
    return find_standing_offers(session_->rules(), session_->legal());
}

void GameScene::state_changed() {
    own_tile_chosen_ = own_tile_chosen_ && own_tile_offered();
    cells_ = own_tile_chosen_ ? own_tile_cells() : session_->legal_cells();
    // The places and their previews try actions as the engine applies them (a dragon's step, the
    // abbot's points): on a copy of the game, not of the view, which hides what an action could
    // draw or reveal. They show only what the action does on the table.
    const GameState& s = session_->state();
    std::vector<ChoicePlace> places;
    if (choosing(s)) places = figure_places(session_->rules(), s, session_->legal());
    // What taking a figure back would score at once: the abbot's points.
    for (ChoicePlace& p : places)
        for (ChoiceOption& o : p.options) {
            if (!p.take_back || o.action.figure < 0 || o.action.feature < 0) continue;
            int points = 0;
            if (auto step = apply(session_->rules(), s, o.action))
                for (const Event& e : step->events)
                    if (const auto* se = std::get_if<ScoreEvent>(&e))
                        if (!se->is_feature_score())  // not what the turn's end scores
                            for (const Award& a : se->awards)
                                points += a.player == s.acting_player ? a.points : 0;
            if (points == 0) continue;
            o.label += " (+" + std::to_string(points) + ")";
            if (p.options.size() == 1) p.title = o.label;
        }
    choices_.set(std::move(places));
    sync_number_entry();
    place_texts_stale_ = true;
    check_view_ = true;
    hover_figure_ = -1;
    tab_index_ = -1;
    if (const auto ghost = ghost_squares();
        hover_cell_ && std::find(ghost.begin(), ghost.end(), *hover_cell_) == ghost.end())
        hover_cell_.reset();
    if (s.phase != Phase::PlaceTile) hover_cell_.reset();
    aids_at_ = -1;
    refresh_aids();
    hover_square_.reset();
    hover_holding_ = -1;
}

void GameScene::refresh_aids() {
    // Per snapshot, also when the session moved on without this scene (a test, a tool).
    if (!aids_shown() || aids_at_ == session_->actions()) return;
    aids_.refresh(session_->rules(), session_->view());
    aids_at_ = session_->actions();
}

void GameScene::act(App& app, const Action& a) {
    const int before = session_->view().current_player;
    const int acting_before = session_->view().acting_player;
    const Phase phase_before = session_->view().phase;
    const int turn_before = session_->view().turn;
    const bool bonus_before = session_->view().bonus_turn();
    const bool places_tile = session_->places_drawn_tile(a);
    if (auto why = session_->act(a)) {
        tell(app, *why);
        return;
    }
    message_.clear();
    autosave(app);  // before anything else can go wrong: at most this action is ever lost
    // A person's and a computer's moves come through here alike, so they sound alike.
    app.sound().play(cues_of(session_->rules(), session_->events().back()));
    if (places_tile) rotation_chosen_ = false;
    uint64_t start = app.now();
    // The final count is the end screen's to show, once, with the totals rising; scorings worth
    // nothing to anyone only clutter the board (the log keeps them).
    if (app.animations())
        for (const Event& e : session_->events().back()) {
            if (std::holds_alternative<FinalScoringStarted>(e)) break;
            if (const auto* s = std::get_if<ScoreEvent>(&e); s && worth_points(*s)) {
                fx_.push_back({*s, start});
                start += kFxStagger;
            }
        }
    state_changed();
    rebuild_log();
    const GameState& s = session_->view();
    if (s.phase == Phase::GameOver) {
        over_at_ = app.now();
        banner_.reset();
    } else if (s.current_player != before || s.turn != turn_before) {
        const std::string detail =
            session_->can_undo()
                ? fill(_("Backspace takes back {player}'s move"), {{"player", player_name(session_->undo_player())}})
                : "";
        banner_ = Banner{s.current_player, fill(_("{player}'s turn"), {{"player", player_name(s.current_player)}}),
                         detail, app.now()};
    } else if (s.phase == Phase::ModuleStep &&
               (phase_before != Phase::ModuleStep || s.acting_player != acting_before)) {
        // A step where someone chooses (each player steers the dragon in turn): at a hot seat
        // the mouse changes hands, so say whose choice it is and what it is.
        banner_ = Banner{s.acting_player, step_prompt(), "", app.now()};
    } else if (s.bonus_turn() && !bonus_before && s.phase == Phase::PlaceTile) {
        // A second tile this turn: the expansion that grants it says why (the builder).
        banner_ = Banner{s.current_player, fill(_("{player}'s turn"), {{"player", player_name(s.current_player)}}),
                         find_bonus_turn_note(session_->rules(), s).value_or(""), app.now()};
    }
}

void GameScene::undo(App& app) {
    const int steps = undo_steps();
    if (steps == 0) {
        tell(app, session_->actions() == 0 ? _("Nothing to take back yet.")
                   : session_->can_undo()
                       ? _("Only the computer's moves are left to take back this turn.")
                       : _("That turn is confirmed: the next player has placed a tile."));
        return;
    }
    computer_cancel();
    const int who = session_->player_of_action(session_->actions() - steps);
    for (int i = 0; i < steps; ++i) session_->undo();
    // The slot follows the take-back: a game continued later is the one on the table now.
    autosave(app);
    fx_.clear();
    banner_.reset();
    state_changed();
    rebuild_log();
    if (session_->info().autosave_error.empty()) {
        tell(app, fill(_("Took back {player}'s last action."), {{"player", player_name(who)}}));
    }
}

void GameScene::open_menu(App& app) {
    app.push(
        make_pause_overlay(app, session_, [this, &app](const std::string& t) { notify(app, t); }));
}

void GameScene::open_save(App& app) {
    app.push(
        make_save_overlay(app, session_, [this, &app](const std::string& t) { notify(app, t); }));
}

void GameScene::notify(App& app, const std::string& text) {
    notice_ = text;
    notice_at_ = app.now();
}

void GameScene::autosave(App& app) {
    if (!app.options().autosave) return;
    if (auto saved = app.saves().autosave(*session_); !saved) {
        // The game goes on; the player is told, and leaving will ask first.
        tell(app, fill(_("Not saved: {error}"), {{"error", saved.error()}}));
    }
}

void GameScene::autoplay(uint64_t seed, std::FILE* out) {
    autoplay_ = autoplay_rng(seed);
    autoplay_out_ = out;
}

void GameScene::autoplay_step(App& app) {
    if (!autoplay_ || session_->over() || app.top() != this) return;
    if (session_->legal().empty()) return;
    act(app, random_action(*session_, *autoplay_));
    if (autoplay_out_) {
        const auto& times = app.saves().autosave_times();
        std::fprintf(autoplay_out_, "action %d %s %.3f\n", session_->actions(),
                     state_digest(session_->state()).c_str(), times.empty() ? -1.0 : times.back());
        std::fflush(autoplay_out_);
    }
}

void GameScene::update(App& app, double) {
    if (app.settings().purist != purist_setting_) {
        // The settings' switch changed during this game: the game follows it (and its save).
        purist_setting_ = app.settings().purist;
        session_->info().purist = purist_setting_;
        state_changed();
        if (!session_->over()) autosave(app);
    }
    refresh_aids();
    const uint64_t now = app.now();
    fx_.erase(std::remove_if(fx_.begin(), fx_.end(),
                             [&](const ScoreFx& f) { return now >= f.start + kFxDuration; }),
              fx_.end());
    if (banner_ && now - banner_->start > kBannerDuration) banner_.reset();
    expire_message(now);
    if (!notice_.empty() && now - notice_at_ > kMessageDuration) notice_.clear();
    autoplay_step(app);
    computer_step(app);
    if (session_->over() && !stay_ && fx_.empty() && now - over_at_ > 900)
        app.replace_all(make_end_scene(app, session_, art_));
}

bool GameScene::animating() const {
    return !fx_.empty() || banner_.has_value() || !message_.empty() || !notice_.empty() ||
           autoplay_.has_value() || art_->pending() || session_->over() || bot_threads_active() ||
           computer_turn();
}

std::vector<ScoreRow> GameScene::scoreboard() const {
    std::vector<ScoreRow> rows = score_rows(session_->rules(), session_->view());
    // Until the end screen counts them, the final count's points are not on the board yet.
    if (session_->over() && !session_->events().empty()) {
        bool final_part = false;
        for (const Event& e : session_->events().back()) {
            final_part = final_part || std::holds_alternative<FinalScoringStarted>(e);
            if (const auto* se = std::get_if<ScoreEvent>(&e); se && final_part)
                for (const Award& a : se->awards)
                    rows[static_cast<size_t>(a.player)].score -= a.points;
        }
    }
    if (aids_shown() && !session_->over())
        for (size_t p = 0; p < rows.size() && p < aids_.analysis().projected.size(); ++p)
            rows[p].projected = aids_.analysis().projected[p];
    return rows;
}

std::vector<ScoreEvent> GameScene::animations() const {
    std::vector<ScoreEvent> out;
    for (const ScoreFx& f : fx_) out.push_back(f.event);
    return out;
}

std::vector<std::string> GameScene::log_lines() const {
    std::vector<std::string> out;
    for (const LogEntry& e : log_) out.push_back(e.text);
    return out;
}

void GameScene::render(App& app) {
    art_->begin_frame(8.0);
    refresh_aids();
    layout(app);
    draw_board(app);
    // Rising points over everything on the board.
    const uint64_t now = app.now();
    const GameState& s = session_->view();
    const Ruleset& rules = session_->rules();
    for (const ScoreFx& f : fx_) {
        if (now < f.start) continue;
        const uint64_t age = now - f.start;
        const float a = fade(age, kFxDuration, 250);
        const PlacedTile* t = s.board.at(f.event.feature.pos);
        if (!t) continue;
        SDL_FPoint p = view_.feature_point(*art_, *t, f.event.feature.local);
        p.y -= static_cast<float>(age) / static_cast<float>(kFxDuration) *
                   static_cast<float>(app.px(60)) +
               view_.figure_px() * 0.6f + static_cast<float>(app.px(20));
        if (f.event.awards.empty()) {
            draw_pill(app, _("0 — no one"), static_cast<int>(p.x), static_cast<int>(p.y), app.px(15),
                      Color{20, 22, 24, static_cast<uint8_t>(220 * a)},
                      theme::kText.with_alpha(static_cast<int>(255 * a)));
            continue;
        }
        int offset = -static_cast<int>(f.event.awards.size() - 1) * app.px(34);
        for (const Award& aw : f.event.awards) {
            const PlayerColor pc =
                player_color(rules.setup.players[static_cast<size_t>(aw.player)].color);
            draw_pill(app, "+" + std::to_string(aw.points), static_cast<int>(p.x) + offset,
                      static_cast<int>(p.y), app.px(20),
                      pc.fill.with_alpha(static_cast<int>(240 * a)),
                      pc.ink.with_alpha(static_cast<int>(255 * a)));
            offset += app.px(68);
        }
    }
    draw_card(app);
    draw_computer(app);
    draw_prompt(app);
    draw_banner(app);
    draw_side(app);
    draw_open_log(app);
    draw_hover_tip(app);
    ui_.render_tooltip(app);
    // For scripts driving the window: where the game stands, and a lit square to click.
    std::string note = "game " + std::to_string(session_->actions()) + " " +
                       (s.phase == Phase::PlaceTile     ? "tile"
                        : s.phase == Phase::PlaceFigure ? "figure"
                        : s.phase == Phase::ModuleStep  ? "step"
                                                        : "over") +
                       "\nplaces " + std::to_string(choices_.places().size()) + "\n";
    for (Pos p : cells_) {
        const SDL_Rect c = view_.cell_rect(p);
        const bool shown =
            std::any_of(free_areas_.begin(), free_areas_.end(), [&](const SDL_Rect& a) {
                return c.x >= a.x && c.y >= a.y && c.x + c.w <= a.x + a.w && c.y + c.h <= a.y + a.h;
            });
        if (!shown) continue;
        note +=
            "cell " +
            std::to_string(static_cast<int>(static_cast<float>(c.x + c.w / 2) / app.density())) +
            " " +
            std::to_string(static_cast<int>(static_cast<float>(c.y + c.h / 2) / app.density())) +
            "\n";
        break;
    }
    // And a marker of the step where the player chooses, on the board and in view.
    for (const DrawnMarker& m : drawn_markers_) {
        if (m.on_card) continue;
        const int mx = m.rect.x + m.rect.w / 2, my = m.rect.y + m.rect.h / 2;
        if (!std::any_of(free_areas_.begin(), free_areas_.end(),
                         [&](const SDL_Rect& a) { return contains(a, mx, my); }))
            continue;
        note += "marker " +
                std::to_string(static_cast<int>(static_cast<float>(mx) / app.density())) + " " +
                std::to_string(static_cast<int>(static_cast<float>(my) / app.density())) + "\n";
        break;
    }
    app.set_scene_note(note);
}

std::unique_ptr<Scene> make_game_scene(App& app, std::shared_ptr<GameSession> session) {
    return std::make_unique<GameScene>(app, std::move(session));
}

}  // namespace carc::app
