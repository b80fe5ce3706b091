// Saved games through the real client, headless: the autosave after every action and a take-back,
// Continue after the window was closed, Save under an edited name (and the refusal to replace a
// file the program cannot read), the Load screen's list, opening files by path, by dropping them
// and from the command line's loader, the bad-save corpus refused by the app's loader with the
// file named, .jcz files, the export for JCloisterZone, and the review: stepping a scenario game
// forward and back and checking the scores shown against an independent replay, turn jumps,
// typing a turn, the timeline, "Play from here" as a branch that leaves the original untouched,
// and the end screen's Review button.
#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <iterator>

#include "data/jcz.hpp"
#include "data/save_index.hpp"
#include "scenes/end_scene.hpp"
#include "scenes/game_scene.hpp"
#include "scenes/load_scene.hpp"
#include "scenes/menu_scene.hpp"
#include "scenes/review_scene.hpp"
#include "shell/file_dialogs.hpp"
#include "shell/game_session.hpp"
#include "shell/saved_games.hpp"
#include "ui_harness.hpp"

using namespace carc;
using namespace carc::app;
using carc::app::test::Harness;
using carc::app::test::start_game;
using carc::app::test::temp_dir;
namespace fs = std::filesystem;

namespace {

const std::string kScenarios = std::string(CARC_TEST_SOURCE_DIR) + "/scenarios";
// The scenarios shown to players ship with the game (carc/demos.hpp).
const std::string kDemos = std::string(CARC_TEST_DATA_DIR) + "/demos";
const std::string kBadSaves = std::string(CARC_TEST_SOURCE_DIR) + "/data/bad-saves";
const std::string kJczGames = std::string(CARC_TEST_SOURCE_DIR) + "/data/jcz/games";
const std::string kJczCompat = std::string(CARC_TEST_SOURCE_DIR) + "/data/jcz/compat";
const std::string kPositions = std::string(CARC_TEST_SOURCE_DIR) + "/data/positions";

std::string slurp(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
}

// Removes a folder when the test ends, however it ends.
struct TempDir {
    std::string path = temp_dir("saves");
    ~TempDir() {
        std::error_code ec;
        fs::remove_all(path, ec);
    }
};

Setup two_seats(std::vector<std::string> draw = {}) { return test::two_players(draw, 11); }

// One action by keyboard, as a player would: Tab and Enter place the tile, Space skips the
// figure (or 1 takes the first place every other time, with its first figure).
void play_action(Harness& h, GameScene& g, int n) {
    if (g.session().state().phase == Phase::PlaceTile) {
        h.key(SDLK_TAB);
        h.key(SDLK_RETURN);
    } else if (g.session().can_pass() && n % 2 == 0) {
        h.key(SDLK_SPACE);
    } else {
        h.key(SDLK_1);
        if (g.choices().open_place() >= 0) h.key(SDLK_1);  // several figures fit: the first
    }
}

void play_actions(Harness& h, GameScene& g, int count) {
    for (int i = 0; i < count && !g.session().over(); ++i) {
        const int before = g.session().actions();
        play_action(h, g, i);
        REQUIRE(g.session().actions() == before + 1);
    }
}

// The save on disk says exactly what the session holds.
void check_saved(const std::string& path, const GameSession& session) {
    auto save = read_save(path);
    REQUIRE(save);
    CHECK(save->game.actions.size() == session.record().actions.size());
    CHECK(save->digest == state_digest(session.state()));
}

std::string row_id(const LoadScene& load, const std::string& path) {
    for (size_t i = 0; i < load.rows().size(); ++i)
        if (fs::equivalent(load.rows()[i].path, path)) return "row:" + std::to_string(i);
    return "";
}

void set_age(const std::string& path, int seconds_ago) {
    fs::last_write_time(path, fs::file_time_type::clock::now() - std::chrono::seconds(seconds_ago));
}

// A scenario game opened in the review scene at its start, with an independent replay of the
// file as the reference for what the scene shows at every point.
struct ReviewedScenario {
    ReviewScene* review = nullptr;
    GameRecord game;
    Replay replay;
    int actions = 0;
};

ReviewedScenario open_scenario_in_review(Harness& h, const std::string& path) {
    REQUIRE_FALSE(open_game_file(*h.app, path, OpenMode::Review));
    h.frame();
    REQUIRE(h.scene() == "review");
    auto save = read_save(path);
    REQUIRE(save);
    auto replay = replay_game(*h.app->catalog(), save->game);
    REQUIRE(replay);
    const int actions = static_cast<int>(save->game.actions.size());
    ReviewedScenario r{h.as<ReviewScene>(), std::move(save->game), std::move(*replay), actions};
    REQUIRE(r.review->last() == r.actions);
    return r;
}

}  // namespace

TEST_CASE("a game saves itself at once and after every action, and Continue resumes it exactly",
          "[ui][saves]") {
    TempDir prefs;
    std::string slot, digest;
    std::vector<std::string> names;
    int actions = 0;
    bool could_undo = false;
    {
        Harness h(true, 1280, 800, prefs.path);
        REQUIRE(h.press("New game"));
        REQUIRE(h.press("start"));
        REQUIRE(h.scene() == "game");
        auto* g = h.as<GameScene>();
        // Written before the first move, so even a game closed at once can be continued.
        slot = g->session().info().autosave_path;
        REQUIRE_FALSE(slot.empty());
        CHECK(fs::path(slot).parent_path() == fs::path(h.app->saves().autosave_dir()));
        check_saved(slot, g->session());
        for (int i = 0; i < 7; ++i) {
            play_actions(h, *g, 1);
            check_saved(slot, g->session());  // after every accepted action
        }
        // No temporary files are left behind by the atomic writes.
        for (const auto& e : fs::directory_iterator(fs::path(slot).parent_path()))
            CHECK(e.path().filename().string().find(".tmp") == std::string::npos);
        digest = state_digest(g->session().state());
        actions = g->session().actions();
        could_undo = g->session().can_undo();
        for (const PlayerSetup& p : g->session().rules().setup.players) names.push_back(p.name);
        // Closing the window in the middle of the game.
        SDL_Event quit{};
        quit.type = SDL_QUIT;
        h.push(quit);
        h.frame();
        CHECK(h.app->quitting());
    }
    Harness h(true, 1280, 800, prefs.path);
    auto* menu = h.as<MenuScene>();
    REQUIRE(menu);
    REQUIRE(menu->continue_game());
    CHECK(menu->continue_game()->path == slot);
    CHECK(menu->continue_game()->actions == actions);
    REQUIRE(h.widget("Continue")->enabled);
    CHECK(h.top()->widgets()->focus() == "continue");
    h.key(SDLK_RETURN);  // Continue has the focus: Enter resumes
    REQUIRE(h.scene() == "game");
    auto* g = h.as<GameScene>();
    CHECK(g->session().actions() == actions);
    CHECK(state_digest(g->session().state()) == digest);
    std::vector<std::string> now;
    for (const PlayerSetup& p : g->session().rules().setup.players) now.push_back(p.name);
    CHECK(now == names);
    // The same slot goes on; the turn in progress can still be taken back as before.
    CHECK(g->session().info().autosave_path == slot);
    CHECK(g->session().can_undo() == could_undo);
    play_actions(h, *g, 1);
    check_saved(slot, g->session());
}

TEST_CASE("a take-back rewrites the autosave with the shortened record", "[ui][saves]") {
    Harness h;
    auto* g = start_game(h, two_seats({"BA/RFr", "BA/Rr", "BA/C", "BA/L"}));
    const std::string slot = g->session().info().autosave_path;
    play_actions(h, *g, 1);  // the tile: now the figure step
    REQUIRE(g->session().state().phase == Phase::PlaceFigure);
    check_saved(slot, g->session());
    h.key(SDLK_BACKSPACE);
    REQUIRE(g->session().actions() == 0);
    check_saved(slot, g->session());
    CHECK(read_save(slot)->game.actions.empty());
}

TEST_CASE("Ctrl+S saves under an edited name and never replaces a file it cannot read",
          "[ui][saves]") {
    Harness h;
    auto* g = start_game(h, two_seats());
    play_actions(h, *g, 3);
    h.key(SDLK_s, KMOD_CTRL);
    REQUIRE(h.scene() == "save");
    auto* dialog = h.as<SaveOverlay>();
    CHECK(dialog->field() == g->session().info().name);  // the game's name to start from
    CHECK(dialog->selected());
    h.type("Sunday/evening");  // replaces the selected name; a separator cannot make a folder
    CHECK(dialog->field() == "Sunday/evening");
    h.shot("save-dialog");
    h.key(SDLK_RETURN);
    REQUIRE(h.scene() == "game");
    const std::string path = h.app->saves().saves_dir() + "/Sunday-evening.carc.json";
    REQUIRE(fs::exists(path));
    CHECK(g->notice().find("Sunday/evening") != std::string::npos);
    CHECK(g->session().info().name == "Sunday/evening");
    check_saved(path, g->session());
    CHECK(read_save(path)->name == "Sunday/evening");

    // Saving again under the same name asks first, then replaces.
    play_actions(h, *g, 1);
    h.key(SDLK_s, KMOD_CTRL);
    REQUIRE(h.scene() == "save");
    h.key(SDLK_RETURN);
    REQUIRE(h.scene() == "save");
    CHECK(h.as<SaveOverlay>()->asking_to_replace());
    CHECK(h.widget("ok")->label == "Replace");
    h.key(SDLK_RETURN);
    REQUIRE(h.scene() == "game");
    check_saved(path, g->session());

    // A file under that name that is not a readable game is left alone.
    const std::string junk = h.app->saves().saves_dir() + "/Notes.carc.json";
    { std::ofstream(junk) << "my notes, not a game"; }
    h.key(SDLK_s, KMOD_CTRL);
    h.key(SDLK_BACKSPACE);  // clears the selected name
    CHECK(h.as<SaveOverlay>()->field().empty());
    h.type("Notes");
    h.key(SDLK_RETURN);
    REQUIRE(h.scene() == "save");
    CHECK_FALSE(h.as<SaveOverlay>()->asking_to_replace());
    CHECK(h.as<SaveOverlay>()->problem().find("not a game this program can read") !=
          std::string::npos);
    h.key(SDLK_RETURN);  // asking again changes nothing
    CHECK(slurp(junk) == "my notes, not a game");
    h.key(SDLK_ESCAPE);
    CHECK(h.scene() == "game");

    // The game menu saves too.
    h.key(SDLK_ESCAPE);
    REQUIRE(h.press("save"));
    REQUIRE(h.scene() == "save");
    h.key(SDLK_ESCAPE);
    CHECK(h.scene() == "game");
}

namespace {

// The brightest channel of any pixel of the frame drawn now inside `r`.
int brightest_in(Harness& h, SDL_Rect r) {
    h.app->render_frame();
    std::vector<Uint32> px(static_cast<size_t>(r.w * r.h));
    SDL_RenderReadPixels(h.app->renderer(), &r, SDL_PIXELFORMAT_ARGB8888, px.data(), r.w * 4);
    int best = 0;
    for (Uint32 v : px) best = std::max({best, int((v >> 16) & 255), int((v >> 8) & 255), int(v & 255)});
    return best;
}

}  // namespace

TEST_CASE("the Load screen lists saves newest first and a loaded game plays on in its own slot",
          "[ui][saves]") {
    TempDir prefs;
    Harness h(true, 1280, 800, prefs.path);
    // Two games: an older one saved by name, a newer one only autosaved.
    auto* g = start_game(h, two_seats());
    play_actions(h, *g, 4);
    const std::string first_slot = g->session().info().autosave_path;
    h.key(SDLK_s, KMOD_CTRL);
    h.type("Older game");
    h.key(SDLK_RETURN);
    const std::string named = h.app->saves().save_path("Older game");
    REQUIRE(fs::exists(named));
    const std::vector<int> named_scores = {g->session().state().players[0].score,
                                           g->session().state().players[1].score};
    const int named_turn = g->session().state().turn;
    Setup second = two_seats();
    second.players = {{"Clara", "yellow"}, {"David", "green"}, {"Eva", "black"}};
    second.expansions = {"base", "abbot"};
    g = start_game(h, second);
    play_actions(h, *g, 2);
    const std::string second_slot = g->session().info().autosave_path;
    REQUIRE(second_slot != first_slot);
    // Modification times a filesystem's clock cannot mix up.
    set_age(first_slot, 300);
    set_age(named, 200);
    set_age(second_slot, 100);

    h.app->replace_all(make_menu_scene(*h.app));
    h.frame();
    REQUIRE(h.press("Load"));
    REQUIRE(h.scene() == "load");
    auto* load = h.as<LoadScene>();
    REQUIRE(load->rows().size() == 3);
    for (size_t i = 1; i < load->rows().size(); ++i)
        CHECK(load->rows()[i - 1].modified_ns >= load->rows()[i].modified_ns);
    CHECK(load->rows()[0].path == second_slot);
    const SaveSummary& row = load->rows()[1];
    CHECK(row.path == named);
    CHECK(row.name == "Older game");
    REQUIRE(row.players.size() == 2);
    CHECK(row.players[0].name == "Anna");
    CHECK(row.scores == named_scores);
    CHECK(row.turn == named_turn);
    CHECK(row.expansions == std::vector<std::string>{"base"});
    CHECK_FALSE(row.over);
    CHECK(load->rows()[0].expansions == std::vector<std::string>{"base", "abbot"});
    h.frame(3);
    h.shot("load-screen");
    // Rename and Delete show on every row before the pointer comes near them: their words are
    // drawn (light pixels inside each button) with the pointer in a corner of the window.
    h.move(2, 2);
    for (size_t i = 0; i < load->rows().size(); ++i)
        for (const std::string id : {"rename:", "delete:"}) {
            INFO(id << i);
            CHECK(brightest_in(h, h.widget(id + std::to_string(i))->rect) > 200);
        }

    // Opening the named save plays on in a new slot; the named file stays as it was.
    const std::string before = slurp(named);
    REQUIRE(h.press(row_id(*load, named)));
    REQUIRE(h.scene() == "game");
    g = h.as<GameScene>();
    CHECK(g->session().info().name == "Older game");
    // Opening wrote nothing: the slot comes with the first action played.
    CHECK(g->session().info().autosave_path.empty());
    CHECK(g->session().state().turn == named_turn);
    play_actions(h, *g, 2);
    const std::string slot = g->session().info().autosave_path;
    CHECK(slot != named);
    CHECK(slot != first_slot);
    CHECK(slurp(named) == before);
    check_saved(slot, g->session());
    // Continue now offers the game played last.
    h.app->replace_all(make_menu_scene(*h.app));
    h.frame();
    REQUIRE(h.as<MenuScene>()->continue_game());
    CHECK(h.as<MenuScene>()->continue_game()->path == slot);
}

TEST_CASE("every file of the bad-save corpus is refused by the app with the file named",
          "[ui][saves]") {
    Harness h;
    REQUIRE(h.scene() == "menu");
    int files = 0;
    for (const auto& entry : fs::directory_iterator(kBadSaves)) {
        const std::string path = entry.path().string();
        INFO(path);
        const std::string bytes = slurp(path);
        auto why = open_game_file(*h.app, path, OpenMode::Play);
        REQUIRE(why);
        CHECK(why->find(path) == 0);  // the message starts with the file's name
        CHECK(why->size() > path.size() + 10);
        h.frame();
        CHECK(h.scene() == "menu");   // nothing opened, the program goes on
        CHECK(slurp(path) == bytes);  // and nothing was written
        ++files;
    }
    CHECK(files >= 20);
    // The problems are the ones a player needs to hear.
    auto why = [&](const std::string& name) {
        return open_game_file(*h.app, kBadSaves + "/" + name, OpenMode::Review).value_or("");
    };
    CHECK(why("illegal-action-middle.carc.json").find("action 21") != std::string::npos);
    CHECK(why("newer-version.carc.json").find("newer version") != std::string::npos);
    CHECK(why("truncated-in-actions.carc.json").find("truncated") != std::string::npos);
    // A save whose actions all replay but whose digest differs opens instead, with a notice
    // (test_other_version_ui.cpp).
    CHECK(why("not-a-save.carc.json").find("not a Carcassonne save") != std::string::npos);
    CHECK(open_game_file(*h.app, "/no/such/file.carc.json", OpenMode::Play)
              ->find("cannot be opened") != std::string::npos);

    // The same through the Load screen's path field: the error line names the file.
    REQUIRE(h.press("Load"));
    REQUIRE(h.press("path"));
    const std::string bad = kBadSaves + "/random-bytes.carc.json";
    h.type(bad);
    h.key(SDLK_RETURN);
    REQUIRE(h.scene() == "load");
    CHECK(h.as<LoadScene>()->error().find(bad) == 0);
    h.shot("load-error");

    // And dropped onto the window: a message box says why.
    h.key(SDLK_ESCAPE);
    REQUIRE(h.scene() == "menu");
    h.drop(kBadSaves + "/unknown-version.carc.json");
    REQUIRE(h.scene() == "message");
    CHECK(h.as<MessageOverlay>()->text().find("unknown-version.carc.json") != std::string::npos);
    h.shot("drop-error");
    h.key(SDLK_RETURN);
    CHECK(h.scene() == "menu");
}

TEST_CASE("a damaged autosave shows as damaged and Continue passes over it", "[ui][saves]") {
    TempDir prefs;
    fs::create_directories(prefs.path + "/autosave");
    const std::string damaged = prefs.path + "/autosave/game-damaged.carc.json";
    fs::copy_file(kBadSaves + "/truncated-in-actions.carc.json", damaged);
    const std::string bytes = slurp(damaged);
    Harness h(true, 1280, 800, prefs.path);
    CHECK_FALSE(h.as<MenuScene>()->continue_game());
    CHECK_FALSE(h.widget("Continue")->enabled);
    REQUIRE(h.press("Load"));
    auto* load = h.as<LoadScene>();
    REQUIRE(load->rows().size() == 1);
    CHECK_FALSE(load->rows()[0].ok());
    CHECK(load->rows()[0].error.find(damaged) == 0);
    REQUIRE(h.press("row:0"));
    CHECK(h.scene() == "load");
    CHECK(load->error().find("truncated") != std::string::npos);
    CHECK(slurp(damaged) == bytes);
}

TEST_CASE("files dropped onto the window open: a game to play on, a finished one in review",
          "[ui][saves]") {
    Harness h;
    // A scenario that ends the game: it opens in the review.
    h.drop(kDemos + "/city-two-tiles-scores-4.carc.json");
    REQUIRE(h.scene() == "review");
    CHECK(h.as<ReviewScene>()->session().over());
    h.key(SDLK_ESCAPE);
    REQUIRE(h.scene() == "menu");
    // A JCloisterZone game in the middle: it opens to play on.
    h.drop(kJczCompat + "/unfinished-no-draw-order.jcz");
    REQUIRE(h.scene() == "game");
    auto* g = h.as<GameScene>();
    CHECK_FALSE(g->session().over());
    CHECK(g->session().actions() > 0);
    CHECK(g->session().info().source_path == kJczCompat + "/unfinished-no-draw-order.jcz");
    // The import is saved as one of our games in a slot of its own once it is played on.
    CHECK(g->session().info().autosave_path.empty());
    play_actions(h, *g, 1);
    check_saved(g->session().info().autosave_path, g->session());
}

// Issue 30: a file with one seat (JCloisterZone's one-player test games) is a test position.
TEST_CASE("a one-seat file opens in the review and says it is a test position", "[ui][saves]") {
    for (const std::string& path : {kPositions + "/one-seat.carc.json", kJczGames + "/one-player-position.jcz"}) {
        INFO(path);
        Harness h;
        CHECK_FALSE(open_game_file(*h.app, path, OpenMode::Review));
        REQUIRE(h.scene() == "review");
        auto* review = h.as<ReviewScene>();
        CHECK(review->session().rules().setup.position);
        CHECK(review->scoreboard().size() == 1);
        Text& t = h.app->text();
        t.record(true);
        h.frame();
        t.record(false);
        bool said = false;
        for (const Text::Drawn& d : t.drawn()) said |= d.text.find("· test position") != std::string::npos;
        t.record(true);
        t.record(false);
        CHECK(said);
        h.key(SDLK_END);
        h.frame();
    }
}

TEST_CASE("a .jcz game opens in the review from the Review list's path field", "[ui][saves]") {
    Harness h;
    REQUIRE(h.press("Review a saved game"));
    REQUIRE(h.scene() == "load");
    CHECK(h.as<LoadScene>()->mode() == OpenMode::Review);
    REQUIRE(h.press("path"));
    const std::string jcz = kJczGames + "/base-roads-cities-fields.jcz";
    h.type(jcz);
    h.key(SDLK_RETURN);
    REQUIRE(h.scene() == "review");
    auto* review = h.as<ReviewScene>();
    JczImport imported = import_jcz_file(jcz, *h.app->catalog());
    REQUIRE(imported.ok());
    CHECK(review->last() == static_cast<int>(imported.game.record.actions.size()));
    h.key(SDLK_END);
    auto replay = replay_game(*h.app->catalog(), imported.game.record);
    REQUIRE(replay);
    for (size_t p = 0; p < replay->states.back()->players.size(); ++p)
        CHECK(review->scoreboard()[p].score == replay->states.back()->players[p].score);
    // Back returns to the list it was chosen from.
    REQUIRE(h.press("back"));
    CHECK(h.scene() == "load");
}

TEST_CASE("review steps through a scenario game and shows the engine's scores at every point",
          "[ui][review]") {
    Harness h;
    auto opened = open_scenario_in_review(h, kDemos + "/builder-double-turn.carc.json");
    ReviewScene* review = opened.review;
    const Replay* replay = &opened.replay;
    const int n = opened.actions;
    CHECK(review->position() == 0);

    auto check_point = [&](int i) {
        INFO("position " << i);
        REQUIRE(review->position() == i);
        const GameState& s = *replay->states[static_cast<size_t>(i)];
        const auto rows = review->scoreboard();
        REQUIRE(rows.size() == s.players.size());
        for (size_t p = 0; p < rows.size(); ++p) {
            CHECK(rows[p].score == s.players[p].score);
            CHECK(rows[p].current ==
                  (s.phase != Phase::GameOver && static_cast<int>(p) == s.current_player));
            for (const ScoreRow::Supply& item : rows[p].supply)
                CHECK(item.count == s.players[p].supply[static_cast<size_t>(item.figure)]);
        }
        // The log of this turn explains every score of this action in the engine's words.
        const auto lines = review->log_lines();
        for (const Event& e : replay->events[static_cast<size_t>(i)])
            if (const auto* se = std::get_if<ScoreEvent>(&e))
                CHECK(std::find(lines.begin(), lines.end(), describe(replay->rules, *se)) !=
                      lines.end());
        // The tile just placed is the one outlined.
        std::optional<Pos> placed;
        for (int k = 1; k <= i; ++k)
            for (const Event& e : replay->events[static_cast<size_t>(k)])
                if (const auto* tp = std::get_if<TilePlaced>(&e)) placed = tp->pos;
        CHECK(review->outlined() == placed);
    };

    // Forward one action at a time, then back.
    std::vector<int> markers;
    check_point(0);
    for (int i = 1; i <= n; ++i) {
        h.key(SDLK_RIGHT);
        check_point(i);
        markers.push_back(review->chart_marker());
    }
    h.shot("review-end");
    CHECK(std::is_sorted(markers.begin(), markers.end()));
    CHECK(review->chart_marker() == static_cast<int>(review->session().score_history().size()) - 1);
    h.key(SDLK_RIGHT);  // nothing after the end
    check_point(n);
    CHECK(review->log_lines().back().find("Game over") == 0);
    for (int i = n - 1; i >= 0; --i) {
        h.key(SDLK_LEFT);
        check_point(i);
    }
    h.key(SDLK_LEFT);
    check_point(0);

    // The builder's second tile is part of the same turn: Ctrl+→ goes turn by turn.
    const auto& ends = review->turn_ends();
    REQUIRE_FALSE(ends.empty());
    CHECK(ends.back() == n);
    for (int end : ends) {
        h.key(SDLK_RIGHT, KMOD_CTRL);
        check_point(end);
    }
    for (auto it = ends.rbegin() + 1; it != ends.rend(); ++it) {
        h.key(SDLK_LEFT, KMOD_CTRL);
        check_point(*it);
    }
    h.key(SDLK_LEFT, KMOD_CTRL);
    check_point(0);
    // One turn holds both of the builder's tiles.
    int most_tiles = 0;
    for (size_t t = 0; t < ends.size(); ++t) {
        int tiles = 0;
        for (int k = t ? ends[t - 1] + 1 : 1; k <= ends[t]; ++k)
            tiles += opened.game.actions[static_cast<size_t>(k - 1)].type == "place";
        most_tiles = std::max(most_tiles, tiles);
    }
    CHECK(most_tiles == 2);

    // Home and End; typing a turn number goes to the end of that turn.
    h.key(SDLK_END);
    check_point(n);
    h.key(SDLK_HOME);
    check_point(0);
    h.key(SDLK_3);
    CHECK(review->typed() == "3");
    check_point(ends[2]);
    CHECK(review->shown_turn() == 3);
    h.shot("review-typed-turn");
    h.wait(1600);  // the typed number is forgotten after a pause
    CHECK(review->typed().empty());
    h.key(SDLK_9);
    h.key(SDLK_9);  // beyond the last turn: the end
    check_point(n);

    // The timeline: a click at its middle goes to the middle of the game.
    const SDL_Rect t = review->track();
    h.click(t.x + t.w / 2, t.y + t.h / 2);
    CHECK(std::abs(review->position() - n / 2) <= 1);
    check_point(review->position());
    h.click(t.x, t.y + t.h / 2);
    check_point(0);
    // Score markers sit where points were scored.
    for (int p : review->score_positions()) {
        bool scored = false;
        for (const Event& e : replay->events[static_cast<size_t>(p)])
            if (const auto* se = std::get_if<ScoreEvent>(&e))
                scored = scored || !se->awards.empty();
        CHECK(scored);
    }
    CHECK_FALSE(review->score_positions().empty());
}

TEST_CASE("the review's board pans with WASD and a drag and zooms with + while the arrows step",
          "[ui][review]") {
    Harness h;
    REQUIRE_FALSE(
        open_game_file(*h.app, kDemos + "/builder-double-turn.carc.json", OpenMode::Review));
    h.frame();
    auto* review = h.as<ReviewScene>();
    REQUIRE(review);
    BoardView& view = review->board();
    const SDL_Rect vp = view.viewport();
    const SDL_Point mid{vp.x + vp.w / 2, vp.y + vp.h / 2};
    auto centre = [&] {
        return view.to_board(static_cast<float>(mid.x), static_cast<float>(mid.y));
    };

    const SDL_FPoint start = centre();
    h.key(SDLK_d);  // the view moves east: the board point in the middle lies further east
    CHECK(centre().x > start.x);
    CHECK(review->position() == 0);
    h.key(SDLK_s);
    CHECK(centre().y > start.y);
    const int level = view.level();
    h.key(SDLK_PLUS);
    CHECK(view.level() == level + 1);
    h.key(SDLK_MINUS);
    CHECK(view.level() == level);

    // The arrows belong to the timeline here: they step the game and leave the view alone.
    const SDL_FPoint before_step = centre();
    h.key(SDLK_RIGHT);
    CHECK(review->position() == 1);
    CHECK(centre().x == Approx(before_step.x));
    CHECK(centre().y == Approx(before_step.y));

    // A drag on the board pans it by the distance dragged.
    const SDL_FPoint before_drag = centre();
    SDL_Event e{};
    e.type = SDL_MOUSEBUTTONDOWN;
    e.button.button = SDL_BUTTON_LEFT;
    e.button.x = mid.x;
    e.button.y = mid.y;
    h.move(mid.x, mid.y);
    h.push(e);
    h.frame();
    for (int dx = 20; dx <= 100; dx += 20) h.move(mid.x + dx, mid.y);
    e.type = SDL_MOUSEBUTTONUP;
    e.button.x = mid.x + 100;
    h.push(e);
    h.frame();
    CHECK(centre().x ==
          Approx(before_drag.x - 100.0f / static_cast<float>(view.tile_px())).margin(0.01));
    CHECK(review->position() == 1);
}

// Release build only ([slow]): under the sanitizers, reviewing every scenario took a minute and a
// half; the other review tests run there.
TEST_CASE("every scenario game reviews to the engine's scores at its end and its turn ends",
          "[.slow][ui][review]") {
    Harness h;
    int games = 0, games_with_dots = 0;
    for (const auto& entry : fs::directory_iterator(kScenarios)) {
        const std::string path = entry.path().string();
        auto save = read_save(path);
        REQUIRE(save);
        if (save->expect && save->expect->error) continue;  // a file refused on purpose
        INFO(path);
        REQUIRE_FALSE(open_game_file(*h.app, path, OpenMode::Review));
        h.frame();
        auto* review = h.as<ReviewScene>();
        REQUIRE(review);
        auto replay = replay_game(*h.app->catalog(), save->game);
        REQUIRE(replay);
        for (int turn = 1; turn <= static_cast<int>(review->turn_ends().size()); ++turn) {
            const int end = review->turn_end(turn);
            review->jump(end);
            CHECK(review->shown_turn() == turn);
            const GameState& s = *replay->states[static_cast<size_t>(end)];
            for (size_t p = 0; p < s.players.size(); ++p)
                CHECK(review->scoreboard()[p].score == s.players[p].score);
            // The next action, if any, is another turn's.
            if (end < review->last()) CHECK(replay->states[static_cast<size_t>(end)]->turn != turn);
        }
        h.key(SDLK_END);
        for (size_t p = 0; p < replay->states.back()->players.size(); ++p)
            CHECK(review->scoreboard()[p].score == replay->states.back()->players[p].score);
        // The timeline's "final" label covers none of its score dots.
        h.frame();
        for (const SDL_Rect& dot : review->timeline_dots())
            CHECK_FALSE(SDL_HasIntersection(&dot, &review->final_label()));
        if (replay->states.back()->over()) {
            CHECK(review->final_label().w > 0);
            if (!review->timeline_dots().empty()) ++games_with_dots;
        }
        h.key(SDLK_ESCAPE);
        ++games;
    }
    CHECK(games >= 30);
    CHECK(games_with_dots >= 30);
}

TEST_CASE("Play from here starts a branch and leaves the reviewed file untouched", "[ui][review]") {
    TempDir files;
    const std::string original = files.path + "/monastery.carc.json";
    fs::copy_file(kDemos + "/monastery-complete.carc.json", original);
    const std::string bytes = slurp(original);
    Harness h;
    REQUIRE_FALSE(open_game_file(*h.app, original, OpenMode::Review));
    h.frame();
    auto* review = h.as<ReviewScene>();
    REQUIRE(review);
    // At the end the game is over: nothing to play on.
    h.key(SDLK_END);
    CHECK_FALSE(h.widget("play")->enabled);
    h.key(SDLK_4);
    const int at = review->position();
    REQUIRE(at > 0);
    REQUIRE(at < review->last());
    const std::string digest = state_digest(*review->session().snapshot(static_cast<size_t>(at)));
    REQUIRE(h.widget("play")->enabled);
    h.shot("review-before-branch");
    REQUIRE(h.press("play"));
    REQUIRE(h.scene() == "game");
    auto* g = h.as<GameScene>();
    CHECK(g->session().actions() == at);
    CHECK(state_digest(g->session().state()) == digest);
    REQUIRE(g->session().info().branched_from);
    CHECK(g->session().info().branched_from->file == original);
    CHECK(g->session().info().branched_from->action == at);
    // The branch's own autosave (made with its first action) says where it came from; the
    // original is as it was.
    CHECK(g->session().info().autosave_path.empty());
    play_actions(h, *g, 1);
    const std::string slot = g->session().info().autosave_path;
    REQUIRE(fs::exists(slot));
    auto branch = read_save(slot);
    REQUIRE(branch);
    REQUIRE(branch->branched_from);
    CHECK(branch->branched_from->file == original);
    CHECK(branch->branched_from->action == at);
    CHECK(branch->game.actions.size() == static_cast<size_t>(at) + 1);
    CHECK(slurp(original) == bytes);
    // The Load screen shows it as a branch of the game.
    h.app->replace_all(make_menu_scene(*h.app));
    h.frame();
    REQUIRE(h.press("Load"));
    auto* load = h.as<LoadScene>();
    REQUIRE_FALSE(load->rows().empty());
    CHECK(load->rows()[0].branched_from);
}

TEST_CASE("Export for JCloisterZone writes the game as it stands, from the game and the review",
          "[ui][saves]") {
    Harness h;
    auto* g = start_game(h, two_seats());
    play_actions(h, *g, 5);
    h.key(SDLK_ESCAPE);
    REQUIRE(h.press("export"));
    REQUIRE(h.scene() == "export");
    const std::string target = h.as<ExportOverlay>()->field();
    CHECK(target.find(h.app->saves().exports_dir()) == 0);
    h.shot("export-dialog");
    h.key(SDLK_RETURN);
    REQUIRE(h.scene() == "game");
    REQUIRE(fs::exists(target));
    JczImport back = import_jcz_file(target, *h.app->catalog());
    REQUIRE(back.ok());
    CHECK(back.game.record.actions.size() == g->session().record().actions.size());

    // From the review of its autosave, cut at the position shown; an existing export is
    // replaced after asking.
    REQUIRE_FALSE(open_game_file(*h.app, g->session().info().autosave_path, OpenMode::Review));
    h.frame();
    auto* review = h.as<ReviewScene>();
    REQUIRE(review);
    review->jump(3);
    REQUIRE(h.press("export"));
    REQUIRE(h.scene() == "export");
    const std::string cut = h.as<ExportOverlay>()->field();
    h.key(SDLK_RETURN);
    REQUIRE(h.scene() == "review");
    CHECK(review->message().find(cut) != std::string::npos);
    back = import_jcz_file(cut, *h.app->catalog());
    REQUIRE(back.ok());
    CHECK(back.game.record.actions.size() == 3);
    REQUIRE(h.press("export"));
    h.key(SDLK_RETURN);
    CHECK(h.as<ExportOverlay>()->asking_to_replace());
    h.key(SDLK_RETURN);
    CHECK(h.scene() == "review");
}

TEST_CASE("the end screen's Review button opens the finished game, which stays reviewable",
          "[ui][review]") {
    TempDir prefs;
    std::string slot;
    {
        Harness h(true, 1280, 800, prefs.path);
        h.app->settings().animations = false;
        auto* g = start_game(h, two_seats({"BA/RFr", "BA/C", "BA/CFC.2", "BA/Rr", "BA/L"}));
        slot = g->session().info().autosave_path;
        for (int i = 0; i < 40 && h.scene() == "game"; ++i) {
            auto* game = h.as<GameScene>();
            if (game->session().over())
                h.wait(1280);
            else
                play_action(h, *game, i);
        }
        REQUIRE(h.scene() == "end");
        REQUIRE(h.widget("Review this game")->enabled);
        REQUIRE(h.press("Review this game"));
        REQUIRE(h.scene() == "review");
        auto* review = h.as<ReviewScene>();
        const GameState& last = review->session().state();
        h.key(SDLK_END);
        for (size_t p = 0; p < last.players.size(); ++p)
            CHECK(review->scoreboard()[p].score == last.players[p].score);
        h.key(SDLK_ESCAPE);
        CHECK(h.scene() == "end");
        auto save = read_save(slot);
        REQUIRE(save);
        CHECK(save->digest == state_digest(last));
    }
    // Later: no game to continue, but the finished one is in the Review list.
    Harness h(true, 1280, 800, prefs.path);
    CHECK_FALSE(h.as<MenuScene>()->continue_game());
    REQUIRE(h.press("Review a saved game"));
    auto* load = h.as<LoadScene>();
    REQUIRE(load->rows().size() == 1);
    CHECK(load->rows()[0].over);
    REQUIRE(h.press("row:0"));
    REQUIRE(h.scene() == "review");
    CHECK(h.as<ReviewScene>()->session().over());
}

TEST_CASE("the save index remembers files until they change and names refused ones", "[saves]") {
    TempDir dir;
    const Catalog* catalog = nullptr;
    auto loaded = load_catalog(CARC_TEST_DATA_DIR);
    REQUIRE(loaded);
    catalog = &*loaded;
    const std::string a = dir.path + "/a.carc.json", b = dir.path + "/b.carc.json";
    fs::copy_file(kScenarios + "/road-loop.carc.json", a);
    fs::copy_file(kBadSaves + "/empty.carc.json", b);
    { std::ofstream(dir.path + "/.a.carc.json.tmpABCDEF") << "half a write"; }
    { std::ofstream(dir.path + "/notes.txt") << "not listed"; }
    set_age(a, 50);
    set_age(b, 10);
    SaveIndex index;
    auto rows = index.list(*catalog, {dir.path});
    REQUIRE(rows.size() == 2);
    CHECK(rows[0].path == b);  // newest first
    CHECK_FALSE(rows[0].ok());
    CHECK(rows[0].error.find(b) == 0);
    CHECK(rows[1].ok());
    CHECK(rows[1].over);
    // A file that changes is read again.
    fs::copy_file(kDemos + "/city-two-tiles-scores-4.carc.json", a,
                  fs::copy_options::overwrite_existing);
    set_age(a, 5);
    rows = index.list(*catalog, {dir.path});
    REQUIRE(rows.size() == 2);
    CHECK(rows[0].path == a);
    CHECK(rows[0].scores == summarize_game_file(*catalog, a).scores);
    CHECK(rows[0].actions == static_cast<int>(read_save(a)->game.actions.size()));
}

TEST_CASE("the start-up clean-up deletes only its own old temporaries", "[saves]") {
    TempDir dir;
    const std::string saves = dir.path + "/saves", autosave = dir.path + "/autosave";
    fs::create_directories(saves);
    fs::create_directories(autosave);
    auto make = [](const std::string& path, int age) {
        std::ofstream(path) << "x";
        set_age(path, age);
    };
    // Ours: a write of a save killed an hour ago, in either folder; the same from a minute ago may
    // be another window's write in progress.
    make(autosave + "/.game-20261201-101010.carc.json.tmpAb3xYz", 3600);
    make(saves + "/.Sunday.carc.json.tmpQWERTY", 3600);
    make(saves + "/.Monday.carc.json.tmpZZZZZZ", 60);
    // Not ours, however old: a player's hidden files with ".tmp" in their names, and a folder.
    make(saves + "/.notes.tmp", 3600);
    make(autosave + "/.backup.tmp.carc.json", 3600);
    make(saves + "/.x.tmpABCDEF", 3600);
    fs::create_directories(saves + "/.old.carc.json.tmpFOLDER");
    set_age(saves + "/.old.carc.json.tmpFOLDER", 3600);
    SavedGames games(dir.path);
    CHECK_FALSE(fs::exists(autosave + "/.game-20261201-101010.carc.json.tmpAb3xYz"));
    CHECK_FALSE(fs::exists(saves + "/.Sunday.carc.json.tmpQWERTY"));
    CHECK(fs::exists(saves + "/.Monday.carc.json.tmpZZZZZZ"));
    CHECK(fs::exists(saves + "/.notes.tmp"));
    CHECK(fs::exists(autosave + "/.backup.tmp.carc.json"));
    CHECK(fs::exists(saves + "/.x.tmpABCDEF"));
    CHECK(fs::is_directory(saves + "/.old.carc.json.tmpFOLDER"));
}

TEST_CASE("names become safe file names", "[saves]") {
    CHECK(file_name_for("Sunday") == "Sunday");
    CHECK(file_name_for("a/b\\c:d") == "a-b-c-d");
    CHECK(file_name_for("  ..  ") == "game");
    CHECK(file_name_for("../../etc/passwd") == "etc-passwd");
    CHECK(file_name_for("Zoë's game") == "Zoë's game");
    CHECK(file_name_for(std::string(200, 'x')).size() == 80);
    // Cut at 80 bytes, never inside a character.
    CHECK(file_name_for(std::string(79, 'x') + "ë") == std::string(79, 'x'));
    CHECK(file_name_for(std::string(78, 'x') + "ëy") == std::string(78, 'x') + "ë");
}

TEST_CASE("when the autosave cannot be written the game goes on, says so, and leaving asks",
          "[ui][saves]") {
    TempDir prefs;
    // A file where the autosave folder should be: every write fails (permissions would not stop
    // a test running as root).
    { std::ofstream(prefs.path + "/autosave") << "in the way"; }
    Harness h(true, 1280, 800, prefs.path);
    auto* g = start_game(h, two_seats());
    CHECK_FALSE(g->session().info().autosave_error.empty());
    CHECK(g->message().find("Not saved") == 0);
    play_actions(h, *g, 2);  // the game goes on
    CHECK(g->session().actions() == 2);
    CHECK(g->message().find("Not saved") == 0);
    CHECK(slurp(prefs.path + "/autosave") == "in the way");
    h.key(SDLK_ESCAPE);
    REQUIRE(h.press("leave"));
    REQUIRE(h.scene() == "confirm");
    h.key(SDLK_ESCAPE);
    CHECK(h.scene() == "pause");
    // With the folder back, the next action saves and leaving no longer asks.
    fs::remove(prefs.path + "/autosave");
    h.key(SDLK_ESCAPE);
    play_actions(h, *g, 1);
    CHECK(g->session().info().autosave_error.empty());
    check_saved(g->session().info().autosave_path, g->session());
    h.key(SDLK_ESCAPE);
    REQUIRE(h.press("leave"));
    CHECK(h.scene() == "menu");
}

TEST_CASE("review steps through a City of Carcassonne game with figures in its quarters",
          "[ui][review]") {
    // Figures in the City's quarters (and the Count, who belongs to nobody) stand on no tile:
    // the board skips them, pointing at the board never finds them, and the scores still follow
    // the engine at every point.
    Harness h;
    auto opened = open_scenario_in_review(
        h, kScenarios + "/count-20-large-meeple-takes-a-monastery.carc.json");
    ReviewScene* review = opened.review;
    const Replay* replay = &opened.replay;
    const int n = opened.actions;
    int in_quarters = 0;
    for (int i = 0; i <= n; ++i) {
        INFO("position " << i);
        review->jump(i);
        h.frame(2);
        const GameState& s = *replay->states[static_cast<size_t>(i)];
        int here = 0;
        for (const Figure& f : s.figures) here += f.where == FigureWhere::InPlace;
        in_quarters += here;
        const auto rows = review->scoreboard();
        REQUIRE(rows.size() == s.players.size());
        for (size_t p = 0; p < rows.size(); ++p) CHECK(rows[p].score == s.players[p].score);
        // Where figures wait in quarters, sweep the pointer over the window: hovering tiles and
        // figures reads every figure. (Every position under the sanitizers took two minutes.)
        if (here > 0 || i == n)
            for (int y = 40; y < 800; y += 90)
                for (int x = 40; x < 1280; x += 120) h.move(x, y);
    }
    CHECK(in_quarters > 0);  // the game had figures off the board to cope with
}
