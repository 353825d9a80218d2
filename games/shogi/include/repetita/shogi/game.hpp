#ifndef REPETITA_SHOGI_GAME_HPP
#define REPETITA_SHOGI_GAME_HPP

/// \file
/// Shogi as a repetita game plug-in: the traits type the core's tracker works with.

#include <repetita/game.hpp>
#include <repetita/ply_facts.hpp>
#include <repetita/shogi/position.hpp>

#include <cstdint>

namespace repetita::shogi {

namespace facts {
/// The move broke a rule of play (position::foul_of; the record's last move, record::foul): JSA
/// 対局規定 第8条 1, the mover loses. Given by the record (its reader judged the move), not recomputed.
inline constexpr ply_facts::bits_type foul = ply_facts::first_game_fact;
}  // namespace facts

/// The traits type: `repetita::make_tracker<repetita::shogi::game>(repetita::shogi::rule_sets)`.
///
/// Facts: `check` when the player to move is in check (the move gave check: JSA 対局規定 第8条 7).
/// No move is irreversible or progress: captured pieces go to hand, so any position may recur.
struct game {
  using position = shogi::position;
  using move = shogi::move;
  using player = shogi::color;  // sente = 0, gote = 1

  [[nodiscard]] static position play(const position& p, const move& m) noexcept { return p.after(m); }
  [[nodiscard]] static player side_to_move(const position& p) noexcept { return p.side_to_move(); }
  [[nodiscard]] static repetita::ply_facts ply_facts(const position&, const move&, const position& after) noexcept {
    return start_facts(after);
  }
  /// A record may start with the side to move in check.
  [[nodiscard]] static repetita::ply_facts start_facts(const position& p) noexcept {
    return p.in_check() ? repetita::ply_facts(repetita::ply_facts::check) : repetita::ply_facts{};
  }
  /// The move's 21 bits: exact (from, to, dropped kind, promotion).
  [[nodiscard]] static std::uint64_t move_key(const move& m) noexcept { return m.raw(); }
};

static_assert(repetita::game_plugin<game>);

}  // namespace repetita::shogi

#endif
