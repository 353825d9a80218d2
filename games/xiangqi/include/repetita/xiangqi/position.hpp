#ifndef REPETITA_XIANGQI_POSITION_HPP
#define REPETITA_XIANGQI_POSITION_HPP

/// \file
/// The xiangqi board, pieces, moves and positions, with legal move generation (palace, river,
/// flying general, cannon screens, horse legs, elephant eyes) and Zobrist hashes.
///
/// Board representation: a 90-point mailbox (`square` = rank * 9 + file, file a..i = 0..8, rank
/// 0..9 from Red's side, as in ICCS) and precomputed tables per point: the four rays of the rook
/// and cannon, the horse's targets with their leg, the elephant's with its eye, the palace steps of
/// king and advisor, the pawn steps per side. Xiangqi moves are made of short steps with blocking
/// points and of line moves with screens; a mailbox with tables does each with a few loads, where
/// 90-bit bitboards need 128-bit words and shifts that wrap between ranks. Moves are generated
/// pseudo-legal, then only those that can expose their own king (a king move, a move while in check,
/// a move from or to the king's file or rank, or from a horse-leg point next to the king) are tested,
/// on the board, by one attack scan from the king (docs/rules/xiangqi.md, section 2).

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>

namespace repetita::xiangqi {

/// The players: Red moves first (player 0), Black second.
enum class color : std::uint8_t { red = 0, black = 1 };
[[nodiscard]] constexpr color opposite(color c) noexcept { return c == color::red ? color::black : color::red; }

enum class piece_type : std::uint8_t { none = 0, king, advisor, elephant, horse, rook, cannon, pawn };

/// A piece on a point: 0 for none, the type for Red, the type + 8 for Black.
using piece = std::uint8_t;
inline constexpr piece no_piece = 0;
[[nodiscard]] constexpr piece make_piece(color c, piece_type t) noexcept {
  return static_cast<piece>(static_cast<unsigned>(t) | (c == color::black ? 8u : 0u));
}
[[nodiscard]] constexpr piece_type type_of(piece p) noexcept { return static_cast<piece_type>(p & 7u); }
[[nodiscard]] constexpr color color_of(piece p) noexcept { return (p & 8u) != 0 ? color::black : color::red; }

/// A point of the board: rank * 9 + file (a1 of Fairy-Stockfish, a0 of ICCS, is 0; i10 / i9 is 89).
using square = std::uint8_t;
inline constexpr int files = 9;
inline constexpr int ranks = 10;
inline constexpr int squares = 90;
[[nodiscard]] constexpr int file_of(square s) noexcept { return s % files; }
[[nodiscard]] constexpr int rank_of(square s) noexcept { return s / files; }
[[nodiscard]] constexpr square make_square(int file, int rank) noexcept {
  return static_cast<square>(rank * files + file);
}
/// Inside the palace of `c`: files d..f, ranks 0..2 for Red, 7..9 for Black.
[[nodiscard]] constexpr bool in_palace(color c, int file, int rank) noexcept {
  return file >= 3 && file <= 5 && (c == color::red ? rank >= 0 && rank <= 2 : rank >= 7 && rank <= 9);
}
/// On `c`'s own side of the river: ranks 0..4 for Red, 5..9 for Black.
[[nodiscard]] constexpr bool own_side(color c, int rank) noexcept { return c == color::red ? rank <= 4 : rank >= 5; }

/// A move: from and to (14 bits). Xiangqi has no promotion, drop or castling.
class move {
 public:
  constexpr move() noexcept = default;
  constexpr move(square from, square to) noexcept : raw_(static_cast<std::uint16_t>(from | (to << 7))) {}
  [[nodiscard]] constexpr square from() const noexcept { return static_cast<square>(raw_ & 0x7f); }
  [[nodiscard]] constexpr square to() const noexcept { return static_cast<square>(raw_ >> 7); }
  [[nodiscard]] constexpr std::uint16_t raw() const noexcept { return raw_; }
  friend constexpr bool operator==(move, move) noexcept = default;

 private:
  std::uint16_t raw_ = 0;
};

/// A fixed-capacity list of moves. A xiangqi side has at most 119 pseudo-legal moves (2 rooks and 2
/// cannons with 17 each, 2 horses 8, 2 elephants 4, 2 advisors 4, the king 4, 5 pawns 3).
class move_list {
 public:
  static constexpr std::size_t capacity = 128;
  void push_back(move m) noexcept { moves_[size_++] = m; }
  void clear() noexcept { size_ = 0; }
  [[nodiscard]] std::size_t size() const noexcept { return size_; }
  [[nodiscard]] bool empty() const noexcept { return size_ == 0; }
  [[nodiscard]] move operator[](std::size_t i) const noexcept { return moves_[i]; }
  [[nodiscard]] const move* begin() const noexcept { return moves_.data(); }
  [[nodiscard]] const move* end() const noexcept { return moves_.data() + size_; }
  [[nodiscard]] bool contains(move m) const noexcept;

 private:
  std::array<move, capacity> moves_;
  std::size_t size_ = 0;
};

using board_array = std::array<piece, squares>;

/// A piece's identity within its side, 0..15: its rank in point order among its side's pieces when
/// the position was set up, kept while it moves. Rules that follow one piece through a cycle of
/// moves (the perpetual chase of the AXF rules) read it; it is not part of what a position is.
using piece_id = std::uint8_t;
inline constexpr int max_pieces_per_side = 16;

/// A position: the pieces, the side to move, and the two counters of FEN fields 5 and 6.
class position {
 public:
  /// The initial position, Red to move.
  position() noexcept;
  /// A position from its parts, not checked (check it with `validate`).
  position(const board_array& board, color to_move, std::uint32_t halfmove_clock = 0,
           std::uint32_t fullmove_number = 1) noexcept;

  [[nodiscard]] piece at(square s) const noexcept { return board_[s]; }
  [[nodiscard]] const board_array& board() const noexcept { return board_; }
  /// The identity of the piece on `s` (meaningless on an empty point). Equal positions may give
  /// their pieces other identities (two rooks that changed places).
  [[nodiscard]] piece_id id_at(square s) const noexcept { return ids_[s]; }
  [[nodiscard]] color side_to_move() const noexcept { return side_; }
  /// The king's square, or 90 when `c` has no king (only in a position `validate` rejects).
  [[nodiscard]] square king_square(color c) const noexcept { return king_[static_cast<std::size_t>(c)]; }
  /// Plies since the last capture (FEN field 5) and the move number (FEN field 6).
  [[nodiscard]] std::uint32_t halfmove_clock() const noexcept { return halfmove_; }
  [[nodiscard]] std::uint32_t fullmove_number() const noexcept { return fullmove_; }

  /// Zobrist hash of the pieces on their points (incremental) and of the side to move.
  [[nodiscard]] std::uint64_t board_hash() const noexcept { return hash_; }
  [[nodiscard]] std::uint64_t side_hash() const noexcept;
  /// The board hash computed from scratch (for tests of the incremental one).
  [[nodiscard]] std::uint64_t board_hash_from_scratch() const noexcept;

  /// Is the side to move in check (its king attacked, or facing the other king on an open file)?
  [[nodiscard]] bool in_check() const noexcept;
  /// Is the king of `c` attacked by the other side (the flying-general rule included)?
  [[nodiscard]] bool king_attacked(color c) const noexcept;

  /// Every legal move of the side to move.
  void legal_moves(move_list& out) const noexcept;
  /// Pseudo-legal moves: the pieces' moves, without the test of the own king's safety.
  void pseudo_legal_moves(move_list& out) const noexcept;
  /// The pseudo-legal moves of the piece of the side to move on `from` (none if there is none).
  void pseudo_legal_moves_from(square from, move_list& out) const noexcept;
  /// Can the piece of the side to move on the move's from point go to its to point (its own king's
  /// safety aside)? Only that piece's moves are generated.
  [[nodiscard]] bool is_pseudo_legal(move m) const noexcept;
  [[nodiscard]] bool is_legal(move m) const noexcept;
  [[nodiscard]] bool has_legal_move() const noexcept;

  [[nodiscard]] bool is_capture(move m) const noexcept { return board_[m.to()] != no_piece; }
  /// A capture or a pawn's step forward: no earlier position can recur (pawns never step back).
  [[nodiscard]] bool is_irreversible(move m) const noexcept;

  /// The position after `m`, a pseudo-legal move of the side to move (not checked).
  [[nodiscard]] position after(move m) const noexcept;

  /// Why the position cannot occur in a game, or nothing: one king of each side in its palace,
  /// advisors, elephants and pawns on points they can reach, at most 2 advisors, elephants, horses,
  /// rooks and cannons and 5 pawns a side, and the side that has just moved not in check.
  [[nodiscard]] std::optional<std::string> validate() const;

  /// The same pieces on the same points with the same side to move (identities and counters aside).
  friend bool operator==(const position& a, const position& b) noexcept {
    return a.board_ == b.board_ && a.side_ == b.side_;
  }

 private:
  board_array board_{};
  std::array<piece_id, squares> ids_{};
  std::array<square, 2> king_{90, 90};
  color side_ = color::red;
  std::uint32_t halfmove_ = 0;
  std::uint32_t fullmove_ = 1;
  std::uint64_t hash_ = 0;
};

/// Leaf nodes of the legal move tree of depth `depth` (perft).
[[nodiscard]] std::uint64_t perft(const position& p, int depth) noexcept;

}  // namespace repetita::xiangqi

#endif
