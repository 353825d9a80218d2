#ifndef REPETITA_ARIMAA_RESULT_HPP
#define REPETITA_ARIMAA_RESULT_HPP

/// \file
/// `result<T, E>`: a value or an error, the return type of the notation reader and the replay (g++ 12 has no std::expected).

#include <optional>
#include <type_traits>
#include <utility>

namespace repetita::arimaa {

/// Marks its content as the error of a `result` (like std::unexpected).
template <class E>
struct failure {
  E error;
};
template <class E>
failure(E) -> failure<E>;

/// Either a value of type T or an error of type E. The reader never throws on bad input: it returns
/// this. Accessing the wrong alternative throws std::bad_optional_access (a programming error).
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
  T& operator*() & { return value(); }
  const T& operator*() const& { return value(); }
  T* operator->() { return &value(); }
  const T* operator->() const { return &value(); }

 private:
  std::optional<T> value_;
  std::optional<E> error_;
};

}  // namespace repetita::arimaa

#endif
