#ifndef REPETITA_CHESS_MOVEGEN_HPP
#define REPETITA_CHESS_MOVEGEN_HPP

/// \file
/// Legal move generation.

#include <repetita/chess/move_list.hpp>
#include <repetita/chess/position.hpp>

namespace repetita::chess {

/// Appends every legal move of `pos` to `out` (which is cleared first). No allocation.
/// The order is deterministic (king, pawns, knights, bishops, rooks, queens, castling) but not part of the contract.
void generate_legal_moves(const position& pos, move_list& out) noexcept;

/// The legal moves of `pos`.
[[nodiscard]] inline move_list legal_moves(const position& pos) noexcept {
  move_list list;
  generate_legal_moves(pos, list);
  return list;
}

}  // namespace repetita::chess

#endif
