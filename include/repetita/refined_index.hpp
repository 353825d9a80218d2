#ifndef REPETITA_REFINED_INDEX_HPP
#define REPETITA_REFINED_INDEX_HPP

/// \file
/// Refined index: the occurrences of an identity that refines another one (adds components to it),
/// found by walking the coarser identity's occurrences instead of hashing the position again.

#include <repetita/detail/inline.hpp>
#include <repetita/occurrence_index.hpp>
#include <repetita/ply.hpp>

#include <cstdint>
#include <stdexcept>
#include <vector>

namespace repetita {

/// Occurrence links for an identity `coarse + extra components`, built on the links of `coarse`.
///
/// Two positions have the same refined identity exactly when they have the same coarse identity
/// and equal extra keys. So the previous occurrence of a ply's refined identity is the first ply
/// on its coarse chain with an equal extra key: usually the coarse chain is empty (the position is
/// new), and a ply costs one extra key (chess: castling rights and en passant square) and no hash
/// probe. Worst case: O(coarse occurrences with other extra keys).
///
/// Laws: for every retained ply p, previous/first/count/same agree with an occurrence_index of the
/// whole refined identity (tests/core/refined_index_test.cpp).
template <class ExtraKey>
class refined_index : public occurrence_chain {
 public:
  /// Clears the index (keeping storage) and records the start position; `coarse` has it already.
  void start(const occurrence_chain& coarse, const ExtraKey& extra) {
    links_.clear();
    extras_.clear();
    next_id_ = 0;
    first_ = coarse.first_ply();
    push(coarse, extra);
  }

  /// Records the next ply; `coarse` must already have it. Small enough to inline: the common case
  /// (a position new under the coarse identity, hence new here) is two appends.
  REPETITA_ALWAYS_INLINE void push(const occurrence_chain& coarse, const ExtraKey& extra) {
    const ply_t ply = first_ + static_cast<ply_t>(links_.size());
    extras_.push_back(extra);
    const ply_t earlier = coarse.previous(ply);
    if (earlier == no_ply || !join_earlier(coarse, earlier)) links_.push_back(link{no_ply, ply, 1, next_id_++});
  }

  /// Removes the last ply.
  void pop() {
    if (links_.size() <= 1) throw std::logic_error("repetita::refined_index::pop: no ply left to undo");
    if (links_.back().previous == no_ply) --next_id_;  // that ply created its identity
    links_.pop_back();
    extras_.pop_back();
  }

  /// Forgets the plies before `ply`; `coarse` must have forgotten them already.
  void forget_before(const occurrence_chain& coarse, ply_t ply) {
    if (ply < first_ || ply > last_ply()) throw std::out_of_range("repetita::refined_index::forget_before");
    if (ply == first_) return;
    spare_.assign(extras_.begin() + static_cast<std::ptrdiff_t>(ply - first_), extras_.end());
    links_.clear();
    extras_.clear();
    next_id_ = 0;
    first_ = ply;
    for (const ExtraKey& extra : spare_) push(coarse, extra);
    spare_.clear();
  }

  void reserve(std::size_t plies) {
    links_.reserve(plies);
    extras_.reserve(plies);
  }

  /// The number of distinct identities retained.
  [[nodiscard]] std::size_t identities() const noexcept { return next_id_; }

 private:
  // Appends the link of the last ply if an earlier ply on the coarse chain, from `q` back, has its
  // extra key; false if none has.
  REPETITA_NOINLINE bool join_earlier(const occurrence_chain& coarse, ply_t q) {
    const ExtraKey& extra = extras_.back();
    for (; q != no_ply; q = coarse.previous(q)) {
      if (extras_[q - first_] == extra) {
        const link& l = at(q);
        links_.push_back(link{q, l.first, l.count + 1, l.record});
        return true;
      }
    }
    return false;
  }

  std::vector<ExtraKey> extras_;  // per retained ply
  std::vector<ExtraKey> spare_;
  std::uint32_t next_id_ = 0;
};

}  // namespace repetita

#endif
