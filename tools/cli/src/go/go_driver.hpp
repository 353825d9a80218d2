#ifndef REPETITA_CLI_GO_GO_DRIVER_HPP
#define REPETITA_CLI_GO_GO_DRIVER_HPP

/// \file
/// Go in the tool: SGF records, the rule sets of repetita::go::rule_sets, SGF coordinates, Black/White
/// (docs/cli-go.md).

#include "../game_driver.hpp"

namespace repetita::cli {

[[nodiscard]] const game_driver& go_driver();

}  // namespace repetita::cli

#endif
