// SmallVec<T, N>: a vector of trivially copyable values that keeps up to N of them inside itself
// and moves to the heap beyond. The per-player counts of the game state (figures in the supply,
// tokens, points per score category) are sized by the ruleset: the games of today's expansions
// fit inline and copy as the fixed arrays they replace did (the bots copy states by the million),
// while a game whose data asks for more kinds still works. Values are zero when the vector grows.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <type_traits>

namespace carc {

template <class T, size_t N>
class SmallVec {
    static_assert(std::is_trivially_copyable_v<T>, "SmallVec copies its values as bytes");
    static_assert(N > 0);

public:
    SmallVec() { std::memset(local_, 0, sizeof(Storage)); }
    explicit SmallVec(size_t n) : SmallVec() { resize(n); }
    SmallVec(const SmallVec& o) : size_(o.size_) {
        if (o.size_ <= N) {
            std::memcpy(local_, o.local_, sizeof(Storage));
        } else {
            heap_ = new T[o.size_];
            std::memcpy(heap_, o.heap_, o.size_ * sizeof(T));
        }
    }
    SmallVec(SmallVec&& o) noexcept : size_(o.size_) {
        std::memcpy(local_, o.local_, sizeof(Storage));  // the values, or the heap pointer
        if (o.size_ > N) {
            o.size_ = 0;
            std::memset(o.local_, 0, sizeof(Storage));
        }
    }
    SmallVec& operator=(const SmallVec& o) {
        if (this == &o) return *this;
        if (o.size_ <= N) {
            release();
            std::memcpy(local_, o.local_, sizeof(Storage));
        } else {
            T* copy = new T[o.size_];
            std::memcpy(copy, o.heap_, o.size_ * sizeof(T));
            release();
            heap_ = copy;
        }
        size_ = o.size_;
        return *this;
    }
    SmallVec& operator=(SmallVec&& o) noexcept {
        if (this == &o) return *this;
        release();
        std::memcpy(local_, o.local_, sizeof(Storage));
        size_ = o.size_;
        if (o.size_ > N) {
            o.size_ = 0;
            std::memset(o.local_, 0, sizeof(Storage));
        }
        return *this;
    }
    ~SmallVec() { release(); }

    size_t size() const { return size_; }
    bool empty() const { return size_ == 0; }
    T* data() { return size_ <= N ? local_ : heap_; }
    const T* data() const { return size_ <= N ? local_ : heap_; }
    T& operator[](size_t i) { return data()[i]; }
    const T& operator[](size_t i) const { return data()[i]; }
    T* begin() { return data(); }
    T* end() { return data() + size_; }
    const T* begin() const { return data(); }
    const T* end() const { return data() + size_; }

    // Keeps the first min(n, size()) values; new ones are zero.
    void resize(size_t n) {
        if (n == size_) return;
        if (n <= N) {
            if (size_ > N) {
                T* old = heap_;
                std::memcpy(local_, old, n * sizeof(T));
                delete[] old;
                std::memset(local_ + n, 0, (N - n) * sizeof(T));
            } else if (n < size_) {
                std::memset(local_ + n, 0, (size_ - n) * sizeof(T));
            }
        } else {
            T* grown = new T[n];
            std::memset(grown, 0, n * sizeof(T));
            std::memcpy(grown, data(), size_ * sizeof(T));
            release();
            heap_ = grown;
        }
        size_ = static_cast<uint32_t>(n);
    }

    friend bool operator==(const SmallVec& a, const SmallVec& b) {
        return a.size_ == b.size_ && std::memcmp(a.data(), b.data(), a.size_ * sizeof(T)) == 0;
    }
    // The bytes it owns on the heap (0 while inline).
    size_t heap_bytes() const { return size_ > N ? size_ * sizeof(T) : 0; }

private:
    void release() {
        if (size_ > N) {
            delete[] heap_;
            std::memset(local_, 0, sizeof(Storage));
        }
    }

    union {
        T local_[N];
        T* heap_;
    };
    union Storage {  // the size of the union above, whichever member is larger
        T local[N];
        T* heap;
    };
    uint32_t size_ = 0;
};

}  // namespace carc
