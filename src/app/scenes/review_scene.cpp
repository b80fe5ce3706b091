#include "scenes/review_scene.hpp"

#include <algorithm>
#include <set>

#include "board/tile_geometry.hpp"
#include "carc/record.hpp"
#include "expansions/expansion_view.hpp"
#include "scenes/scenes.hpp"
#include "shell/app.hpp"
#include "shell/i18n.hpp"
#include "shell/saved_games.hpp"
#include "shell/text.hpp"
#include "shell/theme.hpp"
#include "widgets/panels.hpp"
#include "widgets/score_chart.hpp"

namespace carc::app {

namespace {

constexpr uint64_t kTypedTimeout = 1500;  // a pause after typing a turn number ends it
// More score events than this at one position (the final count) are not all lit at once.
constexpr size_t kMaxLitScores = 4;

}  // namespace

ReviewScene::ReviewScene(App& app, std::shared_ptr<GameSession> session,
                         std::shared_ptr<TileArt> art)
    // A tile never drawn before may wait a frame rather than hold up a jump.
    : TableScene(app, std::move(session), std::move(art), /*progressive_art=*/true),
      thinker_(session_->rules()) {
    ui_.keyboard_navigation = false;  // the arrows step through the game
    const auto& states = session_->states();
    const auto& events = session_->events();
    const int n = last();
    action_turn_.assign(static_cast<size_t>(n) + 1, 0);
    placed_.assign(static_cast<size_t>(n) + 1, std::nullopt);
    chart_index_.assign(static_cast<size_t>(n) + 1, 0);
    int chart = 0;
    for (int k = 1; k <= n; ++k) {
        const size_t ks = static_cast<size_t>(k);
        const int turn = states[ks - 1]->turn;
        action_turn_[ks] = turn;
        if (turn >= 1) {
            if (static_cast<int>(turn_ends_.size()) < turn) {
                turn_ends_.resize(static_cast<size_t>(turn), 0);
                first_action_.resize(static_cast<size_t>(turn), 0);
            }
            if (first_action_[static_cast<size_t>(turn - 1)] == 0)
                first_action_[static_cast<size_t>(turn - 1)] = k;
            turn_ends_[static_cast<size_t>(turn - 1)] = k;
        }
        placed_[ks] = placed_[ks - 1];
        bool scored = false;
        for (const Event& e : events[ks]) {
            if (const auto* tp = std::get_if<TilePlaced>(&e))
                placed_[ks] = Placed{tp->pos, tp->player};
            if (const auto* se = std::get_if<ScoreEvent>(&e))
                scored = scored || !se->awards.empty();
        }
        if (scored) score_positions_.push_back(k);
        // The points of GameSession::score_history: one per completed turn, two at the end (the
        // last turn's own scoring, then the final count).
        if (states[ks]->phase == Phase::GameOver)
            chart += 2;
        else if (states[ks]->turn != states[ks - 1]->turn)
            chart += 1;
        chart_index_[ks] = chart;
    }
    // Turns without actions cannot occur (every turn places a tile), but a gap would break the
    // binary searches below: fill it with the previous end.
    for (size_t t = 1; t < turn_ends_.size(); ++t)
        if (turn_ends_[t] == 0) turn_ends_[t] = turn_ends_[t - 1];
    history_ = session_->score_history();
    rebuild_log();
}

// --- positions ----------------------------------------------------------------------------------

void ReviewScene::jump(int position) {
    pos_ = std::clamp(position, 0, last());
    log_scroll_ = 0;
    rebuild_log();
}

int ReviewScene::shown_turn() const {
    if (pos_ == 0) return session_->snapshot(0)->turn;
    return action_turn_[static_cast<size_t>(pos_)];
}

int ReviewScene::turn_end(int turn) const {
    if (turn <= 0) return 0;
    if (turn > static_cast<int>(turn_ends_.size())) return last();
    return turn_ends_[static_cast<size_t>(turn - 1)];
}

bool ReviewScene::can_play_from_here() const {
    // A demo is watched, not played on: its game would take the place of the one below it.
    return !shown_ && session_->snapshot(static_cast<size_t>(pos_))->phase != Phase::GameOver;
}

std::vector<ScoreRow> ReviewScene::scoreboard() const {
    return score_rows(session_->rules(), *session_->snapshot(static_cast<size_t>(pos_)));
}

int ReviewScene::chart_marker() const { return chart_index_[static_cast<size_t>(pos_)]; }

std::optional<Pos> ReviewScene::outlined() const {
    const auto& p = placed_[static_cast<size_t>(pos_)];
    if (!p) return std::nullopt;
    return p->pos;
}

std::vector<std::string> ReviewScene::log_lines() const {
    std::vector<std::string> out;
    for (const LogEntry& e : log_)
        if (e.action <= pos_) out.push_back(e.text);
    return out;
}

std::vector<std::optional<RuleLink>> ReviewScene::log_rules() const {
    std::vector<std::optional<RuleLink>> out;
    for (const LogEntry& e : log_)
        if (e.action <= pos_) out.push_back(e.rule);
    return out;
}

std::vector<std::pair<TileTypeId, int>> ReviewScene::log_tiles() const {
    std::vector<std::pair<TileTypeId, int>> out;
    for (const LogEntry& e : log_)
        if (e.action <= pos_ && e.tile) out.push_back(*e.tile);
    return out;
}

std::string ReviewScene::source_file() const {
    const SessionInfo& info = session_->info();
    if (!info.source_path.empty()) return info.source_path;
    if (!info.autosave_path.empty()) return info.autosave_path;
    return info.name;
}

// --- the log of a turn --------------------------------------------------------------------------

void ReviewScene::rebuild_log() {
    const int turn = shown_turn();
    if (turn == log_turn_) return;
    log_turn_ = turn;
    log_.clear();
    const Ruleset& rules = session_->rules();
    const auto& states = session_->states();
    const auto& events = session_->events();
    const auto& record = session_->record();
    auto name = [&](int p) {
        return p >= 0 && p < rules.player_count() ? rules.setup.players[static_cast<size_t>(p)].name
                                                  : std::string("?");
    };
    // From the action that began the turn (it drew the tile) to the turn's last action.
    int from = 0, to = last();
    if (turn >= 1 && turn <= static_cast<int>(first_action_.size())) {
        from = first_action_[static_cast<size_t>(turn - 1)] - 1;
        to = turn_ends_[static_cast<size_t>(turn - 1)];
    }
    const TileMarks marks = tile_marks(rules);
    bool in_turn = false;
    for (int k = from; k <= to; ++k) {
        const size_t ks = static_cast<size_t>(k);
        if (k >= 1 && action_turn_[ks] == turn) {
            const GameState& before = *states[ks - 1];
            const ActionRecord& rec = record.actions[ks - 1];
            // Whoever chose (each player steers the dragon in turn), not only whose turn it is.
            std::string text = name(before.acting_player) + ": ";
            std::optional<std::pair<TileTypeId, int>> tile;
            auto a = resolve_action(rules, before, rec);
            if (rec.type == "pass") {
                text += _("no figure");
            } else if (a && is_place(*a)) {
                // The tile's picture and what it shows, not its catalogue id.
                text = fill(_("{player} placed {tile}"),
                            {{"player", name(before.acting_player)},
                             {"tile", describe_tile(rules.tiles[before.drawn], marks)}});
                tile = std::make_pair(before.drawn, static_cast<int>(a->rotation));
            } else if (a) {
                text += tr_describe(rules, before, *a);
            } else {
                text += fill(_("action {number}"), {{"number", std::to_string(k)}});
            }
            log_.push_back(
                {LogEntry::Kind::Action, k, text, std::nullopt, tile,
                 a && rule_links_ ? rule_links_->for_action(rules, before, *a) : std::nullopt});
        }
        const auto links = rule_links_ ? rule_links_->for_events(rules, events[ks])
                                       : std::vector<std::optional<RuleLink>>(events[ks].size());
        for (size_t ev = 0; ev < events[ks].size(); ++ev) {
            const Event& e = events[ks][ev];
            const size_t logged_before = log_.size();
            if (const auto* ts = std::get_if<TurnStarted>(&e)) {
                in_turn = ts->turn == turn;
                if (in_turn)
                    log_.push_back(
                        {LogEntry::Kind::Heading, k,
                         fill(ts->bonus ? _("Turn {turn} · {player}: a second tile")
                                        : _("Turn {turn} · {player}"),
                              {{"turn", std::to_string(ts->turn)}, {"player", name(ts->player)}}),
                         std::nullopt, std::nullopt, std::nullopt});
                continue;
            }
            if (!in_turn) continue;
            if (std::holds_alternative<TilePlaced>(e) || std::holds_alternative<FigureDeployed>(e))
                continue;  // the action line says it
            if (const auto* se = std::get_if<ScoreEvent>(&e)) {
                log_.push_back({LogEntry::Kind::Score, k, tr_describe(rules, *se), *se,
                                std::nullopt, std::nullopt});
            } else if (std::holds_alternative<FinalScoringStarted>(e) ||
                       std::holds_alternative<GameEnded>(e)) {
                log_.push_back({LogEntry::Kind::Heading, k, tr_describe(rules, e), std::nullopt,
                                std::nullopt, std::nullopt});
            } else if (const auto* d = std::get_if<TileDrawn>(&e)) {
                // Tiles by their picture and in words, never by catalogue id.
                log_.push_back({LogEntry::Kind::Note, k,
                                fill(_("{player} drew {tile}"),
                                     {{"player", name(d->player)},
                                      {"tile", describe_tile(rules.tiles[d->tile], marks)}}),
                                std::nullopt, std::make_pair(d->tile, 0), std::nullopt});
            } else if (const auto* x = std::get_if<TileDiscarded>(&e)) {
                log_.push_back(
                    {LogEntry::Kind::Note, k,
                     capitalised(fill(_("{tile} fits nowhere and leaves the game"),
                                      {{"tile", describe_tile(rules.tiles[x->tile], marks)}})),
                     std::nullopt, std::make_pair(x->tile, 0), std::nullopt});
            } else {
                log_.push_back({LogEntry::Kind::Note, k, tr_describe(rules, e), std::nullopt,
                                std::nullopt, std::nullopt});
            }
            // The line this event wrote opens the rule it applies (the turn's heading none).
            if (log_.size() > logged_before) log_.back().rule = links[ev];
        }
    }
}

// --- actions ------------------------------------------------------------------------------------

void ReviewScene::back(App& app) {
    if (app.scene_count() > 1)
        app.pop();
    else
        app.replace_all(make_menu_scene(app));
}

void ReviewScene::play_from_here(App& app) {
    if (!can_play_from_here() || !app.catalog()) return;
    const size_t n = static_cast<size_t>(pos_) + 1;
    std::vector<Snapshot> states(session_->states().begin(),
                                 session_->states().begin() + static_cast<long>(n));
    std::vector<Events> events(session_->events().begin(),
                               session_->events().begin() + static_cast<long>(n));
    GameRecord record = session_->record();
    keep_first_actions(record, static_cast<size_t>(pos_));
    auto branch =
        std::make_shared<GameSession>(session_->catalog(), session_->rules(), std::move(states),
                                      std::move(events), std::move(record));
    SessionInfo& info = branch->info();
    info.name = fill(_("{name} (from turn {turn})"),
                     {{"name", session_->info().name}, {"turn", std::to_string(shown_turn())}});
    info.created = iso_now();
    info.branched_from = BranchInfo{source_file(), pos_};
    info.purist = session_->info().purist;
    // The game scene gives the branch its own autosave slot at once; the file reviewed is never
    // written.
    app.replace_all(make_game_scene(app, std::move(branch)));
}

void ReviewScene::open_export(App& app) {
    GameRecord record = session_->record();
    keep_first_actions(record, static_cast<size_t>(pos_));
    std::string name = session_->info().name;
    if (pos_ < last()) name += fill(_(" - turn {turn}"), {{"turn", std::to_string(shown_turn())}});
    app.push(make_export_overlay(app, std::move(record), name,
                                 [this, &app](const std::string& t) { tell(app, t); }));
}

bool ReviewScene::file_dropped(App& app, const std::string& path) {
    if (auto why = open_game_file(app, path, OpenMode::Review)) tell(app, *why);
    return true;
}

void ReviewScene::fit(App& app) {
    // The final board, so the camera stays put while stepping through the game.
    std::vector<Pos> cells;
    for (const PlacedTile& t : session_->state().board.tiles()) cells.push_back(t.pos);
    const int max_level = fit_max_level(app);
    if (shown_)
        fit_beside_rule_card(app, cells, max_level);  // review_demo.cpp
    else
        view_.fit(cells, max_level);
}

// --- input --------------------------------------------------------------------------------------

int ReviewScene::position_at(int x) const {
    if (track_.w <= 0 || last() == 0) return 0;
    const float f = static_cast<float>(x - track_.x) / static_cast<float>(track_.w);
    return std::clamp(static_cast<int>(f * static_cast<float>(last()) + 0.5f), 0, last());
}

void ReviewScene::key(App& app, const SDL_Event& e) {
    const SDL_Keycode k = e.key.keysym.sym;
    const bool ctrl = (e.key.keysym.mod & KMOD_CTRL) != 0;
    int digit = -1;
    if (k >= SDLK_0 && k <= SDLK_9) digit = static_cast<int>(k - SDLK_0);
    if (k >= SDLK_KP_1 && k <= SDLK_KP_9) digit = static_cast<int>(k - SDLK_KP_1) + 1;
    if (k == SDLK_KP_0) digit = 0;
    if (digit >= 0) {
        // The turn jumps as it is typed: "1" goes to turn 1, "12" then to turn 12.
        if (typed_.size() < 4) typed_.push_back(static_cast<char>('0' + digit));
        typed_at_ = app.now();
        jump(turn_end(std::stoi(typed_)));
        return;
    }
    if (k == SDLK_BACKSPACE && !typed_.empty()) {
        typed_.pop_back();
        typed_at_ = app.now();
        if (!typed_.empty()) jump(turn_end(std::stoi(typed_)));
        return;
    }
    const bool had_typed = !typed_.empty();
    typed_.clear();
    if (view_.pan_zoom_key(k, /*arrows_pan=*/false, app.px(40))) return;  // arrows step the game
    switch (k) {
        case SDLK_RIGHT:
            if (ctrl) {
                const auto it = std::upper_bound(turn_ends_.begin(), turn_ends_.end(), pos_);
                jump(it == turn_ends_.end() ? last() : *it);
            } else {
                jump(pos_ + 1);
            }
            break;
        case SDLK_LEFT:
            if (ctrl) {
                const auto it = std::lower_bound(turn_ends_.begin(), turn_ends_.end(), pos_);
                jump(it == turn_ends_.begin() ? 0 : *std::prev(it));
            } else {
                jump(pos_ - 1);
            }
            break;
        case SDLK_HOME:
            jump(0);
            break;
        case SDLK_END:
            jump(last());
            break;
        case SDLK_ESCAPE:
            if (log_open_)
                open_log(false);
            else if (!had_typed)
                back(app);
            break;
        case SDLK_l:
            open_log(!log_open_);
            break;
        case SDLK_f:
            fit(app);
            break;
        case SDLK_c:
            ask_opinion(app);
            break;
        default:
            break;
    }
}

void ReviewScene::event(App& app, const SDL_Event& e) {
    if (widgets_take(app, e)) return;
    switch (e.type) {
        case SDL_KEYDOWN:
            key(app, e);
            break;
        case SDL_MOUSEBUTTONDOWN: {
            if (e.button.button != SDL_BUTTON_LEFT) break;
            SDL_Rect grab = track_;
            grab.y -= app.px(18);
            grab.h += app.px(30);
            grab.x -= app.px(8);
            grab.w += app.px(16);
            if (contains(grab, e.button.x, e.button.y)) {
                dragging_track_ = true;
                jump(position_at(e.button.x));
                break;
            }
            for (const auto& [r, link] : rule_hits_)
                if (contains(r, e.button.x, e.button.y)) return;  // opens on release, below
            for (const auto& [r, p] : log_hits_)
                if (contains(r, e.button.x, e.button.y)) {
                    jump(p);
                    return;
                }
            if (log_open_ && contains(log_panel_, e.button.x, e.button.y)) return;
            if (contains(board_rect_, e.button.x, e.button.y) &&
                !contains(timeline_rect_, e.button.x, e.button.y)) {
                view_.press({e.button.x, e.button.y});
            }
            break;
        }
        case SDL_MOUSEMOTION:
            if (dragging_track_) {
                jump(position_at(e.motion.x));
            } else {
                view_.motion({e.motion.x, e.motion.y}, {e.motion.xrel, e.motion.yrel}, app.px(5));
            }
            break;
        case SDL_MOUSEBUTTONUP:
            dragging_track_ = false;
            view_.release();
            // A log line's "?": on release, so that the rules panel does not take the release
            // for a click outside it and close.
            if (e.button.button == SDL_BUTTON_LEFT)
                for (const auto& [r, link] : rule_hits_)
                    if (contains(r, e.button.x, e.button.y)) {
                        app.push(make_rules_overlay(app, link.expansion, link.anchor));
                        return;
                    }
            break;
        case SDL_MOUSEWHEEL: {
            const SDL_Point m = app.mouse();
            if (contains(log_rect_, m.x, m.y) || (log_open_ && contains(log_panel_, m.x, m.y)))
                log_scroll_ = std::max(0, log_scroll_ + e.wheel.y);  // drawing caps it
            else if (contains(board_rect_, m.x, m.y) && !contains(timeline_rect_, m.x, m.y) &&
                     e.wheel.y != 0)
                view_.zoom_at(e.wheel.y > 0 ? 1 : -1, m);
            else if (contains(timeline_rect_, m.x, m.y) && e.wheel.y != 0)
                jump(pos_ + (e.wheel.y > 0 ? -1 : 1));
            break;
        }
        default:
            break;
    }
}

void ReviewScene::update(App& app, double) {
    if (!typed_.empty() && app.now() - typed_at_ > kTypedTimeout) typed_.clear();
    expire_message(app.now());
    opinion_step(app);
}

bool ReviewScene::animating() const {
    return art_->pending() || !typed_.empty() || !message_.empty() || thinker_.active();
}

// --- layout and drawing -------------------------------------------------------------------------

void ReviewScene::layout(App& app) {
    if (log_language_changed()) {
        log_turn_ = -1;  // the shown turn's lines again, in the new language
        rebuild_log();
    }
    const int side_w = std::min(app.px(360), app.width() * 2 / 5);
    side_rect_ = {app.width() - side_w, 0, side_w, app.height()};
    // The timeline's heading and its key hint share a line when they fit beside each other (the
    // longest heading: the last turn and the final count), else the hint takes a line under it.
    const int pad = app.px(28);
    {
        const std::string n = std::to_string(last());
        const std::string longest =
            fill(_("Turn {turn} and the final count"), {{"turn", n}}) +
            fill(_("  ·  action {number} of {count}"), {{"number", n}, {"count", n}});
        const int need = app.text().measure(longest, app.px(15), FontStyle::Bold).x +
                         app.text().measure(timeline_keys(), app.px(12)).x + app.px(24);
        keys_below_ = need > app.width() - side_w - 2 * pad;
    }
    const int timeline_h = app.px(keys_below_ ? 118 : 100);
    place_board({0, 0, app.width() - side_w, app.height() - timeline_h});
    timeline_rect_ = {0, app.height() - timeline_h, app.width() - side_w, timeline_h};
    track_ = {timeline_rect_.x + pad, timeline_rect_.y + app.px(keys_below_ ? 80 : 62),
              timeline_rect_.w - 2 * pad, std::max(2, app.px(6))};
    if (!fitted_) {
        fit(app);
        fitted_ = true;
    }

    ui_.begin();
    int x = app.px(14);
    const int y = app.px(14), h = app.px(36);
    // Each button at least as wide as its word needs (German "Einpassen" is wider than "Fit").
    auto tool = [&](const char* id, const char* label, int w, std::function<void()> f,
                    const char* hint) {
        const int bw = std::max(app.px(static_cast<float>(w)),
                                app.text().measure(label, app.px(14), FontStyle::Bold).x + app.px(18));
        Widget& b = ui_.button(id, {x, y, bw, h}, label, std::move(f));
        b.hint = hint;
        b.font_px = app.px(14);
        x += bw + app.px(6);
    };
    tool(
        "back", _("← Back"), 84, [this, &app] { back(app); }, _("Leave the review (Esc)"));
    tool(
        "fit", _("Fit"), 54, [this, &app] { fit(app); }, _("Show the whole board (F)"));
    tool(
        "zoom-out", "−", 38,
        [this] {
            view_.zoom_at(-1, {board_rect_.w / 2, board_rect_.h / 2});
        },
        _("Zoom out (−, wheel)"));
    tool(
        "zoom-in", "+", 38,
        [this] {
            view_.zoom_at(1, {board_rect_.w / 2, board_rect_.h / 2});
        },
        _("Zoom in (+, wheel)"));
    tool(
        "opinion", _("Computer's view"), 158, [this, &app] { ask_opinion(app); },
        _("What the computer would have played instead of this move, and what it costs (C)"));

    const int spad = app.px(16);
    const int sx = side_rect_.x + spad, sw = side_w - 2 * spad;
    // Many seats in a small window: lower scoreboard rows leave room for the log and chart.
    const int players = session_->rules().player_count();
    compact_ = app.px(76) + score_row_height(app) * players > app.height() * 45 / 100;
    int sy = app.px(76) + score_row_height(app, compact_) * players + app.px(6);
    Widget& play = ui_.button(
        "play", {sx, sy, sw, app.px(38)}, _("Play from here"), [this, &app] { play_from_here(app); },
        ButtonStyle::Primary);
    play.font_px = app.px(14);
    play.enabled = can_play_from_here();
    play.hint = play.enabled ? _("A new hot-seat game from this position; the game reviewed stays "
                                 "as it is")
                             : _("The game is over at this point");
    sy += app.px(44);
    Widget& exp = ui_.button("export", {sx, sy, sw, app.px(34)}, _("Export for JCloisterZone…"),
                             [this, &app] { open_export(app); });
    exp.font_px = app.px(14);
    exp.hint = _("The game up to this position, as a .jcz file");
    sy += app.px(48);
    // The chart gives way to the log where it would leave the log fewer than five lines.
    const int chart_h = std::clamp(app.height() / 6, app.px(90), app.px(150));
    if (app.height() - (sy + app.px(24) + chart_h + app.px(44)) - spad >= app.px(110)) {
        chart_rect_ = {sx, sy + app.px(24), sw, chart_h};
        sy = chart_rect_.y + chart_rect_.h + app.px(44);
    } else {
        chart_rect_ = {};
        sy += app.px(34);
    }
    side_log_top_ = sy;
    place_log_area(app, {sx + sw, sy - app.px(34)}, y + h + app.px(12),
                   {sx, sy, sw, std::max(0, app.height() - sy - spad)});
}

void ReviewScene::draw_board(App& app) {
    SDL_Renderer* r = app.renderer();
    const GameState& s = *session_->snapshot(static_cast<size_t>(pos_));
    const Ruleset& rules = session_->rules();
    view_.draw_table(app);
    view_.draw_tiles(app, *art_, s);
    // What this action scored, lit in the scorer's colour (the final count has its own screen).
    const Events& evs = session_->events()[static_cast<size_t>(pos_)];
    std::vector<const ScoreEvent*> scores;
    bool final_part = false;
    for (const Event& e : evs) {
        if (std::holds_alternative<FinalScoringStarted>(e)) final_part = true;
        if (const auto* se = std::get_if<ScoreEvent>(&e))
            if (!final_part) scores.push_back(se);
    }
    if (pos_ > 0 && scores.size() <= kMaxLitScores)
        for (const ScoreEvent* se : scores) {
            light_scored_feature(app, s, *se, 170);
            for (Pos p : se->tiles)
                view_.outline_cell(app, p, scorer_color(*se).with_alpha(150),
                                   static_cast<float>(app.px(2)));
        }
    if (const auto& placed = placed_[static_cast<size_t>(pos_)])
        outline_placed(app, placed->pos, placed->player, 255,
                       static_cast<float>(std::max(3, app.px(4))));
    // The expansions' things: a position, with no choice under way.
    draw_layers_and_figures({app, view_, *art_, rules, s});
    SDL_RenderSetClipRect(r, nullptr);
    if (!message_.empty()) {
        const TextBox box = app.text().get(message_, app.px(14), theme::kText, FontStyle::Bold,
                                           board_rect_.w - app.px(120));
        const SDL_Rect m{board_rect_.w / 2 - box.w / 2 - app.px(16), app.px(64), box.w + app.px(32),
                         box.h + app.px(16)};
        fill_round_rect(r, to_f(m), static_cast<float>(app.px(10)), Color{36, 84, 52, 235});
        const SDL_Rect dst{m.x + app.px(16), m.y + app.px(8), box.w, box.h};
        if (box.texture) SDL_RenderCopy(r, box.texture, nullptr, &dst);
    }
}

std::string ReviewScene::timeline_keys() { return _("← → action · Ctrl+← → turn · Home End · type a turn number"); }

void ReviewScene::draw_timeline(App& app) {
    SDL_Renderer* r = app.renderer();
    Text& t = app.text();
    fill_rect(r, timeline_rect_, Color{24, 28, 30, 255});
    fill_rect(r, {timeline_rect_.x, timeline_rect_.y, timeline_rect_.w, std::max(1, app.px(1))},
              theme::kPanelLine);
    const int n = last();
    const bool over = session_->over();
    std::string where;
    if (pos_ == 0)
        where = _("Start of the game");
    else if (over && pos_ == n)
        where = fill(_("Turn {turn} and the final count"), {{"turn", std::to_string(shown_turn())}});
    else
        where = fill(_("Turn {turn}"), {{"turn", std::to_string(shown_turn())}});
    where += fill(_("  ·  action {number} of {count}"),
                  {{"number", std::to_string(pos_)}, {"count", std::to_string(n)}});
    t.draw(where, track_.x, timeline_rect_.y + app.px(10), app.px(15), theme::kText,
           FontStyle::Bold);
    t.draw(timeline_keys(), track_.x + track_.w, timeline_rect_.y + app.px(keys_below_ ? 32 : 12),
           app.px(12), theme::kTextDim, FontStyle::Regular, Align::Right);
    auto xat = [&](int p) {
        return track_.x + (n > 0 ? static_cast<int>(static_cast<long>(track_.w) * p / n) : 0);
    };
    fill_round_rect(r, to_f(track_), static_cast<float>(track_.h) / 2, Color{60, 66, 68, 255});
    SDL_Rect done = track_;
    done.w = xat(pos_) - track_.x;
    if (done.w > 0)
        fill_round_rect(r, to_f(done), static_cast<float>(track_.h) / 2, theme::kAccentDark);
    // Turn ticks under the track, numbered at round steps.
    const int turns = static_cast<int>(turn_ends_.size());
    const int label_step = nice_step(turns, std::max(2, track_.w / app.px(60)));
    for (int turn = 1; turn <= turns; ++turn) {
        const int x = xat(turn_ends_[static_cast<size_t>(turn - 1)]);
        const bool labelled = turn % label_step == 0;
        fill_rect(r, {x, track_.y + track_.h + app.px(2), 1, app.px(labelled ? 7 : 4)},
                  labelled ? theme::kTextDim : theme::kTextFaint);
        if (labelled)
            t.draw(std::to_string(turn), x, track_.y + track_.h + app.px(10), app.px(11),
                   theme::kTextDim, FontStyle::Regular, Align::Center);
    }
    // A dot per scoring player above the track wherever points were scored; the final count
    // gets a larger mark of its own.
    const auto& events = session_->events();
    timeline_dots_.clear();
    const int dot = app.px(3.5f), dot_step = app.px(7);
    for (int p : score_positions_) {
        std::vector<int> players;
        bool final_part = false;
        for (const Event& e : events[static_cast<size_t>(p)]) {
            if (std::holds_alternative<FinalScoringStarted>(e)) final_part = true;
            if (const auto* se = std::get_if<ScoreEvent>(&e))
                if (!final_part)
                    for (const Award& a : se->awards)
                        if (std::find(players.begin(), players.end(), a.player) == players.end())
                            players.push_back(a.player);
        }
        const int x = xat(p);
        int y = track_.y - dot_step;
        for (int pl : players) {
            fill_circle(r, static_cast<float>(x), static_cast<float>(y), static_cast<float>(dot),
                        seat_color(pl));
            timeline_dots_.push_back({x - dot, y - dot, 2 * dot, 2 * dot});
            y -= dot_step;
        }
    }
    final_label_ = {};
    if (over) {
        // Above the end of the track, and above every dot under it: the last turns' scores stay
        // visible.
        const int font = app.px(10), cx = xat(n) - app.px(14);
        const SDL_Point words = t.measure(_("final"), font, FontStyle::Bold);
        const int half = words.x / 2 + font, height = words.y + 2 * (font / 3);  // draw_pill's box
        int y = track_.y - app.px(26);
        for (const SDL_Rect& d : timeline_dots_)
            if (d.x < cx + half && d.x + d.w > cx - half) y = std::min(y, d.y - app.px(2) - height);
        final_label_ = draw_pill(app, _("final"), cx, y, font,
                                 theme::kAccentDark, theme::kText);
    }
    // The thumb.
    const float tx = static_cast<float>(xat(pos_));
    const float ty = static_cast<float>(track_.y) + static_cast<float>(track_.h) / 2;
    fill_circle(r, tx, ty, static_cast<float>(app.px(9)), theme::kAccent);
    draw_circle(r, tx, ty, static_cast<float>(app.px(9)), Color{30, 24, 10, 255},
                static_cast<float>(app.px(2)));
    // Over the board's lower edge, where it hides neither the timeline nor its title.
    if (!typed_.empty())
        draw_pill(app, fill(_("Go to turn {turn}"), {{"turn", typed_}}),
                  std::clamp(static_cast<int>(tx), track_.x + app.px(70),
                             track_.x + track_.w - app.px(70)),
                  timeline_rect_.y - app.px(40), app.px(14), theme::kAccent, Color{30, 22, 8, 255});
}

void ReviewScene::draw_log(App& app, SDL_Rect area) {
    Text& t = app.text();
    log_hits_.clear();
    rule_hits_.clear();
    if (area.h < app.px(20)) return;
    SDL_RenderSetClipRect(app.renderer(), &area);
    const int fpx = app.px(13);
    struct Row {
        const LogEntry* entry;
        TextBox box;
        int indent;
    };
    std::vector<Row> rows;
    int total = 0;
    for (const LogEntry& e : log_) {
        if (e.action > pos_) continue;
        const bool heading = e.kind == LogEntry::Kind::Heading;
        const Color c = heading                          ? theme::kAccent
                        : e.kind == LogEntry::Kind::Note ? theme::kTextDim
                                                         : theme::kText;
        const int indent = heading ? 0 : app.px(e.tile ? 46 : 16);
        const TextBox box = t.get(e.text, fpx, c, heading ? FontStyle::Bold : FontStyle::Regular,
                                  area.w - indent - app.px(4) - (e.rule ? app.px(18) : 0));
        rows.push_back({&e, box, indent});
        total += std::max(box.h, e.tile ? app.px(28) : 0) + app.px(7);
    }
    // A turn that fits reads from the top; a longer one keeps its latest entries in view, and the
    // wheel scrolls back through the earlier ones.
    int y = total <= area.h ? area.y + total : area.y + area.h;
    if (total <= area.h) log_scroll_ = 0;
    log_scroll_ = std::min(log_scroll_, std::max(0, static_cast<int>(rows.size()) - 1));
    for (int i = static_cast<int>(rows.size()) - 1 - log_scroll_; i >= 0 && y > area.y; --i) {
        const LogEntry& e = *rows[static_cast<size_t>(i)].entry;
        const TextBox& box = rows[static_cast<size_t>(i)].box;
        const int indent = rows[static_cast<size_t>(i)].indent;
        const int h = std::max(box.h, e.tile ? app.px(28) : 0);
        // Whole rows only, as in the game's log: the wheel brings a cut one into view.
        if (i != static_cast<int>(rows.size()) - 1 - log_scroll_ && y - h - app.px(7) < area.y) break;
        y -= h + app.px(7);
        if (y < area.y) y = area.y;  // the latest alone taller than the log: it reads from its start
        const SDL_Rect row{area.x, y - app.px(3), area.w, h + app.px(6)};
        if (e.tile)
            if (SDL_Texture* tex = art_->tile(e.tile->first, e.tile->second, app.px(28))) {
                const SDL_Rect pic{area.x + app.px(12), y, app.px(28), app.px(28)};
                SDL_RenderCopy(app.renderer(), tex, nullptr, &pic);
            }
        // What the current action did stands out.
        if (e.action == pos_ && pos_ > 0)
            fill_round_rect(app.renderer(), to_f(row), static_cast<float>(app.px(5)),
                            Color{255, 255, 255, 22});
        if (e.score) draw_award_dots(app, area.x, y, *e.score);
        const SDL_Rect dst{area.x + indent, y + (h - box.h) / 2, box.w, box.h};
        if (box.texture) SDL_RenderCopy(app.renderer(), box.texture, nullptr, &dst);
        if (e.rule) {
            // The "?" opens the rule; the rest of the row jumps to the entry's action.
            const int badge = app.px(18);
            const SDL_Rect at{area.x + area.w - badge, y + (h - std::min(h, badge)) / 2, badge,
                              std::min(h, badge)};
            const SDL_Point m = app.mouse();
            draw_rule_badge(app, at, contains(at, m.x, m.y));
            if (at.y >= area.y) rule_hits_.push_back({at, *e.rule});  // not cut off at the top
        }
        if (e.action > 0) log_hits_.push_back({row, e.action});
    }
    SDL_RenderSetClipRect(app.renderer(), nullptr);
    if (log_scroll_ > 0)
        draw_log_more(app, area, fill(_("↓ {count} more"), {{"count", std::to_string(log_scroll_)}}));
}

void ReviewScene::draw_side(App& app) {
    SDL_Renderer* r = app.renderer();
    const Ruleset& rules = session_->rules();
    Text& t = app.text();
    draw_side_ground(app);
    const int pad = app.px(16);
    const int x = side_rect_.x + pad, w = side_rect_.w - 2 * pad;
    t.draw(_("Review"), x, app.px(14), app.px(19), theme::kAccent, FontStyle::Bold);
    // A file with one seat is a test position (an imported JCloisterZone test game), not a game.
    const std::string name = rules.setup.position
                                 ? fill(_("{name} · test position"), {{"name", session_->info().name}})
                                 : session_->info().name;
    t.draw_fit(name, x, app.px(42), w, app.px(13), theme::kTextDim);
    draw_scoreboard(app, rules, scoreboard(), x, app.px(76), w, compact_);
    if (chart_shown()) {
        t.draw(_("Scores over the game"), x, chart_rect_.y - app.px(22), app.px(14), theme::kText,
               FontStyle::Bold);
        std::vector<ChartSeries> series;
        for (size_t p = 0; p < rules.setup.players.size(); ++p) {
            const PlayerColor pc = player_color(rules.setup.players[p].color);
            ChartSeries cs{pc.fill, pc.ink, pc.letter, {}};
            for (const auto& point : history_) cs.values.push_back(point[p]);
            series.push_back(std::move(cs));
        }
        chart_chips_ = draw_score_chart(app, chart_rect_, series, session_->over(), chart_marker());
    }
    fill_rect(r, {x, side_log_top_ - app.px(34), w, 1}, theme::kPanelLine);
    t.draw(log_heading(), x, side_log_top_ - app.px(27), app.px(15), theme::kAccent,
           FontStyle::Bold);
    if (!log_open_)
        draw_log(app, log_rect_);
    else
        draw_log_moved_note(app, x, side_log_top_, w);
}

std::string ReviewScene::log_heading() const {
    return pos_ == 0 ? std::string(_("Log · start of the game"))
                     : fill(_("Log · turn {turn}"), {{"turn", std::to_string(shown_turn())}});
}

void ReviewScene::render(App& app) {
    art_->begin_frame(8.0);
    layout(app);
    draw_board(app);
    draw_opinion(app);
    draw_rule_card(app);
    draw_timeline(app);
    draw_side(app);
    if (log_open_) {
        draw_open_log_panel(app, log_panel_, log_heading());
        draw_log(app, log_rect_);
    }
    ui_.render(app);
    ui_.render_tooltip(app);
    // Warm the art of every tile of the final board at this size, within the frame budget, so a
    // jump anywhere later finds its textures ready.
    const int px = view_.tile_px();
    for (const PlacedTile& t : session_->state().board.tiles()) art_->tile(t.type, t.rotation, px);
}

std::unique_ptr<Scene> make_review_scene(App& app, std::shared_ptr<GameSession> session,
                                         std::shared_ptr<TileArt> art) {
    return std::make_unique<ReviewScene>(app, std::move(session), std::move(art));
}

}  // namespace carc::app
