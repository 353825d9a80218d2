#ifndef REPETITA_XIANGQI_MOVE_COUNT_HPP
#define REPETITA_XIANGQI_MOVE_COUNT_HPP

/// \file
/// The move-count draw of xiangqi: a long stretch without a capture, where checks count only up to
/// an allowance (../shared/rules/xiangqi.md 1.1, 3 and 4; docs/rules/xiangqi.md 5.3). The readings
/// differ in how the checks are allowed for:
/// - `claimant_at_most` (the Asian thumb rules): "one can ask the arbiter to claim a draw if there
///   are no pieces taken and no more than 10 checks by him within the latest 60 rounds";
/// - `beyond_not_counted` (Pikafish): each side's checks after its 10th, and the replies to them,
///   do not count towards the 120 plies;
/// - `offset_by_most` (Fairy-Stockfish): the plies since the capture, less 2 for each check beyond
///   10 of the side that checked more, must reach the limit.

#include <repetita/history.hpp>
#include <repetita/rule_context.hpp>
#include <repetita/rule_info.hpp>
#include <repetita/trigger.hpp>
#include <repetita/verdict.hpp>

#include <algorithm>
#include <array>
#include <cstdint>
#include <string_view>

namespace repetita::xiangqi {

enum class check_allowance : std::uint8_t { claimant_at_most, beyond_not_counted, offset_by_most };

struct move_count {
  std::string_view name;
  std::string_view citation;
  ply_t plies = 120;               ///< the stretch without a capture, in plies
  std::uint32_t free_checks = 10;  ///< the checks allowed (per side, or the claimant's)
  check_allowance allowance = check_allowance::claimant_at_most;
  verdict_kind effect = verdict_kind::draw;

  /// Its verdicts rest on the ply of the last capture.
  static constexpr evidence_kind evidence = evidence_kind::progress;

  /// Silent until the stretch without a capture is long enough.
  [[nodiscard]] constexpr trigger when() const noexcept { return trigger{no_ply, plies, 0}; }

  [[nodiscard]] verdict evaluate(const rule_context& ctx) const noexcept {
    const history& h = ctx.hist;
    const ply_t p = ctx.ply;
    const ply_t clock = h.clock(p);
    if (clock < plies) return {};
    // The plies of the stretch this record holds (a FEN's running clock began before its start).
    const ply_t since = clock <= p ? p - clock : no_ply;
    const ply_t first = std::max(since == no_ply ? h.first() : since, h.first()) + 1;
    ply_t counted = clock;
    switch (allowance) {
      case check_allowance::claimant_at_most: {
        const player_index claimant = h.to_move(p);
        std::uint32_t checks = 0;
        for (ply_t i = std::max(first, p + 1 - plies); i <= p; ++i)
          checks += h.mover(i) == claimant && h.facts(i).has(ply_facts::check) ? 1u : 0u;
        if (checks > free_checks) return {};
        break;
      }
      case check_allowance::beyond_not_counted: {
        std::array<std::uint32_t, 2> checks{};
        for (ply_t i = first; i <= p; ++i) {
          const player_index mover = h.mover(i);
          if (mover > 1) continue;
          const player_index other = mover == 0 ? 1 : 0;
          if (h.facts(i).has(ply_facts::check)) {
            if (++checks[mover] > free_checks) --counted;
          } else if (h.facts(i - 1).has(ply_facts::check) && checks[other] > free_checks) {
            --counted;  // the reply to a check beyond the allowance
          }
        }
        break;
      }
      case check_allowance::offset_by_most: {
        std::array<std::uint32_t, 2> checks{};
        for (ply_t i = first; i <= p; ++i)
          if (const player_index mover = h.mover(i); mover <= 1 && h.facts(i).has(ply_facts::check)) ++checks[mover];
        const std::uint32_t most = std::max(checks[0], checks[1]);
        const ply_t offset = most > free_checks ? 2 * (most - free_checks) : 0;
        counted = clock > offset ? clock - offset : 0;
        break;
      }
    }
    if (counted < plies) return {};
    return verdict{.kind = effect, .who = ctx.player_for(effect, party::by_effect), .ply = p, .since = since,
                   .count = clock, .rule = name, .citation = citation};
  }
};

}  // namespace repetita::xiangqi

#endif
