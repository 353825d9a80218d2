#ifndef REPETITA_CORPUS_REPORT_HPP
#define REPETITA_CORPUS_REPORT_HPP

/// \file
/// What replaying records produces, independent of the game: the events of one game under one rule
/// set, the report of one game, a record that could not be read, and a batch of them in input order.
/// The writers (output/) and the subcommands (commands/) read only these types.

#include <repetita/ply.hpp>
#include <repetita/records/board_diagram.hpp>
#include <repetita/records/ply_annotation.hpp>
#include <repetita/records/record_anomaly.hpp>
#include <repetita/records/record_error.hpp>
#include <repetita/records/record_header.hpp>
#include <repetita/rule_info.hpp>
#include <repetita/verdict.hpp>

#include <array>
#include <optional>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

namespace repetita::corpus {

class game_driver;

/// The default --max-plies (docs/cli.md 2): 50 times the longest real games (chess < 2,000 plies,
/// Go < 1,000 moves, Arimaa < 500 turns), a bound at which a record still costs about a second and
/// a hundred megabytes (issue 42), so that one hostile record cannot hold a service for long.
inline constexpr std::uint64_t default_max_plies = 100'000;

/// What kind of evidence a rule's verdict rests on: the rule's own declaration (rule_info.hpp).
using repetita::evidence_kind;

/// One thing a rule says at one ply (docs/cli.md, "Events").
struct event {
  ply_t ply = 0;                          ///< 0 = the start position; p = after the p-th half-move
  verdict_kind kind = verdict_kind::none;  ///< claimable_draw, draw, illegal_move, loss, no_result
  player_index by = no_player;            ///< the claimant, the loser, the player whose move is illegal
  std::string move;                       ///< the move as written in the record (see `announced`); may be empty
  std::string move_label;                 ///< the move with its number for people, e.g. "22...Bc7"
  bool announced = false;                 ///< a claim made by writing `move` before playing it (FIDE 9.2.1)
  std::vector<ply_t> occurrences;         ///< evidence plies, oldest first; above 10, the first 5 and the last 5 (docs/cli.md 3.4)
  std::uint32_t occurrences_total = 0;    ///< evidence plies in all (occurrences.size() up to 10)
  std::uint32_t count = 0;                ///< occurrences counted, plies without progress, or repeats
  std::uint32_t period = 0;               ///< a move series: plies in the repeated block; else 0
  std::string_view rule;                  ///< static storage: the rule set's rule
  std::string_view citation;
  evidence_kind evidence = evidence_kind::other;  ///< positions or move_series: a repetition rule
  ply_annotation annotation;  ///< --annotations: the clock and evaluation the record gives at `ply`
};

/// One game under one rule set.
struct rule_set_report {
  std::size_t rule_set = 0;  ///< index into the driver's rule sets
  verdict end;               ///< the verdict that ended the game under this rule set, or kind none
  std::vector<event> events;
  /// replay_options::summary_events: the events not kept, and the illegal moves among them.
  std::uint64_t events_left_out = 0;
  std::uint64_t illegal_left_out = 0;

  [[nodiscard]] bool ended() const noexcept { return end.kind != verdict_kind::none; }
};

/// A position of a game drawn for people (`report`): the board and the moves around it.
struct position_figure {
  ply_t ply = 0;                 ///< the board after this ply
  board_diagram board;
  /// The moves around the repetition, (ply, label such as "22...Bc7"), in ply order; a gap in the
  /// plies is a gap in the list.
  std::vector<std::pair<ply_t, std::string>> moves;
};

/// One game read and replayed: its record's header (players, title, recorded result, where it
/// is) and what each chosen rule set says.
struct game_report : record_header {
  const game_driver* driver = nullptr;
  std::vector<rule_set_report> rule_sets;  ///< in the order the rule sets were asked for
  /// Filled only when replay_options::diagrams asks and the rule sets end the game differently
  /// (disagreement.hpp), for a game whose adapter draws boards.
  std::optional<position_figure> figure;
  /// What record_header::warnings says, as read (lines of the text read, which may be part of an
  /// input: place_in_input shifts both).
  std::vector<record_anomaly> anomalies;
};

/// A record that could not be read. Printed as `file:line:column: error: kind: message (game N, "text")`.
using read_error = repetita::record_error;

/// Shifts a game read from part of an input (a chunk, a byte range), numbered from its first game
/// and line, to the numbers of the whole input: `games` and `lines` came before that part.
inline void place_in_input(game_report& report, std::uint64_t games, std::uint64_t lines) {
  report.game += games;
  if (lines == 0) return;
  if (report.line > 0) report.line += lines;
  report.warnings.clear();
  for (record_anomaly& a : report.anomalies) {
    if (a.error.line > 0) a.error.line += lines;
    report.warnings.push_back(warning_text(a));
  }
}

/// The same for a record that could not be read.
inline void place_in_input(read_error& error, std::uint64_t games, std::uint64_t lines) {
  if (error.game > 0) error.game += games;
  if (error.line > 0) error.line += lines;
}

/// The records of one chunk of input, in input order.
struct batch_report {
  std::vector<std::variant<game_report, read_error>> items;
  std::uint64_t games = 0;  ///< game numbers used by the chunk (its last game number, chunk-relative)
  std::uint64_t plies = 0;  ///< plies replayed
  std::uint64_t bytes = 0;  ///< size of the chunk

  /// Empty again, the list keeping the memory it grew to (a task's list serves block after block).
  void clear() noexcept {
    items.clear();
    games = plies = bytes = 0;
  }
};

}  // namespace repetita::corpus

#endif
