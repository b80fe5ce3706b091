// The game scene's input (the GameScene members for the mouse and the keys): hovering, clicking
// and the keys, turning the tile in hand, the figure step's choices under the pointer, and why a
// click does nothing, in the engine's words.
#include "scenes/game_scene.hpp"

#include <algorithm>
#include <cmath>

#include "board/learning_aids.hpp"
#include "expansions/expansion_view.hpp"
#include "scenes/game_scene_shared.hpp"
#include "scenes/scenes.hpp"
#include "shell/app.hpp"
#include "shell/i18n.hpp"

namespace carc::app {

int GameScene::place_of_hit(BoardView::Hit hit) const {
    if (hit.tile < 0) return -1;
    const Pos tile = session_->view().board.tile(hit.tile).pos;
    const auto& places = choices_.places();
    for (size_t i = 0; i < places.size(); ++i) {
        const ChoicePlace& p = places[i];
        if (p.place < 0 && p.corner < 0 && p.tile == tile &&
            (p.local < 0 || p.local == hit.local))
            return static_cast<int>(i);
    }
    return -1;
}

std::optional<Message> GameScene::click_refusal(BoardView::Hit hit, Pos cell) const {
    // The step's own kinds of action, aimed where the player clicked: the first the engine
    // refuses says why (a deploy on an occupied road, the dragon sent too far...).
    const GameState& s = session_->view();
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
    app.push(std::make_unique<RemainingTilesOverlay>(art_, session_->rules(), aids_,
                                                     gather_remaining_notes(session_->rules(), session_->view())));
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
    if (own_tile_chosen_) return 0;  // the own tile is placed without turning (the abbey fits any way round)
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
    if (!hover_cell_ || session_->view().phase != Phase::PlaceTile || own_tile_chosen_ ||
        !aids_shown())
        return "";
    const auto rots = session_->distinct_rotations(*hover_cell_);
    if (rots.size() < 2) return "";
    const int i =
        static_cast<int>(std::find(rots.begin(), rots.end(), shown_rotation()) - rots.begin());
    return "R  " + std::to_string(i + 1) + "/" + std::to_string(rots.size());
}

void GameScene::rotate(int direction) {
    if (session_->view().phase != Phase::PlaceTile || own_tile_chosen_) return;
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
    for (const FrontierCell& f : session_->view().board.frontier()) open.push_back(f.pos);
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
    const auto why = why_illegal(session_->rules(), session_->view(), a);
    tell(app, why ? capitalised(tr_format(session_->rules(), *why)) + "."
                   : _("The tile does not fit here."));
}

int GameScene::card_row_at(int x, int y) const {
    for (const auto& [r, i] : card_rows_)
        if (contains(r, x, y)) return i;
    return -1;
}

int GameScene::place_at(int x, int y) {
    const GameState& s = session_->view();
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
    // Anywhere on the panel of a place off the tiles (a quarter of the City).
    if (!contains(card_rect_, x, y)) {
        const TableContext table{view_, session_->rules(), s};
        const SDL_FPoint pt{static_cast<float>(x), static_cast<float>(y)};
        for (size_t i = 0; i < places.size(); ++i)
            if (places[i].place >= 0)
                if (const auto box = find_place_box(table, places[i].place);
                    box && SDL_PointInFRect(&pt, &box->rect))
                    return static_cast<int>(i);
    }
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
            places[i].corner < 0 && places[i].place < 0)  // a corner (the barn's) or a place off the tiles is taken by its marker only
            return static_cast<int>(i);
    // Anywhere on a tile that is a place as a whole (the dragon's next step).
    if (!contains(card_rect_, x, y)) {
        const BoardView::Hit hit = view_.feature_at(*art_, s, x, y);
        for (size_t i = 0; i < places.size(); ++i)
            if (hit.tile >= 0 && places[i].local < 0 && places[i].place < 0 &&
                places[i].tile == s.board.tile(hit.tile).pos)
                return static_cast<int>(i);
    }
    return -1;
}

void GameScene::choose(App& app, const ChoiceLayer::Outcome& outcome) {
    if (outcome.action) act(app, *outcome.action);
}

void GameScene::hover(App&, int x, int y) {
    hover_square_.reset();
    hover_holding_ = -1;
    hover_figure_ = -1;
    choices_.set_hover(-1);
    hover_log_ = -1;
    for (const auto& [r, i] : log_hits_)
        if (contains(r, x, y)) hover_log_ = i;
    if (log_open_ && contains(log_panel_, x, y)) return;  // the board under it is covered
    const GameState& s = session_->view();
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
    const GameState& s = session_->view();
    // An expansion's thing over the board that stands for a choice (a tile of a bazaar's row).
    if (const auto a = find_choice_at({view_, session_->rules(), s, app.scale()}, {x, y}, session_->legal())) {
        choose_side(app, *a);
        return;
    }
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
            // What an expansion refuses there (a tower that takes no piece, a follower out of
            // the tower's reach), a feature or tile the step's actions do not reach: the rule
            // says why.
            const BoardView::Hit hit = view_.feature_at(*art_, s, x, y);
            auto why = find_click_refusal({view_, session_->rules(), s},
                                          {hit.tile, hit.local, view_.figure_at(*art_, s, x, y)});
            if (!why) why = click_refusal(hit, view_.cell_at(x, y));
            if (why) {
                tell(app, capitalised(tr_format(session_->rules(), *why)) + ".");
            } else if (const int aimed = place_of_hit(hit); aimed >= 0 && !was_open) {
                // The feature or tile of a place, beside its marker: the player means it.
                choose(app, choices_.activate_place(aimed));
            } else if (!was_open) {
                // Nothing the step offers is there (the empty table, a step of buttons): what
                // the step asks instead, rather than silence.
                tell(app, fill(_("Nothing to choose there. {prompt}"),
                         {{"prompt", capitalised(tr_format(session_->rules(),
                                                           carc::prompt(session_->rules(), s)))}}) +
                    ".");
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
            if (touches && own_tile_chosen_) {
                const auto why = why_illegal(session_->rules(), s, tile_action(p));
                const auto own = own_tile_words();
                tell(app, why ? capitalised(tr_format(session_->rules(), *why)) + "."
                         : own ? own->misfit
                               : _("The tile does not fit here."));
            } else if (touches) {
                // Say why, for the rotation the player has in mind.
                const auto why = why_illegal(session_->rules(), s, place_action(p, rotation_));
                tell(app, why ? capitalised(tr_format(session_->rules(), *why)) +
                                     _(" — the tile fits nowhere on this square.")
                               : _("The tile does not fit here."));
            } else if (const auto why =
                           why_illegal(session_->rules(), s, place_action(p, rotation_))) {
                // A square away from the board: the rule that tiles touch.
                tell(app, capitalised(tr_format(session_->rules(), *why)) + ".");
            }
        }
    }
}

void GameScene::key(App& app, const SDL_Event& e) {
    const SDL_Keycode k = e.key.keysym.sym;
    const bool ctrl = (e.key.keysym.mod & KMOD_CTRL) != 0;
    const bool shift = (e.key.keysym.mod & KMOD_SHIFT) != 0;
    const GameState& s = session_->view();
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
        if (k == SDLK_m) app.toggle_mute();
        if (k == SDLK_BACKSPACE || (ctrl && k == SDLK_z)) undo(app);
        return;
    }
    // The number entry and the buttons of choices off the board have their keys first.
    if (!ctrl && side_choice_key(app, k)) return;
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
        case SDLK_m:
            app.toggle_mute();
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
    // A standing offer (a prisoner bought back, at any moment of the turn): the number keys pick
    // it whenever no marker on the board has them (the markers took them above).
    if (const std::vector<Action> offers = standing_offers(); !offers.empty() && offers_have_keys()) {
        const int i = ChoiceLayer::key_index(k, shift);
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
        } else if (k == SDLK_b && (own_tile_chosen_ || own_tile_offered())) {
            choose_own_tile(!own_tile_chosen_);
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
    if (widgets_take(app, e)) return;
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

}  // namespace carc::app
