#ifndef REPETITA_SESSION_HPP
#define REPETITA_SESSION_HPP

/// \file
/// Session: one game as it is played, judged under one chosen rule set. It holds a tracker (which
/// follows every rule set of the registry), the positions from the start (so callers pass only
/// moves, and can take them back) and the chosen rule set's index. A game's arbiter or referee is a
/// session plus the game's own questions (chess::arbiter, go::basic_referee, arimaa::basic_referee).

#include <repetita/detail/inline.hpp>
#include <repetita/game.hpp>
#include <repetita/history.hpp>
#include <repetita/history_fact.hpp>
#include <repetita/occurrence_index.hpp>
#include <repetita/ply.hpp>
#include <repetita/tracker.hpp>
#include <repetita/verdict.hpp>

#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace repetita {

/// A game in progress under a chosen rule set of `Registry`, with an optional history fact `Fact`
/// (history_fact.hpp) computed for the chosen rule set when one of its rules reads it.
///
/// Minimal use: `session<my_game, registry_type> s(my_rules, start, "name"); s.play(m);
/// s.verdict_now();`. It owns the tracker, the stack of positions (one per ply from the start: the
/// current one is `current()`, the others are what `pop` returns to) and, when it is asked for, the
/// history fact. Costs: those of the tracker, plus one copy of each position pushed (`positions()`
/// grows by one position per ply; `reserve` avoids reallocation).
template <class G, class Registry, class Fact = no_history_fact>
class session {
 public:
  using game_type = G;
  using position = typename G::position;
  using move = typename G::move;
  using registry_type = Registry;
  using tracker_type = repetita::tracker<G, Registry>;
  static_assert(history_fact<Fact, tracker_type>,
                "repetita::session: the history fact must provide `facts`, `clear()`, "
                "`ply_facts judge(tracker&, rule set index, before, after)` and `pop()`");

  /// Starts at `start` under the rule set at index `rule_set` of `rules`. Throws
  /// std::invalid_argument when there is no such index.
  session(Registry rules, const position& start, std::size_t rule_set, tracker_options options = {})
      : tracker_(std::move(rules), options), rule_set_(checked_index(rule_set)) {
    asks_fact_ = tracker_.rule_sets().reads_facts(rule_set_, static_cast<ply_facts::bits_type>(Fact::facts));
    this->start(start);
  }

  /// Starts at `start` under the rule set called `name`. Throws std::invalid_argument naming the
  /// known rule sets when none is called that (see rule_set_index).
  session(Registry rules, const position& start, std::string_view name, tracker_options options = {})
      : session(rules, start, rule_set_index(rules, name, "repetita::session: no rule set is called that"), options) {}

  /// The index of the rule set called `name` in `rules`; otherwise throws std::invalid_argument
  /// whose message is `message`, the name asked for and the names known.
  [[nodiscard]] static std::size_t rule_set_index(const Registry& rules, std::string_view name, std::string_view message) {
    if (const auto i = rules.find(name)) return *i;
    std::string what(message);
    what += " (\"";
    what += name;
    what += "\"; known:";
    for (const rule_set_info& info : rules.infos()) {
      what += ' ';
      what += info.name;
    }
    what += ')';
    throw std::invalid_argument(what);
  }

  // ---- following the game ----------------------------------------------------------------------

  /// Starts a new game at `start` (ply 0), forgetting the last one but keeping storage.
  void start(const position& initial) {
    tracker_.start(initial);
    fact_.clear();
    positions_.clear();
    positions_.push_back(initial);
  }

  /// Plays `m` from the current position, as recorded (an illegal move is played all the same; a
  /// move after the end is void: `is_void`), and returns the chosen rule set's verdict at the new ply.
  /// `known`: facts of the move that its record knows and the game's ply_facts does not compute (a
  /// foul its reader judged: Arimaa's facts::illegal_turn).
  REPETITA_ALWAYS_INLINE const verdict& play(const move& m, ply_facts known = {}) {
    position after = G::play(current(), m);
    ply_input input = tracker_type::input_of(current(), m, after, tracker_.facts_read());
    input.facts.set(known.bits());
    return push(std::move(after), input);
  }

  /// Records `after` as the next position, with its ply input (for callers that make moves with
  /// their own engine, or record a setup), and returns the chosen rule set's verdict at the new ply.
  REPETITA_ALWAYS_INLINE const verdict& push(position after, const ply_input& input = {}) {
    if (asks_fact_)
      push_judged(tracker_, fact_, rule_set_, current(), after, input);
    else
      tracker_.push(after, input);
    positions_.push_back(std::move(after));
    return tracker_.verdict_now(rule_set_);
  }

  /// Takes back the last ply. Throws std::logic_error at the start (and, with
  /// tracker_options::forget_irreversible, at the first retained ply).
  void pop() {
    tracker_.pop();
    if (asks_fact_) fact_.pop();
    positions_.pop_back();
  }

  /// Reserves room for games of `plies` plies.
  void reserve(std::size_t plies) {
    tracker_.reserve(plies);
    positions_.reserve(plies + 1);
  }

  [[nodiscard]] const position& current() const noexcept { return positions_.back(); }
  /// The positions from the start to the current one (one per ply).
  [[nodiscard]] const std::vector<position>& positions() const noexcept { return positions_; }
  [[nodiscard]] ply_t ply() const noexcept { return tracker_.ply(); }
  /// The chosen rule set's index in the registry.
  [[nodiscard]] std::size_t rule_set() const noexcept { return rule_set_; }
  /// The tracker (it follows every rule set; `rule_set()` is the one a session judges under).
  [[nodiscard]] const tracker_type& tracker() const noexcept { return tracker_; }
  /// The player to move, as the core's index.
  [[nodiscard]] player_index to_move() const { return index_of<G>(G::side_to_move(current())); }

  // ---- what the chosen rule set says now -------------------------------------------------------

  /// The combined verdict at the current ply (once the game has ended, the verdict that ended it).
  [[nodiscard]] const verdict& verdict_now() const { return tracker_.verdict_now(rule_set_); }
  /// Calls `f(verdict)` for each rule that speaks at the current ply, in rule order (nothing once
  /// the current ply is void).
  template <class F>
  void for_each_rule_verdict(F&& f) const {
    tracker_.for_each_rule_verdict(rule_set_, std::forward<F>(f));
  }
  /// The verdict that ended the game (kind none while it goes on).
  [[nodiscard]] const verdict& outcome() const { return tracker_.end(rule_set_); }
  /// The game has ended under the chosen rule set, at this ply or before.
  [[nodiscard]] bool is_over() const { return static_cast<bool>(outcome()); }
  /// True if the game ended before ply `p`: the move that led to `p` is void (FIDE 9.6).
  [[nodiscard]] bool is_void(ply_t p) const { return tracker_.is_void(rule_set_, p); }
  /// How many moves came after the end: they are void.
  [[nodiscard]] std::size_t void_moves() const {
    return is_over() ? static_cast<std::size_t>(ply() - outcome().ply) : 0;
  }
  /// May the player to move claim a draw now (the position is on the board: FIDE 9.2.2, 9.3.2)?
  [[nodiscard]] bool can_claim() const { return tracker_.can_claim(rule_set_, to_move()); }
  /// The plies with the same identity as the retained ply `p` (default: the current one), newest
  /// first; valid until the next pop or start.
  [[nodiscard]] occurrence_view occurrences(ply_t p) const { return tracker_.occurrences(rule_set_, p); }
  [[nodiscard]] occurrence_view occurrences() const { return occurrences(ply()); }
  /// How many times the identity of the retained ply `p` has occurred up to and including `p`.
  [[nodiscard]] std::uint32_t count(ply_t p) const { return tracker_.count(rule_set_, p); }

  // ---- what it would say after a move ----------------------------------------------------------

  /// The verdict if `after` were the next position (superko, Arimaa legality); nothing changes.
  [[nodiscard]] REPETITA_ALWAYS_INLINE verdict verdict_if(const position& after, const ply_input& input) {
    return tracker_.verdict_if(rule_set_, after, input);
  }
  /// The verdict if `m` were played now.
  [[nodiscard]] REPETITA_ALWAYS_INLINE verdict verdict_if_move(const move& m) { return tracker_.verdict_if_move(rule_set_, current(), m); }
  /// True unless `m` would be an illegal move under the chosen rule set (a move that ends the game
  /// is legal).
  [[nodiscard]] bool is_legal(const move& m) { return verdict_if_move(m).kind != verdict_kind::illegal_move; }
  /// The claim made by announcing `m` (FIDE 9.2.1, 9.3.1): a claimable draw for the mover, or kind
  /// none if the claim would be incorrect (tracker::claim_by_move).
  [[nodiscard]] verdict claim_by_move(const move& m) { return tracker_.claim_by_move(rule_set_, current(), m); }

 private:
  [[nodiscard]] static std::size_t checked_index(std::size_t rs) {
    if (rs >= Registry::size) throw std::invalid_argument("repetita::session: no rule set has that index");
    return rs;
  }

  tracker_type tracker_;
  std::size_t rule_set_;
  bool asks_fact_ = false;  // the chosen rule set reads Fact::facts
  [[no_unique_address]] Fact fact_{};
  std::vector<position> positions_;
};

}  // namespace repetita

#endif
