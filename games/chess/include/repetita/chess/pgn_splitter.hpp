#ifndef REPETITA_CHESS_PGN_SPLITTER_HPP
#define REPETITA_CHESS_PGN_SPLITTER_HPP

/// \file
/// Cuts a PGN byte stream into chunks of whole games, so that worker threads can read and replay
/// chunks in parallel while the numbers of games and lines stay those of the whole input.
///
/// The splitter reads the input with the reader's own lexer (games/chess/src/pgn_lexer.hpp: the
/// same lines, blanks, comments with their escapes and their recovery at the next game's tags,
/// escape lines, strings and tokens) and cuts only where the reader starts a new game whatever
/// happened before, whether the game before was read or skipped as broken:
/// - after the line that holds a termination marker (1-0, 0-1, 1/2-1/2, *) when nothing else
///   follows on that line: the reader starts a new game after every termination marker;
/// - before a '[' in column 1 after an empty line, when movetext has been seen since the last
///   termination marker or tag pair: a tag section there starts a new game.
/// Chunks start at the beginning of a line, so lines and columns are those of the whole input.

#include <repetita/records/record_splitter.hpp>

#include <cstddef>
#include <cstdint>
#include <iosfwd>
#include <memory>
#include <optional>
#include <string_view>

namespace repetita::chess {

class pgn_splitter final : public repetita::record_splitter {
 public:
  pgn_splitter();
  ~pgn_splitter() override;
  pgn_splitter(pgn_splitter&&) noexcept;
  pgn_splitter& operator=(pgn_splitter&&) noexcept;

  /// The next chunk of at least `target_bytes` (whole games; the last chunk may be smaller).
  /// Every call must pass the same stream.
  bool next(std::istream& in, std::size_t target_bytes, record_chunk& chunk) override;
  [[nodiscard]] std::uint64_t bytes_consumed() const noexcept override { return consumed_; }
  [[nodiscard]] std::uint64_t next_line() const noexcept override { return next_line_; }
  /// Reading from the middle of a text: a line begun before is read to its end first, and the
  /// next game starts after it when it ends with a termination marker.
  void resume(bool at_line_start) override {
    resuming_ = true;
    at_line_start_ = at_line_start;
  }
  /// The same search in a text in memory, by the same lexer reading it in place.
  [[nodiscard]] std::optional<record_start_search> first_record_in_place(std::string_view text, bool at_line_start,
                                                                         bool input_ends) const override;

 private:
  struct scanner;
  std::unique_ptr<scanner> scanner_;
  std::uint64_t consumed_ = 0;
  std::uint64_t next_line_ = 1;  // the line the next chunk starts on
  bool resuming_ = false;
  bool at_line_start_ = true;

  bool resume_after_partial_line(std::istream& in, record_chunk& chunk);
};

}  // namespace repetita::chess

#endif
