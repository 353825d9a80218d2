#ifndef REPETITA_RULES_CYCLE_OVERRIDE_HPP
#define REPETITA_RULES_CYCLE_OVERRIDE_HPP

/// \file
/// Cycle predicates: when every move of one side in the repetition cycle had a fact (gave check),
/// the repetition's verdict becomes a loss for that side.

#include <repetita/facts_read.hpp>
#include <repetita/history_view.hpp>
#include <repetita/rule.hpp>
#include <repetita/rule_context.hpp>
#include <repetita/rule_info.hpp>
#include <repetita/rules/repetition_start.hpp>
#include <repetita/trigger.hpp>
#include <repetita/verdict.hpp>

#include <range/v3/algorithm/all_of.hpp>

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace repetita::rules {

/// What happens when both sides qualify (every move of both sides in the cycle had the fact).
enum class mutual_policy : std::uint8_t {
  keep_inner,    ///< the inner verdict stands (Fairy-Stockfish, lishogi: a draw)
  to_move_loses, ///< the player to move at the deciding ply loses (YaneuraOu)
  mover_loses,   ///< the player who completed the repetition loses
  first_player_loses,  ///< player 0 loses (libosl tests Black, sente, first)
};

/// Wraps a repetition rule (usually `nfold`): when the inner rule fires at ply p with its cycle
/// starting at the occurrence `since` (a), and every move of exactly one player in (a, p] has all
/// of `facts`, the verdict becomes a loss for that player, named `name`, cited `citation`.
///
/// Model: JSA 対局規定 第8条 7 (perpetual check): "in the sequence of moves during which the same
/// position appeared four times, all the moves of one side were checks; that side loses". The
/// span is the moves after the 1st occurrence through the move that makes the 4th, so a start
/// position already in check does not need a check "into" it. A player with no move in the span
/// does not qualify. Two-player games only. Cost: O(p - a) when the inner rule fires, nothing otherwise.
///
/// Rule entries (rule_info.hpp): those of `Inner` first, for the inner verdicts it passes on, then
/// its own, for the loss; a verdict's `rule_index` says which.
template <class Inner>
struct cycle_override {
  Inner inner;
  std::string_view name;
  std::string_view citation;
  ply_facts::bits_type facts = ply_facts::check;
  mutual_policy mutual = mutual_policy::keep_inner;

  /// The loss rests on the plies of the repeated position, as the inner rule's verdict does.
  static constexpr evidence_kind evidence = evidence_kind::positions;
  /// The inner rule's entries, then the override's.
  static constexpr std::size_t rule_entries = rule_entry_count<Inner> + 1;

  /// Calls `f(entry, policy)` for the inner rule's entries, then `f(rule_entries - 1, *this)`.
  template <class F>
  constexpr void for_each_entry(F&& f) const {
    for_each_rule_entry(inner, f);
    f(rule_entries - 1, *this);
  }

  /// Reads the history's move links when the inner rule does (rule.hpp), as a tracker then links them.
  static constexpr bool uses_move_links = repetita::uses_move_links<Inner>;

  /// Speaks only when the inner rule does.
  [[nodiscard]] constexpr trigger when() const noexcept { return trigger_of(inner); }
  /// Reads `facts` at every ply of a cycle, and what the inner rule reads (facts_read.hpp).
  [[nodiscard]] constexpr ply_facts::bits_type reads() const noexcept { return facts | facts_read_by(inner); }

  [[nodiscard]] verdict evaluate(const rule_context& ctx) const {
    verdict v = inner.evaluate(ctx);
    if (!v) return v;
    v.rule_index = static_cast<rule_index_type>(entry_of<Inner>(v));  // passed on: an entry of the inner rule
    if (v.since == no_ply) return v;
    const ply_t first = repetition_start(inner, ctx.chain, v);
    if (first == no_ply) return v;
    std::array<bool, 2> qualifies{};
    for (player_index side = 0; side < 2; ++side) {
      auto moves = moves_by(ctx.hist, side, first, v.ply);
      qualifies[side] = moves.begin() != moves.end() &&
                        ranges::all_of(moves, [&](ply_t i) { return ctx.hist.facts(i).has(facts); });
    }
    player_index loser = no_player;
    if (qualifies[0] != qualifies[1]) {
      loser = qualifies[0] ? 0 : 1;
    } else if (qualifies[0]) {
      switch (mutual) {
        case mutual_policy::keep_inner: return v;
        case mutual_policy::to_move_loses: loser = ctx.hist.to_move(v.ply); break;
        case mutual_policy::mover_loses: loser = ctx.hist.mover(v.ply); break;
        case mutual_policy::first_player_loses: loser = 0; break;
      }
    } else {
      return v;
    }
    return verdict{.kind = verdict_kind::loss, .who = loser, .rule_index = static_cast<rule_index_type>(rule_entries - 1),
                   .ply = v.ply, .since = first, .count = v.count, .rule = name, .citation = citation};
  }

};

template <class Inner>
cycle_override(Inner, std::string_view, std::string_view, ply_facts::bits_type, mutual_policy)
    -> cycle_override<Inner>;

}  // namespace repetita::rules

#endif
