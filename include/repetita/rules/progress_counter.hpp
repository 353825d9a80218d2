#ifndef REPETITA_RULES_PROGRESS_COUNTER_HPP
#define REPETITA_RULES_PROGRESS_COUNTER_HPP

/// \file
/// Progress counters: too many plies without progress have an effect.

#include <repetita/rule_context.hpp>
#include <repetita/rule_info.hpp>
#include <repetita/trigger.hpp>
#include <repetita/verdict.hpp>

#include <string_view>

namespace repetita::rules {

/// When at least `threshold` plies have passed since the last ply with `ply_facts::progress` (or
/// since a start whose clock was given), the verdict is `effect`.
///
/// Models: FIDE 9.3 fifty moves (100 plies, claimable_draw), FIDE 9.6.2 seventy-five moves
/// (150 plies, draw; a checkmate on the 150th ply takes precedence: list the checkmate rule first).
/// The verdict's `since` is the ply of the last progress, `count` the plies since. O(1).
struct progress_counter {
  std::string_view name;
  std::string_view citation;
  ply_t threshold = 100;
  verdict_kind effect = verdict_kind::claimable_draw;
  party who = party::by_effect;
  /// The citation of a claim made by announcing the move that completes the count (FIDE 9.3.1);
  /// empty: the rule allows no such claim (claim_by_move does not ask it). See tracker::claim_by_move.
  std::string_view move_claim_citation = {};

  /// Its verdicts rest on the ply of the last progress.
  static constexpr evidence_kind evidence = evidence_kind::progress;

  /// It says `effect` or nothing (verdict_algebra.hpp, strongest_of).
  [[nodiscard]] constexpr verdict_kind strongest() const noexcept { return effect; }

  /// Silent until the clock reaches the threshold.
  [[nodiscard]] constexpr trigger when() const noexcept { return trigger{no_ply, threshold, 0}; }

  [[nodiscard]] verdict evaluate(const rule_context& ctx) const noexcept {
    const ply_t clock = ctx.hist.clock(ctx.ply);
    if (clock < threshold) return {};
    // `since` may lie before the start when the record began with a running clock (a FEN).
    const ply_t since = clock <= ctx.ply ? ctx.ply - clock : no_ply;
    return verdict{.kind = effect, .who = ctx.player_for(effect, who), .ply = ctx.ply, .since = since, .count = clock,
                   .rule = name, .citation = citation};
  }
};

}  // namespace repetita::rules

#endif
