// Translation of everything the window shows. The catalogues are GNU gettext's (po/*.po compiled
// to carcassonne.mo, read through glibc's libintl), keyed by the English text: _("New game")
// translates a literal now, N_("...") only marks one that is translated later through tr(),
// P_(singular, plural, n) picks the plural form, fill() puts values into {name} placeholders of a
// translated text, and tr_format() writes an engine Message in the chosen language. The language
// is chosen once at start (settings, else the system locale) and can change at any time: scenes
// translate while they lay out and draw, so the next frame speaks the new language. English needs
// no catalogue. C_(context, text) translates a text whose words depend on where it stands. docs/translations.md explains how to add a language.
#pragma once

#include <initializer_list>
#include <string>
#include <string_view>
#include <utility>

#include "carc/engine.hpp"
#include "carc/message.hpp"

// Only marks a literal for extraction; translate it where it is shown, with carc::app::tr().
#define N_(text) text

namespace carc::app {

struct Language {
    const char* code;         // "de"
    const char* native_name;  // "Deutsch": each language is offered in its own words
};
inline constexpr Language kLanguages[] = {
    {"en", "English"}, {"es", "Español"}, {"fr", "Français"}, {"nl", "Nederlands"}, {"de", "Deutsch"}};

// The code of a supported language, or empty for anything else ("de_AT.UTF-8" -> "de").
std::string supported_language(std::string_view code_or_locale);

// The language the system asks for (LANGUAGE, LC_ALL, LC_MESSAGES, LANG), if supported, else "en".
std::string system_language();

// The language asked for on the command line (carcassonne --lang xx), empty if none: it wins over
// the settings and is not saved.
std::string& language_override();

// The language a window starts in: the override, else the saved choice, else the system's.
std::string starting_language(const std::string& saved);

// The rules text `file` of an expansion in the current language: data_dir/rules/<lang>/file, else
// the English one in data_dir/rules/en/.
std::string rules_text_path(const std::string& data_dir, const std::string& file);

// Where the compiled catalogues are: $CARC_LOCALE_DIR, else locale/ of the build folder the
// program sits in, else share/carcassonne/locale of its installation.
std::string find_locale_dir();

// Switches every later translation to `code` (a supported language; anything else is English),
// with the catalogues in `locale_dir` (empty: find_locale_dir()). Returns false, leaving English,
// when the catalogue of a language other than English cannot be opened.
bool set_language(const std::string& code, const std::string& locale_dir = {});
const std::string& language();

// The translation of an English text of the catalogue; the text itself when untranslated.
const char* _(const char* english);
std::string tr(std::string_view english);
// The translation of `text` where `context` tells which of its meanings (gettext's msgctxt):
// C_("tile part", "a city") may be worded unlike the same English elsewhere.
std::string C_(const char* context, const char* text);
// The form of `singular`/`plural` for n, where `context` tells which of its meanings.
std::string CP_(const char* context, const char* singular, const char* plural, long n);
// The form of `singular`/`plural` for n in the current language.
const char* P_(const char* singular, const char* plural, long n);

// `text` with each {name} replaced by its value: fill(_("Turn {n}"), {{"n", "3"}}).
std::string fill(std::string_view text, std::initializer_list<std::pair<std::string_view, std::string>> values);

// A player's figures of one kind, named by the data's figure name (any case): "Anna's large
// meeple", "3 of Anna's large meeples", each language with its own plural of the name.
std::string owners_figures(const std::string& owner, std::string_view figure_name, int count);

// An engine message in the current language, its squares, tiles and locations said in the
// words set_message_words() installed (the App installs board/board_words.hpp's, so that every
// text of the window passes through them; the settings' fuzz target, which has no board, none).
std::string tr_format(const Ruleset& rules, const Message& message);
using MessageWords = Message (*)(const Ruleset* rules, Message message);
void set_message_words(MessageWords words);
// The text with its first letter a capital, at the start of a sentence: "é" becomes "É" too.
std::string capitalised(std::string s);
// The text as it reads inside a sentence ("Anna: take back …", "the computer would lay …"): its
// first letter in lower case, but never a German noun's ("Abt zurücknehmen" stays, "Den Wagen
// zurücknehmen" reads "den Wagen …": in German only a first word known to be no noun, an article,
// preposition or pronoun, is lowered) nor an abbreviation's ("AI").
std::string in_sentence(std::string s);
std::string tr_format(const Ruleset* rules, const Message& message);

// What describe() says, in the current language.
std::string tr_describe(const Ruleset& rules, const ScoreEvent& event);
std::string tr_describe(const Ruleset& rules, const Event& event);
std::string tr_describe(const Ruleset& rules, const GameState& state, const Action& action);

// The translator tr_format uses, for code that formats through carc::format itself.
const Translator& translator();

}  // namespace carc::app
