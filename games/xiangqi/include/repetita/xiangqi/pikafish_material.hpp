#ifndef REPETITA_XIANGQI_PIKAFISH_MATERIAL_HPP
#define REPETITA_XIANGQI_PIKAFISH_MATERIAL_HPP

/// \file
/// Pikafish's draw by insufficient material (official-pikafish/Pikafish src/position.cpp,
/// `Position::rule_judge`, as of its commits "More insufficient materials", 2024-03, to 2026-07):
/// with no pawn on the board, material that cannot force mate is a draw, at once or unless the
/// side to move mates at once. Not in the AXF or CXA texts: the `pikafish` rule set's reading only
/// (docs/rules/xiangqi.md 4 and 6).

#include <repetita/xiangqi/position.hpp>

#include <cstdint>

namespace repetita::xiangqi {

/// How Pikafish's material rule stands on a position.
enum class material_draw : std::uint8_t {
  none,         ///< mate can still be forced (a pawn, a rook or horse, or cannons with their screens)
  direct,       ///< a draw whatever the position
  unless_mate,  ///< a draw unless the side to move can mate (or stalemate) with its next move
};

/// The material alone, with no pawn on the board: no rook, horse or cannon is `direct`; one cannon
/// in all, its side without advisors: `direct` against no advisor, or against one when the cannon's
/// side has no elephant; `unless_mate` against one advisor with elephants, or against two without
/// them; one cannon a side and no advisor on the board: `direct` without elephants, `unless_mate`
/// with some. Anything else is `none`. A scan of the board that stops at the first pawn, rook or
/// horse (at a rook's corner in the opening).
[[nodiscard]] material_draw pikafish_material(const position& p) noexcept;

/// Does Pikafish draw `p` for its material: `direct`, or `unless_mate` and the side to move has a
/// legal move and none that leaves the opponent without one? (A side without a legal move has lost:
/// the checkmate and stalemate rules say so.)
[[nodiscard]] bool pikafish_material_draw(const position& p) noexcept;

}  // namespace repetita::xiangqi

#endif
