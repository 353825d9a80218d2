#ifndef REPETITA_CHESS_UPCOMING_REPETITION_HPP
#define REPETITA_CHESS_UPCOMING_REPETITION_HPP

/// \file
/// Upcoming repetition: does the player to move have a move that repeats an earlier position? What
/// Stockfish's `has_game_cycle` asks to score a draw it can force, asked exactly.

#include <repetita/chess/game.hpp>
#include <repetita/chess/movegen.hpp>
#include <repetita/chess/position.hpp>
#include <repetita/facts_read.hpp>

#include <cstddef>
#include <cstdint>

namespace repetita::chess {

/// True if some legal move of the player to move at `current` (the tracker's current position)
/// leads to a position that occurred before, under rule set `rs`'s identity (FIDE 9.2.3 for
/// fide-2023). Only a reversible move can (a pawn move or a capture makes every later position
/// new), so none after a pawn move or a capture (or at a start with a clock of 0: nothing earlier
/// can recur). Exact: each candidate is counted in the tracker's index (`tracker::count_if`,
/// nothing recorded). O(legal moves) lookups (docs/perf/engine.md gives the cost).
template <class Tracker>
[[nodiscard]] bool has_upcoming_repetition(Tracker& t, std::size_t rs, const position& current) {
  if (current.halfmove_clock() == 0) return false;
  move_list moves;
  generate_legal_moves(current, moves);
  for (const move m : moves) {
    if (current.is_progress(m)) continue;
    const position after = current.after(m);
    if (t.count_if(rs, after, Tracker::input_of(current, m, after, core_facts)) >= 2) return true;
  }
  return false;
}

}  // namespace repetita::chess

#endif
