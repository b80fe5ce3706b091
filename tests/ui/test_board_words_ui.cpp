// The board's words (issue 31, items 2 and 4): no text the window shows names a tile by its
// catalogue id ("BA/Cc.1"), a square by its coordinates ("(-4, -1)") or a feature by the engine's
// location code ("ER", "shrine I"); and the choice rows of the figure step never read alike and
// each has its key. Short seeded games of every expansion play themselves (computer seats) while
// the language changes every move, so all five languages see every expansion; every text made
// into a texture (Text::capture) is read, and so is what the window would say of the games'
// every event and of the legal actions of their positions (the log, the hint, the second opinion
// and the choice rows word them the same way).
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <regex>
#include <set>

#include "board/board_words.hpp"
#include "board/choice_layer.hpp"
#include "scenes/review_scene.hpp"
#include "shell/i18n.hpp"
#include "shell/settings.hpp"
#include "shell/text.hpp"
#include "ui_harness.hpp"

namespace carc::app::test {

namespace {

constexpr const char* kWordsLanguages[] = {"en", "de", "es", "fr", "nl"};

struct WordsEnglishAfter {
    ~WordsEnglishAfter() { set_language("en"); }
};

// What a player must never read, with the reason; empty when the text is clean.
class NotBoardWords {
public:
    explicit NotBoardWords(const Catalog& catalog) {
        for (const ExpansionDef& e : catalog.expansions)
            for (const TileDef& t : e.tiles) tile_ids_.insert(t.id);
    }
    std::string problem(const std::string& text) const {
        static const std::regex coordinates(R"(\(\s*-?\d+\s*,\s*-?\d+\s*\))");
        // Location codes of several letters ("NE", "_S", "NWSE", "NL.WR", "ER", "II") as words.
        static const std::regex codes(
            R"((^|[\s(,])(NE|NW|SE|SW|NS|WE|NWSE|_[NESW]|II+|[NESW][LR](\.[NESW][LR])*)(?=$|[\s),.;:]))");
        // A single-letter code after a word ("shrine I", "field N", "(Wiese, N)").
        static const std::regex single(R"([a-zäöüßéèêàçñ][,]? [NESWI](?=$|[),.;:·]))");
        if (std::regex_search(text, coordinates)) return "a coordinate pair";
        for (const std::string& id : tile_ids_)
            if (text.find(id) != std::string::npos) return "the tile id " + id;
        if (std::regex_search(text, codes) || std::regex_search(text, single)) return "a location code";
        return {};
    }

private:
    std::set<std::string> tile_ids_;
};

struct WordsSeen {
    const NotBoardWords& judge;
    std::set<std::string> checked;
    int texts = 0;
    void operator()(const std::string& text, const std::string& where) {
        if (!checked.insert(text).second) return;
        ++texts;
        const std::string problem = judge.problem(text);
        if (!problem.empty()) FAIL_CHECK(where << " [" << language() << "] shows " << problem << ": \"" << text << "\"");
    }
};

// The choice rows of the figure step: each one a key, no two alike.
void check_rows(GameScene& g, const std::string& where) {
    const std::vector<std::string>& rows = g.place_texts();
    std::set<std::string> distinct(rows.begin(), rows.end());
    if (distinct.size() != rows.size()) {
        std::string all;
        for (const std::string& r : rows) all += "\n  " + r;
        FAIL_CHECK(where << " [" << language() << "]: rows that read alike:" << all);
    }
    for (size_t i = 0; i < rows.size(); ++i)
        if (ChoiceLayer::key_name(static_cast<int>(i)).empty())
            FAIL_CHECK(where << ": row " << i + 1 << " of " << rows.size() << " has no key");
}

// What the window says of a finished (or stopped) game's events and positions, in every language.
void check_session_words(const GameSession& session, WordsSeen& seen, const std::string& where) {
    const Ruleset& rules = session.rules();
    for (const char* code : kWordsLanguages) {
        REQUIRE(set_language(code, CARC_TEST_LOCALE_DIR));
        for (const Events& events : session.events())
            for (const Event& e : events) seen(tr_describe(rules, e), where + " event");
        for (size_t i = 0; i + 1 < session.states().size(); ++i) {
            const GameState& s = *session.snapshot(i);
            const ActionList legal = legal_actions(rules, s);
            // The hint, the second opinion and the refusals word actions; the card, places.
            for (size_t k = 0; k < legal.size() && k < 24; ++k) seen(tr_describe(rules, s, legal[k]), where + " action");
            for (const ChoicePlace& p : figure_places(rules, s, legal)) {
                seen(p.title, where + " place");
                for (const ChoiceOption& o : p.options) seen(option_text(o), where + " option");
            }
            // A refusal: the first legal action, moved far off the board (a square named).
            if (!legal.empty()) {
                Action far = legal.front();
                far.pos.x += 40;
                if (const auto why = why_illegal(rules, s, far)) seen(tr_format(rules, *why), where + " refusal");
            }
        }
    }
}

}  // namespace

TEST_CASE("whole games of every expansion speak the board's words in every language, and their choice rows are unique and keyed",
          "[ui][words]") {
    WordsEnglishAfter english_after;
    Harness h;
    const NotBoardWords judge(*h.app->catalog());
    WordsSeen seen{judge, {}, 0};
    std::vector<std::string> captured;
    h.app->text().capture(&captured);
    h.app->settings().computer_speed = "instant";
    int rows_checked = 0;
    uint64_t seed = 3;
    for (const ExpansionDef& e : h.app->catalog()->expansions) {
        if (!e.unfinished.empty()) continue;  // not offered to players
        Setup s = two_players({}, ++seed);
        if (e.id != "base") s.expansions.push_back(e.id);
        for (const std::string& needed : e.requires_expansions)
            if (std::find(s.expansions.begin(), s.expansions.end(), needed) == s.expansions.end())
                s.expansions.push_back(needed);
        s.players[0].computer = "greedy";
        s.players[1].computer = "greedy";
        auto* g = start_game(h, s);
        REQUIRE(g);
        const std::string where = "expansion " + e.id;
        int language = 0;
        // Twenty moves, the language changing with each.
        for (int move = 0; move < 20 && h.scene() == "game"; ++move) {
            REQUIRE(set_language(kWordsLanguages[language++ % 5], CARC_TEST_LOCALE_DIR));
            const int before = g->session().actions();
            captured.clear();
            frames_until(h, [&] { return h.scene() != "game" || g->session().actions() != before; }, 400);
            if (h.scene() != "game") break;
            h.frame(2);
            for (const std::string& t : captured) seen(t, where + " screen");
            for (const std::string& line : g->log_lines()) seen(line, where + " log");
            seen(g->prompt(), where + " prompt");
            seen(g->side_hint(), where + " side hint");
            seen(g->banner(), where + " banner");
            seen(g->message(), where + " message");
            if (!g->choices().empty()) {
                check_rows(*g, where);
                ++rows_checked;
            }
        }
        if (h.scene() == "game") check_session_words(g->session(), seen, where);
    }
    h.app->text().capture(nullptr);
    CHECK(seen.texts > 2000);
    CHECK(rows_checked > 0);
}

TEST_CASE("a magic portal's long list of places: every row has its key and no two read alike", "[ui][words]") {
    WordsEnglishAfter english_after;
    Harness h;
    // A seeded game played until a magic portal offers more than twelve places: tiles where chance
    // puts them, no figures (so the board's features stay free for the portal).
    Setup setup = two_players({}, 11);
    setup.expansions.push_back("princess-dragon");
    auto rules = load_ruleset(setup, *h.app->catalog());
    REQUIRE(rules.ok());
    GameSession session(*h.app->catalog(), std::move(*rules));
    uint64_t chance = 12345;
    size_t most = 0;
    for (int step = 0; step < 600 && !session.over(); ++step) {
        const ActionList& legal = session.legal();
        REQUIRE_FALSE(legal.empty());
        most = figure_places(session.rules(), session.state(), legal).size();
        if (most > 12) break;
        chance = chance * 6364136223846793005ULL + 1442695040888963407ULL;
        Action a = legal[static_cast<size_t>(chance >> 33) % legal.size()];
        if (session.state().phase != Phase::PlaceTile && session.can_pass()) a = pass_action();
        REQUIRE_FALSE(session.act(a));
    }
    REQUIRE(most > 12);
    const std::string save = save_to_json(session.to_save());
    for (const char* code : kWordsLanguages) {
        REQUIRE(set_language(code, CARC_TEST_LOCALE_DIR));
        GameScene* g = continue_game(h, save);
        REQUIRE(g);
        REQUIRE(g->place_texts().size() == most);
        check_rows(*g, "the portal's places");
    }
    // The eleventh row's key (E) picks the eleventh place.
    REQUIRE(set_language("en", CARC_TEST_LOCALE_DIR));
    GameScene* g = continue_game(h, save);
    const int actions = g->session().actions();
    h.key(SDLK_e);
    CHECK((g->choices().open_place() == 10 || g->session().actions() == actions + 1));
}

TEST_CASE("the review's computer's view draws the tile it would place, turned, on its square",
          "[ui][words][review]") {
    Harness h;
    h.app->settings().hard_ms = 20;
    const std::string file = std::string(CARC_TEST_SOURCE_DIR) + "/scenarios/abbot-garden-completed.carc.json";
    REQUIRE_FALSE(open_game_file(*h.app, file, OpenMode::Review));
    h.frame();
    auto* review = h.as<ReviewScene>();
    REQUIRE(review);
    const GameSession& s = review->session();
    bool seen = false;
    for (int move = 1; move <= s.actions() && !seen; ++move) {
        if (s.snapshot(static_cast<size_t>(move - 1))->phase != Phase::PlaceTile) continue;
        review->jump(move);
        h.frame();
        REQUIRE(h.press("opinion"));
        REQUIRE(frames_until(h, [&] { return review->opinion().has_value(); }, 3000));
        const ReviewScene::Opinion& o = *review->opinion();
        const Action choice = o.choice_action;
        // A square the move played left empty: only the computer's tile can be drawn there.
        if (o.same || !is_place(choice) || s.snapshot(static_cast<size_t>(move))->board.at(choice.pos)) continue;
        seen = true;
        // Its middle shows the tile's art, not the empty table a free square beside it shows.
        Pos empty = choice.pos;
        for (Pos p : {Pos{choice.pos.x + 1, choice.pos.y}, Pos{choice.pos.x - 1, choice.pos.y},
                      Pos{choice.pos.x, choice.pos.y + 1}, Pos{choice.pos.x, choice.pos.y - 1}})
            if (!s.snapshot(static_cast<size_t>(move))->board.at(p)) empty = p;
        REQUIRE(empty != choice.pos);
        const SDL_Point drawn = review->board().cell_centre(choice.pos);
        const SDL_Point table = review->board().cell_centre(empty);
        const SDL_Color a = h.pixel(drawn.x, drawn.y), b = h.pixel(table.x, table.y);
        CHECK(std::abs(a.r - b.r) + std::abs(a.g - b.g) + std::abs(a.b - b.b) > 40);
        h.shot("words-computers-view");
    }
    CHECK(seen);
}

TEST_CASE("the hint draws its tile on its square and a dragon's flight names squares in words, at 100 % and 200 %",
          "[ui][words]") {
    for (const int scale : {100, 200}) {
        Harness h;
        h.app->settings().ui_scale_percent = scale;
        h.app->apply_settings();
        h.app->settings().hard_ms = 20;
        const NotBoardWords judge(*h.app->catalog());
        const std::string at = " at " + std::to_string(scale) + " %";
        // The hint: the suggested tile, turned, on its square (its middle is no empty table).
        Setup hinted = two_players({}, 5);
        hinted.expansions.push_back("princess-dragon");
        GameScene* g = start_game(h, hinted);
        REQUIRE(g);
        h.key(SDLK_h);
        REQUIRE(frames_until(h, [&] { return g->hint().has_value(); }, 3000));
        h.frame();
        CHECK(judge.problem(g->prompt()).empty());
        const Action& first = g->hint()->plan.front();
        REQUIRE(is_place(first));
        Pos empty = first.pos;
        for (Pos p : {Pos{first.pos.x + 1, first.pos.y}, Pos{first.pos.x - 1, first.pos.y},
                      Pos{first.pos.x, first.pos.y + 1}, Pos{first.pos.x, first.pos.y - 1}})
            if (!g->session().state().board.at(p)) empty = p;
        REQUIRE(empty != first.pos);
        const SDL_Point tile = g->board().cell_centre(first.pos), table = g->board().cell_centre(empty);
        const SDL_Color a = h.pixel(tile.x, tile.y), b = h.pixel(table.x, table.y);
        CHECK(std::abs(a.r - b.r) + std::abs(a.g - b.g) + std::abs(a.b - b.b) > 40);
        h.shot("words-hint-" + std::to_string(scale));
        // A dragon's flight: a seeded game played on until the dragon flies, then its step shown.
        GameSession session(*h.app->catalog(), *load_ruleset(hinted, *h.app->catalog()));
        uint64_t chance = 99;
        auto flying = [&] {
            const ActionList& legal = session.legal();
            return !legal.empty() && legal.front().def && legal.front().def->id() == "move_dragon";
        };
        for (int step = 0; step < 900 && !session.over() && !flying(); ++step) {
            chance = chance * 6364136223846793005ULL + 1442695040888963407ULL;
            const ActionList& legal = session.legal();
            REQUIRE_FALSE(session.act(legal[static_cast<size_t>(chance >> 33) % legal.size()]));
        }
        REQUIRE(flying());
        g = continue_game(h, save_to_json(session.to_save()));
        REQUIRE(g);
        h.frame(2);
        INFO("the dragon's flight" << at);
        CHECK(judge.problem(g->prompt()).empty());
        CHECK(judge.problem(g->step_prompt()).empty());
        for (const std::string& row : g->place_texts()) CHECK(judge.problem(row).empty());
        h.shot("words-dragon-" + std::to_string(scale));
    }
}

TEST_CASE("a text with a tile id, a coordinate pair or a location code is caught", "[ui][words]") {
    Harness h(false);
    const NotBoardWords judge(*h.app->catalog());
    CHECK(judge.problem("Anna places BA/Cc.1 at 3 tiles west of the start") != "");
    CHECK(judge.problem("Bernd flies the dragon to (3, 2)") != "");
    CHECK(judge.problem("Hint: farmer on the field ER") != "");
    CHECK(judge.problem("shrine I") != "");
    CHECK(judge.problem("einsetzen: Gefolgsmann auf das Gebiet (Stadt, NE)") != "");
    CHECK(judge.problem("Anna places a tile with a city at 3 tiles west of the start turned 180°") == "");
    CHECK(judge.problem("Field · north-west") == "");
    CHECK(judge.problem("E") == "");  // a row's key
}

TEST_CASE("choice keys go on past ten with letters, and back again", "[ui][words]") {
    std::set<std::string> names;
    for (int i = 0; i < 34; ++i) {
        const std::string name = ChoiceLayer::key_name(i);
        REQUIRE_FALSE(name.empty());
        CHECK(names.insert(name).second);
    }
    CHECK(ChoiceLayer::key_name(10) == "E");
    CHECK(ChoiceLayer::key_index(SDLK_e, false) == 10);
    CHECK(ChoiceLayer::key_index(SDLK_e, true) == 22);
    CHECK(ChoiceLayer::key_index(SDLK_0, false) == 9);
    CHECK(ChoiceLayer::key_index(SDLK_w, false) == -1);  // W pans the board
    // Squares that lie apart never read alike.
    CHECK(relative_words({0, 0}, {1, -3}) == "3 tiles north and 1 tile east");
    CHECK(relative_words({0, 0}, {-1, -3}) == "3 tiles north and 1 tile west");
    CHECK(relative_words({0, 0}, {-3, -3}) == "3 tiles north-west");
    CHECK(square_words(nullptr, {0, 0}) == "the start tile");
    CHECK(square_words(nullptr, {-4, -1}) == "4 tiles west and 1 tile north of the start");
    CHECK(location_words("ER") == "south-east");
    CHECK(location_words("_N") == "east, south and west");
    CHECK(location_words("I") == "in the middle");
}

TEST_CASE("the start tile reads right after a German preposition", "[ui][words]") {
    // German squares go after "bei", "auf", "von" (dative or accusative): "die Startkarte" read
    // "bei die Startkarte". The start square is named like any other square, "Feld „Start“",
    // which needs no article in any case.
    WordsEnglishAfter english_after;
    REQUIRE(set_language("de", CARC_TEST_LOCALE_DIR));
    const auto at_start = [](const char* text) {
        return tr_format(nullptr, in_board_words(nullptr, Message(text, {{"pos", arg::Square{{0, 0}}}})));
    };
    CHECK(at_start("make the city at {pos} a castle") == "die Stadt bei Feld „Start“ zur Burg machen");
    CHECK(at_start("the tile at {pos} has no such feature") == "die Karte auf Feld „Start“ hat dieses Gebiet nicht");
    CHECK(at_start("move the dragon to {pos}") == "den Drachen auf Feld „Start“ ziehen");
}

}  // namespace carc::app::test
