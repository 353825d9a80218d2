#ifndef REPETITA_ARIMAA_IDENTITY_HPP
#define REPETITA_ARIMAA_IDENTITY_HPP

/// \file
/// What makes two Arimaa positions "the same": "the same board position and side to move" (Arimaa
/// Game Rules). Pieces of one kind are interchangeable, so a bitboard per piece type and colour is
/// an exact key. Only end-of-turn positions are ever pushed (a ply is a whole turn).

#include <repetita/arimaa/board.hpp>
#include <repetita/identity.hpp>

#include <cstdint>

namespace repetita::arimaa {

namespace component {
/// The pieces on the board: Zobrist hash, exact key (12 bitboards).
struct board {
  static constexpr bool zobrist = true;  // identity.hpp: combined by XOR
  static std::uint64_t hash(const position& p) noexcept { return p.board_hash(); }
  static const board_key& key(const position& p) noexcept { return p.board(); }
};
/// The side to move.
struct side_to_move {
  static constexpr bool zobrist = true;  // identity.hpp: combined by XOR
  static std::uint64_t hash(const position& p) noexcept {
    return p.to_move() == color::gold ? 0x243F6A8885A308D3ull : 0x13198A2E03707344ull;
  }
  static color key(const position& p) noexcept { return p.to_move(); }
};
}  // namespace component

/// Board and side to move (Arimaa Game Rules, the repetition rule).
using situation_identity = repetita::identity<component::board, component::side_to_move>;

}  // namespace repetita::arimaa

#endif
