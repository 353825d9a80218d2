#ifndef REPETITA_CHESS_GAME_HPP
#define REPETITA_CHESS_GAME_HPP

/// \file
/// Chess as a repetita game plug-in: the traits type the core's tracker works with, and the
/// per-ply facts chess rule sets read (check, checkmate, stalemate, irreversible, progress).

#include <repetita/chess/attacks.hpp>
#include <repetita/chess/bitboard.hpp>
#include <repetita/chess/move.hpp>
#include <repetita/chess/piece.hpp>
#include <repetita/chess/position.hpp>
#include <repetita/game.hpp>
#include <repetita/history.hpp>
#include <repetita/occurrence_policy.hpp>
#include <repetita/ply_facts.hpp>

#include <cstdint>

namespace repetita::chess {

/// Chess's own per-ply facts, beside the core's (irreversible, progress, check).
namespace facts {
/// The player to move is checkmated (FIDE 5.1.1): the game is over, that player lost.
inline constexpr ply_facts::bits_type checkmate = ply_facts::first_game_fact;
/// The player to move has no legal move and is not in check (FIDE 5.2.1): the game is drawn.
inline constexpr ply_facts::bits_type stalemate = ply_facts::first_game_fact << 1;
}  // namespace facts

/// True if the side to move, not in check, has a move that is legal at a glance: a knight that is
/// not pinned with a square free of its own pieces, or a pawn that is not pinned with the square
/// ahead empty. Neither can expose the king. Settles almost every position without generating moves.
[[nodiscard]] inline bool has_obvious_move(const position& p) noexcept {
  const color us = p.side_to_move();
  const bitboard free_of_own = ~p.pieces(us);
  for (bitboard knights = p.pieces(us, piece_type::knight) & ~p.pinned(); knights;)
    if ((attacks::knight(pop_lowest(knights)) & free_of_own) != 0) return true;
  const bitboard pawns = p.pieces(us, piece_type::pawn) & ~p.pinned();
  const bitboard ahead = us == color::white ? shift_north(pawns) : shift_south(pawns);
  return (ahead & ~p.occupied()) != 0;
}

/// The facts of a position by itself: check, checkmate, stalemate. Cheap on the common plies: a
/// position not in check with an obvious move is neither mate nor stalemate.
[[nodiscard]] inline ply_facts position_facts(const position& p) noexcept {
  ply_facts f;
  const bool can_move = (!p.in_check() && has_obvious_move(p)) || p.has_legal_move();
  if (p.in_check()) {
    f.set(ply_facts::check);
    if (!can_move) f.set(facts::checkmate);
  } else if (!can_move) {
    f.set(facts::stalemate);
  }
  return f;
}

/// The record of a ply read from a game record (PGN) whose positions are already made, without
/// the work `game::ply_facts` does for an engine that may be anywhere:
/// - progress and irreversibility from the positions: after a move (not a null move) the halfmove
///   clock is 0 exactly when it was a capture or a pawn move (see game::ply_facts for why these
///   are the irreversible moves);
/// - checkmate and stalemate only when `move_follows` is false: a legal move recorded after `after`
///   proves that the player to move there has one (a null move proves nothing).
[[nodiscard]] inline repetita::ply_input recorded_ply(move m, const position& after, bool move_follows) noexcept {
  repetita::ply_input in;
  in.move_key = m.raw();
  if (move_follows) {
    if (after.in_check()) in.facts.set(ply_facts::check);
  } else {
    in.facts = position_facts(after);
  }
  if (!m.is_null() && after.halfmove_clock() == 0) in.facts.set(ply_facts::progress | ply_facts::irreversible);
  return in;
}

/// The traits type: `repetita::make_tracker<repetita::chess::game>(repetita::chess::rule_sets)`.
struct game {
  using position = chess::position;
  using move = chess::move;
  using player = chess::color;  // white = 0, black = 1

  [[nodiscard]] static position play(const position& p, move m) noexcept { return p.after(m); }
  [[nodiscard]] static player side_to_move(const position& p) noexcept { return p.side_to_move(); }

  /// Irreversible and progress: a pawn move or a capture. The core's irreversible promises that
  /// no earlier position recurs under *any* identity, and only these moves change the board for
  /// good: a lost castling right ends the recurrence of FIDE positions (position::is_irreversible)
  /// but not of 1928 ones (board and side to move), so it is not marked. Progress resets the
  /// FIDE 9.3 count. Check, checkmate and stalemate of the position after the move.
  [[nodiscard]] static repetita::ply_facts ply_facts(const position& before, move m, const position& after) noexcept {
    return ply_facts(before, m, after, ~repetita::ply_facts::bits_type{0});
  }
  /// The same, checkmate and stalemate only if `wanted` names them (they generate moves when no
  /// move is obvious: a search that generates the child's moves itself asks for core_facts).
  [[nodiscard]] static repetita::ply_facts ply_facts(const position& before, move m, const position& after,
                                                     repetita::ply_facts::bits_type wanted) noexcept {
    repetita::ply_facts f;
    if ((wanted & (facts::checkmate | facts::stalemate)) != 0)
      f = position_facts(after);
    else if (after.in_check())
      f.set(repetita::ply_facts::check);
    if (before.is_progress(m)) f.set(repetita::ply_facts::progress | repetita::ply_facts::irreversible);
    return f;
  }
  [[nodiscard]] static repetita::ply_facts start_facts(const position& p) noexcept { return position_facts(p); }
  /// FEN field 5: a record set up from a FEN starts with its halfmove clock.
  [[nodiscard]] static ply_t progress_clock(const position& p) noexcept { return p.halfmove_clock(); }
  /// The move's 16 bits: exact (from, to, promotion, castling and en passant flags).
  [[nodiscard]] static std::uint64_t move_key(move m) noexcept { return m.raw(); }
  static constexpr unsigned move_key_bits = 16;
  /// In a search (repetita::search_tracker_t), positions are found as an engine finds them: a scan
  /// back over the last 16 plies since the last pawn move or capture, every second one (every
  /// identity names the player to move), the older plies of a longer stretch by a hash index. A
  /// replay of records keeps the hash index of the whole game (the default): docs/perf/engine.md.
  static constexpr repetita::occurrence_policy search_occurrences{.scan_plies = 16, .stride = 2};
};

static_assert(repetita::game_plugin<game>);

}  // namespace repetita::chess

#endif
