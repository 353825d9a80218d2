#ifndef REPETITA_CLI_SHOGI_SHOGI_REPLAYER_HPP
#define REPETITA_CLI_SHOGI_SHOGI_REPLAYER_HPP

/// \file
/// Replays a shogi record through one tracker over every shogi rule set (jsa, csa, jsa-pre-1983:
/// one pass) and writes the timeline of the chosen ones. Shogi has no draw claims: sennichite and
/// the perpetual-check loss end the game by themselves, so the timeline holds game ends only.

#include "../report.hpp"
#include "../rule_evidence.hpp"
#include "../timeline.hpp"
#include "shogi_record.hpp"

#include <repetita/shogi/game.hpp>
#include <repetita/shogi/record.hpp>
#include <repetita/shogi/rule_sets.hpp>
#include <repetita/tracker.hpp>

#include <cstddef>
#include <string_view>
#include <vector>

namespace repetita::cli::shogi_records {

namespace shogi = repetita::shogi;

/// The moves of one record, as timeline_builder asks for them (see timeline.hpp).
class shogi_moves {
 public:
  shogi_moves(const shogi::record& r, std::string_view format) noexcept : record_(r), format_(format) {}

  template <class Tracker>
  shogi::position play(Tracker& t, const shogi::position& before, std::size_t i) const {
    return t.play(before, record_.moves[i]);
  }
  /// A claim by writing a move exists only for claimable draws, which no shogi rule gives.
  [[nodiscard]] const shogi::move* announceable(std::size_t i) const noexcept { return &record_.moves[i]; }
  void describe(std::size_t i, event& e) const {
    e.move.assign(record_.written_move(i));
    e.move_label = move_label(record_, i, format_);
  }

 private:
  const shogi::record& record_;
  std::string_view format_;
};

class shogi_replayer {
 public:
  using tracker_type = repetita::tracker<shogi::game, shogi::registry_type>;

  shogi_replayer(std::vector<std::size_t> selection, bool fold)
      : tracker_(shogi::rule_sets), catalogs_(catalogs_of(shogi::rule_sets)), builder_(catalogs_, std::move(selection), fold) {
    tracker_.reserve(1024);
  }

  /// Replays `r` (read as `format`) into `out`, one report per chosen rule set.
  ply_t replay(const shogi::record& r, std::string_view format, std::vector<rule_set_report>& out) {
    const shogi_moves moves(r, format);
    const ply_t played = builder_.replay(tracker_, r.start, r.moves.size(), moves, out);
    for (rule_set_report& report : out) add_streak_evidence(report);
    return played;
  }

 private:
  // The CSA server's perpetual-check rule (shogi::rules::csa_streak) is a rule type the generic
  // catalog does not know: its end event lists the occurrences it counted, from the first checking
  // move of the streak (the verdict's `since`) on, as an n-fold rule's would.
  void add_streak_evidence(rule_set_report& report) const {
    if (!report.ended() || report.events.empty()) return;
    if (catalogs_[report.rule_set].rule_of(report.end).kind != evidence_kind::other) return;
    event& e = report.events.back();
    if (e.ply != report.end.ply || e.rule != report.end.rule) return;
    rule_evidence positions;
    positions.kind = evidence_kind::positions;
    evidence_plies(tracker_, report.rule_set, report.end, positions, e.occurrences);
    e.evidence = evidence_kind::positions;
  }

  tracker_type tracker_;
  std::vector<rule_catalog> catalogs_;
  timeline_builder<tracker_type> builder_;
};

}  // namespace repetita::cli::shogi_records

#endif
