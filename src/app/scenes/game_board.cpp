// The game scene's board (the GameScene members that draw on it and keep it in view): the tiles,
// lit squares and ghost, the figure step's markers, the figures' trails this turn, the scoring
// flashes, and fitting the board into the parts of the window no panel covers.
#include "scenes/game_scene.hpp"

#include <algorithm>
#include <cmath>

#include "board/corner_places.hpp"
#include "board/figure_art.hpp"
#include "board/framing.hpp"
#include "expansions/expansion_view.hpp"
#include "scenes/game_scene_shared.hpp"
#include "shell/app.hpp"
#include "shell/text.hpp"
#include "shell/theme.hpp"
#include "widgets/panels.hpp"

namespace carc::app {

std::vector<SDL_Rect> GameScene::free_areas(App& app) const {
    // The board less what the toolbar, the corner card and the prompt actually cover (each with a
    // gap): its largest free rectangles, the largest first. At 200 % the prompt stands above the
    // card and leaves room right of the card below it; a strip above the prompt alone fitted the
    // board tiny there. The prompt is laid out as this frame draws it (a game opened straight
    // into a step is fitted before any prompt was drawn).
    const int gap = app.px(8);
    const auto with_gap = [gap](const SDL_Rect& r) {
        return SDL_Rect{r.x - gap, r.y - gap, r.w + 2 * gap, r.h + 2 * gap};
    };
    std::vector<SDL_Rect> panels{{board_rect_.x, board_rect_.y, board_rect_.w, app.px(60)},
                                 with_gap(card_rect_)};
    if (const SDL_Rect prompt = prompt_layout(app).second; prompt.w > 0) panels.push_back(with_gap(prompt));
    std::vector<SDL_Rect> out;
    for (const SDL_Rect& r : free_rects(board_rect_, panels))
        if (r.w > app.px(100) && r.h > app.px(100)) out.push_back(r);
    std::stable_sort(out.begin(), out.end(),
                     [](const SDL_Rect& a, const SDL_Rect& b) { return a.w * a.h > b.w * b.h; });
    if (out.empty()) out.push_back(board_rect_);
    return out;
}

const PlacedTile* GameScene::placed_tile() const {
    const GameState& s = session_->view();
    return s.phase == Phase::PlaceFigure && s.placed_tile >= 0 ? &s.board.tile(s.placed_tile)
                                                               : nullptr;
}

std::vector<SDL_Rect> GameScene::choice_targets(App& app) {
    std::vector<SDL_Rect> out;
    const GameState& s = session_->view();
    if (!choosing(s)) return out;
    const TableContext table{view_, session_->rules(), s, app.scale()};
    // The new tile first, also when none of its features is a place (the step's places all lie
    // elsewhere: lit features anywhere, the fairy): the player sees what they just placed.
    if (const PlacedTile* t = placed_tile()) out.push_back(view_.cell_rect(t->pos));
    gather_choice_anchors(table, out);
    for (const ChoicePlace& p : choices_.places()) {
        SDL_Rect r = view_.cell_rect(p.tile);
        if (p.place >= 0)
            if (const auto box = find_place_box(table, p.place))
                r = {static_cast<int>(box->rect.x), static_cast<int>(box->rect.y),
                     static_cast<int>(std::ceil(box->rect.w)), static_cast<int>(std::ceil(box->rect.h))};
        if (std::none_of(out.begin(), out.end(), [&](const SDL_Rect& o) {
                return o.x == r.x && o.y == r.y && o.w == r.w && o.h == r.h;
            }))
            out.push_back(r);
    }
    return out;
}

std::vector<SDL_Rect> GameScene::board_panels(App& app, bool with_banner) {
    std::vector<SDL_Rect> out{{board_rect_.x, board_rect_.y, board_rect_.w, app.px(56)}, card_rect_};
    if (banner_ && with_banner) out.push_back(banner_layout(app).rect);
    if (const SDL_Rect prompt = prompt_layout(app).second; prompt.w > 0) out.push_back(prompt);
    if (log_open_) out.push_back(log_panel_);
    gather_board_panels({view_, session_->rules(), session_->view(), app.scale()}, out);
    return out;
}

void GameScene::keep_in_view(App& app) {
    // A choice (a figure's or a module's step) is framed: every place and what it is anchored to
    // comes into view clear of the panels, zooming out if need be (board/framing.hpp).
    const GameState& s = session_->view();
    if (choosing(s)) {
        // A step with nothing to choose on the board has the targets its view anchors it to (the
        // Tower's ransom: the tower placed last, which took the prisoner).
        const std::vector<SDL_Rect> targets = choice_targets(app);
        if (!targets.empty()) {
            const int floor_px = std::min(view_.tile_px(), app.px(48)), margin = app.px(8);
            const std::vector<SDL_Rect> with_banner = board_panels(app);
            // Already framed: the player's view stays as it is.
            if (std::all_of(targets.begin(), targets.end(), [&](const SDL_Rect& t) {
                    return clear_of_panels(t, view_.viewport(), with_banner);
                }))
                return;
            // Else, the first framing that shows them all: with the whole board where it fits at
            // a comfortable size (a least move alone left the board running off the window's
            // edge at 200 %), then the targets alone, then smaller (targets wider apart than
            // the free part). The banner gives way (banner_top: lower, or not drawn): each is
            // tried with it, then as if it were not there.
            std::vector<SDL_Rect> with_board = targets;
            for (const PlacedTile& t : s.board.tiles()) with_board.push_back(view_.cell_rect(t.pos));
            std::vector<std::vector<SDL_Rect>> panel_sets{with_banner};
            if (banner_) panel_sets.push_back(board_panels(app, false));
            Framing best;
            const std::vector<SDL_Rect>* const target_sets[] = {&with_board, &targets};
            for (const std::vector<SDL_Rect>* set : target_sets)
                for (const bool smaller : {false, true}) {
                    if (set == &with_board && smaller) continue;
                    for (const auto& panels : panel_sets) {
                        const Framing f = frame_in_view(view_, *set, panels, floor_px, margin, smaller);
                        if (f.framed == set->size()) {
                            apply_framing(view_, f);
                            return;
                        }
                        if (set == &targets && f.framed > best.framed) best = f;
                    }
                }
            // None shows them all: as many of the first as can be.
            apply_framing(view_, best);
            return;
        }
    }
    const auto areas = free_areas(app);
    auto shown = [&](Pos p) {
        const SDL_Rect c = view_.cell_rect(p);
        return std::any_of(areas.begin(), areas.end(), [&](const SDL_Rect& a) {
            return c.x >= a.x && c.y >= a.y && c.x + c.w <= a.x + a.w && c.y + c.h <= a.y + a.h;
        });
    };
    std::vector<Pos> targets = cells_;
    if (const PlacedTile* t = placed_tile()) targets = {t->pos};
    if (session_->view().phase == Phase::ModuleStep)
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
    for (const PlacedTile& t : session_->view().board.tiles()) cells.push_back(t.pos);
    const int max_level = fit_max_level(app);
    // Into the area the panels leave free (so nothing hides under the card) that shows the
    // board largest: a long row of tiles goes above the card, a tall column beside it.
    view_.fit_into(cells, max_level, BoardView::best_area_to_fit(cells, max_level, free_areas(app)));
}

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
    const GameState& s = session_->view();
    if (!choosing(s)) return out;
    const auto& places = choices_.places();
    // One layout per tile: the places of a tile keep clear of each other.
    std::vector<Pos> tiles;
    for (const ChoicePlace& p : places)
        if (p.place < 0 && std::find(tiles.begin(), tiles.end(), p.tile) == tiles.end())
            tiles.push_back(p.tile);
    // The places off the tiles: a marker where their expansion's view lays it out.
    const TableContext table{view_, session_->rules(), s};
    for (size_t i = 0; i < places.size(); ++i)
        if (places[i].place >= 0)
            if (const auto box = find_place_box(table, places[i].place))
                out.push_back({static_cast<int>(i), box->marker, box->radius, false});
    const Pos placed = s.placed_tile >= 0 ? s.board.tile(s.placed_tile).pos : Pos{};
    for (Pos tp : tiles) {
        const PlacedTile* t = s.board.at(tp);
        if (!t) continue;
        std::vector<int> locals, corners, which;
        for (size_t i = 0; i < places.size(); ++i)
            if (places[i].tile == tp && places[i].place < 0) {
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

void GameScene::draw_board(App& app) {
    SDL_Renderer* r = app.renderer();
    const GameState& s = session_->view();
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
        outline_placed(
            app, s.board.tiles().back().pos, placer, s.phase == Phase::PlaceFigure ? 255 : 200,
            static_cast<float>(std::max(2, app.px(s.phase == Phase::PlaceFigure ? 4 : 3))));
    }

    if (aids_shown()) {
        if (ownership_)
            aids_.draw_ownership(app, view_, *art_, rules, s, aids_.holding_of(s, hover_holding_));
        aids_.draw_square_marks(app, view_);
    }
    const Color me = seat_color(std::max(0, s.acting_player));
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
        if (!light_scored_feature(app, s, ev, 200) && !ev.tiles.empty())
            view_.outline_cell(app, ev.tiles.front(), scorer_color(ev),
                               static_cast<float>(app.px(4)));
    }
    if (hover_figure_ >= 0 && hover_figure_ < static_cast<int>(s.figures.size())) {
        const Figure& f = s.figures[static_cast<size_t>(hover_figure_)];
        if ((f.on_feature() || f.where == FigureWhere::OnCorner) && f.owner >= 0) {
            view_.draw_feature(app, *art_, s, f.node,
                               mix(seat_color(f.owner), Color{255, 255, 255, 255}, 0.3f).with_alpha(190));
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
        if (!t || !view_.visible(p.tile) || p.place >= 0) continue;  // off the tiles: its view
        if (p.local >= 0) {
            view_.draw_tile_feature(app, *art_, *t, p.local, theme::kLegal.with_alpha(110));
        } else {
            const SDL_Rect c = inset(view_.cell_rect(p.tile), std::max(2, px / 24));
            fill_round_rect(r, to_f(c), static_cast<float>(px / 10), theme::kLegal.with_alpha(70));
            draw_round_rect(r, to_f(c), static_cast<float>(px / 10), theme::kLegal.with_alpha(220),
                            static_cast<float>(std::max(2, app.px(3))));
        }
    }
    const Color hot = mix(me, Color{255, 255, 255, 255}, 0.25f);
    if (lit >= 0 && lit < static_cast<int>(places.size())) {
        const ChoicePlace& p = places[static_cast<size_t>(lit)];
        if (const PlacedTile* t = p.place < 0 ? s.board.at(p.tile) : nullptr) {
            if (p.local >= 0)
                view_.draw_feature(app, *art_, s, t->first_node + p.local, hot.with_alpha(200));
            else
                view_.outline_cell(app, p.tile, hot, static_cast<float>(std::max(3, app.px(4))));
        }
    }
    // The expansions' things in their layers, around the score flashes and the figures.
    const BoardContext ctx{app, view_, *art_, rules, s, &places, lit, hot,
                           number_action_ ? &*number_action_ : nullptr,
                           choices_.open_place() >= 0 ? choices_.focus() : -1};
    draw_layers_and_figures(ctx, hover_figure_, [&] { draw_fx(app); });
    if (choosing(s)) draw_corner_places(app, view_, places, lit, hot);

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
    const GameState& now = session_->view();
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
    const GameState& s = session_->view();
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

}  // namespace carc::app
