#ifndef REPETITA_CLI_INPUT_HPP
#define REPETITA_CLI_INPUT_HPP

/// \file
/// Opening an input (a file, or "-" for standard input), with its first bytes available for format
/// detection before they are read again from the stream.

#include "report.hpp"

#include <cstdint>
#include <istream>
#include <memory>
#include <optional>
#include <streambuf>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace repetita::cli {

/// An input as named on the command line and as it is named in the output.
struct input_spec {
  std::string path;  ///< "-" = standard input
  std::string name;  ///< in the output ("<stdin>" for "-")
  /// When set, the input's content, read instead of opening `path` (the Python package's records
  /// given as text).
  std::shared_ptr<const std::string> text = nullptr;
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

  input_stream(const input_stream&) = delete;
  input_stream& operator=(const input_stream&) = delete;
  ~input_stream();

 private:
  input_stream(std::unique_ptr<std::streambuf> file, std::streambuf* source, std::optional<std::uint64_t> size);

  std::unique_ptr<std::streambuf> file_;  // null for standard input
  std::string head_;
  prefixed_streambuf buffer_;
  std::istream stream_;
  std::optional<std::uint64_t> size_;
};

}  // namespace repetita::cli

#endif
