#include "shell/i18n.hpp"

#include <libintl.h>

#include <clocale>
#include <cstdlib>
#include <filesystem>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "carc/resource_dirs.hpp"

namespace carc::app {

namespace {

constexpr const char* kDomain = "carcassonne";

std::string& current() {
    static std::string code = "en";
    return code;
}

bool english() { return current() == "en"; }

struct GettextTranslator final : Translator {
    std::string text(std::string_view english) const override { return tr(english); }
    std::string count(std::string_view singular, std::string_view plural, int n) const override {
        if (carc::app::english()) return std::string(n == 1 ? singular : plural);
        const std::string one(singular), many(plural);
        return dngettext(kDomain, one.c_str(), many.c_str(), static_cast<unsigned long>(n < 0 ? -n : n));
    }
};

bool holds_catalogue(const std::filesystem::path& dir) {
    std::error_code ec;
    return std::filesystem::is_regular_file(dir / "de" / "LC_MESSAGES" / "carcassonne.mo", ec);
}

}  // namespace

std::string supported_language(std::string_view code) {
    const std::string_view two = code.substr(0, 2);
    if (code.size() > 2 && code[2] != '_' && code[2] != '.' && code[2] != '@' && code[2] != '-') return {};
    for (const Language& l : kLanguages)
        if (two == l.code) return l.code;
    return {};
}

std::string system_language() {
    // LANGUAGE may list several ("nl:de"): the first supported one wins.
    if (const char* list = std::getenv("LANGUAGE"); list && *list) {
        std::string_view rest(list);
        while (!rest.empty()) {
            const size_t colon = rest.find(':');
            if (std::string code = supported_language(rest.substr(0, colon)); !code.empty()) return code;
            if (colon == std::string_view::npos) break;
            rest.remove_prefix(colon + 1);
        }
    }
    for (const char* var : {"LC_ALL", "LC_MESSAGES", "LANG"})
        if (const char* v = std::getenv(var); v && *v) {
            const std::string code = supported_language(v);
            return code.empty() ? "en" : code;
        }
    return "en";
}

std::string& language_override() {
    static std::string code;
    return code;
}

std::string starting_language(const std::string& saved) {
    if (!language_override().empty()) return language_override();
    return saved.empty() ? system_language() : saved;
}

std::string rules_text_path(const std::string& data_dir, const std::string& file) {
    std::error_code ec;
    const std::string own = data_dir + "/rules/" + language() + "/" + file;
    if (std::filesystem::is_regular_file(own, ec)) return own;
    return data_dir + "/rules/en/" + file;
}

std::string find_locale_dir() {
    namespace fs = std::filesystem;
    if (const char* env = std::getenv("CARC_LOCALE_DIR"); env && *env) return env;
    const fs::path exe = executable_path(nullptr);
    for (fs::path p = exe.parent_path(); !p.empty(); p = p.parent_path()) {
        if (holds_catalogue(p / "locale")) return (p / "locale").string();
        if (holds_catalogue(p / "share" / "carcassonne" / "locale"))
            return (p / "share" / "carcassonne" / "locale").string();
        if (p == p.parent_path()) break;
    }
#ifdef CARC_BUILD_LOCALE_DIR
    if (holds_catalogue(CARC_BUILD_LOCALE_DIR)) return CARC_BUILD_LOCALE_DIR;
#endif
#ifdef CARC_INSTALLED_LOCALE_DIR
    if (holds_catalogue(CARC_INSTALLED_LOCALE_DIR)) return CARC_INSTALLED_LOCALE_DIR;
#endif
    return "locale";
}

bool set_language(const std::string& code, const std::string& locale_dir) {
    const std::string chosen = supported_language(code);
    if (chosen.empty() || chosen == "en") {
        current() = "en";
        return true;
    }
    const std::string dir = locale_dir.empty() ? find_locale_dir() : locale_dir;
    std::error_code ec;
    if (!std::filesystem::is_regular_file(dir + "/" + chosen + "/LC_MESSAGES/carcassonne.mo", ec)) {
        current() = "en";
        return false;
    }
    // gettext reads LANGUAGE only when the messages locale is not plain "C", and the system may
    // have no locale of that language installed: C.UTF-8 is always there. Only LC_MESSAGES
    // changes, so numbers and the JSON reader keep the "C" decimal point.
    if (!std::setlocale(LC_MESSAGES, "C.UTF-8")) std::setlocale(LC_MESSAGES, "C.utf8");
    setenv("LANGUAGE", chosen.c_str(), 1);
    bindtextdomain(kDomain, dir.c_str());
    bind_textdomain_codeset(kDomain, "UTF-8");
    // Setting the domain again makes gettext forget the translations it has already looked up.
    textdomain(kDomain);
    current() = chosen;
    return true;
}

const std::string& language() { return current(); }

const char* _(const char* text) {
    if (english() || !text || !*text) return text;  // the empty msgid is the catalogue's header
    return dgettext(kDomain, text);
}

std::string tr(std::string_view text) {
    if (text.empty() || english()) return std::string(text);
    return dgettext(kDomain, std::string(text).c_str());
}

std::string C_(const char* context, const char* text) {
    if (english()) return text;
    const std::string key = std::string(context) + '\004' + text;
    const char* found = dgettext(kDomain, key.c_str());
    return found == key.c_str() ? std::string(text) : std::string(found);
}

std::string CP_(const char* context, const char* singular, const char* plural, long n) {
    if (english()) return n == 1 ? singular : plural;
    const std::string key = std::string(context) + '\004' + singular;
    const char* found = dngettext(kDomain, key.c_str(), plural, static_cast<unsigned long>(n < 0 ? -n : n));
    if (found == key.c_str()) return singular;  // untranslated, n == 1
    return found;
}

const char* P_(const char* singular, const char* plural, long n) {
    if (english()) return n == 1 ? singular : plural;
    return dngettext(kDomain, singular, plural, static_cast<unsigned long>(n < 0 ? -n : n));
}

std::string fill(std::string_view text, std::initializer_list<std::pair<std::string_view, std::string>> values) {
    std::vector<MessageArg> args;
    args.reserve(values.size());
    for (const auto& [name, value] : values) args.push_back({name, arg::Text{value}});
    return format(nullptr, Message(text, std::move(args)));
}

std::string owners_figures(const std::string& owner, std::string_view figure_name, int count) {
    std::string figure(figure_name);
    if (!figure.empty() && figure[0] >= 'A' && figure[0] <= 'Z') figure[0] = static_cast<char>(figure[0] - 'A' + 'a');
    if (count == 1) return fill(_("{owner}'s {figure}"), {{"owner", owner}, {"figure", tr(figure)}});
    // The data's names have no plural of their own: the catalogue gives each one in the context
    // "figures" (scripts/extract-engine-messages), in the forms of the language's plural rule.
    const std::string figures = CP_("figures", figure.c_str(), plural(figure, count).c_str(), count);
    return fill(_("{count} of {owner}'s {figures}"),
                {{"count", std::to_string(count)}, {"owner", owner}, {"figures", figures}});
}

std::string tr_describe(const Ruleset& rules, const ScoreEvent& event) { return tr_format(rules, explain(rules, event)); }
std::string tr_describe(const Ruleset& rules, const Event& event) { return tr_format(rules, explain(rules, event)); }
std::string tr_describe(const Ruleset& rules, const GameState& state, const Action& action) {
    return tr_format(rules, explain(rules, state, action));
}

const Translator& translator() {
    static const GettextTranslator instance;
    return instance;
}

std::string tr_format(const Ruleset& rules, const Message& message) { return tr_format(&rules, message); }

namespace {
MessageWords message_words_hook = nullptr;
}  // namespace

void set_message_words(MessageWords words) { message_words_hook = words; }

std::string tr_format(const Ruleset* rules, const Message& message) {
    // The engine's coordinates, tile ids and location codes are for its machine log: the window
    // names squares, tiles and features in the board's words (board/board_words.hpp).
    const Message words = message_words_hook ? message_words_hook(rules, message) : message;
    if (english()) return format(rules, words);
    return format(rules, words, translator());
}

std::string in_sentence(std::string s) {
    if (language() == "de") {
        static const std::set<std::string, std::less<>> kNoNouns = {
            "Alle", "Am", "An", "Auf", "Aus", "Bei", "Beim", "Das", "Dein", "Deine", "Deinen", "Dem", "Den",
            "Der", "Des", "Die", "Durch", "Ein", "Eine", "Einem", "Einen", "Einer", "Eines", "Für", "Gegen",
            "Ihr", "Ihre", "Im", "In", "Jede", "Jeden", "Jeder", "Kein", "Keine", "Keinen", "Mit", "Nach",
            "Neben", "Nicht", "Noch", "Nur", "Ohne", "Per", "Sein", "Seine", "Um", "Unter", "Vom",
            "Von", "Vor", "Zu", "Zum", "Zur", "Zwischen"};
        const std::string_view first = std::string_view(s).substr(0, s.find_first_of(" :,"));
        if (!kNoNouns.contains(first)) return s;
    }
    if (!s.empty() && s[0] >= 'A' && s[0] <= 'Z' && (s.size() < 2 || s[1] < 'A' || s[1] > 'Z'))
        s[0] = static_cast<char>(s[0] - 'A' + 'a');
    return s;
}

std::string capitalised(std::string s) {
    if (!s.empty() && s[0] >= 'a' && s[0] <= 'z') {
        s[0] = static_cast<char>(s[0] - 'a' + 'A');
    } else if (s.size() >= 2 && static_cast<unsigned char>(s[0]) == 0xC3) {
        // Latin-1's small letters à..þ (UTF-8 C3 A0..BE, without ÷ at B7) are their capitals + 0x20.
        const auto c = static_cast<unsigned char>(s[1]);
        if (c >= 0xA0 && c <= 0xBE && c != 0xB7) s[1] = static_cast<char>(c - 0x20);
    }
    return s;
}

}  // namespace carc::app
