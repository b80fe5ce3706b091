// What a new player meets at the table, each checked where it once went wrong: the final count
// shown once with rising totals, tooltips that follow the pointer, the save dialog's selection,
// seats kept when an expansion is switched off, Continue and the Load list, the rules text's
// Markdown, the end table's headers, symmetric tiles, the legal square kept in view, fonts for
// every name, the review's tile descriptions and the keyboard focus after a take-back. Every
// scene at every interface size and the supply's tooltips: test_layout_sizes_ui.cpp.
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
using carc::app::test::inside_rect;
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
