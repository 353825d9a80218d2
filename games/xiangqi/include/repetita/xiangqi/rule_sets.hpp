#ifndef REPETITA_XIANGQI_RULE_SETS_HPP
#define REPETITA_XIANGQI_RULE_SETS_HPP

/// \file
/// The xiangqi rule sets. Today one: `threefold`, the plain repetition draw (the standard one until
/// the Asian and Chinese rule sets with perpetual check and chase come). Rule texts and sources:
/// docs/rules/xiangqi.md and ../shared/rules/xiangqi.md.

#include <repetita/registry.hpp>
#include <repetita/rule_set.hpp>
#include <repetita/rules/nfold.hpp>
#include <repetita/rules/on_fact.hpp>
#include <repetita/xiangqi/game.hpp>
#include <repetita/xiangqi/identity.hpp>

namespace repetita::xiangqi {

namespace rules {
using repetita::party;
using repetita::verdict_kind;
using repetita::rules::nfold;
using repetita::rules::on_fact;

// The game's own ends, listed first: a side with no legal move has lost, in check or not.
inline constexpr on_fact checkmate{.name = "checkmate", .citation = "xiangqi: a checkmated side loses",
                                   .facts = facts::checkmate, .effect = verdict_kind::loss, .who = party::to_move};
inline constexpr on_fact stalemate{.name = "stalemate", .citation = "xiangqi: a side with no legal move loses",
                                   .facts = facts::stalemate, .effect = verdict_kind::loss, .who = party::to_move};

/// AXF rule 5: "a repetition in which neither side commits a violation is a draw"; decided at the
/// third occurrence of the position with the same side to move, as Pikafish and Fairy-Stockfish do
/// (../shared/rules/xiangqi.md 1.1). No side is judged for checks or chases here.
inline constexpr nfold threefold{.name = "threefold", .citation = "AXF rule 5 (third occurrence)", .threshold = 3,
                                 .effect = verdict_kind::draw};
}  // namespace rules

[[nodiscard]] inline auto make_rule_sets() {
  return repetita::make_registry(make_rule_set<position_identity>(
      {"threefold", "the third occurrence of a position is a draw (no perpetual check or chase yet)",
       "AXF rule 5; Pikafish and Fairy-Stockfish decide at the third occurrence"},
      rules::checkmate, rules::stalemate, rules::threefold));
}

/// Every xiangqi rule set, the first being the standard one (`threefold` for now).
inline const auto rule_sets = make_rule_sets();
using registry_type = decltype(make_rule_sets());

}  // namespace repetita::xiangqi

#endif
