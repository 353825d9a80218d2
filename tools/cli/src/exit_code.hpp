#ifndef REPETITA_CLI_EXIT_CODE_HPP
#define REPETITA_CLI_EXIT_CODE_HPP

/// \file
/// The exit codes of `repetita` (docs/cli.md, "Exit codes"). Scripts rely on them: never renumber.

#include <repetita/corpus/pipeline.hpp>

namespace repetita::cli {

enum exit_code : int {
  exit_ok = 0,                ///< done; for `check`: the claim is correct
  exit_incorrect_claim = 1,   ///< `check`: the claim is incorrect
  exit_usage = 2,             ///< bad command line (unknown option, rule set, missing argument)
  exit_bad_record = 3,        ///< a record could not be read (with --keep-going: some were skipped)
  exit_cannot_open = 4,       ///< an input file could not be opened, or its format is unknown
  exit_internal = 5,          ///< a bug: an unexpected exception (please report it)
};

/// The exit code of a run that ended with `status` (the library numbers its statuses so).
[[nodiscard]] constexpr int exit_code_of(corpus::run_status status) noexcept { return static_cast<int>(status); }
static_assert(exit_code_of(corpus::run_status::ok) == exit_ok);
static_assert(exit_code_of(corpus::run_status::bad_record) == exit_bad_record);
static_assert(exit_code_of(corpus::run_status::cannot_open) == exit_cannot_open);

}  // namespace repetita::cli

#endif
