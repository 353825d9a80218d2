#ifndef REPETITA_VERDICT_ALGEBRA_HPP
#define REPETITA_VERDICT_ALGEBRA_HPP

/// \file
/// The verdict algebra: how the verdicts of several rules at one ply combine into one.
///
/// Laws (checked in tests/core/verdict_algebra_test.cpp):
/// - `none` is the identity: combine(none, v) == combine(v, none) == v;
/// - severity decides: an illegal move beats everything; a game-ending verdict (draw, no result,
///   loss) beats a claimable draw; a claimable draw beats nothing;
/// - between two verdicts of equal severity the earlier rule wins: a rule set lists its rules in
///   order of precedence (checkmate before the 75-move rule, FIDE 9.6.2);
/// - combine is associative, so a rule set folds its rules left to right.

#include <repetita/verdict.hpp>

#include <concepts>

namespace repetita {

/// 0 none, 1 claimable, 2 ends the game, 3 illegal.
[[nodiscard]] constexpr int severity(verdict_kind kind) noexcept {
  switch (kind) {
    case verdict_kind::none: return 0;
    case verdict_kind::claimable_draw: return 1;
    case verdict_kind::draw:
    case verdict_kind::no_result:
    case verdict_kind::loss: return 2;
    case verdict_kind::illegal_move: return 3;
  }
  return 0;
}

/// True for the kinds after which the game is over and later plies are void.
[[nodiscard]] constexpr bool ends_game(verdict_kind kind) noexcept { return severity(kind) == 2; }

/// The most severe kind of verdict rule `r` may give: its `strongest()`, or illegal_move for a rule
/// without one. A rule set does not ask a rule whose strongest verdict cannot outrank what the
/// rules before it said (FIDE 9.6: after a checkmate, the automatic draws are not looked at).
template <class Rule>
[[nodiscard]] constexpr verdict_kind strongest_of(const Rule& r) noexcept {
  if constexpr (requires { { r.strongest() } -> std::convertible_to<verdict_kind>; })
    return r.strongest();
  else
    return (static_cast<void>(r), verdict_kind::illegal_move);
}

/// The verdict that stands when `earlier` (a rule of higher precedence) and `later` both speak.
[[nodiscard]] constexpr const verdict& combine(const verdict& earlier, const verdict& later) noexcept {
  return severity(later.kind) > severity(earlier.kind) ? later : earlier;
}

}  // namespace repetita

#endif
