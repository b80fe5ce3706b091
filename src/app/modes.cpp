#include "modes.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>

#include "app.hpp"
#include "game_scene.hpp"
#include "game_session.hpp"

namespace carc::app {

std::vector<PlayerSetup> default_players(int count) {
    static const char* names[] = {"Anna", "Bernd", "Clara", "David", "Eva", "Finn"};
    static const char* colors[] = {"red", "blue", "yellow", "green", "black", "pink"};
    std::vector<PlayerSetup> out;
    for (int i = 0; i < std::clamp(count, 1, 6); ++i) out.push_back({names[i], colors[i]});
    return out;
}

void play_random_turns(GameSession& session, uint64_t seed, int turns) {
    Rng pick{seed * 0x9E3779B97F4A7C15ull + 12345};
    const int start_turn = session.state().turn;
    while (!session.over()) {
        if (turns >= 0 && session.state().turn - start_turn >= turns &&
            session.state().phase == Phase::PlaceTile)
            break;
        const ActionList& legal = session.legal();
        if (legal.empty()) break;
        session.act(legal[pick.below(static_cast<uint32_t>(legal.size()))]);
    }
}

void play_plausible_turns(GameSession& session, uint64_t seed, int turns) {
    Rng pick{seed * 0x9E3779B97F4A7C15ull + 777};
    const int start_turn = session.state().turn;
    while (!session.over()) {
        const GameState& s = session.state();
        if (turns >= 0 && s.turn - start_turn >= turns && s.phase == Phase::PlaceTile) break;
        const ActionList& legal = session.legal();
        if (legal.empty()) break;
        size_t choice = pick.below(static_cast<uint32_t>(legal.size()));
        if (s.phase == Phase::PlaceTile) {
            int best = -1;
            for (size_t k = 0; k < legal.size(); ++k) {
                const Pos p = std::get<PlaceTile>(legal[k]).pos;
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
                if (std::holds_alternative<Pass>(legal[k])) choice = k;
        }
        session.act(legal[choice]);
    }
}

int run_screenshot(const ScreenshotOptions& o) {
    AppOptions ao;
    ao.offscreen = true;
    ao.width = o.width;
    ao.height = o.height;
    ao.load_settings = false;
    ao.data_dir = o.data_dir;
    ao.assets_dir = o.assets_dir;
    App app(ao);
    if (!app.ok()) {
        std::fprintf(stderr, "error: %s\n", app.error().c_str());
        return 2;
    }
    if (!app.catalog()) {
        std::fprintf(stderr, "error: %s\n", app.catalog_error().c_str());
        return 2;
    }
    Setup setup;
    setup.expansions = o.expansions;
    setup.players = default_players(o.players);
    setup.seed = o.seed;
    auto rules = load_ruleset(setup, *app.catalog());
    if (!rules) {
        std::fprintf(stderr, "error: %s\n", rules.error().c_str());
        return 2;
    }
    auto session = std::make_shared<GameSession>(*app.catalog(), std::move(*rules));
    play_plausible_turns(*session, o.seed, o.turns);
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
    AppOptions ao;
    ao.offscreen = true;
    ao.width = 1280;
    ao.height = 800;
    ao.load_settings = false;
    ao.data_dir = o.data_dir;
    ao.assets_dir = o.assets_dir;
    App app(ao);
    if (!app.ok() || !app.catalog()) {
        std::fprintf(stderr, "error: %s\n",
                     app.ok() ? app.catalog_error().c_str() : app.error().c_str());
        return 2;
    }
    Setup setup;
    setup.players = default_players(2);
    setup.seed = o.seed;
    auto rules = load_ruleset(setup, *app.catalog());
    if (!rules) {
        std::fprintf(stderr, "error: %s\n", rules.error().c_str());
        return 2;
    }
    auto session = std::make_shared<GameSession>(*app.catalog(), std::move(*rules));
    play_plausible_turns(*session, o.seed, -1);
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
    std::vector<double> times;
    times.reserve(static_cast<size_t>(o.frames));
    for (int i = 0; i < o.frames; ++i) {
        // The pointer sweeps over the board, so hover highlights and tooltips are part of the cost.
        SDL_Event e{};
        e.type = SDL_MOUSEMOTION;
        e.motion.x = vp.x + (i * 37) % std::max(1, vp.w);
        e.motion.y = vp.y + (i * 23) % std::max(1, vp.h);
        const auto t0 = std::chrono::steady_clock::now();
        game->event(app, e);
        app.step(16);
        const auto t1 = std::chrono::steady_clock::now();
        times.push_back(std::chrono::duration<double, std::milli>(t1 - t0).count());
    }
    std::sort(times.begin(), times.end());
    const double median = times[times.size() / 2];
    const double p99 = times[std::min(
        times.size() - 1, static_cast<size_t>(static_cast<double>(times.size()) * 0.99))];
    std::printf(
        "board: %zu tiles, %zu figures, 1280x800, software renderer, %d frames after %d warm-up\n",
        session->state().board.tiles().size(), session->state().figures.size(), o.frames, warm);
    std::printf("frames: median %.2f ms, p99 %.2f ms\n", median, p99);
    return 0;
}

}  // namespace carc::app
