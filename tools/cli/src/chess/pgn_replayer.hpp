#ifndef REPETITA_CLI_CHESS_PGN_REPLAYER_HPP
#define REPETITA_CLI_CHESS_PGN_REPLAYER_HPP

/// \file
/// Replays a PGN game through a chess tracker (one pass for every rule set of its registry) and
/// writes the timeline of the chosen rule sets. Two registries are used: the standard rule set
/// alone (the default `--rules`, cheapest) and every chess rule set.

#include "../report.hpp"
#include "../rule_evidence.hpp"
#include "../timeline.hpp"
#include "pgn_record.hpp"

#include <repetita/chess/game.hpp>
#include <repetita/chess/pgn.hpp>
#include <repetita/chess/rule_sets.hpp>
#include <repetita/tracker.hpp>

#include <boost/hana/at.hpp>

#include <cstddef>
#include <type_traits>
#include <vector>

namespace repetita::cli::chess_pgn {

namespace chess = repetita::chess;

/// Every chess rule set (registry order = the driver's rule set indices).
using full_registry = std::remove_cvref_t<decltype(chess::rule_sets)>;
/// The standard rule set alone (index 0 of the full registry).
using standard_registry = decltype(repetita::make_registry(boost::hana::at_c<0>(chess::rule_sets.rule_sets)));

[[nodiscard]] inline const standard_registry& standard_rule_sets() {
  static const standard_registry registry = repetita::make_registry(boost::hana::at_c<0>(chess::rule_sets.rule_sets));
  return registry;
}

/// The moves of one PGN game, as timeline_builder asks for them (see timeline.hpp).
class pgn_moves {
 public:
  explicit pgn_moves(const chess::pgn_game& game) noexcept : game_(game) {}

  /// Plays move i from the positions the reader kept (pgn_options::keep_positions): the reader
  /// has made every move already, so only the tracker's work is done here. A null move ("--",
  /// lenient PGN only) passes the turn: neither progress nor irreversible.
  template <class Tracker>
  const chess::position& play(Tracker& t, const chess::position& /*before*/, std::size_t i) const {
    const chess::move m = game_.moves[i].value;
    const chess::position& after = game_.positions[i];
    const bool move_follows = i + 1 < game_.moves.size() && !game_.moves[i + 1].value.is_null();
    t.push(after, chess::recorded_ply(m, after, move_follows));
    return after;
  }
  /// The move a player may write to claim (FIDE 9.2.1); none for a null move.
  [[nodiscard]] const chess::move* announceable(std::size_t i) const noexcept {
    const chess::move& m = game_.moves[i].value;
    return m.is_null() ? nullptr : &m;
  }
  void describe(std::size_t i, event& e) const {
    e.move.assign(game_.san(i));
    e.move_label = move_label(game_.start, i, game_.san(i));
  }

 private:
  const chess::pgn_game& game_;
};

template <class Registry>
class pgn_replayer {
 public:
  using tracker_type = repetita::tracker<chess::game, Registry>;

  pgn_replayer(const Registry& registry, std::vector<std::size_t> selection, bool fold)
      : tracker_(registry), builder_(catalogs_of(registry), std::move(selection), fold) {
    tracker_.reserve(1024);
  }

  /// Replays `game`; returns the plies replayed (fewer than the record's when every chosen rule
  /// set ended early).
  ply_t replay(const chess::pgn_game& game, std::vector<rule_set_report>& out) {
    pgn_moves moves(game);
    return builder_.replay(tracker_, game.start, game.moves.size(), moves, out);
  }

 private:
  tracker_type tracker_;
  timeline_builder<tracker_type> builder_;
};

}  // namespace repetita::cli::chess_pgn

#endif
