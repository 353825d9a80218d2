#ifndef REPETITA_ARIMAA_GAME_HPP
#define REPETITA_ARIMAA_GAME_HPP

/// \file
/// Arimaa as a repetita game plug-in. A ply of the core is one whole turn (a setup, or 1 to 4
/// steps). The end-of-turn conditions are per-ply facts that the rule sets put in the official
/// order (Arimaa Game Rules; ../shared/rules/arimaa.md section 1.4).

#include <repetita/arimaa/board.hpp>
#include <repetita/arimaa/move.hpp>
#include <repetita/arimaa/movegen.hpp>
#include <repetita/game.hpp>
#include <repetita/history.hpp>
#include <repetita/ply_facts.hpp>

#include <bit>
#include <cstdint>

namespace repetita::arimaa {

/// Arimaa's per-ply facts. "Mover" is the player who made the turn (A), "to move" the other (B).
namespace facts {
inline constexpr ply_facts::bits_type mover_goal = ply_facts::first_game_fact << 0;       ///< A's rabbit on A's goal row
inline constexpr ply_facts::bits_type to_move_goal = ply_facts::first_game_fact << 1;     ///< B's rabbit on B's goal row
inline constexpr ply_facts::bits_type to_move_no_rabbit = ply_facts::first_game_fact << 2;  ///< B has lost all rabbits
inline constexpr ply_facts::bits_type mover_no_rabbit = ply_facts::first_game_fact << 3;  ///< A has lost all rabbits
inline constexpr ply_facts::bits_type immobilized = ply_facts::first_game_fact << 4;      ///< B has no step at all
/// B has moves, but each would make a position occur for the third time. Set by the referee (it
/// depends on the history), not by game::ply_facts.
inline constexpr ply_facts::bits_type only_repetitions = ply_facts::first_game_fact << 5;
/// The turn left the board as it was (a pass, or steps that undo each other): illegal.
inline constexpr ply_facts::bits_type unchanged = ply_facts::first_game_fact << 6;
/// The turn was a setup.
inline constexpr ply_facts::bits_type setup = ply_facts::first_game_fact << 7;
/// The turn breaks the rules of moving but could be made on the board (more than 4 steps, steps
/// that are no simple step, push or pull, a setup off the home rows or with other pieces): judged
/// by the reader (notation::resolved::illegal_turn), given with the ply, not computed here.
inline constexpr ply_facts::bits_type illegal_turn = ply_facts::first_game_fact << 8;
}  // namespace facts

/// The facts of the turn `before -> after` (the core's irreversible: a setup or a capture, since the
/// number of pieces never grows again in play). The end-of-turn conditions are checked only for
/// turns of the play phase.
[[nodiscard]] inline ply_facts turn_facts(const position& before, const position& after) noexcept {
  ply_facts f;
  if (before.in_setup()) {
    f.set(facts::setup | ply_facts::irreversible | ply_facts::progress);
    return f;
  }
  if (before.same_board(after)) f.set(facts::unchanged);
  if (std::popcount(after.occupied()) < std::popcount(before.occupied()))
    f.set(ply_facts::irreversible | ply_facts::progress);
  const color a = before.to_move();
  const color b = opponent(a);
  if ((after.pieces(a, piece_type::rabbit) & goal_row(a)) != 0) f.set(facts::mover_goal);
  if ((after.pieces(b, piece_type::rabbit) & goal_row(b)) != 0) f.set(facts::to_move_goal);
  if (after.pieces(b, piece_type::rabbit) == 0) f.set(facts::to_move_no_rabbit);
  if (after.pieces(a, piece_type::rabbit) == 0) f.set(facts::mover_no_rabbit);
  if (!has_changing_move(after)) f.set(facts::immobilized);
  return f;
}

/// The input of a turn asked about for its repetition alone (would it be a third occurrence?): no
/// move and no facts, on purpose (a turn's own facts, a goal say, are judged when it is played).
inline constexpr repetita::ply_input repetition_only{};

/// The traits type: `repetita::make_tracker<repetita::arimaa::game>(repetita::arimaa::rule_sets)`.
struct game {
  using position = arimaa::position;
  using move = arimaa::move;
  using player = arimaa::color;  // gold = 0, silver = 1

  [[nodiscard]] static position play(const position& p, const move& m) noexcept { return arimaa::play(p, m); }
  [[nodiscard]] static player side_to_move(const position& p) noexcept { return p.to_move(); }
  [[nodiscard]] static repetita::ply_facts ply_facts(const position& before, const move&, const position& after) noexcept {
    return turn_facts(before, after);
  }
};

static_assert(repetita::game_plugin<game>);

}  // namespace repetita::arimaa

#endif
