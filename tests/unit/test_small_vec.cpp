// SmallVec (include/carc/small_vec.hpp), the per-player counts of the state: values survive every
// copy, move, assignment and resize between the inline room and the heap, and new values are zero
// (these tests also run under ASan/UBSan, which see a leak or a double free).
#include <catch2/catch.hpp>

#include <utility>

#include "carc/small_vec.hpp"

using carc::SmallVec;

namespace {

using Vec = SmallVec<int16_t, 4>;

Vec counting(size_t n) {
    Vec v(n);
    for (size_t i = 0; i < n; ++i) v[i] = static_cast<int16_t>(i + 1);
    return v;
}

bool is_counting(const Vec& v, size_t n) {
    if (v.size() != n) return false;
    for (size_t i = 0; i < n; ++i)
        if (v[i] != static_cast<int16_t>(i + 1)) return false;
    return true;
}

}  // namespace

TEST_CASE("a SmallVec keeps its values inline and on the heap through copies and moves", "[small_vec]") {
    for (size_t n : {0u, 3u, 4u, 5u, 9u}) {
        INFO(n << " values");
        const Vec a = counting(n);
        CHECK(a.heap_bytes() == (n > 4 ? n * sizeof(int16_t) : 0));
        Vec copy(a);
        CHECK(is_counting(copy, n));
        CHECK(copy == a);
        Vec moved(std::move(copy));
        CHECK(is_counting(moved, n));
        for (size_t m : {0u, 2u, 4u, 6u, 11u}) {
            Vec target = counting(m);
            target = a;
            CHECK(is_counting(target, n));
            Vec other = counting(m);
            other = std::move(target);
            CHECK(is_counting(other, n));
            Vec& self = other;
            other = self;
            CHECK(is_counting(other, n));
        }
    }
}

TEST_CASE("a SmallVec grows and shrinks across its inline room with zeros for new values", "[small_vec]") {
    Vec v = counting(3);
    v.resize(7);  // inline -> heap
    CHECK(v.size() == 7);
    CHECK(v[2] == 3);
    CHECK(v[3] == 0);
    CHECK(v[6] == 0);
    v[6] = 42;
    v.resize(12);  // heap -> heap
    CHECK(v[6] == 42);
    CHECK(v[11] == 0);
    v.resize(2);  // heap -> inline
    CHECK(v.heap_bytes() == 0);
    CHECK(is_counting(v, 2));
    v.resize(4);  // the values beyond the size were cleared on the way down
    CHECK(v[2] == 0);
    CHECK(v[3] == 0);
    int sum = 0;
    for (int16_t x : v) sum += x;
    CHECK(sum == 3);
    CHECK(Vec(2) != counting(2));
}
