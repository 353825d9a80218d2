#ifndef REPETITA_CORPUS_BUNDLED_EXAMPLES_HPP
#define REPETITA_CORPUS_BUNDLED_EXAMPLES_HPP

/// \file
/// The example records shipped with the tool (examples/<game>/*), read when no file is given.
/// Looked up in the source tree the binary was built from (REPETITA_CLI_EXAMPLES_DIR), then beside
/// an installed binary (<prefix>/bin/../share/repetita/examples), then in the configured install
/// directory (REPETITA_CLI_INSTALLED_EXAMPLES_DIR). They are named "examples/<game>/<file>".

#include <repetita/corpus/input.hpp>

#include <optional>
#include <string>
#include <vector>

namespace repetita::corpus {

/// The examples directory, if one exists.
[[nodiscard]] std::optional<std::string> examples_directory();

/// Every example record whose extension a game driver claims, sorted by game and file name.
[[nodiscard]] std::vector<input_spec> bundled_examples(const std::string& directory);

}  // namespace repetita::corpus

#endif
