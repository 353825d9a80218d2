#ifndef REPETITA_SHOGI_RECORD_HPP
#define REPETITA_SHOGI_RECORD_HPP

/// \file
/// Game records and their formats: SFEN and USI (read and write), CSA (versions 2.2 and 3, `%`
/// endings), KIF and KI2 (UTF-8 or Shift_JIS, detected). Every reader checks every move for
/// legality and returns either a record or an error with a line and a column; none throws on input.

#include <repetita/shogi/position.hpp>
#include <repetita/shogi/result.hpp>

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace repetita::shogi {

/// A reading error: where (1-based line and column; columns count characters, a byte for CSA,
/// SFEN and USI and a code point for KIF and KI2) and why.
struct error {
  std::size_t line = 0;
  std::size_t column = 0;
  std::string message;
};

/// How a record says the game ended.
enum class ending : std::uint8_t {
  none,         ///< no ending written (or the record was cut)
  resignation,  ///< %TORYO, 投了
  checkmate,    ///< %TSUMI, 詰み
  sennichite,   ///< %SENNICHITE, 千日手 (a draw)
  foul,         ///< %ILLEGAL_MOVE, %±ILLEGAL_ACTION, 反則勝ち/反則負け: perpetual check is written this way
  other,        ///< any other terminal word (%CHUDAN, %TIME_UP, %KACHI, 持将棋, 切れ負け, ...)
};

/// A record: the start position, the main line of moves (all legal), and the written ending.
struct record {
  position start = position::start();
  std::vector<move> moves;
  ending end = ending::none;
  std::string end_text;  ///< the terminal word or line as written ("%TORYO", "千日手", "まで49手で千日手")
};

// ---- SFEN and USI ------------------------------------------------------------------------------

/// `<board> <b|w> <hands or -> [<move number>]`.
[[nodiscard]] result<position, error> read_sfen(std::string_view sfen);
/// The SFEN of p (with the move number when `with_move_number`).
[[nodiscard]] std::string write_sfen(const position& p, bool with_move_number = true);
/// A USI move (`7g7f`, `8h2b+`, `P*5e`), checked for legality in p.
[[nodiscard]] result<move, error> read_usi_move(const position& p, std::string_view text);
[[nodiscard]] std::string write_usi_move(const move& m);
/// `position startpos|sfen <sfen> [moves ...]` (the word `position` may be omitted).
[[nodiscard]] result<record, error> read_usi(std::string_view line);
/// `position startpos moves ...` or `position sfen <sfen> moves ...` for a record.
[[nodiscard]] std::string write_usi(const record& r);
/// Every `position` line of a text (one game a line; empty lines and `#` comments skipped).
[[nodiscard]] result<std::vector<record>, error> read_usi_lines(std::string_view text);

// ---- CSA -----------------------------------------------------------------------------------------

/// The first game of a CSA record (version 2.2 or 3: `PI` and `P1`-`P9` and `P+`/`P-` setups, moves
/// `+7776FU` with optional `,T` times, `'` comments, `%` endings; a `/` ends the game).
[[nodiscard]] result<record, error> read_csa(std::string_view text);

// ---- KIF and KI2 -----------------------------------------------------------------------------------

/// The text as UTF-8: UTF-8 input (a byte-order mark removed) as it is, anything else decoded as
/// Shift_JIS (CP932). An error at the first byte that is neither.
[[nodiscard]] result<std::string, error> to_utf8(std::string_view bytes);
/// A KIF record (Kakinoki format; `手合割`, a board diagram, numbered moves `７六歩(77)`, terminal
/// words). Only the main line: a `変化` (variation) ends the reading.
[[nodiscard]] result<record, error> read_kif(std::string_view bytes);
/// A KI2 record (moves `▲７六歩 △同　歩` with the relative words 左右上引寄直, `まで…` summary).
[[nodiscard]] result<record, error> read_ki2(std::string_view bytes);

/// The format of a file by its name: "csa", "kif", "ki2", "usi" (also .sfen and .txt), or "".
[[nodiscard]] std::string_view format_of(std::string_view filename) noexcept;

}  // namespace repetita::shogi

#endif
