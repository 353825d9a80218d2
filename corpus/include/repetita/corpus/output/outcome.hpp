#ifndef REPETITA_CORPUS_OUTPUT_OUTCOME_HPP
#define REPETITA_CORPUS_OUTPUT_OUTCOME_HPP

/// \file
/// How a game ends under one rule set, as every writer reports it (docs/cli.md, `result`).

#include <repetita/corpus/game_driver.hpp>
#include <repetita/corpus/report.hpp>

#include <string_view>

namespace repetita::corpus {

struct rule_set_outcome {
  /// The result under the rule set: the game's notation of the verdict that ended it ("1/2-1/2",
  /// "1-0", "0-1", "*"), else the recorded result (empty if the record has none).
  std::string_view result;
  bool ended = false;
  ply_t end_ply = 0;     ///< the ply of the verdict that ended the game (when `ended`)
  ply_t void_moves = 0;  ///< recorded plies after end_ply
};

[[nodiscard]] inline rule_set_outcome outcome_of(const game_report& game, const rule_set_report& rs) {
  if (!rs.ended()) return {game.recorded_result, false, 0, 0};
  return {game.driver->result_of(rs.end), true, rs.end.ply, game.plies > rs.end.ply ? game.plies - rs.end.ply : 0};
}

/// Do two rule sets end a game alike (whether it ends, at which ply, with what result)?
[[nodiscard]] inline bool same_end(const rule_set_outcome& a, const rule_set_outcome& b) {
  return a.ended == b.ended && a.end_ply == b.end_ply && a.result == b.result;
}

}  // namespace repetita::corpus

#endif
