#ifndef REPETITA_XIANGQI_MATE_THREAT_HPP
#define REPETITA_XIANGQI_MATE_THREAT_HPP

/// \file
/// The threat of mate (杀, "kill"): after a move, the side that made it would checkmate with its
/// next move if the opponent did nothing. The Asian rules allow keeping it up (AXF rule 9: a
/// perpetual threat of mate draws); the Chinese rules, as the texts describe them, count it among
/// the perpetual attacks (長打) that lose (`cxa`, docs/rules/xiangqi.md 5.4).

#include <repetita/xiangqi/position.hpp>

namespace repetita::xiangqi {

/// Does the side that has just moved into `after` threaten mate: with the opponent (the player to
/// move in `after`) passing, would it have a legal move after which the opponent is checkmated?
/// False when the opponent is in check (a check is judged as a check, and the opponent may not
/// pass). Exact; costs one move generation and a test of each checking move.
[[nodiscard]] bool threatens_mate(const position& after) noexcept;

}  // namespace repetita::xiangqi

#endif
