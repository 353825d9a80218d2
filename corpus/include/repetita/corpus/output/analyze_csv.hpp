#ifndef REPETITA_CORPUS_OUTPUT_ANALYZE_CSV_HPP
#define REPETITA_CORPUS_OUTPUT_ANALYZE_CSV_HPP

/// \file
/// `analyze --format csv`: one row per event, the game's columns repeated; a game and rule set
/// without events still has one row, with empty event columns (docs/cli.md).

#include <repetita/corpus/output/formatted_writer.hpp>

#include <string>

namespace repetita::corpus {

class analyze_csv_writer final : public formatted_writer {
 public:
  /// `annotations`: three more columns, clock, eval and mate (--annotations).
  explicit analyze_csv_writer(bool annotations = false, std::FILE* out = stdout)
      : formatted_writer(out), annotations_(annotations) {}
  /// The header line comes before the first game's rows.
  void format(const game_report& report, const std::string& file, bool first_of_run, std::string& out) const override;

 private:
  bool annotations_ = false;
};

}  // namespace repetita::corpus

#endif
