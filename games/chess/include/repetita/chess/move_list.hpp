#ifndef REPETITA_CHESS_MOVE_LIST_HPP
#define REPETITA_CHESS_MOVE_LIST_HPP

/// \file
/// A fixed-capacity list of moves (no heap allocation).

#include <repetita/chess/move.hpp>

#include <algorithm>
#include <array>
#include <cstddef>

namespace repetita::chess {

/// Enough for any legal position (the known maximum is 218 legal moves).
class move_list {
 public:
  static constexpr std::size_t capacity = 256;

  void push_back(move m) noexcept { moves_[size_++] = m; }
  void clear() noexcept { size_ = 0; }
  [[nodiscard]] std::size_t size() const noexcept { return size_; }
  [[nodiscard]] bool empty() const noexcept { return size_ == 0; }
  [[nodiscard]] move operator[](std::size_t i) const noexcept { return moves_[i]; }
  [[nodiscard]] const move* begin() const noexcept { return moves_.data(); }
  [[nodiscard]] const move* end() const noexcept { return moves_.data() + size_; }
  [[nodiscard]] bool contains(move m) const noexcept { return std::find(begin(), end(), m) != end(); }

 private:
  std::array<move, capacity> moves_;
  std::size_t size_ = 0;
};

}  // namespace repetita::chess

#endif
