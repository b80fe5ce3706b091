// A value or an error message, for every operation that can fail on bad input: loading data,
// reading saves, applying an illegal action. GCC 12 has no std::expected, so this is the small
// subset we need. Errors are sentences a player or a data author can act on.
#pragma once

#include <cassert>
#include <string>
#include <utility>
#include <variant>

namespace carc {

struct Error {
    std::string message;
};

template <class T>
class [[nodiscard]] Result {
public:
    Result(T value) : data_(std::move(value)) {}
    Result(Error error) : data_(std::move(error)) {}

    bool ok() const { return std::holds_alternative<T>(data_); }
    explicit operator bool() const { return ok(); }

    T& value() & {
        assert(ok());
        return std::get<T>(data_);
    }
    const T& value() const& {
        assert(ok());
        return std::get<T>(data_);
    }
    T&& value() && {
        assert(ok());
        return std::get<T>(std::move(data_));
    }
    T* operator->() { return &value(); }
    const T* operator->() const { return &value(); }
    T& operator*() & { return value(); }
    const T& operator*() const& { return value(); }

    const std::string& error() const {
        assert(!ok());
        return std::get<Error>(data_).message;
    }

private:
    std::variant<T, Error> data_;
};

inline Error error(std::string message) { return Error{std::move(message)}; }

}  // namespace carc
