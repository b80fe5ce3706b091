#include "shell/markdown.hpp"

#include <cctype>
#include <sstream>

#include "carc/rule_links.hpp"

namespace carc::app {

namespace {

std::string trim(const std::string& s) {
    const size_t a = s.find_first_not_of(" \t\r"), b = s.find_last_not_of(" \t\r");
    return a == std::string::npos ? "" : s.substr(a, b - a + 1);
}

// Inline text as spans: ** or __ toggles bold; backticks are dropped.
std::vector<Span> inline_spans(const std::string& s, bool bold_start = false) {
    std::vector<Span> out;
    bool bold = bold_start;
    std::string cur;
    auto flush = [&] {
        if (!cur.empty()) out.push_back({cur, bold ? FontStyle::Bold : FontStyle::Regular});
        cur.clear();
    };
    for (size_t i = 0; i < s.size(); ++i) {
        if ((s.compare(i, 2, "**") == 0 || s.compare(i, 2, "__") == 0)) {
            flush();
            bold = !bold;
            ++i;
            continue;
        }
        if (s[i] == '`') continue;
        cur.push_back(s[i]);
    }
    flush();
    return out;
}

std::string plain_of(const std::vector<Span>& spans) {
    std::string out;
    for (const Span& s : spans) out += s.text;
    return out;
}

void append(TextBlock& b, const std::string& line) {
    std::vector<Span> more = inline_spans(" " + line);
    for (Span& s : more) {
        if (!b.spans.empty() && b.spans.back().style == s.style)
            b.spans.back().text += s.text;
        else
            b.spans.push_back(std::move(s));
    }
    b.text = plain_of(b.spans);
}

TextBlock block(TextBlock::Kind kind, const std::string& text, std::string number = "") {
    TextBlock b;
    b.kind = kind;
    b.spans = inline_spans(text);
    b.text = plain_of(b.spans);
    b.number = std::move(number);
    return b;
}

// "1. text" -> ("1.", "text"); empty number when the line is not a numbered item.
std::pair<std::string, std::string> numbered(const std::string& t) {
    size_t i = 0;
    while (i < t.size() && std::isdigit(static_cast<unsigned char>(t[i]))) ++i;
    if (i == 0 || i + 1 >= t.size() || (t[i] != '.' && t[i] != ')') || t[i + 1] != ' ')
        return {"", ""};
    return {t.substr(0, i + 1), trim(t.substr(i + 2))};
}

bool wholly_bold(const std::string& t) {
    return t.size() > 4 && t.rfind("**", 0) == 0 && t.compare(t.size() - 2, 2, "**") == 0 &&
           t.find("**", 2) == t.size() - 2;
}

}  // namespace

std::vector<TextBlock> parse_markdown(const std::string& source) {
    std::vector<TextBlock> out;
    std::istringstream in(source);
    std::string line;
    bool open = false;  // the last block may take continuation lines
    // A block's rule anchor ("{#inn} ", carc::take_rule_anchor) stands where its text begins.
    auto push = [&out](TextBlock::Kind kind, std::string text, std::string number = "") {
        std::string anchor = take_rule_anchor(text);
        out.push_back(block(kind, text, std::move(number)));
        out.back().anchor = std::move(anchor);
    };
    while (std::getline(in, line)) {
        const std::string t = trim(line);
        if (t.empty()) {
            open = false;
            continue;
        }
        std::string unanchored = t;
        const std::string line_anchor = take_rule_anchor(unanchored);
        if (t.rfind("## ", 0) == 0 || t.rfind("### ", 0) == 0) {
            push(TextBlock::Kind::Subheading, trim(t.substr(t.find(' ') + 1)));
            open = false;
        } else if (t.rfind("# ", 0) == 0) {
            push(TextBlock::Kind::Heading, trim(t.substr(2)));
            open = false;
        } else if (wholly_bold(unanchored)) {
            push(TextBlock::Kind::Subheading, unanchored.substr(2, unanchored.size() - 4));
            out.back().anchor = line_anchor;
            open = false;
        } else if (t.rfind("- ", 0) == 0 || t.rfind("* ", 0) == 0) {
            push(TextBlock::Kind::Bullet, trim(t.substr(2)));
            open = true;
        } else if (auto [number, rest] = numbered(t); !number.empty()) {
            push(TextBlock::Kind::Numbered, rest, number);
            open = true;
        } else if (open && !out.empty() && line_anchor.empty()) {
            append(out.back(), t);  // a wrapped line continues its paragraph or item
        } else {
            push(TextBlock::Kind::Paragraph, t);
            open = true;
        }
    }
    return out;
}

}  // namespace carc::app
