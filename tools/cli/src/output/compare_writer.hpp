#ifndef REPETITA_CLI_OUTPUT_COMPARE_WRITER_HPP
#define REPETITA_CLI_OUTPUT_COMPARE_WRITER_HPP

/// \file
/// `compare`: one row per game and rule set, then per rule set after the first (the baseline) the
/// games it ends differently (docs/cli.md, "compare").

#include "../command_line.hpp"
#include "../report_sink.hpp"
#include "output_buffer.hpp"

#include <cstdint>
#include <string>
#include <vector>

namespace repetita::cli {

class game_driver;

class compare_writer final : public report_sink {
 public:
  /// `names`: the inputs' names (for the table's column width).
  compare_writer(output_format format, const std::vector<std::string>& names);
  void game(const game_report& report, const std::string& file) override;
  void flush() override { out_.flush(); }
  void finish() override;

 private:
  struct game_ref {
    std::string file;
    std::uint64_t game = 0;
  };
  struct summary {
    const game_driver* driver = nullptr;
    std::size_t rule_set = 0;
    std::size_t baseline = 0;
    std::uint64_t games = 0;
    std::uint64_t ends_differently = 0;
    std::uint64_t claims_differently = 0;
    std::vector<game_ref> which;
  };

  void header();
  summary& summary_for(const game_driver& driver, std::size_t rule_set, std::size_t baseline);

  output_format format_;
  output_buffer out_;
  std::size_t file_width_ = 4;
  std::size_t rule_set_width_ = 8;
  bool header_ = false;
  std::vector<summary> summaries_;
};

}  // namespace repetita::cli

#endif
