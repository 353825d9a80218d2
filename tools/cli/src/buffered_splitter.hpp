#ifndef REPETITA_CLI_BUFFERED_SPLITTER_HPP
#define REPETITA_CLI_BUFFERED_SPLITTER_HPP

/// \file
/// What the chunk splitters of the record formats share: read the input once, in blocks, into a
/// buffer; ask the format where a chunk may end; hand out whole records with the line of their first
/// byte; hand out the rest at the end of the input. A format says only where its records start.
/// (The SGF splitter transcodes UTF-16 as it reads and keeps its own loop.)

#include "game_driver.hpp"

#include <cstddef>
#include <cstdint>
#include <iosfwd>
#include <string>

namespace repetita::cli {

class buffered_splitter : public chunk_splitter {
 public:
  bool next(std::istream& in, std::size_t target_bytes, record_chunk& chunk) final;
  [[nodiscard]] std::uint64_t bytes_consumed() const noexcept final { return consumed_; }

 protected:
  static constexpr std::size_t npos = static_cast<std::size_t>(-1);

  /// Where the next chunk may end: the first place after head_ and at or after `target` in buf_
  /// where the game's reader would also start a new record, scanning on from where the last call
  /// stopped (scan_); npos if there is none in what has been read so far.
  virtual std::size_t scan(std::size_t target) = 0;
  /// Called once, before the first scan (shogi reads ahead to tell its formats apart).
  virtual void begin(std::istream& in) { static_cast<void>(in); }
  /// The input has ended with a record left in buf_ (PGN: a token the input ends in).
  virtual void at_end() {}
  /// A chunk was handed out: the next one starts at head_.
  virtual void chunk_cut() {}
  /// The first `at` bytes of buf_ (handed out already) were dropped: shift the format's offsets
  /// into buf_ (scan_ and head_ are shifted already).
  virtual void shifted(std::size_t at) { static_cast<void>(at); }
  /// The number of line ends in buf_[from, to): LF by default (PGN also counts a lone CR).
  [[nodiscard]] virtual std::uint64_t line_ends(std::size_t from, std::size_t to) const;

  /// Reads the next block of input into buf_; sets eof_ at the end of the input.
  void fill(std::istream& in);

  std::string buf_;       // input read; buf_[head_, end) is not handed out yet
  std::size_t head_ = 0;  // where the next chunk starts, on line line_
  std::size_t scan_ = 0;  // bytes of buf_ scanned
  bool eof_ = false;

 private:
  void cut(std::size_t at, record_chunk& chunk);
  // Drops the bytes handed out, before a read: once per block read, not once per chunk (a chunk
  // is far smaller than a block, and moving the rest of the block down at every cut cost more
  // than the scan).
  void compact();

  std::uint64_t line_ = 1;
  std::uint64_t consumed_ = 0;
  bool begun_ = false;
};

}  // namespace repetita::cli

#endif
