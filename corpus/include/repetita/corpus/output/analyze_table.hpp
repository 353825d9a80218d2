#ifndef REPETITA_CORPUS_OUTPUT_ANALYZE_TABLE_HPP
#define REPETITA_CORPUS_OUTPUT_ANALYZE_TABLE_HPP

/// \file
/// `analyze` for people: per game a header line, per rule set a line with the result under it and
/// the events as aligned rows with a short sentence each (docs/cli.md, "The table").

#include <repetita/corpus/output/formatted_writer.hpp>

#include <string>

namespace repetita::corpus {

class game_driver;
struct event;

/// "black may claim by writing 22...Bc7", "drawn after 26...Bc7", ...
[[nodiscard]] std::string event_sentence(const game_driver& driver, const event& e);

/// "Pest vs Paris (Correspondence match, 1842), 54 plies, recorded 1-0"
[[nodiscard]] std::string game_description(const game_report& game);

class analyze_table_writer final : public formatted_writer {
 public:
  using formatted_writer::formatted_writer;
  /// An empty line between games.
  void format(const game_report& report, const std::string& file, bool first_of_run, std::string& out) const override;
};

}  // namespace repetita::corpus

#endif
