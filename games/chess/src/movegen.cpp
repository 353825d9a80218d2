#include <repetita/chess/movegen.hpp>

namespace repetita::chess {

namespace {

// Adds the moves of the pawns in `from_set`-shaped bitboard `to_set`, whose origin is `to - delta`.
// Pinned pawns keep only moves along the pin line.
inline void add_pawn_moves(move_list& out, bitboard to_set, int delta, bitboard promotion_rank, bitboard pinned,
                           square king) noexcept {
  while (to_set) {
    const square to = pop_lowest(to_set);
    const square from = offset(to, -delta);
    if (contains(pinned, from) && !contains(attacks::line(king, from), to)) continue;
    if (contains(promotion_rank, to)) {
      out.push_back(move::promotion(from, to, piece_type::queen));
      out.push_back(move::promotion(from, to, piece_type::rook));
      out.push_back(move::promotion(from, to, piece_type::bishop));
      out.push_back(move::promotion(from, to, piece_type::knight));
    } else {
      out.push_back(move::normal(from, to));
    }
  }
}

}  // namespace

void generate_legal_moves(const position& pos, move_list& out) noexcept {
  out.clear();
  const color us = pos.side_to_move();
  const color them = ~us;
  const square king = pos.king_square(us);
  const bitboard own = pos.pieces(us);
  const bitboard enemy = pos.pieces(them);
  const bitboard occ = own | enemy;
  const bitboard checkers = pos.checkers();

  // King: the king itself must not shield the square it steps to from a slider.
  const bitboard occ_without_king = occ ^ square_bb(king);
  for (bitboard b = attacks::king(king) & ~own; b;) {
    const square to = pop_lowest(b);
    if (!pos.is_attacked(to, them, occ_without_king)) out.push_back(move::normal(king, to));
  }
  if (more_than_one(checkers)) return;  // double check: only the king moves

  // Other pieces land on `target`: anywhere not own, or (in check) on the checker or between.
  const bitboard target = checkers ? (attacks::between(king, lowest_square(checkers)) | checkers) : ~own;
  const bitboard pinned = pos.pinned();

  // Pawns.
  const bitboard pawns = pos.pieces(us, piece_type::pawn);
  const bitboard empty = ~occ;
  const bitboard promotion_rank = rank_bb(us == color::white ? 7 : 0);
  const int up = us == color::white ? 8 : -8;
  const auto push = [us](bitboard b) { return us == color::white ? shift_north(b) : shift_south(b); };
  const bitboard single = push(pawns) & empty;
  const bitboard double_push = push(single & rank_bb(us == color::white ? 2 : 5)) & empty & target;
  add_pawn_moves(out, single & target, up, promotion_rank, pinned, king);
  add_pawn_moves(out, double_push, 2 * up, promotion_rank, pinned, king);
  add_pawn_moves(out, push(shift_west(pawns)) & enemy & target, up - 1, promotion_rank, pinned, king);
  add_pawn_moves(out, push(shift_east(pawns)) & enemy & target, up + 1, promotion_rank, pinned, king);
  if (const auto ep = pos.en_passant_square(en_passant_mode::always)) {
    for (bitboard b = pos.en_passant_attackers(); b;) {
      const square from = pop_lowest(b);
      if (pos.en_passant_capture_is_legal(from)) out.push_back(move::en_passant(from, *ep));
    }
  }

  // Knights (a pinned knight never moves), bishops, rooks, queens.
  for (bitboard b = pos.pieces(us, piece_type::knight) & ~pinned; b;) {
    const square from = pop_lowest(b);
    for (bitboard a = attacks::knight(from) & target; a;) out.push_back(move::normal(from, pop_lowest(a)));
  }
  const auto add_slider_moves = [&](bitboard set, auto attack_of) {
    while (set) {
      const square from = pop_lowest(set);
      bitboard a = attack_of(from) & target;
      if (contains(pinned, from)) a &= attacks::line(king, from);
      while (a) out.push_back(move::normal(from, pop_lowest(a)));
    }
  };
  const bitboard queens = pos.pieces(us, piece_type::queen);
  add_slider_moves(pos.pieces(us, piece_type::bishop) | queens, [occ](square s) { return attacks::bishop(s, occ); });
  add_slider_moves(pos.pieces(us, piece_type::rook) | queens, [occ](square s) { return attacks::rook(s, occ); });

  // Castling.
  if (!checkers) {
    for (bitboard rooks = pos.castling_rooks() & own; rooks;) {
      const move m = move::castling(king, pop_lowest(rooks));
      if (pos.is_legal_pseudo_legal(m)) out.push_back(m);
    }
  }
}

}  // namespace repetita::chess
