#ifndef REPETITA_CORPUS_RECORD_REPLAYER_HPP
#define REPETITA_CORPUS_RECORD_REPLAYER_HPP

/// \file
/// Replays the records of any game (a repetita::record_adapter) through one tracker pass per
/// record, for every rule set of a registry, and writes the timeline of the chosen ones. Two
/// registries are used: the standard rule set alone (the default `--rules`, cheapest) and every
/// rule set of the game.

#include <repetita/corpus/report.hpp>
#include <repetita/corpus/rule_evidence.hpp>
#include <repetita/corpus/timeline.hpp>

#include <repetita/records/record_adapter.hpp>
#include <repetita/registry.hpp>
#include <repetita/tracker.hpp>

#include <cstddef>
#include <string>
#include <vector>

namespace repetita::corpus {

/// The plies of one record, as timeline_builder asks for them (see timeline.hpp).
template <record_adapter A>
class record_moves {
 public:
  explicit record_moves(typename A::record& r) noexcept : record_(r) {}

  template <class Tracker>
  decltype(auto) play(Tracker& t, const typename A::game::position& before, std::size_t i) {
    return record_.play(t, before, i);
  }
  [[nodiscard]] const typename A::game::move* announceable(std::size_t i) const noexcept {
    return record_.announceable(i);
  }
  void describe(std::size_t i, event& e) const {
    record_.describe(i, e.move, e.move_label);
    if constexpr (requires { record_.annotation(i); }) e.annotation = record_.annotation(i);
    // The player who made an illegal move is the one the record names, where it names one (a
    // record may have one player move twice; the tracker names the player whose turn it was).
    if constexpr (requires { record_.mover_of(i); }) {
      if (e.kind == verdict_kind::illegal_move)
        if (const player_index p = record_.mover_of(i); p != no_player) e.by = p;
    }
  }

 private:
  typename A::record& record_;
};

/// The position after ply `ply` of `r` (at most its last), replayed again through `t`: for the few
/// games a report draws (a tracker of one rule set is the cheapest).
template <record_adapter A, class Tracker>
typename A::game::position position_at(typename A::record& r, Tracker& t, ply_t ply) {
  t.start(r.start());
  typename A::game::position p = r.start();
  for (std::size_t i = 0; i < ply && i < r.plies(); ++i) p = r.play(t, p, i);
  return p;
}

template <record_adapter A, class Registry>
class record_replayer {
 public:
  using tracker_type = repetita::tracker<typename A::game, Registry>;

  record_replayer(const Registry& registry, std::vector<std::size_t> selection, bool fold, bool summary = false)
      : tracker_(registry), builder_(catalogs_of(registry), std::move(selection), fold, summary) {
    tracker_.reserve(1024);
  }

  /// Replays `r`; returns the plies replayed (fewer than the record's when every chosen rule set
  /// ended early).
  ply_t replay(typename A::record& r, std::vector<rule_set_report>& out) {
    record_moves<A> moves(r);
    return builder_.replay(tracker_, r.start(), r.plies(), moves, out);
  }

  [[nodiscard]] tracker_type& tracker() noexcept { return tracker_; }

 private:
  tracker_type tracker_;
  timeline_builder<tracker_type> builder_;
};

}  // namespace repetita::corpus

#endif
