#ifndef REPETITA_RULES_MOVE_SERIES_HPP
#define REPETITA_RULES_MOVE_SERIES_HPP

/// \file
/// Move-series repetition: the same block of moves played several times in succession.

#include <repetita/history.hpp>
#include <repetita/history_view.hpp>
#include <repetita/rule_context.hpp>
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
/// `count` = `repeats`. Cost: usually O(window / repeats) per ply (each block length up to
/// window / repeats is tried, most rejected by one comparison); a block length whose moves almost
/// repeat costs up to k * (repeats - 1) comparisons, so the worst case is O(B^2 * repeats) for B
/// block lengths tried. `max_block`, if > 0, bounds B.
struct move_series {
  std::string_view name;
  std::string_view citation;
  std::uint32_t repeats = 3;
  verdict_kind effect = verdict_kind::claimable_draw;
  ply_t min_block = 2;
  ply_t max_block = 0;
  party who = party::by_effect;

  [[nodiscard]] verdict evaluate(const rule_context& ctx) const {
    const history& hist = ctx.hist;
    const ply_t p = ctx.ply;
    const ply_t moves = p - hist.first();  // plies first+1 ... p have moves
    if (repeats < 2 || hist.move_key(p) == no_move_key) return {};
    for (ply_t k = min_block; static_cast<std::uint64_t>(k) * repeats <= moves; ++k) {
      if (max_block != 0 && k > max_block) break;
      if (hist.move_key(p - k) != hist.move_key(p)) continue;
      const ply_t start = p - k * repeats;  // the ply before the first block
      const bool periodic = ranges::all_of(moves_between(start + k, p), [&hist, k](ply_t i) {
        return hist.move_key(i) != no_move_key && hist.move_key(i) == hist.move_key(i - k);
      });
      if (periodic) return verdict{effect, ctx.player_for(effect, who), p, start, repeats, k, name, citation};
    }
    return {};
  }
};

}  // namespace repetita::rules

#endif
