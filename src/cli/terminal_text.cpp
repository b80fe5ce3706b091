// Escaping control characters on the way to the terminal (terminal_text.hpp).
#include "terminal_text.hpp"

#include <cstdint>
#include <cstdio>
#include <iostream>
#include <sstream>

namespace carc::cli {

namespace {

std::string hex_escape(const char* prefix, unsigned value, int digits) {
    char buf[16];
    std::snprintf(buf, sizeof buf, "%s%0*x", prefix, digits, value);
    return buf;
}

// How many bytes a UTF-8 sequence starting with `lead` has, or 0 for a byte that cannot start one.
int sequence_length(unsigned char lead) {
    if (lead >= 0xC2 && lead <= 0xDF) return 2;
    if (lead >= 0xE0 && lead <= 0xEF) return 3;
    if (lead >= 0xF0 && lead <= 0xF4) return 4;
    return 0;
}

// A complete sequence as it should be printed: itself, or escaped (an overlong form, a surrogate,
// a C1 control).
std::string checked_sequence(const unsigned char* b, int n) {
    uint32_t cp = b[0] & (n == 2 ? 0x1F : n == 3 ? 0x0F : 0x07);
    for (int i = 1; i < n; ++i) cp = (cp << 6) | (b[i] & 0x3F);
    const bool valid = (n == 3 ? cp >= 0x800 && (cp < 0xD800 || cp > 0xDFFF) : true) &&
                       (n == 4 ? cp >= 0x10000 && cp <= 0x10FFFF : true);
    if (!valid) {
        std::string out;
        for (int i = 0; i < n; ++i) out += hex_escape("\\x", b[i], 2);
        return out;
    }
    if (cp >= 0x80 && cp <= 0x9F) return hex_escape("\\u", cp, 4);
    return std::string(reinterpret_cast<const char*>(b), static_cast<size_t>(n));
}

}  // namespace

TerminalSafeBuffer::~TerminalSafeBuffer() { finish(); }

void TerminalSafeBuffer::emit(std::string_view s) { out_->sputn(s.data(), static_cast<std::streamsize>(s.size())); }

void TerminalSafeBuffer::finish() {
    for (int i = 0; i < held_count_; ++i) emit(hex_escape("\\x", held_[i], 2));
    held_count_ = held_need_ = 0;
}

void TerminalSafeBuffer::put(unsigned char byte) {
    if (held_count_ > 0) {
        if ((byte & 0xC0) == 0x80) {
            held_[held_count_++] = byte;
            if (held_count_ == held_need_) {
                emit(checked_sequence(held_, held_count_));
                held_count_ = held_need_ = 0;
            }
            return;
        }
        finish();  // cut short: the bytes held are no character
    }
    if (byte < 0x80) {
        if (byte == '\n' || byte == '\t' || (byte >= 0x20 && byte != 0x7F)) {
            const char c = static_cast<char>(byte);
            out_->sputc(c);
        } else {
            emit(hex_escape("\\x", byte, 2));
        }
        return;
    }
    if (const int n = sequence_length(byte)) {
        held_[0] = byte;
        held_count_ = 1;
        held_need_ = n;
        return;
    }
    emit(hex_escape("\\x", byte, 2));
}

TerminalSafeBuffer::int_type TerminalSafeBuffer::overflow(int_type c) {
    if (traits_type::eq_int_type(c, traits_type::eof())) return traits_type::not_eof(c);
    put(static_cast<unsigned char>(traits_type::to_char_type(c)));
    return c;
}

std::streamsize TerminalSafeBuffer::xsputn(const char* s, std::streamsize n) {
    for (std::streamsize i = 0; i < n; ++i) put(static_cast<unsigned char>(s[i]));
    return n;
}

int TerminalSafeBuffer::sync() { return out_->pubsync(); }

std::string terminal_safe(std::string_view text) {
    std::stringbuf sink;
    {
        TerminalSafeBuffer filter(&sink);
        filter.sputn(text.data(), static_cast<std::streamsize>(text.size()));
    }
    return sink.str();
}

TerminalSafeOutput::TerminalSafeOutput()
    : cout_original_(std::cout.rdbuf()),
      cerr_original_(std::cerr.rdbuf()),
      cout_filter_(cout_original_),
      cerr_filter_(cerr_original_) {
    std::cout.rdbuf(&cout_filter_);
    std::cerr.rdbuf(&cerr_filter_);
}

TerminalSafeOutput::~TerminalSafeOutput() {
    std::cout.flush();
    std::cerr.flush();
    cout_filter_.finish();
    cerr_filter_.finish();
    std::cout.rdbuf(cout_original_);
    std::cerr.rdbuf(cerr_original_);
}

}  // namespace carc::cli
