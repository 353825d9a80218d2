#ifndef REPETITA_SHOGI_RECORD_HPP
#define REPETITA_SHOGI_RECORD_HPP

/// \file
/// Game records and their formats: SFEN and USI (read and write), CSA (versions 2.2 and 3, `%`
/// endings), KIF and KI2 (UTF-8 or Shift_JIS, detected). Every reader checks every move for
/// legality and returns either a record or an error with a line and a column; none throws on input.

#include <repetita/shogi/position.hpp>
#include <repetita/shogi/result.hpp>

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace repetita::shogi {

/// What kind of problem a reading error is (tools print it: docs/cli-shogi.md).
enum class error_kind : std::uint8_t {
  syntax,               ///< text that is not the format (the default)
  illegal_move,         ///< a move that is not legal in its position
  ambiguous_move,       ///< a KI2 move that fits more than one piece
  impossible_position,  ///< a setup no game can reach (see setup_problem)
  encoding,             ///< KIF or KI2 bytes that are neither UTF-8 nor Shift_JIS
};
[[nodiscard]] std::string_view to_string(error_kind kind) noexcept;

/// A reading error: where (1-based line and column; columns count characters, a byte for CSA,
/// SFEN and USI and a code point for KIF and KI2) and why.
struct error {
  std::size_t line = 0;
  std::size_t column = 0;
  std::string message;
  error_kind kind = error_kind::syntax;
  std::string text;  ///< the offending move as written (UTF-8), if the error is about one

  error() = default;
  error(std::size_t line_, std::size_t column_, std::string message_, error_kind kind_ = error_kind::syntax,
        std::string text_ = {})
      : line(line_), column(column_), message(std::move(message_)), kind(kind_), text(std::move(text_)) {}
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

/// The result a record states, from its ending (see `record::outcome`).
enum class outcome : std::uint8_t {
  none,        ///< no ending written
  sente_wins,
  gote_wins,
  draw,        ///< sennichite, jishogi (持将棋), a declared draw, the move limit
  unfinished,  ///< interrupted (中断, %CHUDAN), or an ending that names no winner
};

/// A record: the start position, the main line of moves (all legal, but a foul may end it) with their text as written,
/// the written ending and what it says, and the players and the event from the header.
struct record {
  position start = position::start();
  std::vector<move> moves;
  ending end = ending::none;
  std::string end_text;  ///< the terminal word or line as written ("%TORYO", "千日手", "まで49手で千日手")
  /// The result the ending states. A terminal word speaks of the side to move when it is written
  /// (投了, %TORYO, 詰み, 切れ負け, %TIME_UP: that side loses; 反則勝ち, 入玉勝ち, %KACHI: it wins;
  /// 反則負け, %ILLEGAL_MOVE: it loses); %+ILLEGAL_ACTION and %-ILLEGAL_ACTION name the offender;
  /// a KI2 summary names the winner (まで90手で後手の勝ち).
  shogi::outcome outcome = shogi::outcome::none;
  std::array<std::string, 2> players;  ///< sente's and gote's names (KIF 先手/下手 and 後手/上手, CSA N+ and N-), UTF-8
  std::string event;                   ///< KIF 棋戦, CSA $EVENT
  std::string site;                    ///< KIF 場所, CSA $SITE
  std::string date;                    ///< KIF 開始日時, CSA $START_TIME
  /// The moves as written (UTF-8), one after the other: move i is written[written_ends[i - 1],
  /// written_ends[i]). KIF `７六歩(77)`, KI2 `▲７六歩`, CSA `+7776FU`, USI `7g7f`.
  std::string written;
  std::vector<std::uint32_t> written_ends;
  /// The last move broke a rule of play (a record may end with one: the mover loses, JSA 対局規定
  /// 第8条 1); foul::none if every move is legal. Moves written after it are void: not read.
  shogi::foul foul = shogi::foul::none;
  std::uint32_t void_moves = 0;  ///< moves written after the foul

  /// Move i as written in the record.
  [[nodiscard]] std::string_view written_move(std::size_t i) const noexcept {
    const std::uint32_t begin = i == 0 ? 0 : written_ends[i - 1];
    return std::string_view(written).substr(begin, written_ends[i] - begin);
  }
  /// Appends a move and its text.
  void add_move(const move& m, std::string_view text) {
    moves.push_back(m);
    written.append(text);
    written_ends.push_back(static_cast<std::uint32_t>(written.size()));
  }
};

/// One game of a text that may hold several: the line it starts on and what reading it gave
/// (errors carry the lines of the whole text).
struct game_in_text {
  std::size_t line = 0;
  result<record, error> game;
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
/// What a line of a USI text is for where its games are: blank (spaces, tabs, CRs), a `#` comment,
/// a game (its first word `position`, `startpos` or `sfen`), or other text. read_usi_games reads
/// every game and other line as one game (read_usi reports where other text goes wrong); the
/// splitter (kifu_splitter.hpp) cuts before game lines, so both ask this one function.
enum class usi_line : std::uint8_t { blank, comment, game, other };
[[nodiscard]] usi_line classify_usi_line(std::string_view line) noexcept;
/// Every `position` line of a text (one game a line; empty lines and `#` comments skipped).
[[nodiscard]] result<std::vector<record>, error> read_usi_lines(std::string_view text);
/// Every game of a USI text, each read on its own: every line that is not empty and not a `#`
/// comment is one game.
[[nodiscard]] std::vector<game_in_text> read_usi_games(std::string_view text);

// ---- CSA -----------------------------------------------------------------------------------------

/// The first game of a CSA record (version 2.2 or 3: `PI` and `P1`-`P9` and `P+`/`P-` setups, moves
/// `+7776FU` with optional `,T` times, `'` comments, `%` endings; a `/` ends the game).
[[nodiscard]] result<record, error> read_csa(std::string_view text);
/// Every game of a CSA file: a line holding only `/` separates games (CSA standard 2.2, 複数棋譜).
/// Each game is read on its own; a part with nothing but blank lines and `'` comments is no game.
[[nodiscard]] std::vector<game_in_text> read_csa_games(std::string_view text);

/// What a line of a CSA file is for where its games begin and end: the games' separator (`/`,
/// blanks after it allowed), a `'` comment, blank, or a statement (anything else: a part with a
/// statement is a game). `line` is without its line end (a CR before the LF is dropped here, and a
/// byte order mark before the line). read_csa_games and the splitter (kifu_splitter.hpp) both cut
/// games where this says, so they agree on every input.
enum class csa_line : std::uint8_t { blank, comment, separator, statement };
[[nodiscard]] csa_line classify_csa_line(std::string_view line) noexcept;

// ---- KIF and KI2 -----------------------------------------------------------------------------------

/// The text as UTF-8: UTF-8 input (a byte-order mark removed) as it is, anything else decoded as
/// Shift_JIS (CP932). An error at the first byte that is neither.
[[nodiscard]] result<std::string, error> to_utf8(std::string_view bytes);
/// A KIF record (Kakinoki format; `手合割`, a board diagram, numbered moves `７六歩(77)`, terminal
/// words). Only the main line: it ends at its terminal word, its `まで` summary or the first
/// `変化：N手` line, and the variations after it are skipped unread.
[[nodiscard]] result<record, error> read_kif(std::string_view bytes);
/// A KI2 record (moves `▲７六歩 △同　歩` with the relative words 左右上引寄直, `まで…` summary).
[[nodiscard]] result<record, error> read_ki2(std::string_view bytes);

/// The format of a file by its name: "csa", "kif", "ki2", "usi" (also .sfen and .txt), or "".
[[nodiscard]] std::string_view format_of(std::string_view filename) noexcept;
/// The format of a text by its content ("csa", "usi", "kif", "ki2", or "" when it is none of them
/// or cannot be told), from its first 4 KiB: a USI `position`, `startpos` or `sfen` line; a CSA
/// statement (`V2.2`, `N+`, `$EVENT:`, `PI`, `P1`, `+`, `+7776FU`, ...) as the first line that is
/// not blank, a `'` comment or a `/`; else KIF or KI2 text (UTF-8 or Shift_JIS): a KIF move line
/// (`   1 ７六歩(77)`) or a KI2 one (`▲７六歩`), whichever comes first, or without moves a KIF
/// header (`手合割：`, `先手：`, ...), a board diagram or a `まで` summary ("kif"). `#` lines are skipped.
[[nodiscard]] std::string_view detect_format(std::string_view text) noexcept;
/// The outcome's word: "sente-win", "gote-win", "draw", "*" (unfinished), "" (none).
[[nodiscard]] std::string_view to_string(outcome o) noexcept;

}  // namespace repetita::shogi

#endif
