#ifndef REPETITA_CLI_CHESS_CHESS_DRIVER_HPP
#define REPETITA_CLI_CHESS_CHESS_DRIVER_HPP

/// \file
/// Chess in the tool: PGN records, the rule sets of repetita::chess::rule_sets, SAN, White/Black.

#include "../game_driver.hpp"

namespace repetita::cli {

[[nodiscard]] const game_driver& chess_driver();

}  // namespace repetita::cli

#endif
