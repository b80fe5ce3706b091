#include "shell/modes.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>

#include "scenes/game_scene.hpp"
#include "scenes/review_scene.hpp"
#include "scenes/scenes.hpp"
#include "shell/app.hpp"
#include "shell/game_session.hpp"
#include "shell/bot_seat.hpp"
#include "shell/saved_games.hpp"

namespace carc::app {

std::vector<PlayerSetup> default_players(int count) {
    static const char* names[] = {"Anna", "Bernd", "Clara", "David", "Eva", "Finn"};
    static const char* colors[] = {"red", "blue", "yellow", "green", "black", "pink"};
    std::vector<PlayerSetup> out;
    for (int i = 0; i < std::clamp(count, 1, 6); ++i) out.push_back({names[i], colors[i]});
    return out;
}

namespace {

// What the automatic players pick from: the legal actions with every open value (a bid of 1 to
// 12) replaced by the definition's sample values.
const ActionList& concrete_legal(const GameSession& session, ActionList& scratch) {
    return concrete_actions(session.rules(), session.state(), session.legal(), scratch, Expand::Sample);
}

}  // namespace

void play_random_turns(GameSession& session, uint64_t seed, int turns) {
    Rng pick{seed * 0x9E3779B97F4A7C15ull + 12345};
    const int start_turn = session.state().turn;
    while (!session.over()) {
        if (turns >= 0 && session.state().turn - start_turn >= turns &&
            session.state().phase == Phase::PlaceTile)
            break;
        ActionList scratch;
        const ActionList& legal = concrete_legal(session, scratch);
        if (legal.empty()) break;
        session.act(legal[pick.below(static_cast<uint32_t>(legal.size()))]);
    }
}

namespace {

// One action as a person might choose it (see play_plausible_turns).
void play_plausibly(GameSession& session, Rng& pick) {
    const GameState& s = session.state();
    ActionList scratch;
    const ActionList& legal = concrete_legal(session, scratch);
    size_t choice = pick.below(static_cast<uint32_t>(legal.size()));
    if (s.phase == Phase::PlaceTile) {
        int best = -1;
        for (size_t k = 0; k < legal.size(); ++k) {
            const Pos p = legal[k].pos;
            int n = 0;
            for (int dy = -1; dy <= 1; ++dy)
                for (int dx = -1; dx <= 1; ++dx)
                    n += (dx || dy) && s.board.occupied({p.x + dx, p.y + dy});
            n = n * 16 + static_cast<int>(pick.below(24));
            if (n > best) {
                best = n;
                choice = k;
            }
        }
    } else if (pick.below(3) != 0) {
        for (size_t k = 0; k < legal.size(); ++k)
            if (is_pass(legal[k])) choice = k;
    }
    session.act(legal[choice]);
}

Rng plausible_rng(uint64_t seed) { return Rng{seed * 0x9E3779B97F4A7C15ull + 777}; }

}  // namespace

void play_plausible_turns(GameSession& session, uint64_t seed, int turns) {
    Rng pick = plausible_rng(seed);
    const int start_turn = session.state().turn;
    while (!session.over()) {
        const GameState& s = session.state();
        if (turns >= 0 && s.turn - start_turn >= turns && s.phase == Phase::PlaceTile) break;
        if (session.legal().empty()) break;
        play_plausibly(session, pick);
    }
}

bool play_until_step(GameSession& session, uint64_t seed, const std::string& step, int choice) {
    Rng pick = plausible_rng(seed + 1);
    int in_a_row = 0;
    while (!session.over() && !session.legal().empty()) {
        const bool there = current_step(session.rules(), session.state()).id() == step;
        in_a_row = there ? in_a_row + 1 : 0;
        if (there && in_a_row >= choice) return true;
        play_plausibly(session, pick);
    }
    return false;
}

namespace {

// The app of a picture or a measurement: offscreen, the player's settings unread, no autosave,
// since nobody plays this game.
AppOptions offscreen_app(int width, int height, const std::string& data_dir, const std::string& assets_dir) {
    AppOptions ao;
    ao.offscreen = true;
    ao.width = width;
    ao.height = height;
    ao.load_settings = false;
    ao.autosave = false;
    ao.data_dir = data_dir;
    ao.assets_dir = assets_dir;
    return ao;
}

// A new game of the given table for the command-line modes; prints the error and returns null
// when the app could not start, or the catalogue or the setup is refused.
std::shared_ptr<GameSession> seeded_session(App& app, const std::vector<std::string>& expansions,
                                            int players, uint64_t seed) {
    if (!app.ok()) {
        std::fprintf(stderr, "error: %s\n", app.error().c_str());
        return nullptr;
    }
    if (!app.catalog()) {
        std::fprintf(stderr, "error: %s\n", app.catalog_error().c_str());
        return nullptr;
    }
    Setup setup;
    // None named: the base game alone.
    setup.expansions = expansions.empty() ? std::vector<std::string>{app.catalog()->base_game()}
                                          : expansions;
    setup.players = default_players(players);
    setup.seed = seed;
    auto rules = load_ruleset(setup, *app.catalog());
    if (!rules) {
        std::fprintf(stderr, "error: %s\n", rules.error().c_str());
        return nullptr;
    }
    return std::make_shared<GameSession>(*app.catalog(), std::move(*rules));
}

}  // namespace

int run_screenshot(const ScreenshotOptions& o) {
    App app(offscreen_app(o.width, o.height, o.data_dir, o.assets_dir));
    if (o.scene == "setup") {
        if (!app.ok() || !app.catalog()) {
            std::fprintf(stderr, "error: %s\n", app.ok() ? app.catalog_error().c_str() : app.error().c_str());
            return 2;
        }
        app.settings().expansions = o.expansions;
        app.settings().players = default_players(o.players);
        app.push(make_setup_scene(app));
        for (int i = 0; i < 4; ++i) app.step(16);
        app.render_frame();
        if (!app.save_png(o.file)) {
            std::fprintf(stderr, "error: cannot write %s: %s\n", o.file.c_str(), SDL_GetError());
            return 2;
        }
        std::printf("wrote %s: the setup screen\n", o.file.c_str());
        return 0;
    }
    if (!o.scene.empty() && o.scene != "game") {
        std::fprintf(stderr, "error: --scene expects game or setup (not %s)\n", o.scene.c_str());
        return 2;
    }
    auto session = seeded_session(app, o.expansions, o.players, o.seed);
    if (!session) return 2;
    play_plausible_turns(*session, o.seed, o.turns);
    if (!o.until_step.empty() &&
        !play_until_step(*session, o.seed, o.until_step, std::max(1, o.until_choice))) {
        std::fprintf(stderr, "error: the game ended before step %s asked for a choice\n",
                     o.until_step.c_str());
        return 2;
    }
    if (!o.save.empty()) {
        session->info().name = "Seed " + std::to_string(o.seed);
        session->info().created = iso_now();
        if (auto written = write_save(o.save, session->to_save()); !written) {
            std::fprintf(stderr, "error: %s\n", written.error().c_str());
            return 2;
        }
    }
    auto scene = std::make_unique<GameScene>(app, session);
    GameScene* game = scene.get();
    game->stay_after_game_over();
    app.push(std::move(scene));
    app.step(0);  // lays out and fits the board
    if (session->state().phase == Phase::PlaceTile && !session->legal_cells().empty()) {
        // Show the ghost where a player would likely point: the legal square nearest the middle.
        std::vector<Pos> cells = session->legal_cells();
        const SDL_Rect vp = game->board().viewport();
        const SDL_FPoint mid = game->board().to_board(static_cast<float>(vp.x + vp.w / 2),
                                                      static_cast<float>(vp.y + vp.h / 2));
        std::sort(cells.begin(), cells.end(), [&](Pos a, Pos b) {
            auto d = [&](Pos p) {
                return std::hypot(static_cast<float>(p.x) + 0.5f - mid.x,
                                  static_cast<float>(p.y) + 0.5f - mid.y);
            };
            return d(a) < d(b);
        });
        game->hover_cell(cells.front());
    }
    if (o.aids == "tiles") {
        game->open_remaining_tiles(app);
    } else if (o.aids == "owners") {
        game->show_ownership(true);
    } else if (!o.aids.empty()) {
        std::fprintf(stderr, "error: --aids: unknown view \"%s\" (tiles, owners)\n",
                     o.aids.c_str());
        return 2;
    }
    // Let the banner fade in and every tile texture be made.
    for (int i = 0; i < 20; ++i) {
        app.step(100);
        if (!game->art().pending() && i >= 4) break;
    }
    app.render_frame();
    if (!app.save_png(o.file)) {
        std::fprintf(stderr, "error: cannot write %s: %s\n", o.file.c_str(), SDL_GetError());
        return 2;
    }
    std::printf("wrote %s: turn %d, %zu tiles on the board\n", o.file.c_str(),
                session->state().turn, session->state().board.tiles().size());
    return 0;
}

int run_bench_frames(const BenchOptions& o) {
    App app(offscreen_app(1280, 800, o.data_dir, o.assets_dir));
    if (!o.bots.empty() && !bot::parse_level(o.bots)) {
        std::fprintf(stderr, "error: --bots: unknown level \"%s\" (greedy, easy, medium, hard)\n",
                     o.bots.c_str());
        return 2;
    }
    if (o.threads > 0) app.settings().computer_threads = o.threads;
    auto session = seeded_session(app, o.expansions, 2, o.seed);
    if (!session) return 2;
    if (o.bots.empty()) {
        play_plausible_turns(*session, o.seed, -1);  // a finished game
    } else {
        // The middle of a game, both seats computers: one thinks on its worker thread (or shows
        // its move) during every timed frame, as at a table where a person watches.
        play_plausible_turns(*session, o.seed, 30);
        for (int p = 0; p < session->rules().player_count(); ++p) session->set_computer(p, o.bots);
    }
    auto scene = std::make_unique<GameScene>(app, session);
    GameScene* game = scene.get();
    game->stay_after_game_over();
    app.push(std::move(scene));
    // Warm-up: textures for this zoom are made once, as when a player first sees the board.
    int warm = 0;
    do {
        app.step(16);
        ++warm;
    } while (game->art().pending() && warm < 50);
    const SDL_Rect vp = game->board().viewport();
    std::vector<double> times, thinking;
    times.reserve(static_cast<size_t>(o.frames));
    const int actions_before = session->actions();
    for (int i = 0; i < o.frames; ++i) {
        // The pointer sweeps over the board, so hover highlights and tooltips are part of the cost.
        SDL_Event e{};
        e.type = SDL_MOUSEMOTION;
        e.motion.x = vp.x + (i * 37) % std::max(1, vp.w);
        e.motion.y = vp.y + (i * 23) % std::max(1, vp.h);
        const bool was_thinking = game->computer_thinking();
        const auto t0 = std::chrono::steady_clock::now();
        game->event(app, e);
        app.step(16);
        const auto t1 = std::chrono::steady_clock::now();
        const double ms = std::chrono::duration<double, std::milli>(t1 - t0).count();
        times.push_back(ms);
        if (was_thinking && game->computer_thinking()) thinking.push_back(ms);
        // Frames come as fast as they are drawn; a real window waits for the display, so the
        // computer's 2 s are spread over about 120 frames, not a few hundred.
        if (!o.bots.empty()) SDL_Delay(static_cast<Uint32>(std::max(0.0, 16.0 - ms)));
    }
    auto stats = [](std::vector<double> v) {
        std::sort(v.begin(), v.end());
        const double median = v[v.size() / 2];
        const double p99 = v[std::min(v.size() - 1,
                                      static_cast<size_t>(static_cast<double>(v.size()) * 0.99))];
        return std::pair{median, p99};
    };
    const auto [median, p99] = stats(times);
    std::printf(
        "board: %zu tiles, %zu figures, 1280x800, software renderer, %d frames after %d warm-up\n",
        session->state().board.tiles().size(), session->state().figures.size(), o.frames, warm);
    std::printf("frames: median %.2f ms, p99 %.2f ms\n", median, p99);
    if (!o.bots.empty()) {
        std::printf("computers (%s, %d search threads): %d actions played during the frames\n",
                    o.bots.c_str(), search_threads(app.settings().computer_threads),
                    session->actions() - actions_before);
        if (thinking.empty()) {
            std::printf("frames while a computer thinks: none (it answers at once)\n");
        } else {
            const auto [tm, tp] = stats(thinking);
            std::printf("frames while a computer thinks: %zu, median %.2f ms, p99 %.2f ms\n",
                        thinking.size(), tm, tp);
        }
    }
    return 0;
}

Rng autoplay_rng(uint64_t seed) { return Rng{seed * 0x9E3779B97F4A7C15ull + 4242}; }

Action random_action(const GameSession& session, Rng& rng) {
    ActionList scratch;
    const ActionList& legal = concrete_legal(session, scratch);
    return legal[rng.below(static_cast<uint32_t>(legal.size()))];
}

bool start_autoplay(App& app, uint64_t seed, int players,
                    const std::vector<std::string>& expansions, std::FILE* out) {
    auto session = seeded_session(app, expansions, players, seed);
    if (!session) return false;
    auto scene = std::make_unique<GameScene>(app, session);
    scene->autoplay(seed, out);
    std::fprintf(out, "autosave %s\n", session->info().autosave_path.c_str());
    std::fflush(out);
    app.replace_all(std::move(scene));
    return true;
}

namespace {

struct Spread {
    double median = 0, p99 = 0, max = 0;
};
Spread spread(std::vector<double> v) {
    if (v.empty()) return {};
    std::sort(v.begin(), v.end());
    return {v[v.size() / 2],
            v[std::min(v.size() - 1, static_cast<size_t>(static_cast<double>(v.size()) * 0.99))],
            v.back()};
}

}  // namespace

int run_bench_review(const ReviewBenchOptions& o) {
    namespace fs = std::filesystem;
    AppOptions ao = offscreen_app(1280, 800, o.data_dir, o.assets_dir);
    // A private data folder: the autosaves written here are the benchmark's, not a player's.
    std::string dir = (fs::temp_directory_path() / "carc-bench-XXXXXX").string();
    if (!mkdtemp(dir.data())) {
        std::fprintf(stderr, "error: cannot create a temporary folder\n");
        return 2;
    }
    ao.pref_dir = dir;
    {
        App app(ao);
        // The game, autosaved after every action as the game screen does.
        auto session = seeded_session(app, o.expansions, o.players, o.seed);
        if (!session) return 2;
        session->info().name = "bench";
        Rng pick{o.seed + 17};
        while (!session->over()) {
            ActionList scratch;
            const ActionList& legal = concrete_legal(*session, scratch);
            if (legal.empty()) break;
            session->act(legal[pick.below(static_cast<uint32_t>(legal.size()))]);
            if (auto saved = app.saves().autosave(*session); !saved) {
                std::fprintf(stderr, "error: %s\n", saved.error().c_str());
                return 2;
            }
        }
        const Spread save = spread(app.saves().autosave_times());
        std::error_code ec;
        const auto bytes = fs::file_size(session->info().autosave_path, ec);

        auto scene = std::make_unique<ReviewScene>(app, session);
        ReviewScene* review = scene.get();
        app.push(std::move(scene));
        // Warm-up: the textures of the final board at this zoom, as the first frames make them.
        review->jump(review->last());
        int warm = 0;
        do {
            app.step(16);
            ++warm;
        } while (app.top() && warm < 100 && review->animating());
        std::vector<double> jumps;
        Rng where{o.seed + 99};
        for (int i = 0; i < o.jumps; ++i) {
            const int to = static_cast<int>(where.below(static_cast<uint32_t>(review->last() + 1)));
            const auto t0 = std::chrono::steady_clock::now();
            review->jump(to);
            app.render_frame();
            const auto t1 = std::chrono::steady_clock::now();
            jumps.push_back(std::chrono::duration<double, std::milli>(t1 - t0).count());
        }
        const Spread j = spread(jumps);
        std::printf("game: %s, %d players, %d actions, %zu tiles\n", "all expansions", o.players,
                    session->actions(), session->state().board.tiles().size());
        std::printf(
            "autosave after each action: median %.2f ms, p99 %.2f ms, max %.2f ms "
            "(%zu writes, final file %ju bytes)\n",
            save.median, save.p99, save.max, app.saves().autosave_times().size(),
            static_cast<uintmax_t>(bytes));
        std::printf(
            "review jump + redraw (1280x800, software renderer): median %.2f ms, p99 %.2f "
            "ms, max %.2f ms over %d random jumps\n",
            j.median, j.p99, j.max, o.jumps);
    }
    std::error_code ec;
    fs::remove_all(dir, ec);
    return 0;
}

}  // namespace carc::app
