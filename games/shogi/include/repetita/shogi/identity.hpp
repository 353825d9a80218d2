#ifndef REPETITA_SHOGI_IDENTITY_HPP
#define REPETITA_SHOGI_IDENTITY_HPP

/// \file
/// What makes two shogi positions "the same": 「盤面・両者の持駒・手番」 (the board, both players'
/// pieces in hand and the side to move; JSA 対局規定 第6条 A 3). The move number never counts.

#include <repetita/identity.hpp>
#include <repetita/shogi/position.hpp>

#include <cstdint>

namespace repetita::shogi {

namespace component {

/// The pieces (kind, promotion, colour) on the 81 squares; Zobrist hash, exact key the board array.
struct board {
  static constexpr bool zobrist = true;  // identity.hpp: combined by XOR
  static std::uint64_t hash(const position& p) noexcept { return p.board_hash(); }
  static board_array key(const position& p) noexcept { return p.board(); }
};

/// Both players' pieces in hand, by kind and count; Zobrist hash, exact key the counts.
struct hands {
  static constexpr bool zobrist = true;  // identity.hpp: combined by XOR
  static std::uint64_t hash(const position& p) noexcept { return p.hand_hash(); }
  static hands_array key(const position& p) noexcept { return p.hands(); }
};

/// The player to move.
struct side_to_move {
  static constexpr bool zobrist = true;  // identity.hpp: combined by XOR
  static std::uint64_t hash(const position& p) noexcept {
    return p.side_to_move() == color::sente ? 0 : side_key;
  }
  static color key(const position& p) noexcept { return p.side_to_move(); }
};

}  // namespace component

/// Board, hands and side to move: the JSA identity (and the CSA server's key, its board text with
/// the P+/P- hand lines and the side to move).
using position_identity = repetita::identity<component::board, component::hands, component::side_to_move>;

/// Board and side to move without the hands: not a shogi identity, kept to show (and test) that
/// the same board with different hands is a different position.
using board_identity = repetita::identity<component::board, component::side_to_move>;

}  // namespace repetita::shogi

#endif
