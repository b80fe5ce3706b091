// carcassonne: the game window. Without arguments it opens the main menu. --screenshot and
// --bench-frames run without a window (see modes.hpp); --first-frame prints the time from process
// start to the first drawn frame and exits.
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <fstream>
#include <iterator>
#include <optional>
#include <sstream>
#include <string>

#include "carc/catalog.hpp"
#include "data/save.hpp"
#include "scenes/scenes.hpp"
#include "shell/app.hpp"
#include "shell/i18n.hpp"
#include "shell/modes.hpp"
#include "shell/settings.hpp"

namespace {

// "{expansions}" stands for the screenshot's default mix (usage()).
const char* kUsageText =
    "usage: carcassonne [options]\n"
    "  --screenshot FILE   render a seeded game to FILE (PNG) and exit\n"
    "    --seed S          seed of the game (default 1)\n"
    "    --turns N         random turns to play first (default 20)\n"
    "    --players N       seats (default 3)\n"
    "    --expansions L    comma-separated expansions (default {expansions})\n"
    "    --size WxH        image size (default 1280x800)\n"
    "    --save FILE       also write the game as a save\n"
    "    --scene setup     the new-game screen with --expansions and --players instead\n"
    "    --until-step ID[:N]  then play on until turn step ID (dragon_flight...) asks for\n"
    "                      its Nth choice in a row (default 1)\n"
    "    --aids VIEW       show a learning aid: tiles (the remaining-tiles panel) or\n"
    "                      owners (the ownership overlay)\n"
    "  --bench-frames N    time N frames of a finished 72-tile game, software renderer\n"
    "                      (--expansions: of a finished game with those)\n"
    "    --bots LEVEL      instead, the middle of a game that two computers of LEVEL play\n"
    "                      meanwhile (frames while one thinks are reported on their own)\n"
    "    --threads T       the computers' search threads (default: the settings' 2)\n"
    "  --bench-review N    time N random jumps in the review of a finished game, and the\n"
    "                      autosave after each of its actions\n"
    "  --lang CODE         speak en, es, fr, nl or de (instead of the settings' or the\n"
    "                      system's language; not saved)\n"
    "  --software          use SDL's software renderer for the window\n"
    "  --first-frame       print the time from process start to the first frame and exit\n"
    "  --autoplay S        start a game (--players, --expansions) and play seeded random\n"
    "                      actions, one per frame without a frame cap, printing\n"
    "                      'action N DIGEST MS' after each autosave\n"
    "  --review FILE       open a saved game (.carc.json or .jcz) in the review\n"
    "  FILE                open a saved game to play on (a finished one in the review)\n"
    "  --version           print the version and the folders of the data and assets found\n";

// The usage, with the screenshot's default expansions as ScreenshotOptions holds them.
const char* usage() {
    static const std::string text = [] {
        std::string joined;
        for (const std::string& e : carc::app::ScreenshotOptions{}.expansions)
            joined += (joined.empty() ? "" : ",") + e;
        std::string u = kUsageText;
        const std::string key = "{expansions}";
        u.replace(u.find(key), key.size(), joined);
        return u;
    }();
    return text.c_str();
}

// Milliseconds since the kernel started this process (10 ms resolution), or -1.
double process_age_ms() {
    std::ifstream in("/proc/self/stat");
    std::string stat((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    const size_t close = stat.rfind(')');
    if (close == std::string::npos) return -1;
    std::istringstream fields(stat.substr(close + 2));
    std::string f;
    unsigned long long start_ticks = 0;
    for (int i = 3; i <= 22 && fields >> f; ++i)
        if (i == 22) start_ticks = std::stoull(f);
    timespec now{};
    clock_gettime(CLOCK_BOOTTIME, &now);
    const double now_ms =
        static_cast<double>(now.tv_sec) * 1000.0 + static_cast<double>(now.tv_nsec) / 1e6;
    return now_ms -
           static_cast<double>(start_ticks) * 1000.0 / static_cast<double>(sysconf(_SC_CLK_TCK));
}

}  // namespace

int main(int argc, char** argv) {
    const auto main_start = std::chrono::steady_clock::now();
    using namespace carc::app;
    std::string screenshot;
    ScreenshotOptions shot;
    BenchOptions bench;
    bool do_bench = false, software = false, first_frame = false, bench_expansions = false;
    ReviewBenchOptions review_bench;
    bool do_review_bench = false;
    std::optional<uint64_t> autoplay;
    std::string open_file, review_file;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        auto next = [&]() -> std::string {
            if (i + 1 >= argc) {
                std::fprintf(stderr, "error: %s needs a value\n%s", a.c_str(), usage());
                std::exit(2);
            }
            return argv[++i];
        };
        try {
            if (a == "--screenshot")
                screenshot = next();
            else if (a == "--seed")
                shot.seed = bench.seed = review_bench.seed = std::stoull(next());
            else if (a == "--save")
                shot.save = next();
            else if (a == "--aids")
                shot.aids = next();
            else if (a == "--scene")
                shot.scene = next();
            else if (a == "--until-step") {
                const std::string v = next();
                const size_t colon = v.find(':');
                shot.until_step = v.substr(0, colon);
                if (colon != std::string::npos) shot.until_choice = std::stoi(v.substr(colon + 1));
            } else if (a == "--autoplay")
                autoplay = std::stoull(next());
            else if (a == "--review")
                review_file = next();
            else if (a == "--bench-review") {
                do_review_bench = true;
                review_bench.jumps = std::stoi(next());
            } else if (a == "--turns")
                shot.turns = std::stoi(next());
            else if (a == "--players")
                shot.players = std::stoi(next());
            else if (a == "--expansions") {
                shot.expansions.clear();
                bench_expansions = true;
                std::stringstream list(next());
                for (std::string e; std::getline(list, e, ',');)
                    if (!e.empty()) shot.expansions.push_back(e);
            } else if (a == "--size") {
                const std::string v = next();
                if (std::sscanf(v.c_str(), "%dx%d", &shot.width, &shot.height) != 2 ||
                    shot.width < kMinWindowWidth || shot.height < kMinWindowHeight) {
                    std::fprintf(stderr, "error: --size expects WxH, at least %dx%d\n",
                                 kMinWindowWidth, kMinWindowHeight);
                    return 2;
                }
            } else if (a == "--bench-frames") {
                do_bench = true;
                bench.frames = std::stoi(next());
            } else if (a == "--bots") {
                bench.bots = next();
            } else if (a == "--threads") {
                bench.threads = std::stoi(next());
                if (bench.threads < 1 || bench.threads > kMaxComputerThreads) {
                    std::fprintf(stderr, "error: --threads expects 1 to %d\n", kMaxComputerThreads);
                    return 2;
                }
            } else if (a == "--lang") {
                const std::string code = next();
                language_override() = supported_language(code);
                if (language_override().empty() || language_override() != code) {
                    std::fprintf(stderr, "error: --lang expects one of en, es, fr, nl, de (not %s)\n",
                                 code.c_str());
                    return 2;
                }
            } else if (a == "--software")
                software = true;
            else if (a == "--first-frame")
                first_frame = true;
            else if (a == "--version") {
                std::printf("carcassonne %s\ndata: %s\nassets: %s\n",
                            std::string(carc::engine_version()).c_str(),
                            carc::default_data_dir(argv[0]).c_str(),
                            default_assets_dir(argv[0]).c_str());
                return 0;
            } else if (a == "--help" || a == "-h") {
                std::fputs(usage(), stdout);
                return 0;
            } else if (a.rfind("-", 0) != 0 && open_file.empty()) {
                open_file = a;
            } else {
                std::fprintf(stderr, "error: unknown option %s\n%s", a.c_str(), usage());
                return 2;
            }
        } catch (const std::exception&) {
            std::fprintf(stderr, "error: %s expects a number\n", a.c_str());
            return 2;
        }
    }
    const std::string data_dir = carc::default_data_dir(argv[0]);
    const std::string assets_dir = default_assets_dir(argv[0]);
    if (do_bench) {
        if (bench.frames < 1) {
            std::fprintf(stderr, "error: --bench-frames needs at least 1 frame\n");
            return 2;
        }
        if (bench_expansions) bench.expansions = shot.expansions;
        bench.data_dir = data_dir;
        bench.assets_dir = assets_dir;
        return run_bench_frames(bench);
    }
    if (do_review_bench) {
        if (review_bench.jumps < 1) {
            std::fprintf(stderr, "error: --bench-review needs at least 1 jump\n");
            return 2;
        }
        review_bench.data_dir = data_dir;
        review_bench.assets_dir = assets_dir;
        return run_bench_review(review_bench);
    }
    if (!screenshot.empty()) {
        shot.file = screenshot;
        shot.data_dir = data_dir;
        shot.assets_dir = assets_dir;
        return run_screenshot(shot);
    }
    AppOptions options;
    options.software = software;
    // A game playing itself goes as fast as it can: the autosave test wants many writes.
    options.frame_cap = !autoplay.has_value();
    options.data_dir = data_dir;
    options.assets_dir = assets_dir;
    App app(options);
    if (!app.ok()) {
        std::fprintf(stderr, "error: %s\n", app.error().c_str());
        return 1;
    }
    app.push(make_menu_scene(app));
    if (autoplay) {
        if (!start_autoplay(app, *autoplay, shot.players, shot.expansions, stdout)) return 2;
    } else if (!review_file.empty() || !open_file.empty()) {
        const bool review = !review_file.empty();
        const std::string path = review ? review_file : open_file;
        if (auto why = open_game_file(app, path, review ? OpenMode::Review : OpenMode::Play)) {
            // The window still opens, with the reason, as when the file is dropped onto it.
            std::fprintf(stderr, "error: %s\n", why->c_str());
            app.push(make_message_overlay(app, _("Cannot open this file"), *why));
        }
    }
    if (first_frame) {
        app.step(0);
        const double since_main =
            std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - main_start)
                .count();
        std::printf("first frame: %.1f ms after main(), %.0f ms after process start\n", since_main,
                    process_age_ms());
        return 0;
    }
    return app.run();
}
