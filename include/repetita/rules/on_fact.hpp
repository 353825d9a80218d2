#ifndef REPETITA_RULES_ON_FACT_HPP
#define REPETITA_RULES_ON_FACT_HPP

/// \file
/// A per-ply fact that decides the game on its own (checkmate, stalemate).

#include <repetita/rule_context.hpp>
#include <repetita/rule_info.hpp>
#include <repetita/trigger.hpp>
#include <repetita/verdict.hpp>

#include <string_view>

namespace repetita::rules {

/// When the ply has every fact in `facts`, the verdict is `effect`.
///
/// This is how a rule set puts the game's own ends in order with its repetition rules: FIDE 9.6
/// lets a checkmate take precedence over the automatic draws, so a FIDE rule set lists
/// `on_fact{.name = "checkmate", .citation = "FIDE 5.1.1", .facts = <the game's checkmate fact>,
/// .effect = verdict_kind::loss, .who = party::to_move}` before its fivefold and 75-move rules. O(1).
struct on_fact {
  std::string_view name;
  std::string_view citation;
  ply_facts::bits_type facts = 0;
  verdict_kind effect = verdict_kind::draw;
  party who = party::by_effect;

  /// Its verdicts rest on a fact of the ply itself.
  static constexpr evidence_kind evidence = evidence_kind::fact;

  /// It says `effect` or nothing (verdict_algebra.hpp, strongest_of).
  [[nodiscard]] constexpr verdict_kind strongest() const noexcept { return effect; }

  /// Silent at plies without the facts.
  [[nodiscard]] constexpr trigger when() const noexcept { return trigger{no_ply, no_ply, facts}; }

  [[nodiscard]] verdict evaluate(const rule_context& ctx) const noexcept {
    if (facts == 0 || !ctx.hist.facts(ctx.ply).has(facts)) return {};
    return verdict{.kind = effect, .who = ctx.player_for(effect, who), .ply = ctx.ply, .since = ctx.ply, .count = 1,
                   .rule = name, .citation = citation};
  }
};

}  // namespace repetita::rules

#endif
