#ifndef REPETITA_VERDICT_HPP
#define REPETITA_VERDICT_HPP

/// \file
/// Verdict: what a rule says about a position, with its evidence.

#include <repetita/ply.hpp>

#include <cstdint>
#include <string_view>

namespace repetita {

/// What a rule can say about the position at one ply.
enum class verdict_kind : std::uint8_t {
  none,            ///< nothing to say
  claimable_draw,  ///< `who` may claim a draw (FIDE 9.2, 9.3); the game goes on unless they do
  draw,            ///< the game is drawn, no claim needed (FIDE 9.6, shogi sennichite)
  no_result,       ///< the game ends without a result (Japanese Go rules, Article 12)
  loss,            ///< the game ends and `who` loses (shogi perpetual check, checkmate)
  illegal_move,    ///< the move that led here, made by `who`, was illegal (superko, Arimaa)
};

/// The lowercase name used in docs and in the CLI's JSON (`claimable_draw`, `illegal_move`, ...).
[[nodiscard]] constexpr std::string_view to_string(verdict_kind kind) noexcept {
  switch (kind) {
    case verdict_kind::none: return "none";
    case verdict_kind::claimable_draw: return "claimable_draw";
    case verdict_kind::draw: return "draw";
    case verdict_kind::no_result: return "no_result";
    case verdict_kind::loss: return "loss";
    case verdict_kind::illegal_move: return "illegal_move";
  }
  return "none";
}

/// The type of `verdict::rule_index`: 16 bits, so that with `kind` and `who` it fills the first
/// word of a verdict and a default verdict is built with one store.
using rule_index_type = std::uint16_t;

/// The `verdict::rule_index` of a verdict no rule set gave (a referee's "occupied", a default verdict).
inline constexpr rule_index_type no_rule_index = 0xFFFF;

/// A verdict and its evidence.
///
/// Evidence is kept small so that a verdict is cheap to compute on every ply: the rule, the ply it
/// holds at, how many occurrences (or repeats, or plies) it counted and where the counted span
/// begins. The full list of occurrence plies is a view the tracker gives on demand
/// (`tracker::occurrences`), since listing it costs a walk of the history.
///
/// `rule_index` says which rule entry of its rule set spoke (`rule_set::rule_infos`): layers that
/// need the rule's metadata look it up by index, never by matching `rule` or `citation`. It sits in
/// what was padding after `who`, so a verdict is no larger for it.
struct verdict {
  verdict_kind kind = verdict_kind::none;
  player_index who = no_player;  ///< claimant, loser, or player whose move was illegal; `no_player` otherwise
  /// The rule entry of the rule set that gave the verdict; `no_rule_index` if none did. A rule alone
  /// leaves it `no_rule_index` (or, for a rule of several entries, its own entry: rule_info.hpp);
  /// the rule set and the tracker make it an index into `rule_set::rule_infos()`.
  rule_index_type rule_index = no_rule_index;
  ply_t ply = no_ply;            ///< the ply the verdict holds at
  ply_t since = no_ply;          ///< first ply of the evidence: first counted occurrence, start of a series, last reset
  std::uint32_t count = 0;       ///< occurrences counted (n-fold), repeats (series) or plies (progress counters)
  std::uint32_t period = 0;      ///< for a move series: the length of the repeated block, in plies
  std::string_view rule;         ///< the rule's name: "threefold", "fivefold", "psk", "perpetual-check", ...
  std::string_view citation;     ///< where the rule is written: "FIDE 9.2.2", "JSA 対局規定 第8条 7", ...

  [[nodiscard]] constexpr explicit operator bool() const noexcept { return kind != verdict_kind::none; }
  friend constexpr bool operator==(const verdict&, const verdict&) = default;
};

// The rule index lives in what was padding: kind, who and rule_index fill 4 bytes, then four 32-bit
// fields and two string views.
static_assert(sizeof(verdict) == 6 * sizeof(std::uint32_t) + 2 * sizeof(std::string_view),
              "repetita::verdict grew: keep rule_index in the padding after `who`");

}  // namespace repetita

#endif
