#ifndef REPETITA_CORPUS_OUTPUT_RULES_WRITER_HPP
#define REPETITA_CORPUS_OUTPUT_RULES_WRITER_HPP

/// \file
/// `rules`: the rule sets of each game with a one-line description and source.

#include <repetita/corpus/output/output_format.hpp>
#include <repetita/corpus/game_driver.hpp>

#include <span>
#include <string>

namespace repetita::corpus {

[[nodiscard]] std::string rules_output(std::span<const game_driver* const> drivers, output_format format);

}  // namespace repetita::corpus

#endif
