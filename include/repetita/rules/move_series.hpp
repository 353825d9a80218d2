#ifndef REPETITA_RULES_MOVE_SERIES_HPP
#define REPETITA_RULES_MOVE_SERIES_HPP

/// \file
/// Move-series repetition: the same block of moves played several times in succession.

#include <repetita/history.hpp>
#include <repetita/history_view.hpp>
#include <repetita/rule_context.hpp>
#include <repetita/rule_info.hpp>
#include <repetita/trigger.hpp>
#include <repetita/verdict.hpp>

#include <range/v3/algorithm/all_of.hpp>

#include <cstdint>
#include <string_view>

namespace repetita::rules {

/// When the last `repeats * k` plies are `repeats` copies, in succession, of one block of `k` plies
/// (`k >= min_block`), the verdict is `effect`. Moves are compared by their exact keys; a ply
/// without a known move (`no_move_key`) matches nothing.
///
/// Models: London 1883 ("a series of moves repeated three times": repeats 3), Bilguer's Handbuch
/// 1843 (3), Steinitz-Zukertort 1886 (the same series six times in succession: 6), the JSA rule
/// before 1983 (the same sequence of moves three times).
///
/// The verdict's `period` is the smallest such `k`, `since` the ply before the first block and
/// `count` = `repeats`. The block lengths tried are the distances to the earlier plies with the same
/// move (the history links them: `uses_move_links`), so a ply whose move is new costs O(1); each
/// candidate k costs up to k * (repeats - 1) comparisons. `max_block`, if > 0, bounds k.
struct move_series {
  std::string_view name;
  std::string_view citation;
  std::uint32_t repeats = 3;
  verdict_kind effect = verdict_kind::claimable_draw;
  ply_t min_block = 2;
  ply_t max_block = 0;
  party who = party::by_effect;

  /// Its verdicts rest on the plies where the repeated blocks start.
  static constexpr evidence_kind evidence = evidence_kind::move_series;

  /// Asks the history to link each ply to the previous ply with the same move.
  static constexpr bool uses_move_links = true;

  /// It says `effect` or nothing (verdict_algebra.hpp, strongest_of).
  [[nodiscard]] constexpr verdict_kind strongest() const noexcept { return effect; }

  /// Silent unless the move at the ply has been played `repeats` times (it ends each of the blocks)
  /// and each of the last (repeats - 1) * min_block moves repeats the move a block earlier, hence
  /// was played before.
  [[nodiscard]] constexpr trigger when() const noexcept {
    if (repeats < 2) return trigger::never();
    return trigger{no_ply, no_ply, 0, repeats, (repeats - 1) * min_block};
  }

  [[nodiscard]] verdict evaluate(const rule_context& ctx) const {
    const history& hist = ctx.hist;
    const ply_t p = ctx.ply;
    const ply_t moves = p - hist.first();  // plies first+1 ... p have moves
    if (repeats < 2 || hist.move_key(p) == no_move_key) return {};
    if (!hist.links_moves()) {  // a history without links: try every block length
      for (ply_t k = min_block; static_cast<std::uint64_t>(k) * repeats <= moves; ++k)
        if (hist.move_key(p - k) == hist.move_key(p))
          if (const verdict v = series_of(ctx, k)) return v;
      return {};
    }
    // The smallest block first: the nearest earlier ply with the same move.
    for (ply_t q = hist.previous_same_move(p); q != no_ply; q = hist.previous_same_move(q)) {
      const ply_t k = p - q;
      if (static_cast<std::uint64_t>(k) * repeats > moves) break;
      if (k < min_block) continue;
      if (const verdict v = series_of(ctx, k)) return v;
    }
    return {};
  }

 private:
  // The verdict if the last repeats * k plies are copies of one block of k plies.
  [[nodiscard]] verdict series_of(const rule_context& ctx, ply_t k) const {
    if (max_block != 0 && k > max_block) return {};
    const history& hist = ctx.hist;
    const ply_t p = ctx.ply;
    const ply_t start = p - k * repeats;  // the ply before the first block
    const bool periodic = ranges::all_of(moves_between(start + k, p), [&hist, k](ply_t i) {
      return hist.move_key(i) != no_move_key && hist.move_key(i) == hist.move_key(i - k);
    });
    if (!periodic) return {};
    return verdict{.kind = effect, .who = ctx.player_for(effect, who), .ply = p, .since = start, .count = repeats,
                   .period = k, .rule = name, .citation = citation};
  }
};

}  // namespace repetita::rules

#endif
