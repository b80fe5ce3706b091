// What carc-cli prints reaches a terminal: a player's name, a save's name or a key in a damaged
// file may hold control characters (ESC starts the terminal's escape sequences, BEL rings, NUL
// and the C1 controls confuse it). Everything the program writes to stdout and stderr goes
// through a filter that prints them escaped instead: "\x1b", "\x07", "\x00", a C1 control as
// "\u009b", a byte that is not UTF-8 as "\xff". Newlines and tabs pass, as does all other text.
#pragma once

#include <ostream>
#include <streambuf>
#include <string>
#include <string_view>

namespace carc::cli {

// The text with its control characters and stray bytes escaped as the filter prints them.
std::string terminal_safe(std::string_view text);

// A stream buffer that escapes what passes through it to another one. A UTF-8 sequence split
// between two writes is held until it is complete.
class TerminalSafeBuffer : public std::streambuf {
public:
    explicit TerminalSafeBuffer(std::streambuf* out) : out_(out) {}
    ~TerminalSafeBuffer() override;
    // Writes out what is held (an unfinished sequence, escaped).
    void finish();

protected:
    int_type overflow(int_type c) override;
    std::streamsize xsputn(const char* s, std::streamsize n) override;
    int sync() override;

private:
    void put(unsigned char byte);
    void emit(std::string_view s);

    std::streambuf* out_;
    unsigned char held_[4] = {};
    int held_count_ = 0;
    int held_need_ = 0;
};

// Routes std::cout and std::cerr through TerminalSafeBuffer until the returned guard goes out of
// scope (at the latest, at exit).
class TerminalSafeOutput {
public:
    TerminalSafeOutput();
    ~TerminalSafeOutput();
    TerminalSafeOutput(const TerminalSafeOutput&) = delete;
    TerminalSafeOutput& operator=(const TerminalSafeOutput&) = delete;

private:
    std::streambuf* cout_original_;
    std::streambuf* cerr_original_;
    TerminalSafeBuffer cout_filter_;
    TerminalSafeBuffer cerr_filter_;
};

}  // namespace carc::cli
