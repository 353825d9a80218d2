#ifndef REPETITA_ARIMAA_REFEREE_HPP
#define REPETITA_ARIMAA_REFEREE_HPP

/// \file
/// The referee: follows one Arimaa game under every rule set of a registry (keeping the positions)
/// and, for the rule set chosen at construction, answers "is this move legal now?", "which moves
/// are legal?" (as distinct positions) and "is the game over, and why?". It adds the one
/// end-of-turn fact that depends on the history: every move of the player to move would make a
/// position occur for the third time (facts::only_repetitions), as the session's history fact, for
/// a rule set that reads it.

#include <repetita/arimaa/game.hpp>
#include <repetita/arimaa/movegen.hpp>
#include <repetita/arimaa/repetition_immobilization.hpp>
#include <repetita/arimaa/rule_sets.hpp>
#include <repetita/session.hpp>
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
  using session_type = repetita::session<game, Registry, repetition_immobilization>;

  /// Follows the game from `start` under the rule set at index `rule_set`. Check 6 (a player whose
  /// only moves repeat loses) is computed when that rule set has a rule that reads
  /// facts::only_repetitions. Throws std::invalid_argument when there is no such rule set.
  basic_referee(Registry rules, const position& start, std::size_t rule_set)
      : session_(std::move(rules), start, checked(rule_set)) {}

  [[nodiscard]] const position& current() const noexcept { return session_.current(); }
  [[nodiscard]] ply_t ply() const noexcept { return session_.ply(); }
  [[nodiscard]] std::size_t rule_set() const noexcept { return session_.rule_set(); }
  [[nodiscard]] const tracker_type& tracker() const noexcept { return session_.tracker(); }
  /// The session under the referee (positions, tracker, chosen rule set, check 6).
  [[nodiscard]] const session_type& session() const noexcept { return session_; }

  /// The verdict of the chosen rule set if `m` (whose steps must be legal: check_move) were played
  /// now: illegal_move with the rule (unchanged-position, repetition) under `arimaa`, a loss that
  /// ends the game (under `aei` also for those two rules: AEI ends the game, the mover losing), or
  /// none. The "only repetitions" fact is not computed here (see play).
  [[nodiscard]] verdict check(const move& m) { return session_.verdict_if_move(m); }
  [[nodiscard]] bool is_legal(const move& m) { return session_.is_legal(m); }

  /// Calls f(after) for every distinct position a legal move of the player to move can leave (never
  /// the unchanged board; not a third occurrence under a rule set that makes it illegal; under
  /// `aei` a third occurrence is a move that loses, and is listed), until f returns false. Nothing once the game is
  /// over for the rule set. Returns false if stopped by f.
  template <class F>
  bool for_each_legal(F&& f) {
    if (session_.is_over() || current().in_setup()) return true;
    return gen_.for_each(current(), [&](const position& after) {
      if (session_.verdict_if(after, repetition_only).kind == verdict_kind::illegal_move) return true;
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
    if (session_.is_over() || current().in_setup()) return out;
    for (auto& g : gen_.moves(current()))
      if (session_.verdict_if(g.after, repetition_only).kind != verdict_kind::illegal_move) out.push_back(std::move(g));
    return out;
  }

  /// Plays `m` (its steps are not checked: see check_move) even if it is illegal, as records are
  /// replayed, and returns the chosen rule set's verdict at the new ply. For a turn its record
  /// judged illegal (notation::resolved::illegal_turn), `known` holds facts::illegal_turn, which the
  /// rule sets judge (illegal under `arimaa`, a loss under `aei`).
  const verdict& play(const move& m, ply_facts known = {}) { return session_.play(m, known); }
  /// Takes back the last turn.
  void pop() { session_.pop(); }
  /// The verdict that ended the game for the rule set (a loss), or kind none.
  [[nodiscard]] const verdict& outcome() const { return session_.outcome(); }

 private:
  static std::size_t checked(std::size_t rule_set) {
    if (rule_set >= Registry::size) throw std::invalid_argument("repetita::arimaa::referee: no such rule set");
    return rule_set;
  }

  session_type session_;
  move_generator gen_;
};

/// The referee over the Arimaa rule sets (`rule_sets`).
class referee : public basic_referee<registry_type> {
 public:
  explicit referee(const position& start = position{}, std::string_view rule_set = "arimaa")
      : basic_referee<registry_type>(
            rule_sets, start,
            session_type::rule_set_index(rule_sets, rule_set, "repetita::arimaa::referee: no Arimaa rule set is called that")) {}
};

}  // namespace repetita::arimaa

#endif
