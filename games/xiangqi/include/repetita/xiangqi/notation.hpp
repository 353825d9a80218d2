#ifndef REPETITA_XIANGQI_NOTATION_HPP
#define REPETITA_XIANGQI_NOTATION_HPP

/// \file
/// Moves written by piece, file, direction and number, as players and databases write them
/// (docs/cli-xiangqi.md lists the forms and their sources):
/// - WXF (the notation of the Asian and World Xiangqi Federations): `C2.5`, `H8+7`, `R1-1`: a piece
///   letter (K king, A advisor, E or B elephant, H or N horse, R rook, C cannon, P pawn; either
///   case), the file it stands on, `+` forward, `-` backward, `.` or `=` sideways, then the file it
///   goes to (sideways, and every move of a horse, advisor or elephant) or the ranks it goes (a
///   forward or backward move of a king, rook, cannon or pawn). Files count from the mover's right,
///   1-9. Two pieces of a kind on one file: `R+.3` / `R-.3` (also `+R.3`, as xqbase writes it) for the
///   front and rear one; pawns: `P+`, `P3` (the middle of three or five), `P-`, `++` and `--` (the
///   foremost and rearmost of four or five), `3+`, `33`, `3-` (file 3 when two files hold several).
///   Full-width letters, digits and signs (`Ｃ２＝５`) read as their ASCII forms.
/// - Chinese: `炮二平五`, `马８进７`, `車一進一`: a piece (simplified or traditional: 车車俥 rook,
///   马馬傌 horse, 炮砲包 cannon, 相象 elephant, 仕士 advisor, 帅帥将將 king, 兵卒 pawn), the file
///   (Red: the numerals 一-九, Black: digits １-９ or 1-9), 进/進 forward, 退 backward, 平 sideways,
///   and the number. Tandem pieces: 前, 中, 后/後 or 一-五 (counted from the front) before the piece;
///   前七 (the front pawn of file 7, when two files hold several pawns).
/// A move is read against a position and must be legal there; a form that fits two legal moves is
/// `ambiguous`.

#include <repetita/result.hpp>
#include <repetita/xiangqi/coordinates.hpp>
#include <repetita/xiangqi/position.hpp>

#include <string>
#include <string_view>

namespace repetita::xiangqi {

/// The legal move of `p` that `text` writes in WXF notation (columns of errors in characters).
[[nodiscard]] result<move, move_error> parse_wxf(const position& p, std::string_view text);
/// The legal move of `p` that `text` (UTF-8) writes in Chinese notation.
[[nodiscard]] result<move, move_error> parse_chinese(const position& p, std::string_view text);

/// A legal move of `p` in WXF notation: "C2.5", "H8+7", "R+.3", "++.4".
[[nodiscard]] std::string write_wxf(const position& p, move m);
/// A legal move of `p` in Chinese notation, simplified characters, Red's files as numerals and
/// Black's as full-width digits: "炮二平五", "马８进７", "前车进一".
[[nodiscard]] std::string write_chinese(const position& p, move m);

}  // namespace repetita::xiangqi

#endif
