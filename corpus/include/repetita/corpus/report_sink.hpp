#ifndef REPETITA_CORPUS_REPORT_SINK_HPP
#define REPETITA_CORPUS_REPORT_SINK_HPP

/// \file
/// Where the pipeline delivers game reports, one at a time and in input order: the writers of
/// `analyze`, and the collectors of `compare` and `stats`.

#include <repetita/corpus/report.hpp>

#include <string>
#include <string_view>

namespace repetita::corpus {

/// Writes the text of one game for a sink whose output is game by game: the same text whatever
/// came before, except the first game of a run (a CSV header, no separator before it). The
/// pipeline calls it on its worker threads, so it changes nothing.
class game_formatter {
 public:
  virtual ~game_formatter() = default;
  /// Appends the text of `report`, of input `file`, to `out`.
  virtual void format(const game_report& report, const std::string& file, bool first_of_run,
                      std::string& out) const = 0;
};

class report_sink {
 public:
  virtual ~report_sink() = default;
  /// One game of input `file` (named as in the output), in input order.
  virtual void game(const game_report& report, const std::string& file) = 0;
  /// A record that could not be read, in input order, before the run_observer hears of it (the
  /// Python module and tests collect it here).
  virtual void error(const read_error& e) { static_cast<void>(e); }
  /// Writes out what is buffered (the pipeline calls it before it prints an error line).
  virtual void flush() = 0;
  /// After the last game: summaries, and the final flush.
  virtual void finish() = 0;
  /// Non-null when the sink's output is game by game: the pipeline then has its workers format
  /// the games and hands the text to write(), in input order, instead of calling game().
  [[nodiscard]] virtual const game_formatter* formatter() const noexcept { return nullptr; }
  /// Text of games made by formatter(), in input order.
  virtual void write(std::string_view text) { static_cast<void>(text); }
};

}  // namespace repetita::corpus

#endif
