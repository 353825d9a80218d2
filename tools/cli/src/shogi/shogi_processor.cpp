#include "shogi_processor.hpp"

#include "shogi_record.hpp"

namespace repetita::cli::shogi_records {

shogi_processor::shogi_processor(const game_driver& driver, const replay_options& options)
    : driver_(driver), replayer_(options.rule_sets, options.fold) {}

void shogi_processor::process(const record_chunk& chunk, const std::string& file, batch_report& out) {
  out.items.clear();
  out.games = 0;
  out.plies = 0;
  out.bytes = chunk.text.size();
  const std::uint64_t line_offset = chunk.first_line - 1;
  const std::string_view format = chunk_format(chunk.text, chunk.first_line, file);
  if (format.empty()) {
    read_error e;
    e.file = file;
    e.kind = "unknown_format";
    e.message = "not a shogi record: the content is not KIF, KI2, CSA or USI";
    out.items.emplace_back(std::move(e));
    return;
  }
  auto games = read_games(chunk.text, format);
  for (std::size_t i = 0; i < games.size(); ++i) {
    const std::uint64_t number = i + 1;
    out.games = number;
    if (!games[i].game) {
      read_error e = to_read_error(games[i].game.error(), file, number);
      e.line += line_offset;
      out.items.emplace_back(std::move(e));
      continue;
    }
    const repetita::shogi::record& r = games[i].game.value();
    game_report report;
    report.driver = &driver_;
    report.game = number;
    report.line = games[i].line + line_offset;
    read_header(r, report);
    replayer_.replay(r, format, report.rule_sets);
    out.plies += report.plies;
    out.items.emplace_back(std::move(report));
  }
}

}  // namespace repetita::cli::shogi_records
