#ifndef REPETITA_ARIMAA_RULE_SETS_HPP
#define REPETITA_ARIMAA_RULE_SETS_HPP

/// \file
/// The Arimaa rule sets: `arimaa` (the official rules, as the arimaa-server applies them) and `aei`
/// (the AEI reference implementation, pyrimaa). Texts and interpretation: docs/rules/arimaa.md.

#include <repetita/arimaa/game.hpp>
#include <repetita/arimaa/identity.hpp>
#include <repetita/registry.hpp>
#include <repetita/rule_set.hpp>
#include <repetita/rules/nfold.hpp>
#include <repetita/rules/on_fact.hpp>

#include <array>
#include <cstddef>
#include <optional>
#include <string_view>
#include <type_traits>

namespace repetita::arimaa {

namespace rules {
using repetita::party;
using repetita::verdict_kind;
using repetita::rules::nfold;
using repetita::rules::on_fact;

inline constexpr std::string_view official = "Arimaa Game Rules (arimaa.com)";

/// "A player may not pass the whole turn or make a move equivalent to passing the whole turn."
inline constexpr on_fact unchanged{.name = "unchanged-position", .citation = "Arimaa Game Rules, moves",
                                   .facts = facts::unchanged, .effect = verdict_kind::illegal_move};
/// A turn the rules of moving forbid ("each turn consists of 1 to 4 steps"; the setup places the
/// pieces "on the first two rows"): an illegal move, as the official referee refuses it.
inline constexpr on_fact illegal_turn{.name = "illegal-turn", .citation = "Arimaa Game Rules, moves and setup",
                                      .facts = facts::illegal_turn, .effect = verdict_kind::illegal_move};
/// "If after a turn the same board position and side to move would occur for the third time, then
/// that move is illegal." The position after both setups counts (arimaa-server).
inline constexpr nfold repetition{.name = "repetition", .citation = "Arimaa Game Rules, repetition",
                                  .threshold = 3, .effect = verdict_kind::illegal_move};
/// The end-of-turn checks in the official order (A moved, B to move).
inline constexpr on_fact goal{.name = "goal", .citation = "Arimaa Game Rules, end of game 1",
                              .facts = facts::mover_goal, .effect = verdict_kind::loss, .who = party::to_move};
inline constexpr on_fact own_goal{.name = "goal", .citation = "Arimaa Game Rules, end of game 2",
                                  .facts = facts::to_move_goal, .effect = verdict_kind::loss, .who = party::mover};
inline constexpr on_fact elimination{.name = "elimination", .citation = "Arimaa Game Rules, end of game 3",
                                     .facts = facts::to_move_no_rabbit, .effect = verdict_kind::loss,
                                     .who = party::to_move};
inline constexpr on_fact own_elimination{.name = "elimination", .citation = "Arimaa Game Rules, end of game 4",
                                         .facts = facts::mover_no_rabbit, .effect = verdict_kind::loss,
                                         .who = party::mover};
inline constexpr on_fact immobilization{.name = "immobilization", .citation = "Arimaa Game Rules, end of game 5",
                                        .facts = facts::immobilized, .effect = verdict_kind::loss,
                                        .who = party::to_move};
/// "If in the rare case the only moves a player has are not allowed then the player loses."
inline constexpr on_fact repetition_immobilization{.name = "immobilization-by-repetition",
                                                   .citation = "Arimaa Game Rules, end of game 6",
                                                   .facts = facts::only_repetitions, .effect = verdict_kind::loss,
                                                   .who = party::to_move};

/// AEI (Janzert/AEI, pyrimaa/game.py): "Tried move resulting in a 3rd time repetition" is an illegal
/// move that ends the game, the mover losing (result `i`): a loss for the mover, not a refused move.
/// A start position supplied as such is not counted.
inline constexpr nfold aei_repetition{.name = "repetition", .citation = "AEI pyrimaa/game.py (3rd time repetition)",
                                      .threshold = 3, .effect = verdict_kind::loss, .count_start = false,
                                      .who = party::mover};
/// AEI: "Tried move that did not change the position", likewise a loss for the mover (result `i`).
inline constexpr on_fact aei_unchanged{.name = "unchanged-position",
                                       .citation = "AEI pyrimaa/game.py (move that did not change the position)",
                                       .facts = facts::unchanged, .effect = verdict_kind::loss, .who = party::mover};
/// AEI: an illegal move (too many steps, "taking opponent steps", a setup the strict setup rules
/// refuse) ends the game, the mover losing (result `i`), as its own test games expect.
inline constexpr on_fact aei_illegal_turn{.name = "illegal-turn", .citation = "AEI pyrimaa/game.py (illegal move)",
                                          .facts = facts::illegal_turn, .effect = verdict_kind::loss,
                                          .who = party::mover};
inline constexpr on_fact aei_immobilization{.name = "immobilization", .citation = "AEI pyrimaa/board.py is_end_state",
                                            .facts = facts::immobilized, .effect = verdict_kind::loss,
                                            .who = party::to_move};
}  // namespace rules

/// Every Arimaa rule set; the first is the official one.
inline constexpr auto rule_sets = repetita::make_registry(
    make_rule_set<situation_identity>(
        {"arimaa",
         "official: a third occurrence (board and side to move, end of turn) is illegal, as is a move that does not "
         "change the position; goal, elimination, immobilization (including every move being illegal) in that order",
         "Arimaa Game Rules (arimaa.com); arimaa-server Game.scala"},
        rules::illegal_turn, rules::unchanged, rules::repetition, rules::goal, rules::own_goal, rules::elimination, rules::own_elimination,
        rules::immobilization, rules::repetition_immobilization),
    make_rule_set<situation_identity>(
        {"aei",
         "AEI reference: as arimaa, but a supplied start position is not counted, a third occurrence or an "
         "unchanged position ends the game (the mover loses, result i), and a player whose only moves repeat is "
         "not seen as immobilized",
         "Janzert/AEI pyrimaa/board.py, pyrimaa/game.py"},
        rules::aei_illegal_turn, rules::aei_unchanged, rules::aei_repetition, rules::goal, rules::own_goal, rules::elimination,
        rules::own_elimination, rules::aei_immobilization));

using registry_type = std::remove_cvref_t<decltype(rule_sets)>;

/// Whether rule set `rs` makes a player lose whose only moves would be third occurrences (check 6):
/// it has a rule that reads facts::only_repetitions (rules::repetition_immobilization). The
/// referee then computes that fact (repetition_immobilization.hpp).
[[nodiscard]] constexpr bool makes_repetition_immobilization(std::size_t rs) noexcept {
  return rule_sets.reads_facts(rs, facts::only_repetitions);
}

/// makes_repetition_immobilization of each rule set, in registry order (computed from the rules).
inline constexpr std::array<bool, registry_type::size> detects_repetition_immobilization = [] {
  std::array<bool, registry_type::size> out{};
  for (std::size_t i = 0; i < out.size(); ++i) out[i] = makes_repetition_immobilization(i);
  return out;
}();
static_assert(detects_repetition_immobilization[0] && !detects_repetition_immobilization[1],
              "arimaa makes check 6, aei does not (docs/rules/arimaa.md)");

/// The index of a rule set by name, or nullopt.
[[nodiscard]] inline std::optional<std::size_t> find_rule_set(std::string_view name) noexcept {
  return rule_sets.find(name);
}

}  // namespace repetita::arimaa

#endif
