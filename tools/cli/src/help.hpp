#ifndef REPETITA_CLI_HELP_HPP
#define REPETITA_CLI_HELP_HPP

/// \file
/// `repetita --help` and `repetita COMMAND --help`: what to type.

#include <string>
#include <string_view>

namespace repetita::cli {

/// The help of `command` ("" for the tool itself); empty for an unknown command.
[[nodiscard]] std::string help_text(std::string_view command);

}  // namespace repetita::cli

#endif
