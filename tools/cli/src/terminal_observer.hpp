#ifndef REPETITA_CLI_TERMINAL_OBSERVER_HPP
#define REPETITA_CLI_TERMINAL_OBSERVER_HPP

/// \file
/// What the CLI shows of a run besides its output: each record not read as one line on stderr
/// (`file:line:column: error: kind: message`, docs/cli.md "Errors"), and the progress bar.

#include "progress_bar.hpp"

#include <repetita/corpus/pipeline.hpp>

namespace repetita::cli {

class terminal_observer final : public corpus::run_observer {
 public:
  /// `progress`: draw the bar (stderr is a terminal and no --no-progress).
  explicit terminal_observer(bool progress) noexcept : bar_(progress) {}
  void error(const corpus::read_error& e) override;
  void progress(const corpus::run_progress& p) override;
  void done() override { bar_.clear(); }

 private:
  progress_bar bar_;
};

}  // namespace repetita::cli

#endif
