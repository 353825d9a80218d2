#ifndef REPETITA_SHOGI_POSITION_HPP
#define REPETITA_SHOGI_POSITION_HPP

/// \file
/// Shogi board, hands and moves: the 9x9 board, pieces in hand, drops, promotion zones and forced
/// promotion, legality (nifu, uchifuzume, pieces that could never move again, the own king left in
/// check), check detection, and Zobrist hashes of the board and of the hands (maintained by `after`).

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

namespace repetita::shogi {

/// The players: sente (Black, 先手, moves first in an even game) = 0, gote (White, 後手) = 1.
enum class color : std::uint8_t { sente = 0, gote = 1 };
[[nodiscard]] constexpr color opposite(color c) noexcept { return c == color::sente ? color::gote : color::sente; }

/// Piece kinds; the promoted kinds are the unpromoted ones + 8 (king and gold do not promote).
enum class piece_type : std::uint8_t {
  none = 0, pawn, lance, knight, silver, gold, bishop, rook, king,
  pro_pawn, pro_lance, pro_knight, pro_silver, horse = 14, dragon = 15,
};
[[nodiscard]] constexpr int index(piece_type t) noexcept { return static_cast<int>(t); }
[[nodiscard]] constexpr bool can_promote(piece_type t) noexcept {
  return t == piece_type::pawn || t == piece_type::lance || t == piece_type::knight || t == piece_type::silver ||
         t == piece_type::bishop || t == piece_type::rook;
}
[[nodiscard]] constexpr bool is_promoted(piece_type t) noexcept { return index(t) > index(piece_type::king); }
[[nodiscard]] constexpr piece_type promoted(piece_type t) noexcept {
  return can_promote(t) ? static_cast<piece_type>(index(t) + 8) : t;
}
[[nodiscard]] constexpr piece_type unpromoted(piece_type t) noexcept {
  return is_promoted(t) ? static_cast<piece_type>(index(t) - 8) : t;
}
/// Kinds a player may hold in hand: pawn ... rook.
[[nodiscard]] constexpr bool is_hand_type(piece_type t) noexcept {
  return index(t) >= index(piece_type::pawn) && index(t) <= index(piece_type::rook);
}

/// A board cell: 0 empty, else the piece type in bits 0-3 and the colour in bit 4.
using piece = std::uint8_t;
[[nodiscard]] constexpr piece make_piece(color c, piece_type t) noexcept {
  return static_cast<piece>(index(t) | (static_cast<int>(c) << 4));
}
[[nodiscard]] constexpr piece_type type_of(piece p) noexcept { return static_cast<piece_type>(p & 15); }
[[nodiscard]] constexpr color color_of(piece p) noexcept { return static_cast<color>((p >> 4) & 1); }

/// Squares 0..80 in SFEN order: rank a (1) first, each rank from file 9 to file 1.
using square = std::uint8_t;
inline constexpr square no_square = 255;
[[nodiscard]] constexpr square make_square(int file, int rank) noexcept {
  return static_cast<square>((rank - 1) * 9 + (9 - file));
}
[[nodiscard]] constexpr int file_of(square s) noexcept { return 9 - s % 9; }
[[nodiscard]] constexpr int rank_of(square s) noexcept { return s / 9 + 1; }
/// The promotion zone: the three farthest ranks.
[[nodiscard]] constexpr bool in_zone(color c, square s) noexcept {
  return c == color::sente ? rank_of(s) <= 3 : rank_of(s) >= 7;
}
/// Ranks from the far edge for colour c: 1 = last rank.
[[nodiscard]] constexpr int rank_from_far_edge(color c, square s) noexcept {
  return c == color::sente ? rank_of(s) : 10 - rank_of(s);
}
/// Could a piece of this kind never move again from s (a pawn or lance on the last rank, a knight
/// on the last two)? Such a move or drop is illegal.
[[nodiscard]] constexpr bool is_dead(color c, piece_type t, square s) noexcept {
  const int r = rank_from_far_edge(c, s);
  return ((t == piece_type::pawn || t == piece_type::lance) && r == 1) || (t == piece_type::knight && r <= 2);
}

/// A move: a board move (from, to, promote) or a drop (drop = the kind dropped, to).
struct move {
  square from = no_square;
  square to = no_square;
  piece_type drop = piece_type::none;
  bool promote = false;

  [[nodiscard]] constexpr bool is_drop() const noexcept { return drop != piece_type::none; }
  /// An exact 20-bit key (never repetita::no_move_key).
  [[nodiscard]] constexpr std::uint32_t raw() const noexcept {
    return static_cast<std::uint32_t>(from) | (static_cast<std::uint32_t>(to) << 8) |
           (static_cast<std::uint32_t>(drop) << 16) | (promote ? 1u << 20 : 0u);
  }
  [[nodiscard]] static constexpr move board(square from, square to, bool promote = false) noexcept {
    return move{from, to, piece_type::none, promote};
  }
  [[nodiscard]] static constexpr move dropping(piece_type t, square to) noexcept {
    return move{no_square, to, t, false};
  }
  friend constexpr bool operator==(const move&, const move&) = default;
};

using board_array = std::array<piece, 81>;
/// Pieces in hand: [colour * 8 + kind], kinds pawn (1) ... rook (7).
using hands_array = std::array<std::uint8_t, 16>;

/// Why a setup position is not acceptable (see position::validate).
enum class setup_problem : std::uint8_t {
  none, too_many_pieces, two_kings, dead_piece, two_pawns_in_file,
};

/// Why a move breaks a rule of play (反則; JSA 対局規定 第8条 1: the player who commits one loses at
/// once). The first four are moves a player can make on the board: a record may end with one.
enum class foul : std::uint8_t {
  none,            ///< a legal move
  king_in_check,   ///< the mover's own king left in check or moved into it (王手放置, 自殺手)
  pawn_drop_mate,  ///< a pawn drop that checkmates (打ち歩詰め)
  two_pawns,       ///< a pawn dropped on a file with an unpromoted pawn of the mover (二歩)
  dead_piece,      ///< a pawn, lance or knight moved or dropped where it can never move again (行き所のない駒)
  unplayable,      ///< no piece of the mover moves so, no such piece in hand, a promotion not allowed
};
[[nodiscard]] std::string_view to_string(foul f) noexcept;

/// A shogi position: board, hands, side to move and the move number (not part of any identity).
class position {
 public:
  position() = default;
  /// The even-game start (平手).
  [[nodiscard]] static position start();

  [[nodiscard]] piece at(square s) const noexcept { return board_[s]; }
  [[nodiscard]] int hand(color c, piece_type t) const noexcept { return hands_[hand_index(c, t)]; }
  [[nodiscard]] color side_to_move() const noexcept { return side_; }
  [[nodiscard]] int move_number() const noexcept { return move_number_; }
  [[nodiscard]] const board_array& board() const noexcept { return board_; }
  [[nodiscard]] const hands_array& hands() const noexcept { return hands_; }
  [[nodiscard]] std::uint64_t board_hash() const noexcept { return board_hash_; }
  [[nodiscard]] std::uint64_t hand_hash() const noexcept { return hand_hash_; }
  [[nodiscard]] square king(color c) const noexcept { return kings_[static_cast<int>(c)]; }

  // Setting up (readers). Hand counts are capped by validate(), which readers call.
  void put(square s, piece p) noexcept;
  void set_hand(color c, piece_type t, int n) noexcept;
  void set_side_to_move(color c) noexcept { side_ = c; }
  void set_move_number(int n) noexcept { move_number_ = n; }
  /// At most the standard number of each kind (board + hands), one king per side, no dead piece,
  /// no two unpromoted pawns of one side in a file.
  [[nodiscard]] setup_problem validate() const noexcept;

  /// Is square s attacked by a piece of colour `by`?
  [[nodiscard]] bool attacked(square s, color by) const noexcept;
  /// Is the king of the side to move attacked? (False without a king: tsume setups.)
  [[nodiscard]] bool in_check() const noexcept;
  /// Is the king of colour c attacked?
  [[nodiscard]] bool king_attacked(color c) const noexcept;

  /// The position after m (m must be at least pseudo-legal: see is_legal). The move number goes up by one.
  [[nodiscard]] position after(const move& m) const noexcept;
  /// Movement, promotion and drop rules (nifu, dead pieces), without the king-safety and
  /// uchifuzume conditions.
  [[nodiscard]] bool is_pseudo_legal(const move& m) const noexcept;
  /// Fully legal: pseudo-legal, the own king not left attacked, not a pawn drop that mates (uchifuzume).
  [[nodiscard]] bool is_legal(const move& m) const;
  /// Which rule m breaks (foul::none if it is legal). A move that is not `unplayable` can be played
  /// with after(): the readers keep one that ends a record, as the foul that ended the game.
  [[nodiscard]] foul foul_of(const move& m) const;
  /// Every legal move.
  void legal_moves(std::vector<move>& out) const;
  [[nodiscard]] bool has_legal_move() const;
  /// In check with no legal move.
  [[nodiscard]] bool is_checkmate() const { return in_check() && !has_legal_move(); }

  friend bool operator==(const position& a, const position& b) noexcept {
    return a.board_ == b.board_ && a.hands_ == b.hands_ && a.side_ == b.side_;
  }

 private:
  static constexpr std::size_t hand_index(color c, piece_type t) noexcept {
    return static_cast<std::size_t>(static_cast<int>(c) * 8 + index(t));
  }
  void pseudo_moves(std::vector<move>& out) const;
  /// A board move whose piece is the mover's and moves so (its path free), onto a square without a
  /// piece of the mover or a king; promotion and dead pieces not asked.
  [[nodiscard]] bool moves_so(const move& m) const noexcept;
  [[nodiscard]] bool safe_after(const move& m) const noexcept;

  board_array board_{};
  hands_array hands_{};
  color side_ = color::sente;
  std::array<square, 2> kings_{no_square, no_square};
  std::uint64_t board_hash_ = 0;
  std::uint64_t hand_hash_ = 0;
  int move_number_ = 1;
};

/// The standard number of pieces of each kind (both sides together): pawn 18, lance 4, ...
[[nodiscard]] constexpr int standard_count(piece_type t) noexcept {
  switch (unpromoted(t)) {
    case piece_type::pawn: return 18;
    case piece_type::bishop:
    case piece_type::rook:
    case piece_type::king: return 2;
    case piece_type::none: return 0;
    default: return 4;
  }
}

/// The Zobrist key of the side to move being gote.
inline constexpr std::uint64_t side_key = 0x9E3779B97F4A7C15ull;

}  // namespace repetita::shogi

#endif
