// The translating formatter: the same placeholders filled with the same arguments, each template,
// word, figure and feature name looked up by its English, counted nouns through the catalogue's
// plural forms, and players' names and Text arguments left as they are (but a role's, a place's,
// a trade good's and a declared feature kind's, which come from the catalogue's words).
#include <catch2/catch.hpp>

#include <map>

#include "carc/message.hpp"
#include "game_builder.hpp"

namespace {

// A catalogue in a made-up language: known English in upper case with a mark, counted nouns by a
// rule of its own ("1 TILE" but "3 TILEZ").
struct Shouting final : carc::Translator {
    std::map<std::string, std::string, std::less<>> known;
    std::string text(std::string_view english) const override {
        const auto it = known.find(english);
        return it == known.end() ? std::string(english) : it->second;
    }
    std::string count(std::string_view singular, std::string_view plural, int n) const override {
        return n == 1 ? "ONE-" + std::string(singular) : std::string(plural) + "-Z";
    }
};

}  // namespace

TEST_CASE("a message in another language has its template and words and names and counts translated but not its players",
          "[message][i18n]") {
    using namespace carc;
    test::GameBuilder g({"BA/CFc+"});
    Shouting t;
    t.known = {{"{player} takes {count} with {figure} on {kind} to the {side}, {word}: {what}",
                "{what} / {word} / {side} / {kind} / {figure} / {count} / {player}"},
               {"a follower", "EIN GEFOLGSMANN"},
               {"road", "STRASSE"},
               {"north", "NORDEN"},
               {"right", "RECHTS"},
               {"the tile at {pos}", "DIE KARTE BEI {pos}"}};
    const Message m("{player} takes {count} with {figure} on {kind} to the {side}, {word}: {what}",
                    {{"player", arg::Player{1}},
                     {"count", arg::Count{3, Noun{"tile", "tiles"}}},
                     {"figure", arg::Figure{0, true}},
                     {"kind", arg::Kind{FeatureKind::Road}},
                     {"side", arg::SideName{Side::N}},
                     {"word", arg::Word{"right"}},
                     {"what", nested(Message("the tile at {pos}", {{"pos", arg::Square{{2, -1}}}}))}});
    CHECK(format(g.rules, m) == "Ben takes 3 tiles with a follower on road to the north, right: the tile at (2, -1)");
    CHECK(format(&g.rules, m, t) ==
          "DIE KARTE BEI (2, -1) / RECHTS / NORDEN / STRASSE / EIN GEFOLGSMANN / 3 tiles-Z / Ben");
    // One of a counted noun takes the catalogue's singular form; a Text is never looked up.
    t.known["Anna"] = "NOT A NAME TO TRANSLATE";
    t.known["BA/CFc+"] = "NOT AN ID TO TRANSLATE";
    const Message one("{player}: {count}, {tile}",
                      {{"player", arg::Player{0}}, {"count", arg::Count{1, Noun{"pennant", "pennants"}}},
                       {"tile", arg::Text{"BA/CFc+"}}});
    CHECK(format(&g.rules, one, t) == "Anna: 1 ONE-pennant, BA/CFc+");
    // Without a name (no ruleset) the numbered player and "the start" are words of the catalogue.
    t.known["player {number}"] = "SPIELER {number}";
    t.known["the start"] = "DER START";
    CHECK(format(nullptr, Message("{a}, {b}", {{"a", arg::Player{1}}, {"b", arg::Player{-1}}}), t) ==
          "SPIELER 2, DER START");
    // A figure's role is text the engine composed from catalogue words: looked up as a whole.
    t.known["knight"] = "RITTER";
    CHECK(format(&g.rules, Message("as {role}", {{"role", arg::Text{"knight"}}}), t) == "as RITTER");
    CHECK(format(g.rules, Message("as {role}", {{"role", arg::Text{"knight"}}})) == "as knight");
    // So is a place's name from the data (a City quarter): the catalogue holds it; any other Text
    // argument with the same words stays as it is.
    t.known["castle quarter"] = "BURGVIERTEL";
    t.known["The Count moves to the {place}"] = "DER GRAF ZIEHT INS {place}";
    CHECK(format(&g.rules, Message("The Count moves to the {place}", {{"place", arg::Text{"castle quarter"}}}), t) ==
          "DER GRAF ZIEHT INS BURGVIERTEL");
    CHECK(format(g.rules, Message("The Count moves to the {place}", {{"place", arg::Text{"castle quarter"}}})) ==
          "The Count moves to the castle quarter");
    CHECK(format(&g.rules, Message("file {name}", {{"name", arg::Text{"castle quarter"}}}), t) == "file castle quarter");
    // And a trade good's ("Most {goods}", "{token} tokens"), which the data names too.
    t.known["wine"] = "WEIN";
    t.known["Most {goods} ({count} tokens)"] = "AM MEISTEN {goods} ({count} PLÄTTCHEN)";
    CHECK(format(&g.rules, Message("Most {goods} ({count} tokens)", {{"goods", arg::Text{"wine"}}, {"count", 2}}), t) ==
          "AM MEISTEN WEIN (2 PLÄTTCHEN)");
    CHECK(format(&g.rules, Message("{player} takes {count} {token} tokens",
                                   {{"player", arg::Player{0}}, {"count", 2}, {"token", arg::Text{"wine"}}}),
                 t) == "Anna takes 2 WEIN tokens");
    CHECK(format(g.rules, Message("Most {goods} ({count} tokens)", {{"goods", arg::Text{"wine"}}, {"count", 2}})) ==
          "Most wine (2 tokens)");
    // And a declared feature kind heading a score line (built-in kinds come as words).
    t.known["Shrine"] = "KULTSTÄTTE";
    t.known["{Kind} (unfinished)"] = "{Kind} (UNFERTIG)";
    CHECK(format(&g.rules, Message("{Kind} (unfinished)", {{"Kind", arg::Text{"Shrine"}}}), t) == "KULTSTÄTTE (UNFERTIG)");
}
