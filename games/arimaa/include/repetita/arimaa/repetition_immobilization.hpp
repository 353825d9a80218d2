#ifndef REPETITA_ARIMAA_REPETITION_IMMOBILIZATION_HPP
#define REPETITA_ARIMAA_REPETITION_IMMOBILIZATION_HPP

/// \file
/// Check 6 of the end of the game, "the only moves player B has are 3rd time repetitions" (Arimaa
/// Game Rules; ../shared/rules/arimaa.md 1.4), for any tracker over the Arimaa rule sets. It
/// depends on the history, so game::ply_facts cannot compute it: this pushes each turn with its
/// facts and, for the rule set it watches, adds facts::only_repetitions to the ply (tracker::add_facts)
/// when every move of the player to move would make a position occur for the third time. The
/// referee and the CLI use it.

#include <repetita/arimaa/game.hpp>
#include <repetita/arimaa/movegen.hpp>
#include <repetita/history.hpp>
#include <repetita/ply.hpp>
#include <repetita/ply_facts.hpp>
#include <repetita/verdict.hpp>

#include <bit>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

namespace repetita::arimaa {

class repetition_immobilization {
 public:
  /// `rule_set`: the registry index of the rule set whose third occurrences make check 6, or
  /// nullopt to push the turns with their plain facts.
  explicit repetition_immobilization(std::optional<std::size_t> rule_set = std::nullopt) : rule_set_(rule_set) {}

  /// Forgets the pushed turns (call it with tracker::start).
  void clear() noexcept {
    twice_.clear();
    added_.clear();
  }

  /// Pushes the turn `before -> after` (the tracker's current position is `before`).
  template <class Tracker>
  void push(Tracker& t, const position& before, const position& after) {
    t.push(after, ply_input{no_move_key, turn_facts(before, after)});
    const bool second = rule_set_ && t.count(*rule_set_, t.ply()) == 2;
    if (second) twice_.push_back(after);
    added_.push_back(second ? 1 : 0);
    if (!rule_set_ || before.in_setup() || t.end(*rule_set_) || !within_reach(after) || !every_move_repeats(t, after))
      return;
    t.add_facts(ply_facts(facts::only_repetitions));  // known only now that the ply is on the board
  }

  /// Takes back the last turn pushed.
  template <class Tracker>
  void pop(Tracker& t) {
    if (!added_.empty()) {
      if (added_.back() != 0) twice_.pop_back();
      added_.pop_back();
    }
    t.pop();
  }

 private:
  // A move of B can only make a third occurrence if some position with A to move has occurred twice
  // and differs from `after` by at most what one turn can change: a step changes at most 3 bits of
  // the 12 bitboards (2, and 1 more for a capture), so 4 steps at most 12.
  [[nodiscard]] bool within_reach(const position& after) const noexcept {
    const color a = opponent(after.to_move());
    for (const position& q : twice_) {
      if (q.to_move() != a) continue;
      int changed = 0;
      for (std::size_t i = 0; i < 12; ++i) changed += std::popcount(q.board()[i] ^ after.board()[i]);
      if (changed <= 12) return true;
    }
    return false;
  }

  template <class Tracker>
  [[nodiscard]] bool every_move_repeats(Tracker& t, const position& after) {
    bool any = false;
    const bool all = gen_.for_each(after, [&](const position& r) {
      any = true;
      return t.verdict_if(*rule_set_, r).kind == verdict_kind::illegal_move;
    });
    return any && all;
  }

  std::optional<std::size_t> rule_set_;
  std::vector<position> twice_;           // positions at their second occurrence, oldest first
  std::vector<std::uint8_t> added_;       // per ply pushed: 1 if it added to twice_
  move_generator gen_;
};

}  // namespace repetita::arimaa

#endif
