#ifndef REPETITA_CORPUS_OUTPUT_ANALYZE_JSON_HPP
#define REPETITA_CORPUS_OUTPUT_ANALYZE_JSON_HPP

/// \file
/// `analyze --format json`: JSON lines, one object per game and rule set (docs/cli.md).

#include <repetita/corpus/output/formatted_writer.hpp>

#include <string>

namespace repetita::corpus {

/// Appends the JSON object of `game` under its rule set report number `index`, and a line end.
void append_analysis_json(std::string& out, const game_report& game, std::size_t index, const std::string& file);

class analyze_json_writer final : public formatted_writer {
 public:
  using formatted_writer::formatted_writer;
  void format(const game_report& report, const std::string& file, bool first_of_run, std::string& out) const override;
};

}  // namespace repetita::corpus

#endif
