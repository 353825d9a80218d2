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
#include <cstdint>
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
  using registry_type = chess::registry_type;
  using session_type = repetita::session<game, registry_type>;

  explicit arbiter(const position& start = position{}, std::string_view rule_set = "fide-2023")
      : session_(rule_sets, start,
                 session_type::rule_set_index(rule_sets, rule_set,
                                              "repetita::chess::arbiter: no chess rule set is called that")),
        roles_(roles_of(session_.rule_set())) {}

  /// Plays a legal move (from the generator or the SAN/UCI parsers). Moves after the end of the
  /// game are recorded too: they are void (`void_moves`).
  void play(move m) { static_cast<void>(session_.play(m)); }
  /// Takes back the last move.
  void pop() { session_.pop(); }

  [[nodiscard]] const position& current() const noexcept { return session_.current(); }
  [[nodiscard]] ply_t ply() const noexcept { return session_.ply(); }

  // ---- automatic: the game is over without a claim ---------------------------------------------
  [[nodiscard]] bool is_checkmate() const { return now_has(roles_.checkmate); }
  [[nodiscard]] bool is_stalemate() const { return now_has(roles_.stalemate); }
  /// FIDE 9.6.1 (or the rule set's fivefold): the position has appeared five times.
  [[nodiscard]] bool is_fivefold_repetition() const { return now_has(roles_.fivefold, verdict_kind::draw); }
  /// FIDE 9.6.2: 75 moves by each player without a pawn move or a capture (and no mate on the last).
  [[nodiscard]] bool is_seventyfive_moves() const { return now_has(roles_.seventy_five_moves, verdict_kind::draw); }
  /// The game has ended under the rule set, at this ply or before.
  [[nodiscard]] bool is_game_over() const { return session_.is_over(); }
  /// The verdict that ended the game (kind none while it goes on): rule, ply, citation, evidence.
  [[nodiscard]] const verdict& outcome() const { return session_.outcome(); }
  /// How many recorded moves came after the end: they are void (FIDE 9.6: "regardless of any
  /// subsequent moves").
  [[nodiscard]] std::size_t void_moves() const { return session_.void_moves(); }

  // ---- claims by the player having the move ----------------------------------------------------
  /// FIDE 9.2: may the player to move claim a draw by repetition, now (9.2.2: the position on the
  /// board has appeared for at least the third time) or by writing one of their legal moves (9.2.1:
  /// it would appear for the third time)? What python-chess's method of this name means. O(1) when
  /// a claim is possible now, else one probe per legal move.
  [[nodiscard]] bool can_claim_threefold_repetition() {
    return can_claim_now(roles_.threefold) || can_claim_by_move(roles_.threefold);
  }
  /// FIDE 9.2.2 alone: the position on the board has appeared for at least the third time.
  [[nodiscard]] bool can_claim_threefold_repetition_now() const { return can_claim_now(roles_.threefold); }
  /// FIDE 9.3: may the player to move claim a draw by the fifty-move rule, now (9.3.2) or by
  /// writing one of their legal moves (9.3.1)? As python-chess's method of this name.
  [[nodiscard]] bool can_claim_fifty_moves() {
    return can_claim_now(roles_.fifty_moves) || can_claim_by_move(roles_.fifty_moves);
  }
  /// FIDE 9.3.2 alone: the last 50 moves by each player had no pawn move and no capture.
  [[nodiscard]] bool can_claim_fifty_moves_now() const { return can_claim_now(roles_.fifty_moves); }
  /// Either claim, now or by writing a move (python-chess's `can_claim_draw`).
  [[nodiscard]] bool can_claim_draw() {
    return can_claim_now(roles_.threefold | roles_.fifty_moves) || can_claim_by_move(roles_.threefold | roles_.fifty_moves);
  }
  /// The position on the board has appeared at least `count` times (under the rule set's identity:
  /// FIDE 9.2.3 for fide-2023), whatever the rules make of it (python-chess's `is_repetition`).
  [[nodiscard]] bool is_repetition(std::uint32_t count = 3) const { return session_.count(session_.ply()) >= count; }
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

  // The rule entries of the judged rule set (bit i: verdict::rule_index i) that play each role,
  // found by what the rule is (its type, threshold or fact), not by its name.
  struct rule_roles {
    std::uint64_t checkmate = 0, stalemate = 0, fivefold = 0, seventy_five_moves = 0, threefold = 0, fifty_moves = 0;
  };
  static rule_roles roles_of(std::size_t rs) {
    rule_roles roles;
    rule_sets.visit(rs, [&roles](const auto& set) {
      set.for_each_rule_entry([&roles](std::size_t i, const auto& r) {
        using rule_type = std::remove_cvref_t<decltype(r)>;
        const std::uint64_t bit = i < 64 ? std::uint64_t{1} << i : 0;
        if constexpr (std::is_same_v<rule_type, repetita::rules::on_fact>) {
          if (r.facts == facts::checkmate) roles.checkmate |= bit;
          if (r.facts == facts::stalemate) roles.stalemate |= bit;
        } else if constexpr (std::is_same_v<rule_type, repetita::rules::nfold>) {
          if (r.threshold == 5) roles.fivefold |= bit;  // FIDE 9.6.1
          if (r.threshold == 3) roles.threefold |= bit;  // FIDE 9.2.2
        } else if constexpr (std::is_same_v<rule_type, repetita::rules::progress_counter>) {
          if (r.threshold == 150) roles.seventy_five_moves |= bit;  // FIDE 9.6.2
          if (r.threshold == 100) roles.fifty_moves |= bit;         // FIDE 9.3.2
        }
      });
    });
    return roles;
  }
  [[nodiscard]] static bool plays(std::uint64_t role, const verdict& v) noexcept {
    return v.rule_index < 64 && ((role >> v.rule_index) & 1U) != 0;
  }

  // Does a rule of `role` speak at the current ply (and not after the end)?
  [[nodiscard]] bool now_has(std::uint64_t role, verdict_kind kind = verdict_kind::none) const {
    bool found = false;
    session_.for_each_rule_verdict([&](const verdict& v) {
      if (plays(role, v) && (kind == verdict_kind::none || v.kind == kind)) found = true;
    });
    return found;
  }
  // Would writing one of the legal moves make a correct claim by a rule of `role`?
  [[nodiscard]] bool can_claim_by_move(std::uint64_t role) {
    if (is_game_over()) return false;
    for (move m : legal_moves(current()))
      if (const verdict v = claim_with(m); v && plays(role, v)) return true;
    return false;
  }
  [[nodiscard]] bool can_claim_now(std::uint64_t role) const {
    if (is_game_over()) return false;
    const player_index to_move = session_.to_move();
    bool found = false;
    session_.for_each_rule_verdict([&](const verdict& v) {
      if (plays(role, v) && v.kind == verdict_kind::claimable_draw && v.who == to_move) found = true;
    });
    return found;
  }

  session_type session_;
  rule_roles roles_;
};

}  // namespace repetita::chess

#endif
