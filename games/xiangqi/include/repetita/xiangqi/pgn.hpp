#ifndef REPETITA_XIANGQI_PGN_HPP
#define REPETITA_XIANGQI_PGN_HPP

/// \file
/// Xiangqi games in PGN, as Fairy-Stockfish and the tools around it write them
/// (../shared/data/xiangqi/): tag pairs with `[Variant "xiangqi"]` and an optional `[FEN "..."]`
/// (fen.hpp), then movetext whose moves are the from and to squares a1-i10 (coordinates.hpp,
/// `coordinates::fairy`), with move numbers, comments (`{...}`, `;`), NAGs and variations (skipped),
/// ended by a result (`1-0`, `0-1`, `1/2-1/2`, `*`). Strict: a move that is not legal, a Variant that
/// is not xiangqi, a bad FEN or a game without a result is an error with its line and column, and
/// reading goes on with the next game. WXF and Chinese move notation are not read yet.

#include <repetita/records/record_adapter.hpp>
#include <repetita/xiangqi/coordinates.hpp>
#include <repetita/xiangqi/fen.hpp>
#include <repetita/xiangqi/position.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace repetita::xiangqi {

struct pgn_tag {
  std::string name;
  std::string value;
};

struct pgn_game {
  std::vector<pgn_tag> tags;
  position start;
  std::vector<move> moves;
  std::vector<std::string> texts;   ///< the moves as written
  std::vector<position> positions;  ///< the position after each move
  std::string result;               ///< the termination marker: "1-0", "0-1", "1/2-1/2" or "*"
  std::uint64_t line = 0;           ///< line of the game's first token in the reader's text (1-based)
  std::uint64_t number = 0;         ///< 1-based, broken games counted

  /// The value of the first tag named `name`, or nullptr.
  [[nodiscard]] const std::string* tag(std::string_view name) const noexcept;
};

enum class pgn_error_kind : std::uint8_t {
  syntax,               ///< a character or token PGN does not allow there
  unsupported_variant,  ///< a Variant tag that is not xiangqi
  bad_fen,              ///< the FEN tag (fen.hpp)
  bad_move,             ///< a move that cannot be read or is not legal (coordinates.hpp)
  missing_result,       ///< the game ends (input end, next tags) without a termination marker
};
[[nodiscard]] std::string_view to_string(pgn_error_kind k) noexcept;

struct pgn_error {
  pgn_error_kind kind = pgn_error_kind::syntax;
  std::uint64_t line = 0;    ///< 1-based, in the reader's text
  std::uint64_t column = 0;  ///< 1-based, in characters
  std::string message;
  std::string text;          ///< the token at fault
  std::uint64_t game = 0;    ///< the broken game's number
  std::optional<move_error_kind> move_kind;
  std::optional<fen_error_kind> fen_kind;
};

/// Reads the games of a text one by one.
class pgn_reader {
 public:
  explicit pgn_reader(std::string_view text) noexcept : text_(text) {}
  /// `record` and a game, `error` and the broken game (the reader goes on after it), or `end`.
  read_status next(pgn_game& game, pgn_error& error);

 private:
  struct cursor {
    std::size_t at = 0;
    std::uint64_t line = 1;
    std::uint64_t column = 1;
  };
  [[nodiscard]] bool done() const noexcept { return c_.at >= text_.size(); }
  [[nodiscard]] char peek(std::size_t ahead = 0) const noexcept {
    return c_.at + ahead < text_.size() ? text_[c_.at + ahead] : '\0';
  }
  void advance() noexcept;
  void skip_blanks() noexcept;
  bool skip_comment_or_escape(pgn_error& error);
  bool read_tag(pgn_game& game, pgn_error& error);
  std::string_view token() noexcept;
  bool set_up(pgn_game& game, const cursor& variant_at, const cursor& fen_at, pgn_error& error);
  void skip_game();
  void fail(pgn_error& error, pgn_error_kind kind, const cursor& at, std::string message, std::string text) const;

  std::string_view text_;
  cursor c_;
  cursor value_at_;  // where the value of the last tag read starts
  std::uint64_t games_ = 0;
};

/// Does this text begin (after blanks, comments and other tags) with the tag section of a game
/// whose Variant tag is xiangqi? What tells a xiangqi PGN from a chess one.
[[nodiscard]] bool starts_xiangqi_pgn(std::string_view head) noexcept;

}  // namespace repetita::xiangqi

#endif
