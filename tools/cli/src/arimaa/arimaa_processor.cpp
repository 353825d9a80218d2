#include "arimaa_processor.hpp"

#include "game_boundaries.hpp"

#include <cstddef>
#include <cstdint>

namespace repetita::cli::arimaa_text {

namespace nt = repetita::arimaa::notation;

arimaa_processor::arimaa_processor(const game_driver& driver, const replay_options& options)
    : driver_(driver), options_(options), replayer_(options_.rule_sets, options_.fold) {}

void arimaa_processor::process(const record_chunk& chunk, const std::string& file, batch_report& out) {
  out.items.clear();
  out.games = 0;
  out.plies = 0;
  out.bytes = chunk.text.size();
  const std::string_view text = chunk.text;
  game_boundaries boundaries;
  std::size_t game_start = 0;      // byte where the current game's text starts
  std::uint64_t game_line = 0;     // its line in the chunk (0-based)
  std::size_t line_start = 0;
  std::size_t previous_line_start = 0;
  std::uint64_t line = 0;          // the current line in the chunk (0-based)
  const auto finish = [&](std::size_t end) {
    if (!boundaries.has_game()) return;  // only blanks and comments
    ++out.games;
    game(text.substr(game_start, end - game_start), chunk.first_line + game_line, out.games, file, out);
  };
  while (line_start < text.size()) {
    std::size_t end = text.find('\n', line_start);
    if (end == std::string_view::npos) end = text.size();
    const bool had_game = boundaries.has_game();
    const auto cut = boundaries.feed(text.substr(line_start, end - line_start));
    if (cut != game_boundaries::cut::none && had_game) {
      const std::size_t at = cut == game_boundaries::cut::here ? line_start : previous_line_start;
      const std::uint64_t at_line = cut == game_boundaries::cut::here ? line : line - 1;
      // The boundaries state already counts the new game's first line(s): finish the previous game
      // as if it had a game (it had: a cut is only reported then).
      ++out.games;
      game(text.substr(game_start, at - game_start), chunk.first_line + game_line, out.games, file, out);
      game_start = at;
      game_line = at_line;
    }
    previous_line_start = line_start;
    line_start = end + 1;
    ++line;
  }
  finish(text.size());
}

void arimaa_processor::game(std::string_view text, std::uint64_t first_line, std::uint64_t number,
                            const std::string& file, batch_report& out) {
  const auto fail = [&](const nt::error& e) {
    read_error error = to_read_error(e, text, first_line, number);
    error.file = file;
    out.items.emplace_back(std::move(error));
  };
  auto record = nt::read(text);
  if (!record) return fail(record.error());
  auto resolved = nt::resolve(record.value(), repetita::arimaa::position{},
                              nt::read_options{.repeated_turn_replaces = options_.lenient});
  if (!resolved) return fail(resolved.error());
  game_report report;
  report.driver = &driver_;
  report.game = number;
  const nt::record& r = record.value();
  report.line = first_line - 1 + static_cast<std::uint64_t>(r.diagram ? r.diagram->line : r.turns.empty() ? 1 : r.turns.front().line);
  read_header(r, resolved.value(), report);
  replayer_.replay(r, resolved.value(), report.rule_sets);
  out.plies += report.plies;
  out.items.emplace_back(std::move(report));
}

}  // namespace repetita::cli::arimaa_text
