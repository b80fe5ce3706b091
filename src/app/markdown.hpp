// Just enough Markdown for the rules texts in data/rules/<language>/*.md: headings (#, ##, and a line that is
// bold as a whole, like "**Your turn**"), bullet lists, numbered lists and paragraphs, with bold
// runs (**…**) kept as spans so the overlay draws them bold. Lines that continue a list item or a
// paragraph join it; a new item, a heading or a blank line ends it.
#pragma once

#include <string>
#include <vector>

#include "text.hpp"

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
};

std::vector<TextBlock> parse_markdown(const std::string& source);

}  // namespace carc::app
