#include "scenes/game_scene.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "expansions/abbey_mayor_view.hpp"
#include "shell/app.hpp"
#include "expansions/city_view.hpp"
#include "board/figure_art.hpp"
#include "board/learning_aids.hpp"
#include "shell/i18n.hpp"
#include "shell/modes.hpp"
#include "widgets/panels.hpp"
#include "shell/saved_games.hpp"
#include "scenes/scenes.hpp"
#include "widgets/scoreboard.hpp"
#include "shell/text.hpp"
#include "shell/theme.hpp"
#include "expansions/tower_view.hpp"

namespace carc::app {

namespace {

constexpr uint64_t kFxDuration = 1700;
constexpr uint64_t kFxStagger = 550;
constexpr uint64_t kBannerDuration = 2400;
constexpr uint64_t kMessageDuration = 3500;

bool worth_points(const ScoreEvent& e) {
    return std::any_of(e.awards.begin(), e.awards.end(),
                       [](const Award& a) { return a.points != 0; });
}

// Whether the player chooses on the board through the choice layer now: the turn's action (a
// figure, or what a module offers instead) or a module's step (the dragon's flight).
bool choosing(const GameState& s) {
    return s.phase == Phase::PlaceFigure || s.phase == Phase::ModuleStep;
}

float fade(uint64_t age, uint64_t duration, uint64_t edge) {
    if (age >= duration) return 0;
    const float in = std::min(1.0f, static_cast<float>(age) / static_cast<float>(edge));
    const float out = std::min(1.0f, static_cast<float>(duration - age) / static_cast<float>(edge));
    return std::min(in, out);
}

}  // namespace

GameScene::GameScene(App& app, std::shared_ptr<GameSession> session, std::shared_ptr<TileArt> art)
    : session_(std::move(session)), art_(std::move(art)), bots_(session_->rules()) {
    if (!art_) art_ = std::make_shared<TileArt>(app.renderer(), session_->rules());
    ui_.keyboard_navigation = false;  // the game's keys are its own
    purist_setting_ = app.settings().purist;
    rule_links_ = app.rule_links();
    state_changed();
    rebuild_log();
    const GameState& s = session_->state();
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

bool GameScene::ransom_has_keys() const {
    return !choosing(session_->state()) || choices_.empty();
}

std::vector<Action> GameScene::ransom_offers() const {
    std::vector<Action> out;
    for (const Action& a : session_->legal())
        if (a.def && a.def->id() == "pay_ransom") out.push_back(a);
    return out;
}

std::string GameScene::figure_word(int figure) const {
    const Ruleset& rules = session_->rules();
    if (figure < 0 || figure >= static_cast<int>(rules.figures.size())) return _("follower");
    std::string name = rules.figures[static_cast<size_t>(figure)].name;
    if (!name.empty() && name[0] >= 'A' && name[0] <= 'Z')
        name[0] = static_cast<char>(name[0] - 'A' + 'a');
    return tr(name);
}

std::pair<std::string, std::string> GameScene::pass_words() const {
    const GameState& s = session_->state();
    if (s.phase == Phase::ModuleStep) {
        const std::string_view step = current_step(session_->rules(), s).id();
        if (step == "tower_capture")
            return {_("Take no prisoner (Space)"), _("The tower grows without taking anyone")};
        if (step == "tower_ransom")
            return {_("Go on, keep them prisoner (Space)"), _("Place your tile without paying a ransom")};
        if (step == "wagon_moves")
            return {_("Keep the wagon in the supply (Space)"),
                    _("Take the wagon back instead of moving it on")};
        if (step == "city_move_out")
            return {_("Done: no more out of the City (Space)"),
                    _("Leave the rest of your meeples in the City; the feature scores")};
        if (step == "city_place") {
            const auto& places = choices_.places();
            const bool count_move =
                std::any_of(places.begin(), places.end(),
                            [](const ChoicePlace& p) { return p.quarter >= 0 && p.take_back; });
            return count_move
                       ? std::pair<std::string, std::string>{_("Leave the Count (Space)"),
                                                             _("The Count stays where he is")}
                       : std::pair<std::string, std::string>{_("Pass: stay out of the City (Space)"),
                                                             _("Keep the meeple in your supply")};
        }
        return {_("Pass (Space)"), _("Choose nothing here")};
    }
    return {_("Skip: no figure (Space)"), _("End the turn without placing a figure")};
}

// --- state ------------------------------------------------------------------------------------

void GameScene::state_changed() {
    abbey_chosen_ = abbey_chosen_ && abbey_offered();
    cells_ = abbey_chosen_ ? abbey_cells() : session_->legal_cells();
    const GameState& s = session_->state();
    std::vector<ChoicePlace> places;
    if (choosing(s)) places = figure_places(session_->rules(), s, session_->legal());
    // What taking a figure back would score at once, as the engine applies it (on a copy of the
    // state): the abbot's points.
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
    aids_.refresh(session_->rules(), session_->state());
    aids_at_ = session_->actions();
}

int GameScene::place_of_hit(BoardView::Hit hit) const {
    if (hit.tile < 0) return -1;
    const Pos tile = session_->state().board.tile(hit.tile).pos;
    const auto& places = choices_.places();
    for (size_t i = 0; i < places.size(); ++i) {
        const ChoicePlace& p = places[i];
        if (p.quarter < 0 && p.corner < 0 && p.tile == tile &&
            (p.local < 0 || p.local == hit.local))
            return static_cast<int>(i);
    }
    return -1;
}

std::optional<Message> GameScene::click_refusal(BoardView::Hit hit, Pos cell) const {
    // The step's own kinds of action, aimed where the player clicked: the first the engine
    // refuses says why (a deploy on an occupied road, the dragon sent too far...).
    const GameState& s = session_->state();
    std::vector<const ActionDef*> tried;
    for (const Action& legal : session_->legal()) {
        if (!legal.def || is_pass(legal) ||
            std::find(tried.begin(), tried.end(), legal.def) != tried.end())
            continue;
        tried.push_back(legal.def);
        Action a = legal;
        a.pos = hit.tile >= 0 ? s.board.tile(hit.tile).pos : cell;
        if (legal.feature >= 0) {
            if (hit.local < 0) continue;
            a.feature = static_cast<int16_t>(hit.local);
        }
        if (auto why = why_illegal(session_->rules(), s, a)) return why;
    }
    return std::nullopt;
}

void GameScene::open_remaining_tiles(App& app) {
    if (!aids_shown()) return;
    refresh_aids();
    app.push(std::make_unique<RemainingTilesOverlay>(art_, session_->rules(), aids_));
}

std::string GameScene::square_tip() const {
    if (!aids_shown() || !hover_square_) return "";
    const SquareFit* sq = aids_.square(*hover_square_);
    return sq ? aids_.square_text(*sq) : "";
}

std::string GameScene::holding_tip() const {
    if (!ownership_shown() || hover_holding_ < 0) return "";
    const FeatureHolding* h = aids_.holding_of(session_->state(), hover_holding_);
    return h ? aids_.holding_text(session_->rules(), *h) : "";
}

void GameScene::rebuild_log() {
    log_.clear();
    const auto& all = session_->events();
    int turn = 0;
    const Ruleset& rules = session_->rules();
    for (size_t i = 0; i < all.size(); ++i) {
        // What a module's rule did (the dragon's flight, the princess), with the figures it sent
        // home; figures going home after a scoring need no line of their own.
        bool after_module_event = false;
        const auto links = rule_links_ ? rule_links_->for_events(rules, all[i])
                                       : std::vector<std::optional<RuleLink>>(all[i].size());
        for (size_t k = 0; k < all[i].size(); ++k) {
            const Event& e = all[i][k];
            const size_t before = log_.size();
            if (const auto* t = std::get_if<TurnStarted>(&e)) turn = t->turn;
            if (const auto* s = std::get_if<ScoreEvent>(&e)) {
                log_.push_back({turn, tr_describe(rules, *s), *s, false, s->tiles, {}});
            } else if (const auto* m = std::get_if<ModuleEvent>(&e)) {
                log_.push_back({turn,
                                capitalised(tr_format(rules, m->message)),
                                std::nullopt,
                                false,
                                m->squares,
                                {}});
            } else if (const auto* r = std::get_if<FigureReturned>(&e); r && after_module_event) {
                log_.push_back({turn,
                                capitalised(tr_describe(rules, e)),
                                std::nullopt,
                                false,
                                {r->feature.pos},
                                {}});
            } else if (std::holds_alternative<TileDiscarded>(e) ||
                       std::holds_alternative<GameEnded>(e)) {
                log_.push_back({turn, tr_describe(rules, e), std::nullopt, false, {}, {}});
            } else if (std::holds_alternative<FinalScoringStarted>(e)) {
                log_.push_back({turn, _("Final scoring"), std::nullopt, true, {}, {}});
            }
            if (log_.size() > before) log_.back().rule = links[k];
            after_module_event = std::holds_alternative<ModuleEvent>(e) ||
                                 (after_module_event && std::holds_alternative<FigureReturned>(e));
        }
    }
    log_scroll_ = 0;
    hover_log_ = -1;
}

void GameScene::open_log_rule(App& app, int x, int y) {
    for (const auto& [row, i] : log_hits_)
        if (contains(row, x, y))
            if (const auto link = log_rule(i)) {
                app.push(make_rules_overlay(app, link->expansion, link->anchor));
                return;
            }
}

std::optional<RuleLink> GameScene::log_rule(int entry) const {
    if (entry < 0 || entry >= static_cast<int>(log_.size())) return std::nullopt;
    return log_[static_cast<size_t>(entry)].rule;
}

void GameScene::act(App& app, const Action& a) {
    const int before = session_->state().current_player;
    const int acting_before = session_->state().acting_player;
    const Phase phase_before = session_->state().phase;
    const int turn_before = session_->state().turn;
    const bool bonus_before = session_->state().bonus_turn();
    if (auto why = session_->act(a)) {
        message_ = *why;
        message_at_ = app.now();
        return;
    }
    message_.clear();
    autosave(app);  // before anything else can go wrong: at most this action is ever lost
    if (is_place(a)) rotation_chosen_ = false;
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
    const GameState& s = session_->state();
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
        // Only the builder grants a second tile among the supported expansions.
        banner_ = Banner{s.current_player, fill(_("{player}'s turn"), {{"player", player_name(s.current_player)}}),
                         _("Builder: draw again — a second tile this turn"), app.now()};
    }
}

void GameScene::undo(App& app) {
    const int steps = undo_steps();
    if (steps == 0) {
        message_ = session_->actions() == 0 ? _("Nothing to take back yet.")
                   : session_->can_undo()
                       ? _("Only the computer's moves are left to take back this turn.")
                       : _("That turn is confirmed: the next player has placed a tile.");
        message_at_ = app.now();
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
        message_ = fill(_("Took back {player}'s last action."), {{"player", player_name(who)}});
        message_at_ = app.now();
    }
}

std::vector<int> GameScene::global_rotations() const {
    std::vector<int> out;
    for (Pos p : cells_)
        for (int r : session_->distinct_rotations(p))
            if (std::find(out.begin(), out.end(), r) == out.end()) out.push_back(r);
    std::sort(out.begin(), out.end());
    return out;
}

int GameScene::shown_rotation() const {
    // The computer's tile on its way shows its own rotation on the card too.
    if (bots_.showing && is_place(*bots_.showing)) return bots_.showing->rotation;
    if (abbey_chosen_) return 0;  // the abbey fits any way round
    if (!aids_shown()) return rotation_;  // the bare table turns the tile only when asked
    const std::vector<int> rots =
        hover_cell_ ? session_->distinct_rotations(*hover_cell_) : global_rotations();
    if (rots.empty()) return rotation_;
    if (rotation_chosen_ && std::find(rots.begin(), rots.end(), rotation_) != rots.end())
        return rotation_;
    return rots.front();
}

std::string GameScene::rotation_badge() const {
    // On the bare table the count of fitting rotations would tell where the tile fits.
    if (!hover_cell_ || session_->state().phase != Phase::PlaceTile || abbey_chosen_ ||
        !aids_shown())
        return "";
    const auto rots = session_->distinct_rotations(*hover_cell_);
    if (rots.size() < 2) return "";
    const int i =
        static_cast<int>(std::find(rots.begin(), rots.end(), shown_rotation()) - rots.begin());
    return "R  " + std::to_string(i + 1) + "/" + std::to_string(rots.size());
}

void GameScene::rotate(int direction) {
    if (session_->state().phase != Phase::PlaceTile || abbey_chosen_) return;
    if (!aids_shown()) {  // all four ways round, as a tile in the hand turns
        rotation_ = ((rotation_ + direction) % 4 + 4) % 4;
        rotation_chosen_ = true;
        return;
    }
    const std::vector<int> rots =
        hover_cell_ ? session_->distinct_rotations(*hover_cell_) : global_rotations();
    if (rots.empty()) return;
    const int current = shown_rotation();
    auto it = std::find(rots.begin(), rots.end(), current);
    const int i = it == rots.end() ? 0 : static_cast<int>(it - rots.begin());
    const int n = static_cast<int>(rots.size());
    rotation_ = rots[static_cast<size_t>(((i + direction) % n + n) % n)];
    rotation_chosen_ = true;
}

void GameScene::hover_cell(Pos p) {
    if (const auto ghost = ghost_squares(); std::find(ghost.begin(), ghost.end(), p) != ghost.end())
        hover_cell_ = p;
}

std::vector<Pos> GameScene::ghost_squares() const {
    if (aids_shown()) return cells_;
    std::vector<Pos> open;
    for (const FrontierCell& f : session_->state().board.frontier()) open.push_back(f.pos);
    std::sort(open.begin(), open.end(),
              [](Pos a, Pos b) { return a.y != b.y ? a.y < b.y : a.x < b.x; });
    return open;
}

void GameScene::place_or_say_why(App& app, Pos p) {
    const Action a = tile_action(p);
    const auto& legal = session_->legal();
    if (std::find(legal.begin(), legal.end(), a) != legal.end()) {
        act(app, a);
        return;
    }
    // The bare table's ghost stood on a square or in a rotation that does not fit.
    const auto why = why_illegal(session_->rules(), session_->state(), a);
    message_ = why ? capitalised(tr_format(session_->rules(), *why)) + "."
                   : _("The tile does not fit here.");
    message_at_ = app.now();
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
        message_ = fill(_("Not saved: {error}"), {{"error", saved.error()}});
        message_at_ = app.now();
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

std::vector<SDL_Rect> GameScene::free_areas(App& app) const {
    // Left free by the toolbar, the corner card and the prompt: above the card, and beside it.
    const int top = app.px(60), prompt = app.px(76);
    std::vector<SDL_Rect> out;
    // The prompt stands above the card when the card leaves it no room beside (as drawn last).
    const bool prompt_above = prompt_rect_.w > 0 && prompt_rect_.y < card_rect_.y;
    const int above_bottom = prompt_above ? prompt_rect_.y : card_rect_.y;
    const SDL_Rect above{board_rect_.x, top, board_rect_.w, above_bottom - top - app.px(8)};
    const int bx = card_rect_.x + card_rect_.w + app.px(8);
    const SDL_Rect beside{bx, top, board_rect_.x + board_rect_.w - bx,
                          board_rect_.h - top - prompt};
    for (const SDL_Rect& r : {above, beside})
        if (r.w > app.px(100) && r.h > app.px(100)) out.push_back(r);
    if (out.empty()) out.push_back(board_rect_);
    return out;
}

const PlacedTile* GameScene::placed_tile() const {
    const GameState& s = session_->state();
    return s.phase == Phase::PlaceFigure && s.placed_tile >= 0 ? &s.board.tile(s.placed_tile)
                                                               : nullptr;
}

void GameScene::keep_in_view(App& app) {
    const auto areas = free_areas(app);
    auto shown = [&](Pos p) {
        const SDL_Rect c = view_.cell_rect(p);
        return std::any_of(areas.begin(), areas.end(), [&](const SDL_Rect& a) {
            return c.x >= a.x && c.y >= a.y && c.x + c.w <= a.x + a.w && c.y + c.h <= a.y + a.h;
        });
    };
    std::vector<Pos> targets = cells_;
    if (const PlacedTile* t = placed_tile()) targets = {t->pos};
    if (session_->state().phase == Phase::ModuleStep)
        for (const ChoicePlace& p : choices_.places()) targets.push_back(p.tile);
    if (targets.empty() || std::any_of(targets.begin(), targets.end(), shown)) return;
    // The target nearest to the middle of the view, into the free area it needs least panning
    // for.
    const SDL_Point mid{board_rect_.x + board_rect_.w / 2, board_rect_.h / 2};
    auto dist = [&](Pos p) {
        const SDL_Point c = view_.cell_centre(p);
        return std::hypot(static_cast<float>(c.x - mid.x), static_cast<float>(c.y - mid.y));
    };
    const Pos target = *std::min_element(targets.begin(), targets.end(),
                                         [&](Pos a, Pos b) { return dist(a) < dist(b); });
    const SDL_Rect* best = &areas.front();
    float best_d = 1e9f;
    for (const SDL_Rect& a : areas) {
        const SDL_Point c = view_.cell_centre(target);
        const float d = std::hypot(static_cast<float>(c.x - (a.x + a.w / 2)),
                                   static_cast<float>(c.y - (a.y + a.h / 2)));
        if (d < best_d && a.w >= view_.tile_px() && a.h >= view_.tile_px()) {
            best_d = d;
            best = &a;
        }
    }
    view_.pan_into(target, *best);
}

void GameScene::fit(App& app) {
    std::vector<Pos> cells = cells_;
    for (const PlacedTile& t : session_->state().board.tiles()) cells.push_back(t.pos);
    // Never closer than a comfortable tile size: one tile filling the board is for zooming in.
    int max_level = 0;
    while (max_level + 1 < BoardView::levels() && BoardView::level_px(max_level + 1) <= app.px(112))
        ++max_level;
    // Into the larger of the areas the panels leave free, so nothing hides under the card.
    const auto areas = free_areas(app);
    const SDL_Rect* best = &areas.front();
    for (const SDL_Rect& a : areas)
        if (std::min(a.w, a.h) > std::min(best->w, best->h)) best = &a;
    view_.fit_into(cells, max_level, *best);
}

// --- figure-step markers ------------------------------------------------------------------------

const std::pair<std::vector<Vec2>, float>& GameScene::spread(TileTypeId type, int rotation,
                                                             const std::vector<int>& locals,
                                                             const std::vector<int>& corners) {
    const auto key = std::make_tuple(static_cast<int>(type), rotation, locals, corners);
    auto it = spread_.find(key);
    if (it != spread_.end()) return it->second;
    // Tile units: a marker a fifth of the tile wide when there is room; a whole tile as the place
    // (the dragon's next step) takes a larger one.
    const bool whole_tiles = std::all_of(locals.begin(), locals.end(), [](int l) { return l < 0; });
    float radius = whole_tiles ? 18.0f : 11.0f;
    auto points = spread_markers(art_->geometry(type, rotation), locals, radius, corners);
    return spread_[key] = {std::move(points), radius};
}

std::vector<GameScene::Marker> GameScene::markers() {
    std::vector<Marker> out;
    const GameState& s = session_->state();
    if (!choosing(s)) return out;
    const auto& places = choices_.places();
    // One layout per tile: the places of a tile keep clear of each other.
    std::vector<Pos> tiles;
    for (const ChoicePlace& p : places)
        if (p.quarter < 0 && std::find(tiles.begin(), tiles.end(), p.tile) == tiles.end())
            tiles.push_back(p.tile);
    // The City's quarters: a marker at the end of each quarter's panel.
    const float quarter_radius = quarter_marker_radius(view_);
    for (const QuarterBox& q : quarter_boxes(view_, session_->rules(), s))
        for (size_t i = 0; i < places.size(); ++i)
            if (places[i].quarter == q.place)
                out.push_back({static_cast<int>(i), quarter_marker_point(q.rect, quarter_radius),
                               quarter_radius, false});
    const Pos placed = s.placed_tile >= 0 ? s.board.tile(s.placed_tile).pos : Pos{};
    for (Pos tp : tiles) {
        const PlacedTile* t = s.board.at(tp);
        if (!t) continue;
        std::vector<int> locals, corners, which;
        for (size_t i = 0; i < places.size(); ++i)
            if (places[i].tile == tp && places[i].quarter < 0) {
                locals.push_back(places[i].local);
                corners.push_back(places[i].corner);
                which.push_back(static_cast<int>(i));
            }
        const auto& [points, radius] = spread(t->type, t->rotation, locals, corners);
        // The same layout on the board's tile and on the card's enlarged copy.
        auto add = [&](const SDL_Rect& box, bool on_card) {
            const float px = static_cast<float>(box.w);
            for (size_t k = 0; k < which.size(); ++k)
                out.push_back({which[k],
                               {static_cast<float>(box.x) + points[k].x / 100 * px,
                                static_cast<float>(box.y) + points[k].y / 100 * px},
                               radius / 100 * px,
                               on_card});
        };
        add(view_.cell_rect(tp), false);
        if (card_tile_.w > 0 && tp == placed) add(card_tile_, true);
    }
    return out;
}

std::vector<SDL_FPoint> GameScene::place_points() {
    std::vector<SDL_FPoint> pts(choices_.places().size(), SDL_FPoint{-1000, -1000});
    for (const Marker& m : markers())
        if (m.on_card || pts[static_cast<size_t>(m.place)].x < -999)
            pts[static_cast<size_t>(m.place)] = m.at;
    return pts;
}

int GameScene::card_row_at(int x, int y) const {
    for (const auto& [r, i] : card_rows_)
        if (contains(r, x, y)) return i;
    return -1;
}

int GameScene::place_at(int x, int y) {
    const GameState& s = session_->state();
    if (!choosing(s)) return -1;
    int best = -1;
    float best_d = 1e9f;
    for (const Marker& m : markers()) {
        const float d = std::hypot(m.at.x - static_cast<float>(x), m.at.y - static_cast<float>(y));
        if (d <= std::max(m.radius, 8.0f) && d < best_d) {
            best_d = d;
            best = m.place;
        }
    }
    if (best >= 0) return best;
    const auto& places = choices_.places();
    // Anywhere on a City quarter's panel.
    if (!contains(card_rect_, x, y))
        for (const QuarterBox& q : quarter_boxes(view_, session_->rules(), s))
            if (SDL_FPoint pt{static_cast<float>(x), static_cast<float>(y)};
                SDL_PointInFRect(&pt, &q.rect))
                for (size_t i = 0; i < places.size(); ++i)
                    if (places[i].quarter == q.place) return static_cast<int>(i);
    // Anywhere on a place's feature, on the board or on the card.
    Pos tile{};
    int local = -1;
    if (card_tile_.w > 0 && contains(card_tile_, x, y) && s.placed_tile >= 0) {
        const PlacedTile& placed = s.board.tile(s.placed_tile);
        tile = placed.pos;
        local = art_->feature_at(
            placed.type, placed.rotation,
            static_cast<float>(x - card_tile_.x) / static_cast<float>(card_tile_.w),
            static_cast<float>(y - card_tile_.y) / static_cast<float>(card_tile_.h));
    } else if (!contains(card_rect_, x, y)) {
        const BoardView::Hit hit = view_.feature_at(*art_, s, x, y);
        if (hit.tile >= 0) {
            tile = s.board.tile(hit.tile).pos;
            local = hit.local;
        }
    }
    for (size_t i = 0; i < places.size(); ++i)
        if (places[i].tile == tile && places[i].local == local && local >= 0 &&
            places[i].corner < 0 && places[i].quarter < 0)  // a corner (the barn's) or a quarter is taken by its marker only
            return static_cast<int>(i);
    // Anywhere on a tile that is a place as a whole (the dragon's next step).
    if (!contains(card_rect_, x, y)) {
        const BoardView::Hit hit = view_.feature_at(*art_, s, x, y);
        for (size_t i = 0; i < places.size(); ++i)
            if (hit.tile >= 0 && places[i].local < 0 && places[i].quarter < 0 &&
                places[i].tile == s.board.tile(hit.tile).pos)
                return static_cast<int>(i);
    }
    return -1;
}

std::string GameScene::place_text(int i) {
    const ChoicePlace& p = choices_.places()[static_cast<size_t>(i)];
    if (p.take_back || p.corner >= 0 || p.quarter >= 0) return p.title;
    // Several places of one kind on the tile are told apart by where they lie.
    const auto& places = choices_.places();
    const int same =
        static_cast<int>(std::count_if(places.begin(), places.end(), [&](const ChoicePlace& q) {
            return q.tile == p.tile && q.kind == p.kind && !q.take_back && q.corner < 0;
        }));
    if (same < 2) return p.title;
    const PlacedTile* t = session_->state().board.at(p.tile);
    if (!t) return p.title;
    // Named where its marker would stand without the corners (a barn's takes a field's corner and
    // may push the farmer's marker towards the middle; the field is still the north-east one).
    std::vector<int> locals;
    int k = -1;
    for (const ChoicePlace& q : places)
        if (q.tile == p.tile && q.corner < 0) {
            if (&q == &p) k = static_cast<int>(locals.size());
            locals.push_back(q.local);
        }
    const auto& [points, radius] = spread(t->type, t->rotation, locals, {});
    return p.title + " · " + compass_word(points[static_cast<size_t>(k)]);
}

void GameScene::choose(App& app, const ChoiceLayer::Outcome& outcome) {
    if (outcome.action) act(app, *outcome.action);
}

// --- input ------------------------------------------------------------------------------------

void GameScene::hover(App&, int x, int y) {
    hover_square_.reset();
    hover_holding_ = -1;
    hover_figure_ = -1;
    choices_.set_hover(-1);
    hover_log_ = -1;
    for (const auto& [r, i] : log_hits_)
        if (contains(r, x, y)) hover_log_ = i;
    if (log_open_ && contains(log_panel_, x, y)) return;  // the board under it is covered
    const GameState& s = session_->state();
    if (choosing(s) && contains(card_rect_, x, y)) {
        // A row of the list names a place (or, while one is open, one of its options).
        const int row = card_row_at(x, y);
        if (choices_.open_place() < 0) choices_.set_hover(row >= 0 ? row : place_at(x, y));
        return;
    }
    if (!contains(board_rect_, x, y) || contains(side_rect_, x, y)) return;
    // The corner card and the buttons over the board hide what is under them.
    if (contains(card_rect_, x, y)) return;
    for (const Widget& w : ui_.items())
        if (w.hit(x, y)) return;
    if (s.phase == Phase::PlaceTile) {
        const Pos p = view_.cell_at(x, y);
        if (const auto ghost = ghost_squares();
            std::find(ghost.begin(), ghost.end(), p) != ghost.end())
            hover_cell_ = p;
        else if (!s.board.occupied(p))
            hover_cell_.reset();
    }
    if (choosing(s) && choices_.open_place() < 0) choices_.set_hover(place_at(x, y));
    if (choices_.hover() < 0) hover_figure_ = view_.figure_at(*art_, s, x, y);
    hover_square_.reset();
    hover_holding_ = -1;
    if (aids_shown()) {
        const Pos p = view_.cell_at(x, y);
        if (aids_.square(p)) hover_square_ = p;
        if (ownership_) {
            const BoardView::Hit hit = view_.feature_at(*art_, s, x, y);
            if (hit.tile >= 0 && hit.local >= 0)
                if (const FeatureHolding* h =
                        aids_.holding_of(s, s.board.tile(hit.tile).first_node + hit.local))
                    hover_holding_ = h->root;
        }
    }
}

void GameScene::click(App& app, int x, int y) {
    if (!contains(board_rect_, x, y) || computer_turn()) return;
    const GameState& s = session_->state();
    if (choosing(s)) {
        const int row = contains(card_rect_, x, y) ? card_row_at(x, y) : -1;
        if (row >= 0) {
            choose(app, choices_.open_place() >= 0 ? choices_.activate_option(row)
                                                   : choices_.activate_place(row));
            return;
        }
        const int place = place_at(x, y);
        if (place >= 0 && place != choices_.open_place()) {
            choices_.close();
            choose(app, choices_.activate_place(place));
        } else if (place < 0) {
            const bool was_open = choices_.open_place() >= 0;
            choices_.close();  // a click beside the markers backs out of choosing a figure
            // A tower that takes no piece, a follower out of the tower's reach, a feature or tile
            // the step's actions do not reach: the rule says why.
            const BoardView::Hit hit = view_.feature_at(*art_, s, x, y);
            auto why = tower_refusal(session_->rules(), s, hit.tile, hit.local,
                                     view_.figure_at(*art_, s, x, y));
            if (!why) why = click_refusal(hit, view_.cell_at(x, y));
            if (why) {
                message_ = capitalised(tr_format(session_->rules(), *why)) + ".";
                message_at_ = app.now();
            } else if (const int aimed = place_of_hit(hit); aimed >= 0 && !was_open) {
                // The feature or tile of a place, beside its marker: the player means it.
                choose(app, choices_.activate_place(aimed));
            } else if (!was_open) {
                // Nothing the step offers is there (the empty table, a step of buttons): what
                // the step asks instead, rather than silence.
                message_ =
                    fill(_("Nothing to choose there. {prompt}"),
                         {{"prompt", capitalised(tr_format(session_->rules(),
                                                           carc::prompt(session_->rules(), s)))}}) +
                    ".";
                message_at_ = app.now();
            }
        }
        return;
    }
    if (contains(card_rect_, x, y)) {
        if (s.phase == Phase::PlaceTile) rotate(1);  // the tile in hand turns when clicked
        return;
    }
    if (s.phase == Phase::PlaceTile) {
        const Pos p = view_.cell_at(x, y);
        if (const auto ghost = ghost_squares();
            std::find(ghost.begin(), ghost.end(), p) != ghost.end()) {
            hover_cell_ = p;
            place_or_say_why(app, p);
        } else if (!s.board.occupied(p)) {
            const bool touches = s.board.occupied(neighbour(p, Side::N)) ||
                                 s.board.occupied(neighbour(p, Side::E)) ||
                                 s.board.occupied(neighbour(p, Side::S)) ||
                                 s.board.occupied(neighbour(p, Side::W));
            if (touches && abbey_chosen_) {
                const auto why = why_illegal(session_->rules(), s, tile_action(p));
                message_ = why ? capitalised(tr_format(session_->rules(), *why)) + "."
                               : _("The abbey does not fit here.");
                message_at_ = app.now();
            } else if (touches) {
                // Say why, for the rotation the player has in mind.
                const auto why = why_illegal(session_->rules(), s, place_action(p, rotation_));
                message_ = why ? capitalised(tr_format(session_->rules(), *why)) +
                                     _(" — the tile fits nowhere on this square.")
                               : _("The tile does not fit here.");
                message_at_ = app.now();
            } else if (const auto why =
                           why_illegal(session_->rules(), s, place_action(p, rotation_))) {
                // A square away from the board: the rule that tiles touch.
                message_ = capitalised(tr_format(session_->rules(), *why)) + ".";
                message_at_ = app.now();
            }
        }
    }
}

void GameScene::key(App& app, const SDL_Event& e) {
    const SDL_Keycode k = e.key.keysym.sym;
    const bool ctrl = (e.key.keysym.mod & KMOD_CTRL) != 0;
    const bool shift = (e.key.keysym.mod & KMOD_SHIFT) != 0;
    const GameState& s = session_->state();
    if (ctrl && k == SDLK_s) {  // before S pans the board
        open_save(app);
        return;
    }
    if (computer_turn()) {
        // The computer's move: Space or Enter shows it at once; the board, the menu and
        // take-back stay the players'.
        if (k == SDLK_SPACE || k == SDLK_RETURN || k == SDLK_KP_ENTER) {
            bots_.showing_ms = 0;
            bots_.hold_until = 0;
            return;
        }
        if (view_.pan_zoom_key(k, /*arrows_pan=*/true, app.px(40))) return;
        if (k == SDLK_ESCAPE) log_open_ ? open_log(false) : open_menu(app);
        if (k == SDLK_l) open_log(!log_open_);
        if (k == SDLK_F1) app.push(make_help_overlay(app, rules_in_play()));
        if (k == SDLK_HOME) fit(app);
        if (k == SDLK_BACKSPACE || (ctrl && k == SDLK_z)) undo(app);
        return;
    }
    // Choosing a place or a figure has the number keys, Tab, Enter, and Esc to back out.
    if (choosing(s) && !ctrl) {
        const int focus_before = choices_.focus();
        const ChoiceLayer::Outcome outcome = choices_.key(k, shift);
        if (outcome.used) {
            if (choices_.focus() != focus_before) focus_into_view(app);
            choose(app, outcome);
            return;
        }
    }
    if (view_.pan_zoom_key(k, /*arrows_pan=*/true, app.px(40))) return;
    switch (k) {
        case SDLK_ESCAPE:
            if (log_open_)
                open_log(false);
            else
                open_menu(app);
            return;
        case SDLK_l:
            open_log(!log_open_);
            return;
        case SDLK_t:
            if (aids_shown()) {
                open_remaining_tiles(app);
                return;
            }
            break;
        case SDLK_o:
            if (aids_shown()) {
                ownership_ = !ownership_;
                hover(app, app.mouse().x, app.mouse().y);
                return;
            }
            break;
        case SDLK_h:
            if (app.settings().show_hints && aids_shown()) {
                ask_hint(app);
                return;
            }
            [[fallthrough]];  // hints switched off: H is the controls, as before
        case SDLK_F1:
            app.push(make_help_overlay(app, rules_in_play()));
            return;
        case SDLK_HOME:
            fit(app);
            return;
        case SDLK_r:
            rotate(shift ? -1 : 1);
            return;
        case SDLK_BACKSPACE:
            undo(app);
            return;
        case SDLK_z:
            if (ctrl) undo(app);
            return;
        default:
            break;
    }
    // A prisoner bought back (any moment of the turn): the number keys pick it whenever no marker
    // on the board has them (the markers took them above).
    if (const std::vector<Action> offers = ransom_offers(); !offers.empty() && ransom_has_keys()) {
        const int i = k >= SDLK_1 && k <= SDLK_9 ? static_cast<int>(k - SDLK_1)
                      : k == SDLK_0              ? 9
                                                 : -1;
        if (i >= 0 && i < static_cast<int>(offers.size())) {
            act(app, offers[static_cast<size_t>(i)]);
            return;
        }
    }
    if (s.phase == Phase::PlaceTile) {
        if (const auto ghost = ghost_squares(); k == SDLK_TAB && !ghost.empty()) {
            const int n = static_cast<int>(ghost.size());
            tab_index_ = ((tab_index_ + (shift ? -1 : 1)) % n + n) % n;
            hover_cell_ = ghost[static_cast<size_t>(tab_index_)];
            if (!view_.visible(*hover_cell_))
                view_.centre_on(static_cast<float>(hover_cell_->x) + 0.5f,
                                static_cast<float>(hover_cell_->y) + 0.5f);
        } else if ((k == SDLK_RETURN || k == SDLK_KP_ENTER) && hover_cell_) {
            place_or_say_why(app, *hover_cell_);
        } else if (k == SDLK_b && (abbey_chosen_ || abbey_offered())) {
            choose_abbey(!abbey_chosen_);
        }
        return;
    }
    if (choosing(s)) {
        // Enter with nothing chosen, or Space, ends the turn without a figure.
        if ((k == SDLK_RETURN || k == SDLK_KP_ENTER || k == SDLK_SPACE) && session_->can_pass())
            act(app, pass_action());
    }
}

void GameScene::event(App& app, const SDL_Event& e) {
    layout(app);
    if (ui_.event(app, e)) {
        ui_.run_pending();
        return;
    }
    switch (e.type) {
        case SDL_KEYDOWN:
            key(app, e);
            break;
        case SDL_MOUSEBUTTONDOWN:
            if (!contains(board_rect_, e.button.x, e.button.y)) break;
            if (over_log(e.button.x, e.button.y)) break;  // a log line: on release
            view_.press({e.button.x, e.button.y});
            down_button_ = e.button.button;
            break;
        case SDL_MOUSEMOTION:
            view_.motion({e.motion.x, e.motion.y}, {e.motion.xrel, e.motion.yrel}, app.px(5));
            hover(app, e.motion.x, e.motion.y);
            break;
        case SDL_MOUSEBUTTONUP:
            if (!view_.pressed() && e.button.button == SDL_BUTTON_LEFT &&
                over_log(e.button.x, e.button.y)) {
                open_log_rule(app, e.button.x, e.button.y);
                break;
            }
            if (view_.pressed() && !view_.dragging() && e.button.button == down_button_) {
                if (e.button.button == SDL_BUTTON_LEFT) click(app, e.button.x, e.button.y);
                if (e.button.button == SDL_BUTTON_RIGHT) rotate(1);
                hover(app, e.button.x, e.button.y);
            }
            view_.release();
            break;
        case SDL_MOUSEWHEEL: {
            const SDL_Point m = app.mouse();
            if (over_log(m.x, m.y)) {
                log_scroll_ = std::clamp(log_scroll_ + e.wheel.y, 0,
                                         std::max(0, static_cast<int>(log_.size()) - 1));
            } else if (contains(board_rect_, m.x, m.y) && !contains(side_rect_, m.x, m.y)) {
                if (SDL_GetModState() & KMOD_SHIFT)
                    rotate(e.wheel.y > 0 ? 1 : -1);
                else if (e.wheel.y != 0)
                    view_.zoom_at(e.wheel.y > 0 ? 1 : -1, m);
                hover(app, m.x, m.y);
            }
            break;
        }
        default:
            break;
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
    if (!message_.empty() && now - message_at_ > kMessageDuration) message_.clear();
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

// --- panels' content ----------------------------------------------------------------------------

std::vector<ScoreRow> GameScene::scoreboard() const {
    std::vector<ScoreRow> rows = score_rows(session_->rules(), session_->state());
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

std::string GameScene::step_prompt() const {
    const Ruleset& rules = session_->rules();
    const GameState& s = session_->state();
    const Message m = carc::prompt(rules, s);
    std::string text = tr_format(rules, m);
    // The player who chooses is named, by the engine's words or here.
    const bool names_player = std::any_of(m.args.begin(), m.args.end(), [](const MessageArg& a) {
        return std::holds_alternative<arg::Player>(a.value);
    });
    if (!names_player && s.acting_player >= 0) {
        if (!text.empty() && text[0] >= 'A' && text[0] <= 'Z' &&
            (text.size() < 2 || text[1] < 'A' || text[1] > 'Z'))
            text[0] = static_cast<char>(text[0] - 'A' + 'a');
        text = player_name(s.acting_player) + ": " + text;
    }
    return text;
}

std::string GameScene::prompt() const {
    if (std::string computer = computer_prompt(); !computer.empty()) return computer;
    const GameState& s = session_->state();
    const std::string who = player_name(s.acting_player);
    const auto& places = choices_.places();
    const int open = choices_.open_place();
    if (choosing(s) && open >= 0) {
        const ChoicePlace& p = places[static_cast<size_t>(open)];
        std::string text =
            p.take_back ? fill(_("{player}: which one? "), {{"player", who}})
            : p.quarter >= 0
                ? fill(_("{player}: which figure into the {place}? "),
                       {{"player", who}, {"place", tr(session_->rules().places[static_cast<size_t>(p.quarter)].name)}})
                : fill(_("{player}: which figure on the {kind}? "),
                       {{"player", who}, {"kind", tr(session_->rules().catalog->kind_noun(p.kind))}});
        for (size_t i = 0; i < p.options.size(); ++i) {
            const std::string k = ChoiceLayer::key_name(static_cast<int>(i));
            text += (i ? " · " : "") + (k.empty() ? "" : k + " ") + p.options[i].label;
        }
        return text + _(" · Esc: back");
    }
    switch (s.phase) {
        case Phase::PlaceTile:
            if (abbey_chosen_)
                return fill(P_("{player}: place your abbey into a lit hole ({count} fits) · B: the drawn tile instead",
                               "{player}: place your abbey into a lit hole ({count} fit) · B: the drawn tile instead",
                               static_cast<long>(cells_.size())),
                            {{"player", who}, {"count", std::to_string(cells_.size())}});
            return fill(P_("{player}: place the tile on a highlighted square ({count} fits)",
                           "{player}: place the tile on a highlighted square ({count} fit)",
                           static_cast<long>(cells_.size())),
                        {{"player", who}, {"count", std::to_string(cells_.size())}}) +
                   (abbey_offered() ? _(" · B: your abbey instead") : "");
        case Phase::PlaceFigure: {
            // The choices in words: figures on the new tile, figures elsewhere, and the other
            // choices by name when there is one of a kind, else counted.
            const Pos new_tile = s.placed_tile >= 0 ? s.board.tile(s.placed_tile).pos : Pos{};
            bool here = false, elsewhere = false;
            std::vector<std::string> parts;
            std::vector<const ActionDef*> kinds;
            for (const ChoicePlace& p : places) {
                if (!p.take_back) {
                    (p.tile == new_tile ? here : elsewhere) = true;
                } else if (std::find(kinds.begin(), kinds.end(), p.options.front().action.def) ==
                           kinds.end()) {
                    kinds.push_back(p.options.front().action.def);
                }
            }
            if (here) parts.push_back(_("choose a place for a figure on the new tile"));
            if (elsewhere)
                parts.push_back(here ? _("on a lit feature anywhere on the board")
                                     : _("choose a lit feature anywhere on the board for a figure"));
            int others = 0;
            for (const ActionDef* def : kinds) {
                std::vector<const ChoicePlace*> of_kind;
                for (const ChoicePlace& p : places)
                    if (p.take_back && p.options.front().action.def == def) of_kind.push_back(&p);
                if (of_kind.size() == 1) {
                    std::string title = of_kind.front()->title;
                    if (!title.empty() && title[0] >= 'A' && title[0] <= 'Z')
                        title[0] = static_cast<char>(title[0] - 'A' + 'a');
                    parts.push_back(title);
                } else {
                    others += static_cast<int>(of_kind.size());
                }
            }
            if (others > 0)
                parts.push_back(fill(_("one of {count} other choices marked on the board"),
                                     {{"count", std::to_string(others)}}));
            std::string text = who + ": ";
            for (size_t i = 0; i < parts.size(); ++i)
                text += (i == 0 ? "" : i + 1 == parts.size() ? _(" or ") : ", ") + parts[i];
            if (parts.empty()) text += _("no figure fits on this tile");
            return text + (session_->can_pass() ? _(" · Space skips") : "");
        }
        case Phase::ModuleStep:
            if (!ransom_offers().empty())
                return step_prompt() + _(" · press a prisoner's number, or Space to go on");
            return step_prompt() + (places.empty() ? "" : _(" · click a marker or press its number"));
        case Phase::GameOver:
            return _("The game is over");
    }
    return "";
}

std::string GameScene::banner() const { return banner_ ? banner_->title : ""; }

// --- layout and drawing -------------------------------------------------------------------------

void GameScene::layout(App& app) {
    const int side_w = std::min(app.px(350), app.width() * 2 / 5);
    side_rect_ = {app.width() - side_w, 0, side_w, app.height()};
    board_rect_ = {0, 0, app.width() - side_w, app.height()};
    view_.set_viewport(board_rect_);
    const bool picking = choosing(session_->state());
    card_rows_.clear();
    hidden_rows_ = 0;
    int card_bottom = app.px(80);
    if (picking) {
        // The figure picker: the new tile enlarged with one marker per place, and beside it the
        // list of the places (or, while one is open, of the figures that fit there). A module's
        // step (the dragon's flight) has its places elsewhere on the board: the list alone.
        const bool with_tile = placed_tile() != nullptr;
        Text& t = app.text();
        const int open = choices_.open_place();
        const auto& places = choices_.places();
        std::vector<std::string> rows;
        if (open >= 0)
            for (const ChoiceOption& o : places[static_cast<size_t>(open)].options)
                rows.push_back(option_text(o));
        else
            for (size_t i = 0; i < places.size(); ++i)
                rows.push_back(place_text(static_cast<int>(i)));
        int text_w = t.measure(card_footer(), app.px(12)).x;
        for (const std::string& r : rows)
            text_w = std::max(text_w, t.measure(r, app.px(14), FontStyle::Bold).x);
        const int icons = app.px(open >= 0 ? 26 : 20) * (open >= 0 ? 1 : 3);
        // The list takes what its rows need, up to a width that leaves the prompt room beside
        // the card; longer rows (a module's choice in the engine's words) take two lines. The
        // tile gives way in a narrow board.
        const int list_w =
            std::clamp(text_w + app.px(40) + icons, app.px(150),
                       std::max(app.px(150), std::min(app.px(330), board_rect_.w - app.px(200))));
        const int text_room = list_w - app.px(40) - icons;
        std::vector<bool> tall;
        for (const std::string& r : rows)
            tall.push_back(t.measure(r, app.px(14), FontStyle::Bold).x > text_room);
        const int heading = open >= 0 ? app.px(26) : 0;
        int row_h = app.px(30);
        int tile =
            with_tile ? std::max(app.px(110), std::min({app.px(220), board_rect_.h / 2 - app.px(60),
                                                        board_rect_.w - list_w - app.px(74)}))
                      : 0;
        // The prompt goes beside the card when the board leaves it room. Otherwise it stands
        // above the card, under the toolbar: the card moves down and holds fewer rows (and a
        // smaller tile) so that the toolbar, the prompt and the card never cover each other.
        const int card_w = tile + list_w + app.px(with_tile ? 42 : 28);
        prompt_above_ = prompt_goes_above(app, card_w);
        card_bottom = prompt_above_ ? app.px(16) : app.px(80);
        int body_room = board_rect_.h - app.px(200);
        if (prompt_above_) {
            const int prompt_h = prompt_box(app, board_rect_.w - app.px(72)).h + app.px(26);
            body_room = board_rect_.h - card_bottom - app.px(68) - prompt_h - app.px(68);
            if (with_tile) tile = std::clamp(body_room, app.px(64), tile);
        }
        const int room = body_room - heading;
        const int extra = app.px(18);  // a second line
        const int tall_rows = static_cast<int>(std::count(tall.begin(), tall.end(), true));
        if (static_cast<int>(rows.size()) * row_h + tall_rows * extra > room)
            row_h = std::max(app.px(20), room / std::max<int>(1, static_cast<int>(rows.size())));
        // More places than the card holds (a magic portal reaches every free feature): the first
        // rows, and the rest by their markers, Tab and number keys.
        int shown = 0, used = 0;
        while (shown < static_cast<int>(rows.size()) &&
               used + row_h + (tall[static_cast<size_t>(shown)] ? extra : 0) <= room)
            used += row_h + (tall[static_cast<size_t>(shown++)] ? extra : 0);
        if (shown == 0 && !rows.empty()) {
            shown = 1;
            used = row_h + (tall[0] ? extra : 0);
        }
        hidden_rows_ = static_cast<int>(rows.size()) - shown;
        const int body = std::max(tile, heading + used);
        const int card_h = app.px(38) + body + app.px(30);
        card_rect_ = {app.px(16), app.height() - card_h - card_bottom,
                      tile + list_w + app.px(with_tile ? 42 : 28), card_h};
        card_tile_ =
            with_tile ? SDL_Rect{card_rect_.x + app.px(14), card_rect_.y + app.px(38), tile, tile}
                      : SDL_Rect{0, 0, 0, 0};
        const int lx = card_rect_.x + app.px(14) + (with_tile ? tile + app.px(14) : 0);
        int ly = card_rect_.y + app.px(38) + heading;
        for (int i = 0; i < shown; ++i) {
            const int h = row_h + (tall[static_cast<size_t>(i)] ? extra : 0);
            card_rows_.push_back({{lx, ly, list_w, h - app.px(3)}, i});
            ly += h;
        }
    } else {
        // The tile in hand under its heading; a heading longer than the tile ("Karte von Anna")
        // widens the card rather than being shortened.
        const int card_tile = std::min(app.px(132), board_rect_.h / 4);
        const int heading_w = app.text().measure(card_title(), app.px(14), FontStyle::Bold).x + app.px(48);
        const int card_w = std::max(card_tile + app.px(28), std::min(heading_w, board_rect_.w / 2));
        card_rect_ = {app.px(16), app.height() - card_tile - app.px(80), card_w, card_tile + app.px(64)};
        card_tile_ = SDL_Rect{0, 0, 0, 0};
        hand_tile_ = {card_rect_.x + (card_w - card_tile) / 2, card_rect_.y + app.px(38), card_tile, card_tile};
        prompt_above_ = prompt_goes_above(app, card_rect_.w);
    }

    // The board first fills the room the panels leave; after that, a new step brings its
    // squares (or the tile just placed) into view if the player had moved them away.
    if (!fitted_) {
        fit(app);
        fitted_ = true;
        check_view_ = false;
    }
    if (check_view_) {
        keep_in_view(app);
        check_view_ = false;
    }
    free_areas_ = free_areas(app);

    ui_.begin();
    // Toolbar over the board.
    int x = app.px(14);
    const int y = app.px(14), h = app.px(36);
    // Each button is as wide as its word needs (German "Einpassen" is wider than "Fit"), at
    // least its English width. A board too narrow for the whole toolbar (the smallest window, a
    // large interface size) first loses the buttons' room around their words, then gets a
    // smaller font, and only then narrower buttons, so that the last keeps off the side panel.
    const bool aids_tools = aids_shown() && !session_->over();
    const bool hint_tool = app.settings().show_hints && aids_shown() && !session_->over();
    struct ToolSize {
        const char* label;
        int base_w;     // in interface pixels at 100 %
        int extra = 0;  // the toggle's box
    };
    std::vector<ToolSize> sizes = {{_("Menu"), 70}, {_("Fit"), 54}, {"−", 38}, {"+", 38}, {"?", 38}};
    if (aids_tools) {
        sizes.push_back({_("Tiles"), 64});
        sizes.push_back({_("Owners"), 92, 34});
    }
    if (hint_tool) sizes.push_back({_("Hint"), 64});
    const int room = board_rect_.w - app.px(28);
    double base_share = 1.0;  // of the English widths
    int tool_font = app.px(14);
    auto natural = [&](const ToolSize& t) {
        return std::max(static_cast<int>(app.px(static_cast<float>(t.base_w)) * base_share),
                        app.text().measure(t.label, tool_font, FontStyle::Bold).x +
                            app.px(16.f + static_cast<float>(t.extra)));
    };
    auto total_w = [&] {
        int w = 0;
        for (const ToolSize& t : sizes) w += natural(t) + app.px(6);
        return w;
    };
    while (base_share > 0.6 && total_w() > room) base_share -= 0.05;
    while (tool_font > app.px(11) && total_w() > room) --tool_font;
    const double squeeze = std::clamp(static_cast<double>(room) / total_w(), 0.6, 1.0);
    size_t next_tool = 0;
    auto tool_w = [&] { return static_cast<int>(natural(sizes[next_tool]) * squeeze); };
    const int gap = static_cast<int>(app.px(6) * squeeze);
    auto tool = [&](const char* id, const char* label, std::function<void()> f, const char* hint) {
        Widget& b = ui_.button(id, {x, y, tool_w(), h}, label, std::move(f));
        b.hint = hint;
        b.font_px = tool_font;
        x += b.rect.w + gap;
        ++next_tool;
        return &b;
    };
    tool(
        "menu", _("Menu"), [this, &app] { open_menu(app); }, _("Rules, settings, leave (Esc)"));
    tool(
        "fit", _("Fit"), [this, &app] { fit(app); }, _("Show the whole board (Home)"));
    tool(
        "zoom-out", "−",
        [this] {
            view_.zoom_at(-1, {board_rect_.x + board_rect_.w / 2, board_rect_.h / 2});
        },
        _("Zoom out (−, wheel)"));
    tool(
        "zoom-in", "+",
        [this] {
            view_.zoom_at(1, {board_rect_.x + board_rect_.w / 2, board_rect_.h / 2});
        },
        _("Zoom in (+, wheel)"));
    tool(
        "help", "?", [this, &app] { app.push(make_help_overlay(app, rules_in_play())); },
        _("Controls and rules (F1)"));
    if (aids_tools) {
        tool(
            "tiles", _("Tiles"), [this, &app] { open_remaining_tiles(app); },
            _("The tiles still to come, and which fit the open squares now (T)"));
        Widget& owners = ui_.toggle("owners", {x, y, tool_w(), h}, _("Owners"),
                                    ownership_, [this] { ownership_ = !ownership_; });
        owners.hint = _("Who holds each feature, and what it is worth now and at the end (O)");
        owners.font_px = tool_font;
        x += owners.rect.w + gap;
        ++next_tool;
    }
    if (hint_tool) {
        Widget* h = tool(
            "hint", _("Hint"), [this, &app] { ask_hint(app); },
            _("The computer's suggestion for this move (H); Settings switch hints off"));
        h->enabled = !computer_turn();
    }

    // Side panel: scoreboard rows are drawn, the action buttons are widgets.
    const Ruleset& rules = session_->rules();
    const int pad = app.px(16);
    const GameState& s = session_->state();
    // Many seats in a small window: lower rows, then no hint line, so the buttons stay on screen.
    const int buttons = s.phase == Phase::GameOver ? 0
                        : s.phase == Phase::PlaceTile
                            ? 2 + (abbey_chosen_ || abbey_offered()) + static_cast<int>(ransom_offers().size())
                            : 1 + (choices_.open_place() >= 0) + session_->can_pass() +
                                  static_cast<int>(ransom_offers().size());
    const bool pick = choosing(s);
    auto needed = [&](bool compact, bool hint) {
        return app.px(50) + score_row_height(app, compact) * rules.player_count() + app.px(16) +
               app.px(hint ? 64 : 38) + buttons * app.px(42);
    };
    compact_side_ = needed(false, true) + app.px(90) > app.height();
    side_hint_ = needed(compact_side_, true) + app.px(40) <= app.height();
    const int rows_h = score_row_height(app, compact_side_) * rules.player_count();
    int ay = app.px(50) + rows_h + app.px(16);
    const int aw = side_w - 2 * pad, ax = side_rect_.x + pad;
    ay += app.px(side_hint_ ? 64 : 38);  // turn title and prompt text
    auto side_button = [&](const std::string& id, const std::string& label, std::function<void()> f,
                           ButtonStyle st, const std::string& hint) -> Widget& {
        Widget& b = ui_.button(id, {ax, ay, aw, app.px(36)}, label, std::move(f), st);
        b.font_px = app.px(14);
        b.hint = hint;
        ay += app.px(42);
        return b;
    };
    // A prisoner bought back (The Tower): one button per captor and figure, its price named; at
    // any decision of the player's turn, before the tile too.
    auto ransom_buttons = [&] {
        const std::vector<Action> offers = ransom_offers();
        for (size_t i = 0; i < offers.size(); ++i)
            side_button(
                "ransom-" + std::to_string(i),
                ransom_has_keys() ? fill(_("Buy back your {figure}: 3 to {player} ({key})"),
                                         {{"figure", figure_word(offers[i].figure)},
                                          {"player", player_name(offers[i].player)},
                                          {"key", ChoiceLayer::key_name(static_cast<int>(i))}})
                                  : fill(_("Buy back your {figure}: 3 to {player}"),
                                         {{"figure", figure_word(offers[i].figure)},
                                          {"player", player_name(offers[i].player)}}),
                [this, &app, a = offers[i]] { act(app, a); }, ButtonStyle::Normal,
                capitalised(tr_format(rules, explain(rules, s, offers[i]))) +
                    (rules.option("tower.ransom") == "before_tile" ? _(" (the ransom: once a turn, before the tile)")
                                                               : _(" (the ransom: once a turn, at any moment of it)")));
    };
    if (computer_turn()) {
        // The computer chooses: no turning, skipping or choosing for it.
    } else if (s.phase == Phase::PlaceTile) {
        Widget& turn = side_button(
            "rotate", _("Turn the tile (R)"), [this] { rotate(1); }, ButtonStyle::Normal,
            abbey_chosen_ ? _("The abbey fits any way round")
                          : _("Only rotations that fit somewhere (or on the square you point at)"));
        turn.enabled = !abbey_chosen_;
        if (abbey_chosen_ || abbey_offered())
            side_button(
                "abbey", abbey_chosen_ ? _("Back to the drawn tile (B)") : _("Place your abbey (B)"),
                [this] { choose_abbey(!abbey_chosen_); }, ButtonStyle::Normal,
                abbey_chosen_ ? _("Place the tile you drew after all")
                              : _("Instead of the drawn tile, into a hole with tiles on all four "
                                  "sides (it goes back into the pile)"));
        ransom_buttons();
    } else if (pick) {
        if (choices_.open_place() >= 0)
            side_button(
                "back", _("Back to the places (Esc)"), [this] { choices_.close(); },
                ButtonStyle::Normal, _("Choose another place"));
        ransom_buttons();
        if (session_->can_pass()) {
            const auto [label, hint] = pass_words();
            side_button(
                "pass", label, [this, &app] { act(app, pass_action()); }, ButtonStyle::Primary,
                hint);
        }
    }
    if (s.phase != Phase::GameOver) {
        const std::string who = session_->can_undo() ? player_name(session_->undo_player()) : "";
        Widget& u = side_button(
            "undo", session_->can_undo() ? _("Take back (Backspace)") : _("Take back"),
            [this, &app] { undo(app); }, ButtonStyle::Quiet,
            session_->can_undo() ? fill(_("Undo {player}'s last action"), {{"player", who}})
                                 : std::string(_("Nothing to take back")));
        u.enabled = session_->can_undo();
    }
    actions_rect_ = {ax, app.px(50) + rows_h + app.px(16), aw,
                     ay - (app.px(50) + rows_h + app.px(16))};
    // The log, under the buttons; its heading's button (or L) opens it over the board instead,
    // where it has the window's height.
    // (While a place's figures are listed, six seats at a large size leave not even the heading
    // a row: then L alone opens it.)
    add_log_button(app, ui_, ax + aw, ay, log_open_, [this] { open_log(!log_open_); });
    const LogPlacement placed =
        place_log(app, log_open_, board_rect_, y + h + app.px(12),
                  {side_rect_.x + pad, ay + app.px(40), aw, app.height() - ay - app.px(40) - pad});
    log_panel_ = placed.panel;
    log_rect_ = placed.lines;
}

void GameScene::open_log(bool open) {
    log_open_ = open;
    log_scroll_ = 0;
    hover_log_ = -1;
    log_hits_.clear();
}

bool GameScene::over_log(int x, int y) const {
    return contains(log_open_ ? log_panel_ : log_rect_, x, y);
}

void GameScene::draw_board(App& app) {
    SDL_Renderer* r = app.renderer();
    const GameState& s = session_->state();
    const Ruleset& rules = session_->rules();
    view_.draw_table(app);
    const int px = view_.tile_px();
    view_.draw_tiles(app, *art_, s);

    // The tile placed last, outlined in its player's colour, so everyone sees what just happened.
    if (!s.board.tiles().empty() && session_->actions() > 0) {
        int placer = -1;
        for (auto it = session_->events().rbegin(); it != session_->events().rend() && placer < 0;
             ++it)
            for (const Event& e : *it)
                if (const auto* tp = std::get_if<TilePlaced>(&e)) placer = tp->player;
        const Color c =
            placer >= 0 ? player_color(rules.setup.players[static_cast<size_t>(placer)].color).fill
                        : theme::kText;
        view_.outline_cell(
            app, s.board.tiles().back().pos,
            c.with_alpha(s.phase == Phase::PlaceFigure ? 255 : 200),
            static_cast<float>(std::max(2, app.px(s.phase == Phase::PlaceFigure ? 4 : 3))));
    }

    if (aids_shown()) {
        if (ownership_)
            aids_.draw_ownership(app, view_, *art_, rules, s, aids_.holding_of(s, hover_holding_));
        aids_.draw_square_marks(app, view_);
    }
    const Color me =
        player_color(rules.setup.players[static_cast<size_t>(std::max(0, s.acting_player))].color)
            .fill;
    if (s.phase == Phase::PlaceTile && !computer_turn()) {
        // Steady, not pulsing: the loop sleeps while nothing moves, and a pulse would stutter.
        for (Pos p : cells_) {
            if ((hover_cell_ && p == *hover_cell_) || !aids_shown()) continue;
            const SDL_Rect c = inset(view_.cell_rect(p), std::max(2, px / 24));
            fill_round_rect(r, to_f(c), static_cast<float>(px / 10), theme::kLegal.with_alpha(48));
            draw_round_rect(r, to_f(c), static_cast<float>(px / 10), theme::kLegal.with_alpha(190),
                            static_cast<float>(std::max(2, app.px(2))));
        }
        if (hover_cell_) {
            view_.draw_tile(app, *art_, in_hand(), shown_rotation(), *hover_cell_, 235);
            view_.outline_cell(app, *hover_cell_, me, static_cast<float>(std::max(3, app.px(4))));
            if (const std::string badge = rotation_badge(); !badge.empty()) {
                const SDL_Rect c = view_.cell_rect(*hover_cell_);
                draw_pill(app, badge, c.x + c.w / 2, c.y + c.h + app.px(6), app.px(13),
                          Color{20, 22, 24, 220}, theme::kText);
            }
        }
    }

    // Feature highlights: what the pointer is on, and what the log entry under it scored (or the
    // squares a module's event names).
    if (hover_log_ >= 0 && hover_log_ < static_cast<int>(log_.size()) &&
        !log_[static_cast<size_t>(hover_log_)].score)
        for (Pos p : log_[static_cast<size_t>(hover_log_)].squares)
            view_.outline_cell(app, p, theme::kAccent, static_cast<float>(app.px(3)));
    if (hover_log_ >= 0 && hover_log_ < static_cast<int>(log_.size()) &&
        log_[static_cast<size_t>(hover_log_)].score) {
        const ScoreEvent& ev = *log_[static_cast<size_t>(hover_log_)].score;
        for (Pos p : ev.tiles)
            view_.outline_cell(app, p, theme::kAccent.with_alpha(150),
                               static_cast<float>(app.px(2)));
        const int node = s.node_of(ev.feature);
        const Color c =
            ev.awards.empty()
                ? theme::kText
                : player_color(rules.setup.players[static_cast<size_t>(ev.awards[0].player)].color)
                      .fill;
        if (node >= 0 && ev.is_feature_score())
            view_.draw_feature(app, *art_, s, node, c.with_alpha(200));
        else if (!ev.tiles.empty())
            view_.outline_cell(app, ev.tiles.front(), c, static_cast<float>(app.px(4)));
    }
    if (hover_figure_ >= 0 && hover_figure_ < static_cast<int>(s.figures.size())) {
        const Figure& f = s.figures[static_cast<size_t>(hover_figure_)];
        if ((f.on_feature() || f.where == FigureWhere::OnCorner) && f.owner >= 0) {
            const Color owner =
                player_color(rules.setup.players[static_cast<size_t>(f.owner)].color).fill;
            view_.draw_feature(app, *art_, s, f.node,
                               mix(owner, Color{255, 255, 255, 255}, 0.3f).with_alpha(190));
        } else if (f.tile >= 0) {
            view_.outline_cell(app, s.board.tile(f.tile).pos, theme::kText.with_alpha(200),
                               static_cast<float>(app.px(3)));
        }
    }
    draw_trails(app);
    const auto& places = choices_.places();
    const int lit = choices_.lit_place();
    // Every place glows faintly: the features that can take a figure or that a choice concerns
    // (a follower the fairy may join, a knight the princess may send home), and whole tiles (where
    // the dragon may fly). The one pointed at glows fully.
    for (const ChoicePlace& p : places) {
        const PlacedTile* t = s.board.at(p.tile);
        if (!t || !view_.visible(p.tile) || p.quarter >= 0) continue;  // quarters: draw_city
        if (p.local >= 0) {
            view_.draw_tile_feature(app, *art_, *t, p.local, theme::kLegal.with_alpha(110));
        } else {
            const SDL_Rect c = inset(view_.cell_rect(p.tile), std::max(2, px / 24));
            fill_round_rect(r, to_f(c), static_cast<float>(px / 10), theme::kLegal.with_alpha(70));
            draw_round_rect(r, to_f(c), static_cast<float>(px / 10), theme::kLegal.with_alpha(220),
                            static_cast<float>(std::max(2, app.px(3))));
        }
    }
    if (lit >= 0 && lit < static_cast<int>(places.size())) {
        const ChoicePlace& p = places[static_cast<size_t>(lit)];
        const Color hot = mix(me, Color{255, 255, 255, 255}, 0.25f);
        if (const PlacedTile* t = p.quarter < 0 ? s.board.at(p.tile) : nullptr) {
            if (p.local >= 0)
                view_.draw_feature(app, *art_, s, t->first_node + p.local, hot.with_alpha(200));
            else
                view_.outline_cell(app, p.tile, hot, static_cast<float>(std::max(3, app.px(4))));
        }
    }
    draw_tower_reach(app, view_, rules, s);
    draw_fx(app);
    draw_towers(app, view_, *art_, rules, s);
    {
        // The quarter chosen, or the one a move out of the City leaves from.
        int lit_quarter = -1;
        if (lit >= 0 && lit < static_cast<int>(places.size())) {
            const ChoicePlace& p = places[static_cast<size_t>(lit)];
            lit_quarter =
                p.quarter >= 0 || p.options.empty() ? p.quarter : p.options.front().action.place;
        }
        draw_city(app, view_, rules, s, lit_quarter, mix(me, Color{255, 255, 255, 255}, 0.25f));
    }
    view_.draw_figures(app, *art_, rules, s, hover_figure_);
    draw_wagon_origin(app, view_, rules, s);
    if (choosing(s))
        draw_corner_places(app, view_, places, lit, mix(me, Color{255, 255, 255, 255}, 0.25f));

    // Choosing on the board: one numbered marker per place, on its feature or tile.
    drawn_markers_.clear();
    if (choosing(s)) {
        const PlayerColor pc =
            player_color(rules.setup.players[static_cast<size_t>(s.acting_player)].color);
        for (const Marker& m : markers())
            if (!m.on_card) draw_marker(app, m, pc, m.place == lit);
    }
    SDL_RenderSetClipRect(r, nullptr);
}

std::vector<std::vector<Pos>> GameScene::trails() const {
    // Since the last tile was placed: a flight stays on the board until the next tile is down.
    const auto& events = session_->events();
    size_t from = events.size() - 1;
    for (size_t k = events.size(); k-- > 0;)
        if (std::any_of(events[k].begin(), events[k].end(),
                        [](const Event& e) { return std::holds_alternative<TilePlaced>(e); })) {
            from = k;
            break;
        }
    const GameState& now = session_->state();
    std::vector<std::vector<Pos>> out;
    for (const Figure& f : now.figures) {
        if (f.where != FigureWhere::OnTile) continue;
        std::vector<Pos> path;
        for (size_t k = from; k < session_->states().size(); ++k) {
            const GameState& then = *session_->snapshot(k);
            for (const Figure& g : then.figures)
                if (g.where == FigureWhere::OnTile && g.kind == f.kind && g.serial == f.serial &&
                    g.owner == f.owner) {
                    const Pos p = then.board.tile(g.tile).pos;
                    if (path.empty() || !(path.back() == p)) path.push_back(p);
                }
        }
        // Steps go to neighbouring tiles; a figure put down elsewhere (a volcano) starts anew.
        std::vector<Pos> steps;
        for (Pos p : path) {
            if (!steps.empty() &&
                std::abs(p.x - steps.back().x) + std::abs(p.y - steps.back().y) != 1)
                steps.clear();
            steps.push_back(p);
        }
        if (steps.size() >= 2) out.push_back(std::move(steps));
    }
    return out;
}

void GameScene::draw_trails(App& app) {
    SDL_Renderer* r = app.renderer();
    const float px = static_cast<float>(view_.tile_px());
    const float width = std::max(3.0f, px * 0.06f);
    for (const std::vector<Pos>& path : trails()) {
        std::vector<SDL_FPoint> pts;
        for (Pos p : path) {
            const SDL_Point c = view_.cell_centre(p);
            pts.push_back({static_cast<float>(c.x), static_cast<float>(c.y)});
        }
        draw_polyline(r, pts, Color{30, 16, 10, 150}, width + 3);
        draw_polyline(r, pts, Color{255, 214, 120, 230}, width);
        // A numbered stone on every tile it entered: the flight step by step.
        const float dot = std::max(6.0f, px * 0.09f);
        for (size_t i = 0; i < pts.size(); ++i) {
            fill_circle(r, pts[i].x, pts[i].y, dot, Color{30, 16, 10, 220});
            draw_circle(r, pts[i].x, pts[i].y, dot, Color{255, 214, 120, 255}, 2);
            if (dot >= 8) {
                Text& t = app.text();
                const int fpx = std::max(8, static_cast<int>(dot * 1.1f));
                t.draw(std::to_string(i), static_cast<int>(pts[i].x),
                       static_cast<int>(pts[i].y) - t.line_height(fpx, FontStyle::Bold) / 2, fpx,
                       theme::kText, FontStyle::Bold, Align::Center);
            }
        }
    }
}

void GameScene::draw_fx(App& app) {
    const GameState& s = session_->state();
    const Ruleset& rules = session_->rules();
    const uint64_t now = app.now();
    for (const ScoreFx& f : fx_) {
        if (now < f.start) continue;
        const uint64_t age = now - f.start;
        const float a = fade(age, kFxDuration, 250);
        const Color c =
            f.event.awards.empty()
                ? theme::kText
                : player_color(
                      rules.setup.players[static_cast<size_t>(f.event.awards[0].player)].color)
                      .fill;
        const float pulse = 0.65f + 0.35f * std::sin(static_cast<float>(age) / 90.0f);
        const int node = s.node_of(f.event.feature);
        if (node >= 0 && f.event.is_feature_score())
            view_.draw_feature(app, *art_, s, node,
                               c.with_alpha(static_cast<int>(230 * a * pulse)));
        for (Pos p : f.event.tiles)
            view_.outline_cell(app, p, c.with_alpha(static_cast<int>(200 * a)),
                               static_cast<float>(app.px(3)));
    }
}

void GameScene::draw_marker(App& app, const Marker& m, const PlayerColor& pc, bool hot) {
    SDL_Renderer* r = app.renderer();
    const Ruleset& rules = session_->rules();
    const ChoicePlace& place = choices_.places()[static_cast<size_t>(m.place)];
    const bool open = choices_.open_place() == m.place;
    const bool dimmed = choices_.open_place() >= 0 && !open;
    const float rad = m.radius;
    drawn_markers_.push_back(
        {{static_cast<int>(std::floor(m.at.x - rad)), static_cast<int>(std::floor(m.at.y - rad)),
          static_cast<int>(std::ceil(2 * rad)), static_cast<int>(std::ceil(2 * rad))},
         m.place,
         m.on_card});
    const uint8_t alpha = dimmed ? 110 : 255;
    fill_circle(r, m.at.x, m.at.y, rad,
                hot || open ? pc.fill.with_alpha(dimmed ? 60 : 150)
                            : Color{255, 255, 255, static_cast<uint8_t>(dimmed ? 50 : 120)});
    draw_circle(r, m.at.x, m.at.y, rad, (hot || open ? pc.fill : theme::kLegal).with_alpha(alpha),
                static_cast<float>(std::max(2, app.px(hot || open ? 3 : 2))));
    // A large marker shows the figure that would stand there (the first that fits); every marker
    // big enough to read carries the number that picks it.
    const std::string number = ChoiceLayer::key_name(m.place);
    const ChoiceOption& first = place.options.front();
    if (rad >= 18 && first.figure >= 0 && !place.take_back) {
        const std::string pose =
            app.figures().pose(rules.figures[static_cast<size_t>(first.figure)], place.kind);
        const int size = static_cast<int>(rad * 1.45f);
        if (SDL_Texture* tex = app.figures().get(pose, &pc, size)) {
            const SDL_Rect dst{static_cast<int>(m.at.x) - size / 2,
                               static_cast<int>(m.at.y) - size / 2, size, size};
            SDL_SetTextureAlphaMod(tex, dimmed ? 70 : hot ? 255 : 165);
            SDL_RenderCopy(r, tex, nullptr, &dst);
            SDL_SetTextureAlphaMod(tex, 255);
        }
        if (!number.empty()) {
            // The number in a small badge at the marker's upper left, inside its circle.
            const float br = rad * 0.42f;
            const float bx = m.at.x - rad * 0.62f, by = m.at.y - rad * 0.62f;
            fill_circle(r, bx, by, br, Color{20, 22, 24, static_cast<uint8_t>(dimmed ? 120 : 235)});
            Text& t = app.text();
            const int fpx = std::max(8, static_cast<int>(br * 1.3f));
            t.draw(number, static_cast<int>(bx),
                   static_cast<int>(by) - t.line_height(fpx, FontStyle::Bold) / 2, fpx,
                   theme::kText.with_alpha(alpha), FontStyle::Bold, Align::Center);
        }
        return;
    }
    if (!number.empty() && rad >= 6) {
        Text& t = app.text();
        const int fpx = std::max(8, static_cast<int>(rad * 1.2f));
        t.draw(number, static_cast<int>(m.at.x),
               static_cast<int>(m.at.y) - t.line_height(fpx, FontStyle::Bold) / 2, fpx,
               (hot || open ? pc.ink : Color{30, 24, 10, 255}).with_alpha(alpha), FontStyle::Bold,
               Align::Center);
    }
}

void GameScene::draw_card(App& app) {
    card_rows_drawn_.clear();
    const GameState& s = session_->state();
    const Ruleset& rules = session_->rules();
    if (s.phase == Phase::GameOver) return;
    draw_panel(app, card_rect_, Color{22, 26, 28, 248});
    Text& t = app.text();
    // The player who chooses now (each player steers the dragon in turn).
    const PlayerColor pc =
        player_color(rules.setup.players[static_cast<size_t>(s.acting_player)].color);
    const int chip = app.px(20);
    const bool placing = s.phase == Phase::PlaceTile;
    draw_player_chip(app, {card_rect_.x + app.px(12), card_rect_.y + app.px(9), chip, chip},
                     pc.fill, pc.ink, pc.letter);
    const auto& places = choices_.places();
    // A module's long question ("Anna: move the dragon, step 1 of 6") names only who chooses
    // when the card is too narrow for it: the prompt beside the card says the whole.
    std::string title = card_title();
    if (const size_t colon = title.find(": ");
        colon != std::string::npos && s.phase == Phase::ModuleStep &&
        t.measure(title, app.px(14), FontStyle::Bold).x > card_rect_.w - app.px(48))
        title = fill(_("{player} chooses"), {{"player", player_name(s.acting_player)}});
    t.draw_fit(title, card_rect_.x + app.px(40), card_rect_.y + app.px(10),
               card_rect_.w - app.px(48), app.px(14), theme::kText, FontStyle::Bold);
    if (placing) {
        const SDL_Rect& dst = hand_tile_;
        if (SDL_Texture* tex = art_->tile(in_hand(), shown_rotation(), dst.w))
            SDL_RenderCopy(app.renderer(), tex, nullptr, &dst);
        const int left = s.pile.remaining();
        t.draw(fill(P_("{count} tile left", "{count} tiles left", left), {{"count", std::to_string(left)}}),
               card_rect_.x + card_rect_.w / 2, dst.y + dst.h + app.px(6), app.px(12),
               theme::kTextDim, FontStyle::Regular, Align::Center);
        return;
    }
    // The figure picker: the new tile enlarged with its markers, and the list beside it (a
    // module's step: the list alone).
    const SDL_Rect& dst = card_tile_;
    const int lit = choices_.lit_place();
    const int open = choices_.open_place();
    if (const PlacedTile* placed_now = placed_tile(); placed_now && dst.w > 0) {
        const PlacedTile& placed = *placed_now;
        if (SDL_Texture* tex = art_->tile(placed.type, placed.rotation, dst.w))
            SDL_RenderCopy(app.renderer(), tex, nullptr, &dst);
        if (lit >= 0 && lit < static_cast<int>(places.size()) &&
            places[static_cast<size_t>(lit)].tile == placed.pos &&
            places[static_cast<size_t>(lit)].local >= 0) {
            if (SDL_Texture* mask = art_->mask(placed.type, placed.rotation,
                                               places[static_cast<size_t>(lit)].local)) {
                const Color c = mix(pc.fill, Color{255, 255, 255, 255}, 0.25f);
                SDL_SetTextureColorMod(mask, c.r, c.g, c.b);
                SDL_SetTextureAlphaMod(mask, 200);
                SDL_RenderCopy(app.renderer(), mask, nullptr, &dst);
            }
        }
        for (const Marker& m : markers())
            if (m.on_card) draw_marker(app, m, pc, m.place == lit);
    }
    // The list: each place with its number key, the figures that fit and its name; while a place
    // is open, the figures to choose from.
    SDL_Renderer* r = app.renderer();
    if (open >= 0 && !card_rows_.empty()) {
        const ChoicePlace& p = places[static_cast<size_t>(open)];
        const SDL_Rect& first = card_rows_[0].first;
        t.draw_fit(fill(p.take_back ? _("{place}: which one?") : _("{place}: which figure?"), {{"place", p.title}}),
                   first.x,
                   card_rect_.y + app.px(40), card_rect_.x + card_rect_.w - first.x - app.px(10),
                   app.px(13), theme::kAccent, FontStyle::Bold);
    }
    for (const auto& [row, i] : card_rows_) {
        const bool option_row = open >= 0;
        const ChoicePlace& p = places[static_cast<size_t>(option_row ? open : i)];
        const bool hot = option_row ? choices_.focus() == i : (lit == i);
        if (hot)
            fill_round_rect(r, to_f(row), static_cast<float>(app.px(6)), pc.fill.with_alpha(70));
        const int cy = row.y + row.h / 2;
        int x = row.x + app.px(4);
        const std::string key = ChoiceLayer::key_name(i);
        const int cap = std::min(row.h - app.px(4), app.px(22));
        fill_round_rect(r, to_f({x, cy - cap / 2, cap, cap}), static_cast<float>(app.px(4)),
                        Color{255, 255, 255, 36});
        if (!key.empty())
            t.draw(key, x + cap / 2, cy - t.line_height(app.px(12), FontStyle::Bold) / 2,
                   app.px(12), theme::kText, FontStyle::Bold, Align::Center);
        x += cap + app.px(6);
        // The figures that fit there (or the one this row picks).
        std::vector<const ChoiceOption*> shown;
        if (option_row)
            shown.push_back(&p.options[static_cast<size_t>(i)]);
        else
            for (const ChoiceOption& o : p.options) shown.push_back(&o);
        const int icon = std::min(row.h, app.px(option_row ? 26 : 20));
        for (const ChoiceOption* o : shown) {
            if (x > row.x + row.w / 2) break;
            if (o->figure < 0 && is_tower_piece(o->action)) {
                draw_tower_piece_icon(r, {x, cy - icon / 2, icon, icon});
                x += icon * 3 / 4;
                continue;
            }
            if (o->figure < 0) break;
            const std::string pose =
                app.figures().pose(rules.figures[static_cast<size_t>(o->figure)], p.kind);
            // Another player's figure (a knight the princess may send home) in their colours.
            const PlayerColor owner =
                o->owner >= 0
                    ? player_color(rules.setup.players[static_cast<size_t>(o->owner)].color)
                    : pc;
            if (SDL_Texture* tex = app.figures().get(pose, &owner, icon, false)) {
                const SDL_Rect d{x, cy - icon / 2, icon, icon};
                SDL_RenderCopy(r, tex, nullptr, &d);
            }
            x += icon * 3 / 4;
        }
        x += icon / 4 + app.px(4);
        const std::string text = option_row ? option_text(*shown.front()) : place_text(i);
        const int room = row.x + row.w - x - app.px(4);
        const int line = t.line_height(app.px(14), FontStyle::Bold);
        if (row.h > line * 2 && t.measure(text, app.px(14), FontStyle::Bold).x > room) {
            // A long choice in the engine's words: on two lines.
            const TextBox box = t.get(text, app.px(14), theme::kText, FontStyle::Bold, room);
            if (box.texture) {
                const SDL_Rect d{x, cy - box.h / 2, box.w, box.h};
                SDL_RenderCopy(r, box.texture, nullptr, &d);
            }
        } else {
            t.draw_fit(text, x, cy - line / 2, room, app.px(14), theme::kText, FontStyle::Bold);
        }
        card_rows_drawn_.push_back(row);
    }
    t.draw(card_footer(), card_rect_.x + card_rect_.w / 2, card_rect_.y + card_rect_.h - app.px(24),
           app.px(12), theme::kTextDim, FontStyle::Regular, Align::Center);
}

std::string GameScene::card_title() const {
    const GameState& s = session_->state();
    const auto& places = choices_.places();
    const bool figures_to_place = std::any_of(places.begin(), places.end(),
                                              [](const ChoicePlace& p) { return !p.take_back; });
    if (s.phase == Phase::PlaceTile)
        return fill(abbey_chosen_    ? _("{player}'s abbey")
                    : s.bonus_turn() ? _("{player}'s second tile")
                                     : _("{player}'s tile"),
                    {{"player", player_name(s.acting_player)}});
    if (s.phase == Phase::ModuleStep) return step_prompt();
    return fill(figures_to_place || places.empty() ? _("{player}: place a figure") : _("{player}: choose an action"),
                {{"player", player_name(s.acting_player)}});
}

std::string GameScene::card_footer() const {
    if (choices_.open_place() >= 0) return _("Esc: back to the places");
    if (hidden_rows_ > 0)
        return fill(_("{count} more marked on the board: Tab reaches them"),
                    {{"count", std::to_string(hidden_rows_)}});
    if (!session_->can_pass()) return _("Click a marker or press its number");
    if (session_->state().phase != Phase::ModuleStep) return _("Space: no figure");
    std::string label = pass_words().first;  // "Take no prisoner (Space)"
    // TRANSLATORS: the end of every "... (Space)" button label above, cut off for the card.
    label = label.substr(0, label.find(_(" (Space)")));
    if (!label.empty() && label[0] >= 'A' && label[0] <= 'Z')
        label[0] = static_cast<char>(label[0] - 'A' + 'a');
    return fill(_("Space: {action}"), {{"action", label}});
}

void GameScene::focus_into_view(App& app) {
    const int focus = choices_.focus();
    if (choices_.open_place() >= 0 || focus < 0 ||
        focus >= static_cast<int>(choices_.places().size()))
        return;
    const Pos p = choices_.places()[static_cast<size_t>(focus)].tile;
    const auto areas = free_areas(app);
    const SDL_Rect c = view_.cell_rect(p);
    for (const SDL_Rect& a : areas)
        if (c.x >= a.x && c.y >= a.y && c.x + c.w <= a.x + a.w && c.y + c.h <= a.y + a.h) return;
    view_.pan_into(p, areas.front());
}

std::string GameScene::prompt_shown() const {
    return !message_.empty() ? message_ : !notice_.empty() ? notice_ : prompt();
}

TextBox GameScene::prompt_box(App& app, int max_w) const {
    const Color ink = message_.empty() ? theme::kText : Color{255, 226, 214, 255};
    return app.text().get(prompt_shown(), app.px(15), ink, FontStyle::Bold, max_w);
}

bool GameScene::prompt_goes_above(App& app, int card_w) const {
    return board_rect_.w - (app.px(16) + card_w) - app.px(40) < app.px(280);
}

void GameScene::draw_prompt(App& app) {
    const bool problem = !message_.empty();
    const bool notice = !problem && !notice_.empty();
    // Beside the corner card when there is room, else above it across the board.
    const int beside = board_rect_.w - (card_rect_.x + card_rect_.w) - app.px(40);
    const bool above = prompt_above_;
    const int max_w = above ? board_rect_.w - app.px(72) : beside - app.px(36);
    const TextBox box = prompt_box(app, max_w);
    if (!box.texture) return;
    const int cx = card_rect_.x + card_rect_.w + (board_rect_.w - card_rect_.x - card_rect_.w) / 2;
    SDL_Rect r{cx - box.w / 2 - app.px(18), board_rect_.h - box.h - app.px(34), box.w + app.px(36),
               box.h + app.px(16)};
    if (above)
        r = {card_rect_.x, card_rect_.y - box.h - app.px(26), box.w + app.px(36),
             box.h + app.px(16)};
    prompt_rect_ = r;
    fill_round_rect(app.renderer(), to_f(r), static_cast<float>(app.px(12)),
                    problem  ? Color{120, 40, 32, 235}
                    : notice ? Color{36, 84, 52, 235}
                             : Color{20, 22, 24, 225});
    const SDL_Rect dst{r.x + app.px(18), r.y + app.px(8), box.w, box.h};
    SDL_RenderCopy(app.renderer(), box.texture, nullptr, &dst);
}

void GameScene::draw_banner(App& app) {
    if (!banner_) return;
    const float a = fade(app.now() - banner_->start, kBannerDuration, 220);
    if (a <= 0) return;
    const Ruleset& rules = session_->rules();
    const PlayerColor pc =
        player_color(rules.setup.players[static_cast<size_t>(banner_->player)].color);
    Text& t = app.text();
    std::string title = banner_->title;
    std::string detail = banner_->detail;
    int fpx = app.px(title.size() > 24 ? 24 : 30);
    SDL_Point size = t.measure(title, fpx, FontStyle::Bold);
    // A step's long question (the City's "your tile's scoring gave an opponent points…") does not
    // fit in one large line: the banner names who chooses, the line under it says what.
    const int max_w = board_rect_.w - app.px(40);
    if (const size_t colon = title.find(": ");
        size.x + app.px(120) > max_w && colon != std::string::npos && detail.empty()) {
        detail = capitalised(title.substr(colon + 2));
        title = fill(_("{player} chooses"), {{"player", title.substr(0, colon)}});
        fpx = app.px(30);
        size = t.measure(title, fpx, FontStyle::Bold);
    }
    const int w = std::min(
        max_w, std::max({size.x + app.px(120), app.px(360),
                         detail.empty() ? 0 : t.measure(detail, app.px(14)).x + app.px(110)}));
    const int h = app.px(detail.empty() ? 74 : 96);
    const int cx = board_rect_.x + board_rect_.w / 2;
    const float slide = (1 - a) * static_cast<float>(app.px(20));
    const SDL_Rect r{cx - w / 2, app.px(64) - static_cast<int>(slide), w, h};
    fill_round_rect(app.renderer(), to_f(r), static_cast<float>(app.px(14)),
                    Color{18, 20, 22, static_cast<uint8_t>(235 * a)});
    fill_round_rect(app.renderer(), to_f({r.x, r.y, app.px(12), r.h}),
                    static_cast<float>(app.px(6)), pc.fill.with_alpha(static_cast<int>(255 * a)));
    const int chip = app.px(40);
    draw_player_chip(app, {r.x + app.px(28), r.y + app.px(16), chip, chip}, pc.fill, pc.ink,
                     pc.letter);
    t.draw(title, r.x + app.px(84), r.y + app.px(16), fpx,
           theme::kText.with_alpha(static_cast<int>(255 * a)), FontStyle::Bold);
    if (!detail.empty())
        t.draw_fit(detail, r.x + app.px(84), r.y + app.px(60), w - app.px(100), app.px(14),
                   theme::kTextDim.with_alpha(static_cast<int>(255 * a)));
}

void GameScene::draw_side(App& app) {
    SDL_Renderer* r = app.renderer();
    const Ruleset& rules = session_->rules();
    const GameState& s = session_->state();
    Text& t = app.text();
    fill_rect(r, side_rect_, Color{24, 28, 30, 255});
    fill_rect(r, {side_rect_.x, 0, std::max(1, app.px(1)), side_rect_.h}, theme::kPanelLine);
    const int pad = app.px(16);
    const int x = side_rect_.x + pad, w = side_rect_.w - 2 * pad;
    t.draw(_("Scores"), x, app.px(16), app.px(17), theme::kAccent, FontStyle::Bold);
    t.draw(fill(_("Turn {turn}"), {{"turn", std::to_string(s.turn)}}), x + w, app.px(18), app.px(14), theme::kTextDim,
           FontStyle::Regular, Align::Right);
    score_items_.clear();
    draw_scoreboard(app, rules, scoreboard(), x, app.px(50), w, compact_side_, &score_items_);
    // What to do now.
    int y = actions_rect_.y;
    fill_rect(r, {x, y - app.px(8), w, 1}, theme::kPanelLine);
    std::string heading;
    switch (s.phase) {
        case Phase::PlaceTile:
            heading = _("Place the tile");
            break;
        case Phase::PlaceFigure:
            heading = _("Place a figure");
            break;
        case Phase::ModuleStep:
            // Someone else may choose here (each player steers the dragon in turn).
            heading = fill(_("{player} chooses"), {{"player", player_name(s.acting_player)}});
            break;
        case Phase::GameOver:
            heading = _("Game over");
            break;
    }
    if (computer_turn())
        heading = fill(_("{player} (computer) plays"), {{"player", player_name(s.acting_player)}});
    t.draw_fit(heading, x, y + app.px(2), w, app.px(17), theme::kAccent, FontStyle::Bold);
    std::string hint;
    if (computer_turn())
        hint = _("Space or Enter shows its move at once · Menu › Seats… to take over");
    else if (s.phase == Phase::PlaceTile && abbey_chosen_)
        hint = _("Click a lit hole · Tab picks a hole, Enter places · B: the drawn tile");
    else if (s.phase == Phase::PlaceTile)
        hint = _("Click a lit square · R turns · Tab picks a square, Enter places");
    else if (!ransom_offers().empty() && ransom_has_keys())
        hint = _("A button below or its number frees a prisoner; Space goes on");
    else if (choosing(s))
        hint = _("Click a marker or press its number");
    if (side_hint_)
        t.draw(hint, x, y + app.px(28), app.px(12), theme::kTextDim, FontStyle::Regular,
               Align::Left, w);
    ui_.render(app);
    // The log (its button is a widget, drawn with the others).
    const int log_top = actions_rect_.y + actions_rect_.h;
    t.draw(_("Log"), x, log_top + app.px(10), app.px(17), theme::kAccent, FontStyle::Bold);
    fill_rect(r, {x, log_top + app.px(2), w, 1}, theme::kPanelLine);
    if (!log_open_)
        draw_log(app, log_rect_);
    else if (log_top + app.px(60) < app.height())
        t.draw(_("Open over the board"), x, log_top + app.px(40), app.px(13), theme::kTextFaint,
               FontStyle::Regular, Align::Left, w);
}

void GameScene::draw_open_log(App& app) {
    if (!log_open_) return;
    draw_open_log_panel(
        app, log_panel_,
        fill(_("Log · turn {turn}"), {{"turn", std::to_string(session_->state().turn)}}));
    draw_log(app, log_rect_);
}

void GameScene::draw_log(App& app, SDL_Rect area) {
    Text& t = app.text();
    const Ruleset& rules = session_->rules();
    log_hits_.clear();
    if (area.h < app.px(20)) return;  // a small window with many seats: no room for the log
    SDL_RenderSetClipRect(app.renderer(), &area);
    const int fpx = app.px(13);
    if (log_.empty())
        t.draw(_("Scores appear here with how they were counted."), area.x, area.y, fpx,
               theme::kTextFaint, FontStyle::Regular, Align::Left, area.w);
    const int indent = app.px(16);
    const int badge = app.px(18);  // the "?" of an entry that opens its rule
    auto entry_box = [&](const LogEntry& e) {
        const Color c = e.heading ? theme::kAccent : e.score ? theme::kText : theme::kTextDim;
        return t.get(e.text, fpx, c, e.heading ? FontStyle::Bold : FontStyle::Regular,
                     area.w - indent - app.px(4) - (e.rule ? badge : 0));
    };
    // The newest entry at the bottom, the older above it; a log that fits reads from the top.
    const int newest = static_cast<int>(log_.size()) - 1 - log_scroll_;
    int total = 0;
    for (int i = newest; i >= 0 && total <= area.h; --i)
        total += entry_box(log_[static_cast<size_t>(i)]).h + app.px(8);
    int y = area.y + std::min(total + app.px(3), area.h);  // (the top row's highlight reaches 3 above)
    for (int i = newest; i >= 0 && y > area.y; --i) {
        const LogEntry& e = log_[static_cast<size_t>(i)];
        const TextBox box = entry_box(e);
        y -= box.h + app.px(8);
        const SDL_Rect row{area.x, y - app.px(3), area.w, box.h + app.px(6)};
        if (i == hover_log_)
            fill_round_rect(app.renderer(), to_f(row), static_cast<float>(app.px(5)),
                            Color{255, 255, 255, 26});
        if (e.score && !e.score->awards.empty()) {
            // One dot per player who scored, in their colour.
            int dx = 0;
            for (const Award& a : e.score->awards) {
                const Color pc =
                    player_color(rules.setup.players[static_cast<size_t>(a.player)].color).fill;
                fill_circle(app.renderer(), static_cast<float>(area.x + app.px(5) + dx),
                            static_cast<float>(y + app.px(8)), static_cast<float>(app.px(4)), pc);
                dx += app.px(4);
            }
        }
        const SDL_Rect dst{area.x + indent, y, box.w, box.h};
        if (box.texture) SDL_RenderCopy(app.renderer(), box.texture, nullptr, &dst);
        if (e.rule)
            draw_rule_badge(app, {area.x + area.w - badge, y, badge, std::min(box.h, app.px(18))},
                            i == hover_log_);
        log_hits_.push_back({row, i});
    }
    SDL_RenderSetClipRect(app.renderer(), nullptr);
    if (log_scroll_ > 0)
        draw_pill(app, fill(_("↓ {count} newer"), {{"count", std::to_string(log_scroll_)}}), area.x + area.w / 2,
                  area.y + area.h - app.px(24), app.px(12), theme::kAccentDark, theme::kText);
}

void GameScene::draw_hover_tip(App& app) {
    if (!app.drawing_top()) return;  // an overlay covers the board
    const GameState& s = session_->state();
    const Ruleset& rules = session_->rules();
    const SDL_Point mouse = app.mouse();
    for (const ScoreboardItem& item : score_items_)
        if (item.kind != ScoreboardItem::Kind::Name && contains(item.rect, mouse.x, mouse.y)) {
            draw_tooltip(app, item.tip, {mouse.x - app.px(200), mouse.y + app.px(20)});
            return;
        }
    // The learning aids: the held feature under the pointer, else the open square.
    if (const std::string tip = holding_tip(); !tip.empty()) {
        draw_tooltip(app, tip, {mouse.x + app.px(16), mouse.y + app.px(20)});
        return;
    }
    if (hover_square_ && choices_.hover() < 0)
        if (const SquareFit* sq = aids_.square(*hover_square_)) {
            aids_.draw_square_tip(app, *art_, *sq, {mouse.x + app.px(16), mouse.y + app.px(24)});
            return;
        }
    // A quarter of the City: who waits there and where they may go (not over a choice's marker).
    if (choices_.hover() < 0 && contains(board_rect_, mouse.x, mouse.y) &&
        !contains(card_rect_, mouse.x, mouse.y))
        if (const int q = quarter_at(view_, rules, s, mouse.x, mouse.y); q >= 0) {
            draw_tooltip(app, quarter_tip(rules, s, q),
                         {mouse.x + app.px(16), mouse.y + app.px(20)});
            return;
        }
    if (hover_figure_ < 0 || hover_figure_ >= static_cast<int>(s.figures.size())) return;
    const Figure& f = s.figures[static_cast<size_t>(hover_figure_)];
    if (!f.on_feature() || f.owner < 0) {
        // A neutral figure, or one on a whole tile: where it stands, in the engine's words.
        draw_tooltip(app, capitalised(tr_format(rules, explain_figure(rules, s, f))),
                     {app.mouse().x + app.px(16), app.mouse().y + app.px(20)});
        return;
    }
    const PlacedTile& tile = s.board.tile(f.tile);
    const FeatureKind kind = rules.tiles[tile.type].features[f.local].kind;
    const std::string role = tr(figure_role(rules, f.kind, kind));
    const ScoreEvent preview = score_preview(rules, s, f.node);
    const std::string text =
        fill(_("{role} of {player}. If scored now: {score}"),
             {{"role", capitalised(role)}, {"player", player_name(f.owner)}, {"score", tr_describe(rules, preview)}});
    const SDL_Point m = app.mouse();
    draw_tooltip(app, text, {m.x + app.px(16), m.y + app.px(20)});
}

void GameScene::render(App& app) {
    art_->begin_frame(8.0);
    refresh_aids();
    layout(app);
    draw_board(app);
    // Rising points over everything on the board.
    const uint64_t now = app.now();
    const GameState& s = session_->state();
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
