// What a new player meets at the table, each checked where it once went wrong: the final count
// shown once with rising totals, tooltips that follow the pointer, the save dialog's selection,
// seats kept when an expansion is switched off, Continue and the Load list, the rules text's
// Markdown, the end table's headers, every scene at every interface size, symmetric tiles, the
// legal square kept in view, fonts for every name, the supply's tooltips, the review's tile
// descriptions and the keyboard focus after a take-back.
#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>

#include "board/tile_geometry.hpp"
#include "carc/engine.hpp"
#include "data/save.hpp"
#include "scenes/end_scene.hpp"
#include "scenes/game_scene.hpp"
#include "scenes/load_scene.hpp"
#include "scenes/menu_scene.hpp"
#include "scenes/overlays.hpp"
#include "scenes/review_scene.hpp"
#include "scenes/setup_scene.hpp"
#include "shell/file_dialogs.hpp"
#include "shell/saved_games.hpp"
#include "shell/text.hpp"
#include "ui_harness.hpp"
#include "widgets/scoreboard.hpp"

using namespace carc;
using namespace carc::app;
using carc::app::test::Harness;
using carc::app::test::place_first;
using carc::app::test::start_game;
using carc::app::test::two_players;

namespace {

// Picks the first place of a kind in the figure step by its number key.
bool deploy_on(Harness& h, GameScene& g, FeatureKind kind) {
    const auto& places = g.choices().places();
    for (size_t i = 0; i < places.size() && i < 9; ++i)
        if (places[i].kind == kind && !places[i].take_back) {
            h.key(SDLK_1 + static_cast<SDL_Keycode>(i));
            return true;
        }
    return false;
}

bool worth_points(const ScoreEvent& e) {
    return std::any_of(e.awards.begin(), e.awards.end(), [](const Award& a) { return a.points; });
}

}  // namespace

TEST_CASE("the final count is shown once, on the end screen, without zero scorings", "[end]") {
    Harness h(false);
    // Anna's farmer lies in a field with no city (0 at the end), Bernd's thief on a road.
    auto* g = start_game(h, two_players({"BA/RFr", "BA/RFr"}));
    GameSession& session = g->session();  // the end screen keeps the session alive
    place_first(h, *g);
    REQUIRE(deploy_on(h, *g, FeatureKind::Field));
    place_first(h, *g);
    REQUIRE(deploy_on(h, *g, FeatureKind::Road));
    REQUIRE(session.over());
    // The final count's events, as the engine made them.
    std::vector<ScoreEvent> final_count;
    bool final_part = false;
    for (const Event& e : session.events().back()) {
        final_part = final_part || std::holds_alternative<FinalScoringStarted>(e);
        if (const auto* se = std::get_if<ScoreEvent>(&e); se && final_part)
            final_count.push_back(*se);
    }
    REQUIRE(std::any_of(final_count.begin(), final_count.end(), worth_points));
    REQUIRE_FALSE(std::all_of(final_count.begin(), final_count.end(), worth_points));
    // The game screen neither animates the count nor shows its totals yet.
    CHECK(g->animations().empty());
    std::vector<int> before(2, 0);
    for (size_t p = 0; p < 2; ++p) {
        before[p] = session.state().players[p].score;
        for (const ScoreEvent& e : final_count)
            for (const Award& a : e.awards)
                if (a.player == static_cast<int>(p)) before[p] -= a.points;
        CHECK(g->scoreboard()[p].score == before[p]);
    }
    // The log keeps every scoring, zero ones included.
    for (const ScoreEvent& e : final_count) {
        const auto lines = g->log_lines();
        CHECK(std::find(lines.begin(), lines.end(), describe(session.rules(), e)) != lines.end());
    }
    for (int i = 0; i < 10 && h.scene() != "end"; ++i) h.wait(640);
    REQUIRE(h.scene() == "end");
    auto* end = h.as<EndScene>();
    // The count starts from the totals the game screen showed and leaves zero scorings out.
    CHECK(end->shown_scores() == before);
    for (const ScoreEvent& e : end->steps()) CHECK(worth_points(e));
    CHECK(end->steps().size() ==
          static_cast<size_t>(std::count_if(final_count.begin(), final_count.end(), worth_points)));
    while (!end->done()) h.key(SDLK_SPACE);
    for (size_t p = 0; p < 2; ++p)
        CHECK(end->shown_scores()[p] == session.state().players[p].score);
}

namespace {

// The tooltips drawn after the pointer rested long enough, and the hint of the widget under it.
std::vector<std::string> tooltips_after_rest(Harness& h) {
    h.wait(640);  // 640 ms: longer than the tooltip delay
    h.app->render_frame();
    return h.app->tooltips();
}

std::string hint_under_pointer(Harness& h) {
    WidgetSet* w = h.top()->widgets();
    if (!w) return "";
    for (const Widget& x : w->items())
        if (x.hit(h.mouse_x, h.mouse_y)) return x.hint;
    return "";
}

}  // namespace

TEST_CASE("a tooltip belongs to what is under the pointer now", "[tooltips]") {
    SECTION("after scrolling the expansion list") {
        Harness h(true, 800, 560);  // small enough for the list to scroll
        h.press("New game");
        const Widget* base = h.widget("exp:base");
        REQUIRE(base);
        h.move(base->rect.x + 40, base->rect.y + base->rect.h / 2);
        auto tips = tooltips_after_rest(h);
        REQUIRE(tips.size() == 1);
        CHECK(tips[0] == h.app->catalog()->find_expansion("base")->summary);
        const SDL_Rect before = h.widget("exp:base")->rect;
        h.wheel(-3);
        REQUIRE(h.widget("exp:base")->rect.y < before.y);  // the list moved under the pointer
        tips = tooltips_after_rest(h);
        const std::string now = hint_under_pointer(h);
        if (now.empty())
            CHECK(tips.empty());
        else
            CHECK(tips == std::vector<std::string>{now});
    }
    SECTION("after the controls, then the game menu's Save") {
        Harness h(false);
        start_game(h, two_players());
        REQUIRE(h.widget("help"));
        const SDL_Rect help = h.widget("help")->rect;
        h.move(help.x + help.w / 2, help.y + help.h / 2);
        CHECK(tooltips_after_rest(h) == std::vector<std::string>{"Controls and rules (F1)"});
        h.press("help");
        REQUIRE(h.scene() == "help");
        h.press("close");
        REQUIRE(h.scene() == "game");
        h.key(SDLK_ESCAPE);
        REQUIRE(h.press("save"));
        REQUIRE(h.scene() == "save");
        const auto tips = tooltips_after_rest(h);
        CHECK(std::find(tips.begin(), tips.end(), "Controls and rules (F1)") == tips.end());
        for (const std::string& t : tips) CHECK(t == hint_under_pointer(h));
    }
    SECTION("after the review and back to the end screen") {
        Harness h(false);
        auto* g = start_game(h, two_players({"BA/RFr"}));
        place_first(h, *g);
        if (g->session().state().phase == Phase::PlaceFigure) h.key(SDLK_SPACE);
        for (int i = 0; i < 10 && h.scene() != "end"; ++i) h.wait(640);
        REQUIRE(h.scene() == "end");
        h.key(SDLK_RETURN);
        const SDL_Rect review = h.widget("review")->rect;
        h.move(review.x + 10, review.y + 10);
        const std::string review_hint = h.widget("review")->hint;
        CHECK(tooltips_after_rest(h) == std::vector<std::string>{review_hint});
        h.press("review");
        REQUIRE(h.scene() == "review");
        REQUIRE(h.press("back"));
        REQUIRE(h.scene() == "end");
        const auto tips = tooltips_after_rest(h);
        for (const std::string& t : tips) CHECK(t == hint_under_pointer(h));
        if (hint_under_pointer(h) != review_hint)
            CHECK(std::find(tips.begin(), tips.end(), review_hint) == tips.end());
    }
}

TEST_CASE("the save dialog selects all with Ctrl+A and says where it will save", "[saves]") {
    Harness h(false);
    auto* g = start_game(h, two_players());
    h.key(SDLK_s, KMOD_CTRL);
    REQUIRE(h.scene() == "save");
    auto* dialog = h.as<SaveOverlay>();
    // Nothing is saved yet: the line under the field says where it will go, not where it went.
    const std::string note = dialog->shown_note(*h.app);
    CHECK(note.find("Saved to") == std::string::npos);
    CHECK(note.find("Will be saved to") == 0);
    h.type("Sunday");  // replaces the selected name
    CHECK(dialog->field() == "Sunday");
    CHECK_FALSE(dialog->selected());
    h.key(SDLK_a, KMOD_CTRL);
    CHECK(dialog->selected());
    h.type("Monday");
    CHECK(dialog->field() == "Monday");
    h.key(SDLK_a, KMOD_CTRL);
    h.key(SDLK_BACKSPACE);
    CHECK(dialog->field().empty());
    h.type("Tuesday");
    h.key(SDLK_a, KMOD_CTRL);
    h.key(SDLK_RIGHT);  // moving the caret ends the selection: typing adds again
    h.type(" night");
    CHECK(dialog->field() == "Tuesday night");
    h.key(SDLK_RETURN);
    REQUIRE(h.scene() == "game");
    CHECK(g->session().info().name == "Tuesday night");
}

TEST_CASE("switching off Inns & Cathedrals keeps the sixth player and says why", "[setup]") {
    Harness h;
    h.press("New game");
    auto* setup = h.as<SetupScene>();
    REQUIRE(h.reveal("exp:inns-cathedrals"));
    REQUIRE(h.press("exp:inns-cathedrals"));
    for (int i = 0; i < 6 && setup->seats() < 6; ++i) REQUIRE(h.press("add"));
    REQUIRE(setup->seats() == 6);
    REQUIRE(h.press("name5"));
    for (int i = 0; i < 20; ++i) h.key(SDLK_BACKSPACE);
    h.type("Fiona");
    h.key(SDLK_RETURN);
    CHECK(setup->seat_problem().empty());
    h.press("exp:inns-cathedrals");  // off: five seats at most
    CHECK(setup->seats() == 6);
    CHECK(setup->setup().players[5].name == "Fiona");
    const std::string why = setup->seat_problem();
    CHECK(why.find("Fiona") != std::string::npos);
    CHECK(why.find("Inns & Cathedrals") != std::string::npos);
    h.shot("setup-sixth-seat");
    // Start refuses with the reason; nothing starts.
    h.press("start");
    CHECK(h.scene() == "setup");
    CHECK(setup->error() == why);
    // Switched on again, Fiona plays.
    h.press("exp:inns-cathedrals");
    CHECK(setup->seat_problem().empty());
    REQUIRE(setup->seats() == 6);
    CHECK(setup->setup().players[5].name == "Fiona");
    h.press("start");
    REQUIRE(h.scene() == "game");
    CHECK(h.as<GameScene>()->session().rules().player_count() == 6);
}

namespace {

namespace fs = std::filesystem;

// Whole turns through the keys: Tab picks a square, Enter places, Space skips the figure.
void play_turns(Harness& h, GameScene& g, int turns) {
    for (int i = 0; i < turns && !g.session().over(); ++i) {
        h.key(SDLK_TAB);
        h.key(SDLK_RETURN);
        if (g.session().state().phase == Phase::PlaceFigure) h.key(SDLK_SPACE);
    }
}

size_t files_in(const std::string& dir) {
    std::error_code ec;
    size_t n = 0;
    for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) ++n;
    return n;
}

void age(const std::string& path, int seconds_ago) {
    fs::last_write_time(path, fs::file_time_type::clock::now() - std::chrono::seconds(seconds_ago));
}

std::string row_of(const LoadScene& load, const std::string& path) {
    for (size_t i = 0; i < load.rows().size(); ++i)
        if (fs::equivalent(load.rows()[i].path, path)) return std::to_string(i);
    return "";
}

}  // namespace

TEST_CASE("Continue resumes the game played last, and opening a file writes nothing", "[saves]") {
    const std::string prefs = test::temp_dir("continue");
    {
        Harness h(true, 1280, 800, prefs);
        auto* g = start_game(h, two_players());
        play_turns(h, *g, 2);
        h.key(SDLK_s, KMOD_CTRL);
        h.type("Named");
        h.key(SDLK_RETURN);
        const std::string named = h.app->saves().save_path("Named");
        REQUIRE(fs::exists(named));
        age(g->session().info().autosave_path, 100);
        age(named, 90);
        // A second game, played after: Continue's game.
        g = start_game(h, two_players());
        play_turns(h, *g, 1);
        const std::string played = g->session().info().autosave_path;
        const std::string autosaves = h.app->saves().autosave_dir();
        REQUIRE(files_in(autosaves) == 2);
        // Merely opening the named save (and leaving) neither makes a slot nor takes Continue.
        h.app->replace_all(make_menu_scene(*h.app));
        h.frame(2);
        REQUIRE(h.press("Load"));
        auto* load = h.as<LoadScene>();
        REQUIRE(h.press("row:" + row_of(*load, named)));
        REQUIRE(h.scene() == "game");
        h.key(SDLK_ESCAPE);
        REQUIRE(h.press("leave"));
        REQUIRE(h.scene() == "menu");
        h.frame(2);
        CHECK(files_in(autosaves) == 2);
        REQUIRE(h.as<MenuScene>()->continue_game());
        CHECK(fs::equivalent(h.as<MenuScene>()->continue_game()->path, played));
        // Played on, the opened game gets its slot and becomes Continue's game.
        REQUIRE(h.press("Load"));
        load = h.as<LoadScene>();
        REQUIRE(h.press("row:" + row_of(*load, named)));
        g = h.as<GameScene>();
        REQUIRE(g);
        play_turns(h, *g, 1);
        const std::string slot = g->session().info().autosave_path;
        REQUIRE_FALSE(slot.empty());
        CHECK(files_in(autosaves) == 3);
        age(played, 50);
        h.app->replace_all(make_menu_scene(*h.app));
        h.frame(2);
        REQUIRE(h.as<MenuScene>()->continue_game());
        CHECK(fs::equivalent(h.as<MenuScene>()->continue_game()->path, slot));
    }
    fs::remove_all(prefs);
}

TEST_CASE("the Load list deletes after asking and renames", "[saves]") {
    Harness h;
    auto* g = start_game(h, two_players());
    play_turns(h, *g, 1);
    h.key(SDLK_s, KMOD_CTRL);
    h.type("Keep me");
    h.key(SDLK_RETURN);
    const std::string named = h.app->saves().save_path("Keep me");
    const std::string slot = g->session().info().autosave_path;
    age(slot, 300);
    age(named, 200);
    h.app->replace_all(make_menu_scene(*h.app));
    h.frame(2);
    REQUIRE(h.press("Load"));
    auto* load = h.as<LoadScene>();
    REQUIRE(load->rows().size() == 2);
    // Delete asks; Stay keeps the file.
    REQUIRE(h.press("delete:" + row_of(*load, slot)));
    REQUIRE(h.scene() == "confirm");
    h.shot("load-delete");
    h.press("no");
    REQUIRE(h.scene() == "load");
    CHECK(fs::exists(slot));
    // The Delete key on a focused row asks too; Delete removes it.
    h.top()->widgets()->set_focus("row:" + row_of(*load, slot));
    h.key(SDLK_DELETE);
    REQUIRE(h.scene() == "confirm");
    h.press("yes");
    REQUIRE(h.scene() == "load");
    CHECK_FALSE(fs::exists(slot));
    REQUIRE(load->rows().size() == 1);
    // Rename: the named save moves to its new name, keeps its time, and still opens.
    const auto when = fs::last_write_time(named);
    REQUIRE(h.press("rename:0"));
    REQUIRE(h.scene() == "rename");
    h.type("Sunday final");  // the old name is selected: typing replaces it
    h.key(SDLK_RETURN);
    REQUIRE(h.scene() == "load");
    REQUIRE(load->rows().size() == 1);
    CHECK(load->rows()[0].name == "Sunday final");
    const std::string renamed = h.app->saves().save_path("Sunday final");
    CHECK(fs::exists(renamed));
    CHECK_FALSE(fs::exists(named));
    CHECK(fs::last_write_time(renamed) == when);
    CHECK(read_save(renamed)->name == "Sunday final");
    REQUIRE(h.press("row:0"));
    CHECK(h.scene() == "game");
}

TEST_CASE("a road that ends at a river is not drawn across it", "[geometry]") {
    Setup setup = two_players();
    setup.expansions = {"base", "river", "abbot", "inns-cathedrals", "traders-builders"};
    auto rules = load_ruleset(setup, test::shipped_catalog());
    REQUIRE(rules);
    REQUIRE(rules->tile("RI.1/LIRI"));
    const TileMarks slots = tile_marks(*rules);
    int checked = 0;
    for (const TileType& t : rules->tiles) {
        const TileGeometry g = build_tile_geometry(t, slots);
        if (g.rivers.empty()) continue;
        for (const Strip& road : g.roads) {
            const SideMask sides = t.features[static_cast<size_t>(road.local)].sides;
            if (__builtin_popcount(sides) != 1) continue;  // a road across the tile may bridge it
            INFO(t.id << " road " << road.local);
            ++checked;
            for (const Vec2& p : road.path.sample(24))
                for (const Strip& river : g.rivers)
                    for (const Vec2& q : river.path.sample(24))
                        CHECK(distance(p, q) > kRiverWidth / 2);
            // The highlight comes from the label map, painted along the same path.
        }
    }
    CHECK(checked >= 2);
    // On the river tile with a monastery, the road from the south stops at the bank: the
    // monastery is beyond the water.
    const TileType& liri = rules->tiles[*rules->tile("RI.1/LIRI")];
    const TileGeometry g = build_tile_geometry(liri, slots);
    for (const Strip& road : g.roads) CHECK(road.path.end().y > 50);
}

namespace {

bool inside_rect(const SDL_Rect& inner, const SDL_Rect& outer) {
    return inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.w <= outer.x + outer.w &&
           inner.y + inner.h <= outer.y + outer.h;
}

// What every scene must keep at every size: buttons inside the window (lists that scroll inside
// theirs), none over another, no word broken in the middle.
void check_scene(Harness& h, const std::string& what) {
    h.app->render_frame();
    const SDL_Rect window{0, 0, h.app->width(), h.app->height()};
    INFO(what << " at " << window.w << "x" << window.h << ", scale " << h.app->scale());
    // Since this window opened: no text anywhere was wrapped into a box narrower than a word.
    CHECK(h.app->text().words_broken() == 0);
    WidgetSet* ws = h.top()->widgets();
    if (!ws) return;
    std::vector<const Widget*> fixed;
    for (const Widget& w : ws->items()) {
        INFO("widget " << w.id);
        if (w.clip.w > 0) {
            CHECK(inside_rect(w.clip, window));
        } else {
            CHECK(inside_rect(w.rect, window));
            fixed.push_back(&w);
        }
    }
    for (size_t i = 0; i < fixed.size(); ++i)
        for (size_t j = 0; j < i; ++j) {
            INFO("widgets " << fixed[i]->id << " and " << fixed[j]->id);
            const bool nested = inside_rect(fixed[i]->rect, fixed[j]->rect) ||
                                inside_rect(fixed[j]->rect, fixed[i]->rect);
            CHECK((nested || !SDL_HasIntersection(&fixed[i]->rect, &fixed[j]->rect)));
        }
}

// The side panel of the game: scores clear of the supplies, everything on screen.
void check_side(Harness& h, GameScene& g) {
    h.app->render_frame();
    const SDL_Rect window{0, 0, h.app->width(), h.app->height()};
    const auto& items = g.score_items();
    REQUIRE_FALSE(items.empty());
    for (const ScoreboardItem& a : items) {
        CHECK(inside_rect(a.rect, window));
        for (const ScoreboardItem& b : items)
            if (&a != &b &&
                (a.kind == ScoreboardItem::Kind::Score) != (b.kind == ScoreboardItem::Kind::Score))
                CHECK_FALSE(SDL_HasIntersection(&a.rect, &b.rect));
    }
    CHECK(inside_rect(g.actions_area(), window));
    // The toolbar keeps off the side panel (its buttons narrow at large interface sizes).
    int panel_left = window.w;
    for (const ScoreboardItem& a : items) panel_left = std::min(panel_left, a.rect.x);
    for (const Widget& w : g.widgets()->items())
        for (const char* tool : {"menu", "fit", "zoom-out", "zoom-in", "help", "tiles", "owners", "hint"})
            if (w.id == tool) {
                INFO("toolbar button " << w.id);
                CHECK(w.rect.x + w.rect.w <= panel_left);
            }
    // The corner card and the prompt over the board: inside the window, clear of each other
    // and of the toolbar.
    CHECK(inside_rect(g.card(), window));
    for (const Widget& w : g.widgets()->items()) {
        INFO("the card and widget " << w.id);
        CHECK_FALSE(SDL_HasIntersection(&g.card(), &w.rect));
    }
    const SDL_Rect& prompt = g.prompt_rect();
    if (prompt.w > 0) {
        CHECK(inside_rect(prompt, window));
        CHECK_FALSE(SDL_HasIntersection(&prompt, &g.card()));
        for (const Widget& w : g.widgets()->items()) {
            INFO("the prompt and widget " << w.id);
            CHECK_FALSE(SDL_HasIntersection(&prompt, &w.rect));
        }
    }
}

Setup six_players(std::vector<std::string> expansions, std::vector<std::string> draw) {
    Setup s;
    s.expansions = std::move(expansions);
    s.players = {{"Anna", "red"},    {"Bernd", "blue"}, {"Clara", "yellow"},
                 {"David", "green"}, {"Eva", "black"},  {"Fiona Longname-Smith", "pink"}};
    s.seed = 5;
    s.draw_order = std::move(draw);
    return s;
}

}  // namespace

TEST_CASE("every scene works at every interface size, in 1280x800 and the smallest window",
          "[.slow][layout]") {
    const std::vector<std::string> all = {"base", "abbot", "inns-cathedrals", "traders-builders",
                                          "princess-dragon"};
    for (const SDL_Point size :
         {SDL_Point{1280, 800}, SDL_Point{kMinWindowWidth, kMinWindowHeight}})
        for (int scale : {0, 100, 125, 150, 200}) {
            Harness h(true, size.x, size.y);
            h.app->settings().ui_scale_percent = scale;
            h.app->apply_settings();
            h.frame(2);
            const std::string at =
                std::to_string(size.x) + "x" + std::to_string(size.y) + "-" + std::to_string(scale);
            // The interface never gets less room than the scenes are laid out for.
            CHECK(static_cast<float>(h.app->width()) / h.app->scale() >= kMinLayoutWidth - 1);
            CHECK(static_cast<float>(h.app->height()) / h.app->scale() >= kMinLayoutHeight - 1);
            check_scene(h, "menu");
            h.shot("layout-menu-" + at);
            REQUIRE(h.press("settings"));
            check_scene(h, "settings");
            h.key(SDLK_ESCAPE);
            REQUIRE(h.press("new"));
            auto* setup = h.as<SetupScene>();
            REQUIRE(h.press("rules:base"));
            REQUIRE(h.scene() == "rules");
            check_scene(h, "rules");
            h.shot("layout-rules-" + at);
            h.key(SDLK_ESCAPE);
            for (const char* id : {"exp:river", "exp:abbot", "exp:inns-cathedrals",
                                   "exp:traders-builders", "exp:princess-dragon"}) {
                INFO(id << " at " << at);
                const bool shown = h.reveal(id);
                if (!shown) {  // say where it stood, for a failure that only parallel runs showed
                    const Widget* w = h.widget(id);
                    INFO("scene " << h.scene() << ", widget "
                                  << (w ? std::to_string(w->rect.y) + "+" +
                                              std::to_string(w->rect.h) + " in clip " +
                                              std::to_string(w->clip.y) + "+" +
                                              std::to_string(w->clip.h)
                                        : std::string("missing")));
                    CHECK(shown);
                }
                REQUIRE(shown);
                if (!h.widget(id)->checked) REQUIRE(h.press(id));
                REQUIRE(h.widget(id)->checked);
            }
            // Six seats need Inns & Cathedrals; a bounded loop fails rather than spins.
            for (int i = 0; i < 6 && setup->seats() < 6; ++i) REQUIRE(h.press("add"));
            REQUIRE(setup->seats() == 6);
            check_scene(h, "setup with six seats");
            h.shot("layout-setup-" + at);
            // The game with six seats and every expansion: the tile step, then a crowded figure
            // step.
            auto* g = start_game(h, six_players(all, {"BA/RRR", "BA/RFr", "BA/RFr"}));
            REQUIRE(g);
            h.wait(3200);  // past the banner
            check_scene(h, "game, tile step");
            check_side(h, *g);
            h.shot("layout-game-" + at);
            h.key(SDLK_TAB);
            h.key(SDLK_RETURN);
            REQUIRE(g->session().state().phase == Phase::PlaceFigure);
            check_scene(h, "game, figure step");
            check_side(h, *g);
            h.shot("layout-figure-" + at);
            h.key(SDLK_1);
            if (g->choices().open_place() >= 0) {
                check_scene(h, "game, choosing a figure");
                check_side(h, *g);
                h.key(SDLK_ESCAPE);
            }
            h.key(SDLK_ESCAPE);
            REQUIRE(h.scene() == "pause");
            check_scene(h, "game menu");
            h.shot("layout-pause-" + at);
            // The last item of the menu can be reached.
            CHECK(inside_rect(h.widget("quit")->rect, {0, 0, h.app->width(), h.app->height()}));
            REQUIRE(h.press("help"));
            check_scene(h, "controls");
            h.key(SDLK_ESCAPE);
            h.key(SDLK_ESCAPE);
            h.key(SDLK_s, KMOD_CTRL);
            REQUIRE(h.scene() == "save");
            check_scene(h, "save dialog");
            h.key(SDLK_ESCAPE);
            // The end screen of a game with every expansion, its column headers apart.
            g = start_game(h, six_players(all, {"BA/RFr"}));
            h.key(SDLK_TAB);
            h.key(SDLK_RETURN);
            if (g->session().state().phase == Phase::PlaceFigure) h.key(SDLK_SPACE);
            for (int i = 0; i < 20 && h.scene() != "end"; ++i) h.wait(640);
            REQUIRE(h.scene() == "end");
            h.key(SDLK_RETURN);
            check_scene(h, "end");
            h.shot("layout-end-" + at);
            auto* end = h.as<EndScene>();
            const auto& headers = end->header_rects();
            REQUIRE(headers.size() == end->columns().size() + 1);
            for (size_t i = 0; i < headers.size(); ++i) {
                CHECK(headers[i].w > 0);
                CHECK(inside_rect(headers[i], {0, 0, h.app->width(), h.app->height()}));
                for (size_t j = 0; j < i; ++j)
                    CHECK_FALSE(SDL_HasIntersection(&headers[i], &headers[j]));
            }
            REQUIRE(h.press("review"));
            check_scene(h, "review");
            h.shot("layout-review-" + at);
            h.app->replace_all(make_menu_scene(*h.app));
            h.frame(2);
            REQUIRE(h.press("load"));
            check_scene(h, "load");
            h.shot("layout-load-" + at);
        }
}

TEST_CASE("the busiest figure step stays clear at every interface size", "[layout]") {
    // Six players with Inns & Cathedrals, Traders & Builders, the Abbot and the Princess & the
    // Dragon, turn 26: a city, two roads and four fields on the new tile, and the fairy's move
    // on a long line of its own; the prompt runs over three lines.
    const std::string path =
        std::string(CARC_TEST_SOURCE_DIR) + "/data/ui/busiest-figure-step.carc.json";
    for (int scale : {100, 150, 200}) {
        INFO("scale " << scale);
        Harness h(true, 1280, 800);
        h.app->settings().ui_scale_percent = scale;
        h.app->apply_settings();
        REQUIRE_FALSE(open_game_file(*h.app, path, OpenMode::Play));
        h.wait(3200);  // past the banner
        REQUIRE(h.scene() == "game");
        auto* g = h.as<GameScene>();
        REQUIRE(g->session().state().phase == Phase::PlaceFigure);
        CHECK(g->choices().places().size() >= 8);
        check_scene(h, "the busiest figure step");
        check_side(h, *g);
        h.shot("busiest-figure-" + std::to_string(scale));
    }
}

TEST_CASE("the log opens over the board where the side panel has no room for it", "[layout]") {
    // Six seats at 200 % in 1280x800: the scoreboard and the buttons fill the side panel, and
    // the log's heading is all that is left of it there.
    const std::string path =
        std::string(CARC_TEST_SOURCE_DIR) + "/data/ui/busiest-figure-step.carc.json";
    Harness h(true, 1280, 800);
    h.app->settings().ui_scale_percent = 200;
    h.app->apply_settings();
    REQUIRE_FALSE(open_game_file(*h.app, path, OpenMode::Play));
    h.wait(3200);
    REQUIRE(h.scene() == "game");
    auto* g = h.as<GameScene>();
    h.app->render_frame();
    CHECK(g->log_rows().empty());
    const std::vector<std::string> lines = g->log_lines();
    REQUIRE(lines.size() >= 10);
    const SDL_Rect window{0, 0, h.app->width(), h.app->height()};
    const Widget* button = h.widget("log");
    REQUIRE(button);
    CHECK(inside_rect(button->rect, window));

    REQUIRE(h.press("log"));
    h.frame(2);
    CHECK(g->log_open());
    // Over the board, clear of the side panel, with a row for every line this game has logged
    // (the newest at the bottom).
    const SDL_Rect area = g->log_area();
    CHECK(inside_rect(area, window));
    CHECK(area.x + area.w <= g->actions_area().x);
    const auto rows = g->log_rows();
    CHECK(rows.size() == lines.size());
    REQUIRE_FALSE(rows.empty());
    CHECK(rows.front().second == static_cast<int>(lines.size()) - 1);
    for (const auto& [row, entry] : rows) CHECK(inside_rect(row, area));
    h.shot("log-open-200");
    // Its lines answer the pointer as in the side panel: the feature of a score lights up, a
    // click opens the rule the line applies.
    int score_row = -1;
    for (size_t i = 0; i < rows.size(); ++i)
        if (lines[static_cast<size_t>(rows[i].second)].rfind("City, 3 tiles", 0) == 0)
            score_row = static_cast<int>(i);
    REQUIRE(score_row >= 0);
    const auto [row, entry] = rows[static_cast<size_t>(score_row)];
    h.move(row.x + row.w / 3, row.y + row.h / 2);
    CHECK(g->hovered_log_entry() == entry);
    h.click(row.x + row.w / 3, row.y + row.h / 2);
    h.frame(2);
    CHECK(h.scene() == "rules");
    // Esc closes the rules, then the log, and only then would open the menu.
    h.key(SDLK_ESCAPE);
    REQUIRE(h.scene() == "game");
    CHECK(g->log_open());
    h.key(SDLK_ESCAPE);
    CHECK(h.scene() == "game");
    CHECK_FALSE(g->log_open());
    // L opens and closes it too, also while a place is being chosen.
    h.key(SDLK_l);
    CHECK(g->log_open());
    h.key(SDLK_l);
    CHECK_FALSE(g->log_open());
    CHECK(g->session().state().phase == Phase::PlaceFigure);
}

TEST_CASE("the review's log keeps its room: the chart gives way, and it opens over the board",
          "[layout]") {
    const std::string path =
        std::string(CARC_TEST_SOURCE_DIR) + "/data/ui/busiest-figure-step.carc.json";
    const SDL_Rect window{0, 0, 1280, 800};
    {
        // At 100 % the side panel has the chart and the log under it. At the start six scores
        // of 0 end in one point: their chips stack upwards inside the chart, not down over the
        // log's heading and its button.
        Harness h(true, 1280, 800);
        h.app->settings().ui_scale_percent = 100;
        h.app->apply_settings();
        REQUIRE_FALSE(open_game_file(*h.app, path, OpenMode::Review));
        auto* review = h.as<ReviewScene>();
        REQUIRE(review);
        h.key(SDLK_HOME);
        h.app->render_frame();
        REQUIRE(review->chart_shown());
        const SDL_Rect chart = review->chart_area();
        REQUIRE(review->chart_chips().size() == 6);
        for (const SDL_Rect& chip : review->chart_chips()) {
            CHECK(chip.y >= chart.y);
            CHECK(chip.y + chip.h <= chart.y + chart.h);
            CHECK_FALSE(SDL_HasIntersection(&chip, &h.widget("log")->rect));
        }
        h.key(SDLK_END);
        h.key(SDLK_LEFT);  // a move of the last turn, with lines of its own
        h.app->render_frame();
        CHECK(review->chart_shown());
        CHECK_FALSE(review->log_rows().empty());
    }
    // Six seats at 200 %: the scoreboard and the buttons fill the panel; the chart gives way, and
    // still only the log's heading is left there, with its button.
    Harness h(true, 1280, 800);
    h.app->settings().ui_scale_percent = 200;
    h.app->apply_settings();
    REQUIRE_FALSE(open_game_file(*h.app, path, OpenMode::Review));
    REQUIRE(h.scene() == "review");
    auto* review = h.as<ReviewScene>();
    h.key(SDLK_END);
    h.key(SDLK_LEFT);  // a move of the last turn, with lines of its own
    h.app->render_frame();
    CHECK_FALSE(review->chart_shown());
    const SDL_Rect side_log = review->log_area();
    const Widget* button = h.widget("log");
    REQUIRE(button);
    CHECK(inside_rect(button->rect, window));
    check_scene(h, "review at 200 %");
    // Open over the board: every line of the turn, clear of the side panel, above the timeline.
    REQUIRE(h.press("log"));
    h.frame(2);
    CHECK(review->log_open());
    const SDL_Rect area = review->log_area();
    CHECK(inside_rect(area, window));
    CHECK(area.x + area.w <= side_log.x);
    CHECK(area.y + area.h <= review->track().y);
    const auto lines = review->log_lines();
    const auto rows = review->log_rows();
    REQUIRE_FALSE(rows.empty());
    // (each line's middle: a row reaches a few pixels around its words)
    for (const auto& [row, position] : rows)
        CHECK(contains(area, row.x + row.w / 2, row.y + row.h / 2));
    check_scene(h, "review, the log open at 200 %");
    h.shot("review-log-open-200");
    // A click on a line jumps to its action, as in the side panel.
    const auto [row, position] = rows.back();  // the turn's first line with an action
    const int before = review->position();
    h.click(row.x + row.w / 3, row.y + row.h / 2);
    CHECK(review->position() == position);
    CHECK(position != before);
    // Esc closes the log first, then leaves the review; L opens and closes it too.
    h.key(SDLK_ESCAPE);
    CHECK(h.scene() == "review");
    CHECK_FALSE(review->log_open());
    h.key(SDLK_l);
    CHECK(review->log_open());
    h.key(SDLK_l);
    CHECK_FALSE(review->log_open());
    h.key(SDLK_ESCAPE);
    CHECK(h.scene() != "review");
}

TEST_CASE("the supply icons name what they are and how many are left", "[layout]") {
    Harness h(false);
    Setup s = two_players();
    s.expansions = {"base", "abbot", "inns-cathedrals", "traders-builders"};
    auto* g = start_game(h, s);
    h.wait(3200);
    h.app->render_frame();
    std::vector<ScoreboardItem> supply;
    for (const ScoreboardItem& i : g->score_items())
        if (i.kind == ScoreboardItem::Kind::Supply) supply.push_back(i);
    // Two rows of followers, large meeple, abbot, builder, pig and three goods.
    REQUIRE(supply.size() == 16);
    for (const ScoreboardItem& i : supply) CHECK(i.rect.h >= 14);  // no longer ~10 px
    auto it = std::find_if(supply.begin(), supply.end(), [](const ScoreboardItem& i) {
        return i.tip.rfind("Large meeple", 0) == 0;
    });
    REQUIRE(it != supply.end());
    const ScoreboardItem& large = *it;
    CHECK(large.tip == "Large meeple: 1 of 1 left");
    h.move(large.rect.x + large.rect.w / 2, large.rect.y + large.rect.h / 2);
    h.app->render_frame();
    CHECK(h.app->tooltips() == std::vector<std::string>{"Large meeple: 1 of 1 left"});
}

TEST_CASE("a hand-edited save with two seats of one colour is refused", "[saves]") {
    Harness h;
    const std::string path =
        std::string(CARC_TEST_SOURCE_DIR) + "/data/bad-saves/two-seats-one-colour.carc.json";
    const auto why = open_game_file(*h.app, path, OpenMode::Play);
    REQUIRE(why);
    CHECK(why->find(path) == 0);
    CHECK(why->find("two players have the colour \"red\"") != std::string::npos);
    CHECK(h.scene() == "menu");
    // The setup screen never makes such a table (each chip takes the next free colour), and the
    // engine refuses one however it comes.
    Setup s = two_players();
    s.players[1].color = "red";
    CHECK_FALSE(load_ruleset(s, *h.app->catalog()));
}

TEST_CASE("a symmetric tile counts its distinct placements, not its rotations", "[rotation]") {
    Harness h(false);
    // A straight road looks the same turned by a half: two legal rotations, one placement.
    auto* g = start_game(h, two_players({"BA/RFr", "BA/Rr"}));
    GameSession& session = g->session();
    std::optional<Pos> cell;
    for (Pos p : session.legal_cells())
        if (session.legal_rotations(p).size() == 2) cell = p;
    REQUIRE(cell);
    CHECK(session.distinct_rotations(*cell).size() == 1);
    const SDL_Point c = g->board().cell_centre(*cell);
    h.move(c.x, c.y);
    CHECK(g->rotation_badge().empty());  // no "R 1/2" for one placement
    const int shown = g->shown_rotation();
    h.key(SDLK_r);
    CHECK(g->shown_rotation() == shown);  // nothing to turn to
    // A tile with distinct rotations still shows them.
    h.click(c.x, c.y);
    REQUIRE(session.state().phase == Phase::PlaceFigure);
    h.key(SDLK_SPACE);
    std::optional<Pos> several;
    for (Pos p : session.legal_cells())
        if (session.distinct_rotations(p).size() > 1) several = p;
    REQUIRE(several);
    const SDL_Point d = g->board().cell_centre(*several);
    h.move(d.x, d.y);
    CHECK(g->rotation_badge() ==
          "R  1/" + std::to_string(session.distinct_rotations(*several).size()));
}

namespace {

// A cell lies wholly in one of the board's free areas (no toolbar, card or prompt over it).
bool in_free_area(GameScene& g, Pos p) {
    const SDL_Rect c = g.board().cell_rect(p);
    for (const SDL_Rect& a : g.free_areas_shown())
        if (inside_rect(c, a)) return true;
    return false;
}

}  // namespace

TEST_CASE("the next tile's squares are brought into view", "[view]") {
    Harness h(false);
    auto* g = start_game(h, two_players({"BA/RFr", "BA/RFr", "BA/RFr"}));
    h.key(SDLK_TAB);
    h.key(SDLK_RETURN);
    REQUIRE(g->session().state().phase == Phase::PlaceFigure);
    // The player zooms in and moves the board far away, then ends the turn.
    for (int i = 0; i < 4; ++i) h.key(SDLK_PLUS);
    for (int i = 0; i < 30; ++i) h.key(SDLK_a);
    for (Pos p : g->session().legal_cells()) REQUIRE_FALSE(in_free_area(*g, p));
    h.key(SDLK_SPACE);
    REQUIRE(g->session().state().phase == Phase::PlaceTile);
    h.frame();
    const auto cells = g->session().legal_cells();
    CHECK(std::any_of(cells.begin(), cells.end(), [&](Pos p) { return in_free_area(*g, p); }));
    // The figure step shows the tile just placed, not under the card.
    const Pos placed = cells.front();
    for (int i = 0; i < 30; ++i) h.key(SDLK_d);
    h.key(SDLK_TAB);  // Tab picks the first square (and brings it into view to place it)
    h.key(SDLK_RETURN);
    REQUIRE(g->session().state().phase == Phase::PlaceFigure);
    h.frame();
    CHECK(in_free_area(*g, g->session().state().board.tiles().back().pos));
    (void)placed;
}

TEST_CASE("a loaded game is fitted into the free part of the board", "[view]") {
    Harness h;
    GameScene* g = start_game(h, two_players());
    // A long game: a board larger than the view at the comfortable zoom.
    for (int i = 0; i < 60 && !g->session().over(); ++i) {
        h.key(SDLK_TAB);
        h.key(SDLK_RETURN);
        if (g->session().state().phase == Phase::PlaceFigure) h.key(SDLK_SPACE);
    }
    const std::string slot = g->session().info().autosave_path;
    h.app->replace_all(make_menu_scene(*h.app));
    h.frame(2);
    REQUIRE_FALSE(open_game_file(*h.app, slot, OpenMode::Play));
    h.frame(2);
    g = h.as<GameScene>();
    REQUIRE(g);
    REQUIRE(g->session().state().board.tiles().size() > 40);
    for (const PlacedTile& t : g->session().state().board.tiles()) {
        INFO("tile at " << t.pos.x << "," << t.pos.y);
        CHECK(in_free_area(*g, t.pos));
    }
    h.shot("loaded-fitted");
}

TEST_CASE("the landscape behind the menu has no hole", "[menu]") {
    for (const SDL_Point size :
         {SDL_Point{1280, 800}, SDL_Point{1920, 1080}, SDL_Point{800, 560}}) {
        Harness h(true, size.x, size.y);
        auto* menu = h.as<MenuScene>();
        REQUIRE(menu);
        REQUIRE(menu->backdrop());
        h.app->render_frame();
        const BoardView& view = menu->view();
        const Pos a = view.cell_at(0, 0), b = view.cell_at(size.x - 1, size.y - 1);
        int empty = 0;
        for (int y = a.y; y <= b.y; ++y)
            for (int x = a.x; x <= b.x; ++x) empty += !menu->backdrop()->board.occupied({x, y});
        INFO(size.x << "x" << size.y);
        CHECK(empty == 0);
    }
}

TEST_CASE("the rules text keeps its numbered lists, bold headings and bold runs", "[rules]") {
    Harness h;
    h.press("New game");
    REQUIRE(h.press("rules:base"));
    auto* rules = h.as<RulesOverlay>();
    REQUIRE(rules);
    const auto& blocks = rules->blocks();
    auto find = [&](const std::string& start) {
        return std::find_if(blocks.begin(), blocks.end(),
                            [&](const TextBlock& b) { return b.text.rfind(start, 0) == 0; });
    };
    // "**Your turn**" alone on its line is a heading; the steps after it are a numbered list.
    auto turn = find("Your turn");
    REQUIRE(turn != blocks.end());
    CHECK(turn->kind == TextBlock::Kind::Subheading);
    CHECK(turn->text == "Your turn");
    auto first = find("Draw a tile");
    REQUIRE(first != blocks.end());
    CHECK(first->kind == TextBlock::Kind::Numbered);
    CHECK(first->number == "1.");
    CHECK(first->text.find("(road to road") != std::string::npos);  // its wrapped line joined
    CHECK(first->text.find("You may put") == std::string::npos);    // the next item is its own
    auto second = find("You may put one follower");
    REQUIRE(second != blocks.end());
    CHECK(second->number == "2.");
    REQUIRE(find("Scoring during the game") != blocks.end());
    CHECK(find("Scoring during the game")->kind == TextBlock::Kind::Subheading);
    // No paragraph swallowed a list or a heading.
    for (const TextBlock& b : blocks) {
        CHECK(b.text.find("1. ") == std::string::npos);
        CHECK(b.text.find("**") == std::string::npos);
    }
    h.shot("rules-markdown");
    h.key(SDLK_ESCAPE);
    // Bold runs inside a bullet stay bold.
    REQUIRE((h.reveal("rules:inns-cathedrals") && h.press("rules:inns-cathedrals")));  // may be below the fold
    REQUIRE((rules = h.as<RulesOverlay>()));
    auto inn = std::find_if(rules->blocks().begin(), rules->blocks().end(),
                            [](const TextBlock& b) { return b.text.rfind("Inn:", 0) == 0; });
    REQUIRE(inn != rules->blocks().end());
    CHECK(inn->kind == TextBlock::Kind::Bullet);
    REQUIRE(inn->spans.size() >= 2);
    CHECK(inn->spans[0].text == "Inn");
    CHECK(inn->spans[0].style == FontStyle::Bold);
    CHECK(inn->spans[1].style == FontStyle::Regular);
}

TEST_CASE("names in Japanese or with emoji are drawn from fallback fonts, glyph by glyph",
          "[text]") {
    Harness h(false);
    Text& t = h.app->text();
    const std::string names[] = {"山田花子", "Zoë 🎲", "王小明", "Ἀλέξανδρος"};
    for (const std::string& n : names) {
        INFO(n);
        CHECK(t.covers(n));
    }
    // A game with such names: the scoreboard, the banner and the card draw them with no box.
    Setup s = two_players();
    s.players = {{"山田花子", "red"}, {"Zoë 🎲", "blue"}};
    auto* g = start_game(h, s);
    REQUIRE(g);
    h.frame(3);
    h.shot("names-fallback");
    CHECK(t.missing_glyphs() == 0);
    // Mixed text is one line as wide as its parts: the emoji scaled to the line, not 128 px.
    const SDL_Point mixed = t.measure("Zoë 🎲", 16);
    CHECK(mixed.x > t.measure("Zoë", 16).x);
    CHECK(mixed.x < t.measure("Zoë", 16).x + 3 * 16);
    const TextBox box = t.get("Zoë 🎲", 16, {255, 255, 255, 255});
    REQUIRE(box.texture);
    CHECK(box.h <= t.line_height(16) + 1);
}

TEST_CASE("the review's log shows tiles by picture and in words, never by id", "[review]") {
    Harness h(false);
    Setup s = two_players();
    s.expansions = {"base", "river", "inns-cathedrals", "traders-builders"};
    auto* g = start_game(h, s);
    for (int i = 0; i < 16; ++i) {
        h.key(SDLK_TAB);
        h.key(SDLK_RETURN);
        if (g->session().state().phase == Phase::PlaceFigure) h.key(SDLK_SPACE);
    }
    const GameSession& played = g->session();
    auto session = std::make_shared<GameSession>(played.catalog(), played.rules(), played.states(),
                                                 played.events(), played.record());
    h.app->replace_all(make_review_scene(*h.app, session));
    h.frame();
    auto* review = h.as<ReviewScene>();
    REQUIRE(review);
    const Ruleset& rules = session->rules();
    int placed = 0;
    for (int pos = 1; pos <= review->last(); ++pos) {
        h.key(SDLK_RIGHT);
        REQUIRE(review->position() == pos);
        for (const std::string& line : review->log_lines()) {
            INFO(line);
            for (const TileType& t : rules.tiles) CHECK(line.find(t.id) == std::string::npos);
            CHECK(line.find("turned") == std::string::npos);
        }
    }
    const auto lines = review->log_lines();
    for (const std::string& line : lines) placed += line.find(" placed ") != std::string::npos;
    CHECK(placed >= 1);
    // Each tile drawn and placed has its picture, as it lies on the board.
    CHECK(review->log_tiles().size() >= 2 * static_cast<size_t>(placed));
    const GameState& last = *session->snapshot(static_cast<size_t>(review->last()));
    const PlacedTile& tile = last.board.tiles().back();
    const auto pics = review->log_tiles();
    CHECK(std::find(pics.begin(), pics.end(), std::make_pair(tile.type, int(tile.rotation))) !=
          pics.end());
    // The river's spring reads as such.
    CHECK(describe_tile(rules.tiles[*rules.tile("RI/s")], tile_marks(rules)) ==
          "the river's spring");
    h.shot("review-log-tiles");
}

TEST_CASE("after a take-back a click on a lit square counts and the keys still arrive", "[focus]") {
    Harness h(false);
    // A click that also brings the focus is never dropped (SDL drops it by default within 10 ms
    // of the focus change on X11).
    CHECK(SDL_GetHintBoolean(SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH, SDL_FALSE));
    auto* g = start_game(h, two_players({"BA/RFr", "BA/RFr", "BA/RFr"}));
    GameSession& session = g->session();
    place_first(h, *g);
    REQUIRE(session.state().phase == Phase::PlaceFigure);
    h.key(SDLK_BACKSPACE);
    REQUIRE(session.state().phase == Phase::PlaceTile);
    // The window lost the keyboard meanwhile (no window manager gives it back on a click).
    SDL_Event e{};
    e.type = SDL_WINDOWEVENT;
    e.window.event = SDL_WINDOWEVENT_FOCUS_LOST;
    h.push(e);
    h.frame();
    const int before = h.app->focus_requests();
    const SDL_Point c = g->board().cell_centre(session.legal_cells().front());
    h.click(c.x, c.y);
    CHECK(session.state().phase == Phase::PlaceFigure);  // the click placed the tile
    CHECK(h.app->focus_requests() == before + 1);        // and took the keyboard back
    h.key(SDLK_SPACE);
    CHECK(session.state().current_player == 1);  // keys arrive
}
