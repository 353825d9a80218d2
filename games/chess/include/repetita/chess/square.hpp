#ifndef REPETITA_CHESS_SQUARE_HPP
#define REPETITA_CHESS_SQUARE_HPP

/// \file
/// Squares, files and ranks. Square a1 is 0, b1 is 1, ..., h8 is 63 (little-endian rank-file).

#include <cstdint>
#include <optional>
#include <string_view>

namespace repetita::chess {

// clang-format off
enum class square : std::uint8_t {
  a1, b1, c1, d1, e1, f1, g1, h1,
  a2, b2, c2, d2, e2, f2, g2, h2,
  a3, b3, c3, d3, e3, f3, g3, h3,
  a4, b4, c4, d4, e4, f4, g4, h4,
  a5, b5, c5, d5, e5, f5, g5, h5,
  a6, b6, c6, d6, e6, f6, g6, h6,
  a7, b7, c7, d7, e7, f7, g7, h7,
  a8, b8, c8, d8, e8, f8, g8, h8,
};
// clang-format on

inline constexpr int square_count = 64;

/// The 0..63 index of a square.
[[nodiscard]] constexpr int index_of(square s) noexcept { return static_cast<int>(s); }
/// The square of an index in 0..63 (unchecked).
[[nodiscard]] constexpr square square_at(int index) noexcept { return static_cast<square>(index); }
/// Files and ranks are 0-based integers: file 0 is the a-file, rank 0 is the first rank.
[[nodiscard]] constexpr int file_of(square s) noexcept { return index_of(s) & 7; }
[[nodiscard]] constexpr int rank_of(square s) noexcept { return index_of(s) >> 3; }
[[nodiscard]] constexpr square make_square(int file, int rank) noexcept { return square_at(rank * 8 + file); }
/// The square `delta` indices away (unchecked: the caller knows the result is on the board).
[[nodiscard]] constexpr square offset(square s, int delta) noexcept { return square_at(index_of(s) + delta); }

[[nodiscard]] constexpr char file_char(int file) noexcept { return static_cast<char>('a' + file); }
[[nodiscard]] constexpr char rank_char(int rank) noexcept { return static_cast<char>('1' + rank); }

/// The square named by two characters such as "e4", or nothing.
[[nodiscard]] constexpr std::optional<square> parse_square(std::string_view text) noexcept {
  if (text.size() != 2 || text[0] < 'a' || text[0] > 'h' || text[1] < '1' || text[1] > '8') return std::nullopt;
  return make_square(text[0] - 'a', text[1] - '1');
}

/// Writes the two-character name of `s` to `out[0..1]`.
constexpr void write_square(square s, char* out) noexcept {
  out[0] = file_char(file_of(s));
  out[1] = rank_char(rank_of(s));
}

}  // namespace repetita::chess

#endif
