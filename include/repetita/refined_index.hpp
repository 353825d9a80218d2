#ifndef REPETITA_REFINED_INDEX_HPP
#define REPETITA_REFINED_INDEX_HPP

/// \file
/// Refined index: the occurrences of an identity that refines another one (adds components to it),
/// found by walking the coarser identity's occurrences instead of hashing the position again.

#include <repetita/detail/inline.hpp>
#include <repetita/detail/ply_rows.hpp>
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
  using own_layout = detail::row_layout<ExtraKey>;

 public:
  /// An index that keeps the extra keys in rows of its own.
  refined_index() { attach_own(); }
  refined_index(const refined_index& other)
      : occurrence_chain(other), own_(other.own_), attached_(other.attached_), identities_(other.identities_) {
    reattach();
  }
  refined_index(refined_index&& other) noexcept
      : occurrence_chain(std::move(other)), own_(std::move(other.own_)), attached_(other.attached_), identities_(other.identities_) {
    reattach();
    other.reattach();
  }
  refined_index& operator=(const refined_index& other) {
    if (this != &other) *this = refined_index(other);
    return *this;
  }
  refined_index& operator=(refined_index&& other) noexcept {
    occurrence_chain::operator=(std::move(other));
    own_ = std::move(other.own_);
    attached_ = other.attached_;
    identities_ = other.identities_;
    reattach();
    other.reattach();
    return *this;
  }
  ~refined_index() = default;

  /// Keeps the extra keys in `extras`, a column of rows that the owner appends to before each
  /// push and trims after each pop (identity_set).
  void attach(detail::ply_column<ExtraKey> extras) noexcept {
    extras_ = extras;
    attached_ = true;
  }

  /// Clears the index (keeping storage) and records the start position; `coarse` has it already.
  template <class... Parts>
  void start(const occurrence_chain& coarse, Parts&&... extra) {
    coarse_ = &coarse;
    links_.clear();
    plies_.clear();
    if (!attached_) {
      own_.clear();
      push_own();
    }
    first_ = coarse.first_ply();
    last_ = first_;
    extras_.construct(0, std::forward<Parts>(extra)...);
    identities_ = 0;
  }

  /// Records the next ply; `coarse` must already have it.
  void push(const occurrence_chain& coarse, const ExtraKey& extra) { emplace(coarse, coarse.previous(last_ + 1), extra); }

  /// Records the next ply, whose previous occurrence under the coarse identity is `earlier` (what
  /// occurrence_index::push returned for it), its extra key made in place from `parts` (ExtraKey's
  /// constructor arguments). The common case, a position new under the coarse identity, is one
  /// store.
  template <class... Parts>
  void emplace(const occurrence_chain& coarse, ply_t earlier, Parts&&... parts) {
    if (!attached_) push_own();
    extras_.construct(last_ + 1 - first_, std::forward<Parts>(parts)...);
    next(coarse, earlier);
  }

  /// For an owner of the rows (identity_set): the next ply, whose extra key the owner has stored in
  /// the ply's row. The common case, a position new under the coarse identity, is one increment.
  REPETITA_ALWAYS_INLINE void next(const occurrence_chain& coarse, ply_t earlier) {
    ++last_;
    if (earlier != no_ply) link_recurring(coarse, earlier);
  }

  /// Removes the last ply.
  void pop() {
    if (last_ == first_) throw std::logic_error("repetita::refined_index::pop: no ply left to undo");
    if (!plies_.empty() && plies_.back() == last_) {  // its coarse identity had occurred before
      if (links_.back().previous == no_ply) --identities_;
      links_.pop_back();
      plies_.pop_back();
    }
    if (!attached_) own_.pop();
    --last_;
  }

  /// Forgets the plies before `ply`; `coarse` must have forgotten them already (for an attached
  /// index, the owner has also dropped the rows before `ply`: the extra keys are in place).
  void forget_before(const occurrence_chain& coarse, ply_t ply) {
    if (ply < first_ || ply > last_ply()) throw std::out_of_range("repetita::refined_index::forget_before");
    if (ply == first_) return;
    const ply_t last = last_;
    if (!attached_) own_.erase_front(ply - first_);
    coarse_ = &coarse;
    links_.clear();
    plies_.clear();
    first_ = ply;
    identities_ = 0;
    for (last_ = first_; last_ <= last; ++last_) {
      const ply_t earlier = coarse.previous(last_);
      if (earlier != no_ply) link_recurring(coarse, earlier);
    }
    --last_;
  }

  /// Reads `coarse` from now on: for a copy of the index and its coarse chain.
  void rebase(const occurrence_chain& coarse) noexcept { coarse_ = &coarse; }

  void reserve(std::size_t plies) {
    if (!attached_) {
      own_.reserve(plies);
      attach_own();
    }
  }

  /// The number of distinct identities retained: those new under the coarse identity (its count
  /// is 1 there) and the refined first occurrences among the others.
  [[nodiscard]] std::size_t identities() const noexcept {
    std::size_t n = identities_;
    for (ply_t p = first_; p <= last_; ++p) n += coarse_->count(p) == 1 ? 1u : 0u;
    return n;
  }

 private:
  void attach_own() noexcept {
    extras_ = detail::ply_column<ExtraKey>(own_.data(), 0, sizeof(typename own_layout::row));
    attached_ = false;
  }
  // Appends an own row; the rows may move (ply_rows), so the column is made again.
  void push_own() {
    own_.push();
    attach_own();
  }
  void reattach() noexcept {
    if (!attached_) attach_own();
  }

  // The last ply's coarse identity occurred before, last at `q`: its link is the first ply on the
  // coarse chain from `q` back with its extra key, or none (a new refined identity).
  REPETITA_NOINLINE void link_recurring(const occurrence_chain& coarse, ply_t q) {
    const ExtraKey& extra = extras_[last_ - first_];
    for (; q != no_ply && q >= first_; q = coarse.previous(q)) {
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

  detail::ply_column<ExtraKey> extras_;  // per retained ply
  detail::ply_rows<own_layout> own_;     // the extra keys, when not attached
  bool attached_ = false;
  std::size_t identities_ = 0;  // refined first occurrences among plies whose coarse identity recurs
};

}  // namespace repetita

#endif
