#ifndef REPETITA_CLI_REPORT_SINK_HPP
#define REPETITA_CLI_REPORT_SINK_HPP

/// \file
/// Where the pipeline delivers game reports, one at a time and in input order: the writers of
/// `analyze`, and the collectors of `compare` and `stats`.

#include "report.hpp"

#include <string>

namespace repetita::cli {

class report_sink {
 public:
  virtual ~report_sink() = default;
  /// One game of input `file` (named as in the output), in input order.
  virtual void game(const game_report& report, const std::string& file) = 0;
  /// A record that could not be read, in input order (the pipeline has already printed it on
  /// stderr; tests collect it here).
  virtual void error(const read_error& e) { static_cast<void>(e); }
  /// Writes out what is buffered (the pipeline calls it before it prints an error line).
  virtual void flush() = 0;
  /// After the last game: summaries, and the final flush.
  virtual void finish() = 0;
};

}  // namespace repetita::cli

#endif
