#ifndef REPETITA_ARIMAA_REFEREE_HPP
#define REPETITA_ARIMAA_REFEREE_HPP

/// \file
/// The referee: follows one Arimaa game under every rule set of a registry (keeping the positions)
/// and, for the rule set chosen at construction, answers "is this move legal now?", "which moves
/// are legal?" (as distinct positions) and "is the game over, and why?". It adds the one
/// end-of-turn fact that depends on the history: every move of the player to move would make a
/// position occur for the third time (facts::only_repetitions).

#include <repetita/arimaa/game.hpp>
#include <repetita/arimaa/movegen.hpp>
#include <repetita/arimaa/repetition_immobilization.hpp>
#include <repetita/arimaa/rule_sets.hpp>
#include <repetita/tracker.hpp>

#include <cstddef>
#include <optional>
#include <stdexcept>
#include <string_view>
#include <vector>

namespace repetita::arimaa {

template <class Registry>
class basic_referee {
 public:
  using tracker_type = repetita::tracker<game, Registry>;

  /// `detects` says whether the chosen rule set makes a player whose only moves repeat lose.
  basic_referee(Registry rules, const position& start, std::size_t rule_set, bool detects)
      : tracker_(std::move(rules)),
        rule_set_(rule_set),
        turns_(detects ? std::optional<std::size_t>(rule_set) : std::nullopt) {
    if (rule_set_ >= Registry::size) throw std::invalid_argument("repetita::arimaa::referee: no such rule set");
    tracker_.start(start);
    positions_.push_back(start);
  }

  [[nodiscard]] const position& current() const noexcept { return positions_.back(); }
  [[nodiscard]] ply_t ply() const noexcept { return tracker_.ply(); }
  [[nodiscard]] std::size_t rule_set() const noexcept { return rule_set_; }
  [[nodiscard]] const tracker_type& tracker() const noexcept { return tracker_; }

  /// The verdict of the chosen rule set if `m` (whose steps must be legal: check_move) were played
  /// now: illegal_move with the rule (unchanged-position, repetition) under `arimaa`, a loss that
  /// ends the game (under `aei` also for those two rules: AEI ends the game, the mover losing), or
  /// none. The "only repetitions" fact is not computed here (see play).
  [[nodiscard]] verdict check(const move& m) { return tracker_.verdict_if_move(rule_set_, current(), m); }
  [[nodiscard]] bool is_legal(const move& m) { return check(m).kind != verdict_kind::illegal_move; }

  /// Calls f(after) for every distinct position a legal move of the player to move can leave (never
  /// the unchanged board; not a third occurrence under a rule set that makes it illegal; under
  /// `aei` a third occurrence is a move that loses, and is listed), until f returns false. Nothing once the game is
  /// over for the rule set. Returns false if stopped by f.
  template <class F>
  bool for_each_legal(F&& f) {
    if (tracker_.end(rule_set_) || current().in_setup()) return true;
    return gen_.for_each(current(), [&](const position& after) {
      if (tracker_.verdict_if(rule_set_, after).kind == verdict_kind::illegal_move) return true;
      return f(after);
    });
  }
  /// The number of legal moves, counted as distinct resulting positions.
  [[nodiscard]] std::size_t count_legal() {
    std::size_t n = 0;
    static_cast<void>(for_each_legal([&](const position&) {
      ++n;
      return true;
    }));
    return n;
  }
  /// The legal moves: one move per distinct resulting position.
  [[nodiscard]] std::vector<move_generator::generated> legal_moves() {
    std::vector<move_generator::generated> out;
    if (tracker_.end(rule_set_) || current().in_setup()) return out;
    for (auto& g : gen_.moves(current()))
      if (tracker_.verdict_if(rule_set_, g.after).kind != verdict_kind::illegal_move) out.push_back(std::move(g));
    return out;
  }

  /// Plays `m` (its steps are not checked: see check_move) even if it is illegal, as records are
  /// replayed, and returns the chosen rule set's verdict at the new ply.
  const verdict& play(const move& m) {
    const position after = arimaa::play(current(), m);
    turns_.push(tracker_, current(), after);
    positions_.push_back(after);
    return tracker_.verdict_now(rule_set_);
  }
  /// Takes back the last turn.
  void pop() {
    turns_.pop(tracker_);
    positions_.pop_back();
  }
  /// The verdict that ended the game for the rule set (a loss), or kind none.
  [[nodiscard]] const verdict& outcome() const { return tracker_.end(rule_set_); }

 private:
  tracker_type tracker_;
  std::size_t rule_set_;
  repetition_immobilization turns_;  // pushes each turn, with check 6 when the rule set makes it
  std::vector<position> positions_;
  move_generator gen_;
};

/// The referee over the Arimaa rule sets (`rule_sets`).
class referee : public basic_referee<registry_type> {
 public:
  explicit referee(const position& start = position{}, std::string_view rule_set = "arimaa")
      : basic_referee<registry_type>(rule_sets, start, index_of_rule_set(rule_set),
                                     detects_repetition_immobilization[index_of_rule_set(rule_set)]) {}

 private:
  static std::size_t index_of_rule_set(std::string_view name) {
    if (const auto i = find_rule_set(name)) return *i;
    throw std::invalid_argument("repetita::arimaa::referee: no Arimaa rule set is called that");
  }
};

}  // namespace repetita::arimaa

#endif
