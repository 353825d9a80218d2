#ifndef REPETITA_RESULT_HPP
#define REPETITA_RESULT_HPP

/// \file
/// `result<T, E>`: a value or an error, the return type of every record reader of every game
/// (g++ 12 has no std::expected in C++20).

#include <optional>
#include <type_traits>
#include <utility>

namespace repetita {

/// Tag wrapper that marks its content as the error of a `result` (like std::unexpected).
template <class E>
struct failure {
  E error;
};
template <class E>
failure(E) -> failure<E>;

/// Either a value of type T or an error of type E. Parsers never throw on bad input: they return
/// this. Accessing the wrong alternative is a programming error (std::optional::value throws
/// std::bad_optional_access), never a consequence of user input.
template <class T, class E>
class [[nodiscard]] result {
 public:
  using value_type = T;
  using error_type = E;

  result(T value) : value_(std::move(value)) {}  // NOLINT: implicit on purpose
  template <class F>
    requires std::is_constructible_v<E, F&&>
  result(failure<F> f) : error_(std::move(f.error)) {}  // NOLINT

  [[nodiscard]] bool has_value() const noexcept { return value_.has_value(); }
  explicit operator bool() const noexcept { return has_value(); }

  [[nodiscard]] T& value() & { return value_.value(); }
  [[nodiscard]] const T& value() const& { return value_.value(); }
  [[nodiscard]] T&& value() && { return std::move(value_).value(); }
  [[nodiscard]] const E& error() const& { return error_.value(); }
  [[nodiscard]] E&& error() && { return std::move(error_).value(); }

  T& operator*() & { return value(); }
  const T& operator*() const& { return value(); }
  T* operator->() { return &value(); }
  const T* operator->() const { return &value(); }

 private:
  // Two optionals rather than a variant: cheaper to build and destroy on the hot path (the PGN
  // reader decodes every move through results), and exactly one is engaged.
  std::optional<T> value_;
  std::optional<E> error_;
};

}  // namespace repetita

#endif
