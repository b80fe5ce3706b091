// Just enough Markdown for the rules texts in data/rules/*.md: headings, bullet lists and
// paragraphs, with emphasis markers removed. The overlay wraps and draws the blocks.
#pragma once

#include <string>
#include <vector>

namespace carc::app {

struct TextBlock {
    enum class Kind : uint8_t { Heading, Subheading, Bullet, Paragraph } kind = Kind::Paragraph;
    std::string text;
};

std::vector<TextBlock> parse_markdown(const std::string& source);

}  // namespace carc::app
