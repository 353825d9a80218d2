#ifndef REPETITA_CHESS_PGN_HPP
#define REPETITA_CHESS_PGN_HPP

/// \file
/// PGN: game records and a streaming reader that yields one game at a time.

#include <repetita/chess/fen.hpp>
#include <repetita/chess/move.hpp>
#include <repetita/chess/position.hpp>
#include <repetita/chess/result.hpp>
#include <repetita/chess/san.hpp>
#include <repetita/records/ply_annotation.hpp>
#include <repetita/records/record_range.hpp>

#include <cstddef>
#include <cstdint>
#include <iosfwd>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace repetita::chess {

struct pgn_tag {
  std::string name;
  std::string value;  ///< unescaped (\" and \\ resolved)
};

/// One main-line move with where it was written.
struct pgn_move {
  move value;
  std::uint32_t line = 0;    ///< 1-based line of the move token's first character
  std::uint32_t column = 0;  ///< 1-based column (in characters: UTF-8 continuation bytes do not count)
  std::uint32_t san_offset = 0;  ///< the token's text is game.san_text.substr(san_offset, san_length)
  std::uint16_t san_length = 0;
};

/// A recursive annotation variation of the main line, kept as text (pgn_options::keep_variations).
struct pgn_variation {
  std::size_t ply = 0;  ///< the variation replaces main-line move `ply` (0-based index into moves)
  std::uint32_t line = 0;
  std::uint32_t column = 0;  ///< of the '('
  std::string text;          ///< the text between the parentheses, nested variations included
};

/// What a main-line move's comments say besides text (pgn_options::keep_annotations): the PGN
/// embedded commands `[%clk H:MM:SS]` (PGN Specification Supplement, 2001) and `[%eval 0.17]` /
/// `[%eval #-3]` (the same syntax, as lichess and ChessBase write it).
using pgn_annotation = repetita::ply_annotation;

/// A game read from PGN: tags, start position, the decoded main line with its original SAN, result.
struct pgn_game {
  std::vector<pgn_tag> tags;
  position start;  ///< initial position, or the FEN tag's; Chess960 if the Variant tag says so
  position end;    ///< the position after the last main-line move
  std::vector<pgn_move> moves;
  /// positions[i] is the position after moves[i] (only with pgn_options::keep_positions): the
  /// reader has made every move anyway, so a tracker fed from here does not replay the game again.
  std::vector<position> positions;
  std::string san_text;  ///< the SAN tokens of the main line, as written, one after another
  std::string result;    ///< "1-0", "0-1", "1/2-1/2", "*", or empty if the game had no termination marker
  std::vector<pgn_variation> variations;
  /// annotations[i]: what the comments after moves[i] say (only with pgn_options::keep_annotations;
  /// then as many as moves).
  std::vector<pgn_annotation> annotations;
  std::uint64_t game_number = 0;  ///< 1-based position of the game in its file (broken games count)
  std::uint32_t line = 0;         ///< where the game's first token is
  std::uint32_t column = 0;
  /// Main-line moves written over-disambiguated ("Qd2c2" for "Qdc2", see is_overdisambiguated),
  /// which the default SAN mode (san_mode::tolerant) accepts and counts here; 0 in the other modes.
  std::uint32_t overdisambiguated = 0;

  /// The value of the first tag called `name`, if any.
  [[nodiscard]] std::optional<std::string_view> tag(std::string_view name) const noexcept;
  /// The SAN text of main-line move `index` exactly as written in the file.
  [[nodiscard]] std::string_view san(std::size_t index) const noexcept {
    const pgn_move& m = moves[index];
    return std::string_view(san_text).substr(m.san_offset, m.san_length);
  }
  void clear() noexcept;
};

enum class pgn_error_kind : std::uint8_t {
  unexpected_character,    ///< a character that starts no PGN token (e.g. '#', '<', '%' not in column 1)
  bad_tag,                 ///< tag pair syntax: missing name, value, closing '"' or ']'
  unterminated_tag_value,  ///< a tag value runs into the end of its line
  unterminated_comment,    ///< '{' without '}' before the end of input or before the next game's tags
  unbalanced_parenthesis,  ///< ')' without '('
  unterminated_variation,  ///< '(' still open when the game ends
  variation_without_move,  ///< '(' before any move it could replace
  bad_move,                ///< a move token that does not decode (see san_kind)
  bad_fen,                 ///< the FEN tag (see fen_kind)
  unsupported_variant,     ///< a Variant tag other than standard chess or Chess960
  missing_fen,             ///< a Chess960 game without a FEN tag
};

[[nodiscard]] std::string_view to_string(pgn_error_kind kind) noexcept;

/// A broken game: where, which game, which move text, and why.
struct pgn_error {
  pgn_error_kind kind = pgn_error_kind::unexpected_character;
  std::string file;
  std::uint64_t game_number = 0;
  std::uint32_t line = 0;
  std::uint32_t column = 0;
  std::string move_text;  ///< the offending token (move, tag or character)
  std::size_t ply = 0;    ///< main-line moves decoded before the error
  std::optional<san_error_kind> san_kind;
  std::optional<fen_error_kind> fen_kind;
  std::string message;

  /// "file:line:column: error: kind: message (game N, "text")".
  [[nodiscard]] std::string to_string() const;
};

struct pgn_options {
  /// How moves are read. The default, tolerant, is strict SAN except that over-disambiguated
  /// moves are accepted and counted (pgn_game::overdisambiguated); strict rejects them
  /// (bad_move, wrong_disambiguation); lenient also skips an "e.p." token after a move.
  san_mode san = san_mode::tolerant;
  /// Accept an unescaped '"' inside a tag value when it is not followed by ']'
  /// (`[White ""Mephisto""]`, as some programs write); strict reports bad_tag.
  bool lenient_tags = false;
  bool keep_variations = false;  ///< fill pgn_game::variations (else variations are skipped)
  bool keep_positions = false;   ///< fill pgn_game::positions (about 200 bytes per move)
  bool keep_annotations = false; ///< fill pgn_game::annotations from the main line's comments

  /// Everything lenient: SAN, tags.
  [[nodiscard]] static pgn_options lenient() noexcept { return {san_mode::lenient, true, false, false}; }
  /// Canonical SAN only: over-disambiguated moves are errors too.
  [[nodiscard]] static pgn_options strict() noexcept { return {san_mode::strict, false, false, false}; }
};

/// Reads games one at a time from a stream of any size (a 64 KiB buffer; memory does not grow
/// with the input). Accepts a UTF-8 BOM, LF, CRLF and CR line ends. After a broken game it
/// reports the error and resynchronises on the next termination marker or on a tag pair that
/// starts a line after an empty line, so the following games are still read.
class pgn_reader {
 public:
  enum class status : std::uint8_t { game, error, end };

  pgn_reader(std::istream& in, std::string file_name, pgn_options options = {});
  /// Reads the games of `text` in place (no copy; `text` must outlive the reader).
  pgn_reader(std::string_view text, std::string file_name, pgn_options options = {});
  ~pgn_reader();
  pgn_reader(pgn_reader&&) noexcept;
  pgn_reader& operator=(pgn_reader&&) noexcept;

  /// Reads the next game into `game` (its buffers are reused), or reports a broken game in
  /// `error`, or says the input is exhausted.
  status read(pgn_game& game, pgn_error& error);
  /// Convenience: the next game or error; nothing at the end of the input.
  [[nodiscard]] std::optional<result<pgn_game, pgn_error>> next();
  /// Where a reader of a text in place stands after the last `read` (record_range.hpp), lines
  /// counted from 1: resumable at the end of the text, and after a game whose termination marker
  /// is followed by blanks only on its line (just past that line end, where pgn_splitter cuts).
  /// nullopt for a reader of a stream.
  [[nodiscard]] std::optional<reading_place> place() const;

 private:
  struct impl;
  std::unique_ptr<impl> impl_;
};

}  // namespace repetita::chess

#endif
