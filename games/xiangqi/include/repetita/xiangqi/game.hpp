#ifndef REPETITA_XIANGQI_GAME_HPP
#define REPETITA_XIANGQI_GAME_HPP

/// \file
/// Xiangqi as a repetita game plug-in: the traits type the core's tracker works with, and the facts
/// of a ply that the rule sets read: check, checkmate and stalemate, captures (progress),
/// irreversible moves, and the chase (chase.hpp): which of the opponent's pieces the move newly
/// chases, as a set of piece identities in the fact bits from `facts::chase_shift` on, so that a
/// perpetual-chase rule intersects them over a cycle (perpetual.hpp).

#include <repetita/game.hpp>
#include <repetita/history.hpp>
#include <repetita/ply.hpp>
#include <repetita/ply_facts.hpp>
#include <repetita/xiangqi/chase.hpp>
#include <repetita/xiangqi/mate_threat.hpp>
#include <repetita/xiangqi/pikafish_material.hpp>
#include <repetita/xiangqi/position.hpp>

#include <cstdint>

namespace repetita::xiangqi {

/// Xiangqi's own per-ply facts, beside the core's (irreversible, progress, check).
namespace facts {
/// The player to move is in check and has no legal move: that player has lost.
inline constexpr ply_facts::bits_type checkmate = ply_facts::first_game_fact;
/// The player to move is not in check and has no legal move: in xiangqi that player has lost too
/// (docs/rules/xiangqi.md 1.3).
inline constexpr ply_facts::bits_type stalemate = ply_facts::first_game_fact << 1;
/// The first bit of the chase: bit `chase_shift + i` says the move newly chases the opponent's
/// piece with identity i (position::id_at; chase.hpp). 16 bits, one per piece of a side.
inline constexpr unsigned chase_shift = 16;
inline constexpr ply_facts::bits_type chase = ply_facts::bits_type{0xffff} << chase_shift;
/// Only kings, advisors and elephants are left: no piece that can cross the river, so neither side
/// can ever give check (Fairy-Stockfish's insufficient material: `only_palace_and_home_pieces`).
inline constexpr ply_facts::bits_type no_attackers = ply_facts::first_game_fact << 2;
/// The move threatens mate (mate_threat.hpp): the mover would checkmate next move if the opponent
/// passed. Set, like the chase, on reversible moves only (those a repetition cycle can hold), and
/// only when the move does not give check. Read by `cxa` (perpetual.hpp).
inline constexpr ply_facts::bits_type mate_threat = ply_facts::first_game_fact << 3;
/// Pikafish draws the position for its material (pikafish_material.hpp): no pawn, and pieces that
/// cannot force mate. Read by the `pikafish` rule set alone, so computed only for a tracker that
/// follows it (tracker::facts_read).
inline constexpr ply_facts::bits_type pikafish_material_draw = ply_facts::first_game_fact << 4;
/// The first bit free for facts still to come (bits 13-15).
inline constexpr ply_facts::bits_type first_free = ply_facts::first_game_fact << 5;

/// The pieces a ply's move newly chases (of the player to move at that ply).
[[nodiscard]] constexpr piece_set chased(ply_facts f) noexcept {
  return static_cast<piece_set>(f.bits() >> chase_shift);
}
[[nodiscard]] constexpr ply_facts::bits_type chase_bits(piece_set s) noexcept {
  return static_cast<ply_facts::bits_type>(s) << chase_shift;
}
}  // namespace facts

/// Does the board hold only kings, advisors and elephants, the pieces that never leave their own
/// side of the river? Then no check can ever be given again (Fairy-Stockfish's
/// `has_insufficient_material` for xiangqi: docs/rules/xiangqi.md 6). A scan of the 90 points: it
/// can become true only by a capture, so the facts below ask it only then.
[[nodiscard]] inline bool only_palace_and_home_pieces(const position& p) noexcept {
  for (piece pc : p.board()) {
    const piece_type t = type_of(pc);
    if (t == piece_type::horse || t == piece_type::rook || t == piece_type::cannon || t == piece_type::pawn) return false;
  }
  return true;
}

/// Check, checkmate, stalemate of a position by itself.
[[nodiscard]] inline ply_facts position_facts(const position& p) noexcept {
  ply_facts f;
  const bool check = p.in_check();
  if (check) f.set(ply_facts::check);
  if (!p.has_legal_move()) f.set(check ? facts::checkmate : facts::stalemate);
  return f;
}

/// `no_attackers` after a capture that leaves only palace and home pieces (the ply where it starts
/// to hold: a rule that reads it ends the game there).
[[nodiscard]] inline ply_facts::bits_type capture_facts(const position& after) noexcept {
  return ply_facts::progress | (only_palace_and_home_pieces(after) ? facts::no_attackers : 0);
}

/// `facts::pikafish_material_draw` when `wanted` and it holds after the move (at every ply: when
/// mate in one is all that keeps a game going, a quiet move can end it).
[[nodiscard]] inline ply_facts::bits_type material_facts(const position& after, ply_facts::bits_type wanted) noexcept {
  return (wanted & facts::pikafish_material_draw) != 0 && pikafish_material_draw(after) ? facts::pikafish_material_draw : 0;
}

/// The chase and the mate threat of a reversible move, as far as `wanted` asks for them: the two
/// facts that cost a search, read only by the perpetual rules (perpetual.hpp), the mate threat by
/// `cxa` alone (a tracker says which facts its rule sets read: tracker::facts_read).
[[nodiscard]] inline ply_facts::bits_type threat_facts(const position& before, move m, const position& after,
                                                       bool check, ply_facts::bits_type wanted) noexcept {
  ply_facts::bits_type bits = 0;
  if ((wanted & facts::chase) != 0) bits |= facts::chase_bits(chased_by(before, m, after));
  if ((wanted & facts::mate_threat) != 0 && !check && threatens_mate(after)) bits |= facts::mate_threat;
  return bits;
}

/// The facts of a recorded ply whose positions are made already: progress and irreversible from
/// the move (a capture; a capture or a pawn's step forward), checkmate and stalemate only when no
/// move follows (a recorded move proves the player to move had one), and the chase and mate threat
/// (those of them `wanted`) when the ply may lie in a repetition cycle (`may_repeat`; a record
/// knows which plies do: cycle_plies.hpp), the only plies whose chase a rule reads. `no_attackers`
/// is set only at captures (the plies where it can start to hold), where a rule reading it ends
/// the game.
[[nodiscard]] inline ply_input recorded_ply(const position& before, move m, const position& after, bool move_follows,
                                            bool may_repeat = true,
                                            ply_facts::bits_type wanted = ~ply_facts::bits_type{0}) noexcept {
  ply_input in;
  in.move_key = m.raw();
  if (move_follows) {
    if (after.in_check()) in.facts.set(ply_facts::check);
  } else {
    in.facts = position_facts(after);
  }
  if (before.is_capture(m)) in.facts.set(capture_facts(after));
  in.facts.set(material_facts(after, wanted));
  if (before.is_irreversible(m)) {
    in.facts.set(ply_facts::irreversible);
  } else if (may_repeat) {
    in.facts.set(threat_facts(before, m, after, in.facts.has(ply_facts::check), wanted));
  }
  return in;
}

/// The traits type: `repetita::make_tracker<repetita::xiangqi::game>(repetita::xiangqi::rule_sets)`.
struct game {
  using position = xiangqi::position;
  using move = xiangqi::move;
  using player = xiangqi::color;  // red = 0, black = 1

  [[nodiscard]] static position play(const position& p, move m) noexcept { return p.after(m); }
  [[nodiscard]] static player side_to_move(const position& p) noexcept { return p.side_to_move(); }

  /// Progress: a capture (the count of the Asian move-count rule starts again; docs/rules/xiangqi.md).
  /// Irreversible: a capture or a pawn's step forward; a pawn's step sideways can be undone. The
  /// chase and the mate threat (those of them `wanted`: tracker::facts_read) of every reversible
  /// move (a session does not know which plies a cycle will hold).
  [[nodiscard]] static repetita::ply_facts ply_facts(const position& before, move m, const position& after,
                                                     repetita::ply_facts::bits_type wanted = ~repetita::ply_facts::bits_type{0}) noexcept {
    // A recorded ply's facts where no move is known to follow, and any ply may lie in a cycle.
    return recorded_ply(before, m, after, /*move_follows=*/false, /*may_repeat=*/true, wanted).facts;
  }
  /// A start with only palace and home pieces has `no_attackers` at ply 0, one that Pikafish draws
  /// for its material `pikafish_material_draw`.
  [[nodiscard]] static repetita::ply_facts start_facts(const position& p) noexcept {
    repetita::ply_facts f = position_facts(p);
    if (only_palace_and_home_pieces(p)) f.set(facts::no_attackers);
    if (pikafish_material_draw(p)) f.set(facts::pikafish_material_draw);
    return f;
  }
  /// FEN field 5: a record set up from a FEN starts with its count of plies since a capture.
  [[nodiscard]] static ply_t progress_clock(const position& p) noexcept { return p.halfmove_clock(); }
  /// The move's 14 bits (from, to): exact.
  [[nodiscard]] static std::uint64_t move_key(move m) noexcept { return m.raw(); }
  static constexpr unsigned move_key_bits = 16;
};

static_assert(repetita::game_plugin<game>);

}  // namespace repetita::xiangqi

#endif
