#ifndef REPETITA_CLI_GO_SGF_REPLAYER_HPP
#define REPETITA_CLI_GO_SGF_REPLAYER_HPP

/// \file
/// Replays the main line of an SGF game tree through a Go tracker (one pass for every rule set of
/// its registry) and writes the timeline of the chosen rule sets. The replay is tolerant: an
/// illegal move is reported and played (SGF FF[4]: "It doesn't matter if the move itself is
/// illegal"), and does not end the game. Two registries are used: the standard rule set alone (the
/// default `--rules`, cheapest) and every Go rule set.

#include "../report.hpp"
#include "../rule_evidence.hpp"
#include "../timeline.hpp"
#include "sgf_record.hpp"

#include <repetita/go/game.hpp>
#include <repetita/go/main_line.hpp>
#include <repetita/go/rule_sets.hpp>
#include <repetita/history.hpp>
#include <repetita/tracker.hpp>

#include <boost/hana/at.hpp>

#include <cstddef>
#include <type_traits>
#include <vector>

namespace repetita::cli::go_sgf {

namespace go = repetita::go;

/// Every Go rule set (registry order = the driver's rule set indices).
using full_registry = go::registry_type;
/// The standard rule set alone (index 0 of the full registry).
using standard_registry = decltype(repetita::make_registry(boost::hana::at_c<0>(go::rule_sets.rule_sets)));

[[nodiscard]] inline const standard_registry& standard_rule_sets() {
  static const standard_registry registry = repetita::make_registry(boost::hana::at_c<0>(go::rule_sets.rule_sets));
  return registry;
}

/// The plies of one main line, as timeline_builder asks for them (see timeline.hpp).
class sgf_moves {
 public:
  explicit sgf_moves(const sgf::main_line& line) noexcept : line_(line) {}

  /// Plays ply i. A setup node after the first move edits the board (SGF: "no prisoners nor any
  /// other captures"); it is recorded with the pass fact, so no rule judges it, and later positions
  /// are still compared with the earlier ones.
  template <class Tracker>
  go::position play(Tracker& t, const go::position& before, std::size_t i) const {
    const sgf::main_line_step& step = line_.steps[i];
    if (!step.is_setup()) return t.play(before, step.m);
    go::position after = before;
    static_cast<void>(sgf::apply_setup(*step.setup, after));  // read_main_line checked it
    t.push(after, repetita::ply_input{repetita::no_move_key, repetita::ply_facts{repetita::ply_facts::pass}});
    return after;
  }
  /// Go rule sets give no claimable draw: nothing is announced.
  [[nodiscard]] const go::move* announceable(std::size_t) const noexcept { return nullptr; }
  void describe(std::size_t i, event& e) const {
    const sgf::main_line_step& step = line_.steps[i];
    e.move.assign(move_text(step));
    e.move_label = move_label(step, i, line_.info.start.board().height());
    // The player who made an illegal move is the move's colour, also when a record has one colour
    // move twice (the tracker names the player whose turn it was).
    if (e.kind == verdict_kind::illegal_move && !step.is_setup()) e.by = static_cast<player_index>(step.m.player);
  }

 private:
  const sgf::main_line& line_;
};

template <class Registry>
class sgf_replayer {
 public:
  using tracker_type = repetita::tracker<go::game, Registry>;

  sgf_replayer(const Registry& registry, std::vector<std::size_t> selection, bool fold)
      : tracker_(registry), builder_(catalogs_of(registry), std::move(selection), fold) {
    tracker_.reserve(1024);
  }

  /// Replays `line`; returns the plies replayed (fewer than the record's when every chosen rule
  /// set ended early).
  ply_t replay(const sgf::main_line& line, std::vector<rule_set_report>& out) {
    sgf_moves moves(line);
    return builder_.replay(tracker_, line.info.start, line.steps.size(), moves, out);
  }

 private:
  tracker_type tracker_;
  timeline_builder<tracker_type> builder_;
};

}  // namespace repetita::cli::go_sgf

#endif
