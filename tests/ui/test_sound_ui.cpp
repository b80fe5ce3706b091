// The table's sounds (issue 31, "Sound"), headless: the cues a scripted game plays (a tile put
// down, a figure placed, a feature completed and its score, higher for more points, the end of
// the game), the dragon's growl at each step of its flight, a computer's moves sounding as a
// person's, M and the toolbar's switch muting them, the volume kept in the settings, and no audio
// device opened under the dummy drivers, where playing never waits. The sound object's list of
// played cues is what the player would have heard.
#include <catch2/catch.hpp>
#include <sstream>

#include "scenes/game_scene.hpp"
#include "scenes/sound_cues.hpp"
#include "shell/settings.hpp"
#include "shell/sound.hpp"
#include "ui_harness.hpp"

namespace carc::app::test {

namespace {

// "tile figure completed score:4 …": the cues played from index `from` on.
std::string cue_names(const Sound& sound, size_t from = 0) {
    std::ostringstream out;
    const auto& played = sound.played();
    for (size_t i = from; i < played.size(); ++i) {
        if (i > from) out << ' ';
        out << cue_name(played[i].cue.kind);
        if (played[i].cue.kind == CueKind::Score) out << ':' << played[i].cue.points;
    }
    return out.str();
}

std::string sound_save_text(const std::string& setup, const std::string& actions) {
    return R"({"format": "carcassonne-save", "version": 2, "name": "test", "setup": )" + setup +
           R"(, "actions": [)" + actions + "]}";
}

// Places the drawn tile on `p` turned by one of `rotations` (R cycles through those that fit),
// through the pointer and a click; returns the rotation it went down in.
int place_turned(Harness& h, GameScene& g, Pos p, std::vector<int> rotations) {
    const SDL_Point c = g.board().cell_centre(p);
    h.move(c.x, c.y);
    auto wanted = [&] { return std::find(rotations.begin(), rotations.end(), g.shown_rotation()) != rotations.end(); };
    for (int i = 0; i < 4 && !wanted(); ++i) h.key(SDLK_r);
    REQUIRE(wanted());
    const int rotation = g.shown_rotation();
    h.click(c.x, c.y);
    return rotation;
}

// Deploys the follower on feature `local` of the tile at `p` by the number key of its place.
void deploy_on(Harness& h, GameScene& g, Pos p, int local) {
    const auto& places = g.choices().places();
    for (size_t i = 0; i < places.size(); ++i)
        if (places[i].tile == p && places[i].local == local) {
            REQUIRE(i < 9);
            h.key(static_cast<SDL_Keycode>(SDLK_1 + static_cast<int>(i)));
            return;
        }
    FAIL("no place for a figure on that feature");
}

}  // namespace

TEST_CASE("a scripted game sounds each move: tile, figure, completion, score by points, end",
          "[ui][sound]") {
    Harness h;
    const Sound& sound = h.app->sound();
    // The start tile: a road west–east, a city north. Four tiles, then the game ends.
    auto* g = start_game(h, two_players({"BA/CFC.2", "BA/RRR", "BA/RRR", "BA/L"}));
    REQUIRE(g);
    GameSession& session = g->session();
    CHECK(sound.played().empty());
    // Anna closes the start's city with a second city cap and puts a knight in it: the tile
    // knocks, the figure tocks, the city chimes and its 4 points ring at the turn's end.
    const int cap_rotation = place_turned(h, *g, {0, -1}, {0, 2});
    CHECK(cue_names(sound) == "tile");
    deploy_on(h, *g, {0, -1}, cap_rotation == 0 ? 1 : 0);  // the cap facing the start
    CHECK(cue_names(sound) == "tile figure completed score:4");
    REQUIRE(session.state().players[0].score == 4);
    // Bernd: a junction east of the start and a thief on the start's road.
    place_turned(h, *g, {1, 0}, {0});
    deploy_on(h, *g, {1, 0}, 2);  // its west road
    CHECK(cue_names(sound, 4) == "tile figure");
    // Anna ends the road with a junction west of it: Bernd's 3 points ring lower than the 4.
    place_turned(h, *g, {-1, 0}, {0});
    h.key(SDLK_SPACE);
    CHECK(cue_names(sound, 6) == "tile completed score:3");
    REQUIRE(session.state().players[1].score == 3);
    // The last tile: the fanfare; the final count is the end screen's and makes no sound.
    place_first(h, *g);
    if (session.state().phase == Phase::PlaceFigure) h.key(SDLK_SPACE);
    REQUIRE(session.over());
    CHECK(cue_names(sound, 9) == "tile game-over");
    // Every cue played is what the same events map to, action by action.
    std::vector<Cue> expected;
    for (size_t i = 1; i < session.events().size(); ++i)
        for (const Cue& c : cues_of(session.rules(), session.events()[i])) expected.push_back(c);
    REQUIRE(sound.played().size() == expected.size());
    for (size_t i = 0; i < expected.size(); ++i) CHECK(sound.played()[i].cue == expected[i]);
    // More points ring higher; a move's cues follow each other, none at once.
    CHECK(sound.played()[8].pitch < sound.played()[3].pitch);  // 3 points under 4
    CHECK(cue_pitch({CueKind::Score, 4}) < cue_pitch({CueKind::Score, 10}));
    CHECK(cue_pitch({CueKind::Score, 10}) < cue_pitch({CueKind::Score, 24}));
    CHECK(sound.played()[1].delay_ms == 0);  // the figure's action: figure, chime, bell
    CHECK(sound.played()[2].delay_ms == Sound::kDefaultGapMs);
    CHECK(sound.played()[3].delay_ms == 2 * Sound::kDefaultGapMs);
}

TEST_CASE("the dragon growls as it takes flight and at each of its steps", "[ui][sound]") {
    Harness h(false);
    // Anna's volcano east of the start brings the dragon; Ben's dragon tile east of it; his pass
    // (here, on the game screen) starts the flight.
    GameScene* g = continue_game(h, sound_save_text(
        R"({"expansions": ["base", "princess-dragon"], "options": {},
            "players": [{"name": "Anna", "color": "red"}, {"name": "Ben", "color": "blue"}],
            "draw_order": ["DG/RFr.v", "DG/RFr.d", "BA/RFr", "BA/RFr"], "seed": 1})",
        R"({"type": "place", "tile": "DG/RFr.v", "x": 1, "y": 0, "rotation": 0},
           {"type": "place", "tile": "DG/RFr.d", "x": 2, "y": 0, "rotation": 0})"));
    GameSession& session = g->session();
    const Sound& sound = h.app->sound();
    REQUIRE(session.state().phase == Phase::PlaceFigure);
    h.key(SDLK_SPACE);
    REQUIRE(session.state().phase == Phase::ModuleStep);
    CHECK(cue_names(sound) == "growl");
    // Each step, whoever steers it, with the number key of its first lit tile, until it lands.
    int steps = 0;
    while (session.state().phase == Phase::ModuleStep && steps < 6) {
        const int before = session.actions();
        h.key(SDLK_1);
        REQUIRE(session.actions() == before + 1);
        ++steps;
    }
    CHECK(steps >= 1);
    std::string growls = "growl";  // taking flight
    for (int i = 0; i < steps; ++i) growls += " growl";
    CHECK(cue_names(sound) == growls);
}

TEST_CASE("a computer's moves sound as a person's", "[ui][sound]") {
    Harness h;
    Setup s = two_players({"BA/RFr", "BA/C", "BA/CFC.2", "BA/Rr", "BA/L", "BA/RRR", "BA/C", "BA/RFr"});
    s.players[0].computer = "greedy";
    s.players[1].computer = "greedy";
    h.app->settings().computer_speed = "instant";
    auto* g = start_game(h, s);
    REQUIRE(g);
    GameSession& session = g->session();
    REQUIRE(frames_until(h, [&] { return session.over(); }));
    std::vector<Cue> expected;
    for (size_t i = 1; i < session.events().size(); ++i)
        for (const Cue& c : cues_of(session.rules(), session.events()[i])) expected.push_back(c);
    const Sound& sound = h.app->sound();
    REQUIRE(sound.played().size() == expected.size());
    for (size_t i = 0; i < expected.size(); ++i) CHECK(sound.played()[i].cue == expected[i]);
    CHECK(cue_names(sound).find("tile") == 0);
    CHECK(sound.played().back().cue.kind == CueKind::GameOver);
}

TEST_CASE("M and the toolbar's Sound switch mute the table, and the choice is kept", "[ui][sound]") {
    Harness h;
    const Sound& sound = h.app->sound();
    auto* g = start_game(h, two_players({"BA/RFr", "BA/C", "BA/CFC.2", "BA/Rr"}));
    REQUIRE(g);
    const Widget* toggle = h.widget("sound");
    REQUIRE(toggle);
    CHECK(toggle->checked);
    CHECK(toggle->hint == "Sounds on or off (M); their volume is in Settings");
    h.key(SDLK_m);
    CHECK(h.app->settings().sound_muted);
    CHECK(sound.volume() == 0);
    CHECK_FALSE(h.widget("sound")->checked);
    place_first(h, *g);
    h.key(SDLK_1);
    CHECK(sound.played().empty());  // muted: nothing played
    // Kept on disk, as the other settings.
    CHECK(read_settings(h.pref_dir + "/settings.json").sound_muted);
    // The toolbar's switch turns the sounds back on.
    REQUIRE(h.press("sound"));
    CHECK_FALSE(h.app->settings().sound_muted);
    CHECK(sound.volume() == h.app->settings().sound_volume);
    place_first(h, *g);
    CHECK(cue_names(sound) == "tile");
    CHECK_FALSE(read_settings(h.pref_dir + "/settings.json").sound_muted);
}

TEST_CASE("the volume is a setting, saved and read back", "[ui][sound]") {
    Harness h;
    CHECK(h.app->settings().sound_volume == 70);  // the default
    h.press("Settings");
    REQUIRE(h.scene() == "settings");
    CHECK(h.widget("sound:75")->style == ButtonStyle::Selected);
    CHECK(h.widget("sound:25")->hint ==
          "How loud the table's sounds are; M mutes and unmutes them in a game.");
    h.press("sound:25");
    CHECK(h.app->settings().sound_volume == 25);
    CHECK(h.app->sound().volume() == 25);
    CHECK(h.widget("sound:25")->style == ButtonStyle::Selected);
    Settings read = read_settings(h.pref_dir + "/settings.json");
    CHECK(read.sound_volume == 25);
    CHECK_FALSE(read.sound_muted);
    h.press("sound:0");
    read = read_settings(h.pref_dir + "/settings.json");
    CHECK(read.sound_muted);
    CHECK(read.sound_volume == 25);  // muting keeps the volume to come back to
    CHECK(h.app->sound().volume() == 0);
    // At the largest size in 1280×800 the nine rows stand closer: their buttons get lower, and
    // no two rows touch.
    h.app->settings().ui_scale_percent = 200;
    h.app->apply_settings();
    h.frame(2);
    const char* column[] = {"scale200", "animations:on", "fullscreen:on", "speed:0", "hard_ms:0",
                            "hints:on", "aids:on", "language:en", "sound:0"};
    for (size_t i = 0; i + 1 < std::size(column); ++i) {
        INFO(column[i] << " above " << column[i + 1]);
        REQUIRE(h.widget(column[i]));
        REQUIRE(h.widget(column[i + 1]));
        CHECK(h.widget(column[i])->rect.y + h.widget(column[i])->rect.h < h.widget(column[i + 1])->rect.y);
    }
    // A value out of range keeps the default; the text round-trips.
    CHECK(parse_settings(R"({"sound_volume": 400})").sound_volume == 70);
    CHECK(parse_settings(R"({"sound_volume": 40, "sound_muted": true})").sound_volume == 40);
}

TEST_CASE("under the dummy drivers no audio device opens and playing never waits", "[ui][sound]") {
    Harness h(false);
    CHECK_FALSE(h.app->sound().device_open());
    // Even asked for a device, the dummy audio driver gives none.
    Sound asked(true);
    CHECK_FALSE(asked.device_open());
    // A long burst of cues returns at once (well under a frame) and is recorded.
    std::vector<Cue> burst;
    for (int p = 0; p < 40; ++p) burst.push_back({CueKind::Score, p});
    const Uint64 start = SDL_GetPerformanceCounter();
    for (int i = 0; i < 10; ++i) asked.play(burst);
    const double ms = static_cast<double>(SDL_GetPerformanceCounter() - start) * 1000.0 /
                      static_cast<double>(SDL_GetPerformanceFrequency());
    CHECK(ms < 16.0);
    CHECK(asked.played().size() == 400);
    CHECK(asked.played()[1].delay_ms == Sound::kDefaultGapMs);
}

}  // namespace carc::app::test
