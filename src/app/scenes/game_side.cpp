// The game scene's layout and side panel (the GameScene members for them): where the board, the
// panel, the corner card and the prompt go, the scoreboard and the buttons, the log (in the panel
// or opened over the board, with its rule links), and the tips under the pointer.
#include "scenes/game_scene.hpp"

#include <algorithm>

#include "board/framing.hpp"
#include "expansions/expansion_view.hpp"
#include "scenes/game_scene_shared.hpp"
#include "scenes/scenes.hpp"
#include "shell/app.hpp"
#include "shell/i18n.hpp"
#include "shell/text.hpp"
#include "shell/theme.hpp"
#include "widgets/panels.hpp"
#include "widgets/scoreboard.hpp"

namespace carc::app {

std::string GameScene::square_tip() const {
    if (!aids_shown() || !hover_square_) return "";
    const SquareFit* sq = aids_.square(*hover_square_);
    return sq ? aids_.square_text(*sq) : "";
}

std::string GameScene::holding_tip() const {
    if (!ownership_shown() || hover_holding_ < 0) return "";
    const FeatureHolding* h = aids_.holding_of(session_->view(), hover_holding_);
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

void GameScene::layout(App& app) {
    if (log_language_changed()) rebuild_log();
    const int side_w = std::min(app.px(350), app.width() * 2 / 5);
    side_rect_ = {app.width() - side_w, 0, side_w, app.height()};
    place_board({0, 0, app.width() - side_w, app.height()});
    const bool picking = choosing(session_->view());
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
        // Lines beyond the first each row needs at that width (the fairy's move in the engine's
        // words takes three at 200 %: a row of two ran over the next).
        std::vector<int> more_lines;
        const int line = t.line_height(app.px(14), FontStyle::Bold);
        for (const std::string& r : rows)
            more_lines.push_back(
                t.measure(r, app.px(14), FontStyle::Bold).x <= text_room
                    ? 0
                    : std::max(1, t.get(r, app.px(14), theme::kText, FontStyle::Bold, text_room).h / line - 1));
        const int heading = open >= 0 ? app.px(26) : 0;
        int row_h = app.px(30);
        int tile =
            with_tile ? std::max(app.px(110), std::min({app.px(220), board_rect_.h / 2 - app.px(60),
                                                        board_rect_.w - list_w - app.px(74)}))
                      : 0;
        // A card of a quarter of the board at most (board/framing.hpp) first takes a smaller
        // tile (the list keeps at least a row beside it).
        while (with_tile && tile > app.px(64) &&
               card_height_limit(board_rect_, tile + list_w + app.px(42)) < tile + app.px(68))
            tile -= app.px(4);
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
        // The card covers at most a quarter of the board (board/framing.hpp): fewer rows.
        const int room =
            std::min(body_room, card_height_limit(board_rect_, card_w) - app.px(68)) - heading;
        const int extra = app.px(18);  // a second line
        int tall_rows = 0;
        for (int n : more_lines) tall_rows += n;
        if (static_cast<int>(rows.size()) * row_h + tall_rows * extra > room)
            row_h = std::max(app.px(20), room / std::max<int>(1, static_cast<int>(rows.size())));
        // More places than the card holds (a magic portal reaches every free feature): the first
        // rows, and the rest by their markers, Tab and number keys.
        int shown = 0, used = 0;
        while (shown < static_cast<int>(rows.size()) &&
               used + row_h + more_lines[static_cast<size_t>(shown)] * extra <= room)
            used += row_h + more_lines[static_cast<size_t>(shown++)] * extra;
        if (shown == 0 && !rows.empty()) {
            shown = 1;
            used = row_h + more_lines[0] * extra;
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
            const int h = row_h + more_lines[static_cast<size_t>(i)] * extra;
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
        // A game opened straight into a step (a save opened mid-choice, a branch taken from the
        // review) is framed as a step opened in play is: its places, or the tile just placed,
        // clear of the prompt and the card.
        check_view_ = true;
    }
    if (const int open = choices_.open_place(); open != framed_open_place_) {
        check_view_ = check_view_ || open >= 0;
        framed_open_place_ = open;
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
    std::vector<ToolSize> sizes = {{_("Menu"), 70}, {_("Fit"), 54}, {"−", 38}, {"+", 38}, {"?", 38},
                                   {_("Sound"), 84, 34}};
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
    // The Sound switch in words where the toolbar has room for them; else (200 %, a narrow
    // board) as its box and a note (♪), named by its tooltip, so that it stays at hand; with no
    // room even for that beside the others' whole words (at their smallest), none (M and
    // Settings › Sound still mute).
    constexpr const char* kSoundNote = "♪";
    bool sound_tool = true;
    if (total_w() > room) {
        sizes[5] = {kSoundNote, 44, 28};  // the box, the note and the button's own margins
        base_share = 0.6;  // as small as the steps below make the tools with their words whole
        tool_font = app.px(11);
        sound_tool = total_w() <= room;
        base_share = 1.0;
        tool_font = app.px(14);
        if (!sound_tool) sizes.erase(sizes.begin() + 5);
    }
    const char* sound_label = sizes.size() > 5 ? sizes[5].label : "";
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
    auto toggle_tool = [&](const char* id, const char* label, bool on, std::function<void()> f,
                           const char* hint) {
        Widget& b = ui_.toggle(id, {x, y, tool_w(), h}, label, on, std::move(f));
        b.hint = hint;
        b.font_px = tool_font;
        b.boxed = true;  // a tool like its neighbours, not a bare checkbox on the board
        x += b.rect.w + gap;
        ++next_tool;
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
    if (sound_tool)
        toggle_tool("sound", sound_label, !app.settings().sound_muted, [&app] { app.toggle_mute(); },
                    _("Sounds on or off (M); their volume is in Settings"));
    if (aids_tools) {
        tool(
            "tiles", _("Tiles"), [this, &app] { open_remaining_tiles(app); },
            _("The tiles still to come, and which fit the open squares now (T)"));
        toggle_tool("owners", _("Owners"), ownership_, [this] { ownership_ = !ownership_; },
                    _("Who holds each feature, and what it is worth now and at the end (O)"));
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
    const GameState& s = session_->view();
    // Many seats in a small window: lower rows, then no hint line, so the buttons stay on screen.
    const int buttons = s.phase == Phase::GameOver ? 0
                        : s.phase == Phase::PlaceTile
                            ? 2 + (own_tile_chosen_ || own_tile_offered()) + static_cast<int>(standing_offers().size())
                            : 1 + (choices_.open_place() >= 0) + session_->can_pass() +
                                  static_cast<int>(standing_offers().size()) + side_choice_rows();
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
        // A label too long for the panel ("Buy back your follower: 3 to Ben (1)", German "Weiter,
        // sie bleiben gefangen (Leertaste)" at 200 %) takes a second line rather than an "…".
        const int h = wrapped_label_height(app, label, aw, app.px(14), app.px(36));
        Widget& b = ui_.button(id, {ax, ay, aw, h}, label, std::move(f), st);
        b.font_px = app.px(14);
        b.hint = hint;
        b.wrap_label = true;
        ay += h + app.px(6);
        return b;
    };
    // The standing offers (a prisoner bought back): one button each, in the expansion's words; at
    // any decision of the player's turn, before the tile too.
    auto offer_buttons = [&] {
        const std::vector<Action> offers = standing_offers();
        for (size_t i = 0; i < offers.size(); ++i) {
            const int index = static_cast<int>(i);
            const std::string key = offers_have_keys() ? ChoiceLayer::key_name(index) : std::string();
            if (const auto words = find_standing_offer_words(rules, s, offers[i], index, key))
                side_button(
                    words->id, words->label, [this, &app, a = offers[i]] { act(app, a); }, ButtonStyle::Normal,
                    words->tip);
        }
    };
    if (computer_turn()) {
        // The computer chooses: no turning, skipping or choosing for it.
    } else if (s.phase == Phase::PlaceTile) {
        const std::optional<OwnTileWords> own = own_tile_words();
        Widget& turn = side_button(
            "rotate", _("Turn the tile (R)"), [this] { rotate(1); }, ButtonStyle::Normal,
            own_tile_chosen_ && own ? own->turn_tip
                                    : _("Only rotations that fit somewhere (or on the square you point at)"));
        turn.enabled = !own_tile_chosen_;
        if (own && (own_tile_chosen_ || own_tile_offered()))
            side_button(
                own->button, own_tile_chosen_ ? own->back : own->take,
                [this] { choose_own_tile(!own_tile_chosen_); }, ButtonStyle::Normal,
                own_tile_chosen_ ? own->back_tip : own->take_tip);
        offer_buttons();
    } else if (pick) {
        if (choices_.open_place() >= 0)
            side_button(
                "back", _("Back to the places (Esc)"), [this] { choices_.close(); },
                ButtonStyle::Normal, _("Choose another place"));
        offer_buttons();
        add_side_choice_buttons(app, ax, ay, aw);
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
    place_log_area(app, {ax + aw, ay}, y + h + app.px(12),
                   {side_rect_.x + pad, ay + app.px(40), aw, app.height() - ay - app.px(40) - pad});
}

bool GameScene::over_log(int x, int y) const {
    return contains(log_open_ ? log_panel_ : log_rect_, x, y);
}

void GameScene::draw_side(App& app) {
    SDL_Renderer* r = app.renderer();
    const Ruleset& rules = session_->rules();
    const GameState& s = session_->view();
    Text& t = app.text();
    draw_side_ground(app);
    const int pad = app.px(16);
    const int x = side_rect_.x + pad, w = side_rect_.w - 2 * pad;
    t.draw(_("Scores"), x, app.px(16), app.px(17), theme::kAccent, FontStyle::Bold);
    const SDL_Rect turn = t.draw(fill(_("Turn {turn}"), {{"turn", std::to_string(s.turn)}}), x + w, app.px(18),
                                 app.px(14), theme::kTextDim, FontStyle::Regular, Align::Right);
    score_items_.clear();
    // Nobody's figures (the dragon) at the head of the scores, left of the turn.
    draw_neutral_items(app, rules, neutral_items(rules, s), turn.x - app.px(12), app.px(14), app.px(22),
                       &score_items_);
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
    const std::string hint = side_hint();
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
    else
        draw_log_moved_note(app, x, log_top + app.px(40), w);
}

void GameScene::draw_open_log(App& app) {
    if (!log_open_) return;
    draw_open_log_panel(
        app, log_panel_,
        fill(_("Log · turn {turn}"), {{"turn", std::to_string(session_->view().turn)}}));
    draw_log(app, log_rect_);
}

void GameScene::draw_log(App& app, SDL_Rect area) {
    Text& t = app.text();
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
    // Entries 5 apart: lines that name squares in words ("1 tile south and 2 tiles east of the
    // start") often take two lines, and the open log at 200 % still holds a dragon's flight.
    const int gap = app.px(5);
    const int newest = static_cast<int>(log_.size()) - 1 - log_scroll_;
    int total = 0;
    for (int i = newest; i >= 0 && total <= area.h; --i)
        total += entry_box(log_[static_cast<size_t>(i)]).h + gap;
    int y = area.y + std::min(total + app.px(3), area.h);  // (the top row's highlight reaches 3 above)
    for (int i = newest; i >= 0 && y > area.y; --i) {
        const LogEntry& e = log_[static_cast<size_t>(i)];
        const TextBox box = entry_box(e);
        // Whole rows only: the oldest one shown would be cut by the top of the log (the wheel
        // scrolls it into view); the newest is drawn even when taller than the whole log.
        if (i != newest && y - box.h - gap < area.y) break;
        y -= box.h + gap;
        if (y < area.y) y = area.y;  // the newest alone taller than the log: it reads from its start
        const SDL_Rect row{area.x, y - app.px(3), area.w, box.h + app.px(6)};
        if (i == hover_log_)
            fill_round_rect(app.renderer(), to_f(row), static_cast<float>(app.px(5)),
                            Color{255, 255, 255, 26});
        if (e.score) draw_award_dots(app, area.x, y, *e.score);
        const SDL_Rect dst{area.x + indent, y, box.w, box.h};
        if (box.texture) SDL_RenderCopy(app.renderer(), box.texture, nullptr, &dst);
        if (e.rule)
            draw_rule_badge(app, {area.x + area.w - badge, y, badge, std::min(box.h, app.px(18))},
                            i == hover_log_);
        log_hits_.push_back({row, i});
    }
    SDL_RenderSetClipRect(app.renderer(), nullptr);
    if (log_scroll_ > 0)
        draw_log_more(app, area, fill(_("↓ {count} newer"), {{"count", std::to_string(log_scroll_)}}));
}

void GameScene::draw_hover_tip(App& app) {
    if (!app.drawing_top()) return;  // an overlay covers the board
    const GameState& s = session_->view();
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
    // An expansion's thing on the board (a quarter of the City: who waits there and where they
    // may go), not over a choice's marker.
    if (choices_.hover() < 0 && contains(board_rect_, mouse.x, mouse.y) &&
        !contains(card_rect_, mouse.x, mouse.y))
        if (const auto tip = find_board_tip({view_, rules, s, app.scale()}, mouse)) {
            draw_tooltip(app, *tip, {mouse.x + app.px(16), mouse.y + app.px(20)});
            return;
        }
    if (hover_figure_ < 0 || hover_figure_ >= static_cast<int>(s.figures.size())) {
        // A mark of an expansion on a tile (an inn, a volcano, a shrine): its name.
        if (choices_.hover() >= 0 || !contains(board_rect_, mouse.x, mouse.y) ||
            contains(card_rect_, mouse.x, mouse.y))
            return;
        const Pos cell = view_.cell_at(mouse.x, mouse.y);
        const PlacedTile* tile = s.board.at(cell);
        if (!tile) return;
        const SDL_Rect r = view_.cell_rect(cell);
        const std::string tip =
            art_->mark_tip(tile->type, tile->rotation,
                           static_cast<float>(mouse.x - r.x) / static_cast<float>(r.w),
                           static_cast<float>(mouse.y - r.y) / static_cast<float>(r.h));
        if (!tip.empty()) draw_tooltip(app, tip, {mouse.x + app.px(16), mouse.y + app.px(20)});
        return;
    }
    const Figure& f = s.figures[static_cast<size_t>(hover_figure_)];
    // What its expansion says the figure does (the mage; a shepherd and its flock, which a
    // farmer's "If scored now" would misname).
    if (const auto own = find_figure_tip(rules, s, f)) {
        draw_tooltip(app, *own, {app.mouse().x + app.px(16), app.mouse().y + app.px(20)});
        return;
    }
    if (!f.on_feature() || f.owner < 0) {
        // A neutral figure, or one on a whole tile: where it stands, in the engine's words.
        draw_tooltip(app, capitalised(tr_format(rules, explain_figure(rules, s, f))),
                     {app.mouse().x + app.px(16), app.mouse().y + app.px(20)});
        return;
    }
    const FeatureKind kind = s.features.node(f.node).kind;
    const std::string role = tr(figure_role(rules, f.kind, kind));
    const ScoreEvent preview = score_preview(rules, s, f.node);
    const std::string text =
        fill(_("{role} of {player}. If scored now: {score}"),
             {{"role", capitalised(role)}, {"player", player_name(f.owner)}, {"score", tr_describe(rules, preview)}});
    const SDL_Point m = app.mouse();
    draw_tooltip(app, text, {m.x + app.px(16), m.y + app.px(20)});
}

std::string GameScene::side_hint() const {
    const GameState& s = session_->view();
    if (computer_turn()) return _("Space or Enter shows its move at once · Menu › Seats… to take over");
    // The bare table lights nothing: the hint speaks of the open squares, not of lit ones.
    if (s.phase == Phase::PlaceTile && own_tile_chosen_)
        if (const auto own = own_tile_words()) return aids_shown() ? own->hint_lit : own->hint;
    if (s.phase == Phase::PlaceTile)
        return aids_shown() ? _("Click a lit square · R turns · Tab picks a square, Enter places")
                            : _("Click a square beside the tiles · R turns · Tab goes round them, Enter places");
    if (!standing_offers().empty() && offers_have_keys())
        if (const auto hint = find_standing_offers_hint(session_->rules(), s)) return *hint;
    if (choosing(s) && number_.is_open()) return _("Type the number or use − and +; Enter confirms");
    if (choosing(s) && choices_.empty() && !side_choices().empty()) return _("Click a button below or press its number");
    if (choosing(s)) return _("Click a marker or press its number");
    return "";
}

}  // namespace carc::app
