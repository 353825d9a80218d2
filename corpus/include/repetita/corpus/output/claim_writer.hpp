#ifndef REPETITA_CORPUS_OUTPUT_CLAIM_WRITER_HPP
#define REPETITA_CORPUS_OUTPUT_CLAIM_WRITER_HPP

/// \file
/// `check`: the verdict on a claim under each rule set, with its evidence (docs/cli.md, "check").

#include <repetita/corpus/output/output_format.hpp>
#include <repetita/corpus/game_driver.hpp>

#include <string>

namespace repetita::corpus {

/// The output of `check` for `report` read from `file`.
[[nodiscard]] std::string claim_output(const claim_report& report, const std::string& file, output_format format);

}  // namespace repetita::corpus

#endif
