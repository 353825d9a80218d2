#include <repetita/xiangqi/mate_threat.hpp>

#include "board_geometry.hpp"

namespace repetita::xiangqi {

using namespace detail;

namespace {

// Can the move (from, to) give check to the king on `k` at all? Only a piece that lands on the
// king's file or rank (a rook, cannon, pawn or the facing king, or a new cannon screen), on a point
// a horse attacks it from, or that leaves its file or rank (uncovering a rook, a cannon or the
// facing king, or a cannon's screen that was doubled) or a horse leg (the points diagonally next to
// it). A cheap test that spares the board scan for most moves.
bool may_check(square k, square from, square to) noexcept {
  const int kf = file_of(k), kr = rank_of(k);
  if (file_of(from) == kf || rank_of(from) == kr || file_of(to) == kf || rank_of(to) == kr) return true;
  const int ff = file_of(from) - kf, fr = rank_of(from) - kr;
  if (ff * ff == 1 && fr * fr == 1) return true;
  const int tf = file_of(to) - kf, tr = rank_of(to) - kr;
  return tf * tf + tr * tr == 5;
}

// Has `side`, whose king stands on `king` and is in check, a legal move on `b`? The king's own
// steps first: most checks are escaped by them, and then the other pieces need no generation.
bool can_escape(board_array& b, color side, square king) noexcept {
  bool found = false;
  const auto try_piece = [&](square s) {
    generate_from(b, side, s, b[s], [&](square from, square to) {
      if (!found && legal_on(b, king, side, true, from, to)) found = true;
    });
  };
  try_piece(king);
  for (int si = 0; si < squares && !found; ++si) {
    const auto s = static_cast<square>(si);
    if (s != king && b[s] != no_piece && color_of(b[s]) == side) try_piece(s);
  }
  return found;
}

}  // namespace

bool threatens_mate(const position& after) noexcept {
  if (after.in_check()) return false;
  const color defender = after.side_to_move();
  const color threatening = defender == color::red ? color::black : color::red;
  const square target = after.king_square(defender);
  const square own = after.king_square(threatening);
  if (target >= squares || own >= squares) return false;
  // The defender passes: the threatening side's moves on the same board. A mate is a legal move
  // that checks and leaves the defender no legal move.
  board_array b = after.board();
  const bool own_in_check = attacked(b, own, threatening);
  bool mate = false;
  generate(after.board(), threatening, [&](square from, square to) {
    if (mate || !may_check(target, from, to)) return;
    const piece moving = b[from], captured = b[to];
    b[to] = moving;
    b[from] = no_piece;
    const bool checks = attacked(b, target, defender);
    b[from] = moving;
    b[to] = captured;
    if (!checks || !legal_on(b, own, threatening, own_in_check, from, to)) return;
    board_array made = b;
    made[to] = moving;
    made[from] = no_piece;
    mate = !can_escape(made, defender, target);
  });
  return mate;
}

}  // namespace repetita::xiangqi
