#ifndef REPETITA_CORPUS_OUTPUT_OUTPUT_BUFFER_HPP
#define REPETITA_CORPUS_OUTPUT_OUTPUT_BUFFER_HPP

/// \file
/// Text written to a C stream in large blocks (the writers append to text() and call flush when
/// they like; nothing is lost at destruction).

#include <cstdio>
#include <string>
#include <string_view>

namespace repetita::corpus {

class output_buffer {
 public:
  explicit output_buffer(std::FILE* stream = stdout) : stream_(stream) { text_.reserve(block); }
  ~output_buffer() { flush(); }
  output_buffer(const output_buffer&) = delete;
  output_buffer& operator=(const output_buffer&) = delete;

  [[nodiscard]] std::string& text() noexcept { return text_; }
  /// Writes out when a block is full.
  void maybe_flush() {
    if (text_.size() >= block) flush();
  }
  /// Appends `bytes`; a large piece goes out without a copy.
  void write(std::string_view bytes) {
    if (bytes.size() < block) {
      text_ += bytes;
      maybe_flush();
      return;
    }
    if (!text_.empty()) std::fwrite(text_.data(), 1, text_.size(), stream_);
    text_.clear();
    std::fwrite(bytes.data(), 1, bytes.size(), stream_);
  }
  void flush() {
    if (!text_.empty()) std::fwrite(text_.data(), 1, text_.size(), stream_);
    text_.clear();
    std::fflush(stream_);
  }

 private:
  static constexpr std::size_t block = std::size_t{1} << 16;
  std::FILE* stream_;
  std::string text_;
};

}  // namespace repetita::corpus

#endif
