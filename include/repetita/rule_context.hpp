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
///
/// `here` is the chain's link at `ply`, read once when the context is made: a rule reads the
/// count and first occurrence of the judged position from it, not from the chain, which for a
/// refined identity is a lookup per read (occurrence_chain). A tracker that has read the links of
/// every identity already hands them over.
struct rule_context {
  rule_context(const history& h, const occurrence_chain& c, ply_t p) noexcept : rule_context(h, c, p, c.link_at(p)) {}
  rule_context(const history& h, const occurrence_chain& c, ply_t p, const occurrence_chain::link& l) noexcept
      : hist(h), chain(c), ply(p), here(l) {}

  const history& hist;
  const occurrence_chain& chain;
  ply_t ply;
  occurrence_chain::link here;  ///< chain.link_at(ply)

  /// How many times the position at `ply` has occurred up to and including it (chain.count(ply)).
  [[nodiscard]] std::uint32_t count() const noexcept { return here.count; }
  /// The first ply with the position at `ply` (chain.first(ply)).
  [[nodiscard]] ply_t first() const noexcept { return here.first; }
  /// The previous ply with the position at `ply`, or `no_ply` (chain.previous(ply)).
  [[nodiscard]] ply_t previous() const noexcept { return here.previous; }

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
