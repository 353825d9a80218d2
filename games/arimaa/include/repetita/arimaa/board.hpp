#ifndef REPETITA_ARIMAA_BOARD_HPP
#define REPETITA_ARIMAA_BOARD_HPP

/// \file
/// The Arimaa board: colours, pieces, squares, bitboards, positions (one bitboard per piece type
/// and colour), steps with captures on the traps, freezing, and the setup phase. Rules:
/// ../shared/rules/arimaa.md and docs/rules/arimaa.md.

#include <array>
#include <bit>
#include <cstdint>
#include <optional>

namespace repetita::arimaa {

/// Gold moves first (player 0), silver second (player 1).
enum class color : std::uint8_t { gold = 0, silver = 1 };
[[nodiscard]] constexpr color opponent(color c) noexcept { return c == color::gold ? color::silver : color::gold; }
[[nodiscard]] constexpr int index(color c) noexcept { return static_cast<int>(c); }

/// Piece types in order of strength: a piece is stronger than another if its type is greater.
enum class piece_type : std::uint8_t { rabbit = 0, cat, dog, horse, camel, elephant };
inline constexpr int piece_types = 6;

/// A piece: colour and type, coded as colour * 6 + type (0..11).
struct piece {
  color c = color::gold;
  piece_type t = piece_type::rabbit;
  [[nodiscard]] constexpr int code() const noexcept { return index(c) * piece_types + static_cast<int>(t); }
  [[nodiscard]] static constexpr piece from_code(int code) noexcept {
    return piece{static_cast<color>(code / piece_types), static_cast<piece_type>(code % piece_types)};
  }
  friend constexpr bool operator==(const piece&, const piece&) = default;
};

/// The notation letter: E M H D C R for gold, lower case for silver.
[[nodiscard]] constexpr char letter(piece p) noexcept {
  constexpr char gold[] = "RCDHME";
  const char l = gold[static_cast<int>(p.t)];
  return p.c == color::gold ? l : static_cast<char>(l - 'A' + 'a');
}
/// The piece a letter names, or nullopt.
[[nodiscard]] constexpr std::optional<piece> piece_of_letter(char ch) noexcept {
  constexpr char gold[] = "RCDHME";
  constexpr char silver[] = "rcdhme";
  for (int t = 0; t < piece_types; ++t) {
    if (ch == gold[t]) return piece{color::gold, static_cast<piece_type>(t)};
    if (ch == silver[t]) return piece{color::silver, static_cast<piece_type>(t)};
  }
  return std::nullopt;
}

/// Squares 0..63: a1 = 0, b1 = 1, ..., h8 = 63 (file + 8 * rank). Gold starts on ranks 1-2.
using square = int;
[[nodiscard]] constexpr int file_of(square s) noexcept { return s % 8; }
[[nodiscard]] constexpr int rank_of(square s) noexcept { return s / 8; }

using bitboard = std::uint64_t;
[[nodiscard]] constexpr bitboard bit(square s) noexcept { return bitboard{1} << s; }
inline constexpr bitboard file_a = 0x0101010101010101ull;
inline constexpr bitboard file_h = file_a << 7;
inline constexpr bitboard rank_1 = 0xFFull;
inline constexpr bitboard rank_2 = 0xFF00ull;
inline constexpr bitboard rank_7 = rank_2 << 40;
inline constexpr bitboard rank_8 = rank_1 << 56;
/// The traps c3, f3, c6, f6.
inline constexpr bitboard traps = bit(18) | bit(21) | bit(42) | bit(45);
/// The row a rabbit of colour c wins on.
[[nodiscard]] constexpr bitboard goal_row(color c) noexcept { return c == color::gold ? rank_8 : rank_1; }
/// The two rows a colour sets up on.
[[nodiscard]] constexpr bitboard home_rows(color c) noexcept {
  return c == color::gold ? (rank_1 | rank_2) : (rank_7 | rank_8);
}

/// Directions as the notation writes them, relative to gold: n = towards rank 8.
enum class direction : std::uint8_t { north, south, east, west };
[[nodiscard]] constexpr char letter(direction d) noexcept { return "nsew"[static_cast<int>(d)]; }
/// The square one step from `s` in `d`, or -1 off the board.
[[nodiscard]] constexpr square neighbour(square s, direction d) noexcept {
  switch (d) {
    case direction::north: return rank_of(s) < 7 ? s + 8 : -1;
    case direction::south: return rank_of(s) > 0 ? s - 8 : -1;
    case direction::east: return file_of(s) < 7 ? s + 1 : -1;
    case direction::west: return file_of(s) > 0 ? s - 1 : -1;
  }
  return -1;
}
/// The direction from `from` to the adjacent `to` (they must be adjacent).
[[nodiscard]] constexpr direction direction_of(square from, square to) noexcept {
  if (to == from + 8) return direction::north;
  if (to == from - 8) return direction::south;
  if (to == from + 1) return direction::east;
  return direction::west;
}
/// The squares next to any square of `b`.
[[nodiscard]] constexpr bitboard neighbours(bitboard b) noexcept {
  return (b << 8) | (b >> 8) | ((b & ~file_h) << 1) | ((b & ~file_a) >> 1);
}
/// The direction a rabbit of colour c may not step in.
[[nodiscard]] constexpr direction backward(color c) noexcept {
  return c == color::gold ? direction::south : direction::north;
}

namespace detail {
constexpr std::uint64_t splitmix(std::uint64_t& s) noexcept {
  std::uint64_t z = (s += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}
constexpr std::array<std::uint64_t, 12 * 64> make_zobrist() noexcept {
  std::array<std::uint64_t, 12 * 64> z{};
  std::uint64_t s = 0xA121AA5EEDull;
  for (auto& v : z) v = splitmix(s);
  return z;
}
inline constexpr std::array<std::uint64_t, 12 * 64> zobrist = make_zobrist();
}  // namespace detail

/// The exact board: one bitboard per piece (colour * 6 + type). Pieces of one kind are
/// interchangeable, so this is exactly "the same board position".
using board_key = std::array<bitboard, 12>;

/// One step: the piece, its square before and after (adjacent squares).
struct step {
  std::uint8_t piece_code = 0;
  std::uint8_t from = 0;
  std::uint8_t to = 0;
  [[nodiscard]] constexpr arimaa::piece piece() const noexcept { return arimaa::piece::from_code(piece_code); }
  friend constexpr bool operator==(const step&, const step&) = default;
};
[[nodiscard]] constexpr step make_step(piece p, square from, square to) noexcept {
  return step{static_cast<std::uint8_t>(p.code()), static_cast<std::uint8_t>(from), static_cast<std::uint8_t>(to)};
}

/// A piece removed from a trap.
struct capture {
  piece what;
  square where = -1;
  [[nodiscard]] explicit operator bool() const noexcept { return where >= 0; }
};

/// The phase of the game: the two setup turns, then play.
enum class phase : std::uint8_t { gold_setup = 0, silver_setup = 1, play = 2 };

/// A position: the board, the side to move and the phase. Copyable, 128 bytes.
class position {
 public:
  /// The start of a game: the empty board, gold to set up.
  position() = default;

  /// A position in play with `to_move` to move and an empty board (add pieces with put()).
  [[nodiscard]] static position empty_in_play(color to_move) noexcept {
    position p;
    p.phase_ = phase::play;
    p.to_move_ = to_move;
    return p;
  }

  [[nodiscard]] const board_key& board() const noexcept { return bb_; }
  [[nodiscard]] bitboard pieces(piece p) const noexcept { return bb_[static_cast<std::size_t>(p.code())]; }
  [[nodiscard]] bitboard pieces(color c, piece_type t) const noexcept { return pieces(piece{c, t}); }
  [[nodiscard]] bitboard pieces(color c) const noexcept { return occ_[static_cast<std::size_t>(index(c))]; }
  [[nodiscard]] bitboard occupied() const noexcept { return occ_[0] | occ_[1]; }
  [[nodiscard]] std::uint64_t hash() const noexcept { return hash_; }
  [[nodiscard]] color to_move() const noexcept { return to_move_; }
  [[nodiscard]] arimaa::phase phase() const noexcept { return phase_; }
  [[nodiscard]] bool in_setup() const noexcept { return phase_ != phase::play; }

  /// The piece on `s`, if any.
  [[nodiscard]] std::optional<piece> at(square s) const noexcept {
    const bitboard b = bit(s);
    if ((occupied() & b) == 0) return std::nullopt;
    for (int code = 0; code < 12; ++code)
      if ((bb_[static_cast<std::size_t>(code)] & b) != 0) return piece::from_code(code);
    return std::nullopt;
  }

  /// Puts a piece on an empty square.
  void put(piece p, square s) noexcept { toggle(p, s); }
  /// Removes the piece p from s.
  void remove(piece p, square s) noexcept { toggle(p, s); }

  /// Pieces of colour c stronger than type t.
  [[nodiscard]] bitboard stronger_than(color c, piece_type t) const noexcept {
    bitboard b = 0;
    for (int u = static_cast<int>(t) + 1; u < piece_types; ++u) b |= pieces(c, static_cast<piece_type>(u));
    return b;
  }
  /// Pieces of colour c weaker than type t.
  [[nodiscard]] bitboard weaker_than(color c, piece_type t) const noexcept {
    bitboard b = 0;
    for (int u = 0; u < static_cast<int>(t); ++u) b |= pieces(c, static_cast<piece_type>(u));
    return b;
  }
  /// A piece is frozen when it is next to a stronger enemy piece and to no friendly piece.
  [[nodiscard]] bool frozen(piece p, square s) const noexcept {
    const bitboard around = neighbours(bit(s));
    return (around & pieces(p.c)) == 0 && (around & stronger_than(opponent(p.c), p.t)) != 0;
  }
  /// Every frozen piece of colour c.
  [[nodiscard]] bitboard frozen_pieces(color c) const noexcept {
    const bitboard unguarded = pieces(c) & ~neighbours(pieces(c));
    if (unguarded == 0) return 0;
    bitboard result = 0;
    bitboard stronger_enemy = 0;  // enemy pieces stronger than type t, built from the elephant down
    for (int t = piece_types - 1; t >= 0; --t) {
      result |= pieces(c, static_cast<piece_type>(t)) & unguarded & neighbours(stronger_enemy);
      stronger_enemy |= pieces(opponent(c), static_cast<piece_type>(t));
    }
    return result;
  }

  /// Moves the piece of `s` (it must stand on s.from; s.to must be empty), then removes any piece
  /// left on a trap with no friendly piece next to it. Returns the capture (at most one per step).
  capture apply_step(const step& s) noexcept {
    const piece p = s.piece();
    toggle(p, s.from);
    toggle(p, s.to);
    return resolve_traps();
  }

  /// Ends the turn: the other side is to move; after a setup turn, the phase advances.
  void end_turn() noexcept {
    to_move_ = opponent(to_move_);
    hash_ ^= side_key;
    if (phase_ == phase::gold_setup) phase_ = phase::silver_setup;
    else if (phase_ == phase::silver_setup) phase_ = phase::play;
  }
  /// Sets the side to move (for positions built by hand).
  void set_to_move(color c) noexcept {
    if (c != to_move_) hash_ ^= side_key;
    to_move_ = c;
  }
  void set_phase(arimaa::phase ph) noexcept { phase_ = ph; }

  /// The same board (every piece on the same square), whatever the side or phase.
  [[nodiscard]] bool same_board(const position& o) const noexcept { return bb_ == o.bb_; }
  friend bool operator==(const position& a, const position& b) noexcept {
    return a.bb_ == b.bb_ && a.to_move_ == b.to_move_ && a.phase_ == b.phase_;
  }

  /// Hash of the pieces only (the board component of the identity).
  [[nodiscard]] std::uint64_t board_hash() const noexcept { return to_move_ == color::gold ? hash_ : hash_ ^ side_key; }

  static constexpr std::uint64_t side_key = 0x6A09E667F3BCC909ull;

 private:
  void toggle(piece p, square s) noexcept {
    const auto code = static_cast<std::size_t>(p.code());
    bb_[code] ^= bit(s);
    occ_[static_cast<std::size_t>(index(p.c))] ^= bit(s);
    hash_ ^= detail::zobrist[code * 64 + static_cast<std::size_t>(s)];
  }
  capture resolve_traps() noexcept {
    for (int c = 0; c < 2; ++c) {
      const bitboard own = occ_[static_cast<std::size_t>(c)];
      bitboard lost = traps & own & ~neighbours(own);
      if (lost == 0) continue;
      const square s = std::countr_zero(lost);
      const piece p = *at(s);
      toggle(p, s);
      return capture{p, s};
    }
    return capture{};
  }

  board_key bb_{};
  std::array<bitboard, 2> occ_{};
  std::uint64_t hash_ = 0;
  color to_move_ = color::gold;
  arimaa::phase phase_ = phase::gold_setup;
};

/// The full set of pieces a side sets up: 1 elephant, 1 camel, 2 horses, 2 dogs, 2 cats, 8 rabbits.
inline constexpr std::array<int, piece_types> setup_counts{8, 2, 2, 2, 1, 1};

}  // namespace repetita::arimaa

#endif
