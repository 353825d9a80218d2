#ifndef REPETITA_CORPUS_OUTPUT_OUTPUT_FORMAT_HPP
#define REPETITA_CORPUS_OUTPUT_OUTPUT_FORMAT_HPP

/// \file
/// The text formats the writers produce (docs/cli.md, "Output formats").

#include <cstdint>

namespace repetita::corpus {

enum class output_format : std::uint8_t { table, json, csv };

}  // namespace repetita::corpus

#endif
