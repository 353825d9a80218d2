#ifndef REPETITA_XIANGQI_PGN_HPP
#define REPETITA_XIANGQI_PGN_HPP

/// \file
/// Xiangqi games in PGN, as xiangqi databases (xqbase, dpxq, the WXF) and Fairy-Stockfish write them:
/// tag pairs (`[Game "Chinese Chess"]`, `[Variant "xiangqi"]`, `[Format "ICCS"]`, `[Format "WXF"]`,
/// `[Format "Chinese"]`, an optional `[FEN "..."]` (fen.hpp)), then movetext with move numbers,
/// comments (`{...}`, `;`), NAGs and variations (skipped), ended by a result (`1-0`, `0-1`,
/// `1/2-1/2`, `*`). The Format tag says how moves are written: ICCS squares a0-i9 (`h2e2`,
/// `H2-E2`, coordinates.hpp), WXF (`C2.5`) or Chinese (`炮二平五`, notation.hpp). Without it each
/// move is read by its look: Chinese characters, WXF, or squares, which are Fairy-Stockfish's a1-i10
/// (`coordinates::fairy`) in a game with a Variant tag and ICCS otherwise. The text is UTF-8 (GBK
/// texts are decoded first: encoding.hpp). Strict: a move that is not legal, a Variant that is not
/// xiangqi, a Format the reader does not know, a bad FEN or a game without a result is an error
/// with its line and column (in characters), and reading goes on with the next game; lenient
/// reading accepts a game that ends without a result (as `*`).

#include <repetita/records/record_adapter.hpp>
#include <repetita/xiangqi/coordinates.hpp>
#include <repetita/xiangqi/fen.hpp>
#include <repetita/xiangqi/notation.hpp>
#include <repetita/xiangqi/position.hpp>

#include <cstddef>
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
  std::size_t offset = 0;           ///< byte offset of the game's first token in the reader's text

  /// The value of the first tag named `name`, or nullptr.
  [[nodiscard]] const std::string* tag(std::string_view name) const noexcept;
};

enum class pgn_error_kind : std::uint8_t {
  syntax,               ///< a character or token PGN does not allow there
  unsupported_variant,  ///< a Variant tag that is not xiangqi
  unsupported_format,   ///< a Format tag that is not ICCS, WXF or Chinese
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

/// How a pgn_reader reads.
struct pgn_options {
  bool lenient = false;  ///< a game that ends (next tags, input end) without a result is read, as `*`
  /// Only find where games start and end (the splitter): tags are read, moves and FEN are not, and
  /// every game is an error. Games start and end where they do in a full reading.
  bool scan_only = false;
};

/// Reads the games of a text one by one.
class pgn_reader {
 public:
  explicit pgn_reader(std::string_view text, pgn_options options = {}) noexcept : text_(text), options_(options) {}
  /// `record` and a game, `error` and the broken game (the reader goes on after it), or `end`.
  read_status next(pgn_game& game, pgn_error& error);
  /// The byte offset in the text where the reader stands.
  [[nodiscard]] std::size_t offset() const noexcept { return c_.at; }

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
  enum class notation : std::uint8_t { by_look, iccs, wxf, chinese };
  bool set_up(pgn_game& game, const cursor& variant_at, const cursor& fen_at, const cursor& format_at,
              pgn_error& error);
  bool read_move(pgn_game& game, position& current, std::string_view t, cursor at, pgn_error& error) const;
  void fail(pgn_error& error, pgn_error_kind kind, const cursor& at, std::string message, std::string text) const;

  std::string_view text_;
  pgn_options options_;
  notation notation_ = notation::by_look;
  coordinates squares_ = coordinates::iccs;  // squares read by look: fairy in a game with a Variant tag
  cursor c_;
  cursor value_at_;  // where the value of the last tag read starts
  pgn_error ignored_;  // the errors after the first of a broken game
  std::uint64_t games_ = 0;
};

/// Does this text begin (after blanks and comments) with the tag section of a xiangqi game: one with
/// `[Variant "xiangqi"]`, `[Game "Chinese Chess"]`, `[Format "ICCS"]` (or WXF, Chinese) or a
/// `[Red "..."]` player, and no Variant tag of another game? What tells a xiangqi PGN from a chess one.
[[nodiscard]] bool starts_xiangqi_pgn(std::string_view head) noexcept;

}  // namespace repetita::xiangqi

#endif
