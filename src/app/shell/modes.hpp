// The game binary's non-interactive modes: --screenshot renders a seeded game after N random
// turns to a PNG, --bench-frames times frames of a finished 72-tile game with the software
// renderer (or, with --bots, of a game that computers play meanwhile), and the random seeded play both use (shared with the UI tests).
#pragma once

#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

#include "carc/engine.hpp"
#include "carc/ruleset.hpp"

namespace carc::app {

class App;
class GameSession;

// Plays uniformly random legal actions from `seed` until `turns` turns are complete (or the game
// ends); a negative `turns` plays to the end.
void play_random_turns(GameSession& session, uint64_t seed, int turns);
// Like play_random_turns, but a little more like people play: tiles go where they touch most
// neighbours, and a figure is placed about one turn in three. Screenshots and the frame
// benchmark use it so their boards look like real games.
void play_plausible_turns(GameSession& session, uint64_t seed, int turns);
// Goes on with the same kind of play until turn step `step` waits for its `choice`-th choice in a
// row; false when the game ended first.
bool play_until_step(GameSession& session, uint64_t seed, const std::string& step, int choice);

struct ScreenshotOptions {
    std::string file;
    uint64_t seed = 1;
    int turns = 20;
    int width = 1280, height = 800;
    std::vector<std::string> expansions = {"base", "river", "abbot"};
    int players = 3;
    std::string save;  // also write the game as a save here (pictures of the review)
    // Then play on until this turn step asks for its until_choice-th choice in a row (a flight
    // in progress for a picture of the dragon); empty: stop after the turns.
    std::string until_step;
    int until_choice = 1;
    // A learning aid to show: "tiles" (the remaining-tiles panel), "owners" (the ownership
    // overlay); empty: none.
    std::string aids;
    // "setup": the new-game screen with `expansions` switched on instead of a game (pictures of
    // the setup screen in each language, with --lang).
    std::string scene;
    std::string data_dir, assets_dir;
};
int run_screenshot(const ScreenshotOptions& options);

struct BenchOptions {
    int frames = 300;
    uint64_t seed = 2;                            // a game where all 72 tiles find a place
    std::vector<std::string> expansions;  // played to the end, two players; none: the base game
    // A computer level: instead of a finished game, a game in its middle where both seats are
    // computers of this level, thinking (2 s a move for hard) and showing their moves while the
    // frames are timed; the frames while a computer thinks are reported on their own.
    std::string bots;
    int threads = 0;  // the computers' search threads; 0: the settings' (computer_threads)
    std::string data_dir, assets_dir;
};
int run_bench_frames(const BenchOptions& options);

struct ReviewBenchOptions {
    int jumps = 300;
    uint64_t seed = 3;
    int players = 4;
    std::vector<std::string> expansions = {"base", "river", "abbot", "inns-cathedrals",
                                           "traders-builders"};
    std::string data_dir, assets_dir;
};
// Plays a complete game with every expansion, writing its autosave after each action to a
// temporary folder (timed), then times random jumps in its review, each with the redraw.
int run_bench_review(const ReviewBenchOptions& options);

// The seeded random choice --autoplay makes: the generator for a seed, and one legal action.
// The autosave-after-kill test replays the same choices to know the game it killed.
Rng autoplay_rng(uint64_t seed);
Action random_action(const GameSession& session, Rng& rng);

// Starts a new game in `app` that plays itself: seeded random legal actions through the game
// screen, one per frame, each written to the autosave slot and then reported on `out`.
bool start_autoplay(App& app, uint64_t seed, int players,
                    const std::vector<std::string>& expansions, std::FILE* out);

// Seats for generated games: Anna (red), Bernd (blue), ...
std::vector<PlayerSetup> default_players(int count);

}  // namespace carc::app
