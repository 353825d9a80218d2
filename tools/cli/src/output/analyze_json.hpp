#ifndef REPETITA_CLI_OUTPUT_ANALYZE_JSON_HPP
#define REPETITA_CLI_OUTPUT_ANALYZE_JSON_HPP

/// \file
/// `analyze --format json`: JSON lines, one object per game and rule set (docs/cli.md).

#include "../report_sink.hpp"
#include "output_buffer.hpp"

#include <string>

namespace repetita::cli {

/// Appends the JSON object of `game` under its rule set report number `index`, and a line end.
void append_analysis_json(std::string& out, const game_report& game, std::size_t index, const std::string& file);

class analyze_json_writer final : public report_sink {
 public:
  void game(const game_report& report, const std::string& file) override;
  void flush() override { out_.flush(); }
  void finish() override { out_.flush(); }

 private:
  output_buffer out_;
};

}  // namespace repetita::cli

#endif
