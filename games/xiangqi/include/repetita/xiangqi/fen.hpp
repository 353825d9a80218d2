#ifndef REPETITA_XIANGQI_FEN_HPP
#define REPETITA_XIANGQI_FEN_HPP

/// \file
/// Xiangqi FEN (WXF/UCCI): `rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1`.
/// Ranks from Black's back rank (rank 9) down to Red's (rank 0), files a to i; upper case is Red.
/// Letters K king, A advisor, B or E elephant, N or H horse, R rook, C cannon, P pawn (UCCI writes
/// B and N; the Chess Programming Wiki and some databases E and H). Side to move `w` or `r` for Red,
/// `b` for Black. Fields 3 and 4 are `-` (xiangqi has no castling or en passant); fields 3-6 may be
/// left out together, or fields 5-6; field 5 is the plies since the last capture, field 6 the move
/// number. The position must be one `position::validate` accepts.

#include <repetita/result.hpp>
#include <repetita/xiangqi/position.hpp>

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace repetita::xiangqi {

inline constexpr std::string_view initial_fen = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

enum class fen_error_kind : std::uint8_t {
  bad_board,     ///< a rank too long or too short, a wrong number of ranks, a character that is no piece
  bad_side,      ///< the side to move is not w, r or b
  bad_field,     ///< fields 3-6: not `-`, not a number, too many fields, a bad separator
  illegal_position,  ///< position::validate rejects it
};
[[nodiscard]] std::string_view to_string(fen_error_kind k) noexcept;

struct fen_error {
  fen_error_kind kind = fen_error_kind::bad_board;
  std::size_t column = 0;  ///< 1-based column in the FEN text
  std::string message;     ///< what was expected, and what was found
};

[[nodiscard]] result<position, fen_error> parse_fen(std::string_view text);
/// The FEN of a position, in UCCI letters (B elephant, N horse) and `w`/`b`.
[[nodiscard]] std::string to_fen(const position& p);

}  // namespace repetita::xiangqi

#endif
