#ifndef REPETITA_CORPUS_DISAGREEMENT_HPP
#define REPETITA_CORPUS_DISAGREEMENT_HPP

/// \file
/// Where the rule sets of one game disagree, as `report` shows it: two rule sets disagree on a game
/// when they end it differently (one ends it and the other does not, or at another ply, or with
/// another result: the `compare` summary's "ends differently"). The position drawn for such a game
/// is that of its earliest repetition event.

#include <repetita/corpus/output/outcome.hpp>
#include <repetita/corpus/report.hpp>

#include <algorithm>
#include <cstddef>

namespace repetita::corpus {

/// Do rule sets `a` and `b` end game `g` differently?
[[nodiscard]] inline bool ends_differ(const game_report& g, const rule_set_report& a, const rule_set_report& b) {
  return !same_end(outcome_of(g, a), outcome_of(g, b));
}

/// Does some pair of the game's rule sets end it differently?
[[nodiscard]] inline bool rule_sets_disagree(const game_report& g) {
  for (std::size_t i = 1; i < g.rule_sets.size(); ++i)
    if (ends_differ(g, g.rule_sets[0], g.rule_sets[i])) return true;
  return false;
}

/// What to show of a game: the earliest event of any rule set that rests on repeated positions (or
/// else on a repeated move series), the position after ply `ply` (its last occurrence), and the
/// plies `first` to `last` it spans; without such an event, the earliest end. `event` may be null.
struct figure_focus {
  const event* shown = nullptr;
  ply_t ply = 0;
  ply_t first = 0;
  ply_t last = 0;
};

[[nodiscard]] inline figure_focus focus_of(const game_report& g) {
  figure_focus f;
  int best_rank = 3;  // 0: positions, 1: move series, 2: an end
  const auto consider = [&](const event& e, int rank) {
    if (rank > best_rank || (rank == best_rank && f.shown != nullptr && e.ply >= f.shown->ply)) return;
    best_rank = rank;
    f.shown = &e;
    f.ply = rank == 0 && !e.occurrences.empty() ? e.occurrences.back() : e.ply;
    f.first = e.occurrences.empty() ? e.ply : std::min(e.occurrences.front(), e.ply);
    f.last = e.occurrences.empty() ? e.ply : std::max(e.occurrences.back(), e.ply);
  };
  for (const rule_set_report& rs : g.rule_sets)
    for (const event& e : rs.events) {
      if (e.evidence == evidence_kind::positions && !e.occurrences.empty()) consider(e, 0);
      else if (e.evidence == evidence_kind::move_series && !e.occurrences.empty()) consider(e, 1);
      else if (rs.ended() && e.ply == rs.end.ply && e.kind == rs.end.kind) consider(e, 2);
    }
  return f;
}

}  // namespace repetita::corpus

#endif
