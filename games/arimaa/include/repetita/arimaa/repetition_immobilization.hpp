#ifndef REPETITA_ARIMAA_REPETITION_IMMOBILIZATION_HPP
#define REPETITA_ARIMAA_REPETITION_IMMOBILIZATION_HPP

/// \file
/// Check 6 of the end of the game, "the only moves player B has are 3rd time repetitions" (Arimaa
/// Game Rules; ../shared/rules/arimaa.md 1.4), as the core's history fact (repetita/history_fact.hpp):
/// it depends on the history, so game::ply_facts cannot compute it. After a turn is judged, it says
/// facts::only_repetitions when every move of the player to move would make a position occur for the
/// third time. A rule set needs it when one of its rules reads that fact (rules::repetition_immobilization);
/// a session then asks it at every ply (the referee), and the CLI through repetita::push_judged.

#include <repetita/arimaa/game.hpp>
#include <repetita/arimaa/movegen.hpp>
#include <repetita/history.hpp>
#include <repetita/history_fact.hpp>
#include <repetita/ply.hpp>
#include <repetita/ply_facts.hpp>
#include <repetita/verdict.hpp>

#include <bit>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

namespace repetita::arimaa {

/// The history fact facts::only_repetitions.
class repetition_immobilization {
 public:
  /// The fact it adds.
  static constexpr ply_facts::bits_type facts = arimaa::facts::only_repetitions;

  /// `rule_set`: for push and pop below, the registry index of the rule set whose third occurrences
  /// make check 6, or nullopt to push the turns with their plain facts.
  explicit repetition_immobilization(std::optional<std::size_t> rule_set = std::nullopt) : rule_set_(rule_set) {}

  /// Forgets the turns seen (a new game).
  void clear() noexcept {
    twice_.clear();
    added_.clear();
  }

  /// Once the tracker has pushed and judged the turn `before -> after`: facts::only_repetitions if
  /// the game goes on under rule set `rs` and every move of the player to move would be a third
  /// occurrence there, else no fact.
  template <class Tracker>
  [[nodiscard]] ply_facts judge(Tracker& t, std::size_t rs, const position& before, const position& after) {
    const bool second = t.count(rs, t.ply()) == 2;
    if (second) twice_.push_back(after);
    added_.push_back(second ? 1 : 0);
    if (before.in_setup() || t.end(rs) || !within_reach(after) || !every_move_repeats(t, rs, after)) return {};
    return ply_facts(facts);
  }

  /// Forgets the last turn judged.
  void pop() noexcept {
    if (added_.empty()) return;
    if (added_.back() != 0) twice_.pop_back();
    added_.pop_back();
  }

  /// Pushes the turn `before -> after` (the tracker's current position is `before`) with its facts,
  /// and check 6 for the rule set given at construction: for callers that drive a tracker themselves.
  template <class Tracker>
  void push(Tracker& t, const position& before, const position& after) {
    const ply_input input{no_move_key, turn_facts(before, after)};
    if (rule_set_)
      push_judged(t, *this, *rule_set_, before, after, input);
    else
      t.push(after, input);
  }

  /// Takes back the last turn pushed.
  template <class Tracker>
  void pop(Tracker& t) {
    if (rule_set_) pop();
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
  [[nodiscard]] bool every_move_repeats(Tracker& t, std::size_t rs, const position& after) {
    bool any = false;
    const bool all = gen_.for_each(after, [&](const position& r) {
      any = true;
      return t.verdict_if(rs, r, repetition_only).kind == verdict_kind::illegal_move;
    });
    return any && all;
  }

  std::optional<std::size_t> rule_set_;  // for push and pop(tracker) only
  std::vector<position> twice_;           // positions at their second occurrence, oldest first
  std::vector<std::uint8_t> added_;       // per ply pushed: 1 if it added to twice_
  move_generator gen_;
};

}  // namespace repetita::arimaa

#endif
