#include "scenes/menu_scene.hpp"

#include <algorithm>
#include <cstdlib>

#include "scenes/scenes.hpp"
#include "shell/app.hpp"
#include "shell/i18n.hpp"
#include "shell/saved_games.hpp"
#include "shell/text.hpp"
#include "shell/theme.hpp"
#include "widgets/panels.hpp"

namespace carc::app {

namespace {

constexpr uint64_t kBackdropSeed = 20240611;
// Empty cells filled around the landscape, so no window shows the table through it.
constexpr int kBackdropMargin = 8;

// Fills every empty cell of the landscape's surroundings with a tile whose sides meet its
// neighbours (the closest match where none meets all), most enclosed cells first, so the backdrop
// has no holes. Only a picture: these tiles join no features.
void fill_holes(const Ruleset& rules, GameState& state, Rng& pick) {
    int x0 = 0, x1 = 0, y0 = 0, y1 = 0;
    for (const PlacedTile& t : state.board.tiles()) {
        x0 = std::min(x0, t.pos.x);
        x1 = std::max(x1, t.pos.x);
        y0 = std::min(y0, t.pos.y);
        y1 = std::max(y1, t.pos.y);
    }
    x0 -= kBackdropMargin;
    x1 += kBackdropMargin;
    y0 -= kBackdropMargin;
    y1 += kBackdropMargin;
    std::vector<TileTypeId> types;
    for (TileTypeId id : rules.tile_set)
        if (std::find(types.begin(), types.end(), id) == types.end()) types.push_back(id);
    for (bool placed = true; placed;) {
        placed = false;
        // The empty cells with the most placed neighbours first.
        for (int want = 4; want >= 1 && !placed; --want)
            for (int y = y0; y <= y1; ++y)
                for (int x = x0; x <= x1; ++x) {
                    const Pos p{x, y};
                    if (state.board.occupied(p)) continue;
                    int neighbours = 0;
                    for (int s = 0; s < kSides; ++s)
                        neighbours += state.board.occupied(neighbour(p, static_cast<Side>(s)));
                    if (neighbours != want) continue;
                    int best = -1, best_type = 0, best_rot = 0;
                    for (TileTypeId id : types)
                        for (int r = 0; r < 4; ++r) {
                            int score = 0;
                            for (int s = 0; s < kSides; ++s) {
                                const Side side = static_cast<Side>(s);
                                const PlacedTile* n = state.board.at(neighbour(p, side));
                                if (n && rules.tiles[n->type].edge(n->rotation, opposite(side)) ==
                                             rules.tiles[id].edge(r, side))
                                    score += 16;
                            }
                            score += static_cast<int>(pick.below(16));  // variety among equals
                            if (score > best) {
                                best = score;
                                best_type = id;
                                best_rot = r;
                            }
                        }
                    const TileType& t = rules.tiles[static_cast<size_t>(best_type)];
                    state.board.place(p, static_cast<TileTypeId>(best_type), best_rot,
                                      t.signature[static_cast<size_t>(best_rot)], 0);
                    placed = true;
                }
    }
}

}  // namespace

MenuScene::MenuScene(App& app) {
    ui_.set_focus("new");
    const Catalog* catalog = app.catalog();
    if (!catalog) return;
    // A few seeded turns of a real game make the backdrop: the engine and the tile painter at work.
    Setup setup;
    setup.players = {{"A", "red"}, {"B", "blue"}, {"C", "yellow"}};
    setup.seed = kBackdropSeed;
    auto rules = load_ruleset(setup, *catalog);
    if (!rules) return;
    rules_ = std::make_unique<Ruleset>(std::move(*rules));
    GameState state = initial_state(*rules_, nullptr);
    Rng pick{kBackdropSeed};
    ActionList listed, scratch;
    for (int i = 0; i < 200 && state.phase != Phase::GameOver; ++i) {
        legal_actions(*rules_, state, listed);
        const ActionList& legal = concrete_actions(*rules_, state, listed, scratch, Expand::Sample);
        if (legal.empty()) break;
        // Tiles go where they touch the most neighbours, in a band of a few rows, so the
        // landscape grows as a wide patch that fills the screen rather than a thin line.
        size_t choice = pick.below(static_cast<uint32_t>(legal.size()));
        if (state.phase == Phase::PlaceTile) {
            int best = -1;
            for (size_t k = 0; k < legal.size(); ++k) {
                const Pos p = legal[k].pos;
                int n = 0;
                for (int s = 0; s < kSides; ++s)
                    n += state.board.occupied(neighbour(p, static_cast<Side>(s)));
                n = n * 8 + static_cast<int>(pick.below(8)) - 24 * std::max(0, std::abs(p.y) - 3);
                if (n > best) {
                    best = n;
                    choice = k;
                }
            }
        }
        apply_in_place(*rules_, state, legal[choice], nullptr);
    }
    fill_holes(*rules_, state, pick);
    backdrop_ = std::make_shared<const GameState>(std::move(state));
    art_ = std::make_unique<TileArt>(app.renderer(), *rules_);
    art_->set_progressive(true);
}

void MenuScene::layout(App& app) {
    ui_.begin();
    // Title, six buttons and the line under the panel, centred; in a short window the buttons
    // get lower and closer so that all of them stay on screen.
    const int w = app.px(340);
    int h = app.px(50), gap = app.px(12);
    const int title_h = app.px(124), below = app.px(36) + app.px(56);
    const int room = app.height() - app.px(24);
    while (title_h + 6 * h + 5 * gap + below > room && h > app.px(34)) {
        h -= 1;
        if (gap > app.px(5)) gap -= 1;
    }
    panel_top_ = std::max(app.px(8), (app.height() - (title_h + 6 * h + 5 * gap + below)) / 2);
    const int x = (app.width() - w) / 2;
    int y = panel_top_ + title_h;
    const bool playable = app.catalog() != nullptr;
    auto add = [&](const char* id, const char* label, std::function<void()> f, ButtonStyle style,
                   bool enabled, const std::string& hint) {
        Widget& b = ui_.button(id, {x, y, w, h}, label, std::move(f), style);
        b.enabled = enabled;
        b.hint = hint;
        y += h + gap;
    };
    add(
        "new", _("New game"), [&app] { app.push(make_setup_scene(app)); },
        continue_ ? ButtonStyle::Normal : ButtonStyle::Primary, playable,
        playable ? "" : _("The game data could not be read."));
    std::string resume_hint = looked_for_saves_
                                  ? _("No unfinished game: games save themselves after every move.")
                                  : _("Looking for saved games…");
    if (continue_) {
        resume_hint = fill(_("Last played {date}"), {{"date", local_date(continue_->modified_ns)}});
    }
    add(
        "continue", _("Continue"),
        [this, &app] {
            if (!continue_) return;
            if (auto why = open_game_file(app, continue_->path, OpenMode::Play)) error_ = *why;
        },
        continue_ ? ButtonStyle::Primary : ButtonStyle::Normal, playable && continue_.has_value(),
        resume_hint.c_str());
    add(
        "load", _("Load"), [&app] { app.push(make_load_scene(app, OpenMode::Play)); },
        ButtonStyle::Normal, playable, _("Saved games, or any file by its path"));
    add(
        "review", _("Review a saved game"),
        [&app] { app.push(make_load_scene(app, OpenMode::Review)); }, ButtonStyle::Normal, playable,
        _("Go through a finished or unfinished game move by move"));
    add(
        "settings", _("Settings"), [&app] { app.push(make_settings_overlay(app)); },
        ButtonStyle::Normal, true, "");
    add(
        "quit", _("Quit"), [&app] { app.quit(); }, ButtonStyle::Normal, true, "");
}

void MenuScene::update(App& app, double) {
    // After the first frame is on screen: finding the game to continue replays saves, and the
    // menu should not wait for that however many finished games there are.
    if (looked_for_saves_ || app.frames() == 0 || !app.catalog()) return;
    looked_for_saves_ = true;
    continue_ = app.saves().latest_unfinished(*app.catalog());
    if (continue_ && ui_.focus() == "new") ui_.set_focus("continue");
}

void MenuScene::event(App& app, const SDL_Event& e) {
    layout(app);
    if (ui_.event(app, e)) ui_.run_pending();
}

void MenuScene::render(App& app) {
    SDL_Renderer* r = app.renderer();
    if (backdrop_ && art_) {
        // Nothing but the menu in the first frame: the landscape fills in over the next ones.
        art_->begin_frame(first_frame_ ? 0.0 : 6.0);
        first_frame_ = false;
        view_.set_viewport({0, 0, app.width(), app.height()});
        std::vector<Pos> cells;
        for (const PlacedTile& t : backdrop_->board.tiles()) cells.push_back(t.pos);
        view_.fit(cells, 14);
        // Tiles at a comfortable size, the landscape larger than the screen around its middle.
        int level = 0;
        while (level + 1 < BoardView::levels() && BoardView::level_px(level + 1) <= app.px(140))
            ++level;
        view_.set_level(level);
        view_.draw_tiles(app, *art_, *backdrop_);
        view_.draw_figures(app, *art_, *rules_, *backdrop_);
    }
    fill_gradient(r, {0, 0, app.width(), app.height()}, Color{20, 24, 26, 120},
                  Color{20, 24, 26, 200});
    layout(app);
    const int pw = app.px(420);
    const Widget* last = ui_.find("quit");
    const int top = panel_top_;
    const SDL_Rect panel{(app.width() - pw) / 2, top, pw,
                         (last ? last->rect.y + last->rect.h : top) + app.px(36) - top};
    draw_panel(app, panel, Color{22, 26, 28, 228});
    Text& t = app.text();
    t.draw("Carcassonne", app.width() / 2, panel.y + app.px(28), app.px(46), theme::kAccent,
           FontStyle::Bold, Align::Center);
    t.draw(_("Hot-seat play at one table, every rule explained"), app.width() / 2,
           panel.y + app.px(96), app.px(15), theme::kTextDim, FontStyle::Regular, Align::Center);
    if (!app.catalog())
        t.draw(fill(_("Cannot read the game data: {error}"), {{"error", app.catalog_error()}}), app.width() / 2,
               panel.y + panel.h + app.px(14), app.px(14), theme::kError, FontStyle::Regular,
               Align::Center, app.width() - app.px(80));
    else if (!error_.empty())
        t.draw(error_, app.width() / 2, panel.y + panel.h + app.px(14), app.px(14), theme::kError,
               FontStyle::Regular, Align::Center, app.width() - app.px(80));
    else if (continue_)
        t.draw(fill(_("Continue: {name} · turn {turn}"),
                    {{"name", continue_->name}, {"turn", std::to_string(continue_->turn)}}),
               app.width() / 2, panel.y + panel.h + app.px(14), app.px(14), theme::kTextDim,
               FontStyle::Regular, Align::Center, app.width() - app.px(80));
    ui_.render(app);
    t.draw(_("↑ ↓ Enter to choose"), app.width() / 2, app.height() - app.px(34), app.px(13),
           theme::kTextFaint, FontStyle::Regular, Align::Center);
    ui_.render_tooltip(app);
}

std::unique_ptr<Scene> make_menu_scene(App& app) { return std::make_unique<MenuScene>(app); }

}  // namespace carc::app
