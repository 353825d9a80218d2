#ifndef REPETITA_CHESS_PGN_SPLITTER_HPP
#define REPETITA_CHESS_PGN_SPLITTER_HPP

/// \file
/// Cuts a PGN byte stream into chunks of whole games, so that worker threads can read and replay
/// chunks in parallel while the numbers of games and lines stay those of the whole input.
///
/// A chunk ends only where the chess PGN reader (games/chess, pgn_reader) would also start a new
/// game: after the line that holds a termination marker (1-0, 0-1, 1/2-1/2, *) outside tags,
/// comments and variations when nothing else follows on that line, or before a '[' in column 1
/// after an empty line once movetext has been seen. The scan knows tag values, brace comments
/// (with the reader's "\}" escape and its recovery at the next game's tags), ';' and '%' lines,
/// and parentheses. Lines end with LF, CRLF or CR, counted as the reader counts them.

#include <repetita/records/buffered_splitter.hpp>

#include <cstddef>
#include <cstdint>
#include <string>

namespace repetita::chess {

class pgn_splitter final : public repetita::buffered_splitter {
 private:
  enum class mode : std::uint8_t { top, tag, tag_string, tag_escape, comment, comment_escape, line_comment, after_result };

  std::size_t scan(std::size_t target) override;
  void at_end() override;
  void shifted(std::size_t at) override;
  /// LF, CRLF and a lone CR each end a line (as the reader counts them).
  [[nodiscard]] std::uint64_t line_ends(std::size_t from, std::size_t to) const override;
  /// Handles a line end at buf_[i] (a lone CR, LF, or the CR of CRLF); returns the index after it,
  /// or npos if a CR is the last byte read and the input has not ended.
  std::size_t line_end(std::size_t i);
  void end_token(std::size_t end);

  mode mode_ = mode::top;
  bool line_start_ = true;     // the next byte is in column 1
  bool line_blank_ = true;     // the current line holds only blanks so far
  bool blank_before_ = true;   // the previous line was empty (or this is the first line)
  bool movetext_ = false;      // movetext seen since the last place a game could start
  bool in_token_ = false;      // a token is being read (it starts at buf_[token_start_])
  bool marker_char_ = false;   // the token holds '-', '/' or '*' (it may be a termination marker)
  std::uint32_t depth_ = 0;    // variation depth
  std::size_t token_start_ = 0;
};

}  // namespace repetita::chess

#endif
