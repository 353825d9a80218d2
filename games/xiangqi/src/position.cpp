#include <repetita/xiangqi/position.hpp>

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>

namespace repetita::xiangqi {

namespace {

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

constexpr tables tab = make_tables();

constexpr std::uint64_t key(piece p, square s) { return tab.zobrist[static_cast<std::size_t>(p) * squares + s]; }

constexpr piece red(piece_type t) { return make_piece(color::red, t); }
constexpr piece black(piece_type t) { return make_piece(color::black, t); }

const board_array initial_board = [] {
  board_array b{};
  using enum piece_type;
  constexpr std::array<piece_type, 9> back{rook, horse, elephant, advisor, king, advisor, elephant, horse, rook};
  for (int f = 0; f < files; ++f) {
    b[make_square(f, 0)] = red(back[static_cast<std::size_t>(f)]);
    b[make_square(f, 9)] = black(back[static_cast<std::size_t>(f)]);
  }
  for (int f : {1, 7}) {
    b[make_square(f, 2)] = red(cannon);
    b[make_square(f, 7)] = black(cannon);
  }
  for (int f = 0; f < files; f += 2) {
    b[make_square(f, 3)] = red(pawn);
    b[make_square(f, 6)] = black(pawn);
  }
  return b;
}();

// ---- attacks --------------------------------------------------------------------------------------

// Is the king of `c` on `k` attacked on board `b` (flying general included)?
bool attacked(const board_array& b, square k, color c) noexcept {
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

template <class Emit>
void generate(const board_array& b, color us, Emit&& emit) noexcept {
  const auto own = [&](piece p) { return p != no_piece && color_of(p) == us; };
  const auto step_moves = [&](square s, const steps& st, bool blocked_by_via) {
    for (std::size_t i = 0; i < st.size; ++i) {
      if (blocked_by_via && b[st.via[i]] != no_piece) continue;
      if (!own(b[st.to[i]])) emit(s, st.to[i]);
    }
  };
  for (int si = 0; si < squares; ++si) {
    const auto s = static_cast<square>(si);
    const piece p = b[s];
    if (p == no_piece || color_of(p) != us) continue;
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
      case piece_type::horse: step_moves(s, tab.horse[s], true); break;
      case piece_type::elephant: step_moves(s, tab.elephant[s], true); break;
      case piece_type::advisor: step_moves(s, tab.advisor[s], false); break;
      case piece_type::king: step_moves(s, tab.king[s], false); break;
      case piece_type::pawn: step_moves(s, tab.pawn[static_cast<std::size_t>(us)][s], false); break;
      case piece_type::none: break;
    }
  }
}

// Can the move (from, to) of a piece other than the king expose its own king on `k`, not in
// check? Only through a line of the king (a rook, cannon or the other king behind `from`, or a
// cannon screen made at `to`) or a horse leg (the points diagonally next to the king).
bool may_expose(square k, square from, square to) noexcept {
  const int kf = file_of(k), kr = rank_of(k);
  const int ff = file_of(from), fr = rank_of(from);
  if (ff == kf || fr == kr) return true;
  if (file_of(to) == kf || rank_of(to) == kr) return true;
  const int df = ff - kf, dr = fr - kr;
  return df * df == 1 && dr * dr == 1;
}

// Tests the pseudo-legal move on a scratch board `b` (the position's, restored after).
bool legal_on(board_array& b, square king, color us, bool check, square from, square to) noexcept {
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

}  // namespace

bool move_list::contains(move m) const noexcept { return std::find(begin(), end(), m) != end(); }

position::position() noexcept : position(initial_board, color::red) {}

position::position(const board_array& board, color to_move, std::uint32_t halfmove_clock,
                   std::uint32_t fullmove_number) noexcept
    : board_(board), side_(to_move), halfmove_(halfmove_clock), fullmove_(fullmove_number) {
  for (int s = 0; s < squares; ++s) {
    const piece p = board_[static_cast<std::size_t>(s)];
    if (type_of(p) == piece_type::king) king_[static_cast<std::size_t>(color_of(p))] = static_cast<square>(s);
  }
  hash_ = board_hash_from_scratch();
}

std::uint64_t position::side_hash() const noexcept { return side_ == color::red ? 0 : tab.side; }

std::uint64_t position::board_hash_from_scratch() const noexcept {
  std::uint64_t h = 0;
  for (int s = 0; s < squares; ++s)
    if (const piece p = board_[static_cast<std::size_t>(s)]; p != no_piece) h ^= key(p, static_cast<square>(s));
  return h;
}

bool position::king_attacked(color c) const noexcept {
  const square k = king_[static_cast<std::size_t>(c)];
  return k < squares && attacked(board_, k, c);
}

bool position::in_check() const noexcept { return king_attacked(side_); }

void position::pseudo_legal_moves(move_list& out) const noexcept {
  out.clear();
  generate(board_, side_, [&](square from, square to) { out.push_back(move(from, to)); });
}

void position::legal_moves(move_list& out) const noexcept {
  out.clear();
  const square k = king_[static_cast<std::size_t>(side_)];
  if (k >= squares) return;
  const bool check = attacked(board_, k, side_);
  board_array b = board_;
  generate(board_, side_, [&](square from, square to) {
    if (legal_on(b, k, side_, check, from, to)) out.push_back(move(from, to));
  });
}

bool position::is_legal(move m) const noexcept {
  move_list pseudo;
  pseudo_legal_moves(pseudo);
  if (!pseudo.contains(m)) return false;
  const square k = king_[static_cast<std::size_t>(side_)];
  board_array b = board_;
  return k < squares && legal_on(b, k, side_, attacked(board_, k, side_), m.from(), m.to());
}

bool position::has_legal_move() const noexcept {
  move_list pseudo;
  pseudo_legal_moves(pseudo);
  const square k = king_[static_cast<std::size_t>(side_)];
  if (k >= squares) return false;
  const bool check = attacked(board_, k, side_);
  board_array b = board_;
  for (move m : pseudo)
    if (legal_on(b, k, side_, check, m.from(), m.to())) return true;
  return false;
}

bool position::is_irreversible(move m) const noexcept {
  if (is_capture(m)) return true;
  const piece p = board_[m.from()];
  return type_of(p) == piece_type::pawn && rank_of(m.from()) != rank_of(m.to());
}

position position::after(move m) const noexcept {
  position n = *this;
  const square from = m.from(), to = m.to();
  const piece moving = board_[from];
  const piece captured = board_[to];
  n.hash_ ^= key(moving, from) ^ key(moving, to);
  if (captured != no_piece) {
    n.hash_ ^= key(captured, to);
    if (type_of(captured) == piece_type::king) n.king_[static_cast<std::size_t>(color_of(captured))] = squares;
  }
  n.board_[to] = moving;
  n.board_[from] = no_piece;
  if (type_of(moving) == piece_type::king) n.king_[static_cast<std::size_t>(side_)] = to;
  n.halfmove_ = captured != no_piece ? 0 : halfmove_ + 1;
  if (side_ == color::black) ++n.fullmove_;
  n.side_ = opposite(side_);
  return n;
}

std::optional<std::string> position::validate() const {
  std::array<std::array<int, 8>, 2> count{};
  for (int s = 0; s < squares; ++s) {
    const piece p = board_[static_cast<std::size_t>(s)];
    if (p == no_piece) continue;
    const color c = color_of(p);
    const int f = file_of(static_cast<square>(s)), r = rank_of(static_cast<square>(s));
    const std::string side = c == color::red ? "red" : "black";
    const std::string at = std::string(1, static_cast<char>('a' + f)) + std::to_string(r);
    ++count[static_cast<std::size_t>(c)][static_cast<std::size_t>(type_of(p))];
    const int home = c == color::red ? r : 9 - r;  // rank counted from its own side
    switch (type_of(p)) {
      case piece_type::king:
        if (!in_palace(c, f, r)) return "the " + side + " king on " + at + " is outside its palace";
        break;
      case piece_type::advisor:
        if (!in_palace(c, f, r) || (f + home) % 2 != 1)
          return "a " + side + " advisor on " + at + " is not on a diagonal point of its palace";
        break;
      case piece_type::elephant:
        if (!own_side(c, r) || home % 2 != 0 || f % 2 != 0 || (home / 2 + f / 2) % 2 != 1)
          return "a " + side + " elephant on " + at + " is not on one of its seven points";
        break;
      case piece_type::pawn:
        if (home < 3 || (home < 5 && f % 2 != 0))
          return "a " + side + " pawn on " + at + " is behind its starting points";
        break;
      default: break;
    }
  }
  constexpr std::array<int, 8> most{0, 1, 2, 2, 2, 2, 2, 5};
  constexpr std::array<const char*, 8> names{"", "king", "advisors", "elephants", "horses", "rooks", "cannons", "pawns"};
  for (color c : {color::red, color::black}) {
    const auto& n = count[static_cast<std::size_t>(c)];
    const std::string side = c == color::red ? "red" : "black";
    if (n[1] != 1) return side + " must have exactly one king (has " + std::to_string(n[1]) + ")";
    for (std::size_t t = 2; t < 8; ++t)
      if (n[t] > most[t])
        return side + " has " + std::to_string(n[t]) + " " + names[t] + " (at most " + std::to_string(most[t]) + ")";
  }
  if (king_attacked(opposite(side_)))
    return std::string("the side not to move (") + (side_ == color::red ? "black" : "red") +
           ") is in check, or the kings face each other";
  return std::nullopt;
}

std::uint64_t perft(const position& p, int depth) noexcept {
  if (depth <= 0) return 1;
  move_list moves;
  p.legal_moves(moves);
  if (depth == 1) return moves.size();
  std::uint64_t n = 0;
  for (move m : moves) n += perft(p.after(m), depth - 1);
  return n;
}

}  // namespace repetita::xiangqi
