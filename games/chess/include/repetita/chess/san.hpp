#ifndef REPETITA_CHESS_SAN_HPP
#define REPETITA_CHESS_SAN_HPP

/// \file
/// SAN (Standard Algebraic Notation): parser with a strict and a lenient mode, canonical writer.

#include <repetita/chess/move.hpp>
#include <repetita/chess/position.hpp>
#include <repetita/chess/result.hpp>

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace repetita::chess {

/// How much of what is not canonical SAN a decoder accepts.
///
/// Strict accepts canonical SAN only (PGN standard 8.2.3), plus trailing move-quality marks
/// ("!", "?", "!?", ...) that PGN import format allows. Lenient also accepts, each documented in
/// docs/chess-engine.md: castling with zeros ("0-0"); promotion without '=' or in lower case or as
/// "/Q" or "(Q)" ("e8Q", "e8=q"); an "e.p." suffix; a missing, extra or wrong check mark ('+',
/// '#', "++"); a missing or extra capture mark, ':' for 'x', '-' between squares; over-
/// disambiguation ("Nbd7" when Nd7 is unique, "Ng1f3", "e2e4"); any disambiguation that names the
/// piece ("N1d2" where "Nbd2" is canonical); the null move "--".
///
/// Tolerant is strict except for one thing: it also accepts an over-disambiguated piece move (see
/// is_overdisambiguated), which engine tournaments and several GUIs write ("Qd2c2" where "Qdc2" is
/// enough, "Nge2" where "Ne2" is). PGN standard 8.2.3 ("Movetext SAN") says: "In the case of
/// ambiguities (multiple pieces of the same type moving to the same square), the first appropriate
/// disambiguating step of the three following steps is taken: First, if the moving pieces can be
/// distinguished by their originating files, the originating file letter of the moving piece is
/// inserted immediately after the moving piece letter. Second (when the first step fails), if the
/// moving pieces can be distinguished by their originating ranks, the originating rank digit of
/// the moving piece is inserted immediately after the moving piece letter. Third (when both the
/// first and the second steps fail), the two character square coordinate of the originating square
/// of the moving piece is inserted immediately after the moving piece letter." So the standard
/// writes no disambiguation without an ambiguity, and the first step that suffices; an
/// over-disambiguated move still names exactly one legal move. Tolerant is the PGN reader's default
/// (pgn_options); strict is the default of the functions below.
enum class san_mode : std::uint8_t { strict, lenient, tolerant };

enum class san_error_kind : std::uint8_t {
  empty,                 ///< empty token
  bad_syntax,            ///< not SAN at all
  no_such_move,          ///< well-formed, but no piece of that kind can legally make it
  ambiguous,             ///< several legal moves match (disambiguation missing or too weak)
  castling_not_allowed,  ///< no castling right on that side, or castling is illegal now
  missing_promotion,     ///< a pawn reaches the last rank without a promotion piece
  bad_promotion,         ///< a promotion piece on a move that does not reach the last rank
  wrong_capture_mark,    ///< strict: 'x' on a non-capture, or missing on a capture
  wrong_disambiguation,  ///< strict: disambiguation superfluous or not the canonical one (tolerant:
                         ///< not the canonical one and not an over-disambiguation of it)
  wrong_check_mark,      ///< strict: '+' or '#' missing, superfluous, or '+' on a mate
  non_canonical,         ///< strict: a spelling only the lenient mode accepts (0-0, e8Q, e.p., ++)
  null_move,             ///< strict: the null move "--"
  null_move_in_check,    ///< the null move while in check
};

[[nodiscard]] std::string_view to_string(san_error_kind kind) noexcept;

struct san_error {
  san_error_kind kind;
  std::size_t column;  ///< 1-based column in the SAN token
  std::string message;  ///< ends with the law the move breaks, when it breaks one ("(FIDE Laws 3.9.2)")
  /// The article of the FIDE Laws of Chess (1 January 2023) that the move breaks: "3.1", "3.2, 3.5",
  /// "3.7.1", "3.8.2.1", "3.9.2", ...; empty when the token is a notation error, not an illegal move.
  std::string_view law;
};

/// The syntax of one SAN token, before it meets a position.
struct san_token {
  enum class shape : std::uint8_t { piece_move, pawn_move, castle_king_side, castle_queen_side, null_move };
  enum class check_mark : std::uint8_t { none, check, mate };
  shape kind = shape::pawn_move;
  piece_type piece = piece_type::pawn;
  int from_file = -1;  ///< disambiguation (or a pawn capture's file); -1 if absent
  int from_rank = -1;
  square to = square::a1;
  bool capture_mark = false;
  bool has_promotion = false;
  piece_type promotion = piece_type::queen;
  check_mark mark = check_mark::none;
  std::size_t mark_column = 0;  ///< 1-based column of the check mark (or just past the move)
};

/// Step 1: syntax only.
[[nodiscard]] result<san_token, san_error> read_san_token(std::string_view text, san_mode mode = san_mode::strict);
/// Step 2: the legal move the token names in `pos`, without checking its check mark.
[[nodiscard]] result<move, san_error> resolve_san(const position& pos, const san_token& token,
                                                  san_mode mode = san_mode::strict);
/// Step 3 (strict mode): the check mark against the position after the move; success if it fits.
[[nodiscard]] result<bool, san_error> check_san_mark(const position& after, const san_token& token,
                                                     san_mode mode = san_mode::strict);

/// Whether `token`, which names the legal move `m` in `pos` (as resolve_san found it), is an
/// over-disambiguated piece move: it gives its piece's file, rank or square where the canonical
/// SAN gives less (a file or a rank where the square is given, nothing where there is no
/// ambiguity), and gives at least what the canonical SAN gives. "Qd2c2" for "Qdc2", "Nge2" for
/// "Ne2", "R1a3" for "Ra3". Not: "N1d2" where "Nbd2" is canonical (a rank where the file is
/// needed: a different disambiguation, not more of it), pawn moves ("e2e4" is long algebraic
/// notation, which only the lenient mode reads), castling, the null move, canonical SAN.
[[nodiscard]] bool is_overdisambiguated(const position& pos, const san_token& token, move m);

/// All three steps: the legal move `text` names in `pos`. The null move comes back as move::null().
[[nodiscard]] result<move, san_error> parse_san(const position& pos, std::string_view text,
                                                san_mode mode = san_mode::strict);

namespace detail {
/// The PGN reader's fast path: decodes the common SAN shapes ([NBRQK][file][rank][x]<square>
/// [+#] and O-O[-O][+#]) building no error objects. The check mark is only read, into `mark`:
/// the caller checks it against the position after the move. Returns false for anything else,
/// including every error; the caller then runs the general steps for the error.
[[nodiscard]] bool decode_common_san(const position& pos, std::string_view text, san_mode mode, move& out,
                                     san_token::check_mark& mark) noexcept;
}  // namespace detail

/// Canonical SAN of a legal move, with '+' or '#'. "--" for the null move.
[[nodiscard]] std::string write_san(const position& pos, move m);

}  // namespace repetita::chess

#endif
