#ifndef REPETITA_CORPUS_INPUT_HPP
#define REPETITA_CORPUS_INPUT_HPP

/// \file
/// Opening an input (a file, or "-" for standard input), with its first bytes available for format
/// detection before they are read again from the stream. A compressed input (gzip, bzip2, xz, zstd,
/// told by its magic bytes: repetita_io) is read decompressed: its head is decompressed bytes.

#include <repetita/corpus/report.hpp>

#include <repetita/io/compression.hpp>
#include <repetita/io/decompressing_streambuf.hpp>

#include <cstdint>
#include <istream>
#include <memory>
#include <optional>
#include <streambuf>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace repetita::corpus {

/// A part of an input, by bytes: the records that start in (begin, end], found as
/// repetita/records/record_range.hpp says (the shards of a big file, e.g. the Dask partitions of
/// the Python package). Only for an uncompressed file or text.
struct byte_range {
  std::uint64_t begin = 0;
  std::uint64_t end = 0;
  /// `begin` is known to start a record (0, or the `end` of the range before's outcome): the range
  /// starts there; else its start is guessed (first_record_after) and must be checked by the caller.
  bool exact = false;
};

/// What a run read of a byte_range.
struct range_outcome {
  std::uint64_t start = 0;  ///< where its first record starts (`begin`, or the guess after it)
  std::uint64_t end = 0;    ///< where its last record ends: the first record start after `end`, or the input's size
  std::uint64_t games = 0;  ///< game numbers used (broken records count); the output numbers them from 1
  std::uint64_t lines = 0;  ///< line ends in [start, end); the output counts lines from 1 at `start`
};

/// An input as named on the command line and as it is named in the output.
struct input_spec {
  std::string path;  ///< "-" = standard input
  std::string name;  ///< in the output ("<stdin>" for "-")
  /// When set, the input's content, read instead of opening `path` (the Python package's records
  /// given as text).
  std::shared_ptr<const std::string> text = nullptr;
  /// When set, only these records of the input are read, numbered from game 1 and line 1 at the
  /// range's start; `outcome` (when set) says where it started and ended.
  std::optional<byte_range> range = std::nullopt;
  std::shared_ptr<range_outcome> outcome = nullptr;
};

/// Serves `prefix` first, then the rest of another stream buffer.
class prefixed_streambuf : public std::streambuf {
 public:
  prefixed_streambuf(std::string prefix, std::streambuf* rest);

 protected:
  int_type underflow() override;

 private:
  std::string prefix_;
  std::streambuf* rest_;
  std::vector<char> buffer_;
  bool prefix_served_ = false;
};

class input_stream {
 public:
  /// Opens `spec`; a read_error of kind "cannot_open" if that fails.
  static std::variant<std::unique_ptr<input_stream>, read_error> open(const input_spec& spec);

  [[nodiscard]] std::istream& stream() noexcept { return stream_; }
  /// Bytes of the input kept for format detection.
  static constexpr std::size_t head_size = 4096;
  /// The first bytes of the input (up to head_size; fewer only if the input is shorter); stream()
  /// still delivers them.
  [[nodiscard]] std::string_view head() const noexcept { return head_; }
  /// The size in bytes, for a regular file.
  [[nodiscard]] std::optional<std::uint64_t> size() const noexcept { return size_; }

  [[nodiscard]] io::compression compression() const noexcept {
    return decompressor_ ? decompressor_->format() : io::compression::none;
  }
  /// Bytes of the input (compressed, if it is) read so far: the progress, to compare with size().
  /// Without compression, the caller's own count of bytes consumed is the same and more exact.
  [[nodiscard]] std::uint64_t compressed_bytes_read() const noexcept {
    return decompressor_ ? decompressor_->compressed_bytes_read() : 0;
  }
  /// Bytes the stream has to deliver so far (decompressed), for a compressed input.
  [[nodiscard]] std::uint64_t decompressed_bytes() const noexcept {
    return decompressor_ ? decompressor_->decompressed_bytes() : 0;
  }
  /// Once the stream has ended early because its compressed data is corrupt or cut short: the
  /// error (kind "corrupt_input" or "truncated_input", docs/cli.md 8), named as the input is.
  [[nodiscard]] std::optional<read_error> decompression_error() const;

  input_stream(const input_stream&) = delete;
  input_stream& operator=(const input_stream&) = delete;
  ~input_stream();

 private:
  input_stream(std::unique_ptr<std::streambuf> file, std::streambuf* source, std::optional<std::uint64_t> size,
               std::string name);
  /// Reads the head from `source`, through a decompressor (made here) if the input is compressed.
  std::string read_head_of(std::streambuf* source);

  std::unique_ptr<std::streambuf> file_;  // null for standard input
  std::unique_ptr<io::decompressing_streambuf> decompressor_;  // null unless the input is compressed
  std::string name_;
  std::string head_;
  prefixed_streambuf buffer_;
  std::istream stream_;
  std::optional<std::uint64_t> size_;
};

}  // namespace repetita::corpus

#endif
