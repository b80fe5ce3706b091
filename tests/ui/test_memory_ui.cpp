// The window's memory over a long game (docs/reliability.md, "What a user can do to their
// files"): what it keeps grows with the game only by the snapshots (tens of kilobytes an action);
// the textures of tiles, highlight masks and texts are caches of a bounded size, so a game of
// five players with almost every expansion stays under 100 MB from the first action to the last.
#include <catch2/catch.hpp>
#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <string>

#include "board/tile_art.hpp"
#include "game_process.hpp"
#include "shell/text.hpp"
#include "ui_harness.hpp"

using namespace carc;
using namespace carc::app;

TEST_CASE("the text cache holds a bounded number of bytes", "[memory]") {
    test::Harness h(false);
    REQUIRE(h.app->ok());
    Text& t = h.app->text();
    // A game's prompts and log lines, each new: 3,000 texts over 300 frames.
    size_t most = 0;
    for (int frame = 0; frame < 300; ++frame) {
        size_t this_frame = 0;
        for (int i = 0; i < 10; ++i) {
            const TextBox b = t.get("Anna places the tile of turn " + std::to_string(frame * 10 + i) +
                                        ": choose where a figure goes, or pass (a prompt of some length)",
                                    18, Color{0, 0, 0, 255}, FontStyle::Regular, 420);
            this_frame += static_cast<size_t>(b.w) * static_cast<size_t>(b.h) * 4;
        }
        t.end_frame();
        // What one frame drew may stay, however large; the rest is bounded.
        CHECK(t.cached_bytes() <= Text::kCacheBytes + this_frame);
        most = std::max(most, t.cached_bytes());
    }
    CHECK(most > Text::kCacheBytes / 2);  // the bound was reached: the test measured something
}

TEST_CASE("tile pictures and masks hold a bounded number of bytes", "[memory]") {
    test::Harness h(false);
    REQUIRE(h.app->ok());
    Setup setup;
    setup.expansions = {"base", "abbot", "inns-cathedrals", "traders-builders", "princess-dragon", "count",
                        "king-robber", "shrines", "tower", "abbey-mayor"};
    setup.players = {{"Anna", "red"}, {"Ben", "blue"}};
    auto rules = load_ruleset(setup, *h.app->catalog());
    REQUIRE(rules);
    TileArt art(h.app->renderer(), *rules);
    // 40 tile types in every rotation at the card's size and two zoom levels, one tile a frame,
    // and every feature's mask: far more than the bounds (59 MB of pictures, about 30 of masks).
    size_t most_tiles = 0, most_masks = 0;
    int drawn = 0;
    const size_t types = std::min<size_t>(rules->tiles.size(), 40);
    for (TileTypeId type = 0; type < types; ++type)
        for (int rotation = 0; rotation < 4; ++rotation) {
            art.begin_frame(1000.0);
            for (int px : {96, 160, 240}) REQUIRE(art.tile(type, rotation, px));
            for (int local = 0; local < static_cast<int>(art.geometry(type, rotation).kinds.size()); ++local)
                art.mask(type, rotation, local);
            ++drawn;
            // One frame's pictures (three sizes, the masks of one tile) may come on top of the bound.
            CHECK(art.texture_bytes() <= TileArt::kTileBytes + (96 * 96 + 160 * 160 + 240 * 240) * 4);
            CHECK(art.mask_bytes() <= TileArt::kMaskBytes + 40 * LabelMap::kSize * LabelMap::kSize * 4);
            most_tiles = std::max(most_tiles, art.texture_bytes());
            most_masks = std::max(most_masks, art.mask_bytes());
        }
    INFO(drawn << " tiles drawn");
    CHECK(most_tiles > TileArt::kTileBytes / 2);
    CHECK(most_masks > TileArt::kMaskBytes / 2);
}

TEST_CASE("the window stays under 100 MB through a long game of almost every expansion",
          "[.slow][memory]") {
    // The game of issue 37: five players, every expansion but the rivers (the City of Carcassonne
    // refuses them), seed 7: 476 actions played as fast as frames go, each autosaved.
    const std::string prefs = test::temp_dir("memory");
    test::GameProcess game({"--autoplay", "7", "--players", "5", "--expansions",
                            "base,abbot,inns-cathedrals,traders-builders,princess-dragon,count,king-robber,shrines,"
                            "tower,abbey-mayor"},
                           prefs);
    long rss_at_120 = -1;
    int actions = 0;
    const bool ended = game.read_until_quiet(5.0, 600.0, [&] {
        const size_t at = game.text.rfind("\naction ");
        if (at != std::string::npos) actions = std::atoi(game.text.c_str() + at + 8);
        if (rss_at_120 < 0 && actions >= 120) rss_at_120 = game.status_kb("VmRSS");
    });
    const long peak = game.status_kb("VmHWM"), now = game.status_kb("VmRSS");
    std::printf("memory over a game of %d actions: %ld MB resident at action 120, %ld MB at the end, "
                "peak %ld MB\n",
                actions, rss_at_120 / 1024, now / 1024, peak / 1024);
    CHECK(ended);
    CHECK(actions >= 450);
    CHECK(peak > 0);
    CHECK(peak < 100 * 1024);
    std::error_code ec;
    std::filesystem::remove_all(prefs, ec);
}
