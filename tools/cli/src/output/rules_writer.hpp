#ifndef REPETITA_CLI_OUTPUT_RULES_WRITER_HPP
#define REPETITA_CLI_OUTPUT_RULES_WRITER_HPP

/// \file
/// `rules`: the rule sets of each game with a one-line description and source.

#include "../command_line.hpp"
#include "../game_driver.hpp"

#include <span>
#include <string>

namespace repetita::cli {

[[nodiscard]] std::string rules_output(std::span<const game_driver* const> drivers, output_format format);

}  // namespace repetita::cli

#endif
