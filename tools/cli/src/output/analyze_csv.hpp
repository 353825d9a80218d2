#ifndef REPETITA_CLI_OUTPUT_ANALYZE_CSV_HPP
#define REPETITA_CLI_OUTPUT_ANALYZE_CSV_HPP

/// \file
/// `analyze --format csv`: one row per event, the game's columns repeated; a game and rule set
/// without events still has one row, with empty event columns (docs/cli.md).

#include "../report_sink.hpp"
#include "output_buffer.hpp"

#include <string>

namespace repetita::cli {

class analyze_csv_writer final : public report_sink {
 public:
  /// `annotations`: three more columns, clock, eval and mate (--annotations).
  explicit analyze_csv_writer(bool annotations = false) : annotations_(annotations) {}
  void game(const game_report& report, const std::string& file) override;
  void flush() override { out_.flush(); }
  void finish() override { out_.flush(); }

 private:
  output_buffer out_;
  bool header_ = false;
  bool annotations_ = false;
};

}  // namespace repetita::cli

#endif
