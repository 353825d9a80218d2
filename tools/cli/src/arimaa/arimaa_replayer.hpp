#ifndef REPETITA_CLI_ARIMAA_ARIMAA_REPLAYER_HPP
#define REPETITA_CLI_ARIMAA_ARIMAA_REPLAYER_HPP

/// \file
/// Replays the standing turns of an Arimaa record through one tracker over every Arimaa rule set
/// (one pass) and writes the timeline of the chosen rule sets. A ply is a whole turn, the setups
/// included. Check 6 of the end of the game (every move would be a third occurrence) is added by
/// repetition_immobilization for the first chosen rule set that makes it (`arimaa`).

#include "../report.hpp"
#include "../rule_evidence.hpp"
#include "../timeline.hpp"
#include "arimaa_record.hpp"

#include <repetita/arimaa/game.hpp>
#include <repetita/arimaa/notation.hpp>
#include <repetita/arimaa/repetition_immobilization.hpp>
#include <repetita/arimaa/rule_sets.hpp>
#include <repetita/tracker.hpp>

#include <cstddef>
#include <optional>
#include <vector>

namespace repetita::cli::arimaa_text {

namespace arimaa = repetita::arimaa;

/// The turns of one record, as timeline_builder asks for them (see timeline.hpp).
class arimaa_turns {
 public:
  arimaa_turns(const arimaa::notation::record& r, const arimaa::notation::resolved& res,
               arimaa::repetition_immobilization& turns) noexcept
      : record_(r), resolved_(res), turns_(turns) {}

  template <class Tracker>
  arimaa::position play(Tracker& t, const arimaa::position& before, std::size_t i) const {
    const arimaa::position after = arimaa::play(before, resolved_.moves[i]);
    turns_.push(t, before, after);
    return after;
  }
  /// Arimaa has no draw to claim by writing a move.
  [[nodiscard]] const arimaa::move* announceable(std::size_t) const noexcept { return nullptr; }
  /// The turn as written ("Ee2n Ee3n"), and with its label ("12g Ee2n Ee3n").
  void describe(std::size_t i, event& e) const {
    const arimaa::notation::turn_line& t = record_.turns[resolved_.lines[i]];
    e.move = turn_text(t);
    e.move_label = t.label() + ' ' + e.move;
  }

 private:
  const arimaa::notation::record& record_;
  const arimaa::notation::resolved& resolved_;
  arimaa::repetition_immobilization& turns_;
};

class arimaa_replayer {
 public:
  using tracker_type = repetita::tracker<arimaa::game, arimaa::registry_type>;

  arimaa_replayer(std::vector<std::size_t> selection, bool fold)
      : tracker_(arimaa::rule_sets), turns_(watched(selection)), builder_(catalogs_of(arimaa::rule_sets), std::move(selection), fold) {
    tracker_.reserve(512);
  }

  /// Replays the standing turns; returns the plies replayed (fewer than the record's when every
  /// chosen rule set ended early).
  ply_t replay(const arimaa::notation::record& r, const arimaa::notation::resolved& res,
               std::vector<rule_set_report>& out) {
    turns_.clear();
    arimaa_turns hooks(r, res, turns_);
    return builder_.replay(tracker_, res.start, res.moves.size(), hooks, out);
  }

 private:
  // The first chosen rule set that makes a player lose whose every move would repeat.
  static std::optional<std::size_t> watched(const std::vector<std::size_t>& selection) {
    for (const std::size_t rs : selection)
      if (arimaa::makes_repetition_immobilization(rs)) return rs;
    return std::nullopt;
  }

  tracker_type tracker_;
  arimaa::repetition_immobilization turns_;
  timeline_builder<tracker_type> builder_;
};

}  // namespace repetita::cli::arimaa_text

#endif
