// The shared parts of the fuzz targets (fuzz_support.hpp).
#include "fuzz_support.hpp"

#include <cstdio>
#include <cstdlib>

namespace carc::fuzz {

const Catalog& catalog() {
    static const Catalog loaded = [] {
        const char* env = std::getenv("CARC_DATA_DIR");
        auto c = load_catalog(env && *env ? env : CARC_FUZZ_DATA_DIR);
        if (!c) {
            std::fprintf(stderr, "fuzz: the catalogue does not load: %s\n", c.error().c_str());
            std::exit(2);
        }
        return std::move(*c);
    }();
    return loaded;
}

void require(bool ok, const std::string& what) {
    if (ok) return;
    std::fprintf(stderr, "fuzz: property broken: %s\n", what.c_str());
    std::abort();
}

uint32_t ByteChoices::below(uint32_t n) {
    if (n <= 1) return 0;
    uint32_t v = 0;
    for (int b = 0; b < (n <= 256 ? 1 : 2); ++b) v = v << 8 | (pos_ < size_ ? data_[pos_++] : 0);
    return v % n;
}

}  // namespace carc::fuzz
