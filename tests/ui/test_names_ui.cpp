// Long names and texts (docs/reliability.md, "What a user can do to their files"): fitting a text
// into a width takes O(n log n) measurements of its prefixes at most, and wrapping a word wider
// than the line stays quick, so no text, however long, freezes the window; and a player's name is
// bounded, at most kMaxPlayerNameLength characters, wherever it comes from (the setup screen,
// settings.json, a save, a .jcz).
#include <algorithm>
#include <catch2/catch.hpp>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <string>

#include "data/save.hpp"
#include "scenes/setup_scene.hpp"
#include "shell/settings.hpp"
#include "shell/text.hpp"
#include "ui_harness.hpp"

using namespace carc;
using namespace carc::app;

namespace {

// `n` characters of mixed widths and lengths in UTF-8 ("W", "i", "ë", "東").
std::string long_text(size_t n) {
    static const char* kPieces[] = {"W", "i", "\xc3\xab", "\xe6\x9d\xb1", "a", " "};
    std::string s;
    for (size_t i = 0; i < n; ++i) s += kPieces[i % 6];
    return s;
}

}  // namespace

TEST_CASE("fitting a long text into a width never freezes the window", "[names]") {
    test::Harness h(false);
    REQUIRE(h.app->ok());
    Text& t = h.app->text();
    for (const size_t n : {size_t{5}, size_t{200}, size_t{20000}}) {
        const std::string s = long_text(n);
        for (const int max_w : {0, 8, 40, 200, 900}) {
            t.record(true);
            const auto t0 = std::chrono::steady_clock::now();
            const SDL_Rect box = t.draw_fit(s, 10, 10, max_w, 16, Color{0, 0, 0, 255});
            const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
            INFO(n << " characters into " << max_w << " px: " << ms << " ms");
            // Before: a measurement per character dropped, each of the whole rest: 20,000
            // characters took minutes.
            CHECK(ms < 2000);
            CHECK(box.w <= max_w);
            if (t.drawn().empty()) {
                // Not even "…" fits.
                CHECK(t.measure("…", 16).x > max_w);
                continue;
            }
            const std::string shown = t.drawn().back().text;
            if (shown == s) {
                CHECK(t.measure(s, 16).x <= max_w);
                continue;
            }
            // The longest prefix that fits with "…" after it, cut between characters.
            REQUIRE(shown.size() >= 3);
            CHECK(shown.compare(shown.size() - 3, 3, "…") == 0);
            const std::string prefix = shown.substr(0, shown.size() - 3);
            CHECK(s.compare(0, prefix.size(), prefix) == 0);
            CHECK(t.measure(shown, 16).x <= max_w);
            size_t next = prefix.size() + 1;
            while (next < s.size() && (static_cast<unsigned char>(s[next]) & 0xC0) == 0x80) ++next;
            CHECK(t.measure(s.substr(0, next) + "…", 16).x > max_w);
        }
    }
    t.record(false);
}

TEST_CASE("a name of the longest length shows whole on the scoreboard", "[names]") {
    // Six players of 20-character names (the setup screen's limit, kMaxPlayerNameLength) at the
    // window's usual size: the scoreboard shows them whole (a row of 20 capital Ms would be
    // shortened: names are not that wide).
    test::Harness h(false, 1280, 800);
    Setup s;
    s.expansions = {"base", "inns-cathedrals"};
    const std::vector<std::string> names = {"Bartholomew Aldridge", "Wilhelmina Weatherby", "Ōkubo Toshimichi-san",
                                            "Zoë Ångström-Müllers", "Maximilian Schwarzen", "Anne-Sophie Delacroi"};
    const char* colours[] = {"red", "blue", "yellow", "green", "black", "grey"};
    for (size_t i = 0; i < names.size(); ++i) {
        REQUIRE(utf8_length(names[i]) == kMaxPlayerNameLength);
        s.players.push_back({names[i], colours[i]});
    }
    s.seed = 3;
    REQUIRE(test::start_game(h, s));
    Text& t = h.app->text();
    const size_t before = t.shortened().size();
    t.record(true);
    h.frame(3);
    for (const std::string& name : names) {
        CHECK(std::find(t.shortened().begin() + static_cast<long>(before), t.shortened().end(), name) ==
              t.shortened().end());
        CHECK(std::any_of(t.drawn().begin(), t.drawn().end(),
                          [&](const Text::Drawn& d) { return d.text == name; }));
    }
    t.record(false);
}

TEST_CASE("the setup screen takes names of at most the longest length, in whole characters", "[names]") {
    test::Harness h;
    REQUIRE(h.press("New game"));
    REQUIRE(h.scene() == "setup");
    REQUIRE(h.press("name1"));
    for (int i = 0; i < 30; ++i) h.key(SDLK_BACKSPACE);
    // 30 two-byte characters: the old limit of 20 bytes stopped after 10 and, typed one byte
    // short of it, kept half a character.
    std::string zs;
    for (int i = 0; i < 30; ++i) zs += "ë";
    h.type("A" + zs);
    h.key(SDLK_RETURN);
    auto* setup = h.as<SetupScene>();
    REQUIRE(setup);
    const std::string name = setup->setup().players[1].name;
    CHECK(name == "A" + zs.substr(0, 2 * (kMaxPlayerNameLength - 1)));
    CHECK(utf8_length(name) == kMaxPlayerNameLength);
}

TEST_CASE("a too long name in a save or in the settings is refused or cut, and says so", "[names]") {
    const std::string prefs = test::temp_dir("names");
    // A save whose player has a name of 10,000 characters: refused with the path, at once, and the
    // window opens with the reason instead of freezing over the scoreboard.
    const std::string long_name(10000, 'n');
    std::string text = R"({"format": "carcassonne-save", "version": 2, "setup": {"expansions": ["base"], "options": {},
        "players": [{"name": "Anna", "color": "red"}, {"name": ")" + long_name + R"(", "color": "blue"}], "seed": 1},
        "actions": []})";
    const std::string path = prefs + "/long.carc.json";
    std::ofstream(path) << text;
    auto save = read_save(path);
    REQUIRE_FALSE(save);
    CHECK(save.error() == path + ": /setup/players/1/name: the name \"" + std::string(kMaxPlayerNameLength, 'n') +
                              "…\" has 10000 characters; a player's name has at most 20");
    {
        test::Harness h(true, 1280, 800, prefs);
        const auto t0 = std::chrono::steady_clock::now();
        h.drop(path);
        h.frame(3);
        CHECK(std::chrono::steady_clock::now() - t0 < std::chrono::seconds(5));
        CHECK(h.scene() != "game");
    }
    // settings.json remembering a longer name (edited by hand): the seat keeps its first 20
    // characters, as the setup screen's field would have.
    Settings remembered;
    remembered.players = {{"Anna", "red"}, {std::string(25, 'x') + "ë", "blue"}};
    REQUIRE(write_settings(prefs + "/settings.json", remembered));
    const Settings read = read_settings(prefs + "/settings.json");
    REQUIRE(read.players.size() == 2);
    CHECK(read.players[1].name == std::string(20, 'x'));
    std::error_code ec;
    std::filesystem::remove_all(prefs, ec);
}

TEST_CASE("wrapping a very long word never freezes the window", "[names]") {
    // A word wider than the line is broken between characters: an error quoting a long key, a
    // path without spaces. Plain text (SDL_ttf wraps it) and text with a character of a fallback
    // font (wrapped here).
    test::Harness h(false);
    REQUIRE(h.app->ok());
    Text& t = h.app->text();
    for (const std::string piece : {"xy", "x\xe6\x9d\xb1"}) {
        std::string word;
        for (int i = 0; i < 4000; ++i) word += piece;
        const auto t0 = std::chrono::steady_clock::now();
        const TextBox box = t.get("unknown key \"" + word + "\"", 16, Color{0, 0, 0, 255}, FontStyle::Regular, 400);
        const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
        INFO(piece << ": " << ms << " ms");
        CHECK(ms < 3000);
        CHECK(box.w <= 400);
        CHECK(box.h > 10 * t.line_height(16));
    }
}
