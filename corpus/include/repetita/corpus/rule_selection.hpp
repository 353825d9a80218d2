#ifndef REPETITA_CORPUS_RULE_SELECTION_HPP
#define REPETITA_CORPUS_RULE_SELECTION_HPP

/// \file
/// `--rules`: which rule sets of each game are reported. No names: the game's standard rule set
/// (index 0). "all": every rule set of the game, in registry order. Names: those that belong to the
/// game, in the order given (each game takes its own names from the list); a game none of whose
/// rule sets is named is reported under its standard rule set (so `--rules fide-2023` over chess
/// and Go records still reports the Go records, under `japanese`). A game may compose rule sets at
/// run time (its options, record_option.hpp: Go's `suicide`; KataGo rules strings as names): the run then uses a composed driver
/// of that game (game_driver::composed), whose rule sets are named as composed.

#include <repetita/corpus/game_driver.hpp>

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace repetita::corpus {

/// Splits "a,b,c" (empty items ignored).
[[nodiscard]] std::vector<std::string> split_list(std::string_view text);

/// The usage error for names no game knows ("unknown rule set 'x'; known: ..."), or nothing.
[[nodiscard]] std::optional<std::string> unknown_rule_sets(const std::vector<std::string>& names);

/// The rule set indices of `driver` for `names`: those named, else the standard one (index 0).
[[nodiscard]] std::vector<std::size_t> select_rule_sets(const game_driver& driver, const std::vector<std::string>& names);

/// The games whose rule sets a run composes: (the game's driver, the run's composed driver).
using composed_drivers = std::vector<std::pair<const game_driver*, const game_driver*>>;

/// game_driver::composed for every game, each given the values of its own options; empty for a run
/// that composes nothing (no option given, no name that asks a composition). Throws
/// std::invalid_argument with the message for the user (an option no game declares, a bad value).
[[nodiscard]] composed_drivers compose_drivers(const std::vector<std::string>& names, const rule_options& options);

/// The option of that name of the first game that declares it, or nullptr.
[[nodiscard]] const record_option* option_named(std::string_view name) noexcept;

/// "unknown option 'x'; the games' options: suicide (go)".
[[nodiscard]] std::string unknown_option_message(std::string_view name);

/// The driver a run uses for records of `driver`'s game: its composed one, or `driver`.
[[nodiscard]] const game_driver& driver_for_run(const composed_drivers& composed, const game_driver& driver) noexcept;

/// "fide-2023, fide-2014, ..." for a usage message.
[[nodiscard]] std::string rule_set_names(const game_driver& driver);

}  // namespace repetita::corpus

#endif
