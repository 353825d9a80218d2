#ifndef REPETITA_CHESS_POSITION_HPP
#define REPETITA_CHESS_POSITION_HPP

/// \file
/// The chess position: board, side to move, castling rights, en passant, move counters, hashes.

#include <repetita/chess/attacks.hpp>
#include <repetita/chess/bitboard.hpp>
#include <repetita/chess/move.hpp>
#include <repetita/chess/piece.hpp>
#include <repetita/chess/square.hpp>
#include <repetita/chess/zobrist.hpp>

#include <array>
#include <cstdint>
#include <optional>

namespace repetita::chess {

/// Which en passant square counts (FEN writing, hashing, identity). See docs/chess-engine.md.
enum class en_passant_mode : std::uint8_t {
  /// After every double push, whatever could capture (the FEN "always" convention, python-chess's
  /// `ep_square`, Stockfish 15's FEN output before 16).
  always,
  /// Only if a pawn of the side to move stands beside the pushed pawn (chess.js, X-FEN).
  pseudo_legal,
  /// Only if an en passant capture is a legal move (FIDE 9.2.3: pins, the horizontal pin of two
  /// pawns, a check that the capture does not resolve). The default everywhere.
  legal,
};

/// The exact board: the six piece-type sets and the two colour sets. Two positions have the same
/// placement (same kind and colour of piece on every square) if and only if their keys are equal.
struct board_key {
  std::array<bitboard, piece_type_count> by_type{};
  std::array<bitboard, 2> by_color{};
  friend bool operator==(const board_key&, const board_key&) noexcept = default;
};

/// A chess position. Copy-make: `play` changes the position in place and a copy (under 200 bytes)
/// is the undo; `after` returns the position after a move. Every query below is O(1) unless stated.
///
/// Invariants (established by the FEN parser and kept by `play` for legal moves): one king per
/// side, the side not to move is not in check, every castling rook stands on its side's back rank
/// with its king, the en passant square follows a double push.
class position {
 public:
  /// The standard initial position.
  position() noexcept;
  [[nodiscard]] static position initial() noexcept { return position{}; }
  /// Chess960 start position number `number` (0..959, Scharnagl numbering; 518 is the standard array).
  [[nodiscard]] static std::optional<position> chess960_initial(int number) noexcept;

  // --- board ---------------------------------------------------------------------------------
  [[nodiscard]] piece piece_on(square s) const noexcept { return mailbox_[static_cast<std::size_t>(index_of(s))]; }
  [[nodiscard]] bitboard occupied() const noexcept { return board_.by_color[0] | board_.by_color[1]; }
  [[nodiscard]] bitboard pieces(color c) const noexcept { return board_.by_color[static_cast<std::size_t>(index_of(c))]; }
  [[nodiscard]] bitboard pieces(piece_type t) const noexcept { return board_.by_type[static_cast<std::size_t>(index_of(t))]; }
  [[nodiscard]] bitboard pieces(color c, piece_type t) const noexcept { return pieces(c) & pieces(t); }
  [[nodiscard]] square king_square(color c) const noexcept { return lowest_square(pieces(c, piece_type::king)); }
  /// The exact placement key (64 bytes, equality-comparable).
  [[nodiscard]] const board_key& board() const noexcept { return board_; }

  // --- state ---------------------------------------------------------------------------------
  [[nodiscard]] color side_to_move() const noexcept { return side_; }
  /// The exact castling rights: the set of rooks that may still castle (for standard chess a
  /// subset of {a1, h1, a8, h8}; for Chess960 any back-rank rooks).
  [[nodiscard]] bitboard castling_rooks() const noexcept { return castling_rooks_; }
  /// The en passant square under `mode`, or nothing. `always` is O(1); the others test the
  /// capturing pawns (at most two), `legal` by playing the capture on a scratch occupancy.
  [[nodiscard]] std::optional<square> en_passant_square(en_passant_mode mode = en_passant_mode::legal) const noexcept {
    if (!en_passant_ || mode == en_passant_mode::always) return en_passant_;  // inline: most plies follow no double push
    return en_passant_square_after_double_push(mode);
  }
  /// FEN field 5: half-moves since the last capture or pawn move.
  [[nodiscard]] std::uint32_t halfmove_clock() const noexcept { return halfmove_clock_; }
  /// FEN field 6: starts at 1, incremented after each Black move.
  [[nodiscard]] std::uint32_t fullmove_number() const noexcept { return fullmove_number_; }
  /// True for a Chess960 position: castling moves are written as in Chess960 (UCI king-takes-rook,
  /// Shredder/X-FEN letters) and rooks and king may start anywhere on the back rank.
  [[nodiscard]] bool is_chess960() const noexcept { return chess960_; }
  void set_chess960(bool on) noexcept { chess960_ = on; }

  // --- check and end of game -------------------------------------------------------------------
  /// Pieces of the side not to move that give check.
  [[nodiscard]] bitboard checkers() const noexcept { return checkers_; }
  [[nodiscard]] bool in_check() const noexcept { return checkers_ != 0; }
  /// Pieces of the side to move that are pinned to their own king.
  [[nodiscard]] bitboard pinned() const noexcept { return pinned_; }
  /// True if the side to move has a legal move (generates moves; stops at the first found).
  [[nodiscard]] bool has_legal_move() const noexcept;
  [[nodiscard]] bool is_checkmate() const noexcept { return in_check() && !has_legal_move(); }
  [[nodiscard]] bool is_stalemate() const noexcept { return !in_check() && !has_legal_move(); }

  // --- hashing (Zobrist) ---------------------------------------------------------------------
  /// Zobrist hash of the pieces alone, maintained incrementally by `play`.
  [[nodiscard]] std::uint64_t piece_hash() const noexcept { return piece_hash_; }
  /// Components (see zobrist.hpp): side to move, castling rights, en passant file under `mode`.
  [[nodiscard]] std::uint64_t side_hash() const noexcept { return zobrist::side_key(side_); }
  [[nodiscard]] std::uint64_t castling_hash() const noexcept { return zobrist::castling_key(castling_rooks_); }
  [[nodiscard]] std::uint64_t en_passant_hash(en_passant_mode mode = en_passant_mode::legal) const noexcept {
    if (!en_passant_) return 0;  // inline: every identity hashes it at every ply, most follow no double push
    const auto ep = en_passant_square_after_double_push(mode);
    return ep ? zobrist::en_passant_key(file_of(*ep)) : 0;
  }
  /// The full key: piece_hash ^ side_hash ^ castling_hash ^ en_passant_hash(mode).
  [[nodiscard]] std::uint64_t hash(en_passant_mode mode = en_passant_mode::legal) const noexcept {
    return piece_hash_ ^ side_hash() ^ castling_hash() ^ en_passant_hash(mode);
  }
  /// The piece hash recomputed from the board (O(pieces)); equals piece_hash() (tests check it).
  [[nodiscard]] std::uint64_t piece_hash_from_scratch() const noexcept;
  /// The full key recomputed from scratch; equals hash(mode).
  [[nodiscard]] std::uint64_t hash_from_scratch(en_passant_mode mode = en_passant_mode::legal) const noexcept;

  // --- moves ---------------------------------------------------------------------------------
  /// True if `m` is a legal move here (generates the legal moves: O(moves)).
  [[nodiscard]] bool is_legal(move m) const noexcept;
  /// Legality of a move already known to be pseudo-legal (right piece, reachable square, path
  /// clear): the king is not left in check. O(1) except castling and en passant.
  [[nodiscard]] bool is_legal_pseudo_legal(move m) const noexcept {
    // The common case first: not in check, the piece is neither pinned nor the king.
    if (!checkers_ && !contains(pinned_ | pieces(piece_type::king), m.from()) && !m.is_en_passant() && !m.is_castling())
      return true;
    return is_legal_slow(m);
  }
  /// The piece that moves (the king for castling).
  [[nodiscard]] piece moved_piece(move m) const noexcept { return piece_on(m.from()); }
  [[nodiscard]] bool is_capture(move m) const noexcept {
    return m.is_en_passant() || (!m.is_castling() && piece_on(m.to()) != piece::none);
  }
  /// A pawn move or a capture: the move resets the halfmove clock (FIDE 9.3).
  [[nodiscard]] bool is_progress(move m) const noexcept {
    return type_of(moved_piece(m)) == piece_type::pawn || is_capture(m);
  }
  /// No position before this move can recur after it in the sense of FIDE 9.2.3 (castling rights
  /// count): a pawn move, a capture, or a move that changes castling rights (castling, a king or
  /// castling rook moving, a castling rook captured). The board alone can recur after the last
  /// three (is_progress is the test for that).
  [[nodiscard]] bool is_irreversible(move m) const noexcept;
  /// Plays a legal move (unchecked: the move must come from the generator, the SAN/UCI parsers or
  /// pass is_legal). Updates every field, the incremental hash, checkers and pins.
  void play(move m) noexcept;
  [[nodiscard]] position after(move m) const noexcept {
    position p = *this;
    p.play(m);
    return p;
  }
  /// Passes the turn (PGN "--"). Only meaningful when not in check; clears en passant.
  void play_null() noexcept;
  /// Destination squares of king and rook for a castling move (Chess960 rules: g/f or c/d file).
  [[nodiscard]] static square castling_king_to(move m) noexcept;
  [[nodiscard]] static square castling_rook_to(move m) noexcept;

  // --- low-level queries used by the generator and the parsers --------------------------------
  /// Pieces of both colours attacking `s` given the occupancy `occupied`.
  [[nodiscard]] bitboard attackers_to(square s, bitboard occupied) const noexcept;
  /// True if `s` is attacked by `by` given `occupied`.
  [[nodiscard]] bool is_attacked(square s, color by, bitboard occupied) const noexcept;
  /// True if the en passant capture by the pawn on `from` leaves its own king safe.
  [[nodiscard]] bool en_passant_capture_is_legal(square from) const noexcept;
  /// Pawns of the side to move that stand beside the double-pushed pawn (attack the e.p. square).
  [[nodiscard]] bitboard en_passant_attackers() const noexcept;
  /// en_passant_square(mode) for `pseudo_legal` and `legal` after a double push.
  [[nodiscard]] std::optional<square> en_passant_square_after_double_push(en_passant_mode mode) const noexcept;

  /// Every field equal (board, side, castling rights, the "always" e.p. square, clocks, variant).
  friend bool operator==(const position&, const position&) noexcept = default;

 private:
  friend class position_builder;

  bool is_legal_slow(move m) const noexcept;

  struct empty_tag {};
  explicit position(empty_tag) noexcept;
  void put(piece p, square s) noexcept;
  void remove(square s) noexcept;
  void update_check_info() noexcept;

  board_key board_{};
  std::array<piece, 64> mailbox_{};
  bitboard castling_rooks_ = 0;
  bitboard checkers_ = 0;
  bitboard pinned_ = 0;
  std::uint64_t piece_hash_ = 0;
  std::uint32_t halfmove_clock_ = 0;
  std::uint32_t fullmove_number_ = 1;
  std::optional<square> en_passant_;  // the "always" square: set by every double push
  color side_ = color::white;
  bool chess960_ = false;
};

/// Builds a position from parts (used by the FEN parser; also handy in tests). `finish` computes
/// the derived state (hash, checkers, pins) but does not validate: the FEN parser does.
class position_builder {
 public:
  position_builder() noexcept;
  position_builder& put(piece p, square s) noexcept;
  position_builder& side_to_move(color c) noexcept;
  position_builder& castling_rooks(bitboard rooks) noexcept;
  position_builder& en_passant(std::optional<square> s) noexcept;
  position_builder& halfmove_clock(std::uint32_t n) noexcept;
  position_builder& fullmove_number(std::uint32_t n) noexcept;
  position_builder& chess960(bool on) noexcept;
  [[nodiscard]] piece piece_on(square s) const noexcept { return pos_.piece_on(s); }
  /// The position so far, without its derived state (checkers, pins): for validation.
  [[nodiscard]] const position& current() const noexcept { return pos_; }
  [[nodiscard]] position finish() const noexcept;

 private:
  position pos_;
};

// Inline: the FEN parser puts every piece through these.
inline void position::put(piece p, square s) noexcept {
  const bitboard b = square_bb(s);
  mailbox_[static_cast<std::size_t>(index_of(s))] = p;
  board_.by_type[static_cast<std::size_t>(index_of(type_of(p)))] |= b;
  board_.by_color[static_cast<std::size_t>(index_of(color_of(p)))] |= b;
  piece_hash_ ^= zobrist::piece_key(p, s);
}

inline void position::remove(square s) noexcept {
  const bitboard b = square_bb(s);
  const piece p = mailbox_[static_cast<std::size_t>(index_of(s))];
  mailbox_[static_cast<std::size_t>(index_of(s))] = piece::none;
  board_.by_type[static_cast<std::size_t>(index_of(type_of(p)))] &= ~b;
  board_.by_color[static_cast<std::size_t>(index_of(color_of(p)))] &= ~b;
  piece_hash_ ^= zobrist::piece_key(p, s);
}

inline position_builder& position_builder::put(piece p, square s) noexcept {
  if (pos_.piece_on(s) != piece::none) pos_.remove(s);
  if (p != piece::none) pos_.put(p, s);
  return *this;
}

}  // namespace repetita::chess

#endif
