#ifndef REPETITA_XIANGQI_COORDINATES_HPP
#define REPETITA_XIANGQI_COORDINATES_HPP

/// \file
/// Moves written as the squares they go from and to:
/// - ICCS / UCCI: files a-i from Red's left, ranks 0-9 from Red's side: `h2e2` (Red's cannon to the
///   centre). Upper case and a `-` between the squares are accepted (`H2-E2`, as ICCS writes it).
/// - Fairy-Stockfish: the same files, ranks 1-10: `h3e3` is the same move (the PGN files that
///   Fairy-Stockfish writes, ../shared/data/xiangqi/).
/// A move is read against a position and must be legal there.

#include <repetita/result.hpp>
#include <repetita/xiangqi/position.hpp>

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace repetita::xiangqi {

enum class coordinates : std::uint8_t { iccs, fairy };

enum class move_error_kind : std::uint8_t {
  syntax,         ///< not two squares
  empty_square,   ///< nothing stands on the from square
  wrong_side,     ///< the piece belongs to the side not to move
  illegal_move,   ///< the piece cannot go there, or the move leaves its own king attacked
  unknown_piece,  ///< WXF or Chinese: a letter or character that names no piece
  missing_piece,  ///< WXF or Chinese: no piece of the side to move of that kind on that file
  ambiguous,      ///< WXF or Chinese: two legal moves fit what is written
  bad_numeral,    ///< Chinese: a file or number not written as the mover's side writes it, or out of range
  check_mark,     ///< WXF: a `+` (check) or `++` (checkmate) after a move that does not check or mate
};
[[nodiscard]] std::string_view to_string(move_error_kind k) noexcept;

struct move_error {
  move_error_kind kind = move_error_kind::syntax;
  std::size_t column = 0;  ///< 1-based column in the move text, in characters
  std::string message;
};

/// The legal move of `p` that `text` writes in the given coordinates.
[[nodiscard]] result<move, move_error> parse_move(const position& p, std::string_view text,
                                                  coordinates c = coordinates::iccs);
/// The move in the given coordinates, lower case without separator: "h2e2", "h3e3".
[[nodiscard]] std::string write_move(move m, coordinates c = coordinates::iccs);
/// A square: "e0" (ICCS), "e1" (Fairy-Stockfish).
[[nodiscard]] std::string write_square(square s, coordinates c = coordinates::iccs);

}  // namespace repetita::xiangqi

#endif
