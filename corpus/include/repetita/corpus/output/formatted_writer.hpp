#ifndef REPETITA_CORPUS_OUTPUT_FORMATTED_WRITER_HPP
#define REPETITA_CORPUS_OUTPUT_FORMATTED_WRITER_HPP

/// \file
/// A writer whose output is game by game (game_formatter): the pipeline's workers format the games
/// and the writer only writes their text in order; game() formats on the caller's thread.

#include <repetita/corpus/report_sink.hpp>
#include <repetita/corpus/output/output_buffer.hpp>

#include <cstdio>
#include <string>
#include <string_view>

namespace repetita::corpus {

class formatted_writer : public report_sink, public game_formatter {
 public:
  explicit formatted_writer(std::FILE* out = stdout) : out_(out) {}

  void game(const game_report& report, const std::string& file) final {
    format(report, file, first_, out_.text());
    first_ = false;
    out_.maybe_flush();
  }
  [[nodiscard]] const game_formatter* formatter() const noexcept final { return this; }
  void write(std::string_view text) final {
    if (!text.empty()) first_ = false;
    out_.write(text);
  }
  void flush() final { out_.flush(); }
  void finish() final { out_.flush(); }

 private:
  output_buffer out_;
  bool first_ = true;
};

}  // namespace repetita::corpus

#endif
