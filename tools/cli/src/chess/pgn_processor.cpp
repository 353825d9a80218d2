#include "pgn_processor.hpp"

#include "../memory_stream.hpp"

#include <algorithm>

namespace repetita::cli::chess_pgn {

pgn_processor::pgn_processor(const game_driver& driver, const replay_options& options)
    : driver_(driver), options_(options) {
  if (options_.rule_sets.size() == 1 && options_.rule_sets[0] == 0)
    standard_ = std::make_unique<pgn_replayer<standard_registry>>(standard_rule_sets(), options_.rule_sets,
                                                                    options_.fold);
  else
    full_ = std::make_unique<pgn_replayer<full_registry>>(chess::rule_sets, options_.rule_sets, options_.fold);
}

void pgn_processor::process(const record_chunk& chunk, const std::string& file, batch_report& out) {
  out.items.clear();
  out.games = 0;
  out.plies = 0;
  out.bytes = chunk.text.size();
  memory_istream in(chunk.text);
  chess::pgn_options reading = options_.lenient ? chess::pgn_options::lenient() : chess::pgn_options{};
  reading.keep_positions = true;  // the replay pushes them (pgn_replayer.hpp)
  chess::pgn_reader reader(in, file, reading);
  const std::uint64_t line_offset = chunk.first_line - 1;
  for (;;) {
    const auto status = reader.read(game_, error_);
    if (status == chess::pgn_reader::status::end) break;
    if (status == chess::pgn_reader::status::error) {
      read_error e = to_read_error(error_);
      if (e.line > 0) e.line += line_offset;
      out.games = std::max(out.games, e.game);
      out.items.emplace_back(std::move(e));
      continue;
    }
    game_report report;
    read_header(game_, report);
    report.driver = &driver_;
    report.line += line_offset;
    out.games = std::max(out.games, report.game);
    if (standard_)
      standard_->replay(game_, report.rule_sets);
    else
      full_->replay(game_, report.rule_sets);
    out.plies += report.plies;
    out.items.emplace_back(std::move(report));
  }
}

}  // namespace repetita::cli::chess_pgn
