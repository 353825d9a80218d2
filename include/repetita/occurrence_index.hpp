#ifndef REPETITA_OCCURRENCE_INDEX_HPP
#define REPETITA_OCCURRENCE_INDEX_HPP

/// \file
/// Occurrence index: for every ply, how many times its identity has occurred and where before.

#include <repetita/detail/hash_table.hpp>
#include <repetita/detail/inline.hpp>
#include <repetita/detail/ply_rows.hpp>
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
/// number of occurrences up to and including p. All queries are O(1) for a base identity; for a
/// refined one, see refined_index.
class occurrence_chain {
 public:
  struct link {
    ply_t previous;        ///< previous ply with the same identity, or `no_ply`
    ply_t first;           ///< first retained ply with the same identity: names the identity
    std::uint32_t count;   ///< occurrences of the identity in the retained plies up to and including this one
    std::uint32_t entry;   ///< the identity's entry in a base index (internal)
  };

  /// Ply `ply`'s link (previous, first and count at once: a refined chain looks it up once).
  [[nodiscard]] link link_at(ply_t ply) const noexcept { return at(ply); }
  [[nodiscard]] ply_t previous(ply_t ply) const noexcept { return at(ply).previous; }
  [[nodiscard]] ply_t first(ply_t ply) const noexcept { return at(ply).first; }
  [[nodiscard]] std::uint32_t count(ply_t ply) const noexcept { return at(ply).count; }
  /// True if plies `a` and `b` (both retained) have the same identity: exact, not a hash comparison.
  [[nodiscard]] bool same(ply_t a, ply_t b) const noexcept { return at(a).first == at(b).first; }

  [[nodiscard]] ply_t first_ply() const noexcept { return first_; }
  [[nodiscard]] ply_t last_ply() const noexcept { return last_; }

  /// The number of distinct identities retained: the plies that are the first occurrence of
  /// theirs. O(plies): for tests and statistics, not per ply (occurrence_index keeps it in O(1)).
  [[nodiscard]] std::size_t identities() const noexcept {
    std::size_t n = 0;
    for (ply_t p = first_; p <= last_; ++p) n += at(p).previous == no_ply ? 1u : 0u;
    return n;
  }

 protected:
  // A base chain has a link per ply, in its column (of its own rows, or of a tracker's rows: see
  // identity_set). A refined chain finds a ply's link when asked (refined_index): a ply new under
  // the coarse identity is new under the refined one; the others are looked up among the links it
  // has kept (`plies_` says which, ascending), else found by a walk down the coarse chain.
  [[nodiscard]] REPETITA_ALWAYS_INLINE link at(ply_t ply) const noexcept {
    if (coarse_ == nullptr) return base_links_[ply - first_];
    return refined_at(ply);
  }

  [[nodiscard]] REPETITA_NOINLINE link refined_at(ply_t ply) const noexcept {
    if (coarse_->count(ply) == 1) return link{no_ply, ply, 1, 0};
    if (const link* kept = kept_link(ply)) return *kept;
    return walk_(*this, ply);
  }

  // The link kept for `ply`, if any. The last ply is the one a tracker judges: no search for it.
  [[nodiscard]] const link* kept_link(ply_t ply) const noexcept {
    if (plies_.empty() || ply > plies_.back()) return nullptr;
    if (plies_.back() == ply) return &links_.back();
    const auto it = std::lower_bound(plies_.begin(), plies_.end(), ply);
    return *it == ply ? &links_[static_cast<std::size_t>(it - plies_.begin())] : nullptr;
  }

  detail::ply_column<link> base_links_;        // base chains
  std::vector<link> links_;                    // refined chains: the links kept, of `plies_`
  std::vector<ply_t> plies_;                   // refined chains: the plies whose link is kept
  const occurrence_chain* coarse_ = nullptr;  // refined chains: the chain they refine
  link (*walk_)(const occurrence_chain&, ply_t) = nullptr;  // refined chains: the walk (refined_index)
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
  using own_layout = detail::row_layout<link>;

 public:
  /// An index that keeps its links in rows of its own.
  occurrence_index() { attach_own(); }
  occurrence_index(const occurrence_index& other)
      : occurrence_chain(other),
        table_(other.table_),
        entries_(other.entries_),
        entry_count_(other.entry_count_),
        own_(other.own_),
        attached_(other.attached_) {
    reattach();
  }
  occurrence_index(occurrence_index&& other) noexcept
      : occurrence_chain(std::move(other)),
        table_(std::move(other.table_)),
        entries_(std::move(other.entries_)),
        entry_count_(other.entry_count_),
        own_(std::move(other.own_)),
        attached_(other.attached_) {
    other.entry_count_ = 0;
    reattach();
    other.reattach();
  }
  occurrence_index& operator=(const occurrence_index& other) {
    if (this != &other) *this = occurrence_index(other);
    return *this;
  }
  occurrence_index& operator=(occurrence_index&& other) noexcept {
    if (this == &other) return *this;
    occurrence_chain::operator=(std::move(other));
    table_ = std::move(other.table_);
    entries_ = std::move(other.entries_);
    entry_count_ = other.entry_count_;
    other.entry_count_ = 0;
    own_ = std::move(other.own_);
    attached_ = other.attached_;
    reattach();
    other.reattach();
    return *this;
  }
  ~occurrence_index() = default;

  /// Keeps the links in `links`, a column of rows that the owner appends to before each push (and
  /// trims after each pop and before forget_before's rebuild): identity_set, one row per ply for
  /// every index of a tracker.
  void attach(detail::ply_column<link> links) noexcept {
    base_links_ = links;
    attached_ = true;
  }

  /// Clears the index (keeping its storage) and records the start position at `ply`.
  void start(std::uint64_t hash, const Key& key, ply_t ply = 0) {
    table_.clear();
    entries_.clear();
    entry_count_ = 0;
    if (!attached_) own_.clear();
    first_ = ply;
    last_ = ply - 1;
    push(hash, key);
  }

  /// Records the position of the next ply and returns its previous occurrence (`no_ply` if new).
  ply_t push(std::uint64_t hash, const Key& key) {
    if (!attached_) push_own();
    link_next(hash, key);
    return base_links_[last_ - first_].previous;
  }

  /// For an owner of the rows (identity_set): indexes the position of the next ply, makes its link
  /// at `at` (the ply's row) and returns its count (for the tracker's quiet check). The key is made
  /// by `make_key()` only where it is needed: in place in a new identity's entry (the common case,
  /// a hash not seen before, inlined: keys can be large, and a key made first would be copied), or
  /// for the comparisons along a seen hash's bucket. The link is made where it is kept, not
  /// returned: a 16-byte link returned in two registers went through the stack to the row, and the
  /// copy's wide load stalled on the two narrow stores.
  template <class MakeKey>
  REPETITA_ALWAYS_INLINE std::uint32_t link_made(std::uint64_t hash, MakeKey&& make_key, void* at) {
    const ply_t ply = last_ + 1;
    last_ = ply;
    const std::uint32_t new_id = entry_count_;
    auto [head, inserted] = table_.try_emplace(hash, new_id);
    if (!inserted) return link_seen_hash(hash, make_key(), ply, head, at);
    entries_.emplace_back(hash, make_key, ply);
    entry_count_ = new_id + 1;
    ::new (at) link{no_ply, ply, 1, new_id};
    return 1;
  }

  /// For an owner of the rows: the link of the next ply's position as `link_made` would make it,
  /// for a question about one move, without indexing it: one table lookup, and the key made by
  /// `make_key()` only on a hash hit (a Go superko probe costs a lookup, not a 176-byte key copy and
  /// an insert). Returns the count. The ply must be taken back with `unprobe`, before any other push.
  template <class MakeKey>
  REPETITA_ALWAYS_INLINE std::uint32_t link_probed(std::uint64_t hash, MakeKey&& make_key, void* at) {
    const ply_t ply = last_ + 1;
    last_ = ply;
    std::uint32_t id = table_.find(hash);
    if (id != detail::hash_table::empty) id = entry_with_key(id, make_key());
    if (id == detail::hash_table::empty) {
      ::new (at) link{no_ply, ply, 1, detail::hash_table::empty};
      return 1;
    }
    const identity_entry& r = entries_[id];
    ::new (at) link{r.latest, r.first, r.count + 1, id};
    return r.count + 1;
  }
  /// Takes back a ply made by `link_probed`.
  void unprobe() noexcept { --last_; }

  /// The count the next ply would have if its position were pushed (1: new), reading nothing but
  /// the table: the key made by `make_key()` only on a hash hit. `irreversible` is not used (the
  /// whole history is indexed): a parameter for the same call as window_index's.
  template <class MakeKey>
  [[nodiscard]] REPETITA_ALWAYS_INLINE std::uint32_t count_if_pushed(std::uint64_t hash, MakeKey&& make_key,
                                                                      bool /*irreversible*/) const {
    std::uint32_t id = table_.find(hash);
    if (id == detail::hash_table::empty) [[likely]]
      return 1;
    id = entry_with_key(id, make_key());
    return id == detail::hash_table::empty ? 1 : entries_[id].count + 1;
  }

  /// Removes the last ply (the first retained ply stays).
  void pop() {
    if (last_ == first_) throw std::logic_error("repetita::occurrence_index::pop: no ply left to undo");
    const link l = base_links_[last_ - first_];
    if (!attached_) own_.pop();
    --last_;
    identity_entry& r = entries_[l.entry];
    r.latest = l.previous;
    if (--r.count == 0) {  // this ply created the entry, so it is the newest one
      if (r.next_in_bucket == detail::hash_table::empty)
        table_.erase(r.hash);
      else
        table_.assign(r.hash, r.next_in_bucket);
      entries_.pop_back();
      --entry_count_;
    }
  }

  /// Forgets the plies before `ply`: only for positions that can never recur (an irreversible move
  /// was played at `ply`). Costs O(plies retained + identities forgotten), which is O(1) amortized
  /// when called at every irreversible ply. Plies keep their numbers.
  void forget_before(ply_t ply) {
    if (attached_) throw std::logic_error("repetita::occurrence_index::forget_before: the owner of the rows forgets");
    if (!retain_from(ply)) return;
    own_.clear();
    rebuild();
  }

  /// forget_before in two steps, for an owner of the rows: keeps what the plies from `ply` need
  /// (false: nothing to forget), then, once the owner has dropped the rows before `ply`, indexes
  /// the kept plies again into the rows that remain.
  bool retain_from(ply_t ply) {
    if (ply < first_ || ply > last_ply()) throw std::out_of_range("repetita::occurrence_index::forget_before");
    if (ply == first_) return false;
    spare_entries_.swap(entries_);
    entry_count_ = 0;  // entries_ is the (empty) spare
    spare_links_.clear();
    for (ply_t p = ply; p <= last_; ++p) spare_links_.push_back(base_links_[p - first_]);
    first_ = ply;
    return true;
  }
  void rebuild() {
    table_.clear();
    entries_.clear();
    entry_count_ = 0;
    last_ = first_ - 1;
    for (const link& l : spare_links_) {
      if (!attached_) push_own();
      link_next(spare_entries_[l.entry].hash, spare_entries_[l.entry].key);
    }
    spare_entries_.clear();
  }

  /// Reserves room for `plies` plies (no allocation per ply until then).
  void reserve(std::size_t plies) {
    if (!attached_) {
      own_.reserve(plies);
      attach_own();
    }
    entries_.reserve(plies);
  }

  /// The number of distinct identities retained.
  [[nodiscard]] std::size_t identities() const noexcept { return entries_.size(); }

  /// The exact key of the position at a retained ply.
  [[nodiscard]] const Key& key(ply_t ply) const noexcept { return entries_[at(ply).entry].key; }

 private:
  void attach_own() noexcept {
    base_links_ = detail::ply_column<link>(own_.data(), 0, sizeof(typename own_layout::row));
    attached_ = false;
  }
  // Appends an own row; the rows may move (ply_rows), so the column is made again.
  void push_own() {
    own_.push();
    attach_own();
  }
  // After a copy or move: own rows are this index's own; attached ones, the owner re-attaches.
  void reattach() noexcept {
    if (!attached_) attach_own();
  }

  struct identity_entry {
    // A constructor, for emplace_back (clang 14 has no parenthesized aggregate initialization).
    identity_entry(std::uint64_t h, const Key& k, ply_t f, ply_t l, std::uint32_t c, std::uint32_t next)
        : hash(h), key(k), first(f), latest(l), count(c), next_in_bucket(next) {}
    // A new identity at `ply`, its key made in place by `make_key()`, alone with its hash.
    template <class MakeKey>
    identity_entry(std::uint64_t h, MakeKey& make_key, ply_t ply)
        : hash(h), key(make_key()), first(ply), latest(ply), count(1), next_in_bucket(detail::hash_table::empty) {}
    std::uint64_t hash;
    Key key;
    ply_t first;
    ply_t latest;
    std::uint32_t count;
    std::uint32_t next_in_bucket;  ///< an older identity with the same hash, or empty
  };

  // link_made for this index's own column, the key given: the next ply's link in its row.
  void link_next(std::uint64_t hash, const Key& key) {
    link_made(hash, [&key]() -> const Key& { return key; }, base_links_.slot(last_ + 1 - first_));
  }

  // The entry with `key` among those of the bucket starting at `id`, or empty.
  [[nodiscard]] REPETITA_NOINLINE std::uint32_t entry_with_key(std::uint32_t id, const Key& key) const noexcept {
    while (id != detail::hash_table::empty && !(entries_[id].key == key)) id = entries_[id].next_in_bucket;
    return id;
  }

  // A hash seen before: the position joins the entry with its exact key, or starts a new entry
  // that becomes the head of the hash's bucket.
  REPETITA_NOINLINE std::uint32_t link_seen_hash(std::uint64_t hash, const Key& key, ply_t ply, std::uint32_t& head,
                                                 void* at) {
    std::uint32_t id = head;
    while (id != detail::hash_table::empty && !(entries_[id].key == key)) id = entries_[id].next_in_bucket;
    if (id == detail::hash_table::empty) {
      const std::uint32_t new_id = entry_count_++;
      entries_.push_back(identity_entry{hash, key, ply, ply, 1, head});
      head = new_id;
      ::new (at) link{no_ply, ply, 1, new_id};
      return 1;
    }
    identity_entry& r = entries_[id];
    const std::uint32_t count = r.count + 1;
    ::new (at) link{r.latest, r.first, count, id};
    r.latest = ply;
    r.count = count;
    return count;
  }

  detail::hash_table table_;
  std::vector<identity_entry> entries_;
  std::uint32_t entry_count_ = 0;  // entries_.size(), kept: a size is a division by the entry's size
  std::vector<identity_entry> spare_entries_;  // reused by forget_before: no allocation in the steady state
  std::vector<link> spare_links_;
  detail::ply_rows<own_layout> own_;  // the links, when not attached
  bool attached_ = false;
};

}  // namespace repetita

#endif
