#ifndef REPETITA_CORPUS_INPUT_WINDOW_HPP
#define REPETITA_CORPUS_INPUT_WINDOW_HPP

/// \file
/// One worker's view of the bytes of an input at an offset: a block of a file and a margin past
/// it, read into memory with the file kept open from block to block, or a part of a text given in
/// memory (not copied). The block's first record is found in these bytes and its records are read
/// from them. A worker that opened the file for each block, and read the bytes it guessed the
/// start in apart from those it then read, read 338 MB of a 301 MB engine-style PGN with `-j 2`;
/// from a window, 320 MB (the margins).

#include <repetita/corpus/input.hpp>

#include <cstddef>
#include <cstdint>
#include <istream>
#include <streambuf>
#include <string>
#include <string_view>

namespace repetita::corpus {

class input_window {
 public:
  input_window() = default;
  ~input_window();
  input_window(const input_window&) = delete;
  input_window& operator=(const input_window&) = delete;

  /// Makes the window the bytes [offset, offset + count) of `input` (fewer at its end). False if
  /// the input cannot be opened or read (the window is then empty).
  bool read(const input_spec& input, std::uint64_t offset, std::uint64_t count);
  /// Adds up to `count` bytes after the window's end to it (none at the input's end). False on a
  /// read error. The window's bytes may move: take bytes() again.
  bool extend(std::uint64_t count);

  [[nodiscard]] std::string_view bytes() const noexcept { return view_; }
  /// Where the window starts in the input.
  [[nodiscard]] std::uint64_t offset() const noexcept { return offset_; }
  /// Whether the window reaches the input's end (as far as reading could tell).
  [[nodiscard]] bool at_end() const noexcept { return at_end_; }

 private:
  bool open(const input_spec& input);
  void close() noexcept;

  const std::string* text_ = nullptr;  // the input's text, when it is given in memory
  std::string path_;                   // the file open as fd_
  int fd_ = -1;
  std::string buffer_;   // a file's bytes (the first used_), kept from block to block
  std::size_t used_ = 0;
  std::string_view view_;
  std::uint64_t offset_ = 0;
  bool at_end_ = false;
};

/// An istream over an input_window from a given place in it, which extends the window when it is
/// read past its end: a search for a record start may need bytes past the block and its margin.
class window_istream : public std::istream {
 public:
  window_istream(input_window& window, std::size_t from);

 private:
  class buffer : public std::streambuf {
   public:
    buffer(input_window& window, std::size_t from);

   protected:
    int_type underflow() override;

   private:
    input_window& window_;
  };
  buffer buf_;
};

}  // namespace repetita::corpus

#endif
