#ifndef REPETITA_GO_REFEREE_HPP
#define REPETITA_GO_REFEREE_HPP

/// \file
/// The referee: follows one Go game under every rule set of a registry and answers, for one of
/// them, "is this move legal now?", "which points are banned now?", and "is the game over?". The
/// tolerant replay of a recorded game (which moves broke which rule set, where a no-result cycle
/// arose) follows every rule set at once.

#include <repetita/go/game.hpp>
#include <repetita/go/rule_sets.hpp>
#include <repetita/session.hpp>
#include <repetita/tracker.hpp>

#include <cstddef>
#include <stdexcept>
#include <string_view>
#include <vector>

namespace repetita::go {

/// A point where a play by the player to move would be illegal, and why (the verdict names the rule:
/// "simple-ko", "psk", "ssk", "ssk-nz", "nssk", "spight", "suicide").
struct banned_point {
  int x = 0;
  int y = 0;
  verdict why;
};

/// Follows one game (it keeps the positions, so callers pass only moves) under every rule set of
/// `Registry`, and judges moves under the one chosen at construction.
template <class Registry>
class basic_referee {
 public:
  using tracker_type = repetita::tracker<game, Registry>;
  using session_type = repetita::session<game, Registry>;

  basic_referee(Registry rules, const position& start, std::string_view rule_set)
      : session_(rules, start,
                 session_type::rule_set_index(rules, rule_set, "repetita::go::referee: no Go rule set is called that")) {}

  [[nodiscard]] const position& current() const noexcept { return session_.current(); }
  [[nodiscard]] ply_t ply() const noexcept { return session_.ply(); }
  [[nodiscard]] std::size_t rule_set() const noexcept { return session_.rule_set(); }
  [[nodiscard]] const tracker_type& tracker() const noexcept { return session_.tracker(); }
  /// The session under the referee (positions, tracker, chosen rule set).
  [[nodiscard]] const session_type& session() const noexcept { return session_; }

  /// The verdict of the rule set if `m` were played now: kind none if it is legal; otherwise
  /// `illegal_move` with the rule that forbids it. O(1) expected (one board play, one index probe).
  /// Throws std::invalid_argument for a point off the board.
  [[nodiscard]] verdict check(const move& m) {
    if (!current().on_board(m)) throw std::invalid_argument("repetita::go::referee: the point is off the board");
    const position after = game::play(current(), m);
    return session_.verdict_if(after, input_of(m, after));
  }
  /// True if `m` is legal now (a pass always is, until the game has ended with no result).
  [[nodiscard]] bool is_legal(const move& m) { return check(m).kind == verdict_kind::none; }

  /// Every empty point where a play by the player to move is illegal now, with the verdict, in
  /// board order (rows top to bottom). A point that never held a stone in this game, with an empty
  /// neighbour, is skipped without a lookup: the play cannot be a suicide and it makes a board that
  /// never occurred (KataGo's filter). Empty once the game has ended for the rule set.
  [[nodiscard]] std::vector<banned_point> banned_points() {
    std::vector<banned_point> out;
    if (session_.is_over()) return out;
    const position& p = current();
    const board& b = p.board();
    for (int y = 0; y < b.height(); ++y)
      for (int x = 0; x < b.width(); ++x) {
        const vertex v = b.at(x, y);
        if (b[v] != color::empty) continue;
        if (!p.ever_occupied(v) && b.has_empty_neighbour(v)) continue;
        const move m = play_at(x, y, p.to_move());
        const position after = game::play(p, m);
        verdict why = session_.verdict_if(after, input_of(m, after));
        if (why.kind == verdict_kind::illegal_move) out.push_back(banned_point{x, y, why});
      }
    return out;
  }

  /// Plays `m` even if it is illegal (records are replayed as written) and returns the verdict of
  /// the chosen rule set at the new ply. Throws std::invalid_argument for a point off the board.
  const verdict& play(const move& m) {
    if (!current().on_board(m)) throw std::invalid_argument("repetita::go::referee: the point is off the board");
    return session_.play(m);
  }
  /// Takes back the last move.
  void pop() { session_.pop(); }

  /// The verdict that ended the game (a no result), or kind none.
  [[nodiscard]] const verdict& outcome() const { return session_.outcome(); }
  /// Two consecutive passes, or a no result.
  [[nodiscard]] bool is_over() const { return current().consecutive_passes() >= 2 || session_.is_over(); }

 private:
  static ply_input input_of(const move& m, const position& after) noexcept {
    return ply_input{game::move_key(m), after.last_facts()};
  }

  session_type session_;
};

/// The referee over every Go rule set (`rule_sets`).
class referee : public basic_referee<registry_type> {
 public:
  explicit referee(const position& start = position{}, std::string_view rule_set = "japanese")
      : basic_referee<registry_type>(rule_sets, start, rule_set) {}
};

// ---- tolerant replay ----------------------------------------------------------------------------

/// Something a rule set says about a recorded move.
struct replay_event {
  ply_t ply = 0;             ///< the ply of the move (the first move is ply 1)
  move m{};                  ///< the move as recorded
  std::size_t rule_set = 0;  ///< index in the registry
  verdict v;                 ///< illegal_move (the move broke a rule) or no_result (a long cycle ended the game)
};

/// Replays recorded moves under every rule set of a registry at once, tolerantly: an illegal move is
/// reported and played all the same (SGF FF[4]: "It doesn't matter if the move itself is illegal"),
/// so researchers can read real records that break a rule. Supports take-back, for game trees.
template <class Registry>
class basic_replayer {
 public:
  using tracker_type = repetita::tracker<game, Registry>;
  /// Every rule set is judged here; the session's chosen one (the first) is not singled out.
  using session_type = repetita::session<game, Registry>;

  explicit basic_replayer(Registry rules) : session_(std::move(rules), position{}, std::size_t{0}) {}

  /// Starts a record at `start` (the empty board or the setup board: ply 0).
  void start(const position& start) { session_.start(start); }
  /// Plays `m` and appends to `events` what each rule set says about it: an illegal move, or the
  /// no result it causes (reported once, at the ply that ends the game for that rule set; later
  /// moves are void for it and are not judged). Throws std::invalid_argument off the board.
  void play(const move& m, std::vector<replay_event>& events) {
    if (!current().on_board(m)) throw std::invalid_argument("repetita::go::replayer: the point is off the board");
    static_cast<void>(session_.play(m));
    const tracker_type& t = session_.tracker();
    const ply_t p = t.ply();
    for (std::size_t rs = 0; rs < tracker_type::rule_set_count; ++rs) {
      const verdict& end = t.end(rs);
      if (end && end.ply < p) continue;  // void for this rule set
      const verdict& v = t.verdict_now(rs);
      if (v.kind == verdict_kind::illegal_move || (end && end.ply == p)) {
        replay_event e{p, m, rs, v};
        e.v.who = static_cast<player_index>(m.player);  // the recorded mover, even out of turn
        events.push_back(e);
      }
    }
  }
  /// Records a setup in the middle of a record (SGF AB/AW/AE/PL after the root) as a ply with the
  /// `pass` fact, so that no rule judges it; later positions are still compared with earlier ones.
  void setup(const position& after) {
    static_cast<void>(session_.push(after, ply_input{no_move_key, ply_facts{ply_facts::pass}}));
  }
  void pop() { session_.pop(); }
  [[nodiscard]] const position& current() const noexcept { return session_.current(); }
  [[nodiscard]] ply_t ply() const noexcept { return session_.ply(); }
  [[nodiscard]] const tracker_type& tracker() const noexcept { return session_.tracker(); }

 private:
  session_type session_;
};

/// The replayer over every Go rule set.
class replayer : public basic_replayer<registry_type> {
 public:
  replayer() : basic_replayer<registry_type>(rule_sets) {}
};

/// Replays `moves` from `start` under every Go rule set; returns the events in ply order.
[[nodiscard]] std::vector<replay_event> replay(const position& start, const std::vector<move>& moves);

}  // namespace repetita::go

#endif
