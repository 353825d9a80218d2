#ifndef REPETITA_XIANGQI_SRC_BOARD_GEOMETRY_HPP
#define REPETITA_XIANGQI_SRC_BOARD_GEOMETRY_HPP

// Private to games/xiangqi/src: the precomputed tables of the board (rays, horse and elephant steps
// with their blocking points, palace and pawn steps, Zobrist keys), the attack test of a king and the
// pseudo-legal move generator, shared by the position (position.cpp) and the chase facts (chase.cpp).

#include <repetita/xiangqi/position.hpp>

#include <array>
#include <cstddef>
#include <cstdint>

namespace repetita::xiangqi::detail {

// ---- precomputed tables ---------------------------------------------------------------------------

struct steps {                     // up to 8 targets of a step piece, each with its blocking point
  std::uint8_t size = 0;
  std::array<square, 8> to{};
  std::array<square, 8> via{};     // the horse's leg, the elephant's eye; unused for the others
};
struct ray {
  std::uint8_t size = 0;
  std::array<square, 9> to{};
};

struct tables {
  std::array<std::array<ray, 4>, squares> rays{};  // up, down, right, left (up: towards rank 9)
  std::array<steps, squares> horse{};               // where a horse goes, over which leg
  std::array<steps, squares> horse_attackers{};     // where a horse attacking the point stands, and its leg
  std::array<steps, squares> elephant{};            // on the point's side of the river
  std::array<steps, squares> advisor{};             // inside the point's palace
  std::array<steps, squares> king{};                // inside the point's palace
  std::array<std::array<steps, squares>, 2> pawn{};
  std::array<std::uint64_t, 16 * squares> zobrist{};
  std::uint64_t side = 0;
};

constexpr bool on_board(int f, int r) { return f >= 0 && f < files && r >= 0 && r < ranks; }

constexpr void add(steps& s, int f, int r, int vf = 0, int vr = 0) {
  s.to[s.size] = make_square(f, r);
  s.via[s.size] = make_square(vf, vr);
  ++s.size;
}

constexpr std::uint64_t splitmix(std::uint64_t& x) {
  std::uint64_t z = (x += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

constexpr tables make_tables() {
  tables t;
  constexpr int df[4] = {0, 0, 1, -1};
  constexpr int dr[4] = {1, -1, 0, 0};
  for (int s = 0; s < squares; ++s) {
    const int f = s % files, r = s / files;
    for (int d = 0; d < 4; ++d) {
      ray& y = t.rays[static_cast<std::size_t>(s)][static_cast<std::size_t>(d)];
      for (int nf = f + df[d], nr = r + dr[d]; on_board(nf, nr); nf += df[d], nr += dr[d])
        y.to[y.size++] = make_square(nf, nr);
    }
    const auto us = static_cast<std::size_t>(s);
    // Horse: one step orthogonally (the leg), then one diagonally outwards.
    for (int a = -2; a <= 2; ++a)
      for (int b = -2; b <= 2; ++b) {
        if (a * a + b * b != 5 || !on_board(f + a, r + b)) continue;
        const int lf = f + (a * a == 4 ? a / 2 : 0), lr = r + (b * b == 4 ? b / 2 : 0);
        add(t.horse[us], f + a, r + b, lf, lr);
        // A horse on (f + a, r + b) reaches s over the point diagonally next to s towards it.
        add(t.horse_attackers[us], f + a, r + b, f + (a > 0 ? 1 : -1), r + (b > 0 ? 1 : -1));
      }
    // Elephant: two points diagonally over its eye, never across the river.
    for (int a : {-2, 2})
      for (int b : {-2, 2}) {
        const int nf = f + a, nr = r + b;
        if (!on_board(nf, nr) || (r <= 4) != (nr <= 4)) continue;
        add(t.elephant[us], nf, nr, f + a / 2, r + b / 2);
      }
    for (color c : {color::red, color::black}) {
      if (!in_palace(c, f, r)) continue;
      for (int a : {-1, 1})
        for (int b : {-1, 1})
          if (in_palace(c, f + a, r + b)) add(t.advisor[us], f + a, r + b);
      for (int d = 0; d < 4; ++d)
        if (in_palace(c, f + df[d], r + dr[d])) add(t.king[us], f + df[d], r + dr[d]);
    }
    // Pawn: forward; sideways once across the river.
    for (color c : {color::red, color::black}) {
      steps& p = t.pawn[static_cast<std::size_t>(c)][us];
      const int fwd = c == color::red ? 1 : -1;
      if (on_board(f, r + fwd)) add(p, f, r + fwd);
      if (!own_side(c, r)) {
        if (f > 0) add(p, f - 1, r);
        if (f < files - 1) add(p, f + 1, r);
      }
    }
  }
  std::uint64_t seed = 0x5869616E67716931ull;  // "Xiangqi1"
  for (auto& k : t.zobrist) k = splitmix(seed);
  t.side = splitmix(seed);
  return t;
}

inline constexpr tables tab = make_tables();

constexpr std::uint64_t key(piece p, square s) { return tab.zobrist[static_cast<std::size_t>(p) * squares + s]; }

// ---- attacks --------------------------------------------------------------------------------------

// Is the king of `c` on `k` attacked on board `b` (flying general included)?
inline bool attacked(const board_array& b, square k, color c) noexcept {
  const color them = opposite(c);
  const piece their_rook = make_piece(them, piece_type::rook);
  const piece their_cannon = make_piece(them, piece_type::cannon);
  const piece their_king = make_piece(them, piece_type::king);
  const auto& rays = tab.rays[k];
  for (std::size_t d = 0; d < 4; ++d) {
    const ray& y = rays[d];
    std::size_t i = 0;
    while (i < y.size && b[y.to[i]] == no_piece) ++i;
    if (i == y.size) continue;
    const piece first = b[y.to[i]];
    if (first == their_rook || (first == their_king && d < 2)) return true;
    for (++i; i < y.size; ++i) {
      const piece second = b[y.to[i]];
      if (second == no_piece) continue;
      if (second == their_cannon) return true;
      break;
    }
  }
  const piece their_horse = make_piece(them, piece_type::horse);
  const steps& h = tab.horse_attackers[k];
  for (std::size_t i = 0; i < h.size; ++i)
    if (b[h.to[i]] == their_horse && b[h.via[i]] == no_piece) return true;
  const piece their_pawn = make_piece(them, piece_type::pawn);
  const int f = file_of(k), r = rank_of(k);
  // A pawn of `them` attacks the point ahead of it, and the points beside it once across the river.
  const int behind = them == color::red ? r - 1 : r + 1;
  if (behind >= 0 && behind < ranks && b[make_square(f, behind)] == their_pawn) return true;
  if (!own_side(them, r)) {
    if (f > 0 && b[static_cast<square>(k - 1)] == their_pawn) return true;
    if (f < files - 1 && b[static_cast<square>(k + 1)] == their_pawn) return true;
  }
  return false;
}

// The pseudo-legal moves of the piece `p` of `us` on `s`: emit(s, to) for each.
template <class Emit>
void generate_from(const board_array& b, color us, square s, piece p, Emit&& emit) noexcept {
  const auto own = [&](piece q) { return q != no_piece && color_of(q) == us; };
  const auto step_moves = [&](const steps& st, bool blocked_by_via) {
    for (std::size_t i = 0; i < st.size; ++i) {
      if (blocked_by_via && b[st.via[i]] != no_piece) continue;
      if (!own(b[st.to[i]])) emit(s, st.to[i]);
    }
  };
  switch (type_of(p)) {
    case piece_type::rook:
      for (const ray& y : tab.rays[s])
        for (std::size_t i = 0; i < y.size; ++i) {
          const piece q = b[y.to[i]];
          if (q == no_piece) {
            emit(s, y.to[i]);
            continue;
          }
          if (color_of(q) != us) emit(s, y.to[i]);
          break;
        }
      break;
    case piece_type::cannon:
      for (const ray& y : tab.rays[s]) {
        std::size_t i = 0;
        for (; i < y.size && b[y.to[i]] == no_piece; ++i) emit(s, y.to[i]);
        for (++i; i < y.size; ++i) {  // over the screen to the first piece: a capture if it is theirs
          const piece q = b[y.to[i]];
          if (q == no_piece) continue;
          if (color_of(q) != us) emit(s, y.to[i]);
          break;
        }
      }
      break;
    case piece_type::horse: step_moves(tab.horse[s], true); break;
    case piece_type::elephant: step_moves(tab.elephant[s], true); break;
    case piece_type::advisor: step_moves(tab.advisor[s], false); break;
    case piece_type::king: step_moves(tab.king[s], false); break;
    case piece_type::pawn: step_moves(tab.pawn[static_cast<std::size_t>(us)][s], false); break;
    case piece_type::none: break;
  }
}

// The pseudo-legal moves of every piece of `us`.
template <class Emit>
void generate(const board_array& b, color us, Emit&& emit) noexcept {
  for (int si = 0; si < squares; ++si) {
    const auto s = static_cast<square>(si);
    const piece p = b[s];
    if (p != no_piece && color_of(p) == us) generate_from(b, us, s, p, emit);
  }
}

// Can the piece of `us` on `from` go to `to` by its moves (its own king's safety aside)? Only that
// piece's moves are generated.
inline bool pseudo_legal(const board_array& b, color us, square from, square to) noexcept {
  const piece p = b[from];
  if (p == no_piece || color_of(p) != us) return false;
  bool found = false;
  generate_from(b, us, from, p, [&](square, square t) { found = found || t == to; });
  return found;
}

// Can the move (from, to) of a piece other than the king expose its own king on `k`, not in
// check? Only through a line of the king (a rook, cannon or the other king behind `from`, or a
// cannon screen made at `to`) or a horse leg (the points diagonally next to the king).
inline bool may_expose(square k, square from, square to) noexcept {
  const int kf = file_of(k), kr = rank_of(k);
  const int ff = file_of(from), fr = rank_of(from);
  if (ff == kf || fr == kr) return true;
  if (file_of(to) == kf || rank_of(to) == kr) return true;
  const int df = ff - kf, dr = fr - kr;
  return df * df == 1 && dr * dr == 1;
}

// Tests the pseudo-legal move on a scratch board `b` (the position's, restored after).
inline bool legal_on(board_array& b, square king, color us, bool check, square from, square to) noexcept {
  const piece moving = b[from];
  const bool is_king = type_of(moving) == piece_type::king;
  if (!is_king && !check && !may_expose(king, from, to)) return true;
  const piece captured = b[to];
  b[to] = moving;
  b[from] = no_piece;
  const bool ok = !attacked(b, is_king ? to : king, us);
  b[from] = moving;
  b[to] = captured;
  return ok;
}

}  // namespace repetita::xiangqi::detail

#endif
