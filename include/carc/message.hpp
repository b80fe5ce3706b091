// Messages: everything the engine says to a player — why an action is illegal, what an action or
// an event did, the terms and notes of a score, the prompt of a turn step — as a value rather than
// a sentence. A message is an English template with named placeholders ("the river may not turn
// {direction} twice in a row") and typed arguments (numbers, players, figure kinds, feature kinds,
// positions, words, counted nouns, other messages). One formatter turns it into English for the
// CLI, the log and the tests; a translating formatter can use the template as its catalogue key
// and format the same arguments in another language, without touching the code that said it.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "carc/geometry.hpp"

namespace carc {

struct Ruleset;
enum class FeatureKind : uint8_t;

// A noun with its plural, both with static storage ("tile", "tiles").
struct Noun {
    std::string_view singular;
    std::string_view plural;
    friend bool operator==(const Noun&, const Noun&) = default;
};

struct Message;

namespace arg {
struct Word {  // a word of the program's vocabulary, translated like a template ("north", "right")
    std::string_view text;
};
struct Text {  // shown as it is: a tile id, a file name, a player's own words
    std::string text;
};
struct Player {  // a player's name (or "the start" for -1)
    int index = -1;
};
struct Figure {  // a figure kind's name, in a sentence: "large meeple", "a large meeple"
    int index = 0;
    bool article = false;
};
struct Kind {  // a feature kind's name: "road", "a road"
    FeatureKind kind;
    bool article = false;
};
struct Square {  // a board position: "(2, -1)"
    Pos pos;
};
struct SideName {  // "north"
    Side side;
};
struct Count {  // "3 tiles", "1 pennant"
    int count = 0;
    Noun noun;
};
struct Nested {
    std::shared_ptr<const Message> message;
};
}  // namespace arg

struct MessageArg {
    std::string_view name;
    std::variant<int, arg::Word, arg::Text, arg::Player, arg::Figure, arg::Kind, arg::Square,
                 arg::SideName, arg::Count, arg::Nested>
        value;
};

struct Message {
    std::string_view text;  // English template with {name} placeholders; static storage
    std::vector<MessageArg> args;

    Message() = default;
    Message(std::string_view t) : text(t) {}  // NOLINT: a message without arguments
    Message(std::string_view t, std::vector<MessageArg> a) : text(t), args(std::move(a)) {}
    bool empty() const { return text.empty(); }
};

// Wraps a message as an argument of another.
inline arg::Nested nested(Message m) { return {std::make_shared<const Message>(std::move(m))}; }

// How a translating formatter words a message in another language. Its catalogue is keyed by the
// English: a template, a word of the vocabulary ("north"), a figure or feature name as the English
// formatter writes it ("large meeple", "a road") each translate through `text`; a counted noun
// through `count` (English singular and plural and the number, so that the catalogue can pick
// its own plural form). Players' names, Text arguments and numbers are never translated, except
// the Text named "role" (a figure's role, which the engine composes from catalogue words) and the
// Texts named "place", "goods", "token" and "Kind" (a place's, a trade good's or a declared
// feature kind's name from the data, "castle quarter", "wine", "Shrine", which the catalogue
// holds).
struct Translator {
    virtual ~Translator() = default;
    virtual std::string text(std::string_view english) const = 0;
    virtual std::string count(std::string_view singular, std::string_view plural, int n) const = 0;
};

// The English text of a message. `rules` names players, figures and kinds; without it they are
// written as numbers and ids.
std::string format(const Ruleset* rules, const Message& message);
inline std::string format(const Ruleset& rules, const Message& message) { return format(&rules, message); }

// The message in the language of `translator`: the same placeholders filled with the same
// arguments, each template and word looked up in its catalogue.
std::string format(const Ruleset* rules, const Message& message, const Translator& translator);

// English helpers the formatter uses, exposed for the client's own texts.
std::string plural(std::string_view noun, int count);      // "completed city" -> "completed cities"
std::string with_article(const std::string& noun);         // "an abbot"
std::string_view side_word(Side s);                         // "north"

}  // namespace carc
