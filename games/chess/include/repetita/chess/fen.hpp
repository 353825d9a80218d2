#ifndef REPETITA_CHESS_FEN_HPP
#define REPETITA_CHESS_FEN_HPP

/// \file
/// FEN: a strict parser (syntax errors kept apart from impossible positions) and a writer.

#include <repetita/chess/position.hpp>
#include <repetita/chess/result.hpp>

#include <cstddef>
#include <string>
#include <string_view>

namespace repetita::chess {

inline constexpr std::string_view initial_fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

enum class fen_error_kind : std::uint8_t {
  // Syntax: the text is not a FEN.
  empty,               ///< nothing but white space
  wrong_field_count,   ///< not 6 fields separated by single spaces (4 allowed in lenient mode)
  bad_placement,       ///< field 1: bad character, rank not 8 squares wide, not 8 ranks
  bad_side_to_move,    ///< field 2: not "w" or "b"
  bad_castling,        ///< field 3: bad character, a right given twice, two rights on one side
  bad_en_passant,      ///< field 4: not "-" nor a square on the 3rd or 6th rank
  bad_halfmove_clock,  ///< field 5: not a non-negative decimal integer that fits 32 bits
  bad_fullmove_number, ///< field 6: same
  // Impossible positions: a well-formed FEN that no legal game can reach or that the engine
  // refuses to play from.
  missing_king,            ///< a side has no king
  too_many_kings,          ///< a side has more than one king
  pawn_on_back_rank,       ///< a pawn on the 1st or 8th rank
  opponent_in_check,       ///< the side not to move is in check
  too_many_checkers,       ///< the side to move is in check from more than two pieces
  castling_without_king,   ///< a castling right, but the king is not on its back rank (or not on e1/e8 in standard chess)
  castling_without_rook,   ///< a castling right without a rook where the right says
  impossible_en_passant,   ///< an en passant square that no double push can have produced
};

[[nodiscard]] std::string_view to_string(fen_error_kind kind) noexcept;
/// True for the syntax kinds (empty .. bad_fullmove_number), false for impossible positions.
[[nodiscard]] constexpr bool is_syntax_error(fen_error_kind kind) noexcept {
  return kind <= fen_error_kind::bad_fullmove_number;
}

struct fen_error {
  fen_error_kind kind;
  std::size_t column;   ///< 1-based column of the offending character (start of the field for semantic errors)
  std::string message;  ///< one sentence, e.g. "castling right 'K' but no white rook on the king side"
};

struct fen_options {
  /// Treat the position as Chess960 even if it looks standard (affects writing only: X-FEN and
  /// UCI castling). A position whose castling rights need Chess960 (file letters, king not on
  /// e1/e8, castling rook not in a corner) becomes Chess960 automatically.
  bool chess960 = false;
  /// Lenient mode: accepts 4 fields (counters 0 and 1), runs of blanks between and around fields,
  /// and consecutive digits in a rank ("44").
  bool lenient = false;
};

/// Parses a FEN or X-FEN / Shredder-FEN. A fullmove number of 0 (common in the wild) is read as 1.
[[nodiscard]] result<position, fen_error> parse_fen(std::string_view text, fen_options options = {});

enum class castling_notation : std::uint8_t {
  x_fen,     ///< KQkq, with a file letter only for an inner Chess960 rook (standard FEN for standard chess)
  shredder,  ///< always file letters: HAha
};

struct fen_write_options {
  en_passant_mode en_passant = en_passant_mode::legal;
  castling_notation castling = castling_notation::x_fen;
};

[[nodiscard]] std::string write_fen(const position& pos, fen_write_options options = {});

}  // namespace repetita::chess

#endif
