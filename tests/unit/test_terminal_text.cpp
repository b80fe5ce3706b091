// carc-cli's output filter (src/cli/terminal_text.hpp): control characters and bytes that are not
// UTF-8 are printed escaped, every other character as it is, also when a character arrives in
// pieces.
#include <catch2/catch.hpp>
#include <sstream>

#include "cli/terminal_text.hpp"

using carc::cli::TerminalSafeBuffer;
using carc::cli::terminal_safe;

TEST_CASE("control characters reach the terminal escaped", "[terminal]") {
    using namespace std::string_literals;
    CHECK(terminal_safe("Anna") == "Anna");
    CHECK(terminal_safe("a\nb\tc") == "a\nb\tc");
    CHECK(terminal_safe("Ha\x1b[2Jna") == "Ha\\x1b[2Jna");
    CHECK(terminal_safe("I\x07v\0o"s) == "I\\x07v\\x00o");
    CHECK(terminal_safe("\r\x7f") == "\\x0d\\x7f");
    // UTF-8 passes; C1 controls (U+009B is a CSI) are escaped as code points.
    CHECK(terminal_safe("Zoë · 2 × 3 — 東京 🎲") == "Zoë · 2 × 3 — 東京 🎲");
    CHECK(terminal_safe("a\xc2\x9b" "31m") == "a\\u009b31m");
    // Bytes that are not UTF-8: a lone continuation byte, an overlong form, a surrogate, a
    // sequence cut short, a byte no sequence starts with.
    CHECK(terminal_safe("\x80") == "\\x80");
    CHECK(terminal_safe("\xc0\xaf") == "\\xc0\\xaf");
    CHECK(terminal_safe("\xe0\x80\xaf") == "\\xe0\\x80\\xaf");
    CHECK(terminal_safe("\xed\xa0\x80") == "\\xed\\xa0\\x80");
    CHECK(terminal_safe("\xc3x") == "\\xc3x");
    CHECK(terminal_safe("end\xe2\x80") == "end\\xe2\\x80");
    CHECK(terminal_safe("\xff\x9b") == "\\xff\\x9b");
}

TEST_CASE("a character written in pieces is printed whole", "[terminal]") {
    std::stringbuf sink;
    {
        TerminalSafeBuffer filter(&sink);
        std::ostream out(&filter);
        out << "Zo" << '\xc3';
        out.flush();
        out << '\xab' << " \xe6\x9d" << "\xb1" << '\x1b';
    }
    CHECK(sink.str() == "Zoë 東\\x1b");
}
