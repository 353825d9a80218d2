#ifndef REPETITA_CLI_RULE_SELECTION_HPP
#define REPETITA_CLI_RULE_SELECTION_HPP

/// \file
/// `--rules`: which rule sets of each game are reported. No names: the game's standard rule set
/// (index 0). "all": every rule set of the game, in registry order. Names: those that belong to the
/// game, in the order given (each game takes its own names from the list); a game none of whose
/// rule sets is named is reported under its standard rule set (so `--rules fide-2023` over chess
/// and Go records still reports the Go records, under `japanese`).

#include "game_driver.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace repetita::cli {

/// Splits "a,b,c" (empty items ignored).
[[nodiscard]] std::vector<std::string> split_list(std::string_view text);

/// The usage error for names no game knows ("unknown rule set 'x'; known: ..."), or nothing.
[[nodiscard]] std::optional<std::string> unknown_rule_sets(const std::vector<std::string>& names);

/// The rule set indices of `driver` for `names`: those named, else the standard one (index 0).
[[nodiscard]] std::vector<std::size_t> select_rule_sets(const game_driver& driver, const std::vector<std::string>& names);

/// "fide-2023, fide-2014, ..." for a usage message.
[[nodiscard]] std::string rule_set_names(const game_driver& driver);

}  // namespace repetita::cli

#endif
