#ifndef REPETITA_REFINED_INDEX_HPP
#define REPETITA_REFINED_INDEX_HPP

/// \file
/// Refined index: the occurrences of an identity that refines another one (adds components to it),
/// found by walking the coarser identity's occurrences instead of hashing the position again.

#include <repetita/detail/inline.hpp>
#include <repetita/detail/ply_rows.hpp>
#include <repetita/hash.hpp>
#include <repetita/occurrence_index.hpp>
#include <repetita/ply.hpp>

#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <functional>
#include <tuple>
#include <unordered_map>
#include <utility>
#include <vector>

namespace repetita {

/// Occurrence links for an identity `coarse + extra components`, found on the links of `coarse`;
/// `Keys` are the extra components' keys.
///
/// Two positions have the same refined identity exactly when they have the same coarse identity
/// and equal extra keys. So the previous occurrence of a ply's refined identity is the first ply
/// on its coarse chain with equal extra keys. A ply costs its extra keys (chess: castling rights
/// and en passant square) and nothing else: links are found when asked, not at every push.
/// - A ply new under the coarse identity (the common case) is new under the refined one: O(1).
/// - `link_last` finds the last ply's link by walking its coarse chain back to the nearest ply with
///   its extra keys whose link was kept, or to the chain's end, and keeps it. A tracker asks it at
///   the plies it judges, so its walks stop at the last judged occurrence: O(coarse occurrences
///   since then).
/// - Any other ply: a kept link (O(1) for the last ply, a binary search otherwise), else the same
///   walk without keeping it.
/// - A walk that passes more than `walk_limit()` coarse occurrences with other extra keys (a
///   position whose coarse identity recurs often with extras that keep changing: a storm of Go
///   passes, which change the phase of every refinement that counts them) stops, and the link comes
///   from a full index of the refined identity instead, built once and lazily: it hashes the plies
///   not yet indexed, up to the one asked, and answers in O(1) from then on. So no ply costs more
///   than O(walk_limit) plus its share of that one pass: linear in the plies, whatever the record
///   (issue 42: 20k / 40k / 80k passes took 2.3 / 9.2 / 35 s), and a game whose walks stay short
///   (every real one) never builds it.
///
/// Each extra key is read through a column of its own: an owner of the rows (identity_set) stores
/// a component once per row for all the refinements that add it (chess: the castling rights of the
/// three identities that differ in their en passant square).
///
/// The index reads `coarse` (given at start) whenever it is read: it must not outlive it, and a
/// copy reads the same coarse chain until `rebase` (identity_set rebases its copies).
///
/// Laws: for every retained ply p, previous/first/count/same agree with an occurrence_index of the
/// whole refined identity, whichever links were kept (tests/core/refined_index_test.cpp).
template <class... Keys>
class refined_index : public occurrence_chain {
  static_assert(sizeof...(Keys) > 0, "repetita::refined_index: a refinement adds at least one component");
  using own_layout = detail::row_layout<Keys...>;

 public:
  /// An index that keeps the extra keys in rows of its own.
  refined_index() {
    attach_own();
    walk_ = &walk_from;
  }
  refined_index(const refined_index& other)
      : occurrence_chain(other),
        own_(other.own_),
        attached_(other.attached_),
        walk_limit_(other.walk_limit_),
        full_(other.full_),
        full_hashes_(other.full_hashes_),
        newest_(other.newest_),
        full_end_(other.full_end_) {
    reattach();
  }
  refined_index(refined_index&& other) noexcept
      : occurrence_chain(std::move(other)),
        own_(std::move(other.own_)),
        attached_(other.attached_),
        walk_limit_(other.walk_limit_),
        full_(std::move(other.full_)),
        full_hashes_(std::move(other.full_hashes_)),
        newest_(std::move(other.newest_)),
        full_end_(other.full_end_) {
    reattach();
    other.reattach();
    other.clear_full();
  }
  refined_index& operator=(const refined_index& other) {
    if (this != &other) *this = refined_index(other);
    return *this;
  }
  refined_index& operator=(refined_index&& other) noexcept {
    occurrence_chain::operator=(std::move(other));
    own_ = std::move(other.own_);
    attached_ = other.attached_;
    walk_limit_ = other.walk_limit_;
    full_ = std::move(other.full_);
    full_hashes_ = std::move(other.full_hashes_);
    newest_ = std::move(other.newest_);
    full_end_ = other.full_end_;
    reattach();
    other.reattach();
    other.clear_full();
    return *this;
  }
  ~refined_index() = default;

  /// Reads the extra keys from `extras`, one column per key, of rows that the owner appends to and
  /// stores the keys in before each push (`next`), and trims after each pop (identity_set).
  void attach(detail::ply_column<Keys>... extras) noexcept {
    extras_ = columns{extras...};
    attached_ = true;
  }

  /// Clears the index (keeping storage) and records the start position, whose extra keys are
  /// `extra`; `coarse` has it already.
  void start(const occurrence_chain& coarse, const Keys&... extra) {
    if (!attached_) {
      own_.clear();
      push_own();
    }
    store(0, extra...);
    start_at(coarse);
  }

  /// For an owner of the rows, which has stored the start ply's extra keys in its row: as `start`.
  void start(const occurrence_chain& coarse) {
    if (!attached_) throw std::logic_error("repetita::refined_index::start: no extra keys given for rows of its own");
    start_at(coarse);
  }

  /// Records the next ply, whose extra keys are `extra`; the coarse chain must already have it.
  void push(const Keys&... extra) {
    if (!attached_) push_own();
    store(last_ + 1 - first_, extra...);
    next();
  }

  /// For an owner of the rows (identity_set): the next ply, whose extra keys the owner has stored in
  /// the ply's row. One increment: its link is found when asked.
  REPETITA_ALWAYS_INLINE void next() noexcept { ++last_; }

  /// The last ply's link, kept for later queries (each later walk stops at it): what a tracker
  /// asks at the ply it judges.
  link link_last() {
    const ply_t p = last_;
    if (coarse_->count(p) == 1) return link{no_ply, p, 1, 0};
    if (const link* kept = kept_link(p)) return *kept;  // asked again (add_facts, a pop back to it)
    const link l = walk_from(*this, p);
    plies_.push_back(p);
    links_.push_back(l);
    return l;
  }

  /// Removes the last ply.
  void pop() {
    if (last_ == first_) throw std::logic_error("repetita::refined_index::pop: no ply left to undo");
    if (full_end_ > last_) [[unlikely]]
      unindex_last();
    if (!plies_.empty() && plies_.back() == last_) {
      links_.pop_back();
      plies_.pop_back();
    }
    if (!attached_) own_.pop();
    --last_;
  }

  /// Forgets the plies before `ply`; `coarse` must have forgotten them already (for an attached
  /// index, the owner has also dropped the rows before `ply`: the extra keys are in place). The
  /// kept links, which counted the plies forgotten, go.
  void forget_before(const occurrence_chain& coarse, ply_t ply) {
    if (ply < first_ || ply > last_ply()) throw std::out_of_range("repetita::refined_index::forget_before");
    if (ply == first_) return;
    if (!attached_) own_.erase_front(ply - first_);
    coarse_ = &coarse;
    links_.clear();
    plies_.clear();
    first_ = ply;
    clear_full();
  }

  /// Reads `coarse` from now on: for a copy of the index and its coarse chain.
  void rebase(const occurrence_chain& coarse) noexcept { coarse_ = &coarse; }

  /// How many coarse occurrences with other extra keys a walk passes before the full index answers.
  [[nodiscard]] std::size_t walk_limit() const noexcept { return walk_limit_; }
  /// For tests: a smaller limit (0: the full index answers every walk) checks the full index.
  void set_walk_limit(std::size_t limit) noexcept { walk_limit_ = limit; }

  void reserve(std::size_t plies) {
    if (!attached_) {
      own_.reserve(plies);
      attach_own();
    }
  }

 private:
  using columns = std::tuple<detail::ply_column<Keys>...>;

  void attach_own() noexcept {
    attach_own(std::index_sequence_for<Keys...>{});
    attached_ = false;
  }
  template <std::size_t... K>
  void attach_own(std::index_sequence<K...>) noexcept {
    extras_ = columns{detail::ply_column<Keys>(own_.data(), own_layout::offsets[K], sizeof(typename own_layout::row))...};
  }
  // Appends an own row; the rows may move (ply_rows), so the column is made again.
  void push_own() {
    own_.push();
    attach_own();
  }
  void reattach() noexcept {
    if (!attached_) attach_own();
  }

  void start_at(const occurrence_chain& coarse) {
    coarse_ = &coarse;
    links_.clear();
    plies_.clear();
    first_ = coarse.first_ply();
    last_ = first_;
    clear_full();
  }

  // Makes the extra keys of the row at `at` (a row just appended).
  void store(std::size_t at, const Keys&... extra) {
    std::apply([&](const auto&... column) { (column.construct(at, extra), ...); }, extras_);
  }

  // Whether the rows at `a` and `b` have equal extra keys.
  [[nodiscard]] bool same_extras(std::size_t a, std::size_t b) const noexcept {
    return std::apply([&](const auto&... column) { return ((column[a] == column[b]) && ...); }, extras_);
  }

  // The link of ply p, whose coarse identity occurred before: the plies on the coarse chain
  // from p back with p's extra keys, down to one whose link was kept (which counts the older ones)
  // or to the chain's end.
  static link walk_from(const occurrence_chain& chain, ply_t p) noexcept {
    const auto& self = static_cast<const refined_index&>(chain);
    const std::size_t at = p - self.first_;
    if (p < self.full_end_) return self.full_[p - self.first_];
    ply_t previous = no_ply;
    ply_t oldest = p;
    std::uint32_t found = 0;  // plies with p's extra keys passed, none of them kept
    std::size_t others = 0;   // plies with other extra keys passed
    for (ply_t q = self.coarse_->previous(p); q != no_ply && q >= self.first_; q = self.coarse_->previous(q)) {
      if (!self.same_extras(q - self.first_, at)) {
        if (++others > self.walk_limit_) return self.full_link(p);
        continue;
      }
      if (previous == no_ply) previous = q;
      // New under the coarse identity: the refined identity's first occurrence (never kept).
      if (self.coarse_->count(q) == 1) return link{previous, q, found + 2, 0};
      if (const link* kept = self.kept_link(q)) return link{previous, kept->first, kept->count + found + 1, 0};
      ++found;
      oldest = q;
    }
    return link{previous, oldest, found + 1, 0};
  }

  // ---- the full index, built lazily when a walk is too long ----------------------------------------

  // A hash of one extra key: its std::hash where there is one, else nothing (equal keys then share
  // the bucket, which the exact comparison sorts out).
  template <class K>
  static std::uint64_t key_hash(const K& key) noexcept {
    if constexpr (requires { std::hash<K>{}(key); })
      return static_cast<std::uint64_t>(std::hash<K>{}(key));
    else
      return (static_cast<void>(key), std::uint64_t{0});
  }
  // The hash of ply q's refined identity: its coarse identity (named by its first retained ply) and
  // its extra keys.
  std::uint64_t identity_hash(ply_t q) const noexcept {
    const std::size_t at = q - first_;
    std::uint64_t h = hash_combine(0x9e3779b97f4a7c15ull, coarse_->first(q));
    std::apply([&](const auto&... column) { ((h = hash_combine(h, key_hash(column[at]))), ...); }, extras_);
    return h;
  }
  // Ply p's link from the full index, indexing the plies from full_end_ up to p first.
  link full_link(ply_t p) const {
    for (ply_t q = full_end_; q <= p; ++q) {
      const std::uint64_t h = identity_hash(q);
      std::vector<ply_t>& bucket = newest_[h];
      link l{no_ply, q, 1, 0};
      bool found = false;
      for (ply_t& r : bucket)
        if (coarse_->same(r, q) && same_extras(r - first_, q - first_)) {
          const link& before = full_[r - first_];
          l = link{r, before.first, before.count + 1, 0};
          r = q;  // the newest of its identity
          found = true;
          break;
        }
      if (!found) bucket.push_back(q);
      full_.push_back(l);
      full_hashes_.push_back(h);
    }
    if (p + 1 > full_end_) full_end_ = p + 1;
    return full_[p - first_];
  }
  // Takes the last ply out of the full index (before the ply is popped).
  REPETITA_NOINLINE void unindex_last() {
    const ply_t q = full_end_ - 1;
    const link l = full_.back();
    auto it = newest_.find(full_hashes_.back());
    if (it != newest_.end()) {
      std::vector<ply_t>& bucket = it->second;
      for (std::size_t i = 0; i < bucket.size(); ++i)
        if (bucket[i] == q) {
          if (l.previous != no_ply) {
            bucket[i] = l.previous;
          } else {
            bucket.erase(bucket.begin() + static_cast<std::ptrdiff_t>(i));
          }
          break;
        }
      if (bucket.empty()) newest_.erase(it);
    }
    full_.pop_back();
    full_hashes_.pop_back();
    full_end_ = q;
  }
  void clear_full() noexcept {
    full_.clear();
    full_hashes_.clear();
    newest_.clear();
    full_end_ = first_;
  }

  columns extras_;                    // per retained ply, one column per extra key
  detail::ply_rows<own_layout> own_;  // the extra keys, when not attached
  bool attached_ = false;
  std::size_t walk_limit_ = 32;
  // The full index (mutable: a const query builds it): the link and hash of each ply from first_ up
  // to full_end_ (excluded), and per hash the newest ply of each refined identity with that hash.
  mutable std::vector<link> full_;
  mutable std::vector<std::uint64_t> full_hashes_;
  mutable std::unordered_map<std::uint64_t, std::vector<ply_t>> newest_;
  mutable ply_t full_end_ = 0;
};

}  // namespace repetita

#endif
