// Just enough Markdown for the rules texts in data/rules/<language>/*.md: headings (#, ##, and a
// line that is bold as a whole, like "**Your turn**"), bullet lists, numbered lists and paragraphs,
// with bold runs (**…**) kept as spans so the overlay draws them bold. Lines that continue a list
// item or a paragraph join it; a new item, a heading, a blank line or a rule anchor ends it. A
// block may start with its rule's anchor ("- {#inn} **Inn**: …", include/carc/rule_links.hpp), kept
// apart from its text.
#pragma once

#include <string>
#include <vector>

#include "shell/text.hpp"

namespace carc::app {

struct TextBlock {
    enum class Kind : uint8_t {
        Heading,
        Subheading,
        Bullet,
        Numbered,
        Paragraph
    } kind = Kind::Paragraph;
    std::string text;         // without markers
    std::vector<Span> spans;  // the same text with its bold runs
    std::string number;       // Numbered: "1.", "2.", ...
    std::string anchor;       // the rule it states ("inn"): where a log line opens the text
};

std::vector<TextBlock> parse_markdown(const std::string& source);

}  // namespace carc::app
