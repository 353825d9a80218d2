#ifndef REPETITA_RULES_NFOLD_HPP
#define REPETITA_RULES_NFOLD_HPP

/// \file
/// The n-fold occurrence rule: the n-th occurrence of a position has an effect.

#include <repetita/detail/inline.hpp>
#include <repetita/rule_context.hpp>
#include <repetita/rule_info.hpp>
#include <repetita/trigger.hpp>
#include <repetita/verdict.hpp>

#include <cstdint>
#include <string_view>

namespace repetita::rules {

/// When the position at a ply has occurred at least `threshold` times, the verdict is `effect`.
///
/// Models: FIDE 9.2.2 threefold claim (3, claimable_draw), FIDE 9.6.1 fivefold (5, draw), Go
/// positional superko (2, illegal_move on a board-only identity), simple ko (2, illegal_move,
/// window 2), Arimaa (3, illegal_move), shogi sennichite (4, draw).
///
/// Which occurrences count:
/// - `count_start`: whether the start position (ply 0) counts (shogi-server: no);
/// - `consecutive_period`: if > 0, the position must equal the ones `period`, 2 `period`, ...
///   plies earlier: `threshold` occurrences in an unbroken run (FIDE 2014 9.6a "five consecutive
///   alternate moves by each player", read as every 4 plies like python-chess 0.23; USCF 14K);
/// - `window`: if > 0, only occurrences at most that many plies back count (simple ko: 2);
/// - `except_after`: the rule says nothing at a ply whose move has any of these facts (a pass in Go).
///
/// The verdict's `since` is the first counted occurrence (the oldest of the run when consecutive or
/// windowed); `count` is the number of counted occurrences (exactly `threshold` when consecutive or
/// windowed). Cost: O(1), O(threshold) when consecutive or windowed, O(count) when the start does
/// not count and the position is the start position.
struct nfold {
  std::string_view name;
  std::string_view citation;
  std::uint32_t threshold = 3;
  verdict_kind effect = verdict_kind::claimable_draw;
  bool count_start = true;
  ply_t consecutive_period = 0;
  ply_t window = 0;
  ply_facts::bits_type except_after = 0;
  party who = party::by_effect;
  /// The citation of a claim made by announcing the move that produces the position (FIDE 9.2.1);
  /// empty: the rule allows no such claim (claim_by_move does not ask it). See tracker::claim_by_move.
  std::string_view move_claim_citation = {};

  /// Its verdicts rest on the plies where the position occurred.
  static constexpr evidence_kind evidence = evidence_kind::positions;

  /// It says `effect` or nothing (verdict_algebra.hpp, strongest_of).
  [[nodiscard]] constexpr verdict_kind strongest() const noexcept { return effect; }

  /// Silent until the position has occurred `threshold` times.
  [[nodiscard]] constexpr trigger when() const noexcept { return trigger{threshold, no_ply, 0}; }
  /// Reads the facts that silence it (facts_read.hpp).
  [[nodiscard]] constexpr ply_facts::bits_type reads() const noexcept { return except_after; }

  // Inlined into a rule set's loop: the count check is the common case, and an inlined silent
  // verdict is no 56-byte return. The cases out of line return their evidence in registers, so the
  // verdict is built here, field by field where the caller keeps it (one built in memory and copied
  // at once stalls on the copy's wide loads).
  [[nodiscard]] REPETITA_ALWAYS_INLINE verdict evaluate(const rule_context& ctx) const noexcept {
    const ply_t p = ctx.ply;
    if (ctx.count() < threshold) return {};  // the common case: one load and a compare
    if ((ctx.hist.facts(p).bits() & except_after) != 0) return {};
    occurrences counted;
    if (consecutive_period != 0)
      counted = consecutive_run(ctx);
    else if (window != 0)
      counted = windowed_run(ctx);
    else
      counted = unrestricted(ctx);
    if (counted.since == no_ply) return {};
    return verdict{.kind = effect, .who = ctx.player_for(effect, who), .ply = p, .since = counted.since,
                   .count = counted.count, .rule = name, .citation = citation};
  }

 private:
  // The occurrences counted: the first of them and how many; `since` no_ply when too few.
  struct occurrences {
    ply_t since = no_ply;
    std::uint32_t count = 0;
  };

  // Unrestricted: the chain already knows the count and the first occurrence.
  [[nodiscard]] REPETITA_ALWAYS_INLINE occurrences unrestricted(const rule_context& ctx) const noexcept {
    occurrences counted{ctx.first(), ctx.count()};
    if (counted.since == 0 && !count_start) {
      --counted.count;
      if (counted.count < threshold) return {};
      counted.since = second_occurrence(ctx);
    }
    return counted;
  }

  // Only occurrences at most `window` plies back count.
  [[nodiscard]] occurrences windowed_run(const rule_context& ctx) const noexcept {
    const ply_t p = ctx.ply;
    std::uint32_t counted = 1;
    ply_t oldest = p;
    for (ply_t prev = ctx.previous(); counted < threshold && prev != no_ply; prev = ctx.chain.previous(prev)) {
      if (p - prev > window || (prev == 0 && !count_start)) break;
      ++counted;
      oldest = prev;
    }
    if (counted < threshold) return {};
    return {oldest, counted};
  }

  // The occurrence after ply 0 (the start does not count): a walk down the chain, O(count).
  [[nodiscard]] REPETITA_NOINLINE static ply_t second_occurrence(const rule_context& ctx) noexcept {
    ply_t q = ctx.ply;
    for (ply_t prev = ctx.previous(); prev != 0; prev = ctx.chain.previous(prev)) q = prev;
    return q;
  }

  // The position at p equals those at p - period, p - 2 * period, ...: a run of `threshold`
  // occurrences, whatever else happened in between.
  [[nodiscard]] occurrences consecutive_run(const rule_context& ctx) const noexcept {
    const ply_t p = ctx.ply;
    std::uint32_t counted = 1;
    for (ply_t q = p; counted < threshold; ++counted) {
      if (q < ctx.chain.first_ply() + consecutive_period) return {};
      q -= consecutive_period;
      if (!ctx.chain.same(p, q) || (q == 0 && !count_start)) return {};
    }
    return {p - (threshold - 1) * consecutive_period, counted};
  }
};

}  // namespace repetita::rules

#endif
