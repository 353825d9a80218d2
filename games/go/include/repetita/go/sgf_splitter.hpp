#ifndef REPETITA_GO_SGF_SPLITTER_HPP
#define REPETITA_GO_SGF_SPLITTER_HPP

/// \file
/// Cuts an SGF byte stream into chunks of whole game trees (tree_scanner), so that worker threads
/// read and replay chunks in parallel while the numbers of games, lines and columns stay those of
/// the whole input. A chunk ends at the end of a line (LF, CRLF or CR, as the SGF reader counts
/// lines) on which a game tree closed and no other is open, so every chunk starts in column 1 (a
/// file with all its trees on one line is one chunk). A UTF-8 byte order mark at the start is dropped; an input
/// that starts with a UTF-16 byte order mark is transcoded to UTF-8 as it is read (FF[4] CA allows
/// any charset; Sabaki writes UTF-16), so every chunk is UTF-8.

#include <repetita/go/sgf_scanner.hpp>
#include <repetita/records/record_splitter.hpp>

#include <cstddef>
#include <cstdint>
#include <iosfwd>
#include <string>
#include <string_view>

namespace repetita::go::sgf {

/// The splitter of repetita::go::adapter. Not a buffered_splitter: it transcodes UTF-16 input as it
/// reads, so its buffer holds UTF-8 text, not the input's bytes.
class splitter final : public repetita::record_splitter {
 public:
  /// The next chunk of whole game trees, of `target_bytes` or more (the last may be smaller).
  bool next(std::istream& in, std::size_t target_bytes, record_chunk& chunk) override;
  /// Input bytes consumed (exact for UTF-8; for UTF-16, what has been read).
  [[nodiscard]] std::uint64_t bytes_consumed() const noexcept override { return consumed_; }
  [[nodiscard]] std::uint64_t next_line() const noexcept override { return line_; }
  /// Reading from the middle of a text, perhaps inside a tree: the first cut is before the first
  /// line that begins a game tree with a root or game-information property (`(;GM[1]`, `(;FF[4]`,
  /// `(;PB[...]`, or `(;` alone before such a line), after the line with text before it.
  void resume(bool at_line_start) override {
    resuming_ = true;
    resync_first_line_ = !at_line_start;
  }
  /// False for UTF-16 input: its byte order mark, at the start, says how every byte is read.
  [[nodiscard]] bool resumable(std::string_view head) const noexcept override {
    return !(head.starts_with("\xFF\xFE") || head.starts_with("\xFE\xFF"));
  }

 private:
  enum class encoding : std::uint8_t { unknown, utf8, utf16le, utf16be };

  /// Reads the next block of input into buf_ (as UTF-8); sets eof_ at the end.
  void fill(std::istream& in);
  /// Appends the UTF-16 code units of raw_ (whole units only) to buf_ as UTF-8.
  void transcode(bool at_end);
  /// Scans buf_ from scan_ on; returns the index after the first line break that follows a tree
  /// closed at or after `target` with no tree open, or npos.
  std::size_t scan(std::size_t target);
  void cut(std::size_t at, record_chunk& chunk);
  /// resume(): where the first game tree's chunk starts in buf_ (see resume()), npos if not known yet.
  std::size_t first_tree_start();

  static constexpr std::size_t npos = static_cast<std::size_t>(-1);

  std::string buf_;            // UTF-8 text read and not yet handed out; buf_[0] is on line line_
  std::string raw_;            // UTF-16 input not yet transcoded (an odd byte, a high surrogate)
  std::size_t scan_ = 0;       // bytes of buf_ scanned
  tree_scanner scanner_;
  std::uint64_t line_ = 1;
  std::uint64_t read_ = 0;     // input bytes read
  std::uint64_t consumed_ = 0;
  std::uint64_t handed_out_ = 0;  // bytes of buf_ handed out in chunks
  std::uint64_t dropped_ = 0;     // a UTF-8 byte order mark
  encoding encoding_ = encoding::unknown;
  bool eof_ = false;
  bool cut_wanted_ = false;    // a tree closed past the target: cut at the next line end between trees
  bool resuming_ = false;      // resume() and no cut yet
  std::size_t resync_line_ = 0;          // resume(): the next line to look at
  bool resync_first_line_ = true;        // resume(): that line is part of one begun before: not a tree's
  std::size_t resync_content_end_ = 0;   // resume(): the end of the last line with text, with its line end (0: none)
};

}  // namespace repetita::go::sgf

#endif
