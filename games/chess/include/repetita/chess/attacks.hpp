#ifndef REPETITA_CHESS_ATTACKS_HPP
#define REPETITA_CHESS_ATTACKS_HPP

/// \file
/// Attack sets of every piece, and the between/line tables used for pins and checks.
///
/// Every table is computed at compile time: knight, king, pawn, between and line tables, and the
/// magic bitboards of the sliding pieces (magics recorded in attacks.cpp and checked as the tables
/// are built). Nothing runs at start-up, so global positions are safe and a short run does not
/// wait for 861 KB of tables to be filled on one thread.

#include <repetita/chess/bitboard.hpp>
#include <repetita/chess/piece.hpp>
#include <repetita/chess/square.hpp>

#include <array>
#include <cstdint>

namespace repetita::chess::attacks {

namespace detail {

struct magic_entry {
  bitboard mask;         // relevant occupancy (board edges excluded)
  bitboard magic;        // multiplier that maps each subset of `mask` to a distinct slot
  std::uint32_t offset;  // first slot of this square in `slider_table`
  std::uint32_t shift;   // 64 - number of bits in `mask`
};

inline constexpr std::size_t rook_slots = 102400;
inline constexpr std::size_t bishop_slots = 5248;

struct slider_tables {
  std::array<magic_entry, 64> rook;
  std::array<magic_entry, 64> bishop;
  std::array<bitboard, rook_slots + bishop_slots> attacks;
};

struct leaper_tables {
  std::array<bitboard, 64> knight;
  std::array<bitboard, 64> king;
  std::array<std::array<bitboard, 64>, 2> pawn;  // [colour][square]: squares a pawn attacks
  std::array<bitboard, 64> rook_empty;    // rook attacks on an empty board
  std::array<bitboard, 64> bishop_empty;  // bishop attacks on an empty board
  std::array<std::array<bitboard, 64>, 64> between;
  std::array<std::array<bitboard, 64>, 64> line;
};

extern const slider_tables sliders;
extern const leaper_tables leapers;

[[nodiscard]] inline bitboard slide(const magic_entry& e, bitboard occupied) noexcept {
  return sliders.attacks[e.offset + static_cast<std::uint32_t>(((occupied & e.mask) * e.magic) >> e.shift)];
}

}  // namespace detail

[[nodiscard]] inline bitboard knight(square s) noexcept { return detail::leapers.knight[static_cast<std::size_t>(index_of(s))]; }
[[nodiscard]] inline bitboard king(square s) noexcept { return detail::leapers.king[static_cast<std::size_t>(index_of(s))]; }
/// Squares a pawn of colour `c` on `s` attacks.
[[nodiscard]] inline bitboard pawn(color c, square s) noexcept {
  return detail::leapers.pawn[static_cast<std::size_t>(index_of(c))][static_cast<std::size_t>(index_of(s))];
}
[[nodiscard]] inline bitboard bishop(square s, bitboard occupied) noexcept {
  return detail::slide(detail::sliders.bishop[static_cast<std::size_t>(index_of(s))], occupied);
}
[[nodiscard]] inline bitboard rook(square s, bitboard occupied) noexcept {
  return detail::slide(detail::sliders.rook[static_cast<std::size_t>(index_of(s))], occupied);
}
[[nodiscard]] inline bitboard queen(square s, bitboard occupied) noexcept { return bishop(s, occupied) | rook(s, occupied); }

/// Squares attacked by a piece of type `t` (not a pawn) on `s`.
[[nodiscard]] inline bitboard of(piece_type t, square s, bitboard occupied) noexcept {
  switch (t) {
    case piece_type::knight: return knight(s);
    case piece_type::bishop: return bishop(s, occupied);
    case piece_type::rook: return rook(s, occupied);
    case piece_type::queen: return queen(s, occupied);
    case piece_type::king: return king(s);
    case piece_type::pawn: break;
  }
  return 0;
}

/// Rook and bishop attacks on an empty board (lines a slider could pin or check along).
[[nodiscard]] inline bitboard rook_rays(square s) noexcept { return detail::leapers.rook_empty[static_cast<std::size_t>(index_of(s))]; }
[[nodiscard]] inline bitboard bishop_rays(square s) noexcept {
  return detail::leapers.bishop_empty[static_cast<std::size_t>(index_of(s))];
}

/// Squares strictly between `a` and `b` if they share a rank, file or diagonal; else empty.
[[nodiscard]] inline bitboard between(square a, square b) noexcept {
  return detail::leapers.between[static_cast<std::size_t>(index_of(a))][static_cast<std::size_t>(index_of(b))];
}
/// The whole rank, file or diagonal through `a` and `b` (edge to edge) if aligned; else empty.
[[nodiscard]] inline bitboard line(square a, square b) noexcept {
  return detail::leapers.line[static_cast<std::size_t>(index_of(a))][static_cast<std::size_t>(index_of(b))];
}

/// Sliding attacks computed square by square (slow; reference for tests and table building).
[[nodiscard]] bitboard slow_rook(square s, bitboard occupied) noexcept;
[[nodiscard]] bitboard slow_bishop(square s, bitboard occupied) noexcept;

}  // namespace repetita::chess::attacks

#endif
