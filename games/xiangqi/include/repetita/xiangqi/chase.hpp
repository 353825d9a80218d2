#ifndef REPETITA_XIANGQI_CHASE_HPP
#define REPETITA_XIANGQI_CHASE_HPP

/// \file
/// The chase of the Asian (AXF) rules: which pieces a move newly threatens to capture in a way the
/// rules forbid to keep up (../shared/rules/xiangqi.md 1.2, 1.3; docs/rules/xiangqi.md 5).
///
/// An *attack* of a piece A on an enemy piece T is a capture A could make if its side were to move:
/// a capture its moves allow and legal (its own king not left attacked, the flying general
/// included), so that a pinned piece attacks only along its pin (the rule book's diagram 63: a
/// rook pinned by a cannon chases nothing; diagram 37: a rook that can take its pinner does). An
/// attack is a *chase* when:
/// - A is not a king or a pawn ("pawns and kings are allowed to do perpetual threats");
/// - T is not a king (that is a check) nor a pawn on its own side of the river;
/// - it is not an offered exchange: A and T of one type with T able to capture A back;
/// - T is worth more than A (rook 4, horse and cannon 3, advisor and elephant 2, pawn 1: "a chariot
///   chased by a horse or cannon", an elephant or advisor after a horse, cannon or rook), or T is
///   unprotected: no enemy piece can legally take back on T's point after A captures there, so a
///   protector pinned off that point is no protection (a "fake root", diagrams 83-85).
/// A move *chases* T when after it some attack on T is a chase that was not one before the move
/// (a discovered attack, a new pin on T's protector and an unblocked line all count).

#include <repetita/xiangqi/position.hpp>

#include <cstdint>

namespace repetita::xiangqi {

/// A set of one side's pieces by identity (position::id_at): bit i for the piece with id i.
using piece_set = std::uint16_t;

/// The pieces of the player to move in `after` that the move `m` (from `before`, whose player to
/// move made it) newly chases. Computed exactly from the two positions; costs a few move scans.
[[nodiscard]] piece_set chased_by(const position& before, move m, const position& after) noexcept;

/// Is the attack of the piece on `attacker` on the enemy piece on `target` in `p` a chase (the
/// definition above; whichever side is to move)? False when there is no such attack.
[[nodiscard]] bool is_chase(const position& p, square attacker, square target) noexcept;

/// After the piece on `attacker` captures the enemy piece on `target` in `p`, can the target's side
/// take back on `target` with a legal capture?
[[nodiscard]] bool is_protected(const position& p, square attacker, square target) noexcept;

}  // namespace repetita::xiangqi

#endif
