#ifndef REPETITA_CHESS_ARBITER_HPP
#define REPETITA_CHESS_ARBITER_HPP

/// \file
/// The arbiter: what the FIDE Laws (or another chess rule set) say about a game as it is played.
/// Named like python-chess: `is_*` for what happens automatically, `can_claim_*` for claims.

#include <repetita/chess/game.hpp>
#include <repetita/chess/movegen.hpp>
#include <repetita/chess/rule_sets.hpp>
#include <repetita/session.hpp>
#include <repetita/tracker.hpp>

#include <chrono>
#include <cstddef>
#include <optional>
#include <stdexcept>
#include <string_view>
#include <type_traits>
#include <vector>

namespace repetita::chess {

/// The time control of a game, for the penalty of an incorrect claim (FIDE 9.5.3, Appendix A.3).
enum class time_control : std::uint8_t { standard, rapid, blitz };

/// What an arbiter rules on a draw claim (FIDE 9.5).
struct claim_ruling {
  bool correct = false;              ///< 9.5.2: the game is drawn at once
  verdict evidence;                  ///< the claimable draw (rule, citation, occurrences) when correct
  std::chrono::minutes penalty{0};   ///< 9.5.3: time added to the opponent's clock when incorrect
  bool announced_move_stands = false;  ///< 9.5.3: an incorrect claim with a move: the move must be played
};

/// Follows one game under one chess rule set (default `fide-2023`) and answers the arbiter's
/// questions. It keeps the position, so callers only pass moves. Every query is O(1) except the
/// ones that say otherwise.
class arbiter {
 public:
  using registry_type = std::remove_cvref_t<decltype(rule_sets)>;
  using session_type = repetita::session<game, registry_type>;

  explicit arbiter(const position& start = position{}, std::string_view rule_set = "fide-2023")
      : session_(rule_sets, start,
                 session_type::rule_set_index(rule_sets, rule_set,
                                              "repetita::chess::arbiter: no chess rule set is called that")) {}

  /// Plays a legal move (from the generator or the SAN/UCI parsers). Moves after the end of the
  /// game are recorded too: they are void (`void_moves`).
  void play(move m) { static_cast<void>(session_.play(m)); }
  /// Takes back the last move.
  void pop() { session_.pop(); }

  [[nodiscard]] const position& current() const noexcept { return session_.current(); }
  [[nodiscard]] ply_t ply() const noexcept { return session_.ply(); }

  // ---- automatic: the game is over without a claim ---------------------------------------------
  [[nodiscard]] bool is_checkmate() const { return now_has("checkmate"); }
  [[nodiscard]] bool is_stalemate() const { return now_has("stalemate"); }
  /// FIDE 9.6.1 (or the rule set's fivefold): the position has appeared five times.
  [[nodiscard]] bool is_fivefold_repetition() const { return now_has("fivefold", verdict_kind::draw); }
  /// FIDE 9.6.2: 75 moves by each player without a pawn move or a capture (and no mate on the last).
  [[nodiscard]] bool is_seventyfive_moves() const { return now_has("seventy-five-moves", verdict_kind::draw); }
  /// The game has ended under the rule set, at this ply or before.
  [[nodiscard]] bool is_game_over() const { return session_.is_over(); }
  /// The verdict that ended the game (kind none while it goes on): rule, ply, citation, evidence.
  [[nodiscard]] const verdict& outcome() const { return session_.outcome(); }
  /// How many recorded moves came after the end: they are void (FIDE 9.6: "regardless of any
  /// subsequent moves").
  [[nodiscard]] std::size_t void_moves() const { return session_.void_moves(); }

  // ---- claims by the player having the move ----------------------------------------------------
  /// FIDE 9.2.2: the position on the board has appeared for at least the third time.
  [[nodiscard]] bool can_claim_threefold_repetition() const { return can_claim_now("threefold"); }
  /// FIDE 9.3.2: the last 50 moves by each player had no pawn move and no capture.
  [[nodiscard]] bool can_claim_fifty_moves() const { return can_claim_now("fifty-moves"); }
  /// FIDE 9.2.1 / 9.3.1: would writing `m` (and declaring the intention to play it) make a correct
  /// claim? The verdict names the claimant and the clause; kind none if the claim would be incorrect.
  [[nodiscard]] verdict claim_with(move m) { return session_.claim_by_move(m); }
  /// Every legal move whose announcement makes a correct claim. O(legal moves).
  [[nodiscard]] std::vector<move> claiming_moves() {
    std::vector<move> result;
    for (move m : legal_moves(current()))
      if (claim_with(m)) result.push_back(m);
    return result;
  }
  /// The ruling on a claim now (no move: 9.2.2 / 9.3.2) or with an announced move (9.2.1 / 9.3.1).
  /// The penalty of an incorrect claim is two minutes, one in rapid and blitz (9.5.3, A.3).
  [[nodiscard]] claim_ruling judge_claim(std::optional<move> announced = std::nullopt,
                                         time_control control = time_control::standard) {
    claim_ruling ruling;
    if (announced) {
      ruling.evidence = claim_with(*announced);
    } else {
      if (session_.can_claim() && !is_game_over()) ruling.evidence = session_.verdict_now();
    }
    ruling.correct = ruling.evidence.kind == verdict_kind::claimable_draw;
    if (!ruling.correct) {
      ruling.penalty = std::chrono::minutes(control == time_control::standard ? 2 : 1);
      ruling.announced_move_stands = announced.has_value();
    }
    return ruling;
  }

  /// The underlying tracker (every rule set is followed; `rule_set()` is the one judged here).
  [[nodiscard]] const repetita::tracker<game, registry_type>& tracker() const noexcept { return session_.tracker(); }
  [[nodiscard]] std::size_t rule_set() const noexcept { return session_.rule_set(); }
  /// The session under the arbiter (the core's part: positions, tracker, chosen rule set).
  [[nodiscard]] const session_type& session() const noexcept { return session_; }

 private:

  // Does a rule called `rule` speak at the current ply (and not after the end)?
  [[nodiscard]] bool now_has(std::string_view rule, verdict_kind kind = verdict_kind::none) const {
    bool found = false;
    session_.for_each_rule_verdict([&](const verdict& v) {
      if (v.rule == rule && (kind == verdict_kind::none || v.kind == kind)) found = true;
    });
    return found;
  }
  [[nodiscard]] bool can_claim_now(std::string_view rule) const {
    if (is_game_over()) return false;
    const player_index to_move = session_.to_move();
    bool found = false;
    session_.for_each_rule_verdict([&](const verdict& v) {
      if (v.rule == rule && v.kind == verdict_kind::claimable_draw && v.who == to_move) found = true;
    });
    return found;
  }

  session_type session_;
};

}  // namespace repetita::chess

#endif
