// Not run by ctest: a tool for moving the window's words and choices without changing them
// (issue 32's "no functional change"). Seeded games of every expansion with choices of its own
// play themselves on the game screen, three seats, one random legal action a frame, and the test
// writes what the player is offered at every position to the file CARC_CHOICE_DUMP names: each
// place of the choice layer (its square, feature, place off the tiles, corner, title) with its
// options (figure, owner, label, role, action), the card's rows, the prompt (and the prompt with
// the abbey in hand, when offered), and the pass button's label and tooltip. Two builds' files
// compare with `cmp`; CARC_CHOICE_DUMP_SEEDS sets the games per set of expansions (default 3).
// CARC_CHOICE_DUMP=FILE build/tests/ui/carc_ui_tests "[choice-dump]".
#include <catch2/catch.hpp>
#include <cstdio>
#include <fstream>
#include <map>
#include <set>

#include "board/choice_layer.hpp"
#include "carc/engine.hpp"
#include "scenes/game_scene.hpp"
#include "ui_harness.hpp"

using namespace carc;
using namespace carc::app;
using carc::app::test::Harness;

TEST_CASE("write every choice, prompt and pass button of seeded games for comparison", "[.][choice-dump]") {
    const char* path = std::getenv("CARC_CHOICE_DUMP");
    REQUIRE(path != nullptr);
    std::ofstream out(path);
    REQUIRE(out);
    struct Games {
        std::vector<std::string> expansions;
        std::map<std::string, std::map<std::string, std::string>> options;
    };
    // Every expansion with steps or choices of its own; the Tower both ways of its ransom.
    const std::vector<Games> sets = {
        {{"base", "abbot", "count", "tower", "abbey-mayor"}, {}},
        {{"base", "tower", "count", "abbot"}, {{"tower", {{"ransom", "before_tile"}}}}},
        {{"base", "princess-dragon", "inns-cathedrals", "traders-builders", "king-robber", "shrines", "tower"}, {}},
        {{"base", "bridges-castles-bazaars", "abbey-mayor", "river"}, {}},
        {{"base", "river-2", "abbot", "princess-dragon", "tower", "abbey-mayor"}, {{"tower", {{"ransom", "before_tile"}}}}},
    };
    const char* seeds_env = std::getenv("CARC_CHOICE_DUMP_SEEDS");
    const int seeds = seeds_env ? std::atoi(seeds_env) : 3;
    std::set<std::string> steps_seen;
    Harness h(false);
    for (size_t set = 0; set < sets.size(); ++set)
        for (int seed = 1; seed <= seeds; ++seed) {
            Setup setup;
            setup.expansions = sets[set].expansions;
            setup.options = sets[set].options;
            setup.players = {{"Anna", "red"}, {"Ben", "blue"}, {"Cleo", "green"}};
            setup.seed = static_cast<uint64_t>(seed * 7) + set;
            GameScene* g = test::start_game(h, setup);
            REQUIRE(g);
            g->autoplay(static_cast<uint64_t>(seed), nullptr);
            out << "=== games " << set << " seed " << seed << "\n";
            for (int frame = 0; frame < 2000 && !g->session().over(); ++frame) {
                const GameState& s = g->session().state();
                if (s.phase == Phase::ModuleStep)
                    steps_seen.insert(std::string(current_step(g->session().rules(), s).id()));
                out << "-- action " << g->session().actions() << " phase " << static_cast<int>(s.phase) << "\n";
                out << "prompt: " << g->prompt() << "\n";
                h.app->render_frame();  // lays out the side panel's buttons
                if (const Widget* pass = h.widget("pass")) out << "pass: " << pass->label << " | " << pass->hint << "\n";
                for (const ChoicePlace& p : g->choices().places()) {
                    out << "place " << p.tile.x << "," << p.tile.y << " local " << p.local << " place " << p.place
                        << " corner " << p.corner << " kind " << static_cast<int>(p.kind) << " take_back "
                        << p.take_back << " '" << p.title << "'\n";
                    for (const ChoiceOption& o : p.options)
                        out << "  option figure " << o.figure << " owner " << o.owner << " '" << o.label << "' '"
                            << o.role << "' " << (o.action.def ? o.action.def->id() : "?") << "\n";
                }
                for (const std::string& row : g->place_texts()) out << "row: " << row << "\n";
                if (s.phase == Phase::PlaceTile && g->own_tile_offered()) {
                    g->choose_own_tile(true);
                    out << "prompt in hand: " << g->prompt() << "\n";
                    g->choose_own_tile(false);
                }
                h.frame();  // the next random action
            }
        }
    CHECK(out.good());
    for (const std::string& step : steps_seen) std::fprintf(stderr, "step seen: %s\n", step.c_str());
}
