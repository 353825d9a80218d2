#ifndef REPETITA_XIANGQI_IDENTITY_HPP
#define REPETITA_XIANGQI_IDENTITY_HPP

/// \file
/// What makes two xiangqi positions "the same": the same pieces on the same points with the same
/// side to move. Xiangqi has no castling, en passant or pieces in hand; the move counters never count.

#include <repetita/identity.hpp>
#include <repetita/xiangqi/position.hpp>

#include <cstdint>

namespace repetita::xiangqi {

namespace component {

/// The pieces (type and side) on the 90 points: Zobrist hash, exact key the board array.
struct board {
  static constexpr bool zobrist = true;  // identity.hpp: combined by XOR
  static std::uint64_t hash(const position& p) noexcept { return p.board_hash(); }
  static board_array key(const position& p) noexcept { return p.board(); }
};

/// The player to move.
struct side_to_move {
  static constexpr bool zobrist = true;  // identity.hpp: combined by XOR
  static std::uint64_t hash(const position& p) noexcept { return p.side_hash(); }
  static color key(const position& p) noexcept { return p.side_to_move(); }
};

}  // namespace component

/// Board and side to move: the identity of every xiangqi rule set.
using position_identity = repetita::identity<component::board, component::side_to_move>;

}  // namespace repetita::xiangqi

#endif
