#ifndef REPETITA_OCCURRENCE_INDEX_HPP
#define REPETITA_OCCURRENCE_INDEX_HPP

/// \file
/// Occurrence index: for every ply, how many times its identity has occurred and where before.

#include <repetita/detail/hash_table.hpp>
#include <repetita/detail/inline.hpp>
#include <repetita/ply.hpp>

#include <algorithm>
#include <cstdint>
#include <stdexcept>
#include <utility>
#include <vector>

namespace repetita {

/// The per-ply links of an occurrence index, without the keys: what rules read.
///
/// For each retained ply p: the previous ply with the same identity, the first ply with it and the
/// number of occurrences up to and including p. All queries are O(1) for a base identity, and
/// O(log refined recurrences) for a refined one (see refined_index).
class occurrence_chain {
 public:
  struct link {
    ply_t previous;        ///< previous ply with the same identity, or `no_ply`
    ply_t first;           ///< first retained ply with the same identity: names the identity
    std::uint32_t count;   ///< occurrences of the identity in the retained plies up to and including this one
    std::uint32_t entry;   ///< the identity's entry in a base index (internal)
  };

  [[nodiscard]] ply_t previous(ply_t ply) const noexcept { return at(ply).previous; }
  [[nodiscard]] ply_t first(ply_t ply) const noexcept { return at(ply).first; }
  [[nodiscard]] std::uint32_t count(ply_t ply) const noexcept { return at(ply).count; }
  /// True if plies `a` and `b` (both retained) have the same identity: exact, not a hash comparison.
  [[nodiscard]] bool same(ply_t a, ply_t b) const noexcept { return at(a).first == at(b).first; }

  [[nodiscard]] ply_t first_ply() const noexcept { return first_; }
  [[nodiscard]] ply_t last_ply() const noexcept { return last_; }

 protected:
  // A base chain stores a link per ply. A refined chain stores links only for the plies whose
  // coarse identity occurred before (`plies_` says which, ascending): every other ply is the first
  // occurrence of its coarse identity, hence of its refined one too.
  [[nodiscard]] REPETITA_ALWAYS_INLINE link at(ply_t ply) const noexcept {
    if (coarse_ == nullptr) return links_[ply - first_];
    return refined_at(ply);
  }

  [[nodiscard]] REPETITA_NOINLINE link refined_at(ply_t ply) const noexcept {
    if (coarse_->count(ply) == 1) return link{no_ply, ply, 1, 0};
    const auto it = std::lower_bound(plies_.begin(), plies_.end(), ply);
    return links_[static_cast<std::size_t>(it - plies_.begin())];
  }

  std::vector<link> links_;
  std::vector<ply_t> plies_;                   // refined chains: the plies of links_
  const occurrence_chain* coarse_ = nullptr;  // refined chains: the chain they refine
  ply_t first_ = 0;
  ply_t last_ = 0;
};

/// Finds, in O(1) expected time per ply, the earlier occurrences of each position's identity.
///
/// Hashes filter and keys decide: the table maps a hash to the newest identity entry with that
/// hash, entries with the same hash are chained, and a position joins an entry only when its exact
/// key compares equal. A hash collision costs a key comparison, never a wrong count.
/// Each distinct identity stores its key once; a ply costs one link (16 bytes).
/// Push and pop are LIFO, so an engine can search with make/unmake.
template <class Key>
class occurrence_index : public occurrence_chain {
 public:
  /// Clears the index (keeping its storage) and records the start position at `ply`.
  void start(std::uint64_t hash, const Key& key, ply_t ply = 0) {
    table_.clear();
    entries_.clear();
    links_.clear();
    first_ = ply;
    push(hash, key);
  }

  /// Records the position of the next ply and returns its previous occurrence (`no_ply` if new).
  /// The common case, a hash not seen before, is inlined.
  REPETITA_ALWAYS_INLINE ply_t push(std::uint64_t hash, const Key& key) {
    const ply_t ply = first_ + static_cast<ply_t>(links_.size());
    last_ = ply;
    const auto new_id = static_cast<std::uint32_t>(entries_.size());
    auto [head, inserted] = table_.try_emplace(hash, new_id);
    if (!inserted) return push_seen_hash(hash, key, ply, head);
    entries_.emplace_back(hash, key, ply, ply, 1u, detail::hash_table::empty);  // in place: keys can be large
    links_.push_back(link{no_ply, ply, 1, new_id});
    return no_ply;
  }

  /// Removes the last ply (the first retained ply stays).
  void pop() {
    if (links_.size() <= 1) throw std::logic_error("repetita::occurrence_index::pop: no ply left to undo");
    const link l = links_.back();
    links_.pop_back();
    --last_;
    identity_entry& r = entries_[l.entry];
    r.latest = l.previous;
    if (--r.count == 0) {  // this ply created the entry, so it is the newest one
      if (r.next_in_bucket == detail::hash_table::empty)
        table_.erase(r.hash);
      else
        table_.assign(r.hash, r.next_in_bucket);
      entries_.pop_back();
    }
  }

  /// Forgets the plies before `ply`: only for positions that can never recur (an irreversible move
  /// was played at `ply`). Costs O(plies retained + identities forgotten), which is O(1) amortized
  /// when called at every irreversible ply. Plies keep their numbers.
  void forget_before(ply_t ply) {
    if (ply < first_ || ply > last_ply()) throw std::out_of_range("repetita::occurrence_index::forget_before");
    if (ply == first_) return;
    spare_entries_.swap(entries_);
    spare_links_.assign(links_.begin() + static_cast<std::ptrdiff_t>(ply - first_), links_.end());
    table_.clear();
    entries_.clear();
    links_.clear();
    first_ = ply;
    for (const link& l : spare_links_) push(spare_entries_[l.entry].hash, spare_entries_[l.entry].key);
    spare_entries_.clear();
  }

  /// Reserves room for `plies` plies (no allocation per ply until then).
  void reserve(std::size_t plies) {
    links_.reserve(plies);
    entries_.reserve(plies);
  }

  /// The number of distinct identities retained.
  [[nodiscard]] std::size_t identities() const noexcept { return entries_.size(); }

  /// The exact key of the position at a retained ply.
  [[nodiscard]] const Key& key(ply_t ply) const noexcept { return entries_[at(ply).entry].key; }

 private:
  struct identity_entry {
    // A constructor, for emplace_back (clang 14 has no parenthesized aggregate initialization).
    identity_entry(std::uint64_t h, const Key& k, ply_t f, ply_t l, std::uint32_t c, std::uint32_t next)
        : hash(h), key(k), first(f), latest(l), count(c), next_in_bucket(next) {}
    std::uint64_t hash;
    Key key;
    ply_t first;
    ply_t latest;
    std::uint32_t count;
    std::uint32_t next_in_bucket;  ///< an older identity with the same hash, or empty
  };

  // A hash seen before: the position joins the entry with its exact key, or starts a new entry
  // that becomes the head of the hash's bucket.
  REPETITA_NOINLINE ply_t push_seen_hash(std::uint64_t hash, const Key& key, ply_t ply, std::uint32_t& head) {
    std::uint32_t id = head;
    while (id != detail::hash_table::empty && !(entries_[id].key == key)) id = entries_[id].next_in_bucket;
    if (id == detail::hash_table::empty) {
      const auto new_id = static_cast<std::uint32_t>(entries_.size());
      entries_.push_back(identity_entry{hash, key, ply, ply, 1, head});
      head = new_id;
      links_.push_back(link{no_ply, ply, 1, new_id});
      return no_ply;
    }
    identity_entry& r = entries_[id];
    const ply_t previous = r.latest;
    links_.push_back(link{previous, r.first, r.count + 1, id});
    r.latest = ply;
    ++r.count;
    return previous;
  }

  detail::hash_table table_;
  std::vector<identity_entry> entries_;
  std::vector<identity_entry> spare_entries_;  // reused by forget_before: no allocation in the steady state
  std::vector<link> spare_links_;
};

}  // namespace repetita

#endif
