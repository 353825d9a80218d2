#ifndef REPETITA_XIANGQI_RULE_SETS_HPP
#define REPETITA_XIANGQI_RULE_SETS_HPP

/// \file
/// The xiangqi rule sets: `axf` (the Asian rules, the standard), `cxa` (the Chinese rules where the
/// texts say they differ), `pikafish` and `fairy-stockfish`
/// (those engines' readings), and `threefold` (a plain repetition draw, no side judged). Rule texts and sources:
/// docs/rules/xiangqi.md and ../shared/rules/xiangqi.md.

#include <repetita/registry.hpp>
#include <repetita/rule_set.hpp>
#include <repetita/rules/nfold.hpp>
#include <repetita/rules/on_fact.hpp>
#include <repetita/xiangqi/game.hpp>
#include <repetita/xiangqi/identity.hpp>
#include <repetita/xiangqi/move_count.hpp>
#include <repetita/xiangqi/perpetual.hpp>

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

/// Fairy-Stockfish (ffish `Board::is_game_over` and `result`, apiutil.h `has_insufficient_material`):
/// when neither side has a piece that can reach the other palace (a rook, horse, cannon or pawn),
/// the game is drawn at once, before checkmate and stalemate are looked at. Not in the AXF texts.
inline constexpr on_fact insufficient_material{
    .name = "insufficient-material",
    .citation = "Fairy-Stockfish has_insufficient_material: only kings, advisors and elephants left, a draw",
    .facts = facts::no_attackers, .effect = verdict_kind::draw, .who = party::by_effect};

/// Pikafish (`Position::rule_judge`, pikafish_material.hpp): with no pawn on the board, no rook or
/// horse, and cannons that cannot mate without screens, a draw; where only a mate at once could
/// still win, a draw unless the side to move has one. Judged before mate, as rule_judge is.
inline constexpr on_fact pikafish_insufficient_material{
    .name = "insufficient-material",
    .citation = "Pikafish rule_judge: no pawn, and at most one cannon a side without the advisors it needs as screens, a draw",
    .facts = facts::pikafish_material_draw, .effect = verdict_kind::draw, .who = party::by_effect};

/// AXF rule 5: "a repetition in which neither side commits a violation is a draw"; decided at the
/// third occurrence of the position with the same side to move, as Pikafish and Fairy-Stockfish do
/// (../shared/rules/xiangqi.md 1.1). No side is judged for checks or chases here.
inline constexpr nfold threefold{.name = "threefold", .citation = "AXF rule 5 (third occurrence)", .threshold = 3,
                                 .effect = verdict_kind::draw};

/// AXF rules 5-9 and the chase rules (../shared/rules/xiangqi.md 1.1-1.4), decided at the third
/// occurrence as the engines do: a perpetual checker loses, a perpetual chaser loses, check
/// outranks chase, equal conduct draws.
inline constexpr perpetual axf_perpetual{
    .name = "perpetual",
    .citation = "AXF rules 5-9 and the chase rules",
    .inner = threefold,
    .check = {"perpetual-check", "AXF rule 6: the side that perpetually checks loses (rule 7: both sides, a draw)"},
    .chase = {"perpetual-chase", "AXF chase rules: perpetually chasing an unprotected piece, or a rook with a horse or cannon, loses"},
    .reading = perpetual_reading::axf};

/// The Chinese rules where they differ from the Asian ones, as far as the texts say
/// (../shared/rules/xiangqi.md 2): "generally perpetual attacks (長打), including perpetual check,
/// perpetual threatmate, and perpetual chase, are forbidden" (English Wikipedia, "Threefold
/// repetition"), "even mate threats counting as forcing" (H. G. Muller). A perpetual threat of mate,
/// and checks, mate threats and chases of one piece in turn, lose like a perpetual chase; the rest
/// is `axf` (docs/rules/xiangqi.md 5.4).
inline constexpr perpetual cxa_perpetual{
    .name = "perpetual",
    .citation = "CXA: perpetual attacks (長打) are forbidden",
    .inner = threefold,
    .check = {"perpetual-check", "CXA: perpetual check (長將) is forbidden; both sides, a draw"},
    .chase = {"perpetual-attack",
              "CXA: perpetual attacks (長打: chases of one piece, threats of mate, and checks among them) are forbidden"},
    .reading = perpetual_reading::cxa};

/// Pikafish's `rule_judge`: checks first; any check in the cycle rules out a chase loss.
inline constexpr perpetual pikafish_perpetual{
    .name = "perpetual",
    .citation = "Pikafish rule_judge",
    .inner = threefold,
    .check = {"perpetual-check", "Pikafish rule_judge: the side that checks on every move of the cycle loses; both, a draw"},
    .chase = {"perpetual-chase", "Pikafish rule_judge: with no check in the cycle, the one side whose chase persists loses"},
    .reading = perpetual_reading::pikafish};

/// Fairy-Stockfish's `is_optional_game_end`: checks first; chases intersected over all the moves.
inline constexpr perpetual fairy_stockfish_perpetual{
    .name = "perpetual",
    .citation = "Fairy-Stockfish is_optional_game_end",
    .inner = threefold,
    .check = {"perpetual-check", "Fairy-Stockfish: perpetual check is illegal (perpetualCheckIllegal); both sides, a draw"},
    .chase = {"perpetual-chase", "Fairy-Stockfish chasingRule axf: the one side whose chase persists loses"},
    .reading = perpetual_reading::fairy_stockfish};

/// The Asian thumb rule: no capture and at most 10 checks by the claimant in the last 60 moves.
inline constexpr move_count axf_move_count{
    .name = "move-count",
    .citation = "Asian thumb rules: no piece taken and no more than 10 checks by the claimant within the latest 60 rounds",
    .plies = 120, .free_checks = 10, .allowance = check_allowance::claimant_at_most,
    .effect = verdict_kind::claimable_draw};
/// Pikafish's rule 60: 120 plies without a capture, checks beyond each side's 10th not counted.
inline constexpr move_count pikafish_move_count{
    .name = "move-count",
    .citation = "Pikafish rule60: 120 plies without a capture, each side's checks after its 10th not counted",
    .plies = 120, .free_checks = 10, .allowance = check_allowance::beyond_not_counted,
    .effect = verdict_kind::draw};
/// Fairy-Stockfish's n-move rule over UCI (50 moves), 2 plies off per check beyond 10.
inline constexpr move_count fairy_stockfish_move_count{
    .name = "move-count",
    .citation = "Fairy-Stockfish nMoveRule 50 (UCI): 100 plies without a capture, less 2 per check beyond 10 of the side with more",
    .plies = 100, .free_checks = 10, .allowance = check_allowance::offset_by_most,
    .effect = verdict_kind::draw};
}  // namespace rules

[[nodiscard]] inline auto make_rule_sets() {
  return repetita::make_registry(
      make_rule_set<position_identity>(
          {"axf", "Asian rules: a repetition draws unless one side checks or chases perpetually, and then that side loses",
           "AXF rules 5-9 and the chase rules (Asian Xiangqi Federation; English draft translation)"},
          rules::checkmate, rules::stalemate, rules::axf_perpetual, rules::axf_move_count),
      make_rule_set<position_identity>(
          {"cxa", "Chinese rules: as axf, but perpetual threats of mate and checks and chases in turn are perpetual attacks and lose",
           "Chinese Xiangqi Association rules as ../shared/rules/xiangqi.md 2 quotes them (Wikipedia, H. G. Muller); the rest as axf"},
          rules::checkmate, rules::stalemate, rules::cxa_perpetual, rules::axf_move_count),
      make_rule_set<position_identity>(
          {"pikafish", "Pikafish's reading: material that cannot mate draws; perpetual check loses; without any check in the cycle, a persistent chase loses",
           "official-pikafish/Pikafish src/position.cpp, rule_judge"},
          rules::pikafish_insufficient_material, rules::checkmate, rules::stalemate, rules::pikafish_perpetual,
          rules::pikafish_move_count),
      make_rule_set<position_identity>(
          {"fairy-stockfish", "Fairy-Stockfish's reading: perpetual check loses, then a persistent chase loses",
           "fairy-stockfish/Fairy-Stockfish src/position.cpp, is_optional_game_end and chased"},
          rules::insufficient_material, rules::checkmate, rules::fairy_stockfish_move_count, rules::stalemate,
          rules::fairy_stockfish_perpetual),
      make_rule_set<position_identity>(
          {"threefold", "the third occurrence of a position is a draw, whoever checks or chases",
           "AXF rule 5; Pikafish and Fairy-Stockfish decide at the third occurrence"},
          rules::checkmate, rules::stalemate, rules::threefold));
}

/// Every xiangqi rule set, the first being the standard one (`axf`).
inline const auto rule_sets = make_rule_sets();
using registry_type = decltype(make_rule_sets());

}  // namespace repetita::xiangqi

#endif
