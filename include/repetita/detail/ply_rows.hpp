#ifndef REPETITA_DETAIL_PLY_ROWS_HPP
#define REPETITA_DETAIL_PLY_ROWS_HPP

/// \file
/// One row per ply for the per-ply records of several indices, laid out at compile time, and the
/// column through which each index reads and writes its own member of every row. A tracker keeps
/// each identity's per-ply record (a base identity's link, a refinement's extra key) in one row
/// (identity_set.hpp): a ply costs one append and one bounds check, not one per index.

#include <repetita/detail/inline.hpp>

#include <algorithm>
#include <array>
#include <cstddef>
#include <new>
#include <type_traits>
#include <utility>
#include <vector>

namespace repetita::detail {

/// The layout of a row holding one `Ts` each, in order, each at its alignment.
template <class... Ts>
struct row_layout {
  static constexpr std::size_t align = std::max({alignof(Ts)..., alignof(std::byte)});
  static constexpr std::array<std::size_t, sizeof...(Ts)> offsets = [] {
    std::array<std::size_t, sizeof...(Ts)> result{};
    constexpr std::array<std::size_t, sizeof...(Ts)> sizes{sizeof(Ts)...};
    constexpr std::array<std::size_t, sizeof...(Ts)> aligns{alignof(Ts)...};
    std::size_t at = 0;
    for (std::size_t i = 0; i < sizeof...(Ts); ++i) {
      at = (at + aligns[i] - 1) / aligns[i] * aligns[i];
      result[i] = at;
      at += sizes[i];
    }
    return result;
  }();
  static constexpr std::size_t size = [] {
    constexpr std::array<std::size_t, sizeof...(Ts)> sizes{sizeof(Ts)...};
    std::size_t end = sizeof...(Ts) == 0 ? 1 : offsets[sizeof...(Ts) - 1] + sizes[sizeof...(Ts) - 1];
    return (end + align - 1) / align * align;
  }();

  /// A row's storage. Left uninitialized by its constructor: each index constructs its member of
  /// a new row (the members are trivially copyable and destructible, see ply_column).
  struct alignas(align) row {
    row() noexcept {}  // NOLINT: no initialization, on purpose
    std::byte bytes[size];
  };
};

/// Rows of one layout. A column holds the rows' address: whoever holds columns into the rows
/// makes them again when the rows move, which only `push` (when the rows grow), `reserve` and a
/// copy or move do (identity_set, history, occurrence_index and refined_index do). A column read
/// is then one multiply-add from a pointer in the column, not a load of the rows' address first.
template <class Layout>
class ply_rows {
 public:
  /// The first row's address.
  [[nodiscard]] std::byte* data() noexcept { return reinterpret_cast<std::byte*>(rows_.data()); }
  [[nodiscard]] std::size_t size() const noexcept { return rows_.size(); }

  /// Appends a row, its members unconstructed, and returns its address.
  REPETITA_ALWAYS_INLINE std::byte* push() {
    rows_.emplace_back();
    return reinterpret_cast<std::byte*>(&rows_.back());
  }
  void pop() noexcept { rows_.pop_back(); }
  void clear() noexcept { rows_.clear(); }
  /// Removes the first `n` rows (the rows stay where they are).
  void erase_front(std::size_t n) {
    rows_.erase(rows_.begin(), rows_.begin() + static_cast<std::ptrdiff_t>(n));
  }
  void reserve(std::size_t n) { rows_.reserve(n); }

 private:
  std::vector<typename Layout::row> rows_;
};

/// One member of every row of a ply_rows: the address of the first row's member and the rows'
/// size. Made again by the rows' owner when the rows move (see ply_rows).
template <class T>
class ply_column {
  static_assert(std::is_trivially_copy_constructible_v<T>,
                "repetita: a per-ply record is copied as bytes when its rows grow");
  static_assert(std::is_trivially_destructible_v<T>, "repetita: a per-ply record is never destroyed");

 public:
  ply_column() = default;
  /// `rows` may be null (no row yet): no member is read before the rows' owner makes the column again.
  ply_column(std::byte* rows, std::size_t offset, std::size_t stride) noexcept
      : first_(rows != nullptr ? rows + offset : nullptr), stride_(stride) {}

  [[nodiscard]] T& operator[](std::size_t i) const noexcept {
    return *std::launder(reinterpret_cast<T*>(first_ + i * stride_));
  }
  /// Constructs the member of row `i` (a row just appended).
  template <class... Args>
  T& construct(std::size_t i, Args&&... args) const {
    return *::new (slot(i)) T(std::forward<Args>(args)...);
  }
  /// The storage of the member of row `i`, for a maker that constructs it there.
  [[nodiscard]] void* slot(std::size_t i) const noexcept { return first_ + i * stride_; }
  /// The distance in bytes from a row's member to the next row's (for a walk over rows by pointer).
  [[nodiscard]] std::size_t stride() const noexcept { return stride_; }

 private:
  std::byte* first_ = nullptr;
  std::size_t stride_ = sizeof(T);
};

}  // namespace repetita::detail

#endif
