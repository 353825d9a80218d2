#ifndef REPETITA_CLI_COMMANDS_COMMANDS_HPP
#define REPETITA_CLI_COMMANDS_COMMANDS_HPP

/// \file
/// The subcommands. Each returns the process exit code (exit_code.hpp) and may throw usage_error.

#include "../command_line.hpp"
#include <repetita/corpus/input.hpp>
#include <repetita/corpus/pipeline.hpp>

#include <span>
#include <vector>

namespace repetita::cli {

int run_analyze(const command_line& cl);
int run_compare(const command_line& cl);
int run_stats(const command_line& cl);
int run_check(const command_line& cl);
int run_rules(const command_line& cl);
int run_report(const command_line& cl);

/// The inputs named on the command line, or the bundled examples when none is. Throws
/// usage_error if no file is given and no examples directory exists.
[[nodiscard]] std::vector<corpus::input_spec> inputs_of(const command_line& cl);

/// The pipeline options of the command line; `all_by_default`: no --rules means every rule set.
[[nodiscard]] corpus::pipeline_options pipeline_options_of(const command_line& cl, bool all_by_default);

/// Runs `inputs` through `sink` with the records not read printed on stderr and the progress bar
/// drawn (stderr a terminal, no --no-progress); returns the exit code.
int run_inputs(const command_line& cl, std::span<const corpus::input_spec> inputs, corpus::pipeline_options options,
               corpus::report_sink& sink);

}  // namespace repetita::cli

#endif
