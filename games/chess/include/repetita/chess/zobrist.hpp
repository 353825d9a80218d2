#ifndef REPETITA_CHESS_ZOBRIST_HPP
#define REPETITA_CHESS_ZOBRIST_HPP

/// \file
/// Zobrist keys: one random 64-bit key per (piece, square), per castling rook square, per en
/// passant file, and one for Black to move. Fixed at compile time (splitmix64 from a fixed seed),
/// so hashes are stable across runs and builds.

#include <repetita/chess/bitboard.hpp>
#include <repetita/chess/piece.hpp>
#include <repetita/chess/square.hpp>

#include <array>
#include <cstdint>

namespace repetita::chess::zobrist {

struct key_table {
  std::array<std::array<std::uint64_t, 64>, 12> piece_square;
  std::array<std::uint64_t, 64> castling_rook;  // only back-rank squares are ever used
  std::array<std::uint64_t, 8> en_passant_file;
  std::uint64_t black_to_move;
};

namespace detail {
constexpr std::uint64_t splitmix64(std::uint64_t& state) noexcept {
  std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}
constexpr key_table make_keys() noexcept {
  key_table t{};
  std::uint64_t state = 0x5245504554495441ull;  // "REPETITA"
  for (auto& row : t.piece_square)
    for (auto& k : row) k = splitmix64(state);
  for (auto& k : t.castling_rook) k = splitmix64(state);
  for (auto& k : t.en_passant_file) k = splitmix64(state);
  t.black_to_move = splitmix64(state);
  return t;
}
}  // namespace detail

inline constexpr key_table keys = detail::make_keys();

[[nodiscard]] constexpr std::uint64_t piece_key(piece p, square s) noexcept {
  return keys.piece_square[static_cast<std::size_t>(index_of(p))][static_cast<std::size_t>(index_of(s))];
}
/// The side-to-move component: 0 for White, one fixed key for Black.
[[nodiscard]] constexpr std::uint64_t side_key(color side) noexcept {
  return side == color::black ? keys.black_to_move : 0;
}
/// The castling component: XOR of the keys of the rooks that still have a castling right.
[[nodiscard]] constexpr std::uint64_t castling_key(bitboard castling_rooks) noexcept {
  std::uint64_t k = 0;
  while (castling_rooks) k ^= keys.castling_rook[static_cast<std::size_t>(index_of(pop_lowest(castling_rooks)))];
  return k;
}
/// The en passant component for an e.p. square on `file` (0 when there is none: pass -1).
[[nodiscard]] constexpr std::uint64_t en_passant_key(int file) noexcept {
  return file < 0 ? 0 : keys.en_passant_file[static_cast<std::size_t>(file)];
}

}  // namespace repetita::chess::zobrist

#endif
