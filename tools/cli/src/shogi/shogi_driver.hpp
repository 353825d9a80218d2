#ifndef REPETITA_CLI_SHOGI_SHOGI_DRIVER_HPP
#define REPETITA_CLI_SHOGI_SHOGI_DRIVER_HPP

/// \file
/// Shogi in the tool: KIF, KI2, CSA and USI records, the rule sets of repetita::shogi::rule_sets,
/// moves as written, sente/gote (docs/cli-shogi.md).

#include "../game_driver.hpp"

namespace repetita::cli {

[[nodiscard]] const game_driver& shogi_driver();

}  // namespace repetita::cli

#endif
