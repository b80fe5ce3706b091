// What the libFuzzer targets of tests/fuzz share: the catalogue of the source tree's data folder
// (read once per process), a check that stops the run with a message when a property breaks (the
// fuzzer keeps the input as a crash), and a reader that turns the input bytes into choices.
// Each target defines LLVMFuzzerTestOneInput; in the clang build (CARC_FUZZ=ON) libFuzzer drives
// it, in the normal build replay_main.cpp runs it over the regression files of tests/data/fuzz.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

#include "carc/catalog.hpp"

namespace carc::fuzz {

// $CARC_DATA_DIR, else the data folder of the source tree the target was built from. A catalogue
// that does not load is the setup's fault, not the input's: the process stops with its error.
const Catalog& catalog();

// Stops the process (abort, which libFuzzer and the replay report) when `ok` is false.
void require(bool ok, const std::string& what);

// The input read front to back as numbers; past its end every choice is 0 and `exhausted()`.
class ByteChoices {
public:
    ByteChoices(const uint8_t* data, size_t size) : data_(data), size_(size) {}
    // A number below `n` (n >= 1): one byte when n <= 256, else two.
    uint32_t below(uint32_t n);
    bool exhausted() const { return pos_ >= size_; }

private:
    const uint8_t* data_;
    size_t size_;
    size_t pos_ = 0;
};

}  // namespace carc::fuzz

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size);
