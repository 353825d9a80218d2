#ifndef REPETITA_IO_DECOMPRESSING_STREAMBUF_HPP
#define REPETITA_IO_DECOMPRESSING_STREAMBUF_HPP

/// \file
/// A stream buffer that reads compressed bytes from another stream buffer and serves them
/// decompressed, block by block (one decoder call per block of up to buffer_size bytes, never per
/// byte). An error ends the stream: the bytes decoded before it are served, then end of file, and
/// error() says what went wrong and at which compressed byte.

#include "decoder.hpp"
#include "decompression_error.hpp"

#include <cstdint>
#include <memory>
#include <optional>
#include <streambuf>
#include <string_view>
#include <vector>

namespace repetita::io {

class decompressing_streambuf final : public std::streambuf {
 public:
  static constexpr std::size_t default_buffer_size = std::size_t{1} << 18;

  /// Decodes with `codec` what `source` (not owned) delivers, after `already_read`: the bytes
  /// already taken from `source` (to detect the compression), which are decoded first.
  decompressing_streambuf(std::unique_ptr<decoder> codec, std::streambuf* source, std::string_view already_read = {},
                          std::size_t buffer_size = default_buffer_size);

  /// Why the stream ended early, once it has (the bytes before it have been served).
  [[nodiscard]] const std::optional<decompression_error>& error() const noexcept { return error_; }
  /// Compressed bytes taken from the source so far (already_read included): the progress.
  [[nodiscard]] std::uint64_t compressed_bytes_read() const noexcept { return read_; }
  /// Decompressed bytes produced so far.
  [[nodiscard]] std::uint64_t decompressed_bytes() const noexcept { return produced_; }
  [[nodiscard]] compression format() const noexcept { return codec_->format(); }

 protected:
  int_type underflow() override;
  /// Large reads are decoded straight into the caller's buffer (no copy through the get area).
  std::streamsize xsgetn(char_type* s, std::streamsize count) override;

 private:
  /// Decodes into `out`; the bytes produced (0 at the end of the stream or at an error).
  std::size_t decode_into(char* out, std::size_t size);
  void fail(bool truncated, std::string message);

  std::unique_ptr<decoder> codec_;
  std::streambuf* source_;
  std::vector<char> in_;   // compressed bytes; in_[in_begin_, in_end_) not decoded yet
  std::vector<char> out_;  // the get area
  std::size_t in_begin_ = 0;
  std::size_t in_end_ = 0;
  bool source_ended_ = false;
  bool ended_ = false;
  std::uint64_t read_ = 0;      // compressed bytes read from the source
  std::uint64_t consumed_ = 0;  // compressed bytes given to the decoder and used
  std::uint64_t produced_ = 0;
  std::optional<decompression_error> error_;
};

}  // namespace repetita::io

#endif
