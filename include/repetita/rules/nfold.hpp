#ifndef REPETITA_RULES_NFOLD_HPP
#define REPETITA_RULES_NFOLD_HPP

/// \file
/// The n-fold occurrence rule: the n-th occurrence of a position has an effect.

#include <repetita/rule_context.hpp>
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
/// The verdict's `since` is the oldest of the `threshold` newest counted occurrences (the start of
/// the cycle that completed the n-fold); `count` is the number of counted occurrences (exactly
/// `threshold` when consecutive or windowed). Cost: O(1) unless the count reaches the threshold,
/// then O(threshold).
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

  [[nodiscard]] verdict evaluate(const rule_context& ctx) const noexcept {
    const ply_t p = ctx.ply;
    if (ctx.chain.count(p) < threshold) return {};  // the common case: one load and a compare
    if ((ctx.hist.facts(p).bits() & except_after) != 0) return {};
    if (consecutive_period != 0) return evaluate_consecutive(ctx);
    std::uint32_t counted = 1;
    ply_t oldest = p;
    for (ply_t q = p; counted < threshold; q = oldest) {
      const ply_t prev = ctx.chain.previous(q);
      if (prev == no_ply || (window != 0 && p - prev > window) || (prev == 0 && !count_start)) break;
      ++counted;
      oldest = prev;
    }
    if (counted < threshold) return {};
    if (window == 0)  // unrestricted: the chain already knows the full count
      counted = ctx.chain.count(p) - ((!count_start && ctx.chain.first(p) == 0) ? 1u : 0u);
    return verdict{effect, ctx.player_for(effect, who), p, oldest, counted, 0, name, citation};
  }

 private:
  // The position at p equals those at p - period, p - 2 * period, ...: a run of `threshold`
  // occurrences, whatever else happened in between.
  [[nodiscard]] verdict evaluate_consecutive(const rule_context& ctx) const noexcept {
    const ply_t p = ctx.ply;
    std::uint32_t counted = 1;
    for (ply_t q = p; counted < threshold; ++counted) {
      if (q < ctx.chain.first_ply() + consecutive_period) return {};
      q -= consecutive_period;
      if (!ctx.chain.same(p, q) || (q == 0 && !count_start)) return {};
    }
    const ply_t since = p - (threshold - 1) * consecutive_period;
    return verdict{effect, ctx.player_for(effect, who), p, since, counted, 0, name, citation};
  }
};

}  // namespace repetita::rules

#endif
