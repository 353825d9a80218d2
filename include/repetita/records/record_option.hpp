#ifndef REPETITA_RECORDS_RECORD_OPTION_HPP
#define REPETITA_RECORDS_RECORD_OPTION_HPP

/// \file
/// Options a game declares for composing its rule sets at run time (Go: `suicide`). Tools build
/// their option parsing and help from these declarations and hand each game the values given
/// for its own options: `repetita --option suicide=forbidden` (also `--suicide forbidden`), Python
/// `repetita.analyze(..., suicide="forbidden")`. No tool names a game's option.

#include <map>
#include <span>
#include <string>
#include <string_view>

namespace repetita {

/// One option of a game (record_adapter.hpp: `A::options`).
struct record_option {
  std::string_view name;        ///< as written after --option or as a keyword: "suicide"
  std::string_view value_name;  ///< the value's placeholder in help: "P"
  std::span<const std::string_view> values;  ///< the values it takes, for help and errors
  std::string_view help;        ///< what it does, one sentence or two, for help
};

/// The values given to a game's options in one run, by option name.
using record_option_values = std::map<std::string, std::string, std::less<>>;

}  // namespace repetita

#endif
