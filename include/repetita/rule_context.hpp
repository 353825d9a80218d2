#ifndef REPETITA_RULE_CONTEXT_HPP
#define REPETITA_RULE_CONTEXT_HPP

/// \file
/// What a rule sees when it judges one ply.

#include <repetita/history.hpp>
#include <repetita/occurrence_index.hpp>
#include <repetita/verdict.hpp>

#include <cstdint>

namespace repetita {

/// Who a verdict names.
enum class party : std::uint8_t {
  by_effect,  ///< claimable draw: the player to move; illegal move or loss: the mover; otherwise nobody
  to_move,    ///< the player to move at the ply (the mated player, the claimant)
  mover,      ///< the player who made the move that led to the ply
  nobody,
};

/// The game's history, the occurrence links of the rule set's identity, and the ply to judge.
struct rule_context {
  const history& hist;
  const occurrence_chain& chain;
  ply_t ply;

  /// The player a verdict of `kind` names, under `who`.
  [[nodiscard]] player_index player_for(verdict_kind kind, party who) const noexcept {
    if (who == party::by_effect) {
      switch (kind) {
        case verdict_kind::claimable_draw: who = party::to_move; break;
        case verdict_kind::illegal_move:
        case verdict_kind::loss: who = party::mover; break;
        default: who = party::nobody; break;
      }
    }
    switch (who) {
      case party::to_move: return hist.to_move(ply);
      case party::mover: return hist.mover(ply);
      default: return no_player;
    }
  }
};

}  // namespace repetita

#endif
