#ifndef REPETITA_RECORDS_BUFFERED_SPLITTER_HPP
#define REPETITA_RECORDS_BUFFERED_SPLITTER_HPP

/// \file
/// What the record splitters of most formats share: read the input once, in blocks, into a buffer;
/// ask the format where a chunk may end; hand out whole records with the line of their first byte;
/// hand out the rest at the end of the input. A format says only where its records start.

#include <repetita/records/record_splitter.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <istream>
#include <string>

namespace repetita {

class buffered_splitter : public record_splitter {
 public:
  bool next(std::istream& in, std::size_t target_bytes, record_chunk& chunk) final {
    if (target_bytes == 0) target_bytes = 1;
    if (!begun_) {
      begun_ = true;
      begin(in);
    }
    for (;;) {
      if (const std::size_t at = scan(head_ + target_bytes); at != npos) {
        cut(at, chunk);
        return true;
      }
      if (eof_) {
        if (buf_.find_first_not_of(" \t\v\f\r\n", head_) == std::string::npos) {  // only blanks are left: no record
          consumed_ += buf_.size() - head_;
          compact();
          buf_.clear();
          scan_ = 0;
          return false;
        }
        at_end();
        cut(buf_.size(), chunk);
        return true;
      }
      compact();
      fill(in);
    }
  }

  [[nodiscard]] std::uint64_t bytes_consumed() const noexcept final { return consumed_; }
  [[nodiscard]] std::uint64_t next_line() const noexcept final { return line_; }

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
  [[nodiscard]] virtual std::uint64_t line_ends(std::size_t from, std::size_t to) const {
    return static_cast<std::uint64_t>(std::count(buf_.begin() + static_cast<std::ptrdiff_t>(from),
                                                 buf_.begin() + static_cast<std::ptrdiff_t>(to), '\n'));
  }

  /// Reads the next block of input into buf_; sets eof_ at the end of the input.
  void fill(std::istream& in) {
    if (eof_) return;
    const std::size_t old = buf_.size();
    buf_.resize(old + read_block);
    in.read(buf_.data() + old, static_cast<std::streamsize>(read_block));
    const auto got = static_cast<std::size_t>(in.gcount());
    buf_.resize(old + got);
    if (got == 0 || !in) eof_ = true;
  }

  std::string buf_;       // input read; buf_[head_, end) is not handed out yet
  std::size_t head_ = 0;  // where the next chunk starts, on line line_
  std::size_t scan_ = 0;  // bytes of buf_ scanned
  bool eof_ = false;

 private:
  static constexpr std::size_t read_block = std::size_t{1} << 18;

  void cut(std::size_t at, record_chunk& chunk) {
    chunk.text.assign(buf_, head_, at - head_);
    chunk.first_line = line_;
    line_ += line_ends(head_, at);
    consumed_ += at - head_;
    head_ = at;
    scan_ = std::max(scan_, at);
    chunk_cut();
  }

  // Drops the bytes handed out, before a read: once per block read, not once per chunk (a chunk
  // is far smaller than a block, and moving the rest of the block down at every cut cost more
  // than the scan).
  void compact() {
    if (head_ == 0) return;
    buf_.erase(0, head_);
    scan_ -= head_;
    shifted(head_);
    head_ = 0;
  }

  std::uint64_t line_ = 1;
  std::uint64_t consumed_ = 0;
  bool begun_ = false;
};

}  // namespace repetita

#endif
