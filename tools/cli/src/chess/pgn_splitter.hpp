#ifndef REPETITA_CLI_CHESS_PGN_SPLITTER_HPP
#define REPETITA_CLI_CHESS_PGN_SPLITTER_HPP

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

#include "../game_driver.hpp"

#include <cstddef>
#include <cstdint>
#include <iosfwd>
#include <string>

namespace repetita::cli::chess_pgn {

class pgn_splitter final : public chunk_splitter {
 public:
  bool next(std::istream& in, std::size_t target_bytes, record_chunk& chunk) override;
  [[nodiscard]] std::uint64_t bytes_consumed() const noexcept override { return consumed_; }

 private:
  enum class mode : std::uint8_t { top, tag, tag_string, tag_escape, comment, comment_escape, line_comment, after_result };

  /// Scans from scan_ on; returns the first cut at or after `target`, or npos.
  std::size_t scan(std::size_t target);
  /// Handles a line end at buf_[i] (a lone CR, LF, or the CR of CRLF); returns the index after it,
  /// or npos if a CR is the last byte read and the input has not ended.
  std::size_t line_end(std::size_t i);
  void cut(std::size_t at, record_chunk& chunk);
  void end_token(std::size_t end);

  static constexpr std::size_t npos = static_cast<std::size_t>(-1);

  std::string buf_;           // input read and not yet handed out; buf_[0] is on line line_
  std::size_t scan_ = 0;      // bytes of buf_ scanned
  std::uint64_t line_ = 1;
  std::uint64_t consumed_ = 0;
  bool eof_ = false;

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

}  // namespace repetita::cli::chess_pgn

#endif
