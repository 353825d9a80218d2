#ifndef REPETITA_SHOGI_RULE_SETS_HPP
#define REPETITA_SHOGI_RULE_SETS_HPP

/// \file
/// The shogi rule sets: `jsa` (fourfold sennichite, perpetual check loses), `csa` (the CSA
/// shogi-server's semantics) and `jsa-pre-1983` (the same sequence of moves three times).
/// Rule texts and interpretations: docs/rules/shogi.md and ../shared/rules/shogi.md.

#include <repetita/history.hpp>
#include <repetita/registry.hpp>
#include <repetita/rule_context.hpp>
#include <repetita/rule_info.hpp>
#include <repetita/rule_set.hpp>
#include <repetita/rules/cycle_override.hpp>
#include <repetita/rules/move_series.hpp>
#include <repetita/rules/nfold.hpp>
#include <repetita/rules/on_fact.hpp>
#include <repetita/shogi/game.hpp>
#include <repetita/shogi/identity.hpp>
#include <repetita/trigger.hpp>
#include <repetita/verdict.hpp>

#include <array>
#include <cstdint>
#include <string_view>

namespace repetita::shogi {

namespace rules {
using repetita::verdict_kind;
using repetita::rules::cycle_override;
using repetita::rules::move_series;
using repetita::rules::mutual_policy;
using repetita::rules::nfold;

/// The perpetual-check rule of the CSA shogi-server (shogi_server/board.rb, update_sennichite and
/// oute_sennichite?): each side has a check-streak table, live from that side's first check of an
/// unbroken run of checking moves and cleared by its next quiet move; every position reached while
/// it is live is counted in it. When a position has occurred `threshold` times (the start position
/// not counted), the mover loses if its own streak count of the position is at least
/// `checker_threshold` (4), else the opponent loses if its streak count is at least
/// `escaper_threshold` (3). Otherwise the rule is silent (the plain sennichite rule decides).
///
/// Cost: nothing until the position has occurred `threshold` times (trigger); then O(the streak).
struct csa_streak {
  std::string_view name;
  std::string_view citation;
  std::uint32_t threshold = 4;
  std::uint32_t checker_threshold = 4;
  std::uint32_t escaper_threshold = 3;

  /// Its verdicts rest on the occurrences it counted, from the first checking move of the streak on.
  static constexpr evidence_kind evidence = evidence_kind::positions;

  [[nodiscard]] constexpr trigger when() const noexcept { return trigger{threshold, no_ply, 0}; }

  [[nodiscard]] verdict evaluate(const rule_context& ctx) const noexcept {
    const history& hist = ctx.hist;
    const ply_t p = ctx.ply;
    if (p == hist.first()) return {};
    std::uint32_t counted = ctx.count();
    if (ctx.first() == 0) --counted;  // the server never counts the start position
    if (counted < threshold) return {};
    const player_index mover = hist.mover(p);
    if (mover > 1) return {};
    const player_index other = static_cast<player_index>(1 - mover);
    const streak mine = streak_of(ctx, mover);
    if (mine.count >= checker_threshold) return verdict_for(ctx, mover, mine);
    const streak theirs = streak_of(ctx, other);
    if (theirs.count >= escaper_threshold) return verdict_for(ctx, other, theirs);
    return {};
  }

 private:
  struct streak {
    ply_t start = no_ply;     // the first checking move of the live run
    std::uint32_t count = 0;  // occurrences of the position at ctx.ply since then
  };

  [[nodiscard]] verdict verdict_for(const rule_context& ctx, player_index loser, const streak& s) const noexcept {
    return verdict{.kind = verdict_kind::loss, .who = loser, .ply = ctx.ply, .since = s.start, .count = s.count,
                   .rule = name, .citation = citation};
  }

  [[nodiscard]] static streak streak_of(const rule_context& ctx, player_index side) noexcept {
    const history& hist = ctx.hist;
    const ply_t first = hist.first();
    ply_t q = ctx.ply;
    while (q > first && hist.mover(q) != side) --q;
    if (q == first || !hist.facts(q).has(ply_facts::check)) return {};  // no live table
    ply_t start = q;
    for (ply_t r = q - 1; r > first; --r) {
      if (hist.mover(r) != side) continue;
      if (!hist.facts(r).has(ply_facts::check)) break;
      start = r;
    }
    streak s{start, 0};
    for (ply_t o = ctx.ply; o != no_ply && o >= start; o = ctx.chain.previous(o)) ++s.count;
    return s;
  }
};

/// A foul (反則: a move that breaks a rule of play, position::foul_of) loses at once: JSA 対局規定
/// 第8条 1 「対局中に反則を犯した対局者は即負け」.
inline constexpr repetita::rules::on_fact foul_loses{.name = "foul", .citation = "JSA 対局規定 第8条 1",
                                                    .facts = facts::foul, .effect = verdict_kind::loss,
                                                    .who = repetita::party::mover};
/// The CSA server: an illegal move loses (it ends the game with #ILLEGAL_MOVE, %ILLEGAL_MOVE in records).
inline constexpr repetita::rules::on_fact csa_foul_loses{.name = "foul", .citation = "shogi-server: #ILLEGAL_MOVE",
                                                        .facts = facts::foul, .effect = verdict_kind::loss,
                                                        .who = repetita::party::mover};
inline constexpr std::string_view sennichite_citation = "JSA 対局規定 第6条 A 1 (対局規則 第8条 1)";
inline constexpr std::string_view perpetual_citation = "JSA 対局規定 第8条 7";

/// Fourfold occurrence of board + hands + side to move: 千日手, no contest (a draw; replayed).
inline constexpr nfold sennichite{.name = "sennichite", .citation = sennichite_citation, .threshold = 4,
                                  .effect = verdict_kind::draw};

/// The CSA server: the same fourfold rule, the start position not counted.
inline constexpr nfold csa_sennichite{.name = "sennichite", .citation = "shogi-server board.rb sennichite?",
                                      .threshold = 4, .effect = verdict_kind::draw, .count_start = false};
inline constexpr csa_streak csa_perpetual_check{.name = "perpetual-check",
                                                .citation = "shogi-server board.rb oute_sennichite?"};

/// Before May 1983: the same sequence of moves repeated three times.
inline constexpr move_series sennichite_pre_1983{.name = "sennichite", .citation = "JSA rule before May 1983",
                                                 .repeats = 3, .effect = verdict_kind::draw};
}  // namespace rules

/// The options of the `jsa` rule set.
struct jsa_options {
  /// Does the start position of the record count as an occurrence? The rule text says 「同一局面が
  /// 4回現れた」; positions that "appear" include the initial one (the rules file's reading; tsshogi,
  /// libosl, Fairy-Stockfish and scalashogi count it).
  bool count_start = true;
  /// Mutual perpetual check (every move of both sides in the span was a check) is undefined in the
  /// rules; the default keeps the sennichite draw, as Fairy-Stockfish and lishogi do.
  rules::mutual_policy mutual = rules::mutual_policy::keep_inner;
};

/// The JSA rule: sennichite, overridden by the perpetual-check loss when every move of one side
/// from just after the 1st occurrence through the move that makes the 4th gave check.
[[nodiscard]] constexpr rules::cycle_override<rules::nfold> jsa_rule(jsa_options o = {}) noexcept {
  rules::nfold inner = rules::sennichite;
  inner.count_start = o.count_start;
  return rules::cycle_override<rules::nfold>{inner, "perpetual-check", rules::perpetual_citation,
                                             repetita::ply_facts::check, o.mutual};
}

/// The registry with the `jsa` rule set built with options `o` (the same type for every `o`).
[[nodiscard]] inline auto make_rule_sets(jsa_options o = {}) {
  return repetita::make_registry(
      make_rule_set<position_identity>(
          {"jsa", "fourfold repetition is sennichite (a draw); perpetual check loses",
           "JSA 対局規定 第6条 A (sennichite), 第8条 7 (perpetual check), 第8条 1 (fouls)"},
          rules::foul_loses, jsa_rule(o)),
      make_rule_set<position_identity>(
          {"csa", "the CSA shogi-server: start not counted, perpetual check as a check streak (4 / 3)",
           "shogi-server shogi_server/board.rb"},
          rules::csa_foul_loses, rules::csa_perpetual_check, rules::csa_sennichite),
      make_rule_set<position_identity>(
          {"jsa-pre-1983", "the same sequence of moves three times is sennichite (a draw)",
           "JSA rule before May 1983"},
          rules::foul_loses, rules::sennichite_pre_1983));
}

/// Every shogi rule set, the first being the standard one (`jsa`).
inline const auto rule_sets = make_rule_sets();
using registry_type = decltype(make_rule_sets());

}  // namespace repetita::shogi

#endif
