#ifndef REPETITA_CHESS_BITBOARD_HPP
#define REPETITA_CHESS_BITBOARD_HPP

/// \file
/// Bitboards: a set of squares as a 64-bit integer, bit i = square i (a1 = bit 0, h8 = bit 63).

#include <repetita/chess/square.hpp>

#include <bit>
#include <cstdint>

namespace repetita::chess {

using bitboard = std::uint64_t;

inline constexpr bitboard file_a_bb = 0x0101010101010101ull;
inline constexpr bitboard rank_1_bb = 0xFFull;

[[nodiscard]] constexpr bitboard square_bb(square s) noexcept { return bitboard{1} << index_of(s); }
[[nodiscard]] constexpr bitboard file_bb(int file) noexcept { return file_a_bb << file; }
[[nodiscard]] constexpr bitboard rank_bb(int rank) noexcept { return rank_1_bb << (8 * rank); }
[[nodiscard]] constexpr bool contains(bitboard b, square s) noexcept { return (b & square_bb(s)) != 0; }
[[nodiscard]] constexpr int popcount(bitboard b) noexcept { return std::popcount(b); }
[[nodiscard]] constexpr bool more_than_one(bitboard b) noexcept { return (b & (b - 1)) != 0; }
/// The lowest square of a non-empty set.
[[nodiscard]] constexpr square lowest_square(bitboard b) noexcept { return square_at(std::countr_zero(b)); }
/// Removes and returns the lowest square of a non-empty set.
constexpr square pop_lowest(bitboard& b) noexcept {
  const square s = lowest_square(b);
  b &= b - 1;
  return s;
}

/// Shifts every square one step; squares that would leave the board are dropped.
[[nodiscard]] constexpr bitboard shift_north(bitboard b) noexcept { return b << 8; }
[[nodiscard]] constexpr bitboard shift_south(bitboard b) noexcept { return b >> 8; }
[[nodiscard]] constexpr bitboard shift_east(bitboard b) noexcept { return (b & ~file_bb(7)) << 1; }
[[nodiscard]] constexpr bitboard shift_west(bitboard b) noexcept { return (b & ~file_bb(0)) >> 1; }

}  // namespace repetita::chess

#endif
