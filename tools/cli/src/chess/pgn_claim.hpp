#ifndef REPETITA_CLI_CHESS_PGN_CLAIM_HPP
#define REPETITA_CLI_CHESS_PGN_CLAIM_HPP

/// \file
/// `repetita check` for chess: would a claim by the player to move at ply N be correct?

#include "../game_driver.hpp"

#include <iosfwd>
#include <string>

namespace repetita::cli::chess_pgn {

/// Reads game `query.game` of a PGN stream, replays it to `query.ply` and judges the claim under
/// each rule set of `query.rule_sets`: on the board (FIDE 9.2.2, 9.3.2) when `query.move` is empty,
/// else by writing that move (SAN, FIDE 9.2.1, 9.3.1).
[[nodiscard]] claim_outcome check_pgn_claim(std::istream& in, const std::string& file, const claim_query& query);

}  // namespace repetita::cli::chess_pgn

#endif
