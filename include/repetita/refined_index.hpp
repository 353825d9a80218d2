#ifndef REPETITA_REFINED_INDEX_HPP
#define REPETITA_REFINED_INDEX_HPP

/// \file
/// Refined index: the occurrences of an identity that refines another one (adds components to it),
/// found by walking the coarser identity's occurrences instead of hashing the position again.

#include <repetita/detail/inline.hpp>
#include <repetita/occurrence_index.hpp>
#include <repetita/ply.hpp>

#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <utility>
#include <vector>

namespace repetita {

/// Occurrence links for an identity `coarse + extra components`, built on the links of `coarse`.
///
/// Two positions have the same refined identity exactly when they have the same coarse identity
/// and equal extra keys. So the previous occurrence of a ply's refined identity is the first ply
/// on its coarse chain with an equal extra key. Usually the coarse chain is empty (the position is
/// new): such a ply is new under the refined identity too, and costs one extra key (chess: castling
/// rights and en passant square) and no link, no hash probe. Only plies whose coarse identity
/// recurs get a link. Worst case per ply: O(coarse occurrences with other extra keys).
///
/// The index reads `coarse` (given at start) whenever it is read: it must not outlive it, and a
/// copy reads the same coarse chain until `rebase` (identity_set rebases its copies).
///
/// Laws: for every retained ply p, previous/first/count/same agree with an occurrence_index of the
/// whole refined identity (tests/core/refined_index_test.cpp).
template <class ExtraKey>
class refined_index : public occurrence_chain {
 public:
  /// Clears the index (keeping storage) and records the start position; `coarse` has it already.
  void start(const occurrence_chain& coarse, const ExtraKey& extra) {
    coarse_ = &coarse;
    links_.clear();
    plies_.clear();
    extras_.clear();
    first_ = coarse.first_ply();
    last_ = first_;
    extras_.push_back(extra);
    identities_ = 1;
  }

  /// Records the next ply; `coarse` must already have it.
  void push(const occurrence_chain& coarse, ExtraKey extra) {
    emplace(coarse, coarse.previous(last_ + 1), std::move(extra));
  }

  /// Records the next ply, whose previous occurrence under the coarse identity is `earlier` (what
  /// occurrence_index::push returned for it), its extra key made in place from `parts` (ExtraKey's
  /// constructor arguments). The common case, a position new under the coarse identity, is one
  /// append.
  template <class... Parts>
  REPETITA_ALWAYS_INLINE void emplace(const occurrence_chain& coarse, ply_t earlier, Parts&&... parts) {
    ++last_;
    extras_.emplace_back(std::forward<Parts>(parts)...);
    if (earlier == no_ply)
      ++identities_;
    else
      link_recurring(coarse, earlier);
  }

  /// Removes the last ply.
  void pop() {
    if (extras_.size() <= 1) throw std::logic_error("repetita::refined_index::pop: no ply left to undo");
    bool created = true;  // the ply was the first occurrence of its identity
    if (!plies_.empty() && plies_.back() == last_) {
      created = links_.back().previous == no_ply;
      links_.pop_back();
      plies_.pop_back();
    }
    identities_ -= created ? 1u : 0u;
    extras_.pop_back();
    --last_;
  }

  /// Forgets the plies before `ply`; `coarse` must have forgotten them already.
  void forget_before(const occurrence_chain& coarse, ply_t ply) {
    if (ply < first_ || ply > last_ply()) throw std::out_of_range("repetita::refined_index::forget_before");
    if (ply == first_) return;
    spare_.assign(extras_.begin() + static_cast<std::ptrdiff_t>(ply - first_), extras_.end());
    extras_.clear();
    start(coarse, spare_.front());
    for (std::size_t i = 1; i < spare_.size(); ++i) push(coarse, spare_[i]);
    spare_.clear();
  }

  /// Reads `coarse` from now on: for a copy of the index and its coarse chain.
  void rebase(const occurrence_chain& coarse) noexcept { coarse_ = &coarse; }

  void reserve(std::size_t plies) { extras_.reserve(plies); }

  /// The number of distinct identities retained.
  [[nodiscard]] std::size_t identities() const noexcept { return identities_; }

 private:
  // The last ply's coarse identity occurred before, last at `q`: its link is the first ply on the
  // coarse chain from `q` back with its extra key, or none (a new refined identity).
  REPETITA_NOINLINE void link_recurring(const occurrence_chain& coarse, ply_t q) {
    const ExtraKey& extra = extras_.back();
    for (; q != no_ply; q = coarse.previous(q)) {
      if (extras_[q - first_] == extra) {
        const link l = at(q);
        add_link(link{q, l.first, l.count + 1, 0});
        return;
      }
    }
    ++identities_;
    add_link(link{no_ply, last_, 1, 0});
  }

  void add_link(const link& l) {
    plies_.push_back(last_);
    links_.push_back(l);
  }

  std::vector<ExtraKey> extras_;  // per retained ply
  std::vector<ExtraKey> spare_;
  std::size_t identities_ = 0;
};

}  // namespace repetita

#endif
