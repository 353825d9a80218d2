#include <repetita/shogi/position.hpp>

#include <cstdlib>

namespace repetita::shogi {
namespace {

constexpr std::uint64_t splitmix(std::uint64_t& state) {
  std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

struct zobrist_tables {
  std::array<std::array<std::uint64_t, 32>, 81> board{};
  std::array<std::array<std::uint64_t, 20>, 16> hand{};  // [colour * 8 + kind][count], count 0 hashes 0
};

constexpr zobrist_tables make_zobrist() {
  zobrist_tables z;
  std::uint64_t state = 0x5EED5140617A11ull;
  for (auto& sq : z.board)
    for (std::size_t i = 1; i < sq.size(); ++i) sq[i] = splitmix(state);
  for (auto& h : z.hand)
    for (std::size_t i = 1; i < h.size(); ++i) h[i] = splitmix(state);
  return z;
}
constexpr zobrist_tables zobrist = make_zobrist();

// Directions (dx, dy), dy = -1 being forward for sente: N, NE, E, SE, S, SW, W, NW.
constexpr std::array<int, 8> dir_x{0, 1, 1, 1, 0, -1, -1, -1};
constexpr std::array<int, 8> dir_y{-1, -1, 0, 1, 1, 1, 0, -1};
constexpr std::uint8_t bit(int d) { return static_cast<std::uint8_t>(1u << d); }
constexpr std::uint8_t gold_steps = bit(0) | bit(1) | bit(7) | bit(2) | bit(6) | bit(4);

// Step and slide directions of each kind, for sente.
constexpr std::array<std::uint8_t, 16> step_mask{
    0,                                        // none
    bit(0),                                   // pawn
    0,                                        // lance
    0,                                        // knight (special)
    bit(0) | bit(1) | bit(7) | bit(3) | bit(5),  // silver
    gold_steps,                               // gold
    0,                                        // bishop
    0,                                        // rook
    0xFF,                                     // king
    gold_steps, gold_steps, gold_steps, gold_steps,  // promoted pawn, lance, knight, silver
    0,                                        // 13 unused
    bit(0) | bit(2) | bit(4) | bit(6),        // horse
    bit(1) | bit(3) | bit(5) | bit(7),        // dragon
};
constexpr std::array<std::uint8_t, 16> slide_mask{
    0, 0, bit(0), 0, 0, 0, bit(1) | bit(3) | bit(5) | bit(7), bit(0) | bit(2) | bit(4) | bit(6), 0, 0, 0, 0, 0, 0,
    bit(1) | bit(3) | bit(5) | bit(7), bit(0) | bit(2) | bit(4) | bit(6),
};

constexpr std::uint8_t oriented(std::uint8_t mask, color c) {
  return c == color::sente ? mask : static_cast<std::uint8_t>(((mask << 4) | (mask >> 4)) & 0xFF);
}
constexpr bool on_board(int x, int y) { return x >= 0 && x < 9 && y >= 0 && y < 9; }
constexpr square sq_of(int x, int y) { return static_cast<square>(y * 9 + x); }
constexpr int forward(color c) { return c == color::sente ? -1 : 1; }

int sign(int v) { return (v > 0) - (v < 0); }
int direction_of(int dx, int dy) {
  for (int d = 0; d < 8; ++d)
    if (dir_x[static_cast<std::size_t>(d)] == dx && dir_y[static_cast<std::size_t>(d)] == dy) return d;
  return -1;
}

}  // namespace

position position::start() {
  position p;
  const std::array<piece_type, 9> back{piece_type::lance,  piece_type::knight, piece_type::silver,
                                       piece_type::gold,   piece_type::king,   piece_type::gold,
                                       piece_type::silver, piece_type::knight, piece_type::lance};
  for (int x = 0; x < 9; ++x) {
    p.put(sq_of(x, 0), make_piece(color::gote, back[static_cast<std::size_t>(x)]));
    p.put(sq_of(x, 8), make_piece(color::sente, back[static_cast<std::size_t>(x)]));
    p.put(sq_of(x, 2), make_piece(color::gote, piece_type::pawn));
    p.put(sq_of(x, 6), make_piece(color::sente, piece_type::pawn));
  }
  p.put(make_square(8, 2), make_piece(color::gote, piece_type::rook));
  p.put(make_square(2, 2), make_piece(color::gote, piece_type::bishop));
  p.put(make_square(8, 8), make_piece(color::sente, piece_type::bishop));
  p.put(make_square(2, 8), make_piece(color::sente, piece_type::rook));
  return p;
}

void position::put(square s, piece pc) noexcept {
  const piece old = board_[s];
  board_hash_ ^= zobrist.board[s][old] ^ zobrist.board[s][pc];
  if (old != 0 && type_of(old) == piece_type::king && kings_[static_cast<int>(color_of(old))] == s)
    kings_[static_cast<int>(color_of(old))] = no_square;
  board_[s] = pc;
  if (pc != 0 && type_of(pc) == piece_type::king) kings_[static_cast<int>(color_of(pc))] = s;
}

void position::set_hand(color c, piece_type t, int n) noexcept {
  if (!is_hand_type(t) || n < 0 || n > 19) return;
  const std::size_t i = hand_index(c, t);
  hand_hash_ ^= zobrist.hand[i][hands_[i]] ^ zobrist.hand[i][static_cast<std::size_t>(n)];
  hands_[i] = static_cast<std::uint8_t>(n);
}

setup_problem position::validate() const noexcept {
  std::array<int, 16> counts{};
  std::array<int, 2> kings{};
  for (square s = 0; s < 81; ++s) {
    const piece pc = board_[s];
    if (pc == 0) continue;
    const piece_type t = type_of(pc);
    if (t == piece_type::none || index(t) == 13) return setup_problem::too_many_pieces;
    ++counts[static_cast<std::size_t>(index(unpromoted(t)))];
    if (t == piece_type::king && ++kings[static_cast<int>(color_of(pc))] > 1) return setup_problem::two_kings;
    if (is_dead(color_of(pc), t, s)) return setup_problem::dead_piece;
  }
  for (int c = 0; c < 2; ++c)
    for (int t = 1; t <= 7; ++t) counts[static_cast<std::size_t>(t)] += hands_[static_cast<std::size_t>(c * 8 + t)];
  for (int t = 1; t <= 8; ++t)
    if (counts[static_cast<std::size_t>(t)] > standard_count(static_cast<piece_type>(t)))
      return setup_problem::too_many_pieces;
  for (int c = 0; c < 2; ++c)
    for (int x = 0; x < 9; ++x) {
      int pawns = 0;
      for (int y = 0; y < 9; ++y)
        if (board_[sq_of(x, y)] == make_piece(static_cast<color>(c), piece_type::pawn)) ++pawns;
      if (pawns > 1) return setup_problem::two_pawns_in_file;
    }
  return setup_problem::none;
}

bool position::attacked(square s, color by) const noexcept {
  const int tx = s % 9;
  const int ty = s / 9;
  for (int d = 0; d < 8; ++d) {
    const int dx = dir_x[static_cast<std::size_t>(d)];
    const int dy = dir_y[static_cast<std::size_t>(d)];
    int x = tx - dx;
    int y = ty - dy;
    if (!on_board(x, y)) continue;
    piece pc = board_[sq_of(x, y)];
    if (pc != 0) {
      if (color_of(pc) != by) continue;
      const auto t = static_cast<std::size_t>(index(type_of(pc)));
      if ((oriented(step_mask[t], by) | oriented(slide_mask[t], by)) & bit(d)) return true;
      continue;
    }
    for (;;) {
      x -= dx;
      y -= dy;
      if (!on_board(x, y)) break;
      pc = board_[sq_of(x, y)];
      if (pc == 0) continue;
      if (color_of(pc) == by && (oriented(slide_mask[static_cast<std::size_t>(index(type_of(pc)))], by) & bit(d)))
        return true;
      break;
    }
  }
  // Knights: a sente knight jumps (+-1, -2), so it stands at (tx -+ 1, ty + 2).
  const int ky = ty - 2 * forward(by);
  for (int kx : {tx - 1, tx + 1})
    if (on_board(kx, ky) && board_[sq_of(kx, ky)] == make_piece(by, piece_type::knight)) return true;
  return false;
}

bool position::king_attacked(color c) const noexcept {
  const square k = kings_[static_cast<int>(c)];
  return k != no_square && attacked(k, opposite(c));
}

bool position::in_check() const noexcept { return king_attacked(side_); }

position position::after(const move& m) const noexcept {
  position n = *this;
  const color us = side_;
  if (m.is_drop()) {
    n.set_hand(us, m.drop, hand(us, m.drop) - 1);
    n.put(m.to, make_piece(us, m.drop));
  } else {
    const piece pc = board_[m.from];
    const piece captured = board_[m.to];
    n.put(m.from, 0);
    if (captured != 0) {
      const piece_type t = unpromoted(type_of(captured));
      if (is_hand_type(t)) n.set_hand(us, t, hand(us, t) + 1);
    }
    n.put(m.to, m.promote ? make_piece(us, promoted(type_of(pc))) : pc);
  }
  n.side_ = opposite(us);
  ++n.move_number_;
  return n;
}

bool position::is_pseudo_legal(const move& m) const noexcept {
  const color us = side_;
  if (m.to >= 81) return false;
  const piece target = board_[m.to];
  if (m.is_drop()) {
    if (!is_hand_type(m.drop) || m.promote || hand(us, m.drop) <= 0 || target != 0) return false;
    if (is_dead(us, m.drop, m.to)) return false;
    if (m.drop == piece_type::pawn) {  // nifu
      const int x = m.to % 9;
      for (int y = 0; y < 9; ++y)
        if (board_[sq_of(x, y)] == make_piece(us, piece_type::pawn)) return false;
    }
    return true;
  }
  if (!moves_so(m)) return false;
  const piece_type t = type_of(board_[m.from]);
  if (m.promote) return can_promote(t) && (in_zone(us, m.from) || in_zone(us, m.to));
  return !is_dead(us, t, m.to);
}

bool position::moves_so(const move& m) const noexcept {
  const color us = side_;
  if (m.to >= 81 || m.is_drop()) return false;
  const piece target = board_[m.to];
  if (m.from >= 81 || m.from == m.to) return false;
  const piece pc = board_[m.from];
  if (pc == 0 || color_of(pc) != us) return false;
  if (target != 0 && (color_of(target) == us || type_of(target) == piece_type::king)) return false;
  const piece_type t = type_of(pc);
  const int fx = m.from % 9, fy = m.from / 9, tx = m.to % 9, ty = m.to / 9;
  const int dx = tx - fx, dy = ty - fy;
  bool reaches = false;
  if (t == piece_type::knight) {
    reaches = std::abs(dx) == 1 && dy == 2 * forward(us);
  } else if (std::abs(dx) <= 1 && std::abs(dy) <= 1) {
    const int d = direction_of(dx, dy);
    const auto ti = static_cast<std::size_t>(index(t));
    reaches = ((oriented(step_mask[ti], us) | oriented(slide_mask[ti], us)) & bit(d)) != 0;
  } else if (dx == 0 || dy == 0 || std::abs(dx) == std::abs(dy)) {
    const int sx = sign(dx), sy = sign(dy);
    const int d = direction_of(sx, sy);
    if (oriented(slide_mask[static_cast<std::size_t>(index(t))], us) & bit(d)) {
      reaches = true;
      for (int x = fx + sx, y = fy + sy; x != tx || y != ty; x += sx, y += sy)
        if (board_[sq_of(x, y)] != 0) {
          reaches = false;
          break;
        }
    }
  }
  return reaches;
}

bool position::safe_after(const move& m) const noexcept { return !after(m).king_attacked(side_); }

bool position::is_legal(const move& m) const {
  if (!is_pseudo_legal(m)) return false;
  const position n = after(m);
  if (n.king_attacked(side_)) return false;
  if (m.is_drop() && m.drop == piece_type::pawn && n.in_check() && !n.has_legal_move()) return false;  // uchifuzume
  return true;
}

foul position::foul_of(const move& m) const {
  const color us = side_;
  if (is_pseudo_legal(m)) {
    const position n = after(m);
    if (n.king_attacked(us)) return foul::king_in_check;
    if (m.is_drop() && m.drop == piece_type::pawn && n.in_check() && !n.has_legal_move()) return foul::pawn_drop_mate;
    return foul::none;
  }
  // Not pseudo-legal: one of the fouls of the drop and movement rules, or no move at all.
  if (m.to >= 81) return foul::unplayable;
  if (m.is_drop()) {
    if (!is_hand_type(m.drop) || m.promote || hand(us, m.drop) <= 0 || board_[m.to] != 0) return foul::unplayable;
    return is_dead(us, m.drop, m.to) ? foul::dead_piece : foul::two_pawns;  // what is_pseudo_legal checks besides
  }
  if (moves_so(m) && !m.promote && is_dead(us, type_of(board_[m.from]), m.to)) return foul::dead_piece;
  return foul::unplayable;
}

std::string_view to_string(foul f) noexcept {
  switch (f) {
    case foul::none: return "none";
    case foul::king_in_check: return "king_in_check";
    case foul::pawn_drop_mate: return "pawn_drop_mate";
    case foul::two_pawns: return "two_pawns";
    case foul::dead_piece: return "dead_piece";
    case foul::unplayable: return "unplayable";
  }
  return "unplayable";
}

void position::pseudo_moves(std::vector<move>& out) const {
  const color us = side_;
  for (square s = 0; s < 81; ++s) {
    const piece pc = board_[s];
    if (pc == 0 || color_of(pc) != us) continue;
    const piece_type t = type_of(pc);
    const int fx = s % 9, fy = s / 9;
    auto add = [&](int x, int y) {
      const square to = sq_of(x, y);
      const piece target = board_[to];
      if (target != 0 && (color_of(target) == us || type_of(target) == piece_type::king)) return;
      if (can_promote(t) && (in_zone(us, s) || in_zone(us, to))) out.push_back(move::board(s, to, true));
      if (!is_dead(us, t, to)) out.push_back(move::board(s, to, false));
    };
    if (t == piece_type::knight) {
      const int y = fy + 2 * forward(us);
      for (int x : {fx - 1, fx + 1})
        if (on_board(x, y)) add(x, y);
      continue;
    }
    const auto ti = static_cast<std::size_t>(index(t));
    const std::uint8_t steps = oriented(step_mask[ti], us);
    const std::uint8_t slides = oriented(slide_mask[ti], us);
    for (int d = 0; d < 8; ++d) {
      const int dx = dir_x[static_cast<std::size_t>(d)], dy = dir_y[static_cast<std::size_t>(d)];
      if (slides & bit(d)) {
        for (int x = fx + dx, y = fy + dy; on_board(x, y); x += dx, y += dy) {
          add(x, y);
          if (board_[sq_of(x, y)] != 0) break;
        }
      } else if ((steps & bit(d)) && on_board(fx + dx, fy + dy)) {
        add(fx + dx, fy + dy);
      }
    }
  }
  for (int ti = 1; ti <= 7; ++ti) {
    const auto t = static_cast<piece_type>(ti);
    if (hand(us, t) == 0) continue;
    for (square s = 0; s < 81; ++s) {
      const move m = move::dropping(t, s);
      if (board_[s] == 0 && is_pseudo_legal(m)) out.push_back(m);
    }
  }
}

void position::legal_moves(std::vector<move>& out) const {
  std::vector<move> pseudo;
  pseudo.reserve(128);
  pseudo_moves(pseudo);
  for (const move& m : pseudo) {
    if (!safe_after(m)) continue;
    if (m.is_drop() && m.drop == piece_type::pawn) {
      const position n = after(m);
      if (n.in_check() && !n.has_legal_move()) continue;
    }
    out.push_back(m);
  }
}

bool position::has_legal_move() const {
  std::vector<move> pseudo;
  pseudo.reserve(128);
  pseudo_moves(pseudo);
  // Pawn drops last: only they need the uchifuzume test, which asks the same question one level
  // down (bounded by the pawns in hand, and rarely reached since any other escape settles it).
  for (const move& m : pseudo)
    if (!(m.is_drop() && m.drop == piece_type::pawn) && safe_after(m)) return true;
  for (const move& m : pseudo) {
    if (!(m.is_drop() && m.drop == piece_type::pawn) || !safe_after(m)) continue;
    const position n = after(m);
    if (n.in_check() && !n.has_legal_move()) continue;
    return true;
  }
  return false;
}

}  // namespace repetita::shogi
