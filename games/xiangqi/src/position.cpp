#include <repetita/xiangqi/position.hpp>

#include "board_geometry.hpp"

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>

namespace repetita::xiangqi {

using namespace detail;

namespace {

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

}  // namespace

bool move_list::contains(move m) const noexcept { return std::find(begin(), end(), m) != end(); }

position::position() noexcept : position(initial_board, color::red) {}

position::position(const board_array& board, color to_move, std::uint32_t halfmove_clock,
                   std::uint32_t fullmove_number) noexcept
    : board_(board), side_(to_move), halfmove_(halfmove_clock), fullmove_(fullmove_number) {
  std::array<piece_id, 2> next_id{};
  for (int s = 0; s < squares; ++s) {
    const piece p = board_[static_cast<std::size_t>(s)];
    if (p == no_piece) continue;
    if (type_of(p) == piece_type::king) king_[static_cast<std::size_t>(color_of(p))] = static_cast<square>(s);
    // A side has at most 16 pieces in a valid position; the ids of an invalid one stay in range.
    piece_id& id = next_id[static_cast<std::size_t>(color_of(p))];
    ids_[static_cast<std::size_t>(s)] = id;
    if (id < max_pieces_per_side - 1) ++id;
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

void position::pseudo_legal_moves_from(square from, move_list& out) const noexcept {
  out.clear();
  const piece p = board_[from];
  if (p == no_piece || color_of(p) != side_) return;
  generate_from(board_, side_, from, p, [&](square f, square to) { out.push_back(move(f, to)); });
}

bool position::is_pseudo_legal(move m) const noexcept { return pseudo_legal(board_, side_, m.from(), m.to()); }

bool position::is_legal(move m) const noexcept {
  if (!is_pseudo_legal(m)) return false;
  const square k = king_[static_cast<std::size_t>(side_)];
  board_array b = board_;
  return k < squares && legal_on(b, k, side_, attacked(board_, k, side_), m.from(), m.to());
}

bool position::has_legal_move() const noexcept {
  const square k = king_[static_cast<std::size_t>(side_)];
  if (k >= squares) return false;
  const bool check = attacked(board_, k, side_);
  board_array b = board_;
  // Piece by piece, stopping at the first legal move: most positions have one among the first
  // piece's moves, so the whole list is rarely made (this runs on every ply of a session).
  move_list pseudo;
  for (int si = 0; si < squares; ++si) {
    const auto s = static_cast<square>(si);
    const piece p = board_[s];
    if (p == no_piece || color_of(p) != side_) continue;
    pseudo.clear();
    generate_from(board_, side_, s, p, [&](square from, square to) { pseudo.push_back(move(from, to)); });
    for (move m : pseudo)
      if (legal_on(b, k, side_, check, m.from(), m.to())) return true;
  }
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
  n.ids_[to] = ids_[from];
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
