// The table in five languages: the catalogues load and translate (plural forms, engine messages,
// data names), Settings switches the language at once and remembers it, and every scene in every
// language at the smallest window and interface size shows each text whole (nothing shortened
// with "…", no word broken), inside the window and clear of the others.
#include <map>

#include "board/board_words.hpp"
#include "scenes/end_scene.hpp"
#include "scenes/setup_scene.hpp"
#include "shell/i18n.hpp"
#include "shell/settings.hpp"
#include "shell/text.hpp"
#include "ui_harness.hpp"

using namespace carc;
using namespace carc::app;
using namespace carc::app::test;

namespace {

// Back to English whatever a test did, so the other tests read English.
struct EnglishAfter {
    ~EnglishAfter() { set_language("en"); }
};

bool use(const std::string& code) { return set_language(code, CARC_TEST_LOCALE_DIR); }

}  // namespace

TEST_CASE("the catalogues translate texts and plural forms and engine messages and data names", "[i18n]") {
    EnglishAfter english;
    REQUIRE(use("de"));
    CHECK(language() == "de");
    CHECK(std::string(_("New game")) == "Neues Spiel");
    CHECK(fill(P_("{count} tile left", "{count} tiles left", 1), {{"count", "1"}}) == "noch 1 Karte");
    CHECK(fill(P_("{count} tile left", "{count} tiles left", 5), {{"count", "5"}}) == "noch 5 Karten");
    CHECK(tr("Inns & Cathedrals") == "Wirtshäuser & Kathedralen");  // a name from the data
    // An engine message: its template, a counted noun, a figure with its article.
    auto rules = load_ruleset(two_players(), shipped_catalog());
    REQUIRE(rules);
    const Message m("{figure} cannot go on {kind}",
                    {{"figure", arg::Figure{0, true}}, {"kind", arg::Kind{FeatureKind::Field, true}}});
    CHECK(tr_format(*rules, m) == "ein Gefolgsmann kann nicht auf eine Wiese");
    CHECK(format(*rules, m) == "a follower cannot go on a field");  // the CLI's English stays
    const Message counted("{count}", {{"count", arg::Count{3, Noun{"tile", "tiles"}}}});
    CHECK(tr_format(*rules, counted) == "3 Karten");
    // The data's names an engine message carries as text (a City quarter, a trade good) are the
    // catalogue's too, and the window shows them in its language.
    const Message moves("The Count moves to the {place}", {{"place", arg::Text{"castle quarter"}}});
    CHECK(tr_format(*rules, moves) == "Der Graf zieht ins Burgviertel");
    const Message most("Most {goods} ({count} tokens)", {{"goods", arg::Text{"wine"}}, {"count", 2}});
    CHECK(tr_format(*rules, most) == "Am meisten Wein (2 Plättchen)");
    const Message shrine("{Kind} (unfinished)", {{"Kind", arg::Text{"Shrine"}}});
    CHECK(tr_format(*rules, shrine) == "Kultstätte (unfertig)");
    // A source of chance and what it gives, named in the log (the flier's die, the bag of sheep).
    const Message die("{source} shows {face}", {{"source", arg::Word{"the flier die"}}, {"face", 2}});
    CHECK(tr_format(*rules, die) == "der Würfel der Flugmaschinen zeigt 2");
    const Message drawn("{what} drawn from {source}",
                        {{"what", arg::Word{"a wolf"}}, {"source", arg::Word{"the bag of sheep"}}});
    CHECK(tr_format(*rules, drawn) == "der Schafsbeutel: ein Wolf gezogen");
    // A bare feature name follows no article of its own gender: "das Gebiet (Kloster)".
    const Message deploy("deploy {figure} on the {kind} {location}",
                         {{"figure", arg::Figure{0, true}}, {"kind", arg::Kind{FeatureKind::Monastery}},
                          {"location", arg::Text{"C"}}});
    CHECK(tr_format(*rules, deploy) == "einsetzen: ein Gefolgsmann auf das Gebiet (Kloster, C)");
    // A player's figures of one kind: the name in the catalogue's plural.
    CHECK(owners_figures("Anna", "Large meeple", 1) == "großer Gefolgsmann von Anna");
    CHECK(owners_figures("Anna", "Large meeple", 3) == "3 große Gefolgsleute von Anna");
    CHECK(owners_figures("Anna", "Follower", 2) == "2 Gefolgsleute von Anna");
    // A word in a context of its own: the parts of a tile's description follow "mit".
    CHECK(C_("tile part", "a city") == "einer Stadt");
    CHECK(std::string(_("a volcano")) == "a volcano");  // no such entry without the context
    REQUIRE(use("fr"));
    CHECK(fill(P_("{count} tile left", "{count} tiles left", 0), {{"count", "0"}}) ==
          "0 tuile restante");  // French: 0 takes the singular
    // The turn banner starts a sentence: a capital, as each language writes it.
    CHECK(fill(_("{player}'s turn"), {{"player", "Anna"}}) == "À Anna de jouer");
    CHECK(owners_figures("Bernd", "Large meeple", 2) == "2 grands meeples de Bernd");
    REQUIRE(use("es"));
    CHECK(std::string(_("Final scoring")) == "Puntuación final");
    CHECK(tr_format(*rules, moves) == "El Conde se mueve al barrio del castillo");
    CHECK(tr_format(*rules, most) == "Más vino (2 fichas)");
    CHECK(tr_format(*rules, shrine) == "Santuario (sin terminar)");
    const Message in_city("deploy {figure} on the {kind} {location}",
                          {{"figure", arg::Figure{0, true}}, {"kind", arg::Kind{FeatureKind::City}},
                           {"location", arg::Text{"N"}}});
    set_message_words(&in_board_words);  // as the App does: the location code in words
    CHECK(tr_format(*rules, in_city) == "colocar un seguidor en la construcción (ciudad, norte)");
    CHECK(owners_figures("Anna", "Large meeple", 3) == "3 seguidores mayores de Anna");
    CHECK(owners_figures("Anna", "Abbot", 2) == "2 abades de Anna");
    CHECK(fill(_("{player}'s turn"), {{"player", "Anna"}}) == "Turno de Anna");
    REQUIRE(use("nl"));
    CHECK(tr_format(*rules, Message("{figure} cannot go on {kind}",
                                    {{"figure", arg::Figure{0, true}}, {"kind", arg::Kind{FeatureKind::Road, true}}})) ==
          "een horige kan niet op een weg");
    CHECK(tr_format(*rules, deploy) == "een horige plaatsen op het gebied (klooster, C)");
    CHECK(owners_figures("Anna", "Barn", 2) == "2 herenboerderijen van Anna");
    // Unknown languages and a missing catalogue leave English.
    CHECK(set_language("xx", CARC_TEST_LOCALE_DIR));
    CHECK(language() == "en");
    CHECK_FALSE(set_language("de", "/no/such/folder"));
    CHECK(language() == "en");
    CHECK(std::string(_("New game")) == "New game");
    CHECK(owners_figures("Anna", "Large meeple", 3) == "3 of Anna's large meeples");
    CHECK(owners_figures("Anna", "Fairy", 2) == "2 of Anna's fairies");
    CHECK(owners_figures("Anna", "Witch", 2) == "2 of Anna's witches");
    // Inside a sentence: English lowers the first letter, German only a word that is no noun.
    CHECK(in_sentence("Take back the abbot") == "take back the abbot");
    CHECK(in_sentence("AI move") == "AI move");
    REQUIRE(set_language("de", CARC_TEST_LOCALE_DIR));
    CHECK(in_sentence("Abt zurücknehmen") == "Abt zurücknehmen");
    CHECK(in_sentence("Den Wagen zurücknehmen, statt ihn weiterzuziehen") == "den Wagen zurücknehmen, statt ihn weiterzuziehen");
    CHECK(in_sentence("Per Fest zurücknehmen: Gefolgsmann") == "per Fest zurücknehmen: Gefolgsmann");
    REQUIRE(set_language("en", CARC_TEST_LOCALE_DIR));
}

TEST_CASE("the language follows the system at first and is chosen in Settings at once and for good",
          "[i18n]") {
    EnglishAfter english;
    CHECK(supported_language("de_AT.UTF-8") == "de");
    CHECK(supported_language("nl") == "nl");
    CHECK(supported_language("pt_BR") == "");
    CHECK(supported_language("dex") == "");
    setenv("CARC_LOCALE_DIR", CARC_TEST_LOCALE_DIR, 1);
    Harness h;
    REQUIRE(h.app->ok());
    // The bundled font has every letter of the five languages.
    CHECK(h.app->text().covers("ñ é è ê ë ï ü ö ä ß ç œ à « » „ “ ” ¿ ¡"));
    REQUIRE(h.press("settings"));
    REQUIRE(h.scene() == "settings");
    REQUIRE(h.press("language:fr"));
    CHECK(language() == "fr");
    CHECK(h.app->settings().language == "fr");
    CHECK(read_settings(h.pref_dir + "/settings.json").language == "fr");
    h.key(SDLK_ESCAPE);
    REQUIRE(h.scene() == "menu");
    const Widget* newgame = h.widget("new");
    REQUIRE(newgame);
    CHECK(newgame->label == "Nouvelle partie");
    // A restart reads the choice back; without one the system's language is used.
    Settings saved;
    saved.language = "nl";
    CHECK(starting_language(saved.language) == "nl");
    setenv("LANGUAGE", "", 1);
    setenv("LC_ALL", "de_DE.UTF-8", 1);
    CHECK(starting_language("") == "de");
    setenv("LC_ALL", "pt_PT.UTF-8", 1);
    CHECK(starting_language("") == "en");
    unsetenv("LC_ALL");
    unsetenv("CARC_LOCALE_DIR");
}

namespace {

// What could be wrong with the texts of a frame: each shortened with "…", each outside the window,
// each pair on top of each other, and the words broken mid-word.
struct TextProblems {
    std::vector<std::string> shortened, outside, overlapping, broken;
};

TextProblems text_problems(Harness& h) {
    Text& t = h.app->text();
    const size_t shortened_before = t.shortened().size();
    const size_t broken_before = t.broken_words().size();
    t.record(true);
    h.frame();
    t.record(false);
    const std::vector<Text::Drawn> drawn = t.drawn();
    t.record(true);  // empties the record
    t.record(false);
    TextProblems out;
    for (size_t i = shortened_before; i < t.shortened().size(); ++i) out.shortened.push_back(t.shortened()[i]);
    for (size_t i = broken_before; i < t.broken_words().size(); ++i) out.broken.push_back(t.broken_words()[i]);
    for (size_t i = 0; i < drawn.size(); ++i) {
        const SDL_Rect& a = drawn[i].box;
        if (a.x < 0 || a.y < 0 || a.x + a.w > h.app->width() || a.y + a.h > h.app->height())
            out.outside.push_back(drawn[i].text);
        for (size_t j = 0; j < i; ++j) {
            SDL_Rect both;
            // A pixel or two of a line's leading may touch the next line: not an overlap.
            if (SDL_IntersectRect(&a, &drawn[j].box, &both) && both.w > 2 && both.h > 3 &&
                !(drawn[i].text == drawn[j].text && SDL_RectEquals(&a, &drawn[j].box)))
                out.overlapping.push_back("“" + drawn[i].text + "” over “" + drawn[j].text + "”");
        }
    }
    return out;
}

// Anna's dragon tile is down and she passed: the dragon flies, the players steering in turn.
const std::string kDragonFlight = R"({"format": "carcassonne-save", "version": 2, "name": "test", "setup":
    {"expansions": ["base", "princess-dragon"], "options": {},
     "players": [{"name": "Anna", "color": "red"}, {"name": "Bernd", "color": "blue"}],
     "draw_order": ["BA/RFr", "DG/RFr.v", "DG/RFr.d", "BA/RFr", "BA/RFr"], "seed": 1},
    "actions": [
     {"type": "place", "tile": "BA/RFr", "x": 1, "y": 0, "rotation": 0}, {"type": "pass"},
     {"type": "place", "tile": "DG/RFr.v", "x": -1, "y": 0, "rotation": 0},
     {"type": "place", "tile": "DG/RFr.d", "x": 2, "y": 0, "rotation": 0}, {"type": "pass"}]})";

std::string joined(const std::vector<std::string>& v) {
    std::string s;
    for (const std::string& x : v) s += (s.empty() ? "" : " | ") + x;
    return s;
}

}  // namespace

// Tagged slow: five languages times every scene take longer than the quick tests may.
TEST_CASE("every scene in every language at the smallest window and interface size shows its texts whole",
          "[i18n][slow]") {
    EnglishAfter english;
    // Absolute, English included: at this size every scene shows each text whole, inside the
    // window and clear of the others. The failure lists each offender by language and scene.
    std::map<std::string, std::map<std::string, TextProblems>> found;
    std::string lang;
    auto check = [&](Harness& h, const std::string& where) {
        h.move(1, h.app->height() - 1);  // no tooltip
        found[lang][where] = text_problems(h);
        h.shot("i18n-" + lang + "-" + where);  // with CARC_UI_SHOTS=folder: a picture of each
    };
    for (const Language& l : kLanguages) {
        Harness h(true, kMinWindowWidth, kMinWindowHeight);
        REQUIRE(h.app->ok());
        REQUIRE(use(l.code));  // after the app, which starts in English without settings
        lang = l.code;
        h.app->settings().ui_scale_percent = 100;
        h.app->apply_settings();
        check(h, "menu");
        REQUIRE(h.press("settings"));
        check(h, "settings");
        h.key(SDLK_ESCAPE);
        REQUIRE(h.press("load"));
        check(h, "load");
        h.key(SDLK_ESCAPE);
        REQUIRE(h.press("new"));
        REQUIRE(h.scene() == "setup");
        check(h, "setup");
        for (const char* id : {"exp:inns-cathedrals", "exp:traders-builders", "exp:princess-dragon",
                               "exp:tower", "exp:abbey-mayor", "exp:count", "exp:king-robber", "exp:shrines"}) {
            REQUIRE(h.reveal(id));
            REQUIRE(h.press(id));
            check(h, std::string("setup with ") + id);
        }
        // The Tower without its tiles: the notice under the pieces' switch (issue 30 item 17).
        REQUIRE(h.reveal("opt:tower.tiles"));
        REQUIRE(h.press("opt:tower.tiles"));
        REQUIRE(h.reveal("opt:tower.pieces"));
        CHECK(h.as<SetupScene>()->idle_notices().size() == 1);
        check(h, "setup, tower pieces without their tiles");
        // A game with many expansions: the tile step, the figure step, the menus over it.
        Setup s = two_players();
        s.expansions = {"base", "inns-cathedrals", "traders-builders", "princess-dragon", "tower",
                        "abbey-mayor", "abbot"};
        GameScene* g = start_game(h, s);
        REQUIRE(g);
        check(h, "game, tile");
        REQUIRE(h.press("tiles"));  // the learning aids' remaining-tiles panel
        REQUIRE(h.scene() == "remaining-tiles");
        check(h, "remaining tiles");
        REQUIRE(h.press("fits-filter"));
        check(h, "remaining tiles that fit");
        h.key(SDLK_t);
        REQUIRE(h.scene() == "game");
        h.key(SDLK_TAB);  // the keyboard's way: a square, then Enter (at any window size)
        h.key(SDLK_RETURN);
        check(h, "game, figure");
        h.key(SDLK_ESCAPE);
        if (h.scene() == "game") h.key(SDLK_ESCAPE);  // the first Esc closed an open place
        REQUIRE(h.scene() == "pause");
        check(h, "game menu");
        REQUIRE(h.press("rules:base"));
        check(h, "rules");
        h.key(SDLK_ESCAPE);
        REQUIRE(h.scene() == "pause");
        REQUIRE(h.press("help"));
        check(h, "controls");
        h.key(SDLK_ESCAPE);
        REQUIRE(h.scene() == "pause");
        REQUIRE(h.press("seats"));
        check(h, "seats");
        h.key(SDLK_ESCAPE);
        REQUIRE(h.press("save"));
        check(h, "save");
        h.key(SDLK_ESCAPE);
        REQUIRE(h.scene() == "game");
        REQUIRE(h.press("help"));  // the toolbar's "?": the controls and the rules in play
        REQUIRE(h.scene() == "help");
        check(h, "controls and rules");
        h.key(SDLK_ESCAPE);
        h.key(SDLK_ESCAPE);
        REQUIRE(h.scene() == "pause");
        REQUIRE(h.press("export"));
        check(h, "export");
        h.key(SDLK_ESCAPE);
        // The review of the game so far, and the end of a short game.
        auto session = std::make_shared<GameSession>(g->session().catalog(), g->session().rules(),
                                                     g->session().states(), g->session().events(),
                                                     g->session().record());
        h.app->replace_all(make_review_scene(*h.app, session));
        h.frame();
        h.key(SDLK_END);
        check(h, "review");
        g = start_game(h, two_players({"BA/RFr", "BA/C", "BA/CFC.2", "BA/Rr"}));
        for (int turns = 0; h.scene() == "game" && turns < 12; ++turns) {
            GameScene* game = h.as<GameScene>();
            if (game->session().over()) {
                h.frame(80);
                continue;
            }
            h.key(SDLK_TAB);
            h.key(SDLK_RETURN);
            if (game->session().state().phase == Phase::PlaceFigure) h.key(SDLK_1);
        }
        REQUIRE(h.scene() == "end");
        check(h, "final count");
        h.key(SDLK_RETURN);
        check(h, "end");
        // A module's step: the dragon's flight, steered by each player in turn.
        continue_game(h, kDragonFlight);
        REQUIRE(h.as<GameScene>()->session().state().phase == Phase::ModuleStep);
        check(h, "game, the dragon's flight");
    }
    std::vector<std::string> problems;
    for (const auto& [code, scenes] : found)
        for (const auto& [where, p] : scenes) {
            const std::string at = code + " " + where + ": ";
            if (!p.shortened.empty()) problems.push_back(at + "cut short: " + joined(p.shortened));
            if (!p.outside.empty()) problems.push_back(at + "outside the window: " + joined(p.outside));
            if (!p.overlapping.empty()) problems.push_back(at + "on top of each other: " + joined(p.overlapping));
            if (!p.broken.empty()) problems.push_back(at + "broken mid-word: " + joined(p.broken));
        }
    for (const std::string& p : problems) UNSCOPED_INFO(p);
    CHECK(problems.empty());
}
