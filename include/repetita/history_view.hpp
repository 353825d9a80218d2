#ifndef REPETITA_HISTORY_VIEW_HPP
#define REPETITA_HISTORY_VIEW_HPP

/// \file
/// range-v3 views over a history: the scans rules make (occurrence chains, moves of one side in a
/// span, plies back to the last irreversible move), as ranges instead of hand-written index loops.

#include <repetita/history.hpp>
#include <repetita/occurrence_index.hpp>

#include <range/v3/view/facade.hpp>
#include <range/v3/view/filter.hpp>
#include <range/v3/view/iota.hpp>
#include <range/v3/view/reverse.hpp>
#include <range/v3/view/take_while.hpp>
#include <range/v3/view/transform.hpp>

namespace repetita {

/// The plies with the same identity as `ply`, newest first: `ply`, its previous occurrence, ...
/// Lazily walks the occurrence chain; O(1) per step.
class occurrence_view : public ranges::view_facade<occurrence_view> {
 public:
  occurrence_view() = default;
  occurrence_view(const occurrence_chain& chain, ply_t ply) : chain_(&chain), ply_(ply) {}

 private:
  friend ranges::range_access;
  class cursor {
   public:
    cursor() = default;
    cursor(const occurrence_chain* chain, ply_t ply) : chain_(chain), ply_(ply) {}
    [[nodiscard]] ply_t read() const noexcept { return ply_; }
    void next() noexcept { ply_ = chain_->previous(ply_); }
    [[nodiscard]] bool equal(const cursor& other) const noexcept { return ply_ == other.ply_; }

   private:
    const occurrence_chain* chain_ = nullptr;
    ply_t ply_ = no_ply;
  };
  [[nodiscard]] cursor begin_cursor() const noexcept { return {chain_, ply_}; }
  // A common range (end is a cursor at no_ply): containers and algorithms need no common_iterator.
  [[nodiscard]] cursor end_cursor() const noexcept { return {chain_, no_ply}; }

  const occurrence_chain* chain_ = nullptr;
  ply_t ply_ = no_ply;
};

/// The plies `from + 1 ... to` (the moves that lead from the position at `from` to the one at `to`).
[[nodiscard]] inline auto moves_between(ply_t from, ply_t to) { return ranges::views::iota(from + 1, to + 1); }

/// The plies in (from, to] whose move was made by `player`.
[[nodiscard]] inline auto moves_by(const history& hist, player_index player, ply_t from, ply_t to) {
  return moves_between(from, to) |
         ranges::views::filter([&hist, player](ply_t ply) { return hist.mover(ply) == player; });
}

/// The retained plies from `ply` back to (and including) the last one whose move was irreversible:
/// the only plies a position at `ply` can repeat in a game whose irreversible moves are marked.
[[nodiscard]] inline auto back_to_irreversible(const history& hist, ply_t ply) {
  // Keep p while no move in (p, ply] was irreversible: the irreversible ply itself is the last kept.
  return ranges::views::iota(hist.first(), ply + 1) | ranges::views::reverse |
         ranges::views::take_while([&hist, ply](ply_t p) {
           return p == ply || !hist.facts(p + 1).has(ply_facts::irreversible);
         });
}

}  // namespace repetita

#endif
