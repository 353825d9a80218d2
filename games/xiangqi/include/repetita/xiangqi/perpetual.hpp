#ifndef REPETITA_XIANGQI_PERPETUAL_HPP
#define REPETITA_XIANGQI_PERPETUAL_HPP

/// \file
/// Perpetual check and perpetual chase: who loses a repetition, and why (AXF rules 5-9 and the
/// chase rules, ../shared/rules/xiangqi.md 1.1-1.4; docs/rules/xiangqi.md 5).
///
/// The rule wraps the repetition rule (`nfold`): when it speaks at ply p, the moves judged are those
/// of the repetition, (q, p] with q the first of the occurrences that made it (the third occurrence
/// judges two cycles: a rook that chases one cannon in one cycle and the other in the next chases
/// neither perpetually, diagram 80). Each player's moves are classed:
/// - *perpetual check*: every move of the player gave check (AXF rule 6, "with one piece or several");
/// - *perpetual chase*: some piece of the opponent was chased by every move of the player, the same
///   piece (by identity, position::id_at) throughout; chasing two pieces in turn is not perpetual
///   (rule 32, diagrams 76-80), while two pieces chasing one in turn are (diagrams 24-25, 45-47);
/// - *idle* otherwise: threats of mate (rule 9), checks and chases in turn ("perpetual check+chase is
///   acceptable", diagram D12), exchanges offered.
/// How the two classes decide depends on the reading:
/// - `axf`: check outranks chase, chase outranks idle; the higher class loses, equal classes draw
///   (rule 7: both check; both chase; "the checker must change" against a chaser).
/// - `pikafish`: a perpetual checker loses, two draw; otherwise any check in the cycle makes it a
///   draw; otherwise one perpetual chaser loses, two draw (Pikafish `rule_judge`).
/// - `cxa`: as `axf`, but a side whose every move checks, threatens mate (facts::mate_threat) or
///   chases one and the same piece commits a perpetual attack (長打) ranked with a perpetual chase:
///   perpetual mate threats and one check one chase lose (../shared/rules/xiangqi.md 2;
///   docs/rules/xiangqi.md 5.4 says what the texts leave open).
/// - `fairy_stockfish`: a perpetual checker loses, two draw; otherwise a side whose chases persist
///   through all its moves, checking moves included, loses, two draw (Fairy-Stockfish
///   `Position::is_optional_game_end`): checks and chases in turn lose when the checks chase too.

#include <repetita/facts_read.hpp>
#include <repetita/history.hpp>
#include <repetita/rule_context.hpp>
#include <repetita/rule_info.hpp>
#include <repetita/rules/nfold.hpp>
#include <repetita/rules/repetition_start.hpp>
#include <repetita/trigger.hpp>
#include <repetita/verdict.hpp>
#include <repetita/xiangqi/game.hpp>

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <utility>

namespace repetita::xiangqi {

/// Whose reading of the perpetual rules a rule set follows.
enum class perpetual_reading : std::uint8_t { axf, pikafish, fairy_stockfish, cxa };

/// What one player's moves in a cycle amount to, from mildest to worst.
enum class cycle_conduct : std::uint8_t { idle = 0, chase = 1, check = 2 };

/// A player's moves in a cycle, summed up.
struct cycle_summary {
  bool moved = false;        ///< the player made a move in the cycle
  bool every_check = true;   ///< every move gave check
  bool some_check = false;   ///< some move gave check
  piece_set chased = 0xffff; ///< the opponent's pieces chased by every move
  bool every_attack = true;  ///< every move checked, threatened mate or chased (CXA's 長打)
  /// The opponent's pieces chased by every move that neither checked nor threatened mate (all of
  /// them when there was no such move).
  piece_set chased_by_plain = 0xffff;
  /// `checks_excuse_chases`: a side that checks on some moves is not a perpetual chaser (AXF, D12).
  [[nodiscard]] constexpr cycle_conduct conduct(bool checks_excuse_chases = true) const noexcept {
    if (!moved) return cycle_conduct::idle;
    if (every_check) return cycle_conduct::check;
    if (some_check && checks_excuse_chases) return cycle_conduct::idle;
    return chased != 0 ? cycle_conduct::chase : cycle_conduct::idle;
  }
  /// The Chinese reading (`cxa`): a perpetual attack (長打) is a cycle of moves each of which checks,
  /// threatens mate or chases, the chasing moves chasing one and the same piece: perpetual mate
  /// threats, one check one chase, one check one mate threat. It ranks with a perpetual chase.
  [[nodiscard]] constexpr cycle_conduct conduct_cxa() const noexcept {
    if (!moved) return cycle_conduct::idle;
    if (every_check) return cycle_conduct::check;
    return every_attack && chased_by_plain != 0 ? cycle_conduct::chase : cycle_conduct::idle;
  }
};

/// Both players' moves in (first, last].
[[nodiscard]] inline std::array<cycle_summary, 2> summarize_cycle(const history& hist, ply_t first, ply_t last) noexcept {
  std::array<cycle_summary, 2> s{};
  for (ply_t i = first + 1; i <= last; ++i) {
    const player_index who = hist.mover(i);
    if (who > 1) continue;
    cycle_summary& c = s[who];
    const ply_facts f = hist.facts(i);
    const bool check = f.has(ply_facts::check);
    const bool threat = f.has(facts::mate_threat);
    const piece_set chased = facts::chased(f);
    c.moved = true;
    c.every_check = c.every_check && check;
    c.some_check = c.some_check || check;
    c.chased = static_cast<piece_set>(c.chased & chased);
    c.every_attack = c.every_attack && (check || threat || chased != 0);
    if (!check && !threat) c.chased_by_plain = static_cast<piece_set>(c.chased_by_plain & chased);
  }
  return s;
}

/// One of the rule's own entries (the losses it gives).
struct perpetual_entry {
  std::string_view name;
  std::string_view citation;
  static constexpr evidence_kind evidence = evidence_kind::positions;
};

/// The repetition rule `inner`, with the losses for perpetual check and perpetual chase.
struct perpetual {
  std::string_view name;      ///< the rule as a whole (its verdicts name their entries)
  std::string_view citation;
  rules::nfold inner;
  perpetual_entry check;
  perpetual_entry chase;
  perpetual_reading reading = perpetual_reading::axf;

  static constexpr evidence_kind evidence = evidence_kind::positions;
  /// The inner rule's entry (its draw stands), then the perpetual check's, then the chase's.
  static constexpr std::size_t rule_entries = rule_entry_count<rules::nfold> + 2;
  static constexpr std::size_t check_entry = rule_entries - 2;
  static constexpr std::size_t chase_entry = rule_entries - 1;

  template <class F>
  constexpr void for_each_entry(F&& f) const {
    for_each_rule_entry(inner, f);
    f(check_entry, check);
    f(chase_entry, chase);
  }

  /// Speaks only when the repetition rule does.
  [[nodiscard]] constexpr trigger when() const noexcept { return trigger_of(inner); }
  /// Reads the check and the chase of every ply of a cycle, and the mate threat in the Chinese
  /// reading only (facts_read.hpp: a tracker without `cxa` spares the game the mate-threat search).
  [[nodiscard]] constexpr ply_facts::bits_type reads() const noexcept {
    return ply_facts::check | facts::chase | (reading == perpetual_reading::cxa ? facts::mate_threat : 0) |
           facts_read_by(inner);
  }

  [[nodiscard]] verdict evaluate(const rule_context& ctx) const {
    verdict v = inner.evaluate(ctx);
    if (!v) return v;
    v.rule_index = 0;
    const ply_t first = rules::repetition_start(inner, ctx.chain, v);
    if (first == no_ply) return v;
    const auto sides = summarize_cycle(ctx.hist, first, v.ply);
    const auto [loser, entry] = judge(sides);
    if (loser == no_player) return v;
    const perpetual_entry& e = entry == check_entry ? check : chase;
    return verdict{.kind = verdict_kind::loss, .who = loser, .rule_index = static_cast<rule_index_type>(entry),
                   .ply = v.ply, .since = first, .count = v.count, .rule = e.name, .citation = e.citation};
  }

  /// Who loses the cycle and by which entry; `no_player` when the repetition's draw stands.
  [[nodiscard]] std::pair<player_index, std::size_t> judge(const std::array<cycle_summary, 2>& s) const noexcept {
    const bool excuse = reading != perpetual_reading::fairy_stockfish;
    const bool cxa = reading == perpetual_reading::cxa;
    const cycle_conduct c0 = cxa ? s[0].conduct_cxa() : s[0].conduct(excuse);
    const cycle_conduct c1 = cxa ? s[1].conduct_cxa() : s[1].conduct(excuse);
    const auto loss_of = [](player_index p, cycle_conduct c) {
      return std::pair<player_index, std::size_t>{p, c == cycle_conduct::check ? check_entry : chase_entry};
    };
    constexpr std::pair<player_index, std::size_t> draw{no_player, 0};
    switch (reading) {
      case perpetual_reading::axf:
      case perpetual_reading::fairy_stockfish:
      case perpetual_reading::cxa:
        if (c0 == c1) return draw;
        return c0 > c1 ? loss_of(0, c0) : loss_of(1, c1);
      case perpetual_reading::pikafish: {
        const bool check0 = c0 == cycle_conduct::check, check1 = c1 == cycle_conduct::check;
        if (check0 != check1) return check0 ? loss_of(0, c0) : loss_of(1, c1);
        if (check0 || s[0].some_check || s[1].some_check) return draw;
        if (c0 == c1) return draw;
        return c0 == cycle_conduct::chase ? loss_of(0, c0) : loss_of(1, c1);
      }
    }
    return draw;
  }
};

}  // namespace repetita::xiangqi

#endif
