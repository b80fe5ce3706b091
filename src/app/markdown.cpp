#include "markdown.hpp"

#include <sstream>

namespace carc::app {

namespace {

std::string plain(std::string s) {
    for (const char* marker : {"**", "__", "`"})
        for (size_t at = s.find(marker); at != std::string::npos; at = s.find(marker))
            s.erase(at, std::string(marker).size());
    return s;
}

std::string trim(const std::string& s) {
    const size_t a = s.find_first_not_of(" \t\r"), b = s.find_last_not_of(" \t\r");
    return a == std::string::npos ? "" : s.substr(a, b - a + 1);
}

}  // namespace

std::vector<TextBlock> parse_markdown(const std::string& source) {
    std::vector<TextBlock> out;
    std::istringstream in(source);
    std::string line;
    bool in_paragraph = false;
    while (std::getline(in, line)) {
        const std::string t = trim(line);
        if (t.empty()) {
            in_paragraph = false;
            continue;
        }
        if (t.rfind("## ", 0) == 0 || t.rfind("### ", 0) == 0) {
            out.push_back({TextBlock::Kind::Subheading, plain(trim(t.substr(t.find(' ') + 1)))});
            in_paragraph = false;
        } else if (t.rfind("# ", 0) == 0) {
            out.push_back({TextBlock::Kind::Heading, plain(trim(t.substr(2)))});
            in_paragraph = false;
        } else if (t.rfind("- ", 0) == 0 || t.rfind("* ", 0) == 0) {
            out.push_back({TextBlock::Kind::Bullet, plain(trim(t.substr(2)))});
            in_paragraph = false;
        } else if (in_paragraph && !out.empty()) {
            out.back().text += " " + plain(t);  // a wrapped line continues its paragraph or bullet
        } else {
            out.push_back({TextBlock::Kind::Paragraph, plain(t)});
            in_paragraph = true;
        }
        if (out.back().kind == TextBlock::Kind::Bullet) in_paragraph = true;
    }
    return out;
}

}  // namespace carc::app
