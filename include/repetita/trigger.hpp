#ifndef REPETITA_TRIGGER_HPP
#define REPETITA_TRIGGER_HPP

/// \file
/// Trigger: a cheap necessary condition for a rule to speak, so that quiet plies cost almost nothing.

#include <repetita/ply.hpp>
#include <repetita/ply_facts.hpp>

#include <algorithm>
#include <cstdint>

namespace repetita {

/// What a trigger reads at one ply: the occurrence count of the position (under the rule's
/// identity), the progress clock, the ply's facts, and history::move_count and history::repeat_run.
struct trigger_input {
  std::uint32_t count = 0;
  ply_t clock = 0;
  ply_facts facts{};
  std::uint32_t move_count = 0;
  std::uint32_t repeat_run = 0;
};

/// When a rule may have something to say: the position's occurrence count has reached `min_count`,
/// or the progress clock has reached `min_clock`, or the ply has one of `facts`, or the move just
/// played has been played `min_move_count` times and the last `min_repeat_run` moves had all been
/// played before (history::move_count and history::repeat_run; only when the history links moves).
/// Outside these the rule is silent, so a tracker skips it (and, when every rule set is silent,
/// skips them all).
///
/// Laws: if `!when().may_speak(count, clock, facts)` then `evaluate` returns a verdict of kind
/// none. A rule without a `when()` member is evaluated at every ply (`trigger::always()`).
struct trigger {
  std::uint32_t min_count = 0;
  ply_t min_clock = no_ply;
  ply_facts::bits_type facts = 0;
  std::uint32_t min_move_count = no_ply;
  std::uint32_t min_repeat_run = 0;

  /// Speaks at every ply.
  [[nodiscard]] static constexpr trigger always() noexcept { return trigger{0, 0, 0, 0, 0}; }
  /// Never speaks (the identity of `|`).
  [[nodiscard]] static constexpr trigger never() noexcept { return trigger{no_ply, no_ply, 0, no_ply, no_ply}; }

  [[nodiscard]] constexpr bool may_speak(const trigger_input& in) const noexcept {
    return in.count >= min_count || may_speak_uncounted(in);
  }
  /// The test without its count condition, for a caller that tests counts apart: the tracker's
  /// quiet check compares each identity's count with the smallest threshold of its rule sets.
  [[nodiscard]] constexpr bool may_speak_uncounted(const trigger_input& in) const noexcept {
    return in.clock >= min_clock || (in.facts.bits() & facts) != 0 ||
           (in.move_count >= min_move_count && in.repeat_run >= min_repeat_run);
  }
  /// The same test for a trigger the compiler sees being made (a rule's `when()` inlined): a bound
  /// of `no_ply` is never reached (no count, clock or move count is `no_ply`), and said so, that
  /// condition folds away (an `nfold` tests its count alone). For a trigger read from memory,
  /// `may_speak` is cheaper: it tests no bound for `no_ply`.
  [[nodiscard]] constexpr bool may_speak_folding(const trigger_input& in) const noexcept {
    return (min_count != no_ply && in.count >= min_count) || (min_clock != no_ply && in.clock >= min_clock) ||
           (in.facts.bits() & facts) != 0 ||
           (min_move_count != no_ply && in.move_count >= min_move_count && in.repeat_run >= min_repeat_run);
  }
  [[nodiscard]] constexpr bool may_speak(std::uint32_t count, ply_t clock, ply_facts ply_facts, std::uint32_t move_count = 0,
                                         std::uint32_t repeat_run = 0) const noexcept {
    return may_speak(trigger_input{count, clock, ply_facts, move_count, repeat_run});
  }

  /// May speak when either may. Exact, but where both have a move condition: those merge into the
  /// weaker bounds of the two (still necessary for each).
  friend constexpr trigger operator|(const trigger& a, const trigger& b) noexcept {
    const std::uint32_t run = a.min_move_count == no_ply   ? b.min_repeat_run
                              : b.min_move_count == no_ply ? a.min_repeat_run
                                                           : std::min(a.min_repeat_run, b.min_repeat_run);
    return trigger{std::min(a.min_count, b.min_count), std::min(a.min_clock, b.min_clock), a.facts | b.facts,
                   std::min(a.min_move_count, b.min_move_count), run};
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
