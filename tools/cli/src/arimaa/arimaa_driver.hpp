#ifndef REPETITA_CLI_ARIMAA_ARIMAA_DRIVER_HPP
#define REPETITA_CLI_ARIMAA_ARIMAA_DRIVER_HPP

/// \file
/// Arimaa in the tool: records in the arimaa.com long notation (optionally from an AEI board
/// diagram), the rule sets of repetita::arimaa::rule_sets, gold and silver (docs/cli-arimaa.md).

#include "../game_driver.hpp"

namespace repetita::cli {

[[nodiscard]] const game_driver& arimaa_driver();

}  // namespace repetita::cli

#endif
