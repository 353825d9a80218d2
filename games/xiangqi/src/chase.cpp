#include <repetita/xiangqi/chase.hpp>

#include "board_geometry.hpp"

#include <array>
#include <cstddef>

namespace repetita::xiangqi {

using namespace detail;

namespace {

// What a piece is worth to the chase rules: a piece may chase a protected piece worth more.
constexpr int chase_value(piece_type t) noexcept {
  switch (t) {
    case piece_type::rook: return 4;
    case piece_type::horse:
    case piece_type::cannon: return 3;
    case piece_type::advisor:
    case piece_type::elephant: return 2;
    case piece_type::pawn: return 1;
    default: return 0;
  }
}

bool among(const steps& st, square to, const board_array& b, bool blocked_by_via) noexcept {
  for (std::size_t i = 0; i < st.size; ++i)
    if (st.to[i] == to) return !blocked_by_via || b[st.via[i]] == no_piece;
  return false;
}

// Pieces strictly between two points of one file or rank; -1 when they share neither.
int pieces_between(const board_array& b, square from, square to) noexcept {
  int d = -1;
  if (file_of(from) == file_of(to)) d = rank_of(to) > rank_of(from) ? 0 : 1;
  else if (rank_of(from) == rank_of(to)) d = file_of(to) > file_of(from) ? 2 : 3;
  if (d < 0) return -1;
  const ray& y = tab.rays[from][static_cast<std::size_t>(d)];
  int n = 0;
  for (std::size_t i = 0; i < y.size && y.to[i] != to; ++i) n += b[y.to[i]] != no_piece ? 1 : 0;
  return n;
}

// Does the piece on `from` capture on `to` by its moves (the geometry only; `to` holds an enemy)?
bool reaches(const board_array& b, square from, square to) noexcept {
  const piece p = b[from];
  switch (type_of(p)) {
    case piece_type::rook: return pieces_between(b, from, to) == 0;
    case piece_type::cannon: return pieces_between(b, from, to) == 1;
    case piece_type::horse: return among(tab.horse[from], to, b, true);
    case piece_type::elephant: return among(tab.elephant[from], to, b, true);
    case piece_type::advisor: return among(tab.advisor[from], to, b, false);
    case piece_type::king: return among(tab.king[from], to, b, false);
    case piece_type::pawn: return among(tab.pawn[static_cast<std::size_t>(color_of(p))][from], to, b, false);
    case piece_type::none: break;
  }
  return false;
}

square king_on(const board_array& b, color c) noexcept {
  const piece k = make_piece(c, piece_type::king);
  for (int s = 0; s < squares; ++s)
    if (b[static_cast<std::size_t>(s)] == k) return static_cast<square>(s);
  return squares;
}

// Can the piece on `from` capture the enemy piece on `to` by a legal move (its own king not left
// attacked, the flying general included), whichever side is to move? `b` is restored. A pinned
// piece attacks along its pin or its pinner, and protects only so ("fake roots").
bool attacks(board_array& b, square from, square to) noexcept {
  const piece p = b[from];
  if (p == no_piece || b[to] == no_piece || color_of(b[to]) == color_of(p) || !reaches(b, from, to)) return false;
  const color side = color_of(p);
  const square king = type_of(p) == piece_type::king ? to : king_on(b, side);
  const piece taken = b[to];
  b[to] = p;
  b[from] = no_piece;
  const bool legal = king < squares && !attacked(b, king, side);
  b[from] = p;
  b[to] = taken;
  return legal;
}

bool protected_after_capture(board_array& b, square attacker, square target) noexcept {
  const piece a = b[attacker];
  const piece t = b[target];
  const color defender = color_of(t);
  b[target] = a;
  b[attacker] = no_piece;
  bool defended = false;
  for (int s = 0; s < squares && !defended; ++s) {
    const auto d = static_cast<square>(s);
    const piece p = b[d];
    if (p != no_piece && color_of(p) == defender) defended = attacks(b, d, target);
  }
  b[attacker] = a;
  b[target] = t;
  return defended;
}

// The chase test on a scratch board (restored); the attacker's side need not be the one to move.
bool chase_on(board_array& b, square attacker, square target) noexcept {
  const piece a = b[attacker];
  const piece t = b[target];
  if (a == no_piece || t == no_piece || color_of(a) == color_of(t)) return false;
  const piece_type at = type_of(a), tt = type_of(t);
  if (at == piece_type::king || at == piece_type::pawn || tt == piece_type::king) return false;
  if (tt == piece_type::pawn && own_side(color_of(t), rank_of(target))) return false;
  if (!attacks(b, attacker, target)) return false;
  if (at == tt && attacks(b, target, attacker)) return false;  // an exchange offered
  if (chase_value(at) < chase_value(tt)) return true;
  return !protected_after_capture(b, attacker, target);
}

}  // namespace

bool is_chase(const position& p, square attacker, square target) noexcept {
  if (attacker >= squares || target >= squares) return false;
  board_array b = p.board();
  return chase_on(b, attacker, target);
}

bool is_protected(const position& p, square attacker, square target) noexcept {
  if (attacker >= squares || target >= squares || p.at(attacker) == no_piece || p.at(target) == no_piece) return false;
  board_array b = p.board();
  return protected_after_capture(b, attacker, target);
}

piece_set chased_by(const position& before, move m, const position& after) noexcept {
  const color mover = before.side_to_move();
  board_array b = after.board();
  // The mover's captures in `after`, by pieces that may chase: collected first, as the chase test
  // works on the board the generator reads.
  std::array<std::array<square, 2>, move_list::capacity> pairs;
  std::size_t n = 0;
  generate(after.board(), mover, [&](square from, square to) {
    const piece a = b[from], t = b[to];
    if (t == no_piece || type_of(a) == piece_type::king || type_of(a) == piece_type::pawn) return;
    pairs[n++] = {from, to};
  });
  piece_set chased = 0;
  board_array earlier = before.board();
  for (std::size_t i = 0; i < n; ++i) {
    const auto [from, to] = pairs[i];
    const auto bit = static_cast<piece_set>(1u << after.id_at(to));
    if ((chased & bit) != 0 || !chase_on(b, from, to)) continue;
    // Not new when the same piece attacked the same target before the move: a chase is a threat
    // the move makes, not a protection the move takes away (diagrams 39-41, 61).
    const square was = from == m.to() ? m.from() : from;
    if (attacks(earlier, was, to)) continue;
    chased = static_cast<piece_set>(chased | bit);
  }
  return chased;
}

}  // namespace repetita::xiangqi
