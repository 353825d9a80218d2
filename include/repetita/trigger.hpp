#ifndef REPETITA_TRIGGER_HPP
#define REPETITA_TRIGGER_HPP

/// \file
/// Trigger: a cheap necessary condition for a rule to speak, so that quiet plies cost almost nothing.

#include <repetita/ply.hpp>
#include <repetita/ply_facts.hpp>

#include <algorithm>
#include <cstdint>

namespace repetita {

/// When a rule may have something to say: the position's occurrence count has reached `min_count`,
/// or the progress clock has reached `min_clock`, or the ply has one of `facts`, or the move just
/// played has been played `min_move_count` times (history::move_count; only when the history links
/// moves). Outside these the rule is silent, so a tracker skips it (and, when every rule set is
/// silent, skips them all).
///
/// Laws: if `!when().may_speak(count, clock, facts)` then `evaluate` returns a verdict of kind
/// none. A rule without a `when()` member is evaluated at every ply (`trigger::always()`).
struct trigger {
  std::uint32_t min_count = 0;
  ply_t min_clock = no_ply;
  ply_facts::bits_type facts = 0;
  std::uint32_t min_move_count = no_ply;

  /// Speaks at every ply.
  [[nodiscard]] static constexpr trigger always() noexcept { return trigger{0, 0, 0, 0}; }
  /// Never speaks (the identity of `|`).
  [[nodiscard]] static constexpr trigger never() noexcept { return trigger{no_ply, no_ply, 0, no_ply}; }

  [[nodiscard]] constexpr bool may_speak(std::uint32_t count, ply_t clock, ply_facts ply_facts,
                                         std::uint32_t move_count = 0) const noexcept {
    return count >= min_count || clock >= min_clock || (ply_facts.bits() & facts) != 0 || move_count >= min_move_count;
  }

  /// May speak when either may.
  friend constexpr trigger operator|(const trigger& a, const trigger& b) noexcept {
    return trigger{std::min(a.min_count, b.min_count), std::min(a.min_clock, b.min_clock), a.facts | b.facts,
                   std::min(a.min_move_count, b.min_move_count)};
  }
};

/// The trigger of a rule: its `when()`, or `trigger::always()`.
template <class Rule>
[[nodiscard]] constexpr trigger trigger_of(const Rule& r) noexcept {
  if constexpr (requires { { r.when() } -> std::convertible_to<trigger>; })
    return r.when();
  else
    return (static_cast<void>(r), trigger::always());
}

}  // namespace repetita

#endif
