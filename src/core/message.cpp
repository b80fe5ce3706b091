// The formatter of messages: fills each {name} of the template with its argument, written the
// English way (players by name, figure and feature kinds in lower case with "a"/"an" when asked,
// counted nouns with their plural, positions as "(x, y)"), or, given a Translator, with the
// template and every translatable argument looked up by its English text first.
#include <string>

#include "carc/engine.hpp"
#include "internal.hpp"

namespace carc {

std::string plural(std::string_view noun, int count) {
    if (count == 1) return std::string(noun);
    // "completed city" -> "completed cities", "neighbour" -> "neighbours"
    const size_t space = noun.find(" (");
    const std::string head(space == std::string_view::npos ? noun : noun.substr(0, space));
    const std::string tail(space == std::string_view::npos ? "" : noun.substr(space));
    if (head.size() > 1 && head.back() == 'y' && std::string("aeiou").find(head[head.size() - 2]) == std::string::npos)
        return head.substr(0, head.size() - 1) + "ies" + tail;
    // "witch" -> "witches", "church bonus" -> "church bonuses"
    for (const std::string_view sibilant : {"ch", "sh", "s", "x", "z"})
        if (head.size() > sibilant.size() && head.ends_with(sibilant)) return head + "es" + tail;
    return head + "s" + tail;
}

std::string with_article(const std::string& noun) {
    const bool vowel = !noun.empty() && std::string("aeiouAEIOU").find(noun[0]) != std::string::npos;
    return (vowel ? "an " : "a ") + noun;
}

std::string_view side_word(Side s) {
    switch (s) {
    case Side::N: return "north";
    case Side::E: return "east";
    case Side::S: return "south";
    case Side::W: return "west";
    }
    return "?";
}

namespace {

std::string square(Pos p) { return "(" + std::to_string(p.x) + ", " + std::to_string(p.y) + ")"; }

std::string fill(const Ruleset* rules, const Message& message, const Translator* translator);

// One argument as text; without a translator in English.
struct ArgText {
    const Ruleset* rules;
    const Translator* translator;
    std::string word(std::string_view english) const { return translator ? translator->text(english) : std::string(english); }
    std::string operator()(int v) const { return std::to_string(v); }
    std::string operator()(const arg::Word& w) const { return word(w.text); }
    std::string operator()(const arg::Text& t) const { return t.text; }
    std::string operator()(const arg::Player& p) const {
        if (!rules || p.index < 0 || p.index >= rules->player_count())
            return p.index < 0 ? word("the start") : fill(nullptr, Message("player {number}", {{"number", p.index + 1}}), translator);
        return rules->setup.players[static_cast<size_t>(p.index)].name;
    }
    std::string operator()(const arg::Figure& f) const {
        std::string name = rules && f.index >= 0 && f.index < static_cast<int>(rules->figures.size())
                               ? lowercase(rules->figures[static_cast<size_t>(f.index)].name)
                               : "figure " + std::to_string(f.index);
        return word(f.article ? with_article(name) : name);
    }
    std::string operator()(const arg::Kind& k) const {
        std::string name(rules && rules->catalog ? rules->catalog->kind_noun(k.kind) : feature_kind_name(k.kind));
        return word(k.article ? with_article(name) : name);
    }
    std::string operator()(const arg::Square& s) const { return square(s.pos); }
    std::string operator()(const arg::SideName& s) const { return word(side_word(s.side)); }
    std::string operator()(const arg::Count& c) const {
        if (translator) return std::to_string(c.count) + " " + translator->count(c.noun.singular, c.noun.plural, c.count);
        return std::to_string(c.count) + " " + (c.count == 1 ? std::string(c.noun.singular) : std::string(c.noun.plural));
    }
    std::string operator()(const arg::Nested& n) const { return n.message ? fill(rules, *n.message, translator) : ""; }
};

std::string fill(const Ruleset* rules, const Message& message, const Translator* translator) {
    std::string out;
    const std::string translated = translator && !message.text.empty() ? translator->text(message.text) : std::string();
    const std::string_view t = translator && !message.text.empty() ? std::string_view(translated) : message.text;
    out.reserve(t.size() + 16);
    size_t i = 0;
    while (i < t.size()) {
        const size_t open = t.find('{', i);
        if (open == std::string_view::npos) {
            out.append(t.substr(i));
            break;
        }
        out.append(t.substr(i, open - i));
        const size_t close = t.find('}', open);
        if (close == std::string_view::npos) {
            out.append(t.substr(open));
            break;
        }
        const std::string_view name = t.substr(open + 1, close - open - 1);
        bool found = false;
        for (const MessageArg& a : message.args)
            if (a.name == name) {
                // A figure's role ("knight", "Large meeple (knight)") comes as text the engine
                // composed from the catalogue's words, and a place ("castle quarter"), a kind of
                // goods ("wine") or a declared feature kind heading a score line ("Shrine") as the
                // data's name of it, which the catalogue holds too: a translator looks each up as a
                // whole.
                const bool data_name = a.name == "role" || a.name == "place" || a.name == "goods" ||
                                       a.name == "token" || a.name == "Kind";
                const auto* named = data_name ? std::get_if<arg::Text>(&a.value) : nullptr;
                out += named && translator ? translator->text(named->text) : std::visit(ArgText{rules, translator}, a.value);
                found = true;
                break;
            }
        if (!found) out.append(t.substr(open, close - open + 1));  // visible, so the slip gets noticed
        i = close + 1;
    }
    return out;
}

}  // namespace

std::string format(const Ruleset* rules, const Message& message) { return fill(rules, message, nullptr); }

std::string format(const Ruleset* rules, const Message& message, const Translator& translator) {
    return fill(rules, message, &translator);
}

}  // namespace carc
